// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QDialog>
#include <QFutureWatcher>

#include <atomic>
#include <memory>
#include <optional>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTreeWidget;

namespace docmodel {

// Infers a model from mongoexport files and mongodump folders: the person
// picks them, inference runs off the GUI thread with each collection's
// progress and Cancel, and the model is there to open when it is done.
class InferDialog : public QDialog
{
    Q_OBJECT

public:
    explicit InferDialog(QWidget *parent = nullptr);
    ~InferDialog() override;

    void addInputs(const QStringList &paths);
    // Starts inferring (the Infer button).
    void start();
    bool running() const;
    // The inferred model once inference succeeded.
    const std::optional<Model> &model() const { return mModel; }

    void reject() override; // cancels a running inference first

signals:
    // Inference ended: with a model, or cancelled or failed.
    void inferenceFinished(bool succeeded);

private:
    struct Outcome {
        std::optional<Model> model;
        QString error;
        bool cancelled = false;
    };

    void addFiles();
    void addFolder();
    void updateButtons();
    void showProgress(int row, const QString &status);
    void showOutcome(const Outcome &outcome);

    QListWidget *mInputs;
    QPushButton *mRemove;
    QCheckBox *mSkipBad;
    QTreeWidget *mCollections;
    QLabel *mStatus;
    QDialogButtonBox *mButtons;
    QPushButton *mInfer;
    QPushButton *mOpen;
    std::shared_ptr<std::atomic<bool>> mCancel;
    QFutureWatcher<Outcome> mWatcher;
    std::optional<Model> mModel;
};

} // namespace docmodel
