# Pydantic models of the documents of Products and categories, written by DocModeler for pydantic 1.10.
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


class Product(Document):
    """The documents of the collection products."""

    id: ObjectIdField = Field(..., alias="_id")
    name: StrictStr = Field(...)
    sku: constr(strict=True, regex="^[A-Z]{3}-[0-9]{4}$") = Field(...)
    price: StrictInt = Field(...)
    category_ids: conlist(ObjectIdField, max_items=20) = Field(...)  # child-referencing products -> categories


class Category(Document):
    """The documents of the collection categories."""

    id: ObjectIdField = Field(..., alias="_id")
    name: StrictStr = Field(...)
    slug: StrictStr = Field(...)


for _model in Document.__subclasses__():
    _model.update_forward_refs()

# Each collection's model, by the collection's name.
COLLECTIONS: Dict[str, Type[Document]] = {
    "products": Product,
    "categories": Category,
}
