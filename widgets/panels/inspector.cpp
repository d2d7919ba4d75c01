// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspector.h"

#include "document/modeldocument.h"
#include "entityinspector.h"
#include "queryinspectors.h"
#include "relationshipinspector.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace docmodel {

namespace {
// Scrolling the inspector must not change a value the pointer passes over:
// an unfocused combo or spin box hands the wheel to the scroll area.
class WheelGuard : public QObject
{
public:
    WheelGuard(QScrollArea *scroll)
        : QObject(scroll)
        , mScroll(scroll)
    { }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *widget = static_cast<QWidget *>(watched);
        if (event->type() != QEvent::Wheel || widget->hasFocus())
            return false;
        const auto *wheel = static_cast<QWheelEvent *>(event);
        QWidget *viewport = mScroll->viewport();
        QWheelEvent scroll(viewport->mapFromGlobal(wheel->globalPosition()),
            wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(),
            wheel->modifiers(), wheel->phase(), wheel->inverted(), wheel->source());
        QCoreApplication::sendEvent(viewport, &scroll);
        return true;
    }

private:
    QScrollArea *mScroll;
};
} // namespace

Inspector::Inspector(ModelDocument *document, CanvasEditor *editor, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mScroll(new QScrollArea(this))
    , mStack(new QStackedWidget(this))
    , mModel(new ModelInspector(document, this))
    , mEntity(new EntityInspector(document, this))
    , mRelationship(new RelationshipInspector(document, editor, this))
    , mIndex(new IndexInspector(document, this))
    , mAccessPattern(new AccessPatternInspector(document, this))
{
    QScrollArea *scroll = mScroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(mStack);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    for (InspectorPage *page : { static_cast<InspectorPage *>(mModel),
             static_cast<InspectorPage *>(mEntity), static_cast<InspectorPage *>(mRelationship),
             static_cast<InspectorPage *>(mIndex), static_cast<InspectorPage *>(mAccessPattern) }) {
        mStack->addWidget(page);
        connect(page, &InspectorPage::showRequested, this, &Inspector::showObject);
    }
    auto *guard = new WheelGuard(scroll);
    QList<QWidget *> wheeled;
    for (QComboBox *combo : mStack->findChildren<QComboBox *>())
        wheeled << combo;
    for (QAbstractSpinBox *spin : mStack->findChildren<QAbstractSpinBox *>())
        wheeled << spin;
    for (QWidget *widget : wheeled) {
        widget->setFocusPolicy(Qt::StrongFocus);
        widget->installEventFilter(guard);
    }
    connect(document, &ModelDocument::modelChanged, this, &Inspector::refresh);
    showObject({});
}

QString Inspector::shownId() const
{
    return static_cast<InspectorPage *>(mStack->currentWidget())->objectId();
}

void Inspector::showObject(const QString &id)
{
    const Model &model = mDocument->model();
    const std::string key = id.toStdString();
    InspectorPage *page = mModel;
    if (model.findEntity(key))
        page = mEntity;
    else if (model.findRelationship(key))
        page = mRelationship;
    else if (model.findIndex(key))
        page = mIndex;
    else if (model.findAccessPattern(key))
        page = mAccessPattern;
    const QWidget *previousPage = mStack->currentWidget();
    const QString previousId = shownId();
    page->setObjectId(page == mModel ? QString() : id);
    mStack->setCurrentWidget(page);
    // Another object starts at the top; the same one keeps its place.
    if (page != previousPage || page->objectId() != previousId)
        mScroll->verticalScrollBar()->setValue(0);
    emit objectShown(page->objectId());
}

void Inspector::focusName()
{
    auto *page = static_cast<InspectorPage *>(mStack->currentWidget());
    if (QLineEdit *name = page->nameEdit()) {
        mScroll->ensureWidgetVisible(name);
        name->setFocus(Qt::OtherFocusReason);
        name->selectAll();
    }
}

void Inspector::refresh(const ModelChange &change)
{
    auto *page = static_cast<InspectorPage *>(mStack->currentWidget());
    // The shown object may have been deleted (or undone away).
    if (page != mModel && !mDocument->model().containsId(page->objectId().toStdString()))
        return showObject({});
    if (page->isAffectedBy(change))
        page->refresh();
}

} // namespace docmodel
