// SPDX-License-Identifier: GPL-3.0-or-later
// Planning an apply, and diffing two models, at the size of the 2,000-entity
// model. Against a CongoDB it starts (or the server DOCMODELER_TEST_URI
// names), holding half of the model's collections with their indexes (a few
// with other options, a few with an index more): the server's listing
// (requestState, what diff and apply read), and the plan against it
// (modelState + planChanges). Target: the plan < 500 ms. Then two models of
// 2,000 entities, the second with fields renamed, index options changed,
// entities dropped and strategies changed: compareModels (target: < 200 ms),
// migrationPlan and migrationScript.
#include "benchmodel.h"
#include "benchutil.h"
#include "testserver.h"

#include "diff/databasestate.h"
#include "diff/modeldiff.h"
#include "diff/plan.h"
#include "live/liveconnection.h"
#include "live/livewait.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <mongoc/mongoc.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

using namespace docmodel;
using namespace docmodel::bench;

namespace {

const std::string kDatabase = "bench_apply";

bool dropDatabase(const QString &uri)
{
    mongoc_init();
    mongoc_client_t *client = mongoc_client_new(uri.toUtf8().constData());
    if (!client)
        return false;
    mongoc_database_t *db = mongoc_client_get_database(client, kDatabase.c_str());
    mongoc_database_drop(db, nullptr);
    mongoc_database_destroy(db);
    mongoc_client_destroy(client);
    return true;
}

// What the server is to hold: every other collection of the model with its
// indexes, one index in 25 with another option (unique flipped: dropped and
// created again; or a TTL: changed in place), one collection in 40 with an
// index the model does not have, and a few collections only on the server.
DatabaseState serverHalf(const DatabaseState &wanted)
{
    DatabaseState half;
    half.database = wanted.database;
    int changed = 0;
    for (size_t c = 0; c < wanted.collections.size(); c += 2) {
        CollectionState collection = wanted.collections[c];
        for (JsonValue &spec : collection.indexes) {
            if (++changed % 25 != 0)
                continue;
            if (changed % 50 == 0)
                spec["expireAfterSeconds"] = 3600;
            else if (spec.value("unique", false))
                spec.erase("unique");
            else
                spec["unique"] = true;
        }
        if (c % 80 == 0)
            collection.indexes.push_back({ { "key", { { "field_9", 1 } } }, { "name", "by_hand_field_9" } });
        half.collections.push_back(std::move(collection));
    }
    for (int i = 0; i < 5; ++i) {
        CollectionState extra;
        extra.name = "server_only_" + std::to_string(i);
        half.collections.push_back(std::move(extra));
    }
    return half;
}

bool fill(LiveConnection &connection, const DatabaseState &half)
{
    DatabaseState empty;
    empty.database = half.database;
    const Plan plan = planChanges(half, empty);
    ApplyReport applied;
    LiveError error;
    if (!waitForResult(connection, connection.requestApply(plan), &LiveConnection::applyFinished, &applied, &error)) {
        std::fprintf(stderr, "filling failed: %s\n", qPrintable(error.message));
        return false;
    }
    if (!applied.succeeded()) {
        for (const StepResult &result : applied.results) {
            if (result.outcome == StepOutcome::Failed) {
                std::fprintf(stderr, "filling failed at step %d: %s\n", result.step, qPrintable(result.message));
                break;
            }
        }
        return false;
    }
    return true;
}

std::string snakeCase(const QString &kindName)
{
    std::string out = kindName.toStdString();
    std::replace(out.begin(), out.end(), ' ', '_');
    std::replace(out.begin(), out.end(), '-', '_');
    return out;
}

// The bench model as edited later: one collection in 40 dropped (with what
// refers to it), field_3 of one entity in 10 renamed, field_8's type
// changed in one in 15, one index in 20 with another option, one
// referencing relationship in 10 with another strategy, one tree in 3 with
// another encoding.
Model editedCopy(const Model &model)
{
    Model edited = model;
    std::set<std::string> dropped;
    for (size_t e = 0; e < edited.entities.size(); e += 40)
        dropped.insert(edited.entities[e].id); // e % 5 == 0: collections
    std::erase_if(edited.entities, [&](const Entity &entity) { return dropped.count(entity.id) > 0; });
    std::erase_if(edited.relationships,
        [&](const Relationship &rel) { return dropped.count(rel.oneId) > 0 || dropped.count(rel.manyId) > 0; });
    std::erase_if(edited.indexes, [&](const Index &index) { return dropped.count(index.collectionId) > 0; });
    std::erase_if(edited.accessPatterns, [&](const AccessPattern &ap) { return dropped.count(ap.collectionId) > 0; });
    for (const std::string &id : dropped)
        edited.layout.erase(id);

    for (size_t e = 0; e < edited.entities.size(); ++e) {
        for (Field &field : edited.entities[e].fields) {
            if (e % 10 == 0 && field.name == "field_3")
                field.name = "field_3_renamed";
            if (e % 15 == 0 && field.name == "field_8")
                field.types = { BsonType::String };
        }
    }
    for (size_t i = 0; i < edited.indexes.size(); i += 20) {
        Index &index = edited.indexes[i];
        if (i % 40 == 0)
            index.expireAfterSeconds = 86400;
        else
            index.unique = !index.unique;
    }
    int referencing = 0;
    int trees = 0;
    for (Relationship &rel : edited.relationships) {
        if (rel.tree) {
            if (++trees % 3 == 0)
                rel.tree->encoding = TreeEncoding((int(rel.tree->encoding) + 1) % 5);
            continue;
        }
        const bool between = rel.strategy == Strategy::ChildReferencing || rel.strategy == Strategy::ParentReferencing
            || rel.strategy == Strategy::TwoWay;
        if (!between || ++referencing % 10 != 0)
            continue;
        rel.strategy = rel.strategy == Strategy::ChildReferencing ? Strategy::ParentReferencing
            : rel.strategy == Strategy::ParentReferencing         ? Strategy::TwoWay
                                                                  : Strategy::ChildReferencing;
    }
    return edited;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const Model model = makeBenchModel();
    const DatabaseState wanted = modelState(model, kDatabase);
    report("entities", double(model.entities.size()), "count");
    report("collections", double(wanted.collections.size()), "count");

    // 1. A plan against a server holding half of the model.
    test::TestServer server(test::ServerKind::Congo);
    QString startError;
    const QString uri = test::environmentOrStarted(server, &startError);
    if (uri.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(startError));
        return 1;
    }
    if (!dropDatabase(uri))
        return 1;
    LiveConnection connection;
    ConnectionSettings settings;
    settings.uri = uri;
    LiveError error;
    if (!connection.open(settings, QString(), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    connection.setRequestTimeout(600000);
    const DatabaseState half = serverHalf(wanted);
    QElapsedTimer timer;
    timer.start();
    if (!fill(connection, half))
        return 1;
    report("fill_ms", double(timer.elapsed()), "ms");

    // As diff and apply read it: the model's collections are expected.
    QStringList names;
    for (const Entity &entity : model.entities) {
        if (entity.isCollection())
            names << QString::fromStdString(entity.name);
    }
    DatabaseState state;
    const Timing listing = timeRuns(5, [&] {
        LiveError failed;
        if (!waitForResult(connection, connection.requestState(QString::fromStdString(kDatabase), names),
                &LiveConnection::stateReceived, &state, &failed))
            std::fprintf(stderr, "reading the state failed: %s\n", qPrintable(failed.message));
    });
    if (state.collections.size() != half.collections.size()) {
        std::fprintf(stderr, "the server lists %lld collections, %lld were created\n", qint64(state.collections.size()),
            qint64(half.collections.size()));
        return 1;
    }
    size_t serverIndexes = 0;
    for (const CollectionState &collection : state.collections)
        serverIndexes += collection.indexes.size();
    report("server_collections", double(state.collections.size()), "count");
    report("server_indexes", double(serverIndexes), "count");
    report("read_server_state_ms", listing.medianMs, "ms");

    const Timing stateOfModel = timeRuns(7, [&] { modelState(model, kDatabase); });
    const Timing planOnly = timeRuns(7, [&] { planChanges(wanted, state); });
    Plan plan;
    const Timing planned = timeRuns(7, [&] { plan = planChanges(modelState(model, kDatabase), state); });
    std::map<StepKind, int> kinds;
    for (const PlanStep &step : plan.steps)
        ++kinds[step.kind];
    report("plan_steps", double(plan.steps.size()), "count");
    for (const auto &[kind, count] : kinds)
        report("plan_steps_" + snakeCase(stepKindName(kind)), double(count), "count");
    report("model_state_ms", stateOfModel.medianMs, "ms");
    report("plan_changes_only_ms", planOnly.medianMs, "ms");
    report("plan_against_server_ms", planned.medianMs, "ms");
    report("plan_against_server_max_ms", planned.maxMs, "ms");
    connection.close();
    dropDatabase(uri);

    // 2. Model against model.
    const Model edited = editedCopy(model);
    std::vector<ModelChange> changes;
    const Timing compared = timeRuns(7, [&] { changes = compareModels(model, edited); });
    std::map<ModelChange::Kind, int> changeKinds;
    int manual = 0;
    for (const ModelChange &change : changes) {
        ++changeKinds[change.kind];
        manual += change.manual ? 1 : 0;
    }
    Plan migration;
    const Timing migrationPlanned = timeRuns(7, [&] { migration = migrationPlan(model, edited, kDatabase); });
    std::string script;
    const Timing scripted = timeRuns(7, [&] { script = migrationScript(migration, changes); });
    report("model_changes", double(changes.size()), "count");
    report("model_changes_added", double(changeKinds[ModelChange::Kind::Added]), "count");
    report("model_changes_removed", double(changeKinds[ModelChange::Kind::Removed]), "count");
    report("model_changes_changed", double(changeKinds[ModelChange::Kind::Changed]), "count");
    report("model_changes_manual", double(manual), "count");
    report("migration_steps", double(migration.steps.size()), "count");
    report("compare_models_ms", compared.medianMs, "ms");
    report("compare_models_max_ms", compared.maxMs, "ms");
    report("migration_plan_ms", migrationPlanned.medianMs, "ms");
    report("migration_script_ms", scripted.medianMs, "ms");
    report("migration_script_size", double(script.size()) / 1024.0, "KiB");
    report("peak_rss", peakRssMb(), "MB");
    return 0;
}
