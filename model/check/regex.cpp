// SPDX-License-Identifier: GPL-3.0-or-later
#include "regex.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

namespace docmodel::check {

namespace {

// One match block per thread: pcre2_code is shared, match data is not.
struct MatchData {
    pcre2_match_data *data = pcre2_match_data_create(1, nullptr);
    ~MatchData() { pcre2_match_data_free(data); }
};

} // namespace

Regex::~Regex() { pcre2_code_free(mCode); }

std::unique_ptr<Regex> Regex::compile(std::string_view pattern, std::string *error)
{
    int code = 0;
    PCRE2_SIZE offset = 0;
    pcre2_code *compiled = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(),
        PCRE2_UTF | PCRE2_MATCH_INVALID_UTF, &code, &offset, nullptr);
    if (!compiled) {
        PCRE2_UCHAR message[256];
        pcre2_get_error_message(code, message, sizeof message);
        *error = "invalid regular expression /" + std::string(pattern) + "/ at offset " + std::to_string(offset)
            + ": " + reinterpret_cast<const char *>(message);
        return nullptr;
    }
    pcre2_jit_compile(compiled, PCRE2_JIT_COMPLETE); // where JIT is missing, matching interprets
    return std::unique_ptr<Regex>(new Regex(compiled, std::string(pattern)));
}

bool Regex::matches(std::string_view text) const
{
    thread_local MatchData match;
    return pcre2_match(mCode, reinterpret_cast<PCRE2_SPTR>(text.data()), text.size(), 0, 0, match.data, nullptr) >= 0;
}

} // namespace docmodel::check
