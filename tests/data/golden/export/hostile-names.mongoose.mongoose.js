// Mongoose schemas of Hostile "names" \ and newlines   db.dropDatabase();, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "\"); db.dropDatabase(); //": ends here *\/   db.dropDatabase();   db.dropDatabase();
const dbDropDatabaseSchema = new Schema(
    {
        // "\"); db.dropDatabase(); //": not declared, as Mongoose reads a dot as nesting and a $ as an operator; strict: false keeps it
        "quo\"te\\back": String,
        __proto__: String,
        delete: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" } },
        "ünï 中": String,
        nested: new Schema(
            {
                a$b: String,
            },
            { _id: false }
        ),
    },
    { collection: "\"); db.dropDatabase(); //", versionKey: false, strict: false }
);
dbDropDatabaseSchema.index({"\"); db.dropDatabase(); //":1,"__proto__":-1}, {"name":"idx \"); db.dropDatabase(); //"});
dbDropDatabaseSchema.index({"nested.a$b":1,"quo\"te\\back":1}, {"name":"nested.a$b_1_quo\"te\\back_1"});

// The collection "quote\"back\\slash": ends here *\/   db.dropDatabase();   db.dropDatabase();
const quoteBackSlashSchema = new Schema(
    {
        // "\"); db.dropDatabase(); //": not declared, as Mongoose reads a dot as nesting and a $ as an operator; strict: false keeps it
        "quo\"te\\back": String,
        __proto__: String,
        delete: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" } },
        "ünï 中": String,
        nested: new Schema(
            {
                a$b: String,
            },
            { _id: false }
        ),
    },
    { collection: "quote\"back\\slash", versionKey: false, strict: false }
);
quoteBackSlashSchema.index({"\"); db.dropDatabase(); //":1,"__proto__":-1}, {"name":"idx \"); db.dropDatabase(); //"});
quoteBackSlashSchema.index({"nested.a$b":1,"quo\"te\\back":1}, {"name":"nested.a$b_1_quo\"te\\back_1"});

// The collection "new\nline ünïcödé 中文 😀": ends here *\/   db.dropDatabase();   db.dropDatabase();
const newLineNCDSchema = new Schema(
    {
        // "\"); db.dropDatabase(); //": not declared, as Mongoose reads a dot as nesting and a $ as an operator; strict: false keeps it
        "quo\"te\\back": String,
        __proto__: String,
        delete: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" } },
        "ünï 中": String,
        nested: new Schema(
            {
                a$b: String,
            },
            { _id: false }
        ),
    },
    { collection: "new\nline ünïcödé 中文 😀", versionKey: false, strict: false }
);
newLineNCDSchema.index({"\"); db.dropDatabase(); //":1,"__proto__":-1}, {"name":"idx \"); db.dropDatabase(); //"});
newLineNCDSchema.index({"nested.a$b":1,"quo\"te\\back":1}, {"name":"nested.a$b_1_quo\"te\\back_1"});

// The collection "function": ends here *\/   db.dropDatabase();   db.dropDatabase();
const functionSchema = new Schema(
    {
        // "\"); db.dropDatabase(); //": not declared, as Mongoose reads a dot as nesting and a $ as an operator; strict: false keeps it
        "quo\"te\\back": String,
        __proto__: String,
        delete: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" } },
        "ünï 中": String,
        nested: new Schema(
            {
                a$b: String,
            },
            { _id: false }
        ),
    },
    { collection: "function", versionKey: false, strict: false }
);
functionSchema.index({"\"); db.dropDatabase(); //":1,"__proto__":-1}, {"name":"idx \"); db.dropDatabase(); //"});
functionSchema.index({"nested.a$b":1,"quo\"te\\back":1}, {"name":"nested.a$b_1_quo\"te\\back_1"});

// The collection "constructor.with.dots": ends here *\/   db.dropDatabase();   db.dropDatabase();
const constructorWithDotSchema = new Schema(
    {
        // "\"); db.dropDatabase(); //": not declared, as Mongoose reads a dot as nesting and a $ as an operator; strict: false keeps it
        "quo\"te\\back": String,
        __proto__: String,
        delete: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" } },
        "ünï 中": String,
        nested: new Schema(
            {
                a$b: String,
            },
            { _id: false }
        ),
    },
    { collection: "constructor.with.dots", versionKey: false, strict: false }
);
constructorWithDotSchema.index({"\"); db.dropDatabase(); //":1,"__proto__":-1}, {"name":"idx \"); db.dropDatabase(); //"});
constructorWithDotSchema.index({"nested.a$b":1,"quo\"te\\back":1}, {"name":"nested.a$b_1_quo\"te\\back_1"});

// The collection "line separator": ends here *\/   db.dropDatabase();   db.dropDatabase();
const lineSeparatorSchema = new Schema(
    {
        // "\"); db.dropDatabase(); //": not declared, as Mongoose reads a dot as nesting and a $ as an operator; strict: false keeps it
        "quo\"te\\back": String,
        __proto__: String,
        delete: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" } },
        "ünï 中": String,
        nested: new Schema(
            {
                a$b: String,
            },
            { _id: false }
        ),
    },
    { collection: "line separator", versionKey: false, strict: false }
);
lineSeparatorSchema.index({"\"); db.dropDatabase(); //":1,"__proto__":-1}, {"name":"idx \"); db.dropDatabase(); //"});
lineSeparatorSchema.index({"nested.a$b":1,"quo\"te\\back":1}, {"name":"nested.a$b_1_quo\"te\\back_1"});

module.exports = {
    schemas: {
        DbDropDatabase: dbDropDatabaseSchema,
        QuoteBackSlash: quoteBackSlashSchema,
        NewLineNCD: newLineNCDSchema,
        Function: functionSchema,
        ConstructorWithDot: constructorWithDotSchema,
        LineSeparator: lineSeparatorSchema,
    },
    collections: {
        "\"); db.dropDatabase(); //": "DbDropDatabase",
        "quote\"back\\slash": "QuoteBackSlash",
        "new\nline ünïcödé 中文 😀": "NewLineNCD",
        function: "Function",
        "constructor.with.dots": "ConstructorWithDot",
        "line separator": "LineSeparator",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            DbDropDatabase: instance.model("DbDropDatabase", dbDropDatabaseSchema),
            QuoteBackSlash: instance.model("QuoteBackSlash", quoteBackSlashSchema),
            NewLineNCD: instance.model("NewLineNCD", newLineNCDSchema),
            Function: instance.model("Function", functionSchema),
            ConstructorWithDot: instance.model("ConstructorWithDot", constructorWithDotSchema),
            LineSeparator: instance.model("LineSeparator", lineSeparatorSchema),
        };
    },
};
