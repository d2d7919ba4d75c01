// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "terminalcolor.h"

#include "advisor/lintreport.h"
#include "io/modelreader.h"

#include <QDir>
#include <QFile>

#include <unistd.h>

namespace docmodel::cli {

namespace {

std::optional<LintFormat> parseLintFormat(const QString &name)
{
    if (name == QLatin1String("text"))
        return LintFormat::Text;
    if (name == QLatin1String("json"))
        return LintFormat::Json;
    if (name == QLatin1String("sarif"))
        return LintFormat::Sarif;
    return std::nullopt;
}

struct Threshold {
    bool known = true;
    bool never = false;
    Severity severity = Severity::Error;
};

Threshold parseThreshold(const QString &name)
{
    if (name == QLatin1String("never"))
        return { true, true, Severity::Error };
    for (Severity severity : { Severity::Error, Severity::Warning, Severity::Info })
        if (name == QString::fromLatin1(toString(severity)))
            return { true, false, severity };
    return { false, false, Severity::Error };
}

} // namespace

int runLint(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("file"), Cli::tr("The model file to check."), QStringLiteral("FILE"));
    const QCommandLineOption format(QStringLiteral("format"),
        Cli::tr("Output: text, json or sarif (SARIF 2.1.0)."), QStringLiteral("FORMAT"),
        QStringLiteral("text"));
    const QCommandLineOption failOn(QStringLiteral("fail-on"),
        Cli::tr("Exit 1 when a diagnostic at or above this severity exists: error, warning, info "
                "or never."),
        QStringLiteral("SEVERITY"), QStringLiteral("error"));
    parser.addOption(format);
    parser.addOption(failOn);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Check a model against the advisor's rules (anti-patterns, index and shard-key "
                    "advice, strategies). The report goes to stdout."),
            exitCode))
        return exitCode;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        err() << Cli::tr("lint: name exactly one model file.") << Qt::endl;
        return Unusable;
    }
    const auto outputFormat = parseLintFormat(parser.value(format));
    if (!outputFormat) {
        err() << Cli::tr("lint: unknown format \"%1\"; expected text, json or sarif.")
                     .arg(parser.value(format))
              << Qt::endl;
        return Unusable;
    }
    const Threshold threshold = parseThreshold(parser.value(failOn));
    if (!threshold.known) {
        err() << Cli::tr("lint: unknown severity \"%1\"; expected error, warning, info or never.")
                     .arg(parser.value(failOn))
              << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> loaded = loadForCli(files.first());
    if (!loaded)
        return Unusable;
    const AdvisorReport report = runAdvisor(*loaded);
    SarifContext sarif;
    if (*outputFormat == LintFormat::Sarif) {
        sarif.toolVersion = PROJECT_VERSION;
        sarif.informationUri = PROJECT_HOMEPAGE_URL;
        sarif.baseDirectory = QDir::currentPath();
        QFile file(files.first()); // read again for the findings' lines; it just loaded
        if (file.open(QIODevice::ReadOnly))
            sarif.fileText = file.readAll().toStdString();
    }
    const QString text = QString::fromStdString(
        formatLintReport(*loaded, report, files.first(), *outputFormat, sarif));
    // Only the text report is for people; JSON and SARIF stay plain.
    out() << (*outputFormat == LintFormat::Text ? paintDiagnostics(text, STDOUT_FILENO) : text);
    out().flush();
    if (!threshold.never && hasDiagnosticAtLeast(report, threshold.severity))
        return ProblemsFound;
    return Success;
}

} // namespace docmodel::cli
