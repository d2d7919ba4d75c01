// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <functional>

#include <utility>
#include <vector>

namespace docmodel::test {

// Names that try to break out of every string a generator writes: quotes,
// backslashes, newlines, line separators, an injected statement, unicode,
// JavaScript keywords and __proto__, $ and . where MongoDB allows them.
Model hostileModel();

// Loads resources/examples/NAME.dmodel (an empty model when it cannot).
Model loadExample(const QString &name);

// The example names (file base names), sorted.
QStringList exampleNames();

// What every generator is tried on: each example, the model that sets every
// value (testsupport's fullModel), and the hostile names; by name.
std::vector<std::pair<QString, Model>> generatorCases();

// Each collection's first `count` previewed documents as canonical Extended
// JSON, by collection name; `mutate` changes the first of each.
nlohmann::json previewDocuments(
    const Model &model, int count, const std::function<void(nlohmann::json &)> &mutate = {});

// A collection "counters" whose compound index "by_digits" is on fields
// named "10", "2" and "0", in that order (keys JavaScript reorders), with a
// plain index on a, b and a shard key on "10" (hashed) and "0".
Model integerKeysModel();

// Tickets embedding their seat (one-to-one, required), with a unique index
// on the seat's row and number: what Prisma has no syntax for.
Model ticketsWithSeatIndex();

} // namespace docmodel::test
