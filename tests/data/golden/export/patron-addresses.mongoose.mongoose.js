// Mongoose schemas of Patrons and addresses, written by DocModeler.
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

// The embedded type "address": A postal address
const addressSchema = new Schema(
    {
        street: { type: String, required: true },
        city: { type: String, required: true },
        state: String,
        zip: String,
    },
    { _id: false }
);

// The collection "patrons"
const patronSchema = new Schema(
    {
        name: { type: String, required: true },
        email: String,
        // embed patrons -> address
        address: addressSchema,
        // embed patrons -> address
        addresses: { type: [addressSchema], default: undefined, validate: itemCount(null, 5) },
    },
    { collection: "patrons", versionKey: false }
);
patronSchema.index({"email":1}, {"name":"email_1","unique":true,"sparse":true});

module.exports = {
    schemas: {
        Patron: patronSchema,
        Address: addressSchema,
    },
    collections: {
        patrons: "Patron",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Patron: instance.model("Patron", patronSchema),
        };
    },
};
