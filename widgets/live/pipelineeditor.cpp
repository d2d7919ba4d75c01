// SPDX-License-Identifier: GPL-3.0-or-later
#include "pipelineeditor.h"

#include "explorerpattern.h"
#include "pipelinestagecard.h"
#include "query/explorerquery.h"
#include "text/livetext.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include <utility>

namespace docmodel {

namespace {

// Long enough to finish a word, short enough to feel live.
constexpr int kTypingPauseMs = 400;
// A preview is a glance: a stage that needs longer over the whole
// collection is better tried behind a $match or a $limit.
constexpr int kPreviewTimeLimitMs = 10000;

} // namespace

PipelineEditor::PipelineEditor(LiveConnection *connection, ModelDocument *document, QWidget *parent)
    : QWidget(parent)
    , mConnection(connection)
    , mDocument(document)
    , mAdd(new QPushButton(tr("&Add Stage"), this))
    , mPreviewSize(new QSpinBox(this))
    , mRefresh(new QPushButton(tr("&Preview Again"), this))
    , mCancel(new QPushButton(tr("Cancel"), this))
    , mCopy(new QPushButton(tr("&Copy"), this))
    , mToModel(new QPushButton(tr("Add to &Model"), this))
    , mMessage(newNoticeLabel(this))
    , mStageLayout(new QVBoxLayout)
    , mPause(new QTimer(this))
{
    setObjectName(QStringLiteral("pipelineEditor"));
    mPause->setSingleShot(true);
    mPause->setInterval(kTypingPauseMs);
    layOut();
    connectControls();
    updateButtons();
}

PipelineEditor::~PipelineEditor()
{
    cancelFrom(0);
}

void PipelineEditor::layOut()
{
    mAdd->setObjectName(QStringLiteral("addStage"));
    mAdd->setToolTip(tr("A new stage at the end of the pipeline"));
    mPreviewSize->setObjectName(QStringLiteral("previewSize"));
    mPreviewSize->setRange(1, 1000);
    mPreviewSize->setValue(10);
    mPreviewSize->setSuffix(tr(" documents"));
    mPreviewSize->setToolTip(tr("How many documents each stage's preview shows"));
    mRefresh->setObjectName(QStringLiteral("previewAgain"));
    mRefresh->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    mRefresh->setToolTip(tr("Read every stage's first documents from the server again (F5)"));
    mCancel->setObjectName(QStringLiteral("cancelPreviews"));
    mCancel->setToolTip(tr("Stop the previews still running"));
    mCopy->setObjectName(QStringLiteral("copyPipeline"));
    mCopy->setToolTip(tr("Copy the pipeline as mongosh runs it: db.getCollection(…).aggregate([…])"));
    mToModel->setObjectName(QStringLiteral("pipelineToModel"));
    mToModel->setToolTip(tr("Add the pipeline to the open model as an access pattern of its collection: "
                            "the fields of its leading $match, its $sort and $project"));
    mMessage->setObjectName(QStringLiteral("pipelineMessage"));

    auto *sizeLabel = new QLabel(tr("Pre&view:"), this);
    sizeLabel->setBuddy(mPreviewSize);
    auto *bar = new QHBoxLayout;
    bar->addWidget(mAdd);
    bar->addSpacing(12);
    bar->addWidget(sizeLabel);
    bar->addWidget(mPreviewSize);
    bar->addWidget(mRefresh);
    bar->addWidget(mCancel);
    bar->addStretch(1);
    bar->addWidget(mCopy);
    bar->addWidget(mToModel);

    auto *stagesWidget = new QWidget(this);
    auto *stagesLayout = new QVBoxLayout(stagesWidget);
    stagesLayout->setContentsMargins(0, 0, 0, 0);
    stagesLayout->addLayout(mStageLayout);
    stagesLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("pipelineStages"));
    scroll->setWidgetResizable(true);
    scroll->setWidget(stagesWidget);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(mMessage);
    layout->addWidget(scroll, 1);
}

void PipelineEditor::connectControls()
{
    connect(mAdd, &QPushButton::clicked, this, [this] {
        addStage();
        mCards.last()->editor()->setFocus();
    });
    connect(mPreviewSize, &QSpinBox::valueChanged, this, [this] { schedulePreviews(0); });
    connect(mRefresh, &QPushButton::clicked, this, &PipelineEditor::refreshPreviews);
    connect(mCancel, &QPushButton::clicked, this, &PipelineEditor::cancelPreviews);
    connect(mCopy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(commandText());
        showMessage(tr("The pipeline is on the clipboard as mongosh runs it."));
    });
    connect(mToModel, &QPushButton::clicked, this, [this] {
        QString why;
        if (addToModel(&why))
            showMessage(tr("Added to the model as an access pattern of %1 (Edit ▸ Undo takes it back).").arg(mCollection));
        else
            showMessage(why, true);
    });
    connect(mPause, &QTimer::timeout, this, [this] {
        const int from = mStaleFrom;
        mStaleFrom = -1;
        previewFrom(qMax(0, from));
    });
    connect(mConnection, &LiveConnection::aggregateReceived, this, &PipelineEditor::received);
    connect(mConnection, &LiveConnection::requestFailed, this, &PipelineEditor::failed);
    connect(mConnection, &LiveConnection::requestCancelled, this, &PipelineEditor::cancelled);
}

void PipelineEditor::setCollection(const QString &database, const QString &collection)
{
    if (database == mDatabase && collection == mCollection)
        return;
    if (!mCollection.isEmpty())
        mRemembered[key()] = stages();
    mDatabase = database;
    mCollection = collection;
    mMessage->hide();
    if (mCollection.isEmpty()) {
        setStages({});
        return;
    }
    const auto found = mRemembered.constFind(key());
    setStages(found != mRemembered.constEnd() ? *found : std::vector<PipelineStage> { PipelineStage {} });
}

void PipelineEditor::forgetPipelines()
{
    mRemembered.clear();
    mDatabase.clear();
    mCollection.clear();
    setStages({});
}

void PipelineEditor::setStages(const std::vector<PipelineStage> &stages)
{
    cancelFrom(0);
    mPause->stop();
    qDeleteAll(mCards);
    mCards.clear();
    for (const PipelineStage &stage : stages)
        insertCard(int(mCards.size()), stage);
    renumber();
    previewFrom(0);
}

std::vector<PipelineStage> PipelineEditor::stages() const
{
    std::vector<PipelineStage> out;
    for (const PipelineStageCard *card : mCards)
        out.push_back(card->stage());
    return out;
}

void PipelineEditor::addStage(const QString &text)
{
    insertCard(int(mCards.size()), PipelineStage { text, true });
    renumber();
    previewFrom(int(mCards.size()) - 1);
}

void PipelineEditor::removeStage(int index)
{
    if (index < 0 || index >= mCards.size())
        return;
    cancelFrom(index);
    PipelineStageCard *card = mCards.takeAt(index);
    mStageLayout->removeWidget(card);
    card->hide();
    // Later: the card's own button may be the one that asked.
    card->deleteLater();
    renumber();
    previewFrom(index);
}

void PipelineEditor::moveStage(int index, int by)
{
    const int to = index + by;
    if (index < 0 || index >= mCards.size() || to < 0 || to >= mCards.size())
        return;
    cancelFrom(qMin(index, to));
    PipelineStageCard *card = mCards.takeAt(index);
    mCards.insert(to, card);
    mStageLayout->removeWidget(card);
    mStageLayout->insertWidget(to, card);
    renumber();
    previewFrom(qMin(index, to));
    card->editor()->setFocus();
}

void PipelineEditor::setPreviewSize(int documents)
{
    mPreviewSize->setValue(documents);
    previewFrom(0);
}

void PipelineEditor::insertCard(int index, const PipelineStage &stage)
{
    auto *card = new PipelineStageCard(stage, this);
    mCards.insert(index, card);
    mStageLayout->insertWidget(index, card);
    const auto indexOf = [this, card] { return int(mCards.indexOf(card)); };
    connect(card, &PipelineStageCard::edited, this, [this, indexOf] { schedulePreviews(indexOf()); });
    connect(card, &PipelineStageCard::enabledToggled, this, [this, indexOf] { previewFrom(indexOf()); });
    connect(card, &PipelineStageCard::previewRequested, this, [this, indexOf] {
        mPause->stop();
        const int from = mStaleFrom < 0 ? indexOf() : qMin(mStaleFrom, indexOf());
        mStaleFrom = -1;
        previewFrom(from);
    });
    connect(card, &PipelineStageCard::moveRequested, this, [this, indexOf](int by) { moveStage(indexOf(), by); });
    connect(card, &PipelineStageCard::removeRequested, this, [this, indexOf] { removeStage(indexOf()); });
}

void PipelineEditor::renumber()
{
    for (int i = 0; i < mCards.size(); ++i)
        mCards[i]->setPosition(i, int(mCards.size()));
    updateButtons();
}

void PipelineEditor::schedulePreviews(int from)
{
    mStaleFrom = mStaleFrom < 0 ? from : qMin(mStaleFrom, from);
    mPause->start();
}

void PipelineEditor::refreshPreviews()
{
    mPause->stop();
    mStaleFrom = -1;
    previewFrom(0);
}

bool PipelineEditor::hasPreviewsDue() const
{
    return mPause->isActive() || !mRequests.isEmpty();
}

void PipelineEditor::cancelPreviews()
{
    mPause->stop();
    mStaleFrom = -1;
    cancelFrom(0); // each cancelled stage says so as its cancel arrives
}

void PipelineEditor::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (mHiddenFrom >= 0)
        previewFrom(std::exchange(mHiddenFrom, -1));
}

void PipelineEditor::previewFrom(int from)
{
    cancelFrom(from);
    if (!isVisible()) {
        // Nothing is read for a tab nobody looks at.
        mHiddenFrom = mHiddenFrom < 0 ? from : qMin(mHiddenFrom, from);
        return;
    }
    const std::vector<PipelineStage> all = stages();
    int heldBy = -1; // the stage the ones after it wait for
    for (int i = 0; i < mCards.size(); ++i) {
        PipelineStageCard *card = mCards[i];
        const QByteArray text = all[size_t(i)].text.toUtf8();
        const StageReading reading = readStage(std::string_view(text.constData(), size_t(text.size())));
        if (i < from) {
            if (all[size_t(i)].enabled && (!reading.ok() || writesDocuments(reading.op)))
                heldBy = i;
            continue;
        }
        card->showReading(reading);
        if (!all[size_t(i)].enabled)
            card->showDocuments({}, tr("Off: the pipeline goes on without this stage"));
        else if (heldBy >= 0)
            card->showDocuments({}, tr("Waits for stage %1").arg(heldBy + 1));
        else if (!reading.ok()) {
            heldBy = i;
            card->showFailure(tr("Does not read"),
                tr("Line %1, column %2: %3.").arg(reading.line).arg(reading.column).arg(reading.error));
        } else if (reading.empty)
            card->showDocuments({}, tr("Empty: type a stage, as {$match: {…}}"));
        else if (writesDocuments(reading.op)) {
            heldBy = i;
            card->showDocuments({}, tr("Not previewed: %1 writes to a collection. Copy the pipeline "
                                       "and run it in mongosh to write.")
                                        .arg(reading.op));
        } else if (!mConnection->isOpen())
            card->showDocuments({}, tr("Not connected"));
        else {
            card->showStatus(tr("Reading…"));
            requestPreview(i, readPipeline(all, i).json);
        }
    }
    updateButtons();
}

void PipelineEditor::requestPreview(int index, const std::string &pipeline)
{
    AggregateQuery query;
    query.database = mDatabase;
    query.collection = mCollection;
    query.pipeline = pipeline;
    query.limit = mPreviewSize->value();
    query.maxTimeMs = kPreviewTimeLimitMs;
    mRequests.insert(mConnection->requestAggregate(query), index);
}

void PipelineEditor::received(LiveConnection::RequestId id, const DocumentPage &page)
{
    const auto found = mRequests.constFind(id);
    if (found == mRequests.constEnd())
        return;
    const int index = *found;
    mRequests.erase(found);
    QString status;
    if (page.count == 0)
        status = tr("No documents come out of this stage");
    else if (page.exhausted)
        status = tr("%n document(s): all this stage gives", nullptr, page.count);
    else
        status = tr("The first %n document(s)", nullptr, page.count);
    mCards[index]->showDocuments(documentsText(page, PreviewFormat::Mongosh), status);
    updateButtons();
}

void PipelineEditor::failed(LiveConnection::RequestId id, const LiveError &error)
{
    const auto found = mRequests.constFind(id);
    if (found == mRequests.constEnd())
        return;
    const int index = *found;
    mRequests.erase(found);
    QString headline = tr("Refused by the server");
    if (error.kind == LiveError::Kind::Timeout)
        headline = tr("Took too long");
    else if (error.isConnectionProblem())
        headline = tr("No answer from the server");
    mCards[index]->showFailure(headline, error.message);
    holdAfter(index);
    updateButtons();
}

void PipelineEditor::cancelled(LiveConnection::RequestId id)
{
    const auto found = mRequests.constFind(id);
    if (found == mRequests.constEnd())
        return;
    const int index = *found;
    mRequests.erase(found);
    mCards[index]->showStatus(tr("Cancelled: Preview Again (F5) reads it"));
    updateButtons();
}

void PipelineEditor::holdAfter(int index)
{
    for (auto it = mRequests.begin(); it != mRequests.end();) {
        if (it.value() > index) {
            mCards[it.value()]->showDocuments({}, tr("Waits for stage %1").arg(index + 1));
            const LiveConnection::RequestId id = it.key();
            it = mRequests.erase(it);
            mConnection->cancel(id);
        } else {
            ++it;
        }
    }
}

void PipelineEditor::cancelFrom(int from)
{
    // Taken out of the list first: the cancel's signal then finds nothing.
    QList<LiveConnection::RequestId> ids;
    for (auto it = mRequests.begin(); it != mRequests.end();) {
        if (it.value() >= from) {
            ids << it.key();
            if (from == 0 && it.value() < mCards.size())
                mCards[it.value()]->showStatus(tr("Cancelled: Preview Again (F5) reads it"));
            it = mRequests.erase(it);
        } else {
            ++it;
        }
    }
    for (LiveConnection::RequestId id : ids)
        mConnection->cancel(id);
    updateButtons();
}

void PipelineEditor::updateButtons()
{
    const bool chosen = !mCollection.isEmpty();
    mAdd->setEnabled(chosen);
    mRefresh->setEnabled(chosen && !mCards.isEmpty());
    mCancel->setEnabled(!mRequests.isEmpty());
    mCopy->setEnabled(chosen);
    mToModel->setEnabled(chosen && mDocument);
}

QString PipelineEditor::commandText() const
{
    return aggregateCommand(mCollection, stages());
}

bool PipelineEditor::addToModel(QString *why)
{
    const std::vector<PipelineStage> all = stages();
    QString error;
    std::optional<AccessPattern> pattern = accessPatternOfPipeline(all, &error);
    if (!pattern) {
        if (why)
            *why = error;
        return false;
    }
    QStringList typed;
    for (const PipelineStage &stage : all)
        if (stage.enabled && !stage.text.trimmed().isEmpty())
            typed << stage.text.simplified();
    pattern->name = tr("aggregate in %1: %2").arg(mCollection, shortLabel(typed.join(QStringLiteral(", ")))).toStdString();
    pattern->description = tr("From the explorer: %1").arg(commandText()).toStdString();
    return addExplorerAccessPattern(mDocument, mDatabase, mCollection, *pattern, why);
}

QString PipelineEditor::messageText() const
{
    return mMessage->isHidden() ? QString() : mMessage->text();
}

void PipelineEditor::showMessage(const QString &message, bool failed)
{
    if (failed)
        showNotices(mMessage, {}, { message });
    else
        showNotices(mMessage, { message });
}

} // namespace docmodel
