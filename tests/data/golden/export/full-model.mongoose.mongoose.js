// Mongoose schemas of Every value, written by DocModeler.
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

// Allowed values of several types, which Mongoose's enum does not take.
function oneOf(values) {
    return {
        validator: (v) => v == null || values.some((allowed) => allowed === v || (allowed !== null && typeof allowed === "object" && JSON.stringify(allowed) === JSON.stringify(v))),
        message: (props) => `${props.path} is none of ${JSON.stringify(values)}`,
    };
}

// The embedded type "line"
const lineSchema = new Schema(
    {
        sku: { type: String, required: true },
    },
    { _id: false }
);

// The collection "orders": Customer orders
const orderSchema = new Schema(
    {
        total: { type: BigInt, required: true },
        status: { type: Schema.Types.Mixed, validate: oneOf(["new","paid",3,null]) },
        tags: { type: [String], default: undefined, validate: itemCount(0, 10) },
        // Shipping address
        address: new Schema(
            {
                city: { type: String, required: true },
            },
            { _id: false }
        ),
        created: Date,
        kind: String,
        // embed orders -> line
        items: { type: [lineSchema], required: true, validate: itemCount(null, 50) },
        // embed-subset orders -> events
        events: { type: [new Schema(
            {
                _id: { type: Schema.Types.ObjectId, required: true },
                ts: Date,
                // embed-subset orders -> events
                order: { type: new Schema(
                    {
                        // "$ref": not declared (a dot or a leading $)
                        // "$id": not declared (a dot or a leading $)
                        // "$db": not declared (a dot or a leading $)
                    },
                    { _id: false, strict: false }
                ), required: true },
                // copy of orders.status
                order_status: { type: Schema.Types.Mixed, validate: oneOf(["new","paid",3,null]) },
            },
            { }
        )], default: undefined, validate: itemCount(null, 5) },
        // count of events (embed-subset orders -> events)
        event_count: BigInt,
    },
    { collection: "orders", versionKey: false, collation: {"locale":"fr","strength":2} }
);
orderSchema.index({"status":1,"created":-1}, {"name":"status_created","unique":true,"sparse":true,"partialFilterExpression":{"total":{"$gt":100}},"collation":{"locale":"en"},"hidden":true});
orderSchema.index({"status":"text"}, {"name":"status_text","weights":{"status":10},"default_language":"german"});
orderSchema.index({"address":"2dsphere"}, {"name":"address_2dsphere","2dsphereIndexVersion":3});
orderSchema.index({"$**":1}, {"name":"$**_1","wildcardProjection":{"address":1}});
orderSchema.index({"created":1}, {"name":"created_1","expireAfterSeconds":3600});

// The collection "events"
const eventSchema = new Schema(
    {
        ts: Date,
        // embed-subset orders -> events
        order: { type: new Schema(
            {
                // "$ref": not declared (a dot or a leading $)
                // "$id": not declared (a dot or a leading $)
                // "$db": not declared (a dot or a leading $)
            },
            { _id: false, strict: false }
        ), required: true },
        // copy of orders.status
        order_status: { type: Schema.Types.Mixed, validate: oneOf(["new","paid",3,null]) },
    },
    { collection: "events", versionKey: false, timeseries: { timeField: "ts", metaField: "meta", granularity: "hours" }, expireAfterSeconds: 3600 }
);
eventSchema.index({"order":1}, {"name":"order_1"});

// The collection "log"
const logSchema = new Schema(
    {
    },
    { collection: "log", versionKey: false, capped: { size: 1048576, max: 1000 } }
);

// The collection "categories"
const categorySchema = new Schema(
    {
        _id: String,
        // tree (materialized-path)
        path: String,
        // tree (materialized-path)
        depth: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, required: true },
        // tree (materialized-path)
        thread_id: { type: String, required: true },
    },
    { collection: "categories", versionKey: false }
);
categorySchema.index({"path":1}, {"name":"path_1"});
categorySchema.index({"thread_id":1}, {"name":"thread_id_1"});

module.exports = {
    schemas: {
        Order: orderSchema,
        Line: lineSchema,
        Event: eventSchema,
        Log: logSchema,
        Category: categorySchema,
    },
    collections: {
        orders: "Order",
        events: "Event",
        log: "Log",
        categories: "Category",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Order: instance.model("Order", orderSchema),
            Event: instance.model("Event", eventSchema),
            Log: instance.model("Log", logSchema),
            Category: instance.model("Category", categorySchema),
        };
    },
};
