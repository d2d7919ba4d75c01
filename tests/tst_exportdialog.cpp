// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportfixtures.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "dialogs/exportdialog.h"
#include "export/mongoshscript.h"
#include "translations/translator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QtTest>

#include <thread>

using namespace docmodel;
using namespace docmodel::test;

class TestExportDialog : public QObject
{
    Q_OBJECT

private slots:
    void previewsWhatItWrites()
    {
        const Model model = loadExample(QStringLiteral("blog"));
        ExportDialog dialog(model, QStringLiteral("blog"));
        // mongosh first: the preview is the generator's text.
        QCOMPARE(dialog.previewText(), QString::fromStdString(exportMongoshScript(model)));
        auto *database = dialog.findChild<QLineEdit *>();
        QVERIFY(database);
        database->setText(QStringLiteral("staging"));
        ExportOptions options;
        options.database = "staging";
        QCOMPARE(dialog.previewText(), QString::fromStdString(exportMongoshScript(model, options)));
        QCOMPARE(dialog.findChild<QPlainTextEdit *>()->toPlainText(), dialog.previewText());

        dialog.setTarget(QStringLiteral("mermaid"));
        QVERIFY(dialog.previewText().startsWith(QLatin1String("erDiagram\n")));
        QVERIFY(!database->isEnabled()); // --db means nothing to a diagram
        dialog.setTarget(QStringLiteral("html"));
        QVERIFY(dialog.previewText().contains(QLatin1String("<svg"))); // the canvas's drawing

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("blog.html"));
        QCOMPARE(dialog.writeTo(path), QString());
        QCOMPARE(QString::fromUtf8(readFile(path)), dialog.previewText());
        QVERIFY(!dialog.writeTo(dir.filePath(QStringLiteral("missing/dir/x.html"))).isEmpty());
    }

    // The HTML documentation draws the diagram shown: a subject area's
    // boxes only.
    void documentationDrawsTheDiagramShown()
    {
        Model blog = loadExample(QStringLiteral("blog"));
        const Entity *posts = blog.findEntityByName("posts");
        QVERIFY(posts && blog.entities.size() >= 2);
        blog.diagrams.push_back(SubjectArea { "Posts", { posts->id }, {}, {} });
        const auto diagramPart = [](const QString &html) {
            const qsizetype start = html.indexOf(QLatin1String("<div class=\"diagram\">"));
            return start < 0 ? QString() : html.mid(start, html.indexOf(QLatin1String("</div>"), start) - start);
        };
        ExportDialog dialog(blog, QStringLiteral("blog"));
        dialog.setTarget(QStringLiteral("html"));
        const QString all = diagramPart(dialog.previewText());
        QVERIFY(all.contains(QLatin1String(">posts<")) && all.contains(QLatin1String(">comments<")));
        dialog.setDiagram("Posts");
        const QString area = diagramPart(dialog.previewText());
        QVERIFY2(area.contains(QLatin1String(">posts<")), qPrintable(area.left(400)));
        QVERIFY(!area.contains(QLatin1String(">comments<")));
    }

    // Documentation in the language chosen for it, the interface's unless
    // changed; the rest of the program goes on in the interface's.
    void documentationIsInTheLanguageChosen()
    {
        const QString finding = QStringLiteral("The related data is read 50 times per write.");
        const QString german
            = QStringLiteral("Die verbundenen Daten werden 50-mal je Schreibvorgang gelesen.");
        ExportDialog dialog(loadExample(QStringLiteral("blog")), QStringLiteral("blog"));
        auto *language = dialog.findChild<QComboBox *>(QStringLiteral("language"));
        QVERIFY(language);
        QVERIFY(!language->isEnabled()); // a script is in no language
        dialog.setTarget(QStringLiteral("html"));
        QVERIFY(language->isEnabled());
        QCOMPARE(language->currentData().toString(), QStringLiteral("en"));
        QVERIFY(dialog.previewText().contains(QLatin1String("<html lang=\"en\">")));
        QVERIFY(dialog.previewText().contains(finding));

        dialog.setLanguage(QStringLiteral("de"));
        QVERIFY(dialog.previewText().contains(QLatin1String("<html lang=\"de\">")));
        QVERIFY(dialog.previewText().contains(german));
        QVERIFY(!dialog.previewText().contains(finding));
        bool summaryInEnglish = false; // the dialog's own words stay the interface's
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            summaryInEnglish
                = summaryInEnglish || label->text().startsWith(QLatin1String("Lines: "));
        QVERIFY(summaryInEnglish);
        QCOMPARE(
            QCoreApplication::translate("Advisor", "The related data is read %1 times per write."),
            QStringLiteral("The related data is read %1 times per write."));
        dialog.setTarget(QStringLiteral("markdown"));
        QVERIFY(dialog.previewText().contains(german));
    }

    // While documentation is written in German here, other threads keep
    // the interface's language.
    void otherThreadsKeepTheirLanguage()
    {
        const char *source = "The related data is read %1 times per write.";
        const ScopedLanguage german(QStringLiteral("de"));
        QCOMPARE(german.language(), QStringLiteral("de"));
        QVERIFY(QCoreApplication::translate("Advisor", source).startsWith(QLatin1String("Die ")));
        QString elsewhere;
        std::thread([&] { elsewhere = QCoreApplication::translate("Advisor", source); }).join();
        QCOMPARE(elsewhere, QString::fromLatin1(source));
        {
            const ScopedLanguage unknown(QStringLiteral("xx")); // keeps what there is
            QCOMPARE(unknown.language(), QStringLiteral("de"));
        }
        QVERIFY(QCoreApplication::translate("Advisor", source).startsWith(QLatin1String("Die ")));
    }

    // The dialog starts in the interface's language (last: it changes it).
    void startsInTheInterfaceLanguage()
    {
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        ExportDialog dialog(loadExample(QStringLiteral("blog")), QStringLiteral("blog"));
        dialog.setTarget(QStringLiteral("html"));
        QVERIFY(dialog.previewText().contains(QLatin1String("<html lang=\"de\">")));
        dialog.setLanguage(QStringLiteral("en"));
        QVERIFY(dialog.previewText().contains(QLatin1String("<html lang=\"en\">")));
        QVERIFY(dialog.previewText().contains(
            QLatin1String("The related data is read 50 times per write.")));
        QVERIFY(!dialog.previewText().contains(QLatin1String("Schreibvorgang")));
        installTranslations(QStringLiteral("en"));
    }

    // What the target cannot express shows under the preview as warnings,
    // only for a target that has some.
    void targetLimitsAreWarnings()
    {
        ExportDialog dialog(ticketsWithSeatIndex(), QStringLiteral("tickets"));
        auto *targets = dialog.findChild<QComboBox *>();
        auto *limits = dialog.findChild<QLabel *>(QStringLiteral("limits"));
        QVERIFY(targets && limits);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        targets->setCurrentIndex(targets->findData(QStringLiteral("prisma")));
        QVERIFY(limits->isVisible());
        // In whichever language an earlier test left the interface.
        QVERIFY2(limits->text().contains(QLatin1String("Ticket: index \"seat.row_1_seat.number_1\"")), qPrintable(limits->text()));
        saveScreenshotIfAsked(&dialog, QStringLiteral("export-prisma-limits.png"));
        targets->setCurrentIndex(targets->findData(QStringLiteral("typescript")));
        QVERIFY(!limits->isVisible());
    }

    // DOCMODELER_SCREENSHOT=path writes the dialog as the README shows it;
    // DOCMODELER_SCREENSHOT_TARGET=name shows that target instead.
    void screenshot()
    {
        const QString path = qEnvironmentVariable("DOCMODELER_SCREENSHOT");
        if (path.isEmpty())
            QSKIP("set DOCMODELER_SCREENSHOT to a PNG path to write the screenshot");
        ExportDialog dialog(loadExample(QStringLiteral("blog")), QStringLiteral("blog"));
        dialog.findChild<QLineEdit *>()->setText(QStringLiteral("blog_staging"));
        if (const QString target = qEnvironmentVariable("DOCMODELER_SCREENSHOT_TARGET"); !target.isEmpty()) {
            auto *targets = dialog.findChild<QComboBox *>();
            QVERIFY(targets && targets->findData(target) >= 0);
            targets->setCurrentIndex(targets->findData(target));
        }
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(path));
    }
};

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
