// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/liveconnection.h"
#include "traffic/observedmodel.h"
#include "traffic/trafficimport.h"
#include "traffic/workload.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QTimer>

#include <atomic>
#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTreeWidget;

namespace docmodel {

class TrafficIndexReview;

// Model ▸ Import Traffic…: servers' logs, profiler documents, $queryStats,
// $indexStats and explain output read on a worker thread, or the connected
// server's profiler, $queryStats and $indexStats read on its connection,
// with progress and Cancel; then a review of what they show: the query shapes the model
// does not declare, each proposed as an access pattern to accept or not,
// the declared ones never seen, and the namespaces the model lacks; and
// the index set the logged work needs, each index to accept or not.
// result() is the model with the accepted patterns and the observed use;
// acceptedIndexes() the indexes to add to it.
class TrafficImportDialog : public QDialog
{
    Q_OBJECT

public:
    enum Source { Files, Server };

    // `connection` (may be null) offers its server as a source when open.
    explicit TrafficImportDialog(
        const Model &model, LiveConnection *connection = nullptr, QWidget *parent = nullptr);
    ~TrafficImportDialog() override;

    // Paths, or COLLECTION=PATH for a $indexStats file.
    void addSources(const QStringList &sources);
    void setSource(Source source);
    void setDatabase(const QString &database);
    void read();
    void cancel();
    void reject() override; // cancels what runs first

    bool isRunning() const { return mWatcher.isRunning() || mRequest != 0; }
    bool isReviewing() const;
    QPushButton *readButton() const { return mReadButton; }
    QPushButton *importButton() const { return mImport; }
    QTreeWidget *proposals() const { return mProposals; }
    TrafficIndexReview *indexReview() const { return mIndexReview; }
    QTabWidget *reviewTabs() const { return mReviewTabs; }
    QString statusText() const;
    QString reviewText() const;
    Model result() const;
    // The accepted recommended indexes, with ids `into` does not hold.
    std::vector<Index> acceptedIndexes(const Model &into) const;
    // The index set the review showed, accepted or not.
    const traffic::WorkloadIndexSet &indexSet() const;

signals:
    void finishedReading();

private:
    // The constructor's parts, in this order.
    void addServerTab(const Model &model);
    void addReviewPage();
    void connectControls();
    void addFiles();
    void readServer();
    void connectServer();
    void showProgress();
    void review(const traffic::TrafficRead &read, const QStringList &notices = {});
    void updateButtons();

    Model mModel;
    std::vector<traffic::IndexUse> mIndexUses;
    std::vector<traffic::ShapeStats> mShapes;
    traffic::TrafficMatch mMatch;
    std::vector<traffic::ProposedPattern> mProposed;
    QFutureWatcher<traffic::TrafficRead> mWatcher;
    std::shared_ptr<std::atomic<bool>> mCancelled;
    std::shared_ptr<std::atomic<int64_t>> mOperations;
    std::shared_ptr<std::atomic<int>> mFile;
    QStringList mReading; // the sources being read
    QTimer mProgressTimer;
    LiveConnection *mConnection;
    LiveConnection::RequestId mRequest = 0; // the server's reading, while it runs

    QStackedWidget *mPages;
    QTabWidget *mSourceTabs;
    QListWidget *mSources;
    QLineEdit *mDatabase;
    QCheckBox *mProfiler;
    QCheckBox *mQueryStats;
    QCheckBox *mIndexStats;
    QLabel *mStatus;
    QProgressBar *mProgress;
    QLabel *mSummary;
    QTreeWidget *mProposals;
    QTabWidget *mReviewTabs = nullptr; // the proposed patterns, the index set
    TrafficIndexReview *mIndexReview = nullptr;
    QLabel *mNotes;
    QPushButton *mReadButton;
    QPushButton *mCancel;
    QPushButton *mBack;
    QPushButton *mImport;
};

} // namespace docmodel
