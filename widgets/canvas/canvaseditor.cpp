// SPDX-License-Identifier: GPL-3.0-or-later
#include "canvaseditor.h"

#include "commands/editcommands.h"
#include "commands/structurecommands.h"
#include "commands/transformcommand.h"
#include "diagram/diagrampainter.h"
#include "diagramscene.h"
#include "document/modeldocument.h"
#include "entityitem.h"
#include "layoutrunner.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/collectionrefactor.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"

#include <set>

namespace docmodel {

CanvasEditor::CanvasEditor(ModelDocument *document, DiagramScene *scene, QObject *parent)
    : QObject(parent)
    , mDocument(document)
    , mScene(scene)
    , mLayoutRunner(new LayoutRunner(document, this))
{
    connect(mLayoutRunner, &LayoutRunner::started, this, &CanvasEditor::layoutStarted);
    connect(mLayoutRunner, &LayoutRunner::progress, this, &CanvasEditor::layoutProgress);
    connect(mLayoutRunner, &LayoutRunner::finished, this, &CanvasEditor::layoutFinished);
}

QString CanvasEditor::clipboardMimeType()
{
    return QStringLiteral("application/x-docmodeler-fragment");
}

std::string CanvasEditor::uniqueEntityName(const std::string &base) const
{
    const Model &model = mDocument->model();
    if (!model.findEntityByName(base))
        return base;
    for (int n = 2;; ++n) {
        std::string name = base + '_' + std::to_string(n);
        if (!model.findEntityByName(name))
            return name;
    }
}

QString CanvasEditor::addEntity(const QPointF &scenePos, EntityKind kind, Anchor anchor)
{
    Entity entity;
    entity.kind = kind;
    entity.id = mDocument->newId(kind == EntityKind::Collection ? "collection" : "type");
    entity.name = uniqueEntityName(kind == EntityKind::Collection ? "collection" : "document");
    if (kind == EntityKind::Collection)
        entity.fields.push_back(makeField("_id", { BsonType::ObjectId }, true));
    const QString text
        = kind == EntityKind::Collection ? tr("Add Collection") : tr("Add Embedded Type");
    const QSizeF size = buildEntityBox(mDocument->model(), entity).size;
    const QPointF wanted = anchor == Anchor::Centre
        ? scenePos - QPointF(size.width() / 2, size.height() / 2)
        : scenePos;
    const QPointF at = mScene->freeSpotNear(wanted, size);
    mDocument->undoStack()->push(new AddEntityCommand(
        mDocument, entity, text, Position { std::round(at.x()), std::round(at.y()) }));
    return QString::fromStdString(entity.id);
}

QString CanvasEditor::connectEntities(const QString &oneId, const QString &manyId)
{
    const Model &model = mDocument->model();
    const Entity *many = model.findEntity(toStdString(manyId));
    if (!model.findEntity(toStdString(oneId)) || !many)
        return {};
    Relationship rel;
    rel.id = mDocument->newId("rel");
    rel.oneId = toStdString(oneId);
    rel.manyId = toStdString(manyId);
    if (rel.isSelf()) {
        rel.cardinality = Cardinality::OneToMany;
        rel.strategy = Strategy::ParentReferencing;
        rel.tree = TreeOptions {};
    } else if (!many->isCollection()) {
        rel.cardinality = Cardinality::OneToFew;
        rel.strategy = Strategy::Embed;
    } else {
        rel.cardinality = Cardinality::OneToMany;
        rel.strategy = Strategy::ParentReferencing;
        rel.manyStandsAlone = QueriedAlone::Yes;
    }
    rel.counts = defaultCounts(rel.cardinality);
    // The boxes grow by the fields the relationship writes: one undo step
    // connects them and moves what they would now cover out of the way.
    const QString text = rel.isSelf() ? tr("Add Tree Relationship") : tr("Connect Entities");
    QUndoStack *stack = mDocument->undoStack();
    stack->beginMacro(text);
    stack->push(new AddRelationshipCommand(mDocument, rel, text));
    makeRoomBelow({ rel.oneId, rel.manyId });
    stack->endMacro();
    return QString::fromStdString(rel.id);
}

void CanvasEditor::makeRoomBelow(const std::vector<std::string> &grown)
{
    constexpr double kGap = 40; // as between new boxes
    const Model &model = mDocument->model();
    std::map<std::string, QRectF> boxes;
    for (const Entity &entity : model.entities)
        if (const EntityItem *item = mScene->entityItem(toQString(entity.id)))
            boxes[entity.id] = item->sceneBoxRect();
    std::map<std::string, double> shifts;
    std::vector<std::string> open = grown;
    // Each push may cover the next box down; a box is pushed only further.
    for (size_t turns = 0; !open.empty() && turns < boxes.size() * 4; ++turns) {
        const std::string id = open.back();
        open.pop_back();
        const auto at = boxes.find(id);
        if (at == boxes.end())
            continue;
        const QRectF grownBox = at->second;
        for (auto &[other, box] : boxes) {
            if (other == id || box.top() < grownBox.top() || !box.intersects(grownBox))
                continue;
            const double shift = grownBox.bottom() + kGap - box.top();
            box.translate(0, shift);
            shifts[other] += shift;
            open.push_back(other);
        }
    }
    if (shifts.empty())
        return;
    std::map<std::string, std::optional<Position>> before, after;
    for (const auto &[id, shift] : shifts) {
        const QPointF pos = mScene->entityItem(toQString(id))->pos();
        const auto old = mDocument->positions().find(id);
        before[id] = old == mDocument->positions().end() ? std::nullopt : std::optional<Position>(old->second);
        after[id] = Position { pos.x(), std::round(pos.y() + shift) };
    }
    mDocument->undoStack()->push(new MoveEntitiesCommand(mDocument, before, after, tr("Make Room")));
}

bool CanvasEditor::setStrategy(const QString &relationshipId, Strategy strategy)
{
    const Model &model = mDocument->model();
    const Relationship *current = model.findRelationship(toStdString(relationshipId));
    if (!current || current->strategy == strategy || current->isSelf())
        return false;
    EmbeddedPlacement placement = EmbeddedPlacement::Automatic;
    const Entity *child = model.findEntity(current->manyId);
    const Entity *parent = model.findEntity(current->oneId);
    if (strategy == Strategy::Embed && child && parent && child->isCollection() && mChoosePlacement) {
        const CollectionNeeds needs = collectionNeeds(model, *current);
        if (!needs.empty()) {
            const std::optional<EmbeddedPlacement> chosen
                = mChoosePlacement(toQString(child->name), toQString(parent->name), needs);
            if (!chosen)
                return false;
            placement = *chosen;
        }
    }
    const StrategyChange change = changeStrategy(model, current->id, strategy, placement);
    if (!change.error.isEmpty() || change.changes.isEmpty())
        return false;
    // Copies the new strategy has no place for leave the documents (the
    // relationship keeps them for a change back), and the undo text says so.
    const QString text = change.unwrittenCopies
        ? tr("Set Strategy to %1 (%n copied field(s) no longer written)", nullptr, int(change.unwrittenCopies))
              .arg(strategyDisplayName(strategy))
        : tr("Set Strategy to %1").arg(strategyDisplayName(strategy));
    const Model &after = change.model;
    const Entity *newChild = after.findEntity(current->manyId);
    QUndoStack *stack = mDocument->undoStack();
    stack->beginMacro(text);
    // A child that becomes a collection is one before the relationship
    // refers to it; one that becomes embedded, after.
    const bool childChanged = child && newChild && !(*newChild == *child);
    if (childChanged && newChild->isCollection())
        stack->push(new EditEntityCommand(mDocument, *newChild, text));
    stack->push(new EditRelationshipCommand(mDocument, *after.findRelationship(current->id), text));
    if (childChanged && !newChild->isCollection())
        stack->push(new EditEntityCommand(mDocument, *newChild, text));
    for (size_t i = 0; i < after.indexes.size(); ++i)
        if (!(after.indexes[i] == model.indexes[i]))
            stack->push(new EditIndexCommand(mDocument, after.indexes[i], text));
    for (size_t i = 0; i < after.accessPatterns.size(); ++i)
        if (!(after.accessPatterns[i] == model.accessPatterns[i]))
            stack->push(new EditAccessPatternCommand(mDocument, after.accessPatterns[i], text));
    stack->endMacro();
    return true;
}

// The entity's name, or empty when there is none of that id.
static std::string nameOf(const Model &model, const QString &id)
{
    const Entity *entity = model.findEntity(toStdString(id));
    return entity ? entity->name : std::string();
}

bool CanvasEditor::applyRefactoring(const CollectionRefactoring &change, const QString &text, QString *error)
{
    if (!change.error.isEmpty()) {
        *error = change.error;
        return false;
    }
    mDocument->undoStack()->push(new TransformModelCommand(mDocument, change.model, text));
    return true;
}

bool CanvasEditor::mergeCollections(const QString &sourceId, const QString &targetId, QString *error)
{
    const Model &model = mDocument->model();
    const std::string source = nameOf(model, sourceId);
    const std::string target = nameOf(model, targetId);
    return applyRefactoring(docmodel::mergeCollections(model, source, target),
        tr("Merge %1 into %2").arg(toQString(source), toQString(target)), error);
}

bool CanvasEditor::splitFields(const QString &sourceId, const QString &name, const QStringList &fields, QString *error)
{
    std::vector<std::string> moved;
    for (const QString &field : fields)
        moved.push_back(toStdString(field));
    const Model &model = mDocument->model();
    return applyRefactoring(docmodel::splitFields(model, nameOf(model, sourceId), toStdString(name), moved),
        tr("Split %1 off %2").arg(name, toQString(nameOf(model, sourceId))), error);
}

bool CanvasEditor::splitKind(const QString &sourceId, const QString &kind, QString *error)
{
    const Model &model = mDocument->model();
    return applyRefactoring(docmodel::splitKind(model, nameOf(model, sourceId), toStdString(kind)),
        tr("Split %1 off %2").arg(kind, toQString(nameOf(model, sourceId))), error);
}

void CanvasEditor::setCardinality(const QString &relationshipId, Cardinality cardinality)
{
    const Relationship *current = mDocument->model().findRelationship(toStdString(relationshipId));
    if (!current || current->cardinality == cardinality)
        return;
    Relationship rel = *current;
    rel.cardinality = cardinality;
    rel.counts = defaultCounts(cardinality);
    mDocument->undoStack()->push(new EditRelationshipCommand(
        mDocument, rel, tr("Set Cardinality to %1").arg(cardinalityDisplayName(cardinality))));
}

void CanvasEditor::renameEntity(const QString &id, const QString &name)
{
    const Entity *current = mDocument->model().findEntity(toStdString(id));
    if (!current || current->name == name.toStdString())
        return;
    Entity entity = *current;
    entity.name = name.toStdString();
    mDocument->undoStack()->push(
        new EditEntityCommand(mDocument, entity, tr("Rename Entity"), QStringLiteral("name")));
}

void CanvasEditor::deleteObjects(const QStringList &ids)
{
    std::set<std::string> set;
    for (const QString &id : ids)
        set.insert(toStdString(id));
    auto *command = new RemoveObjectsCommand(mDocument, set);
    if (command->isEmpty()) {
        delete command;
        return;
    }
    mDocument->undoStack()->push(command);
}

QByteArray CanvasEditor::copy(const QStringList &entityIds) const
{
    const Model &model = mDocument->model();
    std::set<std::string> ids;
    for (const QString &id : entityIds)
        ids.insert(toStdString(id));
    Model fragment;
    fragment.serverVersion = model.serverVersion;
    const auto positions = mScene->drawnPositions(entityIds);
    for (const Entity &entity : model.entities) {
        if (!ids.count(entity.id))
            continue;
        fragment.entities.push_back(entity);
        if (positions.count(entity.id))
            fragment.layout[entity.id] = positions.at(entity.id);
    }
    for (const Relationship &rel : model.relationships)
        if (ids.count(rel.oneId) && ids.count(rel.manyId))
            fragment.relationships.push_back(rel);
    for (const Index &index : model.indexes)
        if (ids.count(index.collectionId))
            fragment.indexes.push_back(index);
    for (const AccessPattern &ap : model.accessPatterns)
        if (ids.count(ap.collectionId))
            fragment.accessPatterns.push_back(ap);
    return QByteArray::fromStdString(serializeModel(fragment));
}

QStringList CanvasEditor::paste(const QByteArray &bytes, const QPointF &offset, QString *error)
{
    LoadResult loaded
        = parseModel(std::string_view(bytes.constData(), size_t(bytes.size())), tr("clipboard"));
    if (!loaded.ok()) {
        if (error)
            *error = loaded.error.toString();
        return {};
    }
    Model &fragment = *loaded.model;
    if (fragment.entities.empty())
        return {};
    // New ids for everything, so the copies never collide with the originals.
    std::map<std::string, std::string> newIds;
    std::set<std::string> taken;
    auto fresh = [&](const std::string &old) {
        std::string base = old;
        std::string id;
        for (int n = 1;; ++n) {
            id = base + "-copy" + (n > 1 ? std::to_string(n) : std::string());
            if (!mDocument->model().containsId(id) && !taken.count(id))
                break;
        }
        taken.insert(id);
        newIds[old] = id;
        return id;
    };
    QUndoStack *stack = mDocument->undoStack();
    QStringList added;
    std::set<std::string> namesTaken;
    stack->beginMacro(tr("Paste %n Entity(s)", nullptr, int(fragment.entities.size())));
    for (Entity entity : fragment.entities) {
        const std::string oldId = entity.id;
        entity.id = fresh(oldId);
        std::string name = uniqueEntityName(entity.name);
        for (int n = 2; namesTaken.count(name); ++n)
            name = entity.name + '_' + std::to_string(n);
        namesTaken.insert(name);
        entity.name = name;
        std::optional<Position> pos;
        if (fragment.layout.count(oldId))
            pos = Position { fragment.layout[oldId].x + offset.x(),
                fragment.layout[oldId].y + offset.y() };
        stack->push(new AddEntityCommand(mDocument, entity, tr("Paste"), pos));
        added << QString::fromStdString(entity.id);
    }
    for (Relationship rel : fragment.relationships) {
        rel.id = fresh(rel.id);
        rel.oneId = newIds[rel.oneId];
        rel.manyId = newIds[rel.manyId];
        stack->push(new AddRelationshipCommand(mDocument, rel, tr("Paste")));
    }
    for (Index index : fragment.indexes) {
        index.id = fresh(index.id);
        index.collectionId = newIds[index.collectionId];
        stack->push(new AddIndexCommand(mDocument, index, tr("Paste")));
    }
    for (AccessPattern ap : fragment.accessPatterns) {
        ap.id = fresh(ap.id);
        ap.collectionId = newIds[ap.collectionId];
        stack->push(new AddAccessPatternCommand(mDocument, ap, tr("Paste")));
    }
    stack->endMacro();
    return added;
}

QStringList CanvasEditor::duplicate(const QStringList &entityIds)
{
    if (entityIds.isEmpty())
        return {};
    return paste(copy(entityIds), QPointF(40, 40));
}

void CanvasEditor::layOut(const QStringList &entityIds)
{
    const Model &model = mDocument->model();
    QStringList ids = entityIds;
    if (ids.isEmpty())
        for (const Entity &entity : model.entities)
            ids << QString::fromStdString(entity.id);
    if (ids.isEmpty())
        return;
    std::map<std::string, QSizeF> sizes;
    QRectF area;
    for (const QString &id : ids) {
        const EntityItem *item = mScene->entityItem(id);
        if (!item)
            continue;
        sizes[toStdString(id)] = item->box().size;
        area = area.isNull() ? item->sceneBoxRect() : area.united(item->sceneBoxRect());
    }
    const QPointF origin = entityIds.isEmpty() ? QPointF(0, 0) : area.topLeft();
    const QString text = entityIds.isEmpty() ? tr("Lay Out All") : tr("Lay Out Selection");
    mLayoutRunner->start(sizes, origin, mEngine, text); // the boxes as drawn
}

void CanvasEditor::cancelLayout()
{
    mLayoutRunner->cancel();
}

bool CanvasEditor::layingOut() const
{
    return mLayoutRunner->running();
}

QStringList CanvasEditor::findEntities(const QString &text) const
{
    QStringList found;
    if (text.isEmpty())
        return found;
    for (const Entity &entity : mDocument->model().entities)
        if (QString::fromStdString(entity.name).contains(text, Qt::CaseInsensitive))
            found << QString::fromStdString(entity.id);
    return found;
}

} // namespace docmodel
