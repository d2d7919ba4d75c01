// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/liveconnection.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace docmodel {

class LiveQuery;

// The Explain tab: how the server would run the Documents tab's query.
class LiveExplain : public QWidget
{
    Q_OBJECT

public:
    LiveExplain(LiveConnection *connection, LiveQuery *query, QWidget *parent = nullptr);

    // Forgets the last plan: the Documents tab's collection changed.
    void clear();
    void explain();
    // The query the plan on screen is for; empty when none is.
    QString explainedQuery() const;
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
