// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/kinds.h"

#include <QString>

#include <span>
#include <string>
#include <string_view>

namespace docmodel {

// Every rule the advisor knows. The catalogue in rules.cpp is the one place
// that gives each its code, name, severity and texts.
enum class RuleId {
    StrategyMismatch,
    TreeEncodingMismatch,
    UnboundedArray,
    DocumentTooLarge,
    LargeDocument,
    DeepNesting,
    MotleyTypes,
    BucketCollection,
    CollectionPerTenant,
    UnusedIndex,
    RedundantIndex,
    TooManyIndexes,
    UnindexedQuery,
    InMemorySort,
    DenormalizedWriteHeavy,
    UnshardableCollection,
    MonotonicShardKey,
    NormalizingEverything,
    UnindexedReference,
    ChangeableReferenceKey,
    ReferenceTypeMismatch,
    UndecidedQueriedAlone,
    StoredTwice,
    CollectionScanObserved,
    IndexUnusedOnServer,
    BucketPattern,
    SubsetPattern,
    ExtendedReferencePattern,
    PolymorphicPattern,
    MoneyAsDouble,
    LocalTime,
    AttributeIndex,
    CompensationPattern,
    RecoveryIndex,
    JunctionCollection,
    DateAsString,
};

struct Rule {
    RuleId id;
    std::string_view code; // stable: "DM101"; what files and tools refer to
    std::string_view slug; // "unbounded-array"
    Severity severity;
    const char *title; // the texts are in the "Advisor" translation context
    const char *description;
    const char *fix;
};

std::span<const Rule> ruleCatalogue();
const Rule &rule(RuleId id);
// By code ("DM101") or slug ("unbounded-array"); nullptr when unknown.
const Rule *findRule(std::string_view codeOrSlug);

// "DM101 unbounded-array"
std::string ruleLabel(const Rule &rule);
QString ruleTitle(const Rule &rule);
QString ruleDescription(const Rule &rule);
QString ruleFix(const Rule &rule);
QString severityDisplayName(Severity severity);

} // namespace docmodel
