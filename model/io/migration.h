// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/field.h"

namespace docmodel {

// Rewrites a parsed file of an older format version, step by step, into the
// current version's shape. Each step keeps array positions, so error pointers
// found after migration still point into the user's file.
void migrateToCurrent(JsonValue &root, int fromVersion);

} // namespace docmodel
