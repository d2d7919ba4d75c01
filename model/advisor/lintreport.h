// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor.h"

#include <string>

namespace docmodel {

enum class LintFormat { Text, Json, Sarif };

// What a SARIF log tells besides the findings.
struct SarifContext {
    std::string toolVersion;
    std::string informationUri; // where to read about the tool
    // An absolute directory: a file inside it is a URI relative to it
    // ("%SRCROOT%"), any other a file:// URI.
    QString baseDirectory;
    std::string fileText; // the model file as read: each finding's line and column
};

// The report as text ("FILE:/pointer: warning: DM101 unbounded-array:
// message"), as JSON, or as a SARIF 2.1.0 log code-review tools can show.
// file names the model file in the output; JSON adds the advice behind
// the findings (see adviceJson).
std::string formatLintReport(const Model &model, const AdvisorReport &report, const QString &file,
    LintFormat format, const SarifContext &sarif = {});

} // namespace docmodel
