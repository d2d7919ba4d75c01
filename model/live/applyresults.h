// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diff/databasestate.h"
#include "diff/plan.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace docmodel {

enum class StepOutcome { Done, Skipped, Failed, NotRun };

// What happened to one step of a plan on the server.
struct StepResult {
    int step = -1; // index into the plan's steps
    StepOutcome outcome = StepOutcome::NotRun;
    QString message; // the server's words when it failed, or what was done instead
    int code = 0; // the server's error code when it failed
};

struct ApplyOptions {
    bool continueOnError = false;
};

struct ApplyReport {
    QList<StepResult> results; // one per selected step, in order
    bool cancelled = false;
    bool connectionLost = false;
    int count(StepOutcome outcome) const;
    bool succeeded() const { return count(StepOutcome::Failed) == 0 && !cancelled && !connectionLost; }
};

QString stepOutcomeName(StepOutcome outcome);

// The collections a done step gave a validator that the server, read
// again afterwards, does not have: it answered ok and kept nothing (some
// test servers do), and nothing tells that from a validator dropped since.
QStringList unkeptValidators(const Plan &plan, const ApplyReport &report, const DatabaseState &after);
// Whether a done step of the report set a validator (then reading the
// server again can show whether it was kept).
bool setValidators(const Plan &plan, const ApplyReport &report);

} // namespace docmodel

Q_DECLARE_METATYPE(docmodel::DatabaseState)
Q_DECLARE_METATYPE(docmodel::StepResult)
Q_DECLARE_METATYPE(docmodel::ApplyReport)
