// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
class QToolButton;

namespace docmodel {

class DocumentLinks;
class ModelDocument;
struct DocumentLink;

// The Documents tab: a query (filter, projection, sort as Extended JSON,
// skip, limit) run against the chosen collection, read a page at a time
// from a server cursor. Pages already read stay in memory, so Previous
// never asks the server again.
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
    void setFormat(PreviewFormat format);
    void setQueryText(
        const QString &filter, const QString &projection = {}, const QString &sort = {});

    int pageCount() const { return int(mPages.size()); }
    int pageIndex() const { return mIndex; }
    bool isWaiting() const { return mRequest != 0; }
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
    void showPage();
    void updateButtons();
    void dropCursor();

    LiveConnection *mConnection;
    ModelDocument *mDocument;
    QString mDatabase;
    QString mCollection;
    QList<DocumentPage> mPages;
    int mIndex = -1;
    LiveConnection::RequestId mRequest = 0;
    quint64 mCursor = 0;
    bool mHasRun = false;
    QHash<QString, DocumentQuery> mRemembered; // by "database.collection"
    std::vector<std::string> mDatabaseCollections;
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
    QPushButton *mPrevious;
    QPushButton *mNext;
    QComboBox *mFormat;
    QLabel *mPageLabel;
    QLabel *mMessages;
    QPlainTextEdit *mText;
    DocumentLinks *mLinks;
};

// The Explain tab: how the server would run the Documents tab's query.
class LiveExplain : public QWidget
{
    Q_OBJECT

public:
    LiveExplain(LiveConnection *connection, LiveQuery *query, QWidget *parent = nullptr);

    void clear();
    void explain();
    QString summary() const;
    QString planText() const;

signals:
    void explained();

private:
    LiveConnection *mConnection;
    LiveQuery *mQuery;
    LiveConnection::RequestId mRequest = 0;

    QPushButton *mExplain;
    QLabel *mQueryLabel;
    QLabel *mSummary;
    QLabel *mMessages;
    QPlainTextEdit *mPlan;
};

} // namespace docmodel
