// The documents of Account transfer by compensation as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { Long, ObjectId } from "mongodb";

/**
 * The documents of the collection "accounts".
 * Balances; each carries the transfers still in progress on it
 */
export interface Account {
    _id: string;
    owner: string;
    /** cents (scaled integer, 1/100) */
    balance: Long;
    currency: "USD";
    /** ids of the transfers applied to this account and not yet done; the guard against applying one twice */
    pendingTransactions: ObjectId[];
}

/**
 * The documents of the collection "transfers".
 * One document per transfer; its state says how far it got
 */
export interface Transfer {
    _id: ObjectId;
    /** cents (scaled integer, 1/100) */
    amount: Long;
    /** pending -> applied -> done; on a failure canceling -> canceled */
    state: "pending" | "applied" | "done" | "canceling" | "canceled";
    /** set with every change of state; recovery compares it with a cutoff */
    lastModified: Date;
    /** parent-referencing accounts -> transfers */
    source: string;
    /** parent-referencing accounts -> transfers */
    destination: string;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    accounts: Account;
    transfers: Transfer;
}
