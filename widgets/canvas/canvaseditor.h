// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagram/graphvizlayout.h"
#include "schema/model.h"
#include "schema/strategychange.h"

#include <QObject>
#include <QPointF>
#include <QStringList>

#include <functional>
#include <optional>

namespace docmodel {

struct CollectionRefactoring;
class DiagramScene;
class LayoutRunner;
class ModelDocument;

// The edits a person makes on the canvas, each one pushed as an undo
// command (or a macro of them) with a name the Edit menu shows.
class CanvasEditor : public QObject
{
    Q_OBJECT

public:
    CanvasEditor(ModelDocument *document, DiagramScene *scene, QObject *parent = nullptr);

    // Where scenePos is: the new box's top-left corner, or its centre.
    enum class Anchor { TopLeft, Centre };
    // Adds an entity at scenePos, or, when a box is there, in the free space
    // nearest to it.
    QString addEntity(const QPointF &scenePos, EntityKind kind, Anchor anchor = Anchor::TopLeft);
    QString connectEntities(const QString &oneId, const QString &manyId);
    // One undoable refactoring (see changeStrategy). When the N side is a
    // collection that something else needs, the placement chooser decides
    // (Automatic when none is set); false when it cancelled or nothing changed.
    bool setStrategy(const QString &relationshipId, Strategy strategy);
    using PlacementChooser = std::function<std::optional<EmbeddedPlacement>(
        const QString &child, const QString &parent, const CollectionNeeds &needs)>;
    void setPlacementChooser(PlacementChooser chooser) { mChoosePlacement = std::move(chooser); }
    void setCardinality(const QString &relationshipId, Cardinality cardinality);
    // Collection refactorings (schema/collectionrefactor.h), one undo step
    // each; false with the reason in *error when the model refuses.
    bool mergeCollections(const QString &sourceId, const QString &targetId, QString *error);
    bool splitFields(const QString &sourceId, const QString &name, const QStringList &fields, QString *error);
    bool splitKind(const QString &sourceId, const QString &kind, QString *error);
    void renameEntity(const QString &id, const QString &name);
    void deleteObjects(const QStringList &ids);

    // The selection as model file text, for the clipboard.
    QByteArray copy(const QStringList &entityIds) const;
    // Inserts copied entities with new ids and names; returns the new ids.
    QStringList paste(const QByteArray &fragment, const QPointF &offset, QString *error = nullptr);
    QStringList duplicate(const QStringList &entityIds);

    // Lays out the given entities again (all when empty): Graphviz on a
    // worker thread, in parts when there are many (layoutStarted,
    // layoutProgress, then layoutFinished), one undo step.
    void layOut(const QStringList &entityIds);
    void cancelLayout();
    bool layingOut() const;
    void setLayoutEngine(LayoutEngine engine) { mEngine = engine; }
    LayoutEngine layoutEngine() const { return mEngine; }
    // Entities whose name contains text, in model order.
    QStringList findEntities(const QString &text) const;

    static QString clipboardMimeType();

signals:
    void layoutStarted();
    // A large layout's parts: `done` of `total` laid out.
    void layoutProgress(int done, int total);
    // applied: the undo step was pushed; otherwise `message` says why not
    // (empty when cancelled).
    void layoutFinished(bool applied, const QString &message);

private:
    // Moves down the boxes the grown ones now cover (and those they cover in
    // turn), as an undo step.
    void makeRoomBelow(const std::vector<std::string> &grown);
    bool applyRefactoring(const CollectionRefactoring &change, const QString &text, QString *error);
    std::string uniqueEntityName(const std::string &base) const;

    ModelDocument *mDocument;
    DiagramScene *mScene;
    PlacementChooser mChoosePlacement;
    LayoutRunner *mLayoutRunner;
    LayoutEngine mEngine = LayoutEngine::Dot;
};

} // namespace docmodel
