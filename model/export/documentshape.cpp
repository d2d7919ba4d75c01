#include "documentshape.h"

#include "schema/derivedfields.h"

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

// The value that points at a document of target: its _id, or a DBRef.
Field referenceField(const Model &model, const Relationship &rel, const Entity &target,
    const std::string &name)
{
    if (rel.referenceStyle != ReferenceStyle::DbRef)
        return idField(target, name);
    Field ref = makeField(name, { BsonType::Object });
    ref.fields.push_back(makeField("$ref", { BsonType::String }, true));
    ref.fields.push_back(idField(target, "$id"));
    if (!model.database.empty())
        ref.fields.push_back(makeField("$db", { BsonType::String }));
    return ref;
}

Field copyField(const Entity &source, const DenormalizedField &copy)
{
    const std::string name = copy.as.empty() ? copy.field : copy.as;
    if (copy.field == "_id")
        return idField(source, name);
    const Field *field = findFieldPath(source.fields, copy.field);
    Field out = field ? *field : makeField(name, {});
    out.name = name;
    out.required = false;
    out.description = "copy of " + source.name + "." + copy.field;
    return out;
}

std::string origin(const Model &model, const Relationship &rel)
{
    const Entity *one = model.findEntity(rel.oneId);
    const Entity *many = model.findEntity(rel.manyId);
    return std::string(toString(rel.strategy)) + " " + (one ? one->name : rel.oneId) + " -> "
        + (many ? many->name : rel.manyId);
}

std::vector<Field> fieldsAt(const Model &model, const Entity &entity, int depth);

void addParentSide(const Model &model, const Relationship &rel, std::vector<Field> &out, int depth)
{
    const Entity *child = model.findEntity(rel.manyId);
    const std::string name = parentFieldName(model, rel);
    if (!child || name.empty())
        return;
    const bool single = rel.cardinality == Cardinality::OneToOne;
    Field element = makeField(name, { BsonType::Object });
    if (strategyEmbeds(rel.strategy)) {
        if (rel.strategy == Strategy::EmbedSubset && child->isCollection())
            element.fields.push_back(idField(*child, "_id"));
        if (depth < kMaxDepth)
            for (Field &field : fieldsAt(model, *child, depth + 1))
                element.fields.push_back(std::move(field));
    } else if (std::ranges::none_of(rel.denormalized,
                   [](const DenormalizedField &d) { return d.direction == CopyDirection::IntoOne; })) {
        element = referenceField(model, rel, *child, name);
    } else {
        element.fields.push_back(referenceField(model, rel, *child, "id"));
        for (const DenormalizedField &copy : rel.denormalized)
            if (copy.direction == CopyDirection::IntoOne)
                element.fields.push_back(copyField(*child, copy));
    }
    element.required = false;
    element.description = origin(model, rel);
    if (!single) {
        element.array = true;
        std::optional<int64_t> max = rel.counts.max;
        if (rel.strategy == Strategy::EmbedSubset && rel.subset)
            max = std::min(max.value_or(rel.subset->k), rel.subset->k);
        element.maxItems = max;
    }
    out.push_back(std::move(element));
    if (rel.subset && !rel.subset->countField.empty()) {
        Field count = makeField(rel.subset->countField, { BsonType::Long });
        count.description = "count of " + child->name + " (" + origin(model, rel) + ")";
        out.push_back(std::move(count));
    }
}

void addChildSide(const Model &model, const Relationship &rel, std::vector<Field> &out)
{
    const Entity *parent = model.findEntity(rel.oneId);
    if (!parent)
        return;
    const std::string name = childFieldName(model, rel);
    if (!name.empty()) {
        Field ref = referenceField(model, rel, *parent, name);
        ref.required = true;
        ref.description = origin(model, rel);
        out.push_back(std::move(ref));
    }
    for (const DenormalizedField &copy : rel.denormalized)
        if (copy.direction == CopyDirection::IntoMany)
            out.push_back(copyField(*parent, copy));
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
        Field parent = idField(entity, "parent");
        if (!parent.types.empty() && !parent.hasType(BsonType::Null))
            parent.types.push_back(BsonType::Null); // the root has none
        add(parent);
    };
    auto idArray = [&](const std::string &name) {
        Field ids = idField(entity, name);
        ids.array = true;
        add(ids);
    };
    switch (tree.encoding) {
    case TreeEncoding::ParentRefs:
        parentRef();
        break;
    case TreeEncoding::ChildRefs:
        idArray("children");
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
        add(idField(entity, tree.threadField));
}

std::vector<Field> fieldsAt(const Model &model, const Entity &entity, int depth)
{
    std::vector<Field> out;
    const bool topCollection = entity.isCollection() && depth == 0;
    if (topCollection)
        out.push_back(idField(entity, "_id"));
    const Field *embeddedId = nullptr;
    for (const Field &field : entity.fields) {
        if (field.name == "_id") {
            embeddedId = &field;
            continue;
        }
        if (!relationshipWritesField(model, entity, field.name))
            out.push_back(field);
    }
    if (embeddedId && !entity.isCollection())
        out.push_back(*embeddedId);
    for (const Relationship &rel : model.relationships) {
        if (rel.tree) {
            if (rel.oneId == entity.id && depth == 0)
                addTree(entity, rel, out);
            continue;
        }
        if (rel.oneId == entity.id)
            addParentSide(model, rel, out, depth);
        if (rel.manyId == entity.id && depth == 0)
            addChildSide(model, rel, out);
    }
    return out;
}

} // namespace

std::vector<Field> documentFields(const Model &model, const Entity &entity)
{
    return fieldsAt(model, entity, 0);
}

} // namespace docmodel
