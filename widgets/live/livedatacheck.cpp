// SPDX-License-Identifier: GPL-3.0-or-later
#include "livedatacheck.h"

#include "check/checkreport.h"
#include "text/datacheckfindings.h"
#include "views/checkresults.h"
#include "document/modeldocument.h"
#include "shape/collectionoptions.h"
#include "livecompare.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace docmodel {

LiveDataCheck::LiveDataCheck(LiveConnection *connection, ModelDocument *document, QWidget *parent)
    : QWidget(parent)
    , mConnection(connection)
    , mDocument(document)
    , mCheck(new QPushButton(tr("Check &Documents"), this))
    , mSample(new QSpinBox(this))
    , mSummary(new QLabel(this))
    , mResults(new QTreeWidget(this))
{
    mCheck->setObjectName(QStringLiteral("dataCheckButton"));
    mCheck->setToolTip(tr("Count the documents the model's validator would refuse, and why"));
    mSample->setObjectName(QStringLiteral("dataCheckSample"));
    mSample->setRange(0, 100000000);
    mSample->setSingleStep(1000);
    mSample->setSpecialValueText(tr("every document"));
    mSample->setPrefix(tr("sample of "));
    mSample->setToolTip(tr("Where the server cannot count with $jsonSchema, the documents are read and checked "
                           "here: every one, or a random sample of this many"));
    mSummary->setObjectName(QStringLiteral("dataCheckSummary"));
    mSummary->setWordWrap(true);
    mSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mResults->setObjectName(QStringLiteral("dataCheckResults"));
    mResults->setColumnCount(3);
    mResults->setHeaderLabels({tr("Documents"), tr("Field"), tr("Why")});
    mResults->setRootIsDecorated(true);
    mResults->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    mResults->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    mResults->header()->setStretchLastSection(true);

    auto *row = new QHBoxLayout;
    row->addWidget(mCheck);
    row->addWidget(mSample);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(mSummary);
    layout->addWidget(mResults, 1);

    connect(mCheck, &QPushButton::clicked, this, [this] { isRunning() ? cancel() : run(); });
    connect(mResults, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString filter = item->data(0, kCheckFilterRole).toString();
        if (!filter.isEmpty())
            emit documentRequested(filter);
    });
    connect(mConnection, &LiveConnection::checkFinished, this,
        [this](LiveConnection::RequestId id, const LiveCheck &result) {
            if (id != mRequest)
                return;
            mRequest = 0;
            showReport(*result.report);
        });
    connect(mConnection, &LiveConnection::requestFailed, this,
        [this](LiveConnection::RequestId id, const LiveError &error) {
            if (id != mRequest)
                return;
            mRequest = 0;
            showMessage(tr("The documents could not be checked: %1").arg(error.message));
        });
    connect(mConnection, &LiveConnection::requestCancelled, this, [this](LiveConnection::RequestId id) {
        if (id != mRequest)
            return;
        mRequest = 0;
        showMessage(tr("Cancelled."));
    });
    showMessage(QString());
}

LiveDataCheck::~LiveDataCheck()
{
    disconnect(mConnection, nullptr, this, nullptr);
    if (mRequest)
        mConnection->cancel(mRequest);
}

void LiveDataCheck::setCollection(const QString &database, const QString &collection)
{
    cancel();
    mDatabase = database;
    mCollection = collection;
    mResults->clear();
    showMessage(tr("Check Documents counts the documents of %1 the model's validator would refuse.").arg(collection));
}

void LiveDataCheck::run()
{
    const Entity *entity = modelCollection(mDocument->model(), mDatabase, mCollection);
    if (!entity || isRunning())
        return;
    LiveCheckRequest request;
    request.database = mDatabase;
    request.sampleSize = mSample->value();
    request.readHere = mSample->value() > 0;
    request.examples = 10;
    request.threads = 2;
    request.targets.push_back({mCollection, collectionValidator(mDocument->model(), *entity)});
    mResults->clear();
    mRequest = mConnection->requestCheck(request);
    showMessage(tr("Checking the documents of %1…").arg(mCollection));
}

void LiveDataCheck::cancel()
{
    if (mRequest)
        mConnection->cancel(mRequest);
}

QString LiveDataCheck::summaryText() const
{
    return mSummary->text();
}

void LiveDataCheck::showMessage(const QString &message)
{
    mSummary->setText(message);
    mSummary->setStyleSheet(QString());
    mCheck->setText(isRunning() ? tr("&Cancel Check") : tr("Check &Documents"));
    mSample->setEnabled(!isRunning());
}

void LiveDataCheck::showReport(const check::CheckReport &report)
{
    mResults->clear();
    if (report.collections.empty()) {
        showMessage(tr("Nothing was checked."));
        return;
    }
    const check::CollectionCheck &result = report.collections.front();
    if (!result.error.empty()) {
        showMessage(QString::fromStdString(result.error));
        return;
    }
    QString summary = tr("%1: %2 (%3).").arg(mCollection, check::failingSummary(result), check::methodText(result));
    for (const std::string &notice : result.notices)
        summary += QLatin1Char(' ') + QString::fromStdString(notice);
    showMessage(summary);
    mSummary->setStyleSheet(QStringLiteral("color: %1").arg((result.failing ? failingColor() : passingColor()).name()));

    addCheckResults(mResults->invisibleRootItem(), result);
    emit checked();
}

} // namespace docmodel
