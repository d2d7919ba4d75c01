// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspectorpage.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

#include <algorithm>

namespace docmodel {

InspectorPage::InspectorPage(ModelDocument *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{ }

QLineEdit *InspectorPage::addLineEdit(
    QFormLayout *form, const QString &label, const QString &tooltip)
{
    auto *edit = new QLineEdit(this);
    edit->setToolTip(tooltip);
    form->addRow(label, edit);
    return edit;
}

QLabel *InspectorPage::addErrorLabel(QFormLayout *form)
{
    auto *label = new QLabel(this);
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #b00020;"));
    label->hide();
    form->addRow(QString(), label);
    return label;
}

void InspectorPage::showParseError(
    QLineEdit *edit, QLabel *label, const QString &bad, qsizetype position, const QString &expected)
{
    markValid(edit, position < 0);
    if (position < 0) {
        label->hide();
        return;
    }
    label->setText(bad.contains(QLatin1Char(':'))
            ? tr("Character %1: \"%2\" names no field before its colon.").arg(position + 1).arg(bad)
            : tr("Character %1: \"%2\" is not understood; use %3.").arg(position + 1).arg(bad, expected));
    label->show();
}

QComboBox *InspectorPage::addCombo(QFormLayout *form, const QString &label, const QString &tooltip)
{
    auto *combo = new QComboBox(this);
    combo->setToolTip(tooltip);
    form->addRow(label, combo);
    return combo;
}

bool InspectorPage::isAffectedBy(const ModelChange &change) const
{
    switch (change.kind) {
    case ModelChange::Kind::Reset:
        return true;
    // Only the model page shows these, and no page shows the others.
    case ModelChange::Kind::ModelProperties:
    case ModelChange::Kind::Positions:
    case ModelChange::Kind::AdvisorSettings:
        return false;
    default:
        break;
    }
    const QStringList ids = shownIds();
    return std::any_of(
        ids.begin(), ids.end(), [&](const QString &id) { return change.touches(id); });
}

void setTextQuietly(QLineEdit *edit, const QString &text)
{
    if (edit->text() == text)
        return;
    const QSignalBlocker blocker(edit);
    edit->setText(text);
}

void setComboQuietly(QComboBox *combo, const QVariant &data)
{
    const QSignalBlocker blocker(combo);
    combo->setCurrentIndex(combo->findData(data));
}

QString invalidStyleSheet()
{
    return QStringLiteral("color: #b00020");
}

void markValid(QWidget *widget, bool valid)
{
    widget->setStyleSheet(valid ? QString() : invalidStyleSheet());
}

QString optionalText(const std::optional<double> &value)
{
    return value ? QString::number(*value) : QString();
}

QString optionalText(const std::optional<int64_t> &value)
{
    return value ? QString::number(*value) : QString();
}

std::optional<double> parseOptionalDouble(const QString &text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok ? std::optional<double>(value) : std::nullopt;
}

std::optional<int64_t> parseOptionalInt(const QString &text)
{
    bool ok = false;
    const qlonglong value = text.trimmed().toLongLong(&ok);
    return ok ? std::optional<int64_t>(value) : std::nullopt;
}

} // namespace docmodel
