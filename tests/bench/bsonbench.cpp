// SPDX-License-Identifier: GPL-3.0-or-later
#include "bsonbench.h"
#include "benchutil.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>

#include <bson/bson.h>

namespace docmodel::bench {

uint64_t bareWalk(const uint8_t *data, uint32_t length)
{
    bson_iter_t it;
    uint64_t elements = 0;
    if (!bson_iter_init_from_data(&it, data, length))
        return 0;
    while (bson_iter_next(&it)) {
        ++elements;
        if (BSON_ITER_HOLDS_DOCUMENT(&it) || BSON_ITER_HOLDS_ARRAY(&it)) {
            uint32_t childLength = 0;
            const uint8_t *child = nullptr;
            if (BSON_ITER_HOLDS_DOCUMENT(&it))
                bson_iter_document(&it, &childLength, &child);
            else
                bson_iter_array(&it, &childLength, &child);
            elements += bareWalk(child, childLength);
        }
    }
    return elements;
}

double ownPeakRssMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    double peak = peakRssMb();
    if (status.open(QIODevice::ReadOnly))
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("VmHWM:"))
                peak = line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return peak;
}

double childFigure(const std::vector<const char *> &arguments)
{
    QStringList list;
    for (const char *argument : arguments)
        list << QString::fromUtf8(argument);
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), list);
    if (!child.waitForFinished(-1) || child.exitCode() != 0)
        return -1;
    return child.readAllStandardOutput().split(' ').value(0).toDouble();
}

} // namespace docmodel::bench
