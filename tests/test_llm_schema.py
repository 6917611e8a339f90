"""Generated schemas checked against each provider's rules, for the output types the pipelines build."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal
from uuid import UUID

import pytest
from pydantic import BaseModel, Field, HttpUrl, create_model

from pytest_stagehand.errors import LLMSchemaError
from pytest_stagehand.llm.schema import (
    GEMINI_ALLOWED,
    GEMINI_FORMATS,
    OPENAI_UNSUPPORTED,
    anthropic_input_schema,
    gemini_schema,
    grammar_safe_pattern,
    inline_refs,
    openai_strict_compatible,
    openai_strict_schema,
    output_json_schema,
    schema_instructions,
    schema_name,
)

IDS = tuple(f"{frame}-{node}" for frame in range(3) for node in range(40))


class Action(BaseModel):
    elementId: str = Field(pattern=r"^\d+-\d+$")
    method: Literal["click", "fill", "press"]
    arguments: list[str] = Field(default_factory=list)


class Observation(BaseModel):
    elements: list[Action]
    note: str | None = None


class Verdict(BaseModel):
    reasoning: str
    evaluation: Literal["YES", "NO"]
    confidence: float = 0.5
    kind: Literal["single"] = "single"


class Mixed(BaseModel):
    value: int | str
    maybe_action: Action | None = None
    tags: list[Literal["a", "b"]] | None = None


class Formats(BaseModel):
    link: HttpUrl
    email: str = Field(json_schema_extra={"format": "email"})
    when: datetime
    day: date
    ident: UUID
    count: int = Field(json_schema_extra={"format": "int64"})
    ratio: float = Field(json_schema_extra={"format": "double"})
    odd: float = Field(json_schema_extra={"format": "int32"})  # a format for another type
    maybe_when: datetime | None = None


class WithMap(BaseModel):
    counts: dict[str, int]


class Node(BaseModel):
    name: str
    children: list[Node] = Field(default_factory=list)


def element_choice(ids: tuple[str, ...]) -> type[BaseModel]:
    # Built at run time like the pipelines do; Any keeps mypy out of the dynamic Literal.
    fields: dict[str, Any] = {
        "elementId": (Literal[ids], ...),
        "method": (Literal["click", "fill"], ...),
        "reason": (str | None, None),
    }
    return create_model("Choice", **fields)


OUTPUT_TYPES: list[type[BaseModel]] = [element_choice(IDS), Action, Observation, Verdict, Mixed, Formats]


def subschemas(schema: Any) -> list[dict[str, Any]]:
    """Every schema node, the root included."""
    found: list[dict[str, Any]] = []
    if isinstance(schema, dict):
        found.append(schema)
        for key, value in schema.items():
            if key in ("properties", "$defs"):
                for sub in value.values():
                    found.extend(subschemas(sub))
            elif key in ("items", "additionalProperties") and isinstance(value, dict):
                found.extend(subschemas(value))
            elif key in ("anyOf", "oneOf", "allOf", "prefixItems"):
                for sub in value:
                    found.extend(subschemas(sub))
    return found


def check_openai_strict(schema: dict[str, Any]) -> None:
    assert schema["type"] == "object"
    for node in subschemas(schema):
        assert not set(node) & OPENAI_UNSUPPORTED, node
        assert "$ref" not in node
        assert "$defs" not in node
        if node.get("type") == "object":
            assert node["additionalProperties"] is False, node
            assert node["required"] == list(node["properties"]), node


def check_gemini(schema: dict[str, Any]) -> None:
    assert schema["type"] == "OBJECT"
    for node in subschemas(schema):
        assert set(node) <= GEMINI_ALLOWED, set(node) - GEMINI_ALLOWED
        kind = node.get("type")
        assert kind is None or (isinstance(kind, str) and kind.isupper() and kind != "NULL"), node
        if "enum" in node:
            assert node["type"] == "STRING"
            assert all(isinstance(v, str) for v in node["enum"])
        if kind == "OBJECT":
            assert node["propertyOrdering"] == list(node["properties"])
        if "format" in node:
            # Gemini answers 400 to any other: "only 'enum' and 'date-time' are supported for STRING type"
            assert node["format"] in GEMINI_FORMATS[node["type"]], node


def check_anthropic(schema: dict[str, Any]) -> None:
    assert schema["type"] == "object"
    for node in subschemas(schema):
        assert "title" not in node
        assert "$ref" not in node


def enums(schema: dict[str, Any]) -> list[list[Any]]:
    return [node["enum"] for node in subschemas(schema) if "enum" in node]


@pytest.mark.parametrize("output_type", OUTPUT_TYPES, ids=lambda t: t.__name__)
def test_every_provider_dialect_follows_its_rules(output_type: type[BaseModel]) -> None:
    schema = output_json_schema(output_type)
    assert openai_strict_compatible(schema)
    check_openai_strict(openai_strict_schema(schema))
    check_gemini(gemini_schema(schema))
    check_anthropic(anthropic_input_schema(schema))


def test_a_runtime_enum_of_element_ids_survives_every_transform() -> None:
    schema = output_json_schema(element_choice(IDS))
    expected = [list(IDS), ["click", "fill"]]
    assert enums(openai_strict_schema(schema)) == expected
    assert enums(gemini_schema(schema)) == expected
    assert enums(anthropic_input_schema(schema)) == expected
    assert schema["properties"]["elementId"] == {"enum": list(IDS), "title": "Elementid", "type": "string"}


def test_openai_strict_requires_every_field_and_keeps_optional_ones_nullable() -> None:
    strict = openai_strict_schema(output_json_schema(Observation))
    assert strict["required"] == ["elements", "note"]
    assert strict["properties"]["note"] == {"anyOf": [{"type": "string"}, {"type": "null"}]}
    item = strict["properties"]["elements"]["items"]
    assert item["required"] == ["elementId", "method", "arguments"]
    # An answer that fills every field, null for the optional one, validates with pydantic.
    answer = {"elements": [{"elementId": "0-1", "method": "click", "arguments": []}], "note": None}
    assert Observation.model_validate(answer).note is None


def test_a_field_with_a_non_null_default_becomes_required_but_not_nullable() -> None:
    strict = openai_strict_schema(output_json_schema(Verdict))
    assert strict["properties"]["confidence"] == {"type": "number"}
    assert strict["properties"]["kind"] == {"const": "single", "type": "string"}
    assert "confidence" in strict["required"]


def test_gemini_turns_null_unions_into_nullable_and_const_into_enum() -> None:
    reduced = gemini_schema(output_json_schema(Mixed))
    props = reduced["properties"]
    assert props["value"] == {"anyOf": [{"type": "INTEGER"}, {"type": "STRING"}]}
    assert props["maybe_action"]["nullable"] is True
    assert props["maybe_action"]["type"] == "OBJECT"
    assert props["tags"] == {
        "type": "ARRAY",
        "items": {"type": "STRING", "enum": ["a", "b"]},
        "nullable": True,
    }
    assert gemini_schema(output_json_schema(Verdict))["properties"]["kind"] == {
        "type": "STRING",
        "enum": ["single"],
    }


def test_gemini_keeps_only_the_formats_it_supports() -> None:
    schema = output_json_schema(Formats)
    assert {name: prop.get("format") for name, prop in schema["properties"].items()} == {
        "link": "uri",
        "email": "email",
        "when": "date-time",
        "day": "date",
        "ident": "uuid",
        "count": "int64",
        "ratio": "double",
        "odd": "int32",
        "maybe_when": None,  # the format sits inside anyOf
    }
    props = gemini_schema(schema)["properties"]
    assert {name: prop.get("format") for name, prop in props.items()} == {
        "link": None,
        "email": None,
        "when": "date-time",
        "day": None,
        "ident": None,
        "count": "int64",
        "ratio": "double",
        "odd": None,
        "maybe_when": "date-time",
    }
    assert props["maybe_when"] == {"type": "STRING", "format": "date-time", "nullable": True}


def test_gemini_drops_patterns_and_non_string_enums() -> None:
    numbers = create_model("Numbers", level=(Literal[1, 2, 3], ...))
    reduced = gemini_schema(output_json_schema(numbers))
    assert reduced["properties"]["level"] == {"type": "INTEGER"}
    assert "pattern" not in gemini_schema(output_json_schema(Action))["properties"]["elementId"]


def test_refs_are_inlined_and_descriptions_next_to_a_ref_are_kept() -> None:
    class Outer(BaseModel):
        action: Action = Field(description="what to do")

    schema = output_json_schema(Outer)
    assert "$defs" not in schema
    assert schema["properties"]["action"]["description"] == "what to do"
    assert schema["properties"]["action"]["properties"]["method"]["enum"] == ["click", "fill", "press"]


def test_a_recursive_output_type_is_refused_clearly() -> None:
    with pytest.raises(LLMSchemaError, match="Node is recursive"):
        output_json_schema(Node)


def test_a_dangling_reference_is_refused() -> None:
    with pytest.raises(LLMSchemaError, match="names no definition"):
        inline_refs({"type": "object", "properties": {"a": {"$ref": "#/$defs/Missing"}}})


def test_free_form_maps_are_not_strict_compatible() -> None:
    schema = output_json_schema(WithMap)
    assert not openai_strict_compatible(schema)
    assert openai_strict_compatible(output_json_schema(create_model("Empty")))


def test_anthropic_needs_an_object_root() -> None:
    with pytest.raises(LLMSchemaError, match="JSON object schema"):
        anthropic_input_schema({"type": "array", "items": {"type": "string"}})


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"^\d+-\d+$", "^[0-9]+-[0-9]+$"),
        (r"[\dA-F]{2}", "[0-9A-F]{2}"),
        (r"\D", "[^0-9]"),
        (r"\\d", r"\\d"),  # an escaped backslash followed by d is not a digit class
        (r"\w+\.\d", r"\w+\.[0-9]"),
        (r"[^\d]", "[^0-9]"),
        ("plain", "plain"),
        ("", ""),
    ],
)
def test_patterns_avoid_escapes_llama_cpp_does_not_know(pattern: str, expected: str) -> None:
    assert grammar_safe_pattern(pattern) == expected


def test_patterns_are_rewritten_inside_the_generated_schema() -> None:
    assert output_json_schema(Action)["properties"]["elementId"]["pattern"] == "^[0-9]+-[0-9]+$"


@pytest.mark.parametrize(
    ("name", "expected"),
    [("ElementChoice", "ElementChoice"), ("Choice[0-1]", "Choice_0-1_"), ("x" * 80, "x" * 64)],
)
def test_schema_names_are_what_openai_accepts(name: str, expected: str) -> None:
    assert schema_name(create_model(name)) == expected


def test_schema_instructions_carry_the_compact_schema() -> None:
    text = schema_instructions({"type": "object", "properties": {"a": {"enum": ["x"]}}})
    assert text.endswith('{"type":"object","properties":{"a":{"enum":["x"]}}}')
    assert "no code fences" in text
