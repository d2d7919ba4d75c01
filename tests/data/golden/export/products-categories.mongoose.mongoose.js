// Mongoose schemas of Products and categories, written by DocModeler.
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

// The collection "products"
const productSchema = new Schema(
    {
        name: { type: String, required: true },
        sku: { type: String, match: new RegExp("^[A-Z]{3}-[0-9]{4}$", "u"), required: true },
        price: { type: BigInt, required: true },
        // child-referencing products -> categories
        category_ids: { type: [{ type: Schema.Types.ObjectId, ref: "Category" }], required: true, validate: itemCount(null, 20) },
    },
    { collection: "products", versionKey: false }
);
productSchema.index({"category_ids":1}, {"name":"category_ids_1"});
productSchema.index({"sku":1}, {"name":"sku_1","unique":true});

// The collection "categories"
const categorySchema = new Schema(
    {
        name: { type: String, required: true },
        slug: { type: String, required: true },
    },
    { collection: "categories", versionKey: false }
);
categorySchema.index({"slug":1}, {"name":"slug_1","unique":true});

module.exports = {
    schemas: {
        Product: productSchema,
        Category: categorySchema,
    },
    collections: {
        products: "Product",
        categories: "Category",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Product: instance.model("Product", productSchema),
            Category: instance.model("Category", categorySchema),
        };
    },
};
