// SPDX-License-Identifier: GPL-3.0-or-later
#include "livedock.h"

#include "connectdialog.h"
#include "credentialstore.h"
#include "document/modeldocument.h"
#include "livedetails.h"
#include "pipelineeditor.h"
#include "livequery.h"
#include "text/livetext.h"
#include "livetree.h"

#include <QAction>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace docmodel {

namespace {

// Listing a database with more collections than this does not ask each for
// its count: the counts are a convenience, not worth a flood of requests.
constexpr int kMaxCountRequests = 200;

const QString kServerNotices = QStringLiteral("server");
const QString kDatabaseNotices = QStringLiteral("databases");
const QString kKeychainNotices = QStringLiteral("keychain");
const QString kCollectionNotices = QStringLiteral("collections:"); // + the database's name

QFrame *strip(const QString &name, const QString &style, QWidget *parent)
{
    auto *frame = new QFrame(parent);
    frame->setObjectName(name);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setStyleSheet(QStringLiteral("QFrame#%1 { %2 }").arg(name, style));
    frame->hide();
    return frame;
}

} // namespace

LiveDock::LiveDock(ModelDocument *document, QWidget *parent)
    : QDockWidget(tr("Live"), parent)
    , mDocument(document)
    , mConnection(new LiveConnection(this))
    , mCredentials(new CredentialStore(this))
    , mConnectAction(new QAction(tr("Co&nnect to Server..."), this))
    , mDisconnectAction(new QAction(tr("&Disconnect from Server"), this))
    , mRefreshAction(new QAction(tr("Re&fresh"), this))
    , mStack(new QStackedWidget(this))
    , mConnectButton(new QPushButton(tr("Connect to a Server..."), this))
    , mBanner(strip(QStringLiteral("liveBanner"),
          QStringLiteral("background: #f8d7da; border: 1px solid #d9534f;"), this))
    , mBannerText(new QLabel(this))
    , mReconnect(new QPushButton(tr("&Reconnect"), this))
    , mBusy(strip(QStringLiteral("liveBusy"), QString(), this))
    , mBusyBar(new QProgressBar(this))
    , mBusyText(new QLabel(tr("Waiting for the server…"), this))
    , mCancel(new QPushButton(tr("Cancel"), this))
    , mBusyDelay(new QTimer(this))
    , mServerNotices(newNoticeLabel(this))
    , mTree(new LiveTree(this))
    , mDetails(new LiveDetails(mConnection, document, this))
{
    setObjectName(QStringLiteral("live"));
    mConnectAction->setShortcut(QKeySequence(tr("Ctrl+Shift+K")));
    mConnectAction->setToolTip(tr("Connect to a MongoDB server and explore it in the Live dock"));
    mConnectAction->setStatusTip(mConnectAction->toolTip());
    mDisconnectAction->setToolTip(tr("Close the connection to the server"));
    mDisconnectAction->setStatusTip(mDisconnectAction->toolTip());
    mRefreshAction->setObjectName(QStringLiteral("liveRefresh"));
    mRefreshAction->setShortcut(QKeySequence::Refresh);
    // F5 where the person is working: in the dock, not over the canvas.
    mRefreshAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    mRefreshAction->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    mRefreshAction->setToolTip(tr("Read the databases, the chosen collection's counts and indexes, "
                                  "and the page of documents again (%1)")
                                   .arg(mRefreshAction->shortcut().toString(QKeySequence::NativeText)));
    addAction(mRefreshAction);
    mReconnect->setObjectName(QStringLiteral("liveReconnect"));
    mCancel->setObjectName(QStringLiteral("liveCancel"));
    mCancel->setToolTip(tr("Stop waiting for the requests still running"));
    mServerNotices->setObjectName(QStringLiteral("liveNotices"));
    mBannerText->setObjectName(QStringLiteral("liveBannerText"));
    mBannerText->setWordWrap(true);
    mBannerText->setTextFormat(Qt::PlainText);
    mBannerText->setStyleSheet(QStringLiteral("color: #6b1119;"));
    mBusyBar->setRange(0, 0);
    mBusyBar->setTextVisible(false);
    mBusyBar->setMaximumWidth(140);
    mBusyDelay->setSingleShot(true);
    mBusyDelay->setInterval(kBusyDelayMs);
    layOut();
    connectControls();
}

void LiveDock::layOut()
{
    auto *bannerLayout = new QHBoxLayout(mBanner);
    bannerLayout->setContentsMargins(6, 4, 6, 4);
    bannerLayout->addWidget(mBannerText, 1);
    bannerLayout->addWidget(mReconnect);
    auto *busyLayout = new QHBoxLayout(mBusy);
    busyLayout->setContentsMargins(6, 2, 6, 2);
    busyLayout->addWidget(mBusyBar);
    busyLayout->addWidget(mBusyText, 1);
    busyLayout->addWidget(mCancel);

    auto *idle = new QWidget(this);
    auto *idleLayout = new QVBoxLayout(idle);
    auto *idleText = new QLabel(tr("Not connected. Connect to a server to see its databases, "
                                   "collections, indexes and documents beside the model."),
        idle);
    idleText->setWordWrap(true);
    idleLayout->addWidget(idleText);
    idleLayout->addWidget(mConnectButton, 0, Qt::AlignLeft);
    idleLayout->addStretch(1);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *refresh = new QToolButton(left);
    refresh->setDefaultAction(mRefreshAction);
    refresh->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    refresh->setAutoRaise(true);
    leftLayout->addWidget(refresh, 0, Qt::AlignLeft);
    mTree->setContextMenuPolicy(Qt::ActionsContextMenu);
    mTree->addAction(mRefreshAction);
    leftLayout->addWidget(mTree, 1);
    leftLayout->addWidget(mServerNotices);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("liveSplitter"));
    // Fixed minimums: without them a long collection name or message raises
    // a pane's size hint, and the splitter moves away from where the person
    // put it. Long texts wrap instead.
    left->setMinimumWidth(160);
    mDetails->setMinimumWidth(320);
    splitter->addWidget(left);
    splitter->addWidget(mDetails);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({ 380, 620 });
    mStack->addWidget(idle);
    mStack->addWidget(splitter);

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(mBanner);
    layout->addWidget(mBusy);
    layout->addWidget(mStack, 1);
    setWidget(content);
}

void LiveDock::connectControls()
{
    connect(mConnectAction, &QAction::triggered, this, &LiveDock::showConnectDialog);
    connect(mConnectButton, &QPushButton::clicked, this, &LiveDock::showConnectDialog);
    connect(mDisconnectAction, &QAction::triggered, this, &LiveDock::disconnectFromServer);
    connect(mReconnect, &QPushButton::clicked, this, &LiveDock::reconnect);
    connect(mRefreshAction, &QAction::triggered, this, &LiveDock::refresh);
    connect(mCancel, &QPushButton::clicked, mConnection, &LiveConnection::cancelAll);
    connect(mBusyDelay, &QTimer::timeout, this,
        [this] { mBusy->setVisible(mConnection->pendingCount() > 0); });
    connect(mTree, &LiveTree::databaseExpanded, this, &LiveDock::chooseDatabaseCollections);
    connect(mTree, &LiveTree::collectionChosen, this, &LiveDock::chooseCollectionInTree);
    // A followed reference, or Back, opens its collection as a click would.
    connect(mDetails->query(), &LiveQuery::collectionWanted, this, &LiveDock::chooseCollection);
    connect(mDetails, &LiveDetails::indexChangeRequested, this, &LiveDock::indexChangeRequested);
    connect(mTree, &LiveTree::indexChosen, this,
        [this](const QString &database, const QString &collection, const QString &index) {
            chooseCollectionInTree(database, collection);
            mDetails->showIndex(index);
        });
    connect(mCredentials, &CredentialStore::keychainChanged, this,
        [this](CredentialStore::Keychain keychain, const QString &message) {
            mNotices.insert(kKeychainNotices,
                keychain == CredentialStore::Keychain::Unavailable ? QStringList { message }
                                                                   : QStringList());
            updateNotices();
        });
    connect(mCredentials, &CredentialStore::passwordWritten, this,
        [this](const QString &, bool stored) {
            if (!stored && mCredentials->keychain() != CredentialStore::Keychain::Unavailable) {
                mNotices.insert(kKeychainNotices,
                    { tr("The password could not be stored in the system keychain; it is kept in "
                         "memory for this session only.") });
                updateNotices();
            }
        });
    wireConnection();
    updateState();
}

LiveDock::~LiveDock()
{
    // The views talk to the connection while they go (open cursors are
    // closed); they go first.
    disconnect(mConnection, nullptr, this, nullptr);
    delete widget();
}

void LiveDock::wireConnection()
{
    connect(mConnection, &LiveConnection::pendingChanged, this, [this](int count) {
        if (count == 0) {
            mBusyDelay->stop();
            mBusy->hide();
        } else if (!mBusy->isVisible() && !mBusyDelay->isActive()) {
            mBusyDelay->start();
        }
        mBusyText->setText(tr("Waiting for the server (%n request(s))…", nullptr, count));
    });
    connect(mConnection, &LiveConnection::serverInfoReceived, this,
        [this](LiveConnection::RequestId id, const ServerInfo &info) {
            if (!mRequests.remove(id))
                return;
            mTree->setServerInfo(info);
            mNotices.insert(kServerNotices, info.notices);
            updateNotices();
        });
    connect(mConnection, &LiveConnection::databasesReceived, this,
        [this](LiveConnection::RequestId id, const DatabaseList &list) {
            if (!mRequests.remove(id))
                return;
            mTree->setDatabases(list);
            mNotices.insert(kDatabaseNotices, list.notices);
            updateNotices();
        });
    connect(mConnection, &LiveConnection::collectionsReceived, this,
        [this](LiveConnection::RequestId id, const CollectionList &list) {
            if (!mRequests.remove(id))
                return;
            mTree->setCollections(list);
            mNotices.insert(kCollectionNotices + list.database, list.notices);
            updateNotices();
            int asked = 0;
            for (const CollectionInfo &info : list.collections) {
                if (info.kind == CollectionKind::View || !info.confirmed
                    || ++asked > kMaxCountRequests)
                    continue;
                mRequests.insert(mConnection->requestStats(list.database, info.name),
                    { Purpose::Count, list.database, info.name });
            }
            // A refreshed list refreshes what is shown of the chosen collection.
            if (list.database == mDatabase) {
                mDetails->query()->setDatabaseCollections(mTree->collectionNames(mDatabase));
                if (const CollectionInfo *info = mTree->collectionInfo(mDatabase, mCollection))
                    mDetails->showCollection(mDatabase, *info, {});
            }
        });
    connect(mConnection, &LiveConnection::indexesReceived, this,
        [this](LiveConnection::RequestId id, const IndexList &list) {
            if (!mRequests.remove(id))
                return;
            mTree->setIndexes(list);
            mDetails->showIndexes(list);
        });
    connect(mConnection, &LiveConnection::statsReceived, this,
        [this](LiveConnection::RequestId id, const CollectionStats &stats) {
            const auto it = mRequests.constFind(id);
            if (it == mRequests.constEnd())
                return;
            const Purpose purpose = it->purpose;
            mRequests.erase(it);
            if (stats.count)
                mTree->setCount(stats.database, stats.collection, *stats.count);
            if (purpose == Purpose::Stats)
                mDetails->showStats(stats);
        });
    connect(mConnection, &LiveConnection::requestFailed, this, &LiveDock::handleFailure);
    connect(
        mConnection, &LiveConnection::requestCancelled, this, [this](LiveConnection::RequestId id) {
            const auto it = mRequests.constFind(id);
            if (it == mRequests.constEnd())
                return;
            const Pending pending = *it;
            mRequests.erase(it);
            const QString message = tr("Cancelled.");
            switch (pending.purpose) {
            case Purpose::ServerInfo:
                mTree->setServerFailed(message);
                break;
            case Purpose::Databases:
                mTree->setDatabasesFailed(message);
                break;
            case Purpose::Collections:
                mTree->setCollectionsFailed(pending.database, message);
                break;
            case Purpose::Indexes:
            case Purpose::Stats:
            case Purpose::Count:
                break;
            }
        });
    connect(mConnection, &LiveConnection::connectionLost, this, &LiveDock::showBanner);
}

void LiveDock::handleFailure(LiveConnection::RequestId id, const LiveError &error)
{
    // Any request of this connection (the documents tab's too) can be the
    // first to find the server gone.
    if (error.isConnectionProblem())
        showBanner(error);
    const auto it = mRequests.constFind(id);
    if (it == mRequests.constEnd())
        return;
    const Pending pending = *it;
    mRequests.erase(it);
    const bool chosen = pending.database == mDatabase && pending.collection == mCollection;
    switch (pending.purpose) {
    case Purpose::ServerInfo:
        mTree->setServerFailed(error.message);
        break;
    case Purpose::Databases:
        mTree->setDatabasesFailed(error.message);
        mNotices.insert(kDatabaseNotices, { error.message });
        updateNotices();
        break;
    case Purpose::Collections:
        mTree->setCollectionsFailed(pending.database, error.message);
        mNotices.insert(kCollectionNotices + pending.database, { error.message });
        updateNotices();
        break;
    case Purpose::Indexes:
        if (chosen)
            mDetails->showFailure(tr("Indexes"), error);
        break;
    case Purpose::Stats:
        if (chosen)
            mDetails->showFailure(tr("Statistics"), error);
        break;
    case Purpose::Count:
        // Shown in the Statistics tab when the collection is chosen.
        break;
    }
}

void LiveDock::showBanner(const LiveError &error)
{
    mBannerText->setText(tr("The server is not answering. %1\nThe model and the rest of the "
                            "workbench are not affected.")
                             .arg(error.message));
    mBanner->show();
}

bool LiveDock::isBannerShown() const
{
    return !mBanner->isHidden();
}

QString LiveDock::bannerText() const
{
    return isBannerShown() ? mBannerText->text() : QString();
}

bool LiveDock::isBusyShown() const
{
    return !mBusy->isHidden();
}

QString LiveDock::noticesText() const
{
    return mServerNotices->isHidden() ? QString() : mServerNotices->text();
}

void LiveDock::showConnectDialog()
{
    ConnectDialog dialog(mCredentials, window());
    ConnectionSettings start;
    if (mConnection->isOpen())
        start = mConnection->settings();
    else if (const QList<ConnectionSettings> recent = ConnectDialog::recentConnections();
             !recent.isEmpty())
        start = recent.first();
    dialog.setSettings(start);
    if (!start.userName.isEmpty())
        mCredentials->read(CredentialStore::keyFor(start));
    while (dialog.exec() == QDialog::Accepted) {
        LiveError error;
        if (connectTo(dialog.settings(), dialog.password(), &error))
            return;
        dialog.showError(error.message);
    }
}

bool LiveDock::connectTo(
    const ConnectionSettings &settings, const QString &password, LiveError *error)
{
    if (mConnection->isOpen())
        disconnectFromServer();
    if (!mConnection->open(settings, password, error))
        return false;
    mDetails->query()->forgetQueries(); // another server's queries mean nothing here
    mDetails->pipeline()->forgetPipelines();
    mStack->setCurrentIndex(1);
    mTree->showServer(mConnection->settings().displayName(), mConnection->displayUri());
    requestTop();
    updateState();
    show();
    raise();
    // The tree and the tabs need more height than the advisor's strip; asked
    // once, so a height the person chose later is kept.
    auto *mainWindow = qobject_cast<QMainWindow *>(parentWidget());
    if (!mSized && mainWindow && !isFloating()
        && mainWindow->dockWidgetArea(this) == Qt::BottomDockWidgetArea) {
        mSized = true;
        mainWindow->resizeDocks(
            { this }, { qMax(height(), mainWindow->height() * 9 / 20) }, Qt::Vertical);
    }
    emit connectedChanged(true);
    return true;
}

void LiveDock::requestTop()
{
    mBanner->hide();
    mRequests.insert(mConnection->requestServerInfo(), { Purpose::ServerInfo, {}, {} });
    // The model's database is probed for when the server cannot list databases.
    const std::string &modelDatabase = mDocument->model().database;
    const QStringList expected = modelDatabase.empty()
        ? QStringList()
        : QStringList { QString::fromStdString(modelDatabase) };
    mRequests.insert(mConnection->requestDatabases(expected), { Purpose::Databases, {}, {} });
}

void LiveDock::disconnectFromServer()
{
    // The views drop their cursors while the connection can still say so.
    mDetails->clear(tr("Choose a collection in the tree."));
    mConnection->cancelAll();
    mConnection->close();
    mRequests.clear();
    clearServerNotices();
    mDatabase.clear();
    mCollection.clear();
    mTree->clear();
    mBanner->hide();
    mBusyDelay->stop();
    mBusy->hide();
    mStack->setCurrentIndex(0);
    updateNotices();
    updateState();
    emit connectedChanged(false);
}

void LiveDock::reconnect()
{
    const QString database = mDatabase;
    const QString collection = mCollection;
    mDetails->clear(tr("Choose a collection in the tree."));
    mDatabase.clear();
    mCollection.clear();
    mRequests.clear();
    clearServerNotices();
    updateNotices();
    LiveError error;
    if (!mConnection->reconnect(&error)) {
        showBanner(error);
        return;
    }
    mTree->showServer(mConnection->settings().displayName(), mConnection->displayUri());
    requestTop();
    restoreChoice(database, collection);
    updateState();
}

void LiveDock::refresh()
{
    if (!mConnection->isOpen())
        return;
    const QString database = mDatabase;
    const QString collection = mCollection;
    // Chosen again below, which asks for its indexes and statistics anew.
    mDatabase.clear();
    mCollection.clear();
    requestTop();
    restoreChoice(database, collection);
    // The page on screen is read again too, where it is.
    if (mDetails->query()->hasRun())
        mDetails->query()->refreshPage();
    if (mDetails->tabs()->currentIndex() == LiveDetails::Aggregation)
        mDetails->pipeline()->refreshPreviews();
}

void LiveDock::restoreChoice(const QString &database, const QString &collection)
{
    // Back where the person was, once the tree has it again.
    if (database.isEmpty())
        return;
    auto *restore = new QObject(this);
    connect(mConnection, &LiveConnection::databasesReceived, restore,
        [this, database] { mTree->choose(database); });
    connect(mConnection, &LiveConnection::collectionsReceived, restore,
        [this, restore, database, collection](
            LiveConnection::RequestId, const CollectionList &list) {
            if (list.database != database)
                return;
            // The dock's own handler ran first (it connected first).
            mTree->choose(database, collection);
            restore->deleteLater();
        });
    connect(mConnection, &LiveConnection::connectionLost, restore, &QObject::deleteLater);
}

void LiveDock::chooseDatabaseCollections(const QString &database)
{
    QStringList expected;
    const Model &model = mDocument->model();
    if (model.database.empty() || QString::fromStdString(model.database) == database)
        for (const Entity &entity : model.entities)
            if (entity.isCollection())
                expected << QString::fromStdString(entity.name);
    mRequests.insert(mConnection->requestCollections(database, expected),
        { Purpose::Collections, database, {} });
}

bool LiveDock::chooseCollection(const QString &database, const QString &collection)
{
    return mTree->choose(database, collection);
}

void LiveDock::chooseCollectionInTree(const QString &database, const QString &collection)
{
    if (database == mDatabase && collection == mCollection)
        return;
    const CollectionInfo *info = mTree->collectionInfo(database, collection);
    if (!info)
        return;
    // What was asked for the previous choice is no longer wanted. Taken out
    // of mRequests first: cancel() reports at once, and the handler of that
    // report must not change the hash this walks.
    QList<LiveConnection::RequestId> unwanted;
    for (auto it = mRequests.begin(); it != mRequests.end();) {
        if (it->purpose == Purpose::Indexes || it->purpose == Purpose::Stats) {
            unwanted.append(it.key());
            it = mRequests.erase(it);
        } else {
            ++it;
        }
    }
    for (LiveConnection::RequestId id : unwanted)
        mConnection->cancel(id);
    mDatabase = database;
    mCollection = collection;
    mDetails->query()->setDatabaseCollections(mTree->collectionNames(database));
    mDetails->showCollection(database, *info, {});
    if (info->kind == CollectionKind::View)
        return; // it has no indexes or statistics of its own; the details say so
    mRequests.insert(mConnection->requestIndexes(database, collection),
        { Purpose::Indexes, database, collection });
    mRequests.insert(
        mConnection->requestStats(database, collection), { Purpose::Stats, database, collection });
}

void LiveDock::clearServerNotices()
{
    // What the keychain said is about this session, not about the server.
    const QStringList keychain = mNotices.value(kKeychainNotices);
    mNotices.clear();
    if (!keychain.isEmpty())
        mNotices.insert(kKeychainNotices, keychain);
}

void LiveDock::updateNotices()
{
    QStringList notices;
    for (auto it = mNotices.constBegin(); it != mNotices.constEnd(); ++it) {
        const bool database = it.key().startsWith(kCollectionNotices);
        const QString name = it.key().mid(kCollectionNotices.size());
        for (const QString &notice : it.value())
            notices << (database ? tr("%1: %2").arg(name, notice) : notice);
    }
    notices.sort();
    showNotices(mServerNotices, notices);
}

void LiveDock::updateState()
{
    mDisconnectAction->setEnabled(mConnection->isOpen());
    mRefreshAction->setEnabled(mConnection->isOpen());
}

} // namespace docmodel
