// SPDX-License-Identifier: GPL-3.0-or-later
#include "mongoose.h"

#include "shape/documentshape.h"
#include "schema/derivedfields.h"
#include "schema/enumnames.h"
#include "scriptparts.h"
#include "typenames.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace docmodel {

namespace {

std::string lowerFirstAscii(std::string name)
{
    if (!name.empty() && name.front() >= 'A' && name.front() <= 'Z')
        name.front() = char(name.front() - 'A' + 'a');
    return name;
}

std::string key(const std::string &name)
{
    return isScriptIdentifier(name) ? name : scriptString(name);
}

// A JSON value as a one-line JavaScript literal (U+2028 and U+2029 escaped,
// which JavaScript before ES2019 did not allow in strings).
std::string compact(const JsonValue &value)
{
    std::string text = value.dump(-1, ' ', false, JsonValue::error_handler_t::replace);
    for (const auto &[raw, escaped] :
        { std::pair { "\xe2\x80\xa8", "\\u2028" }, std::pair { "\xe2\x80\xa9", "\\u2029" } })
        for (size_t at = text.find(raw); at != std::string::npos; at = text.find(raw, at))
            text.replace(at, 3, escaped);
    return text;
}

std::string number(double value)
{
    return compact(JsonValue(value));
}

// The Mongoose type of one BSON type; empty for none.
std::string mongooseType(BsonType type)
{
    switch (type) {
    case BsonType::Double:
        return "Number";
    case BsonType::Int:
        return "Number"; // with the integer check (Int32 paths take no min or max)
    case BsonType::Long:
        return "BigInt";
    case BsonType::Decimal:
        return "Schema.Types.Decimal128";
    case BsonType::String:
        return "String";
    case BsonType::Bool:
        return "Boolean";
    case BsonType::Date:
        return "Date";
    case BsonType::ObjectId:
        return "Schema.Types.ObjectId";
    case BsonType::BinData:
        return "Buffer";
    default:
        return "Schema.Types.Mixed";
    }
}

// How a field refers to another collection's documents.
struct Reference {
    std::string model; // the referenced document type
    std::string key; // the key it holds there: _id, or a natural key
};

class MongooseWriter
{
public:
    explicit MongooseWriter(const Model &model)
        : mModel(model)
        , mShapes(model)
        , mIndexes(model)
        , mTypeNames(documentTypeNames(model, { "Schema", "Types" }))
    {
        for (const Relationship &rel : model.relationships)
            collectReferences(rel);
    }

    std::string write()
    {
        std::string body;
        std::set<std::string> done, open;
        std::function<void(const Entity &)> writeEntity = [&](const Entity &entity) {
            if (done.contains(entity.id) || open.contains(entity.id))
                return;
            open.insert(entity.id);
            for (const auto &[field, childId] : embeddedChildren(mModel, entity))
                if (const Entity *child = mModel.findEntity(childId))
                    writeEntity(*child);
            open.erase(entity.id);
            done.insert(entity.id);
            body += schemaOf(entity);
        };
        for (const Entity &entity : mModel.entities)
            writeEntity(entity);
        std::string out = "// Mongoose schemas of "
            + commentText(mModel.name.empty() ? "the model" : mModel.name)
            + ", written by DocModeler.\n\"use strict\";\nconst mongoose = "
              "require(\"mongoose\");\nconst { Schema } = mongoose;\n";
        if (mItemCountUsed)
            out += "\n// Bounds of an array's length, which Mongoose has no option for.\n"
                   "function itemCount(min, max) {\n"
                   "    return {\n"
                   "        validator: (v) => v == null || ((min === null || v.length >= min) && "
                   "(max === null || v.length <= max)),\n"
                   "        message: (props) => `${props.path} holds ${props.value.length} items, "
                   "not between ${min} and ${max}`,\n"
                   "    };\n"
                   "}\n";
        if (mOneOfUsed)
            out += "\n// Allowed values of several types, which Mongoose's enum does not take.\n"
                   "function oneOf(values) {\n"
                   "    return {\n"
                   "        validator: (v) => v == null || values.some((allowed) => allowed === v "
                   "|| (allowed !== null && typeof allowed === \"object\" && "
                   "JSON.stringify(allowed) === JSON.stringify(v))),\n"
                   "        message: (props) => `${props.path} is none of "
                   "${JSON.stringify(values)}`,\n"
                   "    };\n"
                   "}\n";
        return out + body + exports();
    }

private:
    void collectReferences(const Relationship &rel)
    {
        if (rel.isSelf() || strategyEmbeds(rel.strategy))
            return;
        const Entity *one = mModel.findEntity(rel.oneId);
        const Entity *many = mModel.findEntity(rel.manyId);
        if (!one || !many || !one->isCollection() || !many->isCollection())
            return;
        if (const std::string child = childFieldName(mModel, rel); !child.empty())
            mReferences[{ many->id, child }] = { mTypeNames.at(one->id), rel.oneKey };
        if (const std::string parent = parentFieldName(mModel, rel);
            !parent.empty() && strategyPutsIdsInParent(rel.strategy))
            mReferences[{ one->id, parent }] = { mTypeNames.at(many->id), rel.manyKey };
    }

    static std::string description(const Field &field, const std::string &indent)
    {
        return field.description.empty() ? std::string()
                                         : indent + "// " + commentText(field.description) + "\n";
    }

    std::string schemaVar(const std::string &entityId) const
    {
        return lowerFirstAscii(mTypeNames.at(entityId)) + "Schema";
    }

    std::string schemaOf(const Entity &entity)
    {
        const std::vector<Field> fields = mShapes.fields(entity);
        const std::map<std::string, std::string> embedded = embeddedChildren(mModel, entity);
        std::string out = "\n// "
            + std::string(entity.isCollection() ? "The collection " : "The embedded type ")
            + commentText(scriptString(entity.name))
            + (entity.description.empty() ? "" : ": " + commentText(entity.description))
            + "\nconst " + schemaVar(entity.id) + " = new Schema(\n    {\n";
        bool skipped = false;
        std::vector<std::pair<std::string, Reference>> virtuals;
        for (const Field &field : fields) {
            if (field.name == "_id" && field.types == std::vector<BsonType> { BsonType::ObjectId })
                continue; // Mongoose's own _id
            if (field.name.find('.') != std::string::npos || field.name.starts_with('$')) {
                out += "        // " + commentText(scriptString(field.name))
                    + ": not declared, as Mongoose reads a dot as nesting and a $ as an operator; "
                      "strict: false keeps it\n";
                skipped = true;
                continue;
            }
            std::optional<Reference> reference;
            if (const auto found = mReferences.find({ entity.id, field.name });
                found != mReferences.end()) {
                reference = found->second;
                if (reference->key != "_id")
                    virtuals.emplace_back(field.name, *reference);
            }
            const auto child = embedded.find(field.name);
            out += description(field, "        ");
            out += "        " + key(field.name) + ": "
                + definition(field, "        ",
                    child == embedded.end() ? std::string() : schemaVar(child->second),
                    reference && reference->key == "_id" ? reference->model : std::string())
                + ",\n";
        }
        out += "    },\n    " + options(entity, fields, skipped) + "\n);\n";
        for (const auto &[field, reference] : virtuals)
            out += virtualFor(entity, fields, field, reference);
        if (entity.isCollection())
            for (const Index &index : mIndexes.of(entity)) {
                JsonValue spec = indexSpec(index);
                const JsonValue keys = spec["key"];
                spec.erase("key");
                out += schemaVar(entity.id) + ".index(" + compact(keys) + ", " + compact(spec)
                    + ");\n";
            }
        return out;
    }

    // A populate virtual for a reference by a natural key.
    std::string virtualFor(const Entity &entity, const std::vector<Field> &fields,
        const std::string &field, const Reference &reference)
    {
        std::string name = lowerFirstAscii(reference.model);
        while (std::ranges::any_of(fields, [&](const Field &f) { return f.name == name; }))
            name += "Ref";
        const auto holder = std::ranges::find(fields, field, &Field::name);
        const bool many = holder != fields.end() && holder->array;
        return schemaVar(entity.id) + ".virtual(" + scriptString(name)
            + ", { ref: " + scriptString(reference.model) + ", localField: " + scriptString(field)
            + ", foreignField: " + scriptString(reference.key)
            + ", justOne: " + (many ? "false" : "true") + " });\n";
    }

    std::string options(const Entity &entity, const std::vector<Field> &fields, bool skipped) const
    {
        std::vector<std::string> out;
        if (entity.isCollection()) {
            out.push_back("collection: " + scriptString(entity.name));
            out.push_back("versionKey: false");
        } else if (std::ranges::none_of(fields, [](const Field &f) { return f.name == "_id"; })) {
            out.push_back("_id: false");
        }
        if (skipped)
            out.push_back("strict: false");
        const CollectionOptions &o = entity.options;
        if (o.capped)
            out.push_back("capped: { size: " + std::to_string(o.capped->size)
                + (o.capped->max ? ", max: " + std::to_string(*o.capped->max) : std::string())
                + " }");
        if (o.timeSeries) {
            std::string ts = "timeseries: { timeField: " + scriptString(o.timeSeries->timeField);
            if (!o.timeSeries->metaField.empty())
                ts += ", metaField: " + scriptString(o.timeSeries->metaField);
            out.push_back(ts + ", granularity: \""
                + std::string(toString(o.timeSeries->granularity)) + "\" }");
            if (o.timeSeries->expireAfterSeconds)
                out.push_back(
                    "expireAfterSeconds: " + std::to_string(*o.timeSeries->expireAfterSeconds));
        }
        if (!o.collation.is_null())
            out.push_back("collation: " + compact(o.collation));
        if (const std::string stamps = timestamps(fields); !stamps.empty())
            out.push_back("timestamps: " + stamps);
        std::string text = "{ ";
        for (size_t i = 0; i < out.size(); ++i)
            text += (i ? ", " : "") + out[i];
        return text + (out.empty() ? "}" : " }");
    }

    // Mongoose keeps created and updated dates itself where the model has them.
    static std::string timestamps(const std::vector<Field> &fields)
    {
        const auto date = [&](const char *name) {
            return std::ranges::any_of(fields, [&](const Field &f) {
                return f.name == name && !f.array
                    && f.types == std::vector<BsonType> { BsonType::Date };
            });
        };
        for (const auto &[created, updated] :
            { std::pair { "createdAt", "updatedAt" }, std::pair { "created_at", "updated_at" } }) {
            if (!date(created) && !date(updated))
                continue;
            return std::string("{ createdAt: ") + (date(created) ? scriptString(created) : "false")
                + ", updatedAt: " + (date(updated) ? scriptString(updated) : "false") + " }";
        }
        return {};
    }

    // A field's definition: its type with the options of a path.
    std::string definition(const Field &field, const std::string &indent,
        const std::string &embeddedSchema, const std::string &ref)
    {
        std::vector<std::string> options;
        const std::string element = elementDefinition(field, indent, embeddedSchema, ref);
        std::string type;
        if (field.map)
            type = "Map";
        else if (field.array)
            type = "[" + element + "]";
        if (field.map)
            options.push_back("of: " + (field.array ? "[" + element + "]" : element));
        if (field.required && !field.hasType(BsonType::Null))
            options.push_back("required: true");
        if (field.array && !field.map) {
            if (!field.required)
                options.push_back("default: undefined");
            if (field.minItems || field.maxItems) {
                mItemCountUsed = true;
                options.push_back("validate: itemCount("
                    + (field.minItems ? std::to_string(*field.minItems) : "null") + ", "
                    + (field.maxItems ? std::to_string(*field.maxItems) : "null") + ")");
            }
        }
        if (type.empty() && options.empty())
            return element;
        if (type.empty())
            return withOptions(element, options);
        std::string out = "{ type: " + type;
        for (const std::string &option : options)
            out += ", " + option;
        return out + " }";
    }

    // `element` ({ type: X, ... } or X) with more options.
    static std::string withOptions(
        const std::string &element, const std::vector<std::string> &options)
    {
        std::string extra;
        for (const std::string &option : options)
            extra += ", " + option;
        if (element.starts_with("{ type: "))
            return element.substr(0, element.size() - 2) + extra + " }";
        return "{ type: " + element + extra + " }";
    }

    // One value: in an array, each element; in a map, each value.
    std::string elementDefinition(const Field &field, const std::string &indent,
        const std::string &embeddedSchema, const std::string &ref)
    {
        std::vector<BsonType> types;
        for (BsonType type : field.types)
            if (type != BsonType::Null)
                types.push_back(type);
        if (!embeddedSchema.empty())
            return embeddedSchema;
        if (types.size() == 1 && types.front() == BsonType::Object)
            return field.fields.empty() ? "Schema.Types.Mixed" : nestedSchema(field.fields, indent);
        std::string type;
        // Allowed values of several types (or not of the field's type):
        // Mongoose's enum takes strings or numbers of the path's type only.
        const bool looseEnum = !field.enumValues.empty()
            && !(
                types.size() == 1 && std::ranges::all_of(field.enumValues, [&](const JsonValue &v) {
                    return types.front() == BsonType::String
                        ? v.is_string()
                        : (types.front() == BsonType::Int || types.front() == BsonType::Double)
                            && v.is_number();
                }));
        if (looseEnum) {
            mOneOfUsed = true;
            return "{ type: Schema.Types.Mixed, validate: oneOf("
                + compact(JsonValue(field.enumValues)) + ")"
                + (ref.empty() ? std::string() : ", ref: " + scriptString(ref)) + " }";
        }
        if (types.size() == 1)
            type = mongooseType(types.front());
        else if (!types.empty() && std::ranges::all_of(types, [](BsonType t) {
                     return t == BsonType::Int || t == BsonType::Double;
                 }))
            type = "Number";
        else
            type = "Schema.Types.Mixed";
        std::vector<std::string> options;
        if (!ref.empty())
            options.push_back("ref: " + scriptString(ref));
        const bool text = type == "String";
        const bool numeric = type == "Number";
        if (types.size() == 1 && types.front() == BsonType::Int)
            options.push_back("validate: { validator: (v) => v == null || Number.isInteger(v), "
                              "message: \"{PATH} is not an integer ({VALUE})\" }");
        if ((text || numeric) && !field.enumValues.empty()
            && std::ranges::all_of(field.enumValues,
                [&](const JsonValue &v) { return text ? v.is_string() : v.is_number(); }))
            options.push_back("enum: " + compact(JsonValue(field.enumValues)));
        if (numeric && field.minimum)
            options.push_back("min: " + number(*field.minimum));
        if (numeric && field.maximum)
            options.push_back("max: " + number(*field.maximum));
        if (text && field.minLength)
            options.push_back("minlength: " + std::to_string(*field.minLength));
        if (text && field.maxLength)
            options.push_back("maxlength: " + std::to_string(*field.maxLength));
        if (text && !field.pattern.empty())
            options.push_back("match: new RegExp(" + scriptString(field.pattern) + ", \"u\")");
        if (type == "Schema.Types.Mixed" && types.size() > 1) {
            std::string names;
            for (BsonType t : types)
                names += (names.empty() ? "" : " | ") + std::string(bsonTypeInfo(t).name);
            type += " /* " + names + ": Mongoose has no union type */";
        }
        if (options.empty())
            return type;
        std::string out = "{ type: " + type;
        for (const std::string &option : options)
            out += ", " + option;
        return out + " }";
    }

    std::string nestedSchema(const std::vector<Field> &fields, const std::string &indent)
    {
        std::string out = "new Schema(\n" + indent + "    {\n";
        bool skipped = false;
        for (const Field &field : fields) {
            if (field.name.find('.') != std::string::npos || field.name.starts_with('$')) {
                out += indent + "        // " + commentText(scriptString(field.name))
                    + ": not declared (a dot or a leading $)\n";
                skipped = true;
                continue;
            }
            out += description(field, indent + "        ");
            out += indent + "        " + key(field.name) + ": "
                + definition(field, indent + "        ", {}, {}) + ",\n";
        }
        std::vector<std::string> options;
        if (std::ranges::none_of(fields, [](const Field &f) { return f.name == "_id"; }))
            options.push_back("_id: false");
        if (skipped)
            options.push_back("strict: false");
        std::string text;
        for (const std::string &option : options)
            text += (text.empty() ? "" : ", ") + option;
        return out + indent + "    },\n" + indent + "    { " + text + (text.empty() ? "}" : " }")
            + "\n" + indent + ")";
    }

    std::string exports() const
    {
        std::string schemas, collections, models;
        for (const Entity &entity : mModel.entities) {
            const std::string &type = mTypeNames.at(entity.id);
            schemas += "        " + type + ": " + schemaVar(entity.id) + ",\n";
            if (!entity.isCollection())
                continue;
            collections += "        " + key(entity.name) + ": " + scriptString(type) + ",\n";
            models += "            " + type + ": instance.model(" + scriptString(type) + ", "
                + schemaVar(entity.id) + "),\n";
        }
        return "\nmodule.exports = {\n    schemas: {\n" + schemas + "    },\n    collections: {\n"
            + collections
            + "    },\n    // The models on a Mongoose instance (the default one unless another is "
              "given).\n"
              "    models(instance = mongoose) {\n        return {\n"
            + models + "        };\n    },\n};\n";
    }

    const Model &mModel;
    DocumentShapes mShapes;
    CollectionIndexes mIndexes; // built once: per collection it reads every relationship
    std::map<std::string, std::string> mTypeNames; // by entity id
    std::map<std::pair<std::string, std::string>, Reference> mReferences; // by entity id and field
    bool mItemCountUsed = false;
    bool mOneOfUsed = false;
};

} // namespace

std::string exportMongoose(const Model &model)
{
    return MongooseWriter(model).write();
}

} // namespace docmodel
