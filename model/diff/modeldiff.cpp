// SPDX-License-Identifier: GPL-3.0-or-later
#include "modeldiff.h"
#include "difftext.h"
#include "entityrenames.h"

#include "preview/shellformat.h"
#include "schema/bsontype.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"

#include <map>
#include <set>

namespace docmodel {

namespace {

template<typename E> QString name(E value)
{
    const auto text = toString(value);
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

QString typesText(const Field &field)
{
    QStringList types;
    for (BsonType type : field.types)
        types << name(type);
    QString text = types.isEmpty() ? Diff::tr("any") : types.join(QLatin1Char('|'));
    if (field.array)
        text = QLatin1Char('[') + text + QLatin1Char(']');
    return text;
}

void collectFields(const std::vector<Field> &fields, const std::string &prefix, std::map<std::string, const Field *> &out)
{
    for (const Field &field : fields) {
        const std::string path = prefix.empty() ? field.name : prefix + "." + field.name;
        out[path] = &field;
        collectFields(field.fields, path, out);
    }
}

std::string joinPath(const std::string &prefix, const std::string &name)
{
    return prefix.empty() ? name : prefix + "." + name;
}

// For each field path of `to`, the path its field had in `from`: a renamed
// field, nested ones included, pairs with its old self.
void collectFormerPaths(const std::vector<Field> &from, const std::vector<Field> &to, const std::string &fromPrefix,
    const std::string &toPrefix, std::map<std::string, std::string> &out)
{
    const std::vector<const Field *> former = formerFields(from, to);
    for (size_t i = 0; i < to.size(); ++i) {
        if (!former[i])
            continue;
        const std::string fromPath = joinPath(fromPrefix, former[i]->name);
        const std::string toPath = joinPath(toPrefix, to[i].name);
        out[toPath] = fromPath;
        collectFormerPaths(former[i]->fields, to[i].fields, fromPath, toPath, out);
    }
}

std::string entityName(const Model &model, const std::string &id)
{
    const Entity *entity = model.findEntity(id);
    return entity ? entity->name : id;
}

// Relationships are matched by the names of their two entities: ids differ
// between files made apart, names are what a person recognises.
std::string relationshipKey(const Model &model, const Relationship &rel)
{
    return entityName(model, rel.oneId) + " -> " + entityName(model, rel.manyId);
}

QString writtenText(const Model &model, const Relationship &rel)
{
    QStringList fields;
    for (const WrittenField &written : fieldsWrittenBy(model, rel))
        fields << toQString(entityName(model, written.entityId) + "." + written.name);
    return fields.isEmpty() ? Diff::tr("nothing") : fields.join(QStringLiteral(", "));
}

void compareEntity(const Entity &from, const Entity &to, std::vector<ModelChange> &changes)
{
    if (from.kind != to.kind)
        changes.push_back({ ModelChange::Kind::Changed, to.name,
            Diff::tr("kind %1 → %2").arg(name(from.kind), name(to.kind)), false });
    std::map<std::string, const Field *> before;
    std::map<std::string, const Field *> after;
    std::map<std::string, std::string> formerPaths;
    collectFields(from.fields, {}, before);
    collectFields(to.fields, {}, after);
    collectFormerPaths(from.fields, to.fields, {}, {}, formerPaths);
    std::set<std::string> kept;
    for (const auto &[toPath, fromPath] : formerPaths)
        kept.insert(fromPath);
    for (const auto &[path, field] : before) {
        if (!kept.count(path))
            changes.push_back({ ModelChange::Kind::Removed, to.name + "." + path, Diff::tr("field removed"), false });
    }
    for (const auto &[path, field] : after) {
        const auto former = formerPaths.find(path);
        const auto old = former == formerPaths.end() ? before.end() : before.find(former->second);
        if (old == before.end()) {
            changes.push_back({ ModelChange::Kind::Added, to.name + "." + path,
                Diff::tr("field added: %1%2").arg(typesText(*field), field->required ? Diff::tr(", required") : QString()),
                false });
            continue;
        }
        QStringList what;
        if (old->second->name != field->name)
            what << Diff::tr("renamed from %1").arg(toQString(old->first));
        // The texts only where they can differ: a wide entity has many fields.
        const bool sameTypes = old->second->types == field->types && old->second->array == field->array;
        if (!sameTypes && typesText(*old->second) != typesText(*field))
            what << Diff::tr("type %1 → %2").arg(typesText(*old->second), typesText(*field));
        if (old->second->required != field->required)
            what << (field->required ? Diff::tr("now required") : Diff::tr("no longer required"));
        if (!what.isEmpty())
            changes.push_back({ ModelChange::Kind::Changed, to.name + "." + path, what.join(QStringLiteral("; ")), false });
    }
}

void compareRelationship(const Model &fromModel, const Relationship &from, const Model &toModel, const Relationship &to,
    const std::string &key, std::vector<ModelChange> &changes)
{
    QStringList what;
    if (from.cardinality != to.cardinality)
        what << Diff::tr("cardinality %1 → %2").arg(name(from.cardinality), name(to.cardinality));
    if (from.counts != to.counts)
        what << Diff::tr("counts changed");
    if (from.tree && to.tree && from.tree->encoding != to.tree->encoding)
        what << Diff::tr("tree encoding %1 → %2").arg(name(from.tree->encoding), name(to.tree->encoding));
    if (from.isSelf() && to.isSelf() && from.tree.has_value() != to.tree.has_value())
        what << (to.tree ? Diff::tr("graph → tree (%1)").arg(name(to.tree->encoding))
                         : Diff::tr("tree (%1) → graph").arg(name(from.tree->encoding)));
    if (from.denormalized != to.denormalized)
        what << Diff::tr("copied fields changed");
    if (from.referenceObject != to.referenceObject)
        what << (to.referenceObject.empty()
                ? Diff::tr("the reference and its copies no longer grouped under %1").arg(toQString(from.referenceObject))
                : Diff::tr("the reference and its copies grouped under %1").arg(toQString(to.referenceObject)));
    if (from.tree && to.tree && from.tree->maxDepth != to.tree->maxDepth)
        what << Diff::tr("deepest tree level %1 → %2")
                    .arg(from.tree->maxDepth ? QString::number(*from.tree->maxDepth) : Diff::tr("unbounded"),
                        to.tree->maxDepth ? QString::number(*to.tree->maxDepth) : Diff::tr("unbounded"));
    const QString before = writtenText(fromModel, from);
    const QString after = writtenText(toModel, to);
    const bool moved = from.strategy != to.strategy || before != after;
    if (from.strategy != to.strategy)
        what << Diff::tr("strategy %1 → %2").arg(name(from.strategy), name(to.strategy));
    if (moved)
        what << Diff::tr("data moves: it was stored in %1, now in %2; existing documents must be rewritten").arg(before, after);
    // Existing references hold the old key's values.
    const bool rekeyed = from.oneKey != to.oneKey || from.manyKey != to.manyKey;
    if (from.oneKey != to.oneKey)
        what << Diff::tr("references hold %1 instead of %2; existing references must be rewritten")
                    .arg(QString::fromStdString(to.oneKey), QString::fromStdString(from.oneKey));
    if (from.manyKey != to.manyKey)
        what << Diff::tr("the parent's references hold %1 instead of %2; existing references must be rewritten")
                    .arg(QString::fromStdString(to.manyKey), QString::fromStdString(from.manyKey));
    if (from.optionalReference != to.optionalReference)
        what << (to.optionalReference
                ? Diff::tr("the reference is now optional")
                : Diff::tr("the reference is now required: children without one fail the validator"));
    if (from.optionalReference && to.optionalReference && referenceAllowsNull(from) != referenceAllowsNull(to))
        what << (referenceAllowsNull(to)
                ? Diff::tr("a child without a parent may now hold null")
                : Diff::tr("a child without a parent lacks the reference: children holding null fail the validator"));
    if (from.placeholders != to.placeholders) {
        QStringList quoted;
        for (const std::string &placeholder : to.placeholders)
            quoted << QStringLiteral("\"%1\"").arg(QString::fromStdString(placeholder));
        what << (quoted.isEmpty()
                ? Diff::tr("no placeholder stands for a missing parent: children holding one fail the validator")
                : Diff::tr("the placeholders a child may hold instead of a reference are now %1")
                      .arg(quoted.join(QStringLiteral(", "))));
    }
    if (from.presentWhen != to.presentWhen) {
        QStringList values;
        for (const JsonValue &value : to.presentWhen ? to.presentWhen->values : std::vector<JsonValue> {})
            values << QString::fromStdString(value.dump());
        what << (to.presentWhen
                ? Diff::tr("the reference is now there only when %1 is one of %2: children holding it otherwise fail "
                           "the validator")
                      .arg(QString::fromStdString(to.presentWhen->field), values.join(QStringLiteral(", ")))
                : Diff::tr("the reference no longer depends on another field's value"));
    }
    if (!what.isEmpty())
        changes.push_back({ ModelChange::Kind::Changed, key, what.join(QStringLiteral("; ")), moved || rekeyed });
}

} // namespace

std::vector<ModelChange> compareModels(const Model &from, const Model &to)
{
    std::vector<ModelChange> changes;
    std::map<std::string, const Entity *> before;
    for (const Entity &entity : from.entities)
        before[entity.name] = &entity;
    std::map<std::string, const Entity *> after;
    for (const Entity &entity : to.entities)
        after[entity.name] = &entity;
    const std::map<std::string, std::string> renamed = renamedEntities(from, to);
    for (const auto &[entityName, entity] : before) {
        if (!after.count(entityName) && !renamed.count(entityName))
            changes.push_back({ ModelChange::Kind::Removed, entityName,
                entity->isCollection() ? Diff::tr("collection removed") : Diff::tr("embedded type removed"), false });
    }
    for (const auto &[entityName, entity] : after) {
        const Entity *old = formerEntity(from, to, *entity);
        if (!old) {
            changes.push_back({ ModelChange::Kind::Added, entityName,
                entity->isCollection() ? Diff::tr("collection added") : Diff::tr("embedded type added"), false });
            continue;
        }
        if (old->name != entity->name)
            changes.push_back({ ModelChange::Kind::Changed, entityName,
                Diff::tr("renamed from %1").arg(toQString(old->name)), entity->isCollection() && old->isCollection() });
        compareEntity(*old, *entity, changes);
    }

    // A renamed entity's relationships are the same ones.
    std::map<std::string, const Relationship *> fromRels;
    for (const Relationship &rel : from.relationships) {
        auto newName = [&](const std::string &id) {
            const std::string name = entityName(from, id);
            const auto it = renamed.find(name);
            return it == renamed.end() ? name : it->second;
        };
        fromRels[newName(rel.oneId) + " -> " + newName(rel.manyId)] = &rel;
    }
    std::map<std::string, const Relationship *> toRels;
    for (const Relationship &rel : to.relationships)
        toRels[relationshipKey(to, rel)] = &rel;
    for (const auto &[key, rel] : fromRels) {
        if (!toRels.count(key))
            changes.push_back({ ModelChange::Kind::Removed, key,
                Diff::tr("relationship removed; it stored %1").arg(writtenText(from, *rel)), true });
    }
    for (const auto &[key, rel] : toRels) {
        const auto old = fromRels.find(key);
        if (old == fromRels.end())
            changes.push_back({ ModelChange::Kind::Added, key,
                Diff::tr("relationship added (%1); it stores %2").arg(name(rel->strategy), writtenText(to, *rel)), true });
        else
            compareRelationship(from, *old->second, to, *rel, key, changes);
    }
    return changes;
}

Plan migrationPlan(const Model &from, const Model &to, const std::string &database)
{
    PlanOptions options;
    options.allowDrop = true; // the second model is the whole truth
    return planChanges(modelState(to, database), modelState(from, database), options);
}

std::string migrationScript(const Plan &plan, const std::vector<ModelChange> &changes)
{
    std::string out = "// Migration script written by DocModeler.\n"
                      "// Run it with: mongosh \"mongodb://HOST:PORT\" --file THIS_FILE.js\n"
                      "// Every step tolerates having been run before.\n\n";
    out += "const database = db.getSiblingDB(" + quoted(plan.database) + ");\n";
    out += R"(// "Already as wanted" is not an error, and neither is a server without create
// or collMod (some test and embedded servers): the script says what it could not do.
const tolerated = { create: [48], dropIndexes: [26, 27], drop: [26] };
function docmodelerRun(command) {
  const name = Object.keys(command)[0];
  const where = name + " " + JSON.stringify(command[name]);
  let code;
  try {
    const result = database.runCommand(command);
    if (result.ok === 1) {
      print(where + ": done");
      return;
    }
    code = result.code;
  } catch (error) {
    if (error.code === undefined) throw error;
    code = error.code;
  }
  if ((tolerated[name] || []).includes(code)) {
    print(where + ": already as wanted");
  } else if (code === 59 && name === "create") {
    database.runCommand({ createIndexes: command.create, indexes: [{ key: { _id: 1 }, name: "_id_" }] });
    print(where + ": the server has no create command; created WITHOUT options and validator");
  } else if (code === 59 && name === "collMod") {
    print(where + ": the server has no collMod command; NOT changed");
  } else {
    throw new Error(where + " failed with code " + code);
  }
}
)";
    bool manualHeader = false;
    for (const ModelChange &change : changes) {
        if (!change.manual)
            continue;
        if (!manualHeader)
            out += "\n// Data migrations to do by hand (this script changes no documents):\n";
        manualHeader = true;
        out += "//   " + change.subject + ": " + change.description.toStdString() + "\n";
    }
    out += "\n";
    for (const PlanStep &step : plan.steps) {
        out += "// " + stepKindName(step.kind).toStdString() + " " + step.collection
            + (step.index.empty() ? std::string() : " " + step.index) + ": " + step.reason.toStdString() + "\n";
        if (step.command.is_null()) {
            out += "// (not run: do it by hand)\n";
            continue;
        }
        // JSON text is a valid JavaScript literal once U+2028/9 are escaped,
        // which dump() with ensure_ascii does.
        out += "docmodelerRun(" + step.command.dump(-1, ' ', true) + ");\n";
    }
    return out;
}

QString changeKindName(ModelChange::Kind kind)
{
    switch (kind) {
    case ModelChange::Kind::Added:
        return Diff::tr("added");
    case ModelChange::Kind::Removed:
        return Diff::tr("removed");
    case ModelChange::Kind::Changed:
        break;
    }
    return Diff::tr("changed");
}

} // namespace docmodel
