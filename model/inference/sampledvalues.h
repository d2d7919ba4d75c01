// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "valuekey.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace docmodel::inference {

class DocumentSample;

// The values one place of a collection's sampled documents holds that could
// refer to another document: ObjectIds, ints, strings, UUIDs, DBRefs.
struct SampledPath {
    std::string field; // a top-level field, or a field of the elements of `embedded`
    std::string embedded; // the top-level array of documents it is in; empty at the top level
    bool array = false; // an array of values in each holder
    bool dbref = false; // DBRefs: the values are their $id
    std::string dbrefCollection; // the collection most of the DBRefs name
    // Per holder (document, or element of `embedded`), its values; and the
    // sampled document the holder is in.
    std::vector<std::vector<ValueKey>> values;
    std::vector<uint32_t> document;

    std::string path() const { return embedded.empty() ? field : embedded + '.' + field; }
};

// A top-level field whose sampled values are all (or nearly all) different
// and in (almost) every document: something another collection may refer to.
struct SampledKey {
    std::string field;
    std::string embedded; // the top-level array of documents it is in (a venue's seats); empty at the top level
    std::unordered_map<ValueKey, uint32_t> documents; // value → the first sampled document holding it
    size_t duplicates = 0; // holders whose value an earlier one had
    std::vector<ValueKey> duplicated; // a few of those values

    // The kind of value the key holds (all of its values are of one kind).
    std::optional<KeyKind> kind() const
    {
        return documents.empty() ? std::nullopt : std::optional(keyKindOf(documents.begin()->first));
    }
    std::string path() const { return embedded.empty() ? field : embedded + '.' + field; }
};

// The share of a field's values that must differ for it to be a key: real
// data has the odd duplicate, which must not hide every reference to it.
inline constexpr double kKeyUniqueShare = 0.99;

struct SampledCollection {
    std::vector<const std::string *> documents; // the valid sampled documents
    uint64_t total = 0; // documents in the collection
    std::vector<SampledPath> paths;
    std::vector<SampledKey> keys; // _id first
    // Keys of the documents in top-level arrays: a field in (almost) every
    // one of them whose values (almost) all differ across the collection.
    // Apart from `keys`, which trees, junctions and lookups read as
    // top-level fields.
    std::vector<SampledKey> embeddedKeys;
    std::map<std::string, size_t> embeddedDocuments; // by top-level array: the documents sampled in them

    bool complete() const { return documents.size() == total; }
    const SampledPath *findPath(std::string_view path) const;
    const SampledKey *findKey(std::string_view field) const;
};

// The values of a collection's sample, by place. `total` is the number of
// documents the sample was taken from.
SampledCollection sampledValues(
    const DocumentSample &sample, uint64_t total, double keyUniqueShare = kKeyUniqueShare);

// How many sampled documents lack a top-level field, and hold null in it.
struct FieldAbsence {
    size_t missing = 0;
    size_t null = 0;
};
FieldAbsence absenceOf(const SampledCollection &collection, const std::string &field);
// The same for a place: at the top level, or among the documents of the
// sample's `path.embedded` arrays (an order's lines that name no product).
FieldAbsence absenceOf(const SampledCollection &collection, const SampledPath &path);

// A top-level scalar of a BSON document as bytes that are equal when the
// values are: keys, numbers, booleans, dates. nullopt for anything else.
std::optional<std::string> fieldValue(const std::string &document, const std::string &field);

} // namespace docmodel::inference
