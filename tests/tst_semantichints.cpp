// SPDX-License-Identifier: GPL-3.0-or-later
// What inference tells the preview about values (GeoJSON points, bcrypt
// hashes, money in decimals, ObjectId creation times, e-mail addresses),
// and the preview's documents that follow the hints.
#include "inferfiles.h"
#include "testsupport.h"

#include "inference/collectioninference.h"
#include "inference/modelfrominference.h"
#include "preview/bsonptr.h"
#include "preview/documentgenerator.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <bson/bson.h>

using namespace docmodel;
using namespace docmodel::inference;

namespace {

Model inferredFrom(const QStringList &files)
{
    std::vector<std::string> inputs;
    for (const QString &file : files)
        inputs.push_back(file.toStdString());
    return modelFromInference(test::inferInputs(inputs).value_or(std::vector<InferredCollection>()));
}

const Entity &entityNamed(const Model &model, const std::string &name)
{
    static const Entity none;
    const Entity *entity = model.findEntityByName(name);
    return entity ? *entity : none;
}

QString datasets(const char *file)
{
    return test::sourcePath(QStringLiteral("../shared/datasets/")) + QLatin1String(file);
}

} // namespace

class SemanticHintsTest : public QObject
{
    Q_OBJECT

private slots:
    void hintsFromTheSampleDatasets();
    void moneyInDecimals();
    void previewFollowsTheHints();
};

void SemanticHintsTest::hintsFromTheSampleDatasets()
{
    const Model model = inferredFrom({ datasets("sample_mflix/theaters.json"), datasets("sample_mflix/users.json"),
        datasets("sample_analytics/accounts.json") });
    const Entity &theaters = entityNamed(model, "theaters");
    const Field *geo = findFieldPath(theaters.fields, "location.geo");
    QVERIFY(geo);
    QCOMPARE(geo->sample.kind, SampleKind::GeoPoint);
    QCOMPARE(findFieldPath(theaters.fields, "location.address")->sample.kind, SampleKind::Auto);
    const Entity &users = entityNamed(model, "users");
    QCOMPARE(findFieldPath(users.fields, "password")->sample.kind, SampleKind::PasswordHash);
    QCOMPARE(findFieldPath(users.fields, "email")->sample.kind, SampleKind::Email);
    QCOMPARE(findFieldPath(users.fields, "name")->sample.kind, SampleKind::Auto);
    // The accounts' ids were made in April 2019.
    const Field *id = findFieldPath(entityNamed(model, "accounts").fields, "_id");
    QCOMPARE(id->sample.kind, SampleKind::ObjectId);
    QVERIFY2(QString::fromStdString(id->sample.from).startsWith(QStringLiteral("2019-04-")), id->sample.from.c_str());
    QVERIFY(id->sample.from <= id->sample.to);
}

void SemanticHintsTest::moneyInDecimals()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("orders.json"));
    QVERIFY(test::writeFile(file, R"({"_id": 1, "price": {"$numberDecimal": "9.99"}, "quantity": 2}
{"_id": 2, "price": {"$numberDecimal": "120.50"}, "quantity": 1}
)"));
    const Model model = inferredFrom({ file });
    const Field *price = findFieldPath(model.entities.front().fields, "price");
    QCOMPARE(price->sample.kind, SampleKind::Money);
    QCOMPARE(price->sample.money, MoneyRepresentation::Decimal128);
    QCOMPARE(findFieldPath(model.entities.front().fields, "quantity")->sample.kind, SampleKind::IntRange);
}

void SemanticHintsTest::previewFollowsTheHints()
{
    const Model model = inferredFrom({ datasets("sample_mflix/theaters.json"), datasets("sample_mflix/users.json"),
        datasets("sample_analytics/accounts.json") });
    DocumentGenerator generator(model, PreviewOptions {});
    const QRegularExpression bcrypt(QStringLiteral(R"(^\$2b\$12\$[./A-Za-z0-9]{53}$)"));
    for (int64_t index = 0; index < 5; ++index) {
        const BsonPtr theater = generator.document(entityNamed(model, "theaters"), index);
        bson_iter_t it;
        QVERIFY(bson_iter_init(&it, theater.get()) && bson_iter_find_descendant(&it, "location.geo.type", &it));
        QCOMPARE(QString::fromUtf8(bson_iter_utf8(&it, nullptr)), QStringLiteral("Point"));
        bson_iter_t longitude;
        QVERIFY(bson_iter_init(&it, theater.get()) && bson_iter_find_descendant(&it, "location.geo.coordinates.0", &longitude));
        QVERIFY(std::abs(bson_iter_double(&longitude)) <= 180);
        const BsonPtr user = generator.document(entityNamed(model, "users"), index);
        QVERIFY(bson_iter_init_find(&it, user.get(), "password"));
        QVERIFY2(bcrypt.match(QString::fromUtf8(bson_iter_utf8(&it, nullptr))).hasMatch(), bson_iter_utf8(&it, nullptr));
        const BsonPtr account = generator.document(entityNamed(model, "accounts"), index);
        QVERIFY(bson_iter_init_find(&it, account.get(), "_id"));
        const QDateTime created = QDateTime::fromSecsSinceEpoch(bson_oid_get_time_t(bson_iter_oid(&it)), Qt::UTC);
        QVERIFY2(created.date().year() == 2019, qPrintable(created.toString(Qt::ISODate)));
    }
}

QTEST_GUILESS_MAIN(SemanticHintsTest)
#include "tst_semantichints.moc"
