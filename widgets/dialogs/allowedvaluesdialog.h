// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowlistdialog.h"
#include "schema/field.h"

class QListWidget;

namespace docmodel {

// A field's allowed values as a list: one value per row, edited in place,
// added, removed and reordered; a value the field cannot hold is refused
// with the reason.
class AllowedValuesDialog : public RowListDialog
{
    Q_OBJECT

public:
    AllowedValuesDialog(const QString &fieldName, const std::vector<BsonType> &types,
        const std::vector<JsonValue> &values, QWidget *parent = nullptr);

    std::vector<JsonValue> values() const { return mValues; }
    QListWidget *list() const { return mList; }

private:
    void addRow() override;
    void removeRow() override;
    void moveRow(int delta) override;
    bool commit() override;
    // The rows read as values; nullopt (and the reason shown) when one is wrong.
    std::optional<std::vector<JsonValue>> readValues();

    std::vector<BsonType> mTypes;
    std::vector<JsonValue> mValues;
    QListWidget *mList;
};

} // namespace docmodel
