// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionoptions.h"

#include "schema/jsonobject.h"
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

JsonValue cappedOptions(const Entity &collection)
{
    JsonValue out = JsonValue::object();
    if (const auto &capped = collection.options.capped) {
        out["capped"] = true;
        out["size"] = capped->size;
        if (capped->max)
            out["max"] = *capped->max;
    }
    return out;
}

JsonValue collectionCreateOptions(const DocumentShapes &shapes, const Entity &collection)
{
    const CollectionOptions &options = collection.options;
    JsonValue out = cappedOptions(collection);
    if (const auto &series = options.timeSeries) {
        JsonValue timeseries = { { "timeField", series->timeField } };
        if (!series->metaField.empty())
            timeseries["metaField"] = series->metaField;
        timeseries["granularity"] = toString(series->granularity);
        out["timeseries"] = timeseries;
        if (series->expireAfterSeconds)
            out["expireAfterSeconds"] = *series->expireAfterSeconds;
    }
    if (!options.collation.is_null())
        out["collation"] = options.collation;
    if (options.timeSeries)
        return out; // MongoDB takes no validator on a time series collection
    reserveMembers(out, out.size() + 3); // the validator is never copied
    JsonValue validator = JsonValue::object();
    validator["$jsonSchema"] = collectionValidator(shapes, collection);
    out["validator"] = std::move(validator);
    out["validationLevel"] = toString(options.validationLevel);
    out["validationAction"] = toString(options.validationAction);
    return out;
}

} // namespace docmodel
