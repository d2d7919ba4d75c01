// The documents of Patrons and addresses as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "patrons".
 */
export interface Patron {
    _id: ObjectId;
    name: string;
    email?: string;
    /** embed patrons -> address */
    address?: Address;
    /** embed patrons -> address */
    addresses?: Address[];
}

/**
 * An embedded document of the type "address".
 * A postal address
 */
export interface Address {
    street: string;
    city: string;
    state?: string;
    zip?: string;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    patrons: Patron;
}
