// SPDX-License-Identifier: GPL-3.0-or-later
#include "bsontext.h"

#include "preview/bsonptr.h"

namespace docmodel::cli {

std::string relaxed(const QByteArray &bytes)
{
    bson_t view;
    if (bytes.isEmpty()
        || !bson_init_static(&view, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size())))
        return {};
    return relaxedJson(&view);
}

nlohmann::ordered_json jsonOf(const QByteArray &bytes)
{
    const std::string text = relaxed(bytes);
    return text.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json::parse(text, nullptr, false);
}

} // namespace docmodel::cli
