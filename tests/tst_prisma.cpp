// SPDX-License-Identifier: GPL-3.0-or-later
// The Prisma export, checked by Prisma's own schema engine
// (@prisma/prisma-schema-wasm, pinned in tests/tools): every example's
// schema is valid, and what the engine reads back (get_dmmf) has the models,
// composite types and relations the model means.
#include "exportfixtures.h"
#include "testserver.h"
#include "testsupport.h"

#include "export/prisma.h"
#include "io/modelwriter.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace docmodel;
using namespace docmodel::test;
using nlohmann::json;

namespace {

// tests/tools/check-prisma.cjs on the schemas: each one's verdict.
json check(const std::vector<std::string> &schemas)
{
    QProcess node;
    node.start(QStandardPaths::findExecutable(QStringLiteral("node")),
        { sourcePath(QStringLiteral("tests/tools/check-prisma.cjs")) });
    node.write(QByteArray::fromStdString(json { { "schemas", schemas } }.dump()));
    node.closeWriteChannel();
    if (!node.waitForFinished(300000) || node.exitCode() != 0) {
        qWarning("check-prisma.cjs: %s", node.readAllStandardError().constData());
        return {};
    }
    return json::parse(node.readAllStandardOutput().toStdString(), nullptr, false);
}

QStringList sorted(const json &names)
{
    QStringList out;
    for (const json &name : names)
        out << QString::fromStdString(name.get<std::string>());
    out.sort();
    return out;
}

} // namespace

class TestPrisma : public QObject
{
    Q_OBJECT

private slots:
    void everyExampleIsValid();
    void onlineShopAsPrismaReadsIt();
    void whatPrismaCannotSayIsAWarning();
};

void TestPrisma::everyExampleIsValid()
{
    if (!haveNodePackage(QStringLiteral("@prisma/prisma-schema-wasm")))
        DOCMODELER_PEER_MISSING("node or the test tools are not installed (scripts/test installs them)");
    const std::vector<std::pair<QString, Model>> models = generatorCases();
    std::vector<std::string> schemas;
    for (const auto &[name, model] : models)
        schemas.push_back(exportPrisma(model));
    const json verdicts = check(schemas);
    QCOMPARE(verdicts.size(), models.size());
    for (size_t i = 0; i < models.size(); ++i) {
        QVERIFY2(verdicts[i].value("valid", false),
            qPrintable(models[i].first + QStringLiteral(": ")
                + QString::fromStdString(verdicts[i].value("error", ""))));
        size_t collections = 0;
        for (const Entity &entity : models[i].second.entities)
            collections += entity.isCollection();
        QCOMPARE(verdicts[i]["models"].size(), collections);
    }
}

// The online shop: a model per collection, a composite type per embedded
// type and nested document, its references as relations both ways, and its
// string enums.
void TestPrisma::onlineShopAsPrismaReadsIt()
{
    if (!haveNodePackage(QStringLiteral("@prisma/prisma-schema-wasm")))
        DOCMODELER_PEER_MISSING("node or the test tools are not installed (scripts/test installs them)");
    const json verdicts = check({ exportPrisma(loadExample(QStringLiteral("online-shop"))) });
    QVERIFY(verdicts.is_array() && verdicts.size() == 1);
    const json &shop = verdicts[0];
    QVERIFY2(shop.value("valid", false), shop.dump().c_str());
    QCOMPARE(sorted(shop["models"]),
        QStringList({ "AuditLog", "Cart", "Category", "Coupon", "Customer", "Event", "Inventory",
            "Order", "Payment", "Product", "Review", "Session", "Shipment", "Supplier", "Warehouse",
            "Wishlist" }));
    const QStringList types = sorted(shop["types"]);
    QVERIFY2(
        types.contains(QStringLiteral("Address")) && types.contains(QStringLiteral("LineItem")),
        qPrintable(types.join(' ')));
    QVERIFY2(types.contains(QStringLiteral("ProductAttrs")), qPrintable(types.join(' ')));
    // An order refers to its customer by customer_id; the customer lists its orders.
    const auto relation = [&](const char *model, const char *type) {
        for (const json &r : shop["relations"])
            if (r["model"] == model && r["type"] == type)
                return r;
        return json();
    };
    const json orderCustomer = relation("Order", "Customer");
    QVERIFY2(!orderCustomer.is_null(), shop["relations"].dump().c_str());
    QCOMPARE(orderCustomer["fields"], json({ "customer_id" }));
    QCOMPARE(orderCustomer["references"], json({ "id" }));
    const json customerOrders = relation("Customer", "Order");
    QVERIFY2(!customerOrders.is_null(), shop["relations"].dump().c_str());
    QCOMPARE(customerOrders["name"], orderCustomer["name"]);
    QCOMPARE(customerOrders["fields"], json::array());
    // String enums are Prisma enums; a value that is no identifier is mapped
    // to its text, which is what the documents hold.
    const auto enumValues = [&](const char *name) {
        for (const json &e : shop["enums"])
            if (e["name"] == name)
                return e["values"];
        return json();
    };
    QCOMPARE(enumValues("OrderStatus"),
        json({ "placed", "paid", "shipped", "delivered", "cancelled" }));
    QCOMPARE(enumValues("EventMetaType"),
        json({ "view", "search", "add-to-cart", "checkout", "purchase" }));
}

// Tickets embed their seat; the unique index on the seat's row and number
// has no Prisma syntax (a composite type's fields): a comment in the schema,
// and a warning the export shows and the CLI prints on stderr.
void TestPrisma::whatPrismaCannotSayIsAWarning()
{
    const Model model = ticketsWithSeatIndex();

    const std::vector<std::string> limits = prismaLimits(model);
    QCOMPARE(limits.size(), size_t(1));
    QVERIFY2(limits.front().find("seat.row_1_seat.number_1") != std::string::npos, limits.front().c_str());
    QVERIFY(exportPrisma(model).find("// index \"seat.row_1_seat.number_1\"") != std::string::npos);

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("tickets.dmodel"));
    QVERIFY(saveModelFile(model, file).isEmpty());
    const CliRun run = runCli({ QStringLiteral("export"), file, QStringLiteral("--to"), QStringLiteral("prisma") });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QLatin1String("warning: prisma cannot express Ticket: index")), qPrintable(run.err));
    QVERIFY(run.out.contains(QLatin1String("model Ticket")));
}

QTEST_GUILESS_MAIN(TestPrisma)
#include "tst_prisma.moc"
