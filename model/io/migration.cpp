// SPDX-License-Identifier: GPL-3.0-or-later
#include "migration.h"

#include "modelreader.h"

namespace docmodel {

namespace {

// Version 1 kept diagram positions inside each entity and wrote an unbounded
// maximum count as -1. Version 2 moves positions to "layout" and uses null.
void migrateV1ToV2(JsonValue &root)
{
    if (!root.is_object())
        return;
    auto entities = root.find("entities");
    if (entities != root.end() && entities->is_array()) {
        JsonValue layout = JsonValue::object();
        for (JsonValue &entity : *entities) {
            if (!entity.is_object())
                continue;
            auto position = entity.find("position");
            if (position == entity.end())
                continue;
            auto id = entity.find("id");
            if (id != entity.end() && id->is_string())
                layout[id->get<std::string>()] = *position;
            entity.erase("position");
        }
        if (!layout.empty())
            root["layout"] = layout;
    }
    auto relationships = root.find("relationships");
    if (relationships != root.end() && relationships->is_array()) {
        for (JsonValue &relationship : *relationships) {
            if (!relationship.is_object())
                continue;
            auto counts = relationship.find("counts");
            if (counts == relationship.end() || !counts->is_object())
                continue;
            auto max = counts->find("max");
            if (max != counts->end() && max->is_number_integer() && max->get<int64_t>() == -1)
                *max = nullptr;
        }
    }
}

// Version 3 adds maps: a field's "map" and "keyPattern". A version 2 file
// has none, so nothing is rewritten; the new number makes a version 2
// reader refuse a file with maps as too new, rather than as damaged.
void migrateV2ToV3(JsonValue &)
{
}

// Version 4 lets a relationship name the keys its references hold
// ("oneKey", "manyKey"). Without them a reference holds _id, as before.
void migrateV3ToV4(JsonValue &)
{
}

// Version 5 lets an optional reference be missing without being null
// ("referenceMayBeNull": false). Without it an optional reference may be
// either, as before.
void migrateV4ToV5(JsonValue &)
{
}

// Version 6 names what a relationship writes without a name of its own in
// the model's case style, arrays in the plural; an older file keeps the
// names it was written with ("naming": "legacy"). It also lets a date's
// sample follow or precede another date ("after", "before").
void migrateV5ToV6(JsonValue &root)
{
    if (root.is_object())
        root["naming"] = "legacy";
}

// Version 7 adds named diagrams (subject areas, "diagrams"); an older
// file's layout and routes are its "All" diagram, as they stay.
void migrateV6ToV7(JsonValue &)
{
}

// Version 8 lets an entity name its database ("database"), in a model of
// several; an older file's entities are all in the model's database.
void migrateV7ToV8(JsonValue &)
{
}

using Step = void (*)(JsonValue &);
// steps[v - 1] turns version v into version v + 1.
constexpr Step kSteps[] = { migrateV1ToV2, migrateV2ToV3, migrateV3ToV4, migrateV4ToV5,
    migrateV5ToV6, migrateV6ToV7, migrateV7ToV8 };
static_assert(std::size(kSteps) == kCurrentFormatVersion - 1);

} // namespace

void migrateToCurrent(JsonValue &root, int fromVersion)
{
    for (int version = fromVersion; version < kCurrentFormatVersion; ++version)
        kSteps[version - 1](root);
    root["formatVersion"] = kCurrentFormatVersion;
}

} // namespace docmodel
