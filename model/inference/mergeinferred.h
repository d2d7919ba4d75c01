// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

namespace docmodel::inference {

// An inferred model made ready to add to another: every id the other model
// uses is replaced by a new one (and every reference to it follows), and an
// entity whose name the other model already has is renamed NAME_inferred
// (NAME_inferred_2, ...). Layout is dropped: the diagram places the new
// entities itself.
Model apartFrom(Model incoming, const Model &existing);

} // namespace docmodel::inference
