// The documents of Threaded forum comments as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "threads".
 */
export interface Thread {
    _id: ObjectId;
    title: string;
    author: string;
    created: Date;
}

/**
 * The documents of the collection "comments".
 * A comment; replies nest below it
 */
export interface Comment {
    _id: ObjectId;
    author: string;
    posted: Date;
    text: string;
    /** parent-referencing threads -> comments */
    thread_id: ObjectId;
    /** tree (materialized-path) */
    path: string | null;
    /** tree (materialized-path) */
    depth: number;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    threads: Thread;
    comments: Comment;
}
