// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "migrate/datamigration.h"
#include "live/liveconnection.h"
#include "schema/model.h"

#include <QColor>
#include <QDateTime>
#include <QWidget>

#include <map>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace docmodel {

// The Apply dialog's colours for a step that removes data and for one done.
inline const QColor kDestructive(0xb0, 0x1c, 0x22);
inline const QColor kDone(0x1e, 0x7b, 0x34);

// The documents' part of the Apply dialog: the data steps between the saved
// model and the edited one (datamigration.h), tried on the server as soon
// as the database is known (what each reads and writes, a few documents
// before and after), then run on request in recorded batches, with
// progress and Cancel between batches; a run cut off resumes.
class ApplyDataSteps : public QWidget
{
    Q_OBJECT

public:
    enum Column { StepColumn, CollectionColumn, CountColumn, ResultColumn };

    ApplyDataSteps(const DataMigration &migration, const Model &to, LiveConnection *connection, QWidget *parent = nullptr);
    ~ApplyDataSteps() override;

    // A dry run on the database: counts and samples, nothing written.
    void tryOn(const QString &database);
    // Runs the steps (the destructive ones when their box is checked).
    void run();
    void cancel();
    bool isBusy() const { return mRequest != 0; }

    QTreeWidget *steps() const { return mSteps; }
    QPushButton *runButton() const { return mRun; }
    QPushButton *cancelButton() const { return mCancel; }
    QPushButton *detailButton() const { return mShowDetail; }
    QCheckBox *removeOldDataBox() const { return mRemoveOld; }
    // What the drop of an embedded collection does with the children no
    // parent took in (shown when a step embeds children).
    QComboBox *orphansBox() const { return mOrphans; }
    QLineEdit *orphansTargetEdit() const { return mOrphansTarget; }
    OrphanPolicy orphanPolicy() const;
    QPlainTextEdit *detailView() const { return mDetail; }
    QString statusText() const;

signals:
    void tried(); // the dry run's counts are shown
    void migrated(); // a run ended: the documents may have changed

private:
    // The constructor's parts, in this order.
    void layOut();
    void connectControls();
    void start(bool dryRun);
    void showStep(const MigrationStepReport &step);
    void finish(const LiveMigration &result);
    void fail(const QString &why);
    void showDetail();
    void setBusy(bool busy, const QString &status);
    QString orphansCollection() const;

    DataMigration mMigration;
    LiveConnection *mConnection;
    std::vector<LiveCheckRequest::Target> mValidators;
    QString mDatabase;
    LiveConnection::RequestId mRequest = 0;
    bool mDryRun = false;
    // The last dry run's counts (the server keeps none): the run after it
    // refuses to start when the documents changed.
    std::map<QString, qint64> mDryRunCounts;
    QDateTime mDryRunAt;
    std::vector<MigrationStepReport> mReports; // the dry run's, then the run's

    QTreeWidget *mSteps;
    QPushButton *mShowDetail;
    QPlainTextEdit *mDetail;
    QCheckBox *mRemoveOld;
    QComboBox *mOrphans;
    QLineEdit *mOrphansTarget;
    QProgressBar *mProgress;
    QLabel *mStatus;
    QPushButton *mRun;
    QPushButton *mCancel;
};

} // namespace docmodel
