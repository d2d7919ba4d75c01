# Pydantic models of the documents of Every value, written by DocModeler for pydantic 1.10.
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


class Order(Document):
    """The documents of the collection orders: Customer orders"""

    id: ObjectIdField = Field(..., alias="_id")
    total: conint(strict=True, ge=0, le=1000000000) = Field(...)
    status: Optional[Literal["new", "paid", 3, None]] = Field(None)
    tags: Optional[conlist(Optional[StrictStr], min_items=0, max_items=10)] = Field(None)
    address: Optional[OrderAddress] = Field(None)  # Shipping address
    created: Optional[datetime] = Field(None)
    kind: Optional[StrictStr] = Field(None)
    items: conlist(Line, max_items=50) = Field(...)  # embed orders -> line
    events: Optional[conlist(OrderEvents, max_items=5)] = Field(None)  # embed-subset orders -> events
    event_count: Optional[StrictInt] = Field(None)  # count of events (embed-subset orders -> events)


class OrderAddress(Document):
    """The field \"address\" of Order."""

    city: StrictStr = Field(...)


class OrderEvents(Document):
    """The field \"events\" of Order."""

    id: ObjectIdField = Field(..., alias="_id")
    ts: Optional[datetime] = Field(None)
    order: DBRef = Field(...)  # embed-subset orders -> events
    order_status: Optional[Literal["new", "paid", 3, None]] = Field(None)  # copy of orders.status


class Line(Document):
    """An embedded document of the type line."""

    sku: StrictStr = Field(...)


class Event(Document):
    """The documents of the collection events."""

    id: ObjectIdField = Field(..., alias="_id")
    ts: Optional[datetime] = Field(None)
    order: DBRef = Field(...)  # embed-subset orders -> events
    order_status: Optional[Literal["new", "paid", 3, None]] = Field(None)  # copy of orders.status


class Log(Document):
    """The documents of the collection log."""

    id: ObjectIdField = Field(..., alias="_id")


class Category(Document):
    """The documents of the collection categories."""

    id: Optional[StrictStr] = Field(None, alias="_id")
    path: Optional[StrictStr] = Field(...)  # tree (materialized-path)
    depth: StrictInt = Field(...)  # tree (materialized-path)
    thread_id: StrictStr = Field(...)  # tree (materialized-path)


for _model in Document.__subclasses__():
    _model.update_forward_refs()

# Each collection's model, by the collection's name.
COLLECTIONS: Dict[str, Type[Document]] = {
    "orders": Order,
    "events": Event,
    "log": Log,
    "categories": Category,
}
