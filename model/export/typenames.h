// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <map>
#include <set>
#include <string>

namespace docmodel {

// The name of each entity's document type in generated code, by entity id:
// the entity's words capitalised, a collection's made singular ("order_items"
// → "OrderItem"), a leading digit prefixed, and a number appended where two
// would be the same or one is in `reserved`.
std::map<std::string, std::string> documentTypeNames(
    const Model &model, const std::set<std::string> &reserved);

// The fields of `entity` that hold documents of an embedded type (by an
// embedding relationship to an entity that is no collection): the child's
// entity id, by field name. Documents of a collection embedded too are
// spelled out where they are: the copies need not hold every field.
std::map<std::string, std::string> embeddedChildren(const Model &model, const Entity &entity);

// The same with each child's name in `typeNames` (by entity id).
std::map<std::string, std::string> embeddedTypeNames(
    const Model &model, const Entity &entity, const std::map<std::string, std::string> &typeNames);

// "order_items" → "OrderItems": the ASCII words of a name, each capitalised
// ("Entity" when there are none, a leading digit prefixed with T).
std::string pascalCase(const std::string &name);

// Whether a name can stand unquoted as a JavaScript property name.
bool isScriptIdentifier(const std::string &name);

// A JavaScript (and TypeScript) string literal: JSON's escapes, bytes that
// are not UTF-8 made U+FFFD rather than breaking the file.
std::string scriptString(const std::string &text);

// Text for a comment, /* */ or //: one line that cannot close it.
std::string commentText(const std::string &text);

} // namespace docmodel
