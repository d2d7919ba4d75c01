// The documents of How-to guides as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "guides".
 * A how-to guide
 */
export interface Guide {
    _id: ObjectId;
    title: string;
    author?: string;
    created: Date;
    /** embed guides -> step */
    steps: Step[];
}

/**
 * An embedded document of the type "step".
 * One step of a guide
 */
export interface Step {
    title: string;
    body: string;
    image_url?: string;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    guides: Guide;
}
