// SPDX-License-Identifier: GPL-3.0-or-later
#include "relatedvalues.h"

#include "datewindow.h"
#include "documentgenerator.h"
#include "namewords.h"
#include "samplevalues.h"
#include "schema/dateorder.h"

namespace docmodel {

namespace {

bool isWhole(const Field &field)
{
    return !field.array && field.types.size() == 1
        && (field.hasType(BsonType::Int) || field.hasType(BsonType::Long));
}

// Free for the preview to choose: no allowed values, bounds or hint.
bool unbound(const Field &field)
{
    return field.enumValues.empty() && !field.minimum && !field.maximum
        && field.sample.kind == SampleKind::Auto && field.sample.values.empty();
}

} // namespace

// The dates of a document that belong with other dates: what the generator
// draws a date field from (DocumentGenerator's, defined here beside the
// other values that belong together).

std::optional<std::pair<int64_t, int64_t>> DocumentGenerator::dateSpan(
    const Entity &entity, const Field &field, const std::string &path, int64_t index) const
{
    if (field.array || sampleType(field) != BsonType::Date)
        return std::nullopt;
    auto [from, to] = sampleDateSpan(field.sample);
    bool narrowed = false;
    // A declared order: within a few weeks after (or before) its anchor.
    constexpr int64_t kWeeksMs = 6LL * 7 * 24 * 3600 * 1000;
    const std::optional<int64_t> after = anchorDate(entity, field.sample.after, index);
    const std::optional<int64_t> before = anchorDate(entity, field.sample.before, index);
    if (after || before) {
        from = after ? *after + 60000 : *before - kWeeksMs;
        to = before ? *before - 60000 : *after + kWeeksMs;
        if (to < from)
            to = from; // both, the wrong way round: validation says so
        return std::pair { from, to };
    }
    if (const auto keep = retentionSeconds(entity, path)) {
        from = std::max(from, to - *keep * 1000);
        narrowed = true;
    }
    const size_t dot = path.rfind('.');
    const std::string name = dot == std::string::npos ? path : path.substr(dot + 1);
    if (dateRole(name) != DateRole::Later)
        return narrowed ? std::optional(std::pair { from, to }) : std::nullopt;
    // The start dates beside it, drawn as they are for this document.
    const std::string parent = dot == std::string::npos ? std::string() : path.substr(0, dot);
    const Field *holder = parent.empty() ? nullptr : findFieldPath(entity.fields, parent);
    const std::vector<Field> &siblings = holder ? holder->fields : entity.fields;
    if (!parent.empty() && !holder)
        return narrowed ? std::optional(std::pair { from, to }) : std::nullopt;
    for (const Field &sibling : siblings) {
        if (sibling.name == name || sibling.array || sampleType(sibling) != BsonType::Date
            || dateRole(sibling.name) != DateRole::Start)
            continue;
        bson_t scratch = BSON_INITIALIZER;
        writeField(&scratch, entity, sibling, index,
            parent.empty() ? sibling.name : parent + '.' + sibling.name);
        bson_iter_t it;
        if (bson_iter_init_find(&it, &scratch, sibling.name.c_str()) && BSON_ITER_HOLDS_DATE_TIME(&it)) {
            from = std::max(from, bson_iter_date_time(&it));
            to = std::max(to, from);
            narrowed = true;
        }
        bson_destroy(&scratch);
    }
    return narrowed ? std::optional(std::pair { from, to }) : std::nullopt;
}

std::optional<int64_t> DocumentGenerator::anchorDate(
    const Entity &entity, const std::string &anchor, int64_t index) const
{
    const std::optional<DateAnchor> at = resolveDateAnchor(mModel, entity, anchor);
    if (!at)
        return std::nullopt;
    // The document it refers to, as writeAsChild finds it.
    const int64_t atIndex = at->reference ? index / std::max<int64_t>(1, at->reference->counts.typical) : index;
    std::optional<int64_t> date;
    readDrawnValue(*at->entity, at->path, atIndex, [&](const bson_iter_t &it) {
        if (BSON_ITER_HOLDS_DATE_TIME(&it))
            date = bson_iter_date_time(&it);
    });
    return date;
}

std::optional<int64_t> DocumentGenerator::wholeValue(
    const Entity &entity, const std::string &path, int64_t index) const
{
    std::optional<int64_t> value;
    readDrawnValue(entity, path, index, [&](const bson_iter_t &it) {
        if (BSON_ITER_HOLDS_INT32(&it) || BSON_ITER_HOLDS_INT64(&it))
            value = bson_iter_as_int64(&it);
    });
    return value;
}

bool DocumentGenerator::conditionHolds(const Entity &entity, const PresenceCondition &condition, int64_t index) const
{
    bool holds = false;
    readDrawnValue(entity, condition.field, index, [&](const bson_iter_t &it) {
        for (const JsonValue &value : condition.values) {
            if (value.is_string() && BSON_ITER_HOLDS_UTF8(&it))
                holds = holds || value.get_ref<const std::string &>() == bson_iter_utf8(&it, nullptr);
            else if (value.is_boolean() && BSON_ITER_HOLDS_BOOL(&it))
                holds = holds || value.get<bool>() == bson_iter_bool(&it);
            else if (value.is_number() && BSON_ITER_HOLDS_NUMBER(&it))
                holds = holds || value.get<double>() == bson_iter_as_double(&it);
        }
    });
    return holds;
}

void DocumentGenerator::readDrawnValue(const Entity &entity, const std::string &path, int64_t index,
    const std::function<void(const bson_iter_t &)> &read) const
{
    bson_t scratch = BSON_INITIALIZER;
    appendFieldValue(&scratch, "v", entity, path, index);
    bson_iter_t it;
    if (bson_iter_init_find(&it, &scratch, "v"))
        read(it);
    bson_destroy(&scratch);
}


bool numbersItems(const Field &field)
{
    static const char *const kNumbering[]
        = { "number", "num", "no", "position", "pos", "index", "seq", "sequence", "seat" };
    const std::vector<std::string> words = nameWords(field.name);
    // An id is a key, unique across documents, not a place in one array.
    return isWhole(field) && unbound(field) && hasAnyWord(words, kNumbering) && !hasWord(words, "id");
}

const Field *capacityField(const Entity &parent)
{
    static const char *const kCapacity[] = { "capacity", "seating" };
    for (const Field &field : parent.fields)
        if (isWhole(field) && field.enumValues.empty() && hasAnyWord(nameWords(field.name), kCapacity))
            return &field;
    return nullptr;
}

} // namespace docmodel
