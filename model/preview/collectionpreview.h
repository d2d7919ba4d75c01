// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentgenerator.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace docmodel {

inline constexpr int64_t kLargeDocumentBytes
    = 100 * 1000; // beyond this, documents are slow to move

enum class SizeLevel { Ok, Warning, Error };

struct SizeReport {
    // Both from SizeEstimator, the computation the advisor uses too.
    int64_t typicalBytes = 0; // at the relationships' typical counts
    std::optional<int64_t> worstBytes; // at their maximum counts (>= typical); none when unbounded
    std::vector<std::string> unboundedFields; // arrays that can grow without limit
    int64_t estimatedDataBytes = 0; // typical size times the estimated document count
    // Where a document passes MongoDB's 16 MiB, at typical and maximum counts.
    std::optional<LimitCrossing> typicalCrossing;
    std::optional<LimitCrossing> worstCrossing;
    SizeLevel level = SizeLevel::Ok;
};

struct CollectionPreview {
    std::vector<BsonPtr> documents;
    std::vector<int64_t> sizes; // encoded length of each, from libbson
    // Per document: where the generator stopped it, just past 16 MiB.
    std::vector<std::optional<LimitCrossing>> crossings;
    SizeReport size;
};

CollectionPreview previewCollection(
    const Model &model, const Entity &collection, const PreviewOptions &options);

// The collection whose documents hold this entity: the entity itself, or for
// an embedded type the collection that embeds it (through any depth). Null
// when no collection embeds it.
const Entity *owningCollection(const Model &model, const Entity &entity);

enum class PreviewFormat { Mongosh, Relaxed, Canonical };

// The documents one after another, in the chosen syntax.
std::string formatDocuments(const std::vector<BsonPtr> &documents, PreviewFormat format);

// "12.3 KB", "1.5 MB": sizes as a person reads them (decimal units).
std::string readableSize(int64_t bytes);

// A size as reports show it: readableSize, or past the limit "over 16 MiB"
// and where the document passed it ("over 16 MiB at 5,120 of 10,000 comments",
// numbers in the locale's form), translated.
QString reportedSize(int64_t bytes, const std::optional<LimitCrossing> &crossing);

} // namespace docmodel
