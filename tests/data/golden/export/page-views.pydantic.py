# Pydantic models of the documents of Pre-aggregated page views, written by DocModeler for pydantic 1.10.
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


class Stats202401(Document):
    """The documents of the collection stats.2024-01: Views of one page in January 2024; _id is site/page"""

    id: StrictStr = Field(..., alias="_id")
    site: StrictStr = Field(...)
    page: StrictStr = Field(...)
    total: conint(strict=True, ge=0) = Field(...)
    days: Stats202401Days = Field(...)  # "1".."31": views per day


class Stats202401Days(Document):
    """The field \"days\" of Stats202401."""

    f1: StrictInt = Field(..., alias="1")
    f2: StrictInt = Field(..., alias="2")
    f3: StrictInt = Field(..., alias="3")
    f4: StrictInt = Field(..., alias="4")
    f5: StrictInt = Field(..., alias="5")
    f6: StrictInt = Field(..., alias="6")
    f7: StrictInt = Field(..., alias="7")
    f8: StrictInt = Field(..., alias="8")
    f9: StrictInt = Field(..., alias="9")
    f10: StrictInt = Field(..., alias="10")
    f11: StrictInt = Field(..., alias="11")
    f12: StrictInt = Field(..., alias="12")
    f13: StrictInt = Field(..., alias="13")
    f14: StrictInt = Field(..., alias="14")
    f15: StrictInt = Field(..., alias="15")
    f16: StrictInt = Field(..., alias="16")
    f17: StrictInt = Field(..., alias="17")
    f18: StrictInt = Field(..., alias="18")
    f19: StrictInt = Field(..., alias="19")
    f20: StrictInt = Field(..., alias="20")
    f21: StrictInt = Field(..., alias="21")
    f22: StrictInt = Field(..., alias="22")
    f23: StrictInt = Field(..., alias="23")
    f24: StrictInt = Field(..., alias="24")
    f25: StrictInt = Field(..., alias="25")
    f26: StrictInt = Field(..., alias="26")
    f27: StrictInt = Field(..., alias="27")
    f28: StrictInt = Field(..., alias="28")
    f29: StrictInt = Field(..., alias="29")
    f30: StrictInt = Field(..., alias="30")
    f31: StrictInt = Field(..., alias="31")


for _model in Document.__subclasses__():
    _model.update_forward_refs()

# Each collection's model, by the collection's name.
COLLECTIONS: Dict[str, Type[Document]] = {
    "stats.2024-01": Stats202401,
}
