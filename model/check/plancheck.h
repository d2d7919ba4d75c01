// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datacheck.h"
#include "diff/plan.h"

namespace docmodel::check {

// The $jsonSchema a validator step sets (null when the step sets none, or
// a validator that is more than a $jsonSchema).
JsonValue stepSchema(const PlanStep &step);

// Whether existing documents are safe from a validator step as it stands:
// warn only logs, moderate leaves documents that already fail alone.
bool spareExistingDocuments(const PlanStep &step);

// The unique index a step creates, or nothing.
std::optional<UniqueKey> uniqueKeyOf(const PlanStep &step);

// "accounts.account_id: 1 value repeats (627788: 2 documents)".
QString duplicatesText(const DuplicateKeys &duplicates);

// The check of each validator step's collection (by name) written into
// its step: the count and the most common reasons. A step that existing
// documents fail, and whose level and action would make writes to them
// fail, becomes destructive and is no longer selected. So does a unique
// index's step whose key the documents repeat.
void annotateCheckedSteps(Plan &plan, const CheckReport &report);

// Sets a validator step's validationLevel ("moderate"/"strict") and
// validationAction ("warn"/"error"); destructive again only when
// existing documents fail and neither spares them.
void setValidationMode(PlanStep &step, const std::string &level, const std::string &action);

// Why a validator step cannot take validationLevel "constraint" (the
// server then guarantees every document matches), or empty when it can:
// the existing documents were checked and none fails, and failing writes
// are refused (validationAction error).
QString constraintRefusal(const PlanStep &step);

} // namespace docmodel::check
