// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "field.h"

#include <string>

namespace docmodel {

// ordered_json looks a key up in its list of members before every insertion
// (operator[], emplace), so an object of n keys built that way takes n²
// steps. Code that knows a key is new appends it here instead; the object
// must be an object and must not hold the key yet.
inline JsonValue &appendMember(JsonValue &object, std::string key, JsonValue value = nullptr)
{
    auto &members = static_cast<JsonValue::object_t::Container &>(
        object.get_ref<JsonValue::object_t &>());
    members.emplace_back(std::move(key), std::move(value));
    return members.back().second;
}

// Room for n members. Its pairs have const keys and cannot move, so an
// object that outgrows its room copies every member it holds, whole
// subtrees included: reserve before a big value goes in, when more follow.
inline void reserveMembers(JsonValue &object, size_t n)
{
    object.get_ref<JsonValue::object_t &>().reserve(n);
}

} // namespace docmodel
