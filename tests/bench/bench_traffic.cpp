// SPDX-License-Identifier: GPL-3.0-or-later
// Reading servers' logs: a structured (JSON) log of 100 MB and one of 1 GB,
// made of the lines of the real logs in ../shared/traffic/json-logs over
// and over (their mix: 61 % of the lines are slow operations), each read
// and grouped into query shapes on one thread in a process of its own:
// traffic_read_*_mb_per_s (goal: 200) and traffic_peak_rss_*_mb (goal: the
// same for both sizes).
//   bench_traffic [--gigabytes N]     (the larger log; default 1)
//   bench_traffic --read FILE         (one reading; what the others start)
#include "benchutil.h"

#include "traffic/textlines.h"
#include "traffic/trafficsummary.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace docmodel;
using namespace docmodel::bench;
using namespace docmodel::traffic;

namespace {

// Every line of the real structured logs, in their order.
std::string realLines()
{
    std::string out;
    const QDir dir(QStringLiteral(DOCMODELER_SOURCE_DIR "/../shared/traffic/json-logs"));
    for (const QString &file : dir.entryList(QDir::Files, QDir::Name)) {
        const QString failure = forEachLine(dir.filePath(file), [&out](std::string_view line) {
            out.append(line).push_back('\n');
            return true;
        });
        if (!failure.isEmpty())
            qFatal("%s: %s", qPrintable(file), qPrintable(failure));
    }
    return out;
}

bool writeLog(const QString &path, const std::string &lines, int64_t bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    for (int64_t written = 0; written < bytes; written += int64_t(lines.size()))
        if (file.write(lines.data(), qint64(lines.size())) != qint64(lines.size()))
            return false;
    return true;
}

// One reading, in this process: "MB/s peakMB shapes operations".
int readOnce(const QString &path)
{
    TrafficSummary summary;
    QElapsedTimer timer;
    timer.start();
    const LogReading reading
        = readServerLog(path, [&summary](const Operation &op) { summary.add(op); });
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (!reading.error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(reading.error));
        return 1;
    }
    const double megabytes = double(QFileInfo(path).size()) / 1e6;
    std::printf("%.1f %.1f %zu %lld\n", megabytes / seconds, peakRssMb(), summary.shapes().size(),
        static_cast<long long>(reading.operations));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 3 && args[1] == QLatin1String("--read"))
        return readOnce(args[2]);
    double gigabytes = 1;
    if (const qsizetype at = args.indexOf(QStringLiteral("--gigabytes"));
        at > 0 && at + 1 < args.size())
        gigabytes = args[at + 1].toDouble();
    const std::string lines = realLines();
    QTemporaryDir dir;
    const std::pair<const char *, int64_t> sizes[]
        = { { "100mb", int64_t(100e6) }, { "1gb", int64_t(gigabytes * 1e9) } };
    for (const auto &[name, bytes] : sizes) {
        const QString path = dir.filePath(QStringLiteral("mongod.log"));
        if (!writeLog(path, lines, bytes))
            qFatal("cannot write %s", qPrintable(path));
        // Best of three readings: the first also warms the page cache.
        double best = 0;
        double peak = 0;
        for (int run = 0; run < 3; ++run) {
            QProcess child;
            child.start(
                QCoreApplication::applicationFilePath(), { QStringLiteral("--read"), path });
            if (!child.waitForFinished(-1) || child.exitCode() != 0)
                qFatal("the reading failed: %s", child.readAllStandardError().constData());
            const QList<QByteArray> figures = child.readAllStandardOutput().trimmed().split(' ');
            best = std::max(best, figures[0].toDouble());
            peak = std::max(peak, figures[1].toDouble());
            if (run == 0)
                std::printf("# %s: %s shapes, %s operations\n", name, figures[2].constData(),
                    figures[3].constData());
        }
        report(std::string("traffic_read_") + name + "_mb_per_s", best, "MB/s");
        report(std::string("traffic_peak_rss_") + name + "_mb", peak, "MB");
        QFile::remove(path);
    }
    return 0;
}
