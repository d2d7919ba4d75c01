// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveresults.h"

#include <QCoreApplication>
#include <QtEndian>

#include <cstring>

namespace docmodel {

namespace {

// Calls `each(offset, length)` for every whole document of the page.
template<typename Each> void splitPage(const DocumentPage &page, Each each)
{
    qsizetype at = 0;
    for (int i = 0; i < page.count && at + 5 <= page.documents.size(); ++i) {
        // A BSON document starts with its own little-endian int32 length.
        qint32 length = 0;
        std::memcpy(&length, page.documents.constData() + at, sizeof length);
        length = qFromLittleEndian(length);
        if (length < 5 || at + length > page.documents.size())
            break;
        each(at, qsizetype(length));
        at += length;
    }
}

} // namespace

QList<QByteArray> pageDocuments(const DocumentPage &page)
{
    QList<QByteArray> documents;
    splitPage(page, [&](qsizetype at, qsizetype length) { documents.append(page.documents.mid(at, length)); });
    return documents;
}

QList<QByteArray> pageDocumentViews(const DocumentPage &page)
{
    QList<QByteArray> documents;
    splitPage(page, [&](qsizetype at, qsizetype length) {
        documents.append(QByteArray::fromRawData(page.documents.constData() + at, length));
    });
    return documents;
}

QString topologyName(Topology topology)
{
    switch (topology) {
    case Topology::Standalone:
        return QCoreApplication::translate("Live", "standalone");
    case Topology::ReplicaSet:
        return QCoreApplication::translate("Live", "replica set");
    case Topology::Sharded:
        return QCoreApplication::translate("Live", "sharded cluster (mongos)");
    case Topology::Unknown:
        break;
    }
    return QCoreApplication::translate("Live", "unknown");
}

QString collectionKindName(CollectionKind kind)
{
    switch (kind) {
    case CollectionKind::View:
        return QCoreApplication::translate("Live", "view");
    case CollectionKind::TimeSeries:
        return QCoreApplication::translate("Live", "time series");
    case CollectionKind::Collection:
        break;
    }
    return QCoreApplication::translate("Live", "collection");
}

} // namespace docmodel
