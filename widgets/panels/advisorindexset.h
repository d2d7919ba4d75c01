// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The index set of the last imported traffic as the Advisor dock lists it:
// a group of its own, first, with the recommended indexes by benefit (each
// one applied on its own) and the existing ones nothing uses.

#include "traffic/workload.h"

#include <QString>

#include <optional>

class QTreeWidget;
class QTreeWidgetItem;

namespace docmodel::advisorindexset {

// The item roles, beside the dock's own (Qt::UserRole to Qt::UserRole + 4).
constexpr int kKindRole = Qt::UserRole + 5;
constexpr int kPositionRole = Qt::UserRole + 6;

enum class Kind { Recommended, Unused, Redundant };

// Adds the group when the set has anything to say; `objectRole` receives
// the collection's id. Returns the item whose key is `previousKey`.
QTreeWidgetItem *addItems(QTreeWidget *tree, const Model &model, const traffic::WorkloadIndexSet &findings,
    int objectRole, const QString &previousKey);

// The key that finds the same item after a rebuild.
QString itemKey(const QTreeWidgetItem *item);

// The recommended index an item stands for, when it is one.
std::optional<size_t> recommendedPosition(const QTreeWidgetItem *item);

// The model holds an index with these keys on the namespace's collection.
bool inModel(const Model &model, const RecommendedIndex &index);

QString detailsHtml(const Model &model, const traffic::WorkloadIndexSet &findings, const QTreeWidgetItem *item);

} // namespace docmodel::advisorindexset
