#include "testsupport.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

using namespace docmodel;
using namespace docmodel::test;

class TestModelIo : public QObject
{
    Q_OBJECT

private slots:
    void everyValueSurvivesARoundTrip()
    {
        const Model model = fullModel();
        const std::string bytes = serializeModel(model);
        const LoadResult loaded = parseModel(bytes, QStringLiteral("full"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
        QVERIFY(*loaded.model == model);
    }

    void savingTwiceGivesTheSameBytes()
    {
        const Model model = fullModel();
        const std::string first = serializeModel(model);
        const LoadResult loaded = parseModel(first, QStringLiteral("full"));
        QVERIFY(loaded.ok());
        QCOMPARE(serializeModel(*loaded.model), first);
    }

    void defaultsAreLeftOut()
    {
        Model model;
        Entity entity;
        entity.id = "a";
        entity.name = "a";
        model.entities.push_back(entity);
        const QByteArray bytes = QByteArray::fromStdString(serializeModel(model));
        QCOMPARE(bytes,
            QByteArray("{\n  \"formatVersion\": 2,\n  \"serverVersion\": \"7.0\",\n"
                       "  \"entities\": [\n    {\n      \"id\": \"a\",\n"
                       "      \"name\": \"a\"\n    }\n  ]\n}\n"));
    }

    // Renaming one field must change one line, so models merge in git.
    void aSmallEditGivesASmallDiff()
    {
        Model model = fullModel();
        const QList<QByteArray> before
            = QByteArray::fromStdString(serializeModel(model)).split('\n');
        model.entities[0].fields[2].name = "state";
        const QList<QByteArray> after
            = QByteArray::fromStdString(serializeModel(model)).split('\n');
        QCOMPARE(after.size(), before.size());
        int changed = 0;
        for (qsizetype i = 0; i < before.size(); ++i)
            changed += before[i] != after[i] ? 1 : 0;
        QCOMPARE(changed, 1);
    }

    void layoutIsKeptApartAndSortedById()
    {
        Model model = fullModel();
        const std::string bytes = serializeModel(model);
        const size_t layout = bytes.find("\"layout\"");
        QVERIFY(layout != std::string::npos);
        QVERIFY(bytes.find("\"line\": {", layout) < bytes.find("\"orders\": {", layout));
        QVERIFY(bytes.rfind("\"x\"", layout) == std::string::npos);
    }

    void saveAndLoadAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.dmodel"));
        QCOMPARE(saveModelFile(fullModel(), path), QString());
        const LoadResult loaded = loadModelFile(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
        QVERIFY(*loaded.model == fullModel());
    }

    void aMissingFileIsAClearError()
    {
        const LoadResult loaded = loadModelFile(QStringLiteral("/nonexistent/dir/m.dmodel"));
        QVERIFY(!loaded.ok());
        QVERIFY(loaded.error.toString().startsWith(QStringLiteral("/nonexistent/dir/m.dmodel: ")));
        QVERIFY(loaded.error.message.contains(QStringLiteral("cannot open")));
    }

    void savingIntoAMissingDirectoryFailsClearly()
    {
        const QString failure
            = saveModelFile(fullModel(), QStringLiteral("/nonexistent/dir/m.dmodel"));
        QVERIFY(failure.startsWith(QStringLiteral("/nonexistent/dir/m.dmodel: ")));
    }

    // A full disk is simulated with a file size limit: the write fails part
    // way, and the previous file must stay exactly as it was.
    void aFailedSaveLeavesThePreviousFileIntact()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.dmodel"));
        Model small;
        small.name = "small";
        QCOMPARE(saveModelFile(small, path), QString());
        const QByteArray before = readFile(path);

        Model big = fullModel();
        big.notes = std::string(200000, 'x');
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit old {};
        getrlimit(RLIMIT_FSIZE, &old);
        rlimit limit = old;
        limit.rlim_cur = 4096;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &limit), 0);
        const QString failure = saveModelFile(big, path);
        setrlimit(RLIMIT_FSIZE, &old);

        QVERIFY(!failure.isEmpty());
        QVERIFY2(
            failure.contains(QStringLiteral("previous file is unchanged")), qPrintable(failure));
        QCOMPARE(readFile(path), before);
        // No temporary file is left behind either.
        QCOMPARE(
            QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("m.dmodel") });
    }

    void unicodeNamesRoundTrip()
    {
        Model model;
        Entity entity;
        entity.id = "e";
        entity.name = "Stra\u00dfe \u6587\u6863 \U0001F600";
        model.entities.push_back(entity);
        const LoadResult loaded = parseModel(serializeModel(model), QStringLiteral("u"));
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.model->entities[0].name, entity.name);
    }

    void defaultIndexNames()
    {
        Index index;
        index.keys = { { "state", IndexKeyKind::Asc }, { "created", IndexKeyKind::Desc } };
        QCOMPARE(index.effectiveName(), std::string("state_1_created_-1"));
        index.keys = { { "attrs", IndexKeyKind::Wildcard } };
        QCOMPARE(index.effectiveName(), std::string("attrs.$**_1"));
        index.keys = { { "loc", IndexKeyKind::Geo2dSphere } };
        QCOMPARE(index.effectiveName(), std::string("loc_2dsphere"));
    }
};

QTEST_GUILESS_MAIN(TestModelIo)
#include "tst_modelio.moc"
