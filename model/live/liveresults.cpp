#include "liveresults.h"

#include <QCoreApplication>

namespace docmodel {

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
