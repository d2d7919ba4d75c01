// SPDX-License-Identifier: GPL-3.0-or-later
// The Live dock's Aggregation tab as a person uses it, typed key by key on
// real documents (../shared/datasets on CongoDB): each stage's first
// documents, the same as mongosh's answer to the same pipeline; a stage
// turned off, a smaller preview; a mistake at its stage, line and column;
// a stage the server refuses, the stages after it waiting; $out never run;
// Cancel; the pipeline kept per collection and added to the model as an
// access pattern (undo, redo).
#include "livedocksupport.h"
#include "testconnection.h"
#include "testserver.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "document/modeldocument.h"
#include "live/livedetails.h"
#include "live/livedock.h"
#include "live/pipelineeditor.h"
#include "live/pipelinestagecard.h"
#include "translations/translator.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

constexpr int kWaitMs = 15000;

// Types a stage's text into its card as a person would.
void typeStage(PipelineStageCard *card, const QString &text)
{
    QPlainTextEdit *editor = card->editor();
    editor->setFocus();
    editor->selectAll();
    QTest::keyClick(editor, Qt::Key_Delete);
    QTest::keyClicks(editor, text);
}

// Adds a stage with the button and types it.
PipelineStageCard *addTypedStage(PipelineEditor *editor, const QString &text)
{
    QTest::mouseClick(editor->findChild<QPushButton *>(QStringLiteral("addStage")), Qt::LeftButton);
    PipelineStageCard *card = editor->stageCard(editor->stageCount() - 1);
    typeStage(card, text);
    return card;
}

// The pause after typing is over and every preview answered.
bool previewsDone(PipelineEditor *editor)
{
    return !editor->hasPreviewsDue();
}

} // namespace

class TestPipelineEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        installTranslations(QStringLiteral("en")); // the English plural forms, as the app has them
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        START_SERVER(mServer);
        QString output;
        QVERIFY2(loadSampleData(mServer.uri(), &output), qPrintable(output));
    }

    void init()
    {
        mDocument = std::make_unique<ModelDocument>();
        mDocument->reset(modelOfOneCollection("sample_mflix", "theaters"), QString());
        mDock = std::make_unique<LiveDock>(mDocument.get());
        mDock->resize(1280, 800);
        mDock->show();
        const QString opened = openCollection(*mDock, settingsFor(mServer.uri()), QStringLiteral("sample_mflix"), QStringLiteral("theaters"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        mDock->details()->tabs()->setCurrentIndex(LiveDetails::Aggregation);
        mEditor = mDock->details()->pipeline();
        QVERIFY(mEditor->isVisible());
    }

    void cleanup()
    {
        mDock.reset();
        mDocument.reset();
    }

    // Each stage shows the first documents the pipeline gives up to it;
    // the last one's are mongosh's answer to the same pipeline.
    void stagesPreviewTheirFirstDocuments()
    {
        QCOMPARE(mEditor->stageCount(), 1);
        PipelineStageCard *match = mEditor->stageCard(0);
        QVERIFY2(match->statusText().startsWith(QLatin1String("Empty")), qPrintable(match->statusText()));

        typeStage(match, QStringLiteral("{$match: {'location.address.state': 'MN'}}"));
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QCOMPARE(match->statusText(), QStringLiteral("The first 10 documents"));
        QCOMPARE(match->previewText().count(QLatin1String("theaterId:")), 10);
        QCOMPARE(match->previewText().count(QLatin1String("state: 'MN'")) + match->previewText().count(QLatin1String("state: \"MN\"")), 10);

        PipelineStageCard *group = addTypedStage(mEditor, QStringLiteral("{$group: {_id: '$location.address.city', theaters: {$sum: 1}}}"));
        PipelineStageCard *sort = addTypedStage(mEditor, QStringLiteral("{$sort: {theaters: -1, _id: 1}}"));
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QCOMPARE(group->stage().text, QStringLiteral("{$group: {_id: '$location.address.city', theaters: {$sum: 1}}}"));
        QVERIFY2(group->statusText().startsWith(QLatin1String("The first 10")), qPrintable(group->statusText()));
        QVERIFY2(!group->previewText().contains(QLatin1String("location")), qPrintable(group->previewText()));

        // The real mongosh runs the same pipeline: the same cities, in order.
        const ShellRun peer = runMongosh(mServer.uri(), QStringLiteral(R"(
db.getSiblingDB('sample_mflix').theaters.aggregate([
  {$match: {'location.address.state': 'MN'}},
  {$group: {_id: '$location.address.city', theaters: {$sum: 1}}},
  {$sort: {theaters: -1, _id: 1}}, {$limit: 3}
]).forEach(d => print(d._id + '=' + d.theaters));
)"));
        QVERIFY2(peer.exitCode == 0, qPrintable(peer.err));
        const QStringList expected = peer.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(expected.value(0), QStringLiteral("Minneapolis=8"));
        QString ours;
        for (const QString &line : sort->previewText().split(u'\n'))
            if (line.contains(QLatin1String("_id:")) || line.contains(QLatin1String("theaters:")))
                ours += line.trimmed();
        for (const QString &city : expected) {
            const QStringList pair = city.split(u'=');
            QVERIFY2(ours.contains(QStringLiteral("_id: '%1',theaters: %2").arg(pair[0], pair[1]))
                    || ours.contains(QStringLiteral("_id: \"%1\",theaters: %2").arg(pair[0], pair[1])),
                qPrintable(ours));
        }
        QVERIFY(ours.indexOf(QLatin1String("Minneapolis")) < ours.indexOf(QLatin1String("Richfield")));
        saveScreenshotIfAsked(mDock.get(), QStringLiteral("pipeline-editor.png"));

        // A smaller preview; a stage turned off leaves the pipeline without it.
        mEditor->findChild<QSpinBox *>(QStringLiteral("previewSize"))->setValue(3);
        QTRY_COMPARE_WITH_TIMEOUT(match->statusText(), QStringLiteral("The first 3 documents"), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QCOMPARE(sort->previewText().count(QLatin1String("theaters:")), 3);
        group->findChild<QCheckBox *>()->click();
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QVERIFY2(group->statusText().startsWith(QLatin1String("Off")), qPrintable(group->statusText()));
        QVERIFY2(sort->previewText().contains(QLatin1String("location")), qPrintable(sort->previewText()));

        // Copied as mongosh runs it: the enabled stages as typed.
        QTest::mouseClick(mEditor->findChild<QPushButton *>(QStringLiteral("copyPipeline")), Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(),
            QStringLiteral("db.getCollection(\"theaters\").aggregate([\n  {$match: {'location.address.state': 'MN'}},\n"
                           "  {$sort: {theaters: -1, _id: 1}}\n])"));

        // Moved: the sort first, the previews read again from there.
        mEditor->moveStage(2, -2);
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QCOMPARE(mEditor->stageCard(0), sort);
        QCOMPARE(mEditor->stages()[0].text, QStringLiteral("{$sort: {theaters: -1, _id: 1}}"));

        // Removed by its own button: the stages after it read again.
        QToolButton *remove = nullptr;
        for (QToolButton *button : sort->findChildren<QToolButton *>())
            if (button->toolTip() == QLatin1String("Remove the stage"))
                remove = button;
        QVERIFY(remove);
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(mEditor->stageCount(), 2);
        QCOMPARE(mEditor->stageCard(0), match);
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QCOMPARE(match->statusText(), QStringLiteral("The first 3 documents"));
    }

    // A stage that does not read is marked at its line and column; one the
    // server refuses says why; the stages after either wait; $out is never
    // run.
    void mistakesAreShownAtTheirStage()
    {
        typeStage(mEditor->stageCard(0), QStringLiteral("{$match: {'location.address.state': 'MN'}}"));
        PipelineStageCard *broken = addTypedStage(mEditor, QStringLiteral("{$group: {_id: '$city',, n: {$sum: 1}}}"));
        PipelineStageCard *after = addTypedStage(mEditor, QStringLiteral("{$limit: 2}"));
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QCOMPARE(broken->statusText(), QStringLiteral("Does not read"));
        QVERIFY2(broken->errorText().startsWith(QLatin1String("Line 1, column 24:")), qPrintable(broken->errorText()));
        const QList<QTextEdit::ExtraSelection> marks = broken->editor()->extraSelections();
        QCOMPARE(marks.size(), 1);
        QCOMPARE(marks[0].cursor.selectionStart(), 23);
        QCOMPARE(after->statusText(), QStringLiteral("Waits for stage 2"));
        QVERIFY(after->previewText().isEmpty());
        QVERIFY2(mEditor->stageCard(0)->statusText().startsWith(QLatin1String("The first")), qPrintable(mEditor->stageCard(0)->statusText()));

        // Mended: the mark goes, the previews follow.
        typeStage(broken, QStringLiteral("{$group: {_id: '$location.address.city', n: {$sum: 1}}}"));
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QVERIFY(broken->editor()->extraSelections().isEmpty());
        QVERIFY(broken->errorText().isEmpty() || broken->findChild<QLabel *>(QStringLiteral("stageError"))->isHidden());
        QCOMPARE(after->statusText(), QStringLiteral("2 documents: all this stage gives"));

        // The server refuses an operator it does not know.
        typeStage(broken, QStringLiteral("{$gruop: {_id: '$city'}}"));
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QCOMPARE(broken->statusText(), QStringLiteral("Refused by the server"));
        QVERIFY2(broken->errorText().contains(QLatin1String("$gruop")), qPrintable(broken->errorText()));
        QCOMPARE(after->statusText(), QStringLiteral("Waits for stage 2"));
        saveScreenshotIfAsked(mDock.get(), QStringLiteral("pipeline-editor-refused.png"));

        // $out writes: never run in a preview, and nothing is written.
        typeStage(after, QStringLiteral("{$out: 'mn_theaters'}"));
        typeStage(broken, QStringLiteral("{$project: {theaterId: 1}}"));
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QVERIFY2(after->statusText().startsWith(QLatin1String("Not previewed: $out writes")), qPrintable(after->statusText()));
        const ShellRun listed = runMongosh(mServer.uri(), QStringLiteral("print(db.getSiblingDB('sample_mflix').getCollectionNames().join(','))"));
        QVERIFY2(listed.exitCode == 0 && listed.out.contains(QLatin1String("theaters")), qPrintable(listed.out + listed.err));
        QVERIFY2(!listed.out.contains(QLatin1String("mn_theaters")), qPrintable(listed.out));
    }

    // Cancel stops every preview still running: each says so, and an
    // answer arriving later is dropped.
    void cancelStopsThePreviews()
    {
        typeStage(mEditor->stageCard(0), QStringLiteral("{$match: {}}"));
        addTypedStage(mEditor, QStringLiteral("{$sort: {theaterId: -1}}"));
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        mEditor->refreshPreviews();
        QVERIFY(mEditor->isPreviewing());
        auto *cancel = mEditor->findChild<QPushButton *>(QStringLiteral("cancelPreviews"));
        QVERIFY(cancel->isEnabled());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!mEditor->isPreviewing());
        QVERIFY(!cancel->isEnabled());
        for (int i = 0; i < mEditor->stageCount(); ++i)
            QVERIFY2(mEditor->stageCard(i)->statusText().startsWith(QLatin1String("Cancelled")), qPrintable(mEditor->stageCard(i)->statusText()));
        QTRY_COMPARE_WITH_TIMEOUT(mDock->connection()->pendingCount(), 0, kWaitMs);
        for (int i = 0; i < mEditor->stageCount(); ++i)
            QVERIFY(mEditor->stageCard(i)->statusText().startsWith(QLatin1String("Cancelled")));
    }

    // The pipeline stays with its collection; added to the model it is an
    // access pattern of its leading $match, $sort and $project, one undo step.
    void keptPerCollectionAndAddedToTheModel()
    {
        typeStage(mEditor->stageCard(0), QStringLiteral("{$match: {'location.address.state': 'MN', theaterId: {$gt: 1000}}}"));
        addTypedStage(mEditor, QStringLiteral("{$sort: {theaterId: 1}}"));
        addTypedStage(mEditor, QStringLiteral("{$project: {theaterId: 1, 'location.address.city': 1}}"));
        const std::vector<PipelineStage> typed = mEditor->stages();
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QVERIFY(mDock->chooseCollection(QStringLiteral("sample_mflix"), QStringLiteral("users")));
        QTRY_COMPARE(mEditor->stageCount(), 1);
        QVERIFY(mEditor->stages()[0].text.isEmpty());
        // Back, with the Documents tab on screen: the pipeline returns, and is
        // read only once its tab is looked at.
        mDock->details()->tabs()->setCurrentIndex(LiveDetails::Documents);
        QVERIFY(mDock->chooseCollection(QStringLiteral("sample_mflix"), QStringLiteral("theaters")));
        QTRY_COMPARE(mEditor->stageCount(), 3);
        QCOMPARE(mEditor->stages()[2].text, typed[2].text);
        QVERIFY(!mEditor->isPreviewing());
        mDock->details()->tabs()->setCurrentIndex(LiveDetails::Aggregation);
        QVERIFY(mEditor->isPreviewing());
        QTRY_VERIFY_WITH_TIMEOUT(previewsDone(mEditor), kWaitMs);
        QVERIFY2(mEditor->stageCard(2)->statusText().startsWith(QLatin1String("The first")),
            qPrintable(mEditor->stageCard(2)->statusText()));

        QTest::mouseClick(mEditor->findChild<QPushButton *>(QStringLiteral("pipelineToModel")), Qt::LeftButton);
        const Model &model = mDocument->model();
        QCOMPARE(model.accessPatterns.size(), size_t(1));
        const AccessPattern &pattern = model.accessPatterns[0];
        QCOMPARE(pattern.collectionId, std::string("theaters"));
        QVERIFY2(QString::fromStdString(pattern.name).startsWith(QLatin1String("aggregate in theaters: {$match:")), pattern.name.c_str());
        QCOMPARE(pattern.filter.size(), size_t(2));
        QCOMPARE(pattern.filter[0].field, std::string("location.address.state"));
        QCOMPARE(pattern.filter[1].field, std::string("theaterId"));
        QCOMPARE(pattern.filter[1].op, FilterOp::Range);
        QCOMPARE(pattern.sort.size(), size_t(1));
        QCOMPARE(pattern.projection, (std::vector<std::string> { "theaterId", "location.address.city" }));
        QVERIFY2(QString::fromStdString(pattern.description).contains(QLatin1String("aggregate([")), pattern.description.c_str());
        QVERIFY2(mEditor->messageText().contains(QLatin1String("Added to the model")), qPrintable(mEditor->messageText()));
        mDocument->undoStack()->undo();
        QVERIFY(mDocument->model().accessPatterns.empty());
        mDocument->undoStack()->redo();
        QCOMPARE(mDocument->model().accessPatterns.size(), size_t(1));
        QCOMPARE(mDocument->model().accessPatterns[0], pattern);

        // A collection the model does not have: said, nothing added.
        QVERIFY(mDock->chooseCollection(QStringLiteral("sample_mflix"), QStringLiteral("users")));
        QTRY_COMPARE(mEditor->stageCount(), 1);
        typeStage(mEditor->stageCard(0), QStringLiteral("{$match: {name: 'Ned Stark'}}"));
        QTest::mouseClick(mEditor->findChild<QPushButton *>(QStringLiteral("pipelineToModel")), Qt::LeftButton);
        QVERIFY2(mEditor->messageText().contains(QLatin1String("no collection users")), qPrintable(mEditor->messageText()));
        QCOMPARE(mDocument->model().accessPatterns.size(), size_t(1));
    }

private:
    TestServer mServer { ServerKind::Congo };
    std::unique_ptr<ModelDocument> mDocument;
    std::unique_ptr<LiveDock> mDock;
    PipelineEditor *mEditor = nullptr;
};

QTEST_MAIN(TestPipelineEditor)
#include "tst_pipelineeditor.moc"
