// SPDX-License-Identifier: GPL-3.0-or-later
// The Prisma schema parser on its own: the tree of a schema as DocModeler
// writes it, errors at their line and column, and no crash, hang or
// unbounded recursion on truncated, mutated or random input.
#include "import/prismaparser.h"

#include <cstdio>
#include <random>
#include <string>

using namespace docmodel::prisma;

static int failures = 0;

#define CHECK(condition)                                                                           \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            ++failures;                                                                            \
            std::printf("FAILED line %d: %s\n", __LINE__, #condition);                             \
        }                                                                                          \
    } while (0)

static const char *kSample
    = R"(// Prisma schema of Shop, written by DocModeler for Prisma's MongoDB connector.
datasource db {
  provider = "mongodb"
  url      = env("DATABASE_URL")
}

generator client {
  provider = "prisma-client-js"
}

// The collection "orders": Orders placed
model Order {
  id          String    @id @default(auto()) @map("_id") @db.ObjectId
  customer_id String    @db.ObjectId
  total       Float     @db.Double // one of 1, 2
  items       LineItem[]
  status      Status?
  tags        String[]
  meta        Json?     // a map, its keys data: Prisma has no map type
  customer    Customer  @relation("r_rel1", fields: [customer_id], references: [id])

  @@map("orders")
  @@index([customer_id, total(sort: Desc)], map: "customer_id_1_total_-1")
  // index "geo": its kind, keys or options have no Prisma syntax; the mongosh export creates it
}

enum Status {
  pending
  in_progress @map("in progress")
}

/// The embedded type "LineItem"
type LineItem {
  sku String
  qty Int @db.Int
}
)";

static void checkSample(const std::string &text)
{
    Schema schema;
    ParseError error;
    const bool ok = parseSchema(text, schema, error);
    CHECK(ok);
    if (!ok) {
        std::printf("  error %d:%d %s\n", error.at.line, error.at.column, error.message.c_str());
        return;
    }
    CHECK(schema.blocks.size() == 5);

    const Block &db = schema.blocks[0];
    CHECK(db.keyword == "datasource" && db.name == "db");
    CHECK(db.documentation
        == "Prisma schema of Shop, written by DocModeler for Prisma's MongoDB connector.");
    CHECK(db.assignments.size() == 2);
    CHECK(db.assignments[0].first == "provider"
        && db.assignments[0].second.kind == Value::Kind::String);
    CHECK(db.assignments[0].second.text == "mongodb");
    const Value &url = db.assignments[1].second;
    CHECK(url.kind == Value::Kind::Call && url.text == "env" && url.arguments.size() == 1);
    CHECK(url.arguments[0].value.text == "DATABASE_URL" && url.arguments[0].name.empty());
    CHECK(url.at.line == 4 && url.at.column == 14);
    CHECK(schema.block("db") == nullptr); // datasources are not found by block()

    const Block &client = schema.blocks[1];
    CHECK(client.keyword == "generator" && client.name == "client" && client.documentation.empty());
    CHECK(
        client.assignments.size() == 1 && client.assignments[0].second.text == "prisma-client-js");

    const Block *order = schema.block("Order");
    CHECK(order && order->keyword == "model");
    if (!order)
        return;
    CHECK(order->documentation == "The collection \"orders\": Orders placed");
    CHECK(order->at.line == 12 && order->at.column == 1);
    CHECK(order->declarations.size() == 8);
    const Declaration *id = order->declaration("id");
    CHECK(id && id->type == "String" && !id->list && !id->optional && id->attributes.size() == 4);
    if (id) {
        CHECK(id->at.line == 13 && id->at.column == 3);
        CHECK(id->attributes[0].name == "id" && id->attributes[0].arguments.empty());
        CHECK(id->attributes[0].at.line == 13 && id->attributes[0].at.column == 25);
        const Value *def
            = id->attribute("default") ? id->attribute("default")->argument("value", 0) : nullptr;
        CHECK(
            def && def->kind == Value::Kind::Call && def->text == "auto" && def->arguments.empty());
        const Value *map
            = id->attribute("map") ? id->attribute("map")->argument("name", 0) : nullptr;
        CHECK(map && map->kind == Value::Kind::String && map->text == "_id");
        CHECK(id->attribute("db.ObjectId") != nullptr);
        CHECK(id->documentation.empty());
    }
    const Declaration *total = order->declaration("total");
    CHECK(total && total->type == "Float" && total->documentation == "one of 1, 2");
    CHECK(total && total->attributes.size() == 1 && total->attributes[0].name == "db.Double");
    const Declaration *items = order->declaration("items");
    CHECK(items && items->type == "LineItem" && items->list && !items->optional);
    const Declaration *status = order->declaration("status");
    CHECK(status && status->type == "Status" && status->optional && !status->list);
    const Declaration *tags = order->declaration("tags");
    CHECK(tags && tags->type == "String" && tags->list);
    const Declaration *meta = order->declaration("meta");
    CHECK(meta && meta->type == "Json" && meta->optional);
    CHECK(meta && meta->documentation == "a map, its keys data: Prisma has no map type");
    const Declaration *customer = order->declaration("customer");
    const Attribute *relation = customer ? customer->attribute("relation") : nullptr;
    CHECK(relation && relation->arguments.size() == 3);
    if (relation) {
        CHECK(relation->argument("name", 0) && relation->argument("name", 0)->text == "r_rel1");
        const Value *fields = relation->argument("fields");
        CHECK(fields && fields->kind == Value::Kind::List && fields->arguments.size() == 1);
        CHECK(fields && fields->arguments[0].value.kind == Value::Kind::Identifier);
        CHECK(fields && fields->arguments[0].value.text == "customer_id");
        const Value *references = relation->argument("references");
        CHECK(references && references->arguments.size() == 1
            && references->arguments[0].value.text == "id");
        CHECK(relation->argument("onDelete") == nullptr && relation->argument("x", 1) == nullptr);
    }
    CHECK(order->attributes.size() == 2);
    const Attribute *map = order->attribute("map");
    CHECK(map && map->argument("name", 0) && map->argument("name", 0)->text == "orders");
    const Attribute *index = order->attribute("index");
    CHECK(index && index->at.line == 23 && index->at.column == 3);
    if (index) {
        const Value *fields = index->argument("fields", 0);
        CHECK(fields && fields->kind == Value::Kind::List && fields->arguments.size() == 2);
        if (fields && fields->arguments.size() == 2) {
            CHECK(fields->arguments[0].value.text == "customer_id");
            const Value &sorted = fields->arguments[1].value;
            CHECK(sorted.kind == Value::Kind::Call && sorted.text == "total"
                && sorted.arguments.size() == 1);
            CHECK(sorted.arguments.size() == 1 && sorted.arguments[0].name == "sort");
            CHECK(sorted.arguments.size() == 1 && sorted.arguments[0].value.text == "Desc");
        }
        const Value *name = index->argument("map");
        CHECK(name && name->text == "customer_id_1_total_-1");
    }

    const Block *statusEnum = schema.block("Status");
    CHECK(statusEnum && statusEnum->keyword == "enum" && statusEnum->declarations.size() == 2);
    if (statusEnum && statusEnum->declarations.size() == 2) {
        CHECK(statusEnum->declarations[0].name == "pending"
            && statusEnum->declarations[0].type.empty());
        const Attribute *valueMap = statusEnum->declarations[1].attribute("map");
        CHECK(valueMap && valueMap->argument("name", 0)->text == "in progress");
    }

    const Block *lineItem = schema.block("LineItem");
    CHECK(lineItem && lineItem->keyword == "type"
        && lineItem->documentation == "The embedded type \"LineItem\"");
    CHECK(lineItem && lineItem->declarations.size() == 2);
    CHECK(lineItem && lineItem->declaration("qty") && lineItem->declaration("qty")->type == "Int");
    CHECK(lineItem && lineItem->declaration("qty")->attribute("db.Int"));
}

static std::string toCrlf(const std::string &text)
{
    std::string out;
    for (char c : text)
        out += c == '\n' ? std::string("\r\n") : std::string(1, c);
    return out;
}

static void expectError(const std::string &text, int line, int column, const std::string &part)
{
    Schema schema;
    ParseError error;
    const bool ok = parseSchema(text, schema, error);
    const bool right = !ok && error.at.line == line && error.at.column == column
        && error.message.find(part) != std::string::npos;
    if (!right) {
        ++failures;
        std::printf("FAILED error for %s\n  wanted %d:%d \"%s\", got %s %d:%d \"%s\"\n",
            text.c_str(), line, column, part.c_str(), ok ? "success" : "error", error.at.line,
            error.at.column, error.message.c_str());
    }
}

static void checkErrors()
{
    expectError("model A {\n  a String @map(\"oops)\n}\n", 2, 17, "unterminated string");
    expectError("model A {\n  a String @map(\"oops\n", 2, 17, "unterminated string");
    expectError("model A {\n  a Int\n", 3, 1,
        "expected } to close the model \"A\", found the end of the file");
    expectError("model A {\n  a Int", 2, 8, "} to close the model \"A\"");
    expectError("model 1X {\n}\n", 1, 7, "expected a name after model, found \"1X\"");
    expectError("model A {\n  total\n}\n", 2, 8, "expected a type after the field name \"total\"");
    expectError("model A {\n  total // no type\n}\n", 2, 9,
        "expected a type after the field name \"total\"");
    expectError("model A {\n  a Int b Int\n}\n", 2, 9,
        "expected a new line after the field \"a\", found \"b\"");
    expectError("model A {\n  a Int[]?\n}\n", 2, 10, "a list cannot be optional");
    expectError("model A {\n  a Int #\n}\n", 2, 9, "unexpected character \"#\"");
    expectError("# comment\n", 1, 1, "unexpected character \"#\"");
    expectError("model A {\n  n\xC3\xA9 Int\n}\n", 2, 4, "unexpected character \"\xC3\xA9\"");
    expectError("model A {\n  a Int\x01\n}\n", 2, 8, "unexpected character 0x01");
    expectError("model A {\n}\nmodel A {\n}\n", 3, 1, "the model \"A\" is defined twice");
    expectError(
        "model A {\n}\nenum A {\n  x\n}\n", 3, 1, "the enum \"A\" has the name of the model \"A\"");
    expectError("model Order {\n  total Int\n  total Float\n}\n", 3, 3,
        "the field \"total\" appears twice in \"Order\"");
    expectError("enum E {\n  a\n  a\n}\n", 3, 3, "the value \"a\" appears twice in \"E\"");
    expectError("table A {\n}\n", 1, 1,
        "expected model, type, enum, view, datasource or generator, found \"table\"");
    expectError("model A {\n  a Int @default(\"\\q\")\n}\n", 2, 19, "unknown escape \\q");
    expectError("model A {\n  a Int @default(\"\\uD800\")\n}\n", 2, 19, "surrogate");
    expectError("model A {\n  a Int @default(\"\\u12\")\n}\n", 2, 19, "four hex digits");
    expectError("model A {\n  a Int @default(1 2)\n}\n", 2, 20, "expected , or ), found \"2\"");
    expectError("model A {\n  a Int @default(-x)\n}\n", 2, 19, "a digit after -");
    expectError(
        "model A {\n  a Int @@map(\"x\")\n}\n", 2, 9, "expected a new line after the field \"a\"");
    expectError("model A {\n  a Int\n} model B {\n}\n", 3, 3, "expected a new line after }");
    expectError("model A { a Int\n}\n", 1, 11, "expected a new line after {");
    expectError(
        "datasource db {\n  provider \"mongodb\"\n}\n", 2, 12, "expected = after \"provider\"");
    expectError(
        "datasource db {\n  url = 1\n  url = 2\n}\n", 3, 3, "the setting \"url\" appears twice");
    expectError("model A {\n  a Unsupported(circle)\n}\n", 2, 17, "a string in Unsupported(...)");
    expectError("model A {\n  a Int[\n}\n", 2, 9, "] after Int[");
    expectError(
        toCrlf("model A {\n  a Int b\n}\n"), 2, 9, "expected a new line after the field \"a\"");
    expectError(
        "datasource db {\n  @@map(\"x\")\n}\n", 2, 3, "expected a setting or }, found \"@\"");
    expectError("model A {\n  a Int @default(\"\\u+123\")\n}\n", 2, 19, "four hex digits");
    expectError("model A {\n  @ id\n}\n", 2, 3, "a field, @@attribute or }");
    expectError("model A {\n  a Int @ id\n}\n", 2, 10, "an attribute name after @");
    std::string deep = "model A {\n  a Int @default(";
    for (int i = 0; i < 100; ++i)
        deep += "[";
    expectError(deep, 2, 82, "nested too deeply");
}

static void checkSmallCases()
{
    // CRLF line endings parse like LF ones, with the same positions and no \r in comments.
    {
        Schema schema;
        ParseError error;
        CHECK(parseSchema(toCrlf(kSample), schema, error));
        const Block *order = schema.block("Order");
        CHECK(order && order->declaration("meta"));
        CHECK(order
            && order->declaration("meta")->documentation
                == "a map, its keys data: Prisma has no map type");
        CHECK(order && order->declaration("total")->at.line == 15
            && order->declaration("total")->at.column == 3);
        CHECK(order && order->documentation == "The collection \"orders\": Orders placed");
    }
    // Unsupported types, escapes, numbers, /// documentation, trailing commas, lines broken inside
    // brackets.
    {
        const std::string text
            = "\xEF\xBB\xBF// not the doc\n\n/// Shapes\r\n// kept too\nmodel Shape {\n"
              "  /// dropped by the next comment\n"
              "  // plain\n"
              "  /// The outline\n"
              "  /// in points\n"
              "  outline Unsupported(\"circle\")? /// trailing\n"
              "  area Unsupported( \"polygon\" )[]\n"
              "  label String @default(\"a\\\"b\\\\c\\n\\u00e9\\uD83D\\uDE00\")\n"
              "  size Float @default(-3.5) @db.VarChar(200)\n"
              "  _private Boolean @default(false)\n"
              "\n"
              "  @@index([\n    outline, // first\n    area(sort: Asc),\n  ], map: \"x\",)\n"
              "}\n"
              "view V {\n}\n"
              "enum E {\n  a @map(\"A\") // the first\n  @@map(\"e\")\n}";
        Schema schema;
        ParseError error;
        const bool ok = parseSchema(text, schema, error);
        CHECK(ok);
        if (!ok)
            std::printf(
                "  error %d:%d %s\n", error.at.line, error.at.column, error.message.c_str());
        const Block *shape = schema.block("Shape");
        CHECK(shape && shape->documentation == "Shapes\nkept too");
        CHECK(shape && shape->at.line == 5);
        if (shape && shape->declarations.size() == 5) {
            const Declaration &outline = shape->declarations[0];
            CHECK(outline.type == "Unsupported" && outline.unsupportedType == "circle"
                && outline.optional);
            CHECK(outline.documentation == "The outline\nin points\ntrailing");
            const Declaration &area = shape->declarations[1];
            CHECK(area.unsupportedType == "polygon" && area.list && area.documentation.empty());
            const Value *label = shape->declarations[2].attribute("default")->argument("value", 0);
            CHECK(label && label->text == "a\"b\\c\n\xC3\xA9\xF0\x9F\x98\x80");
            const Declaration &size = shape->declarations[3];
            CHECK(size.attribute("default")->argument("", 0)->kind == Value::Kind::Number);
            CHECK(size.attribute("default")->argument("", 0)->text == "-3.5");
            CHECK(size.attribute("db.VarChar")->argument("", 0)->text == "200");
            CHECK(shape->declarations[4].name == "_private");
            CHECK(shape->declarations[4].attribute("default")->argument("", 0)->text == "false");
        } else {
            CHECK(false);
        }
        const Attribute *index = shape ? shape->attribute("index") : nullptr;
        CHECK(
            index && index->arguments.size() == 2 && index->argument("", 0)->arguments.size() == 2);
        CHECK(index && index->argument("map") && index->argument("map")->text == "x");
        CHECK(schema.block("V") && schema.block("V")->keyword == "view");
        const Block *e = schema.block("E");
        CHECK(e && e->declarations.size() == 1 && e->declarations[0].documentation == "the first");
        CHECK(e && e->attribute("map") && e->attribute("map")->argument("", 0)->text == "e");
    }
    // Empty input and a schema of comments only.
    {
        Schema schema;
        ParseError error;
        CHECK(parseSchema("", schema, error) && schema.blocks.empty());
        CHECK(parseSchema("// nothing\n\n   \n", schema, error) && schema.blocks.empty());
        CHECK(parseSchema("model A {}\nmodel B {\n}", schema, error) && schema.blocks.size() == 2);
    }
}

// Nothing may crash, hang or overflow the stack: truncations, mutations, deep nesting.
static void checkRobustness()
{
    const std::string sample = kSample;
    Schema schema;
    ParseError error;
    int errors = 0;
    for (size_t length = 0; length <= sample.size(); ++length)
        errors += !parseSchema(std::string_view(sample).substr(0, length), schema, error);
    CHECK(errors > 0);
    std::mt19937 random(12345);
    const std::string alphabet = "@()[]{}\",:=?/\\\n -.a1_\r\t#\xC3\xFF";
    for (int round = 0; round < 20000; ++round) {
        std::string text = sample;
        const int edits = 1 + int(random() % 8);
        for (int i = 0; i < edits; ++i) {
            const size_t at = random() % text.size();
            switch (random() % 3) {
            case 0:
                text[at] = alphabet[random() % alphabet.size()];
                break;
            case 1:
                text.erase(at, 1 + random() % 5);
                break;
            default:
                text.insert(at, 1, alphabet[random() % alphabet.size()]);
            }
            if (text.empty())
                text = "x";
        }
        parseSchema(text, schema, error);
        if (!error.message.empty() && (error.at.line < 1 || error.at.column < 1))
            CHECK(false);
    }
    for (int round = 0; round < 5000; ++round) {
        std::string text;
        const size_t length = random() % 200;
        for (size_t i = 0; i < length; ++i)
            text += char(random() % 256);
        parseSchema(text, schema, error);
    }
    std::string deep = "model A {\n  a Int @default(";
    for (int i = 0; i < 100000; ++i)
        deep += i % 2 ? "[" : "f(";
    CHECK(!parseSchema(deep, schema, error)
        && error.message.find("nested too deeply") != std::string::npos);
    std::string nested63 = "model A {\n  a Int @default(";
    for (int i = 0; i < 63; ++i)
        nested63 += "[";
    nested63 += std::string(63, ']') + ")\n}\n";
    CHECK(parseSchema(nested63, schema, error));
}

int main()
{
    checkSample(kSample);
    checkErrors();
    checkSmallCases();
    checkRobustness();
    if (failures)
        std::printf("%d checks failed\n", failures);
    else
        std::printf("all checks passed\n");
    return failures ? 1 : 0;
}
