// SPDX-License-Identifier: GPL-3.0-or-later
#include "indexchange.h"

#include "difftext.h"

#include "query/shellsyntax.h"
#include "schema/qtstring.h"
#include "shape/collectionindexes.h"

#include <algorithm>

namespace docmodel {

namespace {

// A key's value in canonical Extended JSON: a number's sign, or a type name.
std::optional<IndexKeyKind> keyKindOf(const JsonValue &value)
{
    if (value.is_object() && value.size() == 1 && value.begin()->is_string()) {
        const std::string &wrapper = value.begin().key();
        if (wrapper != "$numberInt" && wrapper != "$numberLong" && wrapper != "$numberDouble")
            return std::nullopt;
        const std::string number = value.begin()->get<std::string>();
        double parsed = 0;
        try {
            parsed = std::stod(number);
        } catch (...) {
            return std::nullopt;
        }
        if (parsed == 0)
            return std::nullopt;
        return parsed < 0 ? IndexKeyKind::Desc : IndexKeyKind::Asc;
    }
    static const std::pair<const char *, IndexKeyKind> kinds[] = { { "text", IndexKeyKind::Text },
        { "hashed", IndexKeyKind::Hashed }, { "2d", IndexKeyKind::Geo2d }, { "2dsphere", IndexKeyKind::Geo2dSphere } };
    if (value.is_string())
        for (const auto &[name, kind] : kinds)
            if (value.get<std::string>() == name)
                return kind;
    return std::nullopt;
}

CollectionState *findCollection(DatabaseState &state, const std::string &name)
{
    const auto found = std::find_if(state.collections.begin(), state.collections.end(),
        [&](const CollectionState &collection) { return collection.name == name; });
    return found == state.collections.end() ? nullptr : &*found;
}

std::string specName(const JsonValue &spec)
{
    return spec.value("name", std::string());
}

bool refuse(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}

bool createIndex(CollectionState &collection, const Index &index, QString *error)
{
    if (index.keys.empty())
        return refuse(error, Diff::tr("An index needs at least one key."));
    const JsonValue spec = indexSpec(index);
    const std::string name = specName(spec);
    if (name == "_id_")
        return refuse(error, Diff::tr("The name _id_ belongs to the _id index."));
    for (const JsonValue &existing : collection.indexes)
        if (indexKeysFromSpec(existing) == index.keys)
            return refuse(error,
                Diff::tr("%1 already has an index on these keys: %2.")
                    .arg(toQString(collection.name), toQString(specName(existing))));
    for (const JsonValue &existing : collection.indexes)
        if (specName(existing) == name)
            return refuse(error,
                Diff::tr("%1 already has an index named %2; choose another name.")
                    .arg(toQString(collection.name), toQString(name)));
    collection.indexes.push_back(spec);
    return true;
}

bool changeIndex(CollectionState &collection, const IndexChange &change, QString *error)
{
    if (change.name == "_id_")
        return refuse(error, Diff::tr("The _id index cannot be dropped or hidden."));
    const auto found = std::find_if(collection.indexes.begin(), collection.indexes.end(),
        [&](const JsonValue &spec) { return specName(spec) == change.name; });
    if (found == collection.indexes.end())
        return refuse(error,
            Diff::tr("%1 has no index named %2.").arg(toQString(collection.name), toQString(change.name)));
    const bool hidden = found->value("hidden", false);
    switch (change.kind) {
    case IndexChange::Kind::Drop:
        collection.indexes.erase(found);
        return true;
    case IndexChange::Kind::Hide:
        if (hidden)
            return refuse(error, Diff::tr("The index %1 is hidden already.").arg(toQString(change.name)));
        (*found)["hidden"] = true;
        return true;
    case IndexChange::Kind::Unhide:
        if (!hidden)
            return refuse(error, Diff::tr("The index %1 is not hidden.").arg(toQString(change.name)));
        found->erase("hidden");
        return true;
    case IndexChange::Kind::Create:
        break;
    }
    return true;
}

} // namespace

std::optional<std::vector<IndexKey>> parseIndexKeys(const std::string &text, QString *error)
{
    const ShellDocument shell = parseShellDocument(text);
    if (!shell.ok()) {
        refuse(error, Diff::tr("The keys do not parse at column %1: %2.").arg(shell.column).arg(shell.error));
        return std::nullopt;
    }
    const JsonValue document = JsonValue::parse(shell.json, nullptr, false);
    if (!document.is_object() || document.empty()) {
        refuse(error, Diff::tr("An index needs at least one key, as in {customerId: 1, createdAt: -1}."));
        return std::nullopt;
    }
    std::vector<IndexKey> keys;
    for (const auto &[path, value] : document.items()) {
        const std::optional<IndexKeyKind> kind = keyKindOf(value);
        if (!kind) {
            refuse(error,
                Diff::tr("The key %1 is neither 1, -1, \"text\", \"hashed\", \"2d\" nor \"2dsphere\".")
                    .arg(toQString(path)));
            return std::nullopt;
        }
        std::vector<IndexKey> one = indexKeysFromDocument(JsonValue { { path, value } });
        if (one.front().kind != IndexKeyKind::Wildcard)
            one.front().kind = *kind;
        keys.push_back(one.front());
    }
    return keys;
}

std::optional<DatabaseState> stateAfterIndexChange(
    const DatabaseState &actual, const IndexChange &change, QString *error)
{
    DatabaseState wanted = actual;
    CollectionState *collection = findCollection(wanted, change.collection);
    if (!collection && change.kind == IndexChange::Kind::Create) {
        // createIndexes makes the collection; the plan says so in a step.
        CollectionState created;
        created.name = change.collection;
        wanted.collections.push_back(std::move(created));
        collection = &wanted.collections.back();
    }
    if (!collection) {
        refuse(error,
            Diff::tr("The database %1 has no collection %2.")
                .arg(toQString(actual.database), toQString(change.collection)));
        return std::nullopt;
    }
    const bool changed = change.kind == IndexChange::Kind::Create ? createIndex(*collection, change.index, error)
                                                                  : changeIndex(*collection, change, error);
    if (!changed)
        return std::nullopt;
    return wanted;
}

std::optional<Plan> planIndexChange(const DatabaseState &actual, const IndexChange &change, QString *error)
{
    const std::optional<DatabaseState> wanted = stateAfterIndexChange(actual, change, error);
    if (!wanted)
        return std::nullopt;
    PlanOptions options;
    options.allowDrop = true;
    // Only the changed index differs: the rest of `wanted` is `actual` itself.
    Plan plan = planChanges(*wanted, actual, options);
    const std::string name = change.kind == IndexChange::Kind::Create ? change.index.effectiveName() : change.name;
    for (PlanStep &step : plan.steps) {
        step.selected = !step.command.is_null();
        if (step.index == name)
            step.reason = Diff::tr("Asked for: %1.").arg(indexChangeTitle(change));
    }
    return plan;
}

QString indexChangeTitle(const IndexChange &change)
{
    const QString collection = toQString(change.collection);
    switch (change.kind) {
    case IndexChange::Kind::Create:
        return Diff::tr("Create the index %1 on %2").arg(toQString(change.index.effectiveName()), collection);
    case IndexChange::Kind::Drop:
        return Diff::tr("Drop the index %1 of %2").arg(toQString(change.name), collection);
    case IndexChange::Kind::Hide:
        return Diff::tr("Hide the index %1 of %2").arg(toQString(change.name), collection);
    case IndexChange::Kind::Unhide:
        return Diff::tr("Unhide the index %1 of %2").arg(toQString(change.name), collection);
    }
    return {};
}

} // namespace docmodel
