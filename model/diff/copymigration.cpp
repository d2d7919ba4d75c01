// SPDX-License-Identifier: GPL-3.0-or-later
// Copies of a parent's fields in its children's documents (extended
// references): filled in from the parent when added or renamed, removed
// in a destructive step when dropped.
#include "fieldmigration.h"

#include "migrationstages.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"

#include <QCoreApplication>

#include <map>

namespace docmodel {

namespace {

using json = nlohmann::json;

class CopyMigration
{
    Q_DECLARE_TR_FUNCTIONS(Migration)
};

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
    for (const DenormalizedField &copy : rel.denormalized)
        if (copy.direction == CopyDirection::IntoMany)
            out[copy.as.empty() ? copy.field : copy.as] = copy.field;
    return out;
}

QString q(const std::string &name)
{
    return toQString(name);
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
        for (const auto &[name, field] : is) {
            const auto old = was.find(name);
            if (old != was.end() && old->second == field)
                continue;
            set[name] = { { "$arrayElemAt", json::array({ migration::fieldRef(std::string(kParent) + "." + field), 0 }) } };
        }
        if (!set.empty() && lookup.is_null()) {
            out.manual << CopyMigration::tr("nothing tells which %1 a %2 belongs to: fill in the copies of its fields by hand")
                              .arg(q(parent->name), q(child->name));
        } else if (!set.empty()) {
            json pipeline = migration::setFields(child->name, set);
            pipeline.insert(pipeline.begin(), json { { "$lookup", lookup } });
            QStringList names;
            for (const auto &[name, value] : set.items())
                names << q(name);
            out.steps.push_back({ child->name, std::move(pipeline), false, false, { child->name },
                CopyMigration::tr("Copy %1's fields into each %2 (%3)").arg(q(parent->name), q(child->name), names.join(QStringLiteral(", "))) });
        }
        for (const auto &[name, field] : was)
            if (!is.contains(name) && !(after.strategy == Strategy::Embed && !child->isCollection()))
                out.steps.push_back({ child->name, migration::unsetField(child->name, name), false, true, { child->name },
                    CopyMigration::tr("Remove %1.%2, which the new model no longer has").arg(q(child->name), q(name)) });
    }
}

} // namespace docmodel
