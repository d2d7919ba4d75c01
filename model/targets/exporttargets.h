// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportoptions.h"
#include "schema/model.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace docmodel {

// The text targets of an export: the one list the CLI and the dialog share.
struct ExportTarget {
    std::string_view name; // as --to takes it
    std::string_view extension; // of the file it writes, without the dot
    std::string_view summary; // English; the GUI and CLI translate it (context "ExportTarget")
    std::string (*generate)(const Model &model, const ExportOptions &options);
    bool documentation = false; // written in a language (ExportOptions::language)
    // What the target cannot express of a model, as warnings; null when it expresses everything.
    std::vector<std::string> (*limits)(const Model &model) = nullptr;
};

std::span<const ExportTarget> exportTargets();
const ExportTarget *findExportTarget(std::string_view name);

} // namespace docmodel
