// SPDX-License-Identifier: GPL-3.0-or-later
// The Live dock's Documents tab as a place to read data all day: pages as
// trees and as a table of real documents (../shared/datasets on CongoDB),
// copying them, "1–20 of N", a lost cursor read on from where it was,
// Refresh (F5), and a followed reference that points at nothing.
#include "livedocksupport.h"
#include "testconnection.h"
#include "testserver.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "document/modeldocument.h"
#include "live/documenttablemodel.h"
#include "live/documenttreemodel.h"
#include "live/documentviews.h"
#include "live/livedetails.h"
#include "live/livedock.h"
#include "live/livequery.h"
#include "live/livetree.h"
#include "live/documentlinks.h"
#include "live/mongocsupport.h"
#include "live/queryhistory.h"
#include "translations/translator.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFont>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QTreeView>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// shop.users (Ada) and shop.orders: one order of hers, one of a user who
// is not there; references by the field's name (userId → users).
bool loadOrdersAndUsers(const QString &uri, QString *output)
{
    const ShellRun loaded = runMongosh(uri, QStringLiteral(R"(
const shop = db.getSiblingDB('shop');
shop.users.insertOne({_id: ObjectId('65a000000000000000000001'), name: 'Ada'});
shop.orders.insertOne({_id: ObjectId('65b000000000000000000001'), userId: ObjectId('65a000000000000000000001')});
shop.orders.insertOne({_id: ObjectId('65b000000000000000000002'), userId: ObjectId('65a00000000000000000ffff')});
print('loaded');
)"));
    *output = loaded.out + loaded.err;
    return loaded.out.contains(QLatin1String("loaded"));
}

void chooseView(LiveQuery *query, DocumentViews::View view)
{
    auto *combo = query->findChild<QComboBox *>(QStringLiteral("queryView"));
    combo->setCurrentIndex(combo->findData(int(view)));
}

QModelIndex childNamed(const QAbstractItemModel *model, const QModelIndex &parent, const QString &name)
{
    for (int row = 0; row < model->rowCount(parent); ++row)
        if (model->index(row, 0, parent).data().toString() == name)
            return model->index(row, 0, parent);
    return {};
}

int columnNamed(const QAbstractItemModel *model, const QString &name)
{
    for (int column = 0; column < model->columnCount(); ++column)
        if (model->headerData(column, Qt::Horizontal).toString() == name)
            return column;
    return -1;
}

// 45 documents {n: 0} … {n: 44} in shop.items.
bool loadNumbers(const QString &uri, QString *output)
{
    const ShellRun run = runMongosh(uri, QStringLiteral(R"(
function load() {
  const docs = [];
  for (let n = 0; n < 45; ++n) docs.push({n: n, label: 'item ' + n});
  db.getSiblingDB('shop').items.insertMany(docs);
}
load();
print('loaded');
)"));
    *output = run.out + run.err;
    return run.out.contains(QLatin1String("loaded"));
}

QList<int> numbersOnPage(LiveQuery *query)
{
    QList<int> numbers;
    const DocumentTreeModel *model = query->views()->treeModel();
    for (const QByteArray &bytes : model->documents()) {
        bson_t view;
        bson_iter_t it;
        if (bson_init_static(&view, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()))
            && bson_iter_init_find(&it, &view, "n"))
            numbers << int(bson_iter_as_int64(&it));
    }
    return numbers;
}

} // namespace

class LiveExplorer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // "1,564": the separators the pager's figures are written with.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        installTranslations(QStringLiteral("en")); // the English plural forms, as the app has them
        QStandardPaths::setTestModeEnabled(true);
    }

    // Real documents as trees (field, value, type, folded until asked) and
    // as a table (dotted columns for nested fields, arrays opened in place),
    // copied as mongosh or Extended JSON.
    void treeAndTableOfRealDocuments()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        QString output;
        QVERIFY2(loadSampleData(server.uri(), &output), qPrintable(output));
        ModelDocument document;
        LiveDock dock(&document);
        dock.resize(1200, 640);
        dock.show();
        const QString opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("sample_mflix"), QStringLiteral("theaters"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        LiveQuery *query = dock.details()->query();
        chooseView(query, DocumentViews::View::Tree);
        QTRY_COMPARE_WITH_TIMEOUT(query->pageCount(), 1, 10000);
        // 1,564 theaters: the total without a filter is the collection's.
        QTRY_VERIFY2_WITH_TIMEOUT(query->pageLabel().startsWith(QStringLiteral("1–20 of")), qPrintable(query->pageLabel()), 10000);
        QTRY_VERIFY2_WITH_TIMEOUT(query->pageLabel().endsWith(QStringLiteral("1,564")), qPrintable(query->pageLabel()), 10000);

        auto *tree = query->findChild<QTreeView *>(QStringLiteral("documentTree"));
        QVERIFY(tree && tree->isVisible());
        const QAbstractItemModel *model = tree->model();
        QCOMPARE(model->rowCount(), 20);
        const QModelIndex first = model->index(0, 0);
        QCOMPARE(first.data().toString(), QStringLiteral("1"));
        const QString summary = model->index(0, DocumentTreeModel::Value).data().toString();
        QVERIFY2(summary.startsWith(QLatin1String("{ _id: ObjectId(")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("location: {…}")), qPrintable(summary));
        // Folded until unfolded: no field is made before it is looked at.
        QCOMPARE(model->rowCount(first), 0);
        tree->expand(first);
        QTRY_COMPARE(model->rowCount(first), 3);
        const QModelIndex location = childNamed(model, first, QStringLiteral("location"));
        QVERIFY(location.isValid());
        QCOMPARE(location.siblingAtColumn(DocumentTreeModel::Type).data().toString(), QStringLiteral("object"));
        QCOMPARE(location.siblingAtColumn(DocumentTreeModel::Value).data().toString(), QStringLiteral("{ 2 fields }"));
        tree->expand(location);
        const QModelIndex geo = childNamed(model, location, QStringLiteral("geo"));
        tree->expand(geo);
        const QModelIndex coordinates = childNamed(model, geo, QStringLiteral("coordinates"));
        QVERIFY(coordinates.isValid());
        QCOMPARE(coordinates.siblingAtColumn(DocumentTreeModel::Type).data().toString(), QStringLiteral("array"));
        QCOMPARE(coordinates.siblingAtColumn(DocumentTreeModel::Value).data().toString(), QStringLiteral("[ 2 elements ]"));
        tree->expand(coordinates);
        QCOMPARE(model->rowCount(coordinates), 2);
        QCOMPARE(model->index(0, DocumentTreeModel::Type, coordinates).data().toString(), QStringLiteral("double"));
        QCOMPARE(query->views()->treeModel()->path(model->index(1, 0, coordinates)), QStringLiteral("location.geo.coordinates.1"));
        const QModelIndex theaterId = childNamed(model, first, QStringLiteral("theaterId"));
        QCOMPARE(theaterId.siblingAtColumn(DocumentTreeModel::Type).data().toString(), QStringLiteral("int"));
        saveScreenshotIfAsked(&dock, QStringLiteral("live-documents-tree.png"));

        // Copy: the chosen document in the text view's syntax, or another.
        tree->setCurrentIndex(geo);
        tree->setFocus();
        QTest::keyClick(tree, Qt::Key_C, Qt::ControlModifier);
        const QString copied = QApplication::clipboard()->text();
        QVERIFY2(copied.startsWith(QLatin1String("{")) && copied.contains(QLatin1String("ObjectId(")), qPrintable(copied));
        QVERIFY2(copied.contains(QLatin1String("Bloomington")) && !copied.contains(QLatin1String("California")),
            qPrintable(copied)); // the first theatre only
        query->views()->copyDocuments(query->views()->documents(), PreviewFormat::Canonical);
        QVERIFY(QApplication::clipboard()->text().contains(QLatin1String("\"$numberInt\"")));
        QCOMPARE(QApplication::clipboard()->text().count(QLatin1String("\"theaterId\"")), 20);

        // The table: a column per field, nested fields dotted.
        chooseView(query, DocumentViews::View::Table);
        auto *table = query->findChild<QTableView *>(QStringLiteral("documentTable"));
        QVERIFY(table->isVisible());
        const QAbstractItemModel *cells = table->model();
        QCOMPARE(cells->rowCount(), 20);
        const int city = columnNamed(cells, QStringLiteral("location.address.city"));
        const int coordinatesColumn = columnNamed(cells, QStringLiteral("location.geo.coordinates"));
        QVERIFY(city >= 0 && coordinatesColumn >= 0);
        QCOMPARE(cells->index(0, city).data().toString(), QStringLiteral("'Bloomington'"));
        QCOMPARE(cells->index(0, coordinatesColumn).data().toString(), QStringLiteral("[ 2 elements ]"));
        QCOMPARE(cells->headerData(0, Qt::Vertical).toString(), QStringLiteral("1"));
        saveScreenshotIfAsked(&dock, QStringLiteral("live-documents-table.png"));
        // An array opens in place, as a tree over its cell.
        table->scrollTo(cells->index(0, coordinatesColumn));
        QSignalSpy doubleClicked(table, &QAbstractItemView::doubleClicked);
        const QPoint cellCentre = table->visualRect(cells->index(0, coordinatesColumn)).center();
        // A double-click follows a press on the same cell, as a mouse makes it.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, cellCentre);
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, cellCentre);
        QVERIFY2(doubleClicked.size() == 1, qPrintable(QString::number(doubleClicked.size())));
        QTRY_VERIFY(query->views()->openedCell() && query->views()->openedCell()->isVisible());
        auto *cellTree = query->views()->openedCell()->findChild<QTreeView *>();
        QVERIFY(cellTree);
        QCOMPARE(cellTree->model()->rowCount(cellTree->rootIndex()), 2);
        query->views()->openedCell()->close();
        // A plain value does not open.
        QVERIFY(!query->views()->openCell(0, city));
        // Copy from the table: the selected rows' documents.
        table->selectionModel()->select(cells->index(1, city), QItemSelectionModel::ClearAndSelect);
        table->selectionModel()->select(cells->index(2, city), QItemSelectionModel::Select);
        query->views()->copyDocuments(query->views()->selectedDocuments(), PreviewFormat::Relaxed);
        const QString relaxed = QApplication::clipboard()->text();
        QCOMPARE(relaxed.count(QLatin1String("\"$oid\"")), 2);

        // The text view stays, as the third.
        chooseView(query, DocumentViews::View::Text);
        QVERIFY(query->findChild<QPlainTextEdit *>(QStringLiteral("queryDocuments"))->isVisible());
        QVERIFY(query->documentsText().contains(QLatin1String("theaterId: 1000")));
        chooseView(query, DocumentViews::View::Tree);
    }

    // "1–20 of 45"; the server's cursor closed under the pager (here by a
    // reconnect, which drops every cursor): Next reads on from document 41.
    void lostCursorIsReadOnFromWhereItWas()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        QString output;
        QVERIFY2(loadNumbers(server.uri(), &output), qPrintable(output));
        // jongodb cannot list collections: the dock asks for the model's.
        const Model model = modelOfOneCollection("shop", "items");
        ModelDocument document;
        document.reset(model, QString());
        LiveDock dock(&document);
        dock.resize(1100, 600);
        dock.show();
        const QString opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("shop"), QStringLiteral("items"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        LiveError error;
        LiveQuery *query = dock.details()->query();
        chooseView(query, DocumentViews::View::Tree);
        query->findChild<QSpinBox *>(QStringLiteral("queryPageSize"))->setValue(20);
        query->setQueryText(QStringLiteral("{n: {$gte: 0}}"), QString(), QStringLiteral("{n: 1}"));
        query->run();
        QTRY_COMPARE_WITH_TIMEOUT(query->pageCount(), 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–20 of 45"), 10000);
        QTest::mouseClick(query->findChild<QPushButton *>(QStringLiteral("queryNext")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(query->pageCount(), 2, 10000);
        QCOMPARE(query->pageLabel(), QStringLiteral("21–40 of 45"));
        QCOMPARE(numbersOnPage(query).first(), 20);

        // Every cursor of the connection goes.
        QVERIFY(dock.connection()->reconnect(&error));
        QTest::mouseClick(query->findChild<QPushButton *>(QStringLiteral("queryNext")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(query->pageCount(), 3, 10000);
        QCOMPARE(query->pageLabel(), QStringLiteral("41–45 of 45"));
        QCOMPARE(numbersOnPage(query), (QList<int> { 40, 41, 42, 43, 44 }));
        QVERIFY2(query->messageText().contains(QLatin1String("run again from document 41")), qPrintable(query->messageText()));
        // Previous still reads from memory.
        query->previousPage();
        QCOMPARE(numbersOnPage(query).first(), 20);

        // Refresh (F5) reads the page on screen again, and the total.
        QVERIFY(runMongosh(server.uri(), QStringLiteral("db.getSiblingDB('shop').items.insertOne({n: 45}); print('ok')"))
                    .out.contains(QLatin1String("ok")));
        // F5 is the dock's, in its window: the window must be the active one.
        dock.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dock));
        QTest::keyClick(query->findChild<QTreeView *>(QStringLiteral("documentTree")), Qt::Key_F5);
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("21–40 of 46"), 10000);
        QCOMPARE(query->pageIndex(), 1);
        QCOMPARE(numbersOnPage(query).first(), 20);
        // The first page was read before and stays as it was.
        query->previousPage();
        QCOMPARE(query->pageLabel(), QStringLiteral("1–20 of 46"));
    }

    // Queries that ran, and named favourites, are there after a restart;
    // one chosen from the History menu runs again.
    void historyAndFavouritesOutliveTheSession()
    {
        QSettings().remove(QStringLiteral("live/queryHistory"));
        QSettings().remove(QStringLiteral("live/queryFavourites"));
        TestServer server(ServerKind::Mock, QStringLiteral("full"));
        START_SERVER(server);
        const auto runQuery = [](LiveQuery *query, const QString &filter, const QString &sort = {}) {
            query->setQueryText(filter, QString(), sort);
            query->run();
            return QTest::qWaitFor([&] { return !query->isWaiting(); }, 10000);
        };
        {
            ModelDocument document;
            LiveDock dock(&document);
            dock.show();
            const QString opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("shop"), QStringLiteral("orders"));
            QVERIFY2(opened.isEmpty(), qPrintable(opened));
            LiveQuery *query = dock.details()->query();
            QTRY_COMPARE_WITH_TIMEOUT(query->pageCount(), 1, 10000);
            QVERIFY(runQuery(query, QStringLiteral("{status: 'paid'}")));
            QVERIFY(runQuery(query, QStringLiteral("{status: 'shipped'}"), QStringLiteral("{total: -1}")));
            QVERIFY(runQuery(query, QStringLiteral("{status: paid}"))); // does not parse: not kept
            QVERIFY(runQuery(query, QStringLiteral("{status: 'paid'}"))); // again: to the front
            query->setQueryText(QStringLiteral("{total: {$gt: 100}}"));
            query->saveFavourite(QStringLiteral("big orders"));
        }
        QSettings().sync();

        const QList<DocumentQuery> recent = QueryHistory::recent(QStringLiteral("shop"), QStringLiteral("orders"));
        QCOMPARE(recent.size(), 3);
        QCOMPARE(recent.at(0).filter, QStringLiteral("{status: 'paid'}"));
        QCOMPARE(recent.at(1).filter, QStringLiteral("{status: 'shipped'}"));
        QCOMPARE(recent.at(1).sort, QStringLiteral("{total: -1}"));
        QCOMPARE(recent.at(2).filter, QString());

        ModelDocument document;
        LiveDock dock(&document);
        dock.show();
        const QString opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("shop"), QStringLiteral("orders"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        LiveQuery *query = dock.details()->query();
        QTRY_VERIFY_WITH_TIMEOUT(!query->isWaiting() && query->pageCount() == 1, 10000);
        emit query->historyMenu()->aboutToShow();
        QAction *favourite = nullptr;
        QStringList texts;
        for (QAction *action : query->historyMenu()->actions()) {
            texts << action->text();
            if (action->text().startsWith(QStringLiteral("★ big orders")))
                favourite = action;
        }
        QVERIFY2(favourite, qPrintable(texts.join(QLatin1Char('\n'))));
        QVERIFY(texts.contains(QStringLiteral("{status: 'shipped'} · sort {total: -1}")));
        favourite->trigger();
        QCOMPARE(query->currentQuery().filter, QStringLiteral("{total: {$gt: 100}}"));
        QTRY_VERIFY_WITH_TIMEOUT(!query->isWaiting() && query->pageCount() == 1, 10000);
        QCOMPARE(QueryHistory::recent(QStringLiteral("shop"), QStringLiteral("orders")).first().filter,
            QStringLiteral("{total: {$gt: 100}}"));

        // The last 50 are kept.
        for (int n = 0; n < 60; ++n) {
            DocumentQuery each;
            each.database = QStringLiteral("shop");
            each.collection = QStringLiteral("orders");
            each.filter = QStringLiteral("{n: %1}").arg(n);
            QueryHistory::remember(each);
        }
        const QList<DocumentQuery> kept = QueryHistory::recent(QStringLiteral("shop"), QStringLiteral("orders"));
        QCOMPARE(kept.size(), QueryHistory::kHistorySize);
        QCOMPARE(kept.first().filter, QStringLiteral("{n: 59}"));
    }

    // A find from the explorer becomes the model's access pattern in one
    // undo step: its filter's fields and how, its sort, what it returns.
    void findBecomesAnAccessPattern()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("full"));
        START_SERVER(server);
        const Model model = modelOfOneCollection("shop", "orders");
        ModelDocument document;
        document.reset(model, QString());
        LiveDock dock(&document);
        dock.show();
        const QString opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("shop"), QStringLiteral("orders"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        LiveQuery *query = dock.details()->query();
        query->setQueryText(QStringLiteral("{status: 'paid', total: {$gt: 100}}"), QStringLiteral("{total: 1, _id: 0}"),
            QStringLiteral("{createdAt: -1}"));
        QString why;
        QVERIFY2(query->addToModel(&why), qPrintable(why));
        QCOMPARE(document.model().accessPatterns.size(), size_t(1));
        const AccessPattern &pattern = document.model().accessPatterns.front();
        QCOMPARE(pattern.collectionId, std::string("orders"));
        QCOMPARE(pattern.filter.size(), size_t(2));
        QCOMPARE(pattern.filter[0].field, std::string("status"));
        QCOMPARE(pattern.filter[0].op, FilterOp::Equality);
        QCOMPARE(pattern.filter[1].field, std::string("total"));
        QCOMPARE(pattern.filter[1].op, FilterOp::Range);
        QCOMPARE(pattern.sort.size(), size_t(1));
        QCOMPARE(pattern.sort[0].field, std::string("createdAt"));
        QCOMPARE(pattern.sort[0].direction, SortDirection::Desc);
        QCOMPARE(pattern.projection, std::vector<std::string> { "total" });
        QVERIFY2(QString::fromStdString(pattern.name).startsWith(QStringLiteral("find in orders: {status: 'paid'")),
            pattern.name.c_str());
        document.undoStack()->undo();
        QVERIFY(document.model().accessPatterns.empty());
        document.undoStack()->redo();
        QCOMPARE(document.model().accessPatterns.size(), size_t(1));

        // A query that does not parse, or a collection the model lacks: said, nothing added.
        query->setQueryText(QStringLiteral("{status: paid}"));
        QVERIFY(!query->addToModel(&why));
        QVERIFY2(why.contains(QLatin1String("does not parse")), qPrintable(why));
        QVERIFY(dock.chooseCollection(QStringLiteral("shop"), QStringLiteral("log")));
        QVERIFY(!query->addToModel(&why));
        QVERIFY2(why.contains(QLatin1String("has no collection log")), qPrintable(why));
        QCOMPARE(document.model().accessPatterns.size(), size_t(1));
    }

    // What the server says when it closed a cursor is told apart from other errors.
    void cursorNotFoundIsALostCursor()
    {
        bson_error_t error {};
        error.domain = MONGOC_ERROR_SERVER;
        error.code = 43;
        bson_strncpy(error.message, "cursor id 123 not found", sizeof error.message);
        QCOMPARE(live::errorFrom(error, QStringLiteral("getMore")).kind, LiveError::Kind::CursorLost);
        error.code = 2;
        QCOMPARE(live::errorFrom(error, QStringLiteral("getMore")).kind, LiveError::Kind::Server);
    }

    // Without a model, userId links to users by its name; a reference to a
    // document that is not there says so.
    // The tree and the table link references as the text does: drawn as
    // links, followed by Return and by Ctrl+click, Back returning.
    void referencesAreFollowedFromTheTreeAndTheTable()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        QString output;
        QVERIFY2(loadOrdersAndUsers(server.uri(), &output), qPrintable(output));
        ModelDocument document; // no model: linked by the field's name
        LiveDock dock(&document);
        dock.resize(1100, 600);
        dock.show();
        const QString opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("shop"), QStringLiteral("orders"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        LiveQuery *query = dock.details()->query();
        chooseView(query, DocumentViews::View::Tree);
        query->setQueryText(QStringLiteral("{_id: ObjectId('65b000000000000000000001')}"));
        query->run();
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–1 of 1"), 10000);

        auto *tree = query->findChild<QTreeView *>(QStringLiteral("documentTree"));
        const QModelIndex first = tree->model()->index(0, 0);
        tree->expand(first);
        QTRY_COMPARE(tree->model()->rowCount(first), 2);
        const QModelIndex userId = childNamed(tree->model(), first, QStringLiteral("userId"))
                                       .siblingAtColumn(DocumentTreeModel::Value);
        QVERIFY(userId.isValid());
        QVERIFY(userId.data(Qt::FontRole).value<QFont>().underline());
        QVERIFY(!childNamed(tree->model(), first, QStringLiteral("_id")).siblingAtColumn(DocumentTreeModel::Value)
                     .data(Qt::FontRole).value<QFont>().underline()); // its own key is no reference
        tree->setFocus();
        tree->setCurrentIndex(userId);
        QTest::keyClick(tree, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(query->currentQuery().collection, QStringLiteral("users"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(query->documentsText().contains(QLatin1String("Ada")), 10000);

        // Back, then the table: Ctrl+click on the cell.
        query->goBack();
        QTRY_COMPARE_WITH_TIMEOUT(query->currentQuery().collection, QStringLiteral("orders"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–1 of 1"), 10000);
        chooseView(query, DocumentViews::View::Table);
        auto *table = query->findChild<QTableView *>(QStringLiteral("documentTable"));
        QTRY_VERIFY(table->isVisible());
        int column = -1;
        for (int c = 0; c < table->model()->columnCount(); ++c)
            if (table->model()->headerData(c, Qt::Horizontal).toString() == QLatin1String("userId"))
                column = c;
        QVERIFY(column >= 0);
        const QRect cell = table->visualRect(table->model()->index(0, column));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, cell.center());
        QTRY_COMPARE_WITH_TIMEOUT(query->currentQuery().collection, QStringLiteral("users"), 10000);
        QVERIFY(query->canGoBack());
    }

    void danglingReferenceSaysItIsMissing()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        QString output;
        QVERIFY2(loadOrdersAndUsers(server.uri(), &output), qPrintable(output));
        ModelDocument document;
        LiveDock dock(&document);
        dock.show();
        const QString opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("shop"), QStringLiteral("orders"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        LiveQuery *query = dock.details()->query();
        query->setQueryText(QStringLiteral("{_id: ObjectId('65b000000000000000000002')}"));
        query->run();
        QTRY_VERIFY2_WITH_TIMEOUT(query->pageLabel().startsWith(QStringLiteral("1–1 of 1")),
            qPrintable(query->pageLabel() + query->messageText()), 10000);
        QCOMPARE(query->links().size(), 1);
        query->follow(query->links().first());
        QTRY_VERIFY_WITH_TIMEOUT(!query->isWaiting() && query->pageCount() == 1, 10000);
        QCOMPARE(query->currentQuery().collection, QStringLiteral("users"));
        QTRY_VERIFY2_WITH_TIMEOUT(query->pageLabel().startsWith(QStringLiteral("The referenced document does not exist")),
            qPrintable(query->pageLabel()), 10000);
        // A query typed that finds nothing is no dangling reference.
        query->run();
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("No documents match."), 10000);
    }
};

QTEST_MAIN(LiveExplorer)
#include "tst_liveexplorer.moc"
