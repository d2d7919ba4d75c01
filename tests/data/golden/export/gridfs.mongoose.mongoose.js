// Mongoose schemas of GridFS files and chunks, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "fs.files"
const fsFileSchema = new Schema(
    {
        length: { type: BigInt, required: true },
        chunkSize: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 1.0, required: true },
        uploadDate: { type: Date, required: true },
        filename: String,
        contentType: String,
        metadata: Schema.Types.Mixed,
    },
    { collection: "fs.files", versionKey: false }
);
fsFileSchema.index({"filename":1,"uploadDate":1}, {"name":"filename_1_uploadDate_1"});

// The collection "fs.chunks"
const fsChunkSchema = new Schema(
    {
        n: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 0.0, required: true },
        data: { type: Buffer, required: true },
        // parent-referencing fs.files -> fs.chunks
        files_id: { type: Schema.Types.ObjectId, ref: "FsFile", required: true },
    },
    { collection: "fs.chunks", versionKey: false }
);
fsChunkSchema.index({"files_id":1,"n":1}, {"name":"files_id_1_n_1","unique":true});

module.exports = {
    schemas: {
        FsFile: fsFileSchema,
        FsChunk: fsChunkSchema,
    },
    collections: {
        "fs.files": "FsFile",
        "fs.chunks": "FsChunk",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            FsFile: instance.model("FsFile", fsFileSchema),
            FsChunk: instance.model("FsChunk", fsChunkSchema),
        };
    },
};
