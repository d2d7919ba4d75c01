// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentgenerator.h"

#include "datewindow.h"
#include "mapkeys.h"
#include "relatedvalues.h"

#include "samplevalues.h"
#include "schema/derivedfields.h"

#include <algorithm>

#include <set>

namespace docmodel {

namespace {

constexpr int kMaxGeneratedDepth = 8; // embedding cycles are invalid; this keeps a bad model finite

const Field *declaredId(const Entity &entity)
{
    for (const Field &field : entity.fields)
        if (field.name == "_id")
            return &field;
    return nullptr;
}

// The index of element `element` of a value nested in document `index`:
// index * 1000 + element, wrapping round (not overflowing) deep down.
int64_t nestedIndex(int64_t index, int64_t element)
{
    return int64_t(uint64_t(index) * 1000u + uint64_t(element));
}

int64_t typicalAtLeastOne(const Relationship &rel)
{
    return std::max<int64_t>(1, rel.counts.typical);
}

} // namespace

DocumentGenerator::DocumentGenerator(const Model &model, PreviewOptions options)
    : mModel(model)
    , mOptions(options)
{
    for (const Entity &entity : model.entities)
        mEntities.emplace(entity.id, &entity);
    for (const Relationship &rel : model.relationships) {
        EntityLinks &one = mLinks[rel.oneId];
        one.relationships.push_back(&rel);
        if (!rel.isSelf())
            mLinks[rel.manyId].relationships.push_back(&rel);
        if (rel.tree)
            one.isTreeNode = true;
        if (rel.oneKey != "_id")
            one.keys.insert(rel.oneKey);
        if (rel.manyKey != "_id")
            mLinks[rel.manyId].keys.insert(rel.manyKey);
        for (WrittenField &written : fieldsWrittenBy(model, rel))
            mLinks[written.entityId].producedFields.insert(std::move(written.name));
        mNames.emplace(&rel, WrittenNames { parentFieldName(model, rel), childFieldName(model, rel) });
    }
    // Only arrays of embedded documents have items to number and a capacity.
    for (const Relationship &rel : model.relationships) {
        if (!strategyEmbeds(rel.strategy) || rel.tree || rel.cardinality == Cardinality::OneToOne)
            continue;
        if (const Entity *parent = entityById(rel.oneId))
            mLinks[parent->id].capacity = capacityField(*parent);
        const Entity *item = entityById(rel.manyId);
        EntityLinks &links = mLinks[rel.manyId];
        if (item && links.numbering.empty())
            for (const Field &field : item->fields)
                if (numbersItems(field) && !links.keys.contains(field.name))
                    links.numbering.insert(&field);
    }
}

const DocumentGenerator::WrittenNames &DocumentGenerator::namesOf(const Relationship &rel) const
{
    static const WrittenNames none;
    const auto it = mNames.find(&rel);
    return it == mNames.end() ? none : it->second;
}

const DocumentGenerator::EntityLinks &DocumentGenerator::links(const std::string &entityId) const
{
    static const EntityLinks none;
    const auto it = mLinks.find(entityId);
    return it == mLinks.end() ? none : it->second;
}

const Entity *DocumentGenerator::entityById(const std::string &id) const
{
    const auto it = mEntities.find(id);
    return it == mEntities.end() ? nullptr : it->second;
}

bool DocumentGenerator::Build::passedLimit()
{
    if (!over) {
        // An open container's bytes are not yet in its parent's length, but
        // its 5 bytes of framing are (counted once here).
        int64_t bytes = -5 * (int64_t(open.size()) - 1);
        for (const uint32_t *length : open)
            bytes += *length;
        over = bytes > kMaxDocumentBytes;
    }
    return over;
}

BsonPtr DocumentGenerator::document(const Entity &collection, int64_t index, CountMode mode,
    std::optional<LimitCrossing> *crossing) const
{
    BsonPtr out = newBson();
    Build build;
    build.open.push_back(&out->len);
    writeEntity(out.get(), collection, index, mode, 0, build);
    if (crossing)
        *crossing = build.crossing;
    return out;
}

std::vector<const Relationship *> DocumentGenerator::unboundedArrays(const Entity &entity) const
{
    std::vector<const Relationship *> out;
    for (const Relationship *rel : links(entity.id).relationships) {
        if (rel->oneId != entity.id || rel->tree || !rel->isUnbounded())
            continue;
        // Every array writeAsParent fills, but a subset, which keeps k.
        if (rel->strategy != Strategy::EmbedSubset && !namesOf(*rel).parent.empty())
            out.push_back(rel);
    }
    return out;
}

int64_t DocumentGenerator::childCount(const Relationship &rel, CountMode mode) const
{
    int64_t count = rel.counts.typical;
    if (mode == CountMode::Maximum && rel.counts.max)
        count = *rel.counts.max;
    if (rel.cardinality == Cardinality::OneToOne)
        count = std::min<int64_t>(count, 1);
    return std::clamp<int64_t>(count, 0, mOptions.maxEmbedded);
}

void DocumentGenerator::writeEntity(bson_t *out, const Entity &entity, int64_t index,
    CountMode mode, int depth, Build &build, EmbeddedIn in) const
{
    // _id first, as MongoDB stores it.
    if (entity.isCollection() && depth == 0)
        appendId(out, "_id", entity, index);
    const bool item = in.rel && in.rel->cardinality != Cardinality::OneToOne;
    writeFields(out, entity, entity.fields, index, {},
        item ? index - in.parentIndex * typicalAtLeastOne(*in.rel) + 1 : 0);
    if (depth >= kMaxGeneratedDepth)
        return;
    std::set<std::string> childFields; // two relationships to one parent may share a field
    for (const Relationship *rel : links(entity.id).relationships) {
        if (build.over)
            return;
        if (rel->tree) {
            if (rel->oneId == entity.id && depth == 0)
                writeTree(out, entity, *rel, index);
            continue;
        }
        if (rel->oneId == entity.id)
            writeAsParent(out, entity, *rel, index, mode, depth, build);
        // An embedded document keeps its references to other parents; to
        // the one it is embedded in, it refers (a subset's copy) to that one.
        const bool toItsParent = in.rel && rel->oneId == in.rel->oneId;
        // A reference held only under a condition (a ticket's order once
        // sold) is left out, copies and all, where the drawn values say no.
        const PresenceCondition *condition = referenceCondition(*rel);
        if (rel->manyId == entity.id && (!condition || conditionHolds(entity, *condition, index)))
            writeAsChild(out, *rel, toItsParent ? in.parentIndex : index / typicalAtLeastOne(*rel),
                childFields);
    }
}

void DocumentGenerator::writeFields(bson_t *out, const Entity &entity,
    const std::vector<Field> &fields, int64_t index, const std::string &prefix, int64_t position) const
{
    for (const Field &field : fields) {
        if (prefix.empty() && field.name == "_id")
            continue; // written first, or (embedded) below with the others
        if (position > 0 && prefix.empty() && links(entity.id).numbering.contains(&field)) {
            if (field.hasType(BsonType::Int))
                bson_append_int32(out, field.name.c_str(), -1, int32_t(position));
            else
                bson_append_int64(out, field.name.c_str(), -1, position);
            continue;
        }
        // A declared field that a relationship also writes is written once, by it.
        const bool produced
            = prefix.empty() && links(entity.id).producedFields.contains(field.name);
        if (!produced)
            writeField(
                out, entity, field, index, prefix.empty() ? field.name : prefix + '.' + field.name);
    }
    if (prefix.empty() && !entity.isCollection())
        if (const Field *id = declaredId(entity))
            writeField(out, entity, *id, index, "_id");
}

void DocumentGenerator::writeField(bson_t *out, const Entity &entity, const Field &field,
    int64_t index, const std::string &path) const
{
    if (!field.array && !field.map && !field.isObject() && links(entity.id).keys.contains(path))
        return appendKeyValue(out, field.name.c_str(), entity, &field, path, index);
    SampleRandom rng = SampleRandom::forValue(mOptions.seed, entity.id, index, path);
    if (field.map) {
        // Two to four entries under keys as the pattern says, each a value
        // of the field's shape.
        Field value = field;
        value.map = false;
        bson_t map;
        bson_append_document_begin(out, field.name.c_str(), -1, &map);
        const int64_t entries = rng.range(2, 4);
        std::set<std::string> used;
        for (int n = 0; n < int(entries); ++n) {
            // A key drawn twice is drawn again: a document repeats no key.
            std::string key = sampleMapKey(field.keyPattern, rng, n);
            for (int attempt = 0; attempt < 8 && used.count(key); ++attempt)
                key = sampleMapKey(field.keyPattern, rng, n);
            if (!used.insert(key).second)
                continue; // a pattern with too few keys gives fewer entries
            value.name = key;
            writeField(&map, entity, value, nestedIndex(index, n), path + ".*");
        }
        bson_append_document_end(out, &map);
        return;
    }
    const bool object = sampleType(field) == BsonType::Object;
    auto appendOne = [&](bson_t *target, const char *key, int64_t element) {
        if (object && field.sample.kind == SampleKind::GeoPoint) {
            appendGeoPoint(target, key, field.sample, rng);
        } else if (object) {
            bson_t child;
            bson_append_document_begin(target, key, -1, &child);
            writeFields(&child, entity, field.fields, nestedIndex(index, element), path);
            bson_append_document_end(target, &child);
        } else if (!field.enumValues.empty()) {
            // Document n takes the n-th allowed value, so a few documents
            // show every state a field can be in.
            appendEnumValue(target, key, field, size_t(index + element));
        } else {
            // A name means what holds it: the object field around it, or the entity.
            const size_t dot = path.rfind('.');
            const size_t from = dot == std::string::npos ? 0 : path.rfind('.', dot - 1);
            const std::string_view context = dot == std::string::npos
                ? std::string_view(entity.name)
                : std::string_view(path).substr(from == std::string::npos ? 0 : from + 1,
                      dot - (from == std::string::npos ? 0 : from + 1));
            if (const auto span = dateSpan(entity, field, path, index))
                bson_append_date_time(target, key, -1, rng.range(span->first, span->second));
            else
                appendScalarSample(target, key, field, rng, context);
        }
    };
    if (!field.array) {
        appendOne(out, field.name.c_str(), 0);
        return;
    }
    const int64_t low = field.minItems.value_or(1);
    const int64_t high = std::max(low, field.maxItems.value_or(std::max<int64_t>(low, 3)));
    int64_t most = std::min<int64_t>(high, low + 4);
    // An array of a few allowed values (labels, roles) repeats none of them.
    if (!field.enumValues.empty())
        most = std::max(low, std::min<int64_t>(most, int64_t(field.enumValues.size())));
    const int64_t count = rng.range(low, most);
    bson_t array;
    bson_append_array_begin(out, field.name.c_str(), -1, &array);
    for (int64_t i = 0; i < count; ++i)
        appendOne(&array, std::to_string(i).c_str(), i);
    bson_append_array_end(out, &array);
}

void DocumentGenerator::appendId(
    bson_t *out, const char *key, const Entity &entity, int64_t index) const
{
    appendKeyValue(out, key, entity, declaredId(entity), "_id", index);
}

void DocumentGenerator::appendKeyValue(bson_t *out, const char *key, const Entity &entity,
    const Field *id, const std::string &path, int64_t index) const
{
    const BsonType type = id ? sampleType(*id) : BsonType::ObjectId;
    if (type == BsonType::ObjectId) {
        const std::string stream = path == "_id" ? entity.id : entity.id + ':' + path;
        const bson_oid_t oid = sampleObjectId(mOptions.seed, stream, index, id ? &id->sample : nullptr);
        bson_append_oid(out, key, -1, &oid);
    } else if (type == BsonType::Int) {
        bson_append_int32(out, key, -1, int32_t(index + 1));
    } else if (type == BsonType::Long) {
        bson_append_int64(out, key, -1, index + 1);
    } else if (type == BsonType::String) {
        // Trees read best with names; an id with a pattern matches it (the
        // same per document, so references to it agree); others get a
        // readable key.
        const bool tree = links(entity.id).isTreeNode;
        std::string value;
        if (!tree && id && !id->pattern.empty()) {
            SampleRandom rng = SampleRandom::forValue(mOptions.seed, entity.id, index, path);
            value = stringForPattern(id->pattern, rng);
        }
        if (value.empty())
            value = tree ? treeNodeName(index) : entity.name + '-' + std::to_string(index + 1);
        bson_append_utf8(out, key, -1, value.c_str(), -1);
    } else if (path == "_id") {
        writeField(out, entity, *id, index, "_id");
    } else {
        // Any other type as a sample of its own: the same for the same document.
        Field plain = *id;
        plain.name = key;
        SampleRandom rng = SampleRandom::forValue(mOptions.seed, entity.id, index, path);
        appendScalarSample(out, key, plain, rng, entity.name);
    }
}

void DocumentGenerator::appendKeyOf(bson_t *out, const char *key, const Entity &entity,
    const std::string &keyPath, int64_t index) const
{
    if (keyPath == "_id")
        appendId(out, key, entity, index);
    else
        appendFieldValue(out, key, entity, keyPath, index);
}

void DocumentGenerator::appendReference(bson_t *out, const char *key, const Relationship &rel,
    const Entity &target, const std::string &keyPath, int64_t index) const
{
    if (rel.referenceStyle != ReferenceStyle::DbRef) {
        appendKeyOf(out, key, target, keyPath, index);
        return;
    }
    // DBRef fields in the order MongoDB defines: $ref, $id, $db.
    bson_t ref;
    bson_append_document_begin(out, key, -1, &ref);
    bson_append_utf8(&ref, "$ref", -1, target.name.c_str(), -1);
    appendKeyOf(&ref, "$id", target, keyPath, index);
    if (!mModel.database.empty())
        bson_append_utf8(&ref, "$db", -1, mModel.database.c_str(), -1);
    bson_append_document_end(out, &ref);
}

void DocumentGenerator::appendFieldValue(bson_t *out, const char *key, const Entity &entity,
    const std::string &path, int64_t index, int hops) const
{
    if (path == "_id")
        return appendId(out, key, entity, index);
    // What a relationship writes wins over a declaration of the same name,
    // as in the documents themselves.
    if (appendWrittenValue(out, key, entity, path, index, hops))
        return;
    const Field *field = findFieldPath(entity.fields, path);
    if (!field) {
        bson_append_null(out, key, -1);
        return;
    }
    Field renamed = *field;
    renamed.name = key;
    // A nested field is written with its object's index: n * 1000 a level.
    int64_t at = index;
    for (const char c : path)
        if (c == '.')
            at = nestedIndex(at, 0);
    writeField(out, entity, renamed, at, path);
}

bool DocumentGenerator::appendWrittenValue(bson_t *out, const char *key, const Entity &entity,
    const std::string &path, int64_t index, int hops) const
{
    // The same parent writeAsChild gives the document at this index; a
    // cycle of copies ends after a few hops with null.
    constexpr int kMaxHops = 8;
    if (hops >= kMaxHops)
        return false;
    for (const Relationship *each : links(entity.id).relationships) {
        const Relationship &rel = *each;
        const Entity *parent = rel.manyId == entity.id && !rel.tree ? entityById(rel.oneId) : nullptr;
        if (!parent)
            continue;
        const int64_t parentIndex = index / typicalAtLeastOne(rel);
        if (namesOf(rel).child == path) {
            appendReference(out, key, rel, *parent, rel.oneKey, parentIndex);
            return true;
        }
        for (const DenormalizedField &copy : writtenCopies(rel))
            if (copy.direction == CopyDirection::IntoMany && copyPath(rel, copy) == path) {
                appendFieldValue(out, key, *parent, copy.field, parentIndex, hops + 1);
                return true;
            }
    }
    return false;
}

void DocumentGenerator::writeAsParent(bson_t *out, const Entity &parent, const Relationship &rel,
    int64_t index, CountMode mode, int depth, Build &build) const
{
    const Entity *child = entityById(rel.manyId);
    const std::string &field = namesOf(rel).parent;
    if (!child || field.empty())
        return;
    const bool single = rel.cardinality == Cardinality::OneToOne;
    int64_t count = childCount(rel, mode);
    if (rel.strategy == Strategy::EmbedSubset && rel.subset)
        count = std::min(count, rel.subset->k);
    // No more seats in a section than its capacity says.
    if (const Field *capacity = strategyEmbeds(rel.strategy) && !single ? links(parent.id).capacity : nullptr)
        if (const std::optional<int64_t> most = wholeValue(parent, capacity->name, index))
            count = std::clamp<int64_t>(*most, 0, count);
    const int64_t first = index * typicalAtLeastOne(rel);
    // A graph's document refers to the ones after it (wrapping round among
    // the previewed ones, or as many as it needs), never to itself.
    const int64_t nodes = std::max<int64_t>({ mOptions.count, count + 1, 2 });
    const auto childAt = [&](int64_t i) {
        return rel.isGraph() ? (index + 1 + i % (nodes - 1)) % nodes : first + i;
    };

    auto appendChild = [&](bson_t *target, const char *key, int64_t childIndex) {
        if (strategyEmbeds(rel.strategy)) {
            bson_t doc;
            bson_append_document_begin(target, key, -1, &doc);
            build.open.push_back(&doc.len);
            // A copy of a collection's document (a subset, or embedded and
            // kept both ways) keeps its _id: it matches its original.
            if (child->isCollection())
                appendId(&doc, "_id", *child, childIndex);
            writeEntity(&doc, *child, childIndex, mode, depth + 1, build, { &rel, index });
            build.open.pop_back();
            bson_append_document_end(target, &doc);
            return;
        }
        if (!writesCopy(rel, CopyDirection::IntoOne)) {
            appendReference(target, key, rel, *child, rel.manyKey, childIndex);
            return;
        }
        // An extended reference: the id and copies of a few child fields.
        bson_t doc;
        bson_append_document_begin(target, key, -1, &doc);
        appendReference(&doc, "id", rel, *child, rel.manyKey, childIndex);
        for (const DenormalizedField &copy : writtenCopies(rel))
            if (copy.direction == CopyDirection::IntoOne)
                appendFieldValue(&doc, copy.name().c_str(), *child,
                    copy.field, childIndex);
        bson_append_document_end(target, &doc);
    };

    // Past the limit the document stops growing; the top level says where.
    auto passed = [&](int64_t written) {
        if (!build.passedLimit())
            return false;
        if (depth == 0 && !build.crossing)
            build.crossing = LimitCrossing { field, written, single ? 1 : count };
        return true;
    };
    if (single) {
        if (count > 0) {
            appendChild(out, field.c_str(), childAt(0));
            passed(1);
        }
    } else {
        bson_t array;
        bson_append_array_begin(out, field.c_str(), -1, &array);
        build.open.push_back(&array.len);
        for (int64_t i = 0; i < count; ++i) {
            appendChild(&array, std::to_string(i).c_str(), childAt(i));
            if (passed(i + 1))
                break;
        }
        build.open.pop_back();
        bson_append_array_end(out, &array);
    }
    if (const std::string countName = subsetCountField(rel); !countName.empty())
        bson_append_int64(out, countName.c_str(), -1, childCount(rel, mode));
}

void DocumentGenerator::writeAsChild(bson_t *out, const Relationship &rel, int64_t parentIndex,
    std::set<std::string> &written) const
{
    const Entity *parent = entityById(rel.oneId);
    if (!parent)
        return;
    const std::string &field = namesOf(rel).child;
    // Many-to-many: each child has several parents, its reference (and each
    // copy beside it) an array with one entry per parent; two in a sample.
    const bool several = rel.cardinality == Cardinality::ManyToMany;
    const std::vector<int64_t> parents = several ? std::vector<int64_t> { parentIndex, parentIndex + 1 }
                                                 : std::vector<int64_t> { parentIndex };
    // Writes one value per parent under `key`: the value itself, or an array of them.
    const auto perParent = [&](bson_t *target, const char *key, const auto &writeOne) {
        if (!several)
            return writeOne(target, key, parentIndex);
        bson_t array;
        bson_append_array_begin(target, key, -1, &array);
        for (size_t i = 0; i < parents.size(); ++i)
            writeOne(&array, std::to_string(i).c_str(), parents[i]);
        bson_append_array_end(target, &array);
    };
    if (!rel.referenceObject.empty()) {
        // assignee: {_id, name, avatarUrl}
        if (field.empty() || !written.insert(rel.referenceObject).second)
            return;
        perParent(out, rel.referenceObject.c_str(), [&](bson_t *target, const char *key, int64_t at) {
            bson_t object;
            bson_append_document_begin(target, key, -1, &object);
            appendReference(&object, field.c_str() + rel.referenceObject.size() + 1, rel, *parent, rel.oneKey, at);
            for (const DenormalizedField &copy : writtenCopies(rel))
                if (copy.direction == CopyDirection::IntoMany)
                    appendFieldValue(&object, copy.name().c_str(), *parent, copy.field, at);
            bson_append_document_end(target, &object);
        });
        return;
    }
    if (!field.empty() && written.insert(field).second)
        perParent(out, field.c_str(), [&](bson_t *target, const char *key, int64_t at) {
            appendReference(target, key, rel, *parent, rel.oneKey, at);
        });
    for (const DenormalizedField &copy : writtenCopies(rel)) {
        const std::string &name = copy.name();
        if (copy.direction == CopyDirection::IntoMany && written.insert(name).second)
            perParent(out, name.c_str(), [&](bson_t *target, const char *key, int64_t at) {
                appendFieldValue(target, key, *parent, copy.field, at);
            });
    }
}

} // namespace docmodel
