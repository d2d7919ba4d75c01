// SPDX-License-Identifier: GPL-3.0-or-later
#include "relationship.h"

namespace docmodel {

Counts defaultCounts(Cardinality cardinality)
{
    switch (cardinality) {
    case Cardinality::OneToOne:
        return { 0, 1, 1 };
    case Cardinality::OneToFew:
        return { 0, 5, 50 };
    case Cardinality::OneToMany:
        return { 0, 200, 5000 };
    case Cardinality::OneToSquillions:
        return { 0, 100000, std::nullopt };
    case Cardinality::ManyToMany:
        return { 0, 10, 1000 };
    }
    return {};
}

bool strategyEmbeds(Strategy strategy)
{
    return strategy == Strategy::Embed || strategy == Strategy::EmbedSubset;
}

bool strategyPutsIdsInParent(Strategy strategy)
{
    return strategy == Strategy::ChildReferencing || strategy == Strategy::TwoWay;
}

bool strategyPutsIdInChild(Strategy strategy)
{
    // A subset's children all live in their own collection, and each
    // says whose it is: that is how the ones not embedded are found.
    return strategy == Strategy::ParentReferencing || strategy == Strategy::TwoWay
        || strategy == Strategy::ExtendedReference || strategy == Strategy::EmbedSubset;
}

bool referenceAllowsNull(const Relationship &rel)
{
    return rel.optionalReference && rel.referenceMayBeNull;
}

const PresenceCondition *referenceCondition(const Relationship &rel)
{
    return rel.presentWhen && !rel.tree && strategyPutsIdInChild(rel.strategy) ? &*rel.presentWhen : nullptr;
}

std::string presenceText(const PresenceCondition &condition)
{
    std::string values;
    for (size_t i = 0; i < condition.values.size(); ++i)
        values += (i == 0 ? "" : i + 1 == condition.values.size() ? " or " : ", ") + condition.values[i].dump();
    return "only when " + condition.field + " is " + values;
}

std::string subsetCountField(const Relationship &rel)
{
    return rel.strategy == Strategy::EmbedSubset && rel.subset ? rel.subset->countField
                                                               : std::string();
}

Relationship selfAsGraph(Relationship rel)
{
    rel.tree.reset();
    rel.cardinality = Cardinality::ManyToMany;
    rel.strategy = Strategy::ChildReferencing;
    rel.counts = defaultCounts(rel.cardinality);
    rel.optionalReference = false;
    rel.subset.reset();
    return rel;
}

Relationship selfAsTree(Relationship rel, TreeEncoding encoding)
{
    if (!rel.tree) {
        rel.tree = TreeOptions {};
        rel.cardinality = Cardinality::OneToMany;
        rel.strategy = Strategy::ParentReferencing;
        rel.counts = defaultCounts(rel.cardinality);
    }
    rel.tree->encoding = encoding;
    return rel;
}

std::string keyLabel(const std::string &field, const std::string &entityName, const std::string &key)
{
    return field + " → " + entityName + "." + key;
}

} // namespace docmodel
