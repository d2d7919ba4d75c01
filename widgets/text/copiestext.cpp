// SPDX-License-Identifier: GPL-3.0-or-later
#include "copiestext.h"

#include "schema/derivedfields.h"
#include "schema/qtstring.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace docmodel {

namespace {

// The words of the copies editor: the relationship inspector's, in one translation context.
class CopiesText
{
    Q_DECLARE_TR_FUNCTIONS(docmodel::RelationshipInspector)
};

} // namespace

bool checkCopy(
    const Model &model, const Relationship &rel, const DenormalizedField &copy, QString *problem)
{
    const Entity *source
        = model.findEntity(copy.direction == CopyDirection::IntoMany ? rel.oneId : rel.manyId);
    if (!source || copy.field.empty() || !entityHasPath(model, *source, copy.field)) {
        *problem = CopiesText::tr("\"%1\" is not a field of \"%2\"")
                       .arg(toQString(copy.field), source ? toQString(source->name) : QString());
        return false;
    }
    static const QRegularExpression kName(QStringLiteral("^[^$.\\s][^.\\s]*$"));
    if (!copy.as.empty() && !kName.match(toQString(copy.as)).hasMatch()) {
        *problem = CopiesText::tr(
            "\"%1\": a copy's name after \"as\" is one word, without \".\" and not "
            "starting with \"$\"")
                       .arg(toQString(copy.field + " as " + copy.as));
        return false;
    }
    return true;
}

QString copiesText(const std::vector<DenormalizedField> &copies)
{
    QStringList parts;
    for (const DenormalizedField &copy : copies) {
        QString part = toQString(copy.field) + QLatin1Char(':')
            + QString::fromLatin1(toString(copy.direction).data());
        if (!copy.as.empty() && copy.as != copy.field)
            part += QStringLiteral(" as ") + toQString(copy.as);
        parts << part;
    }
    return parts.join(QStringLiteral(", "));
}

std::optional<std::vector<DenormalizedField>> parseCopies(
    const QString &text, const Model &model, const Relationship &rel, QString *problem)
{
    static const QRegularExpression kAs(QStringLiteral("\\s+as\\s+"));
    std::vector<DenormalizedField> copies;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (part.trimmed().isEmpty())
            continue;
        const QStringList named = part.trimmed().split(kAs);
        const QStringList pieces = named.first().trimmed().split(QLatin1Char(':'));
        DenormalizedField copy;
        copy.field = pieces.first().trimmed().toStdString();
        if (pieces.size() > 1) {
            const auto direction = fromString<CopyDirection>(pieces[1].trimmed().toStdString());
            if (!direction || pieces.size() > 2) {
                *problem
                    = CopiesText::tr("\"%1\": the direction is into-many or into-one")
                          .arg(part.trimmed());
                return std::nullopt;
            }
            copy.direction = *direction;
        }
        if (named.size() > 2) {
            *problem = CopiesText::tr(
                "\"%1\": a copy's name after \"as\" is one word, without \".\" and not "
                "starting with \"$\"")
                           .arg(part.trimmed());
            return std::nullopt;
        }
        if (named.size() > 1) {
            const QString as = named[1].trimmed();
            if (as.toStdString() != copy.field)
                copy.as = as.toStdString();
        }
        if (!checkCopy(model, rel, copy, problem))
            return std::nullopt;
        copies.push_back(copy);
    }
    return copies;
}

} // namespace docmodel
