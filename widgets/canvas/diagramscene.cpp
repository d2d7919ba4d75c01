// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramscene.h"

#include "commands/structurecommands.h"
#include "diagram/autolayout.h"
#include "diagram/diagramrenderer.h"
#include "diagram/diagramstyle.h"
#include "diagram/edgerouting.h"
#include "document/modeldocument.h"
#include "entityitem.h"
#include "relationshipitem.h"
#include "schema/diagrams.h"
#include "schema/qtstring.h"
#include "stubitem.h"

#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QSet>
#include <QTimer>
#include <QPainter>

namespace docmodel {

DiagramScene::DiagramScene(ModelDocument *document, QObject *parent)
    : QGraphicsScene(parent)
    , mDocument(document)
{
    setItemIndexMethod(BspTreeIndex);
    connect(document, &ModelDocument::modelReset, this, [this] {
        mShowAllEntities = false; // a new model opens on its overview, if it has one
        rebuild();
    });
    connect(document, &ModelDocument::entityAdded, this, &DiagramScene::addEntityItem);
    connect(document, &ModelDocument::entityChanged, this, &DiagramScene::syncEntity);
    connect(document, &ModelDocument::entityRemoved, this, &DiagramScene::removeEntityItem);
    connect(document, &ModelDocument::relationshipAdded, this, &DiagramScene::addRelationshipItem);
    connect(document, &ModelDocument::relationshipChanged, this, &DiagramScene::syncRelationship);
    connect(
        document, &ModelDocument::relationshipRemoved, this, &DiagramScene::removeRelationshipItem);
    connect(document, &ModelDocument::positionsChanged, this, &DiagramScene::applyPositions);
    connect(document, &ModelDocument::diagramShown, this, &DiagramScene::rebuild);
    connect(document, &ModelDocument::diagramsChanged, this, &DiagramScene::followDiagrams);
    connect(this, &QGraphicsScene::selectionChanged, this, &DiagramScene::noteContentChanged);
    rebuild();
}

DiagramScene::~DiagramScene()
{
    // ~QGraphicsScene removes the items, which changes the selection, when
    // the DiagramScene part of this object is gone already.
    disconnect(this, &QGraphicsScene::selectionChanged, this, &DiagramScene::noteContentChanged);
}

double DiagramScene::edgeOffset(const QString &relationshipId) const
{
    const auto it = mEdgeOffsets.find(toStdString(relationshipId));
    return it == mEdgeOffsets.end() ? 0 : it->second;
}

void DiagramScene::setTool(Tool tool)
{
    if (mTool == tool)
        return;
    if (tool != Tool::Connect)
        cancelConnection();
    mTool = tool;
    emit toolChanged(tool);
}

void DiagramScene::setGridVisible(bool visible)
{
    mGridVisible = visible;
    invalidate(sceneRect(), BackgroundLayer);
}

QStringList DiagramScene::selectedEntityIds() const
{
    QStringList ids;
    for (QGraphicsItem *item : selectedItems())
        if (item->type() == EntityItem::Type)
            ids << static_cast<EntityItem *>(item)->id();
    return ids;
}

QStringList DiagramScene::selectedRelationshipIds() const
{
    QStringList ids;
    for (QGraphicsItem *item : selectedItems())
        if (item->type() == RelationshipItem::Type)
            ids << static_cast<RelationshipItem *>(item)->id();
    return ids;
}

void DiagramScene::selectOnly(const QStringList &ids)
{
    clearSelection();
    for (const QString &id : ids) {
        if (EntityItem *item = entityItem(id))
            item->setSelected(true);
        else if (RelationshipItem *edge = relationshipItem(id))
            edge->setSelected(true);
    }
}

void DiagramScene::setBadges(const std::map<std::string, Severity> &badges)
{
    auto badgeOf = [&](const QString &id) -> std::optional<Severity> {
        const auto it = badges.find(id.toStdString());
        return it == badges.end() ? std::nullopt : std::optional(it->second);
    };
    for (auto it = mEntities.cbegin(); it != mEntities.cend(); ++it)
        it.value()->setBadge(badgeOf(it.key()));
    for (auto it = mRelationships.cbegin(); it != mRelationships.cend(); ++it)
        it.value()->setBadge(badgeOf(it.key()));
}

std::map<std::string, Position> DiagramScene::drawnPositions(const QStringList &ids) const
{
    std::map<std::string, Position> out;
    for (const QString &id : ids)
        if (const EntityItem *item = entityItem(id))
            out[toStdString(id)] = Position { item->pos().x(), item->pos().y() };
    return out;
}

void DiagramScene::rebuild()
{
    clearSelection();
    mConnectFrom = nullptr;
    mConnectLine = nullptr;
    // Without the index while thousands of items go: removing each from
    // the BSP tree one by one costs most of a switch between diagrams.
    setItemIndexMethod(NoIndex);
    clear();
    setItemIndexMethod(BspTreeIndex);
    noteContentChanged();
    mEntities.clear();
    mRelationships.clear();
    mEdgesByEntity.clear();
    mAutoPositions.clear();
    mBoxRects.clear();
    mMovedBoxes.clear();
    mStubs.clear();
    const Model &model = mDocument->model();
    mOverview = wantsOverview();
    if (mOverview) {
        mMembers = std::set<std::string>(); // no entity drawn: the areas are
        buildOverview();
        return;
    }
    const std::vector<std::string> members = diagramEntities(model, mDocument->currentDiagram());
    mMembers.reset();
    if (mDocument->currentDiagram() != kAllDiagram)
        mMembers = std::set<std::string>(members.begin(), members.end());
    const std::map<std::string, Position> &positions = mDocument->positions();
    recomputeEdgeOffsets();
    QStringList unplaced;
    {
        QSignalBlocker blocker(this);
        mApplyingModel = true;
        for (const std::string &id : members) {
            auto *item = new EntityItem(this, QString::fromStdString(id));
            mEntities.insert(item->id(), item);
            addItem(item);
            const auto pos = positions.find(id);
            if (pos != positions.end())
                item->setPos(pos->second.x, pos->second.y);
            else
                unplaced << item->id();
        }
        mApplyingModel = false;
    }
    placeUnpositioned(unplaced);
    // Offsets once for all edges: recomputing them per edge is quadratic.
    for (const Relationship &rel : model.relationships)
        if (draws(rel.oneId) && draws(rel.manyId))
            createRelationshipItem(QString::fromStdString(rel.id));
    rebuildStubs();
}

RelationshipItem *DiagramScene::createRelationshipItem(const QString &id)
{
    auto *item = new RelationshipItem(this, id);
    mRelationships.insert(id, item);
    addItem(item);
    mEdgesByEntity.insert(item->oneId(), item);
    if (item->manyId() != item->oneId())
        mEdgesByEntity.insert(item->manyId(), item);
    return item;
}

// Entities without a position are laid out below the placed ones; the
// model is not changed until the user moves them.
void DiagramScene::placeUnpositioned(const QStringList &ids)
{
    if (ids.isEmpty())
        return;
    const Model &model = mDocument->model();
    std::map<std::string, QSizeF> sizes;
    std::set<std::string> which;
    double bottom = 0;
    for (EntityItem *item : std::as_const(mEntities)) {
        sizes[toStdString(item->id())] = item->box().size;
        if (!ids.contains(item->id()) && mDocument->positions().count(toStdString(item->id())))
            bottom = std::max(bottom, item->sceneBoxRect().bottom() + 80);
    }
    for (const QString &id : ids)
        which.insert(toStdString(id));
    const auto positions = autoLayout(model, sizes, which, QPointF(0, bottom));
    mApplyingModel = true;
    for (const auto &[id, pos] : positions) {
        mAutoPositions[id] = pos;
        if (EntityItem *item = entityItem(QString::fromStdString(id)))
            item->setPos(pos.x, pos.y);
    }
    mApplyingModel = false;
}

void DiagramScene::recomputeEdgeOffsets()
{
    mEdgeOffsets = parallelEdgeOffsets(mDocument->model());
}

void DiagramScene::addEntityItem(const QString &id)
{
    if (mEntities.contains(id) || !draws(toStdString(id)))
        return;
    auto *item = new EntityItem(this, id);
    mEntities.insert(id, item);
    addItem(item);
    const auto &layout = mDocument->positions();
    const auto pos = layout.find(toStdString(id));
    if (pos != layout.end()) {
        mApplyingModel = true;
        item->setPos(pos->second.x, pos->second.y);
        mApplyingModel = false;
    } else {
        placeUnpositioned({ id });
    }
}

void DiagramScene::removeEntityItem(const QString &id)
{
    EntityItem *item = mEntities.take(id);
    if (!item)
        return;
    if (mConnectFrom == item)
        mConnectFrom = nullptr;
    mAutoPositions.erase(toStdString(id));
    mEdgesByEntity.remove(id);
    // The edges that went round it may go straight now.
    mBoxRects.erase(item);
    mMovedBoxes.push_back(item->sceneBoxRect());
    if (!std::exchange(mRerouteQueued, true))
        QMetaObject::invokeMethod(this, &DiagramScene::rerouteAroundMovedBoxes, Qt::QueuedConnection);
    removeItem(item);
    delete item;
    noteContentChanged();
}

void DiagramScene::addRelationshipItem(const QString &id)
{
    const Relationship *rel = mDocument->model().findRelationship(toStdString(id));
    if (mMembers && rel && draws(rel->oneId) != draws(rel->manyId))
        rebuildStubs();
    if (mRelationships.contains(id) || !rel || !draws(rel->oneId) || !draws(rel->manyId))
        return;
    recomputeEdgeOffsets();
    RelationshipItem *item = createRelationshipItem(id);
    // Siblings between the same pair move apart.
    for (RelationshipItem *sibling : mEdgesByEntity.values(item->oneId()))
        if (sibling != item)
            sibling->syncFromModel();
}

void DiagramScene::removeRelationshipItem(const QString &id)
{
    if (mMembers && std::ranges::any_of(mStubs, [&](const StubItem *stub) { return stub->relationshipId() == id; }))
        rebuildStubs();
    RelationshipItem *item = mRelationships.take(id);
    if (!item)
        return;
    mEdgesByEntity.remove(item->oneId(), item);
    mEdgesByEntity.remove(item->manyId(), item);
    removeItem(item);
    delete item;
    noteContentChanged();
    recomputeEdgeOffsets();
}

void DiagramScene::syncEntity(const QString &id)
{
    if (mMembers)
        rebuildStubs(); // they name the entities they lead to
    if (EntityItem *item = entityItem(id)) {
        item->syncFromModel();
        entityItemMoved(item); // its size may have changed
    }
}

void DiagramScene::syncRelationship(const QString &id)
{
    RelationshipItem *item = relationshipItem(id);
    if (mMembers) {
        // In a subject area an edit may take an end out of it, or bring one in.
        const Relationship *rel = mDocument->model().findRelationship(toStdString(id));
        const bool inside = rel && draws(rel->oneId) && draws(rel->manyId);
        if (item && !inside)
            removeRelationshipItem(id);
        else if (!item && inside)
            addRelationshipItem(id);
        rebuildStubs();
        if (!item || !inside)
            return;
    }
    if (!item)
        return;
    const QString oldOne = item->oneId();
    const QString oldMany = item->manyId();
    item->syncFromModel();
    if (item->oneId() != oldOne || item->manyId() != oldMany) {
        mEdgesByEntity.remove(oldOne, item);
        mEdgesByEntity.remove(oldMany, item);
        mEdgesByEntity.insert(item->oneId(), item);
        if (item->manyId() != item->oneId())
            mEdgesByEntity.insert(item->manyId(), item);
        recomputeEdgeOffsets();
    }
}

void DiagramScene::applyPositions(const QStringList &ids)
{
    const auto &layout = mDocument->positions();
    QStringList unplaced;
    mApplyingModel = true;
    // Each edge is routed once, when both its ends are in place, rather
    // than after each end moves (a layout moves thousands of boxes).
    QSet<RelationshipItem *> edges;
    mEdgesToAdjust = &edges;
    for (const QString &id : ids) {
        EntityItem *item = entityItem(id);
        if (!item)
            continue;
        const QPointF before = item->pos();
        const auto pos = layout.find(toStdString(id));
        if (pos != layout.end())
            item->setPos(pos->second.x, pos->second.y);
        else if (mAutoPositions.count(toStdString(id)))
            item->setPos(mAutoPositions[toStdString(id)].x, mAutoPositions[toStdString(id)].y);
        else
            unplaced << id;
        // A box that moved had its edges adjusted by setPos; one that did
        // not may still have edges a new layout routes anew.
        if (item->pos() == before)
            entityItemMoved(item);
    }
    mEdgesToAdjust = nullptr;
    // A few hundred edges are routed at once; more (a layout of a large
    // diagram) a slice per turn of the event loop, so that the window
    // stays live while they settle.
    if (edges.size() <= kEdgesRoutedAtOnce) {
        for (RelationshipItem *edge : std::as_const(edges))
            edge->adjust();
    } else {
        for (RelationshipItem *edge : std::as_const(edges))
            mEdgesToRoute.insert(edge->id());
        routePendingEdges();
    }
    noteItemMoved();
    mApplyingModel = false;
    placeUnpositioned(unplaced);
}

// Candidates on rings of growing distance around the wanted place; the
// nearest free one wins. A ring farther than the best found cannot win.
QPointF DiagramScene::freeSpotNear(const QPointF &topLeft, const QSizeF &size) const
{
    constexpr double kGap = 40; // room for an edge and its label between boxes
    constexpr double kStep = 20;
    constexpr int kMaxRings = 200;
    auto isFree = [&](const QPointF &p) {
        const QRectF wanted = QRectF(p, size).adjusted(-kGap, -kGap, kGap, kGap);
        for (const EntityItem *item : mEntities)
            if (item->sceneBoxRect().intersects(wanted))
                return false;
        return true;
    };
    if (isFree(topLeft))
        return topLeft;
    std::optional<QPointF> best;
    double bestDistance = 0;
    for (int ring = 1; ring <= kMaxRings; ++ring) {
        if (best && ring * kStep > bestDistance)
            break;
        for (int i = -ring; i <= ring; ++i) {
            for (const QPointF offset :
                { QPointF(i, -ring), QPointF(i, ring), QPointF(-ring, i), QPointF(ring, i) }) {
                const QPointF p = topLeft + offset * kStep;
                const double distance = QLineF(topLeft, p).length();
                if ((!best || distance < bestDistance) && isFree(p)) {
                    best = p;
                    bestDistance = distance;
                }
            }
        }
    }
    return best.value_or(topLeft);
}

void DiagramScene::entityItemMoved(EntityItem *item)
{
    for (RelationshipItem *edge : mEdgesByEntity.values(item->id())) {
        if (mEdgesToAdjust)
            mEdgesToAdjust->insert(edge);
        else
            edge->adjust();
    }
    // Other edges may now cross the box, or no longer need to go round it
    // where it was (in a diagram drawn by hand: see kMaxBoxesToDetour).
    if (entityCount() > kMaxBoxesToDetour)
        return;
    const QRectF now = item->sceneBoxRect();
    QRectF &was = mBoxRects[item];
    if (!was.isNull() && was != now)
        mMovedBoxes.push_back(was);
    mMovedBoxes.push_back(now);
    was = now;
    if (!std::exchange(mRerouteQueued, true))
        QMetaObject::invokeMethod(this, &DiagramScene::rerouteAroundMovedBoxes, Qt::QueuedConnection);
}

void DiagramScene::routePendingEdges()
{
    int routed = 0;
    while (!mEdgesToRoute.isEmpty() && routed < kEdgesRoutedAtOnce) {
        const QString id = *mEdgesToRoute.cbegin();
        mEdgesToRoute.erase(mEdgesToRoute.cbegin());
        if (RelationshipItem *edge = mRelationships.value(id)) // gone since: nothing to route
            edge->adjust();
        ++routed;
    }
    if (!mEdgesToRoute.isEmpty())
        QTimer::singleShot(0, this, &DiagramScene::routePendingEdges);
}

void DiagramScene::rerouteAroundMovedBoxes()
{
    // A drag's other edges are painted once, as a picture, while it lasts:
    // they are routed anew when it drops.
    mRerouteQueued = false;
    const QGraphicsItem *grabber = mouseGrabberItem();
    if (grabber && grabber->type() == EntityItem::Type)
        return; // the drop moves the boxes again, and queues this again
    if (mMovedBoxes.empty())
        return;
    const std::vector<QRectF> moved = std::exchange(mMovedBoxes, {});
    for (RelationshipItem *edge : std::as_const(mRelationships)) {
        const QRectF bounds = edge->sceneBoundingRect();
        if (std::any_of(moved.begin(), moved.end(), [&](const QRectF &box) { return box.intersects(bounds); }))
            edge->adjust();
    }
}

void DiagramScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, diagramstyle::canvasBackground());
    const double scale = painter->worldTransform().m11();
    if (!mGridVisible || scale < 0.4)
        return;
    const double grid = diagramstyle::kGrid;
    QVector<QLineF> lines;
    for (double x = std::floor(rect.left() / grid) * grid; x < rect.right(); x += grid)
        lines << QLineF(x, rect.top(), x, rect.bottom());
    for (double y = std::floor(rect.top() / grid) * grid; y < rect.bottom(); y += grid)
        lines << QLineF(rect.left(), y, rect.right(), y);
    painter->setPen(QPen(diagramstyle::gridLine(), 0));
    painter->drawLines(lines);
}

} // namespace docmodel
