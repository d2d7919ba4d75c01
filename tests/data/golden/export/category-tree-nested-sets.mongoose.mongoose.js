// Mongoose schemas of Category tree: nested sets, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "categories": A category node; its _id is its name
const categorySchema = new Schema(
    {
        _id: { type: String, required: true },
        name: { type: String, required: true },
        // tree (nested-sets)
        parent: String,
        // tree (nested-sets)
        left: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, required: true },
        // tree (nested-sets)
        right: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, required: true },
    },
    { collection: "categories", versionKey: false }
);
categorySchema.index({"left":1,"right":1}, {"name":"left_1_right_1"});
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
