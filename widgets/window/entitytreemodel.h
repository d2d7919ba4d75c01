// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QStandardItemModel>

namespace docmodel {

// Entities with their (nested) fields, for the entity list of the window.
// An entity's fields are made when it is first expanded: a model of
// thousands of entities opens with a row each, not with every field.
class EntityTreeModel : public QStandardItemModel
{
    Q_OBJECT

public:
    explicit EntityTreeModel(QObject *parent = nullptr);
    // `model` must outlive this list or the next rebuild (the document's).
    void rebuild(const Model &model);

    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

private:
    const Entity *unfetchedEntity(const QModelIndex &parent) const;

    const Model *mModel = nullptr;
};

} // namespace docmodel
