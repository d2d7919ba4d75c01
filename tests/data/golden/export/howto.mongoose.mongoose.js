// Mongoose schemas of How-to guides, written by DocModeler.
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

// The embedded type "step": One step of a guide
const stepSchema = new Schema(
    {
        title: { type: String, required: true },
        body: { type: String, required: true },
        image_url: String,
    },
    { _id: false }
);

// The collection "guides": A how-to guide
const guideSchema = new Schema(
    {
        title: { type: String, required: true },
        author: String,
        created: { type: Date, required: true },
        // embed guides -> step
        steps: { type: [stepSchema], required: true, validate: itemCount(null, 40) },
    },
    { collection: "guides", versionKey: false }
);
guideSchema.index({"title":1}, {"name":"title_1"});

module.exports = {
    schemas: {
        Guide: guideSchema,
        Step: stepSchema,
    },
    collections: {
        guides: "Guide",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Guide: instance.model("Guide", guideSchema),
        };
    },
};
