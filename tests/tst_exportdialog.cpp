#include "exportfixtures.h"
#include "testsupport.h"

#include "dialogs/exportdialog.h"
#include "export/mongoshscript.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QtTest>

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

    // DOCMODELER_SCREENSHOT=path writes the dialog as the README shows it.
    void screenshot()
    {
        const QString path = qEnvironmentVariable("DOCMODELER_SCREENSHOT");
        if (path.isEmpty())
            QSKIP("set DOCMODELER_SCREENSHOT to a PNG path to write the screenshot");
        ExportDialog dialog(loadExample(QStringLiteral("blog")), QStringLiteral("blog"));
        dialog.findChild<QLineEdit *>()->setText(QStringLiteral("blog_staging"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(path));
    }
};

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
