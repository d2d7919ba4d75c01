// Mongoose schemas of Library book checkout, written by DocModeler.
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

// The embedded type "checkout": A copy checked out
const checkoutSchema = new Schema(
    {
        by: { type: String, required: true },
        date: { type: Date, required: true },
    },
    { _id: false }
);

// The collection "books"
const bookSchema = new Schema(
    {
        title: { type: String, required: true },
        isbn: { type: String, required: true },
        available: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 0.0, required: true },
        // embed books -> checkout
        checkout: { type: [checkoutSchema], default: undefined, validate: itemCount(null, 10) },
    },
    { collection: "books", versionKey: false }
);
bookSchema.index({"isbn":1}, {"name":"isbn_1","unique":true});

module.exports = {
    schemas: {
        Book: bookSchema,
        Checkout: checkoutSchema,
    },
    collections: {
        books: "Book",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Book: instance.model("Book", bookSchema),
        };
    },
};
