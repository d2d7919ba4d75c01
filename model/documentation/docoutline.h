// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <string>
#include <vector>

namespace docmodel {

// The documentation of a model as plain blocks, so Markdown and HTML render
// the same content and differ only in syntax.
struct DocBlock {
    enum class Kind { Heading, Paragraph, Table, Diagram };
    Kind kind = Kind::Paragraph;
    int level = 1; // headings
    std::string text; // heading and paragraph text
    std::vector<std::string> header; // tables
    std::vector<std::vector<std::string>> rows;
    std::vector<size_t> codeColumns; // columns holding names and paths, shown as code
};

// Entities with their fields (derived ones included), options and indexes;
// relationships with their strategies; access patterns; the diagram.
std::vector<DocBlock> documentationOutline(const Model &model);

} // namespace docmodel
