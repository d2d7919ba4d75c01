// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan.h"
#include "difftext.h"
#include "semanticcompare.h"

#include "schema/jsonobject.h"
#include "schema/qtstring.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace docmodel {

namespace {

QString joined(const std::vector<std::string> &names)
{
    QStringList list;
    for (const std::string &name : names)
        list << toQString(name);
    return list.join(QStringLiteral(", "));
}

JsonValue createCommand(const CollectionState &collection)
{
    JsonValue command = { { "create", collection.name } };
    // Room for all: an object that grows copies its members, the validator too.
    reserveMembers(command, 1 + collection.options.size() + 3);
    for (auto it = collection.options.begin(); it != collection.options.end(); ++it)
        command[it.key()] = it.value();
    if (!collection.validator.is_null()) {
        command["validator"] = collection.validator;
        if (!collection.validationLevel.empty())
            command["validationLevel"] = collection.validationLevel;
        if (!collection.validationAction.empty())
            command["validationAction"] = collection.validationAction;
    }
    return command;
}

JsonValue createIndexCommand(const std::string &collection, const JsonValue &spec)
{
    return { { "createIndexes", collection }, { "indexes", JsonValue::array({ spec }) } };
}

JsonValue dropIndexCommand(const std::string &collection, const std::string &index)
{
    return { { "dropIndexes", collection }, { "index", index } };
}

std::string indexName(const JsonValue &spec)
{
    return spec.value("name", std::string());
}

bool isSystemCollection(const std::string &name)
{
    return name.rfind("system.", 0) == 0;
}

// Steps grouped by phase, concatenated at the end in this order.
struct Phases {
    std::vector<PlanStep> create, validators, dropForChange, indexes, inPlace, shard, dropIndexes, dropCollections,
        recreate;
    // (drop in dropForChange, create in indexes) that replace one index.
    std::vector<std::pair<size_t, size_t>> pairs;
};

void planIndexes(const CollectionState &wanted, const CollectionState *actual, const PlanOptions &options, Phases &out)
{
    std::vector<bool> matched(actual ? actual->indexes.size() : 0, false);
    for (const JsonValue &spec : wanted.indexes) {
        const JsonValue key = normalizedIndexSpec(spec).at("key");
        const JsonValue *existing = nullptr;
        for (size_t i = 0; actual && i < actual->indexes.size(); ++i) {
            if (!matched[i] && normalizedIndexSpec(actual->indexes[i]).at("key") == key) {
                existing = &actual->indexes[i];
                matched[i] = true;
                break;
            }
        }
        if (!existing) {
            // Another index holding the wanted name must go first, or the create fails.
            for (size_t i = 0; actual && i < actual->indexes.size(); ++i) {
                if (!matched[i] && indexName(actual->indexes[i]) == indexName(spec)) {
                    matched[i] = true;
                    out.dropForChange.push_back({ StepKind::DropIndex, wanted.name, indexName(spec),
                        dropIndexCommand(wanted.name, indexName(spec)), true, true,
                        Diff::tr("An index named like the model's has other keys; it is replaced.") });
                    out.pairs.emplace_back(out.dropForChange.size() - 1, out.indexes.size());
                }
            }
            out.indexes.push_back({ StepKind::CreateIndex, wanted.name, indexName(spec),
                createIndexCommand(wanted.name, spec), false, true, Diff::tr("The index is in the model, not on the server.") });
            continue;
        }
        const std::vector<std::string> differences = indexDifferences(spec, *existing);
        if (differences.empty())
            continue;
        // collMod changes hidden and sets a TTL; it cannot remove one (the
        // field takes a number only), so that is a drop and create.
        const bool inPlace = std::all_of(differences.begin(), differences.end(), [&](const std::string &option) {
            return option == "hidden" || (option == "expireAfterSeconds" && spec.contains(option));
        });
        if (inPlace) {
            JsonValue change = { { "name", indexName(*existing) } };
            for (const std::string &option : differences)
                change[option] = spec.contains(option) ? spec.at(option) : JsonValue(false);
            out.inPlace.push_back({ StepKind::ChangeIndex, wanted.name, indexName(*existing),
                { { "collMod", wanted.name }, { "index", change } }, false, true,
                Diff::tr("The index's options differ (%1); the server changes them in place.").arg(joined(differences)) });
            continue;
        }
        out.dropForChange.push_back({ StepKind::DropIndex, wanted.name, indexName(*existing),
            dropIndexCommand(wanted.name, indexName(*existing)), true, true,
            Diff::tr("The index's options differ (%1); it is dropped and created again.").arg(joined(differences)) });
        out.indexes.push_back({ StepKind::CreateIndex, wanted.name, indexName(spec), createIndexCommand(wanted.name, spec),
            false, true, Diff::tr("Created again with the model's options (%1).").arg(joined(differences)) });
        out.pairs.emplace_back(out.dropForChange.size() - 1, out.indexes.size() - 1);
    }
    for (size_t i = 0; actual && i < actual->indexes.size(); ++i) {
        if (matched[i])
            continue;
        const std::string name = indexName(actual->indexes[i]);
        out.dropIndexes.push_back({ StepKind::DropIndex, wanted.name, name, dropIndexCommand(wanted.name, name), true,
            options.allowDrop, Diff::tr("The index is on the server, not in the model.") });
    }
}

// Whether an index's key pattern starts with the shard key (fields, order
// and kinds), as shardCollection requires.
bool startsWithKey(const JsonValue &spec, const JsonValue &shardKey)
{
    const JsonValue key = normalizedIndexSpec(spec).at("key");
    const JsonValue wanted = normalizedIndexSpec({ { "key", shardKey } }).at("key");
    if (!key.is_object() || !wanted.is_object() || key.size() < wanted.size())
        return false;
    auto it = key.begin();
    for (auto want = wanted.begin(); want != wanted.end(); ++want, ++it) {
        if (it.key() != want.key() || it.value() != want.value())
            return false;
    }
    return true;
}

std::string defaultIndexName(const JsonValue &key)
{
    std::string name;
    for (auto it = key.begin(); it != key.end(); ++it)
        name += (name.empty() ? "" : "_") + it.key() + "_"
            + (it.value().is_string() ? it.value().get<std::string>() : it.value().dump());
    return name;
}

// shardCollection for every collection the model gives a shard key, on a
// mongos; an index starting with the key first where none exists, and
// enableSharding before them. A different existing key is never changed.
void planSharding(const DatabaseState &wanted, const DatabaseState &actual, Phases &out, QStringList &notes)
{
    std::vector<const CollectionState *> keyed;
    for (const CollectionState &collection : wanted.collections)
        if (!collection.shardKey.is_null())
            keyed.push_back(&collection);
    if (keyed.empty())
        return;
    if (!actual.mongos) {
        notes << Diff::tr("The server is not a mongos: the model's shard keys were not applied (sharding needs a sharded "
                    "cluster).");
        return;
    }
    if (!actual.shardKeysKnown)
        notes << Diff::tr("The server did not tell which collections are sharded (config.collections could not be read): "
                    "shardCollection is sent for each, and one already sharded answers so.");
    std::vector<PlanStep> steps;
    for (const CollectionState *collection : keyed) {
        const CollectionState *existing = actual.find(collection->name);
        const JsonValue existingKey = existing ? existing->shardKey : JsonValue();
        const JsonValue wantedKey = normalizedIndexSpec({ { "key", collection->shardKey } }).at("key");
        if (!existingKey.is_null()) {
            if (normalizedIndexSpec({ { "key", existingKey } }).at("key") != wantedKey)
                steps.push_back({ StepKind::Reshard, collection->name, {}, JsonValue(), true, false,
                    Diff::tr("Sharded by %1, the model says %2: changing a shard key takes "
                             "reshardCollection and is never "
                             "done automatically.")
                        .arg(toQString(existingKey.dump()),
                            toQString(collection->shardKey.dump())) });
            continue;
        }
        const auto hasKeyIndex = [&](const CollectionState *state) {
            return state
                && std::any_of(state->indexes.begin(), state->indexes.end(),
                    [&](const JsonValue &spec) { return startsWithKey(spec, collection->shardKey); });
        };
        if (!hasKeyIndex(collection) && !hasKeyIndex(existing)) {
            JsonValue spec = { { "key", collection->shardKey }, { "name", defaultIndexName(collection->shardKey) } };
            if (collection->shardUnique)
                spec["unique"] = true;
            out.indexes.push_back({ StepKind::CreateIndex, collection->name, spec.at("name").get<std::string>(),
                createIndexCommand(collection->name, spec), false, true,
                Diff::tr("shardCollection needs an index that starts with the shard key.") });
        }
        JsonValue command = { { "shardCollection", wanted.database + "." + collection->name },
            { "key", collection->shardKey } };
        if (collection->shardUnique)
            command["unique"] = true;
        PlanStep step { StepKind::ShardCollection, collection->name, {}, command, false, true,
            Diff::tr("The model gives the collection a shard key.") };
        step.onAdmin = true;
        steps.push_back(step);
    }
    const bool sharding = std::any_of(
        steps.begin(), steps.end(), [](const PlanStep &step) { return step.kind == StepKind::ShardCollection; });
    if (sharding) {
        PlanStep enable { StepKind::EnableSharding, {}, {}, { { "enableSharding", wanted.database } }, false, true,
            Diff::tr("Sharding is enabled for the database before its collections are sharded; nothing changes where it "
               "already is.") };
        enable.onAdmin = true;
        enable.ensureOnly = true;
        out.shard.push_back(enable);
    }
    for (PlanStep &step : steps)
        (step.kind == StepKind::Reshard ? out.recreate : out.shard).push_back(std::move(step));
}

// A server without create or collMod: said before anything runs, with
// what can be done instead (as the exported script does).
void explainMissingCommands(const DatabaseState &actual, Phases &out, QStringList &notes)
{
    if (!actual.hasCreate) {
        notes << Diff::tr("This server has no create command: each collection is created through its _id index, "
                    "without its options and validator.");
        for (PlanStep &step : out.create)
            step.reason += QLatin1Char(' ') + Diff::tr("Without create: through its _id index, no options, no validator.");
    }
    if (!actual.hasCollMod) {
        if (!out.validators.empty() || !out.inPlace.empty())
            notes << Diff::tr("This server has no collMod command: validators and index options cannot be changed "
                        "here; those steps are not run.");
        for (auto *phase : { &out.validators, &out.inPlace }) {
            for (PlanStep &step : *phase) {
                step.selected = false;
                step.reason += QLatin1Char(' ') + Diff::tr("Not run: the server has no collMod command.");
            }
        }
    }
}

} // namespace

Plan planChanges(const DatabaseState &wanted, const DatabaseState &actual, const PlanOptions &options)
{
    Plan plan;
    plan.database = wanted.database;
    for (const std::string &note : actual.notes)
        plan.notes << toQString(note);
    Phases out;
    for (const CollectionState &collection : wanted.collections) {
        const CollectionState *existing = actual.find(collection.name);
        const bool unknown = std::find(actual.unconfirmed.begin(), actual.unconfirmed.end(), collection.name)
            != actual.unconfirmed.end();
        if (!existing && unknown) {
            PlanStep ensure { StepKind::CreateCollection, collection.name, {}, createCommand(collection), false, true,
                Diff::tr("The server cannot list collections and this one holds no documents or indexes of its own: it "
                   "is created in case it is missing, which changes nothing if it exists.") };
            ensure.ensureOnly = true;
            out.create.push_back(std::move(ensure));
            planIndexes(collection, nullptr, options, out);
            continue;
        }
        if (!existing) {
            out.create.push_back({ StepKind::CreateCollection, collection.name, {}, createCommand(collection), false,
                true, Diff::tr("The collection is in the model, not on the server.") });
            planIndexes(collection, nullptr, options, out);
            continue;
        }
        if (!existing->optionsKnown) {
            plan.notes << Diff::tr(
                "The options and validator of %1 could not be compared: the server does not list "
                "collections.")
                              .arg(toQString(collection.name));
        } else {
            const std::vector<std::string> differences = optionDifferences(collection.options, existing->options);
            if (!differences.empty())
                out.recreate.push_back({ StepKind::Recreate, collection.name, {}, JsonValue(), true, false,
                    Diff::tr("Options fixed at creation differ (%1): the collection must be created again and its data "
                       "copied; this is never done automatically.")
                        .arg(joined(differences)) });
            const auto level = [](const std::string &value) { return value.empty() ? std::string("strict") : value; };
            const auto action = [](const std::string &value) { return value.empty() ? std::string("error") : value; };
            const bool sameRules = sameValidator(collection.validator, existing->validator);
            if (options.compareValidators
                && (!sameRules
                    || (!collection.validator.is_null()
                        && (!validationLevelMet(level(collection.validationLevel), level(existing->validationLevel))
                            || action(collection.validationAction) != action(existing->validationAction))))) {
                // A server at "constraint" refuses new rules until it is back at "strict".
                if (!sameRules && existing->validationLevel == "constraint") {
                    out.validators.push_back({ StepKind::SetValidator, collection.name, {},
                        { { "collMod", collection.name }, { "validationLevel", "strict" } }, false, true,
                        Diff::tr("The server guarantees the old validator (validationLevel constraint) and takes new "
                           "rules only at strict; apply with --validation-level constraint to guarantee the new "
                           "ones once no document fails them.") });
                }
                JsonValue command = JsonValue::object();
                reserveMembers(command, 4); // the validator is copied once, never again
                command["collMod"] = collection.name;
                command["validator"] = collection.validator.is_null() ? JsonValue::object() : collection.validator;
                command["validationLevel"] = level(collection.validationLevel);
                command["validationAction"] = action(collection.validationAction);
                out.validators.push_back({ StepKind::SetValidator, collection.name, {}, std::move(command), false, true,
                    existing->validator.is_null() ? Diff::tr("The server's collection has no validator.")
                                                  : Diff::tr("The server's validator or its level or action differs.") });
            }
        }
        planIndexes(collection, existing, options, out);
    }
    for (const CollectionState &collection : actual.collections) {
        if (wanted.find(collection.name) || isSystemCollection(collection.name))
            continue;
        out.dropCollections.push_back({ StepKind::DropCollection, collection.name, {}, { { "drop", collection.name } },
            true, options.allowDrop, Diff::tr("The collection is on the server, not in the model.") });
    }
    if (options.shard)
        planSharding(wanted, actual, out, plan.notes);
    if (!options.compareValidators)
        plan.notes << Diff::tr("Validators of existing collections were not compared (--skip-validators).");
    explainMissingCommands(actual, out, plan.notes);
    size_t dropsAt = 0;
    size_t indexesAt = 0;
    for (auto *phase : { &out.create, &out.validators, &out.dropForChange, &out.indexes, &out.inPlace, &out.shard,
             &out.dropIndexes, &out.dropCollections, &out.recreate }) {
        if (phase == &out.dropForChange)
            dropsAt = plan.steps.size();
        if (phase == &out.indexes)
            indexesAt = plan.steps.size();
        plan.steps.insert(plan.steps.end(), std::make_move_iterator(phase->begin()),
            std::make_move_iterator(phase->end()));
    }
    for (const auto &[drop, create] : out.pairs) {
        plan.steps[dropsAt + drop].partner = int(indexesAt + create);
        plan.steps[indexesAt + create].partner = int(dropsAt + drop);
    }
    return plan;
}

bool Plan::hasDifferences() const
{
    return std::any_of(steps.begin(), steps.end(), [](const PlanStep &step) { return !step.ensureOnly; });
}

std::vector<JsonValue> stepCommands(const PlanStep &step)
{
    if (step.kind != StepKind::SetValidator || !step.command.is_object()
        || step.command.value("validationLevel", JsonValue()) != "constraint")
        return { step.command };
    JsonValue strict = step.command;
    strict["validationLevel"] = "strict";
    const JsonValue &collection = step.command.at("collMod");
    return { std::move(strict), { { "collMod", collection }, { "prepareConstraintValidationLevel", true } },
        { { "collMod", collection }, { "validationLevel", "constraint" } } };
}

bool validationLevelMet(const std::string &wanted, const std::string &actual)
{
    return wanted == actual || (wanted == "strict" && actual == "constraint");
}

bool takesConstraintLevel(const QString &serverVersion)
{
    bool ok = false;
    const int major = serverVersion.section(QLatin1Char('.'), 0, 0).toInt(&ok);
    return ok && major >= 9;
}

QString stepKindName(StepKind kind)
{
    switch (kind) {
    case StepKind::CreateCollection:
        return Diff::tr("create collection");
    case StepKind::SetValidator:
        return Diff::tr("set validator");
    case StepKind::CreateIndex:
        return Diff::tr("create index");
    case StepKind::ChangeIndex:
        return Diff::tr("change index");
    case StepKind::DropIndex:
        return Diff::tr("drop index");
    case StepKind::DropCollection:
        return Diff::tr("drop collection");
    case StepKind::Recreate:
        return Diff::tr("needs re-creation");
    case StepKind::EnableSharding:
        return Diff::tr("enable sharding");
    case StepKind::ShardCollection:
        return Diff::tr("shard collection");
    case StepKind::Reshard:
        return Diff::tr("needs resharding");
    }
    return {};
}

} // namespace docmodel
