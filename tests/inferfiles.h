// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inference/collectioninference.h"

#include <optional>
#include <string>
#include <vector>

namespace docmodel::test {

// Every collection of the files and folders, inferred with `options`, and the
// sources they were read from (when asked for). nullopt, with the reason
// printed, when one of them cannot be found or read.
std::optional<std::vector<inference::InferredCollection>> inferInputs(const std::vector<std::string> &inputs,
    const inference::InferOptions &options = {}, std::vector<inference::CollectionSource> *sources = nullptr);

} // namespace docmodel::test
