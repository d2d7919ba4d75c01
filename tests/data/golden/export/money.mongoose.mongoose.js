// Mongoose schemas of Money in both precision models, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "prices_scaled"
const pricesScaledSchema = new Schema(
    {
        item: { type: String, required: true },
        // USD at 1/1000: 9.99 is 9990
        price: { type: BigInt, required: true },
        currency: { type: String, enum: ["USD"], required: true },
    },
    { collection: "prices_scaled", versionKey: false }
);
pricesScaledSchema.index({"price":1}, {"name":"price_1"});

// The collection "prices_exact"
const pricesExactSchema = new Schema(
    {
        item: { type: String, required: true },
        price: { type: new Schema(
            {
                value: { type: Schema.Types.Decimal128, required: true },
                // For range queries and sorting
                approx: { type: Number, required: true },
                currency: { type: String, enum: ["USD","EUR"], required: true },
            },
            { _id: false }
        ), required: true },
    },
    { collection: "prices_exact", versionKey: false }
);
pricesExactSchema.index({"price.approx":1}, {"name":"price.approx_1"});

module.exports = {
    schemas: {
        PricesScaled: pricesScaledSchema,
        PricesExact: pricesExactSchema,
    },
    collections: {
        prices_scaled: "PricesScaled",
        prices_exact: "PricesExact",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            PricesScaled: instance.model("PricesScaled", pricesScaledSchema),
            PricesExact: instance.model("PricesExact", pricesExactSchema),
        };
    },
};
