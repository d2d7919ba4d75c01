// SPDX-License-Identifier: GPL-3.0-or-later
#include "index.h"

namespace docmodel {

namespace {
std::string keyValueForName(IndexKeyKind kind)
{
    switch (kind) {
    case IndexKeyKind::Asc:
    case IndexKeyKind::Wildcard:
        return "1";
    case IndexKeyKind::Desc:
        return "-1";
    default:
        return std::string(toString(kind));
    }
}
} // namespace

std::string Index::effectiveName() const
{
    if (!name.empty())
        return name;
    std::string out;
    for (const IndexKey &key : keys) {
        if (!out.empty())
            out += '_';
        if (key.kind == IndexKeyKind::Wildcard)
            out += key.field.empty() ? "$**" : key.field + ".$**";
        else
            out += key.field;
        out += '_' + keyValueForName(key.kind);
    }
    return out;
}

std::string indexKeysText(const std::vector<IndexKey> &keys)
{
    std::string out = "{";
    for (const IndexKey &key : keys) {
        std::string field = key.field;
        if (key.kind == IndexKeyKind::Wildcard)
            field = field.empty() ? "$**" : field + ".$**";
        const bool plain = !field.empty() && field.find_first_of(".$") == std::string::npos;
        out += out.size() > 1 ? ", " : "";
        out += plain ? field : '"' + field + '"';
        out += ": ";
        const std::string value = keyValueForName(key.kind);
        out += value == "1" || value == "-1" ? value : '"' + value + '"';
    }
    return out + '}';
}

} // namespace docmodel
