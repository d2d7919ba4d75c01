// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentrules.h"

#include "schema/derivedfields.h"
#include "advisorcontext.h"
#include "preview/collectionpreview.h"
#include "strategyadvice.h"

#include <QRegularExpression>

#include <algorithm>
#include <map>
#include <set>

namespace docmodel {

namespace {

constexpr int kMaxNesting = 3;
constexpr size_t kMinCollectionsOfOneShape = 3;

void checkSize(AdvisorContext &context, const Entity &entity)
{
    const SizeEstimate size = context.sizeOf(entity);
    const int64_t biggest = size.worstBytes.value_or(size.typicalBytes);
    if (biggest > kMaxDocumentBytes)
        context.report(RuleId::DocumentTooLarge, entity.id,
            AdvisorText::tr("The largest %1 document is %2.")
                .arg(toQString(entity.name),
                    reportedSize(
                        biggest, size.worstBytes ? size.worstCrossing : size.typicalCrossing)));
    else if (biggest > kLargeDocumentBytes)
        context.report(RuleId::LargeDocument, entity.id,
            AdvisorText::tr("The largest %1 document is about %2.")
                .arg(toQString(entity.name), toQString(readableSize(biggest))));
}

int fieldDepth(const std::vector<Field> &fields)
{
    int depth = 0;
    for (const Field &field : fields)
        if (field.isObject())
            depth = std::max(depth, 1 + fieldDepth(field.fields));
    return depth;
}

// Levels of sub-documents, through declared fields and embedded children.
int nestingDepth(const Model &model, const Entity &entity,
    const std::multimap<std::string, const Relationship *> &embeds, std::set<std::string> &seen)
{
    int depth = fieldDepth(entity.fields);
    if (!seen.insert(entity.id).second)
        return depth; // a cycle; validation reports it
    const auto [begin, end] = embeds.equal_range(entity.id);
    for (auto it = begin; it != end; ++it)
        if (const Entity *child = model.findEntity(it->second->manyId))
            depth = std::max(depth, 1 + nestingDepth(model, *child, embeds, seen));
    seen.erase(entity.id);
    return depth;
}

void checkNesting(AdvisorContext &context)
{
    const Model &model = context.model();
    std::multimap<std::string, const Relationship *> embeds;
    for (const Relationship &rel : model.relationships)
        if (strategyEmbeds(rel.strategy) && !rel.isSelf())
            embeds.emplace(rel.oneId, &rel);
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        std::set<std::string> seen;
        const int depth = nestingDepth(model, entity, embeds, seen);
        if (depth > kMaxNesting)
            context.report(RuleId::DeepNesting, entity.id,
                AdvisorText::tr("%1 documents nest %2 levels deep.")
                    .arg(toQString(entity.name))
                    .arg(depth));
    }
}

bool isAttributeValue(const Field &parent)
{
    return parent.array && parent.fields.size() == 2;
}

void checkTypes(AdvisorContext &context, const Entity &entity, const std::vector<Field> &fields,
    const std::string &prefix, bool attributeValues)
{
    for (const Field &field : fields) {
        const std::string path = prefix + field.name;
        const auto types = std::count_if(
            field.types.begin(), field.types.end(), [](BsonType t) { return t != BsonType::Null; });
        if (types > 1 && !attributeValues)
            context.report(RuleId::MotleyTypes, entity.id,
                AdvisorText::tr("%1.%2 is declared with %3 types.")
                    .arg(toQString(entity.name), toQString(path))
                    .arg(types));
        checkTypes(context, entity, field.fields, path + '.', isAttributeValue(field));
    }
}

void checkDiscriminator(AdvisorContext &context, const Entity &entity)
{
    if (entity.hasPattern(PatternTag::Polymorphic) && entity.discriminator.empty())
        context.report(RuleId::BucketCollection, entity.id,
            AdvisorText::tr("%1 is polymorphic but names no discriminator field.")
                .arg(toQString(entity.name)));
}

std::string shapeOf(const Entity &entity)
{
    std::string shape;
    for (const Field &field : entity.fields)
        if (field.name != "_id")
            shape += field.name + ',';
    return shape;
}

void checkTenantCollections(AdvisorContext &context)
{
    static const QRegularExpression kVariable(
        QStringLiteral("[{}<>$]|(user|tenant|customer|client|account)[_-]?\\d+$"),
        QRegularExpression::CaseInsensitiveOption);
    std::map<std::string, std::vector<const Entity *>> shapes;
    for (const Entity &entity : context.model().entities) {
        if (!entity.isCollection() || entity.hasPattern(PatternTag::PreAggregated))
            continue;
        if (kVariable.match(toQString(entity.name)).hasMatch()) {
            context.report(RuleId::CollectionPerTenant, entity.id,
                AdvisorText::tr("The name %1 has a variable part.").arg(toQString(entity.name)));
            continue;
        }
        const std::string shape = shapeOf(entity);
        if (shape.find(',') != shape.rfind(','))
            shapes[shape].push_back(&entity);
    }
    for (const auto &[shape, entities] : shapes)
        if (entities.size() >= kMinCollectionsOfOneShape)
            context.report(RuleId::CollectionPerTenant, entities.front()->id,
                AdvisorText::tr("%1 and %2 more collections have the same fields.")
                    .arg(toQString(entities.front()->name))
                    .arg(entities.size() - 1));
}

void checkCopies(AdvisorContext &context)
{
    for (const Relationship &rel : context.model().relationships) {
        if (std::ranges::empty(writtenCopies(rel)) || rel.readWriteRatio >= 1.0)
            continue;
        Diagnostic &d = context.report(RuleId::DenormalizedWriteHeavy, rel.id,
            AdvisorText::tr("The fields copied by %1 are read %2 times per change of their source.")
                .arg(toQString(rel.name.empty() ? rel.id : rel.name))
                .arg(rel.readWriteRatio));
        const Strategy plain = recommendStrategy(context.model(), rel).strategy;
        if (plain != Strategy::ExtendedReference)
            d.recommendation = { Recommendation::Kind::SetStrategy, rel.id, plain, {}, {} };
    }
}

} // namespace

void checkDocuments(AdvisorContext &context)
{
    for (const Entity &entity : context.model().entities) {
        checkTypes(context, entity, entity.fields, {}, false);
        if (!entity.isCollection())
            continue;
        checkSize(context, entity);
        checkDiscriminator(context, entity);
    }
    checkNesting(context);
    checkTenantCollections(context);
    checkCopies(context);
}

} // namespace docmodel
