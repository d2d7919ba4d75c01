// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules.h"
#include "schema/model.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace docmodel {

// A change the advisor can make for the user ("apply recommendation").
struct Recommendation {
    enum class Kind { None, SetStrategy, SetTreeEncoding, AddIndex, DropIndex, SetShardKey };
    Kind kind = Kind::None;
    std::string objectId; // the relationship, the index to drop, or the collection
    Strategy strategy = Strategy::ParentReferencing;
    TreeEncoding encoding = TreeEncoding::ParentRefs;
    std::vector<IndexKey> keys; // a new index or shard key

    bool isNone() const { return kind == Kind::None; }
    bool operator==(const Recommendation &) const = default;
};

// One finding: a rule applied to one object of the model.
struct Diagnostic {
    RuleId rule = RuleId::StrategyMismatch;
    Severity severity = Severity::Info;
    std::string objectId; // what a suppression names and the canvas selects
    std::string pointer; // JSON pointer of that object in the model file
    QString message; // this occurrence, in plain words
    QStringList reasons; // why, as a short list
    Recommendation recommendation;
    // A change was recommended but is not offered: it would leave the model
    // invalid (the last reason says how).
    bool fixWithheld = false;

    const Rule &ruleInfo() const { return docmodel::rule(rule); }
};

// `{state: 1, created: -1}`: keys as mongosh shows them.
QString keysText(const std::vector<IndexKey> &keys);

} // namespace docmodel
