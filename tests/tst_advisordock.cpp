// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorcases.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "canvas/relationshipitem.h"
#include "document/modeldocument.h"
#include "io/modelwriter.h"
#include "panels/advisordock.h"
#include "window/advisorcanvas.h"
#include "panels/inspector.h"
#include "panels/relationshipinspector.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// Publishers with an unbounded array of book ids (DM101) and a few warnings.
Model problemModel()
{
    Model model;
    model.name = "publishers";
    model.database = "library";
    Entity publishers;
    publishers.id = publishers.name = "publishers";
    publishers.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("name", { BsonType::String }, true) };
    Entity books = publishers;
    books.id = books.name = "books";
    books.fields.push_back(makeField("price", { BsonType::Double }));
    Relationship rel;
    rel.id = "publisher-books";
    rel.oneId = "publishers";
    rel.manyId = "books";
    rel.cardinality = Cardinality::OneToSquillions;
    rel.counts = defaultCounts(rel.cardinality);
    rel.strategy = Strategy::ChildReferencing;
    rel.manyStandsAlone = QueriedAlone::Yes;
    model.entities = { publishers, books };
    model.relationships = { rel };
    return model;
}

QTreeWidgetItem *findFinding(QTreeWidget *tree, const QString &code)
{
    for (QTreeWidgetItemIterator it(tree); *it; ++it)
        if ((*it)->text(1) == code)
            return *it;
    return nullptr;
}

} // namespace

class TestAdvisorDock : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        mDocument = std::make_unique<ModelDocument>();
        mDocument->reset(problemModel(), QString());
        mScene = std::make_unique<DiagramScene>(mDocument.get());
        mView = std::make_unique<DiagramView>(mScene.get());
        mDock = std::make_unique<AdvisorDock>(mDocument.get());
        connectAdvisorToCanvas(mDock.get(), mScene.get(), mView.get());
        mView->resize(800, 600);
        mDock->resize(600, 300);
        mDock->show();
        mDock->refresh();
    }

    void cleanup()
    {
        mDock.reset();
        mView.reset();
        mScene.reset();
        mDocument.reset();
    }

    void listsDiagnosticsGroupedBySeverity()
    {
        QTreeWidget *tree = mDock->list();
        QVERIFY(tree->topLevelItemCount() >= 2);
        QCOMPARE(tree->topLevelItem(0)->text(0), AdvisorDock::tr("Errors (%1)").arg(1));
        QTreeWidgetItem *finding = findFinding(tree, QStringLiteral("DM101"));
        QVERIFY(finding);
        // severity > object > finding
        QVERIFY(finding->parent() && finding->parent()->parent() == tree->topLevelItem(0));
        QVERIFY(findFinding(tree, QStringLiteral("DM205"))); // money as a double
        QCOMPARE(mScene->entityItem(QStringLiteral("books")) != nullptr, true);
    }

    void choosingAFindingSelectsItsObject()
    {
        QTreeWidgetItem *finding = findFinding(mDock->list(), QStringLiteral("DM101"));
        mDock->list()->setCurrentItem(finding);
        emit mDock->list()->itemActivated(finding, 0);
        QCOMPARE(
            mScene->selectedRelationshipIds(), QStringList { QStringLiteral("publisher-books") });
        QTreeWidgetItem *money = findFinding(mDock->list(), QStringLiteral("DM205"));
        emit mDock->list()->itemActivated(money, 0);
        QCOMPARE(mScene->selectedEntityIds(), QStringList { QStringLiteral("books") });
    }

    void applyThenUndoRestoresTheModel()
    {
        const std::string before = serializeModel(mDocument->model());
        mDock->list()->setCurrentItem(findFinding(mDock->list(), QStringLiteral("DM101")));
        mDock->applyRecommendation();
        QCOMPARE(mDocument->model().relationships[0].strategy, Strategy::ParentReferencing);
        QVERIFY(serializeModel(mDocument->model()) != before);
        QVERIFY(!findFinding(mDock->list(), QStringLiteral("DM101")));
        QCOMPARE(mDocument->undoStack()->count(), 1);
        mDocument->undoStack()->undo();
        QCOMPARE(serializeModel(mDocument->model()), before);
        mDock->refresh();
        QVERIFY(findFinding(mDock->list(), QStringLiteral("DM101")));
    }

    void suppressIsUndoableAndKeptInTheModel()
    {
        const std::string before = serializeModel(mDocument->model());
        mDock->list()->setCurrentItem(findFinding(mDock->list(), QStringLiteral("DM205")));
        mDock->suppress(QStringLiteral("prices are estimates"));
        QCOMPARE(mDocument->model().advisor.suppressions.size(), size_t(1));
        QCOMPARE(mDocument->model().advisor.suppressions[0].rule, std::string("DM205"));
        QCOMPARE(mDocument->model().advisor.suppressions[0].objectId, std::string("books"));
        QVERIFY(!findFinding(mDock->list(), QStringLiteral("DM205")));
        mDocument->undoStack()->undo();
        QCOMPARE(serializeModel(mDocument->model()), before);
    }

    void updatesAfterEditsAreDebounced()
    {
        Relationship rel = mDocument->model().relationships[0];
        rel.strategy = Strategy::ParentReferencing;
        mDocument->replaceRelationship(rel);
        // Not yet: the rules run once the edits pause.
        QVERIFY(findFinding(mDock->list(), QStringLiteral("DM101")));
        QTRY_VERIFY(!findFinding(mDock->list(), QStringLiteral("DM101")));
    }

    // The rules run on a pool thread; an edit made while they run is not
    // lost: the list ends with the model's latest state.
    void anEditDuringABackgroundRunEndsWithTheLatest()
    {
        const Relationship original = mDocument->model().relationships[0];
        Relationship changed = original;
        changed.strategy = Strategy::ParentReferencing;
        QSignalSpy reported(mDock.get(), &AdvisorDock::reportChanged);
        mDocument->replaceRelationship(changed);
        // Past the debounce: a run for the change has started or finished.
        QTRY_VERIFY(mDock->isRefreshing() || !reported.isEmpty());
        mDocument->replaceRelationship(original);
        const size_t expected = runAdvisor(mDocument->model()).diagnostics.size();
        QTRY_VERIFY_WITH_TIMEOUT(!mDock->isRefreshing() && findFinding(mDock->list(), QStringLiteral("DM101"))
                && mDock->report().diagnostics.size() == expected,
            5000);
    }

    // The relationship inspector shows the recommended strategy with its
    // reasons, and applies it in one click (one undo step).
    void inspectorOffersTheRecommendedStrategy()
    {
        QStandardPaths::setTestModeEnabled(true);
        MainWindow window;
        window.document()->reset(problemModel(), QString());
        window.show();
        window.scene()->selectOnly({ QStringLiteral("publisher-books") });
        QPushButton *apply = nullptr;
        for (QPushButton *button : window.inspector()->findChildren<QPushButton *>())
            if (button->text() == QCoreApplication::translate("Advisor", "Apply Recommendation")
                && button->isVisibleTo(window.inspector()))
                apply = button;
        QVERIFY(apply);
        bool reasons = false;
        for (QLabel *label : window.inspector()->findChildren<QLabel *>())
            reasons = reasons || label->text().contains(QStringLiteral("<li>"));
        QVERIFY(reasons);
        const std::string before = serializeModel(window.document()->model());
        apply->click();
        QCOMPARE(window.document()->model().relationships[0].strategy, Strategy::ParentReferencing);
        QVERIFY(!apply->isVisibleTo(window.inspector()));
        window.document()->undoStack()->undo();
        QCOMPARE(serializeModel(window.document()->model()), before);
    }

    // Applying keeps the finding chosen, marked and inert: a second click
    // applies nothing the person has not read.
    // The seats' strategy advice would make seats a collection referring to
    // an embedded section: the finding is listed, says so, and Apply stays off.
    void aFixThatWouldBreakTheModelCannotBeApplied()
    {
        mDocument->reset(venuesSectionsSeats(), QString());
        mDock->resize(900, 420);
        mDock->refresh();
        QTreeWidgetItem *finding = findFinding(mDock->list(), QStringLiteral("DM001"));
        QVERIFY(finding);
        mDock->list()->setCurrentItem(finding);
        const auto labels = mDock->findChildren<QLabel *>();
        const bool explained = std::ranges::any_of(labels, [](const QLabel *label) {
            return label->text().contains(QLatin1String("would leave the model invalid"));
        });
        QVERIFY2(explained, "the details say why no change is offered");
        QPushButton *apply = nullptr;
        for (QPushButton *button : mDock->findChildren<QPushButton *>())
            if (button->text() == AdvisorDock::tr("Apply Recommendation"))
                apply = button;
        QVERIFY(apply);
        QVERIFY(!apply->isEnabled());
        const std::string before = serializeModel(mDocument->model());
        mDock->applyRecommendation();
        QCOMPARE(serializeModel(mDocument->model()), before);
        QCOMPARE(mDocument->undoStack()->count(), 0);
        saveScreenshotIfAsked(mDock.get(), QStringLiteral("advisor-withheld-fix.png"));
    }

    void appliedFindingStaysChosen()
    {
        QTreeWidget *tree = mDock->list();
        tree->setCurrentItem(findFinding(tree, QStringLiteral("DM101")));
        const QString message = tree->currentItem()->text(0);
        mDock->applyRecommendation();
        QCOMPARE(mDocument->undoStack()->count(), 1);
        QVERIFY(tree->currentItem());
        QCOMPARE(tree->currentItem()->text(0), message);
        QCOMPARE(tree->currentItem()->text(1), AdvisorDock::tr("%1 applied").arg(QStringLiteral("DM101")));
        auto *apply = mDock->findChild<QPushButton *>();
        for (QPushButton *button : mDock->findChildren<QPushButton *>())
            if (button->text() == AdvisorDock::tr("Apply Recommendation"))
                apply = button;
        QVERIFY(!apply->isEnabled());
        // DOCMODELER_SCREENSHOT_APPLIED=FILE saves the dock's picture.
        if (const QString target = qEnvironmentVariable("DOCMODELER_SCREENSHOT_APPLIED"); !target.isEmpty())
            QVERIFY(mDock->grab().save(target));
        mDock->applyRecommendation(); // nothing chosen to apply
        mDock->refresh(); // a later run keeps it
        QCOMPARE(tree->currentItem()->text(0), message);
        QCOMPARE(mDocument->undoStack()->count(), 1);
        // Choosing another finding lets the applied one go.
        tree->setCurrentItem(findFinding(tree, QStringLiteral("DM205")));
        mDock->refresh();
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            QVERIFY((*it)->text(0) != message);
        // Undo brings the real finding back.
        mDocument->undoStack()->undo();
        mDock->refresh();
        QVERIFY(findFinding(tree, QStringLiteral("DM101")));
    }

    // The reasons, which grow and shrink with each edit, come after every
    // field, and the button's place is kept when it hides: nothing the
    // person is about to click moves.
    void relationshipAdviceNeverShiftsTheFields()
    {
        QStandardPaths::setTestModeEnabled(true);
        MainWindow window;
        window.document()->reset(problemModel(), QString());
        window.resize(1200, 900);
        window.show();
        window.scene()->selectOnly({ QStringLiteral("publisher-books") });
        QWidget *inspector = window.inspector();
        QGroupBox *why = nullptr;
        for (QGroupBox *box : inspector->findChildren<QGroupBox *>())
            if (box->title() == RelationshipInspector::tr("Why this strategy") && box->isVisibleTo(inspector))
                why = box;
        QVERIFY(why);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int top = why->mapTo(inspector, QPoint(0, 0)).y();
        int inputs = 0;
        for (QWidget *input : inspector->findChildren<QWidget *>()) {
            if (!input->isVisibleTo(inspector) || why->isAncestorOf(input)
                || !(qobject_cast<QAbstractSpinBox *>(input) || qobject_cast<QComboBox *>(input)
                    || qobject_cast<QAbstractButton *>(input)))
                continue;
            ++inputs;
            QVERIFY2(input->mapTo(inspector, QPoint(0, input->height())).y() <= top,
                qPrintable(input->objectName() + input->metaObject()->className()));
        }
        QVERIFY(inputs > 5);
        // DOCMODELER_SCREENSHOT_ADVICE=FILE saves the window's picture.
        if (const QString target = qEnvironmentVariable("DOCMODELER_SCREENSHOT_ADVICE"); !target.isEmpty())
            QVERIFY(window.grab().save(target));
        for (QPushButton *button : inspector->findChildren<QPushButton *>())
            if (button->text() == QCoreApplication::translate("Advisor", "Apply Recommendation"))
                QVERIFY(button->sizePolicy().retainSizeWhenHidden());
    }

    // Every text of a finding is found by the translator (one context).
    void findingsSpeakTheUsersLanguage()
    {
        installTranslations(QStringLiteral("de"));
        const AdvisorReport report = runAdvisor(problemModel());
        installTranslations(QStringLiteral("en"));
        bool money = false;
        for (const Diagnostic &d : report.diagnostics) {
            if (d.rule == RuleId::MoneyAsDouble) {
                money = true;
                QCOMPARE(d.message,
                    QStringLiteral("books.price speichert einen Geldbetrag als Double."));
            }
            if (d.rule == RuleId::UnboundedArray)
                QCOMPARE(d.reasons.first(),
                    QStringLiteral("keine Höchstzahl an Kindern je Elterndokument"));
        }
        QVERIFY(money);
    }

    void canvasItemsCarryTheirWorstSeverity()
    {
        QCOMPARE(worstSeverity(mDock->report(), "publisher-books"), std::optional(Severity::Error));
        QCOMPARE(worstSeverity(mDock->report(), "books"), std::optional(Severity::Warning));
        // The edge carries the badge, drawn within its bounds; without
        // findings it goes.
        RelationshipItem *edge = mScene->relationshipItem(QStringLiteral("publisher-books"));
        QCOMPARE(edge->badge(), std::optional(Severity::Error));
        mScene->setBadges({});
        QCOMPARE(edge->badge(), std::optional<Severity>());
    }

private:
    std::unique_ptr<ModelDocument> mDocument;
    std::unique_ptr<DiagramScene> mScene;
    std::unique_ptr<DiagramView> mView;
    std::unique_ptr<AdvisorDock> mDock;
};

QTEST_MAIN(TestAdvisorDock)
#include "tst_advisordock.moc"
