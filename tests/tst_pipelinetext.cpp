// SPDX-License-Identifier: GPL-3.0-or-later
// The pipeline editor's text (model/query/pipelinetext): a stage is one
// operator read in mongosh's syntax, a mistake is placed at its line and
// column, disabled and empty stages are left out, and the pipeline becomes
// the access pattern of its leading $match, $sort and $project.
#include "testsupport.h"

#include "query/explorerquery.h"
#include "query/pipelinetext.h"

#include <QtTest>

using namespace docmodel;

namespace {

StageReading read(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    return readStage(std::string_view(bytes.constData(), size_t(bytes.size())));
}

std::vector<std::string> filterOf(const AccessPattern &pattern)
{
    std::vector<std::string> out;
    for (const FilterField &field : pattern.filter)
        out.push_back(field.field + (field.op == FilterOp::Equality ? "" : ":other"));
    return out;
}

} // namespace

class TestPipelineText : public QObject
{
    Q_OBJECT

private slots:
    void aStageIsOneOperator()
    {
        const StageReading match = read(QStringLiteral("{$match: {status: 'A', qty: {$gt: NumberLong(5)}}}"));
        QVERIFY2(match.ok(), qPrintable(match.error));
        QCOMPARE(match.op, QStringLiteral("$match"));
        QCOMPARE(QString::fromStdString(match.json),
            QStringLiteral(R"({"$match":{"status":"A","qty":{"$gt":{"$numberLong":"5"}}}})"));

        const StageReading group = read(QStringLiteral("{\n  $group: {_id: '$city', n: {$sum: 1}}\n}"));
        QVERIFY(group.ok());
        QCOMPARE(group.op, QStringLiteral("$group"));

        const StageReading blank = read(QStringLiteral("  \n\t"));
        QVERIFY(blank.ok());
        QVERIFY(blank.empty);
    }

    void aMistakeIsPlacedAtItsLineAndColumn()
    {
        // A syntax error where the parser stops.
        const StageReading broken = read(QStringLiteral("{$match: {\n  status: 'A',,\n}}"));
        QVERIFY(!broken.ok());
        QCOMPARE(broken.line, 2);
        QCOMPARE(broken.column, 15);

        // Two operators in one stage: the second is marked.
        const StageReading two = read(QStringLiteral("{$match: {}, $sort: {a: 1}}"));
        QVERIFY(!two.ok());
        QVERIFY2(two.error.contains(QLatin1String("has 2 member")), qPrintable(two.error));
        QCOMPARE(two.line, 1);
        QCOMPARE(two.column, 14);

        // A name without $, marked where it is written; columns count
        // characters, not bytes.
        const StageReading plain = read(QStringLiteral("{\n   match: {}}"));
        QVERIFY(!plain.ok());
        QVERIFY2(plain.error.contains(QStringLiteral("“match”")), qPrintable(plain.error));
        QCOMPARE(plain.line, 2);
        QCOMPARE(plain.column, 4);
        const StageReading accented = read(QStringLiteral("{'é': 1}"));
        QVERIFY(!accented.ok());
        QCOMPARE(accented.column, 3);

        // Not a document at all.
        QVERIFY(!read(QStringLiteral("[1, 2]")).ok());
        QVERIFY(!read(QStringLiteral("{}")).ok());
    }

    void thePipelineLeavesOutDisabledAndEmptyStages()
    {
        const std::vector<PipelineStage> stages = {
            { QStringLiteral("{$match: {a: 1}}"), true },
            { QStringLiteral("{$limit: 3}"), false },
            { QStringLiteral(" "), true },
            { QStringLiteral("{$project: {a: 1}}"), true },
            { QStringLiteral("{$sort: }"), true },
        };
        PipelineReading upToProject = readPipeline(stages, 3);
        QCOMPARE(upToProject.failedStage, -1);
        QCOMPARE(upToProject.stages, 2);
        QCOMPARE(QString::fromStdString(upToProject.json),
            QStringLiteral(R"([{"$match":{"a":{"$numberInt":"1"}}},{"$project":{"a":{"$numberInt":"1"}}}])"));

        const PipelineReading all = readPipeline(stages, 4);
        QCOMPARE(all.failedStage, 4);
        QVERIFY(all.json.empty());
        QCOMPARE(all.failure.line, 1);

        QCOMPARE(readPipeline({}, 0).json, std::string("[]"));
        QVERIFY(writesDocuments(QStringLiteral("$out")));
        QVERIFY(writesDocuments(QStringLiteral("$merge")));
        QVERIFY(!writesDocuments(QStringLiteral("$group")));
    }

    void theCommandIsWhatMongoshRuns()
    {
        const std::vector<PipelineStage> stages = {
            { QStringLiteral("{$match: {a: 1}}"), true },
            { QStringLiteral("{$limit: 3}"), false },
            { QStringLiteral("{$group: {\n  _id: '$a'\n}}"), true },
        };
        QCOMPARE(aggregateCommand(QStringLiteral("odd \"name\""), stages),
            QStringLiteral("db.getCollection(\"odd \\\"name\\\"\").aggregate([\n  {$match: {a: 1}},\n  {$group: {\n    _id: '$a'\n  }}\n])"));
        QCOMPARE(aggregateCommand(QStringLiteral("c"), {}), QStringLiteral("db.getCollection(\"c\").aggregate([])"));
    }

    void theLeadingStagesAreTheAccessPattern()
    {
        QString error;
        std::optional<AccessPattern> pattern = accessPatternOfPipeline(
            {
                { QStringLiteral("{$match: {status: 'A', qty: {$gt: 5}}}"), true },
                { QStringLiteral("{$sort: {date: -1}}"), true },
                { QStringLiteral("{$limit: 20}"), true },
                { QStringLiteral("{$project: {status: 1, date: 1, _id: 0}}"), true },
                { QStringLiteral("{$match: {later: true}}"), true }, // after a $project: not the lead
            },
            &error);
        QVERIFY2(pattern, qPrintable(error));
        QCOMPARE(pattern->kind, AccessKind::Read);
        QCOMPARE(filterOf(*pattern), (std::vector<std::string> { "qty:other", "status" }));
        QCOMPARE(pattern->sort.size(), size_t(1));
        QCOMPARE(pattern->sort[0].field, std::string("date"));
        QCOMPARE(pattern->sort[0].direction, SortDirection::Desc);
        QCOMPARE(pattern->projection, (std::vector<std::string> { "status", "date" }));

        // A disabled $match is not part of it; a $group ends the lead.
        pattern = accessPatternOfPipeline({ { QStringLiteral("{$match: {a: 1}}"), false },
                                              { QStringLiteral("{$group: {_id: '$b'}}"), true },
                                              { QStringLiteral("{$match: {c: 1}}"), true } },
            &error);
        QVERIFY(pattern);
        QVERIFY(pattern->filter.empty());

        // A stage that does not read: said with its place.
        QVERIFY(!accessPatternOfPipeline({ { QStringLiteral("{$match: {}}"), true },
                                             { QStringLiteral("{$sort: {a: }}"), true } },
            &error));
        QVERIFY2(error.contains(QLatin1String("Stage 2")) && error.contains(QLatin1String("column 13")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestPipelineText)
#include "tst_pipelinetext.moc"
