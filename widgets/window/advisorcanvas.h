// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace docmodel {

class AdvisorDock;
class DiagramScene;
class DiagramView;

// The advisor's findings on the canvas: a chosen finding selects and centres
// its entity or relationship, and the items carry the badges it reports.
void connectAdvisorToCanvas(AdvisorDock *advisor, DiagramScene *scene, DiagramView *view);

} // namespace docmodel
