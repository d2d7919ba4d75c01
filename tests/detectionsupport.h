// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "relationshipdata.h"

#include "inference/collectioninference.h"
#include "inference/relationshipdetection.h"
#include "schema/model.h"

#include <QString>

#include <string>
#include <vector>

namespace docmodel::test {

// Collections inferred from a folder's files and the relationships found
// among them, as `infer` finds them.
struct Detection {
    Model model;
    std::vector<inference::InferredCollection> collections;
    std::vector<inference::DetectedRelationship> found;
    bool ok = false;
};

// `lookUp`: values the sample lacks are looked up in the files.
Detection detectIn(const QString &folder, size_t sampleSize = 10000, bool lookUp = false);
Detection detectInGenerated(const GeneratedDatabase &database, size_t sampleSize = 10000, bool lookUp = false);

const Entity *entityNamed(const Model &model, const std::string &name);
std::string nameOf(const Model &model, const std::string &id);
// One line per relationship found: sides, strategy, cardinality, evidence.
QString describe(const Model &model, const std::vector<inference::DetectedRelationship> &found);
// The model with every detected relationship added is a valid model.
bool validWithAll(Model model, const std::vector<inference::DetectedRelationship> &found);

} // namespace docmodel::test
