// SPDX-License-Identifier: GPL-3.0-or-later
#include "bsonschema.h"

#include "documentshape.h"
#include "schemawriter.h"

namespace docmodel {

JsonValue collectionValidator(const Model &model, const Entity &collection)
{
    return collectionValidator(DocumentShapes(model), collection);
}

JsonValue collectionValidator(const DocumentShapes &shapes, const Entity &collection)
{
    SchemaWriter writer(SchemaWriter::Dialect::MongoJsonSchema);
    JsonValue schema = writer.document(shapes.fields(collection), std::nullopt);
    if (!collection.description.empty())
        schema["description"] = collection.description;
    return schema;
}

std::string exportMongoValidators(const Model &model)
{
    const DocumentShapes shapes(model);
    JsonValue out = JsonValue::object();
    for (const Entity &entity : model.entities)
        if (entity.isCollection())
            out[entity.name]["$jsonSchema"] = collectionValidator(shapes, entity);
    return exportJsonText(out);
}

std::string exportJsonText(const JsonValue &value)
{
    return value.dump(2, ' ', false, JsonValue::error_handler_t::replace) + "\n";
}

} // namespace docmodel
