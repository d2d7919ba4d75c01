// SPDX-License-Identifier: GPL-3.0-or-later
#include "mermaid.h"

#include "shape/documentshape.h"
#include "schema/derivedfields.h"

#include <cctype>
#include <map>
#include <set>

namespace docmodel {

namespace {

// Mermaid identifiers: letters, digits, _ and -; anything else becomes _.
std::string identifier(const std::string &name)
{
    std::string out;
    for (unsigned char c : name)
        out += (std::isalnum(c) || c == '_' || c == '-') && c < 0x80 ? char(c) : '_';
    if (out.empty()
        || !(std::isalpha(static_cast<unsigned char>(out.front())) || out.front() == '_'))
        out.insert(out.begin(), 'e');
    return out;
}

// Mermaid strings end at a double quote and cannot escape one.
std::string label(const std::string &text)
{
    std::string out;
    for (char c : text)
        out += (c == '"' || c == '\n' || c == '\r') ? '\'' : c;
    return out;
}

std::string typeName(const Field &field)
{
    std::string out;
    for (BsonType type : field.types)
        out += (out.empty() ? "" : "_or_") + std::string(bsonTypeInfo(type).name);
    if (out.empty())
        out = "any";
    if (field.array)
        out += "[]";
    return field.map ? "map_of_" + out : out;
}

void addAttributes(const std::vector<Field> &fields, const std::string &prefix, std::string &out,
    std::set<std::string> &taken)
{
    for (const Field &field : fields) {
        const std::string path = prefix.empty() ? field.name : prefix + "." + field.name;
        std::string name = identifier(path);
        for (int n = 2; !taken.insert(name).second; ++n)
            name = identifier(path) + "_" + std::to_string(n);
        out += "        " + typeName(field) + " " + name;
        if (path == "_id")
            out += " PK";
        out += " \"" + label(path) + (field.required ? ", required" : "") + "\"\n";
        addAttributes(field.fields, path, out, taken);
    }
}

// Crow's-foot ends: the "one" side and the "N" side; a declared minimum of
// one child makes the N side "at least one" rather than "zero or more".
std::string connector(const Relationship &rel)
{
    const bool atLeastOne = rel.counts.min >= 1;
    switch (rel.cardinality) {
    case Cardinality::OneToOne:
        return atLeastOne ? "||--||" : "||--o|";
    case Cardinality::ManyToMany:
        return atLeastOne ? "}o--|{" : "}o--o{";
    default:
        return atLeastOne ? "||--|{" : "||--o{";
    }
}

} // namespace

std::string exportMermaid(const Model &model)
{
    // Unique identifiers per entity, in model order.
    std::map<std::string, std::string> ids;
    std::set<std::string> used;
    for (const Entity &entity : model.entities) {
        std::string id = identifier(entity.name);
        for (int n = 2; !used.insert(id).second; ++n)
            id = identifier(entity.name) + "_" + std::to_string(n);
        ids[entity.id] = id;
    }
    const DocumentShapes shapes(model);
    std::string out = "erDiagram\n";
    for (const Entity &entity : model.entities) {
        out += "    " + ids[entity.id] + " {\n";
        std::set<std::string> taken;
        addAttributes(shapes.fields(entity), {}, out, taken);
        out += "    }\n";
    }
    for (const Relationship &rel : model.relationships) {
        if (!ids.contains(rel.oneId) || !ids.contains(rel.manyId))
            continue;
        std::string text = std::string(toString(rel.cardinality)) + ", ";
        text += rel.tree ? "tree: " + std::string(toString(rel.tree->encoding))
                         : std::string(toString(rel.strategy));
        if (const std::string keys = referenceKeysText(model, rel); !keys.empty())
            text += ", " + keys;
        if (!rel.name.empty())
            text = rel.name + " (" + text + ")";
        out += "    " + ids[rel.oneId] + " " + connector(rel) + " " + ids[rel.manyId]
            + " : \"" + label(text) + "\"\n";
    }
    return out;
}

} // namespace docmodel
