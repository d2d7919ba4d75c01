// SPDX-License-Identifier: GPL-3.0-or-later
#include "relationshipvalidation.h"

#include "derivedfields.h"
#include "problemsink.h"
#include "referencepaths.h"

#include <algorithm>
#include <map>
#include <set>

namespace docmodel {

namespace {

using validationdetail::at;

class RelationshipChecks : validationdetail::ProblemSink
{
    Q_DECLARE_TR_FUNCTIONS(Validation)

public:
    RelationshipChecks(const Model &model, std::vector<Problem> &problems)
        : ProblemSink(model, problems)
    { }

    void run()
    {
        for (size_t i = 0; i < mModel.relationships.size(); ++i)
            checkRelationship(mModel.relationships[i], at("", "relationships", i));
        checkEmbeddingCycles();
    }

private:
    void checkRelationship(const Relationship &rel, const std::string &pointer)
    {
        const Entity *one = entityAt(rel.oneId, at(pointer, "one"), tr("the \"one\" side"));
        const Entity *many = entityAt(rel.manyId, at(pointer, "many"), tr("the \"N\" side"));
        checkCounts(rel, pointer);
        checkShape(rel, pointer);
        if (!one || !many)
            return;
        checkSides(rel, one, many, pointer);
        checkManyToManyField(rel, one, many, pointer);
        if (strategyEmbeds(rel.strategy) && rel.referenceStyle == ReferenceStyle::DbRef)
            warning(at(pointer, "referenceStyle"), tr("a DBRef style has no effect on embedding"));
        checkKey(rel.oneKey, *one, at(pointer, "oneKey"));
        checkKey(rel.manyKey, *many, at(pointer, "manyKey"));
        if (rel.subset && !rel.subset->sortField.empty()
            && !entityHasPath(mModel, *many, rel.subset->sortField))
            warning(at(pointer, "subset"),
                tr("the sort field \"%1\" is not a field of \"%2\"")
                    .arg(printableText(rel.subset->sortField), printableText(many->name)));
        checkCopies(rel, one, many, pointer);
        if (rel.presentWhen)
            checkPresence(rel, *rel.presentWhen, *many, at(pointer, "presentWhen"));
    }

    // A reference held only under a condition: it must be allowed to be
    // missing, and the condition must name a field of the child.
    void checkPresence(const Relationship &rel, const PresenceCondition &condition, const Entity &many,
        const std::string &pointer)
    {
        if (rel.tree || !strategyPutsIdInChild(rel.strategy))
            warning(pointer,
                tr("%1 puts no reference into the child: the condition is kept for a change back, not used")
                    .arg(printableText(std::string(toString(rel.strategy)))));
        else if (!rel.optionalReference)
            error(pointer,
                tr("the reference is there only when %1 has certain values, so a child may lack it: allow a child "
                   "without a parent")
                    .arg(printableText(condition.field)));
        const Field *field = findFieldPath(many.fields, condition.field);
        if (!field) {
            error(at(pointer, "field"),
                tr("the condition's field \"%1\" is not a field of \"%2\"")
                    .arg(printableText(condition.field), printableText(many.name)));
            return;
        }
        if (field->array || field->map || field->isObject())
            error(at(pointer, "field"),
                tr("the condition's field \"%1\" holds no single value to compare").arg(printableText(condition.field)));
        for (size_t i = 0; i < condition.values.size(); ++i)
            if (!field->enumValues.empty()
                && std::find(field->enumValues.begin(), field->enumValues.end(), condition.values[i])
                    == field->enumValues.end())
                warning(at(pointer, "values", i),
                    tr("%1 is not one of the values \"%2\" allows")
                        .arg(printableText(condition.values[i].dump()), printableText(condition.field)));
    }

    // Trees, reference objects, subsets: what a relationship declares of itself.
    void checkShape(const Relationship &rel, const std::string &pointer)
    {
        // Without a tree encoding, a relationship of an entity with itself is
        // a graph: each document holds an array of the others' keys.
        if (rel.isSelf() && !rel.tree
            && (rel.cardinality != Cardinality::ManyToMany || rel.strategy != Strategy::ChildReferencing))
            error(at(pointer, "tree"),
                tr("a relationship of an entity with itself is a tree, which needs a tree encoding, or a "
                   "graph, which is many-to-many and child-referencing"));
        if (!rel.isSelf() && rel.tree)
            error(at(pointer, "tree"),
                tr("a tree encoding applies only to a relationship of an "
                   "entity with itself"));
        if (rel.tree && rel.tree->encoding == TreeEncoding::MaterializedPath
            && rel.tree->delimiter.empty())
            error(at(pointer, "tree"), tr("a materialized path needs a delimiter"));
        if (!rel.referenceObject.empty()
            && (rel.referenceObject.find('.') != std::string::npos || rel.referenceObject.front() == '$'))
            error(at(pointer, "referenceObject"),
                tr("the reference object \"%1\" is not a top-level field name: no dot, no leading $")
                    .arg(printableText(rel.referenceObject)));
        if (rel.tree && rel.tree->maxDepth && *rel.tree->maxDepth < 0)
            error(at(pointer, "tree"), tr("the deepest level of a tree must not be negative"));
        if (rel.tree)
            for (const std::string *name : { &rel.tree->parentField, &rel.tree->childrenField })
                if (!name->empty() && (name->find('.') != std::string::npos || name->front() == '$'))
                    error(at(pointer, "tree"),
                        tr("the tree's field \"%1\" is not a top-level field name: no dot, no leading $")
                            .arg(printableText(*name)));
        if (rel.strategy == Strategy::EmbedSubset) {
            if (!rel.subset)
                error(at(pointer, "subset"),
                    tr("embed-subset needs subset options (k and sort field)"));
            else if (rel.subset->k <= 0)
                error(at(pointer, "subset"), tr("the subset size k must be at least 1"));
        }
        if (rel.readWriteRatio < 0)
            error(at(pointer, "readWriteRatio"), tr("the read/write ratio must not be negative"));
    }

    // A side needs a collection when the other side holds its keys.
    void checkSides(const Relationship &rel, const Entity *one, const Entity *many, const std::string &pointer)
    {
        // A side needs a collection (its own _id) when the other side holds
        // its keys: the parent's for a child's reference, the children's for
        // a parent's id array or subset. An embedded document may itself
        // refer to others (invoice lines embedded in invoices, each with its track).
        const bool references = !strategyEmbeds(rel.strategy) && !rel.tree;
        const bool oneReferred = !rel.tree && strategyPutsIdInChild(rel.strategy);
        const bool manyReferred = !rel.tree
            && (strategyPutsIdsInParent(rel.strategy) || rel.strategy == Strategy::EmbedSubset
                || (references && !parentFieldName(mModel, rel).empty()));
        // A child may name an embedded document by a natural key of its own
        // (a ticket's seat_id among the venues' seats): it is found with that
        // key's path in the collection that embeds it, not by an _id.
        const bool oneByEmbeddedKey = oneReferred && !one->isCollection() && rel.oneKey != "_id"
            && embeddingPlace(mModel, one->id).has_value();
        if (oneReferred && !one->isCollection() && !oneByEmbeddedKey && rel.oneKey == "_id"
            && embeddingPlace(mModel, one->id))
            error(at(pointer, "oneKey"),
                tr("\"%1\" is an embedded document type: its documents have no _id of their own; refer to "
                   "them by a key of theirs (a field unique across the documents that embed them) or make "
                   "\"%1\" a collection")
                    .arg(printableText(one->name)));
        for (const Entity *side : { one, many })
            if (!side->isCollection()
                && ((side == one && oneReferred && !oneByEmbeddedKey && !embeddingPlace(mModel, one->id))
                    || (side == many && manyReferred)))
                error(at(pointer, "strategy"),
                    tr("\"%1\" is an embedded document type, but %2 needs a collection "
                       "there: its documents must have their own _id")
                        .arg(printableText(side->name),
                            printableText(std::string(toString(rel.strategy)))));
    }

    void checkManyToManyField(const Relationship &rel, const Entity *one, const Entity *many, const std::string &pointer)
    {
        // A child of many parents holds several keys: never one value.
        if (rel.cardinality == Cardinality::ManyToMany && !rel.tree && strategyPutsIdInChild(rel.strategy)
            && rel.referenceObject.empty())
            if (const Field *declared = findFieldPath(many->fields, childFieldName(mModel, rel));
                declared && !declared->array)
                error(at(pointer, "cardinality"),
                    tr("many-to-many: each \"%1\" document refers to several \"%2\" documents, but its field "
                       "\"%3\" is declared as one value; make it an array")
                        .arg(printableText(many->name), printableText(one->name), printableText(declared->name)));
    }

    void checkCopies(const Relationship &rel, const Entity *one, const Entity *many, const std::string &pointer)
    {
        for (size_t i = 0; i < rel.denormalized.size(); ++i) {
            const DenormalizedField &copy = rel.denormalized[i];
            const std::string copyPointer = at(pointer, "denormalized", i);
            // Warnings, so flipping an edge to another strategy and back loses nothing.
            if (rel.strategy == Strategy::Embed)
                warning(
                    copyPointer, tr("embedded documents are stored whole; the copy is ignored"));
            else if (!rel.tree && !strategyKeepsCopy(rel.strategy, copy.direction))
                warning(copyPointer,
                    tr("%1 has no place for a copy into the %2 side: it is kept for a change back, not written")
                        .arg(printableText(std::string(toString(rel.strategy))),
                            copy.direction == CopyDirection::IntoMany ? QStringLiteral("N") : QStringLiteral("1")));
            const Entity *source = copy.direction == CopyDirection::IntoMany ? one : many;
            if (!entityHasPath(mModel, *source, copy.field))
                error(copyPointer,
                    tr("copies \"%1\", which is not a field of \"%2\"")
                        .arg(printableText(copy.field), printableText(source->name)));
        }
    }

    // A key references hold: one scalar value of each document.
    void checkKey(const std::string &key, const Entity &entity, const std::string &pointer)
    {
        if (key == "_id")
            return;
        const Field *field = findFieldPath(entity.fields, key);
        if (!field)
            error(pointer,
                tr("the key \"%1\" is not a field of \"%2\"")
                    .arg(printableText(key), printableText(entity.name)));
        else if (field->array || field->map || (field->isObject() && !field->fields.empty()))
            error(pointer,
                tr("the key \"%1\" of \"%2\" holds several values; a reference holds one")
                    .arg(printableText(key), printableText(entity.name)));
    }

    void checkCounts(const Relationship &rel, const std::string &pointer)
    {
        const std::string countsPointer = at(pointer, "counts");
        const Counts &c = rel.counts;
        if (c.min < 0)
            error(countsPointer, tr("the minimum count must not be negative"));
        if (c.typical < c.min)
            error(countsPointer,
                tr("the typical count %1 is below the minimum %2").arg(c.typical).arg(c.min));
        if (c.max && c.typical > *c.max)
            error(countsPointer,
                tr("the typical count %1 is above the maximum %2").arg(c.typical).arg(*c.max));
        if (rel.cardinality == Cardinality::OneToOne && (!c.max || *c.max > 1))
            error(countsPointer, tr("a one-to-one relationship allows at most 1 child"));
    }

    // Embedding A in B and B in A would make documents infinitely deep.
    void checkEmbeddingCycles()
    {
        std::map<std::string, std::vector<std::string>> embeds;
        for (const Relationship &rel : mModel.relationships)
            if (strategyEmbeds(rel.strategy) && !rel.tree)
                embeds[rel.oneId].push_back(rel.manyId);
        std::set<std::string> reported;
        for (size_t i = 0; i < mModel.relationships.size(); ++i) {
            const Relationship &rel = mModel.relationships[i];
            if (!strategyEmbeds(rel.strategy) || rel.tree || reported.count(rel.oneId))
                continue;
            // Is rel.oneId reachable from rel.manyId through embeds?
            std::vector<std::string> stack { rel.manyId };
            std::set<std::string> visited;
            bool cycle = false;
            while (!stack.empty() && !cycle) {
                const std::string id = stack.back();
                stack.pop_back();
                if (id == rel.oneId) {
                    cycle = true;
                    break;
                }
                if (!visited.insert(id).second)
                    continue;
                for (const std::string &next : embeds[id])
                    stack.push_back(next);
            }
            if (cycle) {
                reported.insert(rel.oneId);
                error(at(at("", "relationships", i), "strategy"),
                    tr("embedding here makes a cycle: \"%1\" would contain itself")
                        .arg(printableText(rel.oneId)));
            }
        }
    }
};

} // namespace

void checkRelationships(const Model &model, std::vector<Problem> &problems)
{
    RelationshipChecks(model, problems).run();
}

} // namespace docmodel
