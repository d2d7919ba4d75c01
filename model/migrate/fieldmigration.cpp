// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldmigration.h"
#include "migrationtr.h"

#include "diff/entityrenames.h"
#include "migrationstages.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"

#include <QCoreApplication>

#include <optional>
#include <set>

namespace docmodel {

namespace {

using json = nlohmann::json;

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
        for (const DenormalizedField &copy : writtenCopies(rel)) {
            const Entity *into = copy.direction == CopyDirection::IntoMany ? many : one;
            if (into)
                out.insert({ into->name, copyPath(rel, copy) });
        }
    }
    return out;
}

// The value `field` gets when its type changes from `old`'s: converted where
// $convert can, a value that does not convert kept as it is.
std::optional<json> convertedValue(const Field &old, const Field &field)
{
    const std::optional<BsonType> was = singleType(old);
    const std::optional<BsonType> is = singleType(field);
    if (!was || !is || *was == *is || !convertible(*is))
        return std::nullopt;
    return json { { "$convert",
        { { "input", migration::fieldRef(old.name) }, { "to", std::string(bsonTypeInfo(*is).name) },
            { "onError", migration::fieldRef(old.name) }, { "onNull", nullptr } } } };
}

QString typeName(const Field &field)
{
    return toQString(std::string(bsonTypeInfo(*singleType(field)).name));
}

// Sets `field` from `value` in the documents of `collection` that hold `source`.
json setWhereExists(const std::string &collection, const std::string &source, const std::string &field, json value)
{
    json pipeline = migration::setFields(collection, { { field, std::move(value) } });
    pipeline.insert(pipeline.begin(), json { { "$match", { { source, { { "$exists", true } } } } } });
    return pipeline;
}

// The default as the field's type stores it: 0 for a double field is 0.0,
// not the int 0 the JSON reads as, which the validator would refuse.
json typedDefault(const Field &field)
{
    json value = json::parse(field.defaultValue->dump());
    const std::optional<BsonType> type = singleType(field);
    if (!type || !value.is_number())
        return value;
    switch (*type) {
    case BsonType::Double:
        return { { "$numberDouble", json(value.get<double>()).dump() } };
    case BsonType::Long:
        if (value.is_number_integer())
            return { { "$numberLong", value.dump() } };
        break;
    case BsonType::Decimal:
        return { { "$numberDecimal", value.dump() } };
    default:
        break;
    }
    return value;
}

// The field's default given to the documents that lack it.
void planDefault(const std::string &collection, const Field &field, DataMigration &out)
{
    json pipeline = migration::setFields(collection, { { field.name, { { "$literal", typedDefault(field) } } } });
    pipeline.insert(pipeline.begin(), json { { "$match", { { field.name, { { "$exists", false } } } } } });
    out.steps.push_back({ collection, std::move(pipeline), false, false, { collection },
        Migration::tr("Give %1.%2 its default %3 where it is missing")
            .arg(toQString(collection), toQString(field.name), toQString(field.defaultValue->dump())) });
}

// A field the old model did not have: given its default where it is missing.
void planNewField(const std::string &collection, const Field &field, DataMigration &out)
{
    if (field.defaultValue)
        planDefault(collection, field, out);
    else if (field.required)
        out.manual << Migration::tr("%1.%2 is new and required: documents without it fail the new validator "
                                         "until it is set (give the field a default and the migration sets it)")
                          .arg(toQString(collection), toQString(field.name));
}

// A field the old model had, the same in the new one: renamed, converted, both.
void planKeptField(const std::string &collection, const Field &old, const Field &now, DataMigration &out)
{
    const std::optional<json> converted = convertedValue(old, now);
    if (old.name != now.name) {
        out.steps.push_back({ collection,
            setWhereExists(collection, old.name, now.name, converted.value_or(json(migration::fieldRef(old.name)))),
            false, false, { collection },
            converted ? Migration::tr("Rename %1.%2 to %3, converted from %4 to %5 (a value that does not convert "
                                           "stays as it is, and the post-check counts it)")
                            .arg(toQString(collection), toQString(old.name), toQString(now.name), typeName(old), typeName(now))
                      : Migration::tr("Rename %1.%2 to %3").arg(toQString(collection), toQString(old.name), toQString(now.name)) });
        out.steps.push_back({ collection, migration::unsetField(collection, old.name), false, true, { collection },
            Migration::tr("Remove %1.%2, renamed to %3").arg(toQString(collection), toQString(old.name), toQString(now.name)) });
    } else if (converted) {
        out.steps.push_back({ collection, setWhereExists(collection, old.name, now.name, *converted), false, false,
            { collection },
            Migration::tr("Convert %1.%2 from %3 to %4 (a value that does not convert stays as it is, and the "
                               "post-check counts it)")
                .arg(toQString(collection), toQString(old.name), typeName(old), typeName(now)) });
    }
    // A default newly given, or a field that became required, fills the gaps.
    if (now.defaultValue && (now.defaultValue != old.defaultValue || (now.required && !old.required)))
        planDefault(collection, now, out);
}

} // namespace

void planCollectionRenames(const Model &from, const Model &to, DataMigration &out)
{
    for (const auto &[oldName, newName] : renamedEntities(from, to)) {
        const Entity *before = from.findEntityByName(oldName);
        const Entity *after = to.findEntityByName(newName);
        if (!before->isCollection() || !after->isCollection())
            continue;
        // keepExisting: a batch run again leaves what later steps changed.
        out.steps.push_back({ oldName,
            json::array({ { { "$merge",
                { { "into", newName }, { "on", "_id" }, { "whenMatched", "keepExisting" },
                    { "whenNotMatched", "insert" } } } } }),
            false, false, { newName },
            Migration::tr("Copy the documents of %1 into %2, its new name").arg(toQString(oldName), toQString(newName)) });
        out.steps.push_back({ oldName, json(), true, true, { oldName },
            Migration::tr("Drop the collection %1, renamed to %2").arg(toQString(oldName), toQString(newName)) });
    }
}

void planFieldMigrations(const Model &from, const Model &to, DataMigration &out,
    const std::set<std::pair<std::string, std::string>> &carried)
{
    std::set<std::pair<std::string, std::string>> skip = relationshipFields(from);
    skip.merge(relationshipFields(to));
    skip.insert(carried.begin(), carried.end());
    for (const Entity &after : to.entities) {
        const Entity *before = formerEntity(from, to, after);
        if (!after.isCollection() || !before || !before->isCollection())
            continue;
        const std::string &collection = after.name;
        auto kept = [&](const Field &field) { return field.name != "_id" && !skip.contains({ collection, field.name }); };
        const std::vector<const Field *> former = formerFields(before->fields, after.fields);
        const std::set<const Field *> carried(former.begin(), former.end());
        QStringList removed, added;
        for (size_t i = 0; i < after.fields.size(); ++i) {
            const Field &now = after.fields[i];
            if (!kept(now))
                continue;
            if (former[i] && kept(*former[i])) {
                planKeptField(collection, *former[i], now, out);
            } else if (!former[i]) {
                added << toQString(now.name);
                planNewField(collection, now, out);
            }
        }
        for (const Field &old : before->fields) {
            if (!kept(old) || carried.contains(&old))
                continue;
            removed << toQString(old.name);
            out.steps.push_back({ collection, migration::unsetField(collection, old.name), false, true, { collection },
                Migration::tr("Remove %1.%2, which the new model no longer has").arg(toQString(collection), toQString(old.name)) });
        }
        if (!removed.isEmpty() && !added.isEmpty())
            out.manual << Migration::tr("%1 loses %2 and gains %3: if that is a rename, rename the field in the "
                                             "model instead, and the migration carries its values")
                              .arg(toQString(collection), removed.join(QStringLiteral(", ")), added.join(QStringLiteral(", ")));
    }
}

} // namespace docmodel
