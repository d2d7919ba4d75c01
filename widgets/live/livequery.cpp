// SPDX-License-Identifier: GPL-3.0-or-later
#include "livequery.h"

#include "documentlinks.h"
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

// The most of a page the text view formats (the tree and the table show
// any page at once).
constexpr qsizetype kTextViewBytes = 4 * 1000 * 1000;

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
    connect(mRun, &QPushButton::clicked, this, &LiveQuery::run);
    connect(mHistoryMenu, &QMenu::aboutToShow, this, &LiveQuery::fillHistoryMenu);
    for (QLineEdit *edit : { mFilter, mProjection, mSort })
        connect(edit, &QLineEdit::returnPressed, this, &LiveQuery::run);
    connect(mNext, &QPushButton::clicked, this, &LiveQuery::nextPage);
    connect(mPrevious, &QPushButton::clicked, this, &LiveQuery::previousPage);
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

void LiveQuery::run()
{
    if (mCollection.isEmpty() || !mConnection->isOpen())
        return;
    dropCursor();
    mPages.clear();
    mIndex = -1;
    mHasRun = true;
    mFollowed = false;
    mRunQuery = currentQuery();
    mCount.reset();
    mCountNotices.clear();
    mResumeNotice.clear();
    // The last query's documents go at once: a query that fails leaves its
    // reason, not results it did not produce.
    mViews->clear();
    mTextStale = true;
    mLinks->setLinks({});
    mPageLabel->clear();
    showNotices(mMessages, {});
    requestFrom(0);
    requestCount();
    updateButtons();
}

void LiveQuery::requestFrom(qint64 position)
{
    DocumentQuery query = mRunQuery;
    query.skip += position;
    if (query.limit > 0)
        query.limit = qMax<qint64>(1, query.limit - position);
    mPositionBase = position;
    mCursor = 0;
    mRequest = mConnection->requestDocuments(query);
}

void LiveQuery::requestCount()
{
    if (const LiveConnection::RequestId request = std::exchange(mCountRequest, 0))
        mConnection->cancel(request);
    mCountRequest = mConnection->requestCount(mRunQuery);
}

void LiveQuery::refreshPage()
{
    if (!mHasRun || mIndex < 0 || mIndex >= mPages.size()) {
        run();
        return;
    }
    // The pages before stay as they were read; this one and those after
    // it are read again.
    const qint64 position = mPages.at(mIndex).firstIndex;
    dropCursor();
    mPages.resize(mIndex);
    mIndex = int(mPages.size()) - 1;
    mResumeNotice.clear();
    requestFrom(position);
    requestCount();
    updateButtons();
}

void LiveQuery::resume(const QString &why)
{
    const DocumentPage &last = mPages.last();
    const qint64 position = last.firstIndex + last.count;
    if (mRunQuery.limit > 0 && position >= mRunQuery.limit) {
        mCursor = 0;
        updateButtons();
        return;
    }
    mResumeNotice = tr("%1 The query was run again from document %2.").arg(why, QLocale().toString(position + 1));
    requestFrom(position);
    updateButtons();
}

void LiveQuery::receivePage(DocumentPage page)
{
    // A query that found its first page is worth finding again.
    if (mPages.isEmpty() && mPositionBase == 0)
        QueryHistory::remember(mRunQuery);
    page.firstIndex += mPositionBase;
    if (!mResumeNotice.isEmpty())
        page.notices.prepend(std::exchange(mResumeNotice, QString()));
    mPages.append(page);
    mIndex = int(mPages.size()) - 1;
    mCursor = page.exhausted ? 0 : page.cursorId;
    showPage();
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
    // Views of the page's bytes, not copies: a page of large documents
    // shows without copying them.
    mViews->setDocuments(pageDocumentViews(page), page.firstIndex, page.documents);
    mTextStale = true;
    if (mViews->view() == DocumentViews::View::Text)
        fillText();
    mPageLabel->setText(rangeText(page));
    showNotices(mMessages, page.notices + mCountNotices);
    updateButtons();
    emit pageShown();
}

void LiveQuery::saveFavourite(const QString &name)
{
    if (!mCollection.isEmpty() && !name.trimmed().isEmpty())
        QueryHistory::addFavourite(name.trimmed(), currentQuery());
}

bool LiveQuery::addToModel(QString *why)
{
    const auto fail = [why](const QString &message) {
        if (why)
            *why = message;
        return false;
    };
    if (!mDocument || mCollection.isEmpty())
        return fail(tr("Open a model and choose a collection first."));
    const Model &model = mDocument->model();
    if (!model.database.empty() && QString::fromStdString(model.database) != mDatabase)
        return fail(tr("The open model is of the database %1, not %2.").arg(QString::fromStdString(model.database), mDatabase));
    const Entity *collection = model.findEntityByName(mCollection.toStdString());
    if (!collection || !collection->isCollection())
        return fail(tr("The model has no collection %1: add it (or infer it) first.").arg(mCollection));
    const DocumentQuery query = currentQuery();
    QString error;
    std::optional<AccessPattern> pattern = accessPatternOfFind(
        query.filter.toStdString(), query.sort.toStdString(), query.projection.toStdString(), &error);
    if (!pattern)
        return fail(error);
    pattern->id = mDocument->newId("query");
    const QString label = QueryHistory::label(query);
    pattern->name = tr("find in %1: %2").arg(mCollection, label.size() > 60 ? label.left(59) + u'…' : label).toStdString();
    pattern->collectionId = collection->id;
    pattern->description = tr("From the explorer: %1.%2.find(%3)")
                               .arg(mDatabase, mCollection, query.filter.isEmpty() ? QStringLiteral("{}") : query.filter)
                               .toStdString();
    mDocument->undoStack()->push(new AddAccessPatternCommand(mDocument, *pattern, tr("Add Access Pattern from the Explorer")));
    return true;
}

void LiveQuery::fillHistoryMenu()
{
    mHistoryMenu->clear();
    const auto addQuery = [this](const QString &text, const DocumentQuery &query) {
        QAction *action = mHistoryMenu->addAction(text);
        action->setToolTip(QueryHistory::label(query));
        connect(action, &QAction::triggered, this, [this, query] {
            applyQuery(query);
            run();
        });
    };
    const QList<QueryHistory::Favourite> favourites = QueryHistory::favourites(mDatabase, mCollection);
    if (!favourites.isEmpty())
        mHistoryMenu->addSection(tr("Favourites"));
    for (const QueryHistory::Favourite &favourite : favourites)
        addQuery(tr("★ %1 — %2").arg(favourite.name, QueryHistory::label(favourite.query)), favourite.query);
    const QList<DocumentQuery> recent = QueryHistory::recent(mDatabase, mCollection);
    mHistoryMenu->addSection(recent.isEmpty() ? tr("No queries run here yet") : tr("Recent"));
    for (const DocumentQuery &query : recent)
        addQuery(QueryHistory::label(query), query);
    mHistoryMenu->addSeparator();
    QAction *save = mHistoryMenu->addAction(tr("Save as &Favourite..."));
    save->setEnabled(!mCollection.isEmpty());
    connect(save, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Save as Favourite"),
            tr("A name for the query on screen in %1.%2:").arg(mDatabase, mCollection), QLineEdit::Normal,
            mFilter->text().left(40), &ok);
        if (ok)
            saveFavourite(name);
    });
    QAction *model = mHistoryMenu->addAction(tr("Add to the Model as an &Access Pattern"));
    model->setEnabled(!mCollection.isEmpty() && mDocument);
    model->setToolTip(tr("The model's collection %1 gets this query as a declared access pattern").arg(mCollection));
    connect(model, &QAction::triggered, this, [this] {
        QString why;
        if (!addToModel(&why))
            showNotices(mMessages, {}, { why });
    });
    QAction *clear = mHistoryMenu->addAction(tr("&Clear Recent Queries"));
    clear->setEnabled(!recent.isEmpty());
    connect(clear, &QAction::triggered, this, [this] { QueryHistory::clearRecent(mDatabase, mCollection); });
}

void LiveQuery::showCount()
{
    // Only the pager and the notices change: the views keep what is
    // unfolded, chosen and scrolled to.
    if (mIndex < 0 || mIndex >= mPages.size())
        return;
    const DocumentPage &page = mPages.at(mIndex);
    mPageLabel->setText(rangeText(page));
    showNotices(mMessages, page.notices + mCountNotices);
}

void LiveQuery::fillText() const
{
    if (!mTextStale)
        return;
    mTextStale = false;
    if (mIndex < 0 || mIndex >= mPages.size()) {
        mText->clear();
        mLinks->setLinks({});
        return;
    }
    // Text of a page of very large documents would hold the window up for
    // seconds: the text view shows the documents that fit in its budget,
    // the tree and the table show them all.
    const DocumentPage &whole = mPages.at(mIndex);
    DocumentPage page = whole;
    QString note;
    if (whole.documents.size() > kTextViewBytes) {
        const QList<QByteArray> documents = pageDocumentViews(whole);
        qsizetype bytes = 0;
        int fit = 0;
        while (fit < documents.size() && bytes + documents.at(fit).size() <= kTextViewBytes)
            bytes += documents.at(fit++).size();
        page.documents = whole.documents.left(bytes);
        page.count = fit;
        note = tr("// The text view shows %1 of these %2 documents (%3 of %4); the tree and the table show them all.\n\n")
                   .arg(fit)
                   .arg(whole.count)
                   .arg(QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat),
                       QLocale().formattedDataSize(whole.documents.size(), 1, QLocale::DataSizeSIFormat));
    }
    const auto format = PreviewFormat(mFormat->currentData().toInt());
    if (format == PreviewFormat::Mongosh) { // links are in the shell's syntax only
        LinkedDocuments linked
            = linkedDocumentsText(page, mCollection.toStdString(), declaredReferences(), mDatabaseCollections);
        for (DocumentLink &link : linked.links) { // the note comes first
            link.begin += int(note.size());
            link.end += int(note.size());
        }
        mText->setPlainText(note + linked.text);
        mLinks->setLinks(linked.links);
    } else {
        mText->setPlainText(note + docmodel::documentsText(page, format));
        mLinks->setLinks({});
    }
}

QString LiveQuery::rangeText(const DocumentPage &page) const
{
    const QLocale locale;
    if (page.count == 0) {
        if (page.firstIndex > 0)
            return tr("No more documents.");
        // A followed reference that finds nothing points at nothing.
        return mFollowed ? tr("The referenced document does not exist: %1 has no document matching %2.")
                               .arg(mRunQuery.collection, mRunQuery.filter)
                         : tr("No documents match.");
    }
    const QString first = locale.toString(page.firstIndex + 1);
    const QString last = locale.toString(page.firstIndex + page.count);
    const bool lastPage = mIndex + 1 == mPages.size() && !mCursor;
    if (lastPage) // the cursor was read to its end: the total is known
        return tr("%1–%2 of %3").arg(first, last, last);
    if (mCount && mCount->count) {
        const qint64 total = qMax(*mCount->count, page.firstIndex + page.count);
        return mCount->estimated ? tr("%1–%2 of about %3").arg(first, last, locale.toString(total))
                                 : tr("%1–%2 of %3").arg(first, last, locale.toString(total));
    }
    if (mCountRequest)
        return tr("%1–%2 of … (counting)").arg(first, last);
    return tr("%1–%2, more on the server").arg(first, last);
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
