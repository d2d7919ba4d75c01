#include "documentrules.h"

#include "advisorcontext.h"
#include "strategyadvice.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace docmodel {

namespace {

constexpr int64_t kEventDocuments = 10'000'000;
constexpr size_t kSmallDocumentFields = 8;
constexpr double kReadHeavyRatio = 10;
constexpr size_t kManyFields = 8;

bool hasDateField(const Entity &entity)
{
    return std::any_of(entity.fields.begin(), entity.fields.end(),
        [](const Field &f) { return f.hasType(BsonType::Date) && !f.array; });
}

void checkEvents(AdvisorContext &context, const Entity &entity)
{
    if (entity.estimatedCount < kEventDocuments || entity.options.timeSeries
        || entity.hasPattern(PatternTag::Bucket) || entity.hasPattern(PatternTag::PreAggregated)
        || entity.fields.size() > kSmallDocumentFields || !hasDateField(entity))
        return;
    Diagnostic &d = context.report(RuleId::BucketPattern, entity.id,
        AdvisorText::tr("%1 expects %2 small, dated documents, one per event.")
            .arg(qs(entity.name))
            .arg(QLocale().toString(qlonglong(entity.estimatedCount))));
    d.reasons << AdvisorText::tr("a bucket per series and hour holds many events in one document")
              << AdvisorText::tr("fewer, larger documents mean smaller indexes");
}

void checkOptionalFields(AdvisorContext &context, const Entity &entity)
{
    if (entity.hasPattern(PatternTag::Polymorphic) || entity.hasPattern(PatternTag::Attribute))
        return;
    const auto optional = std::count_if(entity.fields.begin(), entity.fields.end(),
        [](const Field &f) { return !f.required && f.name != "_id"; });
    if (entity.fields.size() < kManyFields || optional * 4 < int64_t(entity.fields.size()) * 3)
        return;
    context.report(RuleId::PolymorphicPattern, entity.id,
        AdvisorText::tr("%1 of the %2 fields of %3 are optional.")
            .arg(optional)
            .arg(entity.fields.size())
            .arg(qs(entity.name)));
}

bool isMoneyName(const std::string &name)
{
    static const QRegularExpression kMoney(
        QStringLiteral("price|amount|cost|total|balance|salary|fee|money"),
        QRegularExpression::CaseInsensitiveOption);
    return kMoney.match(qs(name)).hasMatch();
}

void checkMoney(AdvisorContext &context, const Entity &entity, const std::vector<Field> &fields,
    const std::string &prefix, bool moneyParent)
{
    // A double next to an exact decimal is the approximation for sorting.
    const bool exactSibling = std::any_of(
        fields.begin(), fields.end(), [](const Field &f) { return f.hasType(BsonType::Decimal); });
    for (const Field &field : fields) {
        const std::string path = prefix + field.name;
        const bool money
            = field.sample.kind == SampleKind::Money || isMoneyName(field.name) || moneyParent;
        if (money && field.hasType(BsonType::Double) && !exactSibling
            && !field.hasType(BsonType::Decimal))
            context.report(RuleId::MoneyAsDouble, entity.id,
                AdvisorText::tr("%1.%2 holds money as a double.").arg(qs(entity.name), qs(path)));
        checkMoney(context, entity, field.fields, path + '.', money && field.isObject());
    }
}

void checkLocalTime(AdvisorContext &context, const Entity &entity)
{
    static const QRegularExpression kLocal(
        QStringLiteral("local"), QRegularExpression::CaseInsensitiveOption);
    const bool hasOffset
        = std::any_of(entity.fields.begin(), entity.fields.end(), [](const Field &f) {
              return f.sample.kind == SampleKind::TzOffset
                  || QString::fromStdString(f.name).contains(
                      QStringLiteral("offset"), Qt::CaseInsensitive)
                  || QString::fromStdString(f.name).contains(
                      QStringLiteral("tz"), Qt::CaseInsensitive);
          });
    if (hasOffset)
        return;
    for (const Field &field : entity.fields)
        if (field.hasType(BsonType::Date)
            && (kLocal.match(qs(field.name)).hasMatch()
                || kLocal.match(qs(field.description)).hasMatch()))
            context.report(RuleId::LocalTime, entity.id,
                AdvisorText::tr("%1.%2 is meant as a local time but no offset is stored.")
                    .arg(qs(entity.name), qs(field.name)));
}

void checkRelationshipPatterns(AdvisorContext &context, const Relationship &rel)
{
    if (rel.tree)
        return;
    if (rel.strategy == Strategy::Embed && rel.counts.max && *rel.counts.max > kFewChildren * 2) {
        Diagnostic &d = context.report(RuleId::SubsetPattern, rel.id,
            AdvisorText::tr("Up to %1 children are embedded in each parent.").arg(*rel.counts.max));
        d.recommendation
            = { Recommendation::Kind::SetStrategy, rel.id, Strategy::EmbedSubset, {}, {} };
    }
    const bool reference
        = rel.strategy == Strategy::ParentReferencing || rel.strategy == Strategy::ChildReferencing;
    if (reference && rel.denormalized.empty() && rel.readWriteRatio >= kReadHeavyRatio)
        context.report(RuleId::ExtendedReferencePattern, rel.id,
            AdvisorText::tr("The related data is read %1 times per write.")
                .arg(rel.readWriteRatio));
}

} // namespace

void checkPatterns(AdvisorContext &context)
{
    for (const Entity &entity : context.model().entities) {
        checkMoney(context, entity, entity.fields, {}, false);
        if (!entity.isCollection())
            continue;
        checkEvents(context, entity);
        checkOptionalFields(context, entity);
        checkLocalTime(context, entity);
    }
    for (const Relationship &rel : context.model().relationships)
        checkRelationshipPatterns(context, rel);
}

} // namespace docmodel
