// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "traffic/workload.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace docmodel {

// The index set of an Import Traffic review: the recommended indexes, each
// with the shapes it serves, the documents it saves, its share and its size,
// to accept one by one (those of namespaces the model has no collection
// for cannot be); the coverage of the accepted ones, and the idle indexes.
class TrafficIndexReview : public QWidget
{
    Q_OBJECT

public:
    explicit TrafficIndexReview(QWidget *parent = nullptr);

    void showSet(const Model &model, traffic::WorkloadIndexSet findings);
    const traffic::WorkloadIndexSet &findings() const { return mFindings; }
    // The accepted indexes as the model declares them, on their collections.
    std::vector<Index> accepted(const Model &model) const;
    QTreeWidget *list() const { return mList; }

private:
    void updateCoverage();

    QLabel *mCoverage;
    QTreeWidget *mList;
    QLabel *mIdle;
    traffic::WorkloadIndexSet mFindings;
};

} // namespace docmodel
