// SPDX-License-Identifier: GPL-3.0-or-later
#include "loaderror.h"

namespace docmodel {

QString LoadError::toString() const
{
    QString where = file;
    if (line > 0)
        where += QStringLiteral(":%1:%2").arg(line).arg(column);
    else if (atValue || !pointer.empty())
        where += QLatin1Char(':')
            + (pointer.empty() ? QStringLiteral("/") : QString::fromStdString(pointer));
    return where + QStringLiteral(": ") + message;
}

} // namespace docmodel
