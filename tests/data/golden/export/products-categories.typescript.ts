// The documents of Products and categories as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { Long, ObjectId } from "mongodb";

/**
 * The documents of the collection "products".
 */
export interface Product {
    _id: ObjectId;
    name: string;
    sku: string;
    price: Long;
    /** child-referencing products -> categories */
    category_ids: ObjectId[];
}

/**
 * The documents of the collection "categories".
 */
export interface Category {
    _id: ObjectId;
    name: string;
    slug: string;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    products: Product;
    categories: Category;
}
