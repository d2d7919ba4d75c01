// SPDX-License-Identifier: GPL-3.0-or-later
#include "entitytreemodel.h"

#include "diagram/entitybox.h"
#include "schema/qtstring.h"

namespace docmodel {

namespace {

constexpr int kFieldsFetchedRole = Qt::UserRole + 1;

void appendFields(QStandardItem *parent, const std::vector<Field> &fields)
{
    for (const Field &field : fields) {
        auto *name = new QStandardItem(toQString(field.name));
        auto *type = new QStandardItem(fieldTypeText(field));
        auto *details
            = new QStandardItem(field.required ? EntityTreeModel::tr("required") : QString());
        for (QStandardItem *item : { name, type, details })
            item->setEditable(false);
        appendFields(name, field.fields);
        parent->appendRow({ name, type, details });
    }
}

} // namespace

EntityTreeModel::EntityTreeModel(QObject *parent)
    : QStandardItemModel(parent)
{
    setHorizontalHeaderLabels({ tr("Name"), tr("Type"), tr("Details") });
}

void EntityTreeModel::rebuild(const Model &model)
{
    mModel = &model;
    removeRows(0, rowCount());
    QList<QList<QStandardItem *>> rows;
    rows.reserve(qsizetype(model.entities.size()));
    for (const Entity &entity : model.entities) {
        auto *name = new QStandardItem(toQString(entity.name));
        auto *kind
            = new QStandardItem(entity.isCollection() ? tr("collection") : tr("embedded document"));
        auto *details = new QStandardItem(tr("%n field(s)", nullptr, int(entity.fields.size())));
        for (QStandardItem *item : { name, kind, details })
            item->setEditable(false);
        name->setData(toQString(entity.id), Qt::UserRole);
        rows.append({ name, kind, details });
    }
    for (const QList<QStandardItem *> &row : rows)
        appendRow(row);
}

const Entity *EntityTreeModel::unfetchedEntity(const QModelIndex &parent) const
{
    if (!mModel || !parent.isValid() || parent.parent().isValid() || parent.column() != 0
        || parent.data(kFieldsFetchedRole).toBool())
        return nullptr;
    return mModel->findEntity(parent.data(Qt::UserRole).toString().toStdString());
}

bool EntityTreeModel::hasChildren(const QModelIndex &parent) const
{
    if (const Entity *entity = unfetchedEntity(parent))
        return !entity->fields.empty();
    return QStandardItemModel::hasChildren(parent);
}

bool EntityTreeModel::canFetchMore(const QModelIndex &parent) const
{
    return unfetchedEntity(parent) != nullptr;
}

void EntityTreeModel::fetchMore(const QModelIndex &parent)
{
    const Entity *entity = unfetchedEntity(parent);
    if (!entity)
        return;
    QStandardItem *name = itemFromIndex(parent);
    name->setData(true, kFieldsFetchedRole);
    appendFields(name, entity->fields);
}

} // namespace docmodel
