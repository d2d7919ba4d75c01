// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <string>

namespace docmodel {

// Target "pydantic": a Python module of pydantic 1.10 models, one per
// collection and per embedded type, nested documents as models of their own.
// Documents read with pymongo keep their BSON values: ObjectId (which also
// takes its 24 hex digits), Decimal128, Int64 (an int), Binary (bytes),
// datetime; strings, numbers and booleans are strict. Optional for fields
// that are not required, List, Dict for maps, Literal for enums, Union for
// several types, Field constraints (ge, le, min_length, max_length, regex,
// min_items, max_items). A name that is no Python attribute (_id, keywords,
// spaces, the names pydantic's BaseModel holds) gets one, and its own name
// as the alias. COLLECTIONS maps each collection's name to its model.
std::string exportPydantic(const Model &model);

} // namespace docmodel
