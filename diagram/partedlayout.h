// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A layout for more boxes than Graphviz routes in reasonable time (it needs
// tens of seconds for 2,000): the boxes are divided into subject areas
// (findSubjectAreas), each area is laid out with Graphviz on its own, and
// the areas' blocks are packed in rows, largest first. A relationship
// between two areas gets no route: it is drawn straight across.

#include "graphvizlayout.h"

#include <functional>

namespace docmodel {

struct PartedLayoutHooks {
    // After each area: how many are laid out, of how many.
    std::function<void(size_t done, size_t total)> progress;
    // Asked before each area; true stops the layout (the result is empty).
    std::function<bool()> cancelled;
};

// Lays out `input.boxes` of `model` in parts. Any thread may call.
DiagramLayout partedLayout(const Model &model, const LayoutInput &input, const PartedLayoutHooks &hooks = {});

// Graphviz in one piece up to kMaxBoxesForGraphviz boxes, else in parts.
DiagramLayout layOutBoxes(const Model &model, const LayoutInput &input, const PartedLayoutHooks &hooks = {});

} // namespace docmodel
