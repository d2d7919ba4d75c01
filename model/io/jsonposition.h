// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textposition.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace docmodel {

// Finds where values start in JSON text, by JSON pointer. A pointer to a
// member the text lacks gives its nearest enclosing value (a missing key is
// missing from that object); nullopt when the text is not JSON. Each
// container is scanned once however many pointers go through it, so many
// findings in a large file cost one pass.
class JsonLocator
{
public:
    explicit JsonLocator(std::string_view text);

    // Columns count code points.
    std::optional<TextPosition> locate(const std::string &pointer);

private:
    // Where the member or element `token` of the container at `offset` starts.
    std::optional<size_t> child(size_t offset, const std::string &token);
    // Offsets of the members (by key) or elements (by index) of a container.
    const std::map<std::string, size_t> &children(size_t offset);
    TextPosition position(size_t offset) const;

    std::string_view mText;
    std::vector<size_t> mLineStarts;
    std::map<size_t, std::map<std::string, size_t>> mChildren;
};

} // namespace docmodel
