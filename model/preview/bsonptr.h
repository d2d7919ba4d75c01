// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bson/bson.h>

#include <cstddef>
#include <string>
#include <utility>

namespace docmodel {

// An owned libbson document. A class rather than std::unique_ptr<bson_t>:
// bson_t is declared 128-byte aligned, an attribute a template argument
// drops, and get() must hand libbson a pointer of the type it declares.
class BsonPtr
{
public:
    BsonPtr() = default;
    explicit BsonPtr(bson_t *document) : mDocument(document) { }
    BsonPtr(BsonPtr &&other) noexcept : mDocument(other.release()) { }
    BsonPtr &operator=(BsonPtr &&other) noexcept
    {
        reset(other.release());
        return *this;
    }
    BsonPtr(const BsonPtr &) = delete;
    BsonPtr &operator=(const BsonPtr &) = delete;
    ~BsonPtr() { reset(); }

    bson_t *get() const { return mDocument; }
    bson_t *operator->() const { return mDocument; }
    explicit operator bool() const { return mDocument != nullptr; }
    bool operator==(std::nullptr_t) const { return mDocument == nullptr; }
    bson_t *release() { return std::exchange(mDocument, nullptr); }
    void reset(bson_t *document = nullptr)
    {
        if (mDocument)
            bson_destroy(mDocument);
        mDocument = document;
    }

private:
    bson_t *mDocument = nullptr;
};

inline BsonPtr newBson()
{
    return BsonPtr(bson_new());
}

// libbson's own Extended JSON writers: exactly what MongoDB tools produce.
std::string canonicalJson(const bson_t *document);
std::string relaxedJson(const bson_t *document);

} // namespace docmodel
