// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inference/relationshipdetection.h"
#include "live/liveconnection.h"
#include "schema/model.h"

#include <QDialog>
#include <QFutureWatcher>

#include <atomic>
#include <memory>
#include <optional>

class QCheckBox;
class QSpinBox;
class QHBoxLayout;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTreeWidget;

namespace docmodel {

class DocumentInputs;

class LiveInferenceSource;
class RelationshipReview;

// Reverse-engineers a model from mongoexport files and mongodump folders,
// or from the connected server's collections: inference runs off the GUI
// thread with each collection's progress and Cancel, then the relationships
// found are listed with their evidence to accept or reject, and the model is
// there to open, or to add to the current one.
class InferDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Source { Files, Server };

    explicit InferDialog(QWidget *parent = nullptr);
    ~InferDialog() override;

    void addInputs(const QStringList &paths);
    // The connected server's tab reads through it (null: not connected).
    void setConnection(LiveConnection *connection);
    void setSource(Source source);
    LiveInferenceSource *serverSource() const { return mServer; }
    RelationshipReview *review() const { return mReview; }
    // Starts inferring (the Infer button).
    void start();
    bool running() const;
    // The inferred model with the accepted relationships, once inference succeeded.
    std::optional<Model> model() const;
    // Add to Current Model was chosen rather than Open Model.
    bool addsToCurrentModel() const { return mAddToCurrent; }

    void reject() override; // cancels a running inference first

signals:
    // Inference ended: with a model, or cancelled or failed.
    void inferenceFinished(bool succeeded);
    void connectRequested();

private:
    struct Outcome {
        std::optional<Model> model;
        std::vector<inference::DetectedRelationship> relationships;
        QStringList notices;
        QString error;
        bool cancelled = false;
    };

    void updateButtons();
    QHBoxLayout *createKeyRow();
    void showProgress(int row, const QString &status);
    void startFromFiles();
    void startFromServer();
    void showOutcome(const Outcome &outcome);

    QTabWidget *mSources;
    DocumentInputs *mInputs;
    QCheckBox *mSkipBad;
    QCheckBox *mObservedBounds; // the sample's extremes as the validator's rules
    QSpinBox *mKeyUniqueness; // percent of a field's values that must differ for a key
    LiveInferenceSource *mServer;
    QTreeWidget *mCollections;
    RelationshipReview *mReview;
    QLabel *mEvidence = nullptr; // the chosen relationship's evidence in full
    QLabel *mStatus;
    QDialogButtonBox *mButtons;
    QPushButton *mInfer;
    QPushButton *mOpen;
    QPushButton *mAdd;
    std::shared_ptr<std::atomic<bool>> mCancel;
    QFutureWatcher<Outcome> mWatcher;
    LiveConnection::RequestId mLiveRequest = 0;
    std::optional<Model> mModel;
    bool mAddToCurrent = false;
};

} // namespace docmodel
