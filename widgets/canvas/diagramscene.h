// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>
#include <QMultiHash>

#include <optional>
#include <set>

class QGraphicsLineItem;

namespace docmodel {

class EntityItem;
class ModelDocument;
class RelationshipItem;
class StubItem;

// The diagram of one document. It creates an item per entity and per
// relationship, keeps them in step with the document's change signals, and
// turns finished mouse gestures (a drag, a connection) into undo commands.
class DiagramScene : public QGraphicsScene
{
    Q_OBJECT

public:
    enum class Tool { Select, Connect };

    explicit DiagramScene(ModelDocument *document, QObject *parent = nullptr);
    ~DiagramScene() override;

    ModelDocument *document() const { return mDocument; }
    EntityItem *entityItem(const QString &id) const { return mEntities.value(id); }
    RelationshipItem *relationshipItem(const QString &id) const { return mRelationships.value(id); }
    size_t entityCount() const { return size_t(mEntities.size()); }
    QList<EntityItem *> entityItems() const { return mEntities.values(); }
    double edgeOffset(const QString &relationshipId) const;

    Tool tool() const { return mTool; }
    void setTool(Tool tool);
    bool snapToGrid() const { return mSnapToGrid; }
    void setSnapToGrid(bool snap) { mSnapToGrid = snap; }
    bool gridVisible() const { return mGridVisible; }
    void setGridVisible(bool visible);

    QStringList selectedEntityIds() const;
    QStringList selectedRelationshipIds() const;
    void selectOnly(const QStringList &ids);
    // The advisor's worst severity per entity or relationship id.
    void setBadges(const std::map<std::string, Severity> &badges);
    // Where each entity is drawn now, whether or not the model has a position.
    std::map<std::string, Position> drawnPositions(const QStringList &ids) const;
    // The top-left corner nearest to topLeft where a box of this size covers
    // no other box (with room for an edge between them).
    QPointF freeSpotNear(const QPointF &topLeft, const QSizeF &size) const;

    // Count changes to what the boxes and edges show, so a picture of the
    // diagram knows it is stale: every change, and every change but boxes
    // moving with their edges following.
    quint64 contentGeneration() const { return mContentGeneration; }
    quint64 structureGeneration() const { return mStructureGeneration; }
    // The boxes a drag under way has moved and the edges that follow them,
    // edges first; empty when no drag has moved anything.
    QList<QGraphicsItem *> draggedItems() const;
    // Whether the diagram shown draws the entity (All draws every one).
    bool draws(const std::string &entityId) const;
    // Past this many entities, All opens as the overview of the subject
    // areas (when there are some) until every entity is asked for.
    static constexpr size_t kOverviewEntities = 300;
    bool isOverview() const { return mOverview; }
    void showAllEntities();
    // The stubs of relationships leading out of the diagram shown.
    QList<StubItem *> stubItems() const { return mStubs; }

    // A line being drawn for a new connection is not a box or an edge.
    bool hasTransientItems() const { return mConnectLine != nullptr; }

    // Called by items.
    void entityItemMoved(EntityItem *item);
    void noteContentChanged() { ++mContentGeneration, ++mStructureGeneration; }
    void noteItemMoved() { ++mContentGeneration; }
    void setHoverText(const QString &text);

signals:
    void hoverTextChanged(const QString &text);
    void toolChanged(Tool tool);
    void emptyAreaDoubleClicked(const QPointF &scenePos);
    void connectionRequested(const QString &oneId, const QString &manyId);
    // A stub was double-clicked: the entity at its other end.
    void stubActivated(const QString &entityId);
    // An area of the overview was double-clicked (empty: the entities of no area).
    void areaActivated(const QString &area);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    void rebuild();
    // The membership changed: drawn anew when it is the diagram shown's.
    void followDiagrams();
    void rebuildStubs();
    bool wantsOverview() const;
    void buildOverview();
    bool edgesMeetRight(const EntityItem *box) const;
    void addEntityItem(const QString &id);
    void removeEntityItem(const QString &id);
    void addRelationshipItem(const QString &id);
    RelationshipItem *createRelationshipItem(const QString &id);
    void removeRelationshipItem(const QString &id);
    void syncEntity(const QString &id);
    void syncRelationship(const QString &id);
    void applyPositions(const QStringList &ids);
    void placeUnpositioned(const QStringList &ids);
    void recomputeEdgeOffsets();
    void rerouteAroundMovedBoxes();
    // Routes a slice of mEdgesToRoute, and queues the rest.
    void routePendingEdges();
    // The boxes of the drag under way above the others, or back.
    void raiseDragged(bool raised);
    EntityItem *entityAt(const QPointF &scenePos) const;
    void cancelConnection();

    ModelDocument *mDocument;
    QHash<QString, EntityItem *> mEntities;
    QHash<QString, RelationshipItem *> mRelationships;
    QMultiHash<QString, RelationshipItem *> mEdgesByEntity;
    // The entities of the subject area shown; none for All.
    std::optional<std::set<std::string>> mMembers;
    QList<StubItem *> mStubs;
    bool mOverview = false; // the areas are drawn, no entity
    bool mShowAllEntities = false; // asked for All in full, until another model
    std::map<std::string, double> mEdgeOffsets;
    std::map<std::string, Position> mAutoPositions; // for entities the model has not placed
    Tool mTool = Tool::Select;
    bool mSnapToGrid = false;
    bool mGridVisible = true;
    bool mApplyingModel = false;
    // While positions are applied: the edges to route once all have moved.
    QSet<RelationshipItem *> *mEdgesToAdjust = nullptr;
    // Edges of a large batch of moves, routed a slice at a time (by id: an
    // edge may go before its turn comes).
    QSet<QString> mEdgesToRoute;
    static constexpr qsizetype kEdgesRoutedAtOnce = 600;
    std::map<std::string, Position> mDragStart;
    EntityItem *mConnectFrom = nullptr;
    QGraphicsLineItem *mConnectLine = nullptr;
    bool mConnectLeftSource = false; // the drag left its first box: it may end there
    quint64 mContentGeneration = 0;
    quint64 mStructureGeneration = 0;
    // Where boxes moved since the edges of other boxes were last routed
    // round them: done once per turn of the event loop, not per box.
    std::vector<QRectF> mMovedBoxes; // where they were and where they are
    std::unordered_map<const EntityItem *, QRectF> mBoxRects; // as last routed round
    bool mRerouteQueued = false;
};

} // namespace docmodel
