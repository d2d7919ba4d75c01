// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace docmodel::inference {

// The translation context of inference's messages.
class Inference
{
    Q_DECLARE_TR_FUNCTIONS(Inference)
};

} // namespace docmodel::inference
