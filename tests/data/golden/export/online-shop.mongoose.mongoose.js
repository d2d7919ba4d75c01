// Mongoose schemas of Online shop, written by DocModeler.
"use strict";
const mongoose = require("mongoose");
const { Schema } = mongoose;

// Bounds of an array's length, which Mongoose has no option for.
function itemCount(min, max) {
    return {
        validator: (v) => v == null || ((min === null || v.length >= min) && (max === null || v.length <= max)),
        message: (props) => `${props.path} holds ${props.value.length} items, not between ${min} and ${max}`,
    };
}

// The embedded type "address": A postal address, embedded wherever it is used
const addressSchema = new Schema(
    {
        label: { type: String, enum: ["home","work","other"], required: true },
        street: { type: String, required: true },
        city: { type: String, required: true },
        postalCode: { type: String, required: true },
        country: { type: String, required: true },
    },
    { _id: false }
);

// The collection "customers": People who can sign in; their addresses travel with them
const customerSchema = new Schema(
    {
        name: { type: String, required: true },
        email: { type: String, required: true },
        phone: String,
        createdAt: { type: Date, required: true },
        marketingOptIn: Boolean,
        // embed customers -> address
        addresses: { type: [addressSchema], default: undefined, validate: itemCount(null, 10) },
        // child-referencing customers -> wishlists
        wishlist_ids: { type: [{ type: Schema.Types.ObjectId, ref: "Wishlist" }], default: undefined, validate: itemCount(null, 20) },
    },
    { collection: "customers", versionKey: false, timestamps: { createdAt: "createdAt", updatedAt: false } }
);
customerSchema.index({"email":1}, {"name":"email_1","unique":true});
customerSchema.index({"wishlist_ids":1}, {"name":"wishlist_ids_1"});

// The embedded type "lineItem": A product as it was bought: name and price are kept as they were
const lineItemSchema = new Schema(
    {
        product_id: { type: Schema.Types.ObjectId, required: true },
        sku: { type: String, match: new RegExp("^[A-Z]{3}-[0-9]{5}$", "u"), required: true },
        name: { type: String, required: true },
        quantity: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 1.0, max: 99.0, required: true },
        // cents (scaled integer, 1/100)
        unitPrice: { type: BigInt, required: true },
    },
    { _id: false }
);

// The collection "orders": One document per order: its lines and the shipping address are copied in when it is placed
const orderSchema = new Schema(
    {
        number: { type: String, match: new RegExp("^SO-[0-9]{8}$", "u"), required: true },
        status: { type: String, enum: ["placed","paid","shipped","delivered","cancelled"], required: true },
        placedAt: { type: Date, required: true },
        // cents (scaled integer, 1/100)
        subtotal: { type: BigInt, required: true },
        // cents (scaled integer, 1/100)
        shippingCost: { type: BigInt, required: true },
        // cents (scaled integer, 1/100)
        tax: { type: BigInt, required: true },
        // cents (scaled integer, 1/100)
        total: { type: BigInt, required: true },
        currency: { type: String, enum: ["USD","EUR","GBP"], required: true },
        coupon_code: { type: String, match: new RegExp("^[A-Z0-9]{8}$", "u") },
        // extended-reference customers -> orders
        customer_id: { type: Schema.Types.ObjectId, ref: "Customer", required: true },
        // copy of customers.name
        customer_name: String,
        // copy of customers.email
        customer_email: String,
        // embed orders -> lineItem
        items: { type: [lineItemSchema], required: true, validate: itemCount(null, 50) },
        // embed orders -> address
        shippingAddress: { type: addressSchema, required: true },
    },
    { collection: "orders", versionKey: false }
);
orderSchema.index({"customer_id":1,"placedAt":1}, {"name":"customer_id_1_placedAt_1"});
orderSchema.index({"number":1}, {"name":"number_1","unique":true});
orderSchema.index({"status":1,"placedAt":1}, {"name":"status_1_placedAt_1"});

// The collection "products": The catalogue
const productSchema = new Schema(
    {
        sku: { type: String, match: new RegExp("^[A-Z]{3}-[0-9]{5}$", "u"), required: true },
        name: { type: String, required: true },
        slug: { type: String, required: true },
        description: String,
        // cents (scaled integer, 1/100)
        price: { type: BigInt, required: true },
        currency: { type: String, enum: ["USD","EUR","GBP"], required: true },
        // variable specifications as name/value pairs (attribute pattern)
        attrs: { type: [new Schema(
            {
                n: { type: String, required: true },
                v: { type: String, required: true },
            },
            { _id: false }
        )], required: true, validate: itemCount(null, 40) },
        // child-referencing products -> categories
        categories: { type: [new Schema(
            {
                id: { type: Schema.Types.ObjectId, required: true },
                // copy of categories.name
                name: String,
            },
            { _id: false }
        )], required: true, validate: itemCount(null, 10) },
        // embed-subset products -> reviews
        recentReviews: { type: [new Schema(
            {
                _id: { type: Schema.Types.ObjectId, required: true },
                rating: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 1.0, max: 5.0, required: true },
                title: { type: String, required: true },
                body: String,
                createdAt: { type: Date, required: true },
                helpfulVotes: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 0.0, max: 500.0 },
                verifiedPurchase: Boolean,
                // parent-referencing products -> reviews
                product_id: { type: Schema.Types.ObjectId, required: true },
                // extended-reference customers -> reviews
                customer_id: { type: Schema.Types.ObjectId, required: true },
                // copy of customers.name
                author: String,
            },
            { }
        )], default: undefined, validate: itemCount(null, 5) },
        // count of reviews (embed-subset products -> reviews)
        reviewCount: BigInt,
        // two-way suppliers -> products
        supplier_id: { type: Schema.Types.ObjectId, ref: "Supplier", required: true },
    },
    { collection: "products", versionKey: false }
);
productSchema.index({"sku":1}, {"name":"sku_1","unique":true});
productSchema.index({"slug":1}, {"name":"slug_1","unique":true});
productSchema.index({"categories.id":1,"price":1}, {"name":"categories.id_1_price_1"});
productSchema.index({"attrs.n":1,"attrs.v":1}, {"name":"attrs.n_1_attrs.v_1"});
productSchema.index({"categories":1}, {"name":"categories_1"});
productSchema.index({"supplier_id":1}, {"name":"supplier_id_1"});

// The collection "categories": The category tree, as materialized paths
const categorySchema = new Schema(
    {
        name: { type: String, required: true },
        slug: { type: String, required: true },
        // tree (materialized-path)
        path: String,
        // tree (materialized-path)
        depth: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, required: true },
    },
    { collection: "categories", versionKey: false }
);
categorySchema.index({"path":1}, {"name":"path_1"});
categorySchema.index({"slug":1}, {"name":"slug_1","unique":true});

// The collection "reviews": Every review; the newest few are also embedded in their product
const reviewSchema = new Schema(
    {
        rating: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 1.0, max: 5.0, required: true },
        title: { type: String, required: true },
        body: String,
        createdAt: { type: Date, required: true },
        helpfulVotes: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 0.0, max: 500.0 },
        verifiedPurchase: Boolean,
        // parent-referencing products -> reviews
        product_id: { type: Schema.Types.ObjectId, ref: "Product", required: true },
        // extended-reference customers -> reviews
        customer_id: { type: Schema.Types.ObjectId, ref: "Customer", required: true },
        // copy of customers.name
        author: String,
    },
    { collection: "reviews", versionKey: false, timestamps: { createdAt: "createdAt", updatedAt: false } }
);
reviewSchema.index({"product_id":1,"createdAt":-1}, {"name":"product_id_1_createdAt_-1"});
reviewSchema.index({"customer_id":1,"createdAt":-1}, {"name":"customer_id_1_createdAt_-1"});

// The collection "warehouses": Where stock is kept
const warehouseSchema = new Schema(
    {
        code: { type: String, match: new RegExp("^[A-Z]{3}[0-9]$", "u"), required: true },
        name: { type: String, required: true },
        // embed warehouses -> address
        address: { type: addressSchema, required: true },
    },
    { collection: "warehouses", versionKey: false }
);
warehouseSchema.index({"code":1}, {"name":"code_1","unique":true});

// The collection "inventory": Stock of one product in one warehouse; reserving is one conditional update
const inventorySchema = new Schema(
    {
        sku: { type: String, match: new RegExp("^[A-Z]{3}-[0-9]{5}$", "u"), required: true },
        available: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 0.0, max: 10000.0, required: true },
        reserved: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 0.0, max: 1000.0, required: true },
        updatedAt: { type: Date, required: true },
        // parent-referencing products -> inventory
        product_id: { type: Schema.Types.ObjectId, ref: "Product", required: true },
        // parent-referencing warehouses -> inventory
        warehouse_id: { type: Schema.Types.ObjectId, ref: "Warehouse", required: true },
    },
    { collection: "inventory", versionKey: false, timestamps: { createdAt: false, updatedAt: "updatedAt" } }
);
inventorySchema.index({"product_id":1,"warehouse_id":1}, {"name":"product_id_1_warehouse_id_1","unique":true});
inventorySchema.index({"warehouse_id":1,"available":1}, {"name":"warehouse_id_1_available_1"});

// The collection "suppliers": Who delivers the products
const supplierSchema = new Schema(
    {
        name: { type: String, required: true },
        email: { type: String, required: true },
        country: String,
        // two-way suppliers -> products
        product_ids: { type: [{ type: Schema.Types.ObjectId, ref: "Product" }], default: undefined, validate: itemCount(null, 1000) },
    },
    { collection: "suppliers", versionKey: false }
);
supplierSchema.index({"product_ids":1}, {"name":"product_ids_1"});

// The embedded type "cartItem": A product in a cart, with the price the shopper saw
const cartItemSchema = new Schema(
    {
        product_id: { type: Schema.Types.ObjectId, required: true },
        quantity: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 1.0, max: 20.0, required: true },
        addedAt: { type: Date, required: true },
        // cents (scaled integer, 1/100)
        priceSeen: { type: BigInt, required: true },
    },
    { _id: false }
);

// The collection "carts": Shopping carts; abandoned ones expire two weeks after their last change
const cartSchema = new Schema(
    {
        session_id: { type: String, required: true },
        customer_id: Schema.Types.ObjectId,
        updatedAt: { type: Date, required: true },
        // embed carts -> cartItem
        items: { type: [cartItemSchema], default: undefined, validate: itemCount(null, 50) },
    },
    { collection: "carts", versionKey: false, timestamps: { createdAt: false, updatedAt: "updatedAt" } }
);
cartSchema.index({"session_id":1}, {"name":"session_id_1","unique":true});
cartSchema.index({"updatedAt":1}, {"name":"updatedAt_1","expireAfterSeconds":1209600});

// The collection "sessions": Sign-in sessions by token; they expire after 30 idle minutes
const sessionSchema = new Schema(
    {
        _id: { type: String, required: true },
        customer_id: Schema.Types.ObjectId,
        userAgent: String,
        ip: String,
        lastSeen: { type: Date, required: true },
    },
    { collection: "sessions", versionKey: false }
);
sessionSchema.index({"lastSeen":1}, {"name":"lastSeen_1","expireAfterSeconds":1800});

// The collection "events": Clickstream, one measurement per event, kept 90 days
const eventSchema = new Schema(
    {
        ts: { type: Date, required: true },
        meta: { type: new Schema(
            {
                session_id: { type: String, required: true },
                customer_id: Schema.Types.ObjectId,
                type: { type: String, enum: ["view","search","add-to-cart","checkout","purchase"], required: true },
            },
            { _id: false }
        ), required: true },
        product_id: Schema.Types.ObjectId,
        query: String,
    },
    { collection: "events", versionKey: false, timeseries: { timeField: "ts", metaField: "meta", granularity: "seconds" }, expireAfterSeconds: 7776000 }
);
eventSchema.index({"meta.session_id":1,"ts":1}, {"name":"meta.session_id_1_ts_1"});

// The collection "auditLog": What staff did; the oldest entries make room for new ones
const auditLogSchema = new Schema(
    {
        at: { type: Date, required: true },
        actor: { type: String, required: true },
        action: { type: String, enum: ["create","update","delete","login","refund"], required: true },
        target: { type: String, required: true },
        details: Schema.Types.Mixed,
    },
    { collection: "auditLog", versionKey: false, capped: { size: 1073741824, max: 5000000 } }
);
auditLogSchema.index({"target":1,"at":-1}, {"name":"target_1_at_-1"});

// The collection "payments": Payments and refunds reported by the payment provider
const paymentSchema = new Schema(
    {
        method: { type: String, enum: ["card","paypal","bank-transfer","gift-card"], required: true },
        status: { type: String, enum: ["authorized","captured","refunded","failed"], required: true },
        // cents (scaled integer, 1/100)
        amount: { type: BigInt, required: true },
        currency: { type: String, enum: ["USD","EUR","GBP"], required: true },
        providerRef: { type: String, match: new RegExp("^pay_[a-z0-9]{16}$", "u"), required: true },
        createdAt: { type: Date, required: true },
        capturedAt: Date,
        // cents (scaled integer, 1/100)
        refundedAmount: BigInt,
        failureReason: String,
        // parent-referencing orders -> payments
        order_id: { type: Schema.Types.ObjectId, ref: "Order", required: true },
    },
    { collection: "payments", versionKey: false, timestamps: { createdAt: "createdAt", updatedAt: false } }
);
paymentSchema.index({"order_id":1}, {"name":"order_id_1"});
paymentSchema.index({"providerRef":1}, {"name":"providerRef_1","unique":true});

// The collection "shipments": Parcels; an order may ship in several
const shipmentSchema = new Schema(
    {
        carrier: { type: String, enum: ["ups","dhl","fedex","usps"], required: true },
        trackingNumber: { type: String, match: new RegExp("^[A-Z0-9]{12}$", "u"), required: true },
        status: { type: String, enum: ["label-created","in-transit","delivered","returned"], required: true },
        service: { type: String, enum: ["standard","express"], required: true },
        weightGrams: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 1.0, max: 30000.0, required: true },
        shippedAt: { type: Date, required: true },
        estimatedDelivery: { type: Date, required: true },
        deliveredAt: Date,
        // parent-referencing orders -> shipments
        order_id: { type: Schema.Types.ObjectId, ref: "Order", required: true },
    },
    { collection: "shipments", versionKey: false }
);
shipmentSchema.index({"order_id":1}, {"name":"order_id_1"});
shipmentSchema.index({"carrier":1,"trackingNumber":1}, {"name":"carrier_1_trackingNumber_1","unique":true});

// The collection "coupons": Discount codes; redeeming is one conditional increment
const couponSchema = new Schema(
    {
        code: { type: String, match: new RegExp("^[A-Z0-9]{8}$", "u"), required: true },
        kind: { type: String, enum: ["percent","amount"], required: true },
        value: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 1.0, max: 10000.0, required: true },
        validFrom: { type: Date, required: true },
        validUntil: { type: Date, required: true },
        maxRedemptions: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 1.0, max: 100000.0 },
        redeemed: { type: Number, validate: { validator: (v) => v == null || Number.isInteger(v), message: "{PATH} is not an integer ({VALUE})" }, min: 0.0, max: 100000.0, required: true },
    },
    { collection: "coupons", versionKey: false }
);
couponSchema.index({"code":1}, {"name":"code_1","unique":true});

// The collection "wishlists": Products a customer keeps for later
const wishlistSchema = new Schema(
    {
        name: { type: String, required: true },
        createdAt: { type: Date, required: true },
        // child-referencing wishlists -> products
        product_ids: { type: [{ type: Schema.Types.ObjectId, ref: "Product" }], default: undefined, validate: itemCount(null, 500) },
    },
    { collection: "wishlists", versionKey: false, timestamps: { createdAt: "createdAt", updatedAt: false } }
);
wishlistSchema.index({"product_ids":1}, {"name":"product_ids_1"});

module.exports = {
    schemas: {
        Customer: customerSchema,
        Address: addressSchema,
        Order: orderSchema,
        LineItem: lineItemSchema,
        Product: productSchema,
        Category: categorySchema,
        Review: reviewSchema,
        Warehouse: warehouseSchema,
        Inventory: inventorySchema,
        Supplier: supplierSchema,
        Cart: cartSchema,
        CartItem: cartItemSchema,
        Session: sessionSchema,
        Event: eventSchema,
        AuditLog: auditLogSchema,
        Payment: paymentSchema,
        Shipment: shipmentSchema,
        Coupon: couponSchema,
        Wishlist: wishlistSchema,
    },
    collections: {
        customers: "Customer",
        orders: "Order",
        products: "Product",
        categories: "Category",
        reviews: "Review",
        warehouses: "Warehouse",
        inventory: "Inventory",
        suppliers: "Supplier",
        carts: "Cart",
        sessions: "Session",
        events: "Event",
        auditLog: "AuditLog",
        payments: "Payment",
        shipments: "Shipment",
        coupons: "Coupon",
        wishlists: "Wishlist",
    },
    // The models on a Mongoose instance (the default one unless another is given).
    models(instance = mongoose) {
        return {
            Customer: instance.model("Customer", customerSchema),
            Order: instance.model("Order", orderSchema),
            Product: instance.model("Product", productSchema),
            Category: instance.model("Category", categorySchema),
            Review: instance.model("Review", reviewSchema),
            Warehouse: instance.model("Warehouse", warehouseSchema),
            Inventory: instance.model("Inventory", inventorySchema),
            Supplier: instance.model("Supplier", supplierSchema),
            Cart: instance.model("Cart", cartSchema),
            Session: instance.model("Session", sessionSchema),
            Event: instance.model("Event", eventSchema),
            AuditLog: instance.model("AuditLog", auditLogSchema),
            Payment: instance.model("Payment", paymentSchema),
            Shipment: instance.model("Shipment", shipmentSchema),
            Coupon: instance.model("Coupon", couponSchema),
            Wishlist: instance.model("Wishlist", wishlistSchema),
        };
    },
};
