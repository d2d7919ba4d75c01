// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/liveconnection.h"
#include "query/pipelinetext.h"

#include <QHash>
#include <QList>
#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QSpinBox;
class QTimer;
class QVBoxLayout;

namespace docmodel {

class ModelDocument;
class PipelineStageCard;

// The Aggregation tab: a pipeline of the chosen collection written stage by
// stage in mongosh's syntax. Each stage shows the first documents the
// pipeline gives up to it (a few, within a time limit, cancellable),
// following the text as it is typed; a stage that does not read is marked
// at its line and column, and one the server refuses says why, the stages
// after it waiting. A stage that writes ($out, $merge) is never run here.
// The pipeline can be copied as mongosh or added to the model as an access
// pattern (its leading $match, $sort and $project).
class PipelineEditor : public QWidget
{
    Q_OBJECT

public:
    PipelineEditor(LiveConnection *connection, ModelDocument *document, QWidget *parent = nullptr);
    ~PipelineEditor() override;

    // Another collection: its pipeline of this session comes back (one
    // empty stage the first time), the previews are read again.
    void setCollection(const QString &database, const QString &collection);
    // Another server: no pipeline is kept.
    void forgetPipelines();

    void setStages(const std::vector<PipelineStage> &stages);
    std::vector<PipelineStage> stages() const;
    void addStage(const QString &text = {});
    void removeStage(int index);
    void moveStage(int index, int by);
    int stageCount() const { return int(mCards.size()); }
    PipelineStageCard *stageCard(int index) const { return mCards.value(index); }
    void setPreviewSize(int documents);

    // Every stage read again and its preview asked for now.
    void refreshPreviews();
    void cancelPreviews();
    bool isPreviewing() const { return !mRequests.isEmpty(); }
    // A preview is running or waits for a pause in typing.
    bool hasPreviewsDue() const;

    // db.getCollection("…").aggregate([…]) of the enabled stages.
    QString commandText() const;
    // The pipeline as an access pattern of the model's collection of this
    // name (one undo step); false with why when it cannot be.
    bool addToModel(QString *why = nullptr);
    QString messageText() const;

protected:
    // Previews put off while the tab was hidden are read when it shows.
    void showEvent(QShowEvent *event) override;

private:
    void layOut();
    void connectControls();
    void insertCard(int index, const PipelineStage &stage);
    void renumber();
    // The previews of the stages from `from` on, after a pause in typing.
    void schedulePreviews(int from);
    // Reads every stage; asks for the previews of those from `from` on.
    void previewFrom(int from);
    void requestPreview(int index, const std::string &pipeline);
    void received(LiveConnection::RequestId id, const DocumentPage &page);
    void failed(LiveConnection::RequestId id, const LiveError &error);
    void cancelled(LiveConnection::RequestId id);
    // The stages after `index` wait for it: their previews are dropped.
    void holdAfter(int index);
    void cancelFrom(int from);
    void updateButtons();
    void showMessage(const QString &message, bool failed = false);
    QString key() const { return mDatabase + u'.' + mCollection; }

    LiveConnection *mConnection;
    ModelDocument *mDocument;
    QString mDatabase;
    QString mCollection;
    QHash<QString, std::vector<PipelineStage>> mRemembered; // by "database.collection"
    QList<PipelineStageCard *> mCards;
    QHash<LiveConnection::RequestId, int> mRequests; // each preview's stage
    int mStaleFrom = -1; // the first stage a pending preview pass starts at
    int mHiddenFrom = -1; // the first stage to read when the tab shows

    QPushButton *mAdd;
    QSpinBox *mPreviewSize;
    QPushButton *mRefresh;
    QPushButton *mCancel;
    QPushButton *mCopy;
    QPushButton *mToModel;
    QLabel *mMessage;
    QVBoxLayout *mStageLayout;
    QTimer *mPause;
};

} // namespace docmodel
