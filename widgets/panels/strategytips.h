// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QObject>
#include <QString>

#include <functional>

class QButtonGroup;

namespace docmodel {

// What a strategy button's change would do, said before it happens: the
// strategy, and the fields it would take out of documents (copies no longer
// written, a reference that moves to the other side, the _id of documents
// that become embedded), or why the change cannot be made.
QString strategyChangeTip(const Model &model, const std::string &relationshipId, Strategy strategy);

// Shows each button's tooltip from `tip(strategy)` when it is asked for:
// the change is tried then, not on every edit of the model. The buttons'
// ids are their strategies.
class StrategyTips : public QObject
{
public:
    using Tip = std::function<QString(Strategy)>;
    StrategyTips(QButtonGroup *buttons, Tip tip, QObject *parent);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QButtonGroup *mButtons;
    Tip mTip;
};

} // namespace docmodel
