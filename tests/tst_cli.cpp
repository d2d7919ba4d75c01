// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <pty.h>
#include <unistd.h>

using namespace docmodel::test;

namespace {

using Run = CliRun;

Run cli(const QStringList &arguments)
{
    return runCli(arguments);
}

const QString kValid = sourcePath(QStringLiteral("tests/data/format-v1/blog-v1.migrated.dmodel"));

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        QVERIFY(writeFile(path("invalid.dmodel"),
            "{\"formatVersion\": 2, \"entities\": [{\"id\": \"a\", \"name\": \"a\", "
            "\"fields\": [{\"name\": \"$bad\"}]}]}"));
        QVERIFY(writeFile(path("warning.dmodel"),
            "{\"formatVersion\": 2, \"entities\": [{\"id\": \"a\", \"name\": \"a\", "
            "\"fields\": [{\"name\": \"x\"}, {\"name\": \"_id\"}]}]}"));
        QVERIFY(writeFile(path("broken.dmodel"), "{\n  \"formatVersion\": 2,\n  oops\n}"));
    }

    void noCommandPrintsUsage()
    {
        const Run run = cli({});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.contains(QStringLiteral("Usage: docmodeler-cli COMMAND")));
        QVERIFY(run.out.contains(QStringLiteral("validate")));
        QVERIFY(run.out.contains(QStringLiteral("info")));
    }

    void unknownCommand()
    {
        const Run run = cli({ QStringLiteral("frobnicate") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("Unknown command \"frobnicate\"")));
    }

    void everyCommandHasHelp_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("validate") << QStringLiteral("validate") << QStringLiteral("FILE...");
        QTest::newRow("info") << QStringLiteral("info") << QStringLiteral("FILE");
        QTest::newRow("format") << QStringLiteral("format") << QStringLiteral("--check");
        QTest::newRow("export") << QStringLiteral("export") << QStringLiteral("--to");
        QTest::newRow("preview") << QStringLiteral("preview") << QStringLiteral("--collection");
        QTest::newRow("tree") << QStringLiteral("tree") << QStringLiteral("--encoding");
    }

    void everyCommandHasHelp()
    {
        QFETCH(QString, command);
        QFETCH(QString, mentions);
        const Run run = cli({ command, QStringLiteral("--help") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(mentions), qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("--lang")));
        // The usage line names the command, not just the program.
        QVERIFY2(run.out.contains(QStringLiteral("docmodeler-cli ") + command + QStringLiteral(" [options]")),
            qPrintable(run.out));
    }

    void validFileExitsZeroSilently()
    {
        const Run run = cli({ QStringLiteral("validate"), kValid });
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
    }

    void problemsExitOneWithPointers()
    {
        const Run run = cli({ QStringLiteral("validate"), kValid, path("invalid.dmodel") });
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err,
            path("invalid.dmodel")
                + QStringLiteral(":/entities/0/fields/0/name: error: "
                                 "field name \"$bad\" must not start with '$'\n"));
    }

    void warningsPassUnlessStrict()
    {
        Run run = cli({ QStringLiteral("validate"), path("warning.dmodel") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.startsWith(
            path("warning.dmodel") + QStringLiteral(":/entities/0/fields/1: warning: ")));
        run = cli(
            { QStringLiteral("validate"), QStringLiteral("--strict"), path("warning.dmodel") });
        QCOMPARE(run.exitCode, 1);
    }

    void unreadableExitsTwoWithLineAndColumn()
    {
        const Run run
            = cli({ QStringLiteral("validate"), path("invalid.dmodel"), path("broken.dmodel") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(path("broken.dmodel") + QStringLiteral(":3:3: not valid JSON")),
            qPrintable(run.err));
    }

    void missingFileExitsTwo()
    {
        const Run run = cli({ QStringLiteral("validate"), path("nope.dmodel") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.startsWith(path("nope.dmodel") + QStringLiteral(": cannot open the file")));
    }

    void validateNeedsAFile()
    {
        QCOMPARE(cli({ QStringLiteral("validate") }).exitCode, 2);
        QCOMPARE(cli({ QStringLiteral("validate"), QStringLiteral("--bogus") }).exitCode, 2);
    }

    void infoSummarizes()
    {
        const Run run = cli({ QStringLiteral("info"), kValid });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("Model: Blog (format 1)")));
        QVERIFY(run.out.contains(QStringLiteral("Entities (2):")));
        QVERIFY(
            run.out.contains(QStringLiteral("posts -> comments  one-to-many 0..unbounded (~40)  "
                                            "parent-referencing  comments.post_id")));
        QVERIFY(run.out.contains(QStringLiteral("comments  post_id_1  {post_id: 1}")));
    }

    void infoOnABrokenFile()
    {
        const Run run = cli({ QStringLiteral("info"), path("broken.dmodel") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral(":3:3:")));
        QCOMPARE(run.out, QString());
    }

    void formatCheckAndRewrite()
    {
        const QString v1 = path("v1.dmodel");
        QVERIFY(writeFile(
            v1, readFile(sourcePath(QStringLiteral("tests/data/format-v1/blog-v1.dmodel")))));
        QCOMPARE(cli({ QStringLiteral("format"), QStringLiteral("--check"), kValid }).exitCode, 0);
        const Run check = cli({ QStringLiteral("format"), QStringLiteral("--check"), v1 });
        QCOMPARE(check.exitCode, 1);
        QVERIFY(check.err.contains(QStringLiteral("not in canonical form")));
        QCOMPARE(cli({ QStringLiteral("format"), v1 }).exitCode, 0);
        QCOMPARE(readFile(v1), readFile(kValid));
        QCOMPARE(cli({ QStringLiteral("format"), QStringLiteral("--check"), v1 }).exitCode, 0);
        // A broken file is reported and left alone.
        const QByteArray broken = readFile(path("broken.dmodel"));
        QCOMPARE(cli({ QStringLiteral("format"), path("broken.dmodel") }).exitCode, 2);
        QCOMPARE(readFile(path("broken.dmodel")), broken);
    }

    void exportWritesTextTargetsToStdoutOrAFile()
    {
        const Run script = cli({ QStringLiteral("export"), kValid, QStringLiteral("--to"),
            QStringLiteral("mongosh"), QStringLiteral("--db"), QStringLiteral("other \"db\"") });
        QCOMPARE(script.exitCode, 0);
        QVERIFY(script.out.contains(QLatin1String("var database = db.getSiblingDB(\"other \\\"db\\\"\");")));
        QVERIFY(script.out.contains(QLatin1String("docmodelerCreateCollection(database, \"posts\"")));
        const Run file = cli({ QStringLiteral("export"), kValid, QStringLiteral("--to"),
            QStringLiteral("json-schema"), QStringLiteral("-o"), path("blog.schema.json") });
        QCOMPARE(file.exitCode, 0);
        QVERIFY(file.out.isEmpty());
        QVERIFY(readFile(path("blog.schema.json")).contains("\"$schema\": \"https://json-schema.org/draft/2020-12/schema\""));
        const Run html = cli({ QStringLiteral("export"), kValid, QStringLiteral("--to"),
            QStringLiteral("html") });
        QCOMPARE(html.exitCode, 0);
        QVERIFY(html.out.contains(QLatin1String("<svg"))); // the canvas's drawing
        const Run unknown = cli({ QStringLiteral("export"), kValid, QStringLiteral("--to"),
            QStringLiteral("yaml") });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains(QLatin1String("mongosh, mongosh-legacy, jsonschema, json-schema, mermaid, typescript, mongoose, prisma, pydantic, markdown, html, png, svg, pdf")));
    }

    // Documentation is written in one language, the one --lang names: the
    // advisor's findings and their fixes too, and HTML says which.
    void documentationIsInTheLanguageChosen()
    {
        const QString finding = QStringLiteral("The related data is read 50 times per write.");
        const QString german
            = QStringLiteral("Die verbundenen Daten werden 50-mal je Schreibvorgang gelesen.");
        const QString germanFix = QStringLiteral("Die wenigen mit der Referenz angezeigten Felder");
        const QString blog = sourcePath(QStringLiteral("resources/examples/blog.dmodel"));
        const Run de = cli({ QStringLiteral("--lang"), QStringLiteral("de"),
            QStringLiteral("export"), blog, QStringLiteral("--to"), QStringLiteral("html") });
        QCOMPARE(de.exitCode, 0);
        QVERIFY(de.out.contains(QLatin1String("<html lang=\"de\">")));
        QVERIFY2(
            de.out.contains(german) && de.out.contains(germanFix), qPrintable(de.out.right(2000)));
        QVERIFY(!de.out.contains(finding));
        const Run markdown = cli({ QStringLiteral("--lang"), QStringLiteral("de"),
            QStringLiteral("export"), blog, QStringLiteral("--to"), QStringLiteral("markdown") });
        QVERIFY(markdown.out.contains(german) && !markdown.out.contains(finding));
        for (const QStringList &english :
            { QStringList { QStringLiteral("--lang"), QStringLiteral("en") }, QStringList {} }) {
            const Run en = cli(english
                + QStringList { QStringLiteral("export"), blog, QStringLiteral("--to"),
                    QStringLiteral("html") });
            QVERIFY(en.out.contains(QLatin1String("<html lang=\"en\">")));
            QVERIFY(en.out.contains(finding) && !en.out.contains(german));
        }
    }

    // Diagnostics are coloured on a terminal, never in a pipe, and not at all
    // when NO_COLOR is set to anything but the empty string; --color decides
    // over both.
    void colourOnATerminalUnlessNoColor_data()
    {
        QTest::addColumn<bool>("terminal");
        QTest::addColumn<QString>("noColor"); // null: unset
        QTest::addColumn<QString>("option");
        QTest::addColumn<bool>("coloured");
        QTest::newRow("terminal") << true << QString() << QString() << true;
        QTest::newRow("terminal, NO_COLOR=1") << true << QStringLiteral("1") << QString() << false;
        QTest::newRow("terminal, NO_COLOR=0") << true << QStringLiteral("0") << QString() << false;
        QTest::newRow("terminal, NO_COLOR empty") << true << QStringLiteral("") << QString() << true;
        QTest::newRow("terminal, --color=never") << true << QString() << QStringLiteral("--color=never") << false;
        QTest::newRow("pipe") << false << QString() << QString() << false;
        QTest::newRow("pipe, --color always") << false << QStringLiteral("1") << QStringLiteral("always") << true;
    }

    void colourOnATerminalUnlessNoColor()
    {
        QFETCH(bool, terminal);
        QFETCH(QString, noColor);
        QFETCH(QString, option);
        QFETCH(bool, coloured);
        QStringList arguments { QStringLiteral("validate"), path("invalid.dmodel") };
        if (option == QLatin1String("always"))
            arguments << QStringLiteral("--color") << option;
        else if (!option.isEmpty())
            arguments.prepend(option);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("NO_COLOR"));
        environment.insert(QStringLiteral("TERM"), QStringLiteral("xterm"));
        if (!noColor.isNull())
            environment.insert(QStringLiteral("NO_COLOR"), noColor);
        QProcess process;
        process.setProcessEnvironment(environment);
        int controller = -1;
        int terminalSide = -1;
        if (terminal) {
            QVERIFY(openpty(&controller, &terminalSide, nullptr, nullptr, nullptr) == 0);
            process.setChildProcessModifier([terminalSide] { dup2(terminalSide, STDERR_FILENO); });
        }
        process.start(QStringLiteral(DOCMODELER_CLI), arguments);
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 1);
        QByteArray output = process.readAllStandardError();
        if (terminal) {
            close(terminalSide);
            char buffer[4096];
            ssize_t got = 0;
            while ((got = read(controller, buffer, sizeof buffer)) > 0)
                output.append(buffer, got);
            close(controller);
        }
        QVERIFY2(output.contains("must not start with '$'"), output.constData());
        QCOMPARE(output.contains("\x1b[1;31merror\x1b[0m"), coloured);
        QCOMPARE(output.contains('\x1b'), coloured);
    }

    void badColorValueIsAUsageError()
    {
        const Run run = cli({ QStringLiteral("--color=sometimes"), QStringLiteral("validate"), kValid });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("--color")));
    }

    void importJsonSchemaCreatesAModel()
    {
        QVERIFY(cli({ QStringLiteral("export"), kValid, QStringLiteral("--to"),
                    QStringLiteral("json-schema"), QStringLiteral("-o"), path("round.schema.json") })
                    .exitCode
            == 0);
        const Run run = cli({ QStringLiteral("import-json-schema"), path("round.schema.json"),
            QStringLiteral("-o"), path("imported.dmodel") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const Run info = cli({ QStringLiteral("info"), path("imported.dmodel") });
        QCOMPARE(info.exitCode, 0);
        QVERIFY2(info.out.contains(QLatin1String("posts")) && info.out.contains(QLatin1String("comments")),
            qPrintable(info.out));
        QVERIFY(writeFile(path("broken.schema.json"), "{\n  \"properties\": {\n    \"a\": {\"type\": \"strnig\"}\n  }\n}\n"));
        const Run broken = cli({ QStringLiteral("import-json-schema"), path("broken.schema.json"),
            QStringLiteral("-o"), path("never.dmodel") });
        QCOMPARE(broken.exitCode, 2);
        QVERIFY2(broken.err.contains(path("broken.schema.json") + QStringLiteral(":/properties/a/type: unknown type \"strnig\"")),
            qPrintable(broken.err));
        QVERIFY(!QFileInfo::exists(path("never.dmodel")));
        QVERIFY(writeFile(path("syntax.schema.json"), "{\n  \"type\": \"object\",,\n}\n"));
        const Run syntax = cli({ QStringLiteral("import-json-schema"), path("syntax.schema.json"),
            QStringLiteral("-o"), path("never.dmodel") });
        QCOMPARE(syntax.exitCode, 2);
        QVERIFY2(syntax.err.contains(path("syntax.schema.json") + QStringLiteral(":2:")), qPrintable(syntax.err));
    }

private:
    QString path(const char *name) const { return mDir.filePath(QString::fromLatin1(name)); }

    QTemporaryDir mDir;
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
