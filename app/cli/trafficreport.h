// SPDX-License-Identifier: GPL-3.0-or-later
// The report of docmodeler-cli traffic, as text or JSON.
#pragma once

#include "advisor/advisor.h"
#include "indexsetreport.h"
#include "traffic/observedmodel.h"

#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace docmodel::cli {

// What the traffic command found, for its report.
struct TrafficFindings {
    std::vector<std::pair<QString, traffic::LogReading>> readings; // per source file
    std::vector<traffic::ShapeStats> shapes;
    traffic::TrafficMatch match;
    int64_t operations = 0;
    int64_t indexEntries = 0;
    Model observed; // the model with the traffic's evidence
    AdvisorReport advice; // on the observed workload
    IndexSetFindings indexes; // the index set the workload needs
    bool hasModel = true; // false: only the sources were given
    bool detail = false; // the text lists every shape and finding too
};

// The advisor's findings that rest on the traffic: about observed patterns
// and indexes, and the shard keys their frequencies weigh.
AdvisorReport trafficAdvice(const Model &observed);

void printTrafficText(const TrafficFindings &findings);
std::string trafficJson(const TrafficFindings &findings);

} // namespace docmodel::cli
