// SPDX-License-Identifier: GPL-3.0-or-later
#include "splitfieldsdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace docmodel {

SplitFieldsDialog::SplitFieldsDialog(
    const QString &collection, const QStringList &fields, QWidget *parent)
    : QDialog(parent)
    , mName(new QLineEdit(this))
    , mFields(new QListWidget(this))
{
    setWindowTitle(tr("Split Off Fields"));
    setObjectName(QStringLiteral("splitFieldsDialog"));
    mName->setObjectName(QStringLiteral("name"));
    mName->setText(collection + QStringLiteral("Details"));
    mFields->setObjectName(QStringLiteral("fields"));
    for (const QString &field : fields) {
        auto *item = new QListWidgetItem(field, mFields);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    auto *explanation
        = new QLabel(tr("The fields you tick move from %1 into a new collection: one document for "
                        "each document of %1 that has any of them, under the same _id, referring "
                        "to it one-to-one. The data migration moves the values.")
                         .arg(collection),
            this);
    explanation->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("New collection:"), mName);
    form->addRow(tr("Fields to move:"), mFields);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mOk = buttons->button(QDialogButtonBox::Ok);
    mOk->setText(tr("Split"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mName, &QLineEdit::textChanged, this, &SplitFieldsDialog::updateOk);
    connect(mFields, &QListWidget::itemChanged, this, &SplitFieldsDialog::updateOk);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addLayout(form);
    layout->addWidget(buttons);
    updateOk();
}

QString SplitFieldsDialog::name() const
{
    return mName->text().trimmed();
}

QStringList SplitFieldsDialog::chosenFields() const
{
    QStringList out;
    for (int i = 0; i < mFields->count(); ++i)
        if (mFields->item(i)->checkState() == Qt::Checked)
            out << mFields->item(i)->text();
    return out;
}

void SplitFieldsDialog::updateOk()
{
    mOk->setEnabled(!name().isEmpty() && !chosenFields().isEmpty());
}

} // namespace docmodel
