// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diff/indexchange.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace docmodel {

// New Index…: the keys in mongosh's syntax, checked as they are typed, an
// optional name (MongoDB's default shown) and Unique.
class NewIndexDialog : public QDialog
{
    Q_OBJECT

public:
    NewIndexDialog(const QString &collection, QWidget *parent = nullptr);

    // The index as asked for; valid once the keys parse.
    IndexChange change() const;
    QLineEdit *keysEdit() const { return mKeys; }
    QLineEdit *nameEdit() const { return mName; }
    QCheckBox *uniqueBox() const { return mUnique; }
    QString problem() const;

private:
    void check();

    QString mCollection;
    QLineEdit *mKeys;
    QLineEdit *mName;
    QCheckBox *mUnique;
    QLabel *mProblem;
    QDialogButtonBox *mButtons;
    std::vector<IndexKey> mParsed;
};

} // namespace docmodel
