// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation.h"

#include "dateorder.h"
#include "derivedfields.h"
#include "jsonpointer.h"
#include "printable.h"
#include "problemsink.h"
#include "referencepaths.h"
#include "relationshipvalidation.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <charconv>
#include <map>
#include <set>

namespace docmodel {

namespace {

using validationdetail::at;

// The list comes first among the bases, so it exists before the sink that fills it.
struct ProblemList {
    std::vector<Problem> mFound;
};

class Validator : ProblemList, validationdetail::ProblemSink
{
    Q_DECLARE_TR_FUNCTIONS(Validation)

public:
    // `only`: the entities whose own fields and options are checked; null
    // for all of them.
    explicit Validator(const Model &model, const std::set<std::string> *only = nullptr)
        : ProblemSink(model, mFound)
        , mOnly(only)
    { }

    std::vector<Problem> run()
    {
        checkModel();
        checkIds();
        for (size_t i = 0; i < mModel.entities.size(); ++i)
            if (!mOnly || mOnly->contains(mModel.entities[i].id))
                checkEntity(mModel.entities[i], at("", "entities", i));
        checkEntityNames();
        checkRelationships(mModel, mProblems);
        for (size_t i = 0; i < mModel.indexes.size(); ++i)
            checkIndex(mModel.indexes[i], at("", "indexes", i));
        checkIndexNames();
        for (size_t i = 0; i < mModel.accessPatterns.size(); ++i)
            checkAccessPattern(mModel.accessPatterns[i], at("", "accessPatterns", i));
        checkAdvisorAndLayout();
        return std::move(mFound);
    }

private:
    void checkModel()
    {
        static const QRegularExpression kVersion(QStringLiteral("^\\d+(\\.\\d+){0,2}$"));
        if (!kVersion.match(printableText(mModel.serverVersion)).hasMatch())
            error("/serverVersion",
                tr("server version \"%1\" is not a version such as 7.0")
                    .arg(printableText(mModel.serverVersion)));
        const std::string &db = mModel.database;
        if (db.size() >= 64)
            error("/database",
                tr("database name \"%1\" is longer than 63 bytes").arg(printableText(db)));
        if (db.find_first_of(std::string("/\\. \"$*<>:|?\0", 13)) != std::string::npos)
            error("/database",
                tr("database name \"%1\" contains a character MongoDB forbids "
                   "(/\\. \"$*<>:|? or NUL)")
                    .arg(printableText(db)));
    }

    void checkIds()
    {
        std::map<std::string, std::string> seen; // id -> pointer of the first use
        auto check = [&](const std::string &id, const std::string &pointer) {
            if (id.empty()) {
                error(at(pointer, "id"), tr("the id is empty"));
                return;
            }
            const auto [it, inserted] = seen.emplace(id, pointer);
            if (!inserted)
                error(at(pointer, "id"),
                    tr("the id \"%1\" is already used by %2")
                        .arg(printableText(id), printableText(it->second)));
        };
        for (size_t i = 0; i < mModel.entities.size(); ++i)
            check(mModel.entities[i].id, at("", "entities", i));
        for (size_t i = 0; i < mModel.relationships.size(); ++i)
            check(mModel.relationships[i].id, at("", "relationships", i));
        for (size_t i = 0; i < mModel.indexes.size(); ++i)
            check(mModel.indexes[i].id, at("", "indexes", i));
        for (size_t i = 0; i < mModel.accessPatterns.size(); ++i)
            check(mModel.accessPatterns[i].id, at("", "accessPatterns", i));
    }

    void checkEntityNames()
    {
        std::map<std::string, size_t> seen;
        for (size_t i = 0; i < mModel.entities.size(); ++i) {
            const Entity &entity = mModel.entities[i];
            const auto [it, inserted] = seen.emplace(entity.name, i);
            if (!inserted && !entity.name.empty())
                error(at(at("", "entities", i), "name"),
                    tr("the name \"%1\" is already used by entity %2")
                        .arg(printableText(entity.name),
                            printableText(at("", "entities", it->second))));
        }
    }

    void checkEntity(const Entity &entity, const std::string &pointer)
    {
        const std::string namePointer = at(pointer, "name");
        if (entity.name.empty())
            error(namePointer, tr("the name is empty"));
        if (hasControlCharacter(entity.name))
            warning(namePointer,
                tr("the name \"%1\" holds a control character; MongoDB takes it, but shells and "
                   "tools show it badly")
                    .arg(printableText(entity.name)));
        if (entity.isCollection()) {
            if (entity.name.find('$') != std::string::npos)
                error(namePointer,
                    tr("collection name \"%1\" must not contain '$'")
                        .arg(printableText(entity.name)));
            if (entity.name.find('\0') != std::string::npos)
                error(namePointer, tr("collection name must not contain a NUL character"));
            if (entity.name.starts_with("system."))
                error(namePointer,
                    tr("collection name \"%1\" must not start with \"system.\", "
                       "which MongoDB reserves")
                        .arg(printableText(entity.name)));
            if (mModel.database.size() + 1 + entity.name.size() > 255)
                error(namePointer,
                    tr("the namespace \"%1.%2\" is longer than 255 bytes")
                        .arg(printableText(mModel.database), printableText(entity.name)));
        } else {
            if (!entity.options.isDefault())
                error(at(pointer, "options"),
                    tr("\"%1\" is an embedded document type; collection options apply only to "
                       "collections")
                        .arg(printableText(entity.name)));
        }
        if (entity.estimatedCount < 0)
            error(at(pointer, "estimatedCount"), tr("the estimated count is negative"));
        if (entity.growthPerMonth < 0)
            error(at(pointer, "growthPerMonth"), tr("the growth per month is negative"));
        checkFields(entity.fields, at(pointer, "fields"), entity.isCollection(), 1);
        checkDateOrders(entity, at(pointer, "fields"));
        checkOptions(entity, at(pointer, "options"));
        if (entity.hasPattern(PatternTag::Polymorphic) && entity.discriminator.empty())
            error(at(pointer, "discriminator"),
                tr("\"%1\" is tagged polymorphic but names no discriminator field")
                    .arg(printableText(entity.name)));
        if (!entity.discriminator.empty() && !entityHasPath(mModel, entity, entity.discriminator))
            warning(at(pointer, "discriminator"),
                tr("the discriminator \"%1\" is not a field of \"%2\"")
                    .arg(printableText(entity.discriminator), printableText(entity.name)));
    }

    // A date's declared place after or before another (its sample's after,
    // before) must name a date the preview can find.
    void checkDateOrders(const Entity &entity, const std::string &pointer)
    {
        for (size_t i = 0; i < entity.fields.size(); ++i) {
            const Field &field = entity.fields[i];
            for (const auto &[key, anchor] : { std::pair { "after", &field.sample.after }, { "before", &field.sample.before } }) {
                const std::string where = at(at(pointer + '/' + std::to_string(i), "sample"), key);
                if (anchor->empty())
                    continue;
                if (!field.hasType(BsonType::Date))
                    warning(where, tr("%1 is no date: only a date comes after or before another").arg(printableText(field.name)));
                else if (!resolveDateAnchor(mModel, entity, *anchor))
                    warning(where,
                        tr("%1 is ordered by \"%2\", which is neither a date of its document nor ENTITY.FIELD "
                           "of a document it refers to")
                            .arg(printableText(field.name), printableText(*anchor)));
            }
        }
    }

    void checkFieldName(const Field &field, const std::string &pointer)
    {
        const std::string namePointer = at(pointer, "name");
        if (field.name.empty())
            error(namePointer, tr("the field name is empty"));
        else if (field.name.front() == '$')
            error(namePointer,
                tr("field name \"%1\" must not start with '$'").arg(printableText(field.name)));
        if (field.name.find('.') != std::string::npos)
            error(namePointer,
                tr("field name \"%1\" must not contain '.'; nest a field instead")
                    .arg(printableText(field.name)));
        if (field.name.find('\0') != std::string::npos)
            error(namePointer, tr("field name must not contain a NUL character"));
        if (hasControlCharacter(field.name))
            warning(namePointer,
                tr("the name \"%1\" holds a control character; MongoDB takes it, but shells and "
                   "tools show it badly")
                    .arg(printableText(field.name)));
    }

    void checkFields(
        const std::vector<Field> &fields, const std::string &pointer, bool topLevel, int depth)
    {
        std::set<std::string> names;
        for (size_t i = 0; i < fields.size(); ++i) {
            const Field &field = fields[i];
            const std::string fieldPointer = pointer + '/' + std::to_string(i);
            checkFieldName(field, fieldPointer);
            if (!field.name.empty() && !names.insert(field.name).second)
                error(at(fieldPointer, "name"),
                    tr("the field \"%1\" appears twice at this level")
                        .arg(printableText(field.name)));
            if (field.name == "_id") {
                if (field.array || field.hasType(BsonType::Array))
                    error(fieldPointer, tr("_id must not be an array"));
                if (topLevel && i != 0)
                    warning(
                        fieldPointer, tr("_id should be the first field; MongoDB moves it there"));
            }
            if (!field.fields.empty() && !field.types.empty() && !field.isObject())
                error(at(fieldPointer, "fields"),
                    tr("\"%1\" has nested fields, so its type must include object")
                        .arg(printableText(field.name)));
            checkBounds(field, fieldPointer);
            if (!field.fields.empty())
                checkFields(field.fields, at(fieldPointer, "fields"), false, depth + 1);
        }
    }

    void checkBounds(const Field &field, const std::string &pointer)
    {
        if (field.minimum && field.maximum && *field.minimum > *field.maximum)
            error(at(pointer, "minimum"),
                tr("the minimum %1 is above the maximum %2")
                    .arg(*field.minimum)
                    .arg(*field.maximum));
        if (field.minLength && field.maxLength && *field.minLength > *field.maxLength)
            error(at(pointer, "minLength"), tr("the minimum length is above the maximum length"));
        if (field.minItems && field.maxItems && *field.minItems > *field.maxItems)
            error(at(pointer, "minItems"), tr("the minimum item count is above the maximum"));
        if ((field.minItems || field.maxItems) && !field.array)
            warning(at(pointer, "minItems"),
                tr("\"%1\" has item bounds but is not an array").arg(printableText(field.name)));
        if (!field.pattern.empty()) {
            const QRegularExpression re(printableText(field.pattern));
            if (!re.isValid())
                error(at(pointer, "pattern"),
                    tr("the pattern is not a valid regular expression: %1").arg(re.errorString()));
        }
        if (!field.keyPattern.empty()) {
            const QRegularExpression re(printableText(field.keyPattern));
            if (!re.isValid())
                error(at(pointer, "keyPattern"),
                    tr("the key pattern is not a valid regular expression: %1").arg(re.errorString()));
            if (!field.map)
                warning(at(pointer, "keyPattern"),
                    tr("\"%1\" has a key pattern but is not a map").arg(printableText(field.name)));
        }
        if (field.map && field.name == "_id")
            error(at(pointer, "map"), tr("_id cannot be a map"));
    }

    void checkOptions(const Entity &entity, const std::string &pointer)
    {
        const CollectionOptions &options = entity.options;
        if (options.capped && options.capped->size <= 0)
            error(at(pointer, "capped"), tr("a capped collection needs a size in bytes above 0"));
        if (options.capped && options.timeSeries)
            error(pointer, tr("a collection cannot be both capped and a time series"));
        if (options.timeSeries) {
            if (options.timeSeries->timeField.empty())
                error(at(pointer, "timeSeries"), tr("a time series needs a time field"));
            else if (!entityHasPath(mModel, entity, options.timeSeries->timeField))
                warning(at(pointer, "timeSeries"),
                    tr("the time field \"%1\" is not a field of \"%2\"")
                        .arg(printableText(options.timeSeries->timeField),
                            printableText(entity.name)));
        }
        if (options.ttl) {
            if (options.ttl->expireAfterSeconds < 0)
                error(at(pointer, "ttl"), tr("expireAfterSeconds must not be negative"));
            if (!entityHasPath(mModel, entity, options.ttl->field))
                warning(at(pointer, "ttl"),
                    tr("the TTL field \"%1\" is not a field of \"%2\"")
                        .arg(printableText(options.ttl->field), printableText(entity.name)));
        }
        if (options.shardKey) {
            if (options.shardKey->keys.empty())
                error(at(pointer, "shardKey"), tr("the shard key has no fields"));
            for (const IndexKey &key : options.shardKey->keys)
                if (key.field.empty())
                    error(at(pointer, "shardKey"), tr("a shard key field has no name"));
        }
    }

    void checkIndex(const Index &index, const std::string &pointer)
    {
        const Entity *entity
            = entityAt(index.collectionId, at(pointer, "collection"), tr("the collection"));
        if (entity && !entity->isCollection())
            error(at(pointer, "collection"),
                tr("\"%1\" is an embedded document type; indexes belong to collections")
                    .arg(printableText(entity->name)));
        if (index.keys.empty())
            error(at(pointer, "keys"), tr("the index has no keys"));
        std::set<std::string> fields;
        int hashed = 0;
        for (size_t i = 0; i < index.keys.size(); ++i) {
            const IndexKey &key = index.keys[i];
            const std::string keyPointer = at(pointer, "keys", i);
            if (key.kind == IndexKeyKind::Hashed)
                ++hashed;
            if (key.field.empty() && key.kind != IndexKeyKind::Wildcard) {
                error(keyPointer, tr("the key has no field"));
                continue;
            }
            if (!fields.insert(key.field).second)
                error(keyPointer,
                    tr("the field \"%1\" appears twice in the keys").arg(printableText(key.field)));
            if (key.field.starts_with('$') || key.field.find("..") != std::string::npos)
                error(keyPointer,
                    tr("\"%1\" is not a valid field path").arg(printableText(key.field)));
            else if (entity && key.kind != IndexKeyKind::Wildcard && key.kind != IndexKeyKind::Text
                && !entityHasPath(mModel, *entity, key.field))
                warning(keyPointer,
                    tr("\"%1\" is not a field of \"%2\"")
                        .arg(printableText(key.field), printableText(entity->name)));
        }
        if (hashed > 1)
            error(at(pointer, "keys"), tr("an index may have only one hashed field"));
        if (hashed > 0 && index.unique)
            error(at(pointer, "unique"), tr("a hashed index cannot be unique"));
        if (index.expireAfterSeconds) {
            if (*index.expireAfterSeconds < 0)
                error(at(pointer, "expireAfterSeconds"),
                    tr("expireAfterSeconds must not be negative"));
            if (index.keys.size() > 1)
                error(
                    at(pointer, "expireAfterSeconds"), tr("a TTL index must have a single field"));
        }
        if (index.keys.size() == 1 && index.keys.front().field == "_id")
            warning(at(pointer, "keys"), tr("MongoDB creates the _id index by itself"));
    }

    void checkIndexNames()
    {
        std::map<std::pair<std::string, std::string>, size_t> names;
        std::map<std::pair<std::string, std::string>, size_t> patterns;
        for (size_t i = 0; i < mModel.indexes.size(); ++i) {
            const Index &index = mModel.indexes[i];
            const std::string pointer = at("", "indexes", i);
            const auto [n, newName]
                = names.emplace(std::pair { index.collectionId, index.effectiveName() }, i);
            if (!newName)
                error(at(pointer, "name"),
                    tr("the index name \"%1\" is already used by %2")
                        .arg(printableText(index.effectiveName()),
                            printableText(at("", "indexes", n->second))));
            std::string keys;
            for (const IndexKey &key : index.keys)
                keys += key.field + ':' + std::string(toString(key.kind)) + ';';
            const auto [p, newPattern]
                = patterns.emplace(std::pair { index.collectionId, keys }, i);
            if (!newPattern && newName)
                warning(at(pointer, "keys"),
                    tr("the same keys are already indexed by %1")
                        .arg(printableText(at("", "indexes", p->second))));
        }
    }

    void checkAccessPattern(const AccessPattern &ap, const std::string &pointer)
    {
        if (ap.name.empty())
            error(at(pointer, "name"), tr("the access pattern has no name"));
        const Entity *entity
            = entityAt(ap.collectionId, at(pointer, "collection"), tr("the collection"));
        if (entity && !entity->isCollection())
            error(at(pointer, "collection"),
                tr("\"%1\" is an embedded document type; queries run on collections")
                    .arg(printableText(entity->name)));
        if (ap.frequency < 0)
            error(at(pointer, "frequency"), tr("the frequency must not be negative"));
        if (accessPatternIsEmpty(ap))
            warning(pointer,
                tr("the query has no filter, sort or fields: it tells the advice nothing and the "
                   "documentation leaves it out"));
        auto checkPath = [&](const std::string &field, const std::string &fieldPointer) {
            if (field.empty())
                error(fieldPointer, tr("the field is empty"));
            else if (entity && !entityHasPath(mModel, *entity, field))
                warning(fieldPointer,
                    tr("\"%1\" is not a field of \"%2\"")
                        .arg(printableText(field), printableText(entity->name)));
        };
        for (size_t i = 0; i < ap.filter.size(); ++i)
            checkPath(ap.filter[i].field, at(pointer, "filter", i));
        for (size_t i = 0; i < ap.sort.size(); ++i)
            checkPath(ap.sort[i].field, at(pointer, "sort", i));
    }

    void checkAdvisorAndLayout()
    {
        for (size_t i = 0; i < mModel.advisor.suppressions.size(); ++i) {
            const Suppression &s = mModel.advisor.suppressions[i];
            if (!mModel.containsId(s.objectId))
                warning(at("/advisor", "suppressions", i),
                    tr("the suppression names \"%1\", which is not in this model")
                        .arg(printableText(s.objectId)));
        }
        for (const auto &[id, pos] : mModel.layout)
            if (!mModel.findEntity(id))
                warning(pointerAppend("/layout", id),
                    tr("a position for \"%1\", which is not an entity").arg(printableText(id)));
    }

    const std::set<std::string> *mOnly = nullptr;
};

} // namespace

bool accessPatternIsEmpty(const AccessPattern &ap)
{
    // A write with neither is an insert, which says how often documents come.
    return ap.kind == AccessKind::Read && ap.filter.empty() && ap.sort.empty() && ap.projection.empty();
}

std::vector<Problem> validateModel(const Model &model)
{
    return Validator(model).run();
}

std::vector<Problem> validateAround(const Model &model, const std::set<std::string> &entityIds)
{
    return Validator(model, &entityIds).run();
}

std::string problemObjectId(const Model &model, const Problem &problem)
{
    // "/relationships/2/denormalized/0": the list, then the position in it.
    const std::string &pointer = problem.pointer;
    const size_t listEnd = pointer.find('/', 1);
    if (pointer.empty() || pointer[0] != '/' || listEnd == std::string::npos)
        return {};
    const std::string_view list = std::string_view(pointer).substr(1, listEnd - 1);
    const std::string_view rest = std::string_view(pointer).substr(listEnd + 1);
    const std::string_view token = rest.substr(0, rest.find('/'));
    if (list == "layout")
        return model.findEntity(std::string(token)) ? std::string(token) : std::string();
    size_t index = 0;
    const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), index);
    if (ec != std::errc() || end != token.data() + token.size())
        return {};
    const auto idAt = [index](const auto &objects) {
        return index < objects.size() ? objects[index].id : std::string();
    };
    if (list == "entities")
        return idAt(model.entities);
    if (list == "relationships")
        return idAt(model.relationships);
    if (list == "indexes")
        return idAt(model.indexes);
    if (list == "accessPatterns")
        return idAt(model.accessPatterns);
    return {};
}

bool hasErrors(const std::vector<Problem> &problems)
{
    return std::any_of(problems.begin(), problems.end(),
        [](const Problem &p) { return p.severity == Severity::Error; });
}

} // namespace docmodel
