// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "objecttraits.h"

#include <QUndoCommand>

#include <set>

namespace docmodel {

// Adds one object; for an entity, optionally with its diagram position.
template <typename T> class AddObjectCommand : public QUndoCommand
{
public:
    AddObjectCommand(ModelDocument *document, T object, const QString &text,
        std::optional<Position> position = std::nullopt)
        : QUndoCommand(text)
        , mDocument(document)
        , mObject(std::move(object))
        , mPosition(position)
        , mDiagram(document->currentDiagram())
    { }

    void redo() override
    {
        ObjectTraits<T>::insert(
            mDocument, ObjectTraits<T>::list(mDocument->model()).size(), mObject);
        // Placed in the diagram it was added to, which shows it.
        if (mPosition) {
            mDocument->showDiagram(mDiagram);
            mDocument->setLayout(mDiagram, { { mObject.id, mPosition } }, {});
        }
    }
    void undo() override
    {
        if (mPosition)
            mDocument->setLayout(mDiagram, { { mObject.id, std::nullopt } }, {});
        ObjectTraits<T>::remove(mDocument, mObject.id);
    }

private:
    ModelDocument *mDocument;
    T mObject;
    std::optional<Position> mPosition;
    std::string mDiagram;
};

using AddEntityCommand = AddObjectCommand<Entity>;
using AddRelationshipCommand = AddObjectCommand<Relationship>;
using AddIndexCommand = AddObjectCommand<Index>;
using AddAccessPatternCommand = AddObjectCommand<AccessPattern>;

// A new index on a collection (on its first field besides _id) or a new
// query on it, added as one undo step; returns its id, for the inspector.
std::string addNewIndex(ModelDocument *document, const std::string &collectionId);
std::string addNewAccessPattern(ModelDocument *document, const std::string &collectionId);

// Deletes objects by id. Deleting an entity also deletes what cannot exist
// without it: its relationships, indexes, access patterns and position.
// Undo puts everything back where it was.
class RemoveObjectsCommand : public QUndoCommand
{
public:
    RemoveObjectsCommand(ModelDocument *document, const std::set<std::string> &ids);
    void redo() override;
    void undo() override;
    bool isEmpty() const;

private:
    template <typename T> struct Removed {
        size_t position;
        T object;
    };

    ModelDocument *mDocument;
    std::vector<Removed<Entity>> mEntities;
    std::vector<Removed<Relationship>> mRelationships;
    std::vector<Removed<Index>> mIndexes;
    std::vector<Removed<AccessPattern>> mAccessPatterns;
    std::map<std::string, std::optional<Position>> mPositions; // in the All diagram
    std::vector<SubjectArea> mDiagrams; // before: the removed entities leave them
};

// Moves entities on the diagram (a finished drag, a layout run).
// Moves boxes. The routes of the edges at a moved box are dropped (the
// layout drew them for where the box was); a layout gives new ones.
class MoveEntitiesCommand : public QUndoCommand
{
public:
    MoveEntitiesCommand(ModelDocument *document,
        std::map<std::string, std::optional<Position>> before,
        std::map<std::string, std::optional<Position>> after, const QString &text,
        const std::map<std::string, EdgeRoute> &routes = {});
    void redo() override;
    void undo() override;

private:
    ModelDocument *mDocument;
    std::string mDiagram; // the one shown: undo and redo show it again
    std::map<std::string, std::optional<Position>> mBefore;
    std::map<std::string, std::optional<Position>> mAfter;
    std::map<std::string, std::optional<EdgeRoute>> mRoutesBefore;
    std::map<std::string, std::optional<EdgeRoute>> mRoutesAfter;
};

} // namespace docmodel
