// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorfindingitems.h"

#include "advisordock.h"
#include "schema/qtstring.h"

#include <QTreeWidgetItem>

namespace docmodel {

ModelObjectKinds::ModelObjectKinds(const Model &model)
{
    mKinds.reserve(model.entities.size() + model.relationships.size() + model.indexes.size()
        + model.accessPatterns.size());
    for (const Entity &entity : model.entities)
        mKinds.try_emplace(entity.id, Kind::Entity);
    for (const Relationship &rel : model.relationships)
        mKinds.try_emplace(rel.id, Kind::Relationship);
    for (const Index &index : model.indexes)
        mKinds.try_emplace(index.id, Kind::Index);
    for (const AccessPattern &ap : model.accessPatterns)
        mKinds.try_emplace(ap.id, Kind::AccessPattern);
}

const ModelObjectKinds::Kind *ModelObjectKinds::find(const std::string &id) const
{
    const auto found = mKinds.find(id);
    return found == mKinds.end() ? nullptr : &found->second;
}

QString advisorObjectName(const Model &model, const ModelObjectKinds &kinds, const std::string &id)
{
    using Kind = ModelObjectKinds::Kind;
    // Only the list that held the id is searched; an id made since is
    // searched for everywhere.
    const Kind *known = kinds.find(id);
    const auto mayBe = [known](Kind kind) { return !known || *known == kind; };
    if (const Entity *entity = mayBe(Kind::Entity) ? model.findEntity(id) : nullptr)
        return entity->isCollection() ? AdvisorDock::tr("Collection %1").arg(toQString(entity->name))
                                      : AdvisorDock::tr("Embedded type %1").arg(toQString(entity->name));
    if (const Relationship *rel = mayBe(Kind::Relationship) ? model.findRelationship(id) : nullptr) {
        const Entity *one = model.findEntity(rel->oneId);
        const Entity *many = model.findEntity(rel->manyId);
        return AdvisorDock::tr("Relationship %1 → %2")
            .arg(toQString(one ? one->name : rel->oneId), toQString(many ? many->name : rel->manyId));
    }
    if (const Index *index = mayBe(Kind::Index) ? model.findIndex(id) : nullptr)
        return AdvisorDock::tr("Index %1").arg(toQString(index->effectiveName()));
    if (const AccessPattern *ap = mayBe(Kind::AccessPattern) ? model.findAccessPattern(id) : nullptr)
        return AdvisorDock::tr("Query \"%1\"").arg(toQString(ap->name.empty() ? ap->id : ap->name));
    return toQString(id);
}

QString diagnosticKey(const Diagnostic &d)
{
    return toQString(std::string(d.ruleInfo().code) + d.objectId) + d.message;
}

QTreeWidgetItem *SeverityItems::objectItem(const QString &objectId, const QString &name)
{
    if (!group)
        group = new QTreeWidgetItem;
    QTreeWidgetItem *&object = objects[objectId];
    if (!object) {
        object = new QTreeWidgetItem(group, { name });
        object->setData(0, advisorrole::kObject, objectId);
    }
    return object;
}

FindingItems::FindingItems(const Model &model, const AdvisorReport &report, const std::vector<Problem> &problems)
{
    const ModelObjectKinds kinds(model);
    // What makes the model invalid first: a finding about a model that
    // cannot exist matters less.
    for (size_t i = 0; i < problems.size(); ++i) {
        const Problem &problem = problems[i];
        SeverityItems &items = severity(problem.severity);
        const std::string id = problemObjectId(model, problem);
        const QString objectId = toQString(id);
        QTreeWidgetItem *object = items.objectItem(
            objectId, id.empty() ? AdvisorDock::tr("The model") : advisorObjectName(model, kinds, id));
        auto *item = new QTreeWidgetItem(object, { problem.message, AdvisorDock::tr("check") });
        item->setData(0, advisorrole::kProblem, qulonglong(i));
        item->setData(0, advisorrole::kObject, objectId);
        item->setToolTip(0, problem.message);
        item->setToolTip(1, AdvisorDock::tr("A model check: the model is not consistent in itself"));
        mByKey.insert(objectId + problem.message, item);
        ++items.count;
    }
    for (size_t i = 0; i < report.diagnostics.size(); ++i) {
        const Diagnostic &d = report.diagnostics[i];
        SeverityItems &items = severity(d.severity);
        const QString objectId = toQString(d.objectId);
        QTreeWidgetItem *object = items.objectItem(objectId, advisorObjectName(model, kinds, d.objectId));
        auto *item = new QTreeWidgetItem(object, { d.message, toQString(std::string(d.ruleInfo().code)) });
        item->setData(0, advisorrole::kDiagnostic, qulonglong(i));
        item->setData(0, advisorrole::kObject, objectId);
        item->setToolTip(0, d.message);
        item->setToolTip(1, toQString(ruleLabel(d.ruleInfo())));
        mByKey.insert(diagnosticKey(d), item);
        ++items.count;
    }
}

FindingItems::~FindingItems()
{
    for (SeverityItems &items : mSeverities)
        delete items.group;
}

QList<QTreeWidgetItem *> FindingItems::adoptGroups()
{
    QList<QTreeWidgetItem *> groups;
    for (SeverityItems &items : mSeverities) {
        if (items.group)
            groups.append(items.group);
        items.group = nullptr;
        items.objects.clear();
    }
    mByKey.clear();
    return groups;
}

} // namespace docmodel
