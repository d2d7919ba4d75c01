// SPDX-License-Identifier: GPL-3.0-or-later
#include "explorerpattern.h"

#include "commands/structurecommands.h"
#include "document/modeldocument.h"
#include "query/explorerquery.h"

#include <QCoreApplication>

namespace docmodel {

namespace {

class ExplorerPattern
{
    Q_DECLARE_TR_FUNCTIONS(ExplorerPattern)
};

} // namespace

bool addExplorerAccessPattern(ModelDocument *document, const QString &database, const QString &collection,
    AccessPattern pattern, QString *why)
{
    const auto fail = [why](const QString &message) {
        if (why)
            *why = message;
        return false;
    };
    if (!document || collection.isEmpty())
        return fail(ExplorerPattern::tr("Open a model and choose a collection first."));
    const std::optional<AccessPattern> placed
        = patternOfCollection(document->model(), database, collection, std::move(pattern), why);
    if (!placed)
        return false;
    document->undoStack()->push(
        new AddAccessPatternCommand(document, *placed, ExplorerPattern::tr("Add Access Pattern from the Explorer")));
    return true;
}

QString shortLabel(const QString &text)
{
    QString line = text.simplified();
    return line.size() > 60 ? line.left(59) + u'…' : line;
}

} // namespace docmodel
