// Mongoose schemas of Library volumes with keyword search, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "volumes"
const volumeSchema = new Schema(
    {
        title: { type: String, required: true },
        source: String,
        topics: { type: [String], required: true },
    },
    { collection: "volumes", versionKey: false }
);
volumeSchema.index({"topics":1}, {"name":"topics_1"});

module.exports = {
    schemas: {
        Volume: volumeSchema,
    },
    collections: {
        volumes: "Volume",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Volume: instance.model("Volume", volumeSchema),
        };
    },
};
