// The documents of Tasks and people (two-way) as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "people".
 */
export interface People {
    _id: ObjectId;
    name: string;
    phone?: string;
    /** two-way people -> tasks */
    tasks?: ObjectId[];
}

/**
 * The documents of the collection "tasks".
 */
export interface Task {
    _id: ObjectId;
    description: string;
    due_time?: Date;
    /** two-way people -> tasks */
    owner: ObjectId;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    people: People;
    tasks: Task;
}
