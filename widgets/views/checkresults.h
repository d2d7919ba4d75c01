// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/collectioncheck.h"

#include <QString>

class QTreeWidgetItem;

namespace docmodel {

// Where a shown failing document is: its _id as a filter ({"_id": …}).
inline constexpr int kCheckFilterRole = 0x0100 + 1; // Qt::UserRole + 1
// The server-shaped reasons of a failing document, as indented JSON.
inline constexpr int kCheckDetailsRole = 0x0100 + 2;

// Under `parent`, a collection's check as the Live dock and the Check Data
// dialog show it: the rules broken (documents, field, why), the failing
// documents (their _id and reasons; the filter and details in their data)
// and the drift, each group expanded when it has rows.
void addCheckResults(QTreeWidgetItem *parent, const check::CollectionCheck &result);

} // namespace docmodel
