// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QString>

#include <string>

namespace docmodel {

// The file content for a model: stable key order, defaults left out, so the
// same model always gives the same bytes.
std::string serializeModel(const Model &model);

// Writes atomically (OutputFile): on any failure the old file stays as it was.
// Returns an empty string on success, otherwise a message naming the file.
QString saveModelFile(const Model &model, const QString &path);

} // namespace docmodel
