// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <QLineEdit>

namespace docmodel {

class CanvasEditor;
class DiagramView;
class EntityItem;

// F2 on the canvas: a line edit over the entity's title. Enter or leaving
// it renames (one undo step), Escape cancels.
class InlineRenamer : public QObject
{
    Q_OBJECT

public:
    InlineRenamer(DiagramView *view, CanvasEditor *editor, QObject *parent = nullptr);
    void start(EntityItem *item);
    bool isActive() const { return mEdit != nullptr; }
    QLineEdit *lineEdit() const { return mEdit; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void finish(bool accept);

    DiagramView *mView;
    CanvasEditor *mEditor;
    QPointer<QLineEdit> mEdit;
    QString mEntityId;
    QString mStartName; // the name the edit opened with
};

} // namespace docmodel
