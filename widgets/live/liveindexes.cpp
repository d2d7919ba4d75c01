// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveindexes.h"

#include "livecompare.h"
#include "newindexdialog.h"
#include "text/livetext.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace docmodel {

namespace {

// Whether the index is hidden, kept with its row.
constexpr int HiddenRole = Qt::UserRole + 1;

// The spec's options as "unique: true, expireAfterSeconds: 3600".
QString indexOptions(const QByteArray &spec)
{
    return membersText(jsonOf(spec), { "v", "key", "name", "ns" });
}

} // namespace

LiveIndexes::LiveIndexes(QWidget *parent)
    : QWidget(parent)
    , mTable(new QTreeWidget(this))
    , mNew(new QPushButton(tr("&New Index…"), this))
    , mDrop(new QPushButton(tr("&Drop…"), this))
    , mHide(new QPushButton(tr("&Hide"), this))
{
    mTable->setObjectName(QStringLiteral("liveIndexes"));
    mTable->setRootIsDecorated(false);
    mTable->setColumnCount(5);
    mTable->setHeaderLabels({ tr("Name"), tr("Keys"), tr("Options"), tr("Size"), tr("Usage") });
    mTable->header()->setSectionResizeMode(QHeaderView::Interactive);
    mTable->setContextMenuPolicy(Qt::CustomContextMenu);
    mNew->setObjectName(QStringLiteral("newIndex"));
    mDrop->setObjectName(QStringLiteral("dropIndex"));
    mHide->setObjectName(QStringLiteral("hideIndex"));
    mNew->setToolTip(tr("Create an index on this collection: the plan and, for a unique index, the count of "
                        "repeated keys come first"));
    mDrop->setToolTip(tr("Drop the chosen index, after its plan"));
    mHide->setToolTip(tr("Hide the chosen index from the query planner (it is still maintained), or show it "
                         "again; collMod, after its plan"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mNew);
    buttons->addWidget(mDrop);
    buttons->addWidget(mHide);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mTable, 1);
    layout->addLayout(buttons);

    connect(mNew, &QPushButton::clicked, this, &LiveIndexes::askForNewIndex);
    connect(mDrop, &QPushButton::clicked, this, &LiveIndexes::dropChosen);
    connect(mHide, &QPushButton::clicked, this, &LiveIndexes::toggleChosenHidden);
    connect(mTable, &QTreeWidget::currentItemChanged, this, &LiveIndexes::updateButtons);
    connect(mTable, &QWidget::customContextMenuRequested, this, &LiveIndexes::showMenu);
    updateButtons();
}

void LiveIndexes::setCollection(const QString &collection, bool changeable)
{
    if (collection != mCollection)
        mTable->clear();
    mCollection = collection;
    mChangeable = changeable && !collection.isEmpty();
    updateButtons();
}

void LiveIndexes::showIndexes(const IndexList &list)
{
    const QString current = chosenName();
    mTable->clear();
    for (const IndexInfo &index : list.indexes) {
        QString usage = tr("not reported");
        if (index.accesses) {
            usage = index.accessesSince.isValid()
                ? tr("%1 since %2")
                      .arg(*index.accesses)
                      .arg(QLocale().toString(index.accessesSince.toLocalTime(), QLocale::ShortFormat))
                : QString::number(*index.accesses);
        }
        auto *item = new QTreeWidgetItem(mTable,
            { index.name, QString::fromStdString(indexKeysText(serverIndexKeys(index))), indexOptions(index.spec),
                sizeText(index.size), usage });
        item->setToolTip(KeysColumn, oneLineJson(index.key));
        item->setToolTip(OptionsColumn, prettyJson(index.spec));
        item->setData(NameColumn, HiddenRole, jsonOf(index.spec).value("hidden", false));
        if (index.name == current)
            mTable->setCurrentItem(item);
    }
    for (int column = 0; column < mTable->columnCount(); ++column)
        mTable->resizeColumnToContents(column);
    updateButtons();
}

void LiveIndexes::select(const QString &name)
{
    for (int i = 0; i < mTable->topLevelItemCount(); ++i)
        if (mTable->topLevelItem(i)->text(NameColumn) == name)
            mTable->setCurrentItem(mTable->topLevelItem(i));
}

QString LiveIndexes::chosenName() const
{
    return mTable->currentItem() ? mTable->currentItem()->text(NameColumn) : QString();
}

bool LiveIndexes::chosenHidden() const
{
    return mTable->currentItem() && mTable->currentItem()->data(NameColumn, HiddenRole).toBool();
}

void LiveIndexes::updateButtons()
{
    // The _id index can be neither dropped nor hidden.
    const bool chosen = mChangeable && !chosenName().isEmpty() && chosenName() != QLatin1String("_id_");
    mNew->setEnabled(mChangeable);
    mDrop->setEnabled(chosen);
    mHide->setEnabled(chosen);
    mHide->setText(chosenHidden() ? tr("Un&hide") : tr("&Hide"));
}

void LiveIndexes::showMenu(const QPoint &at)
{
    QMenu menu(this);
    for (QPushButton *button : { mNew, mDrop, mHide }) {
        QAction *action = menu.addAction(button->text(), button, &QPushButton::click);
        action->setEnabled(button->isEnabled());
    }
    menu.exec(mTable->viewport()->mapToGlobal(at));
}

void LiveIndexes::askForNewIndex()
{
    if (!mChangeable)
        return;
    NewIndexDialog dialog(mCollection, this);
    if (dialog.exec() == QDialog::Accepted)
        emit changeRequested(dialog.change());
}

void LiveIndexes::request(IndexChange::Kind kind)
{
    if (!mDrop->isEnabled())
        return;
    IndexChange change;
    change.kind = kind;
    change.collection = mCollection.toStdString();
    change.name = chosenName().toStdString();
    emit changeRequested(change);
}

void LiveIndexes::dropChosen()
{
    request(IndexChange::Kind::Drop);
}

void LiveIndexes::toggleChosenHidden()
{
    request(chosenHidden() ? IndexChange::Kind::Unhide : IndexChange::Kind::Hide);
}

} // namespace docmodel
