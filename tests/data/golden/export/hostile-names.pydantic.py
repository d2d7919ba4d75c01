# Pydantic models of the documents of Hostile "names" \ and newlines   db.dropDatabase();, written by DocModeler for pydantic 1.10.
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


class DbDropDatabase(Document):
    """The documents of the collection \"); db.dropDatabase(); //: ends here *\\/   db.dropDatabase();   db.dropDatabase();"""

    id: ObjectIdField = Field(..., alias="_id")
    db_dropDatabase: StrictStr = Field(..., alias="\"); db.dropDatabase(); //")
    quo_te_back: Optional[StrictStr] = Field(None, alias="quo\"te\\back")
    proto: Optional[StrictStr] = Field(None, alias="__proto__")
    delete: Optional[StrictInt] = Field(None)
    n: Optional[StrictStr] = Field(None, alias="ünï 中")
    nested: Optional[DbDropDatabaseNested] = Field(None)


class DbDropDatabaseNested(Document):
    """The field \"nested\" of DbDropDatabase."""

    a_b: Optional[StrictStr] = Field(None, alias="a$b")


class QuoteBackSlash(Document):
    """The documents of the collection quote\"back\\slash: ends here *\\/   db.dropDatabase();   db.dropDatabase();"""

    id: ObjectIdField = Field(..., alias="_id")
    db_dropDatabase: StrictStr = Field(..., alias="\"); db.dropDatabase(); //")
    quo_te_back: Optional[StrictStr] = Field(None, alias="quo\"te\\back")
    proto: Optional[StrictStr] = Field(None, alias="__proto__")
    delete: Optional[StrictInt] = Field(None)
    n: Optional[StrictStr] = Field(None, alias="ünï 中")
    nested: Optional[QuoteBackSlashNested] = Field(None)


class QuoteBackSlashNested(Document):
    """The field \"nested\" of QuoteBackSlash."""

    a_b: Optional[StrictStr] = Field(None, alias="a$b")


class NewLineNCD(Document):
    """The documents of the collection new line ünïcödé 中文 😀: ends here *\\/   db.dropDatabase();   db.dropDatabase();"""

    id: ObjectIdField = Field(..., alias="_id")
    db_dropDatabase: StrictStr = Field(..., alias="\"); db.dropDatabase(); //")
    quo_te_back: Optional[StrictStr] = Field(None, alias="quo\"te\\back")
    proto: Optional[StrictStr] = Field(None, alias="__proto__")
    delete: Optional[StrictInt] = Field(None)
    n: Optional[StrictStr] = Field(None, alias="ünï 中")
    nested: Optional[NewLineNCDNested] = Field(None)


class NewLineNCDNested(Document):
    """The field \"nested\" of NewLineNCD."""

    a_b: Optional[StrictStr] = Field(None, alias="a$b")


class Function(Document):
    """The documents of the collection function: ends here *\\/   db.dropDatabase();   db.dropDatabase();"""

    id: ObjectIdField = Field(..., alias="_id")
    db_dropDatabase: StrictStr = Field(..., alias="\"); db.dropDatabase(); //")
    quo_te_back: Optional[StrictStr] = Field(None, alias="quo\"te\\back")
    proto: Optional[StrictStr] = Field(None, alias="__proto__")
    delete: Optional[StrictInt] = Field(None)
    n: Optional[StrictStr] = Field(None, alias="ünï 中")
    nested: Optional[FunctionNested] = Field(None)


class FunctionNested(Document):
    """The field \"nested\" of Function."""

    a_b: Optional[StrictStr] = Field(None, alias="a$b")


class ConstructorWithDot(Document):
    """The documents of the collection constructor.with.dots: ends here *\\/   db.dropDatabase();   db.dropDatabase();"""

    id: ObjectIdField = Field(..., alias="_id")
    db_dropDatabase: StrictStr = Field(..., alias="\"); db.dropDatabase(); //")
    quo_te_back: Optional[StrictStr] = Field(None, alias="quo\"te\\back")
    proto: Optional[StrictStr] = Field(None, alias="__proto__")
    delete: Optional[StrictInt] = Field(None)
    n: Optional[StrictStr] = Field(None, alias="ünï 中")
    nested: Optional[ConstructorWithDotNested] = Field(None)


class ConstructorWithDotNested(Document):
    """The field \"nested\" of ConstructorWithDot."""

    a_b: Optional[StrictStr] = Field(None, alias="a$b")


class LineSeparator(Document):
    """The documents of the collection line separator: ends here *\\/   db.dropDatabase();   db.dropDatabase();"""

    id: ObjectIdField = Field(..., alias="_id")
    db_dropDatabase: StrictStr = Field(..., alias="\"); db.dropDatabase(); //")
    quo_te_back: Optional[StrictStr] = Field(None, alias="quo\"te\\back")
    proto: Optional[StrictStr] = Field(None, alias="__proto__")
    delete: Optional[StrictInt] = Field(None)
    n: Optional[StrictStr] = Field(None, alias="ünï 中")
    nested: Optional[LineSeparatorNested] = Field(None)


class LineSeparatorNested(Document):
    """The field \"nested\" of LineSeparator."""

    a_b: Optional[StrictStr] = Field(None, alias="a$b")


for _model in Document.__subclasses__():
    _model.update_forward_refs()

# Each collection's model, by the collection's name.
COLLECTIONS: Dict[str, Type[Document]] = {
    "\"); db.dropDatabase(); //": DbDropDatabase,
    "quote\"back\\slash": QuoteBackSlash,
    "new\nline ünïcödé 中文 😀": NewLineNCD,
    "function": Function,
    "constructor.with.dots": ConstructorWithDot,
    "line\u2028separator": LineSeparator,
}
