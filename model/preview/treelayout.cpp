// SPDX-License-Identifier: GPL-3.0-or-later
#include "treelayout.h"

#include <algorithm>

namespace docmodel {

namespace {
const char *const kSampleNames[]
    = { "Books", "Programming", "Languages", "Databases", "MongoDB", "dbm" };
const int64_t kSampleParents[] = { -1, 0, 1, 1, 3, 3 };
} // namespace

std::string treeNodeName(int64_t index)
{
    if (index >= 0 && index < kSampleTreeSize)
        return kSampleNames[index];
    return "node-" + std::to_string(index + 1);
}

TreeShape::TreeShape(int64_t size)
{
    size = std::max<int64_t>(size, 1);
    mParent.resize(size_t(size));
    for (int64_t i = 0; i < size; ++i)
        mParent[size_t(i)] = i < kSampleTreeSize ? kSampleParents[i] : (i - 1) / 3;
    mLeft.assign(size_t(size), 0);
    mRight.assign(size_t(size), 0);
    int64_t counter = 1;
    number(0, counter);
}

void TreeShape::number(int64_t node, int64_t &counter)
{
    mLeft[size_t(node)] = counter++;
    for (int64_t child : children(node))
        number(child, counter);
    mRight[size_t(node)] = counter++;
}

std::vector<int64_t> TreeShape::children(int64_t node) const
{
    std::vector<int64_t> out;
    for (int64_t i = 0; i < size(); ++i)
        if (mParent[size_t(i)] == node)
            out.push_back(i);
    return out;
}

std::vector<int64_t> TreeShape::ancestors(int64_t node) const
{
    std::vector<int64_t> out;
    for (int64_t p = parent(node); p >= 0; p = parent(p))
        out.push_back(p);
    std::reverse(out.begin(), out.end());
    return out;
}

std::vector<int64_t> TreeShape::displayOrder() const
{
    std::vector<int64_t> order(static_cast<size_t>(size()));
    for (int64_t i = 0; i < size(); ++i)
        order[size_t(i)] = i;
    std::sort(
        order.begin(), order.end(), [this](int64_t a, int64_t b) { return left(a) < left(b); });
    return order;
}

} // namespace docmodel
