// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Drives the main window as a person does: menu actions, the canvas's
// connect tool, and the inspector's own fields, found by their labels.

#include "schema/model.h"

#include <QString>

class QWidget;

namespace docmodel {

class MainWindow;

namespace test {

class WorkbenchHands
{
public:
    explicit WorkbenchHands(MainWindow &window);

    // Model > Add Collection, named in the inspector; its id.
    QString addCollection(const QString &name);
    // The entity's Fields tab: Add, then the name, the type and Required.
    void addField(const QString &entityId, const QString &name, const QString &type,
        bool required = false, const QString &allowedValues = {});
    // Connect tool: pressed on `one`, released on `many`; the new relationship's id.
    QString connect(const QString &one, const QString &many);
    // Model > Add Tree Relationship on the selected entity.
    QString addTree(const QString &entityId);
    // Model > Relationship Strategy > …
    void setStrategy(const QString &relationshipId, Strategy strategy);
    // A line of the relationship inspector, by its label ("Maximum children:").
    void setRelationshipText(
        const QString &relationshipId, const QString &label, const QString &text);
    void setRelationshipCombo(
        const QString &relationshipId, const QString &label, const QString &item);
    void setRelationshipCheck(const QString &relationshipId, const QString &text, bool on);
    // A line of the entity inspector ("Estimated documents:").
    void setEntityText(const QString &entityId, const QString &label, const QString &text);
    // A widget of the Options tab, by its object name.
    void setOption(const QString &entityId, const char *objectName, const QString &text);
    void checkOption(const QString &entityId, const char *objectName, bool on);
    // Model > Add Access Pattern, filled in: "field:op, …", "field:asc, …", per second.
    void addAccessPattern(const QString &collectionId, const QString &name, const QString &filter,
        const QString &sort, double perSecond, bool write = false, const QString &updates = {});
    // Model > Add Index, with "field:asc, …" keys.
    void addIndex(const QString &collectionId, const QString &keys, bool unique = false);

    QString errors() const { return mErrors; }

private:
    void select(const QString &id);
    QWidget *labelled(QWidget *page, const QString &label) const;
    void fail(const QString &what);

    MainWindow &mWindow;
    QString mErrors; // what could not be done, for the test to report
};

} // namespace test
} // namespace docmodel
