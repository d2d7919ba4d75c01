// SPDX-License-Identifier: GPL-3.0-or-later
// Extended JSON and BSON as the preview and the live explorer show them.
// The input is read three times: in the shell's syntax (what the explorer's
// filter, projection and sort take), whose translation must be JSON that
// libbson reads or refuses with an error; as Extended JSON text; and as a
// BSON document (what a server sends), validated first as the driver would. Each document is written in
// the three preview formats; canonical Extended JSON reads back as the same
// document, but for the sign and payload of a NaN ("-nan" is written "NaN",
// as Extended JSON has one NaN). The reader of mongoexport files
// (JsonToBson) makes the same document of the text as libbson, or refuses it
// as libbson does.

#include "fuzzcheck.h"

#include "inference/jsontobson.h"
#include "query/shellsyntax.h"
#include "live/livereplies.h"
#include "preview/bsonptr.h"
#include "preview/collectionpreview.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>

using namespace docmodel;

namespace {

void show(const bson_t *document)
{
    std::vector<BsonPtr> documents;
    documents.push_back(BsonPtr(bson_copy(document)));
    for (PreviewFormat format :
        { PreviewFormat::Mongosh, PreviewFormat::Relaxed, PreviewFormat::Canonical })
        formatDocuments(documents, format);
    // As the diff engine and the explorer's JSON views read it.
    const JsonValue value = live::jsonOf(QByteArray(
        reinterpret_cast<const char *>(bson_get_data(document)), qsizetype(document->len)));
    if (!value.is_discarded())
        value.dump(2, ' ', false, JsonValue::error_handler_t::replace);
}

// A copy of the document with every NaN the same NaN.
void appendWithOneNaN(bson_t *out, const bson_t *document)
{
    bson_iter_t it;
    if (!bson_iter_init(&it, document))
        return;
    while (bson_iter_next(&it)) {
        const char *key = bson_iter_key(&it);
        const uint32_t length = bson_iter_key_len(&it);
        if (BSON_ITER_HOLDS_DOUBLE(&it) && std::isnan(bson_iter_double(&it))) {
            bson_append_double(out, key, int(length), std::numeric_limits<double>::quiet_NaN());
        } else if (BSON_ITER_HOLDS_DOCUMENT(&it) || BSON_ITER_HOLDS_ARRAY(&it)) {
            const uint8_t *data = nullptr;
            uint32_t size = 0;
            BSON_ITER_HOLDS_DOCUMENT(&it) ? bson_iter_document(&it, &size, &data) : bson_iter_array(&it, &size, &data);
            bson_t inner, child;
            if (!bson_init_static(&inner, data, size))
                continue;
            BSON_ITER_HOLDS_DOCUMENT(&it) ? bson_append_document_begin(out, key, int(length), &child)
                                          : bson_append_array_begin(out, key, int(length), &child);
            appendWithOneNaN(&child, &inner);
            BSON_ITER_HOLDS_DOCUMENT(&it) ? bson_append_document_end(out, &child) : bson_append_array_end(out, &child);
        } else {
            bson_append_iter(out, key, int(length), &it);
        }
    }
}

bool sameButNaNs(const bson_t *a, const bson_t *b)
{
    BsonPtr first { bson_new() }, second { bson_new() };
    appendWithOneNaN(first.get(), a);
    appendWithOneNaN(second.get(), b);
    return bson_equal(first.get(), second.get());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    bson_error_t error;
    const ShellDocument shell = parseShellDocument(std::string_view(reinterpret_cast<const char *>(data), size));
    if (shell.ok()) {
        fuzz::check(nlohmann::json::accept(shell.json), "the shell syntax becomes JSON", shell.json);
        if (BsonPtr translated { bson_new_from_json(
                reinterpret_cast<const uint8_t *>(shell.json.data()), ssize_t(shell.json.size()), &error) })
            show(translated.get());
    } else {
        fuzz::check(shell.offset <= size && shell.line >= 1 && shell.column >= 1, "a shell syntax error has a place",
            shell.error.toStdString());
    }
    BsonPtr parsed { bson_new_from_json(data, ssize_t(size), &error) };
    static inference::JsonToBson converter;
    bson_t converted;
    const bool read = converter.convert(std::string_view(reinterpret_cast<const char *>(data), size), &converted, &error);
    fuzz::check(read == (parsed != nullptr), "the file reader accepts what libbson accepts",
        std::string(reinterpret_cast<const char *>(data), size));
    if (read) {
        fuzz::check(parsed && sameButNaNs(parsed.get(), &converted), "the file reader reads what libbson reads",
            std::string(reinterpret_cast<const char *>(data), size));
        bson_destroy(&converted);
    }
    if (parsed) {
        show(parsed.get());
        const std::string canonical = canonicalJson(parsed.get());
        if (!canonical.empty()) {
            BsonPtr back { bson_new_from_json(reinterpret_cast<const uint8_t *>(canonical.data()),
                ssize_t(canonical.size()), &error) };
            fuzz::check(back != nullptr, "canonical Extended JSON reads back",
                canonical + "\n" + error.message);
            fuzz::check(sameButNaNs(parsed.get(), back.get()),
                "canonical Extended JSON reads back unchanged",
                canonical + "\n" + canonicalJson(back.get()));
        }
    }
    bson_t view;
    if (bson_init_static(&view, data, size) && bson_validate(&view, BSON_VALIDATE_NONE, nullptr))
        show(&view);
    return 0;
}
