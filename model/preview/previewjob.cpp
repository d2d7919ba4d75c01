// SPDX-License-Identifier: GPL-3.0-or-later
#include "previewjob.h"

#include "treepreview.h"

#include <QCoreApplication>

#include <algorithm>

namespace docmodel {

PreviewResult computePreview(const PreviewRequest &request)
{
    PreviewResult result;
    const Model &model = *request.model;
    const Entity *entity = model.findEntity(request.entityId);
    if (!entity) {
        result.message = QCoreApplication::translate("docmodel::PreviewPanel",
            "Select a collection or an embedded type to see its documents.");
        return result;
    }
    result.entityName = QString::fromStdString(entity->name);
    const Entity *collection = owningCollection(model, *entity);
    if (!collection) {
        result.message = QCoreApplication::translate("docmodel::PreviewPanel",
            "No collection embeds \"%1\", so no document holds it. Connect it to a collection with "
            "the embed strategy.")
                             .arg(result.entityName);
        return result;
    }
    result.collectionName = QString::fromStdString(collection->name);
    const CollectionPreview preview = previewCollection(model, *collection, request.options);
    result.documents = QString::fromStdString(formatDocuments(preview.documents, request.format));
    result.size = preview.size;
    result.documentsCut = std::ranges::any_of(
        preview.crossings, [](const auto &crossing) { return crossing.has_value(); });
    // Empty unless the entity relates to itself.
    for (const EncodingPreview &encoding :
        previewTreeEncodings(model, *entity, request.options.seed))
        result.trees.append({ QString::fromStdString(encoding.name),
            QString::fromStdString(formatTreeEncoding(encoding)) });
    return result;
}

} // namespace docmodel
