// SPDX-License-Identifier: GPL-3.0-or-later
#include "livetree.h"

#include "livecompare.h"
#include "text/livetext.h"

#include <QHeaderView>
#include <QSignalBlocker>
#include <QStyle>

namespace docmodel {

namespace {

QString keyOf(const QString &database, const QString &collection)
{
    return database + QLatin1Char('\n') + collection;
}

QIcon kindIcon(const QStyle *style, CollectionKind kind)
{
    switch (kind) {
    case CollectionKind::View:
        return style->standardIcon(QStyle::SP_FileLinkIcon);
    case CollectionKind::TimeSeries:
        return style->standardIcon(QStyle::SP_FileDialogDetailedView);
    case CollectionKind::Collection:
        break;
    }
    return style->standardIcon(QStyle::SP_FileIcon);
}

} // namespace

LiveTree::LiveTree(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("liveTree"));
    setColumnCount(2);
    setHeaderLabels({ tr("Name"), tr("Details") });
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
    setUniformRowHeights(true);
    setAccessibleName(tr("Server tree"));

    connect(this, &QTreeWidget::itemExpanded, this, [this](QTreeWidgetItem *item) {
        if (nodeOf(item) == Node::Database && !item->data(0, LoadedRole).toBool()) {
            item->setData(0, LoadedRole, true);
            setPlaceholder(item, tr("Loading…"));
            emit databaseExpanded(item->data(0, DatabaseRole).toString());
        }
    });
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (!item)
            return;
        const QString database = item->data(0, DatabaseRole).toString();
        const QString collection = item->data(0, CollectionRole).toString();
        if (nodeOf(item) == Node::Collection)
            emit collectionChosen(database, collection);
        else if (nodeOf(item) == Node::Index)
            emit indexChosen(database, collection, item->data(0, IndexRole).toString());
    });
}

LiveTree::Node LiveTree::nodeOf(const QTreeWidgetItem *item)
{
    return item ? Node(item->data(0, NodeRole).toInt()) : Node::Placeholder;
}

void LiveTree::setPlaceholder(QTreeWidgetItem *parent, const QString &text)
{
    qDeleteAll(parent->takeChildren());
    auto *placeholder = new QTreeWidgetItem(parent, { text });
    placeholder->setData(0, NodeRole, int(Node::Placeholder));
    placeholder->setFlags(Qt::ItemIsEnabled);
    placeholder->setForeground(0, palette().brush(QPalette::PlaceholderText));
}

void LiveTree::showServer(const QString &name, const QString &displayUri)
{
    clear();
    mCollections.clear();
    mCounts.clear();
    auto *server = new QTreeWidgetItem(this, { name, tr("connecting…") });
    server->setData(0, NodeRole, int(Node::Server));
    server->setIcon(0, style()->standardIcon(QStyle::SP_DriveNetIcon));
    server->setToolTip(0, displayUri);
    server->setExpanded(true);
}

void LiveTree::setServerInfo(const ServerInfo &info)
{
    QTreeWidgetItem *server = serverItem();
    if (!server)
        return;
    QString details = tr("MongoDB %1 · %2").arg(info.version, topologyName(info.topology));
    if (!info.setName.isEmpty())
        details += QStringLiteral(" %1").arg(info.setName);
    server->setText(1, details);
    QStringList tip;
    tip << tr("Address: %1").arg(info.address)
        << tr("Wire versions: %1–%2").arg(info.minWireVersion).arg(info.maxWireVersion);
    if (!info.primary.isEmpty())
        tip << tr("Primary: %1").arg(info.primary);
    if (!info.members.isEmpty())
        tip << tr("Members: %1").arg(info.members.join(QStringLiteral(", ")));
    server->setToolTip(1, tip.join(QLatin1Char('\n')));
}

void LiveTree::setServerFailed(const QString &message)
{
    if (QTreeWidgetItem *server = serverItem()) {
        server->setText(1, message);
        server->setToolTip(1, message);
    }
}

void LiveTree::setDatabases(const DatabaseList &list)
{
    QTreeWidgetItem *server = serverItem();
    if (!server)
        return;
    // Keep what was open: a refresh after a reconnect should not fold the tree.
    QStringList expanded;
    for (int i = 0; i < server->childCount(); ++i)
        if (server->child(i)->isExpanded())
            expanded << server->child(i)->data(0, DatabaseRole).toString();
    qDeleteAll(server->takeChildren());
    for (const DatabaseInfo &database : list.databases) {
        QString details = database.sizeOnDisk ? sizeText(database.sizeOnDisk) : QString();
        if (database.empty)
            details = details.isEmpty() ? tr("empty") : tr("%1, empty").arg(details);
        if (!database.confirmed)
            details = tr("not confirmed by the server");
        auto *item = new QTreeWidgetItem(server, { database.name, details });
        item->setData(0, NodeRole, int(Node::Database));
        item->setData(0, DatabaseRole, database.name);
        item->setIcon(0, style()->standardIcon(QStyle::SP_DirIcon));
        item->setChildIndicatorPolicy(QTreeWidgetItem::ShowIndicator);
        if (!database.confirmed) {
            item->setForeground(0, palette().brush(QPalette::PlaceholderText));
            item->setToolTip(1,
                tr("The server could not list its databases; this name comes "
                   "from the connection string or the open model."));
        }
    }
    if (list.databases.isEmpty())
        setPlaceholder(server, tr("No databases listed"));
    server->setExpanded(true);
    if (list.totalSize)
        server->setToolTip(0, tr("%1 in all databases").arg(sizeText(list.totalSize)));
    for (const QString &name : expanded)
        if (QTreeWidgetItem *item = databaseItem(name))
            item->setExpanded(true);
}

void LiveTree::setDatabasesFailed(const QString &message)
{
    if (QTreeWidgetItem *server = serverItem()) {
        setPlaceholder(server, tr("Databases could not be listed"));
        server->child(0)->setToolTip(0, message);
    }
}

void LiveTree::setCollections(const CollectionList &list)
{
    QTreeWidgetItem *database = databaseItem(list.database);
    if (!database)
        return;
    const QString current
        = currentItem() && currentItem()->data(0, DatabaseRole).toString() == list.database
        ? currentItem()->data(0, CollectionRole).toString()
        : QString();
    // Rebuilding moves the current item about; that is not a choice of the person's.
    const QSignalBlocker blocker(this);
    qDeleteAll(database->takeChildren());
    for (const CollectionInfo &info : list.collections) {
        mCollections.insert(keyOf(list.database, info.name), info);
        auto *item = new QTreeWidgetItem(database, { info.name });
        item->setData(0, NodeRole, int(Node::Collection));
        item->setData(0, DatabaseRole, list.database);
        item->setData(0, CollectionRole, info.name);
        item->setIcon(0, kindIcon(style(), info.kind));
        updateCollectionText(item);
    }
    if (list.collections.isEmpty())
        setPlaceholder(database, tr("No collections"));
    database->setData(0, LoadedRole, true);
    if (!current.isEmpty())
        if (QTreeWidgetItem *item = collectionItem(list.database, current))
            setCurrentItem(item);
}

void LiveTree::setCollectionsFailed(const QString &database, const QString &message)
{
    if (QTreeWidgetItem *item = databaseItem(database)) {
        setPlaceholder(item, tr("Collections could not be listed"));
        item->child(0)->setToolTip(0, message);
        // Expanding again asks again.
        item->setData(0, LoadedRole, false);
    }
}

void LiveTree::setIndexes(const IndexList &list)
{
    QTreeWidgetItem *collection = collectionItem(list.database, list.collection);
    if (!collection)
        return;
    const QString current
        = currentItem() ? currentItem()->data(0, IndexRole).toString() : QString();
    const QSignalBlocker blocker(this);
    qDeleteAll(collection->takeChildren());
    for (const IndexInfo &index : list.indexes) {
        auto *item = new QTreeWidgetItem(collection,
            { index.name, QString::fromStdString(indexKeysText(serverIndexKeys(index))) });
        item->setData(0, NodeRole, int(Node::Index));
        item->setData(0, DatabaseRole, list.database);
        item->setData(0, CollectionRole, list.collection);
        item->setData(0, IndexRole, index.name);
        item->setToolTip(1, prettyJson(index.spec));
        if (index.name == current)
            setCurrentItem(item);
    }
}

void LiveTree::setCount(const QString &database, const QString &collection, qint64 count)
{
    mCounts.insert(keyOf(database, collection), count);
    if (QTreeWidgetItem *item = collectionItem(database, collection))
        updateCollectionText(item);
}

void LiveTree::updateCollectionText(QTreeWidgetItem *item)
{
    const QString key
        = keyOf(item->data(0, DatabaseRole).toString(), item->data(0, CollectionRole).toString());
    const CollectionInfo info = mCollections.value(key);
    QStringList parts { collectionKindName(info.kind) };
    if (info.capped)
        parts << tr("capped");
    if (!info.validator.isEmpty())
        parts << tr("validated");
    if (mCounts.contains(key))
        parts << tr("%n document(s)", nullptr, int(qMin<qint64>(mCounts.value(key), INT_MAX)));
    if (!info.confirmed)
        parts << tr("not confirmed by the server");
    item->setText(1, parts.join(QStringLiteral(", ")));
    item->setToolTip(1,
        info.confirmed ? QString()
                       : tr("The server could not list its collections; this name comes from "
                            "the open model and was not found listed."));
    if (!info.confirmed)
        item->setForeground(0, palette().brush(QPalette::PlaceholderText));
}

QTreeWidgetItem *LiveTree::databaseItem(const QString &database) const
{
    QTreeWidgetItem *server = serverItem();
    for (int i = 0; server && i < server->childCount(); ++i)
        if (nodeOf(server->child(i)) == Node::Database
            && server->child(i)->data(0, DatabaseRole).toString() == database)
            return server->child(i);
    return nullptr;
}

QTreeWidgetItem *LiveTree::collectionItem(const QString &database, const QString &collection) const
{
    QTreeWidgetItem *parent = databaseItem(database);
    for (int i = 0; parent && i < parent->childCount(); ++i)
        if (nodeOf(parent->child(i)) == Node::Collection
            && parent->child(i)->data(0, CollectionRole).toString() == collection)
            return parent->child(i);
    return nullptr;
}

const CollectionInfo *LiveTree::collectionInfo(
    const QString &database, const QString &collection) const
{
    const auto it = mCollections.constFind(keyOf(database, collection));
    return it == mCollections.constEnd() ? nullptr : &*it;
}

QStringList LiveTree::databaseNames() const
{
    QStringList names;
    QTreeWidgetItem *server = serverItem();
    for (int i = 0; server && i < server->childCount(); ++i)
        if (nodeOf(server->child(i)) == Node::Database)
            names << server->child(i)->data(0, DatabaseRole).toString();
    return names;
}

QStringList LiveTree::collectionNames(const QString &database) const
{
    QStringList names;
    QTreeWidgetItem *item = databaseItem(database);
    for (int i = 0; item && i < item->childCount(); ++i)
        if (nodeOf(item->child(i)) == Node::Collection)
            names << item->child(i)->data(0, CollectionRole).toString();
    return names;
}

bool LiveTree::choose(const QString &database, const QString &collection)
{
    QTreeWidgetItem *item = databaseItem(database);
    if (!item)
        return false;
    item->setExpanded(true);
    if (collection.isEmpty()) {
        setCurrentItem(item);
        return true;
    }
    QTreeWidgetItem *child = collectionItem(database, collection);
    if (!child)
        return false;
    setCurrentItem(child);
    return true;
}

void LiveTree::forgetCollections(const QString &database)
{
    if (QTreeWidgetItem *item = databaseItem(database)) {
        item->setData(0, LoadedRole, false);
        if (item->isExpanded()) {
            item->setData(0, LoadedRole, true);
            setPlaceholder(item, tr("Loading…"));
            emit databaseExpanded(database);
        }
    }
}

} // namespace docmodel
