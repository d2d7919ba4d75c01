// Mongoose schemas of Products with dynamic attributes, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "products_scoped": Attributes as a sub-document
const productsScopedSchema = new Schema(
    {
        name: { type: String, required: true },
        attrs: new Schema(
            {
                color: String,
                rotation: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" } },
                size: String,
            },
            { _id: false }
        ),
    },
    { collection: "products_scoped", versionKey: false }
);
productsScopedSchema.index({"attrs.rotation":1}, {"name":"attrs.rotation_1","sparse":true});
productsScopedSchema.index({"attrs.color":1}, {"name":"attrs.color_1","sparse":true});

// The collection "products_kv": Attributes as name/value pairs (the attribute pattern)
const productsKvSchema = new Schema(
    {
        name: { type: String, required: true },
        attrs: { type: [new Schema(
            {
                n: { type: String, required: true },
                v: { type: Schema.Types.Mixed /* string | int | double | bool: Mongoose has no union type */, required: true },
            },
            { _id: false }
        )], default: undefined },
    },
    { collection: "products_kv", versionKey: false }
);
productsKvSchema.index({"attrs.n":1,"attrs.v":1}, {"name":"attrs.n_1_attrs.v_1"});

module.exports = {
    schemas: {
        ProductsScoped: productsScopedSchema,
        ProductsKv: productsKvSchema,
    },
    collections: {
        products_scoped: "ProductsScoped",
        products_kv: "ProductsKv",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            ProductsScoped: instance.model("ProductsScoped", productsScopedSchema),
            ProductsKv: instance.model("ProductsKv", productsKvSchema),
        };
    },
};
