// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/liveresults.h"

#include <QList>
#include <QString>

namespace docmodel {

// The queries run in the explorer, per collection ("database.collection"):
// the last kHistorySize, newest first, and the ones a person named as
// favourites. Kept in the application's settings, so both are there after
// a restart.
class QueryHistory
{
public:
    static constexpr int kHistorySize = 50;

    struct Favourite {
        QString name;
        DocumentQuery query;
    };

    // Adds a query that ran; an equal one moves to the front.
    static void remember(const DocumentQuery &query);
    static QList<DocumentQuery> recent(const QString &database, const QString &collection);
    static void clearRecent(const QString &database, const QString &collection);

    // A favourite of the same name is replaced.
    static void addFavourite(const QString &name, const DocumentQuery &query);
    static void removeFavourite(const QString &database, const QString &collection, const QString &name);
    static QList<Favourite> favourites(const QString &database, const QString &collection);

    // How a query reads in a menu: its filter, sort and projection.
    static QString label(const DocumentQuery &query);
};

} // namespace docmodel
