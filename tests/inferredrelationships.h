// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tests of inferred relationships share: the relationships found
// in a folder's files, the one found between two collections, and whether
// a model's previewed references resolve.
#include "inferfiles.h"

#include "inference/filekeylookup.h"
#include "inference/modelfrominference.h"
#include "inference/relationshipdetection.h"
#include "preview/documentgenerator.h"

#include <QtTest>

#include <bson/bson.h>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace docmodel::test {


// The relationships found in a folder's files with a sample of `sample`
// documents a collection, as "one many strategy key: evidence".
inline std::map<std::string, std::string> relationshipsIn(const QString &dir, size_t sample)
{
    inference::InferOptions options;
    options.sampleSize = sample;
    const auto collections = test::inferInputs({ dir.toStdString() }, options);
    if (!collections)
        return {};
    const Model model = inference::modelFromInference(*collections);
    std::map<std::string, std::string> found;
    for (const auto &detected : inference::detectRelationships(model, *collections, {})) {
        const Relationship &rel = detected.relationship;
        found[rel.oneId + " " + rel.manyId + " " + std::string(toString(rel.strategy)) + " " + rel.oneKey + "/"
            + rel.manyKey]
            = detected.evidence;
    }
    return found;
}

// Every relationship found in a folder's files, weak ones too.
inline std::vector<inference::DetectedRelationship> detectedIn(
    const QString &dir, Model &model, size_t sample = inference::InferOptions().sampleSize)
{
    inference::InferOptions options;
    options.sampleSize = sample;
    std::vector<inference::CollectionSource> sources;
    const auto collections = test::inferInputs({ dir.toStdString() }, options, &sources);
    if (!collections)
        return {};
    model = inference::modelFromInference(*collections);
    return inference::detectRelationships(model, *collections, inference::fileKeyLookup(sources));
}

inline const inference::DetectedRelationship *detected(const std::vector<inference::DetectedRelationship> &found,
    const Model &model, const std::string &one, const std::string &many)
{
    const Entity *o = model.findEntityByName(one);
    const Entity *m = model.findEntityByName(many);
    for (const auto &candidate : found)
        if (o && m && candidate.relationship.oneId == o->id && candidate.relationship.manyId == m->id)
            return &candidate;
    return nullptr;
}

// The relationships found at each of the growing sample sizes, each run
// finding at least what the run before found (checked); the last run's.
inline std::map<std::string, std::string> foundAtGrowingSamples(const QString &dir, std::initializer_list<size_t> samples)
{
    std::map<std::string, std::string> smaller;
    for (const size_t sample : samples) {
        std::map<std::string, std::string> found = relationshipsIn(dir, sample);
        for (const auto &[relationship, evidence] : smaller)
            if (!found.contains(relationship))
                QTest::qFail((relationship + " lost at sample " + std::to_string(sample)).c_str(), __FILE__, __LINE__);
        smaller = std::move(found);
    }
    return smaller;
}

inline const Relationship *between(const Model &model, const std::string &one, const std::string &many)
{
    const Entity *o = model.findEntityByName(one);
    const Entity *m = model.findEntityByName(many);
    for (const Relationship &rel : model.relationships)
        if (o && m && rel.oneId == o->id && rel.manyId == m->id)
            return &rel;
    return nullptr;
}

// The value a top-level field holds in a BSON document, as relaxed JSON.
inline std::string valueText(const bson_t *doc, const char *field)
{
    bson_iter_t it;
    if (!bson_iter_init_find(&it, doc, field))
        return {};
    bson_t wrapper = BSON_INITIALIZER;
    bson_append_iter(&wrapper, "v", 1, &it);
    char *json = bson_as_relaxed_extended_json(&wrapper, nullptr);
    std::string text = json;
    bson_free(json);
    bson_destroy(&wrapper);
    return text;
}

// Every previewed reference is the key of a previewed referenced document
// (a tree's root, or a child allowed none, may hold null).
inline void previewResolves(const Model &model)
{
    PreviewOptions options;
    options.count = 40;
    const DocumentGenerator generator(model, options);
    for (const Relationship &rel : model.relationships) {
        const Entity *one = model.findEntity(rel.oneId);
        const Entity *many = model.findEntity(rel.manyId);
        const std::string field = rel.tree ? rel.tree->parent() : rel.manyField;
        std::set<std::string> keys;
        for (int i = 0; i < options.count; ++i)
            keys.insert(valueText(generator.document(*one, i).get(), rel.oneKey.c_str()));
        QCOMPARE(keys.size(), size_t(options.count)); // a key is unique
        int resolved = 0;
        for (int i = 0; i < options.count; ++i) {
            const std::string reference = valueText(generator.document(*many, i).get(), field.c_str());
            if ((rel.tree || rel.optionalReference) && (reference.empty() || reference == R"({ "v" : null })"))
                continue;
            QVERIFY2(keys.contains(reference), (many->name + " " + std::to_string(i) + ": " + reference).c_str());
            ++resolved;
        }
        QVERIFY(resolved > options.count / 2);
    }
}

} // namespace docmodel::test
