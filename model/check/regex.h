// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <string>
#include <string_view>

struct pcre2_real_code_8;

namespace docmodel::check {

// A Perl-compatible regular expression as the server runs `pattern` and
// `patternProperties` (PCRE2, UTF-8, unanchored). Matching is thread-safe.
class Regex
{
public:
    ~Regex();
    Regex(const Regex &) = delete;
    Regex &operator=(const Regex &) = delete;

    // Nothing and a message naming the offset when the pattern is not valid.
    static std::unique_ptr<Regex> compile(std::string_view pattern, std::string *error);
    bool matches(std::string_view text) const;
    const std::string &pattern() const { return mPattern; }

private:
    Regex(pcre2_real_code_8 *code, std::string pattern) : mCode(code), mPattern(std::move(pattern)) { }
    pcre2_real_code_8 *mCode;
    std::string mPattern;
};

} // namespace docmodel::check
