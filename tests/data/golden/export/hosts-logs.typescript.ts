// The documents of Hosts and log messages as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "hosts".
 */
export interface Host {
    _id: ObjectId;
    name: string;
    ipaddr: string;
}

/**
 * The documents of the collection "logmsg".
 */
export interface Logmsg {
    _id: ObjectId;
    time: Date;
    message: string;
    severity?: "debug" | "info" | "warning" | "error";
    /** extended-reference hosts -> logmsg */
    host: ObjectId;
    /** copy of hosts.ipaddr */
    ipaddr?: string;
    /** copy of hosts.name */
    host_name?: string;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    hosts: Host;
    logmsg: Logmsg;
}
