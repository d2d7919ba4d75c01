// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "advisor/applyadvice.h"
#include "advisor/recommendation.h"
#include "advisor/rules.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/qtstring.h"

namespace docmodel::cli {

namespace {

// Each finding that recommends a change: what, and the change. A finding
// whose change would leave the model invalid says so among its reasons.
void listRecommendations(const Model &model, const AdvisorReport &report)
{
    int offered = 0;
    for (const Diagnostic &d : report.diagnostics) {
        if (d.recommendation.isNone() && !d.fixWithheld)
            continue;
        out() << toQString(d.ruleInfo().code) << ' ' << toQString(d.objectId) << ": " << d.message << '\n';
        for (const QString &reason : d.reasons)
            out() << "    - " << reason << '\n';
        if (!d.recommendation.isNone()) {
            out() << "    " << Cli::tr("fix: %1").arg(recommendationText(model, d.recommendation)) << '\n';
            ++offered;
        }
    }
    out() << Cli::tr("%n recommendation(s) to apply (--apply RULE[:OBJECT] or --apply-all).", nullptr, offered) << '\n';
}

} // namespace

// The advisor's recommendations, listed or applied headless: the edits the
// advisor dock's Apply Recommendation makes, by the same code.
int runAdvise(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("model"), Cli::tr("The model file."), QStringLiteral("MODEL"));
    const QCommandLineOption apply(QStringLiteral("apply"),
        Cli::tr("Apply the recommendations of a rule (its code or name), or of a rule on one object "
                "(RULE:OBJECT, the object's id as listed). May be given several times."),
        QStringLiteral("RULE[:OBJECT]"));
    const QCommandLineOption applyAll(QStringLiteral("apply-all"),
        Cli::tr("Apply every recommendation, round after round, until the advisor recommends no more changes."));
    const QCommandLineOption output = outputOption();
    parser.addOption(apply);
    parser.addOption(applyAll);
    parser.addOption(output);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("List the advisor's recommendations with their fixes, or apply them. A recommendation "
                    "that would leave the model invalid is not offered. Exit 1 when --apply-all does not "
                    "settle."),
            exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || (parser.isSet(apply) && parser.isSet(applyAll))) {
        err() << Cli::tr("advise: name one MODEL, and at most one of --apply and --apply-all.") << Qt::endl;
        return Unusable;
    }
    for (const QString &choice : parser.values(apply))
        if (!findRule(choice.section(QLatin1Char(':'), 0, 0).toStdString())) {
            err() << Cli::tr("advise: \"%1\" names no rule; `lint` lists them with their codes.")
                         .arg(choice.section(QLatin1Char(':'), 0, 0))
                  << Qt::endl;
            return Unusable;
        }
    const std::optional<Model> loaded = loadForCli(positional[0]);
    if (!loaded)
        return Unusable;
    if (!parser.isSet(apply) && !parser.isSet(applyAll)) {
        listRecommendations(*loaded, runAdvisor(*loaded));
        return Success;
    }
    AppliedAdvice advice { *loaded, {}, true };
    if (parser.isSet(applyAll)) {
        advice = applyAllAdvice(*loaded);
    } else {
        for (const QString &choice : parser.values(apply)) {
            AppliedAdvice step = applyRuleAdvice(advice.model, choice.section(QLatin1Char(':'), 0, 0).toStdString(),
                choice.section(QLatin1Char(':'), 1).toStdString());
            advice.applied << step.applied;
            advice.model = std::move(step.model);
        }
    }
    for (const QString &line : advice.applied)
        out() << Cli::tr("applied: %1").arg(line) << '\n';
    if (advice.applied.isEmpty())
        out() << Cli::tr("No recommendation applied; the model is unchanged.") << '\n';
    out().flush();
    if (!advice.applied.isEmpty() || parser.isSet(output)) {
        const QString target = parser.isSet(output) ? parser.value(output) : positional[0];
        if (const QString failure = saveModelFile(advice.model, target); !failure.isEmpty()) {
            err() << failure << Qt::endl;
            return Unusable;
        }
    }
    if (!advice.settled) {
        err() << Cli::tr("advise: the recommendations did not settle: each round still changed the model.")
              << Qt::endl;
        return ProblemsFound;
    }
    return Success;
}

} // namespace docmodel::cli
