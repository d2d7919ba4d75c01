// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionrefactor.h"

#include "derivedfields.h"
#include "qtstring.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>

namespace docmodel {

namespace {

class CollectionRefactor
{
    Q_DECLARE_TR_FUNCTIONS(Refactor)
};

Field *topField(Entity &entity, const std::string &name)
{
    const auto found = std::ranges::find(entity.fields, name, &Field::name);
    return found == entity.fields.end() ? nullptr : &*found;
}

const Field *topField(const Entity &entity, const std::string &name)
{
    return topField(const_cast<Entity &>(entity), name);
}

CollectionRefactoring refused(const Model &model, const QString &why)
{
    return { model, why, {} };
}

// The collection named `name`, or why there is none.
const Entity *collectionNamed(const Model &model, const std::string &name, QString *error)
{
    const Entity *entity = model.findEntityByName(name);
    if (!entity)
        *error = CollectionRefactor::tr("there is no entity %1").arg(toQString(name));
    else if (!entity->isCollection())
        *error = CollectionRefactor::tr("%1 is an embedded type, not a collection").arg(toQString(name));
    return entity && entity->isCollection() ? entity : nullptr;
}

// Whatever referred to `from` now refers to `to`: relationships, indexes,
// queries. Routes of the relationships that moved are drawn anew.
void repoint(Model &model, const std::string &from, const std::string &to)
{
    for (Relationship &rel : model.relationships) {
        const bool moved = rel.oneId == from || rel.manyId == from;
        if (rel.oneId == from)
            rel.oneId = to;
        if (rel.manyId == from)
            rel.manyId = to;
        if (moved)
            model.routes.erase(rel.id);
    }
    for (Index &index : model.indexes)
        if (index.collectionId == from)
            index.collectionId = to;
    for (AccessPattern &pattern : model.accessPatterns)
        if (pattern.collectionId == from)
            pattern.collectionId = to;
}

void removeEntity(Model &model, const std::string &id)
{
    std::erase_if(model.entities, [&](const Entity &entity) { return entity.id == id; });
    model.layout.erase(id);
}

// The one-to-one reference between two collections, if any.
const Relationship *oneToOneBetween(const Model &model, const Entity &a, const Entity &b)
{
    for (const Relationship &rel : model.relationships)
        if (rel.cardinality == Cardinality::OneToOne && !strategyEmbeds(rel.strategy)
            && ((rel.oneId == a.id && rel.manyId == b.id)
                || (rel.oneId == b.id && rel.manyId == a.id)))
            return &rel;
    return nullptr;
}

// The fields `rel` writes into `entity`, by name.
std::set<std::string> referenceFields(
    const Model &model, const Relationship &rel, const Entity &entity)
{
    std::set<std::string> out;
    if (rel.oneId == entity.id)
        out.insert({ parentFieldName(model, rel), rel.oneField });
    if (rel.manyId == entity.id)
        out.insert({ childFieldName(model, rel), rel.manyField });
    out.erase(std::string());
    return out;
}

CollectionRefactoring joinMerge(
    const Model &model, const Entity &source, const Entity &target, const Relationship &rel)
{
    CollectionRefactoring out { model, {}, {} };
    const std::set<std::string> inSource = referenceFields(model, rel, source);
    const std::set<std::string> inTarget = referenceFields(model, rel, target);
    // Every target document has its partner when the reference says so.
    const bool sourceIsChild = rel.manyId == source.id;
    const bool always = sourceIsChild ? rel.counts.min >= 1 : !rel.optionalReference;
    Entity merged = target;
    std::erase_if(merged.fields, [&](const Field &field) { return inTarget.contains(field.name); });
    QStringList moved;
    for (const Field &field : source.fields) {
        if (field.name == "_id" || inSource.contains(field.name))
            continue;
        if (topField(merged, field.name))
            return refused(model,
                CollectionRefactor::tr("%1 and %2 both have a field %3: rename one of them first")
                    .arg(toQString(source.name), toQString(target.name), toQString(field.name)));
        Field copy = field;
        copy.required = field.required && always;
        merged.fields.push_back(std::move(copy));
        moved << toQString(field.name);
    }
    std::erase_if(out.model.relationships, [&](const Relationship &r) { return r.id == rel.id; });
    out.model.routes.erase(rel.id);
    *out.model.findEntity(target.id) = std::move(merged);
    repoint(out.model, source.id, target.id);
    removeEntity(out.model, source.id);
    out.changes << CollectionRefactor::tr("%1 takes the fields of its %2: %3")
                       .arg(toQString(target.name), toQString(source.name), moved.join(QStringLiteral(", ")));
    out.changes << CollectionRefactor::tr("the reference between %1 and %2 is gone; %2 is gone")
                       .arg(toQString(target.name), toQString(source.name));
    return out;
}

CollectionRefactoring unionMerge(
    const Model &model, const Entity &source, const Entity &target, const std::string &kindField)
{
    CollectionRefactoring out { model, {}, {} };
    Entity merged = target;
    const std::string kindName = merged.discriminator.empty() ? kindField : merged.discriminator;
    Field *kind = topField(merged, kindName);
    if (kind && kind->enumValues.empty())
        return refused(model,
            CollectionRefactor::tr("%1.%2 tells the kinds apart but lists none: give it its values first")
                .arg(toQString(target.name), toQString(kindName)));
    if (kind && !kind->types.empty() && kind->types != std::vector<BsonType> { BsonType::String })
        return refused(model,
            CollectionRefactor::tr("%1.%2 is not a string field: the kinds are named by strings")
                .arg(toQString(target.name), toQString(kindName)));
    if (topField(source, kindName))
        return refused(model,
            CollectionRefactor::tr("%1 has a field %2 of its own: name another field for the kind")
                .arg(toQString(source.name), toQString(kindName)));
    if (!kind) {
        Field added = makeField(kindName, { BsonType::String }, true);
        added.enumValues = { JsonValue(target.name) };
        merged.fields.insert(
            merged.fields.begin() + (topField(merged, "_id") ? 1 : 0), std::move(added));
        kind = topField(merged, kindName);
        out.changes
            << CollectionRefactor::tr("%1 tells its kinds apart by %2").arg(toQString(target.name), toQString(kindName));
    }
    kind->enumValues.push_back(JsonValue(source.name));
    merged.discriminator = kindName;
    if (!merged.hasPattern(PatternTag::Polymorphic))
        merged.patterns.push_back(PatternTag::Polymorphic);
    // A field only one kind has is optional in the other's documents.
    for (Field &field : merged.fields)
        if (field.name != "_id" && field.name != kindName && !topField(source, field.name))
            field.required = false;
    QStringList added;
    for (const Field &field : source.fields) {
        if (field.name == "_id")
            continue;
        if (Field *same = topField(merged, field.name)) {
            same->required = same->required && field.required;
            for (BsonType type : field.types)
                if (!same->hasType(type) && !same->types.empty())
                    same->types.push_back(type);
            continue;
        }
        Field copy = field;
        copy.required = false;
        merged.fields.push_back(std::move(copy));
        added << toQString(field.name);
    }
    *out.model.findEntity(target.id) = std::move(merged);
    repoint(out.model, source.id, target.id);
    removeEntity(out.model, source.id);
    out.changes << CollectionRefactor::tr("the documents of %1 join %2 as the kind \"%1\"")
                       .arg(toQString(source.name), toQString(target.name));
    if (!added.isEmpty())
        out.changes << CollectionRefactor::tr("%1 gains %2 (optional)")
                           .arg(toQString(target.name), added.join(QStringLiteral(", ")));
    return out;
}

// A new collection beside `near`: its id, and a place on the diagram.
Entity newCollection(Model &model, const Entity &near, const std::string &name)
{
    Entity entity;
    entity.id = freshId(model, "collection");
    entity.name = name;
    if (const auto at = model.layout.find(near.id); at != model.layout.end())
        model.layout[entity.id] = Position { at->second.x + 320, at->second.y };
    return entity;
}

bool nameTaken(const Model &model, const std::string &name, QString *error)
{
    if (name.empty())
        *error = CollectionRefactor::tr("the new collection needs a name");
    else if (model.findEntityByName(name))
        *error = CollectionRefactor::tr("there is an entity %1 already").arg(toQString(name));
    return !error->isEmpty();
}

} // namespace

std::string freshId(const Model &model, const std::string &prefix)
{
    for (size_t n = 1;; ++n) {
        std::string id = prefix + '-' + std::to_string(n);
        if (!model.containsId(id))
            return id;
    }
}

CollectionRefactoring mergeCollections(const Model &model, const std::string &sourceName,
    const std::string &targetName, const std::string &kindField)
{
    QString error;
    const Entity *source = collectionNamed(model, sourceName, &error);
    const Entity *target = source ? collectionNamed(model, targetName, &error) : nullptr;
    if (!target)
        return refused(model, error);
    if (source == target)
        return refused(model, CollectionRefactor::tr("%1 cannot be merged into itself").arg(toQString(sourceName)));
    if (const Relationship *rel = oneToOneBetween(model, *source, *target))
        return joinMerge(model, *source, *target, *rel);
    return unionMerge(model, *source, *target, kindField);
}

CollectionRefactoring splitFields(const Model &model, const std::string &sourceName,
    const std::string &name, const std::vector<std::string> &fields)
{
    QString error;
    const Entity *source = collectionNamed(model, sourceName, &error);
    if (!source || nameTaken(model, name, &error))
        return refused(model, error);
    if (fields.empty())
        return refused(model, CollectionRefactor::tr("name the fields that move to %1").arg(toQString(name)));
    std::set<std::string> written;
    for (const Relationship &rel : model.relationships)
        written.merge(referenceFields(model, rel, *source));
    for (const std::string &field : fields) {
        if (field == "_id" || !topField(*source, field))
            return refused(
                model, CollectionRefactor::tr("%1 has no field %2 to move").arg(toQString(sourceName), toQString(field)));
        if (written.contains(field))
            return refused(model,
                CollectionRefactor::tr("%1.%2 holds a relationship's reference: it stays")
                    .arg(toQString(sourceName), toQString(field)));
    }
    CollectionRefactoring out { model, {}, {} };
    Entity split = newCollection(out.model, *source, name);
    Entity kept = *source;
    // The new documents take their source's _id: the same type of key.
    if (const Field *id = topField(*source, "_id"))
        split.fields.push_back(*id);
    else
        split.fields.push_back(makeField("_id", { BsonType::ObjectId }, true));
    for (const std::string &field : fields)
        split.fields.push_back(*topField(*source, field));
    std::erase_if(kept.fields,
        [&](const Field &f) { return std::ranges::find(fields, f.name) != fields.end(); });
    *out.model.findEntity(source->id) = std::move(kept);
    Relationship rel;
    rel.id = freshId(out.model, "rel");
    rel.oneId = source->id;
    rel.manyId = split.id;
    rel.cardinality = Cardinality::OneToOne;
    rel.counts = { 0, 1, 1 };
    rel.strategy = Strategy::ParentReferencing;
    rel.manyStandsAlone = QueriedAlone::No;
    out.model.entities.push_back(std::move(split));
    out.model.relationships.push_back(std::move(rel));
    // An index on moved fields alone moves with them.
    QStringList movedIndexes;
    for (Index &index : out.model.indexes)
        if (index.collectionId == source->id && !index.keys.empty()
            && std::ranges::all_of(index.keys, [&](const IndexKey &key) {
                   return std::ranges::find(fields, key.field.substr(0, key.field.find('.')))
                       != fields.end();
               })) {
            index.collectionId = out.model.entities.back().id;
            movedIndexes << toQString(index.effectiveName());
        }
    QStringList moved;
    for (const std::string &field : fields)
        moved << toQString(field);
    out.changes << CollectionRefactor::tr(
        "%1 moves %2 into the new collection %3, one document each under the same _id")
                       .arg(toQString(sourceName), moved.join(QStringLiteral(", ")), toQString(name));
    out.changes << CollectionRefactor::tr("%1 refers to its %2 one-to-one").arg(toQString(name), toQString(sourceName));
    if (!movedIndexes.isEmpty())
        out.changes << CollectionRefactor::tr("indexes moved to %1: %2")
                           .arg(toQString(name), movedIndexes.join(QStringLiteral(", ")));
    return out;
}

CollectionRefactoring splitKind(
    const Model &model, const std::string &sourceName, const std::string &kind)
{
    QString error;
    const Entity *source = collectionNamed(model, sourceName, &error);
    if (!source || nameTaken(model, kind, &error))
        return refused(model, error);
    const Field *kinds
        = source->discriminator.empty() ? nullptr : topField(*source, source->discriminator);
    if (!kinds)
        return refused(model,
            CollectionRefactor::tr("%1 names no discriminator field that tells its kinds apart")
                .arg(toQString(sourceName)));
    const auto value = std::ranges::find_if(kinds->enumValues,
        [&](const JsonValue &v) { return v.is_string() && v.get<std::string>() == kind; });
    if (value == kinds->enumValues.end())
        return refused(model,
            CollectionRefactor::tr("%1 is not a kind of %2: %3 does not list it")
                .arg(toQString(kind), toQString(sourceName), toQString(source->discriminator)));
    CollectionRefactoring out { model, {}, {} };
    Entity split = newCollection(out.model, *source, kind);
    for (const Field &field : source->fields)
        if (field.name != source->discriminator)
            split.fields.push_back(field);
    Entity kept = *source;
    std::erase(topField(kept, source->discriminator)->enumValues, *value);
    *out.model.findEntity(source->id) = std::move(kept);
    out.model.entities.push_back(std::move(split));
    out.changes << CollectionRefactor::tr(
        "the documents of %1 whose %2 is \"%3\" move into the new collection %3")
                       .arg(toQString(sourceName), toQString(source->discriminator), toQString(kind));
    return out;
}

} // namespace docmodel
