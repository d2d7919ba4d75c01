// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;

namespace docmodel {

// A dialog that edits a list one row at a time: an introduction, the rows
// with Add, Remove, Up and Down beside them, the reason a row is refused,
// and OK/Cancel. OK is refused (the dialog stays open) while commit() is.
class RowListDialog : public QDialog
{
    Q_OBJECT

public:
    void accept() override;

protected:
    explicit RowListDialog(QWidget *parent = nullptr);
    void build(const QString &intro, QWidget *rows);

    virtual void addRow() = 0;
    virtual void removeRow() = 0;
    virtual void moveRow(int delta) = 0;
    // Reads the rows into the result; false (with showProblem) when one is wrong.
    virtual bool commit() = 0;

    // Why row `row` (from 0) is refused; clearProblem when none is.
    void showProblem(int row, const QString &why);
    void clearProblem();

private:
    QLabel *mMessage;
};

} // namespace docmodel
