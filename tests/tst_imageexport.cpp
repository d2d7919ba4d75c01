// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "io/modelreader.h"

#include <QDomDocument>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

struct Run {
    int exitCode = -1;
    QString err;
};

// Runs the CLI as CI would: no display, no platform chosen.
Run cli(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(DOCMODELER_CLI), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardError()) };
}

QString example(const char *name)
{
    return sourcePath(QStringLiteral("resources/examples/%1.dmodel").arg(QLatin1String(name)));
}

} // namespace

class TestImageExport : public QObject
{
    Q_OBJECT

private slots:
    void examples_data()
    {
        QTest::addColumn<QString>("model");
        for (const char *name : { "blog", "forum-threads", "products-parts", "patron-addresses",
                 "category-tree-nested-sets" })
            QTest::newRow(name) << example(name);
    }

    void examples()
    {
        QFETCH(QString, model);
        const LoadResult loaded = loadModelFile(model);
        QVERIFY(loaded.ok());

        const QString png = mDir.filePath(QStringLiteral("out.png"));
        Run run = cli({ QStringLiteral("export"), model, QStringLiteral("--to"),
            QStringLiteral("png"), QStringLiteral("-o"), png });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.err, QString());
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 200 && image.width() < 16001);
        QVERIFY(image.height() > 100 && image.height() < 16001);
        // Not blank: a good part of the picture is drawn.
        qint64 drawn = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                drawn += image.pixel(x, y) != qRgb(255, 255, 255) ? 1 : 0;
        QVERIFY2(
            drawn * 4 > qint64(image.width()) * image.height() / 20, "the image is nearly blank");

        const QString svg = mDir.filePath(QStringLiteral("out.svg"));
        run = cli({ QStringLiteral("export"), model, QStringLiteral("--to"), QStringLiteral("svg"),
            QStringLiteral("-o"), svg });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QDomDocument document;
        QVERIFY(document.setContent(readFile(svg)));
        QCOMPARE(document.documentElement().tagName(), QStringLiteral("svg"));
        QString texts;
        const QDomNodeList textNodes = document.elementsByTagName(QStringLiteral("text"));
        for (int i = 0; i < textNodes.size(); ++i)
            texts += textNodes.at(i).toElement().text() + QLatin1Char('\n');
        for (const Entity &entity : loaded.model->entities)
            QVERIFY2(texts.contains(QString::fromStdString(entity.name)), entity.name.c_str());

        const QString pdf = mDir.filePath(QStringLiteral("out.pdf"));
        run = cli({ QStringLiteral("export"), model, QStringLiteral("--to"), QStringLiteral("pdf"),
            QStringLiteral("-o"), pdf });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(readFile(pdf).startsWith("%PDF-"));
        QVERIFY(QFileInfo(pdf).size() > 1000);
    }

    // Names with control characters are drawn escaped, and the SVG stays valid XML.
    void controlCharactersInNames()
    {
        QByteArray bytes = readFile(sourcePath(QStringLiteral("resources/examples/blog.dmodel")));
        bytes.replace("\"name\": \"posts\"", "\"name\": \"posts\\u0007\\nx\"");
        QVERIFY(bytes.contains("posts\\u0007"));
        const QString model = mDir.filePath(QStringLiteral("control.dmodel"));
        QVERIFY(writeFile(model, bytes));
        const QString svg = mDir.filePath(QStringLiteral("control.svg"));
        const Run run = cli({ QStringLiteral("export"), model, QStringLiteral("--to"), QStringLiteral("svg"),
            QStringLiteral("-o"), svg });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QDomDocument document;
        QVERIFY(document.setContent(readFile(svg)));
        QVERIFY(QString::fromUtf8(readFile(svg)).contains(QStringLiteral("posts\\u0007\\nx")));
    }

    void badRequests()
    {
        const QString out = mDir.filePath(QStringLiteral("x.png"));
        Run run = cli({ QStringLiteral("export"), example("blog"), QStringLiteral("--to"),
            QStringLiteral("gif"), QStringLiteral("-o"), out });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("png, svg, pdf")));
        run = cli({ QStringLiteral("export"), example("blog"), QStringLiteral("--to"),
            QStringLiteral("png") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("-o")));
        run = cli({ QStringLiteral("export"), mDir.filePath(QStringLiteral("missing.dmodel")),
            QStringLiteral("--to"), QStringLiteral("png"), QStringLiteral("-o"), out });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("cannot open")));
        run = cli({ QStringLiteral("export"), example("blog"), QStringLiteral("--to"),
            QStringLiteral("svg"), QStringLiteral("-o"),
            QStringLiteral("/nonexistent/dir/x.svg") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("/nonexistent/dir/x.svg: cannot write the image")));
        QVERIFY(!QFileInfo::exists(out));
    }

private:
    QTemporaryDir mDir;
};

QTEST_GUILESS_MAIN(TestImageExport)
#include "tst_imageexport.moc"
