// Mongoose schemas of Threaded forum comments, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "threads"
const threadSchema = new Schema(
    {
        title: { type: String, required: true },
        author: { type: String, required: true },
        created: { type: Date, required: true },
    },
    { collection: "threads", versionKey: false }
);

// The collection "comments": A comment; replies nest below it
const commentSchema = new Schema(
    {
        author: { type: String, required: true },
        posted: { type: Date, required: true },
        text: { type: String, required: true },
        // parent-referencing threads -> comments
        thread_id: { type: Schema.Types.ObjectId, ref: "Thread", required: true },
        // tree (materialized-path)
        path: String,
        // tree (materialized-path)
        depth: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, required: true },
    },
    { collection: "comments", versionKey: false }
);
commentSchema.index({"thread_id":1}, {"name":"thread_id_1"});
commentSchema.index({"path":1}, {"name":"path_1"});

module.exports = {
    schemas: {
        Thread: threadSchema,
        Comment: commentSchema,
    },
    collections: {
        threads: "Thread",
        comments: "Comment",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Thread: instance.model("Thread", threadSchema),
            Comment: instance.model("Comment", commentSchema),
        };
    },
};
