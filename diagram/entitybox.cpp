// SPDX-License-Identifier: GPL-3.0-or-later
#include "entitybox.h"

#include "diagramstyle.h"
#include "schema/derivedfields.h"
#include "schema/printable.h"

#include <QCoreApplication>
#include <QFontMetricsF>

#include <algorithm>

namespace docmodel {

namespace {

void appendFields(
    QVector<EntityRow> &rows, const std::vector<Field> &fields, int depth, RowKind kind)
{
    for (const Field &field : fields) {
        rows.push_back(
            { printableText(field.name), fieldTypeText(field), depth, field.required, kind });
        appendFields(rows, field.fields, depth + 1, kind);
    }
}

QString entityName(const Model &model, const std::string &id)
{
    const Entity *entity = model.findEntity(id);
    return entity ? printableText(entity->name) : printableText(id);
}

// Adds a row a relationship produces; when the entity already declares a
// field of that name, that row is marked instead of listed twice.
void addDerived(QVector<EntityRow> &rows, EntityRow row)
{
    for (EntityRow &existing : rows) {
        if (existing.depth == row.depth && existing.name == row.name
            && existing.kind == RowKind::Declared) {
            existing.kind = row.kind;
            return;
        }
    }
    rows.push_back(std::move(row));
}

// The type a tree encoding gives one of its fields, as the box shows types.
QString treeFieldType(const TreeOptions &tree, const std::string &name, const QString &self)
{
    if (name == tree.depthField || name == "left" || name == "right")
        return QStringLiteral("int");
    if (name == "path")
        return QStringLiteral("string");
    if (name == "children" || name == "ancestors")
        return QStringLiteral("[ref %1]").arg(self);
    return QStringLiteral("ref %1").arg(self); // parent, thread
}

// The rows relationships add to this entity's documents.
void appendDerivedRows(QVector<EntityRow> &rows, const Model &model, const Entity &entity)
{
    for (const Relationship &rel : model.relationships) {
        if (rel.tree) {
            if (rel.oneId == entity.id)
                for (const std::string &name : treeFieldNames(*rel.tree))
                    addDerived(rows,
                        EntityRow { printableText(name),
                            treeFieldType(*rel.tree, name, printableText(entity.name)), 0, false,
                            RowKind::Tree });
            continue;
        }
        const bool many = rel.cardinality != Cardinality::OneToOne;
        if (rel.oneId == entity.id) {
            const std::string field = parentFieldName(model, rel);
            if (!field.empty()) {
                const QString child = entityName(model, rel.manyId);
                if (strategyEmbeds(rel.strategy)) {
                    addDerived(rows,
                        EntityRow { printableText(field),
                            many ? QLatin1Char('[') + child + QLatin1Char(']') : child, 0, false,
                            RowKind::Embedded });
                } else {
                    addDerived(rows,
                        EntityRow { printableText(field),
                            many ? QStringLiteral("[ref %1]").arg(child)
                                 : QStringLiteral("ref %1").arg(child),
                            0, false, RowKind::Reference });
                }
            }
            if (const std::string count = subsetCountField(rel); !count.empty())
                addDerived(rows,
                    EntityRow { printableText(count), QStringLiteral("int"), 0,
                        false, RowKind::Embedded });
            for (const DenormalizedField &copy : rel.denormalized)
                if (copy.direction == CopyDirection::IntoOne)
                    addDerived(rows,
                        EntityRow { printableText(copy.name()),
                            QCoreApplication::translate("Diagram", "copy of %1.%2")
                                .arg(entityName(model, rel.manyId), printableText(copy.field)),
                            1, false, RowKind::Copied });
        }
        if (rel.manyId == entity.id) {
            const std::string field = childFieldName(model, rel);
            if (!field.empty())
                addDerived(rows,
                    EntityRow { printableText(field),
                        QStringLiteral("ref %1").arg(entityName(model, rel.oneId)), 0, false,
                        RowKind::Reference });
            for (const DenormalizedField &copy : rel.denormalized)
                if (copy.direction == CopyDirection::IntoMany)
                    addDerived(rows,
                        EntityRow { printableText(copyPath(rel, copy)),
                            QCoreApplication::translate("Diagram", "copy of %1.%2")
                                .arg(entityName(model, rel.oneId), printableText(copy.field)),
                            0, false, RowKind::Copied });
        }
    }
}

} // namespace

QString fieldTypeText(const Field &field)
{
    QStringList names;
    for (BsonType type : field.types)
        names << printableText(bsonTypeInfo(type).name);
    QString text = names.isEmpty() ? QCoreApplication::translate("Diagram", "any")
                                   : names.join(QLatin1String(" | "));
    if (field.array)
        text = QLatin1Char('[') + text + QLatin1Char(']');
    // A map: its keys are data, each value of the type shown.
    return field.map ? QStringLiteral("{key: %1}").arg(text) : text;
}

EntityBox buildEntityBox(const Model &model, const Entity &entity)
{
    EntityBox box;
    box.id = printableText(entity.id);
    box.title = printableText(entity.name);
    box.embedded = !entity.isCollection();
    QStringList tags;
    tags << (box.embedded ? QCoreApplication::translate("Diagram", "embedded document")
                          : QCoreApplication::translate("Diagram", "collection"));
    for (PatternTag tag : entity.patterns)
        tags << printableText(toString(tag));
    for (const Relationship &rel : model.relationships)
        if (rel.manyId == entity.id && isStoredTwice(model, rel))
            tags << QCoreApplication::translate("Diagram", "stored twice: also in %1")
                        .arg(entityName(model, rel.oneId));
    box.subtitle = tags.join(QStringLiteral(" \u00b7 "));
    appendFields(box.rows, entity.fields, 0, RowKind::Declared);
    appendDerivedRows(box.rows, model, entity);
    if (box.rows.size() > diagramstyle::kMaxRows) {
        box.hiddenRows = box.rows.size() - (diagramstyle::kMaxRows - 1);
        box.rows.resize(diagramstyle::kMaxRows - 1);
        box.rows.push_back(EntityRow {
            QCoreApplication::translate("Diagram", "… and %Ln more", nullptr, int(box.hiddenRows)),
            {}, 0, false, RowKind::More });
    }

    // Width from the text, with a floor and a ceiling (long names elide).
    const QFontMetricsF body(diagramstyle::bodyFont());
    const QFontMetricsF header(diagramstyle::headerFont());
    const QFontMetricsF label(diagramstyle::labelFont());
    double width
        = std::max(header.horizontalAdvance(box.title), label.horizontalAdvance(box.subtitle));
    for (const EntityRow &row : box.rows)
        width = std::max(width,
            row.depth * diagramstyle::kIndent + body.horizontalAdvance(row.name) + 16
                + body.horizontalAdvance(row.type));
    width = std::clamp(
        width + 2 * diagramstyle::kPadding + 10, diagramstyle::kMinWidth, diagramstyle::kMaxWidth);
    const double height = diagramstyle::kHeaderHeight + 14
        + std::max<qsizetype>(1, box.rows.size()) * diagramstyle::kRowHeight
        + diagramstyle::kPadding;
    box.size = QSizeF(std::ceil(width), std::ceil(height));
    return box;
}

} // namespace docmodel
