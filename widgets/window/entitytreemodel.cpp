#include "entitytreemodel.h"

#include "entitybox.h"

namespace docmodel {

namespace {

QString q(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

void appendFields(QStandardItem *parent, const std::vector<Field> &fields)
{
    for (const Field &field : fields) {
        auto *name = new QStandardItem(q(field.name));
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
        auto *name = new QStandardItem(q(entity.name));
        auto *kind
            = new QStandardItem(entity.isCollection() ? tr("collection") : tr("embedded document"));
        auto *details = new QStandardItem(tr("%n field(s)", nullptr, int(entity.fields.size())));
        for (QStandardItem *item : { name, kind, details })
            item->setEditable(false);
        name->setData(q(entity.id), Qt::UserRole);
        appendFields(name, entity.fields);
        appendRow({ name, kind, details });
    }
}

} // namespace docmodel
