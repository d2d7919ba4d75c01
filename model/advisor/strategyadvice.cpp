// SPDX-License-Identifier: GPL-3.0-or-later
#include "strategyadvice.h"

#include "advisorcontext.h"
#include "schema/derivedfields.h"

namespace docmodel {

namespace {

QString bounds(const Relationship &rel)
{
    return rel.counts.max ? AdvisorText::tr("at most %1 children per parent").arg(*rel.counts.max)
                          : AdvisorText::tr("no maximum number of children per parent");
}

StrategyAdvice unbounded(const Relationship &rel)
{
    StrategyAdvice advice { Strategy::ParentReferencing, {} };
    // Said as the numbers say it: with a maximum, too many rather than endless.
    advice.reasons << bounds(rel)
                   << (rel.counts.max ? AdvisorText::tr("an array of up to %1 entries in the parent is too large to "
                                                        "read and rewrite whole, so each child holds its parent's id "
                                                        "(index it)")
                                            .arg(*rel.counts.max)
                                      : AdvisorText::tr("an array in the parent would grow without limit, so each "
                                                        "child holds its parent's id (index it)"));
    return advice;
}

// Declared reads of the children that find them by their parent, and
// inserts of children a second.
struct ChildTraffic {
    QString byParent; // the name of one such read; empty when none
    double inserts = 0;
};

ChildTraffic childTraffic(const Model &model, const Relationship &rel)
{
    ChildTraffic traffic;
    const std::string reference = parentReferenceName(model, rel);
    for (const AccessPattern &ap : model.accessPatterns) {
        if (ap.collectionId != rel.manyId)
            continue;
        if (ap.kind == AccessKind::Write) {
            if (ap.filter.empty() && ap.updates.empty())
                traffic.inserts += ap.frequency;
            continue;
        }
        const bool byParent = std::any_of(ap.filter.begin(), ap.filter.end(), [&](const FilterField &f) {
            return f.field == reference && (f.op == FilterOp::Equality || f.op == FilterOp::In);
        });
        if (byParent && traffic.byParent.isEmpty())
            traffic.byParent = queryName(ap);
    }
    return traffic;
}

StrategyAdvice standingAlone(const Model &model, const Relationship &rel)
{
    StrategyAdvice advice;
    advice.reasons << AdvisorText::tr("the children are queried on their own") << bounds(rel);
    if (rel.cardinality == Cardinality::OneToOne) {
        advice.strategy = Strategy::ParentReferencing;
        advice.reasons << AdvisorText::tr("one child: it holds its parent's id");
        return advice;
    }
    // An array of child ids costs a write to the parent per new child and
    // grows the parent: worth it only when nothing finds the children by
    // their parent anyway.
    const ChildTraffic traffic = childTraffic(model, rel);
    const int64_t max = rel.counts.max.value_or(0);
    if (!traffic.byParent.isEmpty()) {
        advice.strategy = Strategy::ParentReferencing;
        advice.reasons << AdvisorText::tr(
            "\"%1\" finds the children by %2: a parent reference with its index answers it, "
            "an array of ids in the parent would be a second list to keep in step")
                              .arg(traffic.byParent,
                                  toQString(parentReferenceName(model, rel)));
    } else if (max > kFewChildren && traffic.inserts > 0) {
        advice.strategy = Strategy::ParentReferencing;
        advice.reasons << AdvisorText::tr(
            "%1 new children a second would each rewrite their parent's array of up to %2 ids")
                              .arg(traffic.inserts)
                              .arg(max);
    } else {
        advice.strategy = Strategy::ChildReferencing;
        advice.reasons << AdvisorText::tr("bounded: the parent keeps an array of child ids");
    }
    return advice;
}

StrategyAdvice readWithParent(const Relationship &rel)
{
    StrategyAdvice advice { Strategy::Embed, {} };
    advice.reasons << AdvisorText::tr("the children never appear without their parent")
                   << bounds(rel);
    const int64_t max = rel.counts.max.value_or(0);
    if (max > kFewChildren * 2 && !rel.atomic) {
        advice.strategy = Strategy::EmbedSubset;
        advice.reasons << AdvisorText::tr(
            "many children: embed the most recent few, keep all of them in "
            "their own collection");
        return advice;
    }
    advice.reasons << AdvisorText::tr("one read returns the parent with its children");
    if (rel.atomic)
        advice.reasons << AdvisorText::tr(
            "parent and children change together in one atomic write");
    return advice;
}

// Too many children to keep in the parent, whatever else holds.
bool boundless(const Relationship &rel)
{
    return rel.isUnbounded() || rel.cardinality == Cardinality::OneToSquillions || *rel.counts.max > kManyChildren;
}

// Whether the advice hinges on the children being queried on their own
// (not when they are boundless or many-to-many) and nobody has said.
bool askWhetherAlone(const Relationship &rel)
{
    return !boundless(rel) && rel.cardinality != Cardinality::ManyToMany
        && rel.manyStandsAlone == QueriedAlone::Undecided;
}

} // namespace

StrategyAdvice recommendStrategy(const Model &model, const Relationship &rel)
{
    if (boundless(rel))
        return unbounded(rel);
    if (rel.cardinality == Cardinality::ManyToMany) {
        StrategyAdvice advice { Strategy::ChildReferencing, {} };
        advice.reasons << AdvisorText::tr("many-to-many: an array of ids on one side")
                       << AdvisorText::tr(
                              "a multikey index on that array finds the other direction");
        return advice;
    }
    if (rel.manyStandsAlone == QueriedAlone::No)
        return readWithParent(rel);
    StrategyAdvice advice = standingAlone(model, rel);
    if (rel.manyStandsAlone == QueriedAlone::Undecided)
        advice.reasons.front() = AdvisorText::tr(
            "assumed until decided: the children are queried on their own");
    return advice;
}

bool strategyFollows(const Relationship &rel, Strategy recommended)
{
    if (rel.strategy == recommended)
        return true;
    switch (recommended) {
    case Strategy::ParentReferencing: // two-way holds the parent reference too
        return rel.strategy == Strategy::ExtendedReference || rel.strategy == Strategy::TwoWay;
    case Strategy::ChildReferencing:
        return rel.strategy == Strategy::TwoWay;
    default:
        return false;
    }
}

namespace {

// What the declared queries and writes ask of a tree. Only its own fields
// count: a prefix search on a node's name is not a sub-tree read.
struct TreeNeeds {
    bool byPathPrefix = false; // descendants: path prefix (materialized paths)
    bool byAncestor = false; // descendants: ancestors equal to a node (array of ancestors)
    bool byBounds = false; // descendants: ranges on left and right (nested sets)
    double moves = 0; // writes a second that re-parent a node
};

// The fields of any encoding: a write that changes one moves a node.
bool isTreeField(const TreeOptions &tree, const std::string &field)
{
    return field == tree.parent() || field == tree.children() || field == "ancestors"
        || field == "path" || field == "left" || field == "right";
}

TreeNeeds treeNeeds(const Model &model, const Relationship &tree)
{
    TreeNeeds needs;
    for (const AccessPattern &ap : model.accessPatterns) {
        if (ap.collectionId != tree.oneId)
            continue;
        if (ap.kind == AccessKind::Write) {
            if (std::any_of(ap.updates.begin(), ap.updates.end(),
                    [&](const std::string &f) { return isTreeField(*tree.tree, f); }))
                needs.moves += ap.frequency;
            continue;
        }
        bool left = false;
        bool right = false;
        for (const FilterField &f : ap.filter) {
            needs.byPathPrefix |= f.field == "path" && f.op == FilterOp::PrefixRegex;
            needs.byAncestor |= f.field == "ancestors"
                && (f.op == FilterOp::Equality || f.op == FilterOp::In);
            left |= f.field == "left" && f.op == FilterOp::Range;
            right |= f.field == "right" && f.op == FilterOp::Range;
        }
        needs.byBounds |= left && right;
    }
    return needs;
}

} // namespace

TreeAdvice recommendTreeEncoding(const Model &model, const Relationship &tree)
{
    const TreeEncoding current = tree.tree ? tree.tree->encoding : TreeEncoding::ParentRefs;
    TreeAdvice advice { current, {} };
    if (!tree.tree)
        return advice;
    const TreeNeeds needs = treeNeeds(model, tree);
    const bool moving = needs.moves > 0;
    if (!needs.byPathPrefix && !needs.byAncestor && !needs.byBounds) {
        if (moving
            && (current == TreeEncoding::MaterializedPath || current == TreeEncoding::NestedSets)) {
            advice.encoding = TreeEncoding::ParentRefs;
            advice.reasons << AdvisorText::tr("no declared query reads a whole sub-tree")
                           << AdvisorText::tr("%1 writes a second move a node: %2 rewrites the "
                                              "nodes below it, parent references one document")
                                  .arg(needs.moves)
                                  .arg(toQString(std::string(toString(current))));
        } else {
            advice.reasons << AdvisorText::tr(
                "the declared queries do not call for another encoding");
        }
        return advice;
    }
    // Nested sets renumber most of the tree on a move: only for static trees.
    const bool boundsFit = needs.byBounds && !moving;
    const bool fitsQueries = (current == TreeEncoding::MaterializedPath && needs.byPathPrefix)
        || (current == TreeEncoding::Ancestors && needs.byAncestor)
        || (current == TreeEncoding::NestedSets && boundsFit);
    if (fitsQueries)
        return advice;
    if (needs.byPathPrefix) {
        advice.encoding = TreeEncoding::MaterializedPath;
        advice.reasons << AdvisorText::tr("sub-trees are read by a path prefix: one indexed query")
                       << AdvisorText::tr("sorting by the path gives depth-first display order");
    } else if (needs.byAncestor || !boundsFit) {
        advice.encoding = TreeEncoding::Ancestors;
        advice.reasons << AdvisorText::tr(
            "descendants are read by one indexed equality on the ancestors array");
        if (needs.byBounds)
            advice.reasons << AdvisorText::tr(
                "%1 writes a second move a node: nested sets would renumber most of the tree, "
                "an ancestors array only the moved sub-tree")
                                  .arg(needs.moves);
    } else {
        advice.encoding = TreeEncoding::NestedSets;
        advice.reasons << AdvisorText::tr(
            "descendants are read by a range on two bounds (nested sets)")
                       << AdvisorText::tr("no declared write moves a node: the numbering holds");
    }
    return advice;
}

namespace {

void checkTree(AdvisorContext &context, const Relationship &rel)
{
    const TreeAdvice advice = recommendTreeEncoding(context.model(), rel);
    if (advice.encoding == rel.tree->encoding)
        return;
    Diagnostic &d = context.report(RuleId::TreeEncodingMismatch, rel.id,
        AdvisorText::tr("Tree \"%1\" is stored as %2; %3 answers its queries better.")
            .arg(toQString(rel.name.empty() ? rel.id : rel.name),
                toQString(std::string(toString(rel.tree->encoding))),
                toQString(std::string(toString(advice.encoding)))));
    d.reasons = advice.reasons;
    d.recommendation.kind = Recommendation::Kind::SetTreeEncoding;
    d.recommendation.objectId = rel.id;
    d.recommendation.encoding = advice.encoding;
}

bool parentHoldsArray(const Relationship &rel)
{
    return strategyPutsIdsInParent(rel.strategy)
        || (rel.strategy == Strategy::Embed && rel.cardinality != Cardinality::OneToOne)
        || (rel.strategy == Strategy::ExtendedReference && writesCopy(rel, CopyDirection::IntoOne));
}

QString relName(const Model &model, const Relationship &rel)
{
    const Entity *one = model.findEntity(rel.oneId);
    const Entity *many = model.findEntity(rel.manyId);
    return QStringLiteral("%1 → %2").arg(
        toQString(one ? one->name : rel.oneId), toQString(many ? many->name : rel.manyId));
}

void checkRelationship(AdvisorContext &context, const Relationship &rel)
{
    const Model &model = context.model();
    if (isStoredTwice(model, rel))
        context.report(RuleId::StoredTwice, rel.id,
            AdvisorText::tr("%1 documents are a collection and are also embedded whole in %2: "
                            "each one is stored twice.")
                .arg(toQString(model.findEntity(rel.manyId)->name),
                    toQString(model.findEntity(rel.oneId)->name)));
    const StrategyAdvice advice = recommendStrategy(model, rel);
    auto recommend = [&](Diagnostic &d) {
        d.reasons = advice.reasons;
        d.recommendation.kind = Recommendation::Kind::SetStrategy;
        d.recommendation.objectId = rel.id;
        d.recommendation.strategy = advice.strategy;
    };
    if (rel.isUnbounded() && parentHoldsArray(rel)) {
        recommend(context.report(RuleId::UnboundedArray, rel.id,
            AdvisorText::tr("%1 (%2) keeps an array of children in the parent, with no maximum.")
                .arg(relName(model, rel), toQString(std::string(toString(rel.strategy))))));
        return;
    }
    const bool small
        = rel.cardinality == Cardinality::OneToOne || rel.cardinality == Cardinality::OneToFew;
    if (askWhetherAlone(rel)) {
        const StrategyAdvice alone = standingAlone(model, rel);
        const StrategyAdvice withParent = readWithParent(rel);
        if (alone.strategy != withParent.strategy) {
            Diagnostic &d = context.report(RuleId::UndecidedQueriedAlone, rel.id,
                AdvisorText::tr("Are %1 documents read without their %2? %3 if they are, %4 if not.")
                    .arg(toQString(model.findEntity(rel.manyId)->name),
                        toQString(model.findEntity(rel.oneId)->name),
                        toQString(std::string(toString(alone.strategy))),
                        toQString(std::string(toString(withParent.strategy)))));
            d.reasons << withParent.reasons.mid(1);
            return;
        }
    }
    if (small && rel.manyStandsAlone == QueriedAlone::No && !strategyEmbeds(rel.strategy)) {
        recommend(context.report(RuleId::NormalizingEverything, rel.id,
            AdvisorText::tr(
                "%1 is a %2 relationship stored by reference, though the child is only read "
                "with its parent.")
                .arg(relName(model, rel), toQString(std::string(toString(rel.cardinality))))));
        return;
    }
    if (!strategyFollows(rel, advice.strategy))
        recommend(context.report(RuleId::StrategyMismatch, rel.id,
            AdvisorText::tr("%1 is stored as %2; %3 is recommended.")
                .arg(relName(model, rel), toQString(std::string(toString(rel.strategy))),
                    toQString(std::string(toString(advice.strategy))))));
}

} // namespace

void checkStrategies(AdvisorContext &context)
{
    for (const Relationship &rel : context.model().relationships) {
        if (rel.tree)
            checkTree(context, rel);
        else if (!rel.isGraph()) // a graph's strategy is fixed: arrays of keys
            checkRelationship(context, rel);
    }
}

} // namespace docmodel
