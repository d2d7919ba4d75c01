// SPDX-License-Identifier: GPL-3.0-or-later
#include "treemigration.h"
#include "migrationtr.h"

#include "migrationstages.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"

#include <QCoreApplication>

#include <algorithm>

namespace docmodel {

namespace {

using json = nlohmann::json;
using migration::fieldRef;

constexpr const char *kTemporaryParent = "__docmodeler_parent"; // when the new encoding keeps none
constexpr const char *kAncestors = "__docmodeler_ancestors";

bool storesParent(TreeEncoding encoding)
{
    return encoding == TreeEncoding::ParentRefs || encoding == TreeEncoding::Ancestors
        || encoding == TreeEncoding::NestedSets;
}

// A key read back from a path's text, in the key's own type.
json keyFromText(const json &text, const Entity &entity, const std::string &key)
{
    const Field *field = key == "_id" && !findFieldPath(entity.fields, "_id") ? nullptr : findFieldPath(entity.fields, key);
    const BsonType type = field && !field->types.empty() ? field->types.front()
                                                         : (key == "_id" ? BsonType::ObjectId : BsonType::String);
    const char *to = type == BsonType::ObjectId ? "objectId"
        : type == BsonType::Int                 ? "int"
        : type == BsonType::Long                ? "long"
                                                : nullptr;
    if (!to)
        return text;
    return { { "$convert", { { "input", text }, { "to", to }, { "onError", nullptr } } } };
}

// Nested sets numbered by a depth-first traversal, computed per node: its
// place in the traversal is its rank by the path of keys from the root (a
// separator below every character keeps a subtree together), and
// left = 2 * place - depth + 1, right = left + 2 * (size of its subtree) - 1.
// Siblings come in the order of their keys as text. $graphLookup holds each
// node's descendants in memory: a tree past the server's 100 MB per stage
// needs another way.
json nestedSetNumbers(const std::string &coll, const std::string &key, const std::string &parent)
{
    const std::string separator = "\u0001";
    const json ancestors = { { "$graphLookup",
        { { "from", coll }, { "startWith", fieldRef(parent) }, { "connectFromField", parent }, { "connectToField", key },
            { "as", "__up" }, { "depthField", "__depth" } } } };
    const json descendants = { { "$graphLookup",
        { { "from", coll }, { "startWith", fieldRef(key) }, { "connectFromField", key }, { "connectToField", parent },
            { "as", "__down" } } } };
    const json rootFirst = { { "$map",
        { { "input", { { "$sortArray", { { "input", "$__up" }, { "sortBy", { { "__depth", -1 } } } } } } },
            { "in", { { "$toString", "$$this." + key } } } } } };
    const json keys = { { "$concatArrays", json::array({ rootFirst, json::array({ { { "$toString", fieldRef(key) } } }) }) } };
    const json path = { { "$reduce",
        { { "input", keys }, { "initialValue", "" },
            { "in", { { "$concat", json::array({ "$$value", separator, "$$this" }) } } } } } };
    const json place = { { "$subtract", json::array({ "$__place", 1 }) } };
    const json left = { { "$add",
        json::array({ { { "$subtract", json::array({ { { "$multiply", json::array({ 2, place }) } }, { { "$size", "$__up" } } }) } }, 1 }) } };
    return json::array({ ancestors, descendants,
        { { "$set", { { "__path", path }, { "__size", { { "$add", json::array({ { { "$size", "$__down" } }, 1 }) } } } } } },
        { { "$setWindowFields", { { "sortBy", { { "__path", 1 } } }, { "output", { { "__place", { { "$documentNumber", json::object() } } } } } } } },
        { { "$set", { { "left", left } } } },
        { { "$set", { { "right", { { "$add", json::array({ "$left", { { "$multiply", json::array({ 2, "$__size" }) } }, -1 }) } } } } } },
        { { "$project", { { "_id", 1 }, { "left", 1 }, { "right", 1 } } } }, migration::mergeInto(coll, false) });
}

// The ancestors, root first, or the path the new encoding keeps (and its
// depth), written onto each node of `coll`: $graphLookup up the parents.
json ancestryPipeline(const std::string &coll, const std::string &key, const std::string &parent,
    const TreeOptions &source, const TreeOptions &target)
{
    const json lookup = { { "$graphLookup",
        { { "from", coll }, { "startWith", fieldRef(parent) }, { "connectFromField", parent }, { "connectToField", key },
            { "as", kAncestors }, { "depthField", "__depth" } } } };
    const json rootFirst = { { "$sortArray", { { "input", fieldRef(kAncestors) }, { "sortBy", { { "__depth", -1 } } } } } };
    json fields;
    if (target.encoding == TreeEncoding::Ancestors) {
        fields["ancestors"] = { { "$map", { { "input", rootFirst }, { "in", "$$this." + key } } } };
    } else {
        const std::string &d = target.delimiter;
        const json texts = { { "$map", { { "input", rootFirst }, { "in", { { "$toString", "$$this." + key } } } } } };
        if (d == ",") {
            fields["path"] = { { "$cond",
                json::array({ { { "$eq", json::array({ { { "$size", texts } }, 0 }) } }, nullptr,
                    { { "$reduce",
                        { { "input", texts }, { "initialValue", d },
                            { "in", { { "$concat", json::array({ "$$value", "$$this", d }) } } } } } } }) } };
        } else {
            const json all = { { "$concatArrays", json::array({ texts, json::array({ { { "$toString", fieldRef(key) } } }) }) } };
            fields["path"] = { { "$reduce",
                { { "input", all }, { "initialValue", "" },
                    { "in",
                        { { "$cond",
                            json::array({ { { "$eq", json::array({ "$$value", "" }) } }, "$$this",
                                { { "$concat", json::array({ "$$value", d, "$$this" }) } } }) } } } } } };
        }
    }
    if (!target.depthField.empty() && target.depthField != source.depthField)
        fields[target.depthField] = { { "$size", fieldRef(kAncestors) } };
    json pipeline = migration::setFields(coll, fields);
    pipeline.insert(pipeline.begin(), lookup);
    return pipeline;
}

} // namespace

void planTreeMigration(const Model &from, const Relationship &before, const Model &to, const Relationship &after,
    DataMigration &out)
{
    const Entity *entity = to.findEntity(after.oneId);
    const Entity *old = from.findEntity(before.oneId);
    const TreeOptions &source = *before.tree;
    const TreeOptions &target = *after.tree;
    if (!entity || !old || entity->name != old->name) {
        out.manual << Migration::tr("%1: its entity changed as well; re-encode the tree by hand").arg(toQString(after.id));
        return;
    }
    const std::string coll = entity->name;
    const std::string key = after.oneKey;
    const QString name = toQString(coll);
    auto add = [&](json pipeline, const QString &title, bool destructive = false) {
        out.steps.push_back({ coll, std::move(pipeline), false, destructive, { coll }, title });
    };

    // 1. Each node's parent, in the field the new encoding keeps it in.
    const std::string parent = storesParent(target.encoding) ? target.parent() : kTemporaryParent;
    if (storesParent(source.encoding)) {
        if (source.parent() != parent)
            add(migration::setFields(coll, { { parent, fieldRef(source.parent()) } }),
                Migration::tr("%1: copy each node's parent from %2 into %3").arg(name, toQString(source.parent()), toQString(parent)));
    } else if (source.encoding == TreeEncoding::ChildRefs) {
        if (key != "_id") {
            out.manual << Migration::tr("%1 lists its children by %2, not _id: set each node's parent by hand")
                              .arg(name, toQString(key));
            return;
        }
        add(migration::setFields(coll, { { parent, nullptr } }), Migration::tr("%1: mark every node a root").arg(name));
        add(json::array({ { { "$unwind", fieldRef(source.children()) } },
                { { "$project", { { "_id", fieldRef(source.children()) }, { parent, fieldRef(key) } } } },
                migration::mergeInto(coll, false) }),
            Migration::tr("%1: give each node the parent that lists it in %2").arg(name, toQString(source.children())));
    } else if (source.encoding == TreeEncoding::MaterializedPath) {
        // ",Books,Programming," lists the ancestors; "a.b.c" ends with the node itself.
        const bool enclosed = source.delimiter == ",";
        const json parts = { { "$filter",
            { { "input", { { "$split", json::array({ { { "$ifNull", json::array({ "$path", "" }) } }, source.delimiter }) } } },
                { "cond", { { "$ne", json::array({ "$$this", "" }) } } } } } };
        const int last = enclosed ? 1 : 2;
        const json parentText = { { "$cond",
            json::array({ { { "$gte", json::array({ { { "$size", parts } }, last }) } },
                { { "$arrayElemAt", json::array({ parts, -last }) } }, nullptr }) } };
        add(migration::setFields(coll, { { parent, keyFromText(parentText, *old, key) } }),
            Migration::tr("%1: read each node's parent off its path").arg(name));
    }

    // 2. The new encoding's fields.
    switch (target.encoding) {
    case TreeEncoding::ParentRefs:
        break;
    case TreeEncoding::ChildRefs:
        add(json::array({ { { "$lookup",
                              { { "from", coll }, { "let", { { "key", fieldRef(key) } } },
                                  { "pipeline",
                                      json::array({ { { "$match", { { "$expr", { { "$eq", json::array({ fieldRef(parent), "$$key" }) } } } } } },
                                          { { "$project", { { "_id", 0 }, { "k", fieldRef(key) } } } } }) },
                                  { "as", kAncestors } } } },
                { { "$set", { { target.children(), fieldRef(std::string(kAncestors) + ".k") } } } },
                { { "$project", { { "_id", 1 }, { target.children(), 1 } } } }, migration::mergeInto(coll, false) }),
            Migration::tr("%1: list each node's children in %2").arg(name, toQString(target.children())));
        break;
    case TreeEncoding::Ancestors:
    case TreeEncoding::MaterializedPath: {
        add(ancestryPipeline(coll, key, parent, source, target),
            target.encoding == TreeEncoding::Ancestors ? Migration::tr("%1: list each node's ancestors, root first").arg(name)
                                                       : Migration::tr("%1: write each node's path").arg(name));
        break;
    }
    case TreeEncoding::NestedSets:
        add(nestedSetNumbers(coll, key, parent), Migration::tr("%1: number the nodes left and right in a traversal").arg(name));
        break;
    }
    if (parent == kTemporaryParent)
        add(migration::unsetField(coll, kTemporaryParent), Migration::tr("%1: remove the parents read off the old encoding").arg(name));

    // 3. The old encoding's fields the new one does not keep.
    const std::vector<std::string> kept = treeFieldNames(target);
    for (const std::string &field : treeFieldNames(source))
        if (std::ranges::find(kept, field) == kept.end())
            add(migration::unsetField(coll, field),
                Migration::tr("Remove %1.%2, which the new encoding no longer has").arg(name, toQString(field)), true);
}

} // namespace docmodel
