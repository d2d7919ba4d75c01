#include "inspector.h"

#include "document/modeldocument.h"
#include "entityinspector.h"
#include "queryinspectors.h"
#include "relationshipinspector.h"

#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace docmodel {

Inspector::Inspector(ModelDocument *document, CanvasEditor *editor, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mStack(new QStackedWidget(this))
    , mModel(new ModelInspector(document, this))
    , mEntity(new EntityInspector(document, this))
    , mRelationship(new RelationshipInspector(document, editor, this))
    , mIndex(new IndexInspector(document, this))
    , mAccessPattern(new AccessPatternInspector(document, this))
{
    auto *scroll = new QScrollArea(this);
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
    page->setObjectId(page == mModel ? QString() : id);
    mStack->setCurrentWidget(page);
    emit objectShown(page->objectId());
}

void Inspector::refresh()
{
    auto *page = static_cast<InspectorPage *>(mStack->currentWidget());
    // The shown object may have been deleted (or undone away).
    if (page != mModel && !mDocument->model().containsId(page->objectId().toStdString()))
        return showObject({});
    page->refresh();
}

} // namespace docmodel
