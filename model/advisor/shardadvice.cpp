// SPDX-License-Identifier: GPL-3.0-or-later
#include "shardadvice.h"

#include "advisorcontext.h"
#include "preview/collectionpreview.h"
#include "schema/derivedfields.h"

#include <QLocale>

#include <algorithm>

namespace docmodel {

namespace {

// The number of parents, when the field references one.
std::optional<int64_t> referencedCount(
    const Model &model, const Entity &collection, const std::string &path);

// A reference to a parent follows the parent, not the time of the insert.
bool isMonotonicField(const Model &model, const Entity &collection, const std::string &path)
{
    if (referencedCount(model, collection, path))
        return false;
    const Field *field = declaredField(collection, path);
    if (!field)
        return path == "_id"; // an undeclared _id is an ObjectId
    return field->hasType(BsonType::ObjectId) || field->hasType(BsonType::Date)
        || field->hasType(BsonType::Timestamp) || field->sample.kind == SampleKind::Counter;
}

std::optional<int64_t> referencedCount(
    const Model &model, const Entity &collection, const std::string &path)
{
    for (const Relationship &rel : model.relationships)
        if (rel.manyId == collection.id && !rel.isSelf() && strategyPutsIdInChild(rel.strategy)
            && childFieldName(model, rel) == path)
            if (const Entity *parent = model.findEntity(rel.oneId))
                return parent->estimatedCount;
    return std::nullopt;
}

int fieldCardinality(
    const Model &model, const Entity &collection, const std::string &path, QStringList &reasons)
{
    if (path == "_id") {
        reasons << AdvisorText::tr("_id is unique per document");
        return 3;
    }
    if (const auto parents = referencedCount(model, collection, path)) {
        reasons << AdvisorText::tr("%1 takes one value per parent (about %2)")
                       .arg(toQString(path))
                       .arg(*parents);
        return *parents >= 10000 ? 2 : (*parents >= 100 ? 1 : 0);
    }
    const Field *field = declaredField(collection, path);
    if (field && (field->hasType(BsonType::Bool) || !field->enumValues.empty())) {
        reasons << AdvisorText::tr("%1 has only a few distinct values").arg(toQString(path));
        return 0;
    }
    if (field
        && (field->hasType(BsonType::ObjectId) || field->hasType(BsonType::Date)
            || field->sample.kind == SampleKind::Uuid)) {
        reasons << AdvisorText::tr("%1 is nearly unique per document").arg(toQString(path));
        return 3;
    }
    reasons << AdvisorText::tr("%1 has many distinct values").arg(toQString(path));
    return 2;
}

bool targets(const AccessPattern &ap, const std::string &first)
{
    return std::any_of(ap.filter.begin(), ap.filter.end(),
        [&](const FilterField &f) { return f.field == first && f.op == FilterOp::Equality; });
}

// The declared reads a key starting with `first` sends to every shard.
QStringList scatteredReads(const Model &model, const Entity &collection, const std::string &first)
{
    QStringList names;
    for (const AccessPattern &ap : model.accessPatterns)
        if (ap.collectionId == collection.id && ap.kind == AccessKind::Read && !targets(ap, first))
            names << QStringLiteral("\"%1\"").arg(queryName(ap));
    return names;
}

int isolationOf(const Model &model, const Entity &collection, const std::string &first,
    QStringList &reasons)
{
    double total = 0;
    double targeted = 0;
    for (const AccessPattern &ap : model.accessPatterns) {
        if (ap.collectionId != collection.id || ap.kind != AccessKind::Read)
            continue;
        total += ap.frequency;
        if (targets(ap, first))
            targeted += ap.frequency;
    }
    if (total <= 0) {
        reasons << AdvisorText::tr("no declared reads to isolate");
        return 1;
    }
    const double share = targeted / total;
    reasons << AdvisorText::tr("%1 % of reads name %2 and go to one shard")
                   .arg(qRound(share * 100))
                   .arg(toQString(first));
    if (const QStringList scattered = scatteredReads(model, collection, first); !scattered.isEmpty())
        reasons << AdvisorText::tr("%1 ask every shard (scatter-gather)")
                       .arg(scattered.join(QStringLiteral(", ")));
    return share >= 0.5 ? 3 : (share > 0 ? 2 : 0);
}

// A shard key field must be in every document and should never change:
// a missing one puts documents together as null, and changing one moves the
// document to another shard.
bool unfitForKey(const Model &model, const Entity &collection, const std::string &path)
{
    const Field *field = declaredField(collection, path);
    if (field && !field->required)
        return true;
    return std::any_of(model.accessPatterns.begin(), model.accessPatterns.end(),
        [&](const AccessPattern &ap) {
            return ap.collectionId == collection.id && ap.kind == AccessKind::Write
                && std::find(ap.updates.begin(), ap.updates.end(), path) != ap.updates.end();
        });
}

std::vector<ShardKey> candidateKeys(const Model &model, const Entity &collection)
{
    std::vector<ShardKey> keys;
    auto add = [&](ShardKey key) {
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            keys.push_back(std::move(key));
    };
    for (const AccessPattern &ap : model.accessPatterns) {
        if (ap.collectionId != collection.id)
            continue;
        for (const FilterField &f : ap.filter) {
            if (f.op != FilterOp::Equality || f.field == "_id"
                || unfitForKey(model, collection, f.field))
                continue;
            add({ { { f.field, IndexKeyKind::Asc } }, false });
            const std::string sortField = ap.sort.empty() ? std::string() : ap.sort.front().field;
            if (!sortField.empty() && sortField != f.field
                && !unfitForKey(model, collection, sortField))
                add({ { { f.field, IndexKeyKind::Asc }, { sortField, IndexKeyKind::Asc } },
                    false });
            add({ { { f.field, IndexKeyKind::Hashed } }, false });
        }
    }
    add({ { { "_id", IndexKeyKind::Asc } }, false });
    add({ { { "_id", IndexKeyKind::Hashed } }, false });
    return keys;
}

} // namespace

bool meritsSharding(const Entity &collection, int64_t estimatedDataBytes)
{
    return collection.isCollection()
        && (collection.estimatedCount >= kShardingDocuments
            || estimatedDataBytes >= kShardingBytes);
}

ShardCandidate scoreShardKey(const Model &model, const Entity &collection, const ShardKey &key)
{
    ShardCandidate c;
    c.key = key;
    if (key.keys.empty())
        return c;
    const IndexKey &first = key.keys.front();
    for (const IndexKey &k : key.keys)
        c.cardinality
            = std::max(c.cardinality, fieldCardinality(model, collection, k.field, c.reasons));
    if (key.keys.size() > 1)
        c.cardinality = std::min(3, c.cardinality + 1);
    const bool hashed = first.kind == IndexKeyKind::Hashed;
    c.monotonic = !hashed && key.keys.size() == 1 && isMonotonicField(model, collection, first.field);
    if (hashed) {
        c.writeSpread = 3;
        c.reasons << AdvisorText::tr(
            "hashing spreads inserts evenly, but range queries go to every shard");
    } else if (c.monotonic) {
        c.writeSpread = 0;
        c.reasons << AdvisorText::tr(
            "%1 alone increases monotonically: every insert goes to one shard")
                         .arg(toQString(first.field));
    } else {
        c.writeSpread = isMonotonicField(model, collection, first.field) ? 1 : 3;
        c.reasons
            << AdvisorText::tr("inserts spread over the values of %1").arg(toQString(first.field));
    }
    // A hashed key targets equality on its field as well as a ranged one.
    c.isolation = isolationOf(model, collection, first.field, c.reasons);
    return c;
}

ShardAdvice adviseShardKey(const Model &model, const Entity &collection, int64_t estimatedDataBytes)
{
    ShardAdvice advice;
    advice.collectionId = collection.id;
    advice.merits = meritsSharding(collection, estimatedDataBytes);
    for (const ShardKey &key : candidateKeys(model, collection))
        advice.candidates.push_back(scoreShardKey(model, collection, key));
    // Few values per key make chunks that cannot be split: such a key comes
    // last whatever else it does well.
    std::stable_sort(advice.candidates.begin(), advice.candidates.end(),
        [](const ShardCandidate &a, const ShardCandidate &b) {
            const bool aSplits = a.cardinality >= 2;
            const bool bSplits = b.cardinality >= 2;
            return aSplits != bSplits ? aSplits : a.score() > b.score();
        });
    return advice;
}

void checkSharding(AdvisorContext &context)
{
    const Model &model = context.model();
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        const std::optional<ShardKey> &declared = entity.options.shardKey;
        if (declared) {
            const ShardCandidate current = scoreShardKey(model, entity, *declared);
            if (current.monotonic) {
                Diagnostic &d = context.report(RuleId::MonotonicShardKey, entity.id,
                    AdvisorText::tr("%1 is sharded on %2, which only increases.")
                        .arg(toQString(entity.name), keysText(declared->keys)));
                d.reasons = current.reasons;
            }
            continue;
        }
        if (entity.estimatedCount < kShardingDocuments / 1000)
            continue; // too small to reach the byte threshold: skip the size estimate
        const int64_t bytes = context.sizeOf(entity).estimatedDataBytes;
        if (!meritsSharding(entity, bytes))
            continue;
        const ShardAdvice advice = adviseShardKey(model, entity, bytes);
        const ShardCandidate &best = advice.candidates.front();
        Diagnostic &d = context.report(RuleId::UnshardableCollection, entity.id,
            AdvisorText::tr("%1 is expected to hold %2 documents (%3) and declares no shard key; "
                            "suggested: %4.")
                .arg(toQString(entity.name))
                .arg(QLocale().toString(qlonglong(entity.estimatedCount)))
                .arg(toQString(readableSize(bytes)), keysText(best.key.keys)));
        d.reasons = best.reasons;
        const std::vector<IndexKey> hashedId = { { "_id", IndexKeyKind::Hashed } };
        if (best.key.keys != hashedId) {
            const QStringList scattered = scatteredReads(model, entity, "_id");
            if (!scattered.isEmpty())
                d.reasons << AdvisorText::tr("a hashed _id would spread inserts too, but %1 "
                                             "would ask every shard (scatter-gather)")
                                 .arg(scattered.join(QStringLiteral(", ")));
        }
        d.recommendation = { Recommendation::Kind::SetShardKey, entity.id, {}, {}, best.key.keys };
    }
}

} // namespace docmodel
