// The documents of Library volumes with keyword search as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "volumes".
 */
export interface Volume {
    _id: ObjectId;
    title: string;
    source?: string;
    topics: string[];
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    volumes: Volume;
}
