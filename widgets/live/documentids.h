// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <bson/bson.h>

namespace docmodel {

// A document's BSON bytes as a read-only bson_t over them; false when the
// bytes are none or no document.
bool viewOf(const QByteArray &bytes, bson_t *out);
QByteArray bytesOf(const bson_t *document);

// {_id: value} of a document; empty when it has no _id.
QByteArray idOf(const QByteArray &document);
// The document with `id`'s _id first, in place of any it had; a new
// ObjectId when `id` is empty (as mongosh gives an insert without one).
QByteArray withId(const QByteArray &document, const QByteArray &id);
QByteArray withoutId(const QByteArray &document);

} // namespace docmodel
