// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a diagram draws things: box positions and edge routes, and the
// named diagrams (subject areas) a model keeps beside its "All" diagram.

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace docmodel {

struct Position {
    double x = 0;
    double y = 0;
    bool operator==(const Position &) const = default;
};

// How a layout drew a relationship around the boxes: a cubic Bézier
// (start, then three points per piece) from the "one" end's box to the
// "many" end's, and the centre of its mid-edge label. Kept while both
// boxes stay where the layout put them.
struct EdgeRoute {
    std::vector<Position> points;
    Position label;
    // Where the cardinalities go, when the layout placed them too.
    std::optional<Position> oneLabel, manyLabel;
    bool operator==(const EdgeRoute &) const = default;
};

// A subject area: some of the model's entities drawn on their own, with
// positions and routes of their own. An entity may be in several. The
// model's own layout and routes are the "All" diagram, which always exists
// and holds every entity.
struct SubjectArea {
    std::string name;
    std::vector<std::string> entities; // ids, in the order they were added
    std::map<std::string, Position> layout; // by entity id
    std::map<std::string, EdgeRoute> routes; // by relationship id
    bool operator==(const SubjectArea &) const = default;
};

} // namespace docmodel
