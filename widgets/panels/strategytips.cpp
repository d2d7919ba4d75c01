// SPDX-License-Identifier: GPL-3.0-or-later
#include "strategytips.h"

#include "diagram/diagrampainter.h"
#include "schema/qtstring.h"
#include "schema/strategychange.h"
#include "shape/droppedfields.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QCoreApplication>
#include <QHelpEvent>
#include <QToolTip>

namespace docmodel {

namespace {

class StrategyTip
{
    Q_DECLARE_TR_FUNCTIONS(StrategyTip)
};

} // namespace

QString strategyChangeTip(const Model &model, const std::string &relationshipId, Strategy strategy)
{
    QString tip = StrategyTip::tr("Store this relationship as: %1").arg(strategyDisplayName(strategy));
    const Relationship *rel = model.findRelationship(relationshipId);
    if (!rel || rel->strategy == strategy || rel->isSelf())
        return tip;
    const StrategyChange change = changeStrategy(model, relationshipId, strategy);
    if (!change.error.isEmpty())
        return tip + QLatin1Char('\n') + change.error;
    QStringList dropped;
    for (const std::string &field : droppedDocumentFields(model, change.model))
        dropped << toQString(field);
    if (!dropped.isEmpty())
        tip += QLatin1Char('\n')
            + StrategyTip::tr("Takes out of the documents: %1").arg(dropped.join(QStringLiteral(", ")));
    return tip;
}

StrategyTips::StrategyTips(QButtonGroup *buttons, Tip tip, QObject *parent)
    : QObject(parent)
    , mButtons(buttons)
    , mTip(std::move(tip))
{
    for (QAbstractButton *button : buttons->buttons()) {
        button->setToolTip(mTip(Strategy(buttons->id(button)))); // until it is asked for
        button->installEventFilter(this);
    }
}

bool StrategyTips::eventFilter(QObject *watched, QEvent *event)
{
    auto *button = qobject_cast<QAbstractButton *>(watched);
    if (event->type() != QEvent::ToolTip || !button || mButtons->id(button) < 0)
        return false;
    const QString text = mTip(Strategy(mButtons->id(button)));
    button->setToolTip(text); // what assistive technology reads as well
    QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), text, button);
    return true;
}

} // namespace docmodel
