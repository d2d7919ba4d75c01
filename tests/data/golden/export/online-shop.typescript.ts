// The documents of Online shop as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { Long, ObjectId } from "mongodb";

/**
 * The documents of the collection "customers".
 * People who can sign in; their addresses travel with them
 */
export interface Customer {
    _id: ObjectId;
    name: string;
    email: string;
    phone?: string;
    createdAt: Date;
    marketingOptIn?: boolean;
    /** embed customers -> address */
    addresses?: Address[];
    /** child-referencing customers -> wishlists */
    wishlist_ids?: ObjectId[];
}

/**
 * An embedded document of the type "address".
 * A postal address, embedded wherever it is used
 */
export interface Address {
    label: "home" | "work" | "other";
    street: string;
    city: string;
    postalCode: string;
    country: string;
}

/**
 * The documents of the collection "orders".
 * One document per order: its lines and the shipping address are copied in when it is placed
 */
export interface Order {
    _id: ObjectId;
    number: string;
    status: "placed" | "paid" | "shipped" | "delivered" | "cancelled";
    placedAt: Date;
    /** cents (scaled integer, 1/100) */
    subtotal: Long;
    /** cents (scaled integer, 1/100) */
    shippingCost: Long;
    /** cents (scaled integer, 1/100) */
    tax: Long;
    /** cents (scaled integer, 1/100) */
    total: Long;
    currency: "USD" | "EUR" | "GBP";
    coupon_code?: string;
    /** extended-reference customers -> orders */
    customer_id: ObjectId;
    /** copy of customers.name */
    customer_name?: string;
    /** copy of customers.email */
    customer_email?: string;
    /** embed orders -> lineItem */
    items: LineItem[];
    /** embed orders -> address */
    shippingAddress: Address;
}

/**
 * An embedded document of the type "lineItem".
 * A product as it was bought: name and price are kept as they were
 */
export interface LineItem {
    product_id: ObjectId;
    sku: string;
    name: string;
    quantity: number;
    /** cents (scaled integer, 1/100) */
    unitPrice: Long;
}

/**
 * The documents of the collection "products".
 * The catalogue
 */
export interface Product {
    _id: ObjectId;
    sku: string;
    name: string;
    slug: string;
    description?: string;
    /** cents (scaled integer, 1/100) */
    price: Long;
    currency: "USD" | "EUR" | "GBP";
    /** variable specifications as name/value pairs (attribute pattern) */
    attrs: {
        n: string;
        v: string;
    }[];
    /** child-referencing products -> categories */
    categories: {
        id: ObjectId;
        /** copy of categories.name */
        name?: string;
    }[];
    /** embed-subset products -> reviews */
    recentReviews?: {
        _id: ObjectId;
        rating: number;
        title: string;
        body?: string;
        createdAt: Date;
        helpfulVotes?: number;
        verifiedPurchase?: boolean;
        /** parent-referencing products -> reviews */
        product_id: ObjectId;
        /** extended-reference customers -> reviews */
        customer_id: ObjectId;
        /** copy of customers.name */
        author?: string;
    }[];
    /** count of reviews (embed-subset products -> reviews) */
    reviewCount?: Long;
    /** two-way suppliers -> products */
    supplier_id: ObjectId;
}

/**
 * The documents of the collection "categories".
 * The category tree, as materialized paths
 */
export interface Category {
    _id: ObjectId;
    name: string;
    slug: string;
    /** tree (materialized-path) */
    path: string | null;
    /** tree (materialized-path) */
    depth: number;
}

/**
 * The documents of the collection "reviews".
 * Every review; the newest few are also embedded in their product
 */
export interface Review {
    _id: ObjectId;
    rating: number;
    title: string;
    body?: string;
    createdAt: Date;
    helpfulVotes?: number;
    verifiedPurchase?: boolean;
    /** parent-referencing products -> reviews */
    product_id: ObjectId;
    /** extended-reference customers -> reviews */
    customer_id: ObjectId;
    /** copy of customers.name */
    author?: string;
}

/**
 * The documents of the collection "warehouses".
 * Where stock is kept
 */
export interface Warehouse {
    _id: ObjectId;
    code: string;
    name: string;
    /** embed warehouses -> address */
    address: Address;
}

/**
 * The documents of the collection "inventory".
 * Stock of one product in one warehouse; reserving is one conditional update
 */
export interface Inventory {
    _id: ObjectId;
    sku: string;
    available: number;
    reserved: number;
    updatedAt: Date;
    /** parent-referencing products -> inventory */
    product_id: ObjectId;
    /** parent-referencing warehouses -> inventory */
    warehouse_id: ObjectId;
}

/**
 * The documents of the collection "suppliers".
 * Who delivers the products
 */
export interface Supplier {
    _id: ObjectId;
    name: string;
    email: string;
    country?: string;
    /** two-way suppliers -> products */
    product_ids?: ObjectId[];
}

/**
 * The documents of the collection "carts".
 * Shopping carts; abandoned ones expire two weeks after their last change
 */
export interface Cart {
    _id: ObjectId;
    session_id: string;
    customer_id?: ObjectId;
    updatedAt: Date;
    /** embed carts -> cartItem */
    items?: CartItem[];
}

/**
 * An embedded document of the type "cartItem".
 * A product in a cart, with the price the shopper saw
 */
export interface CartItem {
    product_id: ObjectId;
    quantity: number;
    addedAt: Date;
    /** cents (scaled integer, 1/100) */
    priceSeen: Long;
}

/**
 * The documents of the collection "sessions".
 * Sign-in sessions by token; they expire after 30 idle minutes
 */
export interface Session {
    _id: string;
    customer_id?: ObjectId;
    userAgent?: string;
    ip?: string;
    lastSeen: Date;
}

/**
 * The documents of the collection "events".
 * Clickstream, one measurement per event, kept 90 days
 */
export interface Event {
    _id: ObjectId;
    ts: Date;
    meta: {
        session_id: string;
        customer_id?: ObjectId;
        type: "view" | "search" | "add-to-cart" | "checkout" | "purchase";
    };
    product_id?: ObjectId;
    query?: string;
}

/**
 * The documents of the collection "auditLog".
 * What staff did; the oldest entries make room for new ones
 */
export interface AuditLog {
    _id: ObjectId;
    at: Date;
    actor: string;
    action: "create" | "update" | "delete" | "login" | "refund";
    target: string;
    details?: Record<string, unknown>;
}

/**
 * The documents of the collection "payments".
 * Payments and refunds reported by the payment provider
 */
export interface Payment {
    _id: ObjectId;
    method: "card" | "paypal" | "bank-transfer" | "gift-card";
    status: "authorized" | "captured" | "refunded" | "failed";
    /** cents (scaled integer, 1/100) */
    amount: Long;
    currency: "USD" | "EUR" | "GBP";
    providerRef: string;
    createdAt: Date;
    capturedAt?: Date;
    /** cents (scaled integer, 1/100) */
    refundedAmount?: Long;
    failureReason?: string;
    /** parent-referencing orders -> payments */
    order_id: ObjectId;
}

/**
 * The documents of the collection "shipments".
 * Parcels; an order may ship in several
 */
export interface Shipment {
    _id: ObjectId;
    carrier: "ups" | "dhl" | "fedex" | "usps";
    trackingNumber: string;
    status: "label-created" | "in-transit" | "delivered" | "returned";
    service: "standard" | "express";
    weightGrams: number;
    shippedAt: Date;
    estimatedDelivery: Date;
    deliveredAt?: Date;
    /** parent-referencing orders -> shipments */
    order_id: ObjectId;
}

/**
 * The documents of the collection "coupons".
 * Discount codes; redeeming is one conditional increment
 */
export interface Coupon {
    _id: ObjectId;
    code: string;
    kind: "percent" | "amount";
    value: number;
    validFrom: Date;
    validUntil: Date;
    maxRedemptions?: number;
    redeemed: number;
}

/**
 * The documents of the collection "wishlists".
 * Products a customer keeps for later
 */
export interface Wishlist {
    _id: ObjectId;
    name: string;
    createdAt: Date;
    /** child-referencing wishlists -> products */
    product_ids?: ObjectId[];
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    customers: Customer;
    orders: Order;
    products: Product;
    categories: Category;
    reviews: Review;
    warehouses: Warehouse;
    inventory: Inventory;
    suppliers: Supplier;
    carts: Cart;
    sessions: Session;
    events: Event;
    auditLog: AuditLog;
    payments: Payment;
    shipments: Shipment;
    coupons: Coupon;
    wishlists: Wishlist;
}
