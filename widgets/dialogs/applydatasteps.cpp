// SPDX-License-Identifier: GPL-3.0-or-later
#include "applydatasteps.h"

#include "shape/collectionoptions.h"
#include "text/previewhighlighter.h"
#include "schema/qtstring.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace docmodel {

namespace {


QString pretty(const QString &json)
{
    const nlohmann::ordered_json parsed = nlohmann::ordered_json::parse(json.toStdString(), nullptr, false);
    return parsed.is_discarded() ? json : QString::fromStdString(parsed.dump(2));
}

} // namespace

ApplyDataSteps::ApplyDataSteps(const DataMigration &migration, const Model &to, LiveConnection *connection, QWidget *parent)
    : QWidget(parent)
    , mMigration(migration)
    , mConnection(connection)
    , mSteps(new QTreeWidget(this))
    , mShowDetail(new QPushButton(tr("Show Doc&uments"), this))
    , mDetail(newCodeView(this))
    , mRemoveOld(new QCheckBox(tr("Also remo&ve old data"), this))
    , mOrphans(new QComboBox(this))
    , mOrphansTarget(new QLineEdit(this))
    , mProgress(new QProgressBar(this))
    , mStatus(new QLabel(this))
    , mRun(new QPushButton(tr("Mi&grate Documents"), this))
    , mCancel(new QPushButton(tr("Cancel"), this))
{
    setObjectName(QStringLiteral("applyDataSteps"));
    for (const Entity &entity : to.entities)
        if (entity.isCollection())
            mValidators.push_back({ toQString(entity.name), collectionValidator(to, entity) });
    mSteps->setObjectName(QStringLiteral("dataSteps"));
    mSteps->setColumnCount(4);
    mSteps->setHeaderLabels({ tr("Data step"), tr("Collection"), tr("Documents"), tr("Result") });
    mSteps->setRootIsDecorated(false);
    mSteps->setUniformRowHeights(true);
    mSteps->setAlternatingRowColors(true);
    mSteps->header()->setStretchLastSection(true);
    mSteps->setColumnWidth(StepColumn, 330);
    mSteps->setColumnWidth(CollectionColumn, 90);
    mSteps->setColumnWidth(CountColumn, 80);
    for (const DataStep &step : mMigration.steps) {
        auto *item = new QTreeWidgetItem(mSteps, { step.title, toQString(step.collection), QString(), QString() });
        item->setToolTip(StepColumn, step.title);
        if (step.destructive) {
            item->setForeground(StepColumn, QBrush(kDestructive));
            item->setToolTip(StepColumn, tr("%1 (removes old data: runs only when “Also remove old data” is checked, "
                                            "after the new shape checked out)")
                                             .arg(step.title));
        }
    }
    for (const QString &line : mMigration.manual) {
        auto *item = new QTreeWidgetItem(mSteps, { tr("By hand: %1").arg(line) });
        item->setFlags(item->flags() & ~Qt::ItemIsSelectable);
    }
    mDetail->setObjectName(QStringLiteral("dataStepDetail"));
    mDetail->hide();
    mShowDetail->setCheckable(true);
    mShowDetail->setToolTip(tr("Show the chosen step's pipeline and a few documents before and after it "
                               "(from the dry run)"));
    mRemoveOld->setToolTip(tr("Run the destructive steps too, once the migrated collections pass the new "
                              "model's validators"));
    mOrphans->setObjectName(QStringLiteral("orphans"));
    mOrphans->addItem(tr("Keep them: the drop waits"), int(OrphanPolicy::Kind::Keep));
    mOrphans->addItem(tr("Move them to a collection"), int(OrphanPolicy::Kind::MoveTo));
    mOrphans->addItem(tr("Drop them with their collection"), int(OrphanPolicy::Kind::Drop));
    mOrphans->setToolTip(tr("Children whose parent does not exist are not embedded; the dry run counts them. "
                            "Their collection is dropped only when none are left or you choose here."));
    mOrphansTarget->setObjectName(QStringLiteral("orphansTarget"));
    mOrphansTarget->setPlaceholderText(tr("collection"));
    mOrphansTarget->setAccessibleName(tr("Collection for children without a parent"));
    mOrphansTarget->setVisible(false);
    mOrphansTarget->setMinimumWidth(220);
    mRun->setToolTip(tr("Run the data steps on the server in batches; each batch is recorded, so a run "
                        "that stops resumes where it stopped"));
    mCancel->setToolTip(tr("Stop after the batch running now"));
    mStatus->setWordWrap(true);
    mStatus->setObjectName(QStringLiteral("dataStepsStatus"));
    mProgress->setMaximumWidth(200);
    mProgress->hide();
    for (QPushButton *button : { mShowDetail, mRun, mCancel })
        button->setAutoDefault(false);
    layOut();
    connectControls();
}

void ApplyDataSteps::layOut()
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(mSteps);
    splitter->addWidget(mDetail);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({ 640, 420 });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mShowDetail);
    buttons->addWidget(mRemoveOld);
    buttons->addWidget(mProgress);
    buttons->addWidget(mStatus, 1);
    buttons->addWidget(mRun);
    buttons->addWidget(mCancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter, 1);
    // Only where a step embeds children, so only where some may be left.
    if (std::any_of(mMigration.steps.begin(), mMigration.steps.end(), [](const DataStep &step) { return step.drop && step.carriesChildren(); })) {
        auto *orphans = new QHBoxLayout;
        auto *label = new QLabel(tr("C&hildren without a parent:"), this);
        label->setBuddy(mOrphans);
        orphans->addWidget(label);
        orphans->addWidget(mOrphans);
        orphans->addWidget(mOrphansTarget);
        orphans->addStretch(1);
        layout->addLayout(orphans);
    } else {
        mOrphans->hide();
    }
    layout->addLayout(buttons);
}

void ApplyDataSteps::connectControls()
{
    connect(mShowDetail, &QPushButton::toggled, this, [this](bool on) {
        mDetail->setVisible(on);
        showDetail();
    });
    connect(mSteps, &QTreeWidget::currentItemChanged, this, &ApplyDataSteps::showDetail);
    connect(mRun, &QPushButton::clicked, this, &ApplyDataSteps::run);
    connect(mOrphans, &QComboBox::currentIndexChanged, this, [this] {
        mOrphansTarget->setVisible(orphanPolicy().kind == OrphanPolicy::Kind::MoveTo);
        if (mOrphansTarget->isVisible() && mOrphansTarget->text().isEmpty())
            mOrphansTarget->setText(tr("%1_orphans").arg(orphansCollection()));
    });
    connect(mCancel, &QPushButton::clicked, this, &ApplyDataSteps::cancel);
    connect(mConnection, &LiveConnection::migrationProgressed, this,
        [this](LiveConnection::RequestId id, const MigrationStepReport &step) {
            if (id == mRequest)
                showStep(step);
        });
    connect(mConnection, &LiveConnection::migrationFinished, this,
        [this](LiveConnection::RequestId id, const LiveMigration &result) {
            if (id != mRequest)
                return;
            mRequest = 0;
            finish(result);
        });
    connect(mConnection, &LiveConnection::requestFailed, this, [this](LiveConnection::RequestId id, const LiveError &error) {
        if (id != mRequest)
            return;
        mRequest = 0;
        fail(error.message);
    });
    connect(mConnection, &LiveConnection::requestCancelled, this, [this](LiveConnection::RequestId id) {
        if (id != mRequest)
            return;
        mRequest = 0;
        fail(tr("cancelled"));
    });
    setBusy(false, tr("Read the server to try the data steps on its documents."));
}

ApplyDataSteps::~ApplyDataSteps()
{
    disconnect(mConnection, nullptr, this, nullptr);
    if (mRequest)
        mConnection->cancel(mRequest);
}

void ApplyDataSteps::tryOn(const QString &database)
{
    mDatabase = database;
    start(true);
}

void ApplyDataSteps::run()
{
    start(false);
}

void ApplyDataSteps::start(bool dryRun)
{
    if (isBusy() || mDatabase.isEmpty() || mMigration.steps.empty())
        return;
    LiveMigrationRequest request;
    request.database = mDatabase;
    request.migration = mMigration;
    request.validators = mValidators;
    request.dryRun = dryRun;
    // A run the person started here and that stopped goes on where it stopped.
    request.resume = true;
    request.allowDestructive = mRemoveOld->isChecked();
    request.orphans = orphanPolicy();
    if (request.orphans.kind == OrphanPolicy::Kind::MoveTo && request.orphans.collection.empty()) {
        mStatus->setText(tr("Name the collection the children without a parent move to."));
        mOrphansTarget->setFocus();
        return;
    }
    if (!dryRun) {
        request.dryRunCounts = mDryRunCounts;
        request.dryRunAt = mDryRunAt;
    }
    mDryRun = dryRun;
    for (int i = 0; i < int(mMigration.steps.size()); ++i)
        mSteps->topLevelItem(i)->setText(ResultColumn, dryRun ? QString() : tr("waiting"));
    mRequest = mConnection->requestMigration(request);
    mProgress->setRange(0, dryRun ? 0 : int(mMigration.steps.size()));
    mProgress->setValue(0);
    setBusy(true, dryRun ? tr("Trying the data steps on %1…").arg(mDatabase)
                         : tr("Migrating the documents of %1…").arg(mDatabase));
}

OrphanPolicy ApplyDataSteps::orphanPolicy() const
{
    OrphanPolicy policy;
    policy.kind = OrphanPolicy::Kind(mOrphans->currentData().toInt());
    if (policy.kind == OrphanPolicy::Kind::MoveTo)
        policy.collection = mOrphansTarget->text().trimmed().toStdString();
    return policy;
}

// The collection whose children may be left without a parent.
QString ApplyDataSteps::orphansCollection() const
{
    for (const DataStep &step : mMigration.steps)
        if (step.drop && step.carriesChildren())
            return toQString(step.orphansOf);
    return {};
}

void ApplyDataSteps::cancel()
{
    if (mRequest)
        mConnection->cancel(mRequest);
}

void ApplyDataSteps::showStep(const MigrationStepReport &step)
{
    QTreeWidgetItem *item = mSteps->topLevelItem(step.index);
    if (!item)
        return;
    if (step.state == MigrationStepState::Done) {
        mProgress->setValue(step.index + 1);
        item->setText(ResultColumn, tr("done, %n batch(es)", nullptr, step.batches + step.batchesBefore));
        item->setForeground(ResultColumn, QBrush(kDone));
    } else {
        item->setText(ResultColumn, tr("running: %n batch(es) done", nullptr, step.batches + step.batchesBefore));
    }
}

void ApplyDataSteps::finish(const LiveMigration &result)
{
    if (mDryRun || mReports.empty())
        mReports = result.steps;
    else // the run's counts, with the dry run's documents kept for the detail view
        for (const MigrationStepReport &step : result.steps) {
            MigrationStepReport &kept = mReports[size_t(step.index)];
            const QStringList before = kept.before, after = kept.after;
            kept = step;
            kept.before = before;
            kept.after = after;
        }
    const QLocale locale;
    for (const MigrationStepReport &step : result.steps) {
        QTreeWidgetItem *item = mSteps->topLevelItem(step.index);
        if (step.sourceDocuments >= 0)
            item->setText(CountColumn,
                step.outputDocuments < 0 ? locale.toString(step.sourceDocuments)
                    : step.deletes       ? tr("%1 → %2 removed").arg(locale.toString(step.sourceDocuments), locale.toString(step.outputDocuments))
                                         : tr("%1 → %2").arg(locale.toString(step.sourceDocuments), locale.toString(step.outputDocuments)));
        item->setToolTip(CountColumn,
            step.deletes ? tr("documents the step reads → documents it removes") : tr("documents the step reads → documents it writes"));
        QString text = migrationStepStateName(step.state);
        if (step.state == MigrationStepState::Done || step.state == MigrationStepState::AlreadyDone)
            text = tr("%1, %n batch(es)", nullptr, step.batches + step.batchesBefore).arg(text);
        if (!step.countProblem.isEmpty())
            text = tr("%1; counts do not add up: %2").arg(text, step.countProblem);
        else if (!step.message.isEmpty())
            text = tr("%1: %2").arg(text, step.message);
        item->setText(ResultColumn, text);
        item->setToolTip(ResultColumn, text);
        const bool bad = step.state == MigrationStepState::Failed || !step.countProblem.isEmpty();
        item->setForeground(ResultColumn,
            bad ? QBrush(kDestructive)
                : step.state == MigrationStepState::Done ? QBrush(kDone) : palette().brush(QPalette::Text));
    }
    QStringList summary;
    if (result.dryRun)
        summary << tr("Dry run: nothing was written. Choose a step and Show Documents to see a few documents "
                      "before and after it.");
    else if (result.succeeded())
        summary << tr("The documents are migrated.");
    if (result.postCheck)
        for (const check::CollectionCheck &collection : result.postCheck->collections)
            summary << tr("%1: %2 of %3 documents fail the new model.")
                           .arg(QString::fromStdString(collection.collection))
                           .arg(collection.failing)
                           .arg(collection.checked);
    summary << result.notices;
    if (!result.stopReason.isEmpty())
        summary << result.stopReason;
    if (result.cancelled)
        summary << tr("Cancelled: Migrate Documents goes on where it stopped.");
    if (std::any_of(result.steps.begin(), result.steps.end(),
            [&](const MigrationStepReport &step) { return orphansKeptFromDrop(step, orphanPolicy()); }))
        summary << tr("Choose below what happens to the children without a parent.");
    setBusy(false, summary.join(QLatin1Char(' ')));
    showDetail();
    if (result.dryRun) {
        mDryRunCounts = result.counts;
        mDryRunAt = QDateTime::currentDateTime();
        emit tried();
    }
    else
        emit migrated();
}

void ApplyDataSteps::fail(const QString &why)
{
    setBusy(false, mDryRun ? tr("The data steps could not be tried: %1").arg(why)
                           : tr("The migration stopped: %1. Migrate Documents goes on where it stopped.").arg(why));
    if (!mDryRun)
        emit migrated();
}

void ApplyDataSteps::showDetail()
{
    if (!mShowDetail->isChecked())
        return;
    const int index = mSteps->indexOfTopLevelItem(mSteps->currentItem());
    if (index < 0 || index >= int(mMigration.steps.size())) {
        mDetail->setPlainText(tr("// Choose a data step to see its pipeline and documents."));
        return;
    }
    const DataStep &step = mMigration.steps[size_t(index)];
    QString text = step.drop  ? tr("// db.%1.drop()").arg(toQString(step.collection))
        : step.deletes()      ? tr("// db.%1.deleteMany(…):").arg(toQString(step.collection)) + QLatin1Char('\n')
                + toQString(step.deleteWhere.dump(2))
                              : tr("// db.%1.aggregate(…), in batches by _id:").arg(toQString(step.collection))
                + QLatin1Char('\n') + toQString(step.pipeline.dump(2));
    if (index < int(mReports.size())) {
        const MigrationStepReport &report = mReports[size_t(index)];
        for (const QString &document : report.before)
            text += QLatin1String("\n\n") + tr("// before") + QLatin1Char('\n') + pretty(document);
        for (const QString &document : report.after)
            text += QLatin1String("\n\n") + tr("// after") + QLatin1Char('\n') + pretty(document);
    }
    mDetail->setPlainText(text);
}

void ApplyDataSteps::setBusy(bool busy, const QString &status)
{
    mProgress->setVisible(busy);
    mStatus->setText(status);
    mStatus->setToolTip(status);
    mRun->setEnabled(!busy && !mDatabase.isEmpty() && !mMigration.steps.empty());
    mCancel->setEnabled(busy);
    mOrphans->setEnabled(!busy);
    mOrphansTarget->setEnabled(!busy);
}

QString ApplyDataSteps::statusText() const
{
    return mStatus->text();
}

} // namespace docmodel
