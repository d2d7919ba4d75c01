// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/pipelinetext.h"

#include <QFrame>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QToolButton;

namespace docmodel {

// One stage of the pipeline editor: its text in mongosh's syntax (edited),
// whether it runs, and beside it the first documents it gives, or why not.
class PipelineStageCard : public QFrame
{
    Q_OBJECT

public:
    explicit PipelineStageCard(const PipelineStage &stage, QWidget *parent = nullptr);

    PipelineStage stage() const;
    // Its place in the pipeline: "Stage 2", and which moves it allows.
    void setPosition(int index, int count);
    // The stage's reading: its operator named, or the error marked where
    // it is in the text.
    void showReading(const StageReading &reading);
    // The preview: documents (mongosh text) with what they are, or a short
    // sentence instead of them.
    void showDocuments(const QString &documents, const QString &status);
    void showStatus(const QString &status);
    // The stage failed: a short headline in red, and the whole message
    // under the stage's text.
    void showFailure(const QString &headline, const QString &message);

    QPlainTextEdit *editor() const { return mEditor; }
    QString previewText() const;
    QString statusText() const;
    QString errorText() const;

signals:
    void edited();
    void enabledToggled();
    void moveRequested(int by); // -1: up, +1: down
    void removeRequested();
    void previewRequested(); // Ctrl+Return in the text

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QCheckBox *mEnabled;
    QLabel *mOperator;
    QLabel *mStatus;
    QToolButton *mUp;
    QToolButton *mDown;
    QToolButton *mRemove;
    QPlainTextEdit *mEditor;
    QLabel *mError;
    QPlainTextEdit *mPreview;
};

} // namespace docmodel
