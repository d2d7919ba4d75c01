// The documents of Products and parts (denormalized) as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { Long, ObjectId } from "mongodb";

/**
 * The documents of the collection "products".
 */
export interface Product {
    _id: ObjectId;
    name: string;
    manufacturer?: string;
    catalog_number?: number;
    /** extended-reference products -> parts */
    parts: {
        id: ObjectId;
        /** copy of parts.name */
        name?: string;
    }[];
}

/**
 * The documents of the collection "parts".
 */
export interface Part {
    _id: ObjectId;
    partno: string;
    name: string;
    qty?: number;
    cost?: Long;
    /** extended-reference products -> parts */
    product_id: ObjectId;
    /** copy of products.name */
    product_name?: string;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    products: Product;
    parts: Part;
}
