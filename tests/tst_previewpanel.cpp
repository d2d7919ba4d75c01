// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/entityitem.h"
#include "io/modelwriter.h"
#include "document/modeldocument.h"
#include "panels/advisordock.h"
#include "panels/previewpanel.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTimer>
#include <QStandardPaths>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QString example(const QString &name)
{
    return sourcePath(QStringLiteral("resources/examples/%1.dmodel").arg(name));
}

// A window on an example with one entity selected.
std::unique_ptr<MainWindow> openWithSelection(const QString &name, const QString &entity)
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    // No question where embedded collections live (see embeddingAsksWhere...).
    window->editor()->setPlacementChooser(
        [](const QString &, const QString &, const CollectionNeeds &) { return EmbeddedPlacement::Automatic; });
    if (!window->openFile(example(name)) || !window->selectEntityNamed(entity))
        return {};
    return window;
}

// Waits until the panel shows a result for the latest state.
bool settled(PreviewPanel *panel)
{
    return QTest::qWaitFor([panel] { return !panel->isRefreshing(); }, 5000);
}

} // namespace

class TestPreviewPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(QStringLiteral("en"));
    }

    void followsTheSelectionAndEveryEdit()
    {
        const auto window = openWithSelection(QStringLiteral("blog"), QStringLiteral("posts"));
        QVERIFY(window);
        PreviewPanel *panel = window->preview();
        QVERIFY(settled(panel));
        QCOMPARE(panel->entityId(), QStringLiteral("posts"));
        QVERIFY2(panel->documentsText().contains(QStringLiteral("title: ")), qPrintable(panel->documentsText()));
        QVERIFY(!panel->documentsText().contains(QStringLiteral("comments: [")));

        // Flipping the strategy to embed shows the comments inside each post.
        window->editor()->setStrategy(QStringLiteral("post-comments"), Strategy::Embed);
        QVERIFY(panel->isRefreshing());
        QVERIFY(settled(panel));
        QVERIFY(panel->documentsText().contains(QStringLiteral("comments: [")));
        // Unbounded comments embedded: the size figures warn.
        QVERIFY(panel->sizeText().contains(QStringLiteral("Unbounded")));
        QCOMPARE(panel->findChild<QWidget *>(QStringLiteral("previewSizes"))->property("level").toInt(),
            int(SizeLevel::Warning));

        window->document()->undoStack()->undo();
        QVERIFY(settled(panel));
        QVERIFY(!panel->documentsText().contains(QStringLiteral("comments: [")));

        // Selecting the comments shows their own documents with the post reference.
        QVERIFY(window->selectEntityNamed(QStringLiteral("comments")));
        QVERIFY(settled(panel));
        QVERIFY(panel->documentsText().contains(QStringLiteral("post_id: ObjectId(")));
    }

    void hugeDocumentsAreCutInTheViewButCopiedWhole()
    {
        const auto window = openWithSelection(QStringLiteral("blog"), QStringLiteral("posts"));
        QVERIFY(window);
        PreviewPanel *panel = window->preview();
        window->editor()->setStrategy(QStringLiteral("post-comments"), Strategy::Embed);
        window->editor()->setCardinality(QStringLiteral("post-comments"), Cardinality::OneToSquillions);
        QVERIFY(settled(panel));
        const QString shown = panel->shownDocumentsText();
        QVERIFY(panel->documentsText().size() > 1000 * 1000);
        QVERIFY(shown.size() < 210 * 1000);
        QVERIFY(shown.contains(QStringLiteral("more lines not shown")));
        QVERIFY(panel->documentsText().startsWith(shown.left(shown.lastIndexOf(QLatin1String("\n// ")))));
    }

    // An author's document would be gigabytes: the panel's documents stop
    // just past 16 MiB, and its sizes say where a document passes it.
    void documentsPastTheLimitSayWhereTheyPassIt()
    {
        MainWindow window;
        window.show();
        window.document()->reset(gigabyteDocuments(), {});
        QVERIFY(window.selectEntityNamed(QStringLiteral("authors")));
        PreviewPanel *panel = window.preview();
        // Three documents of 16 MiB take a while on a busy machine.
        QVERIFY(QTest::qWaitFor([panel] { return !panel->isRefreshing(); }, 120000));
        const QString sizes = panel->sizeText();
        static const QRegularExpression typical(
            QStringLiteral("^Typical document: over 16 MiB at \\d+ of 10.?000 books$"),
            QRegularExpression::MultilineOption);
        QVERIFY2(typical.match(sizes).hasMatch(), qPrintable(sizes));
        QVERIFY2(sizes.contains(QStringLiteral("The documents shown stop where they pass 16 MiB.")),
            qPrintable(sizes));
        QCOMPARE(
            panel->findChild<QWidget *>(QStringLiteral("previewSizes"))->property("level").toInt(),
            int(SizeLevel::Error));
        QVERIFY(panel->documentsText().contains(QStringLiteral("books: [")));
    }

    void switchesTheFormat()
    {
        const auto window = openWithSelection(QStringLiteral("blog"), QStringLiteral("comments"));
        QVERIFY(window);
        PreviewPanel *panel = window->preview();
        panel->setFormat(PreviewFormat::Canonical);
        QVERIFY(settled(panel));
        QVERIFY(panel->documentsText().contains(QStringLiteral("{ \"$oid\" : ")));
        QVERIFY(panel->documentsText().contains(QStringLiteral("{ \"$date\" : { \"$numberLong\" : ")));
        panel->setFormat(PreviewFormat::Relaxed);
        QVERIFY(settled(panel));
        QVERIFY(panel->documentsText().contains(QStringLiteral("{ \"$date\" : \"")));
    }

    void anEmbeddedTypeShowsTheDocumentsThatHoldIt()
    {
        const auto window = openWithSelection(QStringLiteral("howto"), QStringLiteral("step"));
        QVERIFY(window);
        PreviewPanel *panel = window->preview();
        QVERIFY(settled(panel));
        QCOMPARE(panel->entityId(), QStringLiteral("step"));
        // The guides, with their steps inside.
        QVERIFY(panel->documentsText().contains(QStringLiteral("steps: [")));
        QVERIFY(panel->treeEncodings().isEmpty());
    }

    void aTreeShowsEveryEncoding()
    {
        const auto window = openWithSelection(QStringLiteral("category-tree-parent-refs"), QStringLiteral("categories"));
        QVERIFY(window);
        PreviewPanel *panel = window->preview();
        QVERIFY(settled(panel));
        QCOMPARE(panel->treeEncodings(),
            QStringList({ QStringLiteral("parent-refs"), QStringLiteral("child-refs"),
                QStringLiteral("ancestors"), QStringLiteral("materialized-path"),
                QStringLiteral("nested-sets"), QStringLiteral("threaded-comments") }));
        QVERIFY(panel->treeText(QStringLiteral("nested-sets")).contains(QStringLiteral("createIndex({ left: 1, right: 1 })")));
        QVERIFY(panel->treeText(QStringLiteral("materialized-path")).contains(QStringLiteral("_id: 'Programming'")));
    }

    // Embedding the blog's comments, which have queries of their own, asks
    // where they live. Embed Only moves the queries into posts, Keep Both
    // stores them twice and the canvas says so; each is one undo step.
    void embeddingAsksWhereTheCollectionLives()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(window.openFile(example(QStringLiteral("blog"))));
        QVERIFY(window.selectEntityNamed(QStringLiteral("posts")));
        const std::string before = serializeModel(window.document()->model());
        const QString screenshot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_EMBED_PLACEMENT");
        QString shownText;
        auto answer = [&](const char *button) {
            QTimer::singleShot(0, [&, button] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box)
                    return; // setStrategy did not ask: its QVERIFY below fails
                shownText = box->text();
                if (!screenshot.isEmpty() && QByteArray(button) == "keepBoth")
                    box->grab().save(screenshot + QStringLiteral("-dialog.png"));
                if (auto *chosen = box->findChild<QPushButton *>(QString::fromLatin1(button)))
                    chosen->click();
                else
                    box->reject();
            });
        };
        QUndoStack *stack = window.document()->undoStack();

        answer("embedOnly");
        QVERIFY(window.editor()->setStrategy(QStringLiteral("post-comments"), Strategy::Embed));
        QVERIFY2(shownText.contains(QStringLiteral("most recent comments on the site")), qPrintable(shownText));
        const Model &model = window.document()->model();
        QVERIFY(!model.findEntity("comments")->isCollection());
        for (const AccessPattern &query : model.accessPatterns)
            QCOMPARE(query.collectionId, std::string("posts"));
        const std::string embedded = serializeModel(model);
        stack->undo();
        QCOMPARE(serializeModel(window.document()->model()), before);
        stack->redo();
        QCOMPARE(serializeModel(window.document()->model()), embedded);
        stack->undo();

        answer("keepBoth");
        QVERIFY(window.editor()->setStrategy(QStringLiteral("post-comments"), Strategy::Embed));
        QVERIFY(window.document()->model().findEntity("comments")->isCollection());
        QVERIFY(window.scene()->entityItem(QStringLiteral("comments"))->box().subtitle.contains(
            QStringLiteral("stored twice: also in posts")));
        // The advisor warns, and the comments keep their post_id, so their
        // indexes and queries still name a field.
        auto *advisor = window.findChild<AdvisorDock *>();
        QTRY_VERIFY(std::ranges::any_of(advisor->report().diagnostics,
            [](const Diagnostic &d) { return d.ruleInfo().code == "DM121"; }));
        QVERIFY(window.document()->model().findEntity("comments")->fields.back().name == "post_id");
        if (!screenshot.isEmpty())
            QVERIFY(window.grab().save(screenshot + QStringLiteral("-canvas.png")));
        stack->undo();
        QCOMPARE(serializeModel(window.document()->model()), before);

        // Cancel changes nothing and pushes nothing.
        const int steps = stack->count();
        QTimer::singleShot(0, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->reject();
        });
        QVERIFY(!window.editor()->setStrategy(QStringLiteral("post-comments"), Strategy::Embed));
        QCOMPARE(stack->count(), steps);
        QCOMPARE(serializeModel(window.document()->model()), before);
    }

    void editsInQuickSuccessionEndWithTheLatest()
    {
        const auto window = openWithSelection(QStringLiteral("blog"), QStringLiteral("posts"));
        QVERIFY(window);
        PreviewPanel *panel = window->preview();
        QVERIFY(settled(panel));
        // Several flips without waiting: whatever runs in between, the last one is shown.
        for (Strategy strategy : { Strategy::Embed, Strategy::ChildReferencing, Strategy::TwoWay,
                 Strategy::ChildReferencing })
            window->editor()->setStrategy(QStringLiteral("post-comments"), strategy);
        QVERIFY(settled(panel));
        QVERIFY(panel->documentsText().contains(QStringLiteral("comment_ids: [\n    ObjectId(")));
    }
};

QTEST_MAIN(TestPreviewPanel)
#include "tst_previewpanel.moc"
