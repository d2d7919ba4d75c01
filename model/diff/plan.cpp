#include "plan.h"

#include "semanticcompare.h"

#include <QCoreApplication>

#include <algorithm>

namespace docmodel {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Diff", text);
}

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

QString joined(const std::vector<std::string> &names)
{
    QStringList list;
    for (const std::string &name : names)
        list << q(name);
    return list.join(QStringLiteral(", "));
}

JsonValue createCommand(const CollectionState &collection)
{
    JsonValue command = { { "create", collection.name } };
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
    std::vector<PlanStep> create, validators, dropForChange, indexes, inPlace, dropIndexes, dropCollections, recreate;
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
                        tr("An index named like the model's has other keys; it is replaced.") });
                }
            }
            out.indexes.push_back({ StepKind::CreateIndex, wanted.name, indexName(spec),
                createIndexCommand(wanted.name, spec), false, true, tr("The index is in the model, not on the server.") });
            continue;
        }
        const std::vector<std::string> differences = indexDifferences(spec, *existing);
        if (differences.empty())
            continue;
        const bool inPlace = std::all_of(differences.begin(), differences.end(),
            [](const std::string &option) { return option == "expireAfterSeconds" || option == "hidden"; });
        if (inPlace) {
            JsonValue change = { { "name", indexName(*existing) } };
            for (const std::string &option : differences)
                change[option] = spec.contains(option) ? spec.at(option) : JsonValue(false);
            out.inPlace.push_back({ StepKind::ChangeIndex, wanted.name, indexName(*existing),
                { { "collMod", wanted.name }, { "index", change } }, false, true,
                tr("The index's options differ (%1); the server changes them in place.").arg(joined(differences)) });
            continue;
        }
        out.dropForChange.push_back({ StepKind::DropIndex, wanted.name, indexName(*existing),
            dropIndexCommand(wanted.name, indexName(*existing)), true, true,
            tr("The index's options differ (%1); it is dropped and created again.").arg(joined(differences)) });
        out.indexes.push_back({ StepKind::CreateIndex, wanted.name, indexName(spec), createIndexCommand(wanted.name, spec),
            false, true, tr("Created again with the model's options (%1).").arg(joined(differences)) });
    }
    for (size_t i = 0; actual && i < actual->indexes.size(); ++i) {
        if (matched[i])
            continue;
        const std::string name = indexName(actual->indexes[i]);
        out.dropIndexes.push_back({ StepKind::DropIndex, wanted.name, name, dropIndexCommand(wanted.name, name), true,
            options.allowDrop, tr("The index is on the server, not in the model.") });
    }
}

} // namespace

Plan planChanges(const DatabaseState &wanted, const DatabaseState &actual, const PlanOptions &options)
{
    Plan plan;
    plan.database = wanted.database;
    for (const std::string &note : actual.notes)
        plan.notes << q(note);
    Phases out;
    for (const CollectionState &collection : wanted.collections) {
        const CollectionState *existing = actual.find(collection.name);
        const bool unknown = std::find(actual.unconfirmed.begin(), actual.unconfirmed.end(), collection.name)
            != actual.unconfirmed.end();
        if (!existing && unknown) {
            PlanStep ensure { StepKind::CreateCollection, collection.name, {}, createCommand(collection), false, true,
                tr("The server cannot list collections and this one holds no documents or indexes of its own: it "
                   "is created in case it is missing, which changes nothing if it exists.") };
            ensure.ensureOnly = true;
            out.create.push_back(ensure);
            planIndexes(collection, nullptr, options, out);
            continue;
        }
        if (!existing) {
            out.create.push_back({ StepKind::CreateCollection, collection.name, {}, createCommand(collection), false,
                true, tr("The collection is in the model, not on the server.") });
            planIndexes(collection, nullptr, options, out);
            continue;
        }
        if (!existing->optionsKnown) {
            plan.notes << tr("The options and validator of %1 could not be compared: the server does not list "
                             "collections.")
                              .arg(q(collection.name));
        } else {
            const std::vector<std::string> differences = optionDifferences(collection.options, existing->options);
            if (!differences.empty())
                out.recreate.push_back({ StepKind::Recreate, collection.name, {}, JsonValue(), true, false,
                    tr("Options fixed at creation differ (%1): the collection must be created again and its data "
                       "copied; this is never done automatically.")
                        .arg(joined(differences)) });
            const auto level = [](const std::string &value) { return value.empty() ? std::string("strict") : value; };
            const auto action = [](const std::string &value) { return value.empty() ? std::string("error") : value; };
            if (!sameValidator(collection.validator, existing->validator)
                || (!collection.validator.is_null()
                    && (level(collection.validationLevel) != level(existing->validationLevel)
                        || action(collection.validationAction) != action(existing->validationAction)))) {
                JsonValue command = { { "collMod", collection.name },
                    { "validator", collection.validator.is_null() ? JsonValue::object() : collection.validator } };
                command["validationLevel"] = level(collection.validationLevel);
                command["validationAction"] = action(collection.validationAction);
                out.validators.push_back({ StepKind::SetValidator, collection.name, {}, command, false, true,
                    existing->validator.is_null() ? tr("The server's collection has no validator.")
                                                  : tr("The server's validator or its level or action differs.") });
            }
        }
        planIndexes(collection, existing, options, out);
    }
    for (const CollectionState &collection : actual.collections) {
        if (wanted.find(collection.name) || isSystemCollection(collection.name))
            continue;
        out.dropCollections.push_back({ StepKind::DropCollection, collection.name, {}, { { "drop", collection.name } },
            true, options.allowDrop, tr("The collection is on the server, not in the model.") });
    }
    for (auto *phase : { &out.create, &out.validators, &out.dropForChange, &out.indexes, &out.inPlace,
             &out.dropIndexes, &out.dropCollections, &out.recreate })
        plan.steps.insert(plan.steps.end(), phase->begin(), phase->end());
    return plan;
}

bool Plan::hasDifferences() const
{
    return std::any_of(steps.begin(), steps.end(), [](const PlanStep &step) { return !step.ensureOnly; });
}

QString stepKindName(StepKind kind)
{
    switch (kind) {
    case StepKind::CreateCollection:
        return tr("create collection");
    case StepKind::SetValidator:
        return tr("set validator");
    case StepKind::CreateIndex:
        return tr("create index");
    case StepKind::ChangeIndex:
        return tr("change index");
    case StepKind::DropIndex:
        return tr("drop index");
    case StepKind::DropCollection:
        return tr("drop collection");
    case StepKind::Recreate:
        return tr("needs re-creation");
    }
    return {};
}

} // namespace docmodel
