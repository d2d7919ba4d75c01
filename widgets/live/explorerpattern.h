// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/accesspattern.h"

#include <QString>

namespace docmodel {

class ModelDocument;

// A query read in the explorer (a find or an aggregation) added to the open
// model as an access pattern of the model's collection of that name, as
// one undo step. `pattern` comes with its filter, sort and projection; its
// id and collection are set here. False, with why, when the model has no
// such collection or is of another database.
bool addExplorerAccessPattern(ModelDocument *document, const QString &database, const QString &collection,
    AccessPattern pattern, QString *why);

// The query's text cut to a length a list shows in full.
QString shortLabel(const QString &text);

} // namespace docmodel
