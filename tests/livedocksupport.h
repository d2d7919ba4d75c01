// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tests and benches of the Live dock share: a model that names one
// collection, and opening that collection in a dock.
#include "live/connectionsettings.h"
#include "live/livedock.h"
#include "live/livetree.h"
#include "schema/model.h"

#include <QtTest>

#include <string>

namespace docmodel::test {

// A model of one (fieldless) collection of a database. jongodb cannot list
// collections: the dock asks for the model's instead.
inline Model modelOfOneCollection(const std::string &database, const std::string &collection)
{
    Model model;
    model.database = database;
    Entity entity;
    entity.id = collection;
    entity.name = collection;
    model.entities = { entity };
    return model;
}

// Connects the dock, waits for the database to be listed and chooses the
// collection. Empty, or why it could not.
inline QString openCollection(LiveDock &dock, const ConnectionSettings &settings, const QString &database,
    const QString &collection, int timeoutMs = 10000)
{
    LiveError error;
    if (!dock.connectTo(settings, QString(), &error))
        return error.message;
    LiveTree *tree = dock.tree();
    if (!QTest::qWaitFor([&] { return tree->databaseItem(database) != nullptr; }, timeoutMs))
        return QStringLiteral("no database %1").arg(database);
    tree->choose(database);
    if (!QTest::qWaitFor([&] { return dock.chooseCollection(database, collection); }, timeoutMs))
        return QStringLiteral("no collection %1").arg(collection);
    return {};
}

} // namespace docmodel::test
