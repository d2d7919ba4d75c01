// SPDX-License-Identifier: GPL-3.0-or-later
#include "treepreview.h"

#include "collectionpreview.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"
#include "schema/regexescape.h"
#include "shellformat.h"
#include "treelayout.h"

#include <QCoreApplication>

#include <set>

namespace docmodel {

namespace {

class TreeText
{
    Q_DECLARE_TR_FUNCTIONS(TreeText)
};

// The mongosh literal of a node's _id, from its generated document.
std::string idLiteral(const std::vector<BsonPtr> &documents, int64_t node)
{
    bson_iter_t it;
    if (node >= int64_t(documents.size()) || !bson_iter_init_find(&it, documents[size_t(node)].get(), "_id"))
        return "null";
    return shellValue(&it);
}

// The raw text of an id inside a path ("Books", or an ObjectId's hex).
std::string idText(const std::vector<BsonPtr> &documents, int64_t node)
{
    bson_iter_t it;
    if (node >= int64_t(documents.size()) || !bson_iter_init_find(&it, documents[size_t(node)].get(), "_id"))
        return {};
    if (BSON_ITER_HOLDS_OID(&it)) {
        char hex[25];
        bson_oid_to_string(bson_iter_oid(&it), hex);
        return hex;
    }
    if (BSON_ITER_HOLDS_UTF8(&it))
        return bson_iter_utf8(&it, nullptr);
    return std::to_string(bson_iter_as_int64(&it));
}

std::string pathOf(const std::vector<BsonPtr> &documents, int64_t node)
{
    bson_iter_t it;
    if (node < int64_t(documents.size()) && bson_iter_init_find(&it, documents[size_t(node)].get(), "path")
        && BSON_ITER_HOLDS_UTF8(&it))
        return bson_iter_utf8(&it, nullptr);
    return {};
}

// Path parts are text; ObjectId ids are turned back into ObjectIds.
std::string fromPathPart(bool objectIds)
{
    return objectIds ? ".map(p => ObjectId(p))" : "";
}

void addReadQueries(EncodingPreview &out, const std::string &c, const std::string &name,
                    const std::vector<BsonPtr> &docs, const std::string &delimiter, bool objectIds, int64_t node)
{
    const std::string x = idLiteral(docs, node);
    const std::string ids = ".toArray().map(d => d._id)";
    std::string children;
    std::string descendants;
    std::string ancestors;
    std::string order;
    const std::string walkParents =
        "(() => { const all = " + c + ".find().toArray(); const same = (a, b) => JSON.stringify(a) === "
        "JSON.stringify(b); const out = []; const walk = id => { out.push(id); all.filter(d => same(d.parent, id))"
        ".forEach(d => walk(d._id)); }; all.filter(d => d.parent === null || d.parent === undefined)"
        ".forEach(d => walk(d._id)); return out; })()";
    if (name == "parent-refs") {
        children = c + ".find({ parent: " + x + " })" + ids;
        descendants = "(() => { const out = []; let level = [" + x + "]; while (level.length) { level = " + c
            + ".find({ parent: { $in: level } })" + ids + "; out.push(...level); } return out; })()";
        ancestors = "(() => { const out = []; let node = " + c + ".findOne({ _id: " + x
            + " }); while (node && node.parent !== null && node.parent !== undefined) { out.unshift(node.parent); node = "
            + c + ".findOne({ _id: node.parent }); } return out; })()";
        order = walkParents;
    } else if (name == "child-refs") {
        children = c + ".findOne({ _id: " + x + " }).children";
        descendants = "(() => { const out = []; let level = [" + x + "]; while (level.length) { level = " + c
            + ".find({ _id: { $in: level } }).toArray().flatMap(d => d.children); out.push(...level); } return out; })()";
        ancestors = "(() => { const out = []; let node = " + c + ".findOne({ children: " + x + " }); while (node) { "
            "out.unshift(node._id); node = " + c + ".findOne({ children: node._id }); } return out; })()";
        order = "(() => { const all = " + c + ".find().toArray(); const byId = new Map(all.map(d => "
            "[JSON.stringify(d._id), d])); const inner = new Set(all.flatMap(d => d.children).map(id => "
            "JSON.stringify(id))); const out = []; const walk = d => { out.push(d._id); d.children.forEach(id => "
            "walk(byId.get(JSON.stringify(id)))); }; all.filter(d => !inner.has(JSON.stringify(d._id))).forEach(walk); "
            "return out; })()";
    } else if (name == "ancestors") {
        children = c + ".find({ parent: " + x + " })" + ids;
        descendants = c + ".find({ ancestors: " + x + " })" + ids;
        ancestors = c + ".findOne({ _id: " + x + " }).ancestors";
        order = walkParents;
    } else if (name == "materialized-path") {
        const std::string xs = regexEscape(idText(docs, node));
        children = c + ".find({ path: /" + regexEscape(delimiter) + xs + regexEscape(delimiter) + "$/ })" + ids;
        descendants = c + ".find({ path: /" + regexEscape(delimiter) + xs + regexEscape(delimiter) + "/ })" + ids;
        ancestors = c + ".findOne({ _id: " + x + " }).path.split(" + quoted(delimiter) + ").filter(p => p)"
            + fromPathPart(objectIds);
        order = "(() => { const all = " + c + ".find().toArray(); const key = d => (d.path || \"\") + "
            "(d._id.toHexString ? d._id.toHexString() : String(d._id)); all.sort((a, b) => key(a) < key(b) ? -1 : "
            "key(a) > key(b) ? 1 : 0); return all.map(d => d._id); })()";
    } else if (name == "nested-sets") {
        children = c + ".find({ parent: " + x + " })" + ids;
        descendants = "(() => { const x = " + c + ".findOne({ _id: " + x + " }); return " + c
            + ".find({ left: { $gt: x.left }, right: { $lt: x.right } })" + ids + "; })()";
        ancestors = "(() => { const x = " + c + ".findOne({ _id: " + x + " }); return " + c
            + ".find({ left: { $lt: x.left }, right: { $gt: x.right } }).sort({ left: 1 })" + ids + "; })()";
        order = c + ".find().sort({ left: 1 })" + ids;
    } else { // threaded comments: the path holds the node itself, so sorted paths are display order
        const std::string xp = regexEscape(pathOf(docs, node));
        children = c + ".find({ path: /^" + xp + ":[^:]+$/ })" + ids;
        descendants = c + ".find({ path: /^" + xp + ":/ })" + ids;
        ancestors = c + ".findOne({ _id: " + x + " }).path.split(\":\").slice(0, -1)" + fromPathPart(objectIds);
        order = c + ".find({ thread_id: " + idLiteral(docs, 0) + " }).sort({ path: 1 })" + ids;
    }
    out.queries.push_back(
        { "children", toStdString(TreeText::tr("Children of the node")), children });
    out.queries.push_back(
        { "descendants", toStdString(TreeText::tr("All descendants of the node")), descendants });
    out.queries.push_back(
        { "ancestors", toStdString(TreeText::tr("Ancestors of the node, root first")), ancestors });
    out.queries.push_back(
        { "display-order", toStdString(TreeText::tr("The whole tree in display order")), order });
}

void addMoveQuery(EncodingPreview &out, const std::string &c, const std::string &name, const std::vector<BsonPtr> &docs,
                  bool objectIds)
{
    const std::string m = idLiteral(docs, kTreeMovedNode);
    const std::string p = idLiteral(docs, kTreeNewParent);
    std::string code;
    if (name == "parent-refs") {
        code = c + ".updateOne({ _id: " + m + " }, { $set: { parent: " + p + " } })";
    } else if (name == "child-refs") {
        // Rewrites both arrays with $set instead of $pull/$push, which some servers lack;
        // matching the whole old array makes a rewrite miss rather than lose a concurrent change.
        code = "(() => { const old = " + c + ".findOne({ children: " + m + " }); const np = " + c + ".findOne({ _id: "
            + p + " }); " + c + ".updateOne({ _id: old._id, children: old.children }, { $set: { children: "
            "old.children.filter(id => JSON.stringify(id) !== JSON.stringify(" + m + ")) } }); " + c
            + ".updateOne({ _id: np._id, children: np.children }, { $set: { children: [...np.children, " + m
            + "] } }); })()";
    } else if (name == "ancestors") {
        code = "(() => { const np = " + c + ".findOne({ _id: " + p + " }); const moved = " + c + ".findOne({ _id: " + m
            + " }); const oldPrefix = moved.ancestors.length; const prefix = [...np.ancestors, np._id]; " + c
            + ".updateOne({ _id: moved._id }, { $set: { parent: np._id, ancestors: prefix } }); " + c
            + ".find({ ancestors: moved._id }).forEach(d => " + c
            + ".updateOne({ _id: d._id }, { $set: { ancestors: [...prefix, ...d.ancestors.slice(oldPrefix)] } })); })()";
    } else if (name == "materialized-path" || name == "threaded-comments") {
        const bool enclosed = name == "materialized-path";
        const std::string key = std::string("(d => d._id.toHexString ? d._id.toHexString() : String(d._id))");
        code = "(() => { const np = " + c + ".findOne({ _id: " + p + " }); const moved = " + c + ".findOne({ _id: " + m
            + " }); const id = " + key + "; "
            + (enclosed ? "const oldPath = (moved.path || \",\") + id(moved) + \",\"; const newPrefix = (np.path || \",\") + id(np) + \",\"; "
                          "" + c + ".updateOne({ _id: moved._id }, { $set: { path: (np.path || \",\") + id(np) + \",\" } }); "
                        : "const oldPath = moved.path; const newPrefix = np.path + \":\" + id(moved); " + c
                              + ".updateOne({ _id: moved._id }, { $set: { path: newPrefix } }); ")
            + c + ".find({ path: { $regex: \"^\" + oldPath.replace(/[.*+?^${}()|[\\]\\\\]/g, \"\\\\$&\") } }).forEach(d => { if (d._id.equals ? !d._id.equals(moved._id) : d._id !== moved._id) " + c
            + ".updateOne({ _id: d._id }, { $set: { path: " + (enclosed ? "newPrefix + id(moved) + \",\" + d.path.slice(oldPath.length)" : "newPrefix + d.path.slice(oldPath.length)")
            + " } }); }); })()";
    } else if (name == "nested-sets") {
        code = c + ".updateOne({ _id: " + m + " }, { $set: { parent: " + p + " } }); (() => { const all = " + c
            + ".find().toArray(); const same = (a, b) => JSON.stringify(a) === JSON.stringify(b); let n = 1; "
            "const walk = d => { const left = n++; all.filter(k => same(k.parent, d._id)).forEach(walk); " + c
            + ".updateOne({ _id: d._id }, { $set: { left: left, right: n++ } }); }; all.filter(d => d.parent === null)"
            ".forEach(walk); })()";
    }
    (void)objectIds;
    out.queries.push_back(
        { "move-subtree", toStdString(TreeText::tr("Move a subtree under another node")), code });
}

std::vector<std::string> indexesFor(const std::string &c, const std::string &name)
{
    if (name == "parent-refs")
        return {c + ".createIndex({ parent: 1 })"};
    if (name == "child-refs")
        return {c + ".createIndex({ children: 1 })"};
    if (name == "ancestors")
        return {c + ".createIndex({ ancestors: 1 })", c + ".createIndex({ parent: 1 })"};
    if (name == "materialized-path")
        return {c + ".createIndex({ path: 1 })"};
    if (name == "nested-sets")
        return {c + ".createIndex({ left: 1, right: 1 })", c + ".createIndex({ parent: 1 })"};
    return {c + ".createIndex({ thread_id: 1 })", c + ".createIndex({ path: 1 })"};
}

} // namespace

std::vector<EncodingPreview> previewTreeEncodings(const Model &model, const Entity &entity, uint64_t seed,
                                                  int64_t queryNode)
{
    std::vector<EncodingPreview> out;
    const auto self = std::find_if(model.relationships.begin(), model.relationships.end(),
                                   [&](const Relationship &rel) { return rel.tree && rel.oneId == entity.id; });
    if (self == model.relationships.end())
        return out;
    const std::string collection = "db.getCollection(" + quoted(entity.name) + ")";
    const Field *id = findFieldPath(entity.fields, "_id");
    const bool objectIds = !id || id->types.empty() || id->hasType(BsonType::ObjectId);
    struct Variant {
        std::string name;
        TreeOptions tree;
    };
    std::vector<Variant> variants;
    for (const auto &entry : enumNames<TreeEncoding>())
        variants.push_back({std::string(entry.name), TreeOptions{entry.value, ",", "", "", "", "", {}}});
    variants.push_back({"threaded-comments", TreeOptions{TreeEncoding::MaterializedPath, ":", "depth", "thread_id", "", "", {}}});

    for (const Variant &variant : variants) {
        Model copy = model;
        Relationship &rel = *std::find_if(copy.relationships.begin(), copy.relationships.end(),
                                          [&](const Relationship &r) { return r.id == self->id; });
        rel.tree = variant.tree;
        // Fields the model declares for its own encoding would otherwise be
        // written with invented values in the other encodings.
        Entity &node = *copy.findEntity(entity.id);
        std::set<std::string> treeFields = {"parent", "children", "ancestors", "path", "left", "right",
                                            "depth", "thread_id"};
        if (self->tree) // its own names too (ReportsTo): each variant shows the canonical ones
            for (const std::string &name : treeFieldNames(*self->tree))
                treeFields.insert(name);
        std::erase_if(node.fields, [&](const Field &f) { return treeFields.count(f.name) > 0; });
        PreviewOptions options;
        options.count = int(kSampleTreeSize);
        options.seed = seed;
        CollectionPreview preview = previewCollection(copy, *copy.findEntity(entity.id), options);
        EncodingPreview encoding;
        encoding.name = variant.name;
        encoding.documents = std::move(preview.documents);
        encoding.indexes = indexesFor(collection, variant.name);
        addReadQueries(encoding, collection, variant.name, encoding.documents, variant.tree.delimiter, objectIds,
                       queryNode);
        addMoveQuery(encoding, collection, variant.name, encoding.documents, objectIds);
        out.push_back(std::move(encoding));
    }
    return out;
}

std::string formatTreeEncoding(const EncodingPreview &encoding)
{
    std::string s = "// ===== " + encoding.name + " =====\n// "
        + toStdString(TreeText::tr("Documents")) + '\n';
    for (const BsonPtr &document : encoding.documents)
        s += shellSyntax(document.get()) + '\n';
    s += "// " + toStdString(TreeText::tr("Indexes")) + '\n';
    for (const std::string &index : encoding.indexes)
        s += index + ";\n";
    for (const TreeQuery &query : encoding.queries)
        s += "// " + query.question + '\n' + query.code + ";\n";
    return s;
}

} // namespace docmodel
