// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diff/indexchange.h"
#include "live/liveconnection.h"

#include <QDockWidget>
#include <QHash>

class QAction;
class QFrame;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTimer;
class QToolButton;

namespace docmodel {

class CredentialStore;
class LiveDetails;
class LiveTree;
class ModelDocument;

// The Live dock: one connection to a server, its tree (databases,
// collections, indexes) and the details of the chosen collection. Every
// request goes through LiveConnection, so the GUI thread never waits: a
// request that takes longer than a moment shows a busy bar with Cancel, and
// a lost server shows a banner with Reconnect while the rest of the
// workbench goes on working.
class LiveDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit LiveDock(ModelDocument *document, QWidget *parent = nullptr);
    ~LiveDock() override;

    QAction *connectAction() const { return mConnectAction; }
    QAction *disconnectAction() const { return mDisconnectAction; }
    // F5: refresh() from anywhere in the dock.
    QAction *refreshAction() const { return mRefreshAction; }
    LiveConnection *connection() const { return mConnection; }
    CredentialStore *credentials() const { return mCredentials; }
    LiveTree *tree() const { return mTree; }
    LiveDetails *details() const { return mDetails; }

    // File ▸ Connect…: the dialog, then the connection.
    void showConnectDialog();
    // Opens the connection and asks for the server's info and databases.
    // False (with the reason) only when the settings do not parse; an
    // unreachable server shows in the dock.
    bool connectTo(const ConnectionSettings &settings, const QString &password, LiveError *error);
    void disconnectFromServer();
    void reconnect();
    // Reads the server's databases, the chosen collection and the page of
    // documents on screen again (F5, or after an apply changed the
    // server), keeping what was open and chosen.
    void refresh();
    bool isConnected() const { return mConnection->isOpen(); }
    // Chooses a collection as a click in the tree would.
    bool chooseCollection(const QString &database, const QString &collection);

    // Shown while a request is pending longer than kBusyDelayMs.
    bool isBusyShown() const;
    QPushButton *cancelButton() const { return mCancel; }
    bool isBannerShown() const;
    QString bannerText() const;
    QString noticesText() const;

    static constexpr int kBusyDelayMs = 300;

signals:
    void connectedChanged(bool connected);
    // A change to a collection's indexes asked for on the Indexes tab.
    void indexChangeRequested(const docmodel::IndexChange &change, const QString &database);

private:
    // The constructor's parts, in this order.
    void layOut();
    void connectControls();
    void wireConnection();
    void requestTop();
    void restoreChoice(const QString &database, const QString &collection);
    void chooseDatabaseCollections(const QString &database);
    void chooseCollectionInTree(const QString &database, const QString &collection);
    void handleFailure(LiveConnection::RequestId id, const LiveError &error);
    void showBanner(const LiveError &error);
    void clearServerNotices();
    void updateNotices();
    void updateState();

    enum class Purpose { ServerInfo, Databases, Collections, Indexes, Stats, Count };
    struct Pending {
        Purpose purpose;
        QString database;
        QString collection;
    };

    ModelDocument *mDocument;
    LiveConnection *mConnection;
    CredentialStore *mCredentials;
    QHash<LiveConnection::RequestId, Pending> mRequests;
    QHash<QString, QStringList> mNotices; // by where they came from
    QString mDatabase; // the chosen collection
    QString mCollection;
    bool mSized = false; // given its room in the window once

    QAction *mConnectAction;
    QAction *mDisconnectAction;
    QAction *mRefreshAction;
    QStackedWidget *mStack;
    QPushButton *mConnectButton;
    QFrame *mBanner;
    QLabel *mBannerText;
    QPushButton *mReconnect;
    QFrame *mBusy;
    QProgressBar *mBusyBar;
    QLabel *mBusyText;
    QPushButton *mCancel;
    QTimer *mBusyDelay;
    QLabel *mServerNotices;
    LiveTree *mTree;
    LiveDetails *mDetails;
};

} // namespace docmodel
