// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkdatadialog.h"
#include "views/documentinputs.h"
#include "text/datacheckfindings.h"

#include "check/checkreport.h"
#include "shape/collectionoptions.h"
#include "inference/parallelanalyzer.h"
#include "views/checkresults.h"
#include "text/livetext.h"
#include "schema/qtstring.h"

#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QLocale>
#include <QPointer>
#include <QtConcurrent>

namespace docmodel {

namespace {

constexpr int kCollectionRole = 0x0100 + 3;

} // namespace

CheckDataDialog::CheckDataDialog(const Model &model, LiveConnection *connection, QWidget *parent)
    : QDialog(parent)
    , mModel(model)
    , mConnection(connection)
    , mSources(new QTabWidget(this))
    , mInputs(new DocumentInputs(this))
    , mDatabase(new QLineEdit(toQString(model.database), this))
    , mServerState(new QLabel(this))
    , mSample(new QSpinBox(this))
    , mResults(new QTreeWidget(this))
    , mDetails(newCodeView(this))
    , mProgress(new QProgressBar(this))
    , mStatus(new QLabel(this))
    , mCheck(new QPushButton(tr("&Check"), this))
    , mCancel(new QPushButton(tr("Cancel"), this))
{
    setObjectName(QStringLiteral("checkDataDialog"));
    setWindowTitle(tr("Check Data against the Model"));
    mInputs->list()->setObjectName(QStringLiteral("checkInputs"));
    mInputs->setMaximumHeight(110); // the results get the room
    mSources->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    mDatabase->setObjectName(QStringLiteral("checkDatabase"));
    mSample->setObjectName(QStringLiteral("checkSample"));
    mSample->setRange(0, 100000000);
    mSample->setSingleStep(1000);
    mSample->setSpecialValueText(tr("every document"));
    mSample->setPrefix(tr("random sample of "));
    mSample->setToolTip(tr("Documents per collection to read and check; a server that evaluates $jsonSchema counts "
                           "every document itself"));
    mResults->setObjectName(QStringLiteral("checkResults"));
    mResults->setColumnCount(3);
    mResults->setHeaderLabels({tr("Documents"), tr("Field"), tr("Why")});
    mResults->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    mResults->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    mResults->header()->setStretchLastSection(true);
    mDetails->setObjectName(QStringLiteral("checkDetails"));
    mDetails->setPlaceholderText(tr("Choose a failing document to see its reasons as the server reports them."));
    mStatus->setWordWrap(true);
    mStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mProgress->setMaximumWidth(200);
    mProgress->hide();
    mCheck->setDefault(true);
    for (QPushButton *button : {mCheck, mCancel})
        button->setAutoDefault(false);
    layOut();
    connectControls();
}

void CheckDataDialog::layOut()
{
    auto *files = new QWidget(this);
    auto *filesLayout = new QHBoxLayout(files);
    filesLayout->addWidget(mInputs, 1);
    auto *server = new QWidget(this);
    auto *serverLayout = new QFormLayout(server);
    serverLayout->addRow(tr("Server:"), mServerState);
    serverLayout->addRow(tr("&Database:"), mDatabase);
    mSources->addTab(files, tr("Files and Dumps"));
    mSources->addTab(server, tr("Connected Server"));
    const bool connected = mConnection && mConnection->isOpen();
    mServerState->setText(connected ? mConnection->settings().displayName()
                                    : tr("not connected (File ▸ Connect to Server…)"));
    mSources->setTabEnabled(Server, connected);

    auto *sampleRow = new QHBoxLayout;
    sampleRow->addWidget(new QLabel(tr("Documents:"), this));
    sampleRow->addWidget(mSample);
    sampleRow->addStretch(1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(mResults);
    splitter->addWidget(mDetails);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mProgress);
    buttons->addWidget(mStatus, 1);
    buttons->addWidget(mCheck);
    buttons->addWidget(mCancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mSources);
    layout->addLayout(sampleRow);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);
    resize(980, 680);
}

void CheckDataDialog::connectControls()
{
    connect(mInputs, &DocumentInputs::changed, this, &CheckDataDialog::updateButtons);
    connect(mSources, &QTabWidget::currentChanged, this, &CheckDataDialog::updateButtons);
    connect(mDatabase, &QLineEdit::textChanged, this, &CheckDataDialog::updateButtons);
    connect(mCheck, &QPushButton::clicked, this, &CheckDataDialog::run);
    connect(mCancel, &QPushButton::clicked, this, [this] { isRunning() ? cancel() : QDialog::reject(); });
    connect(mResults, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        mDetails->setPlainText(item ? item->data(0, kCheckDetailsRole).toString() : QString());
    });
    connect(mResults, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString filter = item->data(0, kCheckFilterRole).toString();
        QTreeWidgetItem *top = item;
        while (top->parent())
            top = top->parent();
        if (!filter.isEmpty() && !mCheckedDatabase.isEmpty())
            emit documentRequested(mCheckedDatabase, top->data(0, kCollectionRole).toString(), filter);
    });
    connect(&mWatcher, &QFutureWatcher<check::CheckReport>::finished, this,
        [this] { showReport(mWatcher.result(), false); });
    if (mConnection) {
        connect(mConnection, &LiveConnection::checkProgressed, this,
            [this](LiveConnection::RequestId id, const QString &collection, int index, int total) {
                if (id != mRequest)
                    return;
                mProgress->setRange(0, total);
                mProgress->setValue(index);
                mStatus->setText(tr("Checking %1 (%2 of %3)…").arg(collection).arg(index + 1).arg(total));
            });
        connect(mConnection, &LiveConnection::checkFinished, this,
            [this](LiveConnection::RequestId id, const LiveCheck &result) {
                if (id != mRequest)
                    return;
                mRequest = 0;
                showReport(*result.report, true);
            });
        connect(mConnection, &LiveConnection::requestFailed, this,
            [this](LiveConnection::RequestId id, const LiveError &error) {
                if (id != mRequest)
                    return;
                mRequest = 0;
                finish(tr("The documents could not be checked: %1").arg(error.message));
            });
        connect(mConnection, &LiveConnection::requestCancelled, this, [this](LiveConnection::RequestId id) {
            if (id != mRequest)
                return;
            mRequest = 0;
            finish(tr("Cancelled."));
        });
    }
    mSources->setCurrentIndex(mConnection && mConnection->isOpen() ? Server : Files);
    updateButtons();
    mStatus->setText(tr("Each collection of the model is checked against the validator its export writes."));
}

CheckDataDialog::~CheckDataDialog()
{
    if (mConnection)
        disconnect(mConnection, nullptr, this, nullptr);
    cancel();
    mWatcher.waitForFinished();
}

void CheckDataDialog::addInputs(const QStringList &paths)
{
    mInputs->addInputs(paths);
}

void CheckDataDialog::setDatabase(const QString &database)
{
    mDatabase->setText(database);
}

void CheckDataDialog::setSourceTab(SourceTab tab)
{
    mSources->setCurrentIndex(tab);
}

bool CheckDataDialog::isRunning() const
{
    return mRequest != 0 || mWatcher.isRunning();
}

QString CheckDataDialog::statusText() const
{
    return mStatus->text();
}

void CheckDataDialog::run()
{
    if (isRunning())
        return;
    mResults->clear();
    mDetails->clear();
    mCheckedDatabase.clear();
    mProgress->setRange(0, 0);
    mProgress->show();
    if (mSources->currentIndex() == Server) {
        LiveCheckRequest request;
        request.database = mDatabase->text().trimmed();
        request.sampleSize = mSample->value();
        request.readHere = mSample->value() > 0;
        request.threads = inference::ParallelAnalyzer::allCores();
        for (const Entity &entity : mModel.entities)
            if (entity.isCollection())
                request.targets.push_back({toQString(entity.name), collectionValidator(mModel, entity)});
        mCheckedDatabase = request.database;
        mRequest = mConnection->requestCheck(request);
        mStatus->setText(tr("Checking the documents of %1…").arg(request.database));
    } else {
        const std::vector<std::string> inputs = mInputs->paths();
        check::CheckOptions options;
        options.threads = inference::ParallelAnalyzer::allCores();
        options.sample = uint64_t(mSample->value());
        options.examples = 10;
        options.skipBad = true;
        mCancelled = std::make_shared<std::atomic<bool>>(false);
        options.cancelled = [cancelled = mCancelled] { return cancelled->load(); };
        QPointer<QLabel> status = mStatus;
        options.progress = [status](const std::string &collection, uint64_t done, uint64_t total) {
            const QString text = tr("Checking %1 (%2 %)…")
                                     .arg(QString::fromStdString(collection))
                                     .arg(total ? int(100 * done / total) : 0);
            QMetaObject::invokeMethod(status, [status, text] {
                if (status)
                    status->setText(text);
            });
        };
        mWatcher.setFuture(QtConcurrent::run([model = mModel, inputs, options] { return check::checkFiles(model, inputs, options); }));
        mStatus->setText(tr("Reading the files…"));
    }
    updateButtons();
}

void CheckDataDialog::cancel()
{
    if (mRequest && mConnection)
        mConnection->cancel(mRequest);
    if (mCancelled)
        mCancelled->store(true);
}

void CheckDataDialog::reject()
{
    cancel();
    mWatcher.waitForFinished();
    QDialog::reject();
}

void CheckDataDialog::showReport(const check::CheckReport &report, bool fromServer)
{
    const QString source = fromServer ? tr("the server") : tr("files");
    if (report.cancelled) {
        finish(tr("Cancelled."));
        return;
    }
    if (!report.error.empty()) {
        finish(QString::fromStdString(report.error));
        return;
    }
    for (const check::CollectionCheck &result : report.collections) {
        const QString name = QString::fromStdString(result.collection);
        const QString summary = result.error.empty()
            ? tr("%1: %2 (%3)").arg(name, check::failingSummary(result), check::methodText(result))
            : tr("%1: %2").arg(name, QString::fromStdString(result.error));
        auto *top = new QTreeWidgetItem(mResults, {summary});
        top->setFirstColumnSpanned(true);
        top->setData(0, kCollectionRole, name);
        top->setForeground(0, result.failing || !result.error.empty() ? failingColor() : passingColor());
        for (const std::string &notice : result.notices) {
            auto *note = new QTreeWidgetItem(top, {QString::fromStdString(notice)});
            note->setFirstColumnSpanned(true);
        }
        if (result.error.empty())
            addCheckResults(top, result);
        top->setExpanded(result.failing > 0 || !result.drift.empty());
    }
    // Not a pass: what the check did not see is shown as a finding.
    for (const check::UncheckedCollection &unchecked : report.unchecked) {
        auto *item = new QTreeWidgetItem(mResults, {check::uncheckedText(unchecked)});
        item->setFirstColumnSpanned(true);
        item->setData(0, kCollectionRole, QString::fromStdString(unchecked.collection));
        item->setForeground(0, failingColor());
    }
    for (const std::string &notice : report.notices) {
        auto *note = new QTreeWidgetItem(mResults, {QString::fromStdString(notice)});
        note->setFirstColumnSpanned(true);
    }
    finish(tr("%1 (Read from %2.)").arg(check::reportSummary(report), source));
    mFindings = { std::make_shared<const check::CheckReport>(report), fromServer ? mCheckedDatabase : QString(),
        QDateTime::currentDateTime() };
    emit checked();
}

void CheckDataDialog::finish(const QString &status)
{
    mProgress->hide();
    mStatus->setText(status);
    updateButtons();
}

void CheckDataDialog::updateButtons()
{
    const bool running = isRunning();
    const bool ready = mSources->currentIndex() == Server ? !mDatabase->text().trimmed().isEmpty() && mConnection
                                                                && mConnection->isOpen()
                                                          : mInputs->count() > 0;
    mCheck->setEnabled(!running && ready);
    mCancel->setText(running ? tr("Cancel") : tr("Close"));
    mSources->setEnabled(!running);
    mSample->setEnabled(!running);
}

} // namespace docmodel
