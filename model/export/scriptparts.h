// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shape/collectionindexes.h"
#include "shape/collectionoptions.h"
#include "exportoptions.h"
#include "schema/model.h"

#include <initializer_list>
#include <string>

// Pieces both mongosh flavours share.
namespace docmodel::scriptparts {

// A JSON value as a JavaScript literal: JSON, with U+2028/U+2029 escaped and
// every line after the first indented.
std::string literal(const JsonValue &value, int indent = 0);

// Whether an object literal would change the order of these keys: JavaScript
// lists keys that look like integers ("0", "10") first, in numeric order, so
// a compound key {"10": 1, "2": 1} would reach the server as {"2": 1, "10": 1}.
bool keysNeedOrder(const JsonValue &keys);

// The key/value pairs on one line: [["10", 1], ["2", 1]].
std::string keyPairs(const JsonValue &keys);

// A key document as the mongosh script writes it: an object literal, or when
// keysNeedOrder `new Map([...])`, which mongosh (its bson package) sends as a
// document in insertion order. Only runCommand takes one (createIndex and
// ensureIndex refuse a Map), as sh.shardCollection does.
std::string keysLiteral(const JsonValue &keys, int indent = 0);

// literal(indexSpec(index)) with its key written by keysLiteral.
std::string indexSpecLiteral(const Index &index);

// The database line: db.getSiblingDB("name"), or the shell's db.
std::string databaseExpression(const Model &model, const ExportOptions &options);

// The header comment: model, generator, target server, how to run.
std::string header(const Model &model, const std::string &flavour, const std::string &note);

// The helper functions (each "function NAME(...) {...}\n") the body of a
// script calls, in the given order and separated by blank lines.
std::string usedHelpers(const std::string &body, std::initializer_list<const char *> helpers);

// Header, helper functions and the database line: how every script starts.
std::string scriptStart(const Model &model, const ExportOptions &options,
    const std::string &flavour, const std::string &note, const char *helpers);

// "// name: description" above each collection.
std::string collectionComment(const Entity &collection);

} // namespace docmodel::scriptparts
