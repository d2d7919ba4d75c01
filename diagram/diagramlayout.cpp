// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramlayout.h"

#include "partedlayout.h"
#include "schema/diagrams.h"

#include <QCoreApplication>

#include <algorithm>

namespace docmodel {

namespace {

QString unknownDiagram(const Model &model, const std::string &name)
{
    QStringList names;
    for (const std::string &known : diagramNames(model))
        names << QString::fromStdString(known);
    return QCoreApplication::translate("Diagram", "the model has no diagram \"%1\"; its diagrams: %2")
        .arg(QString::fromStdString(name), names.join(QStringLiteral(", ")));
}

} // namespace

PreparedDiagram prepareDiagram(const Model &model, const DiagramChoice &choice)
{
    PreparedDiagram out;
    if (choice.name != kAllDiagram && !findDiagram(model, choice.name)) {
        out.error = unknownDiagram(model, choice.name);
        return out;
    }
    out.model = withDiagramLayout(model, choice.name);
    const std::vector<std::string> ids = diagramEntities(model, choice.name);
    out.entities.insert(ids.begin(), ids.end());
    const bool placed = std::ranges::any_of(ids, [&](const std::string &id) { return out.model.layout.contains(id); });
    if ((placed && !choice.relayout) || ids.empty())
        return out;
    LayoutInput input = layoutInputFor(out.model, out.entities);
    input.engine = choice.engine;
    const DiagramLayout layout = layOutBoxes(out.model, input);
    if (!layout.error.isEmpty()) {
        out.error = layout.error;
        return out;
    }
    // Stored routes belong to the positions replaced.
    out.model.layout = layout.positions;
    out.model.routes = layout.routes;
    out.laidOut = true;
    return out;
}

QString layOutDiagram(Model &model, const std::string &name, LayoutEngine engine)
{
    if (name != kAllDiagram && !findDiagram(model, name))
        return unknownDiagram(model, name);
    const std::vector<std::string> ids = diagramEntities(model, name);
    if (ids.empty())
        return {};
    // Graphviz reads the boxes and relationships, never the stored positions:
    // the model itself serves, not a copy with the diagram's layout.
    LayoutInput input = layoutInputFor(model, std::set<std::string>(ids.begin(), ids.end()));
    input.engine = engine;
    const DiagramLayout layout = layOutBoxes(model, input);
    if (!layout.error.isEmpty())
        return layout.error;
    // The diagram's old routes go with its old positions.
    if (SubjectArea *diagram = findDiagram(model, name))
        diagram->routes.clear();
    else
        model.routes.clear();
    storeDiagramLayout(model, name, layout.positions, layout.routes);
    return {};
}

} // namespace docmodel
