// SPDX-License-Identifier: GPL-3.0-or-later
#include "applydialog.h"
#include "applydatasteps.h"

#include "check/plancheck.h"
#include "text/livetext.h"
#include "text/previewhighlighter.h"
#include "schema/qtstring.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace docmodel {

namespace {


// Steps that run when applied: checked and with a command to send.
int runnableCount(const Plan &plan)
{
    int count = 0;
    for (const PlanStep &step : plan.steps)
        if (step.selected && !step.command.is_null())
            ++count;
    return count;
}

} // namespace

ApplyDialog::ApplyDialog(const Model &model, LiveConnection *connection, QWidget *parent)
    : ApplyDialog(model, std::nullopt, defaultDatabase(model, connection->settings()), connection, parent)
{
}

ApplyDialog::ApplyDialog(
    const IndexChange &change, const QString &database, LiveConnection *connection, QWidget *parent)
    : ApplyDialog(Model(), change, database, connection, parent)
{
}

ApplyDialog::ApplyDialog(const Model &model, std::optional<IndexChange> indexChange, const QString &database,
    LiveConnection *connection, QWidget *parent)
    : QDialog(parent)
    , mModel(model)
    , mIndexChange(std::move(indexChange))
    , mConnection(connection)
    , mDatabase(new QLineEdit(database, this))
    , mRead(new QPushButton(tr("&Read Server"), this))
    , mNotes(newNoticeLabel(this))
    , mSteps(new QTreeWidget(this))
    , mSplitter(new QSplitter(Qt::Vertical, this))
    , mShowCommand(new QPushButton(tr("Show &Command"), this))
    , mCommand(newCodeView(this))
    , mContinueOnError(new QCheckBox(tr("C&ontinue after a failed step"), this))
    , mShard(new QCheckBox(tr("S&hard collections"), this))
    , mModerate(new QCheckBox(tr("&Moderate (leave failing documents)"), this))
    , mWarn(new QCheckBox(tr("&Warn only"), this))
    , mConstraint(new QCheckBox(tr("&Guarantee (constraint)"), this))
    , mProgress(new QProgressBar(this))
    , mStatus(new QLabel(this))
    , mApply(new QPushButton(tr("&Apply Checked Steps"), this))
    , mCancel(new QPushButton(tr("Cancel"), this))
    , mClose(new QPushButton(tr("Close"), this))
{
    setUpControls();
    layOut();
    connectControls();
    connectAnswers();
    connectFailures();
    updateButtons();
    mVersionRequest = mConnection->requestServerInfo();
    if (mDatabase->text().isEmpty())
        mStatus->setText(tr("Name the database to compare the model with, then Read Server."));
    else
        readServer();
}


void ApplyDialog::connectControls()
{
    connect(mRead, &QPushButton::clicked, this, &ApplyDialog::readServer);
    connect(mDatabase, &QLineEdit::returnPressed, this, &ApplyDialog::readServer);
    connect(mDatabase, &QLineEdit::textEdited, this, [this] {
        if (isBusy())
            return;
        mHasPlan = false;
        mSteps->clear();
        mNotes->hide();
        mStatus->setText(tr("Read the server to compare the model with this database."));
        updateButtons();
    });
    connect(mApply, &QPushButton::clicked, this, &ApplyDialog::apply);
    connect(mCancel, &QPushButton::clicked, this, &ApplyDialog::cancel);
    connect(mClose, &QPushButton::clicked, this, &ApplyDialog::reject);
    connect(mSteps, &QTreeWidget::itemChanged, this, &ApplyDialog::stepChanged);
    connect(mSteps, &QTreeWidget::currentItemChanged, this, &ApplyDialog::showCommand);
    connect(mSteps, &QTreeWidget::currentItemChanged, this, &ApplyDialog::showValidationMode);
    connect(mShowCommand, &QPushButton::toggled, this, [this](bool on) {
        mCommand->setVisible(on);
        showCommand();
    });

}

// What the server answers to the dialog's requests: the database's state,
// a check, each applied step and the run's end.
void ApplyDialog::connectAnswers()
{
    connect(mConnection, &LiveConnection::stateReceived, this,
        [this](LiveConnection::RequestId id, const DatabaseState &state) {
            if (id != mRequest)
                return;
            mRequest = 0;
            if (mVerifying)
                showKeptValidators(state);
            else
                showState(state);
        });
    connect(mConnection, &LiveConnection::serverInfoReceived, this,
        [this](LiveConnection::RequestId id, const ServerInfo &info) {
            if (id != mVersionRequest)
                return;
            mVersionRequest = 0;
            mServerVersion = info.version;
            showValidationMode();
        });
    connect(mConnection, &LiveConnection::checkFinished, this,
        [this](LiveConnection::RequestId id, const LiveCheck &result) {
            if (id != mRequest)
                return;
            mRequest = 0;
            if (mRechecking)
                showRecheck(*result.report);
            else
                showCheck(result.report.get(), QString());
        });
    connect(mConnection, &LiveConnection::applyProgressed, this,
        [this](LiveConnection::RequestId id, const StepResult &result) {
            if (id == mRequest)
                showResult(result);
        });
    connect(mConnection, &LiveConnection::applyFinished, this,
        [this](LiveConnection::RequestId id, const ApplyReport &report) {
            if (id != mRequest)
                return;
            mRequest = 0;
            finishApply(report, QString());
        });
}

// A request that failed or was cancelled ends what it was for.
void ApplyDialog::connectFailures()
{
    connect(mConnection, &LiveConnection::requestFailed, this,
        [this](LiveConnection::RequestId id, const LiveError &error) {
            if (id == mVersionRequest)
                mVersionRequest = 0; // the version stays unknown: nothing that needs 9.0 is offered
            if (id != mRequest)
                return;
            mRequest = 0;
            if (mChecking) {
                showCheck(nullptr, error.message);
                return;
            }
            if (mRechecking) {
                mRechecking = false;
                setBusy(false, mStatus->text());
                return;
            }
            if (mVerifying) { // the apply's own report stands; only the check is lost
                mVerifying = false;
                recheckAppliedValidators(mLastReport);
                return;
            }
            if (!mApplying) {
                setBusy(false, tr("The database could not be read: %1").arg(error.message));
                return;
            }
            ApplyReport report;
            report.results = mResults;
            report.connectionLost = true;
            finishApply(report, error.message);
        });
    connect(
        mConnection, &LiveConnection::requestCancelled, this, [this](LiveConnection::RequestId id) {
            if (id != mRequest)
                return;
            mRequest = 0;
            if (mChecking) {
                showCheck(nullptr, tr("cancelled"));
                return;
            }
            if (mRechecking) {
                mRechecking = false;
                setBusy(false, mStatus->text());
                return;
            }
            if (mVerifying) {
                mVerifying = false;
                setBusy(false, mStatus->text());
                return;
            }
            if (!mApplying) {
                setBusy(false, tr("Cancelled: the server was not read."));
                return;
            }
            ApplyReport report;
            report.results = mResults;
            report.cancelled = true;
            finishApply(report, QString());
        });

}

ApplyDialog::~ApplyDialog()
{
    // What the server answers after this is of no one's interest.
    disconnect(mConnection, nullptr, this, nullptr);
    if (mRequest)
        mConnection->cancel(mRequest);
}

QString ApplyDialog::defaultDatabase(const Model &model, const ConnectionSettings &settings)
{
    if (!model.database.empty())
        return toQString(model.database);
    // mongodb://hosts/database?options: QUrl does not take several hosts.
    const QString uri = settings.uri;
    const int scheme = uri.indexOf(QLatin1String("://"));
    const int slash = scheme < 0 ? -1 : uri.indexOf(QLatin1Char('/'), scheme + 3);
    if (slash < 0)
        return {};
    return uri.mid(slash + 1).section(QLatin1Char('?'), 0, 0);
}

void ApplyDialog::setDataMigration(const DataMigration &migration)
{
    if (mDataSteps || (migration.steps.empty() && migration.manual.isEmpty()))
        return;
    mDataSteps = new ApplyDataSteps(migration, mModel, mConnection, this);
    mSplitter->addWidget(mDataSteps);
    mSplitter->setSizes({ 220, 0, 260 }); // the command view is hidden until asked for
    resize(width(), height() + 220);
    connect(this, &ApplyDialog::planShown, mDataSteps, [this] { mDataSteps->tryOn(mDatabase->text().trimmed()); });
    connect(mDataSteps, &ApplyDataSteps::migrated, this, [this] { emit applied(ApplyReport()); });
    if (mHasPlan && !isBusy())
        mDataSteps->tryOn(mDatabase->text().trimmed());
}

QStringList ApplyDialog::modelCollections() const
{
    QStringList names;
    for (const Entity &entity : mModel.entities)
        if (entity.isCollection())
            names << toQString(entity.name);
    return names;
}

void ApplyDialog::readServer()
{
    if (isBusy())
        return;
    const QString database = mDatabase->text().trimmed();
    if (database.isEmpty()) {
        mStatus->setText(tr("Name the database to compare the model with."));
        return;
    }
    mHasPlan = false;
    mApplied = false;
    mSteps->clear();
    mNotes->hide();
    mApplying = false;
    mRequest = mConnection->requestState(
        database, mIndexChange ? QStringList { toQString(mIndexChange->collection) } : modelCollections());
    mProgress->setRange(0, 0);
    setBusy(true, tr("Reading the database %1 on the server…").arg(database));
}

void ApplyDialog::showState(const DatabaseState &state)
{
    if (&state != &mState)
        mState = state;
    if (mIndexChange) {
        // The change asked for is selected, a drop too; a unique index on
        // repeated keys is unselected by the data check that follows.
        QString error;
        std::optional<Plan> plan = planIndexChange(state, *mIndexChange, &error);
        if (!plan) {
            mSteps->clear();
            setBusy(false, error);
            return;
        }
        mPlan = std::move(*plan);
    } else {
        PlanOptions planOptions;
        planOptions.shard = mShard->isChecked();
        mPlan = planChanges(modelState(mModel, state.database), state, planOptions);
        // Nothing destructive runs unless the person checks it, and confirms;
        // a create that replaces a dropped index goes with its drop.
        for (PlanStep &step : mPlan.steps)
            step.selected = step.selected && !step.destructive && !step.command.is_null()
                && (step.partner < 0 || !mPlan.steps[size_t(step.partner)].destructive);
    }
    mHasPlan = true;
    showPlan();
    checkExistingDocuments();
}

void ApplyDialog::finishPlan()
{
    showNotices(mNotes, mPlan.notes);
    if (mPlan.steps.empty())
        setBusy(false, tr("The database already is as the model asks: nothing to apply."));
    else
        setBusy(false,
            tr("%n step(s), %1 checked. Destructive steps (in red) run only when checked.", nullptr,
                int(mPlan.steps.size()))
                .arg(runnableCount(mPlan)));
    emit planShown();
}

void ApplyDialog::showPlan()
{
    const QSignalBlocker blocker(mSteps);
    mSteps->clear();
    for (int i = 0; i < int(mPlan.steps.size()); ++i) {
        const PlanStep &step = mPlan.steps[size_t(i)];
        auto *item = new QTreeWidgetItem(mSteps,
            { stepKindName(step.kind), toQString(step.collection), toQString(step.index),
                step.reason });
        item->setToolTip(ReasonColumn, step.reason);
        item->setCheckState(KindColumn, step.selected ? Qt::Checked : Qt::Unchecked);
        if (step.command.is_null()) {
            // Shown, never run: the person decides how to re-create it.
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            item->setText(ResultColumn, tr("cannot be applied here"));
            item->setToolTip(KindColumn,
                tr("An option fixed when the collection was created differs; the collection "
                   "must be re-created by hand (with its data)."));
            for (int column = 0; column < mSteps->columnCount(); ++column)
                item->setForeground(column, palette().brush(QPalette::PlaceholderText));
        } else {
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        }
        if (step.destructive) {
            item->setToolTip(KindColumn, step.failingDocuments <= 0
                    ? tr("Destructive: removes something from the server. Runs only when checked.")
                    : check::uniqueKeyOf(step)
                    ? tr("Existing documents repeat this unique index's key: the server refuses to build it "
                         "until the values differ. Runs only when checked.")
                    : tr("Destructive: existing documents fail this validator, so writes to them would fail. "
                         "Runs only when checked; Moderate or Warn make it safe for them."));
            for (int column = 0; column < mSteps->columnCount(); ++column)
                item->setForeground(column, kDestructive);
        }
        if (!step.dataCheck.isEmpty()) {
            // What the validator says of the documents already there, under its step.
            const bool guaranteed = step.command.value("validationLevel", std::string()) == "constraint";
            auto *check = new QTreeWidgetItem(item,
                { guaranteed ? tr("%1; the server will guarantee that every document keeps passing (validationLevel "
                                  "constraint)")
                                   .arg(step.dataCheck)
                             : step.dataCheck });
            check->setFlags(Qt::ItemIsEnabled);
            check->setFirstColumnSpanned(true);
            check->setToolTip(0, step.dataCheck);
            check->setForeground(0, step.failingDocuments > 0 ? QBrush(kDestructive) : palette().brush(QPalette::PlaceholderText));
        }
    }
    mSteps->expandAll();
    if (mSteps->topLevelItemCount() > 0)
        mSteps->setCurrentItem(mSteps->topLevelItem(0));
}

void ApplyDialog::stepChanged(QTreeWidgetItem *item, int column)
{
    const int index = mSteps->indexOfTopLevelItem(item);
    if (column != KindColumn || index < 0 || index >= int(mPlan.steps.size()))
        return;
    PlanStep &step = mPlan.steps[size_t(index)];
    const bool checked = item->checkState(KindColumn) == Qt::Checked;
    if (checked == step.selected)
        return;
    const int partner = step.partner;
    const bool needsConfirm = step.destructive || (partner >= 0 && mPlan.steps[size_t(partner)].destructive);
    if (!checked || !needsConfirm) {
        setSelected(index, checked);
        return;
    }
    // Unchecked until confirmed; asked once the click that checked it is over.
    {
        const QSignalBlocker blocker(mSteps);
        item->setCheckState(KindColumn, Qt::Unchecked);
    }
    QMetaObject::invokeMethod(
        this,
        [this, index] {
            if (isBusy() || mApplied || index >= int(mPlan.steps.size()))
                return;
            // Of a replacement, the drop is what is asked about.
            const int partner = mPlan.steps[size_t(index)].partner;
            const PlanStep &asked = mPlan.steps[size_t(index)].destructive || partner < 0
                ? mPlan.steps[size_t(index)]
                : mPlan.steps[size_t(partner)];
            const QString what = asked.kind == StepKind::DropCollection
                ? tr("Drop the collection %1 and all its documents?")
                      .arg(toQString(asked.collection))
                : asked.kind == StepKind::SetValidator
                ? tr("Set a validator on %1 that existing documents fail? Writes to them will fail.")
                      .arg(toQString(asked.collection))
                : tr("Drop the index %1 of %2?")
                      .arg(toQString(asked.index), toQString(asked.collection));
            const QString why = asked.dataCheck.isEmpty() ? asked.reason : asked.dataCheck;
            const auto answer = QMessageBox::warning(this, tr("Destructive step"),
                tr("%1\n\n%2\n\nThis cannot be undone from DocModeler.").arg(what, why),
                QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
            if (answer == QMessageBox::Yes)
                setSelected(index, true);
        },
        Qt::QueuedConnection);
}

void ApplyDialog::setSelected(int index, bool selected)
{
    const QSignalBlocker blocker(mSteps);
    for (const int i : { index, mPlan.steps[size_t(index)].partner }) {
        if (i < 0)
            continue;
        mPlan.steps[size_t(i)].selected = selected;
        if (QTreeWidgetItem *row = mSteps->topLevelItem(i))
            row->setCheckState(KindColumn, selected ? Qt::Checked : Qt::Unchecked);
    }
    updateButtons();
}

void ApplyDialog::showCommand()
{
    if (!mShowCommand->isChecked())
        return;
    const int index = mSteps->indexOfTopLevelItem(mSteps->currentItem());
    if (index < 0 || index >= int(mPlan.steps.size())) {
        mCommand->setPlainText(tr("// Choose a step to see the command it sends."));
        return;
    }
    const PlanStep &step = mPlan.steps[size_t(index)];
    mCommand->setPlainText(step.command.is_null()
            ? tr("// No command: this step cannot be applied by DocModeler.")
            : toQString(step.command.dump(2)));
}

void ApplyDialog::apply()
{
    if (isBusy() || !mHasPlan || mApplied)
        return;
    const int count = runnableCount(mPlan);
    if (count == 0) {
        mStatus->setText(tr("Check at least one step to apply."));
        return;
    }
    if (!confirmValidatorChanges())
        return;
    mResults.clear();
    mApplying = true;
    mApplied = true; // the plan describes the server as it was before
    {
        const QSignalBlocker blocker(mSteps);
        for (int i = 0; i < mSteps->topLevelItemCount(); ++i) {
            QTreeWidgetItem *item = mSteps->topLevelItem(i);
            item->setFlags(item->flags() & ~Qt::ItemIsUserCheckable);
            if (mPlan.steps[size_t(i)].selected && !mPlan.steps[size_t(i)].command.is_null())
                item->setText(ResultColumn, tr("waiting"));
        }
    }
    ApplyOptions options;
    options.continueOnError = mContinueOnError->isChecked();
    mRequest = mConnection->requestApply(mPlan, options);
    mProgress->setRange(0, count);
    mProgress->setValue(0);
    setBusy(true, tr("Applying %n step(s) to %1…", nullptr, count).arg(toQString(mPlan.database)));
}

void ApplyDialog::cancel()
{
    if (mRequest)
        mConnection->cancel(mRequest);
}

void ApplyDialog::reject()
{
    cancel();
    if (mDataSteps)
        mDataSteps->cancel();
    QDialog::reject();
}

void ApplyDialog::showResult(const StepResult &result)
{
    mResults << result;
    mProgress->setValue(int(mResults.size()));
    QTreeWidgetItem *item = mSteps->topLevelItem(result.step);
    if (!item)
        return;
    QString text = stepOutcomeName(result.outcome);
    if (result.outcome == StepOutcome::Failed && result.code != 0)
        text = tr("failed (code %1)").arg(result.code);
    if (!result.message.isEmpty())
        text = tr("%1: %2").arg(text, result.message);
    item->setText(ResultColumn, text);
    item->setToolTip(ResultColumn, text);
    item->setForeground(ResultColumn,
        result.outcome == StepOutcome::Failed     ? QBrush(kDestructive)
            : result.outcome == StepOutcome::Done ? QBrush(kDone)
                                                  : palette().brush(QPalette::Text));
    mSteps->scrollToItem(item);
}

void ApplyDialog::finishApply(const ApplyReport &report, const QString &failure)
{
    mApplying = false;
    QSet<int> reported;
    for (const StepResult &result : report.results)
        reported.insert(result.step);
    // The worker stops between steps: only the step after the last result
    // may have been running when the run ended, and its answer was not heard.
    bool first = true;
    int notRun = 0;
    for (int i = 0; i < int(mPlan.steps.size()); ++i) {
        const PlanStep &step = mPlan.steps[size_t(i)];
        if (!step.selected || step.command.is_null() || reported.contains(i))
            continue;
        ++notRun;
        const bool unknown = first && (report.cancelled || !failure.isEmpty());
        first = false;
        QTreeWidgetItem *item = mSteps->topLevelItem(i);
        item->setText(ResultColumn,
            unknown ? tr("not known: it may have run when the run ended; Read Server shows it")
                    : stepOutcomeName(StepOutcome::NotRun));
        item->setToolTip(ResultColumn, item->text(ResultColumn));
    }
    QString summary = tr("%1 done, %2 skipped, %3 failed, %4 not run.")
                          .arg(report.count(StepOutcome::Done))
                          .arg(report.count(StepOutcome::Skipped))
                          .arg(report.count(StepOutcome::Failed))
                          .arg(notRun);
    if (report.cancelled)
        summary += QLatin1Char(' ') + tr("Cancelled.");
    if (!failure.isEmpty())
        summary += QLatin1Char(' ') + tr("The run ended: %1").arg(failure);
    else if (report.connectionLost)
        summary += QLatin1Char(' ') + tr("The connection to the server was lost.");
    if (!report.succeeded())
        summary += QLatin1Char(' ')
            + tr("Read Server and apply again to finish: nothing that was done is repeated.");
    setBusy(false, summary);
    emit applied(report);
    verifyAppliedValidators(report);
}

void ApplyDialog::setBusy(bool busy, const QString &status)
{
    mProgress->setVisible(busy);
    mStatus->setText(status);
    updateButtons();
}

void ApplyDialog::updateButtons()
{
    const bool busy = isBusy();
    mRead->setEnabled(!busy);
    mDatabase->setReadOnly(busy);
    mCancel->setEnabled(busy);
    mApply->setEnabled(!busy && mHasPlan && !mApplied && runnableCount(mPlan) > 0);
    mApply->setToolTip(mApplied ? tr("Read the server again to see what is left to apply")
                                : tr("Run the checked steps on the server, in this order"));
    showValidationMode();
}

QString ApplyDialog::notesText() const
{
    return mNotes->isHidden() ? QString() : mNotes->text();
}

QString ApplyDialog::statusText() const
{
    return mStatus->text();
}

} // namespace docmodel
