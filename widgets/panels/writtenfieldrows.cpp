// SPDX-License-Identifier: GPL-3.0-or-later
#include "writtenfieldrows.h"

#include "diagram/diagrampainter.h"
#include "diagram/entitybox.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"
#include "shape/documentshape.h"

#include <QCoreApplication>
#include <QTreeWidget>

#include <algorithm>

namespace docmodel {

namespace {

class WrittenFieldRows
{
    Q_DECLARE_TR_FUNCTIONS(WrittenFieldRows)
};

constexpr int kRelationshipRole = Qt::UserRole + 10; // the writing relationship's id
constexpr int kWrittenRole = Qt::UserRole + 11; // the field's place in fieldsWrittenBy

QString entityName(const Model &model, const std::string &id)
{
    const Entity *entity = model.findEntity(id);
    return toQString(entity ? entity->name : id);
}

const WrittenField *writtenFieldOf(
    const Model &model, const QTreeWidgetItem *item, std::vector<WrittenField> &fields, const Relationship **rel)
{
    *rel = model.findRelationship(toStdString(item->data(0, kRelationshipRole).toString()));
    if (!*rel)
        return nullptr;
    fields = fieldsWrittenBy(model, **rel);
    const auto index = size_t(item->data(0, kWrittenRole).toULongLong());
    return index < fields.size() ? &fields[index] : nullptr;
}

} // namespace

void addWrittenFieldRows(QTreeWidget *fields, const Model &model, const Entity &entity)
{
    const std::vector<Field> written = DocumentShapes(model).fields(entity);
    for (const Relationship &rel : model.relationships) {
        const std::vector<WrittenField> names = fieldsWrittenBy(model, rel);
        for (size_t i = 0; i < names.size(); ++i) {
            const WrittenField &name = names[i];
            if (name.entityId != entity.id || findFieldPath(entity.fields, name.name))
                continue;
            const auto shape = std::ranges::find(written, name.name, &Field::name);
            const QString relationship = WrittenFieldRows::tr("%1 → %2")
                                             .arg(entityName(model, rel.oneId), entityName(model, rel.manyId));
            const QString type = shape == written.end() ? QString() : fieldTypeText(*shape);
            auto *item = new QTreeWidgetItem(fields);
            item->setText(0, toQString(name.name));
            item->setText(1, type.isEmpty() ? relationship : type + QStringLiteral(" · ") + relationship);
            QFont italic = item->font(0);
            italic.setItalic(true);
            const bool renamable = renameWrittenField(rel, name, name.name).has_value();
            const QString tip = WrittenFieldRows::tr("Written by %1 (%2)").arg(relationship, strategyDisplayName(rel.strategy))
                + (renamable ? WrittenFieldRows::tr("; F2 renames it in the relationship") : QString());
            for (int column : { 0, 1 }) {
                item->setFont(column, italic);
                item->setToolTip(column, tip);
            }
            item->setData(0, kRelationshipRole, toQString(rel.id));
            item->setData(0, kWrittenRole, qulonglong(i));
            if (renamable)
                item->setFlags(item->flags() | Qt::ItemIsEditable);
        }
    }
}

bool isWrittenFieldRow(const QTreeWidgetItem *item)
{
    return item && item->data(0, kRelationshipRole).isValid();
}

std::optional<Relationship> renamedByRow(const Model &model, const QTreeWidgetItem *item)
{
    if (!isWrittenFieldRow(item))
        return std::nullopt;
    std::vector<WrittenField> fields;
    const Relationship *rel = nullptr;
    const WrittenField *field = writtenFieldOf(model, item, fields, &rel);
    const std::string name = toStdString(item->text(0).trimmed());
    if (!field || name.empty() || name == field->name)
        return std::nullopt;
    return renameWrittenField(*rel, *field, name);
}

} // namespace docmodel
