// SPDX-License-Identifier: GPL-3.0-or-later
#include "datewindow.h"

#include <array>
#include <cctype>
#include <string>

namespace docmodel {

namespace {

bool startsWithAny(const std::string &name, std::initializer_list<std::string_view> prefixes)
{
    for (std::string_view prefix : prefixes)
        if (name.compare(0, prefix.size(), prefix) == 0)
            return true;
    return false;
}

} // namespace

DateRole dateRole(std::string_view name)
{
    std::string folded; // "created_at", "CreatedAt" and "createdAt" alike
    for (const char c : name)
        if (c != '_' && c != '-')
            folded += char(std::tolower(static_cast<unsigned char>(c)));
    if (startsWithAny(folded,
            { "created", "creation", "inserted", "registered", "joined", "opened", "started",
                "start", "begin", "signedup" }))
        return DateRole::Start;
    if (startsWithAny(folded,
            { "updated", "modified", "lastmodified", "changed", "edited", "completed", "closed",
                "ended", "end", "finished", "resolved", "deleted", "archived", "lastseen",
                "lastlogin", "lastactive", "last" }))
        return DateRole::Later;
    return DateRole::Other;
}

std::optional<int64_t> retentionSeconds(const Entity &collection, std::string_view path)
{
    const CollectionOptions &options = collection.options;
    if (options.ttl && options.ttl->field == path && options.ttl->expireAfterSeconds > 0)
        return options.ttl->expireAfterSeconds;
    if (options.timeSeries && options.timeSeries->timeField == path
        && options.timeSeries->expireAfterSeconds.value_or(0) > 0)
        return options.timeSeries->expireAfterSeconds;
    return std::nullopt;
}

} // namespace docmodel
