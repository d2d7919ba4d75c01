// Mongoose schemas of Category tree: child references, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "categories": A category node; its _id is its name
const categorySchema = new Schema(
    {
        _id: { type: String, required: true },
        name: { type: String, required: true },
        // tree (child-refs)
        children: { type: [String], required: true },
    },
    { collection: "categories", versionKey: false }
);
categorySchema.index({"children":1}, {"name":"children_1"});

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
