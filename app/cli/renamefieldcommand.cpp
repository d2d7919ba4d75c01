// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "io/modelwriter.h"
#include "schema/model.h"
#include "schema/qtstring.h"
#include "schema/validation.h"

#include <algorithm>

namespace docmodel::cli {

namespace {

size_t errorCount(const Model &model)
{
    const std::vector<Problem> problems = validateModel(model);
    return size_t(std::ranges::count_if(
        problems, [](const Problem &p) { return p.severity == Severity::Error; }));
}

// The field at ENTITY.PATH ("orders.address.city"), or null.
Field *fieldNamed(Model &model, const std::string &dotted)
{
    const auto dot = dotted.find('.');
    if (dot == std::string::npos)
        return nullptr;
    const auto entity = std::ranges::find_if(
        model.entities, [&](const Entity &e) { return e.name == dotted.substr(0, dot); });
    if (entity == model.entities.end())
        return nullptr;
    std::vector<Field> *level = &entity->fields;
    Field *found = nullptr;
    std::string_view rest = std::string_view(dotted).substr(dot + 1);
    while (level) {
        const auto next = rest.find('.');
        const std::string_view head = rest.substr(0, next);
        const auto it
            = std::ranges::find_if(*level, [&](const Field &f) { return f.name == head; });
        if (it == level->end())
            return nullptr;
        found = &*it;
        if (next == std::string_view::npos)
            return found;
        rest = rest.substr(next + 1);
        level = &found->fields;
    }
    return nullptr;
}

} // namespace

// A field renamed as the inspector renames it: it keeps its identity, so a
// diff or a migration from the old model sees a rename, not a removed and an
// added field.
int runRenameField(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("model"), Cli::tr("The model file."), QStringLiteral("MODEL"));
    parser.addPositionalArgument(QStringLiteral("field"),
        Cli::tr("The field: the entity's name and the field's path, e.g. orders.address.city."),
        QStringLiteral("ENTITY.FIELD"));
    parser.addPositionalArgument(
        QStringLiteral("name"), Cli::tr("The field's new name."), QStringLiteral("NAME"));
    const QCommandLineOption output = outputOption();
    parser.addOption(output);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Rename a field as the inspector does: it keeps its identity, so that migrate "
                    "moves its "
                    "values to the new name."),
            exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3) {
        err() << Cli::tr("rename-field: name MODEL, ENTITY.FIELD and NAME.") << Qt::endl;
        return Unusable;
    }
    std::optional<Model> model = loadForCli(positional[0]);
    if (!model)
        return Unusable;
    Field *field = fieldNamed(*model, positional[1].toStdString());
    if (!field) {
        err() << Cli::tr("rename-field: %1 has no field %2 (write the entity's name, a dot and the "
                         "field's path).")
                     .arg(positional[0], positional[1])
              << Qt::endl;
        return Unusable;
    }
    if (field->name == "_id") {
        err() << Cli::tr("rename-field: _id is every document's key and keeps its name.")
              << Qt::endl;
        return ProblemsFound;
    }
    const size_t errorsBefore = errorCount(*model);
    field->rename(positional[2].toStdString());
    if (errorCount(*model) > errorsBefore) {
        for (const Problem &problem : validateModel(*model))
            if (problem.severity == Severity::Error)
                err() << toQString(problem.pointer) << ": " << problem.message << '\n';
        err() << Cli::tr("rename-field: %1 cannot be renamed to \"%2\"; nothing was written.")
                     .arg(positional[1], positional[2])
              << Qt::endl;
        return ProblemsFound;
    }
    const QString target = parser.isSet(output) ? parser.value(output) : positional[0];
    if (const QString failure = saveModelFile(*model, target); !failure.isEmpty()) {
        err() << failure << Qt::endl;
        return Unusable;
    }
    out() << Cli::tr("%1 renamed to %2.").arg(positional[1], toQString(field->name)) << Qt::endl;
    return Success;
}

} // namespace docmodel::cli
