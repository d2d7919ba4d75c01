// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include "document/modelchange.h"

class QScrollArea;
class QStackedWidget;

namespace docmodel {

class AccessPatternInspector;
class CanvasEditor;
class EntityInspector;
class IndexInspector;
class InspectorPage;
class ModelDocument;
class ModelInspector;
class RelationshipInspector;

// The inspector dock's content: the page for whatever is selected (an
// entity, a relationship, an index, an access pattern, or the model).
class Inspector : public QWidget
{
    Q_OBJECT

public:
    Inspector(ModelDocument *document, CanvasEditor *editor, QWidget *parent = nullptr);

    // Shows the object with this id; an empty id shows the model.
    void showObject(const QString &id);
    // Puts the keyboard in the shown object's name, all of it selected:
    // what a person types next after adding it names it.
    void focusName();
    QString shownId() const;
    EntityInspector *entityPage() const { return mEntity; }
    RelationshipInspector *relationshipPage() const { return mRelationship; }
    AccessPatternInspector *accessPatternPage() const { return mAccessPattern; }

signals:
    void objectShown(const QString &id);

private:
    void refresh(const ModelChange &change);

    ModelDocument *mDocument;
    QScrollArea *mScroll;
    QStackedWidget *mStack;
    ModelInspector *mModel;
    EntityInspector *mEntity;
    RelationshipInspector *mRelationship;
    IndexInspector *mIndex;
    AccessPatternInspector *mAccessPattern;
};

} // namespace docmodel
