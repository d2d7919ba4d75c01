// SPDX-License-Identifier: GPL-3.0-or-later
#include "rateedit.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QSignalBlocker>

#include <array>

namespace docmodel {

namespace {

// Seconds a unit spans, in the order the list offers them.
constexpr std::array<double, 4> kUnitSeconds { 1, 60, 3600, 86400 };

} // namespace

RateEdit::RateEdit(QWidget *parent)
    : QWidget(parent)
    , mNumber(new QDoubleSpinBox(this))
    , mUnit(new QComboBox(this))
{
    mNumber->setObjectName(QStringLiteral("rateNumber"));
    mUnit->setObjectName(QStringLiteral("rateUnit"));
    mNumber->setRange(0, 1e9);
    mNumber->setDecimals(3);
    mUnit->addItems({ tr("per second"), tr("per minute"), tr("per hour"), tr("per day") });
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mNumber, 1);
    layout->addWidget(mUnit);
    setFocusProxy(mNumber);
    connect(mNumber, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        mRate = value / unitSeconds();
        emit rateEdited(mRate);
    });
    // Another unit shows the same rate; it changes nothing.
    connect(mUnit, &QComboBox::activated, this, [this] { show(mRate); });
}

double RateEdit::rate() const
{
    return mRate;
}

void RateEdit::setRate(double perSecond)
{
    mRate = perSecond;
    if (!mNumber->hasFocus()) {
        int unit = 0;
        while (unit + 1 < int(kUnitSeconds.size()) && perSecond > 0 && perSecond * kUnitSeconds[size_t(unit)] < 1)
            ++unit;
        const QSignalBlocker blocker(mUnit);
        mUnit->setCurrentIndex(unit);
    }
    show(perSecond);
}

double RateEdit::unitSeconds() const
{
    return kUnitSeconds[size_t(std::max(0, mUnit->currentIndex()))];
}

void RateEdit::show(double perSecond)
{
    const QSignalBlocker blocker(mNumber);
    mNumber->setValue(perSecond * unitSeconds());
}

} // namespace docmodel
