// SPDX-License-Identifier: GPL-3.0-or-later
#include "treedetection.h"
#include "inferencetr.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace docmodel::inference {

namespace {

const ReferenceCandidate *pick(const std::vector<const ReferenceCandidate *> &self, bool array)
{
    const ReferenceCandidate *best = nullptr;
    for (const ReferenceCandidate *candidate : self)
        if (candidate->path->array == array && !candidate->path->dbref
            && (!best || candidate->share() > best->share()))
            best = candidate;
    return best;
}

// Whether each array is the ancestors of its last element followed by that
// element: the share of documents where it is.
double ancestorShare(const ReferenceCandidate &candidate, size_t &checked)
{
    const SampledPath &path = *candidate.path;
    std::unordered_map<uint32_t, const std::vector<ValueKey> *> byDocument;
    for (size_t holder = 0; holder < path.values.size(); ++holder)
        byDocument[path.document[holder]] = &path.values[holder];
    size_t agree = 0;
    checked = 0;
    for (const auto &values : path.values) {
        if (values.empty())
            continue;
        const auto parent = candidate.key->documents.find(values.back());
        if (parent == candidate.key->documents.end())
            continue;
        ++checked;
        const auto parentValues = byDocument.find(parent->second);
        const std::vector<ValueKey> empty;
        const std::vector<ValueKey> &above = parentValues == byDocument.end() ? empty : *parentValues->second;
        if (above.size() + 1 == values.size() && std::equal(above.begin(), above.end(), values.begin()))
            ++agree;
    }
    return checked ? double(agree) / double(checked) : 0.0;
}

// Two int fields named as nested sets' bounds, left below right in every
// document and no bound used twice.
std::optional<DetectedTree> nestedSets(const SampledCollection &collection)
{
    const SampledPath *left = nullptr;
    const SampledPath *right = nullptr;
    for (const SampledPath &path : collection.paths) {
        if (path.array || path.dbref || !path.embedded.empty())
            continue;
        const std::string stem = nameStem(path.field);
        if (stem == "left" || stem == "lft")
            left = &path;
        else if (stem == "right" || stem == "rgt")
            right = &path;
    }
    if (!left || !right || left->values.size() != collection.documents.size()
        || right->values.size() != collection.documents.size())
        return std::nullopt;
    std::unordered_map<uint32_t, ValueKey> rightOf;
    for (size_t holder = 0; holder < right->values.size(); ++holder)
        rightOf[right->document[holder]] = right->values[holder].front();
    std::unordered_set<ValueKey> bounds;
    for (size_t holder = 0; holder < left->values.size(); ++holder) {
        const ValueKey &low = left->values[holder].front();
        const auto high = rightOf.find(left->document[holder]);
        // Integer keys compare as their numbers do.
        if (high == rightOf.end() || keyKindOf(low) != KeyKind::Integer
            || keyKindOf(high->second) != KeyKind::Integer || !(low < high->second))
            return std::nullopt;
        if (!bounds.insert(low).second || !bounds.insert(high->second).second)
            return std::nullopt;
    }
    DetectedTree tree;
    tree.tree.encoding = TreeEncoding::NestedSets;
    tree.confidence = 1.0;
    tree.evidence = Inference::tr("%1 and %2: the left bound below the right in all %3 sampled documents, no bound "
                                  "used twice")
                        .arg(QString::fromStdString(left->field), QString::fromStdString(right->field),
                            number(collection.documents.size()))
                        .toStdString();
    return tree;
}

// The delimiter most of a field's strings are split by.
char commonDelimiter(const SampledPath &path)
{
    static const std::string delimiters = ",/|.#:>";
    size_t counts[8] = {};
    for (const auto &values : path.values)
        for (const ValueKey &value : values)
            for (char c : stringOfKey(value))
                if (const auto at = delimiters.find(c); at != std::string::npos)
                    ++counts[at];
    const auto most = std::max_element(std::begin(counts), std::begin(counts) + delimiters.size());
    return *most ? delimiters[size_t(most - std::begin(counts))] : '\0';
}

std::vector<std::string> split(const std::string &text, char delimiter)
{
    std::vector<std::string> parts;
    size_t start = 0;
    while (start <= text.size()) {
        const size_t end = std::min(text.find(delimiter, start), text.size());
        if (end > start)
            parts.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

// A string field made of other documents' string keys between delimiters.
std::optional<DetectedTree> materializedPath(const SampledCollection &collection,
    std::unordered_map<ValueKey, int64_t> &children)
{
    for (const SampledPath &path : collection.paths) {
        if (path.array || path.dbref || !path.embedded.empty() || collection.findKey(path.field))
            continue;
        const char delimiter = commonDelimiter(path);
        if (!delimiter)
            continue;
        for (const SampledKey &key : collection.keys) {
            if (key.kind() != KeyKind::String)
                continue;
            size_t tokens = 0;
            size_t found = 0;
            size_t delimited = 0;
            std::unordered_map<ValueKey, int64_t> parents;
            for (size_t holder = 0; holder < path.values.size(); ++holder) {
                const std::string text = stringOfKey(path.values[holder].front());
                delimited += text.find(delimiter) != std::string::npos;
                std::vector<std::string> parts = split(text, delimiter);
                for (const std::string &part : parts)
                    found += key.documents.count(stringKey(part));
                tokens += parts.size();
                // The path may end with the document's own key.
                const auto own = key.documents.end();
                if (!parts.empty()) {
                    auto last = key.documents.find(stringKey(parts.back()));
                    const bool endsWithSelf = last != own && last->second == path.document[holder];
                    if (endsWithSelf)
                        parts.pop_back();
                    if (!parts.empty())
                        ++parents[stringKey(parts.back())];
                }
            }
            if (tokens == 0 || double(found) < 0.9 * double(tokens) || 2 * delimited < path.values.size())
                continue;
            DetectedTree tree;
            tree.tree.encoding = TreeEncoding::MaterializedPath;
            tree.tree.delimiter = std::string(1, delimiter);
            tree.key = key.field;
            tree.confidence = double(found) / double(tokens);
            tree.evidence = Inference::tr("%1: %2 % of %3 path segments (between \"%4\") are %5 values")
                                .arg(QString::fromStdString(path.field), percentOf(found, tokens), number(tokens),
                                    QString(QChar::fromLatin1(delimiter)), QString::fromStdString(key.field))
                                .toStdString();
            children = std::move(parents);
            return tree;
        }
    }
    return std::nullopt;
}

std::unordered_map<ValueKey, int64_t> parentsOf(const SampledPath &path)
{
    std::unordered_map<ValueKey, int64_t> children;
    for (const auto &values : path.values)
        for (const ValueKey &value : values)
            ++children[value];
    return children;
}

std::string referenceEvidence(const ReferenceCandidate &candidate)
{
    return Inference::tr("%1: %2 % of %3 sampled values are %4 values")
        .arg(QString::fromStdString(candidate.path->field), percentOf(candidate.found, candidate.distinct),
            number(candidate.distinct), QString::fromStdString(candidate.key->field))
        .toStdString();
}

} // namespace

Counts countsFromChildren(
    const std::vector<int64_t> &perParent, double scale, std::optional<int64_t> least, bool sampled)
{
    Counts counts;
    if (perParent.empty())
        return counts;
    const auto [fewest, most] = std::minmax_element(perParent.begin(), perParent.end());
    int64_t sum = 0;
    for (int64_t children : perParent)
        sum += children;
    counts.min = least.value_or(*fewest);
    counts.typical = std::max<int64_t>(1, std::llround(double(sum) / double(perParent.size()) * scale));
    // Scaling the most seen up would be a guess that changes from sample to
    // sample; what was seen is a lower bound, and says so.
    counts.estimated = sampled;
    counts.max = std::max<int64_t>(counts.typical, sampled ? *most : std::llround(double(*most) * scale));
    return counts;
}

std::optional<DetectedTree> detectTree(const SampledCollection &collection,
    const std::vector<const ReferenceCandidate *> &self)
{
    const ReferenceCandidate *parent = pick(self, false);
    const ReferenceCandidate *array = pick(self, true);
    std::unordered_map<ValueKey, int64_t> children;
    std::optional<DetectedTree> tree = nestedSets(collection);
    size_t checked = 0;
    if (!tree && array && ancestorShare(*array, checked) >= 0.9) {
        tree = DetectedTree();
        tree->tree.encoding = TreeEncoding::Ancestors;
        tree->array = array->path;
        tree->key = array->key->field;
        tree->confidence = array->share();
        tree->evidence = Inference::tr("%1: in %2 sampled documents each array is its last element's own array "
                                       "followed by that element; %3")
                             .arg(QString::fromStdString(array->path->field), number(checked),
                                 QString::fromStdString(referenceEvidence(*array)))
                             .toStdString();
        for (const auto &values : array->path->values)
            if (!values.empty())
                ++children[values.back()];
    }
    if (!tree)
        tree = materializedPath(collection, children);
    // Arrays that list a document twice, or go round, are a graph.
    const bool childArrays = array && childArraysFormTree(collection, *array->path, *array->key);
    if (!tree && (parent || childArrays)) {
        const ReferenceCandidate &by = parent ? *parent : *array;
        tree = DetectedTree();
        tree->tree.encoding = parent ? TreeEncoding::ParentRefs : TreeEncoding::ChildRefs;
        if (!parent)
            tree->array = array->path;
        tree->key = by.key->field;
        tree->confidence = by.share();
        tree->evidence = referenceEvidence(by);
    }
    if (!tree)
        return std::nullopt;
    if (tree->tree.encoding == TreeEncoding::NestedSets && parent)
        tree->key = parent->key->field;
    // The tree keeps the names its documents use (ReportsTo, subordinates).
    const bool withParent = tree->tree.encoding == TreeEncoding::ParentRefs
        || tree->tree.encoding == TreeEncoding::Ancestors || tree->tree.encoding == TreeEncoding::NestedSets;
    if (parent && withParent && parent->path->field != "parent")
        tree->tree.parentField = parent->path->field;
    if (tree->tree.encoding == TreeEncoding::ChildRefs && array->path->field != "children")
        tree->tree.childrenField = array->path->field;
    if (parent && withParent)
        tree->rootsLackParent = absenceOf(collection, parent->path->field).missing > 0;
    std::vector<int64_t> perParent;
    if (tree->tree.encoding != TreeEncoding::Ancestors && tree->tree.encoding != TreeEncoding::MaterializedPath) {
        if (parent)
            children = parentsOf(*parent->path);
        else if (tree->array)
            for (const auto &values : tree->array->values)
                if (!values.empty())
                    perParent.push_back(int64_t(values.size()));
    }
    for (const auto &entry : children)
        perParent.push_back(entry.second);
    // Leaves have no children: the least is none.
    tree->counts = perParent.empty() ? defaultCounts(Cardinality::OneToMany) : countsFromChildren(perParent, 1.0, 0, !collection.complete());
    for (const SampledPath &path : collection.paths) {
        const std::string stem = nameStem(path.field);
        if (!path.array && path.embedded.empty() && (stem == "depth" || stem == "level"))
            tree->tree.depthField = path.field;
    }
    return tree;
}

} // namespace docmodel::inference
