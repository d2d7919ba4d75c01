// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/modeldocument.h"

namespace docmodel {

// How commands reach each kind of model object: its list in the model and
// the document's mutation for it. One template per operation then serves all.
template <typename T> struct ObjectTraits;

template <> struct ObjectTraits<Entity> {
    static const std::vector<Entity> &list(const Model &m) { return m.entities; }
    static void insert(ModelDocument *d, size_t at, const Entity &e) { d->insertEntity(at, e); }
    static void replace(ModelDocument *d, const Entity &e) { d->replaceEntity(e); }
    static void remove(ModelDocument *d, const std::string &id) { d->removeEntity(id); }
};

template <> struct ObjectTraits<Relationship> {
    static const std::vector<Relationship> &list(const Model &m) { return m.relationships; }
    static void insert(ModelDocument *d, size_t at, const Relationship &r)
    {
        d->insertRelationship(at, r);
    }
    static void replace(ModelDocument *d, const Relationship &r) { d->replaceRelationship(r); }
    static void remove(ModelDocument *d, const std::string &id) { d->removeRelationship(id); }
};

template <> struct ObjectTraits<Index> {
    static const std::vector<Index> &list(const Model &m) { return m.indexes; }
    static void insert(ModelDocument *d, size_t at, const Index &i) { d->insertIndex(at, i); }
    static void replace(ModelDocument *d, const Index &i) { d->replaceIndex(i); }
    static void remove(ModelDocument *d, const std::string &id) { d->removeIndex(id); }
};

template <> struct ObjectTraits<AccessPattern> {
    static const std::vector<AccessPattern> &list(const Model &m) { return m.accessPatterns; }
    static void insert(ModelDocument *d, size_t at, const AccessPattern &a)
    {
        d->insertAccessPattern(at, a);
    }
    static void replace(ModelDocument *d, const AccessPattern &a) { d->replaceAccessPattern(a); }
    static void remove(ModelDocument *d, const std::string &id) { d->removeAccessPattern(id); }
};

template <typename T> const T *findObject(const Model &model, const std::string &id)
{
    for (const T &item : ObjectTraits<T>::list(model))
        if (item.id == id)
            return &item;
    return nullptr;
}

template <typename T> size_t objectPosition(const Model &model, const std::string &id)
{
    const auto &items = ObjectTraits<T>::list(model);
    for (size_t i = 0; i < items.size(); ++i)
        if (items[i].id == id)
            return i;
    return items.size();
}

} // namespace docmodel
