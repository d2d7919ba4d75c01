// SPDX-License-Identifier: GPL-3.0-or-later
// The Documents tab's pages: running a query, reading on from its cursor
// (again from where it was when the server closed it), refreshing the page
// on screen, the total, and what each view shows.
#include "livequery.h"

#include "documentlinks.h"
#include "documentwriter.h"
#include "queryhistory.h"
#include "text/livetext.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSpinBox>

#include <utility>

namespace docmodel {

namespace {

// The most of a page the text view formats (the tree and the table show
// any page at once).
constexpr qsizetype kTextViewBytes = 4 * 1000 * 1000;

} // namespace

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
    mWriter->forgetUndo();
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
        mWriter->forgetUndo();
        --mIndex;
        showPage();
    }
}

void LiveQuery::showPage()
{
    if (mIndex < 0 || mIndex >= mPages.size()) {
        updateButtons();
        return;
    }
    const DocumentPage &page = mPages.at(mIndex);
    // The tree and the table ask for every value on screen whether it is a
    // reference: the model's declarations are read once per page.
    mDeclared = declaredReferences();
    const QString projection = mRunQuery.projection.simplified();
    mWriter->setWholeDocuments(projection.isEmpty() || projection == QLatin1String("{}") || projection == QLatin1String("{ }"));
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

} // namespace docmodel
