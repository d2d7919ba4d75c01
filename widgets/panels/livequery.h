// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/liveconnection.h"
#include "preview/collectionpreview.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace docmodel {

// The Documents tab: a query (filter, projection, sort as Extended JSON,
// skip, limit) run against the chosen collection, read a page at a time
// from a server cursor. Pages already read stay in memory, so Previous
// never asks the server again.
class LiveQuery : public QWidget
{
    Q_OBJECT

public:
    LiveQuery(LiveConnection *connection, QWidget *parent = nullptr);
    ~LiveQuery() override;

    // A new collection: forgets the pages and closes the open cursor.
    void setCollection(const QString &database, const QString &collection);
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

signals:
    // A page is on screen, or the query ended with a message.
    void pageShown();
    void queryFailed(const QString &message);

private:
    void showPage();
    void updateButtons();
    void dropCursor();

    LiveConnection *mConnection;
    QString mDatabase;
    QString mCollection;
    QList<DocumentPage> mPages;
    int mIndex = -1;
    LiveConnection::RequestId mRequest = 0;
    quint64 mCursor = 0;
    bool mHasRun = false;

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
