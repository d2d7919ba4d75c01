// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace docmodel {

class AdvisorContext;
struct IndexAdvice;

// PATTERNS.md §5 about documents and collections: sizes, nesting, field
// types, discriminators, per-tenant collections, write-heavy copies.
void checkDocuments(AdvisorContext &context);

// PATTERNS.md §4 suggestions: bucket, subset, extended reference,
// polymorphic or attribute, exact money, local time.
void checkPatterns(AdvisorContext &context);

// The compensation pattern (§4): a state field moved by guarded updates, and
// whether an index on it finds the documents a failed change left behind.
void checkCompensation(AdvisorContext &context, const IndexAdvice &advice);

} // namespace docmodel
