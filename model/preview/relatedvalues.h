// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/entity.h"

namespace docmodel {

// Values of a sample document that belong with others.

// Whether an integer field of an embedded array's items numbers them
// (seatNumber, position, lineNo): the preview gives it the item's place,
// 1, 2, 3….
bool numbersItems(const Field &field);

// The parent's field that says how many children it holds at most (a
// section's capacity, a room's seats): the preview puts no more children
// in its array than it says. Null when it declares none.
const Field *capacityField(const Entity &parent);

} // namespace docmodel
