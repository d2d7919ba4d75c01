// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QStandardItemModel>

namespace docmodel {

// Entities with their (nested) fields, for the entity list of the window.
class EntityTreeModel : public QStandardItemModel
{
    Q_OBJECT

public:
    explicit EntityTreeModel(QObject *parent = nullptr);
    void rebuild(const Model &model);
};

} // namespace docmodel
