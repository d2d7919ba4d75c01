// The documents of Worker queue as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "queue".
 * One document per job
 */
export interface Queue {
    _id: ObjectId;
    /** 0 waiting, 1 running, 2 done */
    state: 0 | 1 | 2;
    created: Date;
    payload: {
        task: string;
        args?: Record<string, unknown>;
    };
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    queue: Queue;
}
