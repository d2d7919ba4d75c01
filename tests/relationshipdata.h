// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inferencedata.h"

#include "schema/kinds.h"

#include <QString>

#include <vector>

namespace docmodel::test {

// A collection's documents as its .bson file holds them.
struct GeneratedCollection {
    QString name;
    BsonStream documents;
};
using GeneratedDatabase = std::vector<GeneratedCollection>;

// Collections related by one strategy each, and fields that only look
// related (small counters among int ids, constant flags): what relationship
// detection must tell apart. The same call gives the same bytes.
GeneratedDatabase embeddedItems(); // orders with an array of item documents
GeneratedDatabase childReferences(); // products with an array of their parts' ObjectIds
GeneratedDatabase naturalKeyParents(); // transactions referring to accounts by an int account_id
GeneratedDatabase twoWayReferences(); // people with their tasks' ids, each task with its owner
GeneratedDatabase dbRefs(); // posts whose author is a DBRef to users
GeneratedDatabase extendedReference(); // orders with customer_id and a copy of the customer's name
GeneratedDatabase manyToMany(); // students with course ids that courses share
GeneratedDatabase tree(TreeEncoding encoding); // categories

// Writes each collection as DIR/NAME.bson.
bool writeDatabase(const QString &directory, const GeneratedDatabase &database);

} // namespace docmodel::test
