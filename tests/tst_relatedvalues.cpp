// SPDX-License-Identifier: GPL-3.0-or-later
// Sample documents whose values belong together, on a ticketing model
// (tests/data/ticketing.dmodel): seats numbered in their section and no
// more of them than its capacity, rows and prices that look like rows and
// prices, and dates in the order the model declares (an order placed
// before its event starts, an event that ends after it starts), and a
// reference held only under a condition (an available ticket has no order).

#include "testsupport.h"

#include "check/jsonschema.h"
#include "diff/modeldiff.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "preview/collectionpreview.h"
#include "shape/collectionoptions.h"
#include "schema/validation.h"

#include <QtTest>

#include <cmath>

using namespace docmodel;
using namespace docmodel::test;

namespace {

using json = nlohmann::json;

Model ticketing()
{
    const LoadResult loaded = loadModelFile(sourcePath(QStringLiteral("tests/data/ticketing.dmodel")));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    return *loaded.model;
}

// The collection's sample documents as relaxed Extended JSON.
std::vector<json> documents(const Model &model, const char *collection, int count)
{
    PreviewOptions options;
    options.count = count;
    const CollectionPreview preview = previewCollection(model, *model.findEntityByName(collection), options);
    std::vector<json> out;
    for (const BsonPtr &document : preview.documents) {
        size_t length = 0;
        char *text = bson_as_relaxed_extended_json(document.get(), &length);
        out.push_back(json::parse(std::string(text, length)));
        bson_free(text);
    }
    return out;
}

Relationship &relationship(Model &model, std::string_view id)
{
    for (Relationship &rel : model.relationships)
        if (rel.id == id)
            return rel;
    qFatal("no relationship %s", std::string(id).c_str());
}

// The collection's $jsonSchema, compiled by the data check's evaluator.
std::unique_ptr<check::JsonSchema> validatorOf(const Model &model, const char *collection)
{
    JsonValue validator = collectionValidator(model, *model.findEntityByName(collection));
    if (validator.contains("$jsonSchema"))
        validator = validator.at("$jsonSchema");
    std::string error;
    auto schema = check::JsonSchema::compile(validator, &error);
    if (!schema)
        qFatal("%s", error.c_str());
    return schema;
}

bool passes(const check::JsonSchema &schema, const json &document)
{
    bson_error_t error;
    const std::string text = document.dump();
    bson_t *bson = bson_new_from_json(reinterpret_cast<const uint8_t *>(text.data()), ssize_t(text.size()), &error);
    if (!bson)
        qFatal("%s", error.message);
    const bool ok = schema.matches(bson);
    bson_destroy(bson);
    return ok;
}

std::string idOf(const json &document, const char *field = "_id")
{
    return document.at(field).at("$oid").get<std::string>();
}

std::string dateOf(const json &document, const char *field)
{
    return document.at(field).at("$date").get<std::string>();
}

} // namespace

class TestRelatedValues : public QObject
{
    Q_OBJECT

private slots:
    void seatsAreNumberedWithinCapacity()
    {
        int sections = 0;
        for (const json &venue : documents(ticketing(), "venues", 5))
            for (const json &section : venue.at("sections")) {
                ++sections;
                const json &seats = section.at("seats");
                QVERIFY(!seats.empty());
                QVERIFY2(int64_t(seats.size()) <= section.at("capacity").get<int64_t>(), section.dump().c_str());
                for (size_t i = 0; i < seats.size(); ++i) {
                    QCOMPARE(seats[i].at("seatNumber").get<int64_t>(), int64_t(i + 1));
                    // A row is a row's number, not a word.
                    const std::string row = seats[i].at("row").get<std::string>();
                    bool ok = false;
                    const int number = QString::fromStdString(row).toInt(&ok);
                    QVERIFY2(ok && number >= 1 && number <= 40, row.c_str());
                }
            }
        QVERIFY(sections >= 5);
    }

    void pricesLookLikePrices()
    {
        for (const json &ticket : documents(ticketing(), "tickets", 10)) {
            const double price = ticket.at("price").get<double>();
            const int cents = int(std::lround(price * 100)) % 100;
            QVERIFY2(cents == 99 || cents == 50 || cents == 49 || cents == 95, ticket.dump().c_str());
        }
    }

    // placedAt declares "before": "events.startsAt"; endsAt "after": "startsAt".
    void datesKeepTheDeclaredOrder()
    {
        const Model model = ticketing();
        std::map<std::string, std::string> startOf;
        for (const json &event : documents(model, "events", 20)) {
            startOf[idOf(event)] = dateOf(event, "startsAt");
            QVERIFY2(dateOf(event, "endsAt") > dateOf(event, "startsAt"), event.dump().c_str());
        }
        int checked = 0;
        for (const json &order : documents(model, "orders", 20)) {
            const auto start = startOf.find(idOf(order, "eventId"));
            QVERIFY2(start != startOf.end(), order.dump().c_str());
            QVERIFY2(dateOf(order, "placedAt") < start->second, order.dump().c_str());
            ++checked;
        }
        QCOMPARE(checked, 20);
        // Without the declaration some order is placed after its event.
        Model undeclared = model;
        for (Entity &entity : undeclared.entities)
            for (Field &field : entity.fields)
                field.sample.before.clear();
        int late = 0;
        for (const json &order : documents(undeclared, "orders", 20))
            late += dateOf(order, "placedAt") > startOf.at(idOf(order, "eventId")) ? 1 : 0;
        QVERIFY(late > 0);
    }

    // The order is kept in the file and checked by the validator.
    void declaredOrdersAreSavedAndChecked()
    {
        Model model = ticketing();
        const LoadResult again = parseModel(serializeModel(model), QStringLiteral("again.dmodel"));
        QVERIFY(again.ok());
        QVERIFY(*again.model == model);
        QVERIFY(validateModel(model).empty());
        Entity &orders = *model.findEntity("orders");
        orders.fields[1].sample.before = "venues.openedAt"; // no such date
        orders.fields[2].sample.after = "placedAt"; // total is no date
        const std::vector<Problem> problems = validateModel(model);
        QCOMPARE(problems.size(), size_t(2));
        QCOMPARE(problems[0].pointer, std::string("/entities/4/fields/1/sample/before"));
        QVERIFY(problems[0].message.contains(QLatin1String("venues.openedAt")));
        QCOMPARE(problems[1].pointer, std::string("/entities/4/fields/2/sample/after"));
        for (const Problem &problem : problems)
            QCOMPARE(problem.severity, Severity::Warning);
    }

    // tickets name their order only when sold (presentWhen on orders -> tickets).
    void anAvailableTicketHasNoOrder()
    {
        const Model model = ticketing();
        const auto validator = validatorOf(model, "tickets");
        std::map<std::string, int> seen;
        for (const json &ticket : documents(model, "tickets", 40)) {
            const std::string status = ticket.at("status").get<std::string>();
            ++seen[status];
            QVERIFY2(ticket.contains("orderId") == (status == "sold"), ticket.dump().c_str());
            QVERIFY2(ticket.contains("eventId"), ticket.dump().c_str()); // its other reference stays
            QVERIFY2(passes(*validator, ticket), ticket.dump().c_str());
            // The validator refuses an available ticket with an order.
            if (status == "sold") {
                json available = ticket;
                available["status"] = "available";
                QVERIFY2(!passes(*validator, available), available.dump().c_str());
            }
        }
        QVERIFY(seen["sold"] > 0 && seen["available"] > 0);
        // Without the condition some available ticket names an order.
        Model unconditional = model;
        relationship(unconditional, "r5").presentWhen.reset();
        int ordered = 0;
        for (const json &ticket : documents(unconditional, "tickets", 40))
            ordered += ticket.at("status") == "available" && ticket.contains("orderId") ? 1 : 0;
        QVERIFY(ordered > 0);
    }

    // The condition reaches the validators of both dialects and the
    // descriptions every export carries.
    void theConditionReachesTheValidators()
    {
        const Model model = ticketing();
        const JsonValue validator = collectionValidator(model, *model.findEntityByName("tickets"));
        const JsonValue schema = validator.contains("$jsonSchema") ? validator.at("$jsonSchema") : validator;
        const JsonValue expected = { { "bsonType", "object" }, { "required", { "status" } },
            { "properties", { { "status", { { "enum", { "sold" } } } } } } };
        QCOMPARE(schema.at("dependencies").at("orderId").dump(), expected.dump());
        QVERIFY2(schema.at("properties").at("orderId").at("description").get<std::string>().find(
                     "only when status is \"sold\"") != std::string::npos,
            schema.at("properties").at("orderId").dump().c_str());
        QVERIFY(schema.at("required").dump().find("orderId") == std::string::npos);
    }

    // Kept in the file; the validator checks what a condition needs.
    void presenceConditionIsSavedAndChecked()
    {
        Model model = ticketing();
        const LoadResult again = parseModel(serializeModel(model), QStringLiteral("again.dmodel"));
        QVERIFY(again.ok());
        QVERIFY(*again.model == model);
        QVERIFY(again.model->findRelationship("r5")->presentWhen.has_value());
        Relationship &rel = relationship(model, "r5");
        rel.optionalReference = false;
        rel.presentWhen->values.push_back("refunded"); // not one of status's values
        std::vector<Problem> problems = validateModel(model);
        QCOMPARE(problems.size(), size_t(2));
        QCOMPARE(problems[0].pointer, std::string("/relationships/4/presentWhen"));
        QCOMPARE(problems[0].severity, Severity::Error);
        QCOMPARE(problems[1].pointer, std::string("/relationships/4/presentWhen/values/1"));
        QCOMPARE(problems[1].severity, Severity::Warning);
        rel.optionalReference = true;
        rel.presentWhen->field = "state";
        problems = validateModel(model);
        QCOMPARE(problems.size(), size_t(1));
        QCOMPARE(problems[0].pointer, std::string("/relationships/4/presentWhen/field"));
        QVERIFY(problems[0].message.contains(QLatin1String("state")));
        // Bad files say where and what.
        const json file = json::parse(serializeModel(ticketing()));
        for (const auto &[values, where] : { std::pair { json::array(), "/relationships/4/presentWhen/values" },
                 { json::array({ json::object() }), "/relationships/4/presentWhen/values/0" } }) {
            json broken = file;
            broken["relationships"][4]["presentWhen"]["values"] = values;
            const LoadResult loaded = parseModel(broken.dump(), QStringLiteral("bad.dmodel"));
            QVERIFY2(!loaded.ok(), broken["relationships"][4].dump().c_str());
            QVERIFY2(loaded.error.toString().contains(QLatin1String(where)), qPrintable(loaded.error.toString()));
        }
        // A diff names the change.
        Model unconditional = ticketing();
        relationship(unconditional, "r5").presentWhen.reset();
        bool named = false;
        for (const ModelChange &change : compareModels(unconditional, ticketing()))
            named = named || change.description.contains(QLatin1String("only when status is one of \"sold\""));
        QVERIFY(named);
    }
};

QTEST_GUILESS_MAIN(TestRelatedValues)
#include "tst_relatedvalues.moc"
