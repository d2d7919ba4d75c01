// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkserver.h"
#include "clicommand.h"
#include "liveoptions.h"

#include "check/checkreport.h"
#include "check/datacheck.h"
#include "inference/parallelanalyzer.h"
#include "io/modelreader.h"

#include <optional>

namespace docmodel::cli {

using namespace docmodel::check;

namespace {

std::optional<CheckFormat> parseCheckFormat(const QString &name)
{
    if (name == QLatin1String("text"))
        return CheckFormat::Text;
    if (name == QLatin1String("json"))
        return CheckFormat::Json;
    if (name == QLatin1String("sarif"))
        return CheckFormat::Sarif;
    return std::nullopt;
}

// --fail-on: any failing document, a share of a collection's documents
// above PERCENT, or never.
struct FailOn {
    bool never = false;
    double share = 0; // percent; 0: any
};

std::optional<FailOn> parseFailOn(const QString &text)
{
    if (text == QLatin1String("any"))
        return FailOn{};
    if (text == QLatin1String("never"))
        return FailOn{true, 0};
    if (text.startsWith(QLatin1String("share:"))) {
        bool ok = false;
        const double percent = text.mid(6).toDouble(&ok);
        if (ok && percent >= 0 && percent <= 100)
            return FailOn{false, percent};
    }
    return std::nullopt;
}

bool beyondThreshold(const CheckReport &report, const FailOn &failOn)
{
    if (failOn.never)
        return false;
    for (const CollectionCheck &check : report.collections)
        if (check.failing > 0 && 100.0 * check.failingShare() > failOn.share)
            return true;
    return false;
}

// The options of `check`.
struct CheckOptionSet {
    const QCommandLineOption database { QStringLiteral("db"), Cli::tr("The server's database (default: the URI's, else the model's)."),
        QStringLiteral("NAME") };
    const QCommandLineOption collection { QStringLiteral("collection"),
        Cli::tr("Only this collection (repeat for more)."), QStringLiteral("NAME") };
    const QCommandLineOption sample { QStringLiteral("sample"),
        Cli::tr("Documents per collection to read and check, drawn at random, or \"all\" (the default). A server "
                "that evaluates $jsonSchema counts every document itself."),
        QStringLiteral("N|all") };
    const QCommandLineOption format { QStringLiteral("format"),
        Cli::tr("Output: text, json or sarif (SARIF 2.1.0)."), QStringLiteral("FORMAT"), QStringLiteral("text") };
    const QCommandLineOption failOn { QStringLiteral("fail-on"),
        Cli::tr("Exit 1 when documents fail: any (the default), share:PERCENT (more than PERCENT of a "
                "collection's documents) or never."),
        QStringLiteral("WHEN"), QStringLiteral("any") };
    const QCommandLineOption examples { QStringLiteral("examples"),
        Cli::tr("Failing documents to show per collection, with their reasons (default 5)."), QStringLiteral("N"),
        QStringLiteral("5") };
    const QCommandLineOption threads { QStringLiteral("threads"),
        Cli::tr("Threads to check documents on (default: one per core)."), QStringLiteral("N") };
    const QCommandLineOption preview { QStringLiteral("preview"),
        Cli::tr("Check the model's own preview documents, N per collection, instead of data: every "
                "previewed document should pass its collection's validator."),
        QStringLiteral("N") };
    const QCommandLineOption skipBad { QStringLiteral("skip-bad"),
        Cli::tr("Count and skip documents that cannot be read instead of stopping at the first.") };
    const QCommandLineOption allowMissing { QStringLiteral("allow-missing"),
        Cli::tr("Exit 0 even when a model collection had no documents to check (no file maps to it, the "
                "server lacks it or it is empty) or a file maps to no model collection.") };

    void addTo(QCommandLineParser &parser) const
    {
        for (const QCommandLineOption &option :
            { database, collection, sample, format, failOn, examples, threads, preview, skipBad, allowMissing })
            parser.addOption(option);
    }
};

// --threads, --examples, --sample, --skip-bad and --collection; nothing, with
// the reason printed, when one does not parse.
std::optional<CheckOptions> checkOptions(const QCommandLineParser &parser, const CheckOptionSet &flags)
{
    CheckOptions options;
    options.threads = inference::ParallelAnalyzer::allCores();
    bool ok = true;
    if (parser.isSet(flags.threads) && ((options.threads = parser.value(flags.threads).toInt(&ok)) < 1 || !ok)) {
        err() << Cli::tr("check: --threads needs a positive number.") << Qt::endl;
        return std::nullopt;
    }
    if ((options.examples = parser.value(flags.examples).toInt(&ok)) < 0 || !ok) {
        err() << Cli::tr("check: --examples needs a number, 0 or more.") << Qt::endl;
        return std::nullopt;
    }
    if (parser.isSet(flags.sample) && parser.value(flags.sample) != QLatin1String("all")) {
        const qlonglong size = parser.value(flags.sample).toLongLong(&ok);
        if (!ok || size < 1) {
            err() << Cli::tr("check: --sample takes a positive number or \"all\".") << Qt::endl;
            return std::nullopt;
        }
        options.sample = uint64_t(size);
    }
    options.skipBad = parser.isSet(flags.skipBad);
    for (const QString &name : parser.values(flags.collection))
        options.collections.push_back(name.toStdString());
    return options;
}

} // namespace

int runCheck(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("model"), Cli::tr("The model file."), QStringLiteral("MODEL"));
    parser.addPositionalArgument(QStringLiteral("data"),
        Cli::tr("A mongodb:// URI, or mongoexport files, mongodump .bson or .bson.gz files, or mongodump folders. "
                "NAME=FILE reads FILE as collection NAME; NAME.data.json and DATABASE.NAME.json (Compass's "
                "export) are read as NAME."),
        QStringLiteral("URI|[NAME=]FILE...|DUMP_DIR"));
    const CheckOptionSet flags;
    flags.addTo(parser);
    const LiveOptions live;
    live.addTo(parser);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Check documents against the model's validators: how many fail, which rules and why, and "
                    "where the data and the model differ. Exit 0 when clean, 1 when documents fail beyond "
                    "--fail-on, 2 when the model or the data cannot be read, 3 when a model collection had no "
                    "documents to check or data has no model collection (unless --allow-missing)."),
            exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < (parser.isSet(flags.preview) ? 1 : 2) || (parser.isSet(flags.preview) && positional.size() != 1)) {
        err() << Cli::tr("check: name the model file, then a server URI or the files to check (or --preview alone).")
              << Qt::endl;
        return Unusable;
    }
    const std::optional<CheckFormat> outputFormat = parseCheckFormat(parser.value(flags.format));
    if (!outputFormat) {
        err() << Cli::tr("check: unknown format \"%1\"; expected text, json or sarif.").arg(parser.value(flags.format))
              << Qt::endl;
        return Unusable;
    }
    const std::optional<FailOn> threshold = parseFailOn(parser.value(flags.failOn));
    if (!threshold) {
        err() << Cli::tr("check: --fail-on takes any, never or share:PERCENT (0 to 100).") << Qt::endl;
        return Unusable;
    }
    const std::optional<CheckOptions> options = checkOptions(parser, flags);
    if (!options)
        return Unusable;
    const std::optional<Model> loaded = loadForCli(positional.first());
    if (!loaded)
        return Unusable;
    const QStringList data = positional.mid(1);
    CheckReport report;
    if (parser.isSet(flags.preview)) {
        bool ok = false;
        const int count = parser.value(flags.preview).toInt(&ok);
        if (!ok || count < 1 || count > 100000) {
            err() << Cli::tr("check: --preview takes 1 to 100000 documents.") << Qt::endl;
            return Unusable;
        }
        report = checkPreview(*loaded, count, *options);
    } else if (std::any_of(data.begin(), data.end(), isServerUri)) {
        const QString database = serverDatabase(parser.value(flags.database), data.front(), loaded->database);
        if (data.size() != 1 || database.isEmpty()) {
            err() << Cli::tr("check: give the server's URI alone, and its database in it (mongodb://host/shop) or "
                             "with --db.")
                  << Qt::endl;
            return Unusable;
        }
        if (const int code = checkServer(parser, live, data.front(), database, *loaded, *options, report);
            code != Success)
            return code;
    } else {
        std::vector<std::string> inputs;
        for (const QString &input : data)
            inputs.push_back(input.toStdString());
        report = checkFiles(*loaded, inputs, *options);
    }
    if (!report.error.empty()) {
        err() << Cli::tr("check: %1").arg(QString::fromStdString(report.error)) << Qt::endl;
        return Unusable;
    }
    out() << QString::fromStdString(formatCheckReport(report, *outputFormat, positional.first().toStdString(), PROJECT_VERSION));
    out().flush();
    for (const CollectionCheck &check : report.collections)
        if (!check.error.empty()) {
            err() << Cli::tr("check: %1: %2").arg(QString::fromStdString(check.collection), QString::fromStdString(check.error))
                  << Qt::endl;
            return Unusable;
        }
    if (beyondThreshold(report, *threshold))
        return ProblemsFound;
    return report.unchecked.empty() || parser.isSet(flags.allowMissing) ? Success : Unchecked;
}

} // namespace docmodel::cli
