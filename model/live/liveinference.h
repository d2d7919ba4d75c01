// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inference/collectioninference.h"
#include "inference/modelfrominference.h"
#include "inference/relationshipdetection.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

#include <memory>

namespace docmodel {

// Which collections of a server to infer a model from, and how much of each.
struct LiveInferenceRequest {
    QString database;
    QStringList collections; // empty: every collection the server lists (views and system collections left out)
    qint64 sampleSize = 1000; // documents per collection, taken at random on the server; 0: every document
    double keyUniqueShare = inference::kKeyUniqueShare; // of a field's values that must differ for a key
    inference::Bounds bounds = inference::Bounds::Allowed; // the sample's extremes as information or as rules
};

// A live inference's answer: the collections as inferred, the model made of
// them, the relationships found (none added yet: the person reviews them),
// and what the server could not do as asked.
struct LiveInferenceOutcome {
    std::vector<inference::InferredCollection> collections;
    Model model;
    std::vector<inference::DetectedRelationship> relationships;
    QStringList notices;
};

// Shared, as the collections' statistics are too large to copy between threads.
struct LiveInference {
    std::shared_ptr<LiveInferenceOutcome> outcome;
};

} // namespace docmodel

Q_DECLARE_METATYPE(docmodel::LiveInference)
