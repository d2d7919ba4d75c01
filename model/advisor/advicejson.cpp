// SPDX-License-Identifier: GPL-3.0-or-later
#include "advicejson.h"

#include "advisorcontext.h"
#include "indexadvice.h"
#include "shardadvice.h"
#include "strategyadvice.h"

namespace docmodel {

namespace {

JsonValue texts(const QStringList &list)
{
    JsonValue out = JsonValue::array();
    for (const QString &text : list)
        out.push_back(text.toStdString());
    return out;
}

JsonValue relationships(const Model &model)
{
    JsonValue out = JsonValue::array();
    for (const Relationship &rel : model.relationships) {
        JsonValue item = JsonValue::object();
        item["id"] = rel.id;
        if (rel.tree) {
            const TreeAdvice advice = recommendTreeEncoding(model, rel);
            item["encoding"] = std::string(toString(rel.tree->encoding));
            item["recommendedEncoding"] = std::string(toString(advice.encoding));
            item["reasons"] = texts(advice.reasons);
        } else {
            const StrategyAdvice advice = recommendStrategy(model, rel);
            item["strategy"] = std::string(toString(rel.strategy));
            item["recommended"] = std::string(toString(advice.strategy));
            item["follows"] = strategyFollows(rel, advice.strategy);
            item["reasons"] = texts(advice.reasons);
        }
        out.push_back(item);
    }
    return out;
}

JsonValue indexes(const IndexAdvice &advice)
{
    JsonValue queries = JsonValue::array();
    for (const QueryIndexAdvice &q : advice.queries) {
        JsonValue item = JsonValue::object();
        item["id"] = q.queryId;
        item["suggested"] = indexKeysText(q.suggested);
        item["servedBy"] = q.servedBy;
        item["sortInMemory"] = q.sortInMemory;
        item["multikey"] = q.multikeyFields;
        queries.push_back(item);
    }
    JsonValue usage = JsonValue::array();
    for (const IndexUsage &u : advice.indexes)
        usage.push_back({ { "id", u.indexId }, { "queries", u.queryIds } });
    return { { "queries", queries }, { "indexes", usage } };
}

JsonValue sharding(const Model &model)
{
    AdvisorContext context(model);
    JsonValue out = JsonValue::array();
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection() || entity.estimatedCount < kShardingDocuments / 1000)
            continue;
        const ShardAdvice advice
            = adviseShardKey(model, entity, context.sizeOf(entity).estimatedDataBytes);
        if (!advice.merits)
            continue;
        JsonValue candidates = JsonValue::array();
        for (const ShardCandidate &c : advice.candidates)
            candidates.push_back({ { "key", indexKeysText(c.key.keys) }, { "score", c.score() },
                { "cardinality", c.cardinality }, { "writeSpread", c.writeSpread },
                { "isolation", c.isolation }, { "monotonic", c.monotonic },
                { "reasons", texts(c.reasons) } });
        out.push_back({ { "collection", entity.id }, { "candidates", candidates } });
    }
    return out;
}

} // namespace

JsonValue adviceJson(const Model &model)
{
    JsonValue out = JsonValue::object();
    out["relationships"] = relationships(model);
    const JsonValue index = indexes(adviseIndexes(model));
    out["queries"] = index["queries"];
    out["indexes"] = index["indexes"];
    out["sharding"] = sharding(model);
    return out;
}

} // namespace docmodel
