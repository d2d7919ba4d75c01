// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowlistdialog.h"

#include "views/inspectorpage.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace docmodel {

RowListDialog::RowListDialog(QWidget *parent)
    : QDialog(parent)
    , mMessage(new QLabel(this))
{ }

void RowListDialog::build(const QString &intro, QWidget *rows)
{
    auto *layout = new QVBoxLayout(this);
    auto *introLabel = new QLabel(intro, this);
    introLabel->setWordWrap(true);
    layout->addWidget(introLabel);

    auto *row = new QHBoxLayout;
    row->addWidget(rows, 1);
    auto *buttons = new QVBoxLayout;
    auto button = [&](const char *name, const QString &text, const QKeySequence &key, auto slot) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(QLatin1String(name));
        b->setShortcut(key);
        b->setToolTip(key.toString(QKeySequence::NativeText));
        connect(b, &QPushButton::clicked, this, slot);
        buttons->addWidget(b);
    };
    button("add", tr("&Add"), QKeySequence(Qt::CTRL | Qt::Key_N), [this] { addRow(); });
    button("remove", tr("&Remove"), QKeySequence(Qt::CTRL | Qt::Key_Delete), [this] {
        removeRow();
        clearProblem();
    });
    button("up", tr("&Up"), QKeySequence(Qt::ALT | Qt::Key_Up), [this] { moveRow(-1); });
    button("down", tr("&Down"), QKeySequence(Qt::ALT | Qt::Key_Down), [this] { moveRow(1); });
    buttons->addStretch(1);
    row->addLayout(buttons);
    layout->addLayout(row, 1);

    mMessage->setObjectName(QStringLiteral("rowProblem"));
    mMessage->setStyleSheet(invalidStyleSheet());
    mMessage->setWordWrap(true);
    mMessage->hide();
    layout->addWidget(mMessage);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(box);
}

void RowListDialog::showProblem(int row, const QString &why)
{
    mMessage->setText(tr("Row %1: %2").arg(row + 1).arg(why));
    mMessage->show();
}

void RowListDialog::clearProblem()
{
    mMessage->hide();
}

void RowListDialog::accept()
{
    if (commit())
        QDialog::accept();
}

} // namespace docmodel
