// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QString>

#include <optional>

class QTreeWidget;
class QTreeWidgetItem;

namespace docmodel {

// The fields relationships write into an entity's documents (references,
// copies, a parent's children), listed after its declared fields in the
// Fields tab: in italics, each naming its relationship. Declared fields of
// the same name are listed once, as declared.
void addWrittenFieldRows(QTreeWidget *fields, const Model &model, const Entity &entity);

// Whether a row is one of those.
bool isWrittenFieldRow(const QTreeWidgetItem *item);

// The relationship with the row's field renamed to the row's text, when the
// row names a field that can be renamed there (a reference, a copy, a
// parent's field) and the text changed it; nullopt otherwise.
std::optional<Relationship> renamedByRow(const Model &model, const QTreeWidgetItem *item);

} // namespace docmodel
