// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QString>

namespace docmodel {

// What an edit changed, in the words of an undo entry ("Rename
// users.name to fullName"); empty when no more precise words than the
// command's own text fit (several things changed, or an object kind
// without descriptions).
QString describeEdit(const Model &model, const Entity &before, const Entity &after);
QString describeEdit(const Model &model, const Relationship &before, const Relationship &after);
template <typename T> QString describeEdit(const Model &, const T &, const T &)
{
    return {};
}

} // namespace docmodel
