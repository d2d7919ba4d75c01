// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor/diagnostic.h"
#include "check/datacheck.h"

#include <QColor>
#include <QDateTime>
#include <QString>

#include <memory>
#include <optional>

namespace docmodel {

// The colours of a data check's verdict: documents fail, or all pass.
inline QColor failingColor()
{
    return QColor(0xa4, 0x16, 0x1a);
}
inline QColor passingColor()
{
    return QColor(0x1b, 0x5e, 0x20);
}

// The last data check (Model ▸ Check Data…) as the Advisor dock lists it,
// beside the rules' findings: one finding per collection whose documents
// fail its validator or drift from the model.
struct DataCheckFindings {
    std::shared_ptr<const check::CheckReport> report;
    QString database; // the server's database the documents are in; empty for files
    QDateTime when;

    bool isEmpty() const { return !report; }
};

// Whether a collection's check is a finding, and how grave: a warning when
// documents fail (or it could not be checked), a suggestion for drift only.
std::optional<Severity> dataCheckSeverity(const check::CollectionCheck &check);

// The finding's line: "3 of 5 documents fail the validator".
QString dataCheckMessage(const check::CollectionCheck &check);

// How it was counted and when, the rules broken, the failing documents
// (links "document:EXAMPLE" where the server holds them) and the drift.
QString dataCheckDetailsHtml(const check::CollectionCheck &check, const DataCheckFindings &findings);

// The filter that finds a failing example, for the Live dock, in mongosh's
// syntax ({_id: ObjectId("…")}); empty when it has no _id.
QString exampleFilter(const check::FailingDocument &example);
// The example's _id as mongosh shows it (ObjectId("…"), 42, "A-1").
QString exampleIdText(const check::FailingDocument &example);

} // namespace docmodel
