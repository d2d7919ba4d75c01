// SPDX-License-Identifier: GPL-3.0-or-later
#include "entity.h"

#include <algorithm>

namespace docmodel {

bool CollectionOptions::isDefault() const
{
    return *this == CollectionOptions {};
}

bool Entity::hasPattern(PatternTag tag) const
{
    return std::find(patterns.begin(), patterns.end(), tag) != patterns.end();
}

} // namespace docmodel
