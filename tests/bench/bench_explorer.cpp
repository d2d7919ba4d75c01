// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer's Documents tab with pages a person cannot read as text:
// - a page of 20 documents of about 15 MB each (a long string, an array of
//   half a million numbers, twenty thousand line items) read from jongodb
//   and shown as trees: the GUI thread's longest stall from Run until the
//   page is on screen, and while the first document and its large array
//   unfold. Target: never more than 50 ms.
// - a table of 1,000 documents with 200 fields each scrolled a page at a
//   time, down and across: the time of each repaint. Target: within a
//   60 Hz frame (16.7 ms).
// Run by hand: bench_explorer (about two minutes; jongodb is slow to send
// 300 MB).
#include "benchserver.h"
#include "benchutil.h"
#include "livedocksupport.h"
#include "testserver.h"

#include "document/modeldocument.h"
#include "live/documenttreemodel.h"
#include "live/documentviews.h"
#include "live/livedetails.h"
#include "live/livedock.h"
#include "live/livequery.h"
#include "live/livetree.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QTreeView>

#include <mongoc/mongoc.h>

#include <algorithm>
#include <cstdio>

using namespace docmodel;
using namespace docmodel::bench;

namespace {

constexpr int kLargeDocuments = 20;

// One document of about 15 MB, under the server's 16 MiB.
bson_t *largeDocument(int n)
{
    bson_t *document = bson_new();
    BSON_APPEND_INT32(document, "_id", n);
    const std::string text(8 * 1000 * 1000, char('a' + n % 26));
    BSON_APPEND_UTF8(document, "text", text.c_str());
    bson_t numbers;
    BSON_APPEND_ARRAY_BEGIN(document, "numbers", &numbers);
    char key[16];
    for (int i = 0; i < 500000; ++i) {
        const char *name = nullptr;
        bson_uint32_to_string(uint32_t(i), &name, key, sizeof key);
        bson_append_int32(&numbers, name, -1, i);
    }
    bson_append_array_end(document, &numbers);
    bson_t items;
    BSON_APPEND_ARRAY_BEGIN(document, "items", &items);
    for (int i = 0; i < 20000; ++i) {
        const char *name = nullptr;
        bson_uint32_to_string(uint32_t(i), &name, key, sizeof key);
        bson_t item;
        bson_append_document_begin(&items, name, -1, &item);
        BSON_APPEND_UTF8(&item, "sku", "SKU-00001");
        BSON_APPEND_INT32(&item, "qty", i % 7);
        bson_append_document_end(&items, &item);
    }
    bson_append_array_end(document, &items);
    return document;
}

bool populate(const QString &uri)
{
    mongoc_init();
    mongoc_client_t *client = mongoc_client_new(uri.toUtf8().constData());
    if (!client)
        return false;
    mongoc_collection_t *collection = mongoc_client_get_collection(client, "bench_explorer", "large");
    bool ok = true;
    bson_error_t error;
    for (int n = 0; n < kLargeDocuments && ok; ++n) {
        bson_t *document = largeDocument(n);
        ok = mongoc_collection_insert_one(collection, document, nullptr, nullptr, &error);
        bson_destroy(document);
    }
    if (!ok)
        std::fprintf(stderr, "populating failed: %s\n", error.message);
    mongoc_collection_destroy(collection);
    mongoc_client_destroy(client);
    return ok;
}

// The GUI thread's longest wait between two ticks of a 5 ms timer while
// `work` runs and until `done` says it is over (or three minutes pass).
struct Stall {
    double longestMs = 0;
    double tookMs = 0;
};

Stall measureStall(const std::function<void()> &work, const std::function<bool()> &done)
{
    Stall stall;
    StallWatch stalls;
    QElapsedTimer clock;
    clock.start();
    QTimer::singleShot(0, work);
    while (!done() && clock.elapsed() < 180000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    stall.tookMs = double(clock.nsecsElapsed()) / 1e6;
    // A little after: what the page's first paint costs counts too.
    QElapsedTimer after;
    after.start();
    while (after.elapsed() < 300)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    stall.longestMs = stalls.longestMs();
    return stall;
}

bool largePageFigures(const QString &uri)
{
    ModelDocument document;
    document.reset(test::modelOfOneCollection("bench_explorer", "large"), QString());
    LiveDock dock(&document);
    dock.resize(1200, 700);
    dock.show();
    ConnectionSettings settings;
    settings.uri = uri;
    settings.socketTimeoutMs = 120000;
    const QString opened = test::openCollection(dock, settings, QStringLiteral("bench_explorer"), QStringLiteral("large"));
    if (!opened.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(opened));
        return false;
    }
    dock.connection()->setRequestTimeout(120000);
    LiveQuery *query = dock.details()->query();
    query->views()->setView(DocumentViews::View::Tree);
    // The tab reads the collection when chosen; this run is the measured one.
    while (query->isWaiting())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    query->findChild<QSpinBox *>(QStringLiteral("queryPageSize"))->setValue(kLargeDocuments);
    bool shown = false;
    const QMetaObject::Connection onShown = QObject::connect(query, &LiveQuery::pageShown, [&] { shown = true; });
    const Stall page = measureStall([&] { query->run(); }, [&] { return shown; });
    QObject::disconnect(onShown);
    const DocumentTreeModel *tree = query->views()->treeModel();
    if (tree->rowCount() != kLargeDocuments) {
        std::fprintf(stderr, "%d documents shown of %d: %s\n", tree->rowCount(), kLargeDocuments,
            qPrintable(query->messageText()));
        return false;
    }
    qint64 bytes = 0;
    for (const QByteArray &each : tree->documents())
        bytes += each.size();
    report("large_page_bytes", double(bytes) / 1e6, "MB");
    report("large_page_shown_after", page.tookMs, "ms");
    report("large_page_gui_longest_stall", page.longestMs, "ms");

    // Unfolding the first document, then its array of half a million numbers.
    auto *view = query->findChild<QTreeView *>(QStringLiteral("documentTree"));
    const QModelIndex first = tree->index(0, 0);
    bool unfolded = false;
    const Stall unfold = measureStall([&] {
        view->expand(first);
        const QModelIndex numbers = tree->index(2, 0, first);
        view->expand(numbers);
        view->scrollTo(tree->index(0, 0, numbers));
        unfolded = true;
    }, [&] { return unfolded; });
    report("large_document_unfold_gui_longest_stall", unfold.longestMs, "ms");
    report("large_document_array_rows_made", double(tree->rowCount(tree->index(2, 0, first))), "rows");
    // The table of the same page.
    bool tabled = false;
    const Stall table = measureStall([&] {
        query->views()->setView(DocumentViews::View::Table);
        tabled = true;
    }, [&] { return tabled; });
    report("large_page_table_gui_longest_stall", table.longestMs, "ms");
    // The text view formats what fits its budget, and says so.
    bool texted = false;
    const Stall text = measureStall([&] {
        query->views()->setView(DocumentViews::View::Text);
        texted = true;
    }, [&] { return texted; });
    report("large_page_text_gui_longest_stall", text.longestMs, "ms");
    if (!query->documentsText().startsWith(QLatin1String("// The text view shows 0 of these 20 documents")))
        std::fprintf(stderr, "the text view does not say what it leaves out\n");
    return true;
}

// 1,000 documents of 200 fields: numbers, strings, dates, nested documents
// (dotted columns) and short arrays.
QList<QByteArray> wideDocuments()
{
    QList<QByteArray> documents;
    for (int n = 0; n < 1000; ++n) {
        bson_t document = BSON_INITIALIZER;
        BSON_APPEND_INT32(&document, "_id", n);
        for (int f = 1; f < 200; ++f) {
            const std::string key = "field" + std::to_string(f);
            switch (f % 5) {
            case 0:
                BSON_APPEND_INT64(&document, key.c_str(), int64_t(n) * f);
                break;
            case 1:
                BSON_APPEND_UTF8(&document, key.c_str(), ("value " + std::to_string(n * f)).c_str());
                break;
            case 2:
                BSON_APPEND_DATE_TIME(&document, key.c_str(), int64_t(1700000000000) + n * 1000);
                break;
            case 3: {
                bson_t inner;
                BSON_APPEND_DOCUMENT_BEGIN(&document, key.c_str(), &inner);
                BSON_APPEND_DOUBLE(&inner, "x", n * 0.5);
                bson_append_document_end(&document, &inner);
                break;
            }
            default: {
                bson_t list;
                BSON_APPEND_ARRAY_BEGIN(&document, key.c_str(), &list);
                BSON_APPEND_INT32(&list, "0", n);
                BSON_APPEND_INT32(&list, "1", f);
                bson_append_array_end(&document, &list);
                break;
            }
            }
        }
        documents << QByteArray(reinterpret_cast<const char *>(bson_get_data(&document)), qsizetype(document.len));
        bson_destroy(&document);
    }
    return documents;
}

void tableFigures()
{
    DocumentViews views;
    views.resize(1200, 700);
    views.setView(DocumentViews::View::Table);
    views.show();
    QApplication::processEvents();
    const QList<QByteArray> documents = wideDocuments();
    QElapsedTimer fill;
    fill.start();
    views.setDocuments(documents, 0);
    QApplication::processEvents();
    report("table_1000x200_filled", double(fill.nsecsElapsed()) / 1e6, "ms");
    report("table_columns", double(views.tableView()->model()->columnCount()), "columns");
    QTableView *table = views.tableView();
    std::vector<double> frames;
    const auto frame = [&](QScrollBar *bar, int value) {
        bar->setValue(value);
        QElapsedTimer paint;
        paint.start();
        table->viewport()->repaint();
        frames.push_back(double(paint.nsecsElapsed()) / 1e6);
    };
    QScrollBar *down = table->verticalScrollBar();
    for (int value = 0; value <= down->maximum(); value += down->pageStep())
        frame(down, value);
    QScrollBar *across = table->horizontalScrollBar();
    for (int value = 0; value <= across->maximum(); value += across->pageStep())
        frame(across, value);
    std::sort(frames.begin(), frames.end());
    // The same again: every cell is formatted now, only painting is left.
    std::vector<double> first = std::move(frames);
    frames.clear();
    for (int value = 0; value <= down->maximum(); value += down->pageStep())
        frame(down, value);
    std::sort(frames.begin(), frames.end());
    report("table_1000x200_repaint_median", frames[frames.size() / 2], "ms");
    frames = std::move(first);
    report("table_1000x200_frames", double(frames.size()), "frames");
    report("table_1000x200_frame_median", frames[frames.size() / 2], "ms");
    report("table_1000x200_frame_p90", frames[frames.size() * 9 / 10], "ms");
    report("table_1000x200_frame_worst", frames.back(), "ms");
    report("table_1000x200_frame_rate_worst", 1000.0 / frames.back(), "Hz");
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tableFigures();
    test::TestServer server(test::ServerKind::Jongodb);
    const QString uri = populatedServer(server, populate);
    if (uri.isEmpty())
        return 1;
    if (!largePageFigures(uri))
        return 1;
    report("peak_rss", peakRssMb(), "MB");
    return 0;
}
