// SPDX-License-Identifier: GPL-3.0-or-later
// The collection refactorings of an entity's context menu: Merge Into,
// Split Off Fields…, Split Off Kind.
#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "dialogs/splitfieldsdialog.h"
#include "document/modeldocument.h"
#include "mainwindow.h"
#include "schema/qtstring.h"

#include <QMenu>
#include <QMessageBox>

namespace docmodel {

void MainWindow::addReshapeMenus(QMenu *menu, const QString &entityId)
{
    const Model &model = mDocument->model();
    const Entity *entity = model.findEntity(toStdString(entityId));
    if (!entity || !entity->isCollection())
        return;
    const QString name = toQString(entity->name);
    const auto refused = [this](const QString &title, const QString &why) {
        QMessageBox::warning(this, title, tr("The model cannot be changed that way: %1.").arg(why));
    };
    QMenu *merge = menu->addMenu(tr("Merge Into"));
    for (const Entity &other : model.entities) {
        if (!other.isCollection() || other.id == entity->id)
            continue;
        const QString targetId = toQString(other.id);
        merge->addAction(toQString(other.name), this, [this, entityId, targetId, refused] {
            QString error;
            if (!mEditor->mergeCollections(entityId, targetId, &error))
                refused(tr("Merge Collections"), error);
            else
                mScene->selectOnly({ targetId });
        });
    }
    merge->setEnabled(!merge->isEmpty());
    menu->addAction(tr("Split Off Fields…"), this, [this, entityId, name, refused] {
        const Entity *source = mDocument->model().findEntity(toStdString(entityId));
        if (!source)
            return;
        QStringList fields;
        for (const Field &field : source->fields)
            if (field.name != "_id")
                fields << toQString(field.name);
        SplitFieldsDialog dialog(name, fields, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        QString error;
        if (!mEditor->splitFields(entityId, dialog.name(), dialog.chosenFields(), &error))
            refused(tr("Split Off Fields"), error);
    });
    const auto discriminator
        = std::ranges::find(entity->fields, entity->discriminator, &Field::name);
    QMenu *kinds = menu->addMenu(tr("Split Off Kind"));
    if (!entity->discriminator.empty() && discriminator != entity->fields.end())
        for (const JsonValue &value : discriminator->enumValues) {
            if (!value.is_string())
                continue;
            const QString kind = toQString(value.get<std::string>());
            kinds->addAction(kind, this, [this, entityId, kind, refused] {
                QString error;
                if (!mEditor->splitKind(entityId, kind, &error))
                    refused(tr("Split Off Kind"), error);
            });
        }
    kinds->setEnabled(!kinds->isEmpty());
    if (!kinds->isEnabled())
        kinds->setToolTip(
            tr("Name a discriminator field with the kinds as its allowed values first."));
}

} // namespace docmodel
