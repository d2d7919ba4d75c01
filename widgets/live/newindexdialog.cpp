// SPDX-License-Identifier: GPL-3.0-or-later
#include "newindexdialog.h"

#include "text/livetext.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace docmodel {

NewIndexDialog::NewIndexDialog(const QString &collection, QWidget *parent)
    : QDialog(parent)
    , mCollection(collection)
    , mKeys(new QLineEdit(this))
    , mName(new QLineEdit(this))
    , mUnique(new QCheckBox(tr("&Unique: no two documents may have the same key"), this))
    , mProblem(newNoticeLabel(this))
    , mButtons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("newIndexDialog"));
    setWindowTitle(tr("New Index on %1").arg(collection));
    mKeys->setObjectName(QStringLiteral("newIndexKeys"));
    mName->setObjectName(QStringLiteral("newIndexName"));
    mUnique->setObjectName(QStringLiteral("newIndexUnique"));
    mProblem->setObjectName(QStringLiteral("newIndexProblem"));
    mKeys->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    mKeys->setPlaceholderText(QStringLiteral("{customerId: 1, createdAt: -1}"));
    mKeys->setToolTip(tr("Each key 1 (ascending), -1 (descending), \"text\", \"hashed\", \"2d\" or \"2dsphere\"; "
                         "\"$**\" for a wildcard index"));
    mButtons->button(QDialogButtonBox::Ok)->setText(tr("&Plan…"));
    mButtons->button(QDialogButtonBox::Ok)->setToolTip(tr("Show what will be sent, with the duplicate count of a "
                                                          "unique key, before anything changes"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Keys:"), mKeys);
    form->addRow(tr("&Name:"), mName);
    form->addRow(QString(), mUnique);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(mProblem);
    layout->addStretch(1);
    layout->addWidget(mButtons);
    resize(560, sizeHint().height());

    connect(mKeys, &QLineEdit::textChanged, this, &NewIndexDialog::check);
    connect(mButtons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    check();
}

void NewIndexDialog::check()
{
    QString error;
    const std::optional<std::vector<IndexKey>> keys
        = mKeys->text().trimmed().isEmpty() ? std::nullopt : parseIndexKeys(mKeys->text().toStdString(), &error);
    mParsed = keys ? *keys : std::vector<IndexKey>();
    Index index;
    index.keys = mParsed;
    mName->setPlaceholderText(keys ? tr("default: %1").arg(QString::fromStdString(index.effectiveName()))
                                   : tr("default: from the keys"));
    mProblem->setText(error);
    mProblem->setVisible(!error.isEmpty());
    mButtons->button(QDialogButtonBox::Ok)->setEnabled(keys.has_value());
}

IndexChange NewIndexDialog::change() const
{
    IndexChange change;
    change.kind = IndexChange::Kind::Create;
    change.collection = mCollection.toStdString();
    change.index.keys = mParsed;
    change.index.unique = mUnique->isChecked();
    change.index.name = mName->text().trimmed().toStdString();
    return change;
}

QString NewIndexDialog::problem() const
{
    return mProblem->text();
}

} // namespace docmodel
