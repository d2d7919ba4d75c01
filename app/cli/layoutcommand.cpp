// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "diagram/diagramlayout.h"
#include "diagram/subjectareas.h"
#include "io/modelwriter.h"
#include "schema/diagrams.h"

#include <QElapsedTimer>
#include <QLocale>

namespace docmodel::cli {

namespace {

std::optional<LayoutEngine> engineNamed(const QString &name)
{
    if (name == QLatin1String("dot"))
        return LayoutEngine::Dot;
    if (name == QLatin1String("neato"))
        return LayoutEngine::Neato;
    if (name == QLatin1String("fdp"))
        return LayoutEngine::Fdp;
    return std::nullopt;
}

QString methodText(FoundAreas::Method method)
{
    switch (method) {
    case FoundAreas::Method::Communities:
        return Cli::tr("communities of the relationships");
    case FoundAreas::Method::NamePrefix:
        return Cli::tr("common name prefixes");
    case FoundAreas::Method::Database:
        return Cli::tr("databases, then communities of the relationships in each");
    }
    return {};
}

} // namespace

// Lays out diagrams with the code behind the GUI's Lay Out All (Graphviz),
// headless, and stores the positions and routes in the model file.
int runLayout(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"), Cli::tr("The model file."), QStringLiteral("FILE"));
    const QCommandLineOption diagram(QStringLiteral("diagram"),
        Cli::tr("The diagram to lay out (default: All, the diagram of every entity)."), QStringLiteral("NAME"));
    const QCommandLineOption all(QStringLiteral("all-diagrams"), Cli::tr("Lay out every diagram of the model."));
    const QCommandLineOption engine(QStringLiteral("engine"),
        Cli::tr("Graphviz's engine: dot (layered, the default), neato or fdp (networks)."), QStringLiteral("NAME"),
        QStringLiteral("dot"));
    const QCommandLineOption areas(QStringLiteral("areas"),
        Cli::tr("auto: first add subject areas found in the relationship graph (at most --area-size entities "
                "each), then lay out each of them."),
        QStringLiteral("auto"));
    const QCommandLineOption areaSize(QStringLiteral("area-size"),
        Cli::tr("The largest subject area --areas auto makes (default 60)."), QStringLiteral("N"), QStringLiteral("60"));
    const QCommandLineOption output = outputOption();
    for (const QCommandLineOption &option : { diagram, all, engine, areas, areaSize, output })
        parser.addOption(option);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Lay out a model's diagrams with Graphviz, as Lay Out All does, and store the positions and "
                    "edge routes in the model file."),
            exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1) {
        err() << Cli::tr("layout: name exactly one model file.") << Qt::endl;
        return Unusable;
    }
    if (parser.isSet(diagram) && parser.isSet(all)) {
        err() << Cli::tr("layout: --diagram and --all-diagrams exclude each other.") << Qt::endl;
        return Unusable;
    }
    const std::optional<LayoutEngine> chosenEngine = engineNamed(parser.value(engine));
    if (!chosenEngine) {
        err() << Cli::tr("layout: --engine is dot, neato or fdp, not \"%1\".").arg(parser.value(engine)) << Qt::endl;
        return Unusable;
    }
    const QString file = parser.positionalArguments().first();
    std::optional<Model> model = loadForCli(file);
    if (!model)
        return Unusable;
    std::vector<std::string> names;
    if (parser.isSet(areas)) {
        bool ok = false;
        const int size = parser.value(areaSize).toInt(&ok);
        if (parser.value(areas) != QLatin1String("auto") || !ok || size < 2 || size > 1000) {
            err() << Cli::tr("layout: --areas takes \"auto\", and --area-size a number from 2 to 1000.") << Qt::endl;
            return Unusable;
        }
        QElapsedTimer timer;
        timer.start();
        FoundAreas found = findSubjectAreas(*model, AreaOptions { size_t(size) });
        out() << Cli::tr("%n subject area(s) found in %1 s (%2, modularity %3)", nullptr, int(found.areas.size()))
                     .arg(QLocale::c().toString(double(timer.elapsed()) / 1000, 'f', 2),
                         methodText(found.method),
                         QLocale::c().toString(found.modularity, 'f', 2))
              << Qt::endl;
        for (SubjectArea &area : found.areas) {
            names.push_back(area.name);
            model->diagrams.push_back(std::move(area));
        }
    }
    if (parser.isSet(all))
        names = diagramNames(*model);
    else if (parser.isSet(diagram) || !parser.isSet(areas))
        names.push_back(parser.isSet(diagram) ? parser.value(diagram).toStdString() : std::string(kAllDiagram));
    for (const std::string &name : names) {
        QElapsedTimer timer;
        timer.start();
        const QString failure = layOutDiagram(*model, name, *chosenEngine);
        if (!failure.isEmpty()) {
            err() << Cli::tr("layout: %1").arg(failure) << Qt::endl;
            return Unusable;
        }
        out() << Cli::tr("%1: %n entity(ies) laid out in %2 s", nullptr, int(diagramEntities(*model, name).size()))
                     .arg(QString::fromStdString(name), QLocale::c().toString(double(timer.elapsed()) / 1000, 'f', 2))
              << Qt::endl;
    }
    const QString target = parser.isSet(output) ? parser.value(output) : file;
    if (const QString failure = saveModelFile(*model, target); !failure.isEmpty()) {
        err() << failure << Qt::endl;
        return Unusable;
    }
    return Success;
}

} // namespace docmodel::cli
