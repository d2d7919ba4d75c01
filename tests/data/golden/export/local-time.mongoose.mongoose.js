// Mongoose schemas of Times with the client offset, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "events"
const eventSchema = new Schema(
    {
        name: { type: String, required: true },
        date: { type: Date, required: true },
        // Client UTC offset in minutes
        offset: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: -720.0, max: 840.0, required: true },
    },
    { collection: "events", versionKey: false }
);
eventSchema.index({"date":1}, {"name":"date_1"});

module.exports = {
    schemas: {
        Event: eventSchema,
    },
    collections: {
        events: "Event",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Event: instance.model("Event", eventSchema),
        };
    },
};
