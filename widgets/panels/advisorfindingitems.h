// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor/advisor.h"
#include "schema/validation.h"

#include <QHash>
#include <QList>
#include <QString>

#include <array>
#include <string>
#include <unordered_map>

class QTreeWidgetItem;

namespace docmodel {

// The advisor list's item data roles.
namespace advisorrole {
constexpr int kDiagnostic = Qt::UserRole; // the finding's place in the report
constexpr int kObject = Qt::UserRole + 1; // the id of the object it is about
constexpr int kProblem = Qt::UserRole + 2; // the model check's place in the problems
constexpr int kDataCheck = Qt::UserRole + 3; // the collection's place in the data check's report
constexpr int kApplied = Qt::UserRole + 4; // the finding just applied
} // namespace advisorrole

// Which of a model's lists holds each id: most findings name relationships,
// indexes or queries, and looking those up as entities first would scan all
// the entities of a large model for each finding.
class ModelObjectKinds
{
public:
    enum class Kind { Entity, Relationship, Index, AccessPattern };
    ModelObjectKinds() = default;
    explicit ModelObjectKinds(const Model &model);
    // Null for an id the model did not hold when this was made.
    const Kind *find(const std::string &id) const;

private:
    std::unordered_map<std::string, Kind> mKinds;
};

// "Collection posts", "Relationship authors → books", …: what a finding is about.
QString advisorObjectName(const Model &model, const ModelObjectKinds &kinds, const std::string &id);

// A finding's key, the same across runs of the rules: the chosen finding
// stays chosen when the list is made again.
QString diagnosticKey(const Diagnostic &d);

// One severity's part of the list: the group row, a row per object under
// it, the findings under their object.
struct SeverityItems {
    QTreeWidgetItem *group = nullptr;
    QHash<QString, QTreeWidgetItem *> objects;
    int count = 0;
    // The object's row, made (with the group) on first use.
    QTreeWidgetItem *objectItem(const QString &objectId, const QString &name);
};

// The list's rows for the rules' findings and the model checks. They are
// made where the findings are computed, off the GUI thread: rows without a
// list are plain data until the list adopts them (adoptGroups), and a list
// of thousands of findings then joins the window at once.
class FindingItems
{
public:
    FindingItems(const Model &model, const AdvisorReport &report, const std::vector<Problem> &problems);
    ~FindingItems(); // deletes the rows not adopted
    FindingItems(const FindingItems &) = delete;
    FindingItems &operator=(const FindingItems &) = delete;

    SeverityItems &severity(Severity severity) { return mSeverities[size_t(severity)]; }
    // The finding row with this key (diagnosticKey, or object id + message
    // for a model check), or null.
    QTreeWidgetItem *find(const QString &key) const { return mByKey.value(key); }
    // The group rows, Error first; from here on the caller owns them.
    QList<QTreeWidgetItem *> adoptGroups();

private:
    std::array<SeverityItems, 3> mSeverities;
    QHash<QString, QTreeWidgetItem *> mByKey;
};

} // namespace docmodel
