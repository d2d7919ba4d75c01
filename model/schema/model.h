// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "accesspattern.h"
#include "diagram.h"
#include "entity.h"
#include "idlookup.h"
#include "index.h"
#include "relationship.h"

#include <map>
#include <optional>

namespace docmodel {

struct Suppression {
    std::string rule;
    std::string objectId;
    std::string reason;
    bool operator==(const Suppression &) const = default;
};

struct AdvisorSettings {
    std::vector<std::string> disabledRules;
    std::vector<Suppression> suppressions;
    bool operator==(const AdvisorSettings &) const = default;
};

// How the names a relationship writes without a name of its own are made.
// Legacy (files before format version 6): the parent's singular name and
// "_id", arrays of embedded documents named as the child type. Styled: in
// the case style of the fields they sit among (venueId in a camelCase
// model), arrays in the plural (sections).
enum class DerivedNaming { Styled, Legacy };

struct Model {
    std::string name;
    std::string database;
    std::string serverVersion = "7.0";
    std::string notes;
    DerivedNaming naming = DerivedNaming::Styled;
    std::vector<Entity> entities;
    std::vector<Relationship> relationships;
    std::vector<Index> indexes;
    std::vector<AccessPattern> accessPatterns;
    AdvisorSettings advisor;
    std::map<std::string, Position> layout; // diagram positions by entity id
    std::map<std::string, EdgeRoute> routes; // diagram edge routes by relationship id
    // Subject areas: named diagrams of some entities; layout and routes
    // above are the "All" diagram's (schema/diagrams.h).
    std::vector<SubjectArea> diagrams;

    const Entity *findEntity(std::string_view id) const;
    Entity *findEntity(std::string_view id);
    const Entity *findEntityByName(std::string_view name) const;
    const Relationship *findRelationship(std::string_view id) const;
    const Index *findIndex(std::string_view id) const;
    const AccessPattern *findAccessPattern(std::string_view id) const;
    bool containsId(std::string_view id) const;

    bool operator==(const Model &) const = default;

private:
    // Caches for the find functions, no part of the model's value.
    IdLookup<Entity> mEntityLookup;
    IdLookup<Relationship> mRelationshipLookup;
    IdLookup<Index> mIndexLookup;
};

} // namespace docmodel
