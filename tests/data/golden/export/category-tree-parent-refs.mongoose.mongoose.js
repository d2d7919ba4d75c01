// Mongoose schemas of Category tree: parent references, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "categories": A category node; its _id is its name
const categorySchema = new Schema(
    {
        _id: { type: String, required: true },
        name: { type: String, required: true },
        // tree (parent-refs)
        parent: String,
    },
    { collection: "categories", versionKey: false }
);
categorySchema.index({"parent":1}, {"name":"parent_1"});

module.exports = {
    schemas: {
        Category: categorySchema,
    },
    collections: {
        categories: "Category",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Category: instance.model("Category", categorySchema),
        };
    },
};
