// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnostic.h"
#include "preview/documentsizes.h"
#include "schema/qtstring.h"

#include <QCoreApplication>

#include <map>
#include <optional>

namespace docmodel {

// The translation context of the advisor's texts.
class AdvisorText
{
    Q_DECLARE_TR_FUNCTIONS(Advisor)
};

// What the rules share while they run: lookups built once (so the full rule
// set stays linear in the model's size), cached size estimates, and the
// diagnostics found so far.
class AdvisorContext
{
public:
    explicit AdvisorContext(const Model &model);

    const Model &model() const { return mModel; }
    std::string pointerOf(const std::string &id) const;
    const std::vector<const AccessPattern *> &queriesOn(const std::string &collectionId) const;
    const std::vector<const Index *> &indexesOn(const std::string &collectionId) const;
    // The relationships with the entity at either end.
    const std::vector<const Relationship *> &relationshipsOf(const std::string &entityId) const;
    // Size of a collection's documents (see SizeEstimator).
    SizeEstimate sizeOf(const Entity &collection) const;

    Diagnostic &report(RuleId rule, const std::string &objectId, const QString &message);
    std::vector<Diagnostic> takeDiagnostics() { return std::move(mDiagnostics); }

private:
    const Model &mModel;
    std::map<std::string, std::string, std::less<>> mPointers;
    std::map<std::string, std::vector<const AccessPattern *>, std::less<>> mQueries;
    std::map<std::string, std::vector<const Index *>, std::less<>> mIndexes;
    std::map<std::string, std::vector<const Relationship *>, std::less<>> mRelationships;
    mutable std::unique_ptr<SizeEstimator> mSizes; // made when a rule first needs it
    std::vector<Diagnostic> mDiagnostics;
};

// Whether documents hold an array at this dotted path (or above it), so an
// index on it is multikey. `asParent`: the relationships whose "one" end is
// the entity (they may write arrays into it).
bool isArrayPath(const Model &model, const Entity &entity, std::string_view path,
    const std::vector<const Relationship *> &asParent);

// What findings call a declared query: its name, or its id without one.
inline QString queryName(const AccessPattern &ap)
{
    return toQString(ap.name.empty() ? ap.id : ap.name);
}

// The type a dotted path has, when declared; nullptr otherwise.
const Field *declaredField(const Entity &entity, std::string_view path);

} // namespace docmodel
