// SPDX-License-Identifier: GPL-3.0-or-later
#include "quantitytext.h"

#include <QLocale>
#include <QRegularExpression>

#include <array>
#include <limits>

namespace docmodel {

namespace {

struct Unit {
    const char *symbol;
    int64_t factor;
};

// The number and its unit ("90d" → 90, "d"); nullopt when it is not a
// whole, non-negative number followed by letters.
std::optional<std::pair<int64_t, QString>> splitQuantity(const QString &text)
{
    static const QRegularExpression shape(QStringLiteral("^\\s*(\\d+)\\s*([A-Za-z]*)\\s*$"));
    const QRegularExpressionMatch match = shape.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    bool ok = false;
    const qlonglong number = match.captured(1).toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    return std::pair { int64_t(number), match.captured(2).toLower() };
}

template <size_t N>
std::optional<int64_t> parseWith(const QString &text, const std::array<Unit, N> &units)
{
    const auto quantity = splitQuantity(text);
    if (!quantity)
        return std::nullopt;
    for (const Unit &unit : units) {
        if (quantity->second != QLatin1String(unit.symbol))
            continue;
        if (quantity->first > std::numeric_limits<int64_t>::max() / unit.factor)
            return std::nullopt;
        return quantity->first * unit.factor;
    }
    return std::nullopt;
}

// Largest first, so that the text uses the largest whole unit.
template <size_t N> QString textWith(int64_t value, const std::array<Unit, N> &units)
{
    for (const Unit &unit : units)
        if (value != 0 && unit.factor > 1 && value % unit.factor == 0)
            return QStringLiteral("%1 %2").arg(value / unit.factor).arg(QLatin1String(unit.symbol));
    return QStringLiteral("%1 %2").arg(value).arg(QLatin1String(units.back().symbol));
}

constexpr std::array<Unit, 4> kDurationUnits { { { "d", 86400 }, { "h", 3600 }, { "min", 60 },
    { "s", 1 } } };
constexpr std::array<Unit, 8> kDurationInput { { { "d", 86400 }, { "h", 3600 }, { "min", 60 },
    { "m", 60 }, { "s", 1 }, { "", 1 }, { "w", 7 * 86400 }, { "sec", 1 } } };
constexpr std::array<Unit, 4> kByteUnits { { { "GiB", int64_t(1) << 30 },
    { "MiB", int64_t(1) << 20 }, { "KiB", int64_t(1) << 10 }, { "B", 1 } } };
constexpr std::array<Unit, 9> kByteInput { { { "gib", int64_t(1) << 30 },
    { "mib", int64_t(1) << 20 }, { "kib", int64_t(1) << 10 }, { "gb", 1000000000 },
    { "mb", 1000000 }, { "kb", 1000 }, { "b", 1 }, { "", 1 }, { "k", 1000 } } };

} // namespace

QString durationText(int64_t seconds)
{
    return textWith(seconds, kDurationUnits);
}

std::optional<int64_t> parseDuration(const QString &text)
{
    return parseWith(text, kDurationInput);
}

QString byteSizeText(int64_t bytes)
{
    return textWith(bytes, kByteUnits);
}

std::optional<int64_t> parseByteSize(const QString &text)
{
    return parseWith(text, kByteInput);
}

QString estimatedSizeText(double bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeSIFormat);
}

} // namespace docmodel
