// The documents of Times with the client offset as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "events".
 */
export interface Event {
    _id: ObjectId;
    name: string;
    date: Date;
    /** Client UTC offset in minutes */
    offset: number;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    events: Event;
}
