#pragma once

#include <bson/bson.h>

#include <memory>
#include <string>

namespace docmodel {

struct BsonDeleter {
    void operator()(bson_t *document) const { bson_destroy(document); }
};

// An owned libbson document. bson_t carries an alignment attribute that a
// template argument drops; the pointer never relies on it, so the warning
// about that is silenced here and only here.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wignored-attributes"
using BsonPtr = std::unique_ptr<bson_t, BsonDeleter>;
#pragma GCC diagnostic pop

inline BsonPtr newBson()
{
    return BsonPtr(bson_new());
}

// libbson's own Extended JSON writers: exactly what MongoDB tools produce.
std::string canonicalJson(const bson_t *document);
std::string relaxedJson(const bson_t *document);

} // namespace docmodel
