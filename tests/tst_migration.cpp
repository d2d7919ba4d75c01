// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/validation.h"

#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

// The version-1 fixture is frozen: it must keep loading, whatever the
// current format becomes. Only the expected migrated output may change.
class TestMigration : public QObject
{
    Q_OBJECT

private slots:
    void versionOneLoads()
    {
        const LoadResult loaded
            = loadModelFile(sourcePath(QStringLiteral("tests/data/format-v1/blog-v1.dmodel")));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
        const Model &model = *loaded.model;
        QCOMPARE(model.entities.size(), size_t(2));
        // Positions moved out of the entities into the layout.
        QCOMPARE(model.layout.size(), size_t(2));
        QVERIFY(model.layout.at("posts") == (Position { 40, 60 }));
        QVERIFY(model.layout.at("comments") == (Position { 420, 60 }));
        // -1 meant unbounded.
        QVERIFY(model.relationships.at(0).isUnbounded());
        QCOMPARE(model.relationships.at(0).counts.typical, int64_t(40));
        QVERIFY(!hasErrors(validateModel(model)));
    }

    void versionOneSavesAsTheCurrentVersion()
    {
        const LoadResult loaded
            = loadModelFile(sourcePath(QStringLiteral("tests/data/format-v1/blog-v1.dmodel")));
        QVERIFY(loaded.ok());
        const QByteArray saved = QByteArray::fromStdString(serializeModel(*loaded.model));
        QCOMPARE(saved,
            readFile(sourcePath(QStringLiteral("tests/data/format-v1/blog-v1.migrated.dmodel"))));
        QVERIFY(saved.contains("\"formatVersion\": 8"));
        QVERIFY(!saved.contains("\"position\""));
    }

    // Errors in a migrated file still point into the user's file.
    void errorsAfterMigrationPointIntoTheOriginal()
    {
        const QByteArray bad
            = "{\"formatVersion\": 1, \"entities\": [{\"id\": \"a\", \"name\": \"a\", "
              "\"position\": {\"x\": 1, \"y\": 2}}, {\"id\": \"b\", \"name\": 7}]}";
        const LoadResult loaded = parseModel(bad.toStdString(), QStringLiteral("old.dmodel"));
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.error.pointer, std::string("/entities/1/name"));
    }

    // Version 2 files, which have no maps, load as they are and save as
    // the current version, which has them.
    void versionTwoLoadsAndSavesAsCurrent()
    {
        const QByteArray plain = "{\"formatVersion\": 2, \"entities\": [{\"id\": \"a\", \"name\": \"a\", "
                                 "\"fields\": [{\"name\": \"scores\", \"type\": \"int\"}]}]}";
        const LoadResult loaded = parseModel(plain.toStdString(), QStringLiteral("v2.dmodel"));
        QVERIFY(loaded.ok());
        QVERIFY(!loaded.model->entities.front().fields.front().map);
        QVERIFY(serializeModel(*loaded.model).find("\"formatVersion\": 8") != std::string::npos);
        const QByteArray withMap = "{\"formatVersion\": 3, \"entities\": [{\"id\": \"a\", \"name\": \"a\", "
                                   "\"fields\": [{\"name\": \"scores\", \"type\": \"int\", \"map\": true, "
                                   "\"keyPattern\": \"^[0-9]+$\"}]}]}";
        const LoadResult mapped = parseModel(withMap.toStdString(), QStringLiteral("v3.dmodel"));
        QVERIFY(mapped.ok());
        QVERIFY(mapped.model->entities.front().fields.front().map);
        QCOMPARE(mapped.model->entities.front().fields.front().keyPattern, std::string("^[0-9]+$"));
    }

    // Version 3 references hold _id and load so; version 4 names other keys.
    void versionThreeReferencesHoldIds()
    {
        const QByteArray v3 = "{\"formatVersion\": 3, \"entities\": [{\"id\": \"a\", \"name\": \"a\"}, "
                              "{\"id\": \"b\", \"name\": \"b\"}], \"relationships\": [{\"id\": \"r\", \"one\": \"a\", "
                              "\"many\": \"b\", \"cardinality\": \"one-to-many\", \"strategy\": \"parent-referencing\"}]}";
        const LoadResult loaded = parseModel(v3.toStdString(), QStringLiteral("v3.dmodel"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.message));
        QCOMPARE(loaded.model->relationships.front().oneKey, std::string("_id"));
        QCOMPARE(loaded.model->relationships.front().manyKey, std::string("_id"));
        const std::string saved = serializeModel(*loaded.model);
        QVERIFY(saved.find("\"formatVersion\": 8") != std::string::npos);
        QVERIFY(saved.find("Key") == std::string::npos); // _id is the default, left out
        QByteArray keyed = v3;
        keyed.replace("\"formatVersion\": 3", "\"formatVersion\": 4");
        keyed.replace("\"strategy\"", "\"oneKey\": \"code\", \"strategy\"");
        const LoadResult withKey = parseModel(keyed.toStdString(), QStringLiteral("v4.dmodel"));
        QVERIFY(withKey.ok());
        QCOMPARE(withKey.model->relationships.front().oneKey, std::string("code"));
    }

    // A version 4 optional reference may be missing or null, as it was then;
    // version 5 writes nothing new for it.
    void versionFourOptionalReferenceMayBeNull()
    {
        QByteArray v4 = readFile(sourcePath(QStringLiteral("tests/data/format-v1/blog-v1.migrated.dmodel")));
        v4.replace("\"formatVersion\": 8", "\"formatVersion\": 4");
        v4.replace("\"strategy\"", "\"optionalReference\": true, \"strategy\"");
        const LoadResult loaded = parseModel(v4.toStdString(), QStringLiteral("v4.dmodel"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.message));
        const Relationship &rel = loaded.model->relationships.front();
        QVERIFY(rel.optionalReference && rel.referenceMayBeNull && referenceAllowsNull(rel));
        const std::string saved = serializeModel(*loaded.model);
        QVERIFY(saved.find("\"formatVersion\": 8") != std::string::npos);
        QVERIFY(saved.find("referenceMayBeNull") == std::string::npos);
    }

    // A position key in a current-version file is not silently migrated.
    void positionInsideAnEntityIsRejectedInVersionTwo()
    {
        const QByteArray bad
            = "{\"formatVersion\": 2, \"entities\": [{\"id\": \"a\", \"name\": \"a\", "
              "\"position\": {\"x\": 1, \"y\": 2}}]}";
        const LoadResult loaded = parseModel(bad.toStdString(), QStringLiteral("new.dmodel"));
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.error.pointer, std::string("/entities/0/position"));
    }
};

QTEST_GUILESS_MAIN(TestMigration)
#include "tst_migration.moc"
