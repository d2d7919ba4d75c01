// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace docmodel {

// Durations typed as "90d", "12 h", "30min", "45s" or plain seconds, and
// shown in the largest unit that keeps them whole ("90 d", not 7776000).
QString durationText(int64_t seconds);
std::optional<int64_t> parseDuration(const QString &text);

// Byte sizes typed as "16MiB", "10 MB", "4096" (bytes), shown in the
// largest binary unit that keeps them whole.
QString byteSizeText(int64_t bytes);
std::optional<int64_t> parseByteSize(const QString &text);

// An estimated size, rounded as an estimate reads: "3.2 MB".
QString estimatedSizeText(double bytes);

} // namespace docmodel
