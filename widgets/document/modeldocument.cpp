// SPDX-License-Identifier: GPL-3.0-or-later
#include "modeldocument.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/collectionrefactor.h"
#include "schema/diagrams.h"
#include "schema/qtstring.h"

#include <QFileInfo>

#include <algorithm>
#include <set>

namespace docmodel {

namespace {

template <typename T> void insertAt(std::vector<T> &items, size_t position, const T &item)
{
    items.insert(items.begin() + std::ptrdiff_t(std::min(position, items.size())), item);
}

template <typename T> bool replaceById(std::vector<T> &items, const T &item)
{
    for (T &existing : items) {
        if (existing.id == item.id) {
            existing = item;
            return true;
        }
    }
    return false;
}

template <typename T> bool removeById(std::vector<T> &items, const std::string &id)
{
    const auto it
        = std::find_if(items.begin(), items.end(), [&](const T &item) { return item.id == id; });
    if (it == items.end())
        return false;
    items.erase(it);
    return true;
}

} // namespace

ModelDocument::ModelDocument(QObject *parent)
    : QObject(parent)
{
    connect(&mUndoStack, &QUndoStack::cleanChanged, this,
        [this] { emit modifiedChanged(isModified()); });
}

void ModelDocument::markUnsaved()
{
    mUnsavedContent = true;
    emit modifiedChanged(true);
}

QString ModelDocument::displayName() const
{
    return mFilePath.isEmpty() ? tr("Untitled") : QFileInfo(mFilePath).fileName();
}

bool ModelDocument::load(const QString &path, LoadError *error)
{
    LoadResult result = loadModelFile(path);
    if (!result.ok()) {
        if (error)
            *error = result.error;
        return false;
    }
    reset(std::move(*result.model), path);
    return true;
}

void ModelDocument::reset(Model model, const QString &filePath, std::shared_ptr<const Model> snapshot)
{
    mSnapshot = std::move(snapshot);
    mModel = std::move(model);
    mCurrentDiagram = std::string(kAllDiagram);
    mUndoStack.clear();
    mUnsavedContent = false;
    if (mFilePath != filePath) {
        mFilePath = filePath;
        emit filePathChanged(mFilePath);
    }
    emit modelReset();
    emitChanged(ModelChange::Kind::Reset);
}

QString ModelDocument::saveAs(const QString &path)
{
    const QString failure = saveModelFile(mModel, path);
    if (!failure.isEmpty())
        return failure;
    if (path != mFilePath) {
        mFilePath = path;
        emit filePathChanged(mFilePath);
    }
    mUndoStack.setClean();
    if (mUnsavedContent) {
        mUnsavedContent = false;
        emit modifiedChanged(false);
    }
    return {};
}

void ModelDocument::setModelProperties(const std::string &name, const std::string &database,
    const std::string &serverVersion, const std::string &notes)
{
    mSnapshot.reset();
    mModel.name = name;
    mModel.database = database;
    mModel.serverVersion = serverVersion;
    mModel.notes = notes;
    emit modelPropertiesChanged();
    emitChanged(ModelChange::Kind::ModelProperties);
}

void ModelDocument::setAdvisorSettings(const AdvisorSettings &settings)
{
    mSnapshot.reset();
    mModel.advisor = settings;
    emit advisorSettingsChanged();
    emitChanged(ModelChange::Kind::AdvisorSettings);
}

void ModelDocument::insertEntity(size_t position, const Entity &entity)
{
    mSnapshot.reset();
    insertAt(mModel.entities, position, entity);
    emit entityAdded(toQString(entity.id));
    emitChanged(ModelChange::Kind::Entity, { toQString(entity.id) });
}

void ModelDocument::replaceEntity(const Entity &entity)
{
    mSnapshot.reset();
    if (!replaceById(mModel.entities, entity))
        return;
    emit entityChanged(toQString(entity.id));
    // Edges show field names and counts of their ends; the other end's box
    // shows fields named after this entity ("author_id").
    QStringList ids { toQString(entity.id) };
    std::set<std::string> others;
    for (const Relationship &rel : mModel.relationships) {
        if (rel.oneId != entity.id && rel.manyId != entity.id)
            continue;
        emit relationshipChanged(toQString(rel.id));
        ids << toQString(rel.id);
        others.insert(rel.oneId == entity.id ? rel.manyId : rel.oneId);
    }
    others.erase(entity.id);
    for (const std::string &other : others)
        emit entityChanged(toQString(other));
    emitChanged(ModelChange::Kind::Entity, ids);
}

void ModelDocument::removeEntity(const std::string &id)
{
    mSnapshot.reset();
    if (!removeById(mModel.entities, id))
        return;
    // Gone from every diagram: the command that removed it restores them.
    bool inAreas = false;
    for (SubjectArea &area : mModel.diagrams) {
        inAreas = std::erase(area.entities, id) > 0 || inAreas;
        area.layout.erase(id);
    }
    emit entityRemoved(toQString(id));
    if (inAreas)
        emit diagramsChanged();
    emitChanged(ModelChange::Kind::Entity, { toQString(id) });
}

void ModelDocument::insertRelationship(size_t position, const Relationship &relationship)
{
    mSnapshot.reset();
    insertAt(mModel.relationships, position, relationship);
    emit relationshipAdded(toQString(relationship.id));
    emitRelationshipChanged(relationship);
}

void ModelDocument::replaceRelationship(const Relationship &relationship)
{
    mSnapshot.reset();
    if (!replaceById(mModel.relationships, relationship))
        return;
    emit relationshipChanged(toQString(relationship.id));
    emitRelationshipChanged(relationship);
}

void ModelDocument::removeRelationship(const std::string &id)
{
    mSnapshot.reset();
    const Relationship *found = mModel.findRelationship(id);
    if (!found)
        return;
    const Relationship removed = *found;
    removeById(mModel.relationships, id);
    emit relationshipRemoved(toQString(id));
    emitRelationshipChanged(removed);
}

// Entity boxes list the fields relationships add: both ends redraw whenever
// a relationship comes, goes or changes.
void ModelDocument::emitEndsChanged(const Relationship &relationship)
{
    emit entityChanged(toQString(relationship.oneId));
    if (relationship.manyId != relationship.oneId)
        emit entityChanged(toQString(relationship.manyId));
}

void ModelDocument::emitRelationshipChanged(const Relationship &relationship)
{
    emitEndsChanged(relationship);
    emitChanged(ModelChange::Kind::Relationship,
        { toQString(relationship.id), toQString(relationship.oneId),
            toQString(relationship.manyId) });
}

std::shared_ptr<const Model> ModelDocument::snapshot() const
{
    if (!mSnapshot)
        mSnapshot = std::make_shared<const Model>(mModel);
    return mSnapshot;
}

void ModelDocument::emitChanged(ModelChange::Kind kind, QStringList ids)
{
    ids.removeDuplicates(); // a relationship from an entity to itself
    emit modelChanged(ModelChange { kind, ids });
}

void ModelDocument::insertIndex(size_t position, const Index &index)
{
    mSnapshot.reset();
    insertAt(mModel.indexes, position, index);
    emit indexesChanged();
    emitChanged(ModelChange::Kind::Index, { toQString(index.id), toQString(index.collectionId) });
}

void ModelDocument::replaceIndex(const Index &index)
{
    mSnapshot.reset();
    if (replaceById(mModel.indexes, index)) {
        emit indexesChanged();
        emitChanged(
            ModelChange::Kind::Index, { toQString(index.id), toQString(index.collectionId) });
    }
}

void ModelDocument::removeIndex(const std::string &id)
{
    mSnapshot.reset();
    const Index *found = mModel.findIndex(id);
    if (!found)
        return;
    const QStringList ids { toQString(id), toQString(found->collectionId) };
    removeById(mModel.indexes, id);
    emit indexesChanged();
    emitChanged(ModelChange::Kind::Index, ids);
}

void ModelDocument::insertAccessPattern(size_t position, const AccessPattern &pattern)
{
    mSnapshot.reset();
    insertAt(mModel.accessPatterns, position, pattern);
    emit accessPatternsChanged();
    emitChanged(ModelChange::Kind::AccessPattern,
        { toQString(pattern.id), toQString(pattern.collectionId) });
}

void ModelDocument::replaceAccessPattern(const AccessPattern &pattern)
{
    mSnapshot.reset();
    if (replaceById(mModel.accessPatterns, pattern)) {
        emit accessPatternsChanged();
        emitChanged(ModelChange::Kind::AccessPattern,
            { toQString(pattern.id), toQString(pattern.collectionId) });
    }
}

void ModelDocument::removeAccessPattern(const std::string &id)
{
    mSnapshot.reset();
    const AccessPattern *found = mModel.findAccessPattern(id);
    if (!found)
        return;
    const QStringList ids { toQString(id), toQString(found->collectionId) };
    removeById(mModel.accessPatterns, id);
    emit accessPatternsChanged();
    emitChanged(ModelChange::Kind::AccessPattern, ids);
}

void ModelDocument::setPositions(const std::map<std::string, std::optional<Position>> &positions)
{
    setLayout(positions, {});
}

void ModelDocument::setLayout(const std::map<std::string, std::optional<Position>> &positions,
    const std::map<std::string, std::optional<EdgeRoute>> &routes)
{
    setLayout(mCurrentDiagram, positions, routes);
}

void ModelDocument::setLayout(const std::string &diagram,
    const std::map<std::string, std::optional<Position>> &positions,
    const std::map<std::string, std::optional<EdgeRoute>> &routes)
{
    mSnapshot.reset();
    SubjectArea *area = findDiagram(mModel, diagram);
    if (!area && diagram != kAllDiagram)
        return;
    std::map<std::string, Position> &layout = area ? area->layout : mModel.layout;
    std::map<std::string, EdgeRoute> &edges = area ? area->routes : mModel.routes;
    QStringList ids;
    bool joined = false;
    for (const auto &[id, position] : positions) {
        if (position)
            layout[id] = *position;
        else
            layout.erase(id);
        if (position && area && std::ranges::find(area->entities, id) == area->entities.end()) {
            area->entities.push_back(id);
            joined = true;
        }
        ids << toQString(id);
    }
    for (const auto &[id, route] : routes) {
        if (route)
            edges[id] = *route;
        else
            edges.erase(id);
        // The ends' boxes are what the scene redraws edges for.
        if (const Relationship *rel = mModel.findRelationship(id))
            for (const std::string *end : { &rel->oneId, &rel->manyId })
                if (!ids.contains(toQString(*end)))
                    ids << toQString(*end);
    }
    if (joined)
        emit diagramsChanged();
    emit positionsChanged(ids);
    emitChanged(ModelChange::Kind::Positions, ids);
}

void ModelDocument::setDiagrams(const std::vector<SubjectArea> &diagrams)
{
    mSnapshot.reset();
    if (mModel.diagrams == diagrams)
        return;
    mModel.diagrams = diagrams;
    emit diagramsChanged();
    if (mCurrentDiagram != kAllDiagram && !findDiagram(mModel, mCurrentDiagram))
        showDiagram(std::string(kAllDiagram));
    emitChanged(ModelChange::Kind::Positions);
}

void ModelDocument::showDiagram(const std::string &name)
{
    if (name == mCurrentDiagram || (name != kAllDiagram && !findDiagram(mModel, name)))
        return;
    mCurrentDiagram = name;
    emit diagramShown(toQString(name));
}

const std::map<std::string, Position> &ModelDocument::positions() const
{
    const SubjectArea *area = findDiagram(mModel, mCurrentDiagram);
    return area ? area->layout : mModel.layout;
}

const std::map<std::string, EdgeRoute> &ModelDocument::routes() const
{
    const SubjectArea *area = findDiagram(mModel, mCurrentDiagram);
    return area ? area->routes : mModel.routes;
}

std::string ModelDocument::newId(const std::string &prefix) const
{
    return freshId(mModel, prefix);
}

} // namespace docmodel
