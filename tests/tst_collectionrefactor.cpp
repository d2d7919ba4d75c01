// SPDX-License-Identifier: GPL-3.0-or-later
// Merge and split of collections on the canvas: one undo step each that
// undo takes back whole (entities, relationships, indexes, positions), the
// diagram following; the Split Off Fields dialog; refusals leave the model
// as it was.
#include "migrationfixtures.h"
#include "testsupport.h"

#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "dialogs/splitfieldsdialog.h"
#include "document/modeldocument.h"
#include "io/modelwriter.h"
#include "schema/collectionrefactor.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// A model with positions and an index, so that undo has all kinds to restore.
Model laidOut(Model model)
{
    double x = 40;
    for (const Entity &entity : model.entities) {
        model.layout[entity.id] = Position { x, 60 };
        x += 300;
    }
    Index index;
    index.id = "index-1";
    index.collectionId = model.entities.back().id;
    index.keys = { { model.entities.back().fields.back().name, IndexKeyKind::Asc } };
    model.indexes.push_back(index);
    return model;
}

} // namespace

class TestCollectionRefactor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(QStringLiteral("en")); }
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        mWindow = std::make_unique<MainWindow>();
        mWindow->resize(1000, 700);
    }
    void cleanup() { mWindow.reset(); }

    // Each refactoring, undone and redone: the model is exactly the one
    // before, then exactly the refactored one; the diagram has a box for
    // each entity and none more.
    void undoRedo_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("merge partners") << 0;
        QTest::newRow("merge kinds") << 1;
        QTest::newRow("split fields") << 2;
        QTest::newRow("split a kind") << 3;
    }
    void undoRedo()
    {
        QFETCH(int, which);
        const Model before = laidOut(which == 0 ? customersWithProfiles()
                : which == 1                    ? filmsAndSeries()
                : which == 2                    ? customersFlat()
                                                : titles({ "Film", "Series", "Short" }));
        ModelDocument *document = mWindow->document();
        document->reset(before, QString());
        CanvasEditor *editor = mWindow->editor();
        const QString first = QString::fromStdString(before.entities.front().id);
        const QString last = QString::fromStdString(before.entities.back().id);
        QString error;
        CollectionRefactoring expected;
        switch (which) {
        case 0:
            expected = mergeCollections(before, "CustomerProfile", "Customer");
            QVERIFY2(editor->mergeCollections(last, first, &error), qPrintable(error));
            break;
        case 1:
            expected = mergeCollections(before, "Series", "Film");
            QVERIFY2(editor->mergeCollections(last, first, &error), qPrintable(error));
            break;
        case 2:
            expected = splitFields(before, "Customer", "Contact", { "Bio", "Phone" });
            QVERIFY2(editor->splitFields(first, QStringLiteral("Contact"),
                         { QStringLiteral("Bio"), QStringLiteral("Phone") }, &error),
                qPrintable(error));
            break;
        default:
            expected = splitKind(before, "Title", "Short");
            QVERIFY2(editor->splitKind(first, QStringLiteral("Short"), &error), qPrintable(error));
        }
        QVERIFY(expected.error.isEmpty());
        const auto matchesScene = [&](const Model &model) {
            for (const Entity &entity : model.entities)
                if (!mWindow->scene()->entityItem(QString::fromStdString(entity.id)))
                    return false;
            for (const Entity &entity : before.entities)
                if (!model.findEntity(entity.id)
                    && mWindow->scene()->entityItem(QString::fromStdString(entity.id)))
                    return false;
            return true;
        };
        QCOMPARE(serializeModel(document->model()), serializeModel(expected.model));
        QVERIFY(matchesScene(expected.model));
        QCOMPARE(document->undoStack()->count(), 1);
        document->undoStack()->undo();
        QCOMPARE(serializeModel(document->model()), serializeModel(before));
        QVERIFY(document->model() == before);
        QVERIFY(matchesScene(before));
        document->undoStack()->redo();
        QCOMPARE(serializeModel(document->model()), serializeModel(expected.model));
        QVERIFY(matchesScene(expected.model));
    }

    // A refusal changes nothing and pushes no undo step.
    void refusalChangesNothing()
    {
        const Model before = laidOut(customersWithProfiles());
        ModelDocument *document = mWindow->document();
        document->reset(before, QString());
        QString error;
        QVERIFY(!mWindow->editor()->splitKind(
            QStringLiteral("Customer"), QStringLiteral("Gold"), &error));
        QCOMPARE(error,
            QStringLiteral("Customer names no discriminator field that tells its kinds apart"));
        QCOMPARE(document->undoStack()->count(), 0);
        QVERIFY(document->model() == before);
    }

    // Split only with a name and at least one field ticked; the dialog
    // hands over the ticked fields in their order. With
    // DOCMODELER_SCREENSHOT_SPLIT=FILE it saves itself there.
    void splitFieldsDialog()
    {
        SplitFieldsDialog dialog(QStringLiteral("Customer"),
            { QStringLiteral("CustomerId"), QStringLiteral("Name"), QStringLiteral("Bio"),
                QStringLiteral("Phone") });
        auto *name = dialog.findChild<QLineEdit *>(QStringLiteral("name"));
        auto *fields = dialog.findChild<QListWidget *>(QStringLiteral("fields"));
        QPushButton *ok = nullptr;
        for (QPushButton *button : dialog.findChildren<QPushButton *>())
            if (button->text() == QStringLiteral("Split"))
                ok = button;
        QVERIFY(name && fields && ok);
        QCOMPARE(name->text(), QStringLiteral("CustomerDetails"));
        QVERIFY(!ok->isEnabled());
        fields->item(3)->setCheckState(Qt::Checked);
        fields->item(2)->setCheckState(Qt::Checked);
        QVERIFY(ok->isEnabled());
        name->clear();
        QVERIFY(!ok->isEnabled());
        name->setText(QStringLiteral("  Contact "));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.name(), QStringLiteral("Contact"));
        QCOMPARE(
            dialog.chosenFields(), QStringList({ QStringLiteral("Bio"), QStringLiteral("Phone") }));
        if (const QString shot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_SPLIT");
            !shot.isEmpty()) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(dialog.grab().save(shot));
        }
    }

private:
    std::unique_ptr<MainWindow> mWindow;
};

QTEST_MAIN(TestCollectionRefactor)
#include "tst_collectionrefactor.moc"
