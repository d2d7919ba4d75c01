// SPDX-License-Identifier: GPL-3.0-or-later
#include "filekeylookup.h"

#include "documentreader.h"

namespace docmodel::inference {

KeyLookup fileKeyLookup(std::vector<CollectionSource> sources, std::function<bool()> cancelled)
{
    return [sources = std::move(sources), cancelled = std::move(cancelled)](size_t collection,
               const std::string &field, const std::vector<ValueKey> &values)
               -> std::optional<std::unordered_set<ValueKey>> {
        if (collection >= sources.size())
            return std::nullopt;
        const std::unordered_set<ValueKey> wanted(values.begin(), values.end());
        std::unordered_set<ValueKey> found;
        ReadOptions options;
        options.skipBad = true;
        options.cancelled = cancelled;
        for (const std::string &file : sources[collection].files) {
            const ReadResult read = readDocuments(file, options,
                [&](const uint8_t *data, size_t length, const DocumentPosition &, std::string *) {
                    bson_iter_t it;
                    if (bson_iter_init_from_data(&it, data, length) && bson_iter_find(&it, field.c_str()))
                        if (auto key = valueKeyOf(it); key && wanted.count(*key))
                            found.insert(std::move(*key));
                    return true;
                });
            if (read.cancelled)
                return std::nullopt;
            if (found.size() == wanted.size())
                break;
        }
        return found;
    };
}

} // namespace docmodel::inference
