// SPDX-License-Identifier: GPL-3.0-or-later
#include "relationshipdetection.h"
#include "inferencetr.h"

#include "junctiondetection.h"
#include "treedetection.h"
#include "schema/keynames.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <functional>
#include <map>
#include <cctype>
#include <tuple>

namespace docmodel::inference {

namespace {

constexpr double kStrongShare = 0.9;
constexpr size_t kPairsCompared = 1000;

// "4 to 19", or "10" when every parent has as many.
QString range(const Counts &counts)
{
    const int64_t most = counts.max.value_or(counts.typical);
    return counts.min == most ? QLocale().toString(qlonglong(most))
                              : Inference::tr("%1 to %2").arg(QLocale().toString(qlonglong(counts.min)), QLocale().toString(qlonglong(most)));
}

std::string placeName(const std::vector<std::string> &names, size_t collection, const std::string &field)
{
    return names[collection] + '.' + field;
}

// "97 % of 1,000 sampled customers.accounts values are accounts.account_id values"
std::string referenceEvidence(const ReferenceCandidate &candidate, const std::vector<std::string> &names)
{
    QString text = Inference::tr("%1 % of %2 sampled %3 values are %4 values")
                       .arg(percentOf(candidate.found, candidate.distinct), number(candidate.distinct),
                           QString::fromStdString(placeName(names, candidate.from, candidate.path->path())),
                           QString::fromStdString(placeName(names, candidate.to, candidate.key->path())));
    if (candidate.path->dbref)
        text += Inference::tr(" (DBRefs)");
    if (candidate.confirmed)
        text += Inference::tr(", looked up beyond the sample");
    if (const SampledKey &key = *candidate.key; key.duplicates > 0) {
        QStringList values;
        for (const ValueKey &value : key.duplicated)
            values << QString::fromStdString(keyText(value));
        text += Inference::tr("; %1 is nearly unique: %n sampled document(s) repeat a value (%2), so a unique "
                              "index on it cannot be built until that is mended",
            nullptr, int(key.duplicates))
                    .arg(QString::fromStdString(placeName(names, candidate.to, key.path())),
                        values.join(QStringLiteral(", ")));
    }
    return text.toStdString();
}

Relationship referenceBetween(const Model &model, size_t one, size_t many, Cardinality cardinality, const Counts &counts)
{
    Relationship rel;
    rel.oneId = model.entities[one].id;
    rel.manyId = model.entities[many].id;
    rel.cardinality = cardinality;
    rel.counts = counts;
    if (cardinality == Cardinality::OneToSquillions)
        rel.counts.max.reset();
    rel.manyStandsAlone = QueriedAlone::Undecided;
    return rel;
}

// A value that stands for "no reference" ("NULL", "", "N/A", a string among
// ObjectIds): of another kind than the key's, or a placeholder word the key
// does not hold. It is no parent with children of its own.
bool isPlaceholder(const ValueKey &value, const SampledKey &key)
{
    const std::optional<KeyKind> kind = key.kind();
    if (kind && keyKindOf(value) != *kind)
        return true;
    if (keyKindOf(value) != KeyKind::String || key.documents.count(value))
        return false;
    const QString text = QString::fromStdString(stringOfKey(value)).trimmed().toLower();
    static const QStringList words { QString(), QStringLiteral("null"), QStringLiteral("n/a"), QStringLiteral("na"),
        QStringLiteral("none"), QStringLiteral("nil"), QStringLiteral("-"), QStringLiteral("unknown") };
    return words.contains(text);
}

// "12 sampled documents hold a placeholder instead of a reference: "NULL" 8, "" 4".
QString placeholdersText(const std::map<std::string, int64_t> &placeholders)
{
    int64_t total = 0;
    std::vector<std::pair<int64_t, std::string>> byCount;
    for (const auto &[text, count] : placeholders) {
        total += count;
        byCount.emplace_back(count, text);
    }
    std::ranges::sort(byCount, std::greater<>());
    QStringList listed;
    for (const auto &[count, text] : byCount)
        listed << QStringLiteral("%1 %2").arg(QString::fromStdString(text), number(size_t(count)));
    return Inference::tr("%n sampled value(s) are placeholders, not references: %1", nullptr, int(total))
        .arg(listed.join(QStringLiteral(", ")));
}

// The entity of a collection's documents, or of those in its top-level
// array `embedded`: the embedded type they became (modelFromInference).
std::optional<size_t> entityAt(const Model &model, size_t collectionIndex, const std::string &embedded)
{
    if (embedded.empty())
        return collectionIndex;
    const std::string &collection = model.entities[collectionIndex].id;
    for (const Relationship &rel : model.relationships)
        if (rel.strategy == Strategy::Embed && rel.oneId == collection && rel.oneField == embedded)
            for (size_t index = 0; index < model.entities.size(); ++index)
                if (model.entities[index].id == rel.manyId)
                    return index;
    return std::nullopt;
}

// The entity whose documents hold a candidate's place.
std::optional<size_t> holderEntity(const Model &model, const ReferenceCandidate &candidate)
{
    return entityAt(model, candidate.from, candidate.path->embedded);
}

// The entity whose documents the candidate's key names: a collection, or
// the embedded type of another collection's array (a venue's seats).
std::optional<size_t> referredEntity(const Model &model, const ReferenceCandidate &candidate)
{
    return entityAt(model, candidate.to, candidate.key->embedded);
}

// A reference in each N-side document (`holder`: a collection or an
// embedded type) to its parent: children per parent from how often each
// parent's value occurs.
DetectedRelationship parentReference(const Model &model, const ReferenceCandidate &candidate, size_t referred,
    size_t holder, const std::vector<SampledCollection> &sampled, const std::vector<std::string> &names)
{
    std::unordered_map<ValueKey, int64_t> children;
    std::map<std::string, int64_t> placeholders; // by their text, quoted
    std::vector<std::string> placeholderStrings; // as the documents hold them
    for (const auto &values : candidate.path->values)
        for (const ValueKey &value : values) {
            if (isPlaceholder(value, *candidate.key)) {
                if (++placeholders[keyText(value)] == 1 && keyKindOf(value) == KeyKind::String)
                    placeholderStrings.push_back(stringOfKey(value));
            } else {
                ++children[value];
            }
        }
    std::vector<int64_t> perParent;
    for (const auto &entry : children)
        perParent.push_back(entry.second);
    const SampledCollection &from = sampled[candidate.from];
    const SampledCollection &to = sampled[candidate.to];
    const double scale = double(from.total) / double(std::max<size_t>(1, from.documents.size()));
    // Parents without children are only known to exist when both sides are whole.
    std::optional<int64_t> least;
    if (!from.complete() || !to.complete() || children.size() < candidate.key->documents.size())
        least = 0;
    const Counts counts = countsFromChildren(perParent, scale, least, !from.complete());
    DetectedRelationship found;
    found.relationship = referenceBetween(model, referred, holder, cardinalityForMax(*counts.max), counts);
    found.relationship.strategy = Strategy::ParentReferencing;
    found.relationship.manyField = candidate.path->field;
    found.relationship.oneKey = candidate.key->field;
    const FieldAbsence absence = absenceOf(from, *candidate.path);
    found.relationship.optionalReference = absence.missing + absence.null > 0;
    // A missing reference is no null one: null joins its types only when seen.
    found.relationship.referenceMayBeNull = absence.null > 0 || absence.missing == 0;
    found.confidence = candidate.share();
    const QString parent = QString::fromStdString(model.entities[referred].name);
    found.evidence = referenceEvidence(candidate, names) + "; "
        + (counts.estimated
                  ? Inference::tr("about %1 per %2 document, estimated from %3 of %4 %5 documents; the most seen "
                                  "is %6, more may exist")
                        .arg(counts.typical)
                        .arg(parent, number(from.documents.size()), number(from.total),
                            QString::fromStdString(names[candidate.from]))
                        .arg(*counts.max)
                  : Inference::tr("%1 per %2 document, %3 on average").arg(range(counts), parent).arg(counts.typical))
              .toStdString();
    if (found.relationship.optionalReference)
        found.evidence += "; "
            + (absence.null > 0 ? Inference::tr("%n sampled document(s) refer to none (the field missing or null)",
                                      nullptr, int(absence.missing + absence.null))
                                : Inference::tr("%n sampled document(s) refer to none (the field missing, never null)",
                                      nullptr, int(absence.missing)))
                  .toStdString();
    if (!placeholders.empty())
        found.evidence += "; " + placeholdersText(placeholders).toStdString();
    found.relationship.placeholders = std::move(placeholderStrings);
    return found;
}

// An array of references to the children in each parent; many-to-many when
// a child is in more than one parent's array.
DetectedRelationship childReferences(const Model &model, const ReferenceCandidate &candidate,
    const std::vector<SampledCollection> &sampled, const std::vector<std::string> &names)
{
    std::vector<int64_t> lengths;
    std::unordered_map<ValueKey, int> parents;
    bool shared = false;
    for (const auto &values : candidate.path->values) {
        lengths.push_back(int64_t(values.size()));
        for (const ValueKey &value : std::unordered_set<ValueKey>(values.begin(), values.end()))
            shared |= ++parents[value] > 1;
    }
    const Counts counts = countsFromChildren(lengths, 1.0, std::nullopt, !sampled[candidate.from].complete());
    const Cardinality cardinality = shared ? Cardinality::ManyToMany : cardinalityForMax(*counts.max);
    DetectedRelationship found;
    found.relationship = referenceBetween(model, candidate.from, candidate.to, cardinality, counts);
    found.relationship.strategy = Strategy::ChildReferencing;
    found.relationship.oneField = candidate.path->field;
    found.relationship.manyKey = candidate.key->field;
    found.confidence = candidate.share();
    found.evidence = referenceEvidence(candidate, names) + "; "
        + Inference::tr("arrays of %1, %2 on average").arg(range(counts)).arg(counts.typical).toStdString();
    if (counts.estimated)
        found.evidence += "; "
            + Inference::tr("seen in %1 of %2 documents: longer arrays may exist")
                  .arg(number(sampled[candidate.from].documents.size()), number(sampled[candidate.from].total))
                  .toStdString();
    if (shared)
        found.evidence += "; " + Inference::tr("values shared between arrays").toStdString();
    return found;
}

// Arrays of a collection's own keys that are no tree: a graph, each
// document listing others (countries and the countries they border).
DetectedRelationship graphOf(const Model &model, const ReferenceCandidate &candidate,
    const std::vector<SampledCollection> &sampled, const std::vector<std::string> &names)
{
    DetectedRelationship found = childReferences(model, candidate, sampled, names);
    Relationship &rel = found.relationship;
    rel.cardinality = Cardinality::ManyToMany;
    rel.manyStandsAlone = QueriedAlone::Yes; // they are the collection's own documents
    // Documents without the array (or with an empty one) list nobody.
    const SampledCollection &collection = sampled[candidate.from];
    if (candidate.path->values.size() < collection.documents.size())
        rel.counts.min = 0;
    found.strong = found.confidence >= kStrongShare;
    found.evidence += "; "
        + Inference::tr("%1 documents list each other: a graph, not a tree")
              .arg(QString::fromStdString(names[candidate.from]))
              .toStdString();
    return found;
}

// The top-level fields of the referring documents that hold the same value
// as a field of the referred-to document, pair after pair: copies kept next
// to the reference.
std::vector<DenormalizedField> copiesBeside(const Model &model, const ReferenceCandidate &candidate,
    const std::vector<SampledCollection> &sampled, std::string &evidence)
{
    const SampledCollection &from = sampled[candidate.from];
    const SampledCollection &to = sampled[candidate.to];
    std::vector<std::pair<const std::string *, const std::string *>> pairs;
    const SampledPath &path = *candidate.path;
    for (size_t holder = 0; holder < path.values.size() && pairs.size() < kPairsCompared; ++holder) {
        const auto parent = candidate.key->documents.find(path.values[holder].front());
        if (parent != candidate.key->documents.end())
            pairs.emplace_back(from.documents[path.document[holder]], to.documents[parent->second]);
    }
    std::vector<DenormalizedField> copies;
    if (pairs.size() < 2)
        return copies;
    const Entity &child = model.entities[candidate.from];
    const Entity &parent = model.entities[candidate.to];
    for (const Field &copy : child.fields) {
        if (copy.name == "_id" || copy.name == path.field)
            continue;
        for (const Field &source : parent.fields) {
            if (source.name == "_id" || source.name == candidate.key->field)
                continue;
            size_t equal = 0;
            std::unordered_set<std::string> values;
            for (const auto &[childDocument, parentDocument] : pairs) {
                const auto value = fieldValue(*parentDocument, source.name);
                if (value && value == fieldValue(*childDocument, copy.name)) {
                    ++equal;
                    values.insert(*value);
                }
            }
            // Equal values that differ from parent to parent: a constant is no copy.
            if (double(equal) < 0.95 * double(pairs.size()) || values.size() < 2)
                continue;
            copies.push_back({ source.name, CopyDirection::IntoMany, copy.name == source.name ? std::string() : copy.name });
            evidence += "; "
                + Inference::tr("%1 equals %2 of the %3 document referred to in %4 % of %5 sampled pairs")
                      .arg(QString::fromStdString(copy.name), QString::fromStdString(source.name),
                          QString::fromStdString(parent.name), percentOf(equal, pairs.size()), number(pairs.size()))
                      .toStdString();
            break;
        }
    }
    return copies;
}

// Only the values say so: the candidate waits for the person to accept it,
// and its evidence says what else the values fit.
void weakenUnnamed(DetectedRelationship &detected, const ReferenceCandidate &candidate,
    const std::vector<std::string> &names)
{
    const std::optional<KeyKind> kind = candidate.key->kind();
    if (kind == KeyKind::ObjectId || kind == KeyKind::Uuid)
        return; // such values are not in another collection by chance
    detected.confidence *= 0.5;
    detected.evidence += "; "
        + Inference::tr("the names %1 and %2 do not agree: only the values say so")
              .arg(QString::fromStdString(candidate.path->field),
                  QString::fromStdString(placeName(names, candidate.to, candidate.key->path())))
              .toStdString();
    if (!candidate.alsoFits.empty()) {
        QStringList others;
        for (const std::string &other : candidate.alsoFits)
            others << QString::fromStdString(other);
        detected.evidence += "; "
            + Inference::tr("every value is also a value of %1").arg(others.join(QStringLiteral(", "))).toStdString();
    }
}

// A reference found and the candidate it was made from.
struct FoundReference {
    DetectedRelationship detected;
    const ReferenceCandidate *candidate = nullptr;
};

// How good a key is to refer by: unique in every document read, then a name
// that does not change, then an ObjectId, UUID or number before a string.
auto keyRank(const ReferenceCandidate &candidate)
{
    const SampledKey &key = *candidate.key;
    return std::tuple(key.duplicates == 0, -int(keyNameKind(key.field)), key.kind() != KeyKind::String,
        candidate.share());
}

// Several fields of one child that each hold a key of the same parent are
// one reference, by the best key, and copies beside it: comments that hold a
// user's email and name refer by email and copy the name. A field that is
// no copy next to the chosen reference refers to another parent (an author
// and an editor) and stays a relationship of its own.
void keepBestReference(std::vector<FoundReference> &found)
{
    for (size_t i = 0; i < found.size(); ++i) {
        const ReferenceCandidate &best = *found[i].candidate;
        if (best.path->array || best.path->dbref)
            continue;
        // Fields of one holder: the collection's, or one embedded array's.
        const auto sameHolder = [&](const ReferenceCandidate &other) {
            return other.from == best.from && other.path->embedded == best.path->embedded;
        };
        // The same documents referred to: a venue's, or its seats'.
        const auto otherTarget = [&](const ReferenceCandidate &other) {
            return other.to != best.to || other.key->embedded != best.key->embedded;
        };
        bool better = true;
        for (const FoundReference &other : found)
            better &= other.candidate == &best || other.candidate->path->array || !sameHolder(*other.candidate)
                || otherTarget(*other.candidate) || keyRank(*other.candidate) <= keyRank(best);
        if (!better)
            continue;
        for (size_t j = 0; j < found.size(); ++j) {
            const ReferenceCandidate &other = *found[j].candidate;
            if (j == i || !sameHolder(other) || otherTarget(other) || other.path->array)
                continue;
            const auto &copies = found[i].detected.relationship.denormalized;
            const bool copied = std::ranges::any_of(copies, [&](const DenormalizedField &copy) {
                return copy.name() == other.path->field;
            });
            if (!copied)
                continue;
            found[i].detected.evidence += "; "
                + Inference::tr("%1 also holds %2 values, but %3 is the better key to refer by, so %1 is a copy")
                      .arg(QString::fromStdString(other.path->field), QString::fromStdString(other.key->field),
                          QString::fromStdString(best.key->field))
                      .toStdString();
            found.erase(found.begin() + ptrdiff_t(j));
            if (j < i)
                --i;
            --j;
        }
    }
}

bool sameEnds(const Relationship &a, const Relationship &b)
{
    return a.oneId == b.oneId && a.manyId == b.manyId;
}

// A parent's array of its children and each child's reference to the
// parent are one two-way relationship.
// Children are read on their own when other documents refer to them
// (InvoiceLine to Track) or they are a junction's pairs; otherwise the data
// does not say, and the question stays open.
void decideQueriedAlone(const Model &model, std::vector<DetectedRelationship> &found)
{
    for (DetectedRelationship &detected : found) {
        Relationship &rel = detected.relationship;
        if (rel.manyStandsAlone != QueriedAlone::Undecided)
            continue;
        const auto referrer = std::find_if(found.begin(), found.end(), [&](const DetectedRelationship &other) {
            return other.relationship.oneId == rel.manyId && !other.relationship.isSelf();
        });
        if (detected.junction)
            rel.manyStandsAlone = QueriedAlone::Yes;
        else if (referrer != found.end()) {
            rel.manyStandsAlone = QueriedAlone::Yes;
            const Entity *many = model.findEntity(rel.manyId);
            const Entity *other = model.findEntity(referrer->relationship.manyId);
            detected.evidence += Inference::tr("; %1 refers to %2 documents, so they are read on their own")
                                     .arg(QString::fromStdString(other->name), QString::fromStdString(many->name))
                                     .toStdString();
        }
    }
}

void joinTwoWay(std::vector<DetectedRelationship> &found)
{
    for (size_t i = 0; i < found.size(); ++i) {
        Relationship &arrays = found[i].relationship;
        if (arrays.strategy != Strategy::ChildReferencing || arrays.isSelf())
            continue;
        for (size_t j = 0; j < found.size(); ++j) {
            const Relationship &other = found[j].relationship;
            if (other.isSelf())
                continue;
            const bool backReference = other.strategy == Strategy::ParentReferencing && sameEnds(arrays, other);
            const bool backArrays = other.strategy == Strategy::ChildReferencing && other.oneId == arrays.manyId
                && other.manyId == arrays.oneId && j > i;
            if (j == i || (!backReference && !backArrays))
                continue;
            arrays.strategy = Strategy::TwoWay;
            arrays.manyField = backReference ? other.manyField : other.oneField;
            arrays.oneKey = backReference ? other.oneKey : other.manyKey;
            if (backArrays)
                arrays.cardinality = Cardinality::ManyToMany;
            found[i].confidence = std::min(found[i].confidence, found[j].confidence);
            found[i].strong = found[i].confidence >= kStrongShare;
            found[i].evidence += "; " + found[j].evidence;
            found.erase(found.begin() + ptrdiff_t(j));
            if (j < i)
                --i; // what was at i moved down one
            break;
        }
    }
}

std::string relationshipId(const Model &model, const Relationship &rel)
{
    std::string base = rel.oneId + '-' + (rel.tree ? std::string("tree") : rel.isGraph() ? std::string("graph") : rel.manyId);
    std::string id = base;
    for (int n = 2; model.containsId(id); ++n)
        id = base + '-' + std::to_string(n);
    return id;
}

} // namespace

Cardinality cardinalityForMax(int64_t maxChildren)
{
    if (maxChildren <= 1)
        return Cardinality::OneToOne;
    if (maxChildren <= 50)
        return Cardinality::OneToFew;
    if (maxChildren <= 5000)
        return Cardinality::OneToMany;
    return Cardinality::OneToSquillions;
}

std::vector<DetectedRelationship> detectRelationships(const Model &model,
    const std::vector<InferredCollection> &collections, const KeyLookup &lookup, double keyUniqueShare)
{
    std::vector<DetectedRelationship> found;
    if (model.entities.size() < collections.size())
        return found;
    std::vector<std::string> names;
    std::vector<SampledCollection> sampled;
    for (const InferredCollection &collection : collections) {
        names.push_back(collection.name);
        sampled.push_back(sampledValues(
            collection.sample, std::max(collection.collectionCount, collection.schema.documents()), keyUniqueShare));
    }
    const std::vector<ReferenceCandidate> candidates = findReferenceCandidates(names, sampled, lookup);
    for (size_t index = 0; index < collections.size(); ++index) {
        std::vector<const ReferenceCandidate *> self;
        for (const ReferenceCandidate &candidate : candidates)
            if (candidate.from == index && candidate.to == index)
                self.push_back(&candidate);
        const auto tree = detectTree(sampled[index], self);
        for (const ReferenceCandidate *candidate : self)
            if (candidate->path->array && !candidate->path->dbref && (!tree || tree->array != candidate->path)
                && !childArraysFormTree(sampled[index], *candidate->path, *candidate->key))
                found.push_back(graphOf(model, *candidate, sampled, names));
        if (!tree)
            continue;
        DetectedRelationship detected;
        Relationship &rel = detected.relationship;
        rel = referenceBetween(model, index, index, cardinalityForMax(tree->counts.max.value_or(0)), tree->counts);
        rel.cardinality = rel.cardinality == Cardinality::OneToOne ? Cardinality::OneToFew : rel.cardinality;
        rel.manyStandsAlone = QueriedAlone::No;
        rel.strategy = Strategy::ParentReferencing;
        rel.tree = tree->tree;
        rel.oneKey = tree->key;
        rel.optionalReference = tree->rootsLackParent;
        detected.confidence = tree->confidence;
        detected.strong = tree->confidence >= kStrongShare;
        detected.evidence = names[index] + ": " + tree->evidence;
        found.push_back(std::move(detected));
    }
    std::vector<FoundReference> references;
    for (const ReferenceCandidate &candidate : candidates) {
        const std::optional<size_t> holder = holderEntity(model, candidate);
        const std::optional<size_t> referred = referredEntity(model, candidate);
        if (candidate.from == candidate.to || !holder || !referred)
            continue;
        DetectedRelationship detected = candidate.path->array
            ? childReferences(model, candidate, sampled, names)
            : parentReference(model, candidate, *referred, *holder, sampled, names);
        Relationship &rel = detected.relationship;
        if (candidate.path->dbref)
            rel.referenceStyle = ReferenceStyle::DbRef;
        else if (!candidate.path->array && candidate.path->embedded.empty() && candidate.key->embedded.empty()) {
            rel.denormalized = copiesBeside(model, candidate, sampled, detected.evidence);
            if (!rel.denormalized.empty())
                rel.strategy = Strategy::ExtendedReference;
        }
        if (!candidate.named)
            weakenUnnamed(detected, candidate, names);
        detected.strong = detected.confidence >= kStrongShare;
        references.push_back({ std::move(detected), &candidate });
    }
    keepBestReference(references);
    for (FoundReference &reference : references)
        found.push_back(std::move(reference.detected));
    joinTwoWay(found);
    markJunctions(model, sampled, names, found);
    decideQueriedAlone(model, found);
    return found;
}

void addDetectedRelationships(Model &model, const std::vector<DetectedRelationship> &accepted)
{
    for (const DetectedRelationship &detected : accepted) {
        Relationship rel = detected.relationship;
        rel.id = relationshipId(model, rel);
        model.relationships.push_back(std::move(rel));
    }
    tagJunctions(model, accepted);
}

} // namespace docmodel::inference
