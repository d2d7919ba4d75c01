// SPDX-License-Identifier: GPL-3.0-or-later
#include "explorerpattern.h"

#include "commands/structurecommands.h"
#include "document/modeldocument.h"

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
    const Model &model = document->model();
    if (!model.database.empty() && QString::fromStdString(model.database) != database)
        return fail(ExplorerPattern::tr("The open model is of the database %1, not %2.")
                .arg(QString::fromStdString(model.database), database));
    const Entity *entity = model.findEntityByName(collection.toStdString());
    if (!entity || !entity->isCollection())
        return fail(ExplorerPattern::tr("The model has no collection %1: add it (or infer it) first.").arg(collection));
    pattern.id = document->newId("query");
    pattern.collectionId = entity->id;
    document->undoStack()->push(
        new AddAccessPatternCommand(document, pattern, ExplorerPattern::tr("Add Access Pattern from the Explorer")));
    return true;
}

QString shortLabel(const QString &text)
{
    QString line = text.simplified();
    return line.size() > 60 ? line.left(59) + u'…' : line;
}

} // namespace docmodel
