// The documents of Publishers and books as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "publishers".
 */
export interface Publisher {
    _id: string;
    name: string;
    founded?: number;
    location?: string;
}

/**
 * The documents of the collection "books".
 */
export interface Book {
    _id: ObjectId;
    title: string;
    authors: string[];
    published_date?: Date;
    pages?: number;
    language?: string;
    /** parent-referencing publishers -> books */
    publisher_id: string;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    publishers: Publisher;
    books: Book;
}
