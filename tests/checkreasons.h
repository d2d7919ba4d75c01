// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/collectioncheck.h"

#include <QStringList>

namespace docmodel::test {

// A check's failing examples, one line per broken rule: "orders _id 3:
// number must be int, is string (bsonType)", for a failure message.
QStringList failureReasons(const check::CollectionCheck &check);

} // namespace docmodel::test
