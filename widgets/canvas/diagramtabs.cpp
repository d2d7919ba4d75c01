// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramtabs.h"

#include "document/modeldocument.h"
#include "schema/diagrams.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QTimer>

namespace docmodel {

namespace {
constexpr int kTabsAddedAtOnce = 24;
} // namespace

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
    const int tabs = int(model.diagrams.size()) + 1;
    while (count() > tabs)
        removeTab(count() - 1);
    // The bar lays all its tabs out again after each tab added or changed:
    // a model's hundred areas arrive a few tabs per turn of the event loop,
    // and only the tabs that differ change.
    const int last = std::min(tabs, count() + kTabsAddedAtOnce);
    for (int i = 0; i < last; ++i) {
        const SubjectArea *area = i == 0 ? nullptr : &model.diagrams[size_t(i - 1)];
        const QString name = area ? QString::fromStdString(area->name)
                                  : QString::fromUtf8(kAllDiagram.data(), qsizetype(kAllDiagram.size()));
        const size_t entities = diagramEntityCount(model, area);
        const QString text = !area ? tr("All (%1)").arg(entities) : tr("%1 (%2)").arg(name).arg(entities);
        if (i >= count())
            addTab(text);
        else if (tabText(i) != text)
            setTabText(i, text);
        if (tabData(i).toString() != name)
            setTabData(i, name);
        const QString tip = !area ? tr("Every entity of the model")
                                  : tr("Subject area %1: %n entity(ies)", nullptr, int(entities)).arg(name);
        if (tabToolTip(i) != tip)
            setTabToolTip(i, tip);
    }
    mSyncing = false;
    followShown();
    if (last < tabs && !mMoreQueued) {
        mMoreQueued = true;
        QTimer::singleShot(0, this, [this] {
            mMoreQueued = false;
            rebuildTabs();
        });
    }
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
