// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "traffic/observedmodel.h"
#include "traffic/trafficimport.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QTimer>

#include <atomic>
#include <memory>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTreeWidget;

namespace docmodel {

// Model ▸ Import Traffic…: servers' logs, profiler documents, $queryStats,
// $indexStats and explain output read on a worker thread, with progress
// and Cancel; then a review of what they show: the query shapes the model
// does not declare, each proposed as an access pattern to accept or not,
// the declared ones never seen, and the namespaces the model lacks.
// result() is the model with the accepted patterns and the observed use.
class TrafficImportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TrafficImportDialog(const Model &model, QWidget *parent = nullptr);
    ~TrafficImportDialog() override;

    // Paths, or COLLECTION=PATH for a $indexStats file.
    void addSources(const QStringList &sources);
    void read();
    void cancel();
    void reject() override; // cancels what runs first

    bool isRunning() const { return mWatcher.isRunning(); }
    bool isReviewing() const;
    QPushButton *readButton() const { return mReadButton; }
    QPushButton *importButton() const { return mImport; }
    QTreeWidget *proposals() const { return mProposals; }
    QString statusText() const;
    QString reviewText() const;
    Model result() const;

signals:
    void finishedReading();

private:
    void addFiles();
    void showProgress();
    void review(const traffic::TrafficRead &read);
    void updateButtons();

    Model mModel;
    traffic::TrafficRead mTraffic;
    std::vector<traffic::ShapeStats> mShapes;
    traffic::TrafficMatch mMatch;
    std::vector<traffic::ProposedPattern> mProposed;
    QFutureWatcher<traffic::TrafficRead> mWatcher;
    std::shared_ptr<std::atomic<bool>> mCancelled;
    std::shared_ptr<std::atomic<int64_t>> mOperations;
    std::shared_ptr<std::atomic<int>> mFile;
    QStringList mReading; // the sources being read
    QTimer mProgressTimer;

    QStackedWidget *mPages;
    QListWidget *mSources;
    QLabel *mStatus;
    QProgressBar *mProgress;
    QLabel *mSummary;
    QTreeWidget *mProposals;
    QLabel *mNotes;
    QPushButton *mReadButton;
    QPushButton *mCancel;
    QPushButton *mBack;
    QPushButton *mImport;
};

} // namespace docmodel
