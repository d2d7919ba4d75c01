// SPDX-License-Identifier: GPL-3.0-or-later
// Advice that applies cleanly: every recommendation the advisor makes,
// applied alone, adds no validation error, on the examples, the models the
// tests build and a thousand fuzzed models; one it cannot apply cleanly is
// not offered, and says why; applying all of them settles; the CLI's
// `advise` lists and applies them as the advisor dock does.
#include "advisorcases.h"
#include "testsupport.h"

#include "advisor/advisor.h"
#include "advisor/applyadvice.h"
#include "advisor/recommendation.h"
#include "io/modelreader.h"
#include "schema/validation.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <random>

using namespace docmodel;
using namespace docmodel::test;

namespace {

struct NamedModel {
    QString name;
    Model model;
};

std::multiset<QString> errorsOf(const Model &model)
{
    std::multiset<QString> errors;
    for (const Problem &problem : validateModel(model))
        if (problem.severity == Severity::Error)
            errors.insert(problem.message);
    return errors;
}

// The examples, the model files under tests/, the models the advisor's rule
// cases build and the full model.
std::vector<NamedModel> knownModels()
{
    std::vector<NamedModel> models;
    QStringList files = exampleFiles();
    for (QDirIterator it(sourcePath(QStringLiteral("tests")), { QStringLiteral("*.dmodel") }, QDir::Files,
             QDirIterator::Subdirectories);
         it.hasNext();)
        if (const QString file = it.next(); !file.contains(QLatin1String("/tools/")))
            files << file;
    for (const QString &file : files)
        if (const LoadResult loaded = loadModelFile(file); loaded.ok())
            models.push_back({ QFileInfo(file).fileName(), *loaded.model });
    for (const RuleCase &c : ruleCases()) {
        const QString rule = QString::fromLatin1(docmodel::rule(c.rule).code.data());
        models.push_back({ rule + QStringLiteral(" triggering"), c.triggering() });
        models.push_back({ rule + QStringLiteral(" clean"), c.clean() });
    }
    models.push_back({ QStringLiteral("full model"), fullModel() });
    return models;
}

// A small model of random entities, fields, relationships (every strategy,
// cardinality, count, tree and independence), indexes and queries: valid
// or not, as a person drawing might leave it.
Model fuzzedModel(std::mt19937 &random)
{
    const auto pick = [&](int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(random)); };
    const BsonType types[] = { BsonType::String, BsonType::Int, BsonType::Date, BsonType::ObjectId,
        BsonType::Double, BsonType::Bool, BsonType::Object };
    Model model;
    model.name = "fuzzed";
    const int entities = 2 + pick(6);
    for (int e = 0; e < entities; ++e) {
        Entity entity = collection("e" + std::to_string(e));
        entity.name = "entity" + std::to_string(e);
        if (e > 0 && pick(3) == 0)
            entity.kind = EntityKind::Embedded;
        entity.estimatedCount = int64_t(1) << pick(24);
        for (int f = pick(6); f >= 0; --f) {
            Field field = makeField("f" + std::to_string(f) + "_" + std::to_string(e), { types[pick(7)] }, pick(2));
            field.array = pick(5) == 0;
            if (field.isObject())
                field.fields = { makeField("inner", { BsonType::String }) };
            entity.fields.push_back(std::move(field));
        }
        if (entity.isCollection() && pick(2))
            entity.fields.push_back(makeField("created", { BsonType::Date }, true));
        model.entities.push_back(std::move(entity));
    }
    const int relationships = pick(entities + 2);
    for (int r = 0; r < relationships; ++r) {
        const int one = pick(entities);
        int many = pick(entities);
        const auto cardinality = Cardinality(pick(5));
        const auto strategy = Strategy(pick(7));
        std::optional<int64_t> max = defaultCounts(cardinality).max;
        if (pick(3) == 0)
            max = std::nullopt;
        Relationship rel = relationship(model.entities[size_t(one)].id, model.entities[size_t(many)].id,
            cardinality, strategy, max);
        rel.id = "r" + std::to_string(r);
        rel.manyStandsAlone = QueriedAlone(pick(3));
        rel.readWriteRatio = double(1 << pick(8)) / 8.0;
        rel.optionalReference = pick(2);
        if (one == many && pick(2))
            rel.tree = TreeOptions { TreeEncoding(pick(5)), ",", "", "", "", "", {} };
        model.relationships.push_back(std::move(rel));
    }
    for (int i = pick(3); i > 0; --i) {
        const Entity &on = model.entities[size_t(pick(entities))];
        if (on.fields.empty())
            continue;
        model.indexes.push_back(index("ix" + std::to_string(i), on.id,
            { { on.fields[size_t(pick(int(on.fields.size())))].name, IndexKeyKind::Asc } }));
    }
    for (int q = pick(4); q > 0; --q) {
        const Entity &on = model.entities[size_t(pick(entities))];
        if (on.fields.empty())
            continue;
        AccessPattern pattern = query("q" + std::to_string(q), on.id,
            { { on.fields[size_t(pick(int(on.fields.size())))].name, FilterOp(pick(3)) } });
        pattern.frequency = double(1 << pick(12));
        model.accessPatterns.push_back(std::move(pattern));
    }
    return model;
}

// Every recommendation made on the model, applied alone: the errors it adds.
QStringList errorsAddedByAdvice(const NamedModel &named)
{
    QStringList failures;
    const std::multiset<QString> before = errorsOf(named.model);
    for (const Diagnostic &d : runAdvisor(named.model).diagnostics) {
        if (d.recommendation.isNone())
            continue;
        std::multiset<QString> had = before;
        for (const QString &error : errorsOf(applyRecommendation(named.model, d.recommendation))) {
            const auto known = had.find(error);
            if (known != had.end()) {
                had.erase(known);
                continue;
            }
            failures << QStringLiteral("%1: %2 (%3): %4")
                            .arg(named.name, QString::fromLatin1(d.ruleInfo().code.data()),
                                recommendationText(named.model, d.recommendation), error);
            break;
        }
    }
    return failures;
}

} // namespace

class TestAdvice : public QObject
{
    Q_OBJECT

private slots:
    void everyRecommendationAppliesCleanly();
    void fuzzedModelsTakeEveryRecommendationCleanly();
    void aFixThatWouldBreakTheModelIsNotOffered();
    void subsetOnlyForChildrenOrderedInTime();
    void childrenQueriedAloneAreNeverEmbedded();
    void applyingAllSettles();
    void cliListsAndApplies();
    void cliRefusesUnknownRules();
};

void TestAdvice::everyRecommendationAppliesCleanly()
{
    QStringList failures;
    int recommendations = 0;
    const std::vector<NamedModel> models = knownModels();
    QVERIFY(models.size() > 60);
    for (const NamedModel &named : models) {
        for (const Diagnostic &d : runAdvisor(named.model).diagnostics)
            recommendations += !d.recommendation.isNone();
        failures << errorsAddedByAdvice(named);
    }
    QVERIFY2(recommendations > 20, "the models exercise the advice");
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

void TestAdvice::fuzzedModelsTakeEveryRecommendationCleanly()
{
    std::mt19937 random(20261129);
    QStringList failures;
    int recommendations = 0;
    for (int n = 0; n < 1000; ++n) {
        const NamedModel named { QStringLiteral("fuzzed model %1").arg(n), fuzzedModel(random) };
        for (const Diagnostic &d : runAdvisor(named.model).diagnostics)
            recommendations += !d.recommendation.isNone();
        failures << errorsAddedByAdvice(named);
    }
    QVERIFY2(recommendations > 200, qPrintable(QString::number(recommendations)));
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 20).join(QLatin1Char('\n'))));
}

void TestAdvice::aFixThatWouldBreakTheModelIsNotOffered()
{
    const Model model = venuesSectionsSeats();
    QVERIFY(errorsOf(model).empty());
    const AdvisorReport report = runAdvisor(model);
    const auto withheld = std::ranges::find_if(report.diagnostics, [](const Diagnostic &d) {
        return d.objectId == "sections-seats" && d.fixWithheld;
    });
    QVERIFY2(withheld != report.diagnostics.end(), "the seats' strategy advice is withheld");
    QVERIFY(withheld->recommendation.isNone());
    QVERIFY2(withheld->reasons.last().contains(QLatin1String("would leave the model invalid")),
        qPrintable(withheld->reasons.join(QLatin1Char('\n'))));
    QVERIFY2(withheld->reasons.last().contains(QLatin1String("sections")), qPrintable(withheld->reasons.last()));
}

// DM202 keeps the most recent children embedded: only children with a
// time to order them by have any; its message names that field.
void TestAdvice::subsetOnlyForChildrenOrderedInTime()
{
    const std::vector<RuleCase> cases = ruleCases();
    const auto subset = std::ranges::find_if(cases, [](const RuleCase &c) { return c.rule == RuleId::SubsetPattern; });
    QVERIFY(subset != cases.end());
    const Model timed = subset->triggering();
    const auto subsetFindings = [](const Model &model) {
        QStringList messages;
        for (const Diagnostic &d : runAdvisor(model).diagnostics)
            if (d.rule == RuleId::SubsetPattern)
                messages << d.message;
        return messages;
    };
    const QStringList found = subsetFindings(timed);
    QCOMPARE(found.size(), 1);
    QVERIFY2(found.front().contains(QLatin1String("most recent by posted")), qPrintable(found.front()));
    Model untimed = timed;
    std::erase_if(untimed.entities[1].fields, [](const Field &f) { return f.name == "posted"; });
    QVERIFY2(subsetFindings(untimed).isEmpty(), qPrintable(subsetFindings(untimed).join(QLatin1Char('\n'))));
}

// Children read on their own (manyStandsAlone) need documents of their
// own: DM001 never recommends embedding them, whatever the cardinality,
// bounds or current strategy.
void TestAdvice::childrenQueriedAloneAreNeverEmbedded()
{
    int recommendations = 0;
    for (int c = 0; c < 5; ++c)
        for (int s = 0; s < 6; ++s)
            for (const std::optional<int64_t> max : { std::optional<int64_t>(3), std::optional<int64_t>(400), std::optional<int64_t>() }) {
                const auto cardinality = Cardinality(c);
                Model model;
                model.entities = { collection("posts"), collection("comments") };
                Relationship rel = relationship("posts", "comments", cardinality, Strategy(s),
                    cardinality == Cardinality::OneToOne ? std::optional<int64_t>(1) : max);
                rel.id = "posts-comments";
                rel.manyStandsAlone = QueriedAlone::Yes;
                model.relationships = { rel };
                for (const Diagnostic &d : runAdvisor(model).diagnostics) {
                    if (d.recommendation.kind != Recommendation::Kind::SetStrategy)
                        continue;
                    ++recommendations;
                    QVERIFY2(!strategyEmbeds(d.recommendation.strategy),
                        qPrintable(QStringLiteral("%1 %2: %3").arg(QString::fromLatin1(d.ruleInfo().code.data()),
                            d.message, QString::fromLatin1(toString(d.recommendation.strategy).data()))));
                }
            }
    QVERIFY(recommendations > 10);
}

void TestAdvice::applyingAllSettles()
{
    std::vector<NamedModel> models = knownModels();
    std::mt19937 random(7);
    for (int n = 0; n < 200; ++n)
        models.push_back({ QStringLiteral("fuzzed model %1").arg(n), fuzzedModel(random) });
    int changed = 0;
    for (const NamedModel &named : models) {
        const AppliedAdvice all = applyAllAdvice(named.model);
        QVERIFY2(all.settled, qPrintable(named.name + QLatin1String(": ") + all.applied.join(QStringLiteral("; "))));
        changed += !all.applied.isEmpty();
        const AppliedAdvice again = applyAllAdvice(all.model);
        QVERIFY2(again.applied.isEmpty(), qPrintable(named.name + QLatin1String(": ") + again.applied.join(QStringLiteral("; "))));
        QVERIFY(again.model == all.model);
    }
    QVERIFY2(changed > 10, "some models take advice");
}

void TestAdvice::cliListsAndApplies()
{
    QTemporaryDir dir;
    const QString model = dir.filePath(QStringLiteral("publishers.dmodel"));
    QVERIFY(QFile::copy(sourcePath(QStringLiteral("resources/examples/publishers-books.dmodel")), model));
    const CliRun listed = runCli({ QStringLiteral("advise"), model });
    QCOMPARE(listed.exitCode, 0);
    QVERIFY2(listed.out.contains(QLatin1String("fix: ")), qPrintable(listed.out));
    QVERIFY2(listed.out.contains(QLatin1String("1 recommendation to apply")), qPrintable(listed.out));
    const QString rule = listed.out.section(QLatin1Char(' '), 0, 0);
    const QString object = listed.out.section(QLatin1Char(' '), 1, 1).chopped(1);

    // One rule on one object: the same edit Apply Recommendation makes.
    const QString one = dir.filePath(QStringLiteral("one.dmodel"));
    const CliRun applied = runCli({ QStringLiteral("advise"), model, QStringLiteral("--apply"), rule + QLatin1Char(':') + object,
        QStringLiteral("-o"), one });
    QCOMPARE(applied.exitCode, 0);
    QVERIFY2(applied.out.startsWith(QLatin1String("applied: ") + rule), qPrintable(applied.out));
    const LoadResult before = loadModelFile(model);
    const LoadResult after = loadModelFile(one);
    QVERIFY(before.ok() && after.ok());
    const AdvisorReport report = runAdvisor(*before.model);
    const auto first = std::ranges::find_if(report.diagnostics, [](const Diagnostic &d) { return !d.recommendation.isNone(); });
    QVERIFY(first != report.diagnostics.end());
    QVERIFY(*after.model == applyRecommendation(*before.model, first->recommendation));
    QCOMPARE(readFile(model), readFile(sourcePath(QStringLiteral("resources/examples/publishers-books.dmodel"))));

    // All of them, in place; a second run changes nothing.
    const CliRun all = runCli({ QStringLiteral("advise"), model, QStringLiteral("--apply-all") });
    QCOMPARE(all.exitCode, 0);
    QVERIFY(all.out.contains(QLatin1String("applied: ")));
    const QByteArray settled = readFile(model);
    const CliRun again = runCli({ QStringLiteral("advise"), model, QStringLiteral("--apply-all") });
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.out.contains(QLatin1String("No recommendation applied")), qPrintable(again.out));
    QCOMPARE(readFile(model), settled);
}

void TestAdvice::cliRefusesUnknownRules()
{
    const QString example = sourcePath(QStringLiteral("resources/examples/blog.dmodel"));
    const CliRun unknown = runCli({ QStringLiteral("advise"), example, QStringLiteral("--apply"), QStringLiteral("DM999") });
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QLatin1String("\"DM999\" names no rule")), qPrintable(unknown.err));
    const CliRun both = runCli({ QStringLiteral("advise"), example, QStringLiteral("--apply"), QStringLiteral("DM001"),
        QStringLiteral("--apply-all") });
    QCOMPARE(both.exitCode, 2);
    const CliRun missing = runCli({ QStringLiteral("advise"), QStringLiteral("/nonexistent/model.dmodel") });
    QCOMPARE(missing.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestAdvice)
#include "tst_advice.moc"
