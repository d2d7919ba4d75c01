// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

namespace docmodel {

// The advice behind the findings, for tools: each relationship's
// recommended strategy with its reasons, each query's serving and
// suggested index, each index's queries, and shard-key candidates for the
// collections large enough to shard.
JsonValue adviceJson(const Model &model);

} // namespace docmodel
