// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminalcolor.h"

#include <QRegularExpression>

#include <unistd.h>

namespace docmodel::cli {

namespace {

ColorWhen gColorWhen = ColorWhen::Auto;

const QLatin1String kBold("\x1b[1m");
const QLatin1String kReset("\x1b[0m");

QLatin1String severityColor(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QLatin1String("\x1b[1;31m");
    case Severity::Warning:
        return QLatin1String("\x1b[1;35m");
    case Severity::Info:
        break;
    }
    return QLatin1String("\x1b[1;36m");
}

std::optional<ColorWhen> parseWhen(const QString &value)
{
    if (value == QLatin1String("auto"))
        return ColorWhen::Auto;
    if (value == QLatin1String("always"))
        return ColorWhen::Always;
    if (value == QLatin1String("never"))
        return ColorWhen::Never;
    return std::nullopt;
}

} // namespace

std::optional<ColorWhen> colorArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--color"))
            return i + 1 < arguments.size() ? parseWhen(arguments[i + 1]) : std::nullopt;
        if (arguments[i].startsWith(QLatin1String("--color=")))
            return parseWhen(arguments[i].mid(8));
    }
    return ColorWhen::Auto;
}

void setColorWhen(ColorWhen when)
{
    gColorWhen = when;
}

bool colorFor(int fileDescriptor)
{
    switch (gColorWhen) {
    case ColorWhen::Always:
        return true;
    case ColorWhen::Never:
        return false;
    case ColorWhen::Auto:
        break;
    }
    // NO_COLOR counts when present and not empty, whatever its value.
    if (!qEnvironmentVariableIsEmpty("NO_COLOR"))
        return false;
    if (qEnvironmentVariable("TERM") == QLatin1String("dumb"))
        return false;
    return isatty(fileDescriptor) == 1;
}

QString paintSeverity(const QString &word, Severity severity, int fileDescriptor)
{
    if (!colorFor(fileDescriptor))
        return word;
    return severityColor(severity) + word + kReset;
}

QString paintLocation(const QString &location, int fileDescriptor)
{
    return colorFor(fileDescriptor) ? kBold + location + kReset : location;
}

QString paintDiagnostics(const QString &text, int fileDescriptor)
{
    if (!colorFor(fileDescriptor))
        return text;
    static const QRegularExpression diagnostic(QStringLiteral("^(.*?): (error|warning|note): "),
        QRegularExpression::MultilineOption);
    QString painted;
    qsizetype copied = 0;
    for (const QRegularExpressionMatch &match : diagnostic.globalMatch(text)) {
        const QString word = match.captured(2);
        const Severity severity = word == QLatin1String("error") ? Severity::Error
            : word == QLatin1String("warning")                  ? Severity::Warning
                                                                 : Severity::Info;
        painted += QStringView(text).mid(copied, match.capturedStart() - copied);
        painted += paintLocation(match.captured(1) + QLatin1Char(':'), fileDescriptor) + QLatin1Char(' ')
            + paintSeverity(word, severity, fileDescriptor) + QStringLiteral(": ");
        copied = match.capturedEnd();
    }
    painted += QStringView(text).mid(copied);
    return painted;
}

} // namespace docmodel::cli
