// SPDX-License-Identifier: GPL-3.0-or-later
// A model with one entity of 100,000 fields: every offline command of the
// CLI on it stays fast and grows linearly with the width. Times are the
// process's CPU time, which other work on a busy machine does not inflate.
#include "widemodel.h"
#include "wideoperations.h"

#include "diagram/diagramstyle.h"
#include "diagram/entitybox.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <map>
#include <vector>

#include <sys/resource.h>

using namespace docmodel;
using namespace docmodel::bench;

namespace {

#if defined(DOCMODELER_SANITIZED)
// The sanitizers look for memory faults, which a tenth of the width finds as
// well; at full width this test took three of their phase's minutes.
constexpr int kNarrow = 1000;
constexpr int kWide = 10000;
#else
constexpr int kNarrow = 10000;
constexpr int kWide = 100000;
#endif
// Unoptimised and instrumented builds are several times slower: the growth
// check holds there too, the bound is an optimised build's.
#if !defined(NDEBUG) || defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__) || defined(DOCMODELER_SANITIZED)
constexpr double kBoundMs = 30000;
#else
constexpr double kBoundMs = 3000; // about 3x what the slowest takes on a busy machine
#endif
// 10x the fields: 10x the time, plus the caches a wide entity no longer
// fits in (validate and the exports measure up to 40x here); a quadratic
// operation grows 100x.
constexpr double kLinearGrowth = 50;
constexpr double kSlackMs = 50; // operations of a few milliseconds at 10,000 fields
constexpr int kNarrowRuns = 3; // a narrow model's times are short and noisy
constexpr int kAttempts = 3; // a pair that looks too slow is measured again

// User time only: the kernel's share is mostly zeroing fresh pages, which a
// large model's first run pays and a small model's never does.
double cpuMs()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec) * 1e3 + double(usage.ru_utime.tv_usec) / 1e3;
}

struct Measured {
    double ms = 0;
    bool ok = false;
};

Measured timed(const ModelOperation &op, int runs)
{
    Measured m { 0, true };
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        const double start = cpuMs();
        m.ok = op.run() && m.ok;
        times.push_back(cpuMs() - start);
    }
    std::sort(times.begin(), times.end());
    m.ms = times[times.size() / 2];
    return m;
}

bool growsLinearly(const Measured &narrow, const Measured &wide)
{
    return wide.ms <= kLinearGrowth * narrow.ms + kSlackMs;
}

} // namespace

class TestWideModel : public QObject
{
    Q_OBJECT

private:
    // By operation, in the order they ran.
    std::vector<std::string> mNames;
    std::map<std::string, Measured> mNarrow;
    std::map<std::string, Measured> mWide;

private slots:
    // Each operation runs on the narrow model and right after on the wide
    // one, so both see the same load on a busy machine (ctest -j2). A pair
    // that looks too slow is measured again and the best pair counts; a
    // quadratic operation stays far too slow every time.
    void initTestCase()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Model narrowModel = makeWideModel(kNarrow);
        const Model wideModel = makeWideModel(kWide);
        // save runs first: load and lint read what it wrote.
        const std::vector<ModelOperation> narrowOps
            = modelOperations(narrowModel, dir.filePath(QStringLiteral("narrow.dmodel")));
        const std::vector<ModelOperation> wideOps
            = modelOperations(wideModel, dir.filePath(QStringLiteral("wide.dmodel")));
        QCOMPARE(narrowOps.size(), wideOps.size());
        for (size_t i = 0; i < narrowOps.size(); ++i) {
            const std::string &name = narrowOps[i].name;
            QCOMPARE(wideOps[i].name, name);
            Measured narrow;
            Measured wide;
            for (int attempt = 0; attempt < kAttempts; ++attempt) {
                narrow = timed(narrowOps[i], kNarrowRuns);
                wide = timed(wideOps[i], 1);
                if (!narrow.ok || !wide.ok || growsLinearly(narrow, wide))
                    break;
            }
            mNames.push_back(name);
            mNarrow[name] = narrow;
            mWide[name] = wide;
        }
        QVERIFY(!mNames.empty());
    }

    void eachOperation_data()
    {
        QTest::addColumn<QString>("operation");
        for (const std::string &name : mNames)
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }

    void eachOperation()
    {
        QFETCH(QString, operation);
        const std::string name = operation.toStdString();
        const Measured narrow = mNarrow.at(name);
        const Measured wide = mWide.at(name);
        QVERIFY2(narrow.ok && wide.ok, qPrintable(operation + QStringLiteral(" failed")));
        qInfo("%s: %.1f ms at %d fields, %.1f ms at %d", name.c_str(), narrow.ms, kNarrow,
            wide.ms, kWide);
        QVERIFY2(wide.ms <= kBoundMs,
            qPrintable(QStringLiteral("%1 took %2 ms at %3 fields")
                           .arg(operation)
                           .arg(wide.ms, 0, 'f', 0)
                           .arg(kWide)));
        QVERIFY2(growsLinearly(narrow, wide),
            qPrintable(QStringLiteral("%1 grows faster than the width: %2 ms at %3 fields, "
                                      "%4 ms at %5")
                           .arg(operation)
                           .arg(narrow.ms, 0, 'f', 1)
                           .arg(kNarrow)
                           .arg(wide.ms, 0, 'f', 1)
                           .arg(kWide)));
    }

    // A box draws its first rows and counts the others in a last row, so the
    // diagram of a wide entity stays small (the numbers are in the bench).
    void wideBoxShowsItsFirstRowsAndCountsTheRest()
    {
        const Model model = makeWideModel(1000);
        const Entity &entity = model.entities.front();
        const EntityBox box = buildEntityBox(model, entity);
        QCOMPARE(box.rows.size(), qsizetype(diagramstyle::kMaxRows));
        QCOMPARE(box.rows.back().kind, RowKind::More);
        const qsizetype allRows = box.rows.size() - 1 + box.hiddenRows;
        QVERIFY2(allRows >= qsizetype(entity.fields.size()), qPrintable(QString::number(allRows)));
        QVERIFY2(box.rows.back().name.contains(QString::number(box.hiddenRows)),
            qPrintable(box.rows.back().name));
        QCOMPARE(box.rows.front().name, QString::fromStdString(entity.fields.front().name));
        QVERIFY(box.size.height() < (diagramstyle::kMaxRows + 10) * diagramstyle::kRowHeight);
    }
};

QTEST_MAIN(TestWideModel)
#include "tst_widemodel.moc"
