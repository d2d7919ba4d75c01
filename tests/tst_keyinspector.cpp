// SPDX-License-Identifier: GPL-3.0-or-later
// The relationship inspector offers the key a reference holds among the
// referenced entity's scalar fields; choosing one is one undoable step, and
// the canvas edge and the preview follow it. Whether a child may have no
// parent is a box there too.

#include "testsupport.h"

#include "canvas/diagramscene.h"
#include "diagram/diagrampainter.h"
#include "document/modeldocument.h"
#include "panels/inspector.h"
#include "panels/relationshipinspector.h"
#include "schema/derivedfields.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
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
        window.applyDefaultLayout(QSize(1280, 800));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ModelDocument *document = window.document();
        document->reset(musicStore(), {});
        window.scene()->selectOnly({ QStringLiteral("album-track") });
        RelationshipInspector *inspector = window.inspector()->relationshipPage();
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
            QTest::qWait(300);
            QVERIFY(window.grab().save(screenshot));
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
    }
};

QTEST_MAIN(TestKeyInspector)
#include "tst_keyinspector.moc"
