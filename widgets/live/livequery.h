// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentviews.h"
#include "live/liveconnection.h"
#include "preview/collectionpreview.h"
#include "schema/referencepaths.h"

#include <QHash>
#include <QList>
#include <QStringList>
#include <QWidget>

#include <optional>
#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QMenu;
class QToolButton;

namespace docmodel {

class DocumentLinks;
class DocumentWriter;
class ModelDocument;
struct DocumentLink;

// The Documents tab: a query (filter, projection, sort as Extended JSON,
// skip, limit) run against the chosen collection, read a page at a time
// from a server cursor, shown as trees, a table or text (DocumentViews).
// Pages already read stay in memory, so Previous never asks the server
// again. The pager says how many documents match ("1–20 of 1,000"); when
// the server has closed the cursor (its idle timeout, a restart, a
// reconnect) Next runs the query again from where it was.
class LiveQuery : public QWidget
{
    Q_OBJECT

public:
    LiveQuery(LiveConnection *connection, ModelDocument *document, QWidget *parent = nullptr);
    ~LiveQuery() override;

    // A new collection: forgets the pages and closes the open cursor, keeps
    // the last one's query and brings back the new one's.
    void setCollection(const QString &database, const QString &collection);
    // The collections of the chosen database, which references may name.
    void setDatabaseCollections(const QStringList &names);
    // Another server: no query and no step of Back or Forward is kept.
    void forgetQueries();
    DocumentQuery currentQuery() const;
    bool hasRun() const { return mHasRun; }

    void run();
    void nextPage();
    void previousPage();
    // Reads the page on screen (and the count) again from the server.
    void refreshPage();
    // The query on screen as a favourite of this collection.
    void saveFavourite(const QString &name);
    // The query on screen as an access pattern of the model's collection of
    // this name (one undo step); false with the reason when it cannot be.
    bool addToModel(QString *why = nullptr);
    // The History button's menu: favourites, then recent queries, each
    // running its query when chosen.
    QMenu *historyMenu() const { return mHistoryMenu; }
    void setFormat(PreviewFormat format);
    void setQueryText(
        const QString &filter, const QString &projection = {}, const QString &sort = {});

    int pageCount() const { return int(mPages.size()); }
    int pageIndex() const { return mIndex; }
    bool isWaiting() const { return mRequest != 0; }
    bool isCounting() const { return mCountRequest != 0; }
    DocumentViews *views() const { return mViews; }
    DocumentWriter *writer() const { return mWriter; }
    // The page in the chosen syntax, as the text view shows it.
    QString documentsText() const;
    QString pageLabel() const;
    QString messageText() const;

    // The references on the page on screen; following one runs the query for
    // its document, in its collection, and remembers where it came from.
    const QList<DocumentLink> &links() const;
    void follow(const DocumentLink &link);
    bool canGoBack() const { return !mBack.isEmpty(); }
    bool canGoForward() const { return !mForward.isEmpty(); }
    void goBack();
    void goForward();

signals:
    // A page is on screen, or the query ended with a message.
    void pageShown();
    void queryFailed(const QString &message);
    // Following a reference, or going back, needs this collection chosen.
    void collectionWanted(const QString &database, const QString &collection);

private:
    // The constructor's parts, in this order.
    void layOut();
    void connectControls();
    // Runs `query`, in its collection (asked for first when another one).
    bool go(const DocumentQuery &query);
    // Back or Forward: the last query of `from` runs, where we were goes onto `to`.
    void step(QList<DocumentQuery> &from, QList<DocumentQuery> &to);
    void applyQuery(const DocumentQuery &query);
    std::vector<ReferencePath> declaredReferences() const;
    // Asks for documents from `position` of the query's result on.
    void requestFrom(qint64 position);
    void requestCount();
    // Next found the cursor closed: the query runs again from there.
    void resume(const QString &why);
    void receivePage(DocumentPage page);
    void showPage();
    void fillHistoryMenu();
    // The total arrived (or will not): the pager says it.
    void showCount();
    // The text view is filled when it is looked at.
    void fillText() const;
    QString rangeText(const DocumentPage &page) const;
    void updateButtons();
    void dropCursor();

    LiveConnection *mConnection;
    ModelDocument *mDocument;
    QString mDatabase;
    QString mCollection;
    QList<DocumentPage> mPages;
    int mIndex = -1;
    LiveConnection::RequestId mRequest = 0;
    LiveConnection::RequestId mCountRequest = 0;
    quint64 mCursor = 0;
    bool mHasRun = false;
    DocumentQuery mRunQuery; // the query as it was run (the fields may change since)
    qint64 mPositionBase = 0; // where in the result the open cursor started
    std::optional<DocumentCount> mCount;
    QStringList mCountNotices;
    QString mResumeNotice; // told with the next page that arrives
    bool mFollowed = false; // the query finds a followed reference's document
    mutable bool mTextStale = true;
    QHash<QString, DocumentQuery> mRemembered; // by "database.collection"
    std::vector<std::string> mDatabaseCollections;
    std::vector<ReferencePath> mDeclared; // the model's references, as of the page shown
    QList<DocumentQuery> mBack;
    QList<DocumentQuery> mForward;
    std::optional<DocumentQuery> mArriving; // applied when its collection is set

    QToolButton *mBackButton;
    QToolButton *mForwardButton;
    QLineEdit *mFilter;
    QLineEdit *mProjection;
    QLineEdit *mSort;
    QSpinBox *mSkip;
    QSpinBox *mLimit;
    QSpinBox *mPageSize;
    QPushButton *mRun;
    QToolButton *mHistory;
    QMenu *mHistoryMenu;
    QPushButton *mPrevious;
    QPushButton *mNext;
    QComboBox *mView;
    QComboBox *mFormat;
    QLabel *mPageLabel;
    QLabel *mMessages;
    DocumentViews *mViews;
    QPlainTextEdit *mText;
    DocumentLinks *mLinks;
    DocumentWriter *mWriter;
    QToolButton *mWrite;
};

} // namespace docmodel
