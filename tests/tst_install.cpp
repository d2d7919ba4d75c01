// SPDX-License-Identifier: GPL-3.0-or-later
// `cmake --install` into a temporary prefix, and the tree it leaves checked
// as a desktop and a shell would use it.
#include "testsupport.h"

#include <QImage>
#include <QMimeDatabase>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace docmodel::test;

namespace {

const QString kAppId = QStringLiteral(DOCMODELER_APP_ID);

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QString &program, const QStringList &arguments, const QStringList &environment = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const QString &setting : environment)
        env.insert(setting.section(QLatin1Char('='), 0, 0), setting.section(QLatin1Char('='), 1));
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    if (!process.waitForFinished(120000))
        return {};
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
}

// What bash completion offers for the words typed so far (the last is the
// word being completed).
QStringList completions(const QString &script, const QString &function, const QStringList &words)
{
    const QString quoted = QLatin1Char('\'') + words.join(QStringLiteral("' '")) + QLatin1Char('\'');
    const Run result = run(QStringLiteral("bash"),
        { QStringLiteral("-c"),
            QStringLiteral("source '%1'; COMP_WORDS=(%2); COMP_CWORD=%3; %4 2>/dev/null; "
                           "printf '%s\\n' \"${COMPREPLY[@]}\"")
                .arg(script, quoted)
                .arg(words.size() - 1)
                .arg(function) });
    return result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestInstall : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(mPrefix.isValid());
        const Run install = run(QStringLiteral(DOCMODELER_CMAKE),
            { QStringLiteral("--install"), QStringLiteral(DOCMODELER_BUILD_DIR), QStringLiteral("--prefix"),
                mPrefix.path() });
        QVERIFY2(install.exitCode == 0, qPrintable(install.out + install.err));
    }

    void programsRunAndKnowTheirVersion()
    {
        const Run cli = run(path("bin/docmodeler-cli"), { QStringLiteral("--version") });
        QCOMPARE(cli.exitCode, 0);
        QCOMPARE(cli.out, QStringLiteral("docmodeler-cli %1\n").arg(QStringLiteral(PROJECT_VERSION)));
        const Run gui = run(path("bin/docmodeler"), { QStringLiteral("--version") });
        QCOMPARE(gui.exitCode, 0);
        QCOMPARE(gui.out, QStringLiteral("DocModeler %1\n").arg(QStringLiteral(PROJECT_VERSION)));
    }

    // The .qm files exist only under share/docmodeler/translations: German
    // help proves the programs find them relative to themselves.
    void translationsLoadFromThePrefix()
    {
        QVERIFY(QFile::exists(path("share/docmodeler/translations/docmodeler_de.qm")));
        const Run cli = run(path("bin/docmodeler-cli"), { QStringLiteral("--lang"), QStringLiteral("de"),
                                                              QStringLiteral("--help") });
        QCOMPARE(cli.exitCode, 0);
        QVERIFY2(cli.out.contains(QStringLiteral("Befehle:")), qPrintable(cli.out));
        const Run gui = run(path("bin/docmodeler"), { QStringLiteral("--lang=de"), QStringLiteral("--help") });
        QCOMPARE(gui.exitCode, 0);
        QVERIFY2(gui.out.contains(QStringLiteral("Eine zu öffnende Modelldatei")), qPrintable(gui.out));
        // Moved elsewhere, the programs still find them: nothing is absolute.
        QTemporaryDir moved;
        QVERIFY(moved.isValid());
        QVERIFY(QDir().rename(mPrefix.path(), moved.path() + QStringLiteral("/elsewhere")));
        const Run again = run(moved.path() + QStringLiteral("/elsewhere/bin/docmodeler-cli"),
            { QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help") });
        QVERIFY(QDir().rename(moved.path() + QStringLiteral("/elsewhere"), mPrefix.path()));
        QVERIFY2(again.out.contains(QStringLiteral("Befehle:")), qPrintable(again.out));
    }

    void desktopEntryValidates()
    {
        const QString entry = path("share/applications/%1.desktop").arg(kAppId);
        const Run check = run(QStringLiteral("desktop-file-validate"), { entry });
        QVERIFY2(check.exitCode == 0 && check.out.isEmpty(), qPrintable(check.out + check.err));
        const QString text = QString::fromUtf8(readFile(entry));
        QVERIFY(text.contains(QStringLiteral("\nExec=docmodeler %f\n")));
        QVERIFY(text.contains(QStringLiteral("\nIcon=") + kAppId + QLatin1Char('\n')));
        QVERIFY(text.contains(QStringLiteral("\nMimeType=application/x-docmodeler;\n")));
    }

    void appStreamMetainfoValidates()
    {
        const QString metainfo = path("share/metainfo/%1.metainfo.xml").arg(kAppId);
        const Run check = run(QStringLiteral("appstreamcli"), { QStringLiteral("validate"), QStringLiteral("--no-net"), metainfo });
        QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
        const QString text = QString::fromUtf8(readFile(metainfo));
        QVERIFY(text.contains(QStringLiteral("<release version=\"%1\"").arg(QStringLiteral(PROJECT_VERSION))));
        // The README's screenshot, which must exist in the repository.
        QVERIFY(text.contains(QStringLiteral("docs/screenshots/online-shop-1600x1000.png")));
        QVERIFY(QFile::exists(sourcePath(QStringLiteral("docs/screenshots/online-shop-1600x1000.png"))));
    }

    // Well-formed, accepted by update-mime-database, and what a desktop's
    // MIME database then says of a model file: by its name and, without
    // one, by its content.
    void mimeTypeRecognisesModelFiles()
    {
        const QString package = path("share/mime/packages/%1.xml").arg(kAppId);
        const Run wellFormed = run(QStringLiteral("xmllint"), { QStringLiteral("--noout"), package });
        QVERIFY2(wellFormed.exitCode == 0, qPrintable(wellFormed.err));
        const QString dataDirs = path("share") + QStringLiteral(":/usr/share");
        const Run update = run(QStringLiteral("update-mime-database"), { path("share/mime") },
            { QStringLiteral("XDG_DATA_DIRS=") + dataDirs });
        QVERIFY2(update.exitCode == 0 && update.err.isEmpty(), qPrintable(update.err));

        qputenv("XDG_DATA_DIRS", dataDirs.toLocal8Bit());
        QMimeDatabase mimes;
        const QString example = path("share/docmodeler/examples/blog.dmodel");
        QCOMPARE(mimes.mimeTypeForFile(example).name(), QStringLiteral("application/x-docmodeler"));
        QVERIFY(mimes.mimeTypeForName(QStringLiteral("application/x-docmodeler")).inherits(QStringLiteral("application/json")));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QFile::copy(example, dir.filePath(QStringLiteral("no-extension"))));
        QCOMPARE(mimes.mimeTypeForFile(dir.filePath(QStringLiteral("no-extension")), QMimeDatabase::MatchContent).name(),
            QStringLiteral("application/x-docmodeler"));
        // Other JSON is not taken for a model.
        QVERIFY(writeFile(dir.filePath(QStringLiteral("other")), "{\"name\": \"x\", \"version\": 1}\n"));
        QVERIFY(mimes.mimeTypeForFile(dir.filePath(QStringLiteral("other")), QMimeDatabase::MatchContent).name()
            != QStringLiteral("application/x-docmodeler"));
    }

    void iconsAtTheHicolorSizes()
    {
        QVERIFY(QFile::exists(path("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId)));
        for (const int size : { 16, 22, 24, 32, 48, 64, 128, 256, 512 }) {
            const QImage icon(path("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId));
            QCOMPARE(icon.size(), QSize(size, size));
            // Drawn, not blank: the tile's corner is transparent, its middle is not.
            QCOMPARE(qAlpha(icon.pixel(0, 0)), 0);
            QVERIFY(qAlpha(icon.pixel(size / 2, size / 2)) > 200);
        }
    }

    // The man pages are rendered by groff without a warning and name every
    // command with its options, as --help does.
    void manPagesDescribeEveryCommand()
    {
        const QString cliPage = path("share/man/man1/docmodeler-cli.1");
        for (const QString &page : { cliPage, path("share/man/man1/docmodeler.1") }) {
            const Run render = run(QStringLiteral("groff"), { QStringLiteral("-man"), QStringLiteral("-Tutf8"),
                                                                QStringLiteral("-ww"), QStringLiteral("-z"), page });
            QVERIFY2(render.exitCode == 0 && render.err.isEmpty(), qPrintable(page + render.err));
        }
        const QString text = QString::fromUtf8(readFile(cliPage));
        const Run usage = run(path("bin/docmodeler-cli"), { QStringLiteral("--help") });
        const QStringList commands = commandsOf(usage.out);
        QVERIFY(commands.size() >= 11);
        for (const QString &command : commands)
            QVERIFY2(text.contains(QStringLiteral(".SS ") + QString(command).replace(QLatin1Char('-'), QStringLiteral("\\-"))),
                qPrintable(command));
        QVERIFY(text.contains(QStringLiteral("\\fB\\-\\-fail\\-on\\fR")));
        QVERIFY(text.contains(QStringLiteral("NO_COLOR")));
    }

    void bashCompletionOffersCommandsOptionsAndValues()
    {
        const QString cli = path("share/bash-completion/completions/docmodeler-cli");
        const QString function = QStringLiteral("_docmodeler_cli");
        const QString program = QStringLiteral("docmodeler-cli");
        QCOMPARE(completions(cli, function, { program, QStringLiteral("ex") }), QStringList { QStringLiteral("export") });
        QCOMPARE(completions(cli, function, { program, QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("li") }),
            QStringList { QStringLiteral("lint") });
        QStringList lintOptions = completions(cli, function, { program, QStringLiteral("lint"), QStringLiteral("--f") });
        lintOptions.sort();
        QCOMPARE(lintOptions, (QStringList { QStringLiteral("--fail-on"), QStringLiteral("--format") }));
        QCOMPARE(completions(cli, function, { program, QStringLiteral("export"), QStringLiteral("--to"), QStringLiteral("me") }),
            QStringList { QStringLiteral("mermaid") });
        QCOMPARE(completions(cli, function, { program, QStringLiteral("validate"), QStringLiteral("--color"), QStringLiteral("n") }),
            QStringList { QStringLiteral("never") });
        const QString gui = path("share/bash-completion/completions/docmodeler");
        QCOMPARE(completions(gui, QStringLiteral("_docmodeler"), { QStringLiteral("docmodeler"), QStringLiteral("--sc") }),
            QStringList { QStringLiteral("--screenshot") });
        // Files for the model, and only model files.
        const QStringList models = completions(gui, QStringLiteral("_docmodeler"),
            { QStringLiteral("docmodeler"), path("share/docmodeler/examples/bl") });
        QCOMPARE(models, QStringList { path("share/docmodeler/examples/blog.dmodel") });
    }

    void examplesAndDocumentation()
    {
        const QStringList installed = QDir(path("share/docmodeler/examples")).entryList({ QStringLiteral("*.dmodel") });
        QCOMPARE(installed.size(), exampleFiles().size());
        QVERIFY(QFile::exists(path("share/doc/docmodeler/LICENSE")));
        QVERIFY(QFile::exists(path("share/doc/docmodeler/README.md")));
    }

private:
    QString path(const char *relative) const { return mPrefix.filePath(QString::fromUtf8(relative)); }
    QString path(const QString &relative) const { return mPrefix.filePath(relative); }

    static QStringList commandsOf(const QString &usage)
    {
        QStringList commands;
        bool listing = false;
        for (const QString &line : usage.split(QLatin1Char('\n'))) {
            if (line == QLatin1String("Commands:"))
                listing = true;
            else if (listing && line.startsWith(QLatin1String("  ")))
                commands << line.simplified().section(QLatin1Char(' '), 0, 0);
            else if (listing)
                break;
        }
        return commands;
    }

    QTemporaryDir mPrefix;
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
