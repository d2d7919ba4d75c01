// Mongoose schemas of Publishers and books, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "publishers"
const publisherSchema = new Schema(
    {
        _id: { type: String, required: true },
        name: { type: String, required: true },
        founded: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" } },
        location: String,
    },
    { collection: "publishers", versionKey: false }
);

// The collection "books"
const bookSchema = new Schema(
    {
        title: { type: String, required: true },
        authors: { type: [String], required: true },
        published_date: Date,
        pages: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 1.0 },
        language: String,
        // parent-referencing publishers -> books
        publisher_id: { type: String, ref: "Publisher", required: true },
    },
    { collection: "books", versionKey: false }
);
bookSchema.index({"publisher_id":1}, {"name":"publisher_id_1"});

module.exports = {
    schemas: {
        Publisher: publisherSchema,
        Book: bookSchema,
    },
    collections: {
        publishers: "Publisher",
        books: "Book",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Publisher: instance.model("Publisher", publisherSchema),
            Book: instance.model("Book", bookSchema),
        };
    },
};
