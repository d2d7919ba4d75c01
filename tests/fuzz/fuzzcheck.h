// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every fuzz target shares: a failed expectation is a crash, so
// libFuzzer keeps the input that caused it.

#include "schema/qtstring.h"

#include <QString>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace docmodel::fuzz {

[[noreturn]] inline void fail(const char *what, const std::string &detail = {})
{
    std::fprintf(stderr, "fuzz expectation failed: %s\n%s\n", what, detail.c_str());
    std::abort();
}

inline void check(bool condition, const char *what, const std::string &detail = {})
{
    if (!condition)
        fail(what, detail);
}

} // namespace docmodel::fuzz
