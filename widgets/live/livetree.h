// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/liveresults.h"

#include <QHash>
#include <QTreeWidget>

namespace docmodel {

// The server tree of the Live dock: server → databases → collections →
// indexes, with sizes, kinds and counts as the answers arrive. It asks for
// nothing itself; it says what was expanded or chosen and the dock asks.
class LiveTree : public QTreeWidget
{
    Q_OBJECT

public:
    enum class Node { Server, Database, Collection, Index, Placeholder };
    enum Role {
        NodeRole = Qt::UserRole + 1,
        DatabaseRole,
        CollectionRole,
        IndexRole,
        LoadedRole, // a database whose collections were asked for
    };

    explicit LiveTree(QWidget *parent = nullptr);

    // Starts over with just the server, while it is being asked.
    // name: what the person reads (user@hosts); uri: the masked URI, as tooltip.
    void showServer(const QString &name, const QString &displayUri);
    void setServerInfo(const ServerInfo &info);
    void setServerFailed(const QString &message);
    void setDatabases(const DatabaseList &list);
    void setDatabasesFailed(const QString &message);
    void setCollections(const CollectionList &list);
    void setCollectionsFailed(const QString &database, const QString &message);
    void setIndexes(const IndexList &list);
    void setCount(const QString &database, const QString &collection, qint64 count);

    QTreeWidgetItem *serverItem() const { return topLevelItem(0); }
    QTreeWidgetItem *databaseItem(const QString &database) const;
    QTreeWidgetItem *collectionItem(const QString &database, const QString &collection) const;
    // What listCollections said about a collection; null when not listed.
    const CollectionInfo *collectionInfo(const QString &database, const QString &collection) const;
    QStringList databaseNames() const;
    // The collections listed under a database (none until it was expanded).
    QStringList collectionNames(const QString &database) const;
    // Expands the database (which asks for its collections) and chooses the collection.
    bool choose(const QString &database, const QString &collection = {});
    // Marks a database for asking again, e.g. after a reconnect.
    void forgetCollections(const QString &database);

signals:
    void databaseExpanded(const QString &database);
    void collectionChosen(const QString &database, const QString &collection);
    void indexChosen(const QString &database, const QString &collection, const QString &index);

private:
    static Node nodeOf(const QTreeWidgetItem *item);
    void setPlaceholder(QTreeWidgetItem *parent, const QString &text);
    void updateCollectionText(QTreeWidgetItem *item);

    QHash<QString, CollectionInfo> mCollections; // by "database\ncollection"
    QHash<QString, qint64> mCounts;
};

} // namespace docmodel
