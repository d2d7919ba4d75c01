#pragma once

// What every fuzz target shares: a failed expectation is a crash, so
// libFuzzer keeps the input that caused it.

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

inline std::string text(const QString &value)
{
    return value.toStdString();
}

} // namespace docmodel::fuzz
