"""Decoding what walker.js sends back (pure): one string per frame, shaped for a cheap trip.

The result crosses two JSON hops (CDP, then Playwright's own protocol) and is parsed again in
Python, so every byte counts three times and every ``"`` becomes ``\\"``. The format therefore
avoids JSON for the rows::

    <header: one line of JSON>\\n<field>DEL<field>DEL...

The header holds ``url``, ``origin``, ``truncated``, ``reason``, ``escaped``, ``kinds`` (the
distinct ``[tag, role]`` pairs), ``attrKeys``, ``rows``, ``bodyChars`` (the length of what follows
the header line, so a copy cut short on the way shows) and the in-page timings. Each row is 8
fields, then its attributes, then its states:

    parent  kind  flags  name  text  url  shared  path_rest  attr*  state*

- ``parent``: index of the parent row, ``-1`` for none (the node's depth is its parent's + 1).
- ``kind``: index into ``kinds``.
- ``flags``: bit 0 interactive; bit 1 text equals name (``text`` is then empty); bits 2-5 the
  number of attribute fields; bits 6-9 the number of state fields; bits 10+ the frame slot + 1.
- ``url``: empty, ``~`` + the rest after ``origin``, or ``=`` + the whole URL.
- ``shared`` + ``path_rest``: the path is the first ``shared`` characters of the previous row's
  path followed by ``path_rest`` (neighbouring rows share most of their path).
- attribute field: ``<index into attrKeys>=<value>``; state field: ``<name>=T``, ``<name>=F`` or
  ``<name>=S<string>``.

DEL (U+007F) separates fields: JSON leaves it unescaped and page text practically never holds
it. When a value does hold DEL or ESC (U+001B), they travel as ESC ``1`` / ESC ``0`` and the
header says ``escaped``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ..errors import SnapshotError
from .model import SnapshotNode

FIELD_SEPARATOR = "\x7f"
ESCAPE = "\x1b"
ROW_FIELDS = 8
FLAG_INTERACTIVE = 1
FLAG_TEXT_IS_NAME = 2
ATTR_COUNT_MASK = 15 << 2
STATE_COUNT_MASK = 15 << 6

_ESCAPED = re.compile("\x1b([01])")
_UNESCAPED = {"0": ESCAPE, "1": FIELD_SEPARATOR}

# Built without the frozen dataclass __init__ (13 object.__setattr__ calls): on a 22k-element
# page that is several times faster and a measurable share of the capture. Same fields, same object.
_new_object = object.__new__
# Most rows (every StaticText) have no attributes or states: they share one empty, read-only map.
_NOTHING: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True)
class FrameWalk:
    """One frame's walk, decoded: nodes in document order and the iframe rows that own child frames."""

    url: str
    truncated: bool
    reason: str
    nodes: list[SnapshotNode]
    # node index -> slot in the list of child-frame owners the walk was given
    frame_slots: dict[int, int] = field(default_factory=dict)
    walk_ms: float = 0.0


def unescape(value: str) -> str:
    return _ESCAPED.sub(lambda m: _UNESCAPED[m.group(1)], value)


def _header(head: str) -> dict[str, Any]:
    try:
        header = json.loads(head)
    except ValueError as e:
        raise SnapshotError(f"walker header is not JSON: {head[:80]!r}") from e
    if not isinstance(header, dict):
        raise SnapshotError(f"walker header is not an object: {head[:80]!r}")
    return header


def is_complete(raw: str) -> bool:
    """Whether ``raw`` is a whole walk result: a header line whose ``bodyChars`` matches the rest."""
    head, newline, body = raw.partition("\n")
    if not newline or not head.startswith("{"):
        return False
    try:
        header = json.loads(head)
    except ValueError:
        return False
    return isinstance(header, dict) and header.get("bodyChars") == len(body)


def decode_walk(
    raw: str, *, ordinal: int, depth_offset: int = 0, parent_id: str | None = None, path_prefix: str = ""
) -> FrameWalk:
    """Nodes of frame ``ordinal``, ids ``<ordinal>-<row>``; top-level rows hang under ``parent_id``
    at ``depth_offset`` and every path starts with ``path_prefix``. Raises SnapshotError when
    ``raw`` is not in the format."""
    head, _, body = raw.partition("\n")
    header = _header(head)
    try:
        nodes, slots = _decode_rows(body, header, ordinal, depth_offset, parent_id, path_prefix)
        url = str(header["url"])
        truncated = bool(header["truncated"])
        reason = str(header["reason"])
        walk_ms = float(header.get("walkMs", 0.0))
        expected_rows = int(header["rows"])
    except (KeyError, IndexError, ValueError, TypeError) as e:
        raise SnapshotError(f"walker result for frame {ordinal} is malformed: {e!r}") from e
    if len(nodes) != expected_rows:
        raise SnapshotError(
            f"walker result for frame {ordinal}: {len(nodes)} rows, header says {expected_rows}"
        )
    return FrameWalk(
        url=url, truncated=truncated, reason=reason, nodes=nodes, frame_slots=slots, walk_ms=walk_ms
    )


def _decode_rows(
    body: str,
    header: dict[str, Any],
    ordinal: int,
    depth_offset: int,
    parent_id: str | None,
    path_prefix: str,
) -> tuple[list[SnapshotNode], dict[int, int]]:
    fields = body.split(FIELD_SEPARATOR) if body else []
    if header["escaped"]:
        fields = [unescape(f) if ESCAPE in f else f for f in fields]
    kinds = [(str(tag), str(role)) for tag, role in header["kinds"]]
    attr_keys = [str(key) for key in header["attrKeys"]]
    origin = str(header["origin"])
    id_prefix = f"{ordinal}-"
    nodes: list[SnapshotNode] = []
    depths: list[int] = []
    slots: dict[int, int] = {}
    previous_path = ""
    i = 0
    count = 0
    end = len(fields)
    # One flat loop with local names: this runs once per node of the page.
    while i < end:
        parent_field = fields[i]
        parent = int(parent_field)
        tag, role = kinds[int(fields[i + 1])]
        flags = int(fields[i + 2])
        name = fields[i + 3]
        text = name if flags & FLAG_TEXT_IS_NAME else fields[i + 4]
        wire_url = fields[i + 5]
        path = previous_path[: int(fields[i + 6])] + fields[i + 7]
        previous_path = path
        i += ROW_FIELDS
        attrs: Mapping[str, str] = _NOTHING
        if flags & ATTR_COUNT_MASK:
            attrs = {}
            stop = i + ((flags >> 2) & 15)
            while i < stop:
                key, _, value = fields[i].partition("=")
                attrs[attr_keys[int(key)]] = value
                i += 1
        states: Mapping[str, str | bool] = _NOTHING
        if flags & STATE_COUNT_MASK:
            states = {}
            stop = i + ((flags >> 6) & 15)
            while i < stop:
                key, _, value = fields[i].partition("=")
                states[key] = True if value == "T" else False if value == "F" else value[1:]
                i += 1
        if i > end:
            raise IndexError(f"row {len(nodes)} runs past the end of the fields")
        if parent >= 0:
            depth = depths[parent] + 1
            node_parent_id: str | None = id_prefix + parent_field
        else:
            depth = depth_offset
            node_parent_id = parent_id
        depths.append(depth)
        slot = (flags >> 10) - 1
        if slot >= 0:
            slots[len(nodes)] = slot
        node: SnapshotNode = _new_object(SnapshotNode)
        node.__dict__.update(
            id=id_prefix + str(count),
            parent_id=node_parent_id,
            depth=depth,
            tag=tag,
            role=role,
            name=name,
            text=text,
            attrs=attrs,
            states=states,
            interactive=(flags & FLAG_INTERACTIVE) != 0,
            frame=ordinal,
            xpath=path_prefix + path,
            url="" if not wire_url else (origin + wire_url[1:] if wire_url[0] == "~" else wire_url[1:]),
        )
        nodes.append(node)
        count += 1
    return nodes, slots
