// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramtabs.h"

#include "document/modeldocument.h"
#include "schema/diagrams.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>

namespace docmodel {

DiagramTabs::DiagramTabs(ModelDocument *document, QWidget *parent)
    : QTabBar(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("diagramTabs"));
    setAccessibleName(tr("Diagrams"));
    setDocumentMode(true);
    setExpanding(false);
    setUsesScrollButtons(true);
    setElideMode(Qt::ElideNone); // whole names; the scroll buttons reach the rest
    connect(document, &ModelDocument::modelReset, this, &DiagramTabs::rebuildTabs);
    connect(document, &ModelDocument::diagramsChanged, this, &DiagramTabs::rebuildTabs);
    // Counts change when entities come and go.
    connect(document, &ModelDocument::entityAdded, this, &DiagramTabs::rebuildTabs);
    connect(document, &ModelDocument::entityRemoved, this, &DiagramTabs::rebuildTabs);
    connect(document, &ModelDocument::diagramShown, this, &DiagramTabs::followShown);
    connect(this, &QTabBar::currentChanged, this, [this](int index) {
        if (!mSyncing && index >= 0)
            mDocument->showDiagram(diagramAt(index).toStdString());
    });
    rebuildTabs();
}

QString DiagramTabs::diagramAt(int index) const
{
    return tabData(index).toString();
}

void DiagramTabs::rebuildTabs()
{
    mSyncing = true;
    const Model &model = mDocument->model();
    const std::vector<std::string> names = diagramNames(model);
    while (count() > int(names.size()))
        removeTab(count() - 1);
    for (size_t i = 0; i < names.size(); ++i) {
        const QString name = QString::fromStdString(names[i]);
        const size_t entities = diagramEntities(model, names[i]).size();
        const QString text = i == 0 ? tr("All (%1)").arg(entities) : tr("%1 (%2)").arg(name).arg(entities);
        if (int(i) >= count())
            addTab(text);
        else
            setTabText(int(i), text);
        setTabData(int(i), name);
        setTabToolTip(int(i), i == 0 ? tr("Every entity of the model") : tr("Subject area %1: %n entity(ies)", nullptr, int(entities)).arg(name));
    }
    mSyncing = false;
    followShown();
}

void DiagramTabs::followShown()
{
    const QString shown = QString::fromStdString(mDocument->currentDiagram());
    for (int i = 0; i < count(); ++i)
        if (diagramAt(i) == shown && currentIndex() != i) {
            mSyncing = true;
            setCurrentIndex(i);
            mSyncing = false;
        }
}

void DiagramTabs::mouseDoubleClickEvent(QMouseEvent *event)
{
    const int index = tabAt(event->position().toPoint());
    if (index > 0)
        emit renameRequested(diagramAt(index));
    else
        QTabBar::mouseDoubleClickEvent(event);
}

void DiagramTabs::contextMenuEvent(QContextMenuEvent *event)
{
    const int index = tabAt(event->pos());
    if (index <= 0)
        return;
    const QString name = diagramAt(index);
    QMenu menu(this);
    menu.addAction(tr("Rename Diagram…"), this, [this, name] { emit renameRequested(name); });
    menu.addAction(tr("Delete Diagram"), this, [this, name] { emit deleteRequested(name); });
    menu.exec(event->globalPos());
}

} // namespace docmodel
