#pragma once

namespace docmodel {

class AdvisorContext;

// PATTERNS.md §5 about documents and collections: sizes, nesting, field
// types, discriminators, per-tenant collections, write-heavy copies.
void checkDocuments(AdvisorContext &context);

// PATTERNS.md §4 suggestions: bucket, subset, extended reference,
// polymorphic or attribute, exact money, local time.
void checkPatterns(AdvisorContext &context);

} // namespace docmodel
