// SPDX-License-Identifier: GPL-3.0-or-later
#include "bsontext.h"

#include "clicommand.h"
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

std::optional<PreviewFormat> documentFormat(const QString &name)
{
    if (name == QLatin1String("mongosh"))
        return PreviewFormat::Mongosh;
    if (name == QLatin1String("relaxed"))
        return PreviewFormat::Relaxed;
    if (name == QLatin1String("canonical"))
        return PreviewFormat::Canonical;
    err() << Cli::tr("Unknown format \"%1\"; use mongosh, relaxed or canonical.").arg(name) << Qt::endl;
    return std::nullopt;
}

void appendDocuments(const DocumentPage &page, std::vector<BsonPtr> &documents)
{
    for (const QByteArray &bytes : pageDocuments(page)) {
        bson_t view;
        if (bson_init_static(&view, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size())))
            documents.push_back(BsonPtr(bson_copy(&view)));
    }
}

} // namespace docmodel::cli
