// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapkeys.h"

#include <QRegularExpression>

#include <cstdio>

namespace docmodel {

namespace {

std::string hex(SampleRandom &random, int digits)
{
    static const char kDigits[] = "0123456789abcdef";
    std::string out;
    for (int i = 0; i < digits; ++i)
        out += kDigits[random.next() % 16];
    return out;
}

} // namespace

std::string sampleMapKey(const std::string &pattern, SampleRandom &random, int n)
{
    const std::string fallback = "key" + std::to_string(n + 1);
    if (pattern.empty())
        return fallback;
    const QRegularExpression expression(QString::fromStdString(pattern));
    if (!expression.isValid())
        return fallback;
    char date[16];
    std::snprintf(date, sizeof date, "2024-%02d-%02d", int(1 + random.next() % 12), int(1 + random.next() % 28));
    const std::string candidates[] = {
        hex(random, 24),
        std::to_string(random.range(1, 99999)),
        date,
        hex(random, 8) + '-' + hex(random, 4) + "-4" + hex(random, 3) + "-a" + hex(random, 3) + '-' + hex(random, 12),
        hex(random, 40),
        fallback,
    };
    for (const std::string &candidate : candidates)
        if (expression.match(QString::fromStdString(candidate)).hasMatch())
            return candidate;
    return fallback;
}

} // namespace docmodel
