// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAction>
#include <QHash>
#include <QKeySequence>
#include <QString>
#include <QWidget>

namespace docmodel {

// The window's actions by name: its menus, toolbar and tests find them there.
using NamedActions = QHash<QString, QAction *>;

// A new action of the window, named in `actions`, its tip the tooltip and
// the status tip; `receiver` runs `slot` when it triggers.
template<typename Slot>
QAction *addNamedAction(NamedActions &actions, QWidget *window, QObject *receiver, const QString &name,
    const QString &text, const QString &tip, const QKeySequence &shortcut, Slot slot)
{
    auto *action = new QAction(text, window);
    action->setToolTip(tip);
    action->setStatusTip(tip);
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    QObject::connect(action, &QAction::triggered, receiver, slot);
    actions.insert(name, action);
    return action;
}

} // namespace docmodel
