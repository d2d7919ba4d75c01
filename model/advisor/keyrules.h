// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace docmodel {

class AdvisorContext;

// References by natural keys: a key people change (an e-mail, a name), and a
// reference field declared with a type its key does not have.
void checkReferenceKeys(AdvisorContext &context);

} // namespace docmodel
