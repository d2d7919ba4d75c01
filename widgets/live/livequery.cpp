// SPDX-License-Identifier: GPL-3.0-or-later
#include "livequery.h"

#include "documentlinks.h"
#include "text/livetext.h"

#include "document/modeldocument.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
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
    , mPrevious(new QPushButton(tr("◀ &Previous"), this))
    , mNext(new QPushButton(tr("&Next ▶"), this))
    , mFormat(new QComboBox(this))
    , mPageLabel(new QLabel(this))
    , mMessages(newNoticeLabel(this))
    , mText(newCodeView(this))
    , mLinks(new DocumentLinks(mText))
{
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
    mPrevious->setObjectName(QStringLiteral("queryPrevious"));
    mNext->setObjectName(QStringLiteral("queryNext"));
    mFormat->setObjectName(QStringLiteral("queryFormat"));
    mFormat->addItem(tr("mongosh"), int(PreviewFormat::Mongosh));
    mFormat->addItem(tr("Extended JSON, relaxed"), int(PreviewFormat::Relaxed));
    mFormat->addItem(tr("Extended JSON, canonical"), int(PreviewFormat::Canonical));
    mFormat->setToolTip(tr("The syntax the documents are shown in"));
    mPageLabel->setObjectName(QStringLiteral("queryPage"));
    mText->setObjectName(QStringLiteral("queryDocuments"));
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
    numbers->addStretch(1);
    auto *paging = new QHBoxLayout;
    paging->addWidget(mPrevious);
    paging->addWidget(mNext);
    paging->addWidget(mPageLabel, 1);
    paging->addWidget(mFormat);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(fields);
    layout->addLayout(numbers);
    layout->addWidget(mMessages);
    layout->addLayout(paging);
    layout->addWidget(mText, 1);
}

void LiveQuery::connectControls()
{
    connect(mRun, &QPushButton::clicked, this, &LiveQuery::run);
    for (QLineEdit *edit : { mFilter, mProjection, mSort })
        connect(edit, &QLineEdit::returnPressed, this, &LiveQuery::run);
    connect(mNext, &QPushButton::clicked, this, &LiveQuery::nextPage);
    connect(mPrevious, &QPushButton::clicked, this, &LiveQuery::previousPage);
    connect(mFormat, &QComboBox::currentIndexChanged, this, &LiveQuery::showPage);
    connect(mLinks, &DocumentLinks::followed, this, &LiveQuery::follow);
    connect(mBackButton, &QToolButton::clicked, this, &LiveQuery::goBack);
    connect(mForwardButton, &QToolButton::clicked, this, &LiveQuery::goForward);
    connect(mConnection, &LiveConnection::documentsReceived, this,
        [this](LiveConnection::RequestId id, const DocumentPage &page) {
            if (id != mRequest)
                return;
            mRequest = 0;
            mPages.append(page);
            mIndex = int(mPages.size()) - 1;
            mCursor = page.exhausted ? 0 : page.cursorId;
            showPage();
        });
    const auto ended = [this](LiveConnection::RequestId id, const QString &message) {
        if (id != mRequest)
            return;
        mRequest = 0;
        showNotices(mMessages, {}, { message });
        updateButtons();
        emit queryFailed(message);
    };
    connect(mConnection, &LiveConnection::requestFailed, this,
        [ended](
            LiveConnection::RequestId id, const LiveError &error) { ended(id, error.message); });
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
    mPages.clear();
    mIndex = -1;
    mHasRun = false;
    mText->clear();
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
    // The server keeps an open cursor until it times out; say we are done.
    if (mCursor && mConnection->isOpen())
        mConnection->closeCursor(mCursor);
    mCursor = 0;
}

void LiveQuery::run()
{
    if (mCollection.isEmpty() || !mConnection->isOpen())
        return;
    dropCursor();
    mPages.clear();
    mIndex = -1;
    mHasRun = true;
    // The last query's documents go at once: a query that fails leaves its
    // reason, not results it did not produce.
    mText->clear();
    mLinks->setLinks({});
    mPageLabel->clear();
    showNotices(mMessages, {});
    mRequest = mConnection->requestDocuments(currentQuery());
    updateButtons();
}

void LiveQuery::nextPage()
{
    if (mRequest)
        return;
    if (mIndex + 1 < mPages.size()) {
        ++mIndex;
        showPage();
    } else if (mCursor) {
        mRequest = mConnection->requestNextPage(mCursor, mPageSize->value());
        updateButtons();
    }
}

void LiveQuery::previousPage()
{
    if (mIndex > 0) {
        --mIndex;
        showPage();
    }
}

void LiveQuery::setFormat(PreviewFormat format)
{
    mFormat->setCurrentIndex(mFormat->findData(int(format)));
}

void LiveQuery::showPage()
{
    if (mIndex < 0 || mIndex >= mPages.size()) {
        updateButtons();
        return;
    }
    const DocumentPage &page = mPages.at(mIndex);
    const auto format = PreviewFormat(mFormat->currentData().toInt());
    if (format == PreviewFormat::Mongosh) { // links are in the shell's syntax only
        const LinkedDocuments linked
            = linkedDocumentsText(page, mCollection.toStdString(), declaredReferences(), mDatabaseCollections);
        mText->setPlainText(linked.text);
        mLinks->setLinks(linked.links);
    } else {
        mText->setPlainText(docmodel::documentsText(page, format));
        mLinks->setLinks({});
    }
    if (page.count == 0)
        mPageLabel->setText(
            page.firstIndex == 0 ? tr("No documents match.") : tr("No more documents."));
    else if (mCursor) // how many pages there are is not known yet
        mPageLabel->setText(tr("Documents %1–%2, page %3, more on the server")
                                .arg(page.firstIndex + 1)
                                .arg(page.firstIndex + page.count)
                                .arg(mIndex + 1));
    else
        mPageLabel->setText(tr("Documents %1–%2, page %3 of %4")
                                .arg(page.firstIndex + 1)
                                .arg(page.firstIndex + page.count)
                                .arg(mIndex + 1)
                                .arg(mPages.size()));
    showNotices(mMessages, page.notices);
    updateButtons();
    emit pageShown();
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

LiveExplain::LiveExplain(LiveConnection *connection, LiveQuery *query, QWidget *parent)
    : QWidget(parent)
    , mConnection(connection)
    , mQuery(query)
    , mExplain(new QPushButton(tr("&Explain the Query"), this))
    , mQueryLabel(new QLabel(this))
    , mSummary(new QLabel(this))
    , mMessages(newNoticeLabel(this))
    , mPlan(newCodeView(this))
{
    mExplain->setObjectName(QStringLiteral("explainRun"));
    mExplain->setToolTip(tr("Ask the server how it would run the Documents tab's query"));
    mQueryLabel->setWordWrap(true);
    mQueryLabel->setTextFormat(Qt::PlainText);
    mSummary->setObjectName(QStringLiteral("explainSummary"));
    mSummary->setWordWrap(true);
    mSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mPlan->setObjectName(QStringLiteral("explainPlan"));
    auto *top = new QHBoxLayout;
    top->addWidget(mExplain);
    top->addWidget(mQueryLabel, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(mSummary);
    layout->addWidget(mMessages);
    layout->addWidget(mPlan, 1);

    connect(mExplain, &QPushButton::clicked, this, &LiveExplain::explain);
    connect(mConnection, &LiveConnection::explainReceived, this,
        [this](LiveConnection::RequestId id, const ExplainResult &result) {
            if (id != mRequest)
                return;
            mRequest = 0;
            mSummary->setText(
                tr("Winning stage: %1. Index: %2.")
                    .arg(result.winningStage.isEmpty() ? tr("not reported") : result.winningStage,
                        result.indexName.isEmpty() ? tr("none") : result.indexName));
            mPlan->setPlainText(prettyJson(result.plan));
            showNotices(mMessages, result.notices);
            emit explained();
        });
    connect(mConnection, &LiveConnection::requestFailed, this,
        [this](LiveConnection::RequestId id, const LiveError &error) {
            if (id != mRequest)
                return;
            mRequest = 0;
            // A query typed wrong is never sent: the server is not to blame.
            mSummary->setText(error.kind == LiveError::Kind::Client
                    ? tr("Nothing was asked: the query does not parse.")
                    : tr("The server did not explain the query."));
            showNotices(mMessages, {}, { error.message });
            emit explained();
        });
    connect(
        mConnection, &LiveConnection::requestCancelled, this, [this](LiveConnection::RequestId id) {
            if (id != mRequest)
                return;
            mRequest = 0;
            mSummary->setText(tr("Cancelled."));
        });
    clear();
}

void LiveExplain::clear()
{
    if (const LiveConnection::RequestId request = std::exchange(mRequest, 0))
        mConnection->cancel(request);
    mSummary->setText(
        tr("Explain shows the plan the server picks for the query of the Documents tab."));
    mPlan->clear();
    showNotices(mMessages, {});
}

void LiveExplain::explain()
{
    const DocumentQuery query = mQuery->currentQuery();
    if (query.collection.isEmpty() || !mConnection->isOpen())
        return;
    if (const LiveConnection::RequestId request = std::exchange(mRequest, 0))
        mConnection->cancel(request);
    QStringList parts;
    parts << tr("filter %1").arg(query.filter.isEmpty() ? QStringLiteral("{}") : query.filter);
    if (!query.sort.isEmpty())
        parts << tr("sort %1").arg(query.sort);
    mQueryLabel->setText(
        tr("%1.%2: %3").arg(query.database, query.collection, parts.join(QStringLiteral(", "))));
    mSummary->setText(tr("Asking the server…"));
    mPlan->clear();
    showNotices(mMessages, {});
    mRequest = mConnection->requestExplain(query);
}

QString LiveExplain::summary() const
{
    return mSummary->text();
}

QString LiveExplain::planText() const
{
    return mPlan->toPlainText();
}

} // namespace docmodel
