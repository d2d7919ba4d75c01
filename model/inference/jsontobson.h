// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bson/bson.h>

#include <memory>
#include <optional>
#include <string_view>

namespace docmodel::inference {

// Extended JSON documents (canonical or relaxed, as mongoexport writes
// them) to BSON at simdjson's speed. The common shapes are converted here:
// plain values, and the wrappers $oid, $numberInt, $numberLong,
// $numberDouble, $numberDecimal and $date (a $numberLong or an ISO-8601
// time in UTC). Anything else — another wrapper, a key starting with $, a
// number JSON cannot hold exactly, text that is not JSON — is left to
// libbson, whose reading is the reference: the bytes are the same either
// way (tst_jsontobson compares them on every real data set).
class JsonToBson
{
public:
    JsonToBson();
    ~JsonToBson();
    JsonToBson(const JsonToBson &) = delete;
    JsonToBson &operator=(const JsonToBson &) = delete;

    // The document `json` holds, into `out` (initialised here); false, with
    // libbson's reason in `error`, when it is not a document.
    bool convert(std::string_view json, bson_t *out, bson_error_t *error);
    // The same for text that is exactly one JSON object (whitespace around
    // it aside); nullopt, with `out` untouched, when it is not: a document
    // printed over several lines, or followed by more on its line.
    // `readAhead`: 64 bytes past the text are readable memory (simdjson's
    // padding), so it is parsed where it lies.
    std::optional<bool> convertWhole(std::string_view json, bson_t *out, bson_error_t *error, bool readAhead = false);
    // Whether the last convert() was done here, not by libbson.
    bool lastWasFast() const { return mLastFast; }

private:
    struct Parser;
    std::unique_ptr<Parser> mParser;
    bool mLastFast = false;
};

} // namespace docmodel::inference
