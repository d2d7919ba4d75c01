// The documents of Library book checkout as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "books".
 */
export interface Book {
    _id: ObjectId;
    title: string;
    isbn: string;
    available: number;
    /** embed books -> checkout */
    checkout?: Checkout[];
}

/**
 * An embedded document of the type "checkout".
 * A copy checked out
 */
export interface Checkout {
    by: string;
    date: Date;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    books: Book;
}
