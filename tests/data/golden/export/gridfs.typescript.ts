// The documents of GridFS files and chunks as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { Binary, Long, ObjectId } from "mongodb";

/**
 * The documents of the collection "fs.files".
 */
export interface FsFile {
    _id: ObjectId;
    length: Long;
    chunkSize: number;
    uploadDate: Date;
    filename?: string;
    contentType?: string;
    metadata?: Record<string, unknown>;
}

/**
 * The documents of the collection "fs.chunks".
 */
export interface FsChunk {
    _id: ObjectId;
    n: number;
    data: Binary;
    /** parent-referencing fs.files -> fs.chunks */
    files_id: ObjectId;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    "fs.files": FsFile;
    "fs.chunks": FsChunk;
}
