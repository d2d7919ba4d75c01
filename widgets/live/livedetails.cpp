// SPDX-License-Identifier: GPL-3.0-or-later
#include "livedetails.h"

#include "livecompare.h"
#include "livedatacheck.h"
#include "liveexplain.h"
#include "liveindexes.h"
#include "pipelineeditor.h"
#include "livequery.h"
#include "text/livetext.h"

#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace docmodel {

namespace {

enum OptionRow {
    KindRow,
    CappedRow,
    CollationRow,
    TimeSeriesRow,
    ViewOnRow,
    PipelineRow,
    ConfirmedRow
};

QLabel *valueLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString fieldText(const QFormLayout *form, int row)
{
    const QLayoutItem *item = form->itemAt(row, QFormLayout::FieldRole);
    const auto *label = item ? qobject_cast<QLabel *>(item->widget()) : nullptr;
    return label ? label->text() : QString();
}

void setField(QFormLayout *form, int row, const QString &text)
{
    if (QLayoutItem *item = form->itemAt(row, QFormLayout::FieldRole))
        if (auto *label = qobject_cast<QLabel *>(item->widget()))
            label->setText(text);
}

} // namespace

LiveDetails::LiveDetails(LiveConnection *connection, ModelDocument *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mTitle(new QLabel(this))
    , mNotices(newNoticeLabel(this))
    , mTabs(new QTabWidget(this))
    , mOptionsForm(new QFormLayout)
    , mOptionsText(newCodeView(this))
    , mLevel(valueLabel(this))
    , mAction(valueLabel(this))
    , mValidator(newCodeView(this))
    , mIndexes(new LiveIndexes(this))
    , mStatsForm(new QFormLayout)
    , mQuery(new LiveQuery(connection, document, this))
    , mPipeline(new PipelineEditor(connection, document, this))
    , mExplain(new LiveExplain(connection, mQuery, this))
    , mCompare(new LiveCompare(connection, document, this))
{
    mTitle->setObjectName(QStringLiteral("liveDetailsTitle"));
    mTitle->setTextFormat(Qt::PlainText);
    mTitle->setWordWrap(true);
    mNotices->setObjectName(QStringLiteral("liveDetailsNotices"));
    mTabs->setObjectName(QStringLiteral("liveDetailsTabs"));
    QFont bold = mTitle->font();
    bold.setBold(true);
    mTitle->setFont(bold);

    auto *options = new QWidget(this);
    for (const QString &name : { tr("Kind:"), tr("Capped:"), tr("Collation:"), tr("Time series:"),
             tr("View on:"), tr("Pipeline:"), tr("Listed:") })
        mOptionsForm->addRow(name, valueLabel(options));
    auto *optionsLayout = new QVBoxLayout(options);
    optionsLayout->addLayout(mOptionsForm);
    optionsLayout->addWidget(new QLabel(tr("Everything listCollections answered:"), options));
    optionsLayout->addWidget(mOptionsText, 1);
    mOptionsText->setObjectName(QStringLiteral("liveOptions"));

    auto *validator = new QWidget(this);
    auto *levels = new QFormLayout;
    levels->addRow(tr("Validation level:"), mLevel);
    levels->addRow(tr("Validation action:"), mAction);
    mLevel->setObjectName(QStringLiteral("validationLevel"));
    mAction->setObjectName(QStringLiteral("validationAction"));
    mValidator->setObjectName(QStringLiteral("validatorText"));
    auto *validatorLayout = new QVBoxLayout(validator);
    validatorLayout->addLayout(levels);
    validatorLayout->addWidget(mValidator, 1);

    connect(mIndexes, &LiveIndexes::changeRequested, this, [this](const IndexChange &change) {
        emit indexChangeRequested(change, mDatabase);
    });

    auto *stats = new QWidget(this);
    for (const QString &name : { tr("Documents:"), tr("Data size:"), tr("Average document:"),
             tr("Storage size:"), tr("Total index size:"), tr("Indexes:") })
        mStatsForm->addRow(name, valueLabel(stats));
    auto *statsLayout = new QVBoxLayout(stats);
    statsLayout->addLayout(mStatsForm);
    statsLayout->addStretch(1);

    mTabs->addTab(mQuery, tr("Documents"));
    mTabs->addTab(mPipeline, tr("Aggregation"));
    mTabs->addTab(options, tr("Options"));
    mTabs->addTab(validator, tr("Validator"));
    mTabs->addTab(mIndexes, tr("Indexes"));
    mTabs->addTab(stats, tr("Statistics"));
    mTabs->addTab(mExplain, tr("Explain"));
    mTabs->addTab(mCompare, tr("Compare with Model"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mTitle);
    layout->addWidget(mNotices);
    layout->addWidget(mTabs, 1);

    connect(mTabs, &QTabWidget::currentChanged, this, [this](int tab) {
        // The first look at the documents reads the first page; nothing is
        // read from a collection nobody looks at.
        if (tab == Documents && !mQuery->hasRun())
            mQuery->run();
    });
    // A failing document of the check opens in the Documents tab.
    connect(mCompare->dataCheck(), &LiveDataCheck::documentRequested, this, &LiveDetails::openDocuments);
    connect(mCompare, &LiveCompare::availabilityChanged, this,
        [this](bool available) { mTabs->setTabEnabled(Compare, available); });
    clear(tr("Choose a collection in the tree."));
}

void LiveDetails::openDocuments(const QString &filter)
{
    mQuery->setQueryText(filter);
    mTabs->setCurrentIndex(Documents);
    mQuery->run();
}

void LiveDetails::clear(const QString &message)
{
    mDatabase.clear();
    mCollection.clear();
    mListNotices.clear();
    mIndexNotices.clear();
    mStatsNotices.clear();
    mErrors.clear();
    mTitle->setText(message);
    for (int row = 0; row < mOptionsForm->rowCount(); ++row)
        setField(mOptionsForm, row, QString());
    for (int row = 0; row < mStatsForm->rowCount(); ++row)
        setStat(row, QString());
    mOptionsText->clear();
    mLevel->clear();
    mAction->clear();
    mValidator->clear();
    mIndexes->setCollection({}, false);
    mQuery->setCollection({}, {});
    mPipeline->setCollection({}, {});
    mExplain->clear();
    mCompare->clear();
    mTabs->setEnabled(false);
    updateNotices();
}

void LiveDetails::showCollection(
    const QString &database, const CollectionInfo &info, const QStringList &listNotices)
{
    const bool same = database == mDatabase && info.name == mCollection;
    if (!same) {
        clear(QString());
        mDatabase = database;
        mCollection = info.name;
    }
    mListNotices = listNotices;
    if (info.kind == CollectionKind::View)
        mListNotices << tr("A view has no indexes or statistics of its own; see its source "
                           "collection %1.")
                            .arg(info.viewOn);
    mTabs->setEnabled(true);
    mIndexes->setCollection(info.name, info.kind != CollectionKind::View);
    mTitle->setText(tr("%1.%2 — %3").arg(database, info.name, collectionKindName(info.kind)));
    mTitle->setToolTip(mTitle->text()); // a name too long for the pane is cut

    setField(mOptionsForm, KindRow, collectionKindName(info.kind));
    QString capped = tr("no");
    if (info.capped)
        capped = tr("yes, %1, at most %2 documents")
                     .arg(sizeText(info.cappedSize),
                         info.cappedMax ? QString::number(*info.cappedMax) : tr("any number of"));
    setField(mOptionsForm, CappedRow, capped);
    setField(mOptionsForm, CollationRow,
        info.collation.isEmpty() ? tr("none (simple binary comparison)")
                                 : oneLineJson(info.collation));
    setField(mOptionsForm, TimeSeriesRow,
        info.timeseries.isEmpty() ? tr("no") : oneLineJson(info.timeseries));
    setField(mOptionsForm, ViewOnRow, info.viewOn.isEmpty() ? tr("not a view") : info.viewOn);
    setField(mOptionsForm, PipelineRow,
        info.pipeline.isEmpty() ? tr("none") : prettyArrayJson(info.pipeline));
    setField(mOptionsForm, ConfirmedRow,
        info.confirmed ? tr("by the server")
                       : tr("not confirmed: the server could not list collections; the name comes "
                            "from the open model"));
    mOptionsText->setPlainText(
        info.options.isEmpty() ? tr("// no options") : prettyJson(info.options));

    mLevel->setText(info.validationLevel.isEmpty() ? tr("not set (the server's default is strict)")
                                                   : info.validationLevel);
    mAction->setText(info.validationAction.isEmpty() ? tr("not set (the server's default is error)")
                                                     : info.validationAction);
    mValidator->setPlainText(info.validator.isEmpty() ? tr("// this collection has no validator")
                                                      : prettyJson(info.validator));
    mQuery->setCollection(database, info.name);
    mPipeline->setCollection(database, info.name);
    mCompare->setServer(database, info);
    mTabs->setTabEnabled(Compare, mCompare->hasModelCollection());
    updateNotices();
    // Documents that are on screen follow the choice at once.
    if (!same && mTabs->currentIndex() == Documents)
        mQuery->run();
}

void LiveDetails::showIndexes(const IndexList &list)
{
    if (list.database != mDatabase || list.collection != mCollection)
        return;
    mIndexNotices = list.notices;
    mIndexes->showIndexes(list);
    mCompare->setServerIndexes(list);
    updateNotices();
}

QTreeWidget *LiveDetails::indexTable() const
{
    return mIndexes->table();
}

void LiveDetails::showStats(const CollectionStats &stats)
{
    if (stats.database != mDatabase || stats.collection != mCollection)
        return;
    mStatsNotices = stats.notices;
    setStat(0, countText(stats.count));
    setStat(1, sizeText(stats.size));
    setStat(2, sizeText(stats.averageObjectSize));
    setStat(3, sizeText(stats.storageSize));
    setStat(4, sizeText(stats.totalIndexSize));
    setStat(5, countText(stats.indexCount));
    updateNotices();
}

void LiveDetails::showFailure(const QString &what, const LiveError &error)
{
    mErrors << tr("%1: %2").arg(what, error.message);
    updateNotices();
}

void LiveDetails::showIndex(const QString &name)
{
    mTabs->setCurrentIndex(Indexes);
    mIndexes->select(name);
}

void LiveDetails::setStat(int row, const QString &text)
{
    setField(mStatsForm, row, text);
}

void LiveDetails::updateNotices()
{
    QStringList notices = mListNotices + mIndexNotices + mStatsNotices;
    notices.removeDuplicates();
    showNotices(mNotices, notices, mErrors);
}

QString LiveDetails::optionsText() const
{
    QStringList lines;
    for (int row = 0; row < mOptionsForm->rowCount(); ++row)
        lines << fieldText(mOptionsForm, row);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n') + mOptionsText->toPlainText();
}

QString LiveDetails::validatorText() const
{
    return mValidator->toPlainText();
}

QString LiveDetails::validationLevel() const
{
    return mLevel->text();
}

QString LiveDetails::validationAction() const
{
    return mAction->text();
}

QString LiveDetails::statisticsText() const
{
    QStringList lines;
    for (int row = 0; row < mStatsForm->rowCount(); ++row) {
        const QLayoutItem *label = mStatsForm->itemAt(row, QFormLayout::LabelRole);
        const auto *name = label ? qobject_cast<QLabel *>(label->widget()) : nullptr;
        lines << QStringLiteral("%1 %2").arg(
            name ? name->text() : QString(), fieldText(mStatsForm, row));
    }
    return lines.join(QLatin1Char('\n'));
}

QString LiveDetails::noticesText() const
{
    return mNotices->isVisible() ? mNotices->text() : QString();
}

} // namespace docmodel
