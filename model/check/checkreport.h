// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datacheck.h"

#include <QString>

#include <string>

namespace docmodel::check {

enum class CheckFormat { Text, Json, Sarif };

// What the check found, in a person's words: "2,240 of 2,240 documents fail".
QString failingSummary(const CollectionCheck &check);
// A drift finding as the advisor says it.
QString driftText(const Drift &drift, uint64_t checked);
// How the collection was counted ("every document read", "a random sample
// of 1,000 of 2,240 documents", "counted by the server").
QString methodText(const CollectionCheck &check);

// A collection the check did not see, and why: "movies: not checked, not
// found in database sample_mfilx (the server has sample_mflix)".
QString uncheckedText(const UncheckedCollection &unchecked);
// The last line: what failed of what was checked, and what was not seen.
QString reportSummary(const CheckReport &report);

// The report as text (for people), JSON (each failing example with the
// server-shaped errInfo details) or SARIF 2.1.0 (one result per broken rule).
std::string formatCheckReport(const CheckReport &report, CheckFormat format, const std::string &modelFile,
    const std::string &toolVersion = {});

} // namespace docmodel::check
