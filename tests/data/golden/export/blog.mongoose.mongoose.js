// Mongoose schemas of Blog posts and comments, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// The collection "posts": One document per blog post
const postSchema = new Schema(
    {
        title: { type: String, required: true },
        slug: { type: String, required: true },
        author: { type: String, required: true },
        body: String,
        tags: { type: [String], default: undefined },
        published: { type: Date, required: true },
    },
    { collection: "posts", versionKey: false }
);
postSchema.index({"slug":1}, {"name":"slug_1","unique":true});

// The collection "comments": Reader comments, shown under their post and in a site-wide recent-comments list
const commentSchema = new Schema(
    {
        author: { type: String, required: true },
        email: String,
        text: { type: String, required: true },
        date: { type: Date, required: true },
        // parent-referencing posts -> comments
        post_id: { type: Schema.Types.ObjectId, ref: "Post", required: true },
    },
    { collection: "comments", versionKey: false }
);
commentSchema.index({"post_id":1,"date":-1}, {"name":"post_id_1_date_-1"});
commentSchema.index({"date":-1}, {"name":"date_-1"});

module.exports = {
    schemas: {
        Post: postSchema,
        Comment: commentSchema,
    },
    collections: {
        posts: "Post",
        comments: "Comment",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Post: instance.model("Post", postSchema),
            Comment: instance.model("Comment", commentSchema),
        };
    },
};
