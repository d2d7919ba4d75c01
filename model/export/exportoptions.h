// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace docmodel {

// Bumped whenever a generator's output changes; scripts name it in their header.
inline constexpr int kExportGeneratorVersion = 1;

struct ExportOptions {
    std::string database; // the database a script targets; empty: the model's, else the shell's
    bool shard = false; // mongosh: shard the collections that have a shard key
    std::string diagramSvg; // HTML: the diagram drawn as SVG; empty: a Mermaid block instead
    // Documentation: the language (BCP 47) its translated texts come out in,
    // which the caller chooses (ScopedLanguage); HTML names it in lang.
    std::string language = "en";
};

} // namespace docmodel
