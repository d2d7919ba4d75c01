// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include "rowlistdialog.h"

class QTableWidget;

namespace docmodel {

// A relationship's copied fields as a table: per row the source field
// (chosen from the source's fields, nested and relationship-written ones
// included), the direction and the copy's own name. OK is refused while a
// row is wrong, with the reason shown.
class CopiesDialog : public RowListDialog
{
    Q_OBJECT

public:
    CopiesDialog(const Model &model, const Relationship &rel, QWidget *parent = nullptr);

    std::vector<DenormalizedField> copies() const { return mCopies; }
    QTableWidget *table() const { return mTable; }

private:
    void addRow() override;
    void removeRow() override;
    void moveRow(int delta) override;
    bool commit() override;
    void appendRow(const DenormalizedField &copy);
    void fillFields(int row, const std::string &current);
    // A row as typed (unchecked), and a row set to a copy.
    DenormalizedField rowCopy(int row) const;
    void setRow(int row, const DenormalizedField &copy);

    const Model &mModel;
    Relationship mRel;
    std::vector<DenormalizedField> mCopies;
    QStringList mParentPaths; // what into-many copies can copy
    QStringList mChildPaths; // what into-one copies can copy
    QTableWidget *mTable;
};

} // namespace docmodel
