// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/entity.h"

#include <optional>
#include <string_view>

namespace docmodel {

// What a date field's name says about when it happens in a document's
// life: a start (createdAt, startDate, joined) or something after it
// (updatedAt, lastModified, closedAt, endDate). The preview draws the
// later ones after the document's start.
enum class DateRole { Other, Start, Later };
DateRole dateRole(std::string_view name);

// How long the server keeps a document by this date field: the TTL's or
// the time series' expiry when the field is the one they count from.
std::optional<int64_t> retentionSeconds(const Entity &collection, std::string_view path);

} // namespace docmodel
