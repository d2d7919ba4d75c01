// The documents of Category tree: an array of ancestors as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.

/**
 * The documents of the collection "categories".
 * A category node; its _id is its name
 */
export interface Category {
    _id: string;
    name: string;
    /** tree (ancestors) */
    ancestors: string[];
    /** tree (ancestors) */
    parent: string | null;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    categories: Category;
}
