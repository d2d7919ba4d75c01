// SPDX-License-Identifier: GPL-3.0-or-later
// Which diagram the scene draws: the entities of a subject area with stubs
// for the relationships that leave it, or, for the All diagram of a very
// large model, the overview of its areas.
#include "diagramscene.h"

#include "areaitem.h"
#include "document/modeldocument.h"
#include "entityitem.h"
#include "relationshipitem.h"
#include "schema/diagrams.h"
#include "stubitem.h"

#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <cmath>

namespace docmodel {

namespace {
constexpr double kAreaGapX = 90; // between the overview's boxes: room for lines
constexpr double kAreaGapY = 70;
} // namespace

bool DiagramScene::draws(const std::string &entityId) const
{
    return !mMembers || mMembers->contains(entityId);
}

void DiagramScene::followDiagrams()
{
    if (mOverview || wantsOverview()) {
        rebuild(); // the areas and their counts changed
        return;
    }
    if (!mMembers && mDocument->currentDiagram() == kAllDiagram)
        return;
    const std::vector<std::string> members = diagramEntities(mDocument->model(), mDocument->currentDiagram());
    if (!mMembers || *mMembers != std::set<std::string>(members.begin(), members.end()))
        rebuild();
}

// Whether more of the box's drawn edges meet its right half than its left:
// its stubs then go out on the left, clear of them.
bool DiagramScene::edgesMeetRight(const EntityItem *box) const
{
    const double middle = box->sceneBoxRect().center().x();
    int right = 0;
    int left = 0;
    for (const RelationshipItem *edge : mEdgesByEntity.values(box->id())) {
        const bool atOne = edge->oneId() == box->id();
        const QPointF end = atOne ? edge->edge().oneEnd : edge->edge().manyEnd;
        (end.x() > middle ? right : left)++;
    }
    return right > left;
}

void DiagramScene::rebuildStubs()
{
    for (StubItem *stub : std::as_const(mStubs))
        delete stub;
    mStubs.clear();
    if (!mMembers)
        return;
    const Model &model = mDocument->model();
    std::map<std::string, int> stubCounts;
    for (const Relationship *rel : outgoingRelationships(model, *mMembers)) {
        const bool fromOne = mMembers->contains(rel->oneId);
        const std::string &inside = fromOne ? rel->oneId : rel->manyId;
        const std::string &outside = fromOne ? rel->manyId : rel->oneId;
        EntityItem *box = entityItem(QString::fromStdString(inside));
        const Entity *target = model.findEntity(outside);
        if (!box || !target)
            continue;
        // The first subject area that shows the target, else All.
        QString where = tr("All");
        for (const SubjectArea &area : model.diagrams)
            if (area.name != mDocument->currentDiagram() && std::ranges::count(area.entities, outside)) {
                where = QString::fromStdString(area.name);
                break;
            }
        auto *stub = new StubItem(this, box, QString::fromStdString(rel->id), QString::fromStdString(outside),
            tr("→ %1 (%2)").arg(QString::fromStdString(target->name), where), stubCounts[inside]++,
            edgesMeetRight(box));
        mStubs << stub;
    }
}

bool DiagramScene::wantsOverview() const
{
    const Model &model = mDocument->model();
    return mDocument->currentDiagram() == kAllDiagram && !mShowAllEntities && !model.diagrams.empty()
        && model.entities.size() > kOverviewEntities;
}

void DiagramScene::showAllEntities()
{
    if (!mOverview)
        return;
    mShowAllEntities = true;
    rebuild();
}

// The areas on a grid, the largest first, and a line between two areas
// for the relationships between their entities (each entity counted in
// the first area that holds it), thicker for more.
void DiagramScene::buildOverview()
{
    const Model &model = mDocument->model();
    std::map<std::string, size_t> areaOf;
    for (size_t i = 0; i < model.diagrams.size(); ++i)
        for (const std::string &id : model.diagrams[i].entities)
            areaOf.emplace(id, i);
    const size_t outside = size_t(std::ranges::count_if(
        model.entities, [&](const Entity &entity) { return !areaOf.contains(entity.id); }));
    const size_t boxes = model.diagrams.size() + (outside > 0 ? 1 : 0);
    const int columns = std::max(1, int(std::ceil(std::sqrt(double(boxes) * 1.6))));
    const QSizeF size = AreaItem::boxSize();
    std::vector<QPointF> centres;
    const auto place = [&](AreaItem *item) {
        const int n = int(centres.size());
        item->setPos((n % columns) * (size.width() + kAreaGapX), (n / columns) * (size.height() + kAreaGapY));
        addItem(item);
        centres.push_back(item->pos() + QPointF(size.width() / 2, size.height() / 2));
    };
    for (const SubjectArea &area : model.diagrams) {
        const QString name = QString::fromStdString(area.name);
        place(new AreaItem(this, name, name, int(area.entities.size())));
    }
    if (outside > 0)
        place(new AreaItem(this, QString(), tr("Entities in no area"), int(outside)));
    std::map<std::pair<size_t, size_t>, int> between;
    for (const Relationship &rel : model.relationships) {
        const auto one = areaOf.find(rel.oneId);
        const auto many = areaOf.find(rel.manyId);
        if (one != areaOf.end() && many != areaOf.end() && one->second != many->second)
            ++between[std::minmax(one->second, many->second)];
    }
    for (const auto &[pair, count] : between) {
        auto *line = new QGraphicsLineItem(QLineF(centres[pair.first], centres[pair.second]));
        line->setPen(QPen(QColor(0x6a, 0x3d, 0x9a, 110), std::min(1.0 + count / 2.0, 5.0)));
        line->setZValue(-1);
        line->setToolTip(tr("%n relationship(s) between %1 and %2", nullptr, count)
                .arg(QString::fromStdString(model.diagrams[pair.first].name),
                    QString::fromStdString(model.diagrams[pair.second].name)));
        addItem(line);
    }
}

} // namespace docmodel
