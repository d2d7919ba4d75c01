// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace docmodel {

// The candidate a mistyped name most likely meant ("sample_mfilx" →
// "sample_mflix"): the closest by edit distance (case ignored), when it is
// within a third of the name's length (at least 2 edits); empty otherwise.
QString nearestName(const QString &name, const QStringList &candidates);

} // namespace docmodel
