// SPDX-License-Identifier: GPL-3.0-or-later
#include "inferdialog.h"
#include "views/documentinputs.h"

#include "live/liveinferencesource.h"
#include "relationshipreview.h"

#include "inference/collectioninference.h"
#include "inference/filekeylookup.h"
#include "inference/modelfrominference.h"
#include "inference/parallelanalyzer.h"

#include <QCheckBox>
#include <QDir>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <cmath>

namespace docmodel {

using namespace docmodel::inference;

InferDialog::InferDialog(QWidget *parent)
    : QDialog(parent)
    , mSources(new QTabWidget(this))
    , mInputs(new DocumentInputs(this))
    , mSkipBad(new QCheckBox(tr("&Skip documents that cannot be read"), this))
    , mObservedBounds(new QCheckBox(tr("Make the sample's e&xtremes rules (longest array and string, least "
                                       "and greatest number)"),
          this))
    , mKeyUniqueness(new QSpinBox(this))
    , mServer(new LiveInferenceSource(this))
    , mCollections(new QTreeWidget(this))
    , mReview(new RelationshipReview(this))
    , mStatus(new QLabel(this))
    , mButtons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , mInfer(mButtons->addButton(tr("&Infer"), QDialogButtonBox::ActionRole))
    , mOpen(mButtons->addButton(tr("&Open Model"), QDialogButtonBox::AcceptRole))
    , mAdd(mButtons->addButton(tr("A&dd to Current Model"), QDialogButtonBox::ActionRole))
{
    setWindowTitle(tr("Reverse-Engineer a Model"));
    auto *intro = new QLabel(tr("mongoexport files (JSON lines or a JSON array of Extended JSON) and mongodump "
                                "folders or .bson files. Each file is a collection named after it; a dump's "
                                "metadata gives indexes and options."),
        this);
    intro->setWordWrap(true);
    mCollections->setObjectName(QStringLiteral("inferCollections"));
    mSkipBad->setObjectName(QStringLiteral("inferSkipBad"));
    mCollections->setHeaderLabels({ tr("Collection"), tr("Database"), tr("Status") });
    mCollections->setRootIsDecorated(false);
    mCollections->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    mStatus->setObjectName(QStringLiteral("inferStatus"));
    mStatus->setWordWrap(true);
    mStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *filesPage = new QWidget(this);
    auto *files = new QVBoxLayout(filesPage);
    files->addWidget(intro);
    files->addWidget(mInputs, 1);
    files->addWidget(mSkipBad);
    mSources->addTab(filesPage, tr("&Files and Dumps"));
    mSources->addTab(mServer, tr("Connected &Server"));
    auto *reviewLabel = new QLabel(tr("Relationships found: tick those to add. The weak ones start unticked."), this);
    reviewLabel->setWordWrap(true);
    auto *reviewPage = new QWidget(this);
    auto *review = new QVBoxLayout(reviewPage);
    review->setContentsMargins(0, 0, 0, 0);
    auto *evidence = mEvidence = new QLabel(this);
    evidence->setObjectName(QStringLiteral("inferEvidence"));
    evidence->setWordWrap(true);
    evidence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    review->addWidget(reviewLabel);
    review->addWidget(mReview, 1);
    review->addWidget(evidence);
    auto *results = new QSplitter(Qt::Vertical, this);
    results->addWidget(mCollections);
    results->addWidget(reviewPage);
    results->setStretchFactor(0, 1);
    results->setStretchFactor(1, 2);
    results->setChildrenCollapsible(false);
    // The relationships are what a person reviews here: they get room for
    // a dozen rows at the dialog's first size.
    mReview->setMinimumHeight(mReview->fontMetrics().height() * 8);
    mObservedBounds->setObjectName(QStringLiteral("inferObservedBounds"));
    mObservedBounds->setToolTip(tr("Off: the validators allow longer arrays and strings and other numbers than "
                                   "the documents read hold; the ranges seen are kept as information. On: "
                                   "maxItems, maxLength, minimum and maximum from the documents read."));
    auto *layout = new QVBoxLayout(this);
    // The tabs would claim the height of their tallest page; a few inputs
    // need less, and the results below get the room.
    mSources->setMaximumHeight(qMax(mSources->minimumSizeHint().height(), fontMetrics().height() * 15));
    layout->addWidget(mSources, 1);
    layout->addLayout(createKeyRow());
    layout->addWidget(mObservedBounds);
    layout->addWidget(results, 3);
    layout->addWidget(mStatus);
    layout->addWidget(mButtons);
    resize(900, 720);

    connect(mInputs, &DocumentInputs::changed, this, &InferDialog::updateButtons);
    connect(mInfer, &QPushButton::clicked, this, &InferDialog::start);
    connect(mButtons, &QDialogButtonBox::accepted, this, [this] {
        mAddToCurrent = false;
        accept();
    });
    connect(mAdd, &QPushButton::clicked, this, [this] {
        mAddToCurrent = true;
        accept();
    });
    connect(mSources, &QTabWidget::currentChanged, this, &InferDialog::updateButtons);
    connect(mServer, &LiveInferenceSource::readyChanged, this, &InferDialog::updateButtons);
    connect(mServer, &LiveInferenceSource::connectRequested, this, &InferDialog::connectRequested);
    connect(mReview, &RelationshipReview::acceptedChanged, this, &InferDialog::updateButtons);
    // The evidence in full, for the row chosen: the column shows its start.
    connect(mReview, &QTreeWidget::currentItemChanged, evidence, [evidence](QTreeWidgetItem *current) {
        evidence->setText(current ? current->toolTip(4) : QString());
    });
    connect(mButtons, &QDialogButtonBox::rejected, this, &InferDialog::reject);
    connect(&mWatcher, &QFutureWatcher<Outcome>::finished, this, [this] { showOutcome(mWatcher.result()); });
    updateButtons();
}

// The share of different values a key needs, with its label.
QHBoxLayout *InferDialog::createKeyRow()
{
    // Real keys have the odd duplicate, which must not hide every reference to them.
    mKeyUniqueness->setObjectName(QStringLiteral("inferKeyUniqueness"));
    mKeyUniqueness->setRange(50, 100);
    mKeyUniqueness->setValue(int(std::lround(kKeyUniqueShare * 100)));
    mKeyUniqueness->setSuffix(QStringLiteral(" %"));
    mKeyUniqueness->setToolTip(tr("How many of a field's values must differ for it to count as a key others "
                                  "refer to. The evidence names the duplicates a nearly unique key has."));
    auto *keyLabel = new QLabel(tr("A &key's values differ in at least"), this);
    keyLabel->setBuddy(mKeyUniqueness);
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(keyLabel);
    keyRow->addWidget(mKeyUniqueness);
    keyRow->addWidget(new QLabel(tr("of the documents read"), this));
    keyRow->addStretch();
    return keyRow;
}

InferDialog::~InferDialog()
{
    if (mCancel)
        *mCancel = true;
    if (mLiveRequest && mServer->connection())
        mServer->connection()->cancel(mLiveRequest);
    mWatcher.waitForFinished();
}

void InferDialog::addInputs(const QStringList &paths)
{
    mInputs->addInputs(paths);
}

void InferDialog::setConnection(LiveConnection *connection)
{
    mServer->setConnection(connection);
}

void InferDialog::setSource(Source source)
{
    mSources->setCurrentIndex(source == Source::Files ? 0 : 1);
}

bool InferDialog::running() const
{
    return mWatcher.isRunning() || mLiveRequest != 0;
}

std::optional<Model> InferDialog::model() const
{
    if (!mModel)
        return std::nullopt;
    Model model = *mModel;
    addDetectedRelationships(model, mReview->accepted());
    return model;
}

void InferDialog::updateButtons()
{
    const bool busy = running();
    const bool fromFiles = mSources->currentIndex() == 0;
    mInfer->setEnabled(!busy && (fromFiles ? mInputs->count() > 0 : mServer->ready()));
    mInputs->setEnabled(!busy);
    mOpen->setEnabled(!busy && mModel.has_value());
    mAdd->setEnabled(!busy && mModel.has_value());
    mSources->setEnabled(!busy);
    mKeyUniqueness->setEnabled(!busy);
}

void InferDialog::showProgress(int row, const QString &status)
{
    if (QTreeWidgetItem *item = mCollections->topLevelItem(row))
        item->setText(2, status);
}

void InferDialog::start()
{
    if (running())
        return;
    mReview->setRelationships({}, {});
    mEvidence->clear();
    if (mSources->currentIndex() == 0)
        startFromFiles();
    else
        startFromServer();
}

void InferDialog::startFromFiles()
{
    if (mInputs->count() == 0)
        return;
    const std::vector<std::string> paths = mInputs->paths();
    std::string problem;
    const std::vector<CollectionSource> sources = findCollectionSources(paths, &problem);
    mCollections->clear();
    mModel.reset();
    if (!problem.empty()) {
        mStatus->setText(QString::fromStdString(problem));
        updateButtons();
        return;
    }
    for (const CollectionSource &source : sources)
        mCollections->addTopLevelItem(new QTreeWidgetItem(
            { QString::fromStdString(source.name), QString::fromStdString(source.database), tr("Waiting") }));
    mCollections->resizeColumnToContents(0);
    mCollections->resizeColumnToContents(1);
    mStatus->setText(tr("Inferring %n collections...", nullptr, int(sources.size())));
    mCancel = std::make_shared<std::atomic<bool>>(false);
    const bool skipBad = mSkipBad->isChecked();
    const double keyShare = mKeyUniqueness->value() / 100.0;
    // The worker reports through queued calls; the pointer is null once the
    // dialog is gone (it waits for the worker before it goes, too).
    const QPointer<InferDialog> self(this);
    auto report = [self](int row, const QString &status) {
        QMetaObject::invokeMethod(
            self, [self, row, status] { if (self) self->showProgress(row, status); }, Qt::QueuedConnection);
    };
    const Bounds bounds = mObservedBounds->isChecked() ? Bounds::Observed : Bounds::Allowed;
    mWatcher.setFuture(QtConcurrent::run([sources, skipBad, keyShare, bounds, cancel = mCancel, report]() {
        Outcome outcome;
        std::vector<InferredCollection> collections;
        for (size_t i = 0; i < sources.size(); ++i) {
            InferOptions options;
            options.threads = ParallelAnalyzer::allCores();
            options.sampleBytes = sampleBytesPerCollection(sources.size());
            options.skipBad = skipBad;
            options.cancelled = [cancel] { return cancel->load(); };
            options.progress = [&report, i](uint64_t done, uint64_t total) {
                report(int(i), tr("Reading, %1 %").arg(total ? 100 * done / total : 0));
            };
            report(int(i), tr("Reading..."));
            InferredCollection inferred;
            ReadError error;
            if (!inferCollection(sources[i], options, inferred, error)) {
                outcome.cancelled = cancel->load();
                outcome.error = QString::fromStdString(error.toString());
                report(int(i), outcome.cancelled ? tr("Cancelled") : tr("Failed"));
                return outcome;
            }
            QString status = tr("%n documents, %1", nullptr, int(inferred.schema.documents()))
                                 .arg(QLocale().formattedDataSize(qint64(inferred.bytes)));
            if (inferred.skipped > 0)
                status += QLatin1String("; ") + tr("%n skipped", nullptr, int(inferred.skipped));
            report(int(i), status);
            collections.push_back(std::move(inferred));
        }
        outcome.model = modelFromInference(collections, bounds);
        outcome.relationships = detectRelationships(*outcome.model, collections,
            fileKeyLookup(sources, [cancel] { return cancel->load(); }), keyShare);
        if (cancel->load()) {
            outcome.model.reset();
            outcome.cancelled = true;
        }
        return outcome;
    }));
    mButtons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    updateButtons();
}

void InferDialog::showOutcome(const Outcome &outcome)
{
    mModel = outcome.model;
    mLiveRequest = 0;
    if (mModel)
        mReview->setRelationships(*mModel, outcome.relationships);
    if (outcome.cancelled)
        mStatus->setText(tr("Cancelled. Nothing was changed."));
    else if (!outcome.error.isEmpty())
        mStatus->setText(mSources->currentIndex() == 0
                ? tr("Inference stopped: %1\nTick \"Skip documents that cannot be read\" to go on past damaged documents.")
                      .arg(outcome.error)
                : tr("Inference stopped: %1").arg(outcome.error));
    else {
        QStringList lines;
        lines << tr("Done: %n entities, %1. Open the model to see it laid out; it is not saved yet.", nullptr,
            int(mModel->entities.size()))
                     .arg(tr("%n relationships found", nullptr, int(outcome.relationships.size())));
        lines << outcome.notices;
        mStatus->setText(lines.join(QLatin1Char('\n')));
    }
    mButtons->button(QDialogButtonBox::Cancel)->setText(tr("Close"));
    updateButtons();
    if (mModel)
        mOpen->setDefault(true);
    emit inferenceFinished(mModel.has_value());
}

void InferDialog::reject()
{
    if (running()) {
        // showOutcome() follows when the worker stops.
        if (mLiveRequest && mServer->connection())
            mServer->connection()->cancel(mLiveRequest);
        else if (mCancel)
            *mCancel = true;
        return;
    }
    QDialog::reject();
}

} // namespace docmodel
