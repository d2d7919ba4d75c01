// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "distinctcounter.h"
#include "schematype.h"

#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace docmodel::inference {

struct DocumentShape;
struct TypeSet;

// What was seen of the values of one type at one place: bounded whatever
// the number of documents.
struct ValueStats {
    static constexpr size_t kSamples = 5;

    double minNumber = std::numeric_limits<double>::infinity(); // numbers
    double maxNumber = -std::numeric_limits<double>::infinity();
    int64_t minMillis = std::numeric_limits<int64_t>::max(); // dates; ObjectIds' creation (seconds × 1000)
    int64_t maxMillis = std::numeric_limits<int64_t>::min();
    uint64_t minLength = std::numeric_limits<uint64_t>::max(); // strings, in code points
    uint64_t maxLength = 0;
    std::unique_ptr<DistinctCounter> distinct; // scalars only
    std::vector<std::string> samples; // the first kSamples distinct values as relaxed Extended JSON

    void merge(const ValueStats &other);
};

struct ArrayStats;

// One type at one place: how often, and what it held.
struct TypeStats {
    explicit TypeStats(SchemaType t) : type(t) { }
    SchemaType type;
    uint64_t count = 0;
    std::unique_ptr<DocumentShape> document; // Document and DBRef
    std::unique_ptr<ArrayStats> array; // Array
    ValueStats values;

    void merge(const TypeStats &other);
};

// The types seen at one place, each once, in the order first seen.
struct TypeSet {
    std::vector<std::unique_ptr<TypeStats>> types;
    std::array<uint8_t, kSchemaTypeCount> slot {}; // index + 1 into types, 0 when absent

    TypeStats &get(SchemaType type);
    const TypeStats *find(SchemaType type) const;
    uint64_t total() const;
    void merge(const TypeSet &other);
};

struct ArrayStats {
    uint64_t minLength = std::numeric_limits<uint64_t>::max();
    uint64_t maxLength = 0;
    uint64_t totalLength = 0; // elements in all arrays: the elements' types' counts add up to it
    TypeSet elements;

    void merge(const ArrayStats &other);
};

struct FieldStats {
    std::string name;
    uint64_t count = 0; // documents of the shape that have it
    TypeSet types;
};

// What a key looks like when it is data rather than a name.
enum class KeyShape : uint8_t { ObjectId, Integer, Date, Uuid, Hex, Name };
inline constexpr int kKeyShapeCount = int(KeyShape::Name) + 1;
KeyShape keyShapeOf(std::string_view key);

// The fields of the documents at one place (a collection's documents, or the
// sub-documents of a field), each under its name.
//
// Past kMapFields different names the place is taken for a map whose keys
// are data: it keeps one field (named "") for every key's value, and counts
// what the keys look like, so that memory stays bounded whatever the keys.
struct DocumentShape {
    static constexpr size_t kMapFields = 1000;

    uint64_t count = 0;
    std::vector<std::unique_ptr<FieldStats>> fields; // in the order first seen
    std::unordered_map<std::string_view, uint32_t> byName; // views into fields' names
    bool collapsed = false; // a map: fields holds its values' one field
    std::array<uint64_t, kKeyShapeCount> keyShapes {}; // once collapsed: keys seen of each shape

    FieldStats &field(std::string_view name, uint32_t &hint);
    const FieldStats *find(std::string_view name) const;
    void merge(const DocumentShape &other);

private:
    void collapse();
};

// A problem with a document's bytes, found while walking it.
struct WalkError {
    std::string message;
};

// The schema of many documents, one at a time. Memory grows with the number
// of distinct paths, not of documents. Not thread-safe; one per thread, then
// merged.
class SchemaAnalyzer
{
public:
    static constexpr int kMaxDepth = 100;

    // False with `error` set when the document is not valid BSON, has a
    // string that is not UTF-8, or nests deeper than kMaxDepth.
    static bool validate(const uint8_t *data, size_t length, WalkError *error = nullptr);
    // A document validate() accepted.
    void addValid(const uint8_t *data, size_t length);
    // Checks and counts in one pass (a third faster than both): false with
    // `error` set for a document validate() would refuse, of which some
    // may have been counted. For input whose first bad document ends the
    // inference; validate() and addValid() when bad ones are skipped.
    bool add(const uint8_t *data, size_t length, WalkError *error = nullptr);
    void merge(const SchemaAnalyzer &other);

    const DocumentShape &root() const { return mRoot; }
    uint64_t documents() const { return mRoot.count; }

private:
    DocumentShape mRoot;
};

} // namespace docmodel::inference
