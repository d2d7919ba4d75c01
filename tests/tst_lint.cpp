// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "advisor/rules.h"
#include "io/jsonposition.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPoint>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QString example(const char *name)
{
    return sourcePath(QStringLiteral("resources/examples/%1.dmodel").arg(QLatin1String(name)));
}

QJsonObject parse(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << error.errorString() << text.left(400);
    return doc.object();
}

// The model file's location, as the log lists it among its artifacts.
QJsonObject firstArtifact(const QJsonObject &log)
{
    const QJsonObject run = log[QStringLiteral("runs")].toArray().first().toObject();
    const QJsonObject artifact = run[QStringLiteral("artifacts")]
                                     .toArray()
                                     .first()
                                     .toObject()[QStringLiteral("location")]
                                     .toObject();
    // Each result's location names the same file.
    for (const QJsonValue &result : run[QStringLiteral("results")].toArray())
        if (result.toObject()[QStringLiteral("locations")]
                .toArray()
                .first()
                .toObject()[QStringLiteral("physicalLocation")]
                .toObject()[QStringLiteral("artifactLocation")]
                .toObject()
            != artifact)
            return {};
    return artifact;
}

// The local file a log's first result names, resolved as a SARIF consumer
// does: a relative URI against its uriBaseId from originalUriBaseIds.
QString fileOf(const QJsonObject &log)
{
    const QJsonObject artifact = firstArtifact(log);
    QUrl uri(artifact[QStringLiteral("uri")].toString(), QUrl::StrictMode);
    if (artifact.contains(QStringLiteral("uriBaseId"))) {
        if (!uri.isRelative() || uri.path().startsWith(QLatin1Char('/')))
            return QStringLiteral("a uriBaseId with a URI that is not a relative reference");
        const QString base = log[QStringLiteral("runs")]
                                 .toArray()
                                 .first()
                                 .toObject()[QStringLiteral("originalUriBaseIds")]
                                 .toObject()[artifact[QStringLiteral("uriBaseId")].toString()]
                                 .toObject()[QStringLiteral("uri")]
                                 .toString();
        const QUrl baseUrl(base, QUrl::StrictMode);
        if (baseUrl.scheme() != QLatin1String("file") || !base.endsWith(QLatin1Char('/')))
            return QStringLiteral("a base that is no file: URI of a directory: ") + base;
        uri = baseUrl.resolved(uri);
    }
    if (uri.scheme() != QLatin1String("file"))
        return QStringLiteral("no file: URI: ") + uri.toString();
    return QFileInfo(uri.toLocalFile()).canonicalFilePath();
}

} // namespace

class TestLint : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        // Publishers with an unbounded array of book ids: DM101, an error.
        QByteArray text = readFile(example("publishers-books"));
        text.replace(
            "\"strategy\": \"parent-referencing\",\n      \"manyField\": \"publisher_id\",",
            "\"strategy\": \"child-referencing\",\n      \"oneField\": \"book_ids\",");
        QVERIFY(text.contains("child-referencing"));
        mBad = mDir.filePath(QStringLiteral("unbounded.dmodel"));
        QVERIFY(writeFile(mBad, text));
        // The same with the occurrence suppressed in the file.
        text.replace("\"layout\": {",
            "\"advisor\": {\"suppressions\": [{\"rule\": \"DM101\", \"object\": "
            "\"publisher-books\", \"reason\": \"capped by the app\"}]},\n  \"layout\": {");
        mSuppressed = mDir.filePath(QStringLiteral("suppressed.dmodel"));
        QVERIFY(writeFile(mSuppressed, text));
    }

    void textNamesRulePointerAndFix()
    {
        const CliRun run = runCli({ QStringLiteral("lint"), mBad });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(
                     mBad + QStringLiteral(":/relationships/0: error: DM101 unbounded-array: ")),
            qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("parent-referencing")));
    }

    void thresholdDecidesTheExitCode()
    {
        // hosts-logs has warnings (no shard key) but no error.
        const QString logs = example("hosts-logs");
        QCOMPARE(runCli({ QStringLiteral("lint"), logs }).exitCode, 0);
        QCOMPARE(runCli({ QStringLiteral("lint"), logs, QStringLiteral("--fail-on"),
                            QStringLiteral("error") })
                     .exitCode,
            0);
        QCOMPARE(runCli({ QStringLiteral("lint"), logs, QStringLiteral("--fail-on"),
                            QStringLiteral("warning") })
                     .exitCode,
            1);
        QCOMPARE(runCli({ QStringLiteral("lint"), mBad, QStringLiteral("--fail-on"),
                            QStringLiteral("never") })
                     .exitCode,
            0);
        // A clean example passes even at the strictest threshold.
        QCOMPARE(runCli({ QStringLiteral("lint"), example("howto"), QStringLiteral("--fail-on"),
                            QStringLiteral("info") })
                     .exitCode,
            0);
    }

    void suppressedOccurrencesAreNotReported()
    {
        const CliRun run = runCli({ QStringLiteral("lint"), mSuppressed, QStringLiteral("--format"),
            QStringLiteral("json") });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = parse(run.out);
        QCOMPARE(report.value(QStringLiteral("suppressed")).toInt(), 1);
        for (const QJsonValue &d : report.value(QStringLiteral("diagnostics")).toArray())
            QVERIFY(
                d.toObject().value(QStringLiteral("rule")).toString() != QLatin1String("DM101"));
    }

    void jsonCarriesEveryField()
    {
        const CliRun run = runCli(
            { QStringLiteral("lint"), mBad, QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(run.exitCode, 1);
        const QJsonArray diagnostics
            = parse(run.out).value(QStringLiteral("diagnostics")).toArray();
        QVERIFY(!diagnostics.isEmpty());
        const QJsonObject first = diagnostics.first().toObject();
        QCOMPARE(first.value(QStringLiteral("rule")).toString(), QStringLiteral("DM101"));
        QCOMPARE(first.value(QStringLiteral("name")).toString(), QStringLiteral("unbounded-array"));
        QCOMPARE(first.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
        QCOMPARE(
            first.value(QStringLiteral("object")).toString(), QStringLiteral("publisher-books"));
        QCOMPARE(
            first.value(QStringLiteral("pointer")).toString(), QStringLiteral("/relationships/0"));
        QVERIFY(!first.value(QStringLiteral("reasons")).toArray().isEmpty());
        const QJsonObject rec = first.value(QStringLiteral("recommendation")).toObject();
        QCOMPARE(rec.value(QStringLiteral("kind")).toString(), QStringLiteral("set-strategy"));
        QCOMPARE(
            rec.value(QStringLiteral("strategy")).toString(), QStringLiteral("parent-referencing"));
    }

    // Besides the findings, JSON carries the advice behind them.
    void jsonCarriesTheAdvice()
    {
        const CliRun run = runCli({ QStringLiteral("lint"), example("hosts-logs"),
            QStringLiteral("--format"), QStringLiteral("json") });
        const QJsonObject advice = parse(run.out).value(QStringLiteral("advice")).toObject();
        const QJsonObject rel
            = advice[QStringLiteral("relationships")].toArray().first().toObject();
        QCOMPARE(
            rel[QStringLiteral("recommended")].toString(), QStringLiteral("parent-referencing"));
        QVERIFY(rel[QStringLiteral("follows")].toBool());
        QVERIFY(!rel[QStringLiteral("reasons")].toArray().isEmpty());
        const QJsonObject query = advice[QStringLiteral("queries")].toArray().first().toObject();
        QCOMPARE(query[QStringLiteral("id")].toString(), QStringLiteral("ap-recent-of-host"));
        QCOMPARE(
            query[QStringLiteral("suggested")].toString(), QStringLiteral("{host: 1, time: -1}"));
        QCOMPARE(
            query[QStringLiteral("servedBy")].toString(), QStringLiteral("ix-logmsg-host-time"));
        const QJsonArray indexes = advice[QStringLiteral("indexes")].toArray();
        QCOMPARE(indexes.first().toObject()[QStringLiteral("queries")].toArray().first().toString(),
            QStringLiteral("ap-recent-of-host"));
        const QJsonObject shard = advice[QStringLiteral("sharding")].toArray().first().toObject();
        QCOMPARE(shard[QStringLiteral("collection")].toString(), QStringLiteral("logmsg"));
        const QJsonArray candidates = shard[QStringLiteral("candidates")].toArray();
        QCOMPARE(candidates.first().toObject()[QStringLiteral("key")].toString(),
            QStringLiteral("{host: 1, time: 1}"));
        bool flagged = false;
        for (const QJsonValue &c : candidates)
            flagged = flagged
                || (c.toObject()[QStringLiteral("key")].toString() == QStringLiteral("{_id: 1}")
                    && c.toObject()[QStringLiteral("monotonic")].toBool());
        QVERIFY(flagged);
    }

    // The parts of SARIF 2.1.0 code-review tools read.
    void sarifHasTheRequiredStructure()
    {
        const CliRun run = runCli(
            { QStringLiteral("lint"), mBad, QStringLiteral("--format"), QStringLiteral("sarif") });
        QCOMPARE(run.exitCode, 1);
        const QJsonObject log = parse(run.out);
        QCOMPARE(log.value(QStringLiteral("version")).toString(), QStringLiteral("2.1.0"));
        QVERIFY(log.value(QStringLiteral("$schema"))
                    .toString()
                    .contains(QStringLiteral("sarif-2.1.0")));
        const QJsonArray runs = log.value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 1);
        const QJsonObject driver = runs[0]
                                       .toObject()[QStringLiteral("tool")]
                                       .toObject()[QStringLiteral("driver")]
                                       .toObject();
        QCOMPARE(driver.value(QStringLiteral("name")).toString(), QStringLiteral("docmodeler-cli"));
        const QJsonArray rules = driver.value(QStringLiteral("rules")).toArray();
        QCOMPARE(rules.size(), qsizetype(ruleCatalogue().size()));
        for (const QJsonValue &rule : rules) {
            QVERIFY(findRule(rule.toObject().value(QStringLiteral("id")).toString().toStdString()));
            QVERIFY(!rule.toObject()[QStringLiteral("shortDescription")]
                         .toObject()[QStringLiteral("text")]
                         .toString()
                         .isEmpty());
        }
        const QJsonArray results = runs[0].toObject().value(QStringLiteral("results")).toArray();
        QVERIFY(!results.isEmpty());
        const QStringList levels
            = { QStringLiteral("error"), QStringLiteral("warning"), QStringLiteral("note") };
        bool sawDm101 = false;
        for (const QJsonValue &value : results) {
            const QJsonObject result = value.toObject();
            const QString ruleId = result.value(QStringLiteral("ruleId")).toString();
            const int ruleIndex = result.value(QStringLiteral("ruleIndex")).toInt(-1);
            QCOMPARE(rules[ruleIndex].toObject().value(QStringLiteral("id")).toString(), ruleId);
            QVERIFY(levels.contains(result.value(QStringLiteral("level")).toString()));
            QVERIFY(!result[QStringLiteral("message")]
                         .toObject()[QStringLiteral("text")]
                         .toString()
                         .isEmpty());
            const QJsonObject location
                = result[QStringLiteral("locations")].toArray().first().toObject();
            const QJsonObject logical
                = location[QStringLiteral("logicalLocations")].toArray().first().toObject();
            QVERIFY(logical.value(QStringLiteral("fullyQualifiedName"))
                        .toString()
                        .startsWith(QLatin1Char('/')));
            QVERIFY(location[QStringLiteral("physicalLocation")]
                        .toObject()[QStringLiteral("artifactLocation")]
                        .toObject()[QStringLiteral("uri")]
                        .toString()
                        .endsWith(QStringLiteral("unbounded.dmodel")));
            if (ruleId == QLatin1String("DM101")) {
                sawDm101 = true;
                QCOMPARE(result.value(QStringLiteral("level")).toString(), QStringLiteral("error"));
                QCOMPARE(logical.value(QStringLiteral("fullyQualifiedName")).toString(),
                    QStringLiteral("/relationships/0"));
            }
        }
        QVERIFY(sawDm101);
    }

    // Every example's log, for a path inside the current directory (given
    // absolute and relative) and one outside it, is valid SARIF 2.1.0 by
    // OASIS's schema, and names its file as SARIF1004 wants.
    void sarifOfEveryExampleIsValid()
    {
        if (!jsonSchemaValidatorAvailable())
            DOCMODELER_PEER_MISSING("node or the npm test tools are not installed; scripts/test installs them");
        const QString root = sourcePath(QString());
        const QString elsewhere = mDir.path();
        QStringList pairs;
        for (const QString &file : exampleFiles()) {
            const QString relative = QDir(root).relativeFilePath(file);
            const struct {
                QString argument, directory;
            } runs[] = { { file, root }, { relative, root }, { file, elsewhere } };
            for (const auto &[argument, directory] : runs) {
                const CliRun run
                    = runCli({ QStringLiteral("lint"), argument, QStringLiteral("--format"),
                                 QStringLiteral("sarif"), QStringLiteral("--fail-on"),
                                 QStringLiteral("never") },
                        {}, directory);
                QVERIFY2(run.exitCode == 0, qPrintable(argument + run.err));
                const QJsonObject log = parse(run.out);
                QCOMPARE(fileOf(log), QFileInfo(file).canonicalFilePath());
                const QJsonObject artifact = firstArtifact(log);
                QCOMPARE(artifact.contains(QStringLiteral("uriBaseId")), directory == root);
                if (directory == root)
                    QCOMPARE(artifact[QStringLiteral("uri")].toString(), relative);
                const QString out = mDir.filePath(
                    QStringLiteral("%1.sarif").arg(pairs.size() / 2, 3, 10, QLatin1Char('0')));
                QVERIFY(writeFile(out, run.out.toUtf8()));
                pairs << sourcePath(QStringLiteral("tests/data/sarif/sarif-schema-2.1.0.json"))
                      << out;
            }
        }
        const CliRun check = validateJsonSchemas(pairs, true);
        QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
        QCOMPARE(check.out.count(QLatin1String(": valid")), pairs.size() / 2);
    }

    // Names that are not URI characters are percent-encoded, relative or not.
    void sarifUrisArePercentEncoded()
    {
        const QString name = QString::fromUtf8("mein modell #1 \xc3\xbc.dmodel");
        const QString file = mDir.filePath(name);
        QVERIFY(writeFile(file, readFile(mBad)));
        const QString encoded = QStringLiteral("mein%20modell%20%231%20%C3%BC.dmodel");
        const CliRun inside = runCli(
            { QStringLiteral("lint"), name, QStringLiteral("--format"), QStringLiteral("sarif") },
            {}, mDir.path());
        QCOMPARE(firstArtifact(parse(inside.out))[QStringLiteral("uri")].toString(), encoded);
        QCOMPARE(fileOf(parse(inside.out)), QFileInfo(file).canonicalFilePath());
        const CliRun outside = runCli(
            { QStringLiteral("lint"), file, QStringLiteral("--format"), QStringLiteral("sarif") },
            {}, sourcePath(QString()));
        const QString uri = firstArtifact(parse(outside.out))[QStringLiteral("uri")].toString();
        QVERIFY2(
            uri.startsWith(QLatin1String("file:///")) && uri.endsWith(encoded), qPrintable(uri));
        QCOMPARE(fileOf(parse(outside.out)), QFileInfo(file).canonicalFilePath());
        if (!jsonSchemaValidatorAvailable())
            DOCMODELER_PEER_MISSING("node or the npm test tools are not installed; scripts/test installs them");
        const QString schema
            = sourcePath(QStringLiteral("tests/data/sarif/sarif-schema-2.1.0.json"));
        QVERIFY(writeFile(mDir.filePath(QStringLiteral("inside.sarif")), inside.out.toUtf8()));
        QVERIFY(writeFile(mDir.filePath(QStringLiteral("outside.sarif")), outside.out.toUtf8()));
        const CliRun check
            = validateJsonSchemas({ schema, mDir.filePath(QStringLiteral("inside.sarif")), schema,
                                      mDir.filePath(QStringLiteral("outside.sarif")) },
                true);
        QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
    }

    // The tool's version and home (SARIF2005); each finding's line and
    // column in the model file (SARIF2017), at the object it concerns.
    void sarifNamesTheToolAndTheLine()
    {
        const CliRun run = runCli(
            { QStringLiteral("lint"), mBad, QStringLiteral("--format"), QStringLiteral("sarif") });
        const QJsonObject log = parse(run.out);
        const QJsonObject runObject = log[QStringLiteral("runs")].toArray().first().toObject();
        const QJsonObject driver
            = runObject[QStringLiteral("tool")].toObject()[QStringLiteral("driver")].toObject();
        const CliRun version = runCli({ QStringLiteral("--version") });
        QCOMPARE(version.out.trimmed(),
            QStringLiteral("docmodeler-cli ") + driver[QStringLiteral("version")].toString());
        const QUrl home(driver[QStringLiteral("informationUri")].toString());
        QVERIFY(home.isValid() && !home.isRelative() && !home.host().isEmpty());
        QCOMPARE(runObject[QStringLiteral("columnKind")].toString(),
            QStringLiteral("unicodeCodePoints"));

        const QStringList lines = QString::fromUtf8(readFile(mBad)).split(QLatin1Char('\n'));
        bool sawDm101 = false;
        for (const QJsonValue &value : runObject[QStringLiteral("results")].toArray()) {
            const QJsonObject region = value.toObject()[QStringLiteral("locations")]
                                           .toArray()
                                           .first()
                                           .toObject()[QStringLiteral("physicalLocation")]
                                           .toObject()[QStringLiteral("region")]
                                           .toObject();
            const int line = region[QStringLiteral("startLine")].toInt();
            const int column = region[QStringLiteral("startColumn")].toInt();
            QVERIFY(line >= 1 && line <= lines.size() && column >= 1);
            if (value.toObject()[QStringLiteral("ruleId")].toString() != QLatin1String("DM101"))
                continue;
            sawDm101 = true;
            // /relationships/0: the object that opens after "relationships".
            const int relationships = int(lines.indexOf(QRegularExpression(
                                          QStringLiteral("^\\s*\"relationships\": \\[$"))))
                + 1;
            QVERIFY(relationships > 0);
            QCOMPARE(line, relationships + 1);
            QCOMPARE(lines[line - 1].mid(column - 1, 1), QStringLiteral("{"));
        }
        QVERIFY(sawDm101);
    }

    // Lines and columns (in code points) of the values pointers name;
    // a member the text lacks gives the object it is missing from.
    void locatorFindsValuesByPointer()
    {
        const std::string text = "{\n  \"a/b\": [1, {\"k\\\"ey\": \"\xc3\xbc\", \"x\": 2}],\n"
                                 "  \"\xc3\xbc\": {\"v\": true}\n}";
        JsonLocator locator(text);
        auto at = [&](const std::string &pointer) {
            const auto position = locator.locate(pointer);
            return position ? QPoint(position->line, position->column) : QPoint();
        };
        QCOMPARE(at(""), QPoint(1, 1));
        QCOMPARE(at("/a~1b"), QPoint(2, 10));
        QCOMPARE(at("/a~1b/0"), QPoint(2, 11));
        QCOMPARE(at("/a~1b/1"), QPoint(2, 14));
        QCOMPARE(at("/a~1b/1/k\"ey"), QPoint(2, 24));
        QCOMPARE(at("/a~1b/1/x"), QPoint(2, 34));
        QCOMPARE(at("/\xc3\xbc"), QPoint(3, 8));
        QCOMPARE(at("/\xc3\xbc/v"), QPoint(3, 14));
        QCOMPARE(at("/\xc3\xbc/missing"), QPoint(3, 8));
        QCOMPARE(at("/a~1b/7"), QPoint(2, 10));
        QCOMPARE(at("/a~1b/1/x"), QPoint(2, 34)); // again, from what was scanned
        QVERIFY(!JsonLocator(" ").locate("/a"));
    }

    void badArgumentsAreUsageErrors()
    {
        QCOMPARE(runCli({ QStringLiteral("lint"), mBad, QStringLiteral("--format"),
                            QStringLiteral("xml") })
                     .exitCode,
            2);
        QCOMPARE(runCli({ QStringLiteral("lint"), mBad, QStringLiteral("--fail-on"),
                            QStringLiteral("often") })
                     .exitCode,
            2);
        QCOMPARE(runCli({ QStringLiteral("lint") }).exitCode, 2);
        const CliRun missing
            = runCli({ QStringLiteral("lint"), mDir.filePath(QStringLiteral("none.dmodel")) });
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(!missing.err.isEmpty());
    }

private:
    QTemporaryDir mDir;
    QString mBad;
    QString mSuppressed;
};

QTEST_GUILESS_MAIN(TestLint)
#include "tst_lint.moc"
