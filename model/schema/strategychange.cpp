// SPDX-License-Identifier: GPL-3.0-or-later
#include "strategychange.h"

#include "derivedfields.h"
#include "qtstring.h"

#include <QCoreApplication>

#include <algorithm>

namespace docmodel {

namespace {

class StrategyRefactor
{
    Q_DECLARE_TR_FUNCTIONS(Refactor)
};

QString nameOf(const Model &model, const std::string &id)
{
    const Entity *entity = model.findEntity(id);
    return toQString(entity ? entity->name : id);
}

QString relName(const Model &model, const Relationship &rel)
{
    return QStringLiteral("%1 → %2").arg(nameOf(model, rel.oneId), nameOf(model, rel.manyId));
}

QString strategyName(Strategy strategy)
{
    return toQString(std::string(toString(strategy)));
}

// Whether another relationship reaches the documents of `entityId` in a
// collection: it refers to them by key, embeds a subset of them, or is a
// tree or graph of them.
bool refersToDocuments(const Relationship &other, const std::string &entityId)
{
    if (other.isSelf())
        return other.oneId == entityId;
    if (other.oneId == entityId)
        return !strategyEmbeds(other.strategy); // children hold its key
    if (other.manyId != entityId)
        return false;
    return strategyPutsIdsInParent(other.strategy) || other.strategy == Strategy::EmbedSubset
        || writesCopy(other, CopyDirection::IntoOne);
}

std::string prefixed(const std::string &prefix, const std::string &path)
{
    return prefix + '.' + path;
}

// Indexes and queries of a collection that becomes embedded go to the
// parent, their paths under the field that now holds the children.
void moveIntoParent(Model &model, const std::string &childId, const std::string &parentId,
    const std::string &field, QStringList &changes)
{
    const QString child = nameOf(model, childId);
    const QString parent = nameOf(model, parentId);
    for (Index &index : model.indexes) {
        if (index.collectionId != childId)
            continue;
        index.collectionId = parentId;
        for (IndexKey &key : index.keys)
            key.field = prefixed(field, key.field);
        changes << StrategyRefactor::tr("index %1 of %2 moves to %3 as %4")
                       .arg(toQString(index.name.empty() ? index.id : index.name), child, parent,
                           toQString(indexKeysText(index.keys)));
    }
    for (AccessPattern &query : model.accessPatterns) {
        if (query.collectionId != childId)
            continue;
        query.collectionId = parentId;
        for (FilterField &f : query.filter)
            f.field = prefixed(field, f.field);
        for (SortField &s : query.sort)
            s.field = prefixed(field, s.field);
        for (std::string &p : query.projection)
            p = prefixed(field, p);
        for (std::string &u : query.updates)
            u = prefixed(field, u);
        changes << StrategyRefactor::tr("query \"%1\" moves from %2 to %3")
                       .arg(toQString(query.name), child, parent);
    }
}

// A declared field for a child's reference to its parent, typed as the key
// it holds, for a relationship that stops writing it.
Field referenceFieldFor(const Model &model, const Relationship &rel, const std::string &name)
{
    Field field = makeField(name, { BsonType::ObjectId }, !rel.optionalReference);
    const Entity *parent = model.findEntity(rel.oneId);
    if (const Field *key = parent ? findFieldPath(parent->fields, rel.oneKey) : nullptr)
        field.types = key->types;
    if (rel.referenceStyle == ReferenceStyle::DbRef)
        field.types = { BsonType::Object };
    if (referenceAllowsNull(rel) && !field.hasType(BsonType::Null))
        field.types.push_back(BsonType::Null);
    return field;
}

// A declared field that held what the old strategy wrote (a child's
// reference, a parent's id array) and that the new one no longer writes
// goes with it: the parent reference of an embedded document is where it is.
void removeStaleReferences(const Model &before, const Relationship &old, Model &after, QStringList &changes)
{
    const Relationship &now = *after.findRelationship(old.id);
    auto remove = [&](const std::string &entityId, const std::string &field, const std::string &stillWritten,
                      const QString &why) {
        Entity *entity = after.findEntity(entityId);
        if (field.empty() || field == stillWritten || !entity)
            return;
        if (std::erase_if(entity->fields, [&](const Field &f) { return f.name == field; }))
            changes << StrategyRefactor::tr("%1.%2 removed: %3").arg(toQString(entity->name), toQString(field), why);
    };
    remove(now.manyId, childFieldName(before, old), childFieldName(after, now),
        strategyEmbeds(now.strategy) ? StrategyRefactor::tr("an embedded document belongs to its parent")
                                     : StrategyRefactor::tr("the parent lists its children now"));
    remove(now.oneId, parentFieldName(before, old), parentFieldName(after, now),
        StrategyRefactor::tr("each child refers to its parent now"));
}

// Back from embedded and stored twice to a reference in the child: the
// reference the collection's documents kept (declared by the embed) is the
// relationship's to write again, as before the embed.
void forgetKeptReference(const Model &before, const Relationship &old, Model &after)
{
    const Relationship &now = *after.findRelationship(old.id);
    if (!isStoredTwice(before, old) || !strategyPutsIdInChild(now.strategy))
        return;
    const std::string name = childFieldName(after, now);
    const Field kept = referenceFieldFor(before, old, name);
    if (Entity *child = after.findEntity(now.manyId))
        std::erase_if(child->fields, [&](const Field &field) { return field == kept; });
}

} // namespace

CollectionNeeds collectionNeeds(const Model &model, const Relationship &rel)
{
    CollectionNeeds needs;
    const Entity *child = model.findEntity(rel.manyId);
    if (!child || rel.isSelf())
        return needs;
    for (const Relationship &other : model.relationships)
        if (other.id != rel.id && refersToDocuments(other, child->id))
            needs.needed << StrategyRefactor::tr("%1 (%2) refers to %3 documents")
                                .arg(relName(model, other), strategyName(other.strategy),
                                    toQString(child->name));
    if (!child->options.isDefault())
        needs.needed << StrategyRefactor::tr("%1 has collection options").arg(toQString(child->name));
    for (const Index &index : model.indexes) {
        if (index.collectionId != child->id)
            continue;
        const QString name = toQString(index.name.empty() ? indexKeysText(index.keys) : index.name);
        if (index.expireAfterSeconds)
            needs.needed << StrategyRefactor::tr("the TTL index %1 deletes %2 documents")
                                .arg(name, toQString(child->name));
        else
            needs.movable << StrategyRefactor::tr("index %1").arg(name);
    }
    for (const AccessPattern &query : model.accessPatterns)
        if (query.collectionId == child->id)
            needs.movable << StrategyRefactor::tr("query \"%1\"").arg(toQString(query.name));
    return needs;
}

StrategyChange changeStrategy(const Model &model, const std::string &relationshipId,
    Strategy strategy, EmbeddedPlacement placement)
{
    StrategyChange out { model, {}, {}, 0, false };
    const Relationship *current = model.findRelationship(relationshipId);
    if (!current) {
        out.error = StrategyRefactor::tr("there is no relationship \"%1\"").arg(toQString(relationshipId));
        return out;
    }
    if (current->isSelf()) {
        out.error = StrategyRefactor::tr("%1 is a tree or a graph: choose its encoding instead")
                        .arg(relName(model, *current));
        return out;
    }
    if (current->strategy == strategy)
        return out;
    const Relationship rel = relationshipForStrategy(*current, strategy, &out.unwrittenCopies);
    const Entity *child = model.findEntity(rel.manyId);
    if (!child) {
        out.error = StrategyRefactor::tr("%1 has no N side").arg(relName(model, *current));
        return out;
    }
    Model &after = out.model;
    out.changes << StrategyRefactor::tr("%1: %2 → %3")
                       .arg(relName(model, rel), strategyName(current->strategy),
                           strategyName(strategy));
    if (out.unwrittenCopies)
        out.changes << StrategyRefactor::tr("%n copied field(s) no longer written: the strategy has no place for them; kept for a change back",
            nullptr, int(out.unwrittenCopies));
    *std::ranges::find(after.relationships, rel.id, &Relationship::id) = rel;
    Entity newChild = *child;

    if (strategy == Strategy::Embed && child->isCollection()) {
        const CollectionNeeds needs = collectionNeeds(model, rel);
        const bool embedOnly = placement == EmbeddedPlacement::EmbeddedOnly
            || (placement == EmbeddedPlacement::Automatic && needs.empty());
        if (embedOnly && !needs.needed.isEmpty()) {
            out.model = model;
            out.changes.clear();
            out.error = StrategyRefactor::tr("%1 cannot be embedded only: %2")
                            .arg(toQString(child->name), needs.needed.join(QStringLiteral("; ")));
            return out;
        }
        if (embedOnly) {
            newChild.kind = EntityKind::Embedded;
            out.changes << StrategyRefactor::tr("%1 becomes an embedded type").arg(toQString(child->name));
            moveIntoParent(after, child->id, rel.oneId, parentFieldName(model, rel), out.changes);
        } else {
            // The collection's documents go on saying whose they are.
            const std::string reference = childFieldName(model, *current);
            if (!reference.empty() && !findFieldPath(newChild.fields, reference)) {
                newChild.fields.push_back(referenceFieldFor(model, *current, reference));
                out.changes << StrategyRefactor::tr("%1.%2 declared: the collection's documents keep their "
                                            "reference to %3")
                                   .arg(toQString(child->name), toQString(reference),
                                       nameOf(model, rel.oneId));
            }
            out.storedTwice = true;
            out.changes << StrategyRefactor::tr("%1 stays a collection as well: each document is stored "
                                        "twice (%2)")
                               .arg(toQString(child->name),
                                   (needs.needed + needs.movable).join(QStringLiteral("; ")));
        }
    } else if (!child->isCollection() && strategy != Strategy::Embed) {
        // Referenced documents, and a subset's whole set, live on their own.
        // Their _id is every collection's (DocumentShapes writes it), so
        // nothing is declared that embedding them again would have to undo.
        newChild.kind = EntityKind::Collection;
        out.changes << StrategyRefactor::tr("%1 becomes a collection").arg(toQString(child->name));
    }
    if (!(newChild == *child))
        *after.findEntity(child->id) = std::move(newChild);
    removeStaleReferences(model, *current, after, out.changes);
    forgetKeptReference(model, *current, after);
    return out;
}

const Relationship *findRelationshipNamed(const Model &model, std::string_view name, QString *error)
{
    if (const Relationship *byId = model.findRelationship(name))
        return byId;
    const auto arrow = name.find("->");
    if (arrow == std::string_view::npos) {
        *error = StrategyRefactor::tr("no relationship has the id \"%1\"; name one by its id or as "
                              "ONE->MANY").arg(toQString(std::string(name)));
        return nullptr;
    }
    const Entity *one = model.findEntityByName(name.substr(0, arrow));
    const Entity *many = model.findEntityByName(name.substr(arrow + 2));
    const Relationship *found = nullptr;
    int matches = 0;
    for (const Relationship &rel : model.relationships)
        if (one && many && rel.oneId == one->id && rel.manyId == many->id) {
            found = &rel;
            ++matches;
        }
    if (matches == 1)
        return found;
    *error = matches == 0
        ? StrategyRefactor::tr("no relationship leads from \"%1\" to \"%2\"")
              .arg(toQString(std::string(name.substr(0, arrow))),
                  toQString(std::string(name.substr(arrow + 2))))
        : StrategyRefactor::tr("%1 relationships lead from \"%2\" to \"%3\": name one by its id")
              .arg(matches)
              .arg(toQString(std::string(name.substr(0, arrow))),
                  toQString(std::string(name.substr(arrow + 2))));
    return nullptr;
}

} // namespace docmodel
