// SPDX-License-Identifier: GPL-3.0-or-later
#include "structurecommands.h"

#include "schema/diagrams.h"

#include <QCoreApplication>

namespace docmodel {

namespace {

// Collects the objects to remove with their current positions, in list order.
template <typename T, typename Predicate> auto collect(const Model &model, Predicate shouldRemove)
{
    std::vector<std::pair<size_t, T>> out;
    const auto &items = ObjectTraits<T>::list(model);
    for (size_t i = 0; i < items.size(); ++i)
        if (shouldRemove(items[i]))
            out.push_back({ i, items[i] });
    return out;
}

} // namespace

RemoveObjectsCommand::RemoveObjectsCommand(
    ModelDocument *document, const std::set<std::string> &ids)
    : mDocument(document)
{
    const Model &model = document->model();
    mDiagrams = model.diagrams;
    auto has = [&](const std::string &id) { return ids.count(id) > 0; };
    for (auto &[pos, e] : collect<Entity>(model, [&](const Entity &e) { return has(e.id); }))
        mEntities.push_back({ pos, e });
    std::set<std::string> entities;
    for (const auto &removed : mEntities) {
        entities.insert(removed.object.id);
        if (model.layout.count(removed.object.id))
            mPositions[removed.object.id] = model.layout.at(removed.object.id);
    }
    auto gone = [&](const std::string &id) { return entities.count(id) > 0; };
    for (auto &[pos, r] : collect<Relationship>(model,
             [&](const Relationship &r) { return has(r.id) || gone(r.oneId) || gone(r.manyId); }))
        mRelationships.push_back({ pos, r });
    for (auto &[pos, i] :
        collect<Index>(model, [&](const Index &i) { return has(i.id) || gone(i.collectionId); }))
        mIndexes.push_back({ pos, i });
    for (auto &[pos, a] : collect<AccessPattern>(
             model, [&](const AccessPattern &a) { return has(a.id) || gone(a.collectionId); }))
        mAccessPatterns.push_back({ pos, a });
    const int count
        = int(mEntities.size() + mRelationships.size() + mIndexes.size() + mAccessPatterns.size());
    setText(QCoreApplication::translate("Commands", "Delete %n Object(s)", nullptr, count));
}

bool RemoveObjectsCommand::isEmpty() const
{
    return mEntities.empty() && mRelationships.empty() && mIndexes.empty()
        && mAccessPatterns.empty();
}

void RemoveObjectsCommand::redo()
{
    // Dependents first, so no view ever sees an edge without its entity.
    for (const auto &r : mAccessPatterns)
        mDocument->removeAccessPattern(r.object.id);
    for (const auto &r : mIndexes)
        mDocument->removeIndex(r.object.id);
    for (const auto &r : mRelationships)
        mDocument->removeRelationship(r.object.id);
    if (!mPositions.empty()) {
        std::map<std::string, std::optional<Position>> cleared;
        for (const auto &[id, pos] : mPositions)
            cleared[id] = std::nullopt;
        mDocument->setLayout(std::string(kAllDiagram), cleared, {});
    }
    for (const auto &r : mEntities)
        mDocument->removeEntity(r.object.id);
}

void RemoveObjectsCommand::undo()
{
    // In list order, so each object returns to its old position.
    for (const auto &r : mEntities)
        mDocument->insertEntity(r.position, r.object);
    if (!mPositions.empty())
        mDocument->setLayout(std::string(kAllDiagram), mPositions, {});
    mDocument->setDiagrams(mDiagrams);
    for (const auto &r : mRelationships)
        mDocument->insertRelationship(r.position, r.object);
    for (const auto &r : mIndexes)
        mDocument->insertIndex(r.position, r.object);
    for (const auto &r : mAccessPatterns)
        mDocument->insertAccessPattern(r.position, r.object);
}

MoveEntitiesCommand::MoveEntitiesCommand(ModelDocument *document,
    std::map<std::string, std::optional<Position>> before,
    std::map<std::string, std::optional<Position>> after, const QString &text,
    const std::map<std::string, EdgeRoute> &routes)
    : QUndoCommand(text)
    , mDocument(document)
    , mDiagram(document->currentDiagram())
    , mBefore(std::move(before))
    , mAfter(std::move(after))
{
    const Model &model = document->model();
    const std::map<std::string, EdgeRoute> &shown = document->routes();
    for (const auto &[id, route] : shown) {
        const Relationship *rel = model.findRelationship(id);
        if (rel && (mAfter.count(rel->oneId) || mAfter.count(rel->manyId))) {
            mRoutesBefore[id] = route;
            mRoutesAfter[id] = std::nullopt;
        }
    }
    for (const auto &[id, route] : routes) {
        const auto old = shown.find(id);
        mRoutesBefore[id] = old == shown.end() ? std::nullopt : std::optional<EdgeRoute>(old->second);
        mRoutesAfter[id] = route;
    }
}

void MoveEntitiesCommand::redo()
{
    mDocument->showDiagram(mDiagram);
    mDocument->setLayout(mDiagram, mAfter, mRoutesAfter);
}

void MoveEntitiesCommand::undo()
{
    mDocument->showDiagram(mDiagram);
    mDocument->setLayout(mDiagram, mBefore, mRoutesBefore);
}

std::string addNewIndex(ModelDocument *document, const std::string &collectionId)
{
    Index index;
    index.id = document->newId("index");
    index.collectionId = collectionId;
    const Entity *entity = document->model().findEntity(collectionId);
    index.keys = { { entity && entity->fields.size() > 1 ? entity->fields[1].name : "field",
        IndexKeyKind::Asc } };
    document->undoStack()->push(
        new AddIndexCommand(document, index, QCoreApplication::translate("Commands", "Add Index")));
    return index.id;
}

std::string addNewAccessPattern(ModelDocument *document, const std::string &collectionId)
{
    AccessPattern ap;
    ap.id = document->newId("query");
    ap.name = QCoreApplication::translate("Commands", "new query").toStdString();
    ap.collectionId = collectionId;
    document->undoStack()->push(new AddAccessPatternCommand(
        document, ap, QCoreApplication::translate("Commands", "Add Access Pattern")));
    return ap.id;
}

} // namespace docmodel
