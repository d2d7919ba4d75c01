// SPDX-License-Identifier: GPL-3.0-or-later
#include "inlinerenamer.h"

#include "canvaseditor.h"
#include "diagram/diagramstyle.h"
#include "diagramview.h"
#include "entityitem.h"

#include <QKeyEvent>
#include <QLineEdit>

namespace docmodel {

InlineRenamer::InlineRenamer(DiagramView *view, CanvasEditor *editor, QObject *parent)
    : QObject(parent)
    , mView(view)
    , mEditor(editor)
{ }

void InlineRenamer::start(EntityItem *item)
{
    if (mEdit)
        finish(true);
    mEntityId = item->id();
    const QRect rect = mView->mapFromScene(item->sceneTitleRect()).boundingRect();
    mStartName = item->box().title;
    mEdit = new QLineEdit(mStartName, mView->viewport());
    QFont font = diagramstyle::headerFont();
    font.setPixelSize(std::max(9, int(font.pixelSize() * mView->zoom())));
    mEdit->setFont(font);
    mEdit->setGeometry(rect.adjusted(2, 2, -2, -2));
    mEdit->setAccessibleName(tr("Entity name"));
    mEdit->installEventFilter(this);
    mEdit->show();
    mEdit->setFocus();
    mEdit->selectAll();
    connect(mEdit, &QLineEdit::returnPressed, this, [this] { finish(true); });
}

bool InlineRenamer::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mEdit) {
        if (event->type() == QEvent::KeyPress
            && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
            finish(false);
            return true;
        }
        if (event->type() == QEvent::FocusOut)
            finish(true);
    }
    return QObject::eventFilter(watched, event);
}

void InlineRenamer::finish(bool accept)
{
    if (!mEdit)
        return;
    QLineEdit *edit = mEdit;
    mEdit = nullptr;
    const QString name = edit->text().trimmed();
    edit->removeEventFilter(this);
    edit->hide();
    edit->deleteLater();
    mView->setFocus();
    // Left as it was, it renames nothing: the entity may have been renamed
    // elsewhere meanwhile (the inspector, a script), and that name stays.
    if (accept && !name.isEmpty() && name != mStartName)
        mEditor->renameEntity(mEntityId, name);
}

} // namespace docmodel
