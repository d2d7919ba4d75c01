// SPDX-License-Identifier: GPL-3.0-or-later
#include "trafficfixtures.h"

#include "advisorcases.h"
#include "testsupport.h"

#include "io/modelwriter.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace docmodel::test {

using namespace traffic;
using nlohmann::json;

QString trafficPath(const QString &relative)
{
    return sourcePath(QStringLiteral("../shared/traffic/") + relative);
}

std::map<std::string, int64_t> Read::counts() const
{
    std::map<std::string, int64_t> out;
    for (const ShapeStats &s : summary.shapes())
        out[s.key()] = s.count;
    return out;
}

std::optional<ShapeStats> Read::shape(const std::string &key) const
{
    const std::vector<ShapeStats> shapes = summary.shapes();
    const auto found = std::ranges::find(shapes, key, &ShapeStats::key);
    return found == shapes.end() ? std::nullopt : std::optional(*found);
}

Read readSource(const QString &path, const std::string &collection)
{
    Read out;
    out.reading = readTrafficSource(path, collection,
        { [&out](const Operation &op) { out.summary.add(op); },
            [&out](const IndexUse &use) { out.indexUses.push_back(use); } });
    return out;
}

Model shopModel()
{
    const auto text = [](const char *name) { return makeField(name, { BsonType::String }, true); };
    AccessPattern byCustomer = query("byCustomer", "orders", { { "cust_id", FilterOp::Equality } });
    byCustomer.name = "orders of a customer";
    AccessPattern byType = query("byType", "orders", { { "type", FilterOp::Equality } });
    byType.name = "orders of a type";
    Model model;
    model.name = "shop";
    model.entities = {
        collection(
            "inspections", { text("business_name"), text("date"), text("sector"), text("result") }),
        collection("routes",
            { text("codeshare"), text("dst_airport"),
                makeField("stops", { BsonType::Int }, true) }),
        collection("orders",
            { text("status"), makeField("amount", { BsonType::Double }, true), text("cust_id"),
                text("item"), makeField("quantity", { BsonType::Int }, true), text("type") }),
    };
    model.indexes = { index("itemQuantity", "orders", { { "item" }, { "quantity" } }),
        index("typeOnly", "orders", { { "type" } }), index("byCust", "orders", { { "cust_id" } }) };
    model.accessPatterns = { byCustomer, byType };
    return model;
}

// A $indexStats entry, as the server returns it.
QByteArray indexStatsEntry(const char *name, const char *field, int ops)
{
    return QByteArray::fromStdString(json { { "name", name }, { "key", { { field, 1 } } },
        { "host", "db1:27017" },
        { "accesses", { { "ops", ops }, { "since", { { "$date", "2024-01-01T00:00:00Z" } } } } } }
                                         .dump());
}

void prepare(Scenario &s)
{
    s.model = s.dir.filePath(QStringLiteral("shop.dmodel"));
    QVERIFY(writeFile(s.model, QByteArray::fromStdString(serializeModel(shopModel()))));
    s.indexStats = s.dir.filePath(QStringLiteral("orders-indexstats.json"));
    QVERIFY(writeFile(s.indexStats,
        "[" + indexStatsEntry("type_1", "type", 0) + ","
            + indexStatsEntry("cust_id_1", "cust_id", 4210) + "]"));
    s.sources = { trafficPath(QStringLiteral("json-logs/atlas-8.0.12-cluster0-shard-00-03.log")),
        trafficPath(QStringLiteral("queryStats/datadog-queryStats-standalone.json")),
        QStringLiteral("orders=")
            + trafficPath(QStringLiteral("indexStats/otel-ordersIndexStats0.json")),
        QStringLiteral("orders=") + s.indexStats };
}

} // namespace docmodel::test
