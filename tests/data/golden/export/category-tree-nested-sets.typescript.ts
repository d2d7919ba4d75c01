// The documents of Category tree: nested sets as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.

/**
 * The documents of the collection "categories".
 * A category node; its _id is its name
 */
export interface Category {
    _id: string;
    name: string;
    /** tree (nested-sets) */
    parent: string | null;
    /** tree (nested-sets) */
    left: number;
    /** tree (nested-sets) */
    right: number;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    categories: Category;
}
