// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collectioninference.h"
#include "referencecandidates.h"
#include "schema/model.h"

#include <string>
#include <vector>

namespace docmodel::inference {

// A relationship the documents suggest, how sure that is and why.
struct DetectedRelationship {
    Relationship relationship; // between entities of the inferred model
    double confidence = 0; // the share of referring values found among the key's
    bool strong = false; // added unless the person rejects it; weak ones only when accepted
    std::string evidence; // "97 % of 1,000 sampled customers.accounts values are accounts.account_id values"
    bool junction = false; // one of a junction collection's two references (junctiondetection.h)
};

// The relationships between the collections of a model modelFromInference
// made of them (its first entities are the collections, in order), found in
// their sampled documents: references by _id or by another unique field,
// arrays of them, DBRefs, two-way references, copies kept next to a
// reference (extended references) and trees in each of the five encodings,
// with cardinality and counts from the data. `lookup` checks values the
// samples do not hold. A field is a key when that share of its values differ.
std::vector<DetectedRelationship> detectRelationships(const Model &model,
    const std::vector<InferredCollection> &collections, const KeyLookup &lookup = {},
    double keyUniqueShare = kKeyUniqueShare);

// The accepted relationships into the model, each with an id of its own.
void addDetectedRelationships(Model &model, const std::vector<DetectedRelationship> &accepted);

// Collection sizes and children per parent as a cardinality: one-to-one up
// to one child, one-to-few up to 50, one-to-many up to 5,000, beyond that
// one-to-squillions.
Cardinality cardinalityForMax(int64_t maxChildren);

} // namespace docmodel::inference
