// The documents of Every value as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { Long, ObjectId } from "mongodb";

/**
 * The documents of the collection "orders".
 * Customer orders
 */
export interface Order {
    _id: ObjectId;
    total: Long;
    status?: "new" | "paid" | 3 | null;
    tags?: (string | null)[];
    /** Shipping address */
    address?: {
        city: string;
    };
    created?: Date;
    kind?: string;
    /** embed orders -> line */
    items: Line[];
    /** embed-subset orders -> events */
    events?: {
        _id: ObjectId;
        ts?: Date;
        /** embed-subset orders -> events */
        order: {
            $ref: string;
            $id: ObjectId;
            $db?: string;
        };
        /** copy of orders.status */
        order_status?: "new" | "paid" | 3 | null;
    }[];
    /** count of events (embed-subset orders -> events) */
    event_count?: Long;
}

/**
 * An embedded document of the type "line".
 */
export interface Line {
    sku: string;
}

/**
 * The documents of the collection "events".
 */
export interface Event {
    _id: ObjectId;
    ts?: Date;
    /** embed-subset orders -> events */
    order: {
        $ref: string;
        $id: ObjectId;
        $db?: string;
    };
    /** copy of orders.status */
    order_status?: "new" | "paid" | 3 | null;
}

/**
 * The documents of the collection "log".
 */
export interface Log {
    _id: ObjectId;
}

/**
 * The documents of the collection "categories".
 */
export interface Category {
    _id?: string;
    /** tree (materialized-path) */
    path: string | null;
    /** tree (materialized-path) */
    depth: number;
    /** tree (materialized-path) */
    thread_id: string;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    orders: Order;
    events: Event;
    log: Log;
    categories: Category;
}
