// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "previewhighlighter.h"

#include "preview/collectionpreview.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <optional>

class QLabel;
class QPlainTextEdit;
class QWidget;

namespace docmodel {

struct DocumentPage;

// How the live explorer turns what a server sent (BSON bytes, optional
// sizes, notices) into text. Formatting is the Preview dock's
// (formatDocuments), so a document reads the same in both docks.

// A page's documents in the chosen syntax, one after another.
QString documentsText(const DocumentPage &page, PreviewFormat format);
// The same of documents chosen from a page (each its own BSON bytes).
QString documentsText(const QList<QByteArray> &documents, PreviewFormat format);
// One document as indented relaxed Extended JSON, keys in the server's order.
QString prettyJson(const QByteArray &bson);
// One document as relaxed Extended JSON, parsed (key order kept); null
// when empty, discarded when not valid.
JsonValue jsonOf(const QByteArray &bson);
// A BSON array stored as a document ({"0": …, "1": …}), such as a view's
// pipeline, as an indented JSON array.
QString prettyArrayJson(const QByteArray &bson);
// An object's members as "unique: true, expireAfterSeconds: 3600", values as
// one-line JSON; `skip` names members left out.
QString membersText(const JsonValue &object, std::initializer_list<const char *> skip = {});
// One document as relaxed Extended JSON on one line.
QString oneLineJson(const QByteArray &bson);
// "12.3 KB", or "not reported" when the server did not say.
QString sizeText(const std::optional<qint64> &bytes);
QString countText(const std::optional<qint64> &count);

// Shows the notices (what the server did not tell, which fallback answered)
// and errors in a small label; hides it when there are none.
void showNotices(QLabel *label, const QStringList &notices, const QStringList &errors = {});
QLabel *newNoticeLabel(QWidget *parent);

} // namespace docmodel
