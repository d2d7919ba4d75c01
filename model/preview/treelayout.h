// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace docmodel {

// The sample tree of the references has six nodes:
// Books -> Programming -> {Languages, Databases -> {MongoDB, dbm}}.
inline constexpr int64_t kSampleTreeSize = 6;

// Node names: the sample tree's, then "node-7", "node-8"...
std::string treeNodeName(int64_t index);

// The shape of a generated tree of n nodes: the sample tree first, further
// nodes three to a parent. Gives each node's parent, children, ancestors and
// its nested-set numbers from a depth-first walk.
class TreeShape
{
public:
    explicit TreeShape(int64_t size);

    int64_t size() const { return int64_t(mParent.size()); }
    int64_t parent(int64_t node) const { return node < size() ? mParent[size_t(node)] : -1; }
    std::vector<int64_t> children(int64_t node) const;
    std::vector<int64_t> ancestors(int64_t node) const; // root first
    int64_t left(int64_t node) const { return node < size() ? mLeft[size_t(node)] : 0; }
    int64_t right(int64_t node) const { return node < size() ? mRight[size_t(node)] : 0; }
    // Nodes in depth-first display order.
    std::vector<int64_t> displayOrder() const;

private:
    void number(int64_t node, int64_t &counter);

    std::vector<int64_t> mParent;
    std::vector<int64_t> mLeft;
    std::vector<int64_t> mRight;
};

} // namespace docmodel
