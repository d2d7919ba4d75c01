// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan.h"

#include <QString>

#include <optional>
#include <string>

namespace docmodel {

// One change a person asks for on a collection's indexes, from the explorer
// or `docmodeler-cli index`. It is planned like the model's changes (the
// same commands, the same duplicate check before a unique index).
struct IndexChange {
    enum class Kind { Create, Drop, Hide, Unhide };
    Kind kind = Kind::Create;
    std::string collection;
    Index index; // Create: its keys, name (empty: MongoDB's default) and unique
    std::string name; // Drop, Hide, Unhide: the index's name
};

// `{customerId: 1, createdAt: -1}` in mongosh's syntax: an index's keys,
// each 1, -1, "text", "hashed", "2d" or "2dsphere" ("$**" keys 1). Nothing,
// with `error` saying what and where, when the text is not such a document.
std::optional<std::vector<IndexKey>> parseIndexKeys(const std::string &text, QString *error);

// The database as it would be after the change: the server's state as read
// (`actual`), with the index created, dropped, hidden or unhidden. Nothing,
// with `error`, when the change cannot be made (no such index, the keys or
// the name taken, the _id index).
std::optional<DatabaseState> stateAfterIndexChange(
    const DatabaseState &actual, const IndexChange &change, QString *error);

// The plan of the change: the steps that take `actual` to
// stateAfterIndexChange, all selected (a drop too: it is what was asked).
std::optional<Plan> planIndexChange(const DatabaseState &actual, const IndexChange &change, QString *error);

// "Create the index customerId_1 on orders", for titles and confirmations.
QString indexChangeTitle(const IndexChange &change);

} // namespace docmodel
