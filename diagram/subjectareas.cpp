// SPDX-License-Identifier: GPL-3.0-or-later
#include "subjectareas.h"

#include "schema/diagrams.h"

#include <igraph.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <mutex>
#include <numeric>
#include <queue>
#include <set>
#include <tuple>

namespace docmodel {

namespace {

// igraph's random generator and error handler are global.
std::mutex gIgraphMutex;
// Any constant: the same model always gives the same areas.
constexpr unsigned long kSeed = 20261130;

using Group = std::vector<size_t>; // entity positions in the model
using Groups = std::vector<Group>;

// The relationship graph: one node per entity, one edge per related pair.
struct Graph {
    size_t nodes = 0;
    std::vector<std::pair<size_t, size_t>> edges;
    std::vector<std::vector<size_t>> neighbours;
};

Graph relationshipGraph(const Model &model)
{
    Graph graph;
    graph.nodes = model.entities.size();
    graph.neighbours.resize(graph.nodes);
    std::map<std::string, size_t> position;
    for (size_t i = 0; i < model.entities.size(); ++i)
        position[model.entities[i].id] = i;
    std::set<std::pair<size_t, size_t>> seen;
    for (const Relationship &rel : model.relationships) {
        const auto one = position.find(rel.oneId);
        const auto many = position.find(rel.manyId);
        if (one == position.end() || many == position.end() || one->second == many->second)
            continue;
        const auto edge = std::minmax(one->second, many->second);
        if (!seen.insert(edge).second)
            continue;
        graph.edges.push_back(edge);
        graph.neighbours[edge.first].push_back(edge.second);
        graph.neighbours[edge.second].push_back(edge.first);
    }
    return graph;
}

// An igraph graph of some nodes of ours (the edges among them), freed with it.
class InducedGraph
{
public:
    InducedGraph(const Graph &graph, const Group &nodes)
    {
        std::map<size_t, igraph_integer_t> local;
        for (size_t i = 0; i < nodes.size(); ++i)
            local[nodes[i]] = igraph_integer_t(i);
        std::vector<igraph_integer_t> ends;
        for (const auto &[a, b] : graph.edges)
            if (local.contains(a) && local.contains(b)) {
                ends.push_back(local[a]);
                ends.push_back(local[b]);
            }
        igraph_vector_int_t edges;
        igraph_vector_int_init(&edges, igraph_integer_t(ends.size()));
        for (size_t i = 0; i < ends.size(); ++i)
            VECTOR(edges)[igraph_integer_t(i)] = ends[i];
        mValid = igraph_create(&mGraph, &edges, igraph_integer_t(nodes.size()), IGRAPH_UNDIRECTED) == IGRAPH_SUCCESS;
        igraph_vector_int_destroy(&edges);
        mEdges = ends.size() / 2;
    }
    ~InducedGraph()
    {
        if (mValid)
            igraph_destroy(&mGraph);
    }
    InducedGraph(const InducedGraph &) = delete;
    InducedGraph &operator=(const InducedGraph &) = delete;

    bool valid() const { return mValid; }
    size_t edgeCount() const { return mEdges; }
    const igraph_t *get() const { return &mGraph; }

private:
    igraph_t mGraph;
    bool mValid = false;
    size_t mEdges = 0;
};

// The communities among some nodes (igraph's multilevel modularity); one
// group when the nodes have no edges or igraph fails.
Groups communities(const Graph &graph, const Group &nodes)
{
    const InducedGraph induced(graph, nodes);
    if (!induced.valid() || induced.edgeCount() == 0)
        return { nodes };
    igraph_vector_int_t membership;
    igraph_vector_int_init(&membership, 0);
    Groups out;
    if (igraph_community_multilevel(induced.get(), nullptr, 1.0, &membership, nullptr, nullptr) == IGRAPH_SUCCESS) {
        std::map<igraph_integer_t, Group> byCommunity;
        for (size_t i = 0; i < nodes.size(); ++i)
            byCommunity[VECTOR(membership)[igraph_integer_t(i)]].push_back(nodes[i]);
        for (auto &[community, members] : byCommunity)
            out.push_back(std::move(members));
    } else {
        out = { nodes };
    }
    igraph_vector_int_destroy(&membership);
    return out;
}

// Pieces of at most `max` nodes in breadth-first order from the best
// connected node, so each piece stays connected where it can.
Groups chunks(const Graph &graph, const Group &nodes, size_t max)
{
    const std::set<size_t> inside(nodes.begin(), nodes.end());
    std::set<size_t> visited;
    Group order;
    std::vector<size_t> starts = nodes;
    std::ranges::stable_sort(starts, [&](size_t a, size_t b) { return graph.neighbours[a].size() > graph.neighbours[b].size(); });
    for (size_t start : starts) {
        if (!visited.insert(start).second)
            continue;
        std::queue<size_t> queue;
        queue.push(start);
        while (!queue.empty()) {
            const size_t node = queue.front();
            queue.pop();
            order.push_back(node);
            for (size_t next : graph.neighbours[node])
                if (inside.contains(next) && visited.insert(next).second)
                    queue.push(next);
        }
    }
    const size_t pieces = (order.size() + max - 1) / max;
    const size_t each = (order.size() + pieces - 1) / pieces;
    Groups out;
    for (size_t i = 0; i < order.size(); i += each)
        out.emplace_back(order.begin() + std::ptrdiff_t(i), order.begin() + std::ptrdiff_t(std::min(order.size(), i + each)));
    return out;
}

// Groups above `max` split into their own communities, else into pieces.
Groups splitLarge(const Graph &graph, Groups groups, size_t max)
{
    Groups out;
    while (!groups.empty()) {
        Group group = std::move(groups.back());
        groups.pop_back();
        if (group.size() <= max) {
            out.push_back(std::move(group));
            continue;
        }
        Groups parts = communities(graph, group);
        if (parts.size() < 2)
            parts = chunks(graph, group, max);
        for (Group &part : parts)
            groups.push_back(std::move(part));
    }
    return out;
}

// Groups below `min` packed together in name order, up to `max` each.
Groups packSmall(const Model &model, Groups groups, size_t min, size_t max)
{
    Groups out;
    Groups small;
    for (Group &group : groups)
        (group.size() < min ? small : out).push_back(std::move(group));
    std::ranges::sort(small, [&](const Group &a, const Group &b) {
        return model.entities[a.front()].name < model.entities[b.front()].name;
    });
    Group packed;
    for (const Group &group : small) {
        if (packed.size() + group.size() > max) {
            out.push_back(std::move(packed));
            packed.clear();
        }
        packed.insert(packed.end(), group.begin(), group.end());
    }
    if (!packed.empty())
        out.push_back(std::move(packed));
    return out;
}

// "sales_orders" and "sales.returns" share "sales"; "salesOrders" too.
std::string namePrefix(const std::string &name)
{
    for (size_t i = 1; i < name.size(); ++i)
        if (name[i] == '_' || name[i] == '.' || name[i] == '-' || (std::isupper(static_cast<unsigned char>(name[i]))
                && std::islower(static_cast<unsigned char>(name[i - 1]))))
            return name.substr(0, i);
    return name;
}

Groups byNamePrefix(const Model &model)
{
    std::map<std::string, Group> byPrefix;
    for (size_t i = 0; i < model.entities.size(); ++i)
        byPrefix[namePrefix(model.entities[i].name)].push_back(i);
    Groups out;
    for (auto &[prefix, group] : byPrefix)
        out.push_back(std::move(group));
    return out;
}

double modularity(const Graph &graph, const Groups &groups)
{
    Group all(graph.nodes);
    std::iota(all.begin(), all.end(), size_t(0));
    const InducedGraph induced(graph, all);
    if (!induced.valid() || induced.edgeCount() == 0)
        return 0;
    igraph_vector_int_t membership;
    igraph_vector_int_init(&membership, igraph_integer_t(graph.nodes));
    for (size_t g = 0; g < groups.size(); ++g)
        for (size_t node : groups[g])
            VECTOR(membership)[igraph_integer_t(node)] = igraph_integer_t(g);
    igraph_real_t q = 0;
    if (igraph_modularity(induced.get(), &membership, nullptr, 1.0, IGRAPH_UNDIRECTED, &q) != IGRAPH_SUCCESS
        || !std::isfinite(q))
        q = 0;
    igraph_vector_int_destroy(&membership);
    return q;
}

// The member with the most relationships inside the group; collections
// before embedded types, then by name.
size_t mostCentral(const Model &model, const Graph &graph, const Group &group)
{
    const std::set<size_t> inside(group.begin(), group.end());
    const auto degree = [&](size_t node) {
        return std::ranges::count_if(graph.neighbours[node], [&](size_t next) { return inside.contains(next); });
    };
    return *std::ranges::min_element(group, [&](size_t a, size_t b) {
        const Entity &ea = model.entities[a];
        const Entity &eb = model.entities[b];
        return std::tuple(-degree(a), !ea.isCollection(), ea.name) < std::tuple(-degree(b), !eb.isCollection(), eb.name);
    });
}

Groups finished(const Model &model, const Graph &graph, Groups groups, const AreaOptions &options)
{
    const size_t max = std::max<size_t>(options.maxEntities, 1);
    return packSmall(model, splitLarge(graph, std::move(groups), max), std::min(options.minEntities, max), max);
}

const std::string &databaseOf(const Model &model, const Entity &entity)
{
    return entity.database.empty() ? model.database : entity.database;
}

// The entities of each database, when the model's are in several.
std::map<std::string, Group> byDatabase(const Model &model)
{
    std::map<std::string, Group> out;
    for (size_t i = 0; i < model.entities.size(); ++i)
        out[databaseOf(model, model.entities[i])].push_back(i);
    return out;
}

} // namespace

FoundAreas findSubjectAreas(const Model &model, const AreaOptions &options)
{
    FoundAreas found;
    if (model.entities.empty())
        return found;
    const Graph graph = relationshipGraph(model);
    Group all(graph.nodes);
    std::iota(all.begin(), all.end(), size_t(0));
    Groups chosen;
    {
        const std::lock_guard lock(gIgraphMutex);
        igraph_set_error_handler(igraph_error_handler_ignore);
        igraph_set_warning_handler(igraph_warning_handler_ignore);
        igraph_rng_seed(igraph_rng_default(), kSeed);
        if (const std::map<std::string, Group> databases = byDatabase(model); databases.size() > 1) {
            for (const auto &[database, members] : databases)
                for (Group &group : finished(model, graph, communities(graph, members), options))
                    chosen.push_back(std::move(group));
            found.method = FoundAreas::Method::Database;
        } else {
            chosen = finished(model, graph, communities(graph, all), options);
            Groups prefixes = finished(model, graph, byNamePrefix(model), options);
            // Names separate better when the graph says little (few or no
            // relationships) or their groups cut fewer relationships.
            if (modularity(graph, prefixes) > modularity(graph, chosen) || graph.edges.empty()) {
                chosen = std::move(prefixes);
                found.method = FoundAreas::Method::NamePrefix;
            }
        }
        found.modularity = modularity(graph, chosen);
    }
    std::map<std::string, int> areasOfDatabase;
    for (const Group &group : chosen)
        ++areasOfDatabase[databaseOf(model, model.entities[group.front()])];
    std::set<std::string> taken;
    for (const std::string &name : diagramNames(model))
        taken.insert(name);
    for (Group &group : chosen) {
        std::ranges::sort(group);
        SubjectArea area;
        const std::string central = model.entities[mostCentral(model, graph, group)].name;
        const std::string &database = databaseOf(model, model.entities[group.front()]);
        const std::string base = found.method != FoundAreas::Method::Database || database.empty() ? central
            : areasOfDatabase[database] == 1 ? database
                                             : database + ": " + central;
        area.name = base;
        for (int n = 2; taken.contains(area.name); ++n)
            area.name = base + " " + std::to_string(n);
        taken.insert(area.name);
        for (size_t node : group)
            area.entities.push_back(model.entities[node].id);
        found.areas.push_back(std::move(area));
    }
    // The largest first: the model's core before its fringes.
    std::ranges::stable_sort(found.areas, [](const SubjectArea &a, const SubjectArea &b) { return a.entities.size() > b.entities.size(); });
    return found;
}

} // namespace docmodel
