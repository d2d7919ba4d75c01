// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/liveconnection.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;

namespace docmodel {

// Where a live inference reads from: a database of the connected server,
// its collections (all ticked at first) and the sample size. Lists come
// from the connection's worker; nothing here waits for the server.
class LiveInferenceSource : public QWidget
{
    Q_OBJECT

public:
    explicit LiveInferenceSource(QWidget *parent = nullptr);

    // The connection to read from; null or closed shows how to connect.
    void setConnection(LiveConnection *connection);
    LiveConnection *connection() const { return mConnection; }
    // Lists the server's databases again (and the chosen one's collections).
    void refresh();
    bool ready() const;
    LiveInferenceRequest request() const;

signals:
    void readyChanged();
    // The person wants to connect (the window's Connect to Server).
    void connectRequested();

private:
    void listCollections();

    QPointer<LiveConnection> mConnection;
    QLabel *mState;
    QComboBox *mDatabase;
    QListWidget *mCollections;
    QSpinBox *mSampleSize;
    QCheckBox *mEveryDocument;
    LiveConnection::RequestId mDatabasesRequest = 0;
    LiveConnection::RequestId mCollectionsRequest = 0;
};

} // namespace docmodel
