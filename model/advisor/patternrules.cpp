// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentrules.h"

#include "schema/derivedfields.h"
#include "advisorcontext.h"
#include "indexadvice.h"
#include "strategyadvice.h"
#include "schema/datestrings.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <map>

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

// How a collection is used, from its declared access patterns: events are
// inserted, never changed, and read by time (a range or an order of dates).
struct EventUse {
    double inserts = 0;
    double updates = 0;
    double reads = 0;
    QString byTime; // a read by a range of dates; empty when none
};

EventUse eventUse(const AdvisorContext &context, const Entity &entity)
{
    EventUse use;
    for (const AccessPattern *ap : context.queriesOn(entity.id)) {
        if (ap->kind == AccessKind::Write) {
            (ap->filter.empty() && ap->updates.empty() ? use.inserts : use.updates)
                += ap->frequency;
            continue;
        }
        use.reads += ap->frequency;
        auto isDate = [&](const std::string &path) {
            const Field *field = declaredField(entity, path);
            return field && field->hasType(BsonType::Date);
        };
        const bool byTime = std::any_of(ap->filter.begin(), ap->filter.end(),
                                [&](const FilterField &f) { return f.op == FilterOp::Range && isDate(f.field); })
            || std::any_of(ap->sort.begin(), ap->sort.end(),
                [&](const SortField &s) { return isDate(s.field); });
        if (byTime && use.byTime.isEmpty())
            use.byTime = queryName(*ap);
    }
    return use;
}

// Only for append-only, insert-heavy collections read by time: a bucket or a
// time-series collection gives up changing a single event.
void checkEvents(AdvisorContext &context, const Entity &entity)
{
    if (entity.estimatedCount < kEventDocuments || entity.options.timeSeries
        || entity.hasPattern(PatternTag::Bucket) || entity.hasPattern(PatternTag::PreAggregated)
        || entity.fields.size() > kSmallDocumentFields || !hasDateField(entity))
        return;
    const EventUse use = eventUse(context, entity);
    if (use.updates > 0 || use.inserts <= 0 || use.inserts < use.reads || use.byTime.isEmpty())
        return;
    Diagnostic &d = context.report(RuleId::BucketPattern, entity.id,
        AdvisorText::tr("%1 expects %2 small, dated documents, one per event.")
            .arg(toQString(entity.name))
            .arg(QLocale().toString(qlonglong(entity.estimatedCount))));
    d.reasons << AdvisorText::tr("%1 inserts a second, no declared write changes a document")
                     .arg(use.inserts)
              << AdvisorText::tr("\"%1\" reads them by time").arg(use.byTime)
              << AdvisorText::tr("a bucket per series and hour holds many events in one document")
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
            .arg(toQString(entity.name)));
}

bool isMoneyName(const std::string &name)
{
    static const QRegularExpression kMoney(
        QStringLiteral("price|amount|cost|total|balance|salary|fee|money"),
        QRegularExpression::CaseInsensitiveOption);
    return kMoney.match(toQString(name)).hasMatch();
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
                AdvisorText::tr("%1.%2 holds money as a double.")
                    .arg(toQString(entity.name), toQString(path)));
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
            && (kLocal.match(toQString(field.name)).hasMatch()
                || kLocal.match(toQString(field.description)).hasMatch()))
            context.report(RuleId::LocalTime, entity.id,
                AdvisorText::tr("%1.%2 is meant as a local time but no offset is stored.")
                    .arg(toQString(entity.name), toQString(field.name)));
}

// The child's field that orders children in time (a date or timestamp):
// what "the most recent" children are picked by. Empty when none has one.
std::string timeField(const Model &model, const Relationship &rel)
{
    if (rel.subset && !rel.subset->sortField.empty())
        return rel.subset->sortField;
    const Entity *child = model.findEntity(rel.manyId);
    if (!child)
        return {};
    for (const Field &field : child->fields)
        if (!field.array && (field.hasType(BsonType::Date) || field.hasType(BsonType::Timestamp)))
            return field.name;
    return {};
}

void checkRelationshipPatterns(AdvisorContext &context, const Relationship &rel)
{
    if (rel.tree)
        return;
    // Only children ordered in time have "most recent" ones to keep embedded.
    if (const std::string recent = timeField(context.model(), rel);
        rel.strategy == Strategy::Embed && rel.counts.max && *rel.counts.max > kFewChildren * 2 && !recent.empty()) {
        Diagnostic &d = context.report(RuleId::SubsetPattern, rel.id,
            AdvisorText::tr("Up to %1 children are embedded in each parent; the most recent by %2 could stay "
                            "embedded and the rest live in their own collection.")
                .arg(*rel.counts.max)
                .arg(toQString(recent)));
        d.recommendation
            = { Recommendation::Kind::SetStrategy, rel.id, Strategy::EmbedSubset, {}, {} };
    }
    const bool reference
        = rel.strategy == Strategy::ParentReferencing || rel.strategy == Strategy::ChildReferencing;
    if (reference && std::ranges::empty(writtenCopies(rel)) && rel.readWriteRatio >= kReadHeavyRatio)
        context.report(RuleId::ExtendedReferencePattern, rel.id,
            AdvisorText::tr("The related data is read %1 times per write.")
                .arg(rel.readWriteRatio));
}

// String fields the data showed to hold dates (inference marks them with a
// date sample hint and keeps a few of their values).
void checkDateStrings(
    AdvisorContext &context, const Entity &entity, const std::vector<Field> &fields, const std::string &prefix)
{
    for (const Field &field : fields) {
        const std::string path = prefix + field.name;
        checkDateStrings(context, entity, field.fields, path + '.');
        const bool strings = !field.types.empty()
            && std::all_of(field.types.begin(), field.types.end(),
                [](BsonType type) { return type == BsonType::String || type == BsonType::Null; });
        if (!strings || field.sample.kind != SampleKind::Date)
            continue;
        const std::vector<std::string> texts = stringValues(field.sample.values);
        const QString format = dateStringFormat(texts);
        Diagnostic &d = context.report(RuleId::DateAsString, entity.id,
            format.isEmpty() ? AdvisorText::tr("%1.%2 holds dates as strings.").arg(toQString(entity.name), toQString(path))
                             : AdvisorText::tr("%1.%2 holds dates as strings (%3).")
                                   .arg(toQString(entity.name), toQString(path), format));
        if (!texts.empty())
            d.reasons << AdvisorText::tr("for example %1").arg(toQString(texts.front()));
        if (!format.isEmpty() && !format.startsWith(QLatin1String("YYYY")) && format != QLatin1String("ISO 8601"))
            d.reasons << AdvisorText::tr("in this format they do not even sort by date");
    }
}

// A junction's two references; the side with fewer partners could hold
// their ids instead, when it has few.
void checkJunction(AdvisorContext &context, const Entity &junction)
{
    const Model &model = context.model();
    std::vector<const Relationship *> sides;
    for (const Relationship &rel : model.relationships)
        if (rel.manyId == junction.id && !rel.isSelf() && !strategyEmbeds(rel.strategy))
            sides.push_back(&rel);
    if (sides.size() != 2)
        return;
    // Pairs per document of the side: a side's partners are its junction documents.
    auto partners = [](const Relationship *rel) { return rel->counts.max.value_or(INT64_MAX); };
    const Relationship *holder = partners(sides[0]) <= partners(sides[1]) ? sides[0] : sides[1];
    const Relationship *other = holder == sides[0] ? sides[1] : sides[0];
    if (partners(holder) > kManyChildren)
        return;
    const Entity *holding = model.findEntity(holder->oneId);
    const Entity *held = model.findEntity(other->oneId);
    if (!holding || !held)
        return;
    Diagnostic &d = context.report(RuleId::JunctionCollection, junction.id,
        AdvisorText::tr("%1 stores the many-to-many between %2 and %3 as pairs of references.")
            .arg(toQString(junction.name), toQString(holding->name), toQString(held->name)));
    d.reasons << AdvisorText::tr("a %1 is paired with at most %2 %3 documents: an array of their %4 values "
                                    "in each %1 reads them with it")
                     .arg(toQString(holding->name))
                     .arg(partners(holder))
                     .arg(toQString(held->name), toQString(other->oneKey))
              << AdvisorText::tr("a multikey index on that array finds the %1 documents of a %2")
                     .arg(toQString(holding->name), toQString(held->name));
    if (holder->counts.estimated)
        d.reasons << AdvisorText::tr("the maximum was seen in a sample: more may exist");
}

// A state needs at least a start, a middle and an end.
constexpr size_t kMinStates = 3;

bool filtersState(const AccessPattern &ap, const std::string &state)
{
    return std::any_of(ap.filter.begin(), ap.filter.end(), [&](const FilterField &f) {
        return f.field == state && (f.op == FilterOp::Equality || f.op == FilterOp::In);
    });
}

// A write that moves the state on, guarded by the state it expects: the
// atomic first step of every stage.
bool isTransition(const AccessPattern &ap, const std::string &state)
{
    return ap.kind == AccessKind::Write && filtersState(ap, state)
        && std::find(ap.updates.begin(), ap.updates.end(), state) != ap.updates.end();
}

// The recovery query: documents in a state since before a date cutoff.
bool isRecovery(const Entity &entity, const AccessPattern &ap, const std::string &state)
{
    return filtersState(ap, state)
        && std::any_of(ap.filter.begin(), ap.filter.end(), [&](const FilterField &f) {
               const Field *field = declaredField(entity, f.field);
               return f.op == FilterOp::Range && field && field->hasType(BsonType::Date);
           });
}

// Whether the index serving a query holds the state field among the keys
// the query's filter uses from its start.
bool stateIndexed(const QueryIndexAdvice &q, const AccessPattern &ap, const std::string &state)
{
    for (const IndexKey &key : q.servedByKeys) {
        if (key.field == state)
            return true;
        if (std::none_of(ap.filter.begin(), ap.filter.end(),
                [&](const FilterField &f) { return f.field == key.field; }))
            return false;
    }
    return false;
}

QString valuesText(const Field &field)
{
    QStringList values;
    for (const JsonValue &value : field.enumValues)
        values << toQString(value.is_string() ? value.get<std::string>() : value.dump());
    return values.join(QStringLiteral(", "));
}

} // namespace

void checkCompensation(AdvisorContext &context, const IndexAdvice &advice)
{
    const Model &model = context.model();
    std::map<std::string, const QueryIndexAdvice *, std::less<>> adviceOf;
    for (const QueryIndexAdvice &q : advice.queries)
        adviceOf.emplace(q.queryId, &q);
    for (const Entity &entity : model.entities) {
        // A worker queue moves a state too, but one document at a time.
        if (!entity.isCollection() || entity.hasPattern(PatternTag::WorkerQueue))
            continue;
        const auto &queries = context.queriesOn(entity.id);
        for (const Field &state : entity.fields) {
            if (state.name == "_id" || state.array || state.enumValues.size() < kMinStates)
                continue;
            std::vector<const AccessPattern *> transitions;
            std::vector<const AccessPattern *> recoveries;
            for (const AccessPattern *ap : queries) {
                if (isTransition(*ap, state.name))
                    transitions.push_back(ap);
                if (isRecovery(entity, *ap, state.name))
                    recoveries.push_back(ap);
            }
            if (transitions.empty())
                continue;
            const AccessPattern *served = nullptr;
            for (const AccessPattern *ap : recoveries) {
                const auto it = adviceOf.find(ap->id);
                if (it != adviceOf.end() && stateIndexed(*it->second, *ap, state.name)) {
                    served = ap;
                    break;
                }
            }
            Diagnostic &info = context.report(RuleId::CompensationPattern, entity.id,
                AdvisorText::tr("%1 moves each document through the values of %2 with guarded "
                                "updates: the compensation (saga) pattern.")
                    .arg(toQString(entity.name), toQString(state.name)));
            info.reasons << AdvisorText::tr("%1 takes the values %2")
                                .arg(toQString(state.name), valuesText(state));
            for (const AccessPattern *ap : transitions)
                info.reasons << AdvisorText::tr("\"%1\" changes %2 only where it still has the "
                                                "expected value")
                                    .arg(queryName(*ap), toQString(state.name));
            for (const Entity &other : model.entities)
                for (const Field &field : other.fields)
                    if (other.id != entity.id && field.array
                        && toQString(field.name)
                               .contains(QStringLiteral("pending"), Qt::CaseInsensitive))
                        info.reasons << AdvisorText::tr("%1.%2 records the changes in progress")
                                            .arg(toQString(other.name), toQString(field.name));
            if (served) {
                info.reasons << AdvisorText::tr("\"%1\" finds stuck documents through index %2")
                                    .arg(queryName(*served),
                                        toQString(adviceOf.at(served->id)->servedByName));
                continue;
            }
            if (recoveries.empty()) {
                context.report(RuleId::RecoveryIndex, entity.id,
                    AdvisorText::tr("No declared query finds %1 stuck in a value of %2 since "
                                    "before a cutoff date.")
                        .arg(toQString(entity.name), toQString(state.name)));
                continue;
            }
            const AccessPattern &recovery = *recoveries.front();
            const std::vector<IndexKey> keys = esrKeys(model, recovery);
            Diagnostic &d = context.report(RuleId::RecoveryIndex, entity.id,
                AdvisorText::tr("No index on %1 serves \"%2\"; suggested: %3.")
                    .arg(toQString(state.name), queryName(recovery), keysText(keys)));
            d.reasons << AdvisorText::tr("after a crash, recovery must find the few stuck "
                                         "documents among all the finished ones");
            d.recommendation = { Recommendation::Kind::AddIndex, entity.id, {}, {}, keys };
        }
    }
}

void checkPatterns(AdvisorContext &context)
{
    for (const Entity &entity : context.model().entities) {
        checkMoney(context, entity, entity.fields, {}, false);
        checkDateStrings(context, entity, entity.fields, {});
        if (!entity.isCollection())
            continue;
        checkEvents(context, entity);
        checkOptionalFields(context, entity);
        checkLocalTime(context, entity);
        if (entity.hasPattern(PatternTag::Junction))
            checkJunction(context, entity);
    }
    for (const Relationship &rel : context.model().relationships)
        checkRelationshipPatterns(context, rel);
}

} // namespace docmodel
