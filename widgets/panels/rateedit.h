// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;

namespace docmodel {

// How often something happens, entered and shown in the unit that reads
// best ("3 /min" rather than "0.050 /s"); the model keeps it per second.
class RateEdit : public QWidget
{
    Q_OBJECT

public:
    explicit RateEdit(QWidget *parent = nullptr);

    double rate() const; // per second
    // Shows a rate without signalling, in the unit that shows it as at
    // least 1 (per day below once a day); while being edited, in the
    // person's unit.
    void setRate(double perSecond);
    QDoubleSpinBox *number() const { return mNumber; }
    QComboBox *unit() const { return mUnit; }

signals:
    void rateEdited(double perSecond);

private:
    double unitSeconds() const;
    void show(double perSecond);

    QDoubleSpinBox *mNumber;
    QComboBox *mUnit;
    double mRate = 0;
};

} // namespace docmodel
