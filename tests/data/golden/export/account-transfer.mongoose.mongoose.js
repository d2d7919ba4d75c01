// Mongoose schemas of Account transfer by compensation, written by DocModeler.
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

// The collection "accounts": Balances; each carries the transfers still in progress on it
const accountSchema = new Schema(
    {
        _id: { type: String, match: new RegExp("^ACC-[0-9]{6}$", "u"), required: true },
        owner: { type: String, required: true },
        // cents (scaled integer, 1/100)
        balance: { type: BigInt, required: true },
        currency: { type: String, enum: ["USD"], required: true },
        // ids of the transfers applied to this account and not yet done; the guard against applying one twice
        pendingTransactions: { type: [Schema.Types.ObjectId], required: true, validate: itemCount(0, 20) },
    },
    { collection: "accounts", versionKey: false }
);

// The collection "transfers": One document per transfer; its state says how far it got
const transferSchema = new Schema(
    {
        // cents (scaled integer, 1/100)
        amount: { type: BigInt, required: true },
        // pending -> applied -> done; on a failure canceling -> canceled
        state: { type: String, enum: ["pending","applied","done","canceling","canceled"], required: true },
        // set with every change of state; recovery compares it with a cutoff
        lastModified: { type: Date, required: true },
        // parent-referencing accounts -> transfers
        source: { type: String, ref: "Account", match: new RegExp("^ACC-[0-9]{6}$", "u"), required: true },
        // parent-referencing accounts -> transfers
        destination: { type: String, ref: "Account", match: new RegExp("^ACC-[0-9]{6}$", "u"), required: true },
    },
    { collection: "transfers", versionKey: false }
);
transferSchema.index({"state":1,"lastModified":1}, {"name":"state_1_lastModified_1"});
transferSchema.index({"source":1,"lastModified":-1}, {"name":"source_1_lastModified_-1"});
transferSchema.index({"destination":1}, {"name":"destination_1"});

module.exports = {
    schemas: {
        Account: accountSchema,
        Transfer: transferSchema,
    },
    collections: {
        accounts: "Account",
        transfers: "Transfer",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Account: instance.model("Account", accountSchema),
            Transfer: instance.model("Transfer", transferSchema),
        };
    },
};
