// Mongoose schemas of Worker queue, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "queue": One document per job
const queueSchema = new Schema(
    {
        // 0 waiting, 1 running, 2 done
        state: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, enum: [0,1,2], required: true },
        created: { type: Date, required: true },
        payload: { type: new Schema(
            {
                task: { type: String, required: true },
                args: Schema.Types.Mixed,
            },
            { _id: false }
        ), required: true },
    },
    { collection: "queue", versionKey: false }
);
queueSchema.index({"state":1,"created":1}, {"name":"state_1_created_1"});

module.exports = {
    schemas: {
        Queue: queueSchema,
    },
    collections: {
        queue: "Queue",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Queue: instance.model("Queue", queueSchema),
        };
    },
};
