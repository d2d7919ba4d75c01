// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QString>

#include <functional>
#include <string>
#include <vector>

namespace docmodel::bench {

struct ModelOperation {
    std::string name;
    std::function<bool()> run; // false when the work did not succeed
};

// What docmodeler-cli can do with a model file without a server, each as
// the library calls the command makes: save, load, validate, lint in every
// format, every text export, the diagram as images and in HTML, preview and sizes, import of the exported JSON
// Schema, and the offline diff against a slightly changed copy. `file` is
// where save writes and load and lint read; run save first.
std::vector<ModelOperation> modelOperations(const Model &model, const QString &file);

} // namespace docmodel::bench
