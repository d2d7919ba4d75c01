// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentinputs.h"

#include "inference/collectionsource.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace docmodel {

DocumentInputs::DocumentInputs(QWidget *parent)
    : QWidget(parent)
    , mList(new QListWidget(this))
    , mRemove(new QPushButton(tr("&Remove"), this))
{
    mList->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto *addFiles = new QPushButton(tr("Add &Files..."), this);
    auto *addFolder = new QPushButton(tr("Add F&older..."), this);
    auto *buttons = new QVBoxLayout;
    for (QPushButton *button : { addFiles, addFolder, mRemove }) {
        button->setAutoDefault(false); // Enter runs the dialog, not a picker
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mList, 1);
    layout->addLayout(buttons);
    updateRemove();

    connect(addFiles, &QPushButton::clicked, this, &DocumentInputs::addFiles);
    connect(addFolder, &QPushButton::clicked, this, &DocumentInputs::addFolder);
    connect(mRemove, &QPushButton::clicked, this, [this] {
        qDeleteAll(mList->selectedItems());
        updateRemove();
        emit changed();
    });
    connect(mList, &QListWidget::itemSelectionChanged, this, &DocumentInputs::updateRemove);
}

void DocumentInputs::addInputs(const QStringList &paths)
{
    for (const QString &path : paths) {
        const QString clean = QDir::cleanPath(path);
        if (mList->findItems(clean, Qt::MatchExactly).isEmpty())
            mList->addItem(clean);
    }
    emit changed();
}

std::vector<std::string> DocumentInputs::paths() const
{
    std::vector<std::string> out;
    for (int i = 0; i < mList->count(); ++i)
        out.push_back(mList->item(i)->text().toStdString());
    return out;
}

int DocumentInputs::count() const
{
    return mList->count();
}

void DocumentInputs::addFiles()
{
    QStringList patterns;
    for (const std::string &suffix : inference::documentFileSuffixes())
        patterns << QLatin1Char('*') + QString::fromStdString(suffix);
    addInputs(QFileDialog::getOpenFileNames(this, tr("Add Files"), QString(),
        tr("mongoexport and mongodump files (%1);;All files (*)")
            .arg(patterns.join(QLatin1Char(' ')))));
}

void DocumentInputs::addFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add a Dump Folder"));
    if (!folder.isEmpty())
        addInputs({ folder });
}

void DocumentInputs::updateRemove()
{
    mRemove->setEnabled(!mList->selectedItems().isEmpty());
}

} // namespace docmodel
