// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace docmodel {

class AdvisorContext;
struct IndexAdvice;

// Findings from imported traffic (the `observed` evidence of access
// patterns and indexes): queries the server answers by scanning the whole
// collection, and indexes the server does not use.
void checkObservedTraffic(AdvisorContext &context, const IndexAdvice &advice);

} // namespace docmodel
