// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inference/relationshipdetection.h"

#include <QTreeWidget>

namespace docmodel {

// The relationships inference found, one row each with its strategy,
// cardinality, confidence and evidence, to accept (ticked) or reject. The
// strong ones start ticked, the weak ones not.
class RelationshipReview : public QTreeWidget
{
    Q_OBJECT

public:
    explicit RelationshipReview(QWidget *parent = nullptr);

    void setRelationships(const Model &model, std::vector<inference::DetectedRelationship> found);
    std::vector<inference::DetectedRelationship> accepted() const;
    int acceptedCount() const;

signals:
    void acceptedChanged();

private:
    std::vector<inference::DetectedRelationship> mFound;
};

} // namespace docmodel
