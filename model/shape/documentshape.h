// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <optional>
#include <set>
#include <unordered_map>
#include <vector>

namespace docmodel {

// The fields an entity's documents hold, in the order the preview writes
// them: _id first (collections), the declared fields, then what each
// relationship adds (embedded documents, id arrays, parent references,
// copies, tree fields). Derived fields carry a description naming the
// relationship they come from. The exported validators, JSON Schemas and
// documentation all describe documents through this one class.
//
// Built once per model: it indexes the relationships by entity and the
// names they write, so describing every entity of a large model stays linear.
class DocumentShapes
{
public:
    explicit DocumentShapes(const Model &model);

    std::vector<Field> fields(const Entity &entity) const;
    const Model &model() const { return mModel; }

private:
    struct Link {
        const Relationship *rel;
        const Entity *one;
        const Entity *many;
        std::string parentField; // what it writes into the "one" side
        std::string childField; // what it writes into the "N" side
    };

    std::vector<Field> fieldsAt(const Entity &entity, int depth) const;
    void addParentSide(const Link &link, std::vector<Field> &out, int depth) const;
    void addChildSide(const Link &link, std::vector<Field> &out) const;
    bool written(const Entity &entity, const std::string &name) const;
    // The field a copy repeats, and the copy itself.
    std::optional<Field> sourceField(
        const Entity &source, const std::string &path, int depth) const;
    Field copyOf(const Entity &source, const DenormalizedField &copy, int depth) const;

    const Model &mModel;
    std::vector<Link> mLinks; // in model order
    std::unordered_map<std::string, std::vector<size_t>> mLinksByEntity;
    std::unordered_map<std::string, std::set<std::string>> mWrittenNames;
};

// One entity, for callers that describe only a few.
std::vector<Field> documentFields(const Model &model, const Entity &entity);

} // namespace docmodel
