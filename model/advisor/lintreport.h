#pragma once

#include "advisor.h"

#include <string>

namespace docmodel {

enum class LintFormat { Text, Json, Sarif };

// The report as text ("FILE:/pointer: warning: DM101 unbounded-array:
// message"), as JSON, or as a SARIF 2.1.0 log code-review tools can show.
// file names the model file in the output; JSON adds the advice behind
// the findings (see adviceJson).
std::string formatLintReport(
    const Model &model, const AdvisorReport &report, const QString &file, LintFormat format);

} // namespace docmodel
