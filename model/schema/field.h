// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bsontype.h"
#include "kinds.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace docmodel {

// Free-form MongoDB documents inside the model (enum values, partial filter
// expressions, collations): kept in the order the user wrote them.
using JsonValue = nlohmann::ordered_json;

// How the preview invents a plausible value for a field.
struct SampleHint {
    SampleKind kind = SampleKind::Auto;
    std::string from; // range start: an ISO date for dates, a number otherwise
    std::string to;
    MoneyRepresentation money = MoneyRepresentation::ScaledInteger;
    int scale = 100; // scaled-integer money: 9.99 at scale 1000 is stored as 9990
    std::string currency;
    // Values the data holds (dates kept as strings, or the few values of a
    // field): the preview picks among them. Unlike enumValues, no constraint.
    std::vector<JsonValue> values;
    // For a date: the date it comes after, or before (see dateorder.h): a
    // field of the same document, or "ENTITY.FIELD" of the one it refers to.
    std::string after;
    std::string before;

    bool operator==(const SampleHint &) const = default;
};

// When a child holds its reference at all: only while one of its fields
// has one of these values (a ticket names its order only once sold).
// Otherwise the reference, and the copies beside it, are absent.
struct PresenceCondition {
    std::string field; // a field of the child; a dotted path for a nested one
    std::vector<JsonValue> values; // strings, numbers or booleans
    bool operator==(const PresenceCondition &) const = default;
};

struct Field {
    std::string name;
    std::vector<BsonType> types; // a union; empty means any type
    bool required = false;
    bool array = false; // an array of the types above
    std::vector<Field> fields; // nested fields when the type is object
    std::vector<JsonValue> enumValues;
    std::optional<double> minimum;
    std::optional<double> maximum;
    std::optional<int64_t> minLength;
    std::optional<int64_t> maxLength;
    std::optional<int64_t> minItems;
    std::optional<int64_t> maxItems;
    std::string pattern;
    std::optional<bool> additionalProperties;
    // A map: an object whose keys are data (ids, dates, hashes), not names,
    // each key's value of the shape the rest of this field describes (its
    // types, array, nested fields and bounds). keyPattern, when set, is a
    // regular expression every key matches.
    bool map = false;
    std::string keyPattern;
    std::string description;
    SampleHint sample;
    // What a migration gives documents that lack the field (Extended JSON),
    // so that a new required field does not fail the validator.
    std::optional<JsonValue> defaultValue;
    // The name the field had when the model first held it, set by its first
    // rename and empty before: a diff pairs a renamed field with its old self.
    std::string id;
    // Present only under this condition. Set on the fields a relationship
    // writes (from Relationship::presentWhen) by DocumentShapes; files
    // declare it on the relationship.
    std::optional<PresenceCondition> presentWhen;

    bool hasType(BsonType type) const;
    const std::string &identity() const { return id.empty() ? name : id; }
    // Renames the field, keeping its identity.
    void rename(std::string newName);
    bool isObject() const { return hasType(BsonType::Object); }
    bool operator==(const Field &) const = default;
};

Field makeField(
    std::string name, std::vector<BsonType> types, bool required = false, bool array = false);

// For each field of `after`, the field of `before` with its identity (the
// same field, renamed or not), or null for a new field. A field renamed away
// from a name wins that name's old field over a new field given the name.
std::vector<const Field *> formerFields(const std::vector<Field> &before, const std::vector<Field> &after);

// Finds a field by a dotted path ("address.city") among nested fields.
const Field *findFieldPath(const std::vector<Field> &fields, std::string_view path);

} // namespace docmodel
