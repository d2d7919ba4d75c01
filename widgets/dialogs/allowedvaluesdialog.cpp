// SPDX-License-Identifier: GPL-3.0-or-later
#include "allowedvaluesdialog.h"

#include "text/allowedvalues.h"

#include <QListWidget>

namespace docmodel {

AllowedValuesDialog::AllowedValuesDialog(const QString &fieldName,
    const std::vector<BsonType> &types, const std::vector<JsonValue> &values, QWidget *parent)
    : RowListDialog(parent)
    , mTypes(types)
    , mValues(values)
    , mList(new QListWidget(this))
{
    setWindowTitle(tr("Allowed Values of %1").arg(fieldName));
    build(tr("One value per row; double-click or F2 edits it. An empty list allows any value."),
        mList);
    for (const QString &item : allowedValueItems(values)) {
        auto *listItem = new QListWidgetItem(item, mList);
        listItem->setFlags(listItem->flags() | Qt::ItemIsEditable);
    }
    if (mList->count() > 0)
        mList->setCurrentRow(0);
    connect(mList, &QListWidget::itemChanged, this, [this] { readValues(); });
    resize(360, 320);
}

void AllowedValuesDialog::addRow()
{
    auto *item = new QListWidgetItem(QString(), mList);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    mList->setCurrentItem(item);
    mList->editItem(item);
}

void AllowedValuesDialog::removeRow()
{
    delete mList->takeItem(mList->currentRow());
}

void AllowedValuesDialog::moveRow(int delta)
{
    const int from = mList->currentRow();
    const int to = from + delta;
    if (from < 0 || to < 0 || to >= mList->count())
        return;
    QListWidgetItem *item = mList->takeItem(from);
    mList->insertItem(to, item);
    mList->setCurrentRow(to);
}

std::optional<std::vector<JsonValue>> AllowedValuesDialog::readValues()
{
    std::vector<JsonValue> values;
    for (int i = 0; i < mList->count(); ++i) {
        if (mList->item(i)->text().trimmed().isEmpty())
            continue; // a row added and left empty
        QString why;
        const auto value = parseAllowedValue(mList->item(i)->text(), mTypes, &why);
        if (!value) {
            showProblem(i, why);
            return std::nullopt;
        }
        values.push_back(*value);
    }
    clearProblem();
    return values;
}

bool AllowedValuesDialog::commit()
{
    const auto values = readValues();
    if (values)
        mValues = *values;
    return values.has_value();
}

} // namespace docmodel
