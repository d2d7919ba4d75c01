// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace docmodel::check {

// The translation context of the data check's messages.
class Check
{
    Q_DECLARE_TR_FUNCTIONS(Check)
};

} // namespace docmodel::check
