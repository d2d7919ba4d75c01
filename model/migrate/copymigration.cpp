// SPDX-License-Identifier: GPL-3.0-or-later
// Copies of a parent's fields in its children's documents (extended
// references), and of the children's fields in their parent's list of them:
// filled in from the other side when added or renamed, removed in a
// destructive step when dropped.
#include "fieldmigration.h"

#include "migrationstages.h"
#include "migrationtr.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"

#include <QCoreApplication>

#include <map>

namespace docmodel {

namespace {

using json = nlohmann::json;

constexpr const char *kParent = "__docmodeler_parent";

// The copies of the parent's fields the children hold in their own
// collection, by the name they are stored under; none while they are
// embedded (the strategy steps carry those).
std::map<std::string, std::string> copiesInCollection(const Model &model, const Relationship &rel)
{
    std::map<std::string, std::string> out;
    const Entity *child = model.findEntity(rel.manyId);
    if (!child || (rel.strategy == Strategy::Embed && !child->isCollection()))
        return out;
    for (const DenormalizedField &copy : writtenCopies(rel))
        if (copy.direction == CopyDirection::IntoMany)
            out[copyPath(rel, copy)] = copy.field;
    return out;
}

// {$type: "$path"} compared with a type name.
json typeIs(const std::string &path, const char *type)
{
    return { { "$eq", json::array({ { { "$type", migration::fieldRef(path) } }, type }) } };
}

// A reference that moved within each child with its strategy unchanged:
// into a reference object (assigneeId → assignee._id), out of one, or
// renamed. Its copies follow in planCopyMigrations' own steps.
void planReferenceMove(const Relationship &before, const Relationship &after, const std::string &was,
    const std::string &is, const Entity &child, DataMigration &out)
{
    json set = json::object();
    if (!after.referenceObject.empty()) {
        // The object where the reference is; null stays null, none stays none.
        const std::string inner = is.substr(after.referenceObject.size() + 1);
        set[after.referenceObject] = { { "$switch",
            { { "branches",
                  json::array({ { { "case", typeIs(was, "missing") }, { "then", "$$REMOVE" } },
                      { { "case", typeIs(was, "null") }, { "then", nullptr } } }) },
                { "default", { { inner, migration::fieldRef(was) } } } } } };
    } else {
        set[is] = migration::fieldRef(was);
    }
    out.steps.push_back({ child.name, migration::setFields(child.name, set), false, false, { child.name },
        Migration::tr("Move %1.%2 to %1.%3").arg(toQString(child.name), toQString(was), toQString(is)) });
    const std::string old = before.referenceObject.empty() ? was : before.referenceObject;
    if (old != after.referenceObject)
        out.steps.push_back({ child.name, migration::unsetField(child.name, old), false, true, { child.name },
            Migration::tr("Remove %1.%2, which the new model no longer has").arg(toQString(child.name), toQString(old)) });
}

// The copies of the children's fields their parent holds next to their
// keys ({id, name} in its list), by name; none where the parent embeds them.
std::map<std::string, std::string> copiesInParent(const Relationship &rel)
{
    std::map<std::string, std::string> out;
    if (strategyEmbeds(rel.strategy))
        return out;
    for (const DenormalizedField &copy : writtenCopies(rel))
        if (copy.direction == CopyDirection::IntoOne)
            out[copy.name()] = copy.field;
    return out;
}

// Copies of the children's fields in their parent: its list of children
// rebuilt from them ({id, copies…}) when copies are added or renamed, and
// back to plain keys when the last copy goes.
void planParentCopies(const Model &from, const Relationship &before, const Model &to, const Relationship &after,
    const Entity &parent, const Entity &child, DataMigration &out)
{
    const std::map<std::string, std::string> was = copiesInParent(before);
    const std::map<std::string, std::string> is = copiesInParent(after);
    if (was == is || strategyEmbeds(after.strategy))
        return;
    const std::string wasField = parentFieldName(from, before);
    const std::string field = parentFieldName(to, after);
    const bool single = after.cardinality == Cardinality::OneToOne;
    auto removeOld = [&] {
        if (!wasField.empty() && wasField != field)
            out.steps.push_back({ parent.name, migration::unsetField(parent.name, wasField), false, true,
                { parent.name },
                Migration::tr("Remove %1.%2, which the new model no longer has").arg(toQString(parent.name), toQString(wasField)) });
    };
    if (is.empty()) {
        if (!field.empty() && !wasField.empty() && before.strategy == after.strategy) {
            const std::string listed = migration::fieldRef(wasField);
            const json keys = single ? json(listed + ".id")
                                     : json { { "$map", { { "input", listed }, { "as", "c" }, { "in", "$$c.id" } } } };
            json pipeline = migration::setFields(parent.name, { { field, keys } });
            pipeline.insert(pipeline.begin(), json { { "$match", { { wasField, { { "$exists", true } } } } } });
            out.steps.push_back({ parent.name, std::move(pipeline), false, false, { parent.name },
                Migration::tr("Keep only the keys of %1's %2 in %1.%3").arg(toQString(parent.name), toQString(child.name), toQString(field)) });
        }
        removeOld();
        return;
    }
    // How a parent finds its children: their reference to it, else the
    // keys it lists (plain, or beside the old copies).
    constexpr const char *kChildren = "__docmodeler_children";
    const std::string childRef = childFieldName(to, after);
    json lookup;
    if (!childRef.empty())
        lookup = { { "from", child.name }, { "localField", after.oneKey }, { "foreignField", childRef }, { "as", kChildren } };
    else if (!wasField.empty() && before.strategy == after.strategy)
        lookup = { { "from", child.name }, { "localField", was.empty() ? wasField : wasField + ".id" },
            { "foreignField", after.manyKey }, { "as", kChildren } };
    if (lookup.is_null() || !child.isCollection()) {
        out.manual << Migration::tr("nothing tells which %1 belong to a %2: fill in the copies of their fields by hand")
                          .arg(toQString(child.name), toQString(parent.name));
        return;
    }
    json entry = { { "id", "$$c." + after.manyKey } };
    QStringList names;
    for (const auto &[name, source] : is) {
        entry[name] = "$$c." + source;
        names << toQString(name);
    }
    json list = { { "$map", { { "input", migration::fieldRef(kChildren) }, { "as", "c" }, { "in", entry } } } };
    if (single)
        list = { { "$arrayElemAt", json::array({ list, 0 }) } };
    json pipeline = migration::setFields(parent.name, { { field, list } });
    pipeline.insert(pipeline.begin(), json { { "$lookup", lookup } });
    out.steps.push_back({ parent.name, std::move(pipeline), false, false, { parent.name },
        Migration::tr("List each %1's %2 with copies of their fields in %1.%3 (%4)")
            .arg(toQString(parent.name), toQString(child.name), toQString(field), names.join(QStringLiteral(", "))) });
    removeOld();
}

} // namespace

void planCopyMigrations(const Model &from, const Model &to, DataMigration &out)
{
    for (const Relationship &after : to.relationships) {
        const Relationship *before = from.findRelationship(after.id);
        if (after.tree || after.isSelf() || !before)
            continue;
        const Entity *parent = to.findEntity(after.oneId);
        const Entity *child = to.findEntity(after.manyId);
        if (!parent || !child)
            continue;
        const std::string wasRef = childFieldName(from, *before);
        const std::string isRef = childFieldName(to, after);
        if (before->strategy == after.strategy && !wasRef.empty() && !isRef.empty() && wasRef != isRef)
            planReferenceMove(*before, after, wasRef, isRef, *child, out);
        planParentCopies(from, *before, to, after, *parent, *child, out);
        const std::map<std::string, std::string> was = copiesInCollection(from, *before);
        const std::map<std::string, std::string> is = copiesInCollection(to, after);
        // How a child finds its parent: by its reference, or in the
        // parent's list of its children's keys.
        const std::string childRef = childFieldName(to, after);
        const std::string idsInParent = strategyPutsIdsInParent(after.strategy) ? parentFieldName(to, after) : std::string();
        json lookup;
        if (!childRef.empty())
            lookup = { { "from", parent->name }, { "localField", childRef }, { "foreignField", after.oneKey }, { "as", kParent } };
        else if (!idsInParent.empty())
            lookup = { { "from", parent->name }, { "localField", after.manyKey }, { "foreignField", idsInParent }, { "as", kParent } };
        json set = json::object();
        json grouped = json::object(); // the copies inside the reference object
        QStringList names;
        for (const auto &[name, field] : is) {
            const auto old = was.find(name);
            if (old != was.end() && old->second == field)
                continue;
            names << toQString(name);
            const json value = { { "$arrayElemAt", json::array({ migration::fieldRef(std::string(kParent) + "." + field), 0 }) } };
            if (after.referenceObject.empty())
                set[name] = value;
            else
                grouped[name.substr(after.referenceObject.size() + 1)] = value;
        }
        // Copies go into the object where there is one (not where the
        // reference is null or missing).
        if (!grouped.empty())
            set[after.referenceObject] = { { "$cond",
                json::array({ typeIs(after.referenceObject, "object"),
                    { { "$mergeObjects", json::array({ migration::fieldRef(after.referenceObject), grouped }) } },
                    migration::fieldRef(after.referenceObject) }) } };
        if (!set.empty() && lookup.is_null()) {
            out.manual << Migration::tr("nothing tells which %1 a %2 belongs to: fill in the copies of its fields by hand")
                              .arg(toQString(parent->name), toQString(child->name));
        } else if (!set.empty()) {
            json pipeline = migration::setFields(child->name, set);
            pipeline.insert(pipeline.begin(), json { { "$lookup", lookup } });
            out.steps.push_back({ child->name, std::move(pipeline), false, false, { child->name },
                Migration::tr("Copy %1's fields into each %2 (%3)").arg(toQString(parent->name), toQString(child->name), names.join(QStringLiteral(", "))) });
        }
        for (const auto &[name, field] : was)
            if (!is.contains(name) && !(after.strategy == Strategy::Embed && !child->isCollection())
                && !(before->referenceObject != after.referenceObject && !before->referenceObject.empty()))
                out.steps.push_back({ child->name, migration::unsetField(child->name, name), false, true, { child->name },
                    Migration::tr("Remove %1.%2, which the new model no longer has").arg(toQString(child->name), toQString(name)) });
    }
}

} // namespace docmodel
