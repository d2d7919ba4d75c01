// SPDX-License-Identifier: GPL-3.0-or-later
// The relationship inspector offers the key a reference holds among the
// referenced entity's scalar fields; choosing one is one undoable step, and
// the canvas edge and the preview follow it. Whether a child may have no
// parent is a box there too, and whether the children are queried on their
// own, which may be undecided.

#include "testsupport.h"
#include "windowsupport.h"

#include "advisor/advisor.h"
#include "canvas/diagramscene.h"
#include "diagram/diagrampainter.h"
#include "document/modeldocument.h"
#include "panels/inspector.h"
#include "panels/queryinspectors.h"
#include "panels/rateedit.h"
#include "panels/relationshipinspector.h"
#include "schema/derivedfields.h"
#include "schema/validation.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QStandardPaths>
#include <QUndoStack>
#include <QtTest>

using namespace docmodel;

namespace {

Model musicStore()
{
    Model model;
    model.name = "music";
    Entity album;
    album.id = "album";
    album.name = "Album";
    album.fields = { makeField("AlbumId", { BsonType::Int }, true), makeField("Title", { BsonType::String }, true),
        makeField("tags", { BsonType::String }, false, true) };
    Entity track;
    track.id = "track";
    track.name = "Track";
    track.fields = { makeField("TrackId", { BsonType::Int }, true), makeField("Name", { BsonType::String }, true) };
    model.entities = { album, track };
    Relationship rel;
    rel.id = "album-track";
    rel.oneId = "album";
    rel.manyId = "track";
    rel.strategy = Strategy::ParentReferencing;
    rel.manyField = "AlbumId";
    model.relationships = { rel };
    return model;
}

QStringList itemsOf(const QComboBox *combo)
{
    QStringList items;
    for (int i = 0; i < combo->count(); ++i)
        items << combo->itemText(i);
    return items;
}

// Countries with a self-relationship that is a tree stored as parent references.
Model countriesTree()
{
    Model model;
    model.name = "geo";
    Entity countries;
    countries.id = "countries";
    countries.name = "countries";
    countries.fields = { makeField("cca3", { BsonType::String }, true), makeField("name", { BsonType::String }, true) };
    model.entities = { countries };
    Relationship rel;
    rel.id = "countries-borders";
    rel.oneId = rel.manyId = "countries";
    rel.oneField = "borders";
    rel.oneKey = rel.manyKey = "cca3";
    rel.tree = TreeOptions {};
    model.relationships = { rel };
    return model;
}

// Shows the window at its default size holding `model` with a relationship
// (album-track unless told) selected; its relationship inspector (nullptr
// when the window never showed).
RelationshipInspector *showRelationship(
    MainWindow &window, const Model &model, const QString &id = QStringLiteral("album-track"))
{
    window.applyDefaultLayout(QSize(1280, 800));
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return nullptr;
    window.document()->reset(model, {});
    window.scene()->selectOnly({ id });
    return window.inspector()->relationshipPage();
}

} // namespace

class TestKeyInspector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(QStringLiteral("en"));
    }

    void keyIsChosenUndoably()
    {
        MainWindow window;
        RelationshipInspector *inspector = showRelationship(window, musicStore());
        QVERIFY(inspector);
        ModelDocument *document = window.document();
        QTRY_VERIFY(inspector->isVisible());
        auto *oneKey = inspector->findChild<QComboBox *>(QStringLiteral("oneKey"));
        auto *manyKey = inspector->findChild<QComboBox *>(QStringLiteral("manyKey"));
        QVERIFY(oneKey && manyKey);
        // _id and Album's scalar fields; an array holds several values, no key.
        QCOMPARE(itemsOf(oneKey), QStringList({ QStringLiteral("_id"), QStringLiteral("AlbumId"), QStringLiteral("Title") }));
        QCOMPARE(oneKey->currentText(), QStringLiteral("_id"));
        QVERIFY(oneKey->isEnabled());
        QVERIFY(!manyKey->isEnabled()); // parent referencing keeps nothing in the parent
        const double narrow = edgeLabelWidth(document->model(), document->model().relationships.front());

        const int steps = document->undoStack()->count();
        oneKey->setCurrentIndex(oneKey->findText(QStringLiteral("AlbumId")));
        emit oneKey->activated(oneKey->currentIndex());
        const auto keyOf = [&] { return document->model().relationships.front().oneKey; };
        QCOMPARE(keyOf(), std::string("AlbumId"));
        QCOMPARE(document->undoStack()->count(), steps + 1);
        // The edge names the key on a line of its own: a wider label.
        const Relationship &rel = document->model().relationships.front();
        QCOMPARE(referenceKeysText(document->model(), rel), std::string("AlbumId → Album.AlbumId"));
        QVERIFY(edgeLabelWidth(document->model(), rel) > narrow);

        const QString screenshot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_NATURAL_KEY");
        if (!screenshot.isEmpty()) {
            QVERIFY(test::saveScreenshot(&window, screenshot));
        }

        document->undoStack()->undo();
        QCOMPARE(keyOf(), std::string("_id"));
        QTRY_COMPARE(oneKey->currentText(), QStringLiteral("_id"));
        document->undoStack()->redo();
        QCOMPARE(keyOf(), std::string("AlbumId"));
        QTRY_COMPARE(oneKey->currentText(), QStringLiteral("AlbumId"));

        // A track on no album: the reference becomes optional, undoably.
        auto *optional = inspector->findChild<QCheckBox *>(QStringLiteral("optionalReference"));
        QVERIFY(optional && optional->isEnabled() && !optional->isChecked());
        const auto optionalOf = [&] { return document->model().relationships.front().optionalReference; };
        optional->click();
        QVERIFY(optionalOf());
        document->undoStack()->undo();
        QVERIFY(!optionalOf());
        QTRY_VERIFY(!optional->isChecked());
        document->undoStack()->redo();
        QVERIFY(optionalOf());
        QTRY_VERIFY(optional->isChecked());

        // ...which it says by lacking the field: null is refused, undoably.
        auto *nullable = inspector->findChild<QCheckBox *>(QStringLiteral("referenceMayBeNull"));
        QVERIFY(nullable);
        QTRY_VERIFY(nullable->isEnabled() && nullable->isChecked());
        const auto nullableOf = [&] { return referenceAllowsNull(document->model().relationships.front()); };
        QVERIFY(nullableOf());
        nullable->click();
        QVERIFY(!nullableOf());
        test::saveScreenshotIfAsked(&window, QStringLiteral("reference-missing-not-null.png"));
        document->undoStack()->undo();
        QVERIFY(nullableOf());
        QTRY_VERIFY(nullable->isChecked());
        document->undoStack()->redo();
        QVERIFY(!nullableOf());
        QTRY_VERIFY(!nullable->isChecked());
        // Required again: the choice has nothing to choose.
        optional->click();
        QTRY_VERIFY(!nullable->isEnabled());
    }

    // Whether the children are queried on their own may be undecided (as
    // inference leaves it without evidence): the box is partly checked, the
    // advisor asks, a click decides, and undo makes it undecided again.
    void queriedAloneMayBeUndecided()
    {
        Model model = musicStore();
        model.relationships.front().manyStandsAlone = QueriedAlone::Undecided;
        model.relationships.front().cardinality = Cardinality::OneToFew;
        model.relationships.front().counts = defaultCounts(Cardinality::OneToFew);
        MainWindow window;
        RelationshipInspector *inspector = showRelationship(window, model);
        QVERIFY(inspector);
        ModelDocument *document = window.document();
        QTRY_VERIFY(inspector->isVisible());
        auto *alone = inspector->findChild<QCheckBox *>(QStringLiteral("standsAlone"));
        QVERIFY(alone);
        QCOMPARE(alone->checkState(), Qt::PartiallyChecked);
        const auto aloneOf = [&] { return document->model().relationships.front().manyStandsAlone; };
        const auto asks = [&] {
            const AdvisorReport report = runAdvisor(document->model());
            return std::ranges::any_of(report.diagnostics,
                [](const Diagnostic &d) { return d.rule == RuleId::UndecidedQueriedAlone; });
        };
        QVERIFY(asks());
        const QString screenshot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_UNDECIDED");
        if (!screenshot.isEmpty()) {
            QVERIFY(test::saveScreenshot(&window, screenshot));
        }
        const int steps = document->undoStack()->count();
        alone->click();
        QCOMPARE(aloneOf(), QueriedAlone::Yes);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QVERIFY(!asks());
        QTRY_VERIFY(!alone->isTristate());
        alone->click();
        QCOMPARE(aloneOf(), QueriedAlone::No);
        document->undoStack()->undo();
        document->undoStack()->undo();
        QCOMPARE(aloneOf(), QueriedAlone::Undecided);
        QTRY_COMPARE(alone->checkState(), Qt::PartiallyChecked);
        QVERIFY(asks());
        document->undoStack()->redo();
        QCOMPARE(aloneOf(), QueriedAlone::Yes);
        QTRY_COMPARE(alone->checkState(), Qt::Checked);
    }

    // A self-relationship is stored as a tree or as a graph, chosen in one
    // list; a graph fixes cardinality and strategy, the preview lists other
    // documents' keys, and undo brings the tree back.
    void selfRelationshipTreeOrGraph()
    {
        MainWindow window;
        RelationshipInspector *inspector = showRelationship(window, countriesTree(), QStringLiteral("countries-borders"));
        QVERIFY(inspector);
        ModelDocument *document = window.document();
        QTRY_VERIFY(inspector->isVisible());
        auto *storedAs = inspector->findChild<QComboBox *>(QStringLiteral("storedAs"));
        auto *cardinality = inspector->findChild<QComboBox *>(QStringLiteral("cardinality"));
        QVERIFY(storedAs && cardinality);
        QTRY_VERIFY(storedAs->isVisible());
        QCOMPARE(storedAs->count(), 6);
        QCOMPARE(storedAs->currentText(), QStringLiteral("Tree: parent references"));
        const auto rel = [&] { return document->model().relationships.front(); };
        const int steps = document->undoStack()->count();
        const int graph = storedAs->findText(QStringLiteral("Graph: an array of keys"));
        QVERIFY(graph >= 0);
        storedAs->setCurrentIndex(graph);
        emit storedAs->activated(graph);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QVERIFY(rel().isGraph());
        QCOMPARE(rel().cardinality, Cardinality::ManyToMany);
        QCOMPARE(rel().strategy, Strategy::ChildReferencing);
        QVERIFY(!hasErrors(validateModel(document->model())));
        QTRY_VERIFY(!cardinality->isEnabled());
        const QRectF box(0, 0, 200, 100);
        QCOMPARE(routeEdge(document->model(), rel(), box, box).label, QStringLiteral("graph: borders[]\nborders → countries.cca3"));
        const QString screenshot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_GRAPH");
        if (!screenshot.isEmpty()) {
            QVERIFY(test::saveScreenshot(&window, screenshot));
        }
        document->undoStack()->undo();
        QVERIFY(rel().tree);
        QCOMPARE(rel().tree->encoding, TreeEncoding::ParentRefs);
        QTRY_COMPARE(storedAs->currentText(), QStringLiteral("Tree: parent references"));
        QTRY_VERIFY(cardinality->isEnabled());
        document->undoStack()->redo();
        QVERIFY(rel().isGraph());
        QTRY_COMPARE(storedAs->currentText(), QStringLiteral("Graph: an array of keys"));
    }

    // A query's frequency shows in the unit that reads best (3 per minute,
    // not 0.050 per second); typed in any unit it is kept per second, one
    // undoable step; another unit changes nothing.
    void frequencyInItsUnit()
    {
        Model model = musicStore();
        AccessPattern ap;
        ap.id = "ap";
        ap.name = "tracks of an album";
        ap.collectionId = "track";
        ap.filter = { { "AlbumId", FilterOp::Equality } };
        ap.frequency = 0.05;
        model.accessPatterns = { ap };
        MainWindow window;
        QVERIFY(showRelationship(window, model));
        window.inspector()->showObject(QStringLiteral("ap"));
        AccessPatternInspector *page = window.inspector()->accessPatternPage();
        QTRY_VERIFY(page->isVisible());
        auto *frequency = page->findChild<RateEdit *>(QStringLiteral("frequency"));
        QVERIFY(frequency);
        QCOMPARE(frequency->number()->value(), 3.0);
        QCOMPARE(frequency->unit()->currentText(), QStringLiteral("per minute"));
        const QString screenshot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_FREQUENCY");
        if (!screenshot.isEmpty()) {
            QVERIFY(test::saveScreenshot(&window, screenshot));
        }
        ModelDocument *document = window.document();
        const int steps = document->undoStack()->count();
        frequency->unit()->setCurrentIndex(2);
        emit frequency->unit()->activated(2);
        QCOMPARE(frequency->number()->value(), 180.0);
        QCOMPARE(document->undoStack()->count(), steps);
        frequency->number()->setValue(2); // twice an hour
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QVERIFY(qAbs(document->model().accessPatterns.front().frequency - 2.0 / 3600) < 1e-12);
        document->undoStack()->undo();
        QCOMPARE(document->model().accessPatterns.front().frequency, 0.05);
        frequency->setRate(1.0 / 86400 / 2); // every other day
        QCOMPARE(frequency->unit()->currentText(), QStringLiteral("per day"));
        QCOMPARE(frequency->number()->value(), 0.5);
        frequency->setRate(12);
        QCOMPARE(frequency->unit()->currentText(), QStringLiteral("per second"));
    }
};

QTEST_MAIN(TestKeyInspector)
#include "tst_keyinspector.moc"
