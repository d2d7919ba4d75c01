// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionpreview.h"

#include "documentsizes.h"
#include "schema/derivedfields.h"
#include "shellformat.h"

#include <QCoreApplication>
#include <QLocale>

#include <cstdio>

namespace docmodel {

CollectionPreview previewCollection(
    const Model &model, const Entity &collection, const PreviewOptions &options)
{
    CollectionPreview preview;
    const DocumentGenerator generator(model, options);
    for (int i = 0; i < options.count; ++i) {
        std::optional<LimitCrossing> crossing;
        BsonPtr document = generator.document(collection, i, CountMode::Typical, &crossing);
        preview.sizes.push_back(int64_t(document->len));
        preview.crossings.push_back(std::move(crossing));
        preview.documents.push_back(std::move(document));
    }
    // The sizes come from the one computation the advisor and the CLI use.
    const SizeEstimate estimate = SizeEstimator(model, options).estimate(collection);
    SizeReport &size = preview.size;
    size.typicalBytes = estimate.typicalBytes;
    size.worstBytes = estimate.worstBytes;
    size.estimatedDataBytes = estimate.estimatedDataBytes;
    size.typicalCrossing = estimate.typicalCrossing;
    size.worstCrossing = estimate.worstCrossing;
    for (const Relationship *rel : generator.unboundedArrays(collection))
        size.unboundedFields.push_back(parentFieldName(model, *rel));
    const int64_t biggest = size.worstBytes.value_or(size.typicalBytes);
    if (biggest > kMaxDocumentBytes || size.typicalBytes > kMaxDocumentBytes)
        size.level = SizeLevel::Error;
    else if (biggest > kLargeDocumentBytes || !size.unboundedFields.empty())
        size.level = SizeLevel::Warning;
    return preview;
}

std::string formatDocuments(const std::vector<BsonPtr> &documents, PreviewFormat format)
{
    std::string out;
    for (const BsonPtr &document : documents) {
        switch (format) {
        case PreviewFormat::Mongosh:
            out += shellSyntax(document.get());
            break;
        case PreviewFormat::Relaxed:
            out += relaxedJson(document.get());
            break;
        case PreviewFormat::Canonical:
            out += canonicalJson(document.get());
            break;
        }
        out += '\n';
    }
    return out;
}

std::string readableSize(int64_t bytes)
{
    char buffer[32];
    if (bytes < 1000)
        std::snprintf(buffer, sizeof buffer, "%lld B", static_cast<long long>(bytes));
    else if (bytes < 1000 * 1000)
        std::snprintf(buffer, sizeof buffer, "%.1f KB", double(bytes) / 1e3);
    else if (bytes < int64_t(1000) * 1000 * 1000)
        std::snprintf(buffer, sizeof buffer, "%.1f MB", double(bytes) / 1e6);
    else if (bytes < int64_t(1000) * 1000 * 1000 * 1000)
        std::snprintf(buffer, sizeof buffer, "%.1f GB", double(bytes) / 1e9);
    else
        std::snprintf(buffer, sizeof buffer, "%.1f TB", double(bytes) / 1e12);
    return buffer;
}

QString reportedSize(int64_t bytes, const std::optional<LimitCrossing> &crossing)
{
    if (bytes <= kMaxDocumentBytes)
        return QString::fromStdString(readableSize(bytes));
    if (!crossing)
        return QCoreApplication::translate("SizeReport", "over 16 MiB");
    const QLocale locale;
    return QCoreApplication::translate("SizeReport", "over 16 MiB at %1 of %2 %3")
        .arg(locale.toString(qlonglong(crossing->count)), locale.toString(qlonglong(crossing->of)),
            QString::fromStdString(crossing->field));
}

const Entity *owningCollection(const Model &model, const Entity &entity)
{
    const Entity *current = &entity;
    // Each step moves to an embedding parent; the bound stops a cycle of embeds.
    for (size_t step = 0; current && !current->isCollection() && step <= model.entities.size();
         ++step) {
        const Entity *parent = nullptr;
        for (const Relationship &rel : model.relationships)
            if (rel.manyId == current->id && !rel.isSelf() && strategyEmbeds(rel.strategy)) {
                parent = model.findEntity(rel.oneId);
                break;
            }
        current = parent;
    }
    return current && current->isCollection() ? current : nullptr;
}

} // namespace docmodel
