// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagrams.h"

#include <algorithm>

namespace docmodel {

const SubjectArea *findDiagram(const Model &model, std::string_view name)
{
    const auto it = std::ranges::find(model.diagrams, name, &SubjectArea::name);
    return it == model.diagrams.end() ? nullptr : &*it;
}

SubjectArea *findDiagram(Model &model, std::string_view name)
{
    const auto it = std::ranges::find(model.diagrams, name, &SubjectArea::name);
    return it == model.diagrams.end() ? nullptr : &*it;
}

std::vector<std::string> diagramNames(const Model &model)
{
    std::vector<std::string> names { std::string(kAllDiagram) };
    for (const SubjectArea &diagram : model.diagrams)
        names.push_back(diagram.name);
    return names;
}

std::string freeDiagramName(const Model &model, const std::string &base)
{
    const auto taken = [&](const std::string &name) { return name == kAllDiagram || findDiagram(model, name); };
    std::string name = base;
    for (int n = 2; taken(name); ++n)
        name = base + " " + std::to_string(n);
    return name;
}

std::vector<std::string> diagramEntities(const Model &model, std::string_view name)
{
    std::vector<std::string> out;
    const SubjectArea *diagram = findDiagram(model, name);
    if (!diagram && name != kAllDiagram)
        return out;
    const std::set<std::string> members = diagram
        ? std::set<std::string>(diagram->entities.begin(), diagram->entities.end())
        : std::set<std::string>();
    for (const Entity &entity : model.entities)
        if (!diagram || members.contains(entity.id))
            out.push_back(entity.id);
    return out;
}

size_t diagramEntityCount(const Model &model, const SubjectArea *diagram)
{
    if (!diagram)
        return model.entities.size();
    std::set<std::string_view> drawn;
    for (const std::string &id : diagram->entities)
        if (model.findEntity(id))
            drawn.insert(id);
    return drawn.size();
}

Model withDiagramLayout(const Model &model, std::string_view name)
{
    const SubjectArea *diagram = findDiagram(model, name);
    if (!diagram)
        return model;
    Model out = model;
    out.layout = diagram->layout;
    out.routes = diagram->routes;
    return out;
}

void storeDiagramLayout(Model &model, std::string_view name, const std::map<std::string, Position> &layout,
    const std::map<std::string, EdgeRoute> &routes)
{
    const std::vector<std::string> ids = diagramEntities(model, name);
    const std::set<std::string> drawn(ids.begin(), ids.end());
    SubjectArea *diagram = findDiagram(model, name);
    std::map<std::string, Position> &positions = diagram ? diagram->layout : model.layout;
    std::map<std::string, EdgeRoute> &edges = diagram ? diagram->routes : model.routes;
    for (const auto &[id, at] : layout)
        if (drawn.contains(id))
            positions[id] = at;
    for (const auto &[id, route] : routes)
        if (const Relationship *rel = model.findRelationship(id);
            rel && drawn.contains(rel->oneId) && drawn.contains(rel->manyId))
            edges[id] = route;
}

std::set<std::string> neighbourEntities(const Model &model, const std::set<std::string> &ids)
{
    std::set<std::string> out;
    for (const Relationship &rel : model.relationships) {
        if (ids.contains(rel.oneId) && !ids.contains(rel.manyId))
            out.insert(rel.manyId);
        if (ids.contains(rel.manyId) && !ids.contains(rel.oneId))
            out.insert(rel.oneId);
    }
    return out;
}

std::vector<const Relationship *> outgoingRelationships(const Model &model, const std::set<std::string> &ids)
{
    std::vector<const Relationship *> out;
    for (const Relationship &rel : model.relationships)
        if (ids.contains(rel.oneId) != ids.contains(rel.manyId))
            out.push_back(&rel);
    return out;
}

} // namespace docmodel
