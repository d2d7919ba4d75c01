// SPDX-License-Identifier: GPL-3.0-or-later
// Sample documents: how many are generated and sized per second on the
// 2,000-entity model (as it is, and with its one-to-squillions relationships
// embedded, where documents would pass 16 MiB), and how soon the preview
// dock shows the result of an edit (target <= 100 ms, the debounce included)
// on the example collection with the largest documents and on the
// 2,000-entity model.
#include "benchmodel.h"
#include "benchutil.h"

#include "canvas/canvaseditor.h"
#include "document/modeldocument.h"
#include "io/modelreader.h"
#include "panels/previewpanel.h"
#include "preview/collectionpreview.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace docmodel;
using namespace docmodel::bench;

namespace {

void generateEverything(const Model &model, int64_t &documents, int64_t &bytes)
{
    PreviewOptions options;
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        const CollectionPreview preview = previewCollection(model, entity, options);
        documents += int64_t(preview.documents.size());
        for (int64_t size : preview.sizes)
            bytes += size;
    }
}

// The bench model with every one-to-squillions relationship embedded: 10,000
// children each (the preview's ceiling), and a collection embedding one that
// embeds squillions would hold up to half a gigabyte. Its first collections,
// one document each: a quarter of them pass 16 MiB.
Model squillionsEmbedded()
{
    Model model = makeBenchModel();
    for (Relationship &rel : model.relationships)
        if (rel.cardinality == Cardinality::OneToSquillions && !rel.tree) {
            rel.strategy = Strategy::Embed;
            rel.subset.reset();
            rel.denormalized.clear();
        }
    return model;
}

void generateFirstCollections(
    const Model &model, int collections, int64_t &documents, int64_t &overLimit)
{
    PreviewOptions options;
    options.count = 1;
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        if (collections-- == 0)
            break;
        const CollectionPreview preview = previewCollection(model, entity, options);
        documents += int64_t(preview.documents.size());
        for (int64_t size : preview.sizes)
            overLimit += size > kMaxDocumentBytes ? 1 : 0;
    }
}

struct Largest {
    QString file;
    QString collection;
    int64_t bytes = 0;
};

// The example collection whose typical document is the largest.
Largest largestExampleCollection(const QString &examplesDir)
{
    Largest largest;
    for (const QFileInfo &file : QDir(examplesDir).entryInfoList({ QStringLiteral("*.dmodel") })) {
        const LoadResult loaded = loadModelFile(file.filePath());
        if (!loaded.ok())
            continue;
        for (const Entity &entity : loaded.model->entities) {
            if (!entity.isCollection())
                continue;
            const int64_t bytes = previewCollection(*loaded.model, entity, {}).size.typicalBytes;
            if (bytes > largest.bytes)
                largest = { file.filePath(), QString::fromStdString(entity.name), bytes };
        }
    }
    return largest;
}

// Milliseconds from an edit until the panel shows its result, median of runs.
double refreshAfterEdit(MainWindow &window, const QString &entityName, int runs)
{
    window.selectEntityNamed(entityName);
    PreviewPanel *panel = window.preview();
    QEventLoop loop;
    QObject::connect(panel, &PreviewPanel::refreshed, &loop, &QEventLoop::quit);
    QTimer::singleShot(5000, &loop, &QEventLoop::quit);
    loop.exec(); // the first showing
    const std::string id = panel->entityId().toStdString();
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        window.editor()->renameEntity(QString::fromStdString(id), entityName + QString::number(i % 2));
        loop.exec();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    const Model model = makeBenchModel();
    int64_t documents = 0;
    int64_t bytes = 0;
    const Timing generation = timeRuns(3, [&] { generateEverything(model, documents, bytes); });
    const double perRun = double(documents) / 3;
    report("preview_documents_per_run", perRun, "documents");
    report("preview_generate_and_size_all", generation.medianMs, "ms");
    report("preview_documents_per_second", perRun / (generation.medianMs / 1000.0), "documents/s");
    report("preview_bytes_per_second", double(bytes) / 3 / (generation.medianMs / 1000.0) / 1e6, "MB/s");
    {
        const Model squillions = squillionsEmbedded();
        int64_t squillionDocuments = 0;
        int64_t overLimit = 0;
        const Timing heavy = timeRuns(
            1, [&] { generateFirstCollections(squillions, 20, squillionDocuments, overLimit); });
        report("preview_squillions_documents", double(squillionDocuments), "documents");
        report("preview_squillions_over_16mib", double(overLimit), "documents");
        report("preview_squillions_documents_per_second",
            double(squillionDocuments) / (heavy.medianMs / 1000.0), "documents/s");
    }
    const Timing snapshot = timeRuns(9, [&] { const Model copy = model; (void)copy; });
    report("preview_model_snapshot", snapshot.medianMs, "ms");

    const Largest largest = largestExampleCollection(QStringLiteral(DOCMODELER_SOURCE_DIR "/resources/examples"));
    std::printf("largest example collection: %s in %s, %lld bytes typical\n", qPrintable(largest.collection),
        qPrintable(QFileInfo(largest.file).fileName()), static_cast<long long>(largest.bytes));
    {
        MainWindow window;
        window.show();
        window.openFile(largest.file);
        report("preview_refresh_after_edit_example", refreshAfterEdit(window, largest.collection, 21), "ms");
    }
    {
        MainWindow window;
        window.show();
        window.document()->reset(model, {});
        report("preview_refresh_after_edit_bench_model",
            refreshAfterEdit(window, QString::fromStdString(model.entities.front().name), 11), "ms");
    }
    report("peak_rss", peakRssMb(), "MB");
    return 0;
}
