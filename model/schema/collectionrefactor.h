// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace docmodel {

// A merge or split of collections as one consistent refactoring, shaped so
// that the data migration between the old and the new model carries the
// documents (diff/collectionreshape.h).
struct CollectionRefactoring {
    Model model; // the model after the change; the old one when error is set
    QString error; // why the change cannot be made
    QStringList changes; // what changed, one line each
};

// `source` folded into `target`. Partners by a one-to-one reference: the
// source's fields join the target's documents and the reference goes.
// Otherwise by kind: the source's documents join the target's, told apart
// by the target's discriminator (`kindField` when it has none), whose
// values name both. Either way the source's relationships, indexes and
// queries follow it into the target.
CollectionRefactoring mergeCollections(const Model &model, const std::string &source,
    const std::string &target, const std::string &kindField = "kind");

// `fields` of `source` moved into a new collection `name`, one document per
// source document under the same _id, with a one-to-one reference to the
// source; indexes on the moved fields alone move with them.
CollectionRefactoring splitFields(const Model &model, const std::string &source,
    const std::string &name, const std::vector<std::string> &fields);

// The documents of `source` whose discriminator is `kind` moved into a new
// collection named `kind`, with the source's fields but the discriminator.
CollectionRefactoring splitKind(
    const Model &model, const std::string &source, const std::string &kind);

// An id no object of `model` has: prefix-1, prefix-2, …
std::string freshId(const Model &model, const std::string &prefix);

} // namespace docmodel
