// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Pieces of the aggregation pipelines data migrations are built from.

#include <nlohmann/json.hpp>

#include <string>

namespace docmodel::migration {

// "$path": a field's value in an aggregation expression.
inline std::string fieldRef(const std::string &path)
{
    return "$" + path;
}

// Writes a pipeline's output into `collection`, matched by _id: fields
// merged into the document there; where there is none, inserted or not.
inline nlohmann::json mergeInto(const std::string &collection, bool insert)
{
    return { { "$merge",
        { { "into", collection }, { "on", "_id" }, { "whenMatched", "merge" },
            { "whenNotMatched", insert ? "insert" : "discard" } } } };
}

// Sets fields of every document of `collection` from expressions on it.
inline nlohmann::json setFields(const std::string &collection, const nlohmann::json &fields)
{
    // The merge replaces whole top-level fields: a nested one set
    // (assignee.name) keeps its object whole, siblings included.
    nlohmann::json keep = { { "_id", 1 } };
    for (const auto &[name, value] : fields.items())
        keep[name.substr(0, name.find('.'))] = 1;
    return nlohmann::json::array({ { { "$set", fields } }, { { "$project", keep } }, mergeInto(collection, false) });
}

// Removes a field from every document of `collection`.
inline nlohmann::json unsetField(const std::string &collection, const std::string &field)
{
    return nlohmann::json::array({ { { "$unset", field } },
        { { "$merge",
            { { "into", collection }, { "on", "_id" }, { "whenMatched", "replace" }, { "whenNotMatched", "discard" } } } } });
}

} // namespace docmodel::migration
