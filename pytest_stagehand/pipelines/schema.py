"""Extraction schemas, pure: what the model is asked for, and how its answer is turned back.

Both a pydantic model and a JSON-schema dict go through the same steps:

1. its JSON schema, ``$ref``s inlined;
2. a non-object schema wrapped as ``{"value": schema}`` (structured output needs an object);
3. URL fields (``HttpUrl``/``AnyUrl``, ``format: uri``) replaced by the id of a link element, an
   enum of the links on the page, with their paths remembered (the model picks a link; it never
   writes a URL, which small models get wrong);
4. a pydantic model built from that schema for the LLM call.

After the call the ids are swapped for ``url_map`` URLs (a value at a URL field that is neither a
link's id nor a URL is an error naming the field), the wrapper is removed, and the result is
validated against the caller's original schema: a pydantic model by itself, a JSON-schema dict by a
model built from it with the constraints pydantic can express (pattern, minimum/maximum,
minLength/maxLength, minItems/maxItems, enum, ``additionalProperties: false``).
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Optional, Union
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, ValidationError, WithJsonSchema, create_model
from pydantic_core import SchemaError

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
        checker = model_from_json_schema(
            wrap(json_schema) if wraps else json_schema, "ExtractionSchema", constraints=True
        )

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
    """Replace link ids found at ``paths`` with the links' URLs. Pure: returns a copy.

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


# Schemes whose URLs have no "//host" part.
_SCHEMES_WITHOUT_HOST = frozenset({"mailto", "tel", "sms", "data", "javascript", "about", "blob", "urn"})


def check_urls(
    data: Any, paths: Sequence[tuple[PathStep, ...]], url_map: Mapping[str, str], *, wrapped: bool = False
) -> None:
    """After :func:`inject_urls`: every string at a URL path must be a link's URL or a URL of its own.

    Anything else is an id the model made up (or text it copied): an ExtractError naming the field,
    rather than a value that looks like data. A pydantic ``HttpUrl`` would refuse it anyway; a
    JSON-schema dict's ``format: uri`` is not checked by validation, so it would come back silently.
    """
    known = set(url_map.values())

    def visit(node: Any, path: tuple[PathStep, ...], where: str) -> None:
        if not path:
            if isinstance(node, str) and node not in known and not is_absolute_url(node):
                shown = ", ".join(list(url_map)[:12]) + (", …" if len(url_map) > 12 else "")
                raise ExtractError(
                    f"the extracted field {where or 'value'!r} holds {node!r}, which is neither the id of a "
                    f"link on the page nor a URL (link ids: {shown or 'none on the page'})"
                )
            return
        step, rest = path[0], path[1:]
        if step == ANY_ITEM:
            if isinstance(node, list):
                for index, item in enumerate(node):
                    visit(item, rest, f"{where}[{index}]")
        elif isinstance(node, dict) and step in node:
            if wrapped and not where and step == WRAP_KEY:
                visit(node[step], rest, "")
            else:
                visit(node[step], rest, f"{where}.{step}" if where else str(step))

    for path in paths:
        visit(data, path, "")


def is_absolute_url(text: str) -> bool:
    """``https://host/...``, or a scheme that needs no host (``mailto:``); not a relative path or an id."""
    try:
        parts = urlsplit(text.strip())
    except ValueError:
        return False
    if not parts.scheme:
        return False
    return bool(parts.netloc) or (parts.scheme.lower() in _SCHEMES_WITHOUT_HOST and bool(parts.path))


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


# JSON-schema keyword → the pydantic Field argument that enforces it.
_STRING_CONSTRAINTS = {"minLength": "min_length", "maxLength": "max_length", "pattern": "pattern"}
_NUMBER_CONSTRAINTS = {
    "minimum": "ge",
    "maximum": "le",
    "exclusiveMinimum": "gt",
    "exclusiveMaximum": "lt",
    "multipleOf": "multiple_of",
}
_ARRAY_CONSTRAINTS = {"minItems": "min_length", "maxItems": "max_length"}


def model_from_json_schema(schema: JsonSchema, name: str, *, constraints: bool = False) -> type[BaseModel]:
    """A pydantic model for an object schema: types, required fields, enums, nesting, descriptions.

    With ``constraints`` (the model that validates a JSON-schema dict's result), also what pydantic can
    enforce: pattern (searched, as JSON Schema means it, with Python's ``re``), minimum / maximum
    (exclusive too), multipleOf, minLength / maxLength, minItems / maxItems, and
    ``additionalProperties: false``. Without (the model the LLM's answer is parsed with), they are left
    out: the caller's own schema enforces them afterwards. ``format`` is never checked here.
    """
    if not is_object(schema):
        raise ExtractError(f"expected an object schema for {name}, got {schema!r}")
    try:
        return _object_model(schema, name, constraints)
    except SchemaError as e:
        raise ExtractError(
            f"extract() cannot use this schema (a constraint pydantic cannot build): {e}"
        ) from e


def _object_model(schema: JsonSchema, name: str, constraints: bool = False) -> type[BaseModel]:
    required = set(schema.get("required", []))
    fields: dict[str, Any] = {}
    for index, (prop, sub) in enumerate(schema.get("properties", {}).items()):
        field_type = _type_of(sub, f"{name}_{prop}", constraints)
        python_name = prop if _IDENTIFIER.match(prop) and not keyword.iskeyword(prop) else f"field_{index}"
        info = Field(alias=prop, description=sub.get("description")) if prop in required else None
        if info is None:
            field_type = Optional[field_type]  # noqa: UP045 - built at run time from a value
            info = Field(default=None, alias=prop, description=sub.get("description"))
        fields[python_name] = (field_type, info)
    config = ConfigDict(populate_by_name=True, extra="ignore")
    if constraints:
        forbid = schema.get("additionalProperties") is False
        config = ConfigDict(
            populate_by_name=True, extra="forbid" if forbid else "ignore", regex_engine="python-re"
        )
    return create_model(re.sub(r"\W", "_", name), __config__=config, **fields)


def _constrained(base: Any, schema: JsonSchema, keywords: Mapping[str, str]) -> Any:
    """``base`` with the schema's constraints among ``keywords`` as a pydantic Field (or as it is)."""
    found = {argument: schema[keyword] for keyword, argument in keywords.items() if keyword in schema}
    # Draft 4 spelled exclusive bounds as booleans beside minimum / maximum.
    for bound, strict in (("ge", "gt"), ("le", "lt")):
        # (found.pop drops the boolean either way; true turns the bound beside it exclusive.)
        if isinstance(found.get(strict), bool) and found.pop(strict) and bound in found:
            found[strict] = found.pop(bound)
    return Annotated[base, Field(**found)] if found else base


def _type_of(schema: Any, name: str, constraints: bool = False) -> Any:
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
            branches = tuple(
                _type_of(branch, f"{name}_{i}", constraints) for i, branch in enumerate(schema[key])
            )
            return Union[branches]  # noqa: UP007 - built at run time
    kind = schema.get("type")
    if isinstance(kind, list):
        return Union[tuple(_type_of({**schema, "type": one}, name, constraints) for one in kind)]  # noqa: UP007
    if kind in _SCALARS:
        scalar = _SCALARS[kind]
        if not constraints:
            return scalar
        if kind == "string":
            return _constrained(scalar, schema, _STRING_CONSTRAINTS)
        if kind in ("integer", "number"):
            return _constrained(scalar, schema, _NUMBER_CONSTRAINTS)
        return scalar
    if kind == "array":
        items: Any = list[_type_of(schema.get("items", {}), f"{name}_item", constraints)]  # type: ignore[misc]
        return _constrained(items, schema, _ARRAY_CONSTRAINTS) if constraints else items
    if kind == "object" or "properties" in schema:
        if "properties" in schema:
            return _object_model(schema, name, constraints)
        return dict[str, Any]
    if kind is None:
        return Any
    raise ExtractError(f"unsupported JSON schema type {kind!r} in {name}")
