// SPDX-License-Identifier: GPL-3.0-or-later
#include "databasestate.h"

#include "shape/documentshape.h"
#include "shape/collectionindexes.h"
#include "shape/collectionoptions.h"

namespace docmodel {

const JsonValue *CollectionState::findIndex(const std::string &name) const
{
    for (const JsonValue &index : indexes) {
        if (index.value("name", std::string()) == name)
            return &index;
    }
    return nullptr;
}

const CollectionState *DatabaseState::find(const std::string &name) const
{
    for (const CollectionState &collection : collections) {
        if (collection.name == name)
            return &collection;
    }
    return nullptr;
}

DatabaseState modelState(const Model &model, const std::string &database)
{
    DatabaseState state;
    state.database = database.empty() ? model.database : database;
    const DocumentShapes shapes(model);
    const CollectionIndexes indexes(model);
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        CollectionState collection;
        collection.name = entity.name;
        JsonValue options = collectionCreateOptions(shapes, entity);
        if (options.contains("validator")) {
            collection.validator = std::move(options["validator"]); // erased below
            collection.validationLevel = options.value("validationLevel", std::string());
            collection.validationAction = options.value("validationAction", std::string());
            options.erase("validator");
            options.erase("validationLevel");
            options.erase("validationAction");
        }
        if (options.contains("timeseries"))
            collection.type = "timeseries";
        collection.options = std::move(options);
        if (entity.options.shardKey) {
            collection.shardKey = indexKeys(entity.options.shardKey->keys);
            collection.shardUnique = entity.options.shardKey->unique;
        }
        for (const Index &index : indexes.of(entity)) {
            JsonValue spec = indexSpec(index);
            if (spec.value("name", std::string()) != "_id_")
                collection.indexes.push_back(std::move(spec));
        }
        state.collections.push_back(std::move(collection));
    }
    return state;
}

} // namespace docmodel
