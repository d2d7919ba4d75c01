// SPDX-License-Identifier: GPL-3.0-or-later
#include "prismaimport.h"

#include "prismaparser.h"

#include "io/jsonreader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <set>

namespace docmodel {

namespace {

// prisma::Block spelled out: the Prisma writer's own Block may share this
// file's unity batch.
using prisma::Declaration;
using prisma::Position;
using prisma::Value;

QString quoted(const std::string &text)
{
    return QString::fromStdString(text);
}

struct Failure {
    Position at;
    QString message;
};

// "The collection \"orders\": description" → orders, description. The name
// is a JSON string, as DocModeler's export writes it.
bool documentedName(
    const std::string &doc, const std::string &prefix, std::string &name, std::string &description)
{
    if (!doc.starts_with(prefix) || doc.size() <= prefix.size() || doc[prefix.size()] != '"')
        return false;
    size_t end = prefix.size() + 1;
    while (end < doc.size() && doc[end] != '"')
        end += doc[end] == '\\' ? 2 : 1;
    if (end >= doc.size())
        return false;
    const JsonValue parsed
        = JsonValue::parse(doc.substr(prefix.size(), end - prefix.size() + 1), nullptr, false);
    if (!parsed.is_string())
        return false;
    name = parsed.get<std::string>();
    const std::string rest = doc.substr(end + 1);
    description = rest.starts_with(": ") ? rest.substr(2) : std::string();
    return true;
}

std::optional<BsonType> typeNamed(const std::string &name)
{
    for (const BsonTypeInfo &info : bsonTypes())
        if (info.name == name)
            return info.type;
    return std::nullopt;
}

// A literal @default as the value a migration gives documents lacking it.
std::optional<JsonValue> defaultOf(const Declaration &decl)
{
    const prisma::Attribute *attribute = decl.attribute("default");
    const Value *value = attribute ? attribute->argument("value", 0) : nullptr;
    if (!value)
        return std::nullopt;
    switch (value->kind) {
    case Value::Kind::String:
        return JsonValue(value->text);
    case Value::Kind::Number: {
        const std::string &text = value->text;
        const char *end = text.data() + text.size();
        if (int64_t whole = 0; text.find('.') == std::string::npos
            && std::from_chars(text.data(), end, whole).ptr == end)
            return JsonValue(whole);
        if (double number = 0;
            std::from_chars(text.data(), end, number).ptr == end && std::isfinite(number))
            return JsonValue(number);
        return std::nullopt;
    }
    case Value::Kind::Identifier:
        if (value->text == "true" || value->text == "false")
            return JsonValue(value->text == "true");
        return std::nullopt;
    default:
        return std::nullopt; // auto(), now(): the server or the client sets it
    }
}

class Importer
{
    Q_DECLARE_TR_FUNCTIONS(PrismaImport)

public:
    Model read(const prisma::Schema &schema, const std::string &fallbackName)
    {
        mSchema = &schema;
        if (mModel.name.empty())
            mModel.name = fallbackName;
        for (const prisma::Block &block : schema.blocks)
            if (block.keyword == "model" || block.keyword == "view" || block.keyword == "type")
                addEntity(block);
        for (const prisma::Block &block : schema.blocks)
            if (mEntityIds.contains(block.name))
                readFields(block);
        for (const prisma::Block &block : schema.blocks)
            if (block.keyword == "model" || block.keyword == "view")
                readRelations(block);
        for (const prisma::Block &block : schema.blocks)
            if (block.keyword == "model" || block.keyword == "view")
                readIndexes(block);
        return std::move(mModel);
    }

    void readModelName(const std::string &firstComment)
    {
        const std::string prefix = "Prisma schema of ";
        const size_t end = firstComment.find(", written by DocModeler");
        if (firstComment.starts_with(prefix) && end != std::string::npos)
            mModel.name = firstComment.substr(prefix.size(), end - prefix.size());
    }

private:
    static bool isNestedType(const prisma::Block &block)
    {
        return block.keyword == "type" && block.documentation.starts_with("The field \"");
    }

    void addEntity(const prisma::Block &block)
    {
        if (isNestedType(block))
            return;
        Entity entity;
        entity.id = block.name;
        entity.kind = block.keyword == "type" ? EntityKind::Embedded : EntityKind::Collection;
        std::string documented;
        const bool named = documentedName(block.documentation,
                               entity.isCollection() ? "The collection " : "The embedded type ",
                               documented, entity.description)
            || documentedName(block.documentation,
                entity.isCollection() ? "The embedded type " : "The collection ", documented,
                entity.description);
        if (!named && !block.documentation.empty() && !block.documentation.starts_with("The "))
            entity.description = block.documentation;
        const prisma::Attribute *map = block.attribute("map");
        const Value *mapped = map ? map->argument("name", 0) : nullptr;
        entity.name = mapped && mapped->kind == Value::Kind::String ? mapped->text
            : named                                                 ? documented
                                                                    : block.name;
        mEntityIds[block.name] = entity.id;
        mModel.entities.push_back(std::move(entity));
    }

    Entity &entityOf(const std::string &blockName)
    {
        return *std::ranges::find(mModel.entities, mEntityIds.at(blockName), &Entity::id);
    }

    // The name a field has in the documents.
    static std::string storedName(const Declaration &decl)
    {
        const prisma::Attribute *map = decl.attribute("map");
        const Value *mapped = map ? map->argument("name", 0) : nullptr;
        if (mapped && mapped->kind == Value::Kind::String)
            return mapped->text;
        return decl.attribute("id") ? "_id" : decl.name;
    }

    void readFields(const prisma::Block &block)
    {
        Entity &entity = entityOf(block.name);
        entity.fields = fieldsOf(block, 0);
        for (const Declaration &decl : block.declarations) {
            const prisma::Block *type = mSchema->block(decl.type);
            if (type && type->keyword == "type" && !isNestedType(*type))
                embed(entity.id, decl, *type);
        }
    }

    std::vector<Field> fieldsOf(const prisma::Block &block, int depth)
    {
        if (depth > 64)
            throw Failure { block.at,
                tr("the composite type \"%1\" nests itself").arg(quoted(block.name)) };
        std::vector<Field> out;
        for (const Declaration &decl : block.declarations) {
            const prisma::Block *type = mSchema->block(decl.type);
            if (type && (type->keyword == "model" || type->keyword == "view"))
                continue; // a relation: readRelations
            if (type && type->keyword == "type" && !isNestedType(*type)) {
                // An embedded type: embed writes the field; declared here
                // only to keep its place among the others.
                if (depth == 0) {
                    Field placeholder = makeField(storedName(decl), { BsonType::Object }, !decl.optional && !decl.list);
                    placeholder.array = decl.list;
                    out.push_back(std::move(placeholder));
                }
                continue;
            }
            out.push_back(fieldOf(decl, type, depth));
        }
        return out;
    }

    Field fieldOf(const Declaration &decl, const prisma::Block *type, int depth)
    {
        Field field;
        field.name = storedName(decl);
        field.array = decl.list;
        field.required = !decl.optional && !decl.list;
        if (auto value = defaultOf(decl))
            field.defaultValue = std::move(*value);
        if (type && type->keyword == "enum") {
            field.types = { BsonType::String };
            const prisma::Attribute *byDefault = decl.attribute("default");
            const Value *chosen = byDefault ? byDefault->argument("value", 0) : nullptr;
            for (const Declaration &value : type->declarations) {
                field.enumValues.push_back(storedName(value));
                if (chosen && chosen->kind == Value::Kind::Identifier && chosen->text == value.name)
                    field.defaultValue = storedName(value);
            }
        } else if (type) {
            field.types = { BsonType::Object };
            field.fields = fieldsOf(*type, depth + 1);
        } else {
            field.types = scalarTypes(decl);
        }
        readNote(decl.documentation, field);
        return field;
    }

    std::vector<BsonType> scalarTypes(const Declaration &decl) const
    {
        const auto native = [&](const char *name) { return decl.attribute(name) != nullptr; };
        static const std::map<std::string, BsonType> plain = { { "String", BsonType::String },
            { "Int", BsonType::Int }, { "BigInt", BsonType::Long }, { "Float", BsonType::Double },
            { "Boolean", BsonType::Bool }, { "DateTime", BsonType::Date },
            { "Bytes", BsonType::BinData }, { "Decimal", BsonType::Decimal } };
        if (decl.type == "String" && native("db.ObjectId"))
            return { BsonType::ObjectId };
        if (decl.type == "DateTime" && native("db.Timestamp"))
            return { BsonType::Timestamp };
        if (const auto found = plain.find(decl.type); found != plain.end())
            return { found->second };
        if (decl.type == "Json" || decl.type == "Unsupported")
            return {};
        throw Failure { decl.at,
            tr("the field \"%1\" has the type \"%2\", which is no Prisma type, model, composite "
               "type or enum of this schema")
                .arg(quoted(decl.name), quoted(decl.type)) };
    }

    // What DocModeler's export says in a comment where Prisma has no syntax;
    // any other comment is the field's description.
    static void readNote(const std::string &note, Field &field)
    {
        if (note.empty())
            return;
        if (note.starts_with("one of ")) {
            const JsonValue values = JsonValue::parse("[" + note.substr(7) + "]", nullptr, false);
            if (values.is_array()) {
                field.enumValues.assign(values.begin(), values.end());
                return;
            }
        }
        if (note.starts_with("a map, its keys data")) {
            field.map = true;
            return;
        }
        if (note == "any type")
            return;
        if (note == "a document of any shape") {
            field.types = { BsonType::Object };
            return;
        }
        if (note.starts_with("keys of ") || note.starts_with("refers to ")
            || note.starts_with("the _id is of several types"))
            return;
        const size_t colon = note.find(": ");
        if (colon != std::string::npos) {
            std::vector<BsonType> types;
            std::string names = note.substr(0, colon);
            for (size_t start = 0; start <= names.size();) {
                const size_t bar = std::min(names.find(" | ", start), names.size());
                if (const auto type = typeNamed(names.substr(start, bar - start)))
                    types.push_back(*type);
                else
                    types.clear(), start = names.size() + 1;
                start = bar + 3;
            }
            if (!types.empty()) {
                field.types = std::move(types);
                return;
            }
        }
        field.description = note;
    }

    // The relation's name without DocModeler's "r_" is the id it had, when
    // still free.
    std::string newRelationshipId(const prisma::Attribute *relation = nullptr)
    {
        const Value *name = relation ? relation->argument("name", 0) : nullptr;
        const auto taken = [&](const std::string &id) {
            return id.empty()
                || std::ranges::find(mModel.relationships, id, &Relationship::id)
                != mModel.relationships.end();
        };
        if (name && name->kind == Value::Kind::String && name->text.starts_with("r_")
            && !taken(name->text.substr(2)))
            return name->text.substr(2);
        std::string id;
        for (size_t n = mModel.relationships.size() + 1; taken(id); ++n)
            id = "r" + std::to_string(n);
        return id;
    }

    void embed(const std::string &ownerId, const Declaration &decl, const prisma::Block &type)
    {
        Relationship rel;
        rel.id = newRelationshipId();
        rel.oneId = ownerId;
        rel.manyId = mEntityIds.at(type.name);
        rel.cardinality = decl.list ? Cardinality::OneToMany : Cardinality::OneToOne;
        rel.counts = defaultCounts(rel.cardinality);
        // A composite that is not optional is in every owner.
        if (!decl.list && !decl.optional)
            rel.counts.min = 1;
        rel.strategy = Strategy::Embed;
        rel.oneField = storedName(decl);
        rel.optionalReference = decl.optional;
        mModel.relationships.push_back(std::move(rel));
    }

    // The single field a relation's `fields` or `references` names.
    const Declaration &relationField(
        const prisma::Block &block, const prisma::Attribute &relation, const char *argument) const
    {
        const Value *list = relation.argument(argument);
        if (!list || list->kind != Value::Kind::List || list->arguments.size() != 1
            || list->arguments.front().value.kind != Value::Kind::Identifier)
            throw Failure { relation.at,
                tr("the relation's %1 must name one field: DocModeler relates documents by one "
                   "key")
                    .arg(QLatin1String(argument)) };
        const std::string &name = list->arguments.front().value.text;
        const Declaration *decl = block.declaration(name);
        if (!decl)
            throw Failure { list->at,
                tr("the relation names the field \"%1\", which \"%2\" does not have")
                    .arg(quoted(name), quoted(block.name)) };
        return *decl;
    }

    // The relation field on `other` that answers `decl` of `block`: the same
    // relation name, or the only field of block's type.
    const Declaration *backRelation(
        const prisma::Block &block, const Declaration &decl, const prisma::Block &other) const
    {
        const prisma::Attribute *relation = decl.attribute("relation");
        const Value *name = relation ? relation->argument("name", 0) : nullptr;
        for (const Declaration &candidate : other.declarations) {
            if (candidate.type != block.name || &candidate == &decl)
                continue;
            const prisma::Attribute *r = candidate.attribute("relation");
            const Value *n = r ? r->argument("name", 0) : nullptr;
            if ((!name && !n) || (name && n && name->text == n->text))
                return &candidate;
        }
        return nullptr;
    }

    void readRelations(const prisma::Block &block)
    {
        for (const Declaration &decl : block.declarations) {
            const prisma::Block *other = mSchema->block(decl.type);
            if (other && (other->keyword == "model" || other->keyword == "view"))
                relate(block, decl, *other);
        }
        // A list of keys DocModeler's export could not relate.
        for (const Declaration &decl : block.declarations) {
            const std::string prefix = "keys of ";
            if (!decl.list || !decl.documentation.starts_with(prefix) || mSchema->block(decl.type))
                continue; // a list of documents keeps its shape
            const std::string target = decl.documentation.substr(
                prefix.size(), decl.documentation.find(':') - prefix.size());
            const prisma::Block *other = mSchema->block(target);
            if (!other || !mEntityIds.contains(target))
                continue;
            Relationship rel;
            rel.id = newRelationshipId();
            rel.oneId = mEntityIds.at(block.name);
            rel.manyId = mEntityIds.at(target);
            rel.strategy = Strategy::ChildReferencing;
            rel.oneField = storedName(decl);
            mModel.relationships.push_back(std::move(rel));
        }
    }

    void relate(const prisma::Block &block, const Declaration &decl, const prisma::Block &other)
    {
        const prisma::Attribute *relation = decl.attribute("relation");
        if (!relation || !relation->argument("fields"))
            return; // the other side holds the keys
        const Declaration &holder = relationField(block, *relation, "fields");
        const Declaration &key = relationField(other, *relation, "references");
        const Declaration *back = backRelation(block, decl, other);
        const prisma::Attribute *backRelationAttr = back ? back->attribute("relation") : nullptr;
        const bool bothHoldKeys = backRelationAttr && backRelationAttr->argument("fields");
        if (bothHoldKeys && back->at.line < decl.at.line)
            return; // the pair is one relationship, read from the side written first
        Relationship rel;
        rel.id = newRelationshipId(relation);
        const std::string self = mEntityIds.at(block.name);
        const std::string target = mEntityIds.at(other.name);
        if (holder.list) {
            rel.oneId = self;
            rel.manyId = target;
            rel.oneField = storedName(holder);
            rel.manyKey = storedName(key);
            rel.strategy = bothHoldKeys ? Strategy::TwoWay : Strategy::ChildReferencing;
            rel.cardinality = bothHoldKeys ? Cardinality::ManyToMany : Cardinality::OneToMany;
            if (bothHoldKeys) {
                const Declaration &otherHolder = relationField(other, *backRelationAttr, "fields");
                rel.manyField = storedName(otherHolder);
            }
        } else {
            rel.oneId = target;
            rel.manyId = self;
            rel.manyField = storedName(holder);
            rel.oneKey = storedName(key);
            rel.strategy = Strategy::ParentReferencing;
            rel.cardinality = back && !back->list ? Cardinality::OneToOne : Cardinality::OneToMany;
            rel.optionalReference = holder.optional || decl.optional;
            if (rel.isSelf()) {
                TreeOptions tree;
                if (rel.manyField != tree.parent())
                    tree.parentField = rel.manyField;
                rel.tree = tree;
            }
            if (rel.oneKey != "_id")
                mNaturalKeys.insert({ target, rel.oneKey });
        }
        rel.counts = defaultCounts(rel.cardinality);
        mModel.relationships.push_back(std::move(rel));
    }

    void readIndexes(const prisma::Block &block)
    {
        const std::string entityId = mEntityIds.at(block.name);
        for (const prisma::Attribute &attribute : block.attributes) {
            if (attribute.name != "index" && attribute.name != "unique")
                continue;
            const Value *fields = attribute.argument("fields", 0);
            if (!fields || fields->kind != Value::Kind::List || fields->arguments.empty())
                throw Failure { attribute.at,
                    tr("@@%1 needs a list of fields").arg(quoted(attribute.name)) };
            Index index;
            index.unique = attribute.name == "unique";
            for (const prisma::Argument &item : fields->arguments)
                index.keys.push_back(indexKey(block, item.value));
            const Value *name = attribute.argument("map");
            if (!name)
                name = attribute.argument("name");
            if (name && name->kind == Value::Kind::String)
                index.name = name->text;
            addIndex(entityId, std::move(index));
        }
        for (const Declaration &decl : block.declarations) {
            if (!decl.attribute("unique") || mNaturalKeys.contains({ entityId, storedName(decl) }))
                continue; // a natural key is unique for Prisma's sake, not an index of the model
            Index index;
            index.unique = true;
            index.keys = { { storedName(decl), IndexKeyKind::Asc } };
            addIndex(entityId, std::move(index));
        }
    }

    IndexKey indexKey(const prisma::Block &block, const Value &item) const
    {
        const Declaration *decl = block.declaration(item.text);
        if ((item.kind != Value::Kind::Identifier && item.kind != Value::Kind::Call) || !decl)
            throw Failure { item.at,
                tr("the index names \"%1\", which is no field of \"%2\"")
                    .arg(quoted(item.text), quoted(block.name)) };
        IndexKey key { storedName(*decl), IndexKeyKind::Asc };
        if (item.kind == Value::Kind::Call)
            if (const Value *sort
                = item.arguments.empty() ? nullptr : &item.arguments.front().value;
                sort && sort->text == "Desc")
                key.kind = IndexKeyKind::Desc;
        return key;
    }

    void addIndex(const std::string &entityId, Index index)
    {
        index.id = "i" + std::to_string(mModel.indexes.size() + 1);
        index.collectionId = entityId;
        mModel.indexes.push_back(std::move(index));
    }

    const prisma::Schema *mSchema = nullptr;
    Model mModel;
    std::map<std::string, std::string> mEntityIds; // by block name
    std::set<std::pair<std::string, std::string>> mNaturalKeys; // entity id, field
};

// Where the text stops being UTF-8, which a Prisma schema is; npos when
// it is.
size_t firstInvalidUtf8(std::string_view text)
{
    for (size_t i = 0; i < text.size();) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const size_t length = byte < 0x80 ? 1
            : (byte & 0xe0) == 0xc0       ? 2
            : (byte & 0xf0) == 0xe0       ? 3
            : (byte & 0xf8) == 0xf0       ? 4
                                          : 0;
        if (length == 0 || i + length > text.size())
            return i;
        char32_t code = length == 1 ? byte : byte & (0x7f >> length);
        for (size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xc0) != 0x80)
                return i;
            code = (code << 6) | (next & 0x3f);
        }
        static constexpr char32_t kSmallest[] = { 0, 0, 0x80, 0x800, 0x10000 };
        if (code < kSmallest[length] || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
            return i; // overlong, beyond Unicode, or a surrogate
        i += length;
    }
    return std::string_view::npos;
}

// The first comment of the file, which DocModeler's export starts with.
std::string firstComment(std::string_view text)
{
    if (!text.starts_with("// "))
        return {};
    const size_t end = text.find('\n');
    return std::string(text.substr(3, end == std::string_view::npos ? text.npos : end - 3));
}

} // namespace

LoadResult parsePrismaSchema(
    std::string_view text, const QString &sourceName, const std::string &fallbackName)
{
    LoadResult result;
    if (const size_t invalid = firstInvalidUtf8(text); invalid != std::string_view::npos) {
        const TextPosition at = textPositionOf(text, invalid);
        result.error = { sourceName, at.line, at.column, {},
            Importer::tr("the file is not UTF-8 text, which a Prisma schema is") };
        return result;
    }
    prisma::Schema schema;
    prisma::ParseError error;
    if (!prisma::parseSchema(text, schema, error)) {
        result.error = { sourceName, error.at.line, error.at.column, {},
            QString::fromStdString(error.message) };
        return result;
    }
    try {
        Importer importer;
        importer.readModelName(firstComment(text));
        Model model = importer.read(schema, fallbackName);
        if (std::ranges::none_of(model.entities, &Entity::isCollection)) {
            result.error = { sourceName, 0, 0, {},
                Importer::tr("the schema has no model: nothing to make a collection of") };
            return result;
        }
        result.model = std::move(model);
    } catch (const Failure &failure) {
        result.error = { sourceName, failure.at.line, failure.at.column, {}, failure.message };
    }
    return result;
}

LoadResult importPrismaFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        LoadResult result;
        result.error
            = { path, 0, 0, {}, Importer::tr("cannot open the file: %1").arg(file.errorString()) };
        return result;
    }
    const QByteArray bytes = file.readAll();
    return parsePrismaSchema(std::string_view(bytes.constData(), size_t(bytes.size())), path,
        QFileInfo(path).completeBaseName().toStdString());
}

} // namespace docmodel
