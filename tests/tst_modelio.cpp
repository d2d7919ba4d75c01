// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <grp.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// saveModelFile in a child process that runs as "nobody", so a folder's mode
// applies as it does to a person; its message comes back through a pipe.
QString saveAsNobody(const Model &model, const QString &path)
{
    int channel[2];
    if (pipe(channel) != 0) {
        QTest::qFail("no pipe", __FILE__, __LINE__);
        return {};
    }
    const pid_t child = fork();
    if (child == 0) {
        close(channel[0]);
        if (setgroups(0, nullptr) != 0 || setgid(65534) != 0 || setuid(65534) != 0)
            _exit(2);
        const QByteArray failure = saveModelFile(model, path).toUtf8();
        const bool sent = write(channel[1], failure.constData(), size_t(failure.size()))
            == ssize_t(failure.size());
        _exit(sent ? 0 : 3);
    }
    close(channel[1]);
    QByteArray failure;
    char buffer[4096];
    for (ssize_t n; (n = read(channel[0], buffer, sizeof buffer)) > 0;)
        failure.append(buffer, n);
    close(channel[0]);
    int status = 0;
    waitpid(child, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        QTest::qFail(
            qPrintable(QStringLiteral("the child saving as nobody failed (status %1)").arg(status)),
            __FILE__, __LINE__);
    return QString::fromUtf8(failure);
}

} // namespace

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
            QByteArray("{\n  \"formatVersion\": 8,\n  \"serverVersion\": \"7.0\",\n"
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

    // Smaller than QFileDevice's write buffer, the whole file reaches the
    // disk only in commit(): QSaveFile alone would then rename the cut file
    // over the old one.
    void aSaveThatFailsInTheLastFlushLeavesThePreviousFileIntact()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.dmodel"));
        Model small;
        small.name = "small";
        QCOMPARE(saveModelFile(small, path), QString());
        const QByteArray before = readFile(path);

        Model bigger = small;
        bigger.notes = std::string(5000, 'x');
        QVERIFY(serializeModel(bigger).size() < 16384);
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit old {};
        getrlimit(RLIMIT_FSIZE, &old);
        rlimit limit = old;
        limit.rlim_cur = 1000;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &limit), 0);
        const QString failure = saveModelFile(bigger, path);
        setrlimit(RLIMIT_FSIZE, &old);

        QVERIFY2(failure.startsWith(path
                     + QStringLiteral(": saving failed, the previous file is "
                                      "unchanged: ")),
            qPrintable(failure));
        QVERIFY2(failure.contains(QStringLiteral("File too large")), qPrintable(failure));
        QCOMPARE(readFile(path), before);
        QCOMPARE(
            QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("m.dmodel") });
    }

    // QSaveFile writes a temporary file beside the target: a folder that
    // takes no new files refuses the save, and says so. Root ignores the
    // folder's mode, so then a child process saves as "nobody".
    void savingIntoAReadOnlyFolderLeavesThePreviousFileIntact()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.dmodel"));
        Model small;
        small.name = "small";
        QCOMPARE(saveModelFile(small, path), QString());
        const QByteArray before = readFile(path);
        // The file itself stays writable: only the folder refuses.
        QVERIFY(QFile::setPermissions(path,
            QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::WriteGroup
                | QFile::ReadOther | QFile::WriteOther));
        QVERIFY(QFile::setPermissions(dir.path(),
            QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                | QFile::ReadOther | QFile::ExeOther));
        const auto restore = qScopeGuard([&] {
            QFile::setPermissions(
                dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        });
        Model bigger = fullModel();
        const QString failure
            = geteuid() == 0 ? saveAsNobody(bigger, path) : saveModelFile(bigger, path);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(failure.startsWith(path + QStringLiteral(": cannot write the file: the folder ")
                     + dir.path() + QStringLiteral(" is not writable (")),
            qPrintable(failure));
        QCOMPARE(readFile(path), before);
        QCOMPARE(
            QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("m.dmodel") });
    }

    // A device cannot be replaced by renaming a file over it (as root that
    // would replace /dev/full itself): it is written in place, and the
    // device's error is the reason given.
    void savingToDevFullSaysTheDeviceIsFull()
    {
        const QString full = QStringLiteral("/dev/full");
        if (!QFileInfo::exists(full))
            QSKIP("this system has no /dev/full");
        for (const std::string &notes : { std::string(), std::string(100000, 'x') }) {
            Model model = fullModel();
            model.notes = notes; // buffered, and written at once
            const QString failure = saveModelFile(model, full);
            QVERIFY2(failure.startsWith(QStringLiteral("/dev/full: cannot write the file: ")),
                qPrintable(failure));
            QVERIFY2(
                failure.contains(QStringLiteral("No space left on device")), qPrintable(failure));
        }
        const QFileInfo after(full);
        QVERIFY(after.exists() && !after.isFile()); // still the device
    }

    void savingUnderAFileNamesTheReason()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("m.dmodel"));
        QVERIFY(writeFile(file, "{}"));
        const QString path = file + QStringLiteral("/inner.dmodel");
        const QString failure = saveModelFile(fullModel(), path);
        QVERIFY2(failure == path + QStringLiteral(": cannot write the file: Not a directory"),
            qPrintable(failure));
        QCOMPARE(readFile(file), QByteArray("{}"));
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
