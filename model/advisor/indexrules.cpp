// SPDX-License-Identifier: GPL-3.0-or-later
#include "indexrules.h"

#include "advisorcontext.h"
#include "indexadvice.h"
#include "shape/collectionindexes.h"
#include "schema/derivedfields.h"
#include "schema/referenceindexes.h"

#include <algorithm>
#include <optional>

namespace docmodel {

namespace {

// Beyond this many secondary indexes a write-heavy collection pays too much.
constexpr size_t kMaxIndexesWriteHeavy = 4;

QString indexLabel(const Index &index)
{
    return QStringLiteral("%1 %2").arg(toQString(index.effectiveName()), keysText(index.keys));
}

bool isPlainIndex(const Index &index)
{
    return std::all_of(index.keys.begin(), index.keys.end(), [](const IndexKey &k) {
        return k.kind == IndexKeyKind::Asc || k.kind == IndexKeyKind::Desc;
    });
}

// Indexes kept for something other than a declared query: uniqueness, TTL,
// or finding the children of a parent through its reference.
bool hasOtherPurpose(const AdvisorContext &context, const Index &index)
{
    if (index.unique || index.expireAfterSeconds || !isPlainIndex(index) || index.keys.empty())
        return true;
    const Model &model = context.model();
    const std::string &first = index.keys.front().field;
    for (const Relationship *each : context.relationshipsOf(index.collectionId)) {
        const Relationship &rel = *each;
        if (rel.manyId == index.collectionId && strategyPutsIdInChild(rel.strategy)
            && childFieldName(model, rel) == first)
            return true;
        if (rel.oneId == index.collectionId && strategyPutsIdsInParent(rel.strategy)
            && parentFieldName(model, rel) == first)
            return true;
        if (rel.tree && rel.oneId == index.collectionId) {
            const auto names = treeFieldNames(*rel.tree);
            if (std::find(names.begin(), names.end(), first) != names.end())
                return true;
        }
    }
    return false;
}

void checkUnused(AdvisorContext &context, const IndexAdvice &advice)
{
    const Model &model = context.model();
    for (const IndexUsage &usage : advice.indexes) {
        const Index &index = *model.findIndex(usage.indexId);
        if (!usage.queryIds.empty() || context.queriesOn(index.collectionId).empty()
            || hasOtherPurpose(context, index))
            continue;
        // The server uses it for something the model does not declare.
        if (index.observed && (index.observed->plans > 0 || index.observed->ops.value_or(0) > 0))
            continue;
        Diagnostic &d = context.report(RuleId::UnusedIndex, index.id,
            AdvisorText::tr("Index %1 serves none of the queries declared on its collection.")
                .arg(indexLabel(index)));
        d.recommendation = { Recommendation::Kind::DropIndex, index.id, {}, {}, {} };
    }
}

bool sameKeysOrReversed(const std::vector<IndexKey> &prefix, const std::vector<IndexKey> &keys)
{
    if (prefix.size() >= keys.size())
        return false;
    auto flip = [](IndexKeyKind k) {
        return k == IndexKeyKind::Asc ? IndexKeyKind::Desc : IndexKeyKind::Asc;
    };
    bool same = true;
    bool reversed = true;
    for (size_t i = 0; i < prefix.size(); ++i) {
        same = same && prefix[i] == keys[i];
        reversed
            = reversed && prefix[i].field == keys[i].field && flip(prefix[i].kind) == keys[i].kind;
    }
    return same || reversed;
}

void checkRedundant(AdvisorContext &context)
{
    for (const Index &index : context.model().indexes) {
        if (index.unique || !index.partialFilter.is_null() || index.expireAfterSeconds
            || !isPlainIndex(index))
            continue;
        for (const Index *other : context.indexesOn(index.collectionId)) {
            if (other->id == index.id || !isPlainIndex(*other) || !other->partialFilter.is_null()
                || !sameKeysOrReversed(index.keys, other->keys))
                continue;
            Diagnostic &d = context.report(RuleId::RedundantIndex, index.id,
                AdvisorText::tr("Index %1 is a prefix of %2.")
                    .arg(indexLabel(index), indexLabel(*other)));
            d.recommendation = { Recommendation::Kind::DropIndex, index.id, {}, {}, {} };
            break;
        }
    }
}

void checkWriteHeavy(AdvisorContext &context)
{
    for (const Entity &entity : context.model().entities) {
        double reads = 0;
        double writes = 0;
        for (const AccessPattern *ap : context.queriesOn(entity.id))
            (ap->kind == AccessKind::Write ? writes : reads) += ap->frequency;
        const size_t count = context.indexesOn(entity.id).size();
        if (writes > reads && count > kMaxIndexesWriteHeavy)
            context.report(RuleId::TooManyIndexes, entity.id,
                AdvisorText::tr(
                    "%1 has %2 indexes and is written %3 times a second, read %4 times.")
                    .arg(toQString(entity.name))
                    .arg(count)
                    .arg(writes)
                    .arg(reads));
    }
}

void checkQueries(AdvisorContext &context, const IndexAdvice &advice)
{
    const Model &model = context.model();
    for (const QueryIndexAdvice &q : advice.queries) {
        const AccessPattern &query = *model.findAccessPattern(q.queryId);
        Diagnostic *d = nullptr;
        if (q.servedBy.empty()) {
            d = &context.report(RuleId::UnindexedQuery, query.id,
                AdvisorText::tr("No index supports \"%1\"; suggested: %2.")
                    .arg(queryName(query), keysText(q.suggested)));
        } else if (!q.unservedEqualities.empty()) {
            QStringList fields;
            for (const std::string &field : q.unservedEqualities)
                fields << toQString(field);
            d = &context.report(RuleId::UnindexedQuery, query.id,
                AdvisorText::tr("\"%1\" finds its documents by %2 only in part: %3 is compared in every document "
                                "it leads to; suggested: %4.")
                    .arg(queryName(query), toQString(q.servedByName), fields.join(QStringLiteral(", ")),
                        keysText(q.suggested)));
        } else if (q.sortInMemory) {
            d = &context.report(RuleId::InMemorySort, query.id,
                AdvisorText::tr("\"%1\" is served by %2 but sorts in memory; suggested: %3.")
                    .arg(queryName(query), toQString(q.servedByName), keysText(q.suggested)));
        }
        if (!d)
            continue;
        d->reasons << AdvisorText::tr("equality fields first, then sort fields, then range fields");
        if (query.observed)
            d->reasons << AdvisorText::tr("seen %n time(s) in the imported traffic", nullptr,
                int(std::min<int64_t>(query.observed->count, INT32_MAX)));
        for (const std::string &field : q.multikeyFields)
            d->reasons
                << AdvisorText::tr("%1 is an array: the index is multikey").arg(toQString(field));
        addSharedReason(model, q, d->reasons);
        d->recommendation
            = { Recommendation::Kind::AddIndex, query.collectionId, {}, {}, q.suggested };
    }
}

// An array of {name, value} pairs: the attribute pattern.
std::optional<std::pair<std::string, std::string>> attributePair(const Field &field)
{
    if (!field.array || field.fields.size() != 2)
        return std::nullopt;
    static const std::pair<std::string_view, std::string_view> kPairs[]
        = { { "n", "v" }, { "k", "v" }, { "key", "value" }, { "name", "value" } };
    for (const auto &[n, v] : kPairs)
        if (field.fields[0].name == n && field.fields[1].name == v)
            return std::pair { field.name + '.' + std::string(n),
                field.name + '.' + std::string(v) };
    return std::nullopt;
}

void checkAttributeArrays(AdvisorContext &context)
{
    for (const Entity &entity : context.model().entities) {
        if (!entity.isCollection())
            continue;
        for (const Field &field : entity.fields) {
            const auto pair = attributePair(field);
            if (!pair)
                continue;
            const std::vector<IndexKey> keys
                = { { pair->first, IndexKeyKind::Asc }, { pair->second, IndexKeyKind::Asc } };
            const auto &indexes = context.indexesOn(entity.id);
            const bool indexed = std::any_of(indexes.begin(), indexes.end(), [&](const Index *i) {
                return i->keys.size() >= 2 && i->keys[0].field == pair->first
                    && i->keys[1].field == pair->second;
            });
            if (indexed)
                continue;
            Diagnostic &d = context.report(RuleId::AttributeIndex, entity.id,
                AdvisorText::tr("%1.%2 holds name/value pairs but no index %3 exists.")
                    .arg(toQString(entity.name), toQString(field.name), keysText(keys)));
            d.recommendation = { Recommendation::Kind::AddIndex, entity.id, {}, {}, keys };
        }
    }
}

// A relationship whose reference index is turned off, and no index the
// scripts create gives its keys.
void checkReferences(AdvisorContext &context)
{
    const Model &model = context.model();
    std::optional<CollectionIndexes> created;
    for (const Relationship &rel : model.relationships) {
        if (rel.indexReference)
            continue;
        for (const Index &needed : referenceIndexes(model, rel)) {
            const Entity *collection = model.findEntity(needed.collectionId);
            if (!created)
                created.emplace(model);
            const std::vector<Index> indexes = created->of(*collection);
            if (std::any_of(indexes.begin(), indexes.end(),
                    [&](const Index &i) { return indexGives(i, needed); }))
                continue;
            Diagnostic &d = context.report(RuleId::UnindexedReference, rel.id,
                AdvisorText::tr("The reference index %1 on %2 is turned off and no index has "
                                "its keys.")
                    .arg(keysText(needed.keys), toQString(collection->name)));
            d.recommendation
                = { Recommendation::Kind::AddIndex, needed.collectionId, {}, {}, needed.keys };
        }
    }
}

} // namespace

void addSharedReason(const Model &model, const QueryIndexAdvice &q, QStringList &reasons)
{
    if (q.sharedWith.empty())
        return;
    QStringList others;
    for (const std::string &id : q.sharedWith)
        if (const AccessPattern *other = model.findAccessPattern(id))
            others << QStringLiteral("\"%1\"").arg(queryName(*other));
    reasons << AdvisorText::tr("the same index serves %1 too: one index, not one per query")
                   .arg(others.join(QStringLiteral(", ")));
}

void checkIndexes(AdvisorContext &context, const IndexAdvice &advice)
{
    checkReferences(context);
    checkUnused(context, advice);
    checkRedundant(context);
    checkWriteHeavy(context);
    checkQueries(context, advice);
    checkAttributeArrays(context);
}

} // namespace docmodel
