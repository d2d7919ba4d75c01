// SPDX-License-Identifier: GPL-3.0-or-later
#include "entitytreemodel.h"

#include "diagram/entitybox.h"
#include "schema/qtstring.h"

namespace docmodel {

namespace {

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
    removeRows(0, rowCount());
    for (const Entity &entity : model.entities) {
        auto *name = new QStandardItem(toQString(entity.name));
        auto *kind
            = new QStandardItem(entity.isCollection() ? tr("collection") : tr("embedded document"));
        auto *details = new QStandardItem(tr("%n field(s)", nullptr, int(entity.fields.size())));
        for (QStandardItem *item : { name, kind, details })
            item->setEditable(false);
        name->setData(toQString(entity.id), Qt::UserRole);
        appendFields(name, entity.fields);
        appendRow({ name, kind, details });
    }
}

} // namespace docmodel
