// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentverdict.h"

#include "checktr.h"

#include "shape/collectionoptions.h"
#include "shape/documentshape.h"

namespace docmodel::check {

namespace {

std::string joined(const std::string &path, const std::string &name)
{
    return path.empty() ? name : path + '.' + name;
}

// "objectId" from {bsonType: "objectId"}, "int or long" from a list.
QString specifiedType(const JsonValue &specifiedAs)
{
    const JsonValue *types = nullptr;
    for (const char *key : { "bsonType", "type" })
        if (specifiedAs.is_object() && specifiedAs.contains(key))
            types = &specifiedAs.at(key);
    if (!types)
        return {};
    if (types->is_string())
        return QString::fromStdString(types->get<std::string>());
    QStringList names;
    if (types->is_array())
        for (const JsonValue &type : *types)
            if (type.is_string())
                names << QString::fromStdString(type.get<std::string>());
    return names.join(Check::tr(" or "));
}

void walk(const JsonValue &node, const std::string &path, std::vector<RuleFailure> &out)
{
    if (node.is_array()) {
        for (const JsonValue &item : node)
            walk(item, path, out);
        return;
    }
    if (!node.is_object())
        return;
    const std::string op = node.value("operatorName", std::string());
    if (node.contains("propertiesNotSatisfied")) {
        for (const JsonValue &property : node.at("propertiesNotSatisfied"))
            if (property.is_object())
                walk(property.value("details", JsonValue()), joined(path, property.value("propertyName", std::string())),
                    out);
        return;
    }
    if (node.contains("schemaRulesNotSatisfied")) {
        walk(node.at("schemaRulesNotSatisfied"), path, out);
        return;
    }
    if (op == "required" && node.contains("missingProperties")) {
        for (const JsonValue &name : node.at("missingProperties"))
            if (name.is_string())
                out.push_back({ joined(path, name.get<std::string>()), op, Check::tr("is missing").toStdString() });
        return;
    }
    if (op == "additionalProperties" && node.value("additionalProperties", JsonValue()).is_array()) {
        for (const JsonValue &name : node.at("additionalProperties"))
            if (name.is_string())
                out.push_back({ joined(path, name.get<std::string>()), op, Check::tr("is not allowed").toStdString() });
        return;
    }
    // items and additionalItems name the element that broke their rules.
    if (node.contains("itemIndex") && node.contains("details")) {
        walk(node.at("details"), joined(path, node.at("itemIndex").dump()), out);
        return;
    }
    // anyOf, oneOf, not: the alternatives are not the document's faults,
    // the combinator is; every other rule is a leaf.
    QString reason = QString::fromStdString(node.value("reason", std::string()));
    const QString type = specifiedType(node.value("specifiedAs", JsonValue()));
    if ((op == "bsonType" || op == "type") && !type.isEmpty() && node.contains("consideredType"))
        reason = Check::tr("must be %1, is %2")
                     .arg(type, QString::fromStdString(node.value("consideredType", std::string())));
    if (reason.isEmpty())
        reason = op == "anyOf" ? Check::tr("matches none of the alternatives")
            : op == "oneOf"    ? Check::tr("does not match exactly one alternative")
            : op == "not"      ? Check::tr("matches what it must not")
                               : Check::tr("breaks the rule");
    if (!op.empty())
        out.push_back({ path, op, reason.toStdString() });
}

} // namespace

DocumentVerdict modelVerdict(const Model &model, const std::string &collection, const bson_t *document)
{
    DocumentVerdict verdict;
    const Entity *entity = nullptr;
    for (const Entity &candidate : model.entities)
        if (candidate.isCollection() && candidate.name == collection)
            entity = &candidate;
    if (!entity)
        return verdict;
    // The validator the exported script creates: none for a time series,
    // none when the model turns validation off.
    const JsonValue options = collectionCreateOptions(DocumentShapes(model), *entity);
    if (options.value("validationLevel", std::string()) == "off" || !options.contains("validator"))
        return verdict;
    const JsonValue &validator = options.at("validator");
    if (!validator.is_object() || !validator.contains("$jsonSchema"))
        return verdict;
    verdict.hasValidator = true;
    std::string error;
    const std::unique_ptr<JsonSchema> schema = JsonSchema::compile(validator.at("$jsonSchema"), &error);
    if (!schema) {
        verdict.error = QString::fromStdString(error);
        return verdict;
    }
    verdict.failures = schema->explain(bson_get_data(document), document->len).failures;
    return verdict;
}

std::vector<RuleFailure> failuresFromErrInfo(const JsonValue &errInfo)
{
    std::vector<RuleFailure> out;
    if (errInfo.is_object())
        walk(errInfo.value("details", JsonValue()), std::string(), out);
    return out;
}

} // namespace docmodel::check
