#include "bsonschema.h"

#include "documentshape.h"
#include "schemawriter.h"

namespace docmodel {

JsonValue collectionValidator(const Model &model, const Entity &collection)
{
    SchemaWriter writer(SchemaWriter::Dialect::MongoJsonSchema);
    JsonValue schema = writer.document(documentFields(model, collection), std::nullopt);
    if (!collection.description.empty())
        schema["description"] = collection.description;
    return schema;
}

std::string exportMongoValidators(const Model &model)
{
    JsonValue out = JsonValue::object();
    for (const Entity &entity : model.entities)
        if (entity.isCollection())
            out[entity.name] = JsonValue { { "$jsonSchema", collectionValidator(model, entity) } };
    return exportJsonText(out);
}

std::string exportJsonText(const JsonValue &value)
{
    return value.dump(2, ' ', false, JsonValue::error_handler_t::replace) + "\n";
}

} // namespace docmodel
