// SPDX-License-Identifier: GPL-3.0-or-later
// The Apply dialog's data check: before anything runs, the documents each
// new validator would judge are counted on the server (or read and checked
// here where it cannot count), a validator they fail is unchecked, and
// Moderate / Warn make it safe for them.
#include "applydialog.h"

#include "check/checkreport.h"
#include "check/plancheck.h"
#include "schema/qtstring.h"

#include <QCheckBox>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QSignalBlocker>
#include <QTreeWidget>

namespace docmodel {

void ApplyDialog::checkExistingDocuments()
{
    const LiveCheckRequest request = planCheckRequest(mPlan);
    if (request.targets.empty() && request.uniqueKeys.empty()) {
        finishPlan();
        return;
    }
    mChecking = true;
    mRequest = mConnection->requestCheck(request);
    mProgress->setRange(0, 0);
    setBusy(true, tr("Checking the documents already on the server against %n new validator(s) and unique "
                     "index(es)…",
                      nullptr, int(request.targets.size() + request.uniqueKeys.size())));
}

void ApplyDialog::showCheck(const check::CheckReport *report, const QString &failure)
{
    mChecking = false;
    if (report) {
        check::annotateCheckedSteps(mPlan, *report);
    } else {
        // Never set blind: unchecked, with the reason.
        for (PlanStep &step : mPlan.steps) {
            if (check::stepSchema(step).is_null() && !check::uniqueKeyOf(step))
                continue;
            step.selected = false;
            step.dataCheck = tr("The existing documents could not be checked (%1): check this step only if "
                                "they may fail the validator.")
                                 .arg(failure);
        }
    }
    showPlan();
    showValidationMode();
    finishPlan();
}

void ApplyDialog::showValidationMode()
{
    const int index = mSteps->indexOfTopLevelItem(mSteps->currentItem());
    const PlanStep *step = index >= 0 && index < int(mPlan.steps.size()) ? &mPlan.steps[size_t(index)] : nullptr;
    const bool offered
        = step && step->failingDocuments > 0 && !check::stepSchema(*step).is_null() && !mApplied && !isBusy();
    const QSignalBlocker moderate(mModerate);
    const QSignalBlocker warn(mWarn);
    mModerate->setEnabled(offered);
    mWarn->setEnabled(offered);
    mModerate->setChecked(step && step->command.value("validationLevel", "") == "moderate");
    mWarn->setChecked(step && step->command.value("validationAction", "") == "warn");

    // "constraint": for a validator step every existing document passes, on a 9.0 server.
    const bool validator = step && !check::stepSchema(*step).is_null();
    const QString refusal = !validator ? QString()
        : !takesConstraintLevel(mServerVersion)
        ? tr("The server is MongoDB %1; the level needs 9.0 or later.")
              .arg(mServerVersion.isEmpty() ? tr("(version unknown)") : mServerVersion)
        : check::constraintRefusal(*step);
    const QSignalBlocker constraint(mConstraint);
    mConstraint->setEnabled(validator && refusal.isEmpty() && !mApplied && !isBusy());
    mConstraint->setChecked(validator && step->command.value("validationLevel", "") == "constraint");
    mConstraint->setToolTip(
        tr("validationLevel: constraint for the chosen validator step (MongoDB 9.0): every existing document "
           "passes it, and the server guarantees that every document keeps matching it.")
        + (refusal.isEmpty() ? QString() : QStringLiteral("\n") + tr("Not offered: %1").arg(refusal)));
}

void ApplyDialog::changeConstraint()
{
    const int index = mSteps->indexOfTopLevelItem(mSteps->currentItem());
    if (index < 0 || index >= int(mPlan.steps.size()) || !check::constraintRefusal(mPlan.steps[size_t(index)]).isEmpty())
        return;
    check::setValidationMode(mPlan.steps[size_t(index)], mConstraint->isChecked() ? "constraint" : "strict", "error");
    showPlan();
    mSteps->setCurrentItem(mSteps->topLevelItem(index));
    showCommand();
    updateButtons();
}

void ApplyDialog::changeValidationMode()
{
    const int index = mSteps->indexOfTopLevelItem(mSteps->currentItem());
    if (index < 0 || index >= int(mPlan.steps.size()) || mPlan.steps[size_t(index)].failingDocuments <= 0)
        return;
    check::setValidationMode(mPlan.steps[size_t(index)], mModerate->isChecked() ? "moderate" : "strict",
        mWarn->isChecked() ? "warn" : "error");
    showPlan();
    mSteps->setCurrentItem(mSteps->topLevelItem(index));
    showCommand();
    updateButtons();
}

bool ApplyDialog::confirmValidatorChanges()
{
    QStringList changed;
    for (const PlanStep &step : mPlan.steps)
        if (step.selected && step.kind == StepKind::SetValidator && step.checkedDocuments > 0)
            changed << tr("%1: %2").arg(toQString(step.collection), step.dataCheck);
    if (changed.isEmpty())
        return true;
    const auto answer = QMessageBox::question(this, tr("Change Validators"),
        tr("These collections hold documents, and their validators change:\n\n%1\n\nApply?")
            .arg(changed.join(QStringLiteral("\n"))),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    return answer == QMessageBox::Yes;
}

void ApplyDialog::verifyAppliedValidators(const ApplyReport &report)
{
    if (report.connectionLost || !setValidators(mPlan, report)) {
        recheckAppliedValidators(report);
        return;
    }
    mLastReport = report;
    mVerifying = true;
    mRequest = mConnection->requestState(toQString(mPlan.database), modelCollections());
    setBusy(true, mStatus->text());
}

void ApplyDialog::showKeptValidators(const DatabaseState &after)
{
    mVerifying = false;
    const QStringList unkept = unkeptValidators(mPlan, mLastReport, after);
    if (!unkept.isEmpty())
        mStatus->setText(mStatus->text() + QLatin1Char(' ')
            + tr("The server answered ok but did not keep the validator of %1: it does not keep validators, "
                 "so the next Read Server lists them again (uncheck them there).")
                  .arg(unkept.join(QStringLiteral(", "))));
    recheckAppliedValidators(mLastReport);
    if (!isBusy())
        setBusy(false, mStatus->text());
}

void ApplyDialog::recheckAppliedValidators(const ApplyReport &report)
{
    LiveCheckRequest request;
    request.database = toQString(mPlan.database);
    request.examples = 0;
    for (const StepResult &result : report.results) {
        const PlanStep &step = mPlan.steps[size_t(result.step)];
        if (result.outcome == StepOutcome::Done && step.checkedDocuments > 0)
            request.targets.push_back({toQString(step.collection), check::stepSchema(step)});
    }
    if (request.targets.empty() || report.connectionLost)
        return;
    mRechecking = true;
    mRequest = mConnection->requestCheck(request);
    setBusy(true, mStatus->text());
}

void ApplyDialog::showRecheck(const check::CheckReport &report)
{
    mRechecking = false;
    QStringList lines;
    for (const check::CollectionCheck &collection : report.collections)
        if (collection.error.empty())
            lines << tr("After the apply, %1: %2 (%3).")
                         .arg(toQString(collection.collection), check::failingSummary(collection),
                             check::methodText(collection));
    setBusy(false, mStatus->text() + QLatin1Char(' ') + lines.join(QLatin1Char(' ')));
}

} // namespace docmodel
