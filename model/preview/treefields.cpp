// SPDX-License-Identifier: GPL-3.0-or-later
// The fields a tree encoding writes into one node's document (its parent,
// children, ancestors, path or nested-set numbers): DocumentGenerator's,
// defined here apart from the rest of a document.
#include "documentgenerator.h"

#include "treelayout.h"

namespace docmodel {

void DocumentGenerator::writeTree(
    bson_t *out, const Entity &entity, const Relationship &rel, int64_t index) const
{
    const TreeOptions &tree = *rel.tree;
    const TreeShape shape(std::max<int64_t>(mOptions.count, kSampleTreeSize));
    auto idList = [&](bson_t *target, const char *key, const std::vector<int64_t> &nodes) {
        bson_t array;
        bson_append_array_begin(target, key, -1, &array);
        for (size_t i = 0; i < nodes.size(); ++i)
            appendKeyOf(&array, std::to_string(i).c_str(), entity, rel.oneKey, nodes[i]);
        bson_append_array_end(target, &array);
    };
    const std::string parentName = tree.parent();
    auto parent = [&] {
        const int64_t p = shape.parent(index);
        if (p < 0)
            bson_append_null(out, parentName.c_str(), -1);
        else
            appendKeyOf(out, parentName.c_str(), entity, rel.oneKey, p);
    };
    switch (tree.encoding) {
    case TreeEncoding::ParentRefs:
        parent();
        break;
    case TreeEncoding::ChildRefs:
        idList(out, tree.children().c_str(), shape.children(index));
        break;
    case TreeEncoding::Ancestors:
        idList(out, "ancestors", shape.ancestors(index));
        parent();
        break;
    case TreeEncoding::MaterializedPath: {
        // With "," the path lists the ancestors between delimiters
        // (",Books,Programming,"); with another delimiter it is the ids of
        // the ancestors and the node joined, which sorts into display order.
        std::vector<int64_t> nodes = shape.ancestors(index);
        const bool enclosed = tree.delimiter == ",";
        if (!enclosed)
            nodes.push_back(index);
        std::string path = enclosed ? tree.delimiter : std::string();
        for (size_t i = 0; i < nodes.size(); ++i) {
            BsonPtr one = newBson();
            appendKeyOf(one.get(), "v", entity, rel.oneKey, nodes[i]);
            bson_iter_t it;
            bson_iter_init_find(&it, one.get(), "v");
            std::string text;
            if (BSON_ITER_HOLDS_OID(&it)) {
                char hex[25];
                bson_oid_to_string(bson_iter_oid(&it), hex);
                text = hex;
            } else if (BSON_ITER_HOLDS_UTF8(&it)) {
                text = bson_iter_utf8(&it, nullptr);
            } else {
                text = std::to_string(bson_iter_as_int64(&it));
            }
            path += text + (enclosed || i + 1 < nodes.size() ? tree.delimiter : std::string());
        }
        if (enclosed && nodes.empty())
            path.clear();
        if (path.empty() && enclosed)
            bson_append_null(out, "path", -1);
        else
            bson_append_utf8(out, "path", -1, path.c_str(), -1);
        break;
    }
    case TreeEncoding::NestedSets:
        parent();
        bson_append_int32(out, "left", -1, int32_t(shape.left(index)));
        bson_append_int32(out, "right", -1, int32_t(shape.right(index)));
        break;
    }
    if (!tree.depthField.empty())
        bson_append_int32(out, tree.depthField.c_str(), -1, int32_t(shape.ancestors(index).size()));
    if (!tree.threadField.empty())
        appendKeyOf(out, tree.threadField.c_str(), entity, rel.oneKey, 0);
}

} // namespace docmodel
