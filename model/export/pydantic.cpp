// SPDX-License-Identifier: GPL-3.0-or-later
#include "pydantic.h"

#include "shape/documentshape.h"
#include "typenames.h"

#include <QList>
#include <QString>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

namespace docmodel {

namespace {

// Names the module itself uses: a class or an attribute taking one would
// hide it from the annotations.
const std::set<std::string> &moduleNames()
{
    static const std::set<std::string> names
        = { "Any", "BaseModel", "Binary", "Code", "COLLECTIONS", "DBRef", "Decimal128", "Dict",
              "Document", "Field", "Int64", "List", "Literal", "MaxKey", "MinKey", "ObjectId",
              "ObjectIdField", "Optional", "Regex", "StrictBool", "StrictBytes", "StrictFloat",
              "StrictInt", "StrictStr", "Timestamp", "Type", "Union", "datetime" };
    return names;
}

bool isPythonKeyword(const std::string &name)
{
    static const std::set<std::string> keywords = { "False", "None", "True", "and", "as", "assert",
        "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except",
        "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not",
        "or", "pass", "raise", "return", "try", "while", "with", "yield" };
    return keywords.contains(name);
}

// What pydantic's BaseModel holds: a field by such a name would replace it.
bool isModelAttribute(const std::string &name)
{
    static const std::set<std::string> names = { "Config", "construct", "copy", "dict", "fields",
        "from_orm", "json", "parse_file", "parse_obj", "parse_raw", "schema", "schema_json",
        "update_forward_refs", "validate" };
    return names.contains(name);
}

// A Python string literal. Non-ASCII text stays UTF-8 (a module's
// encoding); bytes that are not UTF-8 become U+FFFD.
std::string pythonString(const std::string &text)
{
    const QString decoded = QString::fromUtf8(text.data(), qsizetype(text.size()));
    std::string out = "\"";
    for (const uint c : decoded.toUcs4()) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += char(c);
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0)) {
            out += QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0')).toStdString();
        } else if (c == 0x2028 || c == 0x2029 || c == 0xfeff) {
            out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0')).toStdString();
        } else {
            out += QString::fromUcs4(reinterpret_cast<const char32_t *>(&c), 1).toStdString();
        }
    }
    return out + "\"";
}

// A Python attribute name for a document's field name.
std::string attributeName(const std::string &name)
{
    if (name == "_id")
        return "id";
    // Words of letters and digits, joined by one underscore.
    std::string out;
    for (unsigned char c : name) {
        if (c < 0x80 && std::isalnum(c))
            out += char(c);
        else if (!out.empty() && out.back() != '_')
            out += '_';
    }
    while (!out.empty() && out.back() == '_')
        out.pop_back();
    if (out.empty())
        return "field";
    if (std::isdigit(static_cast<unsigned char>(out.front())))
        out = "f" + out;
    if (isPythonKeyword(out) || isModelAttribute(out) || moduleNames().contains(out))
        out += "_";
    return out;
}

// A number as Python writes it: integral values without a fraction.
std::string pythonNumber(double value)
{
    if (std::isfinite(value) && std::trunc(value) == value && std::fabs(value) < 1e15)
        return std::to_string(int64_t(value));
    return QString::number(value, 'g', 17).toStdString();
}

struct Class {
    std::string name;
    std::string doc;
    std::vector<std::string> lines; // its attributes
};

class PydanticWriter
{
public:
    explicit PydanticWriter(const Model &model)
        : mModel(model)
        , mShapes(model)
        , mTypeNames(documentTypeNames(model, moduleNames()))
    {
        for (const auto &[id, name] : mTypeNames)
            mTaken.insert(name);
    }

    std::string write()
    {
        for (const Entity &entity : mModel.entities)
            addClass(mTypeNames.at(entity.id),
                std::string(entity.isCollection() ? "The documents of the collection "
                                                  : "An embedded document of the type ")
                    + pythonText(entity.name)
                    + (entity.description.empty() ? "." : ": " + pythonText(entity.description)),
                mShapes.fields(entity), embeddedTypeNames(mModel, entity, mTypeNames));
        std::string out = "# Pydantic models of the documents of "
            + commentText(mModel.name.empty() ? "the model" : mModel.name)
            + ", written by DocModeler for pydantic 1.10.\n"
              "# Parse documents as pymongo reads them: Model.parse_obj(document).\n"
              "from __future__ import annotations\n\n"
              "from datetime import datetime\n"
              "from typing import Any, Dict, List, Literal, Optional, Type, Union\n\n"
              "from bson import Code, DBRef, Decimal128, MaxKey, MinKey, ObjectId, Regex, "
              "Timestamp\n"
              "from pydantic import (BaseModel, Field, StrictBool, StrictBytes, StrictFloat, "
              "StrictInt, StrictStr,\n"
              "                      confloat, conint, conlist, constr)\n"
              "\n"
              "__all__ = [\"COLLECTIONS\", \"Document\", \"ObjectIdField\"]\n\n\n"
              "class ObjectIdField(ObjectId):\n"
              "    \"\"\"An ObjectId: a bson.ObjectId, or its 24 hex digits.\"\"\"\n\n"
              "    @classmethod\n"
              "    def __get_validators__(cls):\n"
              "        yield cls.check\n\n"
              "    @classmethod\n"
              "    def check(cls, value):\n"
              "        if isinstance(value, ObjectId):\n"
              "            return value\n"
              "        if isinstance(value, str) and ObjectId.is_valid(value):\n"
              "            return ObjectId(value)\n"
              "        raise TypeError(\"an ObjectId or its 24 hex digits\")\n\n"
              "    @classmethod\n"
              "    def __modify_schema__(cls, schema):\n"
              "        schema.update(type=\"string\", pattern=\"^[0-9a-fA-F]{24}$\")\n\n\n"
              "class Document(BaseModel):\n"
              "    \"\"\"The models' base: BSON values as they are, fields by their names in "
              "the documents.\"\"\"\n\n"
              "    class Config:\n"
              "        arbitrary_types_allowed = True\n"
              "        allow_population_by_field_name = True\n";
        for (const Class &c : mClasses) {
            out += "\n\nclass " + c.name + "(Document):\n    \"\"\"" + c.doc + "\"\"\"\n";
            if (!c.lines.empty())
                out += "\n";
            for (const std::string &line : c.lines)
                out += "    " + line + "\n";
        }
        out += "\n\nfor _model in Document.__subclasses__():\n    _model.update_forward_refs()\n\n"
               "# Each collection's model, by the collection's name.\n"
               "COLLECTIONS: Dict[str, Type[Document]] = {\n";
        for (const Entity &entity : mModel.entities)
            if (entity.isCollection())
                out += "    " + pythonString(entity.name) + ": " + mTypeNames.at(entity.id) + ",\n";
        return out + "}\n";
    }

private:
    // Text for a docstring: one line that cannot close it.
    static std::string pythonText(const std::string &text)
    {
        std::string out = pythonString(commentText(text));
        return out.substr(1, out.size() - 2);
    }

    void addClass(const std::string &name, const std::string &doc, const std::vector<Field> &fields,
        const std::map<std::string, std::string> &embedded)
    {
        const size_t index = mClasses.size();
        mClasses.push_back({ name, doc, {} });
        std::set<std::string> attributes;
        std::vector<std::string> lines;
        for (const Field &field : fields) {
            const auto child = embedded.find(field.name);
            lines.push_back(attribute(
                name, field, attributes, child == embedded.end() ? std::string() : child->second));
        }
        mClasses[index].lines = std::move(lines); // nested classes were added meanwhile
    }

    std::string attribute(const std::string &owner, const Field &field,
        std::set<std::string> &taken, const std::string &embeddedType)
    {
        const std::string base = attributeName(field.name);
        std::string name = base;
        for (int n = 2; taken.contains(name); ++n)
            name = base + "_" + std::to_string(n);
        taken.insert(name);
        std::string type = fieldType(owner, field, embeddedType);
        const bool nullable = field.hasType(BsonType::Null) || !field.required;
        if (nullable && !type.starts_with("Optional[") && type != "Any")
            type = "Optional[" + type + "]";
        std::string out = name + ": " + type + " = Field(" + (field.required ? "..." : "None");
        if (name != field.name)
            out += ", alias=" + pythonString(field.name);
        out += ")";
        if (!field.description.empty())
            out += "  # " + commentText(field.description);
        return out;
    }

    std::string fieldType(const std::string &owner, const Field &field, const std::string &embedded)
    {
        std::string type = valueType(owner, field, embedded);
        if (field.array && (field.minItems || field.maxItems))
            type = "conlist(" + type
                + (field.minItems ? ", min_items=" + std::to_string(*field.minItems) : "")
                + (field.maxItems ? ", max_items=" + std::to_string(*field.maxItems) : "") + ")";
        else if (field.array)
            type = "List[" + type + "]";
        if (field.map)
            type = "Dict[str, " + type + "]";
        return type;
    }

    std::string valueType(const std::string &owner, const Field &field, const std::string &embedded)
    {
        if (const std::string literals = enumLiterals(field); !literals.empty())
            return literals;
        std::vector<std::string> parts;
        bool null = false;
        for (BsonType type : field.types) {
            if (type == BsonType::Null) {
                null = true;
                continue;
            }
            std::string part = type != BsonType::Object ? bounded(type, field)
                : !embedded.empty()                     ? embedded
                : isDbRef(field)                        ? "DBRef"
                : field.fields.empty()                  ? "Dict[str, Any]"
                                                        : nestedClass(owner, field);
            if (std::ranges::find(parts, part) == parts.end())
                parts.push_back(std::move(part));
        }
        if (parts.empty() || std::ranges::find(parts, "Any") != parts.end())
            return "Any";
        std::string out = parts.size() == 1 ? parts.front() : "Union[";
        if (parts.size() > 1) {
            for (size_t i = 0; i < parts.size(); ++i)
                out += (i ? ", " : "") + parts[i];
            out += "]";
        }
        return null ? "Optional[" + out + "]" : out;
    }

    // A reference as a DBRef: bson reads {$ref, $id, $db} as one.
    static bool isDbRef(const Field &field)
    {
        const auto has = [&](const char *name) {
            return std::ranges::find(field.fields, std::string(name), &Field::name)
                != field.fields.end();
        };
        return has("$ref") && has("$id");
    }

    // An enum's values as a Literal, when each is a string, a number, a
    // boolean or null.
    static std::string enumLiterals(const Field &field)
    {
        std::string out;
        for (const JsonValue &value : field.enumValues) {
            std::string literal;
            if (value.is_string())
                literal = pythonString(value.get<std::string>());
            else if (value.is_boolean())
                literal = value.get<bool>() ? "True" : "False";
            else if (value.is_null())
                literal = "None";
            else if (value.is_number_integer())
                literal = value.dump();
            else
                return {};
            out += (out.empty() ? "" : ", ") + literal;
        }
        return out.empty() ? out : "Literal[" + out + "]";
    }

    std::string nestedClass(const std::string &owner, const Field &field)
    {
        const std::string base = owner + pascalCase(field.name);
        std::string name = base;
        for (int n = 2; mTaken.contains(name); ++n)
            name = base + std::to_string(n);
        mTaken.insert(name);
        addClass(name, "The field " + pythonText(scriptString(field.name)) + " of " + owner + ".",
            field.fields, {});
        return name;
    }

    static std::string scalar(BsonType type)
    {
        switch (type) {
        case BsonType::Double:
            return "StrictFloat";
        case BsonType::Int:
            return "StrictInt";
        case BsonType::Long:
            return "StrictInt"; // bson's Int64 is an int
        case BsonType::String:
        case BsonType::Symbol:
            return "StrictStr";
        case BsonType::Bool:
            return "StrictBool";
        case BsonType::Date:
            return "datetime";
        case BsonType::ObjectId:
            return "ObjectIdField";
        case BsonType::Decimal:
            return "Decimal128";
        case BsonType::BinData:
            return "StrictBytes"; // bson's Binary is bytes
        case BsonType::Timestamp:
            return "Timestamp";
        case BsonType::Regex:
            return "Regex";
        case BsonType::Javascript:
        case BsonType::JavascriptWithScope:
            return "Code";
        case BsonType::DbPointer:
            return "DBRef";
        case BsonType::MinKey:
            return "MinKey";
        case BsonType::MaxKey:
            return "MaxKey";
        case BsonType::Array:
            return "List[Any]";
        case BsonType::Object:
            return "Dict[str, Any]";
        case BsonType::Null:
        case BsonType::Undefined:
            return "Any";
        }
        return "Any";
    }

    // A value's type with its bounds: pydantic 1 checks bounds on its own
    // constrained types (conint, confloat, constr), not through Field on a
    // strict type.
    static std::string bounded(BsonType type, const Field &field)
    {
        std::vector<std::string> arguments;
        const auto add = [&](const char *name, const auto &value, auto text) {
            if (value)
                arguments.push_back(std::string(name) + "=" + text(*value));
        };
        const auto integer = [](int64_t v) { return std::to_string(v); };
        const char *constrained = nullptr;
        if (type == BsonType::Int || type == BsonType::Long || type == BsonType::Double) {
            constrained = type == BsonType::Double ? "confloat" : "conint";
            add("ge", field.minimum, pythonNumber);
            add("le", field.maximum, pythonNumber);
        } else if (type == BsonType::String) {
            constrained = "constr";
            add("min_length", field.minLength, integer);
            add("max_length", field.maxLength, integer);
            if (!field.pattern.empty())
                arguments.push_back("regex=" + pythonString(searchPattern(field.pattern)));
        }
        if (!constrained || arguments.empty())
            return scalar(type);
        std::string out = std::string(constrained) + "(strict=True";
        for (const std::string &argument : arguments)
            out += ", " + argument;
        return out + ")";
    }

    // pydantic matches a pattern at the start of the text; MongoDB finds it
    // anywhere.
    static std::string searchPattern(const std::string &pattern)
    {
        if (pattern.starts_with('^'))
            return pattern;
        // Flags such as (?i) stay at the start, where Python wants them.
        size_t flags = 0;
        if (pattern.starts_with("(?")) {
            const size_t end = pattern.find(')');
            if (end != std::string::npos && pattern.find_first_not_of("aiLmsux", 2) == end
                && end > 2)
                flags = end + 1;
        }
        return pattern.substr(0, flags) + "^[\\s\\S]*?(?:" + pattern.substr(flags) + ")";
    }

    const Model &mModel;
    DocumentShapes mShapes;
    std::map<std::string, std::string> mTypeNames; // by entity id
    std::set<std::string> mTaken; // class names
    std::vector<Class> mClasses; // in the order they are written
};

} // namespace

std::string exportPydantic(const Model &model)
{
    return PydanticWriter(model).write();
}

} // namespace docmodel
