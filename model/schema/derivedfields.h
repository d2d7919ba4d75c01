// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "derivednames.h"
#include "model.h"

#include <optional>
#include <functional>
#include <string>
#include <vector>

namespace docmodel {

// The field a relationship writes into the parent ("one") document: the
// embedded document or array, the child id array, or the subset array.
// Empty when the strategy writes nothing into the parent.
std::string parentFieldName(const Model &model, const Relationship &rel);

// The field a relationship writes into each child ("N") document: the
// reference to the parent. Empty when the strategy writes nothing there.
// A child stored twice keeps the reference it declares (see isStoredTwice).
std::string childFieldName(const Model &model, const Relationship &rel);

// The name of the reference to the parent in each child, whatever the
// strategy: what a parent reference is or would be called. A dotted path
// (assignee._id) when the relationship groups it under a reference object.
std::string parentReferenceName(const Model &model, const Relationship &rel);

// Where an into-many copy is in each child: its name, under the
// relationship's reference object when it has one (assignee.name).
std::string copyPath(const Relationship &rel, const DenormalizedField &copy);

// Whether a relationship embeds whole documents of a collection: each is
// stored twice, in its collection and in its parent.
bool isStoredTwice(const Model &model, const Relationship &rel);

// The natural keys a relationship's references hold, as
// "AlbumId → Album.AlbumId" (joined by "; "); empty when they hold _id.
std::string referenceKeysText(const Model &model, const Relationship &rel);

// The fields a tree encoding stores in every node, in document order.
std::vector<std::string> treeFieldNames(const TreeOptions &tree);

// A top-level field a relationship writes, and the entity whose documents
// hold it (a reference object once, for the reference and copies it holds).
// A declared field of the same name is written once, by the relationship.
struct WrittenField {
    // What it holds: the parent's children (or their ids), a subset's
    // counter, a tree's field, the child's reference (alone or as an
    // object), or a copy of the other side's field.
    enum class Role { ParentField, SubsetCount, Tree, ReferenceObject, ChildReference, Copy };
    std::string entityId;
    std::string name;
    Role role = Role::ParentField;
    size_t copy = 0; // for a Copy: its index in the relationship's denormalized
};
std::vector<WrittenField> fieldsWrittenBy(const Model &model, const Relationship &rel);

// The relationship with a field it writes renamed: the parent's field, the
// child's reference or a copy's name. nullopt for the others (a tree's
// fields, a subset's counter, a reference object), which have names of
// their own elsewhere.
std::optional<Relationship> renameWrittenField(
    const Relationship &rel, const WrittenField &field, const std::string &name);

// Whether a dotted path names something an entity's documents hold: a
// declared field, a field a relationship adds, or anything below a
// free-form object.
bool entityHasPath(const Model &model, const Entity &entity, std::string_view path);

// Whether a strategy has a place for a copy: an into-many copy rides on the
// child's reference to its parent, an into-one copy on the parent's
// references to its children. Embedded documents are stored whole.
bool strategyKeepsCopy(Strategy strategy, CopyDirection direction);

// The copies a relationship's documents hold: those its strategy has a
// place for (all of a tree's). The others stay on the relationship, kept
// for a change back to a strategy that writes them, and are read by
// nothing that derives documents.
// (A vector of references, not a filtered view: clang with libstdc++ 12
// refuses std::views::filter over the model's vector.)
std::vector<std::reference_wrapper<const DenormalizedField>> writtenCopies(const Relationship &rel);
bool writesCopy(const Relationship &rel, CopyDirection direction);

// The relationship under another strategy, kept consistent: subset options
// for an embedded subset (default ones gone again when it leaves). Copies
// stay, whether the strategy writes them or not, so that a change and its
// reverse give the relationship back; *unwritten (when given) gets how many
// it no longer writes.
Relationship relationshipForStrategy(
    const Relationship &rel, Strategy strategy, size_t *unwritten = nullptr);

} // namespace docmodel
