// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "loaderror.h"
#include "schema/model.h"

#include <optional>
#include <string_view>

namespace docmodel {

// The format version this build writes. Older versions are migrated on load.
inline constexpr int kCurrentFormatVersion = 8;

struct LoadResult {
    std::optional<Model> model; // set only when the whole file was read
    LoadError error;
    bool ok() const { return model.has_value(); }
};

// Reads model file content. sourceName is used in error messages.
LoadResult parseModel(std::string_view bytes, const QString &sourceName);

// Reads a model file from disk.
LoadResult loadModelFile(const QString &path);

} // namespace docmodel
