// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldmigration.h"

#include "migrationstages.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"

#include <QCoreApplication>

#include <set>

namespace docmodel {

namespace {

using json = nlohmann::json;

class FieldMigration
{
    Q_DECLARE_TR_FUNCTIONS(Migration)
};

// The types $convert converts to.
bool convertible(BsonType type)
{
    switch (type) {
    case BsonType::Double:
    case BsonType::String:
    case BsonType::ObjectId:
    case BsonType::Bool:
    case BsonType::Date:
    case BsonType::Int:
    case BsonType::Long:
    case BsonType::Decimal:
        return true;
    default:
        return false;
    }
}

// The one scalar type a field holds, when it holds exactly one.
std::optional<BsonType> singleType(const Field &field)
{
    if (field.array || field.types.size() != 1)
        return std::nullopt;
    return field.types.front();
}

// The top-level fields relationships write into each collection: parent
// and child fields, and copies.
std::set<std::pair<std::string, std::string>> relationshipFields(const Model &model)
{
    std::set<std::pair<std::string, std::string>> out;
    for (const Relationship &rel : model.relationships) {
        const Entity *one = model.findEntity(rel.oneId);
        const Entity *many = model.findEntity(rel.manyId);
        if (one)
            out.insert({ one->name, parentFieldName(model, rel) });
        if (many)
            out.insert({ many->name, childFieldName(model, rel) });
        for (const DenormalizedField &copy : rel.denormalized) {
            const Entity *into = copy.direction == CopyDirection::IntoMany ? many : one;
            if (into)
                out.insert({ into->name, copyPath(rel, copy) });
        }
    }
    return out;
}

QString q(const std::string &name)
{
    return toQString(name);
}

} // namespace

void planFieldMigrations(const Model &from, const Model &to, DataMigration &out)
{
    std::set<std::pair<std::string, std::string>> skip = relationshipFields(from);
    skip.merge(relationshipFields(to));
    for (const Entity &after : to.entities) {
        const Entity *before = from.findEntityByName(after.name);
        if (!after.isCollection() || !before || !before->isCollection())
            continue;
        const std::string &collection = after.name;
        auto kept = [&](const Field &field) { return field.name != "_id" && !skip.contains({ collection, field.name }); };
        QStringList removed, added;
        for (const Field &old : before->fields) {
            if (!kept(old))
                continue;
            const Field *now = findFieldPath(after.fields, old.name);
            if (!now) {
                removed << q(old.name);
                out.steps.push_back({ collection, migration::unsetField(collection, old.name), false, true, { collection },
                    FieldMigration::tr("Remove %1.%2, which the new model no longer has").arg(q(collection), q(old.name)) });
                continue;
            }
            const std::optional<BsonType> was = singleType(old);
            const std::optional<BsonType> is = singleType(*now);
            if (!was || !is || *was == *is || !convertible(*is))
                continue;
            const std::string to = std::string(bsonTypeInfo(*is).name);
            const json convert = { { "$convert",
                { { "input", migration::fieldRef(old.name) }, { "to", to }, { "onError", migration::fieldRef(old.name) },
                    { "onNull", nullptr } } } };
            json pipeline = migration::setFields(collection, { { old.name, convert } });
            pipeline.insert(pipeline.begin(), json { { "$match", { { old.name, { { "$exists", true } } } } } });
            out.steps.push_back({ collection, std::move(pipeline), false, false, { collection },
                FieldMigration::tr("Convert %1.%2 from %3 to %4 (a value that does not convert stays as it is, and the "
                                   "post-check counts it)")
                    .arg(q(collection), q(old.name), q(std::string(bsonTypeInfo(*was).name)), q(to)) });
        }
        for (const Field &now : after.fields) {
            if (!kept(now) || findFieldPath(before->fields, now.name))
                continue;
            added << q(now.name);
            if (now.required)
                out.manual << FieldMigration::tr("%1.%2 is new and required: documents without it fail the new "
                                                 "validator until it is set")
                                  .arg(q(collection), q(now.name));
        }
        if (!removed.isEmpty() && !added.isEmpty())
            out.manual << FieldMigration::tr("%1 loses %2 and gains %3: if that is a rename, rename the field on the "
                                             "server ($rename) before removing old data")
                              .arg(q(collection), removed.join(QStringLiteral(", ")), added.join(QStringLiteral(", ")));
    }
}

} // namespace docmodel
