// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace docmodel {

// A place in a collection's documents that holds references: the value
// there (or each element, for an array) equals `key` of one document of
// `target`, so that document can be looked up and opened.
struct ReferencePath {
    std::string path; // dotted, array positions left out: author_id, items.product_id
    std::string target; // the referenced collection's name
    std::string key; // _id, or a natural key such as AlbumId
    bool detected = false; // guessed from the name, not declared in the model
    bool operator==(const ReferencePath &) const = default;
};

// The references a model declares in a collection's documents, its
// embedded documents' included: parent references (inside a reference
// object too), lists of child keys (the `id` of each entry that carries
// copies), a tree's parent, children and ancestors, a graph's neighbours.
// A reference to an embedded document by a key of its own is one to the
// collection that embeds it, by the key's path there (venues by
// seat.seat_id); one by _id to an embedded document is none.
std::vector<ReferencePath> referencePaths(const Model &model, const Entity &collection);

// Where an embedded type's documents are stored: the collection that
// embeds it (through any depth of embedding) and the path to them there
// ("lines." for an order's lines). nullopt for a collection, or a type no
// collection embeds.
struct EmbeddingPlace {
    std::string collectionId;
    std::string prefix;
};
std::optional<EmbeddingPlace> embeddingPlace(const Model &model, const std::string &entityId);

// A reference guessed from a field's name when the model says nothing:
// customer_id, customerId or CustomerId naming one of `collections`
// (customers, customer; any case). It holds the target's _id when the value
// is an ObjectId or the name ends in _id, else the same-named natural key
// (AlbumId in albums). None for _id itself or a name that fits no collection.
std::optional<ReferencePath> detectedReference(
    std::string_view path, bool objectId, const std::vector<std::string> &collections);

} // namespace docmodel
