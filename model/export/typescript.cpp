// SPDX-License-Identifier: GPL-3.0-or-later
#include "typescript.h"

#include "shape/documentshape.h"
#include "typenames.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace docmodel {

namespace {

std::string propertyKey(const std::string &name)
{
    return isScriptIdentifier(name) ? name : scriptString(name);
}

// Names an interface must not take: the globals and BSON classes the types
// use, and the Collections map.
const std::set<std::string> &reservedTypeNames()
{
    static const std::set<std::string> names
        = { "Collections", "Date", "Record", "Array", "Object", "String", "Number", "Boolean",
              "Symbol", "Function", "Promise", "Map", "Set", "Error", "RegExp", "JSON", "Math",
              "Binary", "BSONRegExp", "BSONSymbol", "Code", "DBRef", "Decimal128", "Long", "MaxKey",
              "MinKey", "ObjectId", "Timestamp", "Document", "unknown", "never", "any" };
    return names;
}

class TypeScriptWriter
{
public:
    explicit TypeScriptWriter(const Model &model)
        : mModel(model)
        , mShapes(model)
    {
        mTypeNames = documentTypeNames(model, reservedTypeNames());
    }

    std::string write()
    {
        std::string body;
        for (const Entity &entity : mModel.entities)
            body += interfaceOf(entity);
        body += collectionsMap();
        std::string out = "// The documents of "
            + commentText(mModel.name.empty() ? "the model" : mModel.name)
            + " as TypeScript types, written by DocModeler.\n"
              "// Int64 fields are Long: read them with promoteLongs: false to get Long values "
              "back.\n";
        if (!mImports.empty()) {
            out += "import type { ";
            bool first = true;
            for (const std::string &name : mImports) {
                out += (first ? "" : ", ") + name;
                first = false;
            }
            out += " } from \"mongodb\";\n";
        }
        return out + body;
    }

private:
    std::string interfaceOf(const Entity &entity)
    {
        std::string out = "\n/**\n * ";
        out += entity.isCollection() ? "The documents of the collection "
                                     : "An embedded document of the type ";
        out += commentText(scriptString(entity.name)) + ".\n";
        if (!entity.description.empty())
            out += " * " + commentText(entity.description) + "\n";
        out += " */\nexport interface " + mTypeNames.at(entity.id) + " {\n";
        const std::map<std::string, std::string> embedded = embeddedTypeNames(mModel, entity, mTypeNames);
        for (const Field &field : mShapes.fields(entity)) {
            const auto found = embedded.find(field.name);
            out += property(field, "    ", found == embedded.end() ? std::string() : found->second);
        }
        return out + "}\n";
    }

    std::string property(
        const Field &field, const std::string &indent, const std::string &embeddedType)
    {
        std::string out;
        if (!field.description.empty())
            out += indent + "/** " + commentText(field.description) + " */\n";
        return out + indent + propertyKey(field.name) + (field.required ? ": " : "?: ")
            + fieldType(field, indent, embeddedType) + ";\n";
    }

    // The type of a field's value: its elements in an array, its values in
    // a map.
    std::string fieldType(
        const Field &field, const std::string &indent, const std::string &embeddedType)
    {
        std::string type = valueType(field, indent, embeddedType);
        if (field.array)
            type = type.find(' ') == std::string::npos || type.front() == '{' ? type + "[]"
                                                                              : "(" + type + ")[]";
        if (field.map)
            type = "Record<string, " + type + ">";
        return type;
    }

    std::string valueType(
        const Field &field, const std::string &indent, const std::string &embeddedType)
    {
        if (const std::string literals = enumLiterals(field); !literals.empty())
            return literals;
        if (field.types.empty())
            return "unknown";
        std::vector<std::string> parts;
        for (BsonType type : field.types) {
            std::string part = type != BsonType::Object ? scalar(type)
                : !embeddedType.empty()                 ? embeddedType
                : field.fields.empty()                  ? "Record<string, unknown>"
                                                        : objectLiteral(field.fields, indent);
            if (std::ranges::find(parts, part) == parts.end())
                parts.push_back(std::move(part));
        }
        std::string out;
        for (const std::string &part : parts)
            out += (out.empty() ? "" : " | ") + part;
        return out;
    }

    // An enum's values as a union of literals, when each is one.
    static std::string enumLiterals(const Field &field)
    {
        std::string out;
        for (const JsonValue &value : field.enumValues) {
            if (!(value.is_string() || value.is_number() || value.is_boolean() || value.is_null()))
                return {};
            out += (out.empty() ? "" : " | ")
                + (value.is_string()
                        ? scriptString(value.get<std::string>())
                        : value.dump(-1, ' ', false, JsonValue::error_handler_t::replace));
        }
        return out;
    }

    std::string objectLiteral(const std::vector<Field> &fields, const std::string &indent)
    {
        std::string out = "{\n";
        for (const Field &field : fields)
            out += property(field, indent + "    ", {});
        return out + indent + "}";
    }

    std::string scalar(BsonType type)
    {
        switch (type) {
        case BsonType::Double:
        case BsonType::Int:
            return "number";
        case BsonType::String:
            return "string";
        case BsonType::Bool:
            return "boolean";
        case BsonType::Date:
            return "Date";
        case BsonType::Null:
            return "null";
        case BsonType::Undefined:
            return "undefined";
        case BsonType::Array:
            return "unknown[]";
        case BsonType::Object:
            return "Record<string, unknown>";
        case BsonType::BinData:
            return imported("Binary");
        case BsonType::ObjectId:
            return imported("ObjectId");
        case BsonType::Regex:
            return imported("BSONRegExp");
        case BsonType::DbPointer:
            return imported("DBRef");
        case BsonType::Javascript:
        case BsonType::JavascriptWithScope:
            return imported("Code");
        case BsonType::Symbol:
            return imported("BSONSymbol");
        case BsonType::Timestamp:
            return imported("Timestamp");
        case BsonType::Long:
            return imported("Long");
        case BsonType::Decimal:
            return imported("Decimal128");
        case BsonType::MinKey:
            return imported("MinKey");
        case BsonType::MaxKey:
            return imported("MaxKey");
        }
        return "unknown";
    }

    std::string imported(const char *name)
    {
        mImports.insert(name);
        return name;
    }

    std::string collectionsMap() const
    {
        std::string out = "\n/** Each collection's documents, for "
                          "db.collection<Collections[\"name\"]>(\"name\"). */\n"
                          "export interface Collections {\n";
        for (const Entity &entity : mModel.entities)
            if (entity.isCollection())
                out += "    " + propertyKey(entity.name) + ": " + mTypeNames.at(entity.id) + ";\n";
        return out + "}\n";
    }

    const Model &mModel;
    DocumentShapes mShapes;
    std::map<std::string, std::string> mTypeNames; // by entity id
    std::set<std::string> mImports;
};

} // namespace

std::string exportTypeScript(const Model &model)
{
    return TypeScriptWriter(model).write();
}

} // namespace docmodel
