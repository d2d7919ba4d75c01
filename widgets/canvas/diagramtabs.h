// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTabBar>

namespace docmodel {

class ModelDocument;

// The diagrams of the open model as tabs over the canvas: All first, then
// the subject areas, each with its count of entities. Choosing a tab shows
// its diagram; a double-click or the context menu asks to rename or delete
// a subject area (the window's diagram actions do it, undoably).
class DiagramTabs : public QTabBar
{
    Q_OBJECT

public:
    explicit DiagramTabs(ModelDocument *document, QWidget *parent = nullptr);

    // The diagram's name behind a tab.
    QString diagramAt(int index) const;

signals:
    void renameRequested(const QString &name);
    void deleteRequested(const QString &name);

protected:
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void rebuildTabs();
    void followShown();

    ModelDocument *mDocument;
    bool mSyncing = false;
    bool mMoreQueued = false; // the rest of the tabs come on the next turn
};

} // namespace docmodel
