// Mongoose schemas of Products and parts (denormalized), written by DocModeler.
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
        manufacturer: String,
        catalog_number: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" } },
        // extended-reference products -> parts
        parts: { type: [new Schema(
            {
                id: { type: Schema.Types.ObjectId, required: true },
                // copy of parts.name
                name: String,
            },
            { _id: false }
        )], required: true, validate: itemCount(null, 500) },
    },
    { collection: "products", versionKey: false }
);

// The collection "parts"
const partSchema = new Schema(
    {
        partno: { type: String, required: true },
        name: { type: String, required: true },
        qty: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 0.0 },
        cost: BigInt,
        // extended-reference products -> parts
        product_id: { type: Schema.Types.ObjectId, ref: "Product", required: true },
        // copy of products.name
        product_name: String,
    },
    { collection: "parts", versionKey: false }
);
partSchema.index({"product_id":1}, {"name":"product_id_1"});
partSchema.index({"partno":1}, {"name":"partno_1","unique":true});

module.exports = {
    schemas: {
        Product: productSchema,
        Part: partSchema,
    },
    collections: {
        products: "Product",
        parts: "Part",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Product: instance.model("Product", productSchema),
            Part: instance.model("Part", partSchema),
        };
    },
};
