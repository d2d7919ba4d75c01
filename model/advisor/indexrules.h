// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "indexadvice.h"

#include <QStringList>

namespace docmodel {

class AdvisorContext;

// PATTERNS.md §5 careless indexing and §6 advice: unused and redundant
// indexes, too many on write-heavy collections, unindexed queries, sorts in
// memory, attribute arrays without their compound index.
void checkIndexes(AdvisorContext &context, const IndexAdvice &advice);

// "the same index serves "orders by status" too": the reason a suggestion
// shared by several queries gives (none for one of its own).
void addSharedReason(const Model &model, const QueryIndexAdvice &q, QStringList &reasons);

} // namespace docmodel
