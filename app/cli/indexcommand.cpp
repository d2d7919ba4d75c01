// SPDX-License-Identifier: GPL-3.0-or-later
// docmodeler-cli index: a collection's indexes listed, or one created,
// dropped, hidden or unhidden through the same plan, data check and
// confirmation as apply (a unique index after its duplicate count).
#include "bsontext.h"
#include "checkserver.h"
#include "clicommand.h"
#include "liveoptions.h"
#include "planconfirm.h"
#include "plantext.h"

#include "diff/indexchange.h"
#include "schema/index.h"

#include <QLocale>

#include <map>

namespace docmodel::cli {

namespace {

using json = nlohmann::ordered_json;

// What listIndexes says beside the keys and the name: unique, hidden, TTL...
QStringList optionNames(const json &spec)
{
    QStringList options;
    if (!spec.is_object())
        return options;
    for (const auto &[name, value] : spec.items()) {
        if (name == "v" || name == "key" || name == "name" || name == "ns")
            continue;
        options << (value.is_boolean() && value.get<bool>()
                ? QString::fromStdString(name)
                : QStringLiteral("%1: %2").arg(QString::fromStdString(name), QString::fromStdString(value.dump())));
    }
    return options;
}

int listIndexes(LiveConnection &connection, const QString &database, const QString &collection, bool asJson)
{
    IndexList list;
    if (!askServer(connection, connection.requestIndexes(database, collection), &LiveConnection::indexesReceived, &list))
        return Unusable;
    json indexes = json::array();
    const QLocale locale;
    for (const IndexInfo &index : std::as_const(list.indexes)) {
        const json spec = jsonOf(index.spec);
        if (asJson) {
            json entry = { { "name", index.name.toStdString() }, { "spec", spec } };
            if (index.size)
                entry["size"] = *index.size;
            if (index.accesses)
                entry["accesses"] = *index.accesses;
            indexes.push_back(entry);
            continue;
        }
        QStringList columns { index.name,
            QString::fromStdString(indexKeysText(indexKeysFromSpec(spec.is_object() ? spec : json::object()))) };
        const QStringList options = optionNames(spec);
        if (!options.isEmpty())
            columns << options.join(QStringLiteral(", "));
        if (index.size)
            columns << locale.formattedDataSize(*index.size);
        if (index.accesses)
            columns << Cli::tr("%n use(s)", nullptr, int(std::min<qint64>(*index.accesses, INT_MAX)));
        out() << columns.join(QStringLiteral("  ")) << '\n';
    }
    for (const QString &notice : std::as_const(list.notices))
        err() << Cli::tr("note: %1").arg(notice) << '\n';
    if (asJson)
        out() << QString::fromStdString(json({ { "indexes", indexes } }).dump(2)) << '\n';
    return Success;
}

// The change the arguments ask for; nothing when they do not make one.
std::optional<IndexChange> changeFrom(const QStringList &positional, const QString &collection, bool unique,
    const QString &name)
{
    static const std::map<QString, IndexChange::Kind> kinds { { QStringLiteral("create"), IndexChange::Kind::Create },
        { QStringLiteral("drop"), IndexChange::Kind::Drop }, { QStringLiteral("hide"), IndexChange::Kind::Hide },
        { QStringLiteral("unhide"), IndexChange::Kind::Unhide } };
    const auto kind = kinds.find(positional.value(1));
    if (kind == kinds.end() || positional.size() != 3) {
        err() << Cli::tr("index needs list, create KEYS, drop NAME, hide NAME or unhide NAME after the URI.")
              << Qt::endl;
        return std::nullopt;
    }
    IndexChange change;
    change.kind = kind->second;
    change.collection = collection.toStdString();
    if (change.kind != IndexChange::Kind::Create) {
        change.name = positional[2].toStdString();
        return change;
    }
    QString error;
    const std::optional<std::vector<IndexKey>> keys = parseIndexKeys(positional[2].toStdString(), &error);
    if (!keys) {
        err() << error << Qt::endl;
        return std::nullopt;
    }
    change.index.keys = *keys;
    change.index.unique = unique;
    change.index.name = name.toStdString();
    return change;
}

} // namespace

int runIndex(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("uri"), Cli::tr("mongodb:// or mongodb+srv:// connection string."));
    parser.addPositionalArgument(QStringLiteral("action"), Cli::tr("list, create, drop, hide or unhide."));
    parser.addPositionalArgument(QStringLiteral("argument"),
        Cli::tr("create: the keys in the shell's syntax ({sku: 1, date: -1}); drop, hide, unhide: the index's name."),
        QStringLiteral("[KEYS|NAME]"));
    const QCommandLineOption dbOption(QStringLiteral("db"), Cli::tr("The database (default: the URI's)."),
        QStringLiteral("name"));
    const QCommandLineOption collectionOption(QStringLiteral("collection"), Cli::tr("The collection."),
        QStringLiteral("name"));
    const QCommandLineOption uniqueOption(QStringLiteral("unique"), Cli::tr("create: a unique index."));
    const QCommandLineOption nameOption(QStringLiteral("name"),
        Cli::tr("create: the index's name (default: MongoDB's, as sku_1_date_-1)."), QStringLiteral("name"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), Cli::tr("Print the plan and change nothing."));
    const QCommandLineOption allowDuplicates(QStringLiteral("allow-invalid-data"),
        Cli::tr("create --unique: send it even when documents repeat the key (the server refuses it while they "
                "do)."));
    const QCommandLineOption yes(QStringLiteral("yes"), Cli::tr("Change without asking."));
    const QCommandLineOption formatOption(
        QStringLiteral("format"), Cli::tr("Output format: text or json."), QStringLiteral("format"), QStringLiteral("text"));
    parser.addOptions(
        { dbOption, collectionOption, uniqueOption, nameOption, dryRun, allowDuplicates, yes, formatOption });
    const LiveOptions liveOptions;
    liveOptions.addTo(parser);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("List a collection's indexes, or create, drop, hide or unhide one as apply does: the plan "
                    "first, a unique index after its duplicate count. Exit 0 when done, 1 when refused or a step "
                    "failed, 2 when the arguments or the server are unusable."),
            exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    const QString format = parser.value(formatOption);
    if (positional.size() < 2 || !isServerUri(positional[0]) || !parser.isSet(collectionOption)
        || (format != QLatin1String("text") && format != QLatin1String("json"))) {
        err() << Cli::tr("index needs a mongodb:// URI, an action and --collection, e.g. index "
                         "mongodb://127.0.0.1:27017 --db shop --collection orders create \"{sku: 1}\" --unique; "
                         "--format is text or json.")
              << Qt::endl;
        return Unusable;
    }
    const bool asJson = format == QLatin1String("json");
    const QString uri = positional[0];
    const QString database = serverDatabase(parser.value(dbOption), uri);
    if (database.isEmpty()) {
        err() << Cli::tr("Name the database with --db or in the URI (mongodb://host/shop).") << Qt::endl;
        return Unusable;
    }
    const QString collection = parser.value(collectionOption);
    const bool list = positional[1] == QLatin1String("list") && positional.size() == 2;
    std::optional<IndexChange> change;
    if (!list && !(change = changeFrom(positional, collection, parser.isSet(uniqueOption), parser.value(nameOption))))
        return Unusable;

    LiveConnection connection;
    if (!liveOptions.open(parser, uri, connection, exitCode))
        return exitCode;
    if (list)
        return listIndexes(connection, database, collection, asJson);
    DatabaseState state;
    if (!askServer(connection, connection.requestState(database, { collection }), &LiveConnection::stateReceived, &state))
        return Unusable;
    QString error;
    std::optional<Plan> plan = planIndexChange(state, *change, &error);
    if (!plan) {
        err() << error << Qt::endl;
        return Unusable;
    }
    // A unique index only after its key's duplicates are counted.
    if (!checkStepsAgainstData(connection, *plan, &error)) {
        err() << Cli::tr("index: the documents could not be checked for repeated keys: %1").arg(error) << Qt::endl;
        return Unusable;
    }
    if (parser.isSet(allowDuplicates))
        for (PlanStep &step : plan->steps)
            step.selected = !step.command.is_null();
    if (!asJson)
        printPlan(*plan, parser.isSet(dryRun));
    if (parser.isSet(dryRun)) {
        if (asJson)
            out() << QString::fromStdString(json({ { "plan", planJson(*plan) } }).dump(2)) << '\n';
        return Success;
    }
    if (reportRefusedSteps(*plan, asJson))
        return ProblemsFound;
    if (const std::optional<int> declined = confirmSteps(*plan, parser.isSet(yes)))
        return *declined;
    ApplyReport report;
    if (!askServer(connection, connection.requestApply(*plan, ApplyOptions()), &LiveConnection::applyFinished, &report))
        return Unusable;
    if (asJson)
        out() << QString::fromStdString(json({ { "plan", planJson(*plan) }, { "report", reportJson(*plan, report) } }).dump(2))
              << '\n';
    else
        printReport(*plan, report);
    if (report.connectionLost)
        return Unusable;
    return report.succeeded() ? Success : ProblemsFound;
}

} // namespace docmodel::cli
