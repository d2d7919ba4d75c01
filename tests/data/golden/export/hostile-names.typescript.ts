// The documents of Hostile "names" \ and newlines   db.dropDatabase(); as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "\"); db.dropDatabase(); //".
 * ends here *\/   db.dropDatabase();   db.dropDatabase();
 */
export interface DbDropDatabase {
    _id: ObjectId;
    "\"); db.dropDatabase(); //": string;
    "quo\"te\\back"?: string;
    __proto__?: string;
    delete?: number;
    "ünï 中"?: string;
    nested?: {
        a$b?: string;
    };
}

/**
 * The documents of the collection "quote\"back\\slash".
 * ends here *\/   db.dropDatabase();   db.dropDatabase();
 */
export interface QuoteBackSlash {
    _id: ObjectId;
    "\"); db.dropDatabase(); //": string;
    "quo\"te\\back"?: string;
    __proto__?: string;
    delete?: number;
    "ünï 中"?: string;
    nested?: {
        a$b?: string;
    };
}

/**
 * The documents of the collection "new\nline ünïcödé 中文 😀".
 * ends here *\/   db.dropDatabase();   db.dropDatabase();
 */
export interface NewLineNCD {
    _id: ObjectId;
    "\"); db.dropDatabase(); //": string;
    "quo\"te\\back"?: string;
    __proto__?: string;
    delete?: number;
    "ünï 中"?: string;
    nested?: {
        a$b?: string;
    };
}

/**
 * The documents of the collection "function".
 * ends here *\/   db.dropDatabase();   db.dropDatabase();
 */
export interface Function2 {
    _id: ObjectId;
    "\"); db.dropDatabase(); //": string;
    "quo\"te\\back"?: string;
    __proto__?: string;
    delete?: number;
    "ünï 中"?: string;
    nested?: {
        a$b?: string;
    };
}

/**
 * The documents of the collection "constructor.with.dots".
 * ends here *\/   db.dropDatabase();   db.dropDatabase();
 */
export interface ConstructorWithDot {
    _id: ObjectId;
    "\"); db.dropDatabase(); //": string;
    "quo\"te\\back"?: string;
    __proto__?: string;
    delete?: number;
    "ünï 中"?: string;
    nested?: {
        a$b?: string;
    };
}

/**
 * The documents of the collection "line separator".
 * ends here *\/   db.dropDatabase();   db.dropDatabase();
 */
export interface LineSeparator {
    _id: ObjectId;
    "\"); db.dropDatabase(); //": string;
    "quo\"te\\back"?: string;
    __proto__?: string;
    delete?: number;
    "ünï 中"?: string;
    nested?: {
        a$b?: string;
    };
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    "\"); db.dropDatabase(); //": DbDropDatabase;
    "quote\"back\\slash": QuoteBackSlash;
    "new\nline ünïcödé 中文 😀": NewLineNCD;
    function: Function2;
    "constructor.with.dots": ConstructorWithDot;
    "line separator": LineSeparator;
}
