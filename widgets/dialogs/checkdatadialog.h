// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/datacheck.h"
#include "live/liveconnection.h"
#include "text/datacheckfindings.h"

#include <QDialog>
#include <QFutureWatcher>

#include <atomic>
#include <memory>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTreeWidget;

namespace docmodel {

class DocumentInputs;

// Model ▸ Check Data…: the model's validators against documents — files
// and dump folders (read on a worker thread) or the connected server (its
// own count where it can give one) — with progress and Cancel. Each
// collection shows its count, the rules broken, the failing documents (their
// reasons beside; a server's open in the Live dock) and the drift.
class CheckDataDialog : public QDialog
{
    Q_OBJECT

public:
    enum SourceTab { Files, Server };

    CheckDataDialog(const Model &model, LiveConnection *connection, QWidget *parent = nullptr);
    ~CheckDataDialog() override;

    void addInputs(const QStringList &paths);
    void setDatabase(const QString &database);
    void setSourceTab(SourceTab tab);
    void run();
    void cancel();
    void reject() override; // cancels what runs first

    bool isRunning() const;
    QTreeWidget *results() const { return mResults; }
    QPlainTextEdit *detailsView() const { return mDetails; }
    QPushButton *checkButton() const { return mCheck; }
    QSpinBox *sampleBox() const { return mSample; }
    QString statusText() const;
    // The last check that ran to its end, for the Advisor dock; empty before.
    DataCheckFindings findings() const { return mFindings; }

signals:
    void checked();
    // A failing document of the server, to open in the Live dock.
    void documentRequested(const QString &database, const QString &collection, const QString &filter);

private:
    // The constructor's parts, in this order.
    void layOut();
    void connectControls();
    void showReport(const check::CheckReport &report, bool fromServer);
    void finish(const QString &status);
    void updateButtons();

    Model mModel;
    LiveConnection *mConnection;
    QString mCheckedDatabase; // of the last server check
    DataCheckFindings mFindings;
    LiveConnection::RequestId mRequest = 0;
    QFutureWatcher<check::CheckReport> mWatcher;
    std::shared_ptr<std::atomic<bool>> mCancelled;

    QTabWidget *mSources;
    DocumentInputs *mInputs;
    QLineEdit *mDatabase;
    QLabel *mServerState;
    QSpinBox *mSample;
    QTreeWidget *mResults;
    QPlainTextEdit *mDetails;
    QProgressBar *mProgress;
    QLabel *mStatus;
    QPushButton *mCheck;
    QPushButton *mCancel;
};

} // namespace docmodel
