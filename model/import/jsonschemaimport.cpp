// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonschemaimport.h"

#include "io/jsonreader.h"

#include <QFile>
#include <QFileInfo>

#include <unordered_map>

namespace docmodel {

namespace {

class SchemaImport
{
    Q_DECLARE_TR_FUNCTIONS(SchemaImport)

public:
    Model read(const JsonValue &root, const std::string &fallbackName);

private:
    const JsonValue &objectAt(const JsonValue &value, const std::string &pointer) const;
    std::vector<Field> properties(const JsonValue &schema, const std::string &pointer);
    Field field(const std::string &name, const JsonValue &schema, const std::string &pointer);
    void readTypes(const JsonValue &schema, const std::string &pointer, Field &field);
    void addType(Field &field, const JsonValue &name, const std::string &pointer, bool bson);
    void addRef(Field &field, const JsonValue &ref, const std::string &pointer);
    void readConstraints(const JsonValue &schema, const std::string &pointer, Field &field);
    bool isCollectionList(const JsonValue &root) const;
};

[[noreturn]] void failAt(const std::string &pointer, const QString &message)
{
    throw ReadFailure { pointer, message };
}

const JsonValue &SchemaImport::objectAt(const JsonValue &value, const std::string &pointer) const
{
    if (!value.is_object())
        ObjectReader::fail(pointer, tr("a schema (an object)"), value);
    return value;
}

std::string stringAt(const JsonValue &schema, const char *key, const std::string &pointer)
{
    const auto it = schema.find(key);
    return it == schema.end() ? std::string()
                              : ObjectReader::stringFrom(*it, pointerAppend(pointer, key));
}

std::optional<int64_t> integerAt(
    const JsonValue &schema, const char *key, const std::string &pointer)
{
    const auto it = schema.find(key);
    if (it == schema.end())
        return std::nullopt;
    return ObjectReader::integerFrom(*it, pointerAppend(pointer, key));
}

std::optional<double> numberAt(const JsonValue &schema, const char *key, const std::string &pointer)
{
    const auto it = schema.find(key);
    if (it == schema.end())
        return std::nullopt;
    if (!it->is_number())
        ObjectReader::fail(pointerAppend(pointer, key),
            QCoreApplication::translate("SchemaImport", "a number"), *it);
    return it->get<double>();
}

void SchemaImport::addType(
    Field &field, const JsonValue &name, const std::string &pointer, bool bson)
{
    const std::string text = ObjectReader::stringFrom(name, pointer);
    static const std::pair<const char *, BsonType> kJsonTypes[] = {
        { "string", BsonType::String },
        { "boolean", BsonType::Bool },
        { "null", BsonType::Null },
        { "object", BsonType::Object },
        { "array", BsonType::Array },
        { "number", BsonType::Double },
        { "integer", BsonType::Long },
    };
    std::optional<BsonType> type;
    if (bson) {
        type = fromString<BsonType>(text);
    } else {
        for (const auto &[json, bsonType] : kJsonTypes)
            if (text == json)
                type = bsonType;
    }
    if (!type)
        failAt(pointer,
            bson ? tr("unknown bsonType \"%1\"; expected %2")
                       .arg(QString::fromStdString(text),
                           QString::fromStdString(expectedNames<BsonType>()))
                 : tr("unknown type \"%1\"; expected string, boolean, null, object, array, "
                      "number or integer")
                       .arg(QString::fromStdString(text)));
    if (!field.hasType(*type))
        field.types.push_back(*type);
}

void SchemaImport::addRef(Field &field, const JsonValue &ref, const std::string &pointer)
{
    const std::string text = ObjectReader::stringFrom(ref, pointer);
    constexpr std::string_view prefix = "#/$defs/";
    const auto type = text.starts_with(prefix) ? fromString<BsonType>(text.substr(prefix.size()))
                                               : std::nullopt;
    if (!type)
        failAt(pointer,
            tr("cannot follow \"$ref\": \"%1\"; only \"#/$defs/<BSON type>\" is understood")
                .arg(QString::fromStdString(text)));
    if (!field.hasType(*type))
        field.types.push_back(*type);
}

void SchemaImport::readTypes(const JsonValue &schema, const std::string &pointer, Field &field)
{
    for (const char *key : { "type", "bsonType" }) {
        const auto it = schema.find(key);
        // Beside a "$ref" a type only narrows it (strict validators want one by a bound).
        if (it == schema.end() || (std::string_view(key) == "type" && schema.contains("$ref")))
            continue;
        const bool bson = std::string_view(key) == "bsonType";
        const std::string at = pointerAppend(pointer, key);
        if (it->is_array())
            for (size_t i = 0; i < it->size(); ++i)
                addType(field, (*it)[i], pointerAppend(at, i), bson);
        else
            addType(field, *it, at, bson);
    }
    if (const auto ref = schema.find("$ref"); ref != schema.end())
        addRef(field, *ref, pointerAppend(pointer, "$ref"));
    if (const auto any = schema.find("anyOf"); any != schema.end()) {
        const std::string at = pointerAppend(pointer, "anyOf");
        if (!any->is_array())
            ObjectReader::fail(at, tr("an array of schemas"), *any);
        // Each branch also holds the bounds for its type.
        for (size_t i = 0; i < any->size(); ++i) {
            readTypes(objectAt((*any)[i], pointerAppend(at, i)), pointerAppend(at, i), field);
            readConstraints((*any)[i], pointerAppend(at, i), field);
        }
    }
}

void SchemaImport::readConstraints(
    const JsonValue &schema, const std::string &pointer, Field &field)
{
    if (const auto it = schema.find("enum"); it != schema.end()) {
        if (!it->is_array())
            ObjectReader::fail(pointerAppend(pointer, "enum"), tr("an array"), *it);
        field.enumValues.assign(it->begin(), it->end());
    }
    if (const auto it = schema.find("const"); it != schema.end())
        field.enumValues = { *it };
    // Only what this schema says: anyOf branches may have said the rest.
    if (const auto minimum = numberAt(schema, "minimum", pointer))
        field.minimum = minimum;
    if (const auto maximum = numberAt(schema, "maximum", pointer))
        field.maximum = maximum;
    if (const auto minLength = integerAt(schema, "minLength", pointer))
        field.minLength = minLength;
    if (const auto maxLength = integerAt(schema, "maxLength", pointer))
        field.maxLength = maxLength;
    if (schema.contains("pattern"))
        field.pattern = stringAt(schema, "pattern", pointer);
    if (const auto it = schema.find("additionalProperties"); it != schema.end() && it->is_boolean())
        field.additionalProperties = it->get<bool>();
    if (schema.contains("properties"))
        field.fields = properties(schema, pointer);
}

Field SchemaImport::field(
    const std::string &name, const JsonValue &schema, const std::string &pointer)
{
    objectAt(schema, pointer);
    Field out = makeField(name, {});
    out.description = stringAt(schema, "description", pointer);
    if (const auto value = schema.find("default"); value != schema.end())
        out.defaultValue = *value;
    const auto items = schema.find("items");
    const auto type = schema.find("type");
    const auto bsonType = schema.find("bsonType");
    const bool arrayOnly = (type != schema.end() && *type == "array")
        || (bsonType != schema.end() && *bsonType == "array");
    if (arrayOnly && items != schema.end()) {
        // An array of one kind of value: the field's types are its elements'.
        const std::string at = pointerAppend(pointer, "items");
        readTypes(objectAt(*items, at), at, out);
        readConstraints(*items, at, out);
        out.array = true;
        out.minItems = integerAt(schema, "minItems", pointer);
        out.maxItems = integerAt(schema, "maxItems", pointer);
    } else {
        readTypes(schema, pointer, out);
        readConstraints(schema, pointer, out);
    }
    if (!out.fields.empty() && out.types.empty())
        out.types.push_back(BsonType::Object);
    return out;
}

std::vector<Field> SchemaImport::properties(const JsonValue &schema, const std::string &pointer)
{
    std::vector<Field> out;
    const std::string at = pointerAppend(pointer, "properties");
    const auto props = schema.find("properties");
    if (props == schema.end())
        return out;
    objectAt(*props, at);
    for (auto it = props->begin(); it != props->end(); ++it)
        out.push_back(field(it.key(), it.value(), pointerAppend(at, it.key())));
    if (const auto required = schema.find("required"); required != schema.end()) {
        const std::string requiredAt = pointerAppend(pointer, "required");
        if (!required->is_array())
            ObjectReader::fail(requiredAt, tr("an array of field names"), *required);
        // By name: a wide schema names thousands of required fields.
        std::unordered_map<std::string_view, Field *> byName;
        for (Field &field : out)
            byName.emplace(field.name, &field);
        for (size_t i = 0; i < required->size(); ++i) {
            const std::string name
                = ObjectReader::stringFrom((*required)[i], pointerAppend(requiredAt, i));
            const auto found = byName.find(name);
            if (found == byName.end())
                failAt(pointerAppend(requiredAt, i),
                    tr("\"%1\" is required but not among the properties")
                        .arg(QString::fromStdString(name)));
            found->second->required = true;
        }
    }
    return out;
}

// {"posts": {"type": "array", "items": {"type": "object", ...}}, ...}
bool SchemaImport::isCollectionList(const JsonValue &root) const
{
    const auto props = root.find("properties");
    if (props == root.end() || !props->is_object() || props->empty())
        return false;
    for (const auto &value : *props) {
        if (!value.is_object() || value.value("type", JsonValue()) != "array")
            return false;
        const auto items = value.find("items");
        if (items == value.end() || !items->is_object()
            || items->value("type", JsonValue()) != "object")
            return false;
    }
    return true;
}

Model SchemaImport::read(const JsonValue &root, const std::string &fallbackName)
{
    objectAt(root, "");
    Model model;
    model.name = stringAt(root, "title", "");
    if (model.name.empty())
        model.name = fallbackName;
    model.notes = stringAt(root, "description", "");
    auto addCollection
        = [&](const std::string &name, const JsonValue &schema, const std::string &pointer) {
              Entity entity;
              entity.id = name;
              entity.name = name;
              entity.description = stringAt(schema, "description", pointer);
              entity.fields = properties(schema, pointer);
              model.entities.push_back(std::move(entity));
          };
    if (isCollectionList(root)) {
        const JsonValue &props = root.at("properties");
        for (auto it = props.begin(); it != props.end(); ++it)
            addCollection(it.key(), it.value().at("items"),
                pointerAppend(pointerAppend(pointerAppend("", "properties"), it.key()), "items"));
    } else {
        // One document's schema; a MongoDB validator may wrap it in $jsonSchema.
        const auto wrapped = root.find("$jsonSchema");
        const JsonValue &schema = wrapped != root.end() ? objectAt(*wrapped, "/$jsonSchema") : root;
        addCollection(model.name, schema, wrapped != root.end() ? "/$jsonSchema" : "");
        model.entities.back().description.clear();
    }
    return model;
}

} // namespace

LoadResult parseJsonSchema(
    std::string_view bytes, const QString &sourceName, const std::string &fallbackName)
{
    LoadResult result;
    try {
        result.model = SchemaImport().read(parseJsonStrict(bytes), fallbackName);
    } catch (const ReadFailure &failure) {
        result.model.reset();
        result.error = loadErrorOf(sourceName, failure);
    } catch (const std::exception &error) {
        result.model.reset();
        result.error = { sourceName, 0, 0, {}, QString::fromUtf8(error.what()) };
    }
    return result;
}

LoadResult importJsonSchemaFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        LoadResult result;
        result.error = { path, 0, 0, {},
            QCoreApplication::translate("SchemaImport", "cannot open the file: %1")
                .arg(file.errorString()) };
        return result;
    }
    const QByteArray bytes = file.readAll();
    const std::string name
        = QFileInfo(path).completeBaseName().section(QLatin1Char('.'), 0, 0).toStdString();
    return parseJsonSchema(std::string_view(bytes.constData(), size_t(bytes.size())), path, name);
}

} // namespace docmodel
