// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of the house that includes show, read from the source tree:
// folders depend one way, the model knows no window and no driver, and what
// a collection's documents look like lives in model/shape, not in export.
#include "testsupport.h"

#include <QDirIterator>
#include <QRegularExpression>

using namespace docmodel;
using namespace docmodel::test;

namespace {

struct Include {
    QString from; // a source file, relative to the source tree
    QString to; // the file it includes, relative to the source tree
};

// The folder a file belongs to: model/<room>, widgets/<room>, or its top folder.
QString roomOf(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    if ((parts[0] == QLatin1String("model") || parts[0] == QLatin1String("widgets"))
        && parts.size() > 2)
        return parts[0] + QLatin1Char('/') + parts[1];
    if (parts[0] == QLatin1String("app") && parts.size() > 2)
        return parts[0] + QLatin1Char('/') + parts[1];
    return parts[0];
}

// Every quoted include of the product's code that names one of its files,
// resolved as the compiler does: beside the file, then model/, widgets/
// and the top of the tree.
std::vector<Include> productIncludes()
{
    const QDir root(sourcePath(QString()));
    QStringList files;
    for (const char *top : { "model", "widgets", "diagram", "app" }) {
        QDirIterator it(root.filePath(QLatin1String(top)),
            { QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext())
            files << root.relativeFilePath(it.next());
    }
    const QSet<QString> known(files.begin(), files.end());
    static const QRegularExpression include(
        QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""), QRegularExpression::MultilineOption);
    std::vector<Include> out;
    for (const QString &file : files) {
        const QString text = QString::fromUtf8(readFile(root.filePath(file)));
        for (auto match = include.globalMatch(text); match.hasNext();) {
            const QString name = match.next().captured(1);
            const QString here = QFileInfo(file).path();
            for (const QString &base :
                { here, QStringLiteral("model"), QStringLiteral("widgets"), QString() }) {
                const QString candidate
                    = QDir::cleanPath(base.isEmpty() ? name : base + QLatin1Char('/') + name);
                if (known.contains(candidate)) {
                    out.push_back({ file, candidate });
                    break;
                }
            }
        }
    }
    return out;
}

} // namespace

class TestHouseRules : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        mIncludes = productIncludes();
        // The reader is broken, not the house, when it finds nothing.
        QVERIFY(mIncludes.size() > 500);
    }

    // No two folders include each other, directly or around a circle.
    void foldersDependOneWay()
    {
        std::map<QString, std::set<QString>> edges;
        std::map<std::pair<QString, QString>, QString> example;
        for (const Include &inc : mIncludes) {
            const QString a = roomOf(inc.from), b = roomOf(inc.to);
            if (a != b && edges[a].insert(b).second)
                example[{ a, b }] = inc.from + QStringLiteral(" -> ") + inc.to;
        }
        // Depth-first search; a grey room met again closes a circle.
        std::map<QString, int> colour; // 0 white, 1 grey, 2 black
        QStringList path;
        QString circle;
        std::function<bool(const QString &)> visit = [&](const QString &room) {
            colour[room] = 1;
            path << room;
            for (const QString &next : edges[room]) {
                if (colour[next] == 1) {
                    const QStringList loop = path.mid(path.indexOf(next)) << next;
                    for (qsizetype i = 0; i + 1 < loop.size(); ++i)
                        circle += example[{ loop[i], loop[i + 1] }] + QLatin1Char('\n');
                    return true;
                }
                if (colour[next] == 0 && visit(next))
                    return true;
            }
            path.removeLast();
            colour[room] = 2;
            return false;
        };
        for (const auto &entry : edges)
            if (colour[entry.first] == 0 && visit(entry.first))
                break;
        QVERIFY2(
            circle.isEmpty(), qPrintable(QStringLiteral("folders include each other:\n") + circle));
    }

    // Rules 1 and 6 of ARCHITECTURE.md, and the driver in model/live alone.
    void modelKnowsNoWindowAndNoDriver_data()
    {
        QTest::addColumn<QString>("fromRoom");
        QTest::addColumn<QString>("forbidden");
        QTest::newRow("model, widgets") << QStringLiteral("model/") << QStringLiteral("widgets/");
        QTest::newRow("model, diagram") << QStringLiteral("model/") << QStringLiteral("diagram/");
        QTest::newRow("cli, widgets") << QStringLiteral("app/cli") << QStringLiteral("widgets/");
    }

    void modelKnowsNoWindowAndNoDriver()
    {
        QFETCH(QString, fromRoom);
        QFETCH(QString, forbidden);
        for (const Include &inc : mIncludes)
            QVERIFY2(!(inc.from.startsWith(fromRoom) && inc.to.startsWith(forbidden)),
                qPrintable(inc.from + QStringLiteral(" includes ") + inc.to));
        const QDir root(sourcePath(QString()));
        QDirIterator it(root.filePath(QStringLiteral("model")),
            { QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = root.relativeFilePath(it.next());
            const QByteArray text = readFile(root.filePath(file));
            if (!file.startsWith(QLatin1String("model/live/")))
                QVERIFY2(!text.contains("<mongoc/"),
                    qPrintable(file + QStringLiteral(" includes the driver")));
            QVERIFY2(!text.contains("<QtWidgets") && !text.contains("<QWidget>")
                    && !text.contains("<QtGui"),
                qPrintable(file + QStringLiteral(" includes Qt's windows")));
        }
    }

    // What every derived thing reads about documents is model/shape's: the
    // readers of documents never reach into a writer's room, and the
    // writers read no advisor, reader, check, diff or server logs. The
    // documentation prints the advice, so it is a room of its own above
    // both, and the list of targets above the documentation.
    void derivedThingsReadShapesNotExport()
    {
        const QStringList writers { QStringLiteral("model/export"),
            QStringLiteral("model/documentation"), QStringLiteral("model/targets") };
        for (const Include &inc : mIncludes) {
            const QString from = roomOf(inc.from), to = roomOf(inc.to);
            if (writers.contains(to))
                QVERIFY2(from.startsWith(QLatin1String("app/"))
                        || from.startsWith(QLatin1String("widgets")) || writers.contains(from),
                    qPrintable(inc.from + QStringLiteral(" includes ") + inc.to));
            if (from == QLatin1String("model/export"))
                QVERIFY2(!QStringList({ QStringLiteral("model/advisor"),
                                          QStringLiteral("model/check"), QStringLiteral("model/diff"),
                                          QStringLiteral("model/traffic"),
                                          QStringLiteral("model/import"),
                                          QStringLiteral("model/migrate"),
                                          QStringLiteral("model/live"),
                                          QStringLiteral("model/documentation"),
                                          QStringLiteral("model/targets") })
                              .contains(to),
                    qPrintable(inc.from + QStringLiteral(" includes ") + inc.to));
        }
    }

    // Planning and the pure part of running a migration are model/migrate's;
    // model/live only executes it.
    void liveHoldsNoMigrationPlanning()
    {
        const QDir live(sourcePath(QStringLiteral("model/live")));
        for (const QString &name :
            live.entryList({ QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files)) {
            const QByteArray text = readFile(live.filePath(name));
            for (const char *definition : { "DataMigration planDataMigration(",
                     "QString countProblem(", "BsonPtr rangeFilter(", "BsonPtr idRangeFilter(",
                     "BsonPtr batchPipeline(", "struct RecordedStep" })
                QVERIFY2(!text.contains(definition),
                    qPrintable(name + QStringLiteral(" defines ") + QLatin1String(definition)));
        }
    }

private:
    std::vector<Include> mIncludes;
};

QTEST_GUILESS_MAIN(TestHouseRules)
#include "tst_houserules.moc"
