// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One diagram of a model ready to draw: its entities, and positions and
// routes from the file or, where the file has none, from Graphviz (the
// layout Lay Out All makes). Shared by image export, the documentation's
// diagram and `docmodeler-cli layout`.

#include "graphvizlayout.h"

#include <QString>

#include <set>
#include <string>

namespace docmodel {

// Graphviz routes a few hundred boxes in seconds; past this, a drawing is
// laid out in parts (partedLayout).
constexpr size_t kMaxBoxesForGraphviz = 300;

struct DiagramChoice {
    std::string name = "All"; // a subject area, or "All"
    bool relayout = false; // ignore the stored positions
    LayoutEngine engine = LayoutEngine::Dot;
};

struct PreparedDiagram {
    // The model with the diagram's positions and routes as its own.
    Model model;
    std::set<std::string> entities; // drawn
    bool laidOut = false; // Graphviz placed them now
    QString error; // the diagram does not exist, or Graphviz failed
};

// The diagram as chosen: laid out with Graphviz (in parts when large) when
// relayout is asked for or none of its entities has a stored position.
PreparedDiagram prepareDiagram(const Model &model, const DiagramChoice &choice = {});

// Lays the diagram out with Graphviz and stores the result into it (the
// model's own layout for "All"). Returns the error, empty on success.
QString layOutDiagram(Model &model, const std::string &name, LayoutEngine engine);

} // namespace docmodel
