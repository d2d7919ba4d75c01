// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveinferencesource.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace docmodel {

LiveInferenceSource::LiveInferenceSource(QWidget *parent)
    : QWidget(parent)
    , mState(new QLabel(this))
    , mDatabase(new QComboBox(this))
    , mCollections(new QListWidget(this))
    , mSampleSize(new QSpinBox(this))
    , mEveryDocument(new QCheckBox(tr("&Every document"), this))
{
    mState->setWordWrap(true);
    mState->setObjectName(QStringLiteral("liveSourceState"));
    mDatabase->setEditable(true);
    mDatabase->setObjectName(QStringLiteral("liveSourceDatabase"));
    mDatabase->setInsertPolicy(QComboBox::NoInsert);
    mCollections->setObjectName(QStringLiteral("liveSourceCollections"));
    mSampleSize->setRange(1, 100000000);
    mSampleSize->setValue(1000);
    mSampleSize->setGroupSeparatorShown(true);
    mSampleSize->setSuffix(tr(" documents"));
    mSampleSize->setToolTip(tr("Taken at random on the server ($sample): a large collection costs only this many."));
    auto *refresh = new QPushButton(tr("Re&fresh"), this);
    auto *database = new QHBoxLayout;
    database->addWidget(mDatabase, 1);
    database->addWidget(refresh);
    auto *sample = new QHBoxLayout;
    sample->addWidget(mSampleSize);
    sample->addWidget(mEveryDocument);
    sample->addStretch();
    auto *form = new QFormLayout;
    form->addRow(tr("&Database:"), database);
    form->addRow(tr("C&ollections:"), mCollections);
    form->addRow(tr("&Sample per collection:"), sample);
    // A row of several widgets gets a label without a buddy, which would
    // show its '&' instead of underlining the shortcut.
    qobject_cast<QLabel *>(form->labelForField(database))->setBuddy(mDatabase);
    qobject_cast<QLabel *>(form->labelForField(sample))->setBuddy(mSampleSize);
    auto *connectButton = new QPushButton(tr("Co&nnect to Server..."), this);
    connectButton->setObjectName(QStringLiteral("liveSourceConnect"));
    auto *state = new QHBoxLayout;
    state->addWidget(mState, 1);
    state->addWidget(connectButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(state);
    layout->addLayout(form, 1);

    connect(refresh, &QPushButton::clicked, this, &LiveInferenceSource::refresh);
    connect(connectButton, &QPushButton::clicked, this, &LiveInferenceSource::connectRequested);
    connect(mDatabase, &QComboBox::currentTextChanged, this, &LiveInferenceSource::listCollections);
    connect(mEveryDocument, &QCheckBox::toggled, mSampleSize, &QWidget::setDisabled);
    connect(mCollections, &QListWidget::itemChanged, this, &LiveInferenceSource::readyChanged);
    setConnection(nullptr);
}

void LiveInferenceSource::setConnection(LiveConnection *connection)
{
    if (mConnection)
        mConnection->disconnect(this);
    mConnection = connection;
    if (mConnection) {
        connect(mConnection, &LiveConnection::databasesReceived, this,
            [this](LiveConnection::RequestId id, const DatabaseList &list) {
                if (id != mDatabasesRequest)
                    return;
                const QString current = mDatabase->currentText();
                const QSignalBlocker blocker(mDatabase);
                mDatabase->clear();
                for (const DatabaseInfo &database : list.databases)
                    if (database.name != QLatin1String("admin") && database.name != QLatin1String("local")
                        && database.name != QLatin1String("config"))
                        mDatabase->addItem(database.name);
                mDatabase->setCurrentText(current.isEmpty() && mDatabase->count() ? mDatabase->itemText(0) : current);
                listCollections();
            });
        connect(mConnection, &LiveConnection::collectionsReceived, this,
            [this](LiveConnection::RequestId id, const CollectionList &list) {
                if (id != mCollectionsRequest)
                    return;
                mCollections->clear();
                for (const CollectionInfo &info : list.collections) {
                    if (info.kind != CollectionKind::Collection || info.name.startsWith(QLatin1String("system.")))
                        continue;
                    auto *item = new QListWidgetItem(info.name, mCollections);
                    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
                    item->setCheckState(Qt::Checked);
                }
                mState->setText(mCollections->count() ? tr("Connected to %1.").arg(mConnection->displayUri())
                                                      : tr("The server lists no collections in \"%1\".").arg(mDatabase->currentText()));
                emit readyChanged();
            });
        connect(mConnection, &LiveConnection::requestFailed, this,
            [this](LiveConnection::RequestId id, const LiveError &error) {
                if (id == mDatabasesRequest || id == mCollectionsRequest)
                    mState->setText(error.message);
            });
    }
    refresh();
}

void LiveInferenceSource::refresh()
{
    const bool open = mConnection && mConnection->isOpen();
    for (QWidget *control : { static_cast<QWidget *>(mDatabase), static_cast<QWidget *>(mCollections) })
        control->setEnabled(open);
    if (!open) {
        mState->setText(tr("Not connected to a server."));
        emit readyChanged();
        return;
    }
    mState->setText(tr("Listing the databases of %1...").arg(mConnection->displayUri()));
    mDatabasesRequest = mConnection->requestDatabases();
}

void LiveInferenceSource::listCollections()
{
    mCollections->clear();
    emit readyChanged();
    if (!mConnection || !mConnection->isOpen() || mDatabase->currentText().isEmpty())
        return;
    mCollectionsRequest = mConnection->requestCollections(mDatabase->currentText());
}

bool LiveInferenceSource::ready() const
{
    return mConnection && mConnection->isOpen() && !request().collections.isEmpty();
}

LiveInferenceRequest LiveInferenceSource::request() const
{
    LiveInferenceRequest request;
    request.database = mDatabase->currentText();
    for (int row = 0; row < mCollections->count(); ++row)
        if (mCollections->item(row)->checkState() == Qt::Checked)
            request.collections << mCollections->item(row)->text();
    request.sampleSize = mEveryDocument->isChecked() ? 0 : mSampleSize->value();
    return request;
}

} // namespace docmodel
