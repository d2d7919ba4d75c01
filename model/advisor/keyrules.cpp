// SPDX-License-Identifier: GPL-3.0-or-later
#include "keyrules.h"

#include "advisorcontext.h"
#include "schema/derivedfields.h"
#include "schema/keynames.h"

#include <QStringList>

#include <algorithm>

namespace docmodel {

namespace {

QString typesText(const std::vector<BsonType> &types)
{
    QStringList names;
    for (const BsonType type : types)
        if (type != BsonType::Null)
            names << QString::fromUtf8(toString(type));
    return names.join(QStringLiteral(" or "));
}

// Whether two declared type lists share a type other than null.
bool shareAType(const std::vector<BsonType> &a, const std::vector<BsonType> &b)
{
    return std::ranges::any_of(a, [&](BsonType type) {
        return type != BsonType::Null && std::ranges::find(b, type) != b.end();
    });
}

// `holder` keeps, in `field`, references to `target` by `key`.
void checkKey(AdvisorContext &context, const Relationship &rel, const Entity &target,
    const std::string &key, const Entity &holder, const std::string &field)
{
    if (key == "_id" || field.empty())
        return;
    const Field *keyField = findFieldPath(target.fields, key);
    if (!keyField)
        return; // validation says so
    if (isChangeableKey(key))
        context.report(RuleId::ChangeableReferenceKey, rel.id,
            AdvisorText::tr("%1 refers to %2 by %3, which can change: each change must rewrite every %1 "
                            "document holding the old value, or its reference breaks.")
                .arg(toQString(holder.name), toQString(target.name), toQString(key)));
    const Field *declared = findFieldPath(holder.fields, field);
    if (declared && !declared->types.empty() && !keyField->types.empty()
        && !shareAType(declared->types, keyField->types))
        context.report(RuleId::ReferenceTypeMismatch, rel.id,
            AdvisorText::tr("%1.%2 is declared %3, but the key it holds, %4.%5, is %6: the validator "
                            "expects the key's type, and documents holding %3 fail it.")
                .arg(toQString(holder.name), toQString(field), typesText(declared->types),
                    toQString(target.name), toQString(key), typesText(keyField->types)));
}

} // namespace

void checkReferenceKeys(AdvisorContext &context)
{
    const Model &model = context.model();
    for (const Relationship &rel : model.relationships) {
        const Entity *one = model.findEntity(rel.oneId);
        const Entity *many = model.findEntity(rel.manyId);
        if (!one || !many)
            continue;
        if (rel.tree) {
            checkKey(context, rel, *one, rel.oneKey, *one, treeFieldNames(*rel.tree).front());
            continue;
        }
        if (strategyPutsIdInChild(rel.strategy))
            checkKey(context, rel, *one, rel.oneKey, *many, childFieldName(model, rel));
        if (strategyPutsIdsInParent(rel.strategy))
            checkKey(context, rel, *many, rel.manyKey, *one, parentFieldName(model, rel));
    }
}

} // namespace docmodel
