# Pydantic models of the documents of Money in both precision models, written by DocModeler for pydantic 1.10.
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


class PricesScaled(Document):
    """The documents of the collection prices_scaled."""

    id: ObjectIdField = Field(..., alias="_id")
    item: StrictStr = Field(...)
    price: StrictInt = Field(...)  # USD at 1/1000: 9.99 is 9990
    currency: Literal["USD"] = Field(...)


class PricesExact(Document):
    """The documents of the collection prices_exact."""

    id: ObjectIdField = Field(..., alias="_id")
    item: StrictStr = Field(...)
    price: PricesExactPrice = Field(...)


class PricesExactPrice(Document):
    """The field \"price\" of PricesExact."""

    value: Decimal128 = Field(...)
    approx: StrictFloat = Field(...)  # For range queries and sorting
    currency: Literal["USD", "EUR"] = Field(...)


for _model in Document.__subclasses__():
    _model.update_forward_refs()

# Each collection's model, by the collection's name.
COLLECTIONS: Dict[str, Type[Document]] = {
    "prices_scaled": PricesScaled,
    "prices_exact": PricesExact,
}
