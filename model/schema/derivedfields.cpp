// SPDX-License-Identifier: GPL-3.0-or-later
#include "derivedfields.h"

#include <algorithm>

namespace docmodel {

namespace {

std::string entityName(const Model &model, const std::string &id)
{
    const Entity *entity = model.findEntity(id);
    return entity ? entity->name : id;
}

bool isSingleChild(const Relationship &rel)
{
    return rel.cardinality == Cardinality::OneToOne;
}

// Checks a path against a list of fields, descending through nested ones.
bool fieldsHavePath(const std::vector<Field> &fields, std::string_view path)
{
    const auto dot = path.find('.');
    const std::string_view head = path.substr(0, dot);
    for (const Field &field : fields) {
        if (field.name != head)
            continue;
        if (dot == std::string_view::npos)
            return true;
        // A free-form object (or a field of any type) may hold anything.
        if (field.fields.empty() && (field.types.empty() || field.isObject()))
            return true;
        std::string_view rest = path.substr(dot + 1);
        // A map's key is data: any one stands for all ("scores.2024.points").
        if (field.map) {
            const auto keyEnd = rest.find('.');
            if (keyEnd == std::string_view::npos || field.fields.empty())
                return true;
            rest = rest.substr(keyEnd + 1);
        }
        // Skip an array position such as "items.0.name".
        const auto nextDot = rest.find('.');
        const std::string_view next = rest.substr(0, nextDot);
        if (field.array && !next.empty()
            && std::all_of(next.begin(), next.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            if (nextDot == std::string_view::npos)
                return true;
            rest = rest.substr(nextDot + 1);
        }
        return fieldsHavePath(field.fields, rest);
    }
    return false;
}

} // namespace

std::vector<std::string> treeFieldNames(const TreeOptions &tree)
{
    std::vector<std::string> names;
    switch (tree.encoding) {
    case TreeEncoding::ParentRefs:
        names = { tree.parent() };
        break;
    case TreeEncoding::ChildRefs:
        names = { tree.children() };
        break;
    case TreeEncoding::Ancestors:
        names = { "ancestors", tree.parent() };
        break;
    case TreeEncoding::MaterializedPath:
        names = { "path" };
        break;
    case TreeEncoding::NestedSets:
        names = { tree.parent(), "left", "right" };
        break;
    }
    if (!tree.depthField.empty())
        names.push_back(tree.depthField);
    if (!tree.threadField.empty())
        names.push_back(tree.threadField);
    return names;
}

std::string parentFieldName(const Model &model, const Relationship &rel)
{
    if (rel.tree)
        return {};
    const bool writesParent = strategyEmbeds(rel.strategy) || strategyPutsIdsInParent(rel.strategy)
        || writesCopy(rel, CopyDirection::IntoOne);
    if (!writesParent)
        return {};
    if (!rel.oneField.empty())
        return rel.oneField;
    const std::string child = entityName(model, rel.manyId);
    if (model.naming == DerivedNaming::Legacy) {
        if (strategyEmbeds(rel.strategy))
            return isSingleChild(rel) ? legacySingular(child) : child;
        return legacySingular(child) + (isSingleChild(rel) ? "_id" : "_ids");
    }
    if (strategyEmbeds(rel.strategy))
        return isSingleChild(rel) ? singular(child) : plural(child);
    return referenceName(child, !isSingleChild(rel),
        caseStyleOf(model.findEntity(rel.oneId), model.findEntity(rel.manyId)));
}

bool isStoredTwice(const Model &model, const Relationship &rel)
{
    if (rel.strategy != Strategy::Embed || rel.isSelf())
        return false;
    const Entity *child = model.findEntity(rel.manyId);
    return child && child->isCollection();
}

std::string parentReferenceName(const Model &model, const Relationship &rel)
{
    if (!rel.referenceObject.empty() && !rel.tree) {
        // Inside the object the reference is named as the key it holds.
        const auto dot = rel.oneKey.rfind('.');
        return rel.referenceObject + "."
            + (dot == std::string::npos ? rel.oneKey : rel.oneKey.substr(dot + 1));
    }
    if (!rel.manyField.empty())
        return rel.manyField;
    const std::string parent = entityName(model, rel.oneId);
    if (model.naming == DerivedNaming::Legacy)
        return legacySingular(parent) + "_id";
    return referenceName(parent, false,
        caseStyleOf(model.findEntity(rel.manyId), model.findEntity(rel.oneId)));
}

std::string copyPath(const Relationship &rel, const DenormalizedField &copy)
{
    return rel.referenceObject.empty() || copy.direction != CopyDirection::IntoMany
        ? copy.name()
        : rel.referenceObject + "." + copy.name();
}

std::string childFieldName(const Model &model, const Relationship &rel)
{
    if (rel.tree)
        return {};
    std::string name = parentReferenceName(model, rel);
    if (strategyPutsIdInChild(rel.strategy))
        return name;
    // The collection's copy says whose it is, as the embedded one does by
    // where it is; the preview then embeds each parent's own children.
    const Entity *child = model.findEntity(rel.manyId);
    if (isStoredTwice(model, rel) && findFieldPath(child->fields, name))
        return name;
    return {};
}

std::string referenceKeysText(const Model &model, const Relationship &rel)
{
    std::string out;
    auto add = [&](const std::string &field, const std::string &entityId, const std::string &key) {
        if (key == "_id" || field.empty())
            return;
        out += (out.empty() ? "" : "; ") + keyLabel(field, entityName(model, entityId), key);
    };
    if (rel.tree) {
        add(treeFieldNames(*rel.tree).front(), rel.oneId, rel.oneKey);
        return out;
    }
    add(childFieldName(model, rel), rel.oneId, rel.oneKey);
    if (strategyPutsIdsInParent(rel.strategy))
        add(parentFieldName(model, rel), rel.manyId, rel.manyKey);
    return out;
}

std::vector<WrittenField> fieldsWrittenBy(const Model &model, const Relationship &rel)
{
    using Role = WrittenField::Role;
    std::vector<WrittenField> out;
    if (std::string field = parentFieldName(model, rel); !field.empty())
        out.push_back({ rel.oneId, std::move(field), Role::ParentField });
    if (std::string count = subsetCountField(rel); !count.empty())
        out.push_back({ rel.oneId, std::move(count), Role::SubsetCount });
    if (rel.tree)
        for (std::string &name : treeFieldNames(*rel.tree))
            out.push_back({ rel.oneId, std::move(name), Role::Tree });
    const std::string reference = childFieldName(model, rel);
    if (!rel.referenceObject.empty()) {
        if (!reference.empty())
            out.push_back({ rel.manyId, rel.referenceObject, Role::ReferenceObject });
        return out;
    }
    if (!reference.empty())
        out.push_back({ rel.manyId, reference, Role::ChildReference });
    for (const DenormalizedField &copy : writtenCopies(rel))
        if (copy.direction == CopyDirection::IntoMany)
            out.push_back({ rel.manyId, copy.name(), Role::Copy, size_t(&copy - rel.denormalized.data()) });
    return out;
}

std::optional<Relationship> renameWrittenField(
    const Relationship &rel, const WrittenField &field, const std::string &name)
{
    Relationship out = rel;
    switch (field.role) {
    case WrittenField::Role::ParentField:
        out.oneField = name;
        return out;
    case WrittenField::Role::ChildReference:
        out.manyField = name;
        return out;
    case WrittenField::Role::Copy:
        if (field.copy >= out.denormalized.size())
            return std::nullopt;
        // Named as its source again: no name of its own to keep.
        out.denormalized[field.copy].as = name == out.denormalized[field.copy].field ? std::string() : name;
        return out;
    case WrittenField::Role::SubsetCount:
    case WrittenField::Role::Tree:
    case WrittenField::Role::ReferenceObject:
        break;
    }
    return std::nullopt;
}

namespace {
// Embedding cycles are a validation error; the depth bound keeps this
// function safe on such a model anyway.
constexpr int kMaxEmbedDepth = 32;

bool entityHasPathAt(const Model &model, const Entity &entity, std::string_view path, int depth)
{
    if (depth > kMaxEmbedDepth)
        return false;
    if (path == "_id" || fieldsHavePath(entity.fields, path))
        return true;
    const std::string_view head = path.substr(0, path.find('.'));
    for (const Relationship &rel : model.relationships) {
        if (rel.tree && rel.oneId == entity.id) {
            for (const std::string &name : treeFieldNames(*rel.tree))
                if (name == head)
                    return true;
            continue;
        }
        if (rel.oneId == entity.id) {
            const std::string field = parentFieldName(model, rel);
            if (!field.empty() && field == head) {
                const Entity *child = model.findEntity(rel.manyId);
                const auto dot = path.find('.');
                if (dot == std::string_view::npos || !child)
                    return true;
                std::string_view rest = path.substr(dot + 1);
                if (!strategyEmbeds(rel.strategy))
                    return true; // copies and ids: free-form enough to accept
                if (entityHasPathAt(model, *child, rest, depth + 1))
                    return true;
            }
            if (!head.empty() && subsetCountField(rel) == head)
                return true;
        }
        if (rel.manyId == entity.id) {
            const std::string reference = childFieldName(model, rel);
            if (reference == path || reference == head)
                return true;
            for (const DenormalizedField &copy : writtenCopies(rel))
                if (copy.direction == CopyDirection::IntoMany
                    && (copyPath(rel, copy) == path || copyPath(rel, copy) == head))
                    return true;
            // The reference object itself, as a whole.
            if (!reference.empty() && !rel.referenceObject.empty() && path == rel.referenceObject)
                return true;
        }
    }
    return false;
}

} // namespace

bool entityHasPath(const Model &model, const Entity &entity, std::string_view path)
{
    return entityHasPathAt(model, entity, path, 0);
}

bool strategyKeepsCopy(Strategy strategy, CopyDirection direction)
{
    return direction == CopyDirection::IntoMany ? strategyPutsIdInChild(strategy)
                                                : !strategyEmbeds(strategy);
}

std::vector<std::reference_wrapper<const DenormalizedField>> writtenCopies(const Relationship &rel)
{
    std::vector<std::reference_wrapper<const DenormalizedField>> out;
    for (const DenormalizedField &copy : rel.denormalized)
        if (rel.tree || strategyKeepsCopy(rel.strategy, copy.direction))
            out.push_back(std::cref(copy));
    return out;
}

bool writesCopy(const Relationship &rel, CopyDirection direction)
{
    return std::ranges::any_of(writtenCopies(rel), [direction](const DenormalizedField &copy) {
        return copy.direction == direction;
    });
}

Relationship relationshipForStrategy(const Relationship &rel, Strategy strategy, size_t *unwritten)
{
    Relationship out = rel;
    out.strategy = strategy;
    if (strategy == Strategy::EmbedSubset && !out.subset)
        out.subset = SubsetOptions {};
    // Default subset options go as they came, so that a change and its
    // reverse give the relationship back; chosen ones stay for a return.
    if (rel.strategy == Strategy::EmbedSubset && strategy != Strategy::EmbedSubset && out.subset == SubsetOptions {})
        out.subset.reset();
    // Written before and not after: a change back to a strategy that
    // writes them again stops writing none.
    if (unwritten)
        *unwritten = size_t(std::ranges::count_if(writtenCopies(rel), [&out](const DenormalizedField &copy) {
            return !out.tree && !strategyKeepsCopy(out.strategy, copy.direction);
        }));
    return out;
}

} // namespace docmodel
