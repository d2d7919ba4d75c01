// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bson/bson.h>

#include <optional>
#include <string>

namespace docmodel::inference {

// A value as reference detection compares them: a tag for its kind, then its
// bytes. Ints and longs share a tag, as the server matches them to each other.
// Only the kinds a key is made of have one: ObjectId, int/long, string, UUID.
using ValueKey = std::string;

enum class KeyKind : char { ObjectId = 'o', Integer = 'i', String = 's', Uuid = 'u' };

std::optional<ValueKey> valueKeyOf(const bson_iter_t &element);
KeyKind keyKindOf(const ValueKey &key);
// The value back as BSON, for a query that looks it up on the server.
void appendValueKey(bson_t *document, const char *name, const ValueKey &key);
// The value as relaxed Extended JSON, for evidence: 42, "abc", {"$oid": …}.
std::string keyText(const ValueKey &key);
// The text a string key holds.
std::string stringOfKey(const ValueKey &key);
ValueKey stringKey(std::string_view text);

} // namespace docmodel::inference
