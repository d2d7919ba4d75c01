// SPDX-License-Identifier: GPL-3.0-or-later
#include "trafficimportdialog.h"

#include "schema/qtstring.h"
#include "trafficindexreview.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace docmodel {

namespace {

enum ProposalColumn { CollectionColumn, KindColumn, ShapeColumn, CountColumn, RateColumn, PlansColumn };

QString shapeText(const AccessPattern &pattern)
{
    QStringList parts;
    for (const FilterField &f : pattern.filter)
        parts << (f.op == FilterOp::Equality ? toQString(f.field)
                                             : QStringLiteral("%1 (%2)").arg(toQString(f.field),
                                                 toQString(std::string(toString(f.op)))));
    QString text = parts.isEmpty() ? TrafficImportDialog::tr("all documents")
                                   : parts.join(QStringLiteral(", "));
    QStringList sort;
    for (const SortField &s : pattern.sort)
        sort << QStringLiteral("%1 %2").arg(toQString(s.field),
            s.direction == SortDirection::Asc ? QStringLiteral("↑") : QStringLiteral("↓"));
    if (!sort.isEmpty())
        text += TrafficImportDialog::tr("; sorted by %1").arg(sort.join(QStringLiteral(", ")));
    return text;
}

// A rate people read at a glance: per second, minute, hour or day.
QString rateText(double perSecond)
{
    const QLocale locale;
    if (perSecond >= 1)
        return TrafficImportDialog::tr("%1/s").arg(locale.toString(perSecond, 'g', 3));
    if (perSecond * 60 >= 1)
        return TrafficImportDialog::tr("%1/min").arg(locale.toString(perSecond * 60, 'g', 3));
    if (perSecond * 3600 >= 1)
        return TrafficImportDialog::tr("%1/h").arg(locale.toString(perSecond * 3600, 'g', 3));
    return TrafficImportDialog::tr("%1/day").arg(locale.toString(perSecond * 86400, 'g', 3));
}

} // namespace

TrafficImportDialog::TrafficImportDialog(
    const Model &model, LiveConnection *connection, QWidget *parent)
    : QDialog(parent)
    , mModel(model)
    , mConnection(connection)
{
    setWindowTitle(tr("Import Traffic"));
    mPages = new QStackedWidget(this);

    // Page 1: the sources, files or the connected server.
    auto *sourcesPage = new QWidget(mPages);
    auto *sourcesLayout = new QVBoxLayout(sourcesPage);
    mSourceTabs = new QTabWidget(sourcesPage);
    sourcesLayout->addWidget(mSourceTabs, 1);

    auto *filesTab = new QWidget(mSourceTabs);
    auto *filesLayout = new QVBoxLayout(filesTab);
    auto *intro = new QLabel(tr("Servers' logs (structured, or the text format of 2.2 to 4.2), "
                                "system.profile documents, "
                                "$queryStats, $indexStats or explain() output, plain or .gz. A "
                                "$indexStats file does not "
                                "name its collection: edit its line to COLLECTION=FILE."),
        filesTab);
    intro->setWordWrap(true);
    filesLayout->addWidget(intro);
    mSources = new QListWidget(filesTab);
    mSources->setObjectName(QStringLiteral("trafficSources"));
    filesLayout->addWidget(mSources, 1);
    auto *fileButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add Files..."), filesTab);
    auto *remove = new QPushButton(tr("&Remove"), filesTab);
    fileButtons->addWidget(add);
    fileButtons->addWidget(remove);
    fileButtons->addStretch(1);
    filesLayout->addLayout(fileButtons);
    mSourceTabs->addTab(filesTab, tr("Files"));
    connect(add, &QPushButton::clicked, this, &TrafficImportDialog::addFiles);
    connect(remove, &QPushButton::clicked, this, [this] {
        qDeleteAll(mSources->selectedItems());
        updateButtons();
    });
    addServerTab(model);
    mProgress = new QProgressBar(sourcesPage);
    mProgress->setVisible(false);
    sourcesLayout->addWidget(mProgress);
    mStatus = new QLabel(sourcesPage);
    mStatus->setWordWrap(true);
    mStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    sourcesLayout->addWidget(mStatus);
    mPages->addWidget(sourcesPage);
    addReviewPage();
    connectControls();
}

// The connected server's tab: its database and what to read there.
void TrafficImportDialog::addServerTab(const Model &model)
{
    auto *serverTab = new QWidget(mSourceTabs);
    auto *serverLayout = new QFormLayout(serverTab);
    const bool connected = mConnection && mConnection->isOpen();
    auto *serverState = new QLabel(connected ? mConnection->settings().displayName()
                                             : tr("not connected (File ▸ Connect to Server…)"),
        serverTab);
    serverLayout->addRow(tr("Server:"), serverState);
    mDatabase = new QLineEdit(toQString(model.database), serverTab);
    mDatabase->setObjectName(QStringLiteral("trafficDatabase"));
    serverLayout->addRow(tr("&Database:"), mDatabase);
    mProfiler = new QCheckBox(
        tr("The &profiler's documents (system.profile of the database)"), serverTab);
    mQueryStats = new QCheckBox(
        tr("$&queryStats entries of the database (MongoDB Atlas, 6.0.7 and later)"), serverTab);
    mIndexStats = new QCheckBox(tr("$inde&xStats of each of its collections"), serverTab);
    auto *what = new QVBoxLayout;
    for (QCheckBox *box : { mProfiler, mQueryStats, mIndexStats }) {
        box->setChecked(true);
        what->addWidget(box);
    }
    serverLayout->addRow(tr("Read:"), what);
    auto *serverNote
        = new QLabel(tr("What the server cannot give (a profiler that is off, $queryStats it "
                        "lacks or does not allow) is noted in the review; the rest is read."),
            serverTab);
    serverNote->setWordWrap(true);
    serverLayout->addRow(serverNote);
    mSourceTabs->addTab(serverTab, tr("Connected Server"));
    mSourceTabs->setTabEnabled(Server, connected);
    mSourceTabs->setCurrentIndex(connected ? Server : Files);

}

void TrafficImportDialog::addReviewPage()
{
    // Page 2: the review.
    auto *reviewPage = new QWidget(mPages);
    auto *reviewLayout = new QVBoxLayout(reviewPage);
    mSummary = new QLabel(reviewPage);
    mSummary->setWordWrap(true);
    reviewLayout->addWidget(mSummary);
    mProposals = new QTreeWidget(reviewPage);
    mProposals->setObjectName(QStringLiteral("trafficProposals"));
    mProposals->setRootIsDecorated(false);
    mProposals->setHeaderLabels({ tr("Collection"), tr("Kind"), tr("Filter and sort"),
        tr("Operations"), tr("Rate"), tr("Plans") });
    mProposals->header()->setSectionResizeMode(ShapeColumn, QHeaderView::Stretch);
    mIndexReview = new TrafficIndexReview(reviewPage);
    mReviewTabs = new QTabWidget(reviewPage);
    mReviewTabs->addTab(mProposals, tr("&Access Patterns"));
    mReviewTabs->addTab(mIndexReview, tr("I&ndexes"));
    reviewLayout->addWidget(mReviewTabs, 1);
    mNotes = new QLabel(reviewPage);
    mNotes->setWordWrap(true);
    mNotes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    reviewLayout->addWidget(mNotes);
    mPages->addWidget(reviewPage);

    auto *buttons = new QDialogButtonBox(this);
    mBack = buttons->addButton(tr("&Back"), QDialogButtonBox::ActionRole);
    mReadButton = buttons->addButton(tr("&Read"), QDialogButtonBox::ActionRole);
    mImport = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    mCancel = buttons->addButton(QDialogButtonBox::Cancel);
    mReadButton->setDefault(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mPages, 1);
    layout->addWidget(buttons);
    resize(900, 560);
}

void TrafficImportDialog::connectControls()
{
    connect(mReadButton, &QPushButton::clicked, this, &TrafficImportDialog::read);
    connect(mSourceTabs, &QTabWidget::currentChanged, this, &TrafficImportDialog::updateButtons);
    connect(mDatabase, &QLineEdit::textChanged, this, &TrafficImportDialog::updateButtons);
    for (QCheckBox *box : { mProfiler, mQueryStats, mIndexStats })
        connect(box, &QCheckBox::toggled, this, &TrafficImportDialog::updateButtons);
    connect(mBack, &QPushButton::clicked, this, [this] {
        mPages->setCurrentIndex(0);
        updateButtons();
    });
    connect(mImport, &QPushButton::clicked, this, &QDialog::accept);
    // Cancel stops a reading; otherwise it closes the dialog.
    connect(mCancel, &QPushButton::clicked, this, [this] { isRunning() ? cancel() : reject(); });
    connect(&mWatcher, &QFutureWatcher<traffic::TrafficRead>::finished, this, [this] {
        mProgressTimer.stop();
        mProgress->setVisible(false);
        review(mWatcher.result());
        updateButtons();
        emit finishedReading();
    });
    mProgressTimer.setInterval(100);
    connect(&mProgressTimer, &QTimer::timeout, this, &TrafficImportDialog::showProgress);
    connectServer();
    updateButtons();
}

TrafficImportDialog::~TrafficImportDialog()
{
    cancel();
    if (mConnection)
        disconnect(mConnection, nullptr, this, nullptr);
    mWatcher.waitForFinished();
}

void TrafficImportDialog::connectServer()
{
    if (!mConnection)
        return;
    connect(mConnection, &LiveConnection::trafficProgressed, this,
        [this](LiveConnection::RequestId id, const QString &source, int index, int total) {
            if (id != mRequest)
                return;
            mProgress->setRange(0, total);
            mProgress->setValue(index);
            mStatus->setText(tr("Reading %1 (%2 of %3)…").arg(source).arg(index + 1).arg(total));
        });
    const auto ended = [this] {
        mRequest = 0;
        mProgress->setVisible(false);
        updateButtons();
        emit finishedReading();
    };
    connect(mConnection, &LiveConnection::trafficFinished, this,
        [this, ended](LiveConnection::RequestId id, const LiveTraffic &result) {
            if (id != mRequest)
                return;
            if (result.read->entries() == 0)
                mStatus->setText(
                    tr("The server gave nothing to read for %1. Nothing was imported.\n%2")
                        .arg(mDatabase->text().trimmed(), result.notices.join(QLatin1Char('\n'))));
            else
                review(*result.read, result.notices);
            ended();
        });
    connect(mConnection, &LiveConnection::requestFailed, this,
        [this, ended](LiveConnection::RequestId id, const LiveError &error) {
            if (id != mRequest)
                return;
            mStatus->setText(tr("Not read: %1. Nothing was imported.").arg(error.message));
            ended();
        });
    connect(mConnection, &LiveConnection::requestCancelled, this,
        [this, ended](LiveConnection::RequestId id) {
            if (id != mRequest)
                return;
            mStatus->setText(tr("Cancelled. Nothing was imported."));
            ended();
        });
}

void TrafficImportDialog::setSource(Source source)
{
    mSourceTabs->setCurrentIndex(source);
}

void TrafficImportDialog::setDatabase(const QString &database)
{
    mDatabase->setText(database);
}

void TrafficImportDialog::addSources(const QStringList &sources)
{
    for (const QString &source : sources) {
        auto *item = new QListWidgetItem(source, mSources);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    updateButtons();
}

void TrafficImportDialog::addFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Add Traffic Sources"),
        QString(), tr("Logs and outputs (*.log *.gz *.json *.txt);;All files (*)"));
    addSources(files);
}

void TrafficImportDialog::read()
{
    if (isRunning())
        return;
    if (mSourceTabs->currentIndex() == Server) {
        readServer();
        return;
    }
    if (mSources->count() == 0)
        return;
    mReading.clear();
    for (int i = 0; i < mSources->count(); ++i)
        mReading << mSources->item(i)->text();
    mCancelled = std::make_shared<std::atomic<bool>>(false);
    mOperations = std::make_shared<std::atomic<int64_t>>(0);
    mFile = std::make_shared<std::atomic<int>>(0);
    mProgress->setRange(0, int(mReading.size()));
    mProgress->setValue(0);
    mProgress->setVisible(true);
    mStatus->clear();
    mWatcher.setFuture(QtConcurrent::run(
        [sources = mReading, cancelled = mCancelled, operations = mOperations, file = mFile] {
            traffic::TrafficReadOptions options;
            options.cancelled = [cancelled] { return cancelled->load(); };
            options.operations = operations.get();
            options.file = file.get();
            return traffic::readTrafficSources(sources, options);
        }));
    mProgressTimer.start();
    showProgress();
    updateButtons();
}

void TrafficImportDialog::readServer()
{
    if (!mConnection || !mConnection->isOpen() || mDatabase->text().trimmed().isEmpty())
        return;
    LiveTrafficRequest request;
    request.database = mDatabase->text().trimmed();
    request.profiler = mProfiler->isChecked();
    request.queryStats = mQueryStats->isChecked();
    request.indexStats = mIndexStats->isChecked();
    mProgress->setRange(0, 0);
    mProgress->setVisible(true);
    mStatus->setText(tr("Reading the traffic of %1…").arg(request.database));
    mRequest = mConnection->requestTraffic(request);
    updateButtons();
}

void TrafficImportDialog::showProgress()
{
    const int file = mFile ? mFile->load() : 0;
    mProgress->setValue(file);
    mStatus->setText(
        tr("Reading %1 (%2 of %3): %4 operations so far…")
            .arg(QFileInfo(traffic::trafficSourceOf(mReading.value(file)).first).fileName())
            .arg(file + 1)
            .arg(mReading.size())
            .arg(QLocale().toString(qlonglong(mOperations ? mOperations->load() : 0))));
}

void TrafficImportDialog::cancel()
{
    if (mCancelled)
        mCancelled->store(true);
    if (mRequest && mConnection)
        mConnection->cancel(mRequest);
}

void TrafficImportDialog::reject()
{
    cancel();
    mWatcher.waitForFinished();
    QDialog::reject();
}

bool TrafficImportDialog::isReviewing() const
{
    return mPages->currentIndex() == 1;
}

QString TrafficImportDialog::statusText() const
{
    return mStatus->text();
}

QString TrafficImportDialog::reviewText() const
{
    return mSummary->text() + QLatin1Char('\n') + mNotes->text();
}

void TrafficImportDialog::review(const traffic::TrafficRead &read, const QStringList &notices)
{
    if (!read.error.isEmpty()) {
        // Nothing of it counts: the model stays as it is.
        mStatus->setText(tr("Not read: %1. Nothing was imported.").arg(read.error));
        return;
    }
    mIndexUses = read.indexUses;
    mShapes = read.summary.shapes();
    mMatch = traffic::matchModel(mModel, read.summary);
    mProposed = traffic::proposedPatterns(mShapes, mMatch);
    int64_t unread = 0;
    for (const auto &[file, reading] : read.readings)
        for (const auto &[why, count] : reading.unread)
            unread += count;
    int declaredSeen = 0;
    for (const AccessPattern &pattern : mModel.accessPatterns)
        declaredSeen
            += std::ranges::find(mMatch.unseenPatterns, pattern.id) == mMatch.unseenPatterns.end();
    const double hours = mMatch.spanSeconds / 3600.0;
    const QString span = hours < 48 ? tr("%1 hours").arg(hours, 0, 'f', 1)
                                    : tr("%1 days").arg(hours / 24, 0, 'f', 0);
    mSummary->setText(
        tr("%1 operations in %2 query shapes over %3; %4 declared access patterns seen, "
           "%5 shapes proposed as new ones. %6 lines could not be read.")
            .arg(QLocale().toString(qlonglong(read.summary.operations())))
            .arg(mShapes.size())
            .arg(span)
            .arg(declaredSeen)
            .arg(mProposed.size())
            .arg(unread));
    mProposals->clear();
    for (const traffic::ProposedPattern &proposal : mProposed) {
        const AccessPattern &pattern = proposal.pattern;
        const Entity *entity = mModel.findEntity(pattern.collectionId);
        auto *item = new QTreeWidgetItem(mProposals);
        item->setCheckState(CollectionColumn, Qt::Checked);
        item->setText(CollectionColumn, entity ? toQString(entity->name) : QString());
        item->setText(KindColumn, pattern.kind == AccessKind::Write ? tr("write") : tr("read"));
        item->setText(ShapeColumn, shapeText(pattern));
        item->setText(CountColumn, QLocale().toString(qlonglong(pattern.observed->count)));
        item->setTextAlignment(CountColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(RateColumn, rateText(pattern.frequency));
        item->setTextAlignment(RateColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(PlansColumn,
            pattern.observed->collectionScans > 0 ? tr("%n collection scan(s)", nullptr,
                int(std::min<int64_t>(pattern.observed->collectionScans, INT32_MAX)))
                                                  : QString());
        item->setToolTip(ShapeColumn, toQString(proposal.shapeKeys.front()));
    }
    for (int c = 0; c < mProposals->columnCount(); ++c)
        if (c != ShapeColumn)
            mProposals->resizeColumnToContents(c);
    QStringList notes = notices;
    QStringList unseen;
    for (const std::string &id : mMatch.unseenPatterns)
        unseen << toQString(mModel.findAccessPattern(id)->name);
    if (!unseen.isEmpty())
        notes << tr("Declared but never seen: %1.").arg(unseen.join(QStringLiteral(", ")));
    QStringList unknown;
    for (const std::string &ns : mMatch.unknownNamespaces)
        unknown << toQString(ns);
    if (!unknown.isEmpty())
        notes << tr("Namespaces the model has no collection for: %1.")
                     .arg(unknown.join(QStringLiteral(", ")));
    if (!read.indexUses.empty())
        notes << tr("%n $indexStats entry(ies) give the use of the model's indexes.", nullptr,
            int(read.indexUses.size()));
    mNotes->setText(notes.join(QLatin1Char('\n')));
    // The index set: quick enough here (10,000 shapes take about 0.1 s).
    mIndexReview->showSet(mModel,
        traffic::chooseWorkloadIndexes(
            traffic::workloadOf(mModel, read.summary, mShapes, read.readings, read.indexUses)));
    mPages->setCurrentIndex(1);
}

Model TrafficImportDialog::result() const
{
    std::vector<traffic::ProposedPattern> accepted;
    for (int i = 0; i < mProposals->topLevelItemCount() && size_t(i) < mProposed.size(); ++i)
        if (mProposals->topLevelItem(i)->checkState(CollectionColumn) == Qt::Checked)
            accepted.push_back(mProposed[size_t(i)]);
    return traffic::withObservedTraffic(mModel, mShapes, mMatch, mIndexUses, accepted);
}

std::vector<Index> TrafficImportDialog::acceptedIndexes(const Model &into) const
{
    return mIndexReview->accepted(into);
}

const traffic::WorkloadIndexSet &TrafficImportDialog::indexSet() const
{
    return mIndexReview->findings();
}

void TrafficImportDialog::updateButtons()
{
    const bool running = isRunning();
    const bool reviewing = isReviewing();
    mReadButton->setVisible(!reviewing);
    const bool ready = mSourceTabs->currentIndex() == Server
        ? mConnection && mConnection->isOpen() && !mDatabase->text().trimmed().isEmpty()
            && (mProfiler->isChecked() || mQueryStats->isChecked() || mIndexStats->isChecked())
        : mSources->count() > 0;
    mReadButton->setEnabled(!running && ready);
    mSourceTabs->setEnabled(!running);
    mBack->setVisible(reviewing);
    mImport->setVisible(reviewing);
    mImport->setDefault(reviewing);
    mSources->setEnabled(!running);
}

} // namespace docmodel
