// SPDX-License-Identifier: GPL-3.0-or-later
#include "queryhistory.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace docmodel {

namespace {

const QString kRecentKey = QStringLiteral("live/queryHistory");
const QString kFavouritesKey = QStringLiteral("live/queryFavourites");

class History
{
    Q_DECLARE_TR_FUNCTIONS(QueryHistory)
};

QString collectionKey(const QString &database, const QString &collection)
{
    return database + u'.' + collection;
}

QJsonObject toJson(const DocumentQuery &query)
{
    QJsonObject json;
    json[QStringLiteral("filter")] = query.filter;
    json[QStringLiteral("projection")] = query.projection;
    json[QStringLiteral("sort")] = query.sort;
    json[QStringLiteral("skip")] = query.skip;
    json[QStringLiteral("limit")] = query.limit;
    return json;
}

DocumentQuery fromJson(const QJsonObject &json, const QString &database, const QString &collection)
{
    DocumentQuery query;
    query.database = database;
    query.collection = collection;
    query.filter = json.value(QStringLiteral("filter")).toString();
    query.projection = json.value(QStringLiteral("projection")).toString();
    query.sort = json.value(QStringLiteral("sort")).toString();
    query.skip = json.value(QStringLiteral("skip")).toInteger();
    query.limit = json.value(QStringLiteral("limit")).toInteger();
    return query;
}

bool sameQuery(const DocumentQuery &a, const DocumentQuery &b)
{
    return a.filter == b.filter && a.projection == b.projection && a.sort == b.sort && a.skip == b.skip
        && a.limit == b.limit;
}

// Everything stored under a key: collection → array. Anything unreadable
// (written by hand, another version) counts as nothing.
QJsonObject stored(const QString &key)
{
    return QJsonDocument::fromJson(QSettings().value(key).toByteArray()).object();
}

void store(const QString &key, const QJsonObject &all)
{
    QSettings().setValue(key, QJsonDocument(all).toJson(QJsonDocument::Compact));
}

} // namespace

void QueryHistory::remember(const DocumentQuery &query)
{
    QJsonObject all = stored(kRecentKey);
    const QString where = collectionKey(query.database, query.collection);
    QJsonArray kept { toJson(query) };
    for (const QJsonValue &entry : all.value(where).toArray())
        if (kept.size() < kHistorySize && !sameQuery(fromJson(entry.toObject(), {}, {}), query))
            kept.append(entry);
    all[where] = kept;
    store(kRecentKey, all);
}

QList<DocumentQuery> QueryHistory::recent(const QString &database, const QString &collection)
{
    QList<DocumentQuery> queries;
    for (const QJsonValue &entry : stored(kRecentKey).value(collectionKey(database, collection)).toArray())
        queries << fromJson(entry.toObject(), database, collection);
    return queries;
}

void QueryHistory::clearRecent(const QString &database, const QString &collection)
{
    QJsonObject all = stored(kRecentKey);
    all.remove(collectionKey(database, collection));
    store(kRecentKey, all);
}

void QueryHistory::addFavourite(const QString &name, const DocumentQuery &query)
{
    QJsonObject all = stored(kFavouritesKey);
    const QString where = collectionKey(query.database, query.collection);
    QJsonArray kept;
    for (const QJsonValue &entry : all.value(where).toArray())
        if (entry.toObject().value(QStringLiteral("name")).toString() != name)
            kept.append(entry);
    QJsonObject favourite = toJson(query);
    favourite[QStringLiteral("name")] = name;
    kept.append(favourite);
    all[where] = kept;
    store(kFavouritesKey, all);
}

void QueryHistory::removeFavourite(const QString &database, const QString &collection, const QString &name)
{
    QJsonObject all = stored(kFavouritesKey);
    const QString where = collectionKey(database, collection);
    QJsonArray kept;
    for (const QJsonValue &entry : all.value(where).toArray())
        if (entry.toObject().value(QStringLiteral("name")).toString() != name)
            kept.append(entry);
    all[where] = kept;
    store(kFavouritesKey, all);
}

QList<QueryHistory::Favourite> QueryHistory::favourites(const QString &database, const QString &collection)
{
    QList<Favourite> list;
    for (const QJsonValue &entry : stored(kFavouritesKey).value(collectionKey(database, collection)).toArray()) {
        const QJsonObject json = entry.toObject();
        list.append({ json.value(QStringLiteral("name")).toString(), fromJson(json, database, collection) });
    }
    return list;
}

QString QueryHistory::label(const DocumentQuery &query)
{
    QStringList parts { query.filter.isEmpty() ? QStringLiteral("{}") : query.filter };
    if (!query.sort.isEmpty())
        parts << History::tr("sort %1").arg(query.sort);
    if (!query.projection.isEmpty())
        parts << History::tr("projection %1").arg(query.projection);
    if (query.skip > 0)
        parts << History::tr("skip %1").arg(query.skip);
    if (query.limit > 0)
        parts << History::tr("limit %1").arg(query.limit);
    return parts.join(QStringLiteral(" · "));
}

} // namespace docmodel
