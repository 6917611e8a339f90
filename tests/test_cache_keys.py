"""Cache keys: normalisation, digests and the near-miss descriptions (pure)."""

from __future__ import annotations

import pytest

from pytest_stagehand.cache.keys import (
    CacheKey,
    content_hash,
    describe_difference,
    key_distance,
    normalize_instruction,
    relative_url,
    schema_fingerprint,
)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Click the Save button", "click the save button"),
        ("  click\tthe \n save   BUTTON ", "click the save button"),
        ("", ""),
        ("Straße", "strasse"),
    ],
)
def test_instruction_is_case_and_whitespace_folded(raw: str, expected: str) -> None:
    assert normalize_instruction(raw) == expected


@pytest.mark.parametrize(
    ("url", "base_url", "expected"),
    [
        ("http://127.0.0.1:54321/login", None, "/login"),
        ("https://staging.example.com/login", "https://staging.example.com", "/login"),
        ("http://127.0.0.1:1/app/login?b=2&a=1", "http://127.0.0.1:9/app/", "/login?a=1&b=2"),
        ("http://h/app", "http://h/app", "/"),
        ("http://h/application/x", "http://h/app", "/application/x"),
        ("http://h", None, "/"),
        ("http://h/p?x=&a=1", None, "/p?a=1&x="),
        ("http://h/p#section-2", None, "/p"),
        ("http://h/#/settings/profile", None, "/#/settings/profile"),
        ("http://h/#!/inbox", None, "/#!/inbox"),
        ("http://h/search?q=a+b", None, "/search?q=a+b"),
    ],
)
def test_relative_url_drops_origin_sorts_query_and_keeps_hash_routes(
    url: str, base_url: str | None, expected: str
) -> None:
    assert relative_url(url, base_url) == expected


def test_random_port_or_host_gives_the_same_digest() -> None:
    a = CacheKey.build("act", "Click Save", "http://127.0.0.1:40001/form?id=1&x=2")
    b = CacheKey.build("act", "click  save", "http://localhost:51999/form?x=2&id=1")
    assert a == b
    assert a.digest == b.digest
    assert len(a.digest) == 16


def test_variable_names_are_kept_sorted_and_values_never_enter_the_key() -> None:
    key = CacheKey.build("act", "type %user%", "http://h/", variables=["user", "password", "user"])
    assert key.variables == ("password", "user")
    assert "secret" not in str(key.to_json())


@pytest.mark.parametrize(
    ("field", "changed"),
    [
        ("kind", {"kind": "observe"}),
        ("instruction", {"instruction": "click cancel"}),
        ("url", {"url": "http://h/other"}),
        ("variables", {"variables": ["v"]}),
        ("schema", {"schema": "abc"}),
        ("content", {"content": "def"}),
        ("occurrence", {"occurrence": 1}),
        ("extra", {"extra": {"model": "m"}}),
    ],
)
def test_every_field_changes_the_digest_and_is_described(field: str, changed: dict[str, object]) -> None:
    base: dict[str, object] = {"kind": "act", "instruction": "click save", "url": "http://h/"}
    a = CacheKey.build(**base)  # type: ignore[arg-type]
    b = CacheKey.build(**(base | changed))  # type: ignore[arg-type]
    assert a.digest != b.digest
    differences = describe_difference(a, b)
    assert len(differences) == 1
    assert differences[0].startswith(f"{field}: ")
    assert "(stored)" in differences[0]
    assert "(wanted)" in differences[0]
    assert key_distance(a, b) > 0


def test_equal_keys_have_no_difference_and_zero_distance() -> None:
    a = CacheKey.build("extract", "get price", "http://h/", schema="s", content="c")
    assert describe_difference(a, a) == []
    assert key_distance(a, a) == 0


def test_distance_ranks_an_occurrence_change_nearer_than_an_instruction_change() -> None:
    wanted = CacheKey.build("act", "click save", "http://h/", occurrence=1)
    other_occurrence = CacheKey.build("act", "click save", "http://h/", occurrence=0)
    other_instruction = CacheKey.build("act", "click cancel", "http://h/", occurrence=1)
    other_kind = CacheKey.build("observe", "click save", "http://h/", occurrence=1)
    distances = [key_distance(k, wanted) for k in (other_occurrence, other_instruction, other_kind)]
    assert distances == sorted(distances)
    assert len(set(distances)) == 3


def test_json_round_trip_keeps_identity() -> None:
    key = CacheKey.build(
        "evaluate",
        "is the cart empty?",
        "http://h/cart?b=1",
        variables=["x"],
        schema="s1",
        content="c1",
        occurrence=2,
        extra={"model": "openai/m", "prompt": "p"},
    )
    again = CacheKey.from_json(key.to_json())
    assert again == key
    assert again.digest == key.digest


@pytest.mark.parametrize(
    "bad",
    [
        {"kind": "click", "instruction": "x", "url": "/"},
        {"instruction": "x", "url": "/"},
        {"kind": "act", "instruction": "x", "url": "/", "variables": "user"},
        {"kind": "act", "instruction": "x", "url": "/", "occurrence": "1"},
        {"kind": "act", "instruction": "x", "url": "/", "extra": ["a"]},
    ],
)
def test_from_json_rejects_malformed_keys(bad: dict[str, object]) -> None:
    with pytest.raises((KeyError, TypeError, ValueError)):
        CacheKey.from_json(bad)


def test_build_rejects_unknown_kind_and_negative_occurrence() -> None:
    with pytest.raises(ValueError, match="unknown cache kind"):
        CacheKey.build("click", "x", "http://h/")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="occurrence"):
        CacheKey.build("act", "x", "http://h/", occurrence=-1)


def test_schema_fingerprint_ignores_key_order_and_hashes_are_stable() -> None:
    assert schema_fingerprint({"a": 1, "b": [1, 2]}) == schema_fingerprint({"b": [1, 2], "a": 1})
    assert schema_fingerprint({"a": 1}) != schema_fingerprint({"a": 2})
    assert content_hash("hello") == content_hash("hello") != content_hash("hello!")
    # Snapshot ids renumber when a wrapper is added elsewhere; what the model reads did not change.
    assert content_hash('[0-3] button "Save"\n[0-4] text') == content_hash('[0-7] button "Save"\n[0-9] text')
    assert content_hash('[0-3] button "Save"') != content_hash('[0-3] button "Send"')


def test_describe_mentions_only_fields_that_are_set() -> None:
    plain = CacheKey.build("act", "click save", "http://h/x")
    assert plain.describe() == "act 'click save' at /x"
    full = CacheKey.build(
        "extract", "get", "http://h/", variables=["v"], schema="s", content="c", occurrence=1
    )
    assert "variables=['v']" in full.describe()
    assert "schema=s" in full.describe()
    assert "content=c" in full.describe()
    assert "occurrence=1" in full.describe()
