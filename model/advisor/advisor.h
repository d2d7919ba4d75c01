// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnostic.h"

namespace docmodel {

struct AdvisorReport {
    std::vector<Diagnostic> diagnostics; // sorted: severity, then model order
    std::vector<Diagnostic> suppressed; // matched a suppression; kept for the record
    int disabledRules = 0;
};

// Every rule over the model, minus the rules the model switches off, with
// suppressed occurrences moved aside. A pure function of the model.
AdvisorReport runAdvisor(const Model &model);

// The worst severity among diagnostics about one object; nullopt when none.
std::optional<Severity> worstSeverity(const AdvisorReport &report, const std::string &objectId);

// Whether a diagnostic at or above threshold exists.
bool hasDiagnosticAtLeast(const AdvisorReport &report, Severity threshold);

} // namespace docmodel
