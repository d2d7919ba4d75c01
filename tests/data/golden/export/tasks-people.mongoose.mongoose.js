// Mongoose schemas of Tasks and people (two-way), written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// Bounds of an array's length, which Mongoose has no option for.
function itemCount(min, max) {
    return {
        validator: (v) => v == null || ((min === null || v.length >= min) && (max === null || v.length <= max)),
        message: (props) => `${props.path} holds ${props.value.length} items, not between ${min} and ${max}`,
    };
}

// The collection "people"
const peopleSchema = new Schema(
    {
        name: { type: String, required: true },
        phone: String,
        // two-way people -> tasks
        tasks: { type: [{ type: Schema.Types.ObjectId, ref: "Task" }], default: undefined, validate: itemCount(null, 1000) },
    },
    { collection: "people", versionKey: false }
);
peopleSchema.index({"tasks":1}, {"name":"tasks_1"});

// The collection "tasks"
const taskSchema = new Schema(
    {
        description: { type: String, required: true },
        due_time: Date,
        // two-way people -> tasks
        owner: { type: Schema.Types.ObjectId, ref: "People", required: true },
    },
    { collection: "tasks", versionKey: false }
);
taskSchema.index({"owner":1}, {"name":"owner_1"});

module.exports = {
    schemas: {
        People: peopleSchema,
        Task: taskSchema,
    },
    collections: {
        people: "People",
        tasks: "Task",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            People: instance.model("People", peopleSchema),
            Task: instance.model("Task", taskSchema),
        };
    },
};
