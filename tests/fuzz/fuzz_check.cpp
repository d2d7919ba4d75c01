// SPDX-License-Identifier: GPL-3.0-or-later
// The $jsonSchema evaluator: the input is a schema (JSON text up to the
// first NUL byte) and BSON documents end to end after it. Any schema is
// compiled or refused with a message; any bytes are walked without reading
// outside them, and a document fails exactly when explain() finds a reason.

#include "fuzzcheck.h"

#include "check/jsonschema.h"

#include <cstring>

using namespace docmodel;
using namespace docmodel::check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *nul = static_cast<const uint8_t *>(std::memchr(data, 0, size));
    if (!nul)
        return 0;
    const JsonValue schemaJson = JsonValue::parse(data, nul, nullptr, false);
    if (schemaJson.is_discarded())
        return 0;
    std::string error;
    const std::unique_ptr<JsonSchema> schema = JsonSchema::compile(schemaJson, &error);
    if (!schema) {
        fuzz::check(!error.empty(), "a refused schema says why");
        return 0;
    }
    const uint8_t *at = nul + 1;
    const uint8_t *end = data + size;
    while (end - at >= 5) {
        uint32_t length = 0;
        std::memcpy(&length, at, 4);
        if (length < 5 || length > size_t(end - at))
            break;
        bson_t document;
        if (!bson_init_static(&document, at, length))
            break;
        const bool passes = schema->matches(at, length);
        const Explanation why = schema->explain(at, length);
        fuzz::check(passes == why.details.is_null(), "a document fails exactly when explain() finds a reason",
            schemaJson.dump());
        at += length;
    }
    return 0;
}
