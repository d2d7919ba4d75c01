// The documents of Products with dynamic attributes as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "products_scoped".
 * Attributes as a sub-document
 */
export interface ProductsScoped {
    _id: ObjectId;
    name: string;
    attrs?: {
        color?: string;
        rotation?: number;
        size?: string;
    };
}

/**
 * The documents of the collection "products_kv".
 * Attributes as name/value pairs (the attribute pattern)
 */
export interface ProductsKv {
    _id: ObjectId;
    name: string;
    attrs?: {
        n: string;
        v: string | number | boolean;
    }[];
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    products_scoped: ProductsScoped;
    products_kv: ProductsKv;
}
