// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace docmodel {

// The context the diff engine's texts are translated in: tr() looks them
// up under "Diff", and lupdate files them there.
class Diff
{
    Q_DECLARE_TR_FUNCTIONS(Diff)
};

} // namespace docmodel
