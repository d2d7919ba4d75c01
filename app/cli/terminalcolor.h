// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/kinds.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace docmodel::cli {

// --color=WHEN: auto colours what goes to a terminal unless NO_COLOR is set
// (https://no-color.org) or TERM is "dumb"; always and never decide alone.
enum class ColorWhen { Auto, Always, Never };

// The value of --color WHEN or --color=WHEN among the arguments (Auto when
// absent); nullopt when it is none of the three.
std::optional<ColorWhen> colorArgument(const QStringList &arguments);
void setColorWhen(ColorWhen when);

// Whether text written to this file descriptor is coloured.
bool colorFor(int fileDescriptor);

// A severity word as compilers colour it: error bold red, warning bold
// magenta, info bold cyan; unchanged when colorFor(fileDescriptor) is false.
QString paintSeverity(const QString &word, Severity severity, int fileDescriptor);

// A diagnostic's location ("FILE:/pointer:"), bold.
QString paintLocation(const QString &location, int fileDescriptor);

// Lines of the form "LOCATION: error|warning|note: message" with their
// location bold and their severity coloured; other lines unchanged.
QString paintDiagnostics(const QString &text, int fileDescriptor);

} // namespace docmodel::cli
