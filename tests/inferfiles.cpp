// SPDX-License-Identifier: GPL-3.0-or-later
#include "inferfiles.h"

#include <QtGlobal>

namespace docmodel::test {

using namespace docmodel::inference;

std::optional<std::vector<InferredCollection>> inferInputs(
    const std::vector<std::string> &inputs, const InferOptions &options, std::vector<CollectionSource> *sources)
{
    std::string problem;
    const std::vector<CollectionSource> found = findCollectionSources(inputs, &problem);
    if (found.empty()) {
        qWarning("%s", problem.c_str());
        return std::nullopt;
    }
    std::vector<InferredCollection> collections(found.size());
    for (size_t i = 0; i < found.size(); ++i) {
        ReadError error;
        if (!inferCollection(found[i], options, collections[i], error)) {
            qWarning("%s", error.toString().c_str());
            return std::nullopt;
        }
    }
    if (sources)
        *sources = found;
    return collections;
}

} // namespace docmodel::test
