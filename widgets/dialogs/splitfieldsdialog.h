// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>

class QLineEdit;
class QListWidget;
class QPushButton;

namespace docmodel {

// Asks which fields of a collection move into a new collection, and its
// name: the input of CanvasEditor::splitFields.
class SplitFieldsDialog : public QDialog
{
    Q_OBJECT

public:
    SplitFieldsDialog(
        const QString &collection, const QStringList &fields, QWidget *parent = nullptr);
    QString name() const;
    QStringList chosenFields() const;

private:
    void updateOk();

    QLineEdit *mName;
    QListWidget *mFields;
    QPushButton *mOk;
};

} // namespace docmodel
