// SPDX-License-Identifier: GPL-3.0-or-later
#include "livetext.h"

#include "live/liveresults.h"
#include "previewhighlighter.h"
#include "schema/field.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QtEndian>

#include <bson/bson.h>

#include <algorithm>
#include <cstring>

namespace docmodel {

namespace {

QString translate(const char *text)
{
    return QCoreApplication::translate("docmodel::LiveDock", text);
}

} // namespace

QString documentsText(const DocumentPage &page, PreviewFormat format)
{
    return documentsText(pageDocuments(page), format);
}

QString documentsText(const QList<QByteArray> &page, PreviewFormat format)
{
    std::vector<BsonPtr> documents;
    for (const QByteArray &bytes : page) {
        bson_t view;
        if (bson_init_static(
                &view, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size())))
            documents.push_back(BsonPtr(bson_copy(&view)));
    }
    return QString::fromStdString(formatDocuments(documents, format));
}

QString oneLineJson(const QByteArray &bson)
{
    if (bson.isEmpty())
        return {};
    bson_t view;
    if (!bson_init_static(
            &view, reinterpret_cast<const uint8_t *>(bson.constData()), size_t(bson.size())))
        return translate("(not a valid BSON document)");
    return QString::fromStdString(relaxedJson(&view));
}

JsonValue jsonOf(const QByteArray &bson)
{
    const QString line = oneLineJson(bson);
    if (line.isEmpty())
        return nullptr;
    // Relaxed Extended JSON is plain JSON; the ordered parser keeps the
    // server's key order, which matters for a $jsonSchema or a sort.
    return JsonValue::parse(line.toStdString(), nullptr, false);
}

QString prettyJson(const QByteArray &bson)
{
    const JsonValue value = jsonOf(bson);
    if (value.is_discarded())
        return oneLineJson(bson);
    if (value.is_null())
        return {};
    return QString::fromStdString(value.dump(2, ' ', false, JsonValue::error_handler_t::replace));
}

QString prettyArrayJson(const QByteArray &bson)
{
    const JsonValue value = jsonOf(bson);
    if (!value.is_object())
        return prettyJson(bson);
    JsonValue array = JsonValue::array();
    for (const auto &item : value.items())
        array.push_back(item.value());
    return QString::fromStdString(array.dump(2, ' ', false, JsonValue::error_handler_t::replace));
}

QString membersText(const JsonValue &object, std::initializer_list<const char *> skip)
{
    if (!object.is_object())
        return {};
    QStringList parts;
    for (const auto &item : object.items()) {
        if (std::find_if(
                skip.begin(), skip.end(), [&](const char *name) { return item.key() == name; })
            != skip.end())
            continue;
        parts << QStringLiteral("%1: %2").arg(QString::fromStdString(item.key()),
            QString::fromStdString(
                item.value().dump(-1, ' ', false, JsonValue::error_handler_t::replace)));
    }
    return parts.join(QStringLiteral(", "));
}

QString sizeText(const std::optional<qint64> &bytes)
{
    return bytes ? QString::fromStdString(readableSize(*bytes)) : translate("not reported");
}

QString countText(const std::optional<qint64> &count)
{
    return count ? QString::number(*count) : translate("not reported");
}

QLabel *newNoticeLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setTextFormat(Qt::PlainText);
    label->setMargin(4);
    label->hide();
    return label;
}

void showNotices(QLabel *label, const QStringList &notices, const QStringList &errors)
{
    QStringList lines;
    for (const QString &error : errors)
        lines << QStringLiteral("✖ ") + error;
    for (const QString &notice : notices)
        lines << QStringLiteral("ℹ ") + notice;
    label->setText(lines.join(QLatin1Char('\n')));
    label->setStyleSheet(errors.isEmpty()
            ? QStringLiteral("background: #e8f1fb; color: #123b63; border: 1px solid #9cc0e6;")
            : QStringLiteral("background: #f8d7da; color: #6b1119; border: 1px solid #d9534f;"));
    label->setVisible(!lines.isEmpty());
}

} // namespace docmodel
