// SPDX-License-Identifier: GPL-3.0-or-later
#include "datacheck.h"

#include "checktr.h"
#include "shape/collectionoptions.h"
#include "preview/documentgenerator.h"
#include "inference/collectionsource.h"
#include "inference/documentreader.h"
#include "inference/documentsample.h"

#include <algorithm>
#include <numeric>

namespace docmodel::check {

using namespace docmodel::inference;

uint64_t CheckReport::checked() const
{
    return std::accumulate(collections.begin(), collections.end(), uint64_t(0),
        [](uint64_t sum, const CollectionCheck &c) { return sum + c.checked; });
}

uint64_t CheckReport::failing() const
{
    return std::accumulate(collections.begin(), collections.end(), uint64_t(0),
        [](uint64_t sum, const CollectionCheck &c) { return sum + c.failing; });
}

std::unique_ptr<JsonSchema> collectionSchema(const Model &model, const Entity &collection, std::string *error)
{
    const JsonValue validator = collectionValidator(model, collection);
    return JsonSchema::compile(validator, error);
}

namespace {

std::string positionText(const std::string &file, const DocumentPosition &position)
{
    return Check::tr("%1: document %2").arg(QString::fromStdString(file)).arg(position.number).toStdString();
}

// A document of a file made for mongoimport has no _id: the server adds an
// ObjectId on insert, so it is checked as the server would store it. The
// copy goes to `buffer`; false when the document has its own _id.
bool addServerId(const bson_t &document, std::string &buffer)
{
    bson_iter_t it;
    if (bson_iter_init_find(&it, &document, "_id"))
        return false;
    bson_t withId = BSON_INITIALIZER;
    bson_oid_t oid;
    bson_oid_init(&oid, nullptr);
    BSON_APPEND_OID(&withId, "_id", &oid);
    bson_concat(&withId, &document);
    buffer.assign(reinterpret_cast<const char *>(bson_get_data(&withId)), withId.len);
    bson_destroy(&withId);
    return true;
}

// One collection's files: every document through the checker, or a random
// sample of them first.
void checkSource(const CollectionSource &source, const JsonSchema &schema, const CheckOptions &options,
    CollectionCheck &out, bool &cancelled)
{
    CollectionChecker checker(schema, options.threads, options.examples);
    DocumentSample sample(options.sample ? size_t(options.sample) : 1, size_t(1) << 40);
    uint64_t read = 0;
    std::string withId;
    for (const std::string &file : source.files) {
        ReadOptions reading;
        reading.skipBad = options.skipBad;
        reading.cancelled = options.cancelled;
        if (options.progress)
            reading.progress = [&](uint64_t done, uint64_t total) { options.progress(source.name, done, total); };
        const ReadResult result = readDocuments(file, reading,
            [&](const uint8_t *data, size_t length, const DocumentPosition &position, std::string *problem) {
                bson_t document;
                if (!bson_init_static(&document, data, length) || !bson_validate(&document, BSON_VALIDATE_NONE, nullptr)) {
                    *problem = Check::tr("not a valid BSON document").toStdString();
                    return false;
                }
                ++read;
                if (addServerId(document, withId)) {
                    ++out.withoutId;
                    data = reinterpret_cast<const uint8_t *>(withId.data());
                    length = withId.size();
                }
                if (options.sample)
                    sample.offer(data, length);
                else
                    checker.add(data, length, positionText(file, position));
                return true;
            });
        if (result.cancelled) {
            cancelled = true;
            return;
        }
        if (!result.ok) {
            out.error = result.error.toString();
            return;
        }
        if (result.skipped)
            out.notices.push_back(Check::tr("%n unreadable document(s) skipped, first: %1", nullptr, int(result.skipped))
                    .arg(QString::fromStdString(result.skippedErrors.front().toString()))
                    .toStdString());
    }
    if (out.withoutId)
        out.notices.push_back(Check::tr("%n document(s) have no _id: the server adds one (an ObjectId) when they are "
                                        "inserted, and they were checked with it.", nullptr, int(out.withoutId))
                .toStdString());
    if (options.sample) {
        for (const std::string &document : sample.documents())
            checker.add(reinterpret_cast<const uint8_t *>(document.data()), document.size(),
                Check::tr("sampled document").toStdString());
        out.method = sample.documents().size() < read ? CountMethod::Sample : CountMethod::EveryDocument;
    }
    out.total = read;
    checker.finish(out);
}

} // namespace

CheckReport checkFiles(const Model &model, const std::vector<std::string> &inputs, const CheckOptions &options)
{
    CheckReport report;
    const auto isModelCollection = [&](const std::string &name) {
        const Entity *entity = model.findEntityByName(name);
        return entity && entity->isCollection();
    };
    const std::vector<CollectionSource> sources = findCollectionSources(inputs, &report.error, isModelCollection);
    if (!report.error.empty())
        return report;
    const auto wanted = [&](const std::string &name) {
        return options.collections.empty()
            || std::find(options.collections.begin(), options.collections.end(), name) != options.collections.end();
    };
    for (const Entity &entity : model.entities)
        if (entity.isCollection() && wanted(entity.name)
            && std::none_of(sources.begin(), sources.end(), [&](const auto &s) { return s.name == entity.name; }))
            report.unchecked.push_back({ entity.name, Check::tr("no file maps to it").toStdString(), true });
    for (const std::string &wanted : options.collections) {
        const bool found = std::any_of(sources.begin(), sources.end(), [&](const auto &s) { return s.name == wanted; });
        if (!found) {
            report.error = Check::tr("no collection \"%1\" in the inputs").arg(QString::fromStdString(wanted)).toStdString();
            return report;
        }
    }
    for (const CollectionSource &source : sources) {
        if (!wanted(source.name))
            continue;
        if (!source.mappedFrom.empty())
            report.notices.push_back(Check::tr("%1 read as collection %2")
                    .arg(QString::fromStdString(source.mappedFrom), QString::fromStdString(source.name))
                    .toStdString());
        const Entity *entity = model.findEntityByName(source.name);
        if (!entity || !entity->isCollection()) {
            report.unchecked.push_back({ source.name,
                Check::tr("the model has no collection of that name (NAME=FILE reads a file as another collection)")
                    .toStdString(),
                false });
            continue;
        }
        CollectionCheck check;
        check.collection = source.name;
        std::string error;
        const std::unique_ptr<JsonSchema> schema = collectionSchema(model, *entity, &error);
        if (!schema) {
            check.error = Check::tr("the model's validator cannot be evaluated: %1").arg(QString::fromStdString(error)).toStdString();
            report.collections.push_back(std::move(check));
            continue;
        }
        checkSource(source, *schema, options, check, report.cancelled);
        if (report.cancelled)
            return report;
        report.collections.push_back(std::move(check));
    }
    moveEmptyToUnchecked(report);
    return report;
}

void moveEmptyToUnchecked(CheckReport &report)
{
    auto empty = [](const CollectionCheck &check) { return check.error.empty() && check.checked == 0; };
    for (const CollectionCheck &check : report.collections)
        if (empty(check))
            report.unchecked.push_back({ check.collection, Check::tr("it holds no documents").toStdString(), true });
    std::erase_if(report.collections, empty);
}

CheckReport checkPreview(const Model &model, int count, const CheckOptions &options)
{
    CheckReport report;
    PreviewOptions preview;
    preview.count = count;
    const DocumentGenerator generator(model, preview);
    for (const std::string &wanted : options.collections)
        if (!model.findEntityByName(wanted)) {
            report.error = Check::tr("the model has no collection \"%1\"").arg(QString::fromStdString(wanted)).toStdString();
            return report;
        }
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection()
            || (!options.collections.empty()
                && std::find(options.collections.begin(), options.collections.end(), entity.name) == options.collections.end()))
            continue;
        std::string error;
        const std::unique_ptr<JsonSchema> schema = collectionSchema(model, entity, &error);
        if (!schema) {
            CollectionCheck failed;
            failed.collection = entity.name;
            failed.error = Check::tr("the model's validator cannot be evaluated: %1").arg(QString::fromStdString(error)).toStdString();
            report.collections.push_back(std::move(failed));
            continue;
        }
        std::vector<BsonPtr> documents;
        for (int i = 0; i < count; ++i)
            documents.push_back(generator.document(entity, i));
        report.collections.push_back(checkDocuments(*schema, entity.name, documents, options.examples));
    }
    return report;
}

CollectionCheck checkDocuments(const JsonSchema &schema, const std::string &collection,
    const std::vector<BsonPtr> &documents, int examples)
{
    CollectionCheck out;
    out.collection = collection;
    CollectionChecker checker(schema, 1, examples);
    for (size_t i = 0; i < documents.size(); ++i)
        checker.add(bson_get_data(documents[i].get()), documents[i]->len,
            Check::tr("document %1").arg(i + 1).toStdString());
    out.total = documents.size();
    checker.finish(out);
    return out;
}

} // namespace docmodel::check
