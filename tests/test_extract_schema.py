"""Pure extraction helpers: schema preparation, URL ids in and out, JSON schema → model, parts."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import AnyUrl, BaseModel, Field, HttpUrl, RootModel

from pytest_stagehand.errors import ExtractError
from pytest_stagehand.pipelines.extract import split_into_parts
from pytest_stagehand.pipelines.schema import (
    ANY_ITEM,
    LINK_ID_DESCRIPTION,
    check_urls,
    drop_null_optionals,
    inject_urls,
    is_absolute_url,
    model_from_json_schema,
    prepare_schema,
    replace_url_fields,
    unwrap,
    validate_result,
)


class Link(BaseModel):
    title: str
    href: HttpUrl


class Page(BaseModel):
    home: AnyUrl | None = None
    links: list[Link]
    tags: list[str] = Field(default_factory=list)


URLS = {"0-5": "https://a.test/one", "0-9": "https://a.test/two"}


def test_url_fields_become_link_id_enums_and_their_paths_are_remembered() -> None:
    prepared = prepare_schema(Page, link_ids=["0-5", "0-9"])
    assert prepared.url_paths == (("home",), ("links", ANY_ITEM, "href"))
    assert prepared.asks_for_urls
    assert not prepared.wrapped
    schema = prepared.output_model.model_json_schema()
    link = schema["$defs"]["Extraction_links_item"]["properties"]["href"]
    assert (link["type"], link["description"], link["enum"]) == (
        "string",
        LINK_ID_DESCRIPTION,
        ["0-5", "0-9"],
    )
    assert "format" not in str(schema)


def test_the_round_trip_from_ids_to_a_validated_model() -> None:
    prepared = prepare_schema(Page, link_ids=list(URLS))
    answer = prepared.output_model.model_validate(
        {"home": "0-5", "links": [{"title": "Two", "href": "0-9"}, {"title": "One", "href": "[0-5]"}]}
    )
    data = drop_null_optionals(answer.model_dump(mode="json", by_alias=True), prepared.llm_schema)
    data = inject_urls(data, prepared.url_paths, URLS)
    result = validate_result(prepared, unwrap(data, prepared.wrapped))
    assert isinstance(result, Page)
    assert result.tags == []  # null for an optional field means: use its default
    assert str(result.home) == "https://a.test/one"
    assert [str(link.href) for link in result.links] == ["https://a.test/two", "https://a.test/one"]


def test_inject_urls_is_pure_and_leaves_unknown_values_for_validation() -> None:
    data: dict[str, Any] = {
        "home": None,
        "links": [{"href": "0-5"}, {"href": "https://x.test/"}, {"href": "9-9"}],
    }
    paths = [("home",), ("links", ANY_ITEM, "href")]
    out = inject_urls(data, paths, URLS)
    assert out == {
        "home": None,
        "links": [{"href": URLS["0-5"]}, {"href": "https://x.test/"}, {"href": "9-9"}],
    }
    assert data["links"][0]["href"] == "0-5"  # the input is not modified
    assert inject_urls("0-9", [()], URLS) == URLS["0-9"]
    assert inject_urls({"a": 1}, [("missing", "x")], URLS) == {"a": 1}


def test_a_value_at_a_url_path_that_is_neither_a_link_nor_a_url_is_an_error_naming_the_field() -> None:
    paths = (("home",), ("links", ANY_ITEM, "href"))
    good = {"home": None, "links": [{"href": "https://a.test/one"}, {"href": "mailto:ada@a.test"}]}
    check_urls(good, paths, URLS)  # a link's URL, a URL of its own, and no value are all fine
    made_up = {"home": "https://a.test/two", "links": [{"href": "https://a.test/one"}, {"href": "0-77"}]}
    with pytest.raises(ExtractError) as info:
        check_urls(made_up, paths, URLS)
    message = str(info.value)
    assert "the extracted field 'links[1].href' holds '0-77'" in message
    assert "neither the id of a link on the page nor a URL (link ids: 0-5, 0-9)" in message
    with pytest.raises(ExtractError, match=r"field '\[0\]' holds '/relative'.*none on the page"):
        check_urls({"value": ["/relative"]}, (("value", ANY_ITEM),), {}, wrapped=True)


@pytest.mark.parametrize(
    ("text", "absolute"),
    [
        ("https://a.test/x", True),
        ("http://localhost:8000", True),
        ("mailto:ada@a.test", True),
        ("0-77", False),
        ("[0-5]", False),
        ("/p/kettle", False),
        ("a.test/x", False),
        ("mailto:", False),
        ("", False),
    ],
)
def test_absolute_urls(text: str, absolute: bool) -> None:
    assert is_absolute_url(text) is absolute


def test_a_json_schema_dicts_constraints_are_enforced_on_the_result_not_sent_to_the_model() -> None:
    schema = {
        "type": "object",
        "properties": {
            "sku": {"type": "string", "pattern": "[A-Z]{3}-[0-9]+"},
            "name": {"type": "string", "minLength": 2, "maxLength": 8},
            "price": {"type": "number", "minimum": 0, "exclusiveMaximum": 1000},
            "stock": {"type": "integer", "maximum": 99, "multipleOf": 3},
            "size": {"type": "string", "enum": ["S", "M"]},
            "tags": {"type": "array", "items": {"type": "string", "maxLength": 3}, "maxItems": 2},
            "old_style": {"type": "number", "minimum": 1, "exclusiveMinimum": True},
        },
        "required": ["sku", "name", "price"],
        "additionalProperties": False,
    }
    prepared = prepare_schema(schema, link_ids=[])
    ok = {"sku": "id ABC-12", "name": "Kettle", "price": 0, "stock": 6, "size": "M", "tags": ["a"]}
    assert validate_result(prepared, ok) == {**ok, "price": 0.0}  # pattern: searched, as JSON Schema says
    for field, bad in [
        ("sku", "abc-12"),
        ("name", "K"),
        ("name", "Kettle XL 2"),
        ("price", -1),
        ("price", 1000),
        ("stock", 100),
        ("stock", 5),
        ("size", "L"),
        ("tags", ["a", "b", "c"]),
        ("tags", ["long"]),
        ("old_style", 1),
        ("extra", "not in the schema"),
    ]:
        with pytest.raises(ExtractError, match=rf"does not satisfy the schema(.|\n)*{field}"):
            validate_result(prepared, {**ok, field: bad})
    # The model is asked with the shape only (a small model's grammar must not choke on a pattern).
    sent = str(prepared.output_model.model_json_schema())
    assert "pattern" not in sent
    assert "maxLength" not in sent
    assert "minimum" not in sent


def test_a_pattern_python_cannot_compile_is_an_extract_error() -> None:
    with pytest.raises(ExtractError, match="cannot use this schema"):
        prepare_schema({"type": "object", "properties": {"x": {"type": "string", "pattern": "("}}}, [])


def test_drop_null_optionals_keeps_required_nulls_and_walks_nesting() -> None:
    schema = {
        "type": "object",
        "properties": {
            "a": {"type": ["string", "null"]},
            "b": {"type": "string"},
            "items": {
                "type": "array",
                "items": {"type": "object", "properties": {"c": {"type": "string"}}, "required": []},
            },
            "inner": {
                "anyOf": [{"type": "object", "properties": {"d": {}}, "required": []}, {"type": "null"}]
            },
        },
        "required": ["a", "items", "inner"],
    }
    data = {"a": None, "b": None, "items": [{"c": None}, {"c": "x"}], "inner": {"d": None}}
    assert drop_null_optionals(data, schema) == {"a": None, "items": [{}, {"c": "x"}], "inner": {}}
    assert drop_null_optionals(None, schema) is None


def test_without_links_on_the_page_url_fields_are_free_strings() -> None:
    schema, paths = replace_url_fields({"type": "string", "format": "uri"}, [])
    assert schema == {"type": "string", "description": LINK_ID_DESCRIPTION}
    assert paths == [()]


def test_url_fields_inside_any_of_keep_one_path() -> None:
    schema = {"anyOf": [{"type": "string", "format": "url"}, {"type": "null"}]}
    replaced, paths = replace_url_fields(schema, ["0-1"])
    assert paths == [()]
    assert replaced["anyOf"][1] == {"type": "null"}


def test_non_object_schemas_are_wrapped_and_unwrapped() -> None:
    prepared = prepare_schema({"type": "array", "items": {"type": "integer"}}, link_ids=[])
    assert prepared.wrapped
    answer = prepared.output_model.model_validate({"value": [1, 2]})
    data = unwrap(answer.model_dump(by_alias=True), prepared.wrapped)
    assert validate_result(prepared, data) == [1, 2]

    class Names(RootModel[list[str]]):
        pass

    names = prepare_schema(Names, link_ids=[])
    assert names.wrapped
    assert validate_result(names, ["a"]) == Names(["a"])


def test_validation_failures_are_extract_errors_with_the_data() -> None:
    prepared = prepare_schema(Page, link_ids=[])
    with pytest.raises(
        ExtractError, match=r"does not satisfy the schema(.|\n)*links(.|\n)*data: \{'links': 3\}"
    ):
        validate_result(prepared, {"links": 3})
    checked = prepare_schema(
        {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, []
    )
    with pytest.raises(ExtractError):
        validate_result(checked, {"n": "many"})


def test_bad_schemas_are_extract_errors() -> None:
    with pytest.raises(ExtractError, match="pydantic model class or a JSON-schema dict"):
        prepare_schema(str, link_ids=[])  # type: ignore[arg-type]
    with pytest.raises(ExtractError, match="unsupported JSON schema type 'date'"):
        model_from_json_schema({"type": "object", "properties": {"d": {"type": "date"}}}, "X")


def test_model_from_json_schema_covers_the_structured_output_subset() -> None:
    schema = {
        "type": "object",
        "properties": {
            "name": {"type": "string", "description": "full name"},
            "age": {"type": "integer"},
            "score": {"type": "number"},
            "ok": {"type": "boolean"},
            "kind": {"enum": ["a", "b"]},
            "fixed": {"const": 1},
            "maybe": {"type": ["string", "null"]},
            "either": {"anyOf": [{"type": "integer"}, {"type": "string"}]},
            "tags": {"type": "array", "items": {"type": "string"}},
            "meta": {"type": "object"},
            "nested": {"type": "object", "properties": {"x": {"type": "integer"}}, "required": ["x"]},
            "first-name": {"type": "string"},
            "class": {"type": "string"},
            "anything": {},
        },
        "required": ["name", "age", "first-name", "class"],
    }
    model = model_from_json_schema(schema, "Person")
    value = model.model_validate(
        {
            "name": "Ada",
            "age": 36,
            "score": 9.5,
            "ok": True,
            "kind": "b",
            "fixed": 1,
            "maybe": None,
            "either": "x",
            "tags": ["t"],
            "meta": {"k": 1},
            "nested": {"x": 2},
            "first-name": "Ada",
            "class": "math",
            "anything": [1],
        }
    )
    dumped = value.model_dump(by_alias=True)
    assert dumped["first-name"] == "Ada"
    assert dumped["class"] == "math"
    assert dumped["nested"] == {"x": 2}
    out = model.model_json_schema()
    assert out["properties"]["name"]["description"] == "full name"
    assert set(out["required"]) == {"name", "age", "first-name", "class"}
    with pytest.raises(ValueError, match="kind"):
        model.model_validate({**dumped, "kind": "c"})
    with pytest.raises(ExtractError, match="expected an object schema"):
        model_from_json_schema({"type": "string"}, "X")


def test_split_into_parts_keeps_whole_lines_within_the_budget() -> None:
    text = "\n".join(f"line {i:02d}" for i in range(20))  # 20 lines of 7 characters
    assert split_into_parts(text, 1_000) == [text]
    parts = split_into_parts(text, 5)  # 20 characters per part: two lines each
    assert all(len(part) <= 20 for part in parts)
    assert "\n".join(parts) == text
    assert len(parts) == 10
    long_line = "x" * 50
    assert split_into_parts(long_line, 4) == ["x" * 16, "x" * 16, "x" * 16, "x" * 2]
    with pytest.raises(ExtractError, match="at least 1"):
        split_into_parts(text, 0)
