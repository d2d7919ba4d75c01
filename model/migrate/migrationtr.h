// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace docmodel {

// The translation context of migration planning's and reporting's messages.
class Migration
{
    Q_DECLARE_TR_FUNCTIONS(Migration)
};

} // namespace docmodel
