// SPDX-License-Identifier: GPL-3.0-or-later
#include "editdescriptions.h"

#include "schema/qtstring.h"

#include <QCoreApplication>

namespace docmodel {

namespace {

class EditText
{
    Q_DECLARE_TR_FUNCTIONS(EditDescriptions)
};

// The one field that differs between two lists of fields, with its dotted
// path; nullptr when none or several do, or fields were added or removed.
struct FieldChange {
    std::string path;
    const Field *before = nullptr;
    const Field *after = nullptr;
};

bool findChange(const std::vector<Field> &before, const std::vector<Field> &after,
    const std::string &prefix, FieldChange &change, int &changes)
{
    if (before.size() != after.size())
        return false;
    for (size_t i = 0; i < before.size(); ++i) {
        if (before[i] == after[i])
            continue;
        const std::string path = prefix + before[i].name;
        Field outerBefore = before[i];
        Field outerAfter = after[i];
        outerBefore.fields.clear();
        outerAfter.fields.clear();
        if (outerBefore == outerAfter) { // only what is inside changed
            if (!findChange(before[i].fields, after[i].fields, path + '.', change, changes))
                return false;
            continue;
        }
        if (before[i].fields != after[i].fields)
            return false;
        change = { path, &before[i], &after[i] };
        ++changes;
    }
    return true;
}

QString describeField(const Entity &entity, const FieldChange &c)
{
    const QString path = toQString(entity.name + '.' + c.path);
    Field renamed = *c.before;
    renamed.name = c.after->name;
    if (renamed == *c.after)
        return EditText::tr("Rename %1 to %2").arg(path, toQString(c.after->name));
    Field typed = *c.before;
    typed.types = c.after->types;
    typed.array = c.after->array;
    if (typed == *c.after)
        return EditText::tr("Change the type of %1").arg(path);
    Field required = *c.before;
    required.required = c.after->required;
    if (required == *c.after)
        return c.after->required ? EditText::tr("Make %1 required").arg(path)
                                 : EditText::tr("Make %1 optional").arg(path);
    Field values = *c.before;
    values.enumValues = c.after->enumValues;
    if (values == *c.after)
        return EditText::tr("Change the allowed values of %1").arg(path);
    return EditText::tr("Edit %1").arg(path);
}

QString describeOptions(
    const std::string &collection, const CollectionOptions &before, const CollectionOptions &after)
{
    const QString name = toQString(collection);
    // What was switched on names the step (capped replaces a time series).
    if (!before.timeSeries && after.timeSeries)
        return EditText::tr("Make %1 a time series").arg(name);
    if (!before.capped && after.capped)
        return EditText::tr("Make %1 capped").arg(name);
    if (before.timeSeries && !after.timeSeries)
        return EditText::tr("Make %1 no time series").arg(name);
    if (before.capped && !after.capped)
        return EditText::tr("Make %1 uncapped").arg(name);
    if (before.ttl.has_value() != after.ttl.has_value())
        return after.ttl ? EditText::tr("Expire the documents of %1").arg(name)
                         : EditText::tr("Keep the documents of %1").arg(name);
    CollectionOptions rest = before;
    rest.shardKey = after.shardKey;
    if (rest == after)
        return after.shardKey ? EditText::tr("Set the shard key of %1").arg(name)
                              : EditText::tr("Remove the shard key of %1").arg(name);
    return EditText::tr("Edit the options of %1").arg(name);
}

QString relationshipName(const Model &model, const Relationship &rel)
{
    const Entity *one = model.findEntity(rel.oneId);
    const Entity *many = model.findEntity(rel.manyId);
    return QStringLiteral("%1 → %2").arg(
        toQString(one ? one->name : rel.oneId), toQString(many ? many->name : rel.manyId));
}

} // namespace

QString describeEdit(const Model &, const Entity &before, const Entity &after)
{
    if (before.name != after.name)
        return EditText::tr("Rename %1 to %2").arg(toQString(before.name), toQString(after.name));
    FieldChange change;
    int changes = 0;
    if (before.fields != after.fields && findChange(before.fields, after.fields, {}, change, changes)
        && changes == 1)
        return describeField(before, change);
    Entity rest = before;
    rest.fields = after.fields;
    if (rest.estimatedCount != after.estimatedCount) {
        rest.estimatedCount = after.estimatedCount;
        if (rest == after)
            return EditText::tr("Set the document count of %1").arg(toQString(after.name));
    }
    if (rest.description != after.description) {
        rest.description = after.description;
        if (rest == after)
            return EditText::tr("Edit the description of %1").arg(toQString(after.name));
    }
    rest.options = after.options;
    if (rest == after && before.options != after.options)
        return describeOptions(after.name, before.options, after.options);
    return {};
}

QString describeEdit(const Model &model, const Relationship &before, const Relationship &after)
{
    const QString name = relationshipName(model, after);
    Relationship rest = before;
    rest.denormalized = after.denormalized;
    if (rest == after && before.denormalized != after.denormalized)
        return EditText::tr("Edit the copies of %1").arg(name);
    rest = before;
    rest.counts = after.counts;
    rest.cardinality = after.cardinality;
    if (rest == after)
        return EditText::tr("Change the cardinality of %1").arg(name);
    rest = before;
    rest.strategy = after.strategy;
    if (rest == after)
        return EditText::tr("Store %1 as %2").arg(name, toQString(std::string(toString(after.strategy))));
    rest = before;
    rest.name = after.name;
    if (rest == after)
        return EditText::tr("Rename %1").arg(name);
    rest = before;
    rest.referenceObject = after.referenceObject;
    if (rest == after)
        return after.referenceObject.empty()
            ? EditText::tr("Ungroup the reference of %1").arg(name)
            : EditText::tr("Group the reference of %1 under %2").arg(name, toQString(after.referenceObject));
    if (before.tree && after.tree) {
        rest = before;
        rest.tree->maxDepth = after.tree->maxDepth;
        if (rest == after)
            return EditText::tr("Set the deepest level of %1").arg(name);
    }
    return {};
}

} // namespace docmodel
