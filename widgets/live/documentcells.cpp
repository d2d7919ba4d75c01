// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentcells.h"

#include "check/typebits.h"
#include "preview/shellformat.h"

#include <QCoreApplication>
#include <QLocale>

namespace docmodel::cells {

namespace {

class DocumentCells
{
    Q_DECLARE_TR_FUNCTIONS(DocumentCells)
};

// The first `characters` characters of UTF-8 text, never a split character.
QString leadingText(const char *text, uint32_t length, int characters)
{
    // Four bytes per character at most: no need to decode the rest.
    const qsizetype bytes = qMin<qsizetype>(length, qsizetype(characters) * 4);
    return QString::fromUtf8(text, bytes).left(characters);
}

} // namespace

int memberCount(const uint8_t *data, uint32_t length)
{
    bson_t view;
    if (!bson_init_static(&view, data, length))
        return 0;
    return int(bson_count_keys(&view));
}

bool isFoldedString(const bson_iter_t *it)
{
    if (!BSON_ITER_HOLDS_UTF8(it))
        return false;
    uint32_t length = 0;
    const char *text = bson_iter_utf8(it, &length);
    // Fewer bytes than the fold cannot hold more characters than it.
    return length > uint32_t(kFoldedLength) && leadingText(text, length, kFoldedLength + 1).size() > kFoldedLength;
}

QString valueText(const bson_iter_t *it)
{
    switch (bson_iter_type(it)) {
    case BSON_TYPE_DOCUMENT:
    case BSON_TYPE_ARRAY: {
        uint32_t length = 0;
        const uint8_t *data = nullptr;
        const bool array = BSON_ITER_HOLDS_ARRAY(it);
        if (array)
            bson_iter_array(it, &length, &data);
        else
            bson_iter_document(it, &length, &data);
        // Counting the members of a large one would read all of it: its
        // size says as much, at once.
        if (length > kCountedBytes) {
            const QString size = QLocale().formattedDataSize(length, 1, QLocale::DataSizeSIFormat);
            return array ? DocumentCells::tr("[ array of %1 ]").arg(size) : DocumentCells::tr("{ document of %1 }").arg(size);
        }
        const int count = memberCount(data, length);
        return array ? DocumentCells::tr("[ %n element(s) ]", nullptr, count)
                     : DocumentCells::tr("{ %n field(s) }", nullptr, count);
    }
    case BSON_TYPE_UTF8:
        if (isFoldedString(it)) {
            uint32_t length = 0;
            const char *text = bson_iter_utf8(it, &length);
            const QString shown = leadingText(text, length, kFoldedLength);
            // Its length in bytes: counting characters would read it all.
            return DocumentCells::tr("%1… (%2 bytes)")
                .arg(QString::fromStdString(shellString(shown.toStdString())).chopped(1),
                    QLocale().toString(length));
        }
        break;
    case BSON_TYPE_BINARY: {
        bson_subtype_t subtype;
        uint32_t length = 0;
        const uint8_t *data = nullptr;
        bson_iter_binary(it, &subtype, &length, &data);
        if (length > 48)
            return DocumentCells::tr("Binary, subtype %1, %2 bytes").arg(int(subtype)).arg(QLocale().toString(length));
        break;
    }
    default:
        break;
    }
    return QString::fromStdString(shellValue(it));
}

QString summaryText(const uint8_t *data, uint32_t length)
{
    bson_iter_t it;
    if (!bson_iter_init_from_data(&it, data, length))
        return DocumentCells::tr("(not a valid BSON document)");
    QString text = QStringLiteral("{ ");
    bool first = true;
    while (bson_iter_next(&it)) {
        if (text.size() > kSummaryLength) {
            text += QStringLiteral(", …");
            break;
        }
        if (!first)
            text += QStringLiteral(", ");
        first = false;
        text += QString::fromStdString(shellKey(bson_iter_key(&it))) + QStringLiteral(": ");
        if (BSON_ITER_HOLDS_DOCUMENT(&it))
            text += QStringLiteral("{…}");
        else if (BSON_ITER_HOLDS_ARRAY(&it))
            text += QStringLiteral("[…]");
        else
            text += valueText(&it);
    }
    return text + QStringLiteral(" }");
}

QString typeText(bson_type_t type)
{
    const std::string_view alias = check::bsonTypeAlias(type);
    return QString::fromLatin1(alias.data(), qsizetype(alias.size()));
}

} // namespace docmodel::cells
