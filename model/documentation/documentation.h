// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportoptions.h"
#include "schema/model.h"

#include <string>

namespace docmodel {

// Target "markdown": the model's documentation, the diagram as a Mermaid block.
std::string exportMarkdown(const Model &model);

// Target "html": one self-contained page in options.language; the diagram
// is options.diagramSvg when given (the canvas's drawing), else a Mermaid block.
std::string exportHtml(const Model &model, const ExportOptions &options = {});

} // namespace docmodel
