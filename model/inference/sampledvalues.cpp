// SPDX-License-Identifier: GPL-3.0-or-later
#include "sampledvalues.h"

#include "documentsample.h"
#include "schemastats.h"
#include "schematype.h"

#include <algorithm>
#include <unordered_set>

namespace docmodel::inference {

namespace {

// The paths of the sample, found by (embedded, field, array, dbref).
class PathCollector
{
public:
    explicit PathCollector(SampledCollection &out) : mOut(out) { }

    SampledPath &path(const std::string &embedded, std::string_view field, bool array, bool dbref)
    {
        std::string id = embedded;
        id += '\0';
        id += field;
        id += array ? 'a' : 's';
        id += dbref ? 'r' : 'v';
        const auto [it, added] = mIndex.try_emplace(id, mOut.paths.size());
        if (added) {
            SampledPath created;
            created.field = std::string(field);
            created.embedded = embedded;
            created.array = array;
            created.dbref = dbref;
            mOut.paths.push_back(std::move(created));
        }
        return mOut.paths[it->second];
    }

    void addScalar(const std::string &embedded, std::string_view field, const bson_iter_t &element, uint32_t document)
    {
        if (auto key = valueKeyOf(element)) {
            SampledPath &target = path(embedded, field, false, false);
            target.values.push_back({ std::move(*key) });
            target.document.push_back(document);
        }
    }

    void addDbRef(std::string_view field, const bson_iter_t &element, bool array, std::vector<ValueKey> &values,
        std::string &collection)
    {
        bson_iter_t inner;
        if (!bson_iter_recurse(&element, &inner))
            return;
        while (bson_iter_next(&inner)) {
            const std::string_view key = bson_iter_key(&inner);
            if (key == "$ref" && BSON_ITER_HOLDS_UTF8(&inner))
                collection = bson_iter_utf8(&inner, nullptr);
            else if (key == "$id")
                if (auto value = valueKeyOf(inner))
                    values.push_back(std::move(*value));
        }
        (void)field;
        (void)array;
    }

    void addArray(std::string_view field, const bson_iter_t &element, uint32_t document)
    {
        bson_iter_t items;
        if (!bson_iter_recurse(&element, &items))
            return;
        std::vector<ValueKey> values;
        std::vector<ValueKey> refs;
        std::string refCollection;
        bool scalars = false;
        bool dbrefs = false;
        bool empty = true;
        while (bson_iter_next(&items)) {
            empty = false;
            const SchemaType type = schemaTypeOf(items);
            if (type == SchemaType::DBRef) {
                dbrefs = true;
                addDbRef(field, items, true, refs, refCollection);
            } else if (type == SchemaType::Document) {
                addElementFields(std::string(field), items, document);
            } else if (auto key = valueKeyOf(items)) {
                scalars = true;
                values.push_back(std::move(*key));
            }
        }
        if (scalars || empty) {
            SampledPath &target = path({}, field, true, false);
            target.values.push_back(std::move(values));
            target.document.push_back(document);
        }
        if (dbrefs) {
            SampledPath &target = path({}, field, true, true);
            target.values.push_back(std::move(refs));
            target.document.push_back(document);
            countCollection(target, refCollection);
        }
    }

    void addElementFields(const std::string &embedded, const bson_iter_t &element, uint32_t document)
    {
        bson_iter_t fields;
        if (!bson_iter_recurse(&element, &fields))
            return;
        ++mOut.embeddedDocuments[embedded];
        while (bson_iter_next(&fields))
            addScalar(embedded, bson_iter_key(&fields), fields, document);
    }

    void addDocument(const std::string &bytes, uint32_t document)
    {
        bson_iter_t it;
        if (!bson_iter_init_from_data(&it, reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size()))
            return;
        while (bson_iter_next(&it)) {
            const std::string_view field = bson_iter_key(&it);
            const SchemaType type = schemaTypeOf(it);
            if (type == SchemaType::Array) {
                addArray(field, it, document);
            } else if (type == SchemaType::DBRef) {
                std::vector<ValueKey> values;
                std::string collection;
                addDbRef(field, it, false, values, collection);
                if (values.empty())
                    continue;
                SampledPath &target = path({}, field, false, true);
                target.values.push_back(std::move(values));
                target.document.push_back(document);
                countCollection(target, collection);
            } else {
                addScalar({}, field, it, document);
            }
        }
    }

    // The collection most DBRefs of a place name.
    void countCollection(SampledPath &target, const std::string &collection)
    {
        auto &counts = mRefCollections[&target - mOut.paths.data()];
        const int count = ++counts[collection];
        if (target.dbrefCollection.empty() || count > counts[target.dbrefCollection])
            target.dbrefCollection = collection;
    }

private:
    SampledCollection &mOut;
    std::unordered_map<std::string, size_t> mIndex;
    std::unordered_map<ptrdiff_t, std::unordered_map<std::string, int>> mRefCollections;
};

// A place's values as a key, when they (almost) all differ: nullopt otherwise.
std::optional<SampledKey> keyOf(const SampledPath &path, double uniqueShare)
{
    SampledKey key;
    key.field = path.field;
    key.embedded = path.embedded;
    const double allowed = (1.0 - uniqueShare) * double(path.values.size());
    for (size_t holder = 0; holder < path.values.size() && double(key.duplicates) <= allowed; ++holder) {
        const ValueKey &value = path.values[holder].front();
        if (key.documents.emplace(value, path.document[holder]).second)
            continue;
        ++key.duplicates;
        if (key.duplicated.size() < 3 && std::ranges::find(key.duplicated, value) == key.duplicated.end())
            key.duplicated.push_back(value);
    }
    if (double(key.duplicates) > allowed || key.documents.empty())
        return std::nullopt;
    return key;
}

void findKeys(SampledCollection &out, double uniqueShare)
{
    const size_t documents = out.documents.size();
    for (const SampledPath &path : out.paths) {
        if (path.array || path.dbref)
            continue;
        const bool embedded = !path.embedded.empty();
        const bool isId = path.field == "_id" && !embedded;
        // In (almost) every holder: a key that is often missing refers to nothing.
        const auto holders = embedded ? out.embeddedDocuments[path.embedded] : documents;
        if (!isId && double(path.values.size()) < 0.95 * double(holders))
            continue;
        if (std::optional<SampledKey> key = keyOf(path, uniqueShare))
            (embedded ? out.embeddedKeys : out.keys).push_back(std::move(*key));
    }
    std::stable_partition(out.keys.begin(), out.keys.end(), [](const SampledKey &key) { return key.field == "_id"; });
}

} // namespace

const SampledPath *SampledCollection::findPath(std::string_view wanted) const
{
    for (const SampledPath &path : paths)
        if (!path.dbref && path.path() == wanted)
            return &path;
    return nullptr;
}

const SampledKey *SampledCollection::findKey(std::string_view field) const
{
    for (const SampledKey &key : keys)
        if (key.field == field)
            return &key;
    return nullptr;
}

SampledCollection sampledValues(const DocumentSample &sample, uint64_t total, double keyUniqueShare)
{
    SampledCollection out;
    out.total = total;
    PathCollector collector(out);
    for (const std::string &document : sample.documents()) {
        // A document the analysing threads refused may have been sampled.
        if (!SchemaAnalyzer::validate(reinterpret_cast<const uint8_t *>(document.data()), document.size()))
            continue;
        const auto index = uint32_t(out.documents.size());
        out.documents.push_back(&document);
        collector.addDocument(document, index);
    }
    if (out.total < out.documents.size())
        out.total = out.documents.size();
    findKeys(out, keyUniqueShare);
    return out;
}

FieldAbsence absenceOf(const SampledCollection &collection, const std::string &field)
{
    FieldAbsence absence;
    for (const std::string *document : collection.documents) {
        bson_iter_t it;
        if (!bson_iter_init_from_data(&it, reinterpret_cast<const uint8_t *>(document->data()), document->size())
            || !bson_iter_find(&it, field.c_str()))
            ++absence.missing;
        else if (BSON_ITER_HOLDS_NULL(&it) || bson_iter_type(&it) == BSON_TYPE_UNDEFINED)
            ++absence.null;
    }
    return absence;
}

FieldAbsence absenceOf(const SampledCollection &collection, const SampledPath &path)
{
    if (path.embedded.empty())
        return absenceOf(collection, path.field);
    FieldAbsence absence;
    for (const std::string *document : collection.documents) {
        bson_iter_t it;
        bson_iter_t elements;
        if (!bson_iter_init_from_data(&it, reinterpret_cast<const uint8_t *>(document->data()), document->size())
            || !bson_iter_find(&it, path.embedded.c_str()) || !BSON_ITER_HOLDS_ARRAY(&it)
            || !bson_iter_recurse(&it, &elements))
            continue;
        while (bson_iter_next(&elements)) {
            bson_iter_t field;
            if (!BSON_ITER_HOLDS_DOCUMENT(&elements) || !bson_iter_recurse(&elements, &field))
                continue;
            if (!bson_iter_find(&field, path.field.c_str()))
                ++absence.missing;
            else if (BSON_ITER_HOLDS_NULL(&field) || bson_iter_type(&field) == BSON_TYPE_UNDEFINED)
                ++absence.null;
        }
    }
    return absence;
}

std::optional<std::string> fieldValue(const std::string &document, const std::string &field)
{
    bson_iter_t it;
    if (!bson_iter_init_from_data(&it, reinterpret_cast<const uint8_t *>(document.data()), document.size())
        || !bson_iter_find(&it, field.c_str()))
        return std::nullopt;
    if (auto key = valueKeyOf(it))
        return key;
    std::string bytes(1, char(bson_iter_type(&it)));
    auto add = [&bytes](const auto &value) { bytes.append(reinterpret_cast<const char *>(&value), sizeof value); };
    switch (bson_iter_type(&it)) {
    case BSON_TYPE_DOUBLE:
        add(bson_iter_double(&it));
        return bytes;
    case BSON_TYPE_BOOL:
        add(bson_iter_bool(&it));
        return bytes;
    case BSON_TYPE_DATE_TIME:
        add(bson_iter_date_time(&it));
        return bytes;
    default:
        return std::nullopt;
    }
}

} // namespace docmodel::inference
