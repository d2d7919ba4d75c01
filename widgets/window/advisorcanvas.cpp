// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorcanvas.h"

#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "canvas/relationshipitem.h"
#include "document/modeldocument.h"
#include "panels/advisordock.h"
#include "schema/diagrams.h"

namespace docmodel {

void connectAdvisorToCanvas(AdvisorDock *advisor, DiagramScene *scene, DiagramView *view)
{
    QObject::connect(
        advisor, &AdvisorDock::objectActivated, scene, [scene, view](const QString &id) {
            // An object the subject area shown does not draw: All draws it.
            if (!scene->entityItem(id) && !scene->relationshipItem(id))
                scene->document()->showDiagram(std::string(kAllDiagram));
            scene->selectOnly({ id });
            if (const EntityItem *entity = scene->entityItem(id))
                view->centerOnItems(entity->sceneBoxRect());
            else if (const RelationshipItem *edge = scene->relationshipItem(id))
                view->centerOnItems(edge->sceneBoundingRect());
        });
    QObject::connect(advisor, &AdvisorDock::badgesChanged, scene, &DiagramScene::setBadges);
}

} // namespace docmodel
