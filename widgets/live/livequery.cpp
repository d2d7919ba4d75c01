// SPDX-License-Identifier: GPL-3.0-or-later
#include "livequery.h"

#include "documentlinks.h"
#include "documentwriter.h"
#include "queryhistory.h"
#include "text/livetext.h"

#include "commands/structurecommands.h"
#include "document/modeldocument.h"
#include "query/explorerquery.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace docmodel {

namespace {

QLineEdit *jsonEdit(
    const QString &name, const QString &placeholder, const QString &tip, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(name);
    edit->setPlaceholderText(placeholder);
    edit->setToolTip(tip);
    edit->setClearButtonEnabled(true);
    return edit;
}

QToolButton *historyButton(Qt::ArrowType arrow, const QString &name, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setObjectName(name);
    button->setArrowType(arrow);
    button->setAutoRaise(true);
    return button;
}

QString where(const DocumentQuery &query)
{
    return query.filter.isEmpty()
        ? LiveQuery::tr("%1.%2").arg(query.database, query.collection)
        : LiveQuery::tr("%1.%2 %3").arg(query.database, query.collection, query.filter);
}

} // namespace

LiveQuery::LiveQuery(LiveConnection *connection, ModelDocument *document, QWidget *parent)
    : QWidget(parent)
    , mConnection(connection)
    , mDocument(document)
    , mBackButton(historyButton(Qt::LeftArrow, QStringLiteral("queryBack"), this))
    , mForwardButton(historyButton(Qt::RightArrow, QStringLiteral("queryForward"), this))
    , mFilter(jsonEdit(QStringLiteral("queryFilter"), QStringLiteral("{status: 'active'}"),
          tr("Filter, in the shell's syntax or as Extended JSON; empty matches every document"), this))
    , mProjection(jsonEdit(QStringLiteral("queryProjection"), QStringLiteral("{name: 1}"),
          tr("Projection, in the shell's syntax or as Extended JSON; empty returns whole documents"), this))
    , mSort(jsonEdit(QStringLiteral("querySort"), QStringLiteral("{_id: -1}"),
          tr("Sort, in the shell's syntax or as Extended JSON; empty keeps the server's order"), this))
    , mSkip(new QSpinBox(this))
    , mLimit(new QSpinBox(this))
    , mPageSize(new QSpinBox(this))
    , mRun(new QPushButton(tr("&Run"), this))
    , mHistory(new QToolButton(this))
    , mHistoryMenu(new QMenu(mHistory))
    , mPrevious(new QPushButton(tr("◀ &Previous"), this))
    , mNext(new QPushButton(tr("&Next ▶"), this))
    , mView(new QComboBox(this))
    , mFormat(new QComboBox(this))
    , mPageLabel(new QLabel(this))
    , mMessages(newNoticeLabel(this))
    , mViews(new DocumentViews(this))
    , mText(mViews->textView())
    , mLinks(new DocumentLinks(mText))
    , mWriter(new DocumentWriter(connection, document, mViews, this))
    , mWrite(new QToolButton(this))
{
    mWrite->setObjectName(QStringLiteral("queryWrite"));
    mWrite->setText(tr("&Write"));
    mWrite->setToolTip(tr("Insert, edit, clone or delete documents, each checked against the model and confirmed"));
    mWrite->setPopupMode(QToolButton::InstantPopup);
    auto *writeMenu = new QMenu(mWrite);
    writeMenu->addActions(mWriter->actions());
    mWrite->setMenu(writeMenu);
    connect(writeMenu, &QMenu::aboutToShow, mWriter, &DocumentWriter::updateActions);
    mViews->setWriteActions(mWriter->actions());
    mBackButton->setShortcut(QKeySequence::Back);
    mForwardButton->setShortcut(QKeySequence::Forward);
    mSkip->setRange(0, INT_MAX);
    mSkip->setObjectName(QStringLiteral("querySkip"));
    mLimit->setRange(0, INT_MAX);
    mLimit->setSpecialValueText(tr("none"));
    mLimit->setObjectName(QStringLiteral("queryLimit"));
    mPageSize->setRange(1, 1000);
    mPageSize->setValue(20);
    mPageSize->setObjectName(QStringLiteral("queryPageSize"));
    mPageSize->setToolTip(tr("How many documents each page reads from the server's cursor"));
    mRun->setObjectName(QStringLiteral("queryRun"));
    mHistory->setObjectName(QStringLiteral("queryHistory"));
    mHistory->setText(tr("&History"));
    mHistory->setToolTip(tr("This collection's favourite and recent queries (kept across sessions)"));
    mHistory->setPopupMode(QToolButton::InstantPopup);
    mHistory->setMenu(mHistoryMenu);
    mPrevious->setObjectName(QStringLiteral("queryPrevious"));
    mNext->setObjectName(QStringLiteral("queryNext"));
    mFormat->setObjectName(QStringLiteral("queryFormat"));
    mFormat->addItem(tr("mongosh"), int(PreviewFormat::Mongosh));
    mFormat->addItem(tr("Extended JSON, relaxed"), int(PreviewFormat::Relaxed));
    mFormat->addItem(tr("Extended JSON, canonical"), int(PreviewFormat::Canonical));
    mFormat->setToolTip(tr("The syntax of the text view and of Copy"));
    mView->setObjectName(QStringLiteral("queryView"));
    mView->addItem(tr("Tree"), int(DocumentViews::View::Tree));
    mView->addItem(tr("Table"), int(DocumentViews::View::Table));
    mView->addItem(tr("Text"), int(DocumentViews::View::Text));
    mView->setToolTip(tr("Documents as collapsible trees, as a table with a column per field, or as text"));
    // The view a person chose stays chosen in the next session.
    mView->setCurrentIndex(qBound(0, QSettings().value(QStringLiteral("live/documentView"), 0).toInt(), 2));
    mViews->setView(DocumentViews::View(mView->currentData().toInt()));
    mPageLabel->setObjectName(QStringLiteral("queryPage"));
    layOut();
    connectControls();
}

void LiveQuery::layOut()
{
    auto *fields = new QGridLayout;
    auto *history = new QHBoxLayout;
    history->setSpacing(0);
    history->addWidget(mBackButton);
    history->addWidget(mForwardButton);
    auto *filterLabel = new QLabel(tr("Filter:"), this);
    filterLabel->setBuddy(mFilter);
    history->addWidget(filterLabel);
    fields->addLayout(history, 0, 0);
    fields->addWidget(mFilter, 0, 1, 1, 3);
    fields->addWidget(new QLabel(tr("Projection:"), this), 1, 0);
    fields->addWidget(mProjection, 1, 1);
    fields->addWidget(new QLabel(tr("Sort:"), this), 1, 2);
    fields->addWidget(mSort, 1, 3);
    fields->setColumnStretch(1, 1);
    fields->setColumnStretch(3, 1);
    auto *numbers = new QHBoxLayout;
    numbers->addWidget(new QLabel(tr("Skip:"), this));
    numbers->addWidget(mSkip);
    numbers->addWidget(new QLabel(tr("Limit:"), this));
    numbers->addWidget(mLimit);
    numbers->addWidget(new QLabel(tr("Page size:"), this));
    numbers->addWidget(mPageSize);
    numbers->addWidget(mRun);
    numbers->addWidget(mHistory);
    numbers->addWidget(mWrite);
    numbers->addStretch(1);
    auto *paging = new QHBoxLayout;
    paging->addWidget(mPrevious);
    paging->addWidget(mNext);
    paging->addWidget(mPageLabel, 1);
    paging->addWidget(mView);
    paging->addWidget(mFormat);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(fields);
    layout->addLayout(numbers);
    layout->addWidget(mMessages);
    layout->addLayout(paging);
    layout->addWidget(mViews, 1);
}

void LiveQuery::connectControls()
{
    // A query run anew shows another page: the last write is no longer undone from it.
    const auto runAnew = [this] {
        mWriter->forgetUndo();
        run();
    };
    connect(mRun, &QPushButton::clicked, this, runAnew);
    connect(mHistoryMenu, &QMenu::aboutToShow, this, &LiveQuery::fillHistoryMenu);
    for (QLineEdit *edit : { mFilter, mProjection, mSort })
        connect(edit, &QLineEdit::returnPressed, this, runAnew);
    connect(mNext, &QPushButton::clicked, this, &LiveQuery::nextPage);
    connect(mPrevious, &QPushButton::clicked, this, &LiveQuery::previousPage);
    connect(mWriter, &DocumentWriter::written, this, [this](const QString &summary) {
        refreshPage();
        showNotices(mMessages, { tr("Done: %1.").arg(summary) });
    });
    connect(mWriter, &DocumentWriter::writeFailed, this,
        [this](const QString &message) { showNotices(mMessages, {}, { message }); });
    connect(mFormat, &QComboBox::currentIndexChanged, this, [this] {
        mViews->setCopyFormat(PreviewFormat(mFormat->currentData().toInt()));
        mTextStale = true;
        if (mViews->view() == DocumentViews::View::Text)
            fillText();
    });
    connect(mView, &QComboBox::currentIndexChanged, this, [this] {
        QSettings().setValue(QStringLiteral("live/documentView"), mView->currentIndex());
        mViews->setView(DocumentViews::View(mView->currentData().toInt()));
    });
    connect(mViews, &DocumentViews::textWanted, this, &LiveQuery::fillText);
    connect(mLinks, &DocumentLinks::followed, this, &LiveQuery::follow);
    mViews->setLinkResolver([this](const cells::FieldValue &value) -> std::optional<DocumentLink> {
        std::optional<ReferencePath> reference = referenceAt(value.path.toStdString(), value.type,
            mCollection.toStdString(), mDeclared, mDatabaseCollections);
        if (!reference)
            return std::nullopt;
        DocumentLink link;
        link.reference = std::move(*reference);
        link.value = value.text;
        return link;
    });
    connect(mViews, &DocumentViews::linkFollowed, this, &LiveQuery::follow);
    connect(mBackButton, &QToolButton::clicked, this, &LiveQuery::goBack);
    connect(mForwardButton, &QToolButton::clicked, this, &LiveQuery::goForward);
    connect(mConnection, &LiveConnection::documentsReceived, this,
        [this](LiveConnection::RequestId id, const DocumentPage &page) {
            if (id != mRequest)
                return;
            mRequest = 0;
            receivePage(page);
        });
    connect(mConnection, &LiveConnection::countReceived, this,
        [this](LiveConnection::RequestId id, const DocumentCount &count) {
            if (id != mCountRequest)
                return;
            mCountRequest = 0;
            mCount = count;
            mCountNotices = count.notices;
            showCount();
        });
    const auto ended = [this](LiveConnection::RequestId id, const QString &message) {
        if (id == mCountRequest) { // the documents are shown without a total
            mCountRequest = 0;
            showCount();
            return;
        }
        if (id != mRequest)
            return;
        mRequest = 0;
        showNotices(mMessages, {}, { message });
        updateButtons();
        emit queryFailed(message);
    };
    connect(mConnection, &LiveConnection::requestFailed, this,
        [this, ended](LiveConnection::RequestId id, const LiveError &error) {
            // A page after the first, from a cursor the server (or a
            // reconnect) has closed: read on from where it was.
            if (id == mRequest && error.kind == LiveError::Kind::CursorLost && !mPages.isEmpty()) {
                mRequest = 0;
                resume(error.message);
                return;
            }
            ended(id, error.message);
        });
    connect(mConnection, &LiveConnection::requestCancelled, this,
        [ended](LiveConnection::RequestId id) { ended(id, tr("The query was cancelled.")); });
    updateButtons();
}

LiveQuery::~LiveQuery()
{
    dropCursor();
}

void LiveQuery::setCollection(const QString &database, const QString &collection)
{
    if (database == mDatabase && collection == mCollection)
        return;
    dropCursor();
    if (!mCollection.isEmpty())
        mRemembered.insert(mDatabase + u'.' + mCollection, currentQuery());
    mDatabase = database;
    mCollection = collection;
    mWriter->setCollection(database, collection);
    mPages.clear();
    mIndex = -1;
    mHasRun = false;
    mViews->clear();
    mTextStale = true;
    mLinks->setLinks({});
    mPageLabel->clear();
    showNotices(mMessages, {});
    DocumentQuery query = mRemembered.value(database + u'.' + collection);
    if (mArriving && mArriving->database == database && mArriving->collection == collection)
        query = *mArriving;
    applyQuery(query);
    updateButtons();
}

void LiveQuery::setDatabaseCollections(const QStringList &names)
{
    mDatabaseCollections.clear();
    for (const QString &name : names)
        mDatabaseCollections.push_back(name.toStdString());
}

void LiveQuery::forgetQueries()
{
    mRemembered.clear();
    mBack.clear();
    mForward.clear();
    applyQuery({});
    updateButtons();
}

void LiveQuery::applyQuery(const DocumentQuery &query)
{
    setQueryText(query.filter, query.projection, query.sort);
    mSkip->setValue(int(std::min<qint64>(query.skip, INT_MAX)));
    mLimit->setValue(int(std::min<qint64>(query.limit, INT_MAX)));
    // The page size stays: it is how the person reads, not part of a query.
}

const QList<DocumentLink> &LiveQuery::links() const
{
    fillText();
    return mLinks->links();
}

void LiveQuery::follow(const DocumentLink &link)
{
    DocumentQuery target;
    target.database = mDatabase;
    target.collection = QString::fromStdString(link.reference.target);
    target.filter = link.filter();
    const DocumentQuery here = currentQuery();
    if (go(target)) {
        mFollowed = true;
        mBack.append(here);
        mForward.clear();
        updateButtons();
    }
}

void LiveQuery::goBack()
{
    step(mBack, mForward);
}

void LiveQuery::goForward()
{
    step(mForward, mBack);
}

void LiveQuery::step(QList<DocumentQuery> &from, QList<DocumentQuery> &to)
{
    if (from.isEmpty())
        return;
    const DocumentQuery here = currentQuery();
    if (go(from.last())) {
        from.removeLast();
        to.append(here);
        updateButtons();
    }
}

bool LiveQuery::go(const DocumentQuery &query)
{
    mWriter->forgetUndo();
    if (query.database != mDatabase || query.collection != mCollection) {
        // The dock chooses the collection in its tree, which sets it here
        // (and applies `query` on the way).
        mArriving = query;
        emit collectionWanted(query.database, query.collection);
        mArriving.reset();
        if (query.database != mDatabase || query.collection != mCollection) {
            showNotices(mMessages, {},
                { tr("There is no collection %1 in %2 to open.").arg(query.collection, query.database) });
            return false;
        }
    } else {
        applyQuery(query);
    }
    run();
    return true;
}

std::vector<ReferencePath> LiveQuery::declaredReferences() const
{
    if (!mDocument)
        return {};
    const Model &model = mDocument->model();
    // A model of another database says nothing about this one.
    if (!model.database.empty() && QString::fromStdString(model.database) != mDatabase)
        return {};
    const std::string name = mCollection.toStdString();
    for (const Entity &entity : model.entities)
        if (entity.isCollection() && entity.name == name)
            return referencePaths(model, entity);
    return {};
}

DocumentQuery LiveQuery::currentQuery() const
{
    DocumentQuery query;
    query.database = mDatabase;
    query.collection = mCollection;
    query.filter = mFilter->text().trimmed();
    query.projection = mProjection->text().trimmed();
    query.sort = mSort->text().trimmed();
    query.skip = mSkip->value();
    query.limit = mLimit->value();
    query.pageSize = mPageSize->value();
    return query;
}

void LiveQuery::setQueryText(const QString &filter, const QString &projection, const QString &sort)
{
    mFilter->setText(filter);
    mProjection->setText(projection);
    mSort->setText(sort);
}

void LiveQuery::dropCursor()
{
    // Forgotten before cancel() reports it: a query replaced is no failure.
    if (const LiveConnection::RequestId request = std::exchange(mRequest, 0))
        mConnection->cancel(request);
    if (const LiveConnection::RequestId request = std::exchange(mCountRequest, 0))
        mConnection->cancel(request);
    // The server keeps an open cursor until it times out; say we are done.
    if (mCursor && mConnection->isOpen())
        mConnection->closeCursor(mCursor);
    mCursor = 0;
}

void LiveQuery::setFormat(PreviewFormat format)
{
    mFormat->setCurrentIndex(mFormat->findData(int(format)));
}

void LiveQuery::updateButtons()
{
    const bool ready = !mCollection.isEmpty() && mConnection->isOpen();
    mRun->setEnabled(ready);
    mPrevious->setEnabled(!mRequest && mIndex > 0);
    mNext->setEnabled(!mRequest && (mIndex + 1 < mPages.size() || mCursor != 0));
    mBackButton->setEnabled(ready && !mBack.isEmpty());
    mForwardButton->setEnabled(ready && !mForward.isEmpty());
    mBackButton->setToolTip(mBack.isEmpty()
            ? tr("Back to the query a followed reference came from (%1)")
                  .arg(mBackButton->shortcut().toString(QKeySequence::NativeText))
            : tr("Back to %1 (%2)")
                  .arg(where(mBack.last()), mBackButton->shortcut().toString(QKeySequence::NativeText)));
    mForwardButton->setToolTip(mForward.isEmpty()
            ? tr("Forward again after Back (%1)")
                  .arg(mForwardButton->shortcut().toString(QKeySequence::NativeText))
            : tr("Forward to %1 (%2)")
                  .arg(where(mForward.last()),
                      mForwardButton->shortcut().toString(QKeySequence::NativeText)));
}

QString LiveQuery::documentsText() const
{
    fillText();
    return mText->toPlainText();
}

QString LiveQuery::pageLabel() const
{
    return mPageLabel->text();
}

QString LiveQuery::messageText() const
{
    return mMessages->isVisible() ? mMessages->text() : QString();
}

} // namespace docmodel
