// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace docmodel {

class AdvisorContext;
struct IndexAdvice;

// PATTERNS.md §5 careless indexing and §6 advice: unused and redundant
// indexes, too many on write-heavy collections, unindexed queries, sorts in
// memory, attribute arrays without their compound index.
void checkIndexes(AdvisorContext &context, const IndexAdvice &advice);

} // namespace docmodel
