// SPDX-License-Identifier: GPL-3.0-or-later
#include "migrationreads.h"

#include "mongocsupport.h"
#include "schema/qtstring.h"

namespace docmodel::live {

using json = nlohmann::json;

namespace {

QString relaxed(const bson_t *document)
{
    return QString::fromStdString(relaxedJson(document));
}

} // namespace

qint64 MigrationReads::count(const QString &collection, const json &filter)
{
    QString parseError;
    const BsonPtr query = bsonOfText(filter.dump(), &parseError);
    if (!query) {
        mError.kind = LiveError::Kind::Client;
        mError.message = Live::tr("A step's filter does not parse: %1").arg(parseError);
        return -1;
    }
    Collection target(mClient, mDatabase, collection);
    bson_error_t failure;
    const int64_t n = mongoc_collection_count_documents(target.collection, query.get(), nullptr, nullptr, nullptr, &failure);
    if (n < 0)
        mError = errorFrom(failure, QStringLiteral("count %1").arg(collection));
    return n;
}

qint64 MigrationReads::outputCount(const DataStep &step)
{
    json pipeline = withoutMerge(step.pipeline);
    pipeline.push_back({ { "$count", "n" } });
    return countOf(step.collection, pipeline);
}

qint64 MigrationReads::orphanCount(const DataStep &step)
{
    return countOf(step.orphansOf, orphanCountPipeline(step));
}

qint64 MigrationReads::childlessCount(const DataStep &step)
{
    return countOf(step.collection, childlessCountPipeline(step));
}

bool MigrationReads::countChildren(const DataStep &step, MigrationStepReport &report)
{
    if (step.carriesChildren() && (report.orphans = orphanCount(step)) < 0)
        return false;
    return step.childless.is_null() || (report.childless = childlessCount(step)) >= 0;
}

qint64 MigrationReads::reachedCount(const DataStep &step)
{
    return countOf(step.collection, reachedCountPipeline(step));
}

qint64 MigrationReads::countOf(const std::string &collection, const json &countingPipeline)
{
    qint64 n = 0;
    return aggregate(collection, countingPipeline,
               [&](const bson_t *document) { n = int64At(document, "n").value_or(0); })
        ? n
        : -1;
}

bool MigrationReads::sample(const DataStep &step, int size, QStringList &before, QStringList &after)
{
    const QString name = toQString(step.collection);
    Collection source(mClient, mDatabase, name);
    bson_t *options = BCON_NEW("sort", "{", "_id", BCON_INT32(1), "}", "limit", BCON_INT64(size));
    bson_t everything = BSON_INITIALIZER;
    Cursor cursor(mongoc_collection_find_with_opts(source.collection, &everything, options, nullptr));
    bson_destroy(options);
    json ids = json::array();
    if (!cursor.forEach(QStringLiteral("find on %1").arg(name), mError, [&](const bson_t *document) {
            before << relaxed(document);
            bson_iter_t it;
            if (bson_iter_init_find(&it, document, "_id")) {
                const BsonPtr id = keptValue(&it);
                ids.push_back(json::parse(relaxedJson(id.get()), nullptr, false).value("v", json()));
            }
        }))
        return false;
    json pipeline = withoutMerge(step.pipeline);
    if (step.runsInBatches())
        pipeline.insert(pipeline.begin(), json { { "$match", { { "_id", { { "$in", ids } } } } } });
    else
        pipeline.push_back({ { "$limit", size } });
    return aggregate(step.collection, pipeline, [&](const bson_t *document) { after << relaxed(document); });
}

bool MigrationReads::idTypesMixed(mongoc_collection_t *collection, bool &mixed)
{
    int classes[2] = { 0, 0 };
    for (int i = 0; i < 2; ++i) {
        bson_t *options = BCON_NEW("sort", "{", "_id", BCON_INT32(i == 0 ? 1 : -1), "}", "limit", BCON_INT64(1),
            "projection", "{", "_id", BCON_INT32(1), "}");
        bson_t everything = BSON_INITIALIZER;
        Cursor cursor(mongoc_collection_find_with_opts(collection, &everything, options, nullptr));
        bson_destroy(options);
        if (!cursor.forEach(QStringLiteral("find"), mError, [&](const bson_t *document) {
                bson_iter_t it;
                if (bson_iter_init_find(&it, document, "_id"))
                    classes[i] = idTypeClass(bson_iter_type(&it));
            }))
            return false;
    }
    mixed = classes[0] != classes[1];
    return true;
}

bool MigrationReads::nextBound(
    mongoc_collection_t *collection, const BsonPtr &lower, bool mixed, qint64 batchSize, BsonPtr &upper)
{
    const BsonPtr filter = idRangeFilter(lower, BsonPtr(), mixed);
    bson_t *options = BCON_NEW("sort", "{", "_id", BCON_INT32(1), "}", "skip", BCON_INT64(batchSize - 1), "limit",
        BCON_INT64(1), "projection", "{", "_id", BCON_INT32(1), "}");
    Cursor cursor(mongoc_collection_find_with_opts(collection, filter.get(), options, nullptr));
    bson_destroy(options);
    return cursor.forEach(QStringLiteral("find"), mError, [&](const bson_t *document) {
        bson_iter_t it;
        if (bson_iter_init_find(&it, document, "_id"))
            upper = keptValue(&it);
    });
}

BsonPtr MigrationReads::parsed(const json &stage)
{
    QString parseError;
    BsonPtr out = bsonOfText(stage.dump(), &parseError);
    if (!out) {
        mError.kind = LiveError::Kind::Client;
        mError.message = Live::tr("A step's pipeline does not parse: %1").arg(parseError);
    }
    return out;
}

} // namespace docmodel::live
