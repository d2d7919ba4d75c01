// SPDX-License-Identifier: GPL-3.0-or-later
#include "datamigration.h"

#include "collectionreshape.h"
#include "diff/difftext.h"
#include "fieldmigration.h"
#include "migrationstages.h"
#include "treemigration.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"
#include "schema/referencepaths.h"

#include <QCryptographicHash>

#include <algorithm>
#include <optional>
#include <set>

namespace docmodel {

namespace {

using json = nlohmann::json;
using migration::fieldRef;
using migration::mergeInto;

// The field the looked-up children are gathered in, removed before $merge.
constexpr const char *kGathered = "__docmodeler_children";
constexpr const char *kParents = "__docmodeler_parents";

// Where a relationship's children are, and how they say whose they are.
struct Side {
    const Relationship *rel = nullptr;
    const Entity *parent = nullptr;
    const Entity *child = nullptr;
    std::string parentField; // embedded documents or the children's keys
    std::string childField; // each child's reference to its parent
    bool inCollection = false; // the children are documents of their own
    bool embeds() const { return strategyEmbeds(rel->strategy); }
    bool idsInParent() const { return strategyPutsIdsInParent(rel->strategy); }
    std::set<std::string> copiesIntoChild() const
    {
        std::set<std::string> out;
        for (const DenormalizedField &copy : writtenCopies(*rel))
            if (copy.direction == CopyDirection::IntoMany)
                out.insert(copyPath(*rel, copy));
        return out;
    }
};

Side sideOf(const Model &model, const Relationship &rel)
{
    Side side;
    side.rel = &rel;
    side.parent = model.findEntity(rel.oneId);
    side.child = model.findEntity(rel.manyId);
    side.parentField = parentFieldName(model, rel);
    side.childField = childFieldName(model, rel);
    side.inCollection = rel.strategy != Strategy::Embed || (side.child && side.child->isCollection());
    return side;
}

class Planner
{
    Q_DECLARE_TR_FUNCTIONS(Migration)

public:
    Planner(const Side &from, const Side &to, DataMigration &out)
        : mFrom(from)
        , mTo(to)
        , mOut(out)
        , mParent(to.parent->name)
        , mChild(to.child->name)
        , mKey(to.rel->oneKey)
    { }

    void plan()
    {
        // Whether the collection's children (after steps 1 and 2) say whose
        // they are, and in which field.
        std::string childRef = mFrom.rel->strategy == Strategy::Embed ? std::string() : mFrom.childField;
        if (!mFrom.inCollection && mTo.inCollection) {
            unembed();
            childRef = mTo.childField;
        } else if (mFrom.inCollection && !mTo.childField.empty() && mTo.childField != childRef) {
            writeChildReferences(childRef);
        }
        if (mTo.embeds() && mFrom.rel->strategy != mTo.rel->strategy)
            embed(childRef);
        if (mTo.idsInParent() && !mKeysListed && !(mFrom.idsInParent() && mFrom.parentField == mTo.parentField))
            gatherKeys(childRef);
        removeOldData();
    }

private:
    // Embedded children become documents of their own collection, each
    // with its reference to the parent the new strategy writes.
    void unembed()
    {
        json own = json::object();
        if (!mTo.childField.empty())
            own[mTo.childField] = fieldRef(mKey);
        json pipeline = json::array({ { { "$unwind", fieldRef(mFrom.parentField) } },
            { { "$replaceRoot",
                { { "newRoot", { { "$mergeObjects", json::array({ fieldRef(mFrom.parentField), own }) } } } } } },
            mergeInto(mChild, true) });
        add(mParent, std::move(pipeline), { mChild },
            tr("Copy the %1 embedded in %2.%3 into the collection %1").arg(q(mChild), q(mParent), q(mFrom.parentField)));
        // The parent's list of its children's keys, read off the embedded ones.
        if (mTo.idsInParent() && findFieldPath(mFrom.child->fields, mTo.rel->manyKey)) {
            add(mParent,
                json::array({ { { "$set", { { mTo.parentField, fieldRef(mFrom.parentField + "." + mTo.rel->manyKey) } } } },
                    { { "$project", { { "_id", 1 }, { mTo.parentField, 1 } } } }, mergeInto(mParent, false) }),
                { mParent }, tr("List each %1's %2 keys in %1.%3").arg(q(mParent), q(mChild), q(mTo.parentField)));
            mKeysListed = true;
        }
    }

    // Children in their collection get the reference the new strategy
    // writes: copied from the old field, or from the parent's id array.
    void writeChildReferences(std::string &childRef)
    {
        if (!childRef.empty()) {
            add(mChild,
                json::array({ { { "$set", { { mTo.childField, fieldRef(childRef) } } } },
                    { { "$project", { { mTo.childField, 1 } } } }, mergeInto(mChild, false) }),
                { mChild }, tr("Copy %1.%2 into %1.%3").arg(q(mChild), q(childRef), q(mTo.childField)));
            childRef = mTo.childField;
            return;
        }
        if (!mFrom.idsInParent())
            return;
        if (mTo.rel->manyKey != "_id") {
            mOut.manual << tr("%1 refer to their %2 by %3, not _id: set %1.%4 from %2.%5 by hand")
                               .arg(q(mChild), q(mParent), q(mTo.rel->manyKey), q(mTo.childField), q(mFrom.parentField));
            return;
        }
        add(mParent,
            json::array({ { { "$unwind", fieldRef(mFrom.parentField) } },
                { { "$project", { { "_id", fieldRef(mFrom.parentField) }, { mTo.childField, fieldRef(mKey) } } } },
                mergeInto(mChild, false) }),
            { mChild }, tr("Set %1.%2 from the ids in %3.%4").arg(q(mChild), q(mTo.childField), q(mParent), q(mFrom.parentField)));
        childRef = mTo.childField;
    }

    // The $lookup that gathers each parent's children from their collection:
    // by equality of the parent's key and the child's reference (or of the
    // parent's id array and the children's keys), which the server answers
    // from an index on the children's field.
    json lookup(const std::string &childRef) const
    {
        const std::string local = childRef.empty() ? mFrom.parentField : mKey;
        const std::string foreign = childRef.empty() ? mTo.rel->manyKey : childRef;
        return { { "$lookup", { { "from", mChild }, { "localField", local }, { "foreignField", foreign }, { "as", kGathered } } } };
    }

    // The gathered children, without those whose reference is missing (a
    // parent without a key would gather them all).
    json gatheredChildren(const std::string &childRef) const
    {
        const std::string foreign = childRef.empty() ? mTo.rel->manyKey : childRef;
        return { { "$filter",
            { { "input", fieldRef(kGathered) }, { "as", "child" },
                { "cond", { { "$ne", json::array({ "$$child." + foreign, nullptr }) } } } } } };
    }

    // Each child without `drop`'s fields.
    static json without(json children, const std::vector<std::string> &drop)
    {
        if (drop.empty())
            return children;
        const json kept = { { "$filter",
            { { "input", { { "$objectToArray", "$$child" } } }, { "as", "pair" },
                { "cond", { { "$not", json::array({ { { "$in", json::array({ "$$pair.k", drop }) } } }) } } } } } };
        return { { "$map", { { "input", std::move(children) }, { "as", "child" }, { "in", { { "$arrayToObject", kept } } } } } };
    }

    void embed(const std::string &childRef)
    {
        if (childRef.empty() && !mFrom.idsInParent()) {
            mOut.manual << tr("nothing tells which %1 belong to which %2: embed them by hand").arg(q(mChild), q(mParent));
            return;
        }
        // What an embedded child no longer holds: the reference the
        // embedding makes implicit, and copies of its parent.
        std::vector<std::string> drop;
        if (!childRef.empty() && childRef != mTo.childField)
            drop.push_back(childRef);
        const std::set<std::string> copiesNow = mTo.copiesIntoChild();
        for (const std::string &copy : mFrom.copiesIntoChild())
            if (!copiesNow.contains(copy))
                drop.push_back(copy);
        if (mTo.rel->strategy == Strategy::Embed && !mTo.child->isCollection()
            && !findFieldPath(mTo.child->fields, "_id"))
            drop.push_back("_id");
        const bool subset = mTo.rel->strategy == Strategy::EmbedSubset && mTo.rel->subset;
        json gathered = gatheredChildren(childRef);
        // The most recent first: $sortArray needs MongoDB 5.2.
        if (subset && !mTo.rel->subset->sortField.empty())
            gathered = { { "$sortArray",
                { { "input", gathered },
                    { "sortBy", { { mTo.rel->subset->sortField, mTo.rel->subset->descending ? -1 : 1 } } } } } };
        json children = without(gathered, drop);
        json set;
        if (subset) {
            children = { { "$slice", json::array({ children, mTo.rel->subset->k }) } };
            if (const std::string count = subsetCountField(*mTo.rel); !count.empty())
                set[count] = { { "$size", gatheredChildren(childRef) } };
        }
        if (mTo.rel->cardinality == Cardinality::OneToOne)
            children = { { "$arrayElemAt", json::array({ children, 0 }) } };
        set[mTo.parentField] = children;
        json keep = { { "_id", 1 } };
        for (const auto &[name, value] : set.items())
            keep[name] = 1;
        add(mParent,
            json::array({ lookup(childRef), { { "$set", set } }, { { "$project", keep } }, mergeInto(mParent, false) }),
            { mParent },
            subset ? tr("Embed the %1 most recent %2 in %3.%4").arg(mTo.rel->subset->k).arg(q(mChild), q(mParent), q(mTo.parentField))
                   : tr("Embed each %1's %2 in %1.%3").arg(q(mParent), q(mChild), q(mTo.parentField)));
        markCarried(mOut.steps.back(), childRef);
        if (!subset)
            mOut.steps.back().embedField = mTo.parentField;
        mOut.steps.back().childless = json::array({ lookup(childRef),
            { { "$match", { { kGathered, { { "$size", 0 } } } } } }, { { "$project", { { "_id", 1 } } } } });
        mEmbeddedRef = childRef;
    }

    // The children no parent gathers, selected on their collection: the
    // same $lookup as the embed's, seen from the child.
    json orphans(const std::string &childRef) const
    {
        const std::string childKey = childRef.empty() ? mTo.rel->manyKey : childRef;
        const std::string parentKey = childRef.empty() ? mFrom.parentField : mKey;
        return json::array({ { { "$lookup",
                                 { { "from", mParent }, { "localField", childKey }, { "foreignField", parentKey },
                                     { "as", kParents } } } },
            { { "$match", { { kParents, { { "$size", 0 } } } } } }, { { "$project", { { kParents, 0 } } } } });
    }

    void markCarried(DataStep &step, const std::string &childRef) const
    {
        step.orphansOf = mChild;
        step.orphans = orphans(childRef);
        step.parents = mParent;
    }

    void gatherKeys(const std::string &childRef)
    {
        if (childRef.empty()) {
            mOut.manual << tr("nothing tells which %1 belong to which %2: list their keys by hand").arg(q(mChild), q(mParent));
            return;
        }
        const json keys = { { "$map",
            { { "input", gatheredChildren(childRef) }, { "as", "child" }, { "in", "$$child." + mTo.rel->manyKey } } } };
        add(mParent,
            json::array({ lookup(childRef), { { "$set", { { mTo.parentField, keys } } } },
                { { "$project", { { "_id", 1 }, { mTo.parentField, 1 } } } }, mergeInto(mParent, false) }),
            { mParent }, tr("List each %1's %2 keys in %1.%3").arg(q(mParent), q(mChild), q(mTo.parentField)));
    }

    // Fields the old strategy wrote and the new one does not, and a
    // collection the children left: removed only on request.
    void removeOldData()
    {
        auto unset = [&](const std::string &collection, const std::string &field) {
            mOut.steps.push_back({ collection, migration::unsetField(collection, field), false, true, { collection },
                tr("Remove %1.%2, which the new model no longer has").arg(q(collection), q(field)) });
        };
        if (!mFrom.parentField.empty() && mFrom.parentField != mTo.parentField)
            unset(mParent, mFrom.parentField);
        if (mFrom.inCollection && !mFrom.childField.empty() && mFrom.childField != mTo.childField && mTo.inCollection)
            unset(mChild, mFrom.childField);
        if (mFrom.inCollection && !mTo.inCollection) {
            mOut.steps.push_back({ mChild, json(), true, true, { mChild },
                tr("Drop the collection %1: its documents are embedded in %2 now").arg(q(mChild), q(mParent)) });
            if (mEmbeddedRef)
                markCarried(mOut.steps.back(), *mEmbeddedRef);
        }
    }

    void add(const std::string &collection, json pipeline, std::vector<std::string> writes, const QString &title)
    {
        mOut.steps.push_back({ collection, std::move(pipeline), false, false, std::move(writes), title });
    }

    static QString q(const std::string &name) { return toQString(name); }

    const Side &mFrom;
    const Side &mTo;
    DataMigration &mOut;
    std::string mParent;
    std::string mChild;
    std::string mKey;
    bool mKeysListed = false;
    std::optional<std::string> mEmbeddedRef; // the reference the embed gathered children by
};

} // namespace

DataMigration planDataMigration(const Model &from, const Model &to)
{
    DataMigration out;
    planCollectionRenames(from, to, out);
    std::set<std::pair<std::string, std::string>> carried;
    planCollectionReshapes(from, to, out, carried);
    planFieldMigrations(from, to, out, carried);
    for (const Relationship &after : to.relationships) {
        const Relationship *before = from.findRelationship(after.id);
        if (before && before->tree && after.tree) {
            if (before->tree->encoding != after.tree->encoding)
                planTreeMigration(from, *before, to, after, out);
            continue;
        }
        if (!before || before->strategy == after.strategy || after.isSelf() || before->isSelf())
            continue;
        const Side old = sideOf(from, *before);
        const Side now = sideOf(to, after);
        if (!old.parent || !old.child || !now.parent || !now.child || old.parent->name != now.parent->name
            || old.child->name != now.child->name) {
            out.manual << Diff::tr("%1: its entities changed as well; migrate its documents by hand").arg(toQString(after.id));
            continue;
        }
        // The steps read and write the parent as a collection; a parent
        // embedded in another collection's documents (a venue's seats that
        // tickets refer to) would need array filters at its depth.
        if (!old.parent->isCollection() || !now.parent->isCollection()) {
            const Model &embedding = old.parent->isCollection() ? to : from;
            const std::optional<EmbeddingPlace> place = embeddingPlace(embedding, now.parent->id);
            const Entity *holder = place ? embedding.findEntity(place->collectionId) : nullptr;
            out.manual << Planner::tr("the %1 documents are embedded in %2: move the %3 that belong to them by hand")
                              .arg(toQString(now.parent->name),
                                  holder ? toQString(holder->name) : Planner::tr("other documents"),
                                  toQString(now.child->name));
            continue;
        }
        Planner(old, now, out).plan();
    }
    planCopyMigrations(from, to, out);
    // Old data goes last, after every copy has been made.
    std::stable_partition(out.steps.begin(), out.steps.end(), [](const DataStep &s) { return !s.destructive; });
    return out;
}

json orphanCountPipeline(const DataStep &step)
{
    json pipeline = step.orphans;
    pipeline.push_back({ { "$count", "n" } });
    return pipeline;
}

json childlessCountPipeline(const DataStep &step)
{
    json pipeline = step.childless;
    pipeline.push_back({ { "$count", "n" } });
    return pipeline;
}

json reachedCountPipeline(const DataStep &step)
{
    // An array holds its children; a one-to-one's document is one child.
    const std::string field = "$" + step.embedField;
    const json held = { { "$cond",
        json::array({ { { "$isArray", field } }, { { "$size", field } },
            { { "$cond", json::array({ { { "$eq", json::array({ { { "$type", field } }, "object" }) } }, 1, 0 }) } } }) } };
    return json::array({ { { "$project", { { "n", held } } } },
        { { "$group", { { "_id", nullptr }, { "n", { { "$sum", "$n" } } } } } } });
}

json orphanMovePipeline(const DataStep &step, const std::string &collection)
{
    json pipeline = step.orphans;
    pipeline.push_back({ { "$merge", { { "into", collection }, { "whenMatched", "keepExisting" } } } });
    return pipeline;
}

bool DataStep::runsInBatches() const
{
    static const std::set<std::string> perDocument = { "$match", "$unwind", "$replaceRoot", "$replaceWith", "$set",
        "$addFields", "$project", "$unset", "$lookup", "$graphLookup", "$merge" };
    if (drop || !pipeline.is_array())
        return false;
    return std::all_of(pipeline.begin(), pipeline.end(), [](const json &stage) {
        return stage.is_object() && stage.size() == 1 && perDocument.contains(stage.begin().key());
    });
}

std::string migrationFingerprint(const DataMigration &migration, const std::string &database)
{
    json all = json::array({ database });
    for (const DataStep &step : migration.steps)
        all.push_back(step.deletes() ? json { step.collection, step.deleteWhere }
                                     : json { step.collection, step.pipeline, step.drop });
    const QByteArray hash = QCryptographicHash::hash(QByteArray::fromStdString(all.dump()), QCryptographicHash::Sha256);
    return hash.toHex().left(16).toStdString();
}

} // namespace docmodel
