# Pydantic models of the documents of Online shop, written by DocModeler for pydantic 1.10.
# Parse documents as pymongo reads them: Model.parse_obj(document).
from __future__ import annotations

from datetime import datetime
from typing import Any, Dict, List, Literal, Optional, Type, Union

from bson import Code, DBRef, Decimal128, MaxKey, MinKey, ObjectId, Regex, Timestamp
from pydantic import (BaseModel, Field, StrictBool, StrictBytes, StrictFloat, StrictInt, StrictStr,
                      confloat, conint, conlist, constr)

__all__ = ["COLLECTIONS", "Document", "ObjectIdField"]


class ObjectIdField(ObjectId):
    """An ObjectId: a bson.ObjectId, or its 24 hex digits."""

    @classmethod
    def __get_validators__(cls):
        yield cls.check

    @classmethod
    def check(cls, value):
        if isinstance(value, ObjectId):
            return value
        if isinstance(value, str) and ObjectId.is_valid(value):
            return ObjectId(value)
        raise TypeError("an ObjectId or its 24 hex digits")

    @classmethod
    def __modify_schema__(cls, schema):
        schema.update(type="string", pattern="^[0-9a-fA-F]{24}$")


class Document(BaseModel):
    """The models' base: BSON values as they are, fields by their names in the documents."""

    class Config:
        arbitrary_types_allowed = True
        allow_population_by_field_name = True


class Customer(Document):
    """The documents of the collection customers: People who can sign in; their addresses travel with them"""

    id: ObjectIdField = Field(..., alias="_id")
    name: StrictStr = Field(...)
    email: StrictStr = Field(...)
    phone: Optional[StrictStr] = Field(None)
    createdAt: datetime = Field(...)
    marketingOptIn: Optional[StrictBool] = Field(None)
    addresses: Optional[conlist(Address, max_items=10)] = Field(None)  # embed customers -> address
    wishlist_ids: Optional[conlist(ObjectIdField, max_items=20)] = Field(None)  # child-referencing customers -> wishlists


class Address(Document):
    """An embedded document of the type address: A postal address, embedded wherever it is used"""

    label: Literal["home", "work", "other"] = Field(...)
    street: StrictStr = Field(...)
    city: StrictStr = Field(...)
    postalCode: StrictStr = Field(...)
    country: StrictStr = Field(...)


class Order(Document):
    """The documents of the collection orders: One document per order: its lines and the shipping address are copied in when it is placed"""

    id: ObjectIdField = Field(..., alias="_id")
    number: constr(strict=True, regex="^SO-[0-9]{8}$") = Field(...)
    status: Literal["placed", "paid", "shipped", "delivered", "cancelled"] = Field(...)
    placedAt: datetime = Field(...)
    subtotal: StrictInt = Field(...)  # cents (scaled integer, 1/100)
    shippingCost: StrictInt = Field(...)  # cents (scaled integer, 1/100)
    tax: StrictInt = Field(...)  # cents (scaled integer, 1/100)
    total: StrictInt = Field(...)  # cents (scaled integer, 1/100)
    currency: Literal["USD", "EUR", "GBP"] = Field(...)
    coupon_code: Optional[constr(strict=True, regex="^[A-Z0-9]{8}$")] = Field(None)
    customer_id: ObjectIdField = Field(...)  # extended-reference customers -> orders
    customer_name: Optional[StrictStr] = Field(None)  # copy of customers.name
    customer_email: Optional[StrictStr] = Field(None)  # copy of customers.email
    items: conlist(LineItem, max_items=50) = Field(...)  # embed orders -> lineItem
    shippingAddress: Address = Field(...)  # embed orders -> address


class LineItem(Document):
    """An embedded document of the type lineItem: A product as it was bought: name and price are kept as they were"""

    product_id: ObjectIdField = Field(...)
    sku: constr(strict=True, regex="^[A-Z]{3}-[0-9]{5}$") = Field(...)
    name: StrictStr = Field(...)
    quantity: conint(strict=True, ge=1, le=99) = Field(...)
    unitPrice: StrictInt = Field(...)  # cents (scaled integer, 1/100)


class Product(Document):
    """The documents of the collection products: The catalogue"""

    id: ObjectIdField = Field(..., alias="_id")
    sku: constr(strict=True, regex="^[A-Z]{3}-[0-9]{5}$") = Field(...)
    name: StrictStr = Field(...)
    slug: StrictStr = Field(...)
    description: Optional[StrictStr] = Field(None)
    price: StrictInt = Field(...)  # cents (scaled integer, 1/100)
    currency: Literal["USD", "EUR", "GBP"] = Field(...)
    attrs: conlist(ProductAttrs, max_items=40) = Field(...)  # variable specifications as name/value pairs (attribute pattern)
    categories: conlist(ProductCategories, max_items=10) = Field(...)  # child-referencing products -> categories
    recentReviews: Optional[conlist(ProductRecentReviews, max_items=5)] = Field(None)  # embed-subset products -> reviews
    reviewCount: Optional[StrictInt] = Field(None)  # count of reviews (embed-subset products -> reviews)
    supplier_id: ObjectIdField = Field(...)  # two-way suppliers -> products


class ProductAttrs(Document):
    """The field \"attrs\" of Product."""

    n: StrictStr = Field(...)
    v: StrictStr = Field(...)


class ProductCategories(Document):
    """The field \"categories\" of Product."""

    id: ObjectIdField = Field(...)
    name: Optional[StrictStr] = Field(None)  # copy of categories.name


class ProductRecentReviews(Document):
    """The field \"recentReviews\" of Product."""

    id: ObjectIdField = Field(..., alias="_id")
    rating: conint(strict=True, ge=1, le=5) = Field(...)
    title: StrictStr = Field(...)
    body: Optional[StrictStr] = Field(None)
    createdAt: datetime = Field(...)
    helpfulVotes: Optional[conint(strict=True, ge=0, le=500)] = Field(None)
    verifiedPurchase: Optional[StrictBool] = Field(None)
    product_id: ObjectIdField = Field(...)  # parent-referencing products -> reviews
    customer_id: ObjectIdField = Field(...)  # extended-reference customers -> reviews
    author: Optional[StrictStr] = Field(None)  # copy of customers.name


class Category(Document):
    """The documents of the collection categories: The category tree, as materialized paths"""

    id: ObjectIdField = Field(..., alias="_id")
    name: StrictStr = Field(...)
    slug: StrictStr = Field(...)
    path: Optional[StrictStr] = Field(...)  # tree (materialized-path)
    depth: StrictInt = Field(...)  # tree (materialized-path)


class Review(Document):
    """The documents of the collection reviews: Every review; the newest few are also embedded in their product"""

    id: ObjectIdField = Field(..., alias="_id")
    rating: conint(strict=True, ge=1, le=5) = Field(...)
    title: StrictStr = Field(...)
    body: Optional[StrictStr] = Field(None)
    createdAt: datetime = Field(...)
    helpfulVotes: Optional[conint(strict=True, ge=0, le=500)] = Field(None)
    verifiedPurchase: Optional[StrictBool] = Field(None)
    product_id: ObjectIdField = Field(...)  # parent-referencing products -> reviews
    customer_id: ObjectIdField = Field(...)  # extended-reference customers -> reviews
    author: Optional[StrictStr] = Field(None)  # copy of customers.name


class Warehouse(Document):
    """The documents of the collection warehouses: Where stock is kept"""

    id: ObjectIdField = Field(..., alias="_id")
    code: constr(strict=True, regex="^[A-Z]{3}[0-9]$") = Field(...)
    name: StrictStr = Field(...)
    address: Address = Field(...)  # embed warehouses -> address


class Inventory(Document):
    """The documents of the collection inventory: Stock of one product in one warehouse; reserving is one conditional update"""

    id: ObjectIdField = Field(..., alias="_id")
    sku: constr(strict=True, regex="^[A-Z]{3}-[0-9]{5}$") = Field(...)
    available: conint(strict=True, ge=0, le=10000) = Field(...)
    reserved: conint(strict=True, ge=0, le=1000) = Field(...)
    updatedAt: datetime = Field(...)
    product_id: ObjectIdField = Field(...)  # parent-referencing products -> inventory
    warehouse_id: ObjectIdField = Field(...)  # parent-referencing warehouses -> inventory


class Supplier(Document):
    """The documents of the collection suppliers: Who delivers the products"""

    id: ObjectIdField = Field(..., alias="_id")
    name: StrictStr = Field(...)
    email: StrictStr = Field(...)
    country: Optional[StrictStr] = Field(None)
    product_ids: Optional[conlist(ObjectIdField, max_items=1000)] = Field(None)  # two-way suppliers -> products


class Cart(Document):
    """The documents of the collection carts: Shopping carts; abandoned ones expire two weeks after their last change"""

    id: ObjectIdField = Field(..., alias="_id")
    session_id: StrictStr = Field(...)
    customer_id: Optional[ObjectIdField] = Field(None)
    updatedAt: datetime = Field(...)
    items: Optional[conlist(CartItem, max_items=50)] = Field(None)  # embed carts -> cartItem


class CartItem(Document):
    """An embedded document of the type cartItem: A product in a cart, with the price the shopper saw"""

    product_id: ObjectIdField = Field(...)
    quantity: conint(strict=True, ge=1, le=20) = Field(...)
    addedAt: datetime = Field(...)
    priceSeen: StrictInt = Field(...)  # cents (scaled integer, 1/100)


class Session(Document):
    """The documents of the collection sessions: Sign-in sessions by token; they expire after 30 idle minutes"""

    id: StrictStr = Field(..., alias="_id")
    customer_id: Optional[ObjectIdField] = Field(None)
    userAgent: Optional[StrictStr] = Field(None)
    ip: Optional[StrictStr] = Field(None)
    lastSeen: datetime = Field(...)


class Event(Document):
    """The documents of the collection events: Clickstream, one measurement per event, kept 90 days"""

    id: ObjectIdField = Field(..., alias="_id")
    ts: datetime = Field(...)
    meta: EventMeta = Field(...)
    product_id: Optional[ObjectIdField] = Field(None)
    query: Optional[StrictStr] = Field(None)


class EventMeta(Document):
    """The field \"meta\" of Event."""

    session_id: StrictStr = Field(...)
    customer_id: Optional[ObjectIdField] = Field(None)
    type: Literal["view", "search", "add-to-cart", "checkout", "purchase"] = Field(...)


class AuditLog(Document):
    """The documents of the collection auditLog: What staff did; the oldest entries make room for new ones"""

    id: ObjectIdField = Field(..., alias="_id")
    at: datetime = Field(...)
    actor: StrictStr = Field(...)
    action: Literal["create", "update", "delete", "login", "refund"] = Field(...)
    target: StrictStr = Field(...)
    details: Optional[Dict[str, Any]] = Field(None)


class Payment(Document):
    """The documents of the collection payments: Payments and refunds reported by the payment provider"""

    id: ObjectIdField = Field(..., alias="_id")
    method: Literal["card", "paypal", "bank-transfer", "gift-card"] = Field(...)
    status: Literal["authorized", "captured", "refunded", "failed"] = Field(...)
    amount: StrictInt = Field(...)  # cents (scaled integer, 1/100)
    currency: Literal["USD", "EUR", "GBP"] = Field(...)
    providerRef: constr(strict=True, regex="^pay_[a-z0-9]{16}$") = Field(...)
    createdAt: datetime = Field(...)
    capturedAt: Optional[datetime] = Field(None)
    refundedAmount: Optional[StrictInt] = Field(None)  # cents (scaled integer, 1/100)
    failureReason: Optional[StrictStr] = Field(None)
    order_id: ObjectIdField = Field(...)  # parent-referencing orders -> payments


class Shipment(Document):
    """The documents of the collection shipments: Parcels; an order may ship in several"""

    id: ObjectIdField = Field(..., alias="_id")
    carrier: Literal["ups", "dhl", "fedex", "usps"] = Field(...)
    trackingNumber: constr(strict=True, regex="^[A-Z0-9]{12}$") = Field(...)
    status: Literal["label-created", "in-transit", "delivered", "returned"] = Field(...)
    service: Literal["standard", "express"] = Field(...)
    weightGrams: conint(strict=True, ge=1, le=30000) = Field(...)
    shippedAt: datetime = Field(...)
    estimatedDelivery: datetime = Field(...)
    deliveredAt: Optional[datetime] = Field(None)
    order_id: ObjectIdField = Field(...)  # parent-referencing orders -> shipments


class Coupon(Document):
    """The documents of the collection coupons: Discount codes; redeeming is one conditional increment"""

    id: ObjectIdField = Field(..., alias="_id")
    code: constr(strict=True, regex="^[A-Z0-9]{8}$") = Field(...)
    kind: Literal["percent", "amount"] = Field(...)
    value: conint(strict=True, ge=1, le=10000) = Field(...)
    validFrom: datetime = Field(...)
    validUntil: datetime = Field(...)
    maxRedemptions: Optional[conint(strict=True, ge=1, le=100000)] = Field(None)
    redeemed: conint(strict=True, ge=0, le=100000) = Field(...)


class Wishlist(Document):
    """The documents of the collection wishlists: Products a customer keeps for later"""

    id: ObjectIdField = Field(..., alias="_id")
    name: StrictStr = Field(...)
    createdAt: datetime = Field(...)
    product_ids: Optional[conlist(ObjectIdField, max_items=500)] = Field(None)  # child-referencing wishlists -> products


for _model in Document.__subclasses__():
    _model.update_forward_refs()

# Each collection's model, by the collection's name.
COLLECTIONS: Dict[str, Type[Document]] = {
    "customers": Customer,
    "orders": Order,
    "products": Product,
    "categories": Category,
    "reviews": Review,
    "warehouses": Warehouse,
    "inventory": Inventory,
    "suppliers": Supplier,
    "carts": Cart,
    "sessions": Session,
    "events": Event,
    "auditLog": AuditLog,
    "payments": Payment,
    "shipments": Shipment,
    "coupons": Coupon,
    "wishlists": Wishlist,
}
