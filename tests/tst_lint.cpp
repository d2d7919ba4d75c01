#include "testsupport.h"

#include "advisor/rules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
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
