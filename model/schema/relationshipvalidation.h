// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation.h"

#include <vector>

namespace docmodel {

// The checks of a model's relationships (validation.h): their ends, keys,
// counts, strategies, trees and copies, then embedding cycles. Problems are
// appended in the order of the relationships.
void checkRelationships(const Model &model, std::vector<Problem> &problems);

} // namespace docmodel
