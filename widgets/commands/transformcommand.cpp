// SPDX-License-Identifier: GPL-3.0-or-later
#include "transformcommand.h"

#include "objecttraits.h"

#include "schema/diagrams.h"

namespace docmodel {

namespace {

// New objects of `target` inserted where they stand there, changed ones
// replaced.
template <typename T> void addAndChange(ModelDocument *document, const std::vector<T> &target)
{
    for (size_t i = 0; i < target.size(); ++i) {
        const T *now = findObject<T>(document->model(), target[i].id);
        if (!now)
            ObjectTraits<T>::insert(
                document, std::min(i, ObjectTraits<T>::list(document->model()).size()), target[i]);
        else if (!(*now == target[i]))
            ObjectTraits<T>::replace(document, target[i]);
    }
}

// Objects `target` does not have, removed.
template <typename T> void removeMissing(ModelDocument *document, const std::vector<T> &target)
{
    std::vector<std::string> gone;
    for (const T &object : ObjectTraits<T>::list(document->model()))
        if (std::ranges::none_of(target, [&](const T &kept) { return kept.id == object.id; }))
            gone.push_back(object.id);
    for (const std::string &id : gone)
        ObjectTraits<T>::remove(document, id);
}

// The entries of `target` that differ from `now`'s, nullopt for those gone.
template <typename V>
std::map<std::string, std::optional<V>> changedEntries(
    const std::map<std::string, V> &now, const std::map<std::string, V> &target)
{
    std::map<std::string, std::optional<V>> out;
    for (const auto &[id, value] : now)
        if (!target.contains(id))
            out[id] = std::nullopt;
    for (const auto &[id, value] : target)
        if (const auto it = now.find(id); it == now.end() || !(it->second == value))
            out[id] = value;
    return out;
}

void transform(ModelDocument *document, const Model &target)
{
    // Entities exist before the relationships, indexes and queries that
    // refer to them, and go after them.
    addAndChange(document, target.entities);
    removeMissing(document, target.relationships);
    removeMissing(document, target.indexes);
    removeMissing(document, target.accessPatterns);
    addAndChange(document, target.relationships);
    addAndChange(document, target.indexes);
    addAndChange(document, target.accessPatterns);
    removeMissing(document, target.entities);
    const Model &now = document->model();
    auto positions = changedEntries(now.layout, target.layout);
    auto routes = changedEntries(now.routes, target.routes);
    if (!positions.empty() || !routes.empty())
        document->setLayout(std::string(kAllDiagram), positions, routes);
    document->setDiagrams(target.diagrams);
}

} // namespace

TransformModelCommand::TransformModelCommand(
    ModelDocument *document, Model after, const QString &text)
    : QUndoCommand(text)
    , mDocument(document)
    , mBefore(document->model())
    , mAfter(std::move(after))
{ }

void TransformModelCommand::redo()
{
    transform(mDocument, mAfter);
}

void TransformModelCommand::undo()
{
    transform(mDocument, mBefore);
}

} // namespace docmodel
