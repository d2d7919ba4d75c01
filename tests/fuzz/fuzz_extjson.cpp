// SPDX-License-Identifier: GPL-3.0-or-later
// Extended JSON and BSON as the preview and the live explorer show them.
// The input is read twice: as Extended JSON text (what the explorer's
// filter, projection and sort take), and as a BSON document (what a server
// sends), validated first as the driver would. Each document is written in
// the three preview formats; canonical Extended JSON reads back as the same
// document.

#include "fuzzcheck.h"

#include "live/livereplies.h"
#include "preview/bsonptr.h"
#include "preview/collectionpreview.h"

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

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    bson_error_t error;
    if (BsonPtr parsed { bson_new_from_json(data, ssize_t(size), &error) }) {
        show(parsed.get());
        const std::string canonical = canonicalJson(parsed.get());
        if (!canonical.empty()) {
            BsonPtr back { bson_new_from_json(reinterpret_cast<const uint8_t *>(canonical.data()),
                ssize_t(canonical.size()), &error) };
            fuzz::check(back != nullptr, "canonical Extended JSON reads back",
                canonical + "\n" + error.message);
            fuzz::check(bson_equal(parsed.get(), back.get()),
                "canonical Extended JSON reads back unchanged",
                canonical + "\n" + canonicalJson(back.get()));
        }
    }
    bson_t view;
    if (bson_init_static(&view, data, size) && bson_validate(&view, BSON_VALIDATE_NONE, nullptr))
        show(&view);
    return 0;
}
