// SPDX-License-Identifier: GPL-3.0-or-later
#include "bsonschema.h"


namespace docmodel {

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
