// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

// A Prisma schema (schema.prisma) read into a syntax tree. It needs only the
// standard library, so it builds and is tested on its own.
namespace docmodel::prisma {

struct Position {
    int line = 1; // 1-based
    int column = 1; // 1-based, in bytes
};

struct Argument;

struct Value {
    enum class Kind { String, Number, Identifier, Call, List };
    Kind kind = Kind::Identifier;
    // A string's unescaped text, a number's digits, an identifier, a call's function name.
    std::string text;
    std::vector<Argument> arguments; // a call's arguments, a list's items (with empty names)
    Position at;
};

struct Argument {
    std::string name; // empty for a positional argument
    Value value;
};

struct Attribute {
    std::string name; // without @ or @@: "id", "db.ObjectId", "relation", "index"
    std::vector<Argument> arguments;
    Position at;
    // The argument called `name`, or else the positional one at `position`
    // (-1: none), counted among the unnamed ones; nullptr when absent.
    const Value *argument(std::string_view name, int position = -1) const;
};

struct Declaration { // a field of a model, type or view, or a value of an enum
    std::string name;
    std::string type; // empty in an enum; "Unsupported" for Unsupported("...")
    std::string unsupportedType; // the argument of Unsupported(...)
    bool list = false; // Type[]
    bool optional = false; // Type?
    std::vector<Attribute> attributes;
    // The /// lines right above it and a /// or // comment after it on the
    // same line, joined by '\n', without the slashes and one leading space.
    std::string documentation;
    Position at;
    const Attribute *attribute(std::string_view name) const; // first with that name
};

struct Block {
    std::string keyword; // "model", "type", "view", "enum", "datasource", "generator"
    std::string name;
    std::vector<Declaration> declarations;
    std::vector<Attribute> attributes; // the @@ attributes
    std::vector<std::pair<std::string, Value>> assignments; // datasource and generator
    // The comment lines (// or ///) right above the block, joined by '\n',
    // without the slashes and one leading space.
    std::string documentation;
    Position at;
    const Attribute *attribute(std::string_view name) const;
    const Declaration *declaration(std::string_view name) const;
};

struct Schema {
    std::vector<Block> blocks;
    const Block *block(std::string_view name) const; // a model, type, view or enum by name
};

struct ParseError {
    Position at;
    // "expected a type after the field name \"total\", found a new line",
    // "unterminated string", …
    std::string message;
};

// Parses a whole schema; on failure returns false with the first error set,
// and schema keeps the blocks that were complete before it.
bool parseSchema(std::string_view text, Schema &schema, ParseError &error);

} // namespace docmodel::prisma
