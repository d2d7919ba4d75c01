// SPDX-License-Identifier: GPL-3.0-or-later
#include "relationshipreview.h"

#include "diagram/diagrampainter.h"

#include <QHeaderView>
#include <QLocale>

namespace docmodel {

using namespace docmodel::inference;

namespace {

enum ReviewColumn { WhatColumn, StrategyColumn, CardinalityColumn, ConfidenceColumn, EvidenceColumn };

QString entityName(const Model &model, const std::string &id)
{
    const Entity *entity = model.findEntity(id);
    return QString::fromStdString(entity ? entity->name : id);
}

} // namespace

RelationshipReview::RelationshipReview(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("relationshipReview"));
    setHeaderLabels({ tr("Relationship"), tr("Strategy"), tr("Cardinality"), tr("Confidence"), tr("Evidence") });
    setRootIsDecorated(false);
    setWordWrap(true);
    setUniformRowHeights(false);
    header()->setStretchLastSection(true);
    connect(this, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *, int column) {
        if (column == WhatColumn)
            emit acceptedChanged();
    });
}

void RelationshipReview::setRelationships(const Model &model, std::vector<DetectedRelationship> found)
{
    QSignalBlocker blocker(this);
    clear();
    mFound = std::move(found);
    for (size_t i = 0; i < mFound.size(); ++i) {
        const DetectedRelationship &detected = mFound[i];
        const Relationship &rel = detected.relationship;
        const QString what = rel.tree
            ? tr("%1 (tree, %2)").arg(entityName(model, rel.oneId), treeEncodingDisplayName(rel.tree->encoding))
            : tr("%1 → %2").arg(entityName(model, rel.oneId), entityName(model, rel.manyId));
        QString strategy = strategyDisplayName(rel.strategy);
        if (rel.referenceStyle == ReferenceStyle::DbRef)
            strategy += tr(" (DBRef)");
        auto *item = new QTreeWidgetItem({ what, strategy, cardinalityDisplayName(rel.cardinality),
            tr("%1 %").arg(QLocale().toString(100.0 * detected.confidence, 'f', 0)), QString::fromStdString(detected.evidence) });
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(WhatColumn, detected.strong ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(EvidenceColumn, QString::fromStdString(detected.evidence));
        item->setData(WhatColumn, Qt::UserRole, qulonglong(i));
        addTopLevelItem(item);
    }
    for (int column = WhatColumn; column < EvidenceColumn; ++column)
        resizeColumnToContents(column);
    blocker.unblock();
    setCurrentItem(topLevelItem(0));
    emit acceptedChanged();
}

std::vector<DetectedRelationship> RelationshipReview::accepted() const
{
    std::vector<DetectedRelationship> out;
    for (int row = 0; row < topLevelItemCount(); ++row) {
        const QTreeWidgetItem *item = topLevelItem(row);
        if (item->checkState(WhatColumn) == Qt::Checked)
            out.push_back(mFound[size_t(item->data(WhatColumn, Qt::UserRole).toULongLong())]);
    }
    return out;
}

int RelationshipReview::acceptedCount() const
{
    return int(accepted().size());
}

} // namespace docmodel
