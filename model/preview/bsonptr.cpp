// SPDX-License-Identifier: GPL-3.0-or-later
#include "bsonptr.h"

namespace docmodel {

namespace {
std::string take(char *json)
{
    std::string out = json ? json : "";
    bson_free(json);
    return out;
}
} // namespace

std::string canonicalJson(const bson_t *document)
{
    return take(bson_as_canonical_extended_json(document, nullptr));
}

std::string relaxedJson(const bson_t *document)
{
    return take(bson_as_relaxed_extended_json(document, nullptr));
}

} // namespace docmodel
