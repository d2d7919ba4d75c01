// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace docmodel {

// One table per enum maps each value to the string used in files and on the
// command line. Reading an unknown string yields nullopt so the loader can say
// which strings were expected, instead of silently picking a default.
template <typename E> struct EnumName {
    E value;
    std::string_view name;
};

template <typename E> std::span<const EnumName<E>> enumNames();

// toString/fromString live in a nested namespace that docmodel pulls in with
// a using-directive: argument-dependent lookup ignores using-directives, so
// they never compete with QTest::toString when a test compares two enums.
namespace enumnames {

template <typename E> std::string_view toString(E value)
{
    for (const auto &entry : docmodel::enumNames<E>())
        if (entry.value == value)
            return entry.name;
    return {};
}

template <typename E> std::optional<E> fromString(std::string_view name)
{
    for (const auto &entry : docmodel::enumNames<E>())
        if (entry.name == name)
            return entry.value;
    return std::nullopt;
}

// "a, b or c": for error messages that list what was expected.
template <typename E> std::string expectedNames()
{
    std::string out;
    const auto names = docmodel::enumNames<E>();
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            out += (i + 1 == names.size()) ? " or " : ", ";
        out += '"';
        out += names[i].name;
        out += '"';
    }
    return out;
}

} // namespace enumnames

using namespace enumnames;

} // namespace docmodel
