"""Cache keys: what makes two calls "the same call" (pure functions, no I/O).

A key holds only what decides the answer: the kind of call, the instruction folded for case and
whitespace, the URL relative to the base URL (so a random test-server port or host never breaks a
hit), variable *names* (values change per run and may be secrets), the output schema's fingerprint
for extract, a content hash of the scoped snapshot for extract (changed content re-extracts), the
occurrence of the same call within the test, and ``extra`` for evaluate (model, evidence hash,
prompt hash) or agent runs.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, cast
from urllib.parse import parse_qsl, urlencode, urlsplit

# "selector": fingerprints of what a plain Playwright selector resolved to (selector healing, issue #9);
# the instruction is the selector string itself, so it never collides with an act entry.
CacheKind = Literal["act", "observe", "extract", "evaluate", "agent", "selector"]
CACHE_KINDS: tuple[CacheKind, ...] = ("act", "observe", "extract", "evaluate", "agent", "selector")

_WHITESPACE = re.compile(r"\s+")


def normalize_instruction(instruction: str) -> str:
    """Case and whitespace folded: "Click  the Save button" and "click the save button" are one key."""
    return _WHITESPACE.sub(" ", instruction).strip().casefold()


def relative_url(url: str, base_url: str | None = None) -> str:
    """Path + sorted query of ``url``, with scheme, host and port dropped.

    When ``base_url`` has a path (an app mounted under ``/app/``), that prefix is removed too. The
    fragment is kept only for hash routing (``#/route`` or ``#!/route``), where it is the page.
    """
    parts = urlsplit(url)
    path = parts.path or "/"
    if base_url:
        prefix = urlsplit(base_url).path.rstrip("/")
        if prefix and (path == prefix or path.startswith(prefix + "/")):
            path = path[len(prefix) :] or "/"
    query = urlencode(sorted(parse_qsl(parts.query, keep_blank_values=True)))
    result = path + ("?" + query if query else "")
    if parts.fragment.startswith(("/", "!/")):
        result += "#" + parts.fragment
    return result


def page_of(url: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """A relative URL (as :func:`relative_url` gives it) as (path with any hash route, query pairs)."""
    parts = urlsplit(url)
    path = (parts.path or "/") + ("#" + parts.fragment if parts.fragment else "")
    return path, tuple(parse_qsl(parts.query, keep_blank_values=True))


def same_page(stored_url: str, wanted_url: str, query_params: Collection[str] = ()) -> int | None:
    """Whether two key URLs name the same page, and how alike their query strings are.

    Pages are told apart by path (and hash route) only: a query value that changes per run (a session
    id, ``utm_*``, a timestamp, a per-environment host) is no reason to miss. Only the parameters
    named in ``query_params`` (the ``cache-query-params`` setting) must agree. Returns None for
    another page, else the number of query pairs the two share (the tie-breaker between entries
    recorded on the same path with different queries).
    """
    stored_path, stored_query = page_of(stored_url)
    wanted_path, wanted_query = page_of(wanted_url)
    if stored_path != wanted_path:
        return None
    if query_params:
        mattering = set(query_params)
        stored_kept = sorted(pair for pair in stored_query if pair[0] in mattering)
        wanted_kept = sorted(pair for pair in wanted_query if pair[0] in mattering)
        if stored_kept != wanted_kept:
            return None
    return len(set(stored_query) & set(wanted_query))


def _canonical_json(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def schema_fingerprint(json_schema: Mapping[str, Any]) -> str:
    """A short stable hash of an output schema (key order does not matter)."""
    return hashlib.sha256(_canonical_json(json_schema).encode()).hexdigest()[:16]


# Snapshot element ids ("[0-12] ") number the nodes in document order: a wrapper added elsewhere on the
# page renumbers them without changing anything a model reads, so content hashes leave them out.
_SNAPSHOT_IDS = re.compile(r"\[\d+-\d+\] ?")


def content_hash(text: str) -> str:
    """A short stable hash of snapshot text (for extract keys and evaluate evidence), ids left out."""
    return hashlib.sha256(_SNAPSHOT_IDS.sub("", text).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class CacheKey:
    """Identity of one cached call. Build it with :meth:`build` so every field is normalised."""

    kind: CacheKind
    instruction: str
    url: str
    variables: tuple[str, ...] = ()
    schema: str = ""
    content: str = ""
    occurrence: int = 0
    extra: tuple[tuple[str, str], ...] = field(default=())

    @classmethod
    def build(
        cls,
        kind: CacheKind,
        instruction: str,
        url: str,
        *,
        base_url: str | None = None,
        variables: Iterable[str] = (),
        schema: str = "",
        content: str = "",
        occurrence: int = 0,
        extra: Mapping[str, str] | None = None,
    ) -> CacheKey:
        if kind not in CACHE_KINDS:
            raise ValueError(f"unknown cache kind {kind!r}; expected one of {', '.join(CACHE_KINDS)}")
        if occurrence < 0:
            raise ValueError(f"occurrence must be >= 0, got {occurrence}")
        return cls(
            kind=kind,
            instruction=normalize_instruction(instruction),
            url=relative_url(url, base_url),
            variables=tuple(sorted(set(variables))),
            schema=schema,
            content=content,
            occurrence=occurrence,
            extra=tuple(sorted((str(k), str(v)) for k, v in (extra or {}).items())),
        )

    def to_json(self) -> dict[str, Any]:
        """A JSON object with every field, for the cache file (readable by a reviewer)."""
        return {
            "kind": self.kind,
            "instruction": self.instruction,
            "url": self.url,
            "variables": list(self.variables),
            "schema": self.schema,
            "content": self.content,
            "occurrence": self.occurrence,
            "extra": dict(self.extra),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CacheKey:
        """Inverse of :meth:`to_json`; raises ``ValueError`` / ``KeyError`` / ``TypeError`` on bad data."""
        kind = data["kind"]
        if kind not in CACHE_KINDS:
            raise ValueError(f"unknown cache kind {kind!r}")
        extra = data.get("extra", {})
        if not isinstance(extra, dict):
            raise TypeError("extra must be an object")
        variables = data.get("variables", [])
        if not isinstance(variables, list) or not all(isinstance(v, str) for v in variables):
            raise TypeError("variables must be a list of names")
        occurrence = data.get("occurrence", 0)
        if not isinstance(occurrence, int) or isinstance(occurrence, bool):
            raise TypeError("occurrence must be an integer")
        return cls(
            kind=cast(CacheKind, kind),
            instruction=str(data["instruction"]),
            url=str(data["url"]),
            variables=tuple(variables),
            schema=str(data.get("schema", "")),
            content=str(data.get("content", "")),
            occurrence=occurrence,
            extra=tuple(sorted((str(k), str(v)) for k, v in extra.items())),
        )

    @property
    def digest(self) -> str:
        """Stable 16-hex-digit identity, used as the entry's name in the cache file."""
        return hashlib.sha256(_canonical_json(self.to_json()).encode()).hexdigest()[:16]

    def describe(self) -> str:
        """One line for error messages."""
        parts = [f"{self.kind} {self.instruction!r} at {self.url}"]
        if self.variables:
            parts.append(f"variables={list(self.variables)}")
        if self.schema:
            parts.append(f"schema={self.schema}")
        if self.content:
            parts.append(f"content={self.content}")
        if self.occurrence:
            parts.append(f"occurrence={self.occurrence}")
        if self.extra:
            parts.append(f"extra={dict(self.extra)}")
        return " ".join(parts)


# How much each differing field moves two keys apart when ranking "closest stored entries".
# A different kind or instruction is a different call; a different occurrence is nearly the same one.
_FIELD_DISTANCE: dict[str, float] = {
    "kind": 8.0,
    "instruction": 4.0,
    "url": 2.0,
    "schema": 2.0,
    "variables": 1.5,
    "extra": 1.5,
    "content": 1.0,
    "occurrence": 0.5,
}


def describe_difference(stored: CacheKey, wanted: CacheKey) -> list[str]:
    """One line per differing field: ``field: <stored> (stored) ≠ <wanted> (wanted)``. Empty if equal."""
    stored_json, wanted_json = stored.to_json(), wanted.to_json()
    return [
        f"{name}: {stored_json[name]!r} (stored) ≠ {wanted_json[name]!r} (wanted)"
        for name in _FIELD_DISTANCE
        if stored_json[name] != wanted_json[name]
    ]


def key_distance(stored: CacheKey, wanted: CacheKey) -> float:
    """Weighted count of differing fields; 0 means equal. Used to rank near misses."""
    stored_json, wanted_json = stored.to_json(), wanted.to_json()
    return sum(weight for name, weight in _FIELD_DISTANCE.items() if stored_json[name] != wanted_json[name])
