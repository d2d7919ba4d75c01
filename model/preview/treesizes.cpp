// SPDX-License-Identifier: GPL-3.0-or-later
#include "treesizes.h"

#include <algorithm>
#include <string>

namespace docmodel {

namespace {

struct KeySize {
    int64_t bytes = 12; // the value in BSON: an ObjectId unless the root says otherwise
    int64_t text = 24; // the value as a path segment: an ObjectId's hex
};

// The tree's key as the root holds it: every node's key is about as long.
KeySize keySize(const bson_t &root, const std::string &key)
{
    bson_iter_t it;
    bson_iter_t found;
    if (!bson_iter_init(&it, &root) || !bson_iter_find_descendant(&it, key.c_str(), &found))
        return {};
    switch (bson_iter_type(&found)) {
    case BSON_TYPE_UTF8: {
        uint32_t length = 0;
        bson_iter_utf8(&found, &length);
        return { 4 + int64_t(length) + 1, int64_t(length) };
    }
    case BSON_TYPE_INT32:
        return { 4, 10 };
    case BSON_TYPE_INT64:
    case BSON_TYPE_DOUBLE:
    case BSON_TYPE_DATE_TIME:
        return { 8, 19 };
    default:
        return {};
    }
}

// An array element's type byte, its key ("0", "1", …) and terminator, for
// the elements 0 to n-1.
int64_t elementHeaders(int64_t n)
{
    int64_t digits = 0;
    for (int64_t width = 1, low = 0, high = 10; low < n; ++width, low = high, high *= 10)
        digits += (std::min(n, high) - low) * width;
    return n * 2 + digits;
}

// The bytes of an array or document field the root already holds.
int64_t heldBytes(const bson_t &root, const std::string &field)
{
    bson_iter_t it;
    if (!bson_iter_init_find(&it, &root, field.c_str()) || !BSON_ITER_HOLDS_ARRAY(&it))
        return 0;
    uint32_t length = 0;
    const uint8_t *data = nullptr;
    bson_iter_array(&it, &length, &data);
    return length;
}

} // namespace

std::optional<int64_t> treeNodeGrowth(const Relationship &rel, const bson_t &root)
{
    if (!rel.tree)
        return 0;
    const TreeOptions &tree = *rel.tree;
    const KeySize key = keySize(root, rel.oneKey);
    const std::optional<int64_t> depth = tree.maxDepth;
    switch (tree.encoding) {
    case TreeEncoding::ParentRefs:
    case TreeEncoding::NestedSets:
        return key.bytes; // the parent's key where the root has null
    case TreeEncoding::ChildRefs: {
        if (!rel.counts.max)
            return std::nullopt;
        const int64_t most = 5 + elementHeaders(*rel.counts.max) + *rel.counts.max * key.bytes;
        return std::max<int64_t>(0, most - heldBytes(root, tree.children()));
    }
    case TreeEncoding::Ancestors:
        if (!depth)
            return std::nullopt;
        return elementHeaders(*depth) + *depth * key.bytes + key.bytes;
    case TreeEncoding::MaterializedPath: {
        if (!depth)
            return std::nullopt;
        const int64_t delimiter = int64_t(tree.delimiter.size());
        // The string's length and terminator where the root has null, then
        // a segment per level.
        return 5 + delimiter + *depth * (key.text + delimiter);
    }
    }
    return std::nullopt;
}

} // namespace docmodel
