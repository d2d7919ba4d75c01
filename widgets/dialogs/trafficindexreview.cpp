// SPDX-License-Identifier: GPL-3.0-or-later
#include "trafficindexreview.h"

#include "schema/qtstring.h"
#include "text/quantitytext.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace docmodel {

namespace {

enum IndexColumn { IndexKeysColumn, IndexNsColumn, IndexServesColumn, IndexSavedColumn, IndexShareColumn, IndexSizeColumn };

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

void TrafficIndexReview::showSet(const Model &model, traffic::WorkloadIndexSet findings)
{
    mFindings = std::move(findings);
    const traffic::Workload &workload = mFindings.workload;
    const IndexSet &set = mFindings.set;
    const QSignalBlocker blocker(mList);
    mList->clear();
    for (const RecommendedIndex &index : set.recommended) {
        const Entity *collection = traffic::collectionOf(model, index.ns);
        auto *item = new QTreeWidgetItem(mList);
        item->setText(IndexKeysColumn, toQString(indexKeysText(index.keys)));
        item->setText(IndexNsColumn, toQString(index.ns));
        QStringList shapes;
        for (size_t q : index.serves)
            shapes << toQString(workload.queries[q].label);
        item->setText(IndexServesColumn, shapes.join(QStringLiteral("; ")));
        item->setToolTip(IndexServesColumn, shapes.join(QLatin1Char('\n')));
        item->setText(IndexSavedColumn, QLocale().toString(index.docsExaminedSaved, 'f', 0));
        item->setText(IndexShareColumn, QStringLiteral("%1 %").arg(100 * index.share, 0, 'f', 1));
        item->setText(IndexSizeColumn, index.estimatedBytes ? estimatedSizeText(*index.estimatedBytes) : tr("unknown"));
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
    for (const IdleIndex &unused : set.unused)
        idle << tr("Unused: %1 %2 (no access since %3; hide it first, then drop it).")
                    .arg(toQString(workload.existing[unused.index].ns), toQString(workload.existing[unused.index].name),
                        toQString(workload.existing[unused.index].since));
    for (const IdleIndex &redundant : set.redundant)
        idle << tr("Redundant: %1 %2 begins %3.")
                    .arg(toQString(workload.existing[redundant.index].ns),
                        toQString(workload.existing[redundant.index].name),
                        toQString(workload.existing[*redundant.coveredBy].name));
    if (!set.leftOut.empty())
        idle << tr("%n small shape(s) left out (under 1 % of their collection's examined documents, seen fewer than "
                   "3 times).",
            nullptr, int(set.leftOut.size()));
    mIdle->setText(idle.join(QLatin1Char('\n')));
    mIdle->setVisible(!idle.isEmpty());
    updateCoverage();
}

std::vector<Index> TrafficIndexReview::accepted(const Model &model) const
{
    std::vector<Index> out;
    for (int i = 0; i < mList->topLevelItemCount() && size_t(i) < mFindings.set.recommended.size(); ++i)
        if (mList->topLevelItem(i)->checkState(IndexKeysColumn) == Qt::Checked)
            if (std::optional<Index> index = traffic::declaredIndex(model, mFindings.set.recommended[size_t(i)], out))
                out.push_back(std::move(*index));
    return out;
}

void TrafficIndexReview::updateCoverage()
{
    double served = 0;
    int accepted = 0;
    for (int i = 0; i < mList->topLevelItemCount() && size_t(i) < mFindings.set.recommended.size(); ++i)
        if (mList->topLevelItem(i)->checkState(IndexKeysColumn) == Qt::Checked) {
            served += mFindings.set.recommended[size_t(i)].docsExaminedServed;
            ++accepted;
        }
    const double share = mFindings.set.totalExamined > 0 ? 100 * served / mFindings.set.totalExamined : 0;
    mCoverage->setText(tr("%n recommended index(es) serve %1 % of the documents the logged queries examined; the "
                          "%2 accepted serve %3 %. %4 shapes are already served by existing indexes.",
        nullptr, int(mFindings.set.recommended.size()))
                           .arg(mFindings.set.totalExamined > 0 ? 100 * mFindings.set.servedExamined / mFindings.set.totalExamined : 0, 0, 'f', 0)
                           .arg(accepted)
                           .arg(share, 0, 'f', 0)
                           .arg(mFindings.set.servedByExisting.size()));
}

} // namespace docmodel
