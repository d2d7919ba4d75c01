// Mongoose schemas of Hosts and log messages, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "hosts"
const hostSchema = new Schema(
    {
        name: { type: String, required: true },
        ipaddr: { type: String, required: true },
    },
    { collection: "hosts", versionKey: false }
);

// The collection "logmsg"
const logmsgSchema = new Schema(
    {
        time: { type: Date, required: true },
        message: { type: String, required: true },
        severity: { type: String, enum: ["debug","info","warning","error"] },
        // extended-reference hosts -> logmsg
        host: { type: Schema.Types.ObjectId, ref: "Host", required: true },
        // copy of hosts.ipaddr
        ipaddr: String,
        // copy of hosts.name
        host_name: String,
    },
    { collection: "logmsg", versionKey: false }
);
logmsgSchema.index({"host":1,"time":-1}, {"name":"host_1_time_-1"});
logmsgSchema.index({"ipaddr":1,"time":-1}, {"name":"ipaddr_1_time_-1"});
logmsgSchema.index({"time":1}, {"name":"time_1","expireAfterSeconds":2592000});

module.exports = {
    schemas: {
        Host: hostSchema,
        Logmsg: logmsgSchema,
    },
    collections: {
        hosts: "Host",
        logmsg: "Logmsg",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Host: instance.model("Host", hostSchema),
            Logmsg: instance.model("Logmsg", logmsgSchema),
        };
    },
};
