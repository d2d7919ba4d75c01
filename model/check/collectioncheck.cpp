// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectioncheck.h"

#include "bsoncompare.h"
#include "schemanode.h"
#include "typebits.h"

#include <algorithm>
#include <array>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>

namespace docmodel::check {

namespace {

constexpr size_t kBatchBytes = 1 << 20;
constexpr size_t kUnknownNames = 500; // field names the model lacks, kept per collection

struct Batch {
    std::vector<uint8_t> bytes;
    struct Entry {
        size_t offset;
        size_t length;
        uint64_t order;
        std::string where;
    };
    std::vector<Entry> entries;
};

using RuleKey = std::tuple<std::string, std::string, std::string>; // path, keyword, reason
using Example = std::shared_ptr<const FailingDocument>;

// What one thread found.
struct Findings {
    uint64_t checked = 0;
    uint64_t failing = 0;
    std::map<RuleKey, uint64_t> rules;
    std::map<RuleKey, std::vector<Example>> examples; // per rule, the first ones by order
    // Top-level fields: per name the schema describes, documents per type;
    // names it does not describe, documents each.
    std::vector<std::array<uint64_t, 22>> typesSeen;
    std::vector<uint64_t> present;
    std::unordered_map<std::string, uint64_t> unknown;
};

int typeIndex(bson_type_t type)
{
    const uint32_t bit = typeBit(type);
    return bit ? __builtin_ctz(bit) : 0;
}

JsonValue idOf(const uint8_t *data, size_t length)
{
    bson_iter_t it;
    if (!bson_iter_init_from_data(&it, data, length) || !bson_iter_find(&it, "_id"))
        return JsonValue();
    return valueJson(&it);
}

// Up to `wanted` failing documents, round by round over the rules (most
// often broken first): each rule's first example not already chosen, then
// its next; so every broken rule shows a document while there is room.
std::vector<FailingDocument> examplesAcrossRules(
    const std::vector<RuleCount> &rules, std::map<RuleKey, std::vector<Example>> &examples, size_t wanted)
{
    std::vector<FailingDocument> chosen;
    std::vector<uint64_t> taken; // orders of the chosen documents
    std::vector<size_t> next(rules.size(), 0);
    for (bool more = true; more && chosen.size() < wanted;) {
        more = false;
        for (size_t r = 0; r < rules.size() && chosen.size() < wanted; ++r) {
            const std::vector<Example> &kept = examples[{rules[r].path, rules[r].keyword, rules[r].reason}];
            while (next[r] < kept.size()
                && std::find(taken.begin(), taken.end(), kept[next[r]]->order) != taken.end())
                ++next[r];
            if (next[r] == kept.size())
                continue;
            taken.push_back(kept[next[r]]->order);
            chosen.push_back(*kept[next[r]++]);
            more = true;
        }
    }
    return chosen;
}

} // namespace

struct CollectionChecker::State {
    const JsonSchema &schema;
    const SchemaNode &root;
    size_t examples;
    std::vector<std::thread> threads;
    std::vector<Findings> findings;
    Batch filling;
    uint64_t order = 0;
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<Batch> queue;
    size_t maxQueued;
    bool done = false;

    State(const JsonSchema &s, const SchemaNode &r, size_t e) : schema(s), root(r), examples(e) { }

    void evaluate(Findings &mine, const uint8_t *data, size_t length, uint64_t documentOrder, const std::string &where)
    {
        ++mine.checked;
        countFields(mine, data, length);
        if (schema.matches(data, length))
            return;
        ++mine.failing;
        Explanation why = schema.explain(data, length);
        // A rule counts once per document however often it is broken there.
        std::vector<RuleKey> broken;
        for (const RuleFailure &failure : why.failures)
            broken.emplace_back(failure.path, failure.keyword, failure.reason);
        std::sort(broken.begin(), broken.end());
        broken.erase(std::unique(broken.begin(), broken.end()), broken.end());
        Example example;
        for (RuleKey &key : broken) {
            ++mine.rules[key];
            std::vector<Example> &kept = mine.examples[std::move(key)];
            if (kept.size() >= examples)
                continue;
            if (!example)
                example = std::make_shared<const FailingDocument>(
                    FailingDocument{idOf(data, length), where, documentOrder, why});
            kept.push_back(example);
        }
    }

    void countFields(Findings &mine, const uint8_t *data, size_t length)
    {
        bson_iter_t it;
        if (!bson_iter_init_from_data(&it, data, length))
            return;
        while (bson_iter_next(&it)) {
            const std::string_view key(bson_iter_key(&it), bson_iter_key_len(&it));
            const int found = root.findName(key);
            if (found >= 0) {
                ++mine.present[size_t(found)];
                ++mine.typesSeen[size_t(found)][size_t(typeIndex(bson_iter_type(&it)))];
                continue;
            }
            auto known = mine.unknown.find(std::string(key));
            if (known != mine.unknown.end())
                ++known->second;
            else if (mine.unknown.size() < kUnknownNames)
                mine.unknown.emplace(std::string(key), 1);
        }
    }

    void work(Findings &mine)
    {
        for (;;) {
            Batch batch;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return done || !queue.empty(); });
                if (queue.empty())
                    return;
                batch = std::move(queue.front());
                queue.pop_front();
            }
            changed.notify_all();
            for (const Batch::Entry &entry : batch.entries)
                evaluate(mine, batch.bytes.data() + entry.offset, entry.length, entry.order, entry.where);
        }
    }

    // Lets the threads finish what is queued, and waits for them.
    void stopThreads()
    {
        if (threads.empty())
            return;
        {
            std::lock_guard lock(mutex);
            done = true;
        }
        changed.notify_all();
        for (std::thread &t : threads)
            t.join();
        threads.clear();
    }

    void submit()
    {
        if (filling.entries.empty())
            return;
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return queue.size() < maxQueued; });
        queue.push_back(std::move(filling));
        filling = Batch();
        lock.unlock();
        changed.notify_all();
    }
};

CollectionChecker::CollectionChecker(const JsonSchema &schema, int threads, int examples)
    : d(std::make_unique<State>(schema, schema.root(), size_t(std::max(0, examples))))
{
    const int workers = std::max(1, threads);
    d->findings.resize(size_t(workers));
    for (Findings &f : d->findings) {
        f.typesSeen.resize(d->root.names.size());
        f.present.resize(d->root.names.size());
    }
    d->maxQueued = size_t(workers) * 2;
    if (workers > 1)
        for (Findings &f : d->findings)
            d->threads.emplace_back([this, &f] { d->work(f); });
}

CollectionChecker::~CollectionChecker()
{
    d->stopThreads();
}

void CollectionChecker::add(const uint8_t *data, size_t length, const std::string &where)
{
    const uint64_t order = d->order++;
    if (d->threads.empty()) {
        d->evaluate(d->findings.front(), data, length, order, where);
        return;
    }
    Batch &batch = d->filling;
    batch.entries.push_back({batch.bytes.size(), length, order, where});
    batch.bytes.insert(batch.bytes.end(), data, data + length);
    if (batch.bytes.size() >= kBatchBytes)
        d->submit();
}

void CollectionChecker::finish(CollectionCheck &out)
{
    d->submit();
    d->stopThreads();
    // Merge what the threads found.
    std::map<RuleKey, uint64_t> rules;
    std::vector<std::array<uint64_t, 22>> typesSeen(d->root.names.size());
    std::vector<uint64_t> present(d->root.names.size());
    std::map<std::string, uint64_t> unknown;
    std::map<RuleKey, std::vector<Example>> examples;
    for (Findings &f : d->findings) {
        out.checked += f.checked;
        out.failing += f.failing;
        for (auto &[key, count] : f.rules)
            rules[key] += count;
        for (size_t i = 0; i < typesSeen.size(); ++i) {
            present[i] += f.present[i];
            for (size_t t = 0; t < 22; ++t)
                typesSeen[i][t] += f.typesSeen[i][t];
        }
        for (auto &[name, count] : f.unknown)
            unknown[name] += count;
        for (auto &[key, kept] : f.examples)
            examples[key].insert(examples[key].end(), kept.begin(), kept.end());
    }
    // Each rule's first documents in input order, whatever the threads.
    for (auto &[key, kept] : examples) {
        std::sort(kept.begin(), kept.end(), [](const Example &a, const Example &b) { return a->order < b->order; });
        if (kept.size() > d->examples)
            kept.resize(d->examples);
    }
    for (const auto &[key, count] : rules) {
        RuleCount rule{std::get<0>(key), std::get<1>(key), std::get<2>(key), count, {}};
        for (const Example &example : examples[key])
            rule.exampleIds.push_back(example->id);
        out.rules.push_back(std::move(rule));
    }
    std::stable_sort(out.rules.begin(), out.rules.end(),
        [](const RuleCount &a, const RuleCount &b) { return a.documents > b.documents; });
    out.examples = examplesAcrossRules(out.rules, examples, d->examples);

    // Drift at the top of the documents: names the validator does not
    // describe, types it does not allow, required names missing.
    for (const auto &[name, count] : unknown)
        if (name != "_id") // every document has one, described or not
            out.drift.push_back({Drift::Kind::FieldNotInModel, name, {}, count});
    const std::vector<SchemaNode> &nodes = d->schema.nodes();
    for (size_t i = 0; i < d->root.names.size(); ++i) {
        const SchemaNode::Name &name = d->root.names[i];
        if (name.property >= 0) {
            const SchemaNode &property = nodes[size_t(name.property)];
            for (unsigned number = 0; number < 256; ++number) {
                const bson_type_t type = bson_type_t(number);
                const uint32_t bit = typeBit(type);
                const uint64_t count = bit ? typesSeen[i][size_t(typeIndex(type))] : 0;
                const bool allowed = (!property.bsonTypes || (property.bsonTypes & bit))
                    && (!property.jsonTypes || (property.jsonTypes & bit));
                if (!count || allowed)
                    continue;
                out.drift.push_back({Drift::Kind::TypeNotAllowed, name.name, std::string(bsonTypeAlias(type)), count});
            }
        }
        if (name.requiredBit >= 0 && present[i] < out.checked)
            out.drift.push_back({Drift::Kind::RequiredMissing, name.name, {}, out.checked - present[i]});
    }
    std::stable_sort(out.drift.begin(), out.drift.end(),
        [](const Drift &a, const Drift &b) { return a.documents > b.documents; });
}

} // namespace docmodel::check
