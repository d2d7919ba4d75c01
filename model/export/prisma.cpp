// SPDX-License-Identifier: GPL-3.0-or-later
#include "prisma.h"

#include "shape/documentshape.h"
#include "schema/derivedfields.h"
#include "scriptparts.h"
#include "typenames.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace docmodel {

namespace {

// One line of a model or a composite type.
struct Line {
    std::string name; // a Prisma identifier
    std::string type; // String, Address[], Json, Order?
    std::vector<std::string> attributes;
    std::string note; // a comment after it
    std::string original; // the document's field name
    bool list = false;
    bool optional = false;
    bool scalar = true; // neither a composite type nor Json
    bool backRelation = false; // a parent's list of its children (orderList)
};

struct Block {
    bool model = true; // a model, or a composite type
    std::string name;
    std::string comment;
    std::vector<Line> lines;
    std::vector<std::string> attributes; // @@map, @@index, …
    std::vector<std::string> notes; // comments at its end
    std::set<std::string> names; // of its lines: a wide document stays linear

    Line *find(const std::string &original)
    {
        const auto found = std::ranges::find(lines, original, &Line::original);
        return found == lines.end() ? nullptr : &*found;
    }
    bool taken(const std::string &name) const { return names.contains(name); }
    void add(Line line)
    {
        names.insert(line.name);
        lines.push_back(std::move(line));
    }
    void addAfter(const Line *before, Line line)
    {
        names.insert(line.name);
        lines.insert(lines.begin() + (before - lines.data()) + 1, std::move(line));
    }
};

// A Prisma string, or nothing for text it cannot hold (control characters).
std::optional<std::string> prismaString(const std::string &text)
{
    std::string out = "\"";
    for (unsigned char c : text) {
        if (c < 0x20 || c == 0x7f)
            return std::nullopt;
        if (c == '"' || c == '\\')
            out += '\\';
        out += char(c);
    }
    return out + "\"";
}

// Letters, digits and _, starting with a letter.
std::string prismaIdentifier(const std::string &name)
{
    std::string out;
    for (unsigned char c : name)
        out += c < 0x80 && std::isalnum(c) ? char(c) : '_';
    const size_t start = out.find_first_not_of("_0123456789");
    out = start == std::string::npos ? std::string() : out.substr(start);
    return out.empty() ? "field" : out;
}

std::string lowerFirst(std::string name)
{
    if (!name.empty())
        name.front() = char(std::tolower(static_cast<unsigned char>(name.front())));
    return name;
}

std::string unique(const Block &block, const std::string &base)
{
    std::string name = base;
    for (int n = 2; block.taken(name); ++n)
        name = base + "_" + std::to_string(n);
    return name;
}

class PrismaWriter
{
public:
    explicit PrismaWriter(const Model &model)
        : mModel(model)
        , mShapes(model)
        , mIndexes(model)
        , mTypeNames(documentTypeNames(model,
              { "String", "Boolean", "Int", "BigInt", "Float", "Decimal", "DateTime", "Json",
                  "Bytes", "Unsupported", "Model", "Type", "Enum" }))
    {
        for (const auto &[id, name] : mTypeNames)
            mTaken.insert(name);
    }

    std::string write()
    {
        for (const Entity &entity : mModel.entities)
            mBlocks.push_back(blockOf(entity));
        for (const Relationship &rel : mModel.relationships)
            relate(rel);
        orderBackRelations();
        std::string out = "// Prisma schema of "
            + commentText(mModel.name.empty() ? "the model" : mModel.name)
            + ", written by DocModeler for Prisma's MongoDB connector.\n"
              "datasource db {\n  provider = \"mongodb\"\n  url      = env(\"DATABASE_URL\")\n}\n\n"
              "generator client {\n  provider = \"prisma-client-js\"\n}\n";
        for (const Block &block : mBlocks)
            out += text(block);
        for (const Block &block : mNested)
            out += text(block);
        for (const Block &block : mEnums)
            out += text(block, "enum ");
        return out;
    }

    // What the schema could not say, as its comments say it: "Seat: index
    // seat_1 …", one per note of a model or composite type.
    std::vector<std::string> limits() const
    {
        std::vector<std::string> out;
        for (const std::vector<Block> *blocks : { &mBlocks, &mNested })
            for (const Block &block : *blocks)
                for (const std::string &note : block.notes)
                    out.push_back(block.name + ": " + note);
        return out;
    }

private:
    Block blockOf(const Entity &entity)
    {
        Block block;
        block.model = entity.isCollection();
        block.name = mTypeNames.at(entity.id);
        block.comment
            = std::string(entity.isCollection() ? "The collection " : "The embedded type ")
            + commentText(scriptString(entity.name))
            + (entity.description.empty() ? "" : ": " + commentText(entity.description));
        const std::map<std::string, std::string> embedded
            = embeddedTypeNames(mModel, entity, mTypeNames);
        for (const Field &field : mShapes.fields(entity)) {
            const auto child = embedded.find(field.name);
            addField(block, field, child == embedded.end() ? std::string() : child->second);
        }
        if (block.model) {
            if (const auto name = prismaString(entity.name))
                block.attributes.push_back("@@map(" + *name + ")");
            else
                block.notes.push_back(
                    "the collection's name holds control characters: @@map cannot state it");
            addIndexes(block, entity);
        }
        return block;
    }

    void addField(Block &block, const Field &field, const std::string &embeddedType)
    {
        Line line;
        line.original = field.name;
        if (block.model && field.name == "_id") {
            line.name = unique(block, "id");
            typeOf(block, field, {}, line);
            if (line.type == "Json" || line.list) {
                line.type = "String";
                line.attributes.clear();
                line.note = "the _id is of several types or compound: Prisma needs one scalar type "
                            "for @id";
            }
            std::vector<std::string> attributes = { "@id" };
            if (field.types == std::vector<BsonType> { BsonType::ObjectId })
                attributes.push_back("@default(auto())");
            attributes.push_back("@map(\"_id\")");
            attributes.insert(attributes.end(), line.attributes.begin(), line.attributes.end());
            line.attributes = std::move(attributes);
            line.list = line.optional = false;
            line.scalar = true;
            block.add(std::move(line));
            return;
        }
        const auto mapped = prismaString(field.name);
        if (!mapped || field.name.find('.') != std::string::npos) {
            block.notes.push_back(commentText(scriptString(field.name))
                + ": Prisma cannot map a field name with a dot or a control character; the "
                  "documents keep the field, the schema cannot name it");
            return;
        }
        line.name = unique(block, prismaIdentifier(field.name));
        typeOf(block, field, embeddedType, line);
        if (line.name != field.name)
            line.attributes.push_back("@map(" + *mapped + ")");
        block.add(std::move(line));
    }

    // The Prisma type of a field, its native type, and what it cannot say.
    void typeOf(const Block &owner, const Field &field, const std::string &embeddedType, Line &line)
    {
        std::vector<BsonType> types;
        for (BsonType type : field.types)
            if (type != BsonType::Null)
                types.push_back(type);
        line.optional = !field.required || field.hasType(BsonType::Null);
        line.list = field.array;
        const auto json = [&](const std::string &why) {
            line.type = "Json";
            line.scalar = false;
            line.list = false;
            line.note = why;
        };
        if (field.map) {
            json("a map, its keys data: Prisma has no map type");
        } else if (types.empty()) {
            json("any type");
        } else if (!embeddedType.empty()) {
            line.type = embeddedType;
            line.scalar = false;
        } else if (types == std::vector<BsonType> { BsonType::Object }) {
            if (field.fields.empty()) {
                json("a document of any shape");
            } else {
                line.type = nestedType(owner.name, field);
                line.scalar = false;
            }
        } else if (types.size() == 2 && std::ranges::all_of(types, [](BsonType t) {
                       return t == BsonType::Int || t == BsonType::Double;
                   })) {
            line.type = "Float";
            line.attributes.push_back("@db.Double");
            line.note = "int | double: either is stored, Prisma reads both as Float";
        } else if (types.size() > 1) {
            std::string names;
            for (BsonType t : types)
                names += (names.empty() ? "" : " | ") + std::string(bsonTypeInfo(t).name);
            json(names + ": Prisma has no union type");
        } else {
            scalarType(types.front(), line, json);
        }
        std::string enumName;
        if (!field.enumValues.empty() && line.type == "String" && line.attributes.empty())
            enumName = enumType(owner.name, field);
        if (!enumName.empty()) {
            line.type = enumName;
        } else if (!field.enumValues.empty() && line.note.empty()) {
            std::string values;
            for (const JsonValue &value : field.enumValues)
                values += (values.empty() ? "" : ", ")
                    + value.dump(-1, ' ', false, JsonValue::error_handler_t::replace);
            line.note = "one of " + commentText(values);
        }
        if (line.list)
            line.optional = false; // Prisma lists are never optional
    }

    template <typename Json> static void scalarType(BsonType type, Line &line, const Json &json)
    {
        const auto set = [&](const char *name, const char *native) {
            line.type = name;
            if (*native)
                line.attributes.push_back(native);
        };
        switch (type) {
        case BsonType::String:
            return set("String", "");
        case BsonType::Int:
            return set("Int", "@db.Int");
        case BsonType::Long:
            return set("BigInt", "@db.Long");
        case BsonType::Double:
            return set("Float", "@db.Double");
        case BsonType::Bool:
            return set("Boolean", "");
        case BsonType::Date:
            return set("DateTime", "@db.Date");
        case BsonType::ObjectId:
            return set("String", "@db.ObjectId");
        case BsonType::BinData:
            return set("Bytes", "");
        case BsonType::Timestamp:
            return set("DateTime", "@db.Timestamp");
        case BsonType::Decimal:
            return json("decimal: Prisma's MongoDB connector has no decimal type");
        default:
            return json(std::string(bsonTypeInfo(type).name) + ": no Prisma type");
        }
    }

    // An enum of a field's string values, each an identifier or mapped to
    // its text; empty when a value is no string or no Prisma string.
    std::string enumType(const std::string &owner, const Field &field)
    {
        Block block;
        block.model = false;
        for (const JsonValue &value : field.enumValues) {
            const auto text
                = value.is_string() ? prismaString(value.get<std::string>()) : std::nullopt;
            if (!text)
                return {};
            const std::string &original = value.get<std::string>();
            Line line;
            line.name = unique(block, prismaIdentifier(original));
            if (line.name != original)
                line.attributes.push_back("@map(" + *text + ")");
            block.add(std::move(line));
        }
        const std::string base = owner + pascalCase(field.name);
        std::string name = base;
        for (int n = 2; mTaken.contains(name); ++n)
            name = base + std::to_string(n);
        mTaken.insert(name);
        block.name = name;
        block.comment
            = "The values of the field " + commentText(scriptString(field.name)) + " of " + owner;
        mEnums.push_back(std::move(block));
        return name;
    }

    // A composite type for a nested document: its owner's name and the field's.
    std::string nestedType(const std::string &owner, const Field &field)
    {
        const std::string base = owner + pascalCase(field.name);
        std::string name = base;
        for (int n = 2; mTaken.contains(name); ++n)
            name = base + std::to_string(n);
        mTaken.insert(name);
        Block block;
        block.model = false;
        block.name = name;
        block.comment = "The field " + commentText(scriptString(field.name)) + " of " + owner;
        for (const Field &nested : field.fields)
            addField(block, nested, {});
        mNested.push_back(std::move(block));
        return name;
    }

    void addIndexes(Block &block, const Entity &entity)
    {
        for (const Index &index : mIndexes.of(entity)) {
            std::string fields;
            bool plain = !index.keys.empty() && !index.sparse && index.partialFilter.is_null()
                && !index.expireAfterSeconds && index.collation.is_null() && !index.hidden;
            for (const IndexKey &key : index.keys) {
                const Line *line = block.find(key.field);
                if (!line || !line->scalar
                    || (key.kind != IndexKeyKind::Asc && key.kind != IndexKeyKind::Desc)) {
                    plain = false;
                    break;
                }
                fields += (fields.empty() ? "" : ", ") + line->name
                    + (key.kind == IndexKeyKind::Desc ? "(sort: Desc)" : "");
            }
            const auto name = prismaString(index.effectiveName());
            if (!plain || !name) {
                block.notes.push_back("index " + commentText(scriptString(index.effectiveName()))
                    + ": its kind, keys or options have no Prisma syntax; the mongosh export "
                      "creates it");
                continue;
            }
            block.attributes.push_back(std::string(index.unique ? "@@unique" : "@@index") + "(["
                + fields + "], map: " + *name + ")");
            if (index.unique && index.keys.size() == 1)
                mUniqueFields.insert({ block.name, block.find(index.keys.front().field)->name });
        }
    }

    Block *blockOf(const std::string &entityId)
    {
        const auto name = mTypeNames.find(entityId);
        if (name == mTypeNames.end())
            return nullptr;
        const auto found = std::ranges::find(mBlocks, name->second, &Block::name);
        return found == mBlocks.end() ? nullptr : &*found;
    }

    // The reference a relationship's children hold as a Prisma relation,
    // with the back-relation on the parent; a note where it cannot be one.
    void relate(const Relationship &rel)
    {
        Block *parent = blockOf(rel.oneId);
        Block *child = blockOf(rel.manyId);
        if (!parent || !child || !parent->model || !child->model || strategyEmbeds(rel.strategy))
            return;
        const std::string childField = childFieldName(mModel, rel);
        const std::string parentField = parentFieldName(mModel, rel);
        if (childField.empty()
            || (rel.isSelf() && rel.tree && rel.tree->encoding != TreeEncoding::ParentRefs)) {
            if (Line *ids = parentField.empty() ? nullptr : parent->find(parentField);
                ids && ids->note.empty())
                ids->note = "keys of " + child->name
                    + ": Prisma relates a list of keys only many-to-many, with a list on both "
                      "sides";
            return;
        }
        Line *reference = child->find(childField);
        Line *key = parent->find(rel.oneKey);
        if (!reference || !key || reference->list || !reference->scalar || !key->scalar || key->list
            || reference->type != key->type || nativeOf(*reference) != nativeOf(*key)) {
            if (reference && reference->note.empty())
                reference->note = "refers to " + parent->name + " by " + commentText(rel.oneKey)
                    + ", in a way Prisma cannot relate (a list, a nested key or another type)";
            return;
        }
        const std::string relation = "\"" + prismaIdentifier("r_" + rel.id) + "\"";
        const bool oneToOne = rel.cardinality == Cardinality::OneToOne;
        if (rel.oneKey != "_id")
            makeUnique(*parent, *key);
        if (oneToOne)
            makeUnique(*child, *reference);
        std::string actions = rel.isSelf() ? ", onDelete: NoAction, onUpdate: NoAction" : "";
        Line forward;
        forward.name = unique(*child, lowerFirst(rel.isSelf() ? "parent" : parent->name));
        forward.type = parent->name;
        forward.optional = reference->optional;
        forward.scalar = false;
        forward.attributes.push_back("@relation(" + relation + ", fields: [" + reference->name
            + "], references: [" + key->name + "]" + actions + ")");
        // Beside the field it reads: a schema read back keeps its order.
        child->addAfter(reference, std::move(forward));
        // The child block may be the parent's: find its key line again.
        Block *back = blockOf(rel.oneId);
        Line backward;
        backward.name = unique(
            *back, lowerFirst(rel.isSelf() ? "children" : child->name + (oneToOne ? "" : "List")));
        backward.type = child->name;
        backward.list = !oneToOne;
        backward.optional = oneToOne;
        backward.scalar = false;
        backward.backRelation = true;
        backward.attributes.push_back("@relation(" + relation + ")");
        back->add(std::move(backward));
    }

    // A parent's lists of children in the order of the children's blocks,
    // then by name: not the order of the model's relationships, which a
    // schema read back does not keep.
    void orderBackRelations()
    {
        std::map<std::string, size_t> place;
        for (const Block &block : mBlocks)
            place.emplace(block.name, place.size());
        for (Block &block : mBlocks) {
            const auto first = std::ranges::find_if(block.lines, &Line::backRelation);
            std::stable_sort(first, block.lines.end(), [&](const Line &a, const Line &b) {
                return std::tuple(!a.backRelation, place[a.type.substr(0, a.type.find_first_of("[?"))], a.name)
                    < std::tuple(!b.backRelation, place[b.type.substr(0, b.type.find_first_of("[?"))], b.name);
            });
        }
    }

    static std::vector<std::string> nativeOf(const Line &line)
    {
        std::vector<std::string> out;
        for (const std::string &attribute : line.attributes)
            if (attribute.starts_with("@db."))
                out.push_back(attribute);
        return out;
    }

    void makeUnique(const Block &block, Line &line)
    {
        if (std::ranges::find(line.attributes, "@id") != line.attributes.end()
            || std::ranges::find(line.attributes, "@unique") != line.attributes.end()
            || mUniqueFields.contains({ block.name, line.name }))
            return;
        line.attributes.push_back("@unique");
    }

    static std::string text(const Block &block, const char *keyword = nullptr)
    {
        std::string out = "\n// " + block.comment + "\n"
            + (keyword            ? keyword
                    : block.model ? "model "
                                  : "type ")
            + block.name + " {\n";
        size_t width = 0, typeWidth = 0;
        const auto typeText = [](const Line &line) {
            return line.type + (line.list ? "[]" : line.optional ? "?" : "");
        };
        for (const Line &line : block.lines) {
            width = std::max(width, line.name.size());
            typeWidth = std::max(typeWidth, typeText(line).size());
        }
        for (const Line &line : block.lines) {
            std::string row = "  " + line.name
                + (line.type.empty() ? "" : std::string(width - line.name.size() + 1, ' '))
                + typeText(line);
            if (!line.attributes.empty() || !line.note.empty())
                row += std::string(typeWidth - typeText(line).size() + 1, ' ');
            for (size_t i = 0; i < line.attributes.size(); ++i)
                row += (i ? " " : "") + line.attributes[i];
            if (!line.note.empty())
                row += (line.attributes.empty() ? "" : " ") + std::string("// ") + line.note;
            out += row + "\n";
        }
        if (!block.attributes.empty())
            out += "\n";
        for (const std::string &attribute : block.attributes)
            out += "  " + attribute + "\n";
        for (const std::string &note : block.notes)
            out += "  // " + note + "\n";
        return out + "}\n";
    }

    const Model &mModel;
    DocumentShapes mShapes;
    CollectionIndexes mIndexes; // built once: per collection it reads every relationship
    std::map<std::string, std::string> mTypeNames; // by entity id
    std::set<std::string> mTaken; // model and type names
    std::vector<Block> mBlocks; // in model order
    std::vector<Block> mNested; // composite types of nested documents
    std::vector<Block> mEnums; // the string enums of fields
    std::set<std::pair<std::string, std::string>>
        mUniqueFields; // block, field made unique by an index
};

} // namespace

std::string exportPrisma(const Model &model)
{
    return PrismaWriter(model).write();
}

std::vector<std::string> prismaLimits(const Model &model)
{
    PrismaWriter writer(model);
    writer.write();
    return writer.limits();
}

} // namespace docmodel
