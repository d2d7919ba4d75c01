// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace docmodel {

// Results of the live layer: small values copied from the worker thread to
// the GUI thread. Documents the server sent are kept as their BSON bytes
// (one whole document per QByteArray, or several back to back in a page) so
// nothing is converted until somebody looks at it. `notices` say, in plain
// words, what the server did not tell and which fallback answered instead.

enum class Topology { Unknown, Standalone, ReplicaSet, Sharded };

struct ServerInfo {
    QString version; // buildInfo's version, or hello's when buildInfo is refused
    int minWireVersion = 0;
    int maxWireVersion = 0;
    Topology topology = Topology::Unknown;
    QString setName; // replica set name
    QString primary;
    QStringList members; // host:port of every member hello lists
    QString address; // the host:port the driver selected
    QByteArray hello; // the whole hello reply
    QStringList notices;
};

struct DatabaseInfo {
    QString name;
    std::optional<qint64> sizeOnDisk;
    bool empty = false;
    // False for a name the server did not list but was asked about (the
    // open model's database) when it could not list databases.
    bool confirmed = true;
};

struct DatabaseList {
    QList<DatabaseInfo> databases;
    std::optional<qint64> totalSize;
    QStringList notices;
};

enum class CollectionKind { Collection, View, TimeSeries };

struct CollectionInfo {
    QString name;
    CollectionKind kind = CollectionKind::Collection;
    bool capped = false;
    std::optional<qint64> cappedSize;
    std::optional<qint64> cappedMax;
    QByteArray collation; // empty when none
    QByteArray validator; // the whole validator document, empty when none
    QString validationLevel; // "strict", "moderate", "off"; empty: not set
    QString validationAction; // "error", "warn"; empty: not set
    QByteArray timeseries; // time-series options, empty when none
    QString viewOn; // a view's source collection
    QByteArray pipeline; // a view's pipeline (a BSON array as a document)
    QByteArray options; // everything listCollections said, as it said it
    // False for a name the server did not list but was asked about (a
    // collection of the open model) when it could not list collections:
    // it is shown, marked as not confirmed, never invented as present.
    bool confirmed = true;
};

struct CollectionList {
    QString database;
    QList<CollectionInfo> collections;
    QStringList notices;
};

struct IndexInfo {
    QString name;
    QByteArray key; // the key pattern
    QByteArray spec; // the whole index document listIndexes answered
    std::optional<qint64> size; // bytes, when the server tells
    std::optional<qint64> accesses; // from $indexStats, when allowed
    QDateTime accessesSince;
};

struct IndexList {
    QString database;
    QString collection;
    QList<IndexInfo> indexes;
    QStringList notices;
};

struct CollectionStats {
    QString database;
    QString collection;
    std::optional<qint64> count;
    std::optional<qint64> size;
    std::optional<qint64> averageObjectSize;
    std::optional<qint64> storageSize;
    std::optional<qint64> totalIndexSize;
    std::optional<qint64> indexCount;
    QStringList notices;
};

// A query typed in the explorer. Filter, projection and sort are Extended
// JSON (relaxed or canonical, as mongosh's EJSON accepts); empty means none.
struct DocumentQuery {
    QString database;
    QString collection;
    QString filter;
    QString projection;
    QString sort;
    qint64 skip = 0;
    qint64 limit = 0; // 0: no limit
    int pageSize = 50;
};

// One page of a query's documents. While `cursorId` is not 0 the server's
// cursor stays open in the worker and nextPage() reads on from it.
struct DocumentPage {
    quint64 cursorId = 0;
    qint64 firstIndex = 0; // position of the first document in the result
    int count = 0;
    QByteArray documents; // `count` BSON documents back to back
    bool exhausted = false;
    QStringList notices;
};

// An aggregation run for a look at its first documents (the pipeline
// editor's stage previews): a $limit is added after its last stage, and
// the server gives up after `maxTimeMs`. A pipeline that writes ($out,
// $merge) is the caller's to keep from here.
struct AggregateQuery {
    QString database;
    QString collection;
    std::string pipeline; // canonical Extended JSON: an array of stages
    int limit = 10;
    int maxTimeMs = 10000;
};

// How many documents a query matches (its skip and limit applied).
struct DocumentCount {
    std::optional<qint64> count; // none: the server did not count in time
    bool estimated = false; // from the collection's metadata, not counted
    QStringList notices;
};

// One write from the explorer: a document inserted, one replaced (found by
// its _id), or documents deleted (by their _ids).
struct DocumentWrite {
    enum class Kind { Insert, Replace, Delete };
    Kind kind = Kind::Insert;
    QString database;
    QString collection;
    QByteArray document; // Insert, Replace: the whole new document (BSON)
    // Replace: one, Delete: any number; each a BSON document {_id: value}.
    QList<QByteArray> ids;
    // Replace: the version the edit started from, when known. The document
    // is replaced only if it is still that version (every field equal), so
    // a change made since by someone else is not overwritten.
    QByteArray expected;
};

struct WriteResult {
    DocumentWrite::Kind kind = DocumentWrite::Kind::Insert;
    qint64 count = 0; // inserted, matched (replace) or deleted
    qint64 modified = 0; // replace: 0 when the document was already so
};

struct ExplainResult {
    QByteArray plan; // the whole explain reply
    QString winningStage; // e.g. "IXSCAN", "COLLSCAN"; empty when unknown
    QString indexName; // the index the winning plan uses, if any
    QStringList notices;
};

// The page's documents, each as its own BSON bytes.
QList<QByteArray> pageDocuments(const DocumentPage &page);
// The same without copying: each points into page.documents, and is valid
// only while those bytes are kept (a copy of the QByteArray keeps them).
QList<QByteArray> pageDocumentViews(const DocumentPage &page);

QString topologyName(Topology topology);
QString collectionKindName(CollectionKind kind);

} // namespace docmodel

Q_DECLARE_METATYPE(docmodel::ServerInfo)
Q_DECLARE_METATYPE(docmodel::DatabaseList)
Q_DECLARE_METATYPE(docmodel::CollectionList)
Q_DECLARE_METATYPE(docmodel::IndexList)
Q_DECLARE_METATYPE(docmodel::CollectionStats)
Q_DECLARE_METATYPE(docmodel::DocumentPage)
Q_DECLARE_METATYPE(docmodel::ExplainResult)
Q_DECLARE_METATYPE(docmodel::DocumentCount)
Q_DECLARE_METATYPE(docmodel::WriteResult)
