// SPDX-License-Identifier: GPL-3.0-or-later
#include "trafficindexreview.h"

#include "schema/qtstring.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace docmodel {

namespace {

enum IndexColumn { IndexKeysColumn, IndexNsColumn, IndexServesColumn, IndexSavedColumn, IndexShareColumn, IndexSizeColumn };

QString indexBytesText(double bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeSIFormat);
}

} // namespace

TrafficIndexReview::TrafficIndexReview(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    mCoverage = new QLabel(this);
    mCoverage->setObjectName(QStringLiteral("indexCoverage"));
    mCoverage->setWordWrap(true);
    mList = new QTreeWidget(this);
    mList->setObjectName(QStringLiteral("recommendedIndexes"));
    mList->setRootIsDecorated(false);
    mList->setHeaderLabels({ tr("Index"), tr("Collection"), tr("Serves"), tr("Documents saved"), tr("Share"),
        tr("Size") });
    mList->header()->setSectionResizeMode(IndexServesColumn, QHeaderView::Stretch);
    mIdle = new QLabel(this);
    mIdle->setWordWrap(true);
    mIdle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mCoverage);
    layout->addWidget(mList, 1);
    layout->addWidget(mIdle);
    connect(mList, &QTreeWidget::itemChanged, this, &TrafficIndexReview::updateCoverage);
}

void TrafficIndexReview::showSet(const Model &model, traffic::Workload workload, IndexSet set)
{
    mWorkload = std::move(workload);
    mSet = std::move(set);
    const QSignalBlocker blocker(mList);
    mList->clear();
    for (const RecommendedIndex &index : mSet.recommended) {
        const Entity *collection = traffic::collectionOf(model, index.ns);
        auto *item = new QTreeWidgetItem(mList);
        item->setText(IndexKeysColumn, toQString(indexKeysText(index.keys)));
        item->setText(IndexNsColumn, toQString(index.ns));
        QStringList shapes;
        for (size_t q : index.serves)
            shapes << toQString(mWorkload.queries[q].label);
        item->setText(IndexServesColumn, shapes.join(QStringLiteral("; ")));
        item->setToolTip(IndexServesColumn, shapes.join(QLatin1Char('\n')));
        item->setText(IndexSavedColumn, QLocale().toString(index.docsExaminedSaved, 'f', 0));
        item->setText(IndexShareColumn, QStringLiteral("%1 %").arg(100 * index.share, 0, 'f', 1));
        item->setText(IndexSizeColumn, index.estimatedBytes ? indexBytesText(*index.estimatedBytes) : tr("unknown"));
        for (int c : { IndexSavedColumn, IndexShareColumn, IndexSizeColumn })
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        if (collection) {
            item->setCheckState(IndexKeysColumn, Qt::Checked);
        } else {
            item->setCheckState(IndexKeysColumn, Qt::Unchecked);
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setToolTip(IndexKeysColumn, tr("The model has no collection for %1: add it first.").arg(toQString(index.ns)));
        }
    }
    for (int c = 0; c < mList->columnCount(); ++c)
        if (c != IndexServesColumn)
            mList->resizeColumnToContents(c);
    QStringList idle;
    for (const IdleIndex &unused : mSet.unused)
        idle << tr("Unused: %1 %2 (no access since %3; hide it first, then drop it).")
                    .arg(toQString(mWorkload.existing[unused.index].ns), toQString(mWorkload.existing[unused.index].name),
                        toQString(mWorkload.existing[unused.index].since));
    for (const IdleIndex &redundant : mSet.redundant)
        idle << tr("Redundant: %1 %2 begins %3.")
                    .arg(toQString(mWorkload.existing[redundant.index].ns),
                        toQString(mWorkload.existing[redundant.index].name),
                        toQString(mWorkload.existing[*redundant.coveredBy].name));
    if (!mSet.leftOut.empty())
        idle << tr("%n small shape(s) left out (under 1 % of their collection's examined documents, seen fewer than "
                   "3 times).",
            nullptr, int(mSet.leftOut.size()));
    mIdle->setText(idle.join(QLatin1Char('\n')));
    mIdle->setVisible(!idle.isEmpty());
    updateCoverage();
}

std::vector<Index> TrafficIndexReview::accepted(const Model &model) const
{
    std::vector<Index> out;
    for (int i = 0; i < mList->topLevelItemCount() && size_t(i) < mSet.recommended.size(); ++i)
        if (mList->topLevelItem(i)->checkState(IndexKeysColumn) == Qt::Checked)
            if (std::optional<Index> index = traffic::declaredIndex(model, mSet.recommended[size_t(i)], out))
                out.push_back(std::move(*index));
    return out;
}

void TrafficIndexReview::updateCoverage()
{
    double served = 0;
    int accepted = 0;
    for (int i = 0; i < mList->topLevelItemCount() && size_t(i) < mSet.recommended.size(); ++i)
        if (mList->topLevelItem(i)->checkState(IndexKeysColumn) == Qt::Checked) {
            served += mSet.recommended[size_t(i)].docsExaminedServed;
            ++accepted;
        }
    const double share = mSet.totalExamined > 0 ? 100 * served / mSet.totalExamined : 0;
    mCoverage->setText(tr("%n recommended index(es) serve %1 % of the documents the logged queries examined; the "
                          "%2 accepted serve %3 %. %4 shapes are already served by existing indexes.",
        nullptr, int(mSet.recommended.size()))
                           .arg(mSet.totalExamined > 0 ? 100 * mSet.servedExamined / mSet.totalExamined : 0, 0, 'f', 0)
                           .arg(accepted)
                           .arg(share, 0, 'f', 0)
                           .arg(mSet.servedByExisting.size()));
}

} // namespace docmodel
