// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveexplain.h"

#include "livequery.h"
#include "text/livetext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <utility>

namespace docmodel {

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
    mQueryLabel->clear();
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

QString LiveExplain::explainedQuery() const
{
    return mQueryLabel->text();
}

} // namespace docmodel
