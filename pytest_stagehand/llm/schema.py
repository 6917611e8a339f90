"""JSON schemas for structured output, made valid for each provider's rules. Pure functions.

Pydantic writes standard JSON Schema; every provider accepts a different dialect of it:

* OpenAI strict mode: every object ``additionalProperties: false`` and every property required
  (optional fields expressed as nullable); a few keywords (``minLength``, ``default``...) are refused.
* Gemini: ``responseSchema``, a subset of OpenAPI 3.0 (upper-case types, ``nullable``, string enums,
  no ``pattern``/``const``/``default``/``$ref``), plus ``propertyOrdering`` to keep the field order.
* Anthropic: any object schema as the forced tool's ``input_schema``.

All dialects get ``$ref`` inlined (small local servers and Gemini handle inline schemas best) and
``\\d`` in patterns rewritten to ``[0-9]``: llama.cpp turns the schema into a grammar and silently
accepts any string for a pattern with an escape it does not know. ``enum``s, which small models need
to pick only ids that exist, pass through every transform unchanged.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, PydanticUserError

from ..errors import LLMSchemaError

JsonSchema = dict[str, Any]

# Keywords that hold one subschema, a list of them, or a name -> subschema map.
_SINGLE = ("items", "additionalProperties", "not", "contains")
_LISTS = ("anyOf", "oneOf", "allOf", "prefixItems")
_MAPS = ("properties", "$defs", "definitions", "patternProperties")

# OpenAI strict mode refuses these (documented in "Supported schemas"); they are dropped, and the
# constraint is still enforced by pydantic validation on our side.
OPENAI_UNSUPPORTED = frozenset(
    {
        "default",
        "title",
        "minLength",
        "maxLength",
        "minProperties",
        "maxProperties",
        "uniqueItems",
        "patternProperties",
        "unevaluatedProperties",
        "examples",
    }
)
# The part of JSON Schema Gemini's structured output understands; anything else is dropped.
GEMINI_ALLOWED = frozenset(
    {
        "type",
        "format",
        "description",
        "nullable",
        "enum",
        "properties",
        "required",
        "items",
        "minItems",
        "maxItems",
        "minimum",
        "maximum",
        "anyOf",
        "propertyOrdering",
    }
)
# The ``format`` values Gemini's responseSchema accepts, per type; the API answers 400 to any other
# ("only 'enum' and 'date-time' are supported for STRING type"), e.g. pydantic's uri or email.
GEMINI_FORMATS: dict[str, frozenset[str]] = {
    "STRING": frozenset({"enum", "date-time"}),
    "NUMBER": frozenset({"float", "double"}),
    "INTEGER": frozenset({"int32", "int64"}),
}
ANTHROPIC_DROPPED = frozenset({"title"})
OPENAI_NAME = re.compile(r"[^a-zA-Z0-9_-]")


def output_json_schema(output_type: type[BaseModel]) -> JsonSchema:
    """Pydantic's schema for the output type, with refs inlined and patterns made grammar-safe."""
    try:
        schema = output_type.model_json_schema()
    except PydanticUserError as e:  # a field type with no JSON Schema form
        raise LLMSchemaError(f"cannot build a JSON schema for {output_type.__name__}: {e}") from e
    return fix_patterns(inline_refs(schema, output_type.__name__))


def schema_name(output_type: type[BaseModel]) -> str:
    """A name OpenAI accepts for ``json_schema.name`` (``^[a-zA-Z0-9_-]{1,64}$``)."""
    return OPENAI_NAME.sub("_", output_type.__name__)[:64] or "output"


def _walk(schema: Any, visit: Callable[[JsonSchema], JsonSchema]) -> Any:
    """Rebuild a schema bottom-up, applying ``visit`` to every subschema (children first)."""
    if not isinstance(schema, dict):
        return schema
    node = dict(schema)
    for key in _SINGLE:
        if isinstance(node.get(key), dict):
            node[key] = _walk(node[key], visit)
    for key in _LISTS:
        if isinstance(node.get(key), list):
            node[key] = [_walk(sub, visit) for sub in node[key]]
    for key in _MAPS:
        if isinstance(node.get(key), dict):
            node[key] = {name: _walk(sub, visit) for name, sub in node[key].items()}
    return visit(node)


def inline_refs(schema: JsonSchema, type_name: str = "output") -> JsonSchema:
    """Replace every local ``$ref`` by the definition it names; refuse recursive schemas."""
    defs: dict[str, Any] = {**schema.get("definitions", {}), **schema.get("$defs", {})}

    def resolve(node: Any, seen: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [resolve(item, seen) for item in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str):
            name = ref.rsplit("/", 1)[-1]
            if name in seen:
                raise LLMSchemaError(
                    f"{type_name} is recursive (through {name}); structured output needs a finite schema. "
                    f"Bound the depth with explicit nested models instead."
                )
            if name not in defs:
                raise LLMSchemaError(f"{type_name}: schema reference {ref!r} names no definition")
            siblings = {k: v for k, v in node.items() if k != "$ref"}
            return resolve({**copy.deepcopy(defs[name]), **siblings}, (*seen, name))
        return {
            key: resolve(value, seen) for key, value in node.items() if key not in ("$defs", "definitions")
        }

    resolved: JsonSchema = resolve(schema, ())
    return resolved


def grammar_safe_pattern(pattern: str) -> str:
    r"""Rewrite ``\d`` / ``\D`` to explicit classes; llama.cpp's grammar does not know them."""
    out: list[str] = []
    in_class = False
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\" and i + 1 < len(pattern):
            escaped = pattern[i + 1]
            if escaped == "d":
                out.append("0-9" if in_class else "[0-9]")
            elif escaped == "D" and not in_class:
                out.append("[^0-9]")
            else:
                out.append(pattern[i : i + 2])
            i += 2
            continue
        if char == "[" and not in_class:
            in_class = True
        elif char == "]" and in_class:
            in_class = False
        out.append(char)
        i += 1
    return "".join(out)


def fix_patterns(schema: JsonSchema) -> JsonSchema:
    def visit(node: JsonSchema) -> JsonSchema:
        if isinstance(node.get("pattern"), str):
            node["pattern"] = grammar_safe_pattern(node["pattern"])
        return node

    fixed: JsonSchema = _walk(schema, visit)
    return fixed


def openai_strict_compatible(schema: JsonSchema) -> bool:
    """False when the schema has a free-form map (``dict[str, X]``), which strict mode cannot express."""
    compatible = True

    def visit(node: JsonSchema) -> JsonSchema:
        nonlocal compatible
        extra = node.get("additionalProperties")
        if node.get("type") == "object" and (extra not in (None, False) or "properties" not in node):
            compatible = False
        return node

    _walk(schema, visit)
    return compatible


def openai_strict_schema(schema: JsonSchema) -> JsonSchema:
    """Make an (inlined) schema valid for OpenAI strict mode.

    A field that is optional because it defaults to None is already nullable and becomes required;
    the model then writes null. A field with any other default also becomes required (not nullable),
    because pydantic would reject the null a nullable version allows.
    """

    def visit(node: JsonSchema) -> JsonSchema:
        node = {k: v for k, v in node.items() if k not in OPENAI_UNSUPPORTED}
        if node.get("type") == "object" and "properties" in node:
            node["additionalProperties"] = False
            node["required"] = list(node["properties"])
        return node

    strict: JsonSchema = _walk(schema, visit)
    return strict


def gemini_schema(schema: JsonSchema) -> JsonSchema:
    """Rewrite an (inlined) schema as Gemini's ``responseSchema``: the OpenAPI 3.0 subset it accepts.

    Types are upper-case names, null is ``nullable: true`` rather than a type, ``enum`` holds strings
    only (a non-string enum is left to our own validation), ``format`` is kept only where Gemini knows
    it (``GEMINI_FORMATS``), and ``propertyOrdering`` keeps the field
    order (Gemini otherwise sorts keys, which would put an answer before its reasoning).
    """

    def visit(node: JsonSchema) -> JsonSchema:
        node = dict(node)
        if "const" in node and "enum" not in node:
            node["enum"] = [node["const"]]
        if "oneOf" in node and "anyOf" not in node:
            node["anyOf"] = node["oneOf"]
        if isinstance(node.get("allOf"), list) and len(node["allOf"]) == 1:
            node = {**node["allOf"][0], **{k: v for k, v in node.items() if k != "allOf"}}
        node = _gemini_nullable(node)
        enum = node.get("enum")
        if isinstance(enum, list):
            if enum and all(isinstance(v, str) for v in enum):
                node["type"] = "string"
            else:
                del node["enum"]
        if isinstance(node.get("type"), str):
            node["type"] = node["type"].upper()
        node = {k: v for k, v in node.items() if k in GEMINI_ALLOWED}
        if "format" in node and node["format"] not in GEMINI_FORMATS.get(str(node.get("type")), ()):
            del node["format"]  # pydantic still validates it on our side
        if node.get("type") == "OBJECT" and isinstance(node.get("properties"), dict):
            node["propertyOrdering"] = list(node["properties"])
        return node

    reduced: JsonSchema = _walk(schema, visit)
    return reduced


def _gemini_nullable(node: JsonSchema) -> JsonSchema:
    """``anyOf: [X, null]`` or ``type: [x, "null"]`` -> X with ``nullable: true``."""
    kind = node.get("type")
    if isinstance(kind, list):
        non_null = [k for k in kind if k != "null"]
        node = {**node, "type": non_null[0] if len(non_null) == 1 else "string"}
        if len(non_null) != len(kind):
            node["nullable"] = True
    options = node.get("anyOf")
    if not isinstance(options, list):
        return node
    # Children are already rewritten (upper-case types) by the time their parent is visited.
    non_null_options = [sub for sub in options if str(sub.get("type", "")).lower() != "null"]
    rest = {k: v for k, v in node.items() if k != "anyOf"}
    nullable = len(non_null_options) < len(options)
    if len(non_null_options) == 1:
        merged = {**non_null_options[0], **rest}
        return {**merged, "nullable": True} if nullable else merged
    return {**rest, "anyOf": non_null_options, **({"nullable": True} if nullable else {})}


def anthropic_input_schema(schema: JsonSchema) -> JsonSchema:
    """The forced tool's ``input_schema``: an object schema (Anthropic requires the root to be one)."""
    if schema.get("type") != "object":
        raise LLMSchemaError("Anthropic tool input must be a JSON object schema; use a pydantic model")

    def visit(node: JsonSchema) -> JsonSchema:
        return {k: v for k, v in node.items() if k not in ANTHROPIC_DROPPED}

    cleaned: JsonSchema = _walk(schema, visit)
    return cleaned


def schema_instructions(schema: JsonSchema) -> str:
    """The schema as prompt text, for servers that only offer JSON mode (``json_object``)."""
    return (
        "Respond with only a JSON object (no prose, no code fences) that matches this JSON schema:\n"
        + json.dumps(schema, separators=(",", ":"))
    )
