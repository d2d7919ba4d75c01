// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diff/indexchange.h"
#include "diff/plan.h"
#include "live/liveconnection.h"
#include "schema/model.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTreeWidget;
class QTreeWidgetItem;

namespace docmodel {

namespace check {
struct CheckReport;
}

class ApplyDataSteps;
struct DataMigration;

// Model ▸ Apply to Server…: reads the server's database, shows what it takes
// to bring it to the model as a checklist (destructive steps unchecked, in
// red, checked only after a confirmation), runs the checked steps and shows
// each step's result as it comes. Everything goes through the connection, so
// the window never waits for the server; Cancel stops between steps.
class ApplyDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column { KindColumn, CollectionColumn, IndexColumn, ReasonColumn, ResultColumn };

    ApplyDialog(const Model &model, LiveConnection *connection, QWidget *parent = nullptr);
    // One change to a collection's indexes (from the Live dock's Indexes
    // tab), planned against the collection as the server has it: the same
    // check (the duplicates before a unique index), confirmation and run.
    ApplyDialog(const IndexChange &change, const QString &database, LiveConnection *connection,
        QWidget *parent = nullptr);
    ~ApplyDialog() override;

    // The model's database, else the one named in the connection string.
    static QString defaultDatabase(const Model &model, const ConnectionSettings &settings);

    // The documents' steps from the saved model to this one: listed below
    // the schema steps, tried on the database once it is read, run on
    // request (applydatasteps.h).
    void setDataMigration(const DataMigration &migration);
    ApplyDataSteps *dataSteps() const { return mDataSteps; }

    // Asks the server for the database's state; the plan follows.
    void readServer();
    // Runs the checked steps.
    void apply();
    void cancel();
    void reject() override; // cancels what is running first

    bool isBusy() const { return mRequest != 0; }
    bool hasPlan() const { return mHasPlan; }
    const Plan &plan() const { return mPlan; }
    QTreeWidget *steps() const { return mSteps; }
    QLineEdit *databaseEdit() const { return mDatabase; }
    QCheckBox *continueOnErrorBox() const { return mContinueOnError; }
    QCheckBox *shardBox() const { return mShard; }
    QCheckBox *moderateBox() const { return mModerate; }
    QCheckBox *warnBox() const { return mWarn; }
    QCheckBox *constraintBox() const { return mConstraint; }
    QPushButton *applyButton() const { return mApply; }
    QPushButton *cancelButton() const { return mCancel; }
    QPushButton *showCommandButton() const { return mShowCommand; }
    QPlainTextEdit *commandView() const { return mCommand; }
    QProgressBar *progressBar() const { return mProgress; }
    QString notesText() const;
    QString statusText() const;

signals:
    void planShown();
    // Something may have changed on the server (the Live dock reloads).
    void applied(const docmodel::ApplyReport &report);

private:
    ApplyDialog(const Model &model, std::optional<IndexChange> indexChange, const QString &database,
        LiveConnection *connection, QWidget *parent);
    // The constructor's parts, in this order (applydialogcontrols.cpp).
    void setUpControls();
    void layOut();
    void connectControls();
    void connectAnswers();
    void connectFailures();
    void showState(const DatabaseState &state);
    void showPlan();
    // Counts the documents each validator step would judge (plancheck.h).
    void checkExistingDocuments();
    void showCheck(const check::CheckReport *report, const QString &failure);
    void finishPlan();
    // The validation level and action of the current step, from the boxes.
    void changeValidationMode();
    // Level "constraint" for the chosen validator step, or back to strict.
    void changeConstraint();
    void showValidationMode();
    // Asks before validators of collections holding documents change.
    bool confirmValidatorChanges();
    // After an apply: the server's own count for each validator set on documents.
    // After an apply that set validators: the server read again, and the
    // ones it did not keep said; then recheckAppliedValidators.
    void verifyAppliedValidators(const ApplyReport &report);
    // The names a server that cannot list collections is asked about.
    QStringList modelCollections() const;
    void showKeptValidators(const DatabaseState &after);
    void recheckAppliedValidators(const ApplyReport &report);
    void showRecheck(const check::CheckReport &report);
    void showResult(const StepResult &result);
    // failure: why the run ended early without a report (a timeout), or empty.
    void finishApply(const ApplyReport &report, const QString &failure);
    void stepChanged(QTreeWidgetItem *item, int column);
    // Checks or unchecks a step, and the other half of a replacement.
    void setSelected(int index, bool selected);
    void showCommand();
    void setBusy(bool busy, const QString &status);
    void updateButtons();

    Model mModel;
    // Set: the plan is this change's, not the model's.
    std::optional<IndexChange> mIndexChange;
    LiveConnection *mConnection;
    DatabaseState mState; // as last read: the plan is made again from it when options change
    Plan mPlan;
    bool mHasPlan = false;
    bool mApplied = false;
    LiveConnection::RequestId mRequest = 0;
    // buildInfo, asked once: only a 9.0 server is offered level "constraint".
    LiveConnection::RequestId mVersionRequest = 0;
    QString mServerVersion;
    bool mApplying = false;
    bool mChecking = false;
    bool mRechecking = false;
    bool mVerifying = false;
    ApplyReport mLastReport; // of the run last finished, while it is verified
    QList<StepResult> mResults; // of the run in progress

    QLineEdit *mDatabase;
    QPushButton *mRead;
    QLabel *mNotes;
    QTreeWidget *mSteps;
    QSplitter *mSplitter;
    ApplyDataSteps *mDataSteps = nullptr;
    QPushButton *mShowCommand;
    QPlainTextEdit *mCommand;
    QCheckBox *mContinueOnError;
    QCheckBox *mShard;
    QCheckBox *mModerate;
    QCheckBox *mWarn;
    QCheckBox *mConstraint;
    QProgressBar *mProgress;
    QLabel *mStatus;
    QPushButton *mApply;
    QPushButton *mCancel;
    QPushButton *mClose;
};

} // namespace docmodel
