// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentshape.h"

#include "schema/derivedfields.h"
#include "schema/regexescape.h"

#include <algorithm>

namespace docmodel {

namespace {

constexpr int kMaxDepth = 8; // as the preview: embedding cycles are invalid, this keeps them finite

Field idField(const Entity &entity, const std::string &name)
{
    for (const Field &field : entity.fields)
        if (field.name == "_id") {
            Field id = field;
            id.name = name;
            id.description.clear();
            return id;
        }
    return makeField(name, { BsonType::ObjectId }, true);
}

// A field holding the value of target's key: of its type, whatever the
// key's own constraints (a reference repeats a value, it is no key itself).
Field keyField(const Entity &target, const std::string &key, const std::string &name)
{
    if (key == "_id")
        return idField(target, name);
    const Field *field = findFieldPath(target.fields, key);
    Field out = field ? *field : makeField(name, {});
    out.name = name;
    out.description.clear();
    out.array = false;
    return out;
}

// The value that points at a document of target: its key, or a DBRef.
Field referenceField(const Model &model, const Relationship &rel, const Entity &target,
    const std::string &key, const std::string &name)
{
    if (rel.referenceStyle != ReferenceStyle::DbRef)
        return keyField(target, key, name);
    Field ref = makeField(name, { BsonType::Object });
    ref.fields.push_back(makeField("$ref", { BsonType::String }, true));
    ref.fields.push_back(keyField(target, key, "$id"));
    if (!model.database.empty())
        ref.fields.push_back(makeField("$db", { BsonType::String }));
    return ref;
}

// A copy holds its source's value: the source field's type, values and
// constraints, never required (documents written before the copy lack it).
Field copyField(const Field *source, const Entity &from, const DenormalizedField &copy)
{
    const std::string &name = copy.name();
    Field out = source ? *source : makeField(name, {});
    out.name = name;
    out.required = false;
    out.description = "copy of " + from.name + "." + copy.field;
    return out;
}

std::string origin(const Relationship &rel, const Entity *one, const Entity *many)
{
    return std::string(toString(rel.strategy)) + " " + (one ? one->name : rel.oneId) + " -> "
        + (many ? many->name : rel.manyId);
}

// A field the relationship writes into its children: there only when the
// relationship's condition holds, and described so.
void markConditional(const Relationship &rel, Field &field)
{
    const PresenceCondition *condition = referenceCondition(rel);
    if (!condition)
        return;
    field.presentWhen = *condition;
    field.description += (field.description.empty() ? "" : "; ") + presenceText(*condition);
}

void addTree(const Entity &entity, const Relationship &rel, std::vector<Field> &out)
{
    const TreeOptions &tree = *rel.tree;
    const std::string what = "tree (" + std::string(toString(tree.encoding)) + ")";
    auto add = [&](Field field) {
        field.required = true;
        field.description = what;
        out.push_back(std::move(field));
    };
    auto parentRef = [&] {
        Field parent = keyField(entity, rel.oneKey, tree.parent());
        if (!parent.types.empty() && !parent.hasType(BsonType::Null))
            parent.types.push_back(BsonType::Null); // the root has none
        add(parent);
        out.back().required = !rel.optionalReference; // a root without the field at all
    };
    auto idArray = [&](const std::string &name) {
        Field ids = keyField(entity, rel.oneKey, name);
        ids.array = true;
        add(ids);
    };
    switch (tree.encoding) {
    case TreeEncoding::ParentRefs:
        parentRef();
        break;
    case TreeEncoding::ChildRefs:
        idArray(tree.children());
        break;
    case TreeEncoding::Ancestors:
        idArray("ancestors");
        parentRef();
        break;
    case TreeEncoding::MaterializedPath:
        add(makeField("path", { BsonType::String, BsonType::Null }));
        break;
    case TreeEncoding::NestedSets:
        parentRef();
        add(makeField("left", { BsonType::Int }));
        add(makeField("right", { BsonType::Int }));
        break;
    }
    if (!tree.depthField.empty())
        add(makeField(tree.depthField, { BsonType::Int }));
    if (!tree.threadField.empty())
        add(keyField(entity, rel.oneKey, tree.threadField));
}

} // namespace

DocumentShapes::DocumentShapes(const Model &model)
    : mModel(model)
{
    std::unordered_map<std::string, const Entity *> entities;
    for (const Entity &entity : model.entities)
        entities.emplace(entity.id, &entity);
    auto find = [&](const std::string &id) {
        const auto it = entities.find(id);
        return it == entities.end() ? nullptr : it->second;
    };
    for (const Relationship &rel : model.relationships) {
        Link link { &rel, find(rel.oneId), find(rel.manyId), parentFieldName(model, rel),
            childFieldName(model, rel) };
        for (WrittenField &written : fieldsWrittenBy(model, rel))
            mWrittenNames[written.entityId].insert(std::move(written.name));
        mLinksByEntity[rel.oneId].push_back(mLinks.size());
        if (rel.manyId != rel.oneId)
            mLinksByEntity[rel.manyId].push_back(mLinks.size());
        mLinks.push_back(std::move(link));
    }
}

bool DocumentShapes::written(const Entity &entity, const std::string &name) const
{
    const auto it = mWrittenNames.find(entity.id);
    return it != mWrittenNames.end() && it->second.contains(name);
}

std::vector<Field> DocumentShapes::fields(const Entity &entity) const
{
    return fieldsAt(entity, 0);
}

void DocumentShapes::addParentSide(const Link &link, std::vector<Field> &out, int depth) const
{
    const Relationship &rel = *link.rel;
    const Entity *child = link.many;
    const std::string &name = link.parentField;
    if (!child || name.empty())
        return;
    const bool single = rel.cardinality == Cardinality::OneToOne;
    Field element = makeField(name, { BsonType::Object });
    if (strategyEmbeds(rel.strategy)) {
        // Copies of a collection's documents keep their _id: each can be
        // matched to its original (a subset, or embedded and kept both ways).
        if (child->isCollection())
            element.fields.push_back(idField(*child, "_id"));
        if (depth < kMaxDepth)
            for (Field &field : fieldsAt(*child, depth + 1))
                element.fields.push_back(std::move(field));
    } else if (!writesCopy(rel, CopyDirection::IntoOne)) {
        element = referenceField(mModel, rel, *child, rel.manyKey, name);
    } else {
        element.fields.push_back(referenceField(mModel, rel, *child, rel.manyKey, "id"));
        for (const DenormalizedField &copy : writtenCopies(rel))
            if (copy.direction == CopyDirection::IntoOne)
                element.fields.push_back(copyOf(*child, copy, depth));
    }
    // A declared minimum of one child: every parent holds the field.
    element.required = rel.counts.min >= 1;
    element.description = origin(rel, link.one, link.many);
    if (!single) {
        element.array = true;
        std::optional<int64_t> max = rel.counts.max;
        if (rel.strategy == Strategy::EmbedSubset && rel.subset)
            max = std::min(max.value_or(rel.subset->k), rel.subset->k);
        // A sampled maximum is the most seen, not a limit the data keeps.
        element.maxItems = rel.counts.estimated ? std::nullopt : max;
    }
    out.push_back(std::move(element));
    if (const std::string countName = subsetCountField(rel); !countName.empty()) {
        Field count = makeField(countName, { BsonType::Long });
        count.description
            = "count of " + child->name + " (" + origin(rel, link.one, link.many) + ")";
        out.push_back(std::move(count));
    }
}

namespace {

// What a child holds where it names no parent: null unless the data says
// it only lacks the field, and its placeholder strings ("NULL", "") exactly.
void allowNoParent(const Relationship &rel, Field &ref)
{
    if (ref.types.empty())
        return; // any type already
    if (referenceAllowsNull(rel) && !ref.hasType(BsonType::Null))
        ref.types.push_back(BsonType::Null);
    if (rel.placeholders.empty() || ref.hasType(BsonType::String))
        return; // a string key's references are any string
    ref.types.push_back(BsonType::String);
    std::string alternatives;
    for (size_t i = 0; i < rel.placeholders.size(); ++i)
        alternatives += (i > 0 ? "|" : "") + regexEscape(rel.placeholders[i]);
    ref.pattern = "^(?:" + alternatives + ")$";
}

} // namespace

void DocumentShapes::addChildSide(const Link &link, std::vector<Field> &out) const
{
    const Relationship &rel = *link.rel;
    const Entity *parent = link.one;
    if (!parent)
        return;
    const std::string &name = link.childField;
    // Two relationships to one parent (a reference and a subset) share it.
    const auto declared = [&out](const std::string &field) {
        return std::ranges::any_of(out, [&](const Field &f) { return f.name == field; });
    };
    // Many-to-many: a child has several parents, so its reference (and each
    // copy beside it) is an array, one entry per parent.
    const bool several = rel.cardinality == Cardinality::ManyToMany;
    const auto reference = [&](const std::string &fieldName) {
        Field ref = referenceField(mModel, rel, *parent, rel.oneKey, fieldName);
        ref.required = !rel.optionalReference;
        if (several)
            ref.array = true;
        else
            allowNoParent(rel, ref);
        ref.description = origin(rel, link.one, link.many);
        return ref;
    };
    // The reference itself: conditional unless inside its object, which is.
    const auto conditionalReference = [&](const std::string &fieldName) {
        Field ref = reference(fieldName);
        markConditional(rel, ref);
        return ref;
    };
    if (!rel.referenceObject.empty()) {
        // assignee: {_id, name, avatarUrl}: the object is there (or null)
        // exactly when the reference is.
        if (name.empty() || declared(rel.referenceObject))
            return;
        Field object = makeField(rel.referenceObject, { BsonType::Object }, !rel.optionalReference);
        if (referenceAllowsNull(rel) && !several)
            object.types.push_back(BsonType::Null);
        object.description = origin(rel, link.one, link.many);
        markConditional(rel, object);
        object.array = several;
        object.fields = { reference(name.substr(rel.referenceObject.size() + 1)) };
        object.fields.front().array = false; // the object is the array's entry
        object.fields.front().required = true;
        object.fields.front().description.clear();
        std::erase(object.fields.front().types, BsonType::Null);
        for (const DenormalizedField &copy : writtenCopies(rel))
            if (copy.direction == CopyDirection::IntoMany)
                object.fields.push_back(copyOf(*parent, copy, 0));
        out.push_back(std::move(object));
        return;
    }
    if (!name.empty() && !declared(name))
        out.push_back(conditionalReference(name));
    for (const DenormalizedField &copy : writtenCopies(rel))
        if (copy.direction == CopyDirection::IntoMany && !declared(copy.name())) {
            out.push_back(copyOf(*parent, copy, 0));
            out.back().array = out.back().array || several;
            markConditional(rel, out.back());
        }
}

Field DocumentShapes::copyOf(const Entity &source, const DenormalizedField &copy, int depth) const
{
    const std::optional<Field> field = sourceField(source, copy.field, depth);
    return copyField(field ? &*field : nullptr, source, copy);
}

std::optional<Field> DocumentShapes::sourceField(
    const Entity &source, const std::string &path, int depth) const
{
    if (path == "_id")
        return idField(source, path);
    // What a relationship writes into the source: its reference to its own
    // parent, or a copy it holds in turn (copying orgId into tasks from users).
    if (const auto links = mLinksByEntity.find(source.id);
        links != mLinksByEntity.end() && depth < kMaxDepth)
        for (size_t i : links->second) {
            const Link &link = mLinks[i];
            if (link.rel->manyId != source.id || !link.one || link.rel->tree)
                continue;
            if (link.childField == path) {
                Field ref = referenceField(mModel, *link.rel, *link.one, link.rel->oneKey, path);
                allowNoParent(*link.rel, ref);
                return ref;
            }
            for (const DenormalizedField &copy : writtenCopies(*link.rel))
                if (copy.direction == CopyDirection::IntoMany && copyPath(*link.rel, copy) == path)
                    return copyOf(*link.one, copy, depth + 1);
        }
    if (const Field *declared = findFieldPath(source.fields, path))
        return *declared;
    return std::nullopt;
}

std::vector<Field> DocumentShapes::fieldsAt(const Entity &entity, int depth) const
{
    std::vector<Field> out;
    out.reserve(entity.fields.size() + 1);
    const bool topCollection = entity.isCollection() && depth == 0;
    if (topCollection)
        out.push_back(idField(entity, "_id"));
    const Field *embeddedId = nullptr;
    // A declared field a relationship writes keeps its place (the order a
    // person or an imported schema gave); the relationship says what it holds.
    std::map<std::string, size_t> declaredPlace;
    for (const Field &field : entity.fields) {
        if (field.name == "_id") {
            embeddedId = &field;
            continue;
        }
        if (written(entity, field.name))
            declaredPlace.emplace(field.name, out.size());
        out.push_back(field);
    }
    if (embeddedId && !entity.isCollection())
        out.push_back(*embeddedId);
    std::vector<Field> fromLinks;
    if (const auto links = mLinksByEntity.find(entity.id); links != mLinksByEntity.end())
        for (size_t i : links->second) {
            const Link &link = mLinks[i];
            const Relationship &rel = *link.rel;
            if (rel.tree) {
                if (rel.oneId == entity.id && depth == 0)
                    addTree(entity, rel, fromLinks);
                continue;
            }
            if (rel.oneId == entity.id)
                addParentSide(link, fromLinks, depth);
            if (rel.manyId == entity.id) // embedded documents keep their references too
                addChildSide(link, fromLinks);
        }
    std::vector<bool> replaced(out.size(), false);
    for (Field &field : fromLinks) {
        const auto place = declaredPlace.find(field.name);
        if (place == declaredPlace.end() || replaced[place->second]) {
            out.push_back(std::move(field));
        } else {
            out[place->second] = std::move(field);
            replaced[place->second] = true;
        }
    }
    // A declared name no relationship wrote after all stays as declared.
    return out;
}

std::vector<Field> documentFields(const Model &model, const Entity &entity)
{
    return DocumentShapes(model).fields(entity);
}

} // namespace docmodel
