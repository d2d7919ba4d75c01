// SPDX-License-Identifier: GPL-3.0-or-later
// Evaluates a compiled JsonSchema on a BSON document. One walk serves both
// uses: without an explanation it stops at the first broken rule; with one
// it goes on and writes every failure in the server's errInfo shape.
// A little past the house's 600 lines: the walk is one recursive class
// template, and splitting it would move its definition into a header.
#include "bsoncompare.h"
#include "checktr.h"
#include "jsonschema.h"
#include "quickcheck.h"
#include "regex.h"
#include "schemanode.h"
#include "schemavalue.h"
#include "typebits.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>

namespace docmodel::check {

// Explain is a template argument so that the walk every document takes
// (matches) compiles without any of the explaining: `rules` is a constant
// null there, and every branch that writes a reason folds away.
template<bool Explain> class SchemaWalker
{
public:
    SchemaWalker(const JsonSchema &schema, Explanation *explanation) : mSchema(schema), mExplanation(explanation) { }

    // Checks `value` against node `index`; with an explanation, appends the
    // broken rules to `rules` (a JSON array) and to the flat list.
    bool value(int index, const Value &value, JsonValue *rules, const std::string &path)
    {
        if constexpr (!Explain)
            rules = nullptr;
        const SchemaNode &node = mSchema.mNodes[size_t(index)];
        const uint32_t bit = typeBit(value.type);
        if constexpr (!Explain) {
            // Most values need their type checked and nothing else.
            if (!(node.allowedTypes & bit))
                return false;
            if (!(node.checkedTypes & bit) && !node.checksEveryType)
                return true;
        }
        bool ok = true;
        if (node.bsonTypes && !(node.bsonTypes & bit)) {
            if (!rules)
                return false;
            ok = typeFailure(index, "bsonType", node.bsonTypes, false, value, rules, path);
        }
        if (node.jsonTypes && !(node.jsonTypes & bit)) {
            if (!rules)
                return false;
            ok = typeFailure(index, "type", node.jsonTypes, true, value, rules, path);
        }
        if (bit & kNumberBits && (node.minimum || node.maximum || node.multipleOf))
            ok = number(index, value, rules, path) && ok;
        else if (value.type == BSON_TYPE_UTF8 && (node.minLength || node.maxLength || node.pattern >= 0))
            ok = string(index, value, rules, path) && ok;
        if (!ok && !rules)
            return false;
        if (node.hasEnum && !inEnum(node, value)) {
            if (!rules)
                return false;
            ok = failure(index, "enum", value, rules, path, Check::tr("is not one of the allowed values"),
                "value was not found in enum");
        }
        if (value.type == BSON_TYPE_DOCUMENT && node.hasObjectRules)
            ok = object(index, value, rules, path) && ok;
        else if (value.type == BSON_TYPE_ARRAY && node.hasArrayRules)
            ok = array(index, value, rules, path) && ok;
        if (!ok && !rules)
            return false;
        if (!node.allOf.empty() || !node.anyOf.empty() || !node.oneOf.empty() || node.notNode >= 0)
            ok = logic(index, value, rules, path) && ok;
        return ok;
    }

    bool document(const uint8_t *data, size_t length, JsonValue *rules)
    {
        return value(0, Value{BSON_TYPE_DOCUMENT, nullptr, data, uint32_t(length)}, rules, std::string());
    }

private:
    // Records one broken rule; returns false so callers can `ok = failure(...)`.
    bool failure(int index, const char *keyword, const Value &value, JsonValue *rules, const std::string &path,
        const QString &reason, const char *serverReason, JsonValue extra = JsonValue::object())
    {
        JsonValue rule = JsonValue::object();
        rule["operatorName"] = keyword;
        rule["specifiedAs"] = specOf(mSchema.mSpecs[size_t(index)], keyword);
        if (serverReason)
            rule["reason"] = serverReason;
        if (value.it || value.data)
            rule["consideredValue"] = jsonOf(value);
        for (auto &[key, item] : extra.items())
            rule[key] = item;
        rules->push_back(std::move(rule));
        note(path, keyword, reason);
        return false;
    }

    void note(const std::string &path, const char *keyword, const QString &reason)
    {
        // Inside anyOf, oneOf and not a rule is one alternative among
        // others: only the combinator itself counts as broken.
        if (mAlternatives == 0)
            mExplanation->failures.push_back({path, keyword, reason.toStdString()});
    }

    bool typeFailure(int index, const char *keyword, uint32_t mask, bool json, const Value &value, JsonValue *rules,
        const std::string &path)
    {
        JsonValue extra = JsonValue::object();
        extra["consideredType"] = std::string(bsonTypeAlias(value.type));
        return failure(index, keyword, value, rules, path,
            Check::tr("must be %1, is %2")
                .arg(QString::fromStdString(typeNames(mask, json)), QString::fromUtf8(bsonTypeAlias(value.type))),
            "type did not match", std::move(extra));
    }

    bool number(int index, const Value &value, JsonValue *rules, const std::string &path)
    {
        if constexpr (!Explain)
            rules = nullptr;
        const SchemaNode &node = mSchema.mNodes[size_t(index)];
        const long double x = value.type == BSON_TYPE_INT32 ? bson_iter_int32_unsafe(value.it)
            : value.type == BSON_TYPE_DOUBLE                 ? bson_iter_double_unsafe(value.it)
                                                             : *numberValue(value.it);
        bool ok = true;
        if (node.minimum && !withinBound(x, *node.minimum, node.exclusiveMinimum, 1)) {
            if (!rules)
                return false;
            ok = failure(index, "minimum", value, rules, path,
                (node.exclusiveMinimum ? Check::tr("must be greater than %1") : Check::tr("must be at least %1"))
                    .arg(printable(*node.minimum)),
                "comparison failed");
        }
        if (node.maximum && !withinBound(x, *node.maximum, node.exclusiveMaximum, -1)) {
            if (!rules)
                return false;
            ok = failure(index, "maximum", value, rules, path,
                (node.exclusiveMaximum ? Check::tr("must be less than %1") : Check::tr("must be at most %1"))
                    .arg(printable(*node.maximum)),
                "comparison failed");
        }
        if (node.multipleOf && !isMultiple(value.it, *node.multipleOfDecimal)) {
            if (!rules)
                return false;
            ok = failure(index, "multipleOf", value, rules, path,
                Check::tr("must be a multiple of %1").arg(printable(*node.multipleOf)),
                "considered value was not a multiple of the specified value");
        }
        return ok;
    }

    bool string(int index, const Value &value, JsonValue *rules, const std::string &path)
    {
        if constexpr (!Explain)
            rules = nullptr;
        const SchemaNode &node = mSchema.mNodes[size_t(index)];
        size_t length = 0;
        const char *text = bson_iter_utf8_unsafe(value.it, &length);
        const std::string_view view(text, length);
        bool ok = true;
        if (node.minLength || node.maxLength) {
            const size_t count = codePoints(view);
            if (node.minLength && count < *node.minLength) {
                if (!rules)
                    return false;
                ok = failure(index, "minLength", value, rules, path,
                    Check::tr("must have at least %n character(s)", nullptr, int(*node.minLength)),
                    "specified string length was not satisfied");
            }
            if (node.maxLength && count > *node.maxLength) {
                if (!rules)
                    return false;
                ok = failure(index, "maxLength", value, rules, path,
                    Check::tr("must have at most %n character(s)", nullptr, int(*node.maxLength)),
                    "specified string length was not satisfied");
            }
        }
        if (node.pattern >= 0 && !mSchema.mRegexes[size_t(node.pattern)]->matches(view)) {
            if (!rules)
                return false;
            ok = failure(index, "pattern", value, rules, path,
                Check::tr("must match /%1/")
                    .arg(QString::fromStdString(mSchema.mRegexes[size_t(node.pattern)]->pattern())),
                "regular expression did not match");
        }
        return ok;
    }

    bool inEnum(const SchemaNode &node, const Value &value)
    {
        // A string against strings only: compared here, no walk (a symbol
        // equals a string of its text, so it takes the walk).
        if (value.type == BSON_TYPE_UTF8) {
            size_t length = 0;
            const char *text = bson_iter_utf8_unsafe(value.it, &length);
            if (node.enumHasString(std::string_view(text, length)))
                return true;
            if (node.enumOnlyStrings)
                return false;
        }
        bson_iter_t allowed;
        bson_iter_init_from_data(&allowed, node.enumValues.data(), node.enumValues.size());
        if (value.it) {
            while (bson_iter_next(&allowed))
                if (bsonValuesEqual(value.it, &allowed))
                    return true;
            return false;
        }
        // The checked document itself: compared as an element of a wrapper.
        bson_t holder = BSON_INITIALIZER, document;
        bson_init_static(&document, value.data, value.length);
        bson_append_document(&holder, "v", 1, &document);
        bson_iter_t self;
        bson_iter_init_find(&self, &holder, "v");
        bool found = false;
        while (!found && bson_iter_next(&allowed))
            found = bsonValuesEqual(&self, &allowed);
        bson_destroy(&holder);
        return found;
    }

    // What walking one object gathers: the required names seen (one word for
    // up to 64, a vector beyond), the dependencies its fields bring in, and,
    // when there is an explanation, the failures of its fields.
    struct ObjectWalk {
        struct Report {
            JsonValue propertiesNotSatisfied, patternFailures, additional, additionalSchemaFailure;
        };
        uint64_t seenBits = 0;
        std::vector<bool> seenMany;
        std::vector<int> presentDependencies;
        std::optional<Report> report;
        bool ok = true;
    };

    bool object(int index, const Value &value, JsonValue *rules, const std::string &path)
    {
        if constexpr (!Explain)
            rules = nullptr;
        const SchemaNode &node = mSchema.mNodes[size_t(index)];
        bson_iter_t field;
        if (!bson_iter_init_from_data(&field, value.data, value.length))
            return false;
        ObjectWalk walk;
        if (node.requiredCount > 64)
            walk.seenMany.resize(size_t(node.requiredCount));
        if (rules)
            walk.report.emplace();
        uint32_t count = 0;
        size_t nextName = 0;
        while (bson_iter_next(&field)) {
            ++count;
            // The key runs from its offset to the NUL before the value (d1).
            const std::string_view key(bson_iter_key_unsafe(&field), field.d1 - field.key - 1);
            if (!objectField(node, walk, key, valueOf(&field), nextName, rules, path))
                return false;
        }
        if (rules)
            reportFields(*walk.report, *rules);
        if (!required(index, node, walk, rules, path))
            return false;
        bool ok = walk.ok;
        if (node.minProperties && count < *node.minProperties) {
            if (!rules)
                return false;
            ok = countFailure(index, "minProperties", value, rules, path,
                Check::tr("must have at least %n field(s)", nullptr, int(*node.minProperties)),
                "specified number of properties was not satisfied", "numberOfProperties", count);
        }
        if (node.maxProperties && count > *node.maxProperties) {
            if (!rules)
                return false;
            ok = countFailure(index, "maxProperties", value, rules, path,
                Check::tr("must have at most %n field(s)", nullptr, int(*node.maxProperties)),
                "specified number of properties was not satisfied", "numberOfProperties", count);
        }
        if (!walk.presentDependencies.empty())
            ok = dependencies(index, value, walk.presentDependencies, rules, path) && ok;
        return ok;
    }

    // One field of an object: its name's schema, the patterns its name
    // matches, else what the object says of fields it does not name. False
    // when the walk can stop (no explanation and a failure).
    bool objectField(const SchemaNode &node, ObjectWalk &walk, std::string_view key, const Value &child,
        size_t &nextName, JsonValue *rules, const std::string &path)
    {
        const int found = node.findName(key, nextName);
        nextName = found >= 0 ? size_t(found) + 1 : nextName;
        bool described = false;
        const std::string childPath = rules ? join(path, key) : std::string();
        if (found >= 0) {
            const SchemaNode::Name &name = node.names[size_t(found)];
            if (name.requiredBit >= 0) {
                if (name.requiredBit < 64)
                    walk.seenBits |= uint64_t(1) << name.requiredBit;
                else
                    walk.seenMany[size_t(name.requiredBit)] = true;
            }
            if (name.dependency >= 0)
                walk.presentDependencies.push_back(name.dependency);
            if (name.property >= 0) {
                described = true;
                if (!rules) {
                    if (!this->value(name.property, child, nullptr, path))
                        return false;
                } else {
                    JsonValue details = JsonValue::array();
                    if (!this->value(name.property, child, &details, childPath)) {
                        walk.ok = false;
                        appendTo(walk.report->propertiesNotSatisfied,
                            { { "propertyName", std::string(key) }, { "details", details } });
                    }
                }
            }
        }
        for (const auto &[regex, schemaIndex] : node.patternProperties) {
            if (!mSchema.mRegexes[size_t(regex)]->matches(key))
                continue;
            described = true;
            JsonValue details;
            if (!this->value(schemaIndex, child, detailsFor(details, rules), childPath)) {
                if (!rules)
                    return false;
                walk.ok = false;
                appendTo(walk.report->patternFailures,
                    { { "propertyName", std::string(key) },
                        { "regexMatched", mSchema.mRegexes[size_t(regex)]->pattern() }, { "details", details } });
            }
        }
        return described || unnamedField(node, walk, key, child, rules, childPath);
    }

    bool unnamedField(const SchemaNode &node, ObjectWalk &walk, std::string_view key, const Value &child,
        JsonValue *rules, const std::string &childPath)
    {
        if (node.additionalProperties == SchemaNode::Extra::Forbidden) {
            if (!rules)
                return false;
            walk.ok = false;
            appendTo(walk.report->additional, std::string(key));
            note(childPath, "additionalProperties", Check::tr("is not allowed here (no such field in the model)"));
        } else if (node.additionalProperties == SchemaNode::Extra::Schema) {
            JsonValue details;
            if (!this->value(node.additionalPropertiesNode, child, detailsFor(details, rules), childPath)) {
                if (!rules)
                    return false;
                walk.ok = false;
                if (walk.report->additionalSchemaFailure.is_null())
                    walk.report->additionalSchemaFailure = { { "operatorName", "additionalProperties" },
                        { "reason", "at least one additional property did not match the subschema" },
                        { "failingProperty", std::string(key) }, { "details", details } };
            }
        }
        return true;
    }

    static void appendTo(JsonValue &list, JsonValue item)
    {
        if (list.is_null())
            list = JsonValue::array();
        list.push_back(std::move(item));
    }

    // The failures of an object's fields, in the server's order of operators.
    static void reportFields(typename ObjectWalk::Report &report, JsonValue &rules)
    {
        if (!report.propertiesNotSatisfied.is_null())
            rules.push_back({ { "operatorName", "properties" }, { "propertiesNotSatisfied", report.propertiesNotSatisfied } });
        if (!report.patternFailures.is_null())
            rules.push_back({ { "operatorName", "patternProperties" }, { "details", report.patternFailures } });
        if (!report.additional.is_null())
            rules.push_back({ { "operatorName", "additionalProperties" },
                { "specifiedAs", { { "additionalProperties", false } } }, { "additionalProperties", report.additional } });
        if (!report.additionalSchemaFailure.is_null())
            rules.push_back(std::move(report.additionalSchemaFailure));
    }

    // Every required name seen? False when the walk can stop; otherwise the
    // missing ones are explained and the walk marked failed.
    bool required(int index, const SchemaNode &node, ObjectWalk &walk, JsonValue *rules, const std::string &path)
    {
        if (node.requiredCount == 0)
            return true;
        const bool all = node.requiredCount >= 64
            ? walk.seenBits == ~uint64_t(0)
                && std::find(walk.seenMany.begin() + 64, walk.seenMany.end(), false) == walk.seenMany.end()
            : walk.seenBits == (uint64_t(1) << node.requiredCount) - 1;
        if (all)
            return true;
        if (!rules)
            return false;
        walk.ok = false;
        JsonValue missing = JsonValue::array();
        for (const SchemaNode::Name &name : node.names) {
            const int bit = name.requiredBit;
            if (bit >= 0 && !(bit < 64 ? (walk.seenBits >> bit) & 1 : bool(walk.seenMany[size_t(bit)]))) {
                missing.push_back(name.name);
                note(join(path, name.name), "required", Check::tr("is missing"));
            }
        }
        rules->push_back({ { "operatorName", "required" },
            { "specifiedAs", specOf(mSchema.mSpecs[size_t(index)], "required") }, { "missingProperties", missing } });
        return true;
    }

    bool countFailure(int index, const char *keyword, const Value &value, JsonValue *rules, const std::string &path,
        const QString &reason, const char *serverReason, const char *countName, uint32_t count)
    {
        JsonValue extra = JsonValue::object();
        extra[countName] = count;
        return failure(index, keyword, value, rules, path, reason, serverReason, std::move(extra));
    }

    bool dependencies(int index, const Value &value, const std::vector<int> &present, JsonValue *rules,
        const std::string &path)
    {
        if constexpr (!Explain)
            rules = nullptr;
        const SchemaNode &node = mSchema.mNodes[size_t(index)];
        JsonValue failing;
        for (const int which : present) {
            const SchemaNode::Dependency &dependency = node.dependencies[size_t(which)];
            if (dependency.node >= 0) {
                JsonValue details;
                if (!this->value(dependency.node, value, detailsFor(details, rules), path)) {
                    if (!rules)
                        return false;
                    failing.push_back({{"conditionalProperty", dependency.property}, {"details", details}});
                }
                continue;
            }
            JsonValue missing;
            for (const std::string &name : dependency.required) {
                bson_iter_t it;
                if (bson_iter_init_from_data(&it, value.data, value.length) && bson_iter_find_w_len(&it, name.data(), int(name.size())))
                    continue;
                if (!rules)
                    return false;
                missing.push_back(name);
                note(join(path, name), "dependencies",
                    Check::tr("is missing (required when %1 is present)").arg(QString::fromStdString(dependency.property)));
            }
            if (!missing.is_null())
                failing.push_back({{"conditionalProperty", dependency.property}, {"missingProperties", missing}});
        }
        if (!rules || failing.is_null())
            return true;
        rules->push_back({{"operatorName", "dependencies"}, {"failingDependencies", failing}});
        return false;
    }

    bool array(int index, const Value &value, JsonValue *rules, const std::string &path)
    {
        if constexpr (!Explain)
            rules = nullptr;
        const SchemaNode &node = mSchema.mNodes[size_t(index)];
        bson_iter_t item;
        if (!bson_iter_init_from_data(&item, value.data, value.length))
            return false;
        // For uniqueItems. bson_iter_t is declared 128-byte aligned, an
        // attribute a template argument drops: held in a struct that keeps it.
        struct alignas(128) Held {
            bson_iter_t it;
        };
        std::vector<Held> seen;
        uint32_t count = 0;
        bool ok = true;
        bool itemReported = false;
        const std::string itemPath = rules ? path + "[]" : std::string();
        while (bson_iter_next(&item)) {
            const uint32_t position = count++;
            int schemaIndex = node.items;
            const char *keyword = "items";
            if (node.itemsIsTuple) {
                schemaIndex = position < node.tupleItems.size() ? node.tupleItems[position] : -1;
                if (position >= node.tupleItems.size()) {
                    keyword = "additionalItems";
                    if (node.additionalItems == SchemaNode::Extra::Forbidden) {
                        if (!rules)
                            return false;
                        if (!itemReported) {
                            ok = failure(index, "additionalItems", value, rules, path,
                                Check::tr("must have at most %n item(s)", nullptr, int(node.tupleItems.size())),
                                "found additional items");
                            itemReported = true;
                        }
                    } else if (node.additionalItems == SchemaNode::Extra::Schema) {
                        schemaIndex = node.additionalItemsNode;
                    }
                }
            }
            if (schemaIndex >= 0) {
                JsonValue details;
                if (!this->value(schemaIndex, valueOf(&item), detailsFor(details, rules), itemPath)) {
                    if (!rules)
                        return false;
                    ok = false;
                    if (!itemReported) { // the server reports the first failing item
                        rules->push_back({{"operatorName", keyword},
                            {"reason", "At least one item did not match the sub-schema"}, {"itemIndex", position},
                            {"details", details}});
                        itemReported = true;
                    }
                }
            }
            if (node.uniqueItems)
                seen.push_back({item});
        }
        if (node.minItems && count < *node.minItems) {
            if (!rules)
                return false;
            ok = failure(index, "minItems", value, rules, path,
                Check::tr("must have at least %n item(s)", nullptr, int(*node.minItems)),
                "array did not match specified length");
        }
        if (node.maxItems && count > *node.maxItems) {
            if (!rules)
                return false;
            ok = failure(index, "maxItems", value, rules, path,
                Check::tr("must have at most %n item(s)", nullptr, int(*node.maxItems)),
                "array did not match specified length");
        }
        if (node.uniqueItems) {
            for (size_t i = 1; i < seen.size(); ++i) {
                for (size_t j = 0; j < i; ++j) {
                    if (!bsonValuesEqual(&seen[i].it, &seen[j].it))
                        continue;
                    if (!rules)
                        return false;
                    JsonValue extra = JsonValue::object();
                    extra["duplicatedValue"] = jsonOf(valueOf(&seen[i].it));
                    return failure(index, "uniqueItems", value, rules, path, Check::tr("has the same item twice"),
                        "found a duplicate item", std::move(extra));
                }
            }
        }
        return ok;
    }

    bool logic(int index, const Value &value, JsonValue *rules, const std::string &path)
    {
        if constexpr (!Explain)
            rules = nullptr;
        const SchemaNode &node = mSchema.mNodes[size_t(index)];
        bool ok = true;
        if (!node.allOf.empty()) {
            JsonValue failed;
            for (size_t i = 0; i < node.allOf.size(); ++i) {
                JsonValue details;
                if (!this->value(node.allOf[i], value, detailsFor(details, rules), path)) {
                    if (!rules)
                        return false;
                    failed.push_back({{"index", i}, {"details", details}});
                }
            }
            if (rules && !failed.is_null()) {
                ok = false;
                rules->push_back({{"operatorName", "allOf"}, {"schemasNotSatisfied", failed}});
            }
        }
        if (!node.anyOf.empty() && !choice(node.anyOf, "anyOf", value, rules, path)) {
            if (!rules)
                return false;
            ok = false;
        }
        if (!node.oneOf.empty() && !choice(node.oneOf, "oneOf", value, rules, path)) {
            if (!rules)
                return false;
            ok = false;
        }
        if (node.notNode >= 0) {
            ++mAlternatives;
            JsonValue ignored;
            const bool matched = this->value(node.notNode, value, detailsFor(ignored, rules), path);
            --mAlternatives;
            if (matched) {
                if (!rules)
                    return false;
                ok = failure(index, "not", value, rules, path, Check::tr("matches a schema it must not match"),
                    "child expression matched");
                rules->back().erase("consideredValue");
            }
        }
        return ok;
    }

    // anyOf (at least one matches) and oneOf (exactly one does).
    bool choice(const std::vector<int> &choices, const char *keyword, const Value &value, JsonValue *rules,
        const std::string &path)
    {
        if constexpr (!Explain)
            rules = nullptr;
        const bool exactlyOne = std::string_view(keyword) == "oneOf";
        JsonValue failed = rules ? JsonValue::array() : JsonValue();
        std::vector<size_t> matching;
        ++mAlternatives;
        for (size_t i = 0; i < choices.size(); ++i) {
            JsonValue details;
            if (this->value(choices[i], value, detailsFor(details, rules), path)) {
                matching.push_back(i);
                if (!exactlyOne || matching.size() > 1)
                    break;
            } else if (rules) {
                failed.push_back({{"index", i}, {"details", details}});
            }
        }
        --mAlternatives;
        if (matching.size() == 1 || (!exactlyOne && !matching.empty()))
            return true;
        if (!rules)
            return false;
        if (matching.empty()) {
            rules->push_back({{"operatorName", keyword}, {"schemasNotSatisfied", failed}});
            note(path, keyword, Check::tr("matches none of %n schema(s)", nullptr, int(choices.size())));
        } else {
            rules->push_back({{"operatorName", keyword}, {"reason", "more than one subschema matched"},
                {"matchingSchemaIndexes", JsonValue(matching)}});
            note(path, keyword, Check::tr("matches more than one schema"));
        }
        return false;
    }

    static JsonValue *detailsFor(JsonValue &slot, JsonValue *rules)
    {
        if constexpr (!Explain)
            rules = nullptr;
        if (!rules)
            return nullptr;
        slot = JsonValue::array();
        return &slot;
    }

    static std::string join(const std::string &path, std::string_view key)
    {
        return path.empty() ? std::string(key) : path + "." + std::string(key);
    }

    const JsonSchema &mSchema;
    Explanation *mExplanation;
    int mAlternatives = 0;
};

const SchemaNode &JsonSchema::root() const
{
    return mNodes.front();
}

bool JsonSchema::matches(const uint8_t *data, size_t length) const
{
    if (quickPasses(*this, data, length))
        return true;
    SchemaWalker<false> walker(*this, nullptr);
    return walker.document(data, length, nullptr);
}

Explanation JsonSchema::explain(const uint8_t *data, size_t length) const
{
    Explanation explanation;
    SchemaWalker<true> walker(*this, &explanation);
    JsonValue rules = JsonValue::array();
    if (walker.document(data, length, &rules))
        return {};
    explanation.details = {{"operatorName", "$jsonSchema"}, {"schemaRulesNotSatisfied", rules}};
    return explanation;
}

} // namespace docmodel::check
