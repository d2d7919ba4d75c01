// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorcanvas.h"

#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "canvas/relationshipitem.h"
#include "panels/advisordock.h"

namespace docmodel {

void connectAdvisorToCanvas(AdvisorDock *advisor, DiagramScene *scene, DiagramView *view)
{
    QObject::connect(
        advisor, &AdvisorDock::objectActivated, scene, [scene, view](const QString &id) {
            scene->selectOnly({ id });
            if (const EntityItem *entity = scene->entityItem(id))
                view->centerOnItems(entity->sceneBoxRect());
            else if (const RelationshipItem *edge = scene->relationshipItem(id))
                view->centerOnItems(edge->sceneBoundingRect());
        });
    QObject::connect(advisor, &AdvisorDock::badgesChanged, scene, &DiagramScene::setBadges);
}

} // namespace docmodel
