// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionreshape.h"
#include "migrationtr.h"

#include "diff/entityrenames.h"
#include "migrationstages.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"

#include <QCoreApplication>

#include <algorithm>

namespace docmodel {

namespace {

using json = nlohmann::json;
using migration::fieldRef;

// The partner document a merge finds, kept in one field while its fields
// are copied, and gone before $merge.
constexpr const char *kPartner = "__docmodeler_partner";

QString joined(const std::vector<std::string> &names)
{
    QStringList out;
    for (const std::string &name : names)
        out << toQString(name);
    return out.join(QStringLiteral(", "));
}

const Field *topField(const Entity &entity, const std::string &name)
{
    const auto found = std::ranges::find(entity.fields, name, &Field::name);
    return found == entity.fields.end() ? nullptr : &*found;
}

bool hasEnumValue(const Field &field, const std::string &value)
{
    return std::ranges::any_of(field.enumValues,
        [&](const JsonValue &v) { return v.is_string() && v.get<std::string>() == value; });
}

// The entity of `to` that continues `before`: the same one, or it renamed.
// Only an entity of the same name or the same id can (formerEntity's two
// cases), so two lookups do what a pass over every entity did.
const Entity *continuation(const Model &from, const Model &to, const Entity &before)
{
    for (const Entity *after : { to.findEntityByName(before.name), to.findEntity(before.id) })
        if (after && formerEntity(from, to, *after) == &before)
            return after;
    return nullptr;
}

// One-to-one references between two collections: what a field merge or
// split follows.
bool isOneToOneReference(const Relationship &rel)
{
    return rel.cardinality == Cardinality::OneToOne && !rel.isSelf()
        && !strategyEmbeds(rel.strategy);
}

// The fields of `holder` (not _id, not those of `rel`) that `gainer` has in
// the new model and `loser` had in the old one, and `gainer` had not or
// `loser` has not any more.
std::vector<std::string> movedFields(const Entity &holder,
    const std::set<std::string> &relationshipFields, const Entity *hadBefore,
    const Entity *hasAfter, const Entity *lacksBefore, const Entity *lacksAfter)
{
    std::vector<std::string> out;
    for (const Field &field : holder.fields) {
        const std::string &name = field.name;
        if (name == "_id" || relationshipFields.contains(name))
            continue;
        if (hadBefore && !topField(*hadBefore, name))
            continue;
        if (hasAfter && !topField(*hasAfter, name))
            continue;
        if (lacksBefore && topField(*lacksBefore, name))
            continue;
        if (lacksAfter && topField(*lacksAfter, name))
            continue;
        out.push_back(name);
    }
    return out;
}

// The fields a relationship writes into `entity`.
std::set<std::string> relationshipFieldsIn(
    const Model &model, const Relationship &rel, const Entity &entity)
{
    std::set<std::string> out;
    if (rel.oneId == entity.id)
        out.insert(parentFieldName(model, rel));
    if (rel.manyId == entity.id)
        out.insert(childFieldName(model, rel));
    out.erase(std::string());
    return out;
}

// A collection gone from `to` folded into its one-to-one partner.
std::optional<CollectionReshape> joinMerge(const Model &from, const Model &to, const Entity &gone)
{
    for (const Relationship &rel : from.relationships) {
        if (!isOneToOneReference(rel) || (rel.oneId != gone.id && rel.manyId != gone.id))
            continue;
        const bool goneIsChild = rel.manyId == gone.id;
        const Entity *partner = from.findEntity(goneIsChild ? rel.oneId : rel.manyId);
        const Entity *after = partner ? continuation(from, to, *partner) : nullptr;
        if (!after || !partner->isCollection() || !after->isCollection())
            continue;
        CollectionReshape out;
        out.kind = ReshapeKind::JoinMerge;
        out.source = gone.name;
        out.target = after->name;
        out.fields = movedFields(
            gone, relationshipFieldsIn(from, rel, gone), nullptr, after, partner, nullptr);
        if (out.fields.empty())
            continue;
        const std::string childField = childFieldName(from, rel);
        const std::string parentField = parentFieldName(from, rel);
        if (!childField.empty()) {
            out.localField = goneIsChild ? rel.oneKey : childField;
            out.foreignField = goneIsChild ? childField : rel.oneKey;
        } else {
            out.localField = goneIsChild ? parentField : rel.manyKey;
            out.foreignField = goneIsChild ? rel.manyKey : parentField;
        }
        return out;
    }
    return std::nullopt;
}

// A collection gone from `to` whose name is a kind of another collection.
std::optional<CollectionReshape> unionMerge(const Model &to, const Entity &gone)
{
    for (const Entity &after : to.entities) {
        if (!after.isCollection() || after.discriminator.empty())
            continue;
        const Field *kind = topField(after, after.discriminator);
        if (!kind || !hasEnumValue(*kind, gone.name))
            continue;
        CollectionReshape out;
        out.kind = ReshapeKind::UnionMerge;
        out.source = gone.name;
        out.target = after.name;
        out.discriminator = after.discriminator;
        out.value = gone.name;
        return out;
    }
    return std::nullopt;
}

// A new collection holding fields its one-to-one partner lost.
std::optional<CollectionReshape> fieldSplit(
    const Model &from, const Model &to, const Entity &created)
{
    for (const Relationship &rel : to.relationships) {
        if (!isOneToOneReference(rel) || (rel.oneId != created.id && rel.manyId != created.id))
            continue;
        const bool createdIsChild = rel.manyId == created.id;
        const Entity *partner = to.findEntity(createdIsChild ? rel.oneId : rel.manyId);
        const Entity *before = partner ? formerEntity(from, to, *partner) : nullptr;
        if (!before || !partner->isCollection() || !before->isCollection())
            continue;
        CollectionReshape out;
        out.kind = ReshapeKind::FieldSplit;
        out.source = partner->name;
        out.target = created.name;
        out.fields = movedFields(
            created, relationshipFieldsIn(to, rel, created), before, nullptr, nullptr, partner);
        if (out.fields.empty())
            continue;
        // The new documents take their source's _id, so a reference to
        // them by _id is the source's own _id.
        const std::string childField = childFieldName(to, rel);
        const std::string parentField = parentFieldName(to, rel);
        if (createdIsChild) {
            out.referenceInTarget = childField;
            out.foreignField = rel.oneKey; // the source's key the reference holds
            if (childField.empty() && rel.manyKey == "_id")
                out.referenceInSource = parentField;
        } else {
            out.referenceInTarget = parentField;
            out.foreignField = rel.manyKey;
            if (rel.oneKey == "_id")
                out.referenceInSource = childField;
        }
        return out;
    }
    return std::nullopt;
}

// New collections named after kinds of an old collection.
std::optional<CollectionReshape> documentSplit(
    const Model &from, const Model &to, const Entity &created)
{
    for (const Entity &before : from.entities) {
        if (!before.isCollection() || before.discriminator.empty())
            continue;
        const Field *kind = topField(before, before.discriminator);
        if (!kind || !hasEnumValue(*kind, created.name))
            continue;
        const Entity *after = continuation(from, to, before);
        CollectionReshape out;
        out.kind = ReshapeKind::DocumentSplit;
        out.source = after ? after->name : before.name;
        out.target = created.name;
        out.discriminator = before.discriminator;
        out.value = created.name;
        out.sourceStays = after != nullptr;
        return out;
    }
    return std::nullopt;
}

void add(DataMigration &out, const std::string &collection, json pipeline,
    const std::string &writes, const QString &title)
{
    out.steps.push_back({ collection, std::move(pipeline), false, false, { writes }, title });
}

void dropCollection(DataMigration &out, const std::string &collection, const QString &title)
{
    out.steps.push_back({ collection, json(), true, true, { collection }, title });
}

// Documents that hold at least one of `fields`.
json holdingAny(const std::vector<std::string> &fields)
{
    json any = json::array();
    for (const std::string &field : fields)
        any.push_back({ { field, { { "$exists", true } } } });
    return { { "$match", { { "$or", any } } } };
}

void planJoinMerge(const CollectionReshape &reshape, DataMigration &out)
{
    json copied = json::object();
    json keep = { { "_id", 1 } };
    for (const std::string &field : reshape.fields) {
        // Appended, not added: gcc 12 warns falsely about `string(…) + "." + field`.
        std::string path = kPartner;
        path.append(".").append(field);
        copied[field] = fieldRef(path);
        keep[field] = 1;
    }
    add(out, reshape.target,
        json::array({ { { "$lookup",
                          { { "from", reshape.source }, { "localField", reshape.localField },
                              { "foreignField", reshape.foreignField }, { "as", kPartner } } } },
            { { "$set",
                { { kPartner,
                    { { "$arrayElemAt", json::array({ fieldRef(kPartner), 0 }) } } } } } },
            { { "$match", { { kPartner, { { "$exists", true } } } } } }, { { "$set", copied } },
            { { "$project", keep } }, migration::mergeInto(reshape.target, false) }),
        reshape.target,
        Migration::tr("Copy %1 of each %2 into the %3 it belongs to")
            .arg(joined(reshape.fields), toQString(reshape.source), toQString(reshape.target)));
    dropCollection(out, reshape.source,
        Migration::tr("Drop the collection %1: its fields are in %2 now")
            .arg(toQString(reshape.source), toQString(reshape.target)));
}

void planUnionMerge(const Model &from, const Model &to, const CollectionReshape &reshape,
    DataMigration &out, std::set<std::pair<std::string, std::string>> &carried)
{
    const Entity *target = to.findEntityByName(reshape.target);
    const Entity *former = formerEntity(from, to, *target);
    const Field *kind = topField(*target, reshape.discriminator);
    // The target's own documents get their kind first: its former name.
    if (former && !carried.contains({ reshape.target, reshape.discriminator })
        && hasEnumValue(*kind, former->name)) {
        json pipeline = migration::setFields(
            reshape.target, { { reshape.discriminator, { { "$literal", former->name } } } });
        pipeline.insert(pipeline.begin(),
            json { { "$match", { { reshape.discriminator, { { "$exists", false } } } } } });
        add(out, reshape.target, std::move(pipeline), reshape.target,
            Migration::tr("Set %1.%2 to \"%3\" where it is missing")
                .arg(toQString(reshape.target), toQString(reshape.discriminator), toQString(former->name)));
        carried.insert({ reshape.target, reshape.discriminator });
    }
    // keepExisting: a batch run again leaves what later steps changed; a
    // document whose _id the target already holds stays behind, counted.
    add(out, reshape.source,
        json::array(
            { { { "$set", { { reshape.discriminator, { { "$literal", reshape.value } } } } } },
                { { "$merge",
                    { { "into", reshape.target }, { "on", "_id" },
                        { "whenMatched", "keepExisting" }, { "whenNotMatched", "insert" } } } } }),
        reshape.target,
        Migration::tr("Copy the documents of %1 into %2, with %3 \"%4\"")
            .arg(toQString(reshape.source), toQString(reshape.target), toQString(reshape.discriminator), toQString(reshape.value)));
    const Entity *source = from.findEntityByName(reshape.source);
    const Field *sourceId = topField(*source, "_id");
    const Field *targetId = topField(*target, "_id");
    const auto objectIds = [](const Field *id) {
        return id && id->types == std::vector<BsonType> { BsonType::ObjectId };
    };
    if (!objectIds(sourceId) || !objectIds(targetId))
        out.manual << Migration::tr(
            "%1 and %2 number their documents themselves: a document of %1 whose _id %2 "
            "already holds is not copied (the run's counts show how many)")
                          .arg(toQString(reshape.source), toQString(reshape.target));
    dropCollection(out, reshape.source,
        Migration::tr("Drop the collection %1: its documents are in %2 now")
            .arg(toQString(reshape.source), toQString(reshape.target)));
}

void planFieldSplit(const CollectionReshape &reshape, DataMigration &out)
{
    json kept = { { "_id", 1 } };
    for (const std::string &field : reshape.fields)
        kept[field] = 1;
    if (!reshape.referenceInTarget.empty())
        kept[reshape.referenceInTarget] = fieldRef(reshape.foreignField);
    add(out, reshape.source,
        json::array({ holdingAny(reshape.fields), { { "$project", kept } },
            { { "$merge",
                { { "into", reshape.target }, { "on", "_id" }, { "whenMatched", "merge" },
                    { "whenNotMatched", "insert" } } } } }),
        reshape.target,
        Migration::tr("Copy %1 of each %2 into a document of %3 with the same _id")
            .arg(joined(reshape.fields), toQString(reshape.source), toQString(reshape.target)));
    if (!reshape.referenceInSource.empty()) {
        json pipeline
            = migration::setFields(reshape.source, { { reshape.referenceInSource, "$_id" } });
        pipeline.insert(pipeline.begin(), holdingAny(reshape.fields));
        add(out, reshape.source, std::move(pipeline), reshape.source,
            Migration::tr("Set %1.%2 to the _id of its document in %3")
                .arg(toQString(reshape.source), toQString(reshape.referenceInSource), toQString(reshape.target)));
    }
    if (reshape.referenceInTarget.empty() && reshape.referenceInSource.empty())
        out.manual << Migration::tr(
            "%1 and %2 refer to each other by a key other than _id: write the reference between "
            "them by hand")
                          .arg(toQString(reshape.source), toQString(reshape.target));
    for (const std::string &field : reshape.fields)
        out.steps.push_back({ reshape.source, migration::unsetField(reshape.source, field), false,
            true, { reshape.source },
            Migration::tr("Remove %1.%2, moved to %3")
                .arg(toQString(reshape.source), toQString(field), toQString(reshape.target)) });
}

void planDocumentSplit(const Model &to, const CollectionReshape &reshape, DataMigration &out)
{
    const Entity *target = to.findEntityByName(reshape.target);
    json pipeline = json::array({ { { "$match", { { reshape.discriminator, reshape.value } } } } });
    if (!topField(*target, reshape.discriminator))
        pipeline.push_back({ { "$unset", reshape.discriminator } });
    pipeline.push_back({ { "$merge",
        { { "into", reshape.target }, { "on", "_id" }, { "whenMatched", "keepExisting" },
            { "whenNotMatched", "insert" } } } });
    add(out, reshape.source, std::move(pipeline), reshape.target,
        Migration::tr("Copy the documents of %1 whose %2 is \"%3\" into %4")
            .arg(toQString(reshape.source), toQString(reshape.discriminator), toQString(reshape.value), toQString(reshape.target)));
    if (!reshape.sourceStays)
        return;
    DataStep removal { reshape.source, json(), false, true, { reshape.source },
        Migration::tr("Remove from %1 the documents whose %2 is \"%3\", moved to %4")
            .arg(
                toQString(reshape.source), toQString(reshape.discriminator), toQString(reshape.value), toQString(reshape.target)) };
    removal.deleteWhere = { { reshape.discriminator, reshape.value } };
    out.steps.push_back(std::move(removal));
}

// An old collection split by kind into new ones and gone from the new
// model: dropped once every kind has its collection, named otherwise.
void planSplitSourceDrops(
    const Model &from, const std::vector<CollectionReshape> &reshapes, DataMigration &out)
{
    std::map<std::string, std::vector<std::string>> targets;
    for (const CollectionReshape &reshape : reshapes)
        if (reshape.kind == ReshapeKind::DocumentSplit && !reshape.sourceStays)
            targets[reshape.source].push_back(reshape.target);
    for (const auto &[source, into] : targets) {
        const Entity *before = from.findEntityByName(source);
        const Field *kind = topField(*before, before->discriminator);
        std::vector<std::string> left;
        for (const JsonValue &value : kind->enumValues)
            if (!value.is_string()
                || std::ranges::find(into, value.get<std::string>()) == into.end())
                left.push_back(value.is_string() ? value.get<std::string>() : value.dump());
        if (left.empty())
            dropCollection(out, source,
                Migration::tr("Drop the collection %1: its documents are in %2 now")
                    .arg(toQString(source), joined(into)));
        else
            out.manual << Migration::tr(
                "%1 is gone from the model, but its documents whose %2 is %3 have no collection "
                "to go to: they stay in %1")
                              .arg(toQString(source), toQString(before->discriminator), joined(left));
    }
}

} // namespace

std::vector<CollectionReshape> collectionReshapes(const Model &from, const Model &to)
{
    std::vector<CollectionReshape> out;
    for (const Entity &before : from.entities) {
        if (!before.isCollection() || continuation(from, to, before))
            continue;
        if (auto merge = joinMerge(from, to, before))
            out.push_back(std::move(*merge));
        else if (auto united = unionMerge(to, before))
            out.push_back(std::move(*united));
    }
    for (const Entity &after : to.entities) {
        if (!after.isCollection() || formerEntity(from, to, after))
            continue;
        if (auto split = fieldSplit(from, to, after))
            out.push_back(std::move(*split));
        else if (auto kinds = documentSplit(from, to, after))
            out.push_back(std::move(*kinds));
    }
    return out;
}

void planCollectionReshapes(const Model &from, const Model &to, DataMigration &out,
    std::set<std::pair<std::string, std::string>> &carried)
{
    const std::vector<CollectionReshape> reshapes = collectionReshapes(from, to);
    for (const CollectionReshape &reshape : reshapes) {
        switch (reshape.kind) {
        case ReshapeKind::JoinMerge:
            planJoinMerge(reshape, out);
            for (const std::string &field : reshape.fields)
                carried.insert({ reshape.target, field });
            break;
        case ReshapeKind::UnionMerge:
            planUnionMerge(from, to, reshape, out, carried);
            break;
        case ReshapeKind::FieldSplit:
            planFieldSplit(reshape, out);
            for (const std::string &field : reshape.fields)
                carried.insert({ reshape.source, field });
            if (!reshape.referenceInSource.empty())
                carried.insert({ reshape.source, reshape.referenceInSource });
            break;
        case ReshapeKind::DocumentSplit:
            planDocumentSplit(to, reshape, out);
            break;
        }
    }
    planSplitSourceDrops(from, reshapes, out);
}

} // namespace docmodel
