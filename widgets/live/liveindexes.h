// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diff/indexchange.h"
#include "live/liveresults.h"

#include <QWidget>

class QPushButton;
class QTreeWidget;

namespace docmodel {

// The Live dock's Indexes tab: the chosen collection's indexes with their
// keys, options, size and usage ($indexStats), and the changes a person asks
// for (New Index…, Drop, Hide, Unhide), each handed on as an IndexChange to
// go through the Apply dialog's plan.
class LiveIndexes : public QWidget
{
    Q_OBJECT

public:
    enum Column { NameColumn, KeysColumn, OptionsColumn, SizeColumn, UsageColumn };

    explicit LiveIndexes(QWidget *parent = nullptr);

    // Another collection (empty: none, a view: nothing to change): the
    // list is emptied until its indexes arrive.
    void setCollection(const QString &collection, bool changeable);
    void showIndexes(const IndexList &list);
    void select(const QString &name);

    QTreeWidget *table() const { return mTable; }
    QPushButton *newButton() const { return mNew; }
    QPushButton *dropButton() const { return mDrop; }
    QPushButton *hideButton() const { return mHide; }

    // What the buttons and the context menu do.
    void askForNewIndex();
    void dropChosen();
    void toggleChosenHidden();

signals:
    void changeRequested(const docmodel::IndexChange &change);

private:
    QString chosenName() const;
    bool chosenHidden() const;
    void updateButtons();
    void showMenu(const QPoint &at);
    void request(IndexChange::Kind kind);

    QString mCollection;
    bool mChangeable = false;
    QTreeWidget *mTable;
    QPushButton *mNew;
    QPushButton *mDrop;
    QPushButton *mHide;
};

} // namespace docmodel
