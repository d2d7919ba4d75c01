// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datamigration.h"

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace docmodel {

// How documents move when collections are merged or split. The model says
// which by its shape, never by a guess from names alone:
enum class ReshapeKind {
    // A collection gone from the new model whose one-to-one partner (by a
    // reference) now has its fields: each partner document takes them.
    JoinMerge,
    // A collection gone whose name is a value of another collection's
    // discriminator: its documents move there, with that value.
    UnionMerge,
    // A new collection with a one-to-one reference to one that lost the
    // fields it holds: each document's fields move into a document of it.
    FieldSplit,
    // A new collection whose name is a value of an old collection's
    // discriminator: the documents of that kind move there.
    DocumentSplit,
};

struct CollectionReshape {
    ReshapeKind kind = ReshapeKind::JoinMerge;
    std::string source; // the collection the documents or fields come from
    std::string target; // the collection they go to
    std::vector<std::string> fields; // JoinMerge, FieldSplit: the fields that move
    // JoinMerge, FieldSplit: how a source document finds its target (or
    // partner) document: localField of the one, foreignField of the other.
    std::string localField;
    std::string foreignField;
    // FieldSplit: the reference the new collection's documents (or the
    // source's) hold, set to the source document's _id.
    std::string referenceInTarget;
    std::string referenceInSource;
    // UnionMerge, DocumentSplit: the discriminator field and the value that
    // names the moving documents' kind.
    std::string discriminator;
    std::string value;
    // DocumentSplit: the source collection stays in the new model (its other
    // kinds stay there), so only the moved documents leave it.
    bool sourceStays = false;
};

// The merges and splits between two models, in the order their steps run.
std::vector<CollectionReshape> collectionReshapes(const Model &from, const Model &to);

// The steps of each reshape: documents or fields copied on the server, the
// old ones removed in destructive steps. `carried` gets the fields (by new
// collection and name) the steps write, which the field steps then leave
// alone.
void planCollectionReshapes(const Model &from, const Model &to, DataMigration &out,
    std::set<std::pair<std::string, std::string>> &carried);

} // namespace docmodel
