// SPDX-License-Identifier: GPL-3.0-or-later
#include "relationshipdata.h"

#include <QDir>

#include <bson/bson.h>

#include <cstdio>
#include <functional>
#include <random>
#include <string>

namespace docmodel::test {

namespace {

// One document, built field by field, then appended to a stream.
class Doc
{
public:
    Doc() { bson_init(&mDocument); }
    ~Doc() { bson_destroy(&mDocument); }
    Doc(const Doc &) = delete;
    Doc &operator=(const Doc &) = delete;

    Doc &oid(const char *name, const bson_oid_t &value) { return bson_append_oid(&mDocument, name, -1, &value), *this; }
    Doc &int32(const char *name, int32_t value) { return bson_append_int32(&mDocument, name, -1, value), *this; }
    Doc &text(const char *name, const std::string &value)
    {
        return bson_append_utf8(&mDocument, name, -1, value.c_str(), int(value.size())), *this;
    }
    Doc &number(const char *name, double value) { return bson_append_double(&mDocument, name, -1, value), *this; }
    Doc &flag(const char *name, bool value) { return bson_append_bool(&mDocument, name, -1, value), *this; }
    Doc &oids(const char *name, const std::vector<bson_oid_t> &values)
    {
        bson_t array;
        bson_append_array_begin(&mDocument, name, -1, &array);
        for (size_t i = 0; i < values.size(); ++i)
            bson_append_oid(&array, std::to_string(i).c_str(), -1, &values[i]);
        bson_append_array_end(&mDocument, &array);
        return *this;
    }
    Doc &texts(const char *name, const std::vector<std::string> &values)
    {
        bson_t array;
        bson_append_array_begin(&mDocument, name, -1, &array);
        for (size_t i = 0; i < values.size(); ++i)
            bson_append_utf8(&array, std::to_string(i).c_str(), -1, values[i].c_str(), int(values[i].size()));
        bson_append_array_end(&mDocument, &array);
        return *this;
    }
    Doc &dbref(const char *name, const char *collection, const bson_oid_t &id)
    {
        bson_t ref;
        bson_append_document_begin(&mDocument, name, -1, &ref);
        bson_append_utf8(&ref, "$ref", -1, collection, -1);
        bson_append_oid(&ref, "$id", -1, &id);
        bson_append_document_end(&mDocument, &ref);
        return *this;
    }
    bson_t *raw() { return &mDocument; }
    void appendTo(BsonStream &stream) const
    {
        const uint8_t *data = bson_get_data(&mDocument);
        stream.insert(stream.end(), data, data + mDocument.len);
    }

private:
    bson_t mDocument;
};

// ObjectIds in creation order, the same every run.
std::vector<bson_oid_t> objectIds(size_t count, uint32_t seconds)
{
    std::vector<bson_oid_t> ids(count);
    for (size_t i = 0; i < count; ++i) {
        char hex[25];
        std::snprintf(hex, sizeof hex, "%08x%016zx", seconds + unsigned(i), i + (size_t(seconds) << 24));
        bson_oid_init_from_string(&ids[i], hex);
    }
    return ids;
}

const char *const kNames[] = { "Ada", "Grace", "Linus", "Barbara", "Dennis", "Frances", "Ken", "Margaret" };

std::string personName(size_t i)
{
    return std::string(kNames[i % 8]) + ' ' + std::to_string(i);
}

} // namespace

GeneratedDatabase embeddedItems()
{
    std::mt19937 random(11);
    GeneratedCollection orders { QStringLiteral("orders"), {} };
    const auto ids = objectIds(300, 1600000000);
    for (size_t i = 0; i < ids.size(); ++i) {
        Doc order;
        order.oid("_id", ids[i]).number("total", double(random() % 10000) / 100.0);
        bson_t items;
        bson_append_array_begin(order.raw(), "items", -1, &items);
        const int count = 1 + int(i % 6);
        for (int n = 0; n < count; ++n) {
            bson_t item;
            bson_append_document_begin(&items, std::to_string(n).c_str(), -1, &item);
            const std::string sku = "SKU-" + std::to_string(random() % 500);
            bson_append_utf8(&item, "sku", -1, sku.c_str(), -1);
            bson_append_int32(&item, "qty", -1, int32_t(1 + random() % 5));
            bson_append_document_end(&items, &item);
        }
        bson_append_array_end(order.raw(), &items);
        order.appendTo(orders.documents);
    }
    return { orders };
}

GeneratedDatabase childReferences()
{
    GeneratedCollection products { QStringLiteral("products"), {} };
    GeneratedCollection parts { QStringLiteral("parts"), {} };
    const auto productIds = objectIds(100, 1600000000);
    const auto partIds = objectIds(450, 1610000000);
    size_t next = 0;
    for (size_t i = 0; i < productIds.size(); ++i) {
        std::vector<bson_oid_t> mine;
        for (size_t n = 0; n < 1 + i % 8 && next < partIds.size(); ++n)
            mine.push_back(partIds[next++]);
        Doc product;
        product.oid("_id", productIds[i]).text("name", "product " + std::to_string(i)).oids("parts", mine);
        product.appendTo(products.documents);
    }
    for (size_t i = 0; i < partIds.size(); ++i) {
        Doc part;
        // qty: small numbers that are nothing's ids.
        part.oid("_id", partIds[i]).text("name", "part " + std::to_string(i)).int32("qty", int32_t(1 + i % 9));
        part.appendTo(parts.documents);
    }
    return { products, parts };
}

GeneratedDatabase naturalKeyParents()
{
    std::mt19937 random(7);
    GeneratedCollection accounts { QStringLiteral("accounts"), {} };
    GeneratedCollection transactions { QStringLiteral("transactions"), {} };
    GeneratedCollection tickets { QStringLiteral("tickets"), {} };
    const auto accountIds = objectIds(200, 1620000000);
    for (size_t i = 0; i < accountIds.size(); ++i) {
        Doc account;
        account.oid("_id", accountIds[i]).int32("account_id", int32_t(100000 + i * 37)).int32("limit", 10000);
        account.appendTo(accounts.documents);
    }
    const auto transactionIds = objectIds(2000, 1630000000);
    for (size_t i = 0; i < transactionIds.size(); ++i) {
        Doc transaction;
        transaction.oid("_id", transactionIds[i])
            .int32("account_id", int32_t(100000 + (random() % 200) * 37))
            .int32("quantity", int32_t(1 + random() % 20)) // among the tickets' int ids, by chance
            .number("amount", double(random() % 100000) / 100.0);
        transaction.appendTo(transactions.documents);
    }
    for (int32_t i = 1; i <= 500; ++i) {
        Doc ticket;
        ticket.int32("_id", i).text("subject", "ticket " + std::to_string(i));
        ticket.appendTo(tickets.documents);
    }
    return { accounts, transactions, tickets };
}

GeneratedDatabase twoWayReferences()
{
    GeneratedCollection people { QStringLiteral("people"), {} };
    GeneratedCollection tasks { QStringLiteral("tasks"), {} };
    const auto personIds = objectIds(40, 1640000000);
    const auto taskIds = objectIds(400, 1650000000);
    std::vector<std::vector<bson_oid_t>> owned(personIds.size());
    for (size_t i = 0; i < taskIds.size(); ++i) {
        const size_t owner = (i * 7) % personIds.size();
        owned[owner].push_back(taskIds[i]);
        Doc task;
        task.oid("_id", taskIds[i]).text("title", "task " + std::to_string(i)).oid("owner", personIds[owner]);
        task.appendTo(tasks.documents);
    }
    for (size_t i = 0; i < personIds.size(); ++i) {
        Doc person;
        person.oid("_id", personIds[i]).text("name", personName(i)).oids("tasks", owned[i]);
        person.appendTo(people.documents);
    }
    return { people, tasks };
}

GeneratedDatabase dbRefs()
{
    GeneratedCollection users { QStringLiteral("users"), {} };
    GeneratedCollection posts { QStringLiteral("posts"), {} };
    const auto userIds = objectIds(30, 1660000000);
    for (size_t i = 0; i < userIds.size(); ++i) {
        Doc user;
        user.oid("_id", userIds[i]).text("name", personName(i));
        user.appendTo(users.documents);
    }
    const auto postIds = objectIds(150, 1670000000);
    for (size_t i = 0; i < postIds.size(); ++i) {
        Doc post;
        post.oid("_id", postIds[i]).text("title", "post " + std::to_string(i)).dbref("author", "users", userIds[i % 30]);
        post.appendTo(posts.documents);
    }
    return { users, posts };
}

GeneratedDatabase extendedReference()
{
    GeneratedCollection customers { QStringLiteral("customers"), {} };
    GeneratedCollection orders { QStringLiteral("orders"), {} };
    const auto customerIds = objectIds(60, 1680000000);
    for (size_t i = 0; i < customerIds.size(); ++i) {
        Doc customer;
        customer.oid("_id", customerIds[i])
            .text("name", personName(i))
            .text("email", "c" + std::to_string(i) + "@example.com")
            .flag("active", true);
        customer.appendTo(customers.documents);
    }
    const auto orderIds = objectIds(500, 1690000000);
    for (size_t i = 0; i < orderIds.size(); ++i) {
        const size_t customer = (i * 13) % customerIds.size();
        Doc order;
        order.oid("_id", orderIds[i])
            .oid("customer_id", customerIds[customer])
            .text("customer_name", personName(customer))
            .flag("active", true) // equal to the customer's flag, but a constant
            .number("total", double(i % 97) + 0.5);
        order.appendTo(orders.documents);
    }
    return { customers, orders };
}

GeneratedDatabase manyToMany()
{
    GeneratedCollection students { QStringLiteral("students"), {} };
    GeneratedCollection courses { QStringLiteral("courses"), {} };
    const auto courseIds = objectIds(25, 1700000000);
    for (size_t i = 0; i < courseIds.size(); ++i) {
        Doc course;
        course.oid("_id", courseIds[i]).text("title", "course " + std::to_string(i));
        course.appendTo(courses.documents);
    }
    const auto studentIds = objectIds(200, 1710000000);
    for (size_t i = 0; i < studentIds.size(); ++i) {
        std::vector<bson_oid_t> enrolled;
        for (size_t n = 0; n < 2 + i % 4; ++n)
            enrolled.push_back(courseIds[(i + n * 5) % courseIds.size()]);
        Doc student;
        student.oid("_id", studentIds[i]).text("name", personName(i)).oids("course_ids", enrolled);
        student.appendTo(students.documents);
    }
    return { students, courses };
}

GeneratedDatabase tree(TreeEncoding encoding)
{
    // A tree of 1 + 4 + 16 + 64 nodes: node n's parent is (n - 1) / 4.
    constexpr size_t kNodes = 85;
    auto parentOf = [](size_t node) { return (node - 1) / 4; };
    auto ancestorsOf = [&](size_t node) {
        std::vector<size_t> chain;
        for (size_t at = node; at != 0;) {
            at = parentOf(at);
            chain.insert(chain.begin(), at);
        }
        return chain;
    };
    auto nameOf = [](size_t node) { return "cat" + std::to_string(node); };
    const auto ids = objectIds(kNodes, 1720000000);
    GeneratedCollection categories { QStringLiteral("categories"), {} };
    // Nested-set bounds by a depth-first walk.
    std::vector<int32_t> left(kNodes), right(kNodes);
    int32_t counter = 1;
    std::function<void(size_t)> walk = [&](size_t node) {
        left[node] = counter++;
        for (size_t child = node * 4 + 1; child <= node * 4 + 4 && child < kNodes; ++child)
            walk(child);
        right[node] = counter++;
    };
    walk(0);
    for (size_t node = 0; node < kNodes; ++node) {
        Doc category;
        switch (encoding) {
        case TreeEncoding::ParentRefs:
            category.oid("_id", ids[node]).text("name", nameOf(node));
            if (node)
                category.oid("parent", ids[parentOf(node)]);
            break;
        case TreeEncoding::ChildRefs: {
            std::vector<std::string> children;
            for (size_t child = node * 4 + 1; child <= node * 4 + 4 && child < kNodes; ++child)
                children.push_back(nameOf(child));
            category.text("_id", nameOf(node)).texts("children", children);
            break;
        }
        case TreeEncoding::Ancestors: {
            std::vector<bson_oid_t> chain;
            for (size_t at : ancestorsOf(node))
                chain.push_back(ids[at]);
            category.oid("_id", ids[node]).text("name", nameOf(node)).oids("ancestors", chain);
            if (node)
                category.oid("parent", ids[parentOf(node)]);
            break;
        }
        case TreeEncoding::MaterializedPath: {
            std::string path = ",";
            for (size_t at : ancestorsOf(node))
                path += nameOf(at) + ',';
            category.text("_id", nameOf(node)).text("path", path).int32("depth", int32_t(ancestorsOf(node).size()));
            break;
        }
        case TreeEncoding::NestedSets:
            category.int32("_id", int32_t(node + 1)).text("name", nameOf(node));
            if (node)
                category.int32("parent", int32_t(parentOf(node) + 1));
            category.int32("left", left[node]).int32("right", right[node]);
            break;
        }
        category.appendTo(categories.documents);
    }
    return { categories };
}

bool writeDatabase(const QString &directory, const GeneratedDatabase &database)
{
    if (!QDir().mkpath(directory))
        return false;
    for (const GeneratedCollection &collection : database)
        if (!writeBsonFile(directory + QLatin1Char('/') + collection.name + QStringLiteral(".bson"), collection.documents))
            return false;
    return true;
}

} // namespace docmodel::test
