// The documents of Blog posts and comments as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { ObjectId } from "mongodb";

/**
 * The documents of the collection "posts".
 * One document per blog post
 */
export interface Post {
    _id: ObjectId;
    title: string;
    slug: string;
    author: string;
    body?: string;
    tags?: string[];
    published: Date;
}

/**
 * The documents of the collection "comments".
 * Reader comments, shown under their post and in a site-wide recent-comments list
 */
export interface Comment {
    _id: ObjectId;
    author: string;
    email?: string;
    text: string;
    date: Date;
    /** parent-referencing posts -> comments */
    post_id: ObjectId;
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    posts: Post;
    comments: Comment;
}
