"""Extraction schemas, pure: what the model is asked for, and how its answer is turned back.

Both a pydantic model and a JSON-schema dict go through the same steps:

1. its JSON schema, ``$ref``s inlined;
2. a non-object schema wrapped as ``{"value": schema}`` (structured output needs an object);
3. URL fields (``HttpUrl``/``AnyUrl``, ``format: uri``) replaced by the id of a link element, an
   enum of the links on the page, with their paths remembered (seed "Extract", step 2);
4. a pydantic model built from that schema for the LLM call.

After the call the ids are swapped for ``url_map`` URLs, the wrapper is removed, and the result is
validated against the caller's original schema.
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, WithJsonSchema, create_model

from ..errors import ExtractError, LLMSchemaError
from ..llm.schema import inline_refs

JsonSchema = dict[str, Any]
PathStep = str | int  # a property name, or ANY_ITEM for "every item of the array"
ANY_ITEM = -1
URL_FORMATS = frozenset({"uri", "url", "iri", "uri-reference", "iri-reference"})
WRAP_KEY = "value"
LINK_ID_DESCRIPTION = "the id of the link element"


@dataclass(frozen=True)
class PreparedSchema:
    """What the LLM is asked for, and how to turn its answer into the caller's result."""

    output_model: type[BaseModel]
    llm_schema: JsonSchema
    url_paths: tuple[tuple[PathStep, ...], ...]
    wrapped: bool
    validate: Callable[[Any], Any]

    @property
    def asks_for_urls(self) -> bool:
        return bool(self.url_paths)


def prepare_schema(schema: type[BaseModel] | Mapping[str, Any], link_ids: Sequence[str]) -> PreparedSchema:
    """Build the LLM's output model for ``schema``; ``link_ids`` are the ids of the page's links."""
    if isinstance(schema, type) and issubclass(schema, BaseModel):
        model: type[BaseModel] = schema
        json_schema = _inline(model.model_json_schema(), model.__name__)

        def validate(data: Any) -> Any:
            return model.model_validate(data)

    elif isinstance(schema, Mapping):
        json_schema = _inline(dict(schema), "schema")
        wraps = not is_object(json_schema)
        checker = model_from_json_schema(wrap(json_schema) if wraps else json_schema, "ExtractionSchema")

        def validate(data: Any) -> Any:
            # A dict schema gets plain data back: checked against the schema, returned as dumped JSON.
            checked = checker.model_validate({WRAP_KEY: data} if wraps else data)
            dumped = checked.model_dump(mode="json", by_alias=True, exclude_unset=True)
            return dumped[WRAP_KEY] if wraps else dumped

    else:
        raise ExtractError(
            f"extract() schema must be a pydantic model class or a JSON-schema dict, got {schema!r}"
        )
    wrapped = not is_object(json_schema)
    if wrapped:
        json_schema = wrap(json_schema)
    llm_schema, url_paths = replace_url_fields(json_schema, link_ids)
    return PreparedSchema(
        output_model=model_from_json_schema(llm_schema, "Extraction"),
        llm_schema=llm_schema,
        url_paths=tuple(url_paths),
        wrapped=wrapped,
        validate=validate,
    )


def _inline(schema: JsonSchema, name: str) -> JsonSchema:
    try:
        return inline_refs(schema, name)
    except LLMSchemaError as e:
        raise ExtractError(f"extract() cannot use this schema: {e}") from e


def is_object(schema: JsonSchema) -> bool:
    return schema.get("type") == "object" or ("properties" in schema and "type" not in schema)


def wrap(schema: JsonSchema) -> JsonSchema:
    return {"type": "object", "properties": {WRAP_KEY: schema}, "required": [WRAP_KEY]}


def is_url_field(schema: JsonSchema) -> bool:
    return schema.get("type") == "string" and schema.get("format") in URL_FORMATS


def replace_url_fields(
    schema: JsonSchema, link_ids: Sequence[str]
) -> tuple[JsonSchema, list[tuple[PathStep, ...]]]:
    """The schema with URL strings turned into link ids, and the paths where that happened."""
    paths: list[tuple[PathStep, ...]] = []

    def visit(node: Any, path: tuple[PathStep, ...]) -> Any:
        if not isinstance(node, dict):
            return node
        if is_url_field(node):
            if path not in paths:
                paths.append(path)
            replacement: JsonSchema = {"type": "string", "description": LINK_ID_DESCRIPTION}
            if link_ids:
                replacement["enum"] = list(link_ids)
            return replacement
        out = dict(node)
        for key in ("anyOf", "oneOf"):
            if key in node:
                out[key] = [visit(branch, path) for branch in node[key]]
        if "properties" in node:
            out["properties"] = {name: visit(sub, (*path, name)) for name, sub in node["properties"].items()}
        if isinstance(node.get("items"), dict):
            out["items"] = visit(node["items"], (*path, ANY_ITEM))
        return out

    return visit(schema, ()), paths


def inject_urls(data: Any, paths: Sequence[tuple[PathStep, ...]], url_map: Mapping[str, str]) -> Any:
    """Replace link ids found at ``paths`` with their URLs (seed "Extract", step 5). Pure: returns a copy.

    A value that is not a known id is left as it is, and the final validation decides about it.
    """

    def at(node: Any, path: tuple[PathStep, ...]) -> Any:
        if not path:
            return url_map.get(node.strip().strip("[]"), node) if isinstance(node, str) else node
        step, rest = path[0], path[1:]
        if step == ANY_ITEM:
            return [at(item, rest) for item in node] if isinstance(node, list) else node
        if isinstance(node, dict) and step in node:
            return {**node, step: at(node[step], rest)}
        return node

    for path in paths:
        data = at(data, path)
    return data


def drop_null_optionals(data: Any, schema: JsonSchema) -> Any:
    """Remove ``null`` values of optional properties, so the caller's defaults apply. Pure.

    Models (and OpenAI's strict mode) answer every property, with null for "nothing found"; a field
    like ``tags: list[str] = []`` must then get its default, not a validation error.
    """
    if isinstance(data, list) and isinstance(schema.get("items"), dict):
        return [drop_null_optionals(item, schema["items"]) for item in data]
    if not isinstance(data, dict):
        return data
    for key in ("anyOf", "oneOf"):
        for branch in schema.get(key, []):
            if isinstance(branch, dict) and is_object(branch):
                return drop_null_optionals(data, branch)
    properties = schema.get("properties", {})
    required = set(schema.get("required", []))
    return {
        name: drop_null_optionals(value, properties.get(name, {}))
        for name, value in data.items()
        if not (value is None and name not in required)
    }


def unwrap(data: Any, wrapped: bool) -> Any:
    return data[WRAP_KEY] if wrapped and isinstance(data, dict) else data


def validate_result(prepared: PreparedSchema, data: Any) -> Any:
    try:
        return prepared.validate(data)
    except ValidationError as e:
        raise ExtractError(f"the extracted data does not satisfy the schema:\n{e}\ndata: {data!r}") from e


# ---- JSON schema → pydantic model (the subset structured output uses) -----------------------------

_IDENTIFIER = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")
_SCALARS: dict[str, Any] = {
    "string": str,
    "integer": int,
    "number": float,
    "boolean": bool,
    "null": type(None),
}


def model_from_json_schema(schema: JsonSchema, name: str) -> type[BaseModel]:
    """A pydantic model for an object schema: types, required fields, enums, nesting, descriptions.

    String constraints (length, pattern, format) are left out: the caller's own schema enforces them.
    """
    if not is_object(schema):
        raise ExtractError(f"expected an object schema for {name}, got {schema!r}")
    return _object_model(schema, name)


def _object_model(schema: JsonSchema, name: str) -> type[BaseModel]:
    required = set(schema.get("required", []))
    fields: dict[str, Any] = {}
    for index, (prop, sub) in enumerate(schema.get("properties", {}).items()):
        field_type = _type_of(sub, f"{name}_{prop}")
        python_name = prop if _IDENTIFIER.match(prop) and not keyword.iskeyword(prop) else f"field_{index}"
        info = Field(alias=prop, description=sub.get("description")) if prop in required else None
        if info is None:
            field_type = Optional[field_type]  # noqa: UP045 - built at run time from a value
            info = Field(default=None, alias=prop, description=sub.get("description"))
        fields[python_name] = (field_type, info)
    config = ConfigDict(populate_by_name=True, extra="ignore")
    return create_model(re.sub(r"\W", "_", name), __config__=config, **fields)


def _type_of(schema: Any, name: str) -> Any:
    if not isinstance(schema, dict) or not schema:
        return Any
    if "const" in schema:
        return Literal[schema["const"]]
    if "enum" in schema and schema.get("description") == LINK_ID_DESCRIPTION:
        # Link ids: offered as an enum, but an unknown one is reported by the final validation.
        return Annotated[str, WithJsonSchema(schema)]
    if "enum" in schema:
        return Literal[tuple(schema["enum"])]
    for key in ("anyOf", "oneOf"):
        if key in schema:
            branches = tuple(_type_of(branch, f"{name}_{i}") for i, branch in enumerate(schema[key]))
            return Union[branches]  # noqa: UP007 - built at run time
    kind = schema.get("type")
    if isinstance(kind, list):
        return Union[tuple(_type_of({**schema, "type": one}, name) for one in kind)]  # noqa: UP007
    if kind in _SCALARS:
        return _SCALARS[kind]
    if kind == "array":
        return list[_type_of(schema.get("items", {}), f"{name}_item")]  # type: ignore[misc]
    if kind == "object" or "properties" in schema:
        if "properties" in schema:
            return _object_model(schema, name)
        return dict[str, Any]
    if kind is None:
        return Any
    raise ExtractError(f"unsupported JSON schema type {kind!r} in {name}")
