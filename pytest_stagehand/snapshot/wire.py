"""Decoding what walker.js sends back (pure): one string per walk, shaped for a cheap trip.

The result crosses two JSON hops (CDP, then Playwright's own protocol) and is parsed again in
Python, so every byte counts three times and every ``"`` becomes ``\\"``. The format therefore
avoids JSON for the rows::

    <header: one line of JSON>\\n<text><field>DEL<field>DEL...

``text`` is the walk's part of ``Snapshot.text``, rendered in the page (``textChars`` long): the
Python side takes it as it is and decodes the rows only when nodes are first asked for. The
header also holds ``url``, ``origin``, ``ordinal`` (the walk's frame), ``truncated``, ``reason``,
``cutOrdinal`` and ``cutUrl`` (the frame the walk was in when it stopped), ``escaped`` and
``escapedFields`` (see below), ``namesInText`` (the text has one line per row, so rows may
leave their name to it), ``kinds``
(the distinct ``[tag, role]`` pairs), ``attrKeys``, ``frames`` (the child frames met, see
FrameMet), ``nextOrdinal``, ``unreachable`` (visible iframes the walk could neither enter nor hand
back), ``rows``, ``doc`` and ``keys`` (the rows' identities: the token of the window that numbers
them, and their numbers as runs ``[first, length, ...]``), ``notes`` (frames the walk took out
again), ``bodyChars`` (the length of all that follows the header line, so a copy cut short on the
way shows) and the in-page timings. Each row is 7 fields, then its attributes, then
its states:

    parent  kind_flags  name  text  url  shared  path_rest  attr*  state*

- ``parent``: how many rows back the parent row is, ``0`` for none (the node's depth is its
  parent's + 1).
- ``kind_flags``: ``kind << 11 | flags``; ``kind`` indexes ``kinds``; ``flags``: bit 0
  interactive; bit 1 text equals name (``text`` is then empty); bits 2-5 the number of attribute
  fields; bits 6-9 the number of state fields; bit 10 the name is the one the row's line of text
  shows between its quotes (``name`` is then empty: it is not sent twice).
- ``url``: empty, ``^`` for ``origin`` + the ``href`` attribute, ``~`` + the rest after
  ``origin``, or ``=`` + the whole URL.
- ``shared`` + ``path_rest``: the path (from the walk's frame, frames walked inline included) is
  the first ``shared`` characters of the previous row's path followed by ``path_rest``
  (neighbouring rows share most of their path).
- attribute field: ``<index into attrKeys>=<value>``, or ``<index into attrKeys>^`` when the value
  is the name; state field: ``<name>=T``, ``<name>=F`` or ``<name>=S<string>``.

A row belongs to its parent's frame, except the rows right under an iframe row whose frame was
walked inline: those open that frame. Ids are ``<frame ordinal>-<index of the row in its frame>``.

DEL (U+007F) separates fields: JSON leaves it unescaped and page text practically never holds
it. When the header says ``escaped``, the text and the fields hold ESC (U+001B) sequences: ESC
``0`` for ESC, ESC ``1`` for DEL, ESC ``u`` + 4 hex digits for a UTF-16 unit. The walker escapes
DEL and ESC where values hold them (then the header also says ``escapedFields``), and every
non-ASCII character when there are few: one of them sends the whole string down the slow path of
every JSON hop.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ..errors import SnapshotError
from .model import SnapshotNode
from .paths import join_frame_path

FIELD_SEPARATOR = "\x7f"
ESCAPE = "\x1b"
ROW_FIELDS = 7
KIND_SHIFT = 11
FLAGS_MASK = (1 << KIND_SHIFT) - 1
FLAG_INTERACTIVE = 1
FLAG_TEXT_IS_NAME = 2
ATTR_COUNT_MASK = 15 << 2
STATE_COUNT_MASK = 15 << 6
FLAG_NAME_IN_TEXT = 1 << 10

_ESCAPED = re.compile("\x1b(?:([01])|u([0-9a-f]{4}))")
_ESCAPED_SURROGATE = re.compile("\x1bud[89a-f]")
_UNESCAPED = {"0": ESCAPE, "1": FIELD_SEPARATOR}

# Built without the frozen dataclass __init__ (13 object.__setattr__ calls): on a 22k-element
# page that is several times faster and a measurable share of the capture. Same fields, same object.
_new_object = object.__new__
# Most rows (every StaticText) have no attributes or states: they share one empty, read-only map.
_NOTHING: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True)
class FrameMet:
    """A child frame the walk met at a visible iframe row, with the ordinal it gave the frame.

    ``slot`` is the frame's index in the owner elements the walk was given (the Python side walks
    it), or -1 when the walk went into it itself. ``id``, ``depth`` and ``text_end`` (where the
    iframe's line ends in the walk's text) place a frame walked apart in the tree and the text.
    """

    ordinal: int
    row: int
    slot: int
    url: str
    id: str
    depth: int
    text_end: int


@dataclass(frozen=True)
class FrameWalk:
    """One walk, split but not decoded: its text as rendered and its rows as sent."""

    url: str
    ordinal: int
    truncated: bool
    reason: str
    cut_ordinal: int
    cut_url: str
    text: str
    row_count: int
    frames: tuple[FrameMet, ...]
    next_ordinal: int
    unreachable: int
    rows: str
    header: Mapping[str, Any]
    walk_ms: float = 0.0
    document: str = ""
    keys: tuple[int, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def handed_back(self) -> list[FrameMet]:
        """The frames met that the Python side walks, in document order."""
        return [met for met in self.frames if met.slot >= 0]


def unescape(value: str) -> str:
    unescaped = _ESCAPED.sub(_unescaped, value)
    if _ESCAPED_SURROGATE.search(value) is None:
        return unescaped
    # Characters past U+FFFF travel as two escaped UTF-16 units: pair them up (a lone one stays).
    return unescaped.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def _unescaped(match: re.Match[str]) -> str:
    code = match.group(2)
    return _UNESCAPED[match.group(1)] if code is None else chr(int(code, 16))


def _header(head: str) -> dict[str, Any]:
    try:
        header = json.loads(head)
    except ValueError as e:
        raise SnapshotError(f"walker header is not JSON: {head[:80]!r}") from e
    if not isinstance(header, dict):
        raise SnapshotError(f"walker header is not an object: {head[:80]!r}")
    return header


def parse_walk(raw: str) -> FrameWalk:
    """Split a walk result into header, text and rows. Raises SnapshotError when ``raw`` is not in
    the format (rows are checked when decoded)."""
    head, _, body = raw.partition("\n")
    header = _header(head)
    try:
        if int(header["bodyChars"]) != len(body):
            raise ValueError(
                f"bodyChars {header['bodyChars']} but a body of {len(body)} (cut short on the way?)"
            )
        text_chars = int(header["textChars"])
        if not 0 <= text_chars <= len(body):
            raise ValueError(f"textChars {text_chars} outside a body of {len(body)}")
        return FrameWalk(
            url=str(header["url"]),
            ordinal=int(header["ordinal"]),
            truncated=bool(header["truncated"]),
            reason=str(header["reason"]),
            cut_ordinal=int(header["cutOrdinal"]),
            cut_url=str(header["cutUrl"]),
            text=unescape(body[:text_chars]) if header["escaped"] else body[:text_chars],
            row_count=int(header["rows"]),
            frames=tuple(_frame_met(met) for met in header["frames"]),
            next_ordinal=int(header["nextOrdinal"]),
            unreachable=int(header["unreachable"]),
            rows=body[text_chars:],
            header=header,
            walk_ms=float(header.get("walkMs", 0.0)),
            document=str(header["doc"]),
            keys=tuple(int(key) for key in header["keys"]),
            notes=tuple(str(note) for note in header["notes"]),
        )
    except (KeyError, IndexError, ValueError, TypeError) as e:
        raise SnapshotError(f"walker result is malformed: {e!r}") from e


def _frame_met(met: Mapping[str, Any]) -> FrameMet:
    return FrameMet(
        ordinal=int(met["ordinal"]),
        row=int(met["row"]),
        slot=int(met["slot"]),
        url=str(met["url"]),
        id=str(met["id"]),
        depth=int(met["depth"]),
        text_end=int(met["textEnd"]),
    )


def _fields(rows: str, *, escaped: bool, in_values: bool) -> list[str]:
    """The row fields; ``in_values``: some value holds DEL or ESC (escaped field by field)."""
    if not rows:
        return []
    if escaped and not in_values:
        # Then the escapes stand only for non-ASCII characters, and none of them hides a
        # separator: one pass over the whole string is much cheaper than a test per field.
        return unescape(rows).split(FIELD_SEPARATOR)
    fields = rows.split(FIELD_SEPARATOR)
    return [unescape(f) if ESCAPE in f else f for f in fields] if escaped else fields


def decode_nodes(
    walk: FrameWalk, *, depth_offset: int = 0, parent_id: str | None = None, path_prefix: str = ""
) -> list[SnapshotNode]:
    """The walk's rows as nodes, in document order: top-level rows hang under ``parent_id`` at
    ``depth_offset`` and every path starts with ``path_prefix``. Raises SnapshotError when the
    rows are not in the format."""
    return _decoded(walk, depth_offset, parent_id, path_prefix, None)[0]


def decode_interactive(
    walk: FrameWalk,
    *,
    depth_offset: int = 0,
    parent_id: str | None = None,
    path_prefix: str = "",
    also: frozenset[int] = frozenset(),
) -> list[tuple[int, SnapshotNode]]:
    """Only the interactive rows (and the rows in ``also``) as nodes, each with its row index: what
    act and observe read. Every row is still checked and followed (paths and parents chain
    through them), but only these are built, which is most of the cost of ``decode_nodes``."""
    nodes, built = _decoded(walk, depth_offset, parent_id, path_prefix, also)
    return list(zip(built, nodes, strict=True))


def _decoded(
    walk: FrameWalk, depth_offset: int, parent_id: str | None, path_prefix: str, only: frozenset[int] | None
) -> tuple[list[SnapshotNode], list[int]]:
    try:
        nodes, built, rows = _decode_rows(walk, depth_offset, parent_id, path_prefix, only)
    except (KeyError, IndexError, ValueError, TypeError) as e:
        raise SnapshotError(f"walker result for frame {walk.ordinal} is malformed: {e!r}") from e
    if rows != walk.row_count:
        raise SnapshotError(
            f"walker result for frame {walk.ordinal}: {rows} rows, header says {walk.row_count}"
        )
    return nodes, built


def expand_runs(runs: tuple[int, ...]) -> list[int]:
    """``[first, length, ...]`` runs back to the numbers they stand for."""
    if len(runs) % 2:
        raise ValueError(f"key runs have an odd length {len(runs)}")
    numbers: list[int] = []
    for i in range(0, len(runs), 2):
        if runs[i + 1] < 0:
            raise ValueError(f"key run of negative length {runs[i + 1]}")
        numbers += range(runs[i], runs[i] + runs[i + 1])
    return numbers


def _decode_rows(
    walk: FrameWalk, depth_offset: int, parent_id: str | None, path_prefix: str, only: frozenset[int] | None
) -> tuple[list[SnapshotNode], list[int], int]:
    """The nodes of every row, or with ``only`` of the interactive rows and those in ``only``; the
    row index of each node built; and the number of rows read."""
    header = walk.header
    keys = expand_runs(walk.keys)
    if len(keys) != walk.row_count:
        raise ValueError(f"{len(keys)} identity keys for {walk.row_count} rows")
    document = walk.document
    fields = _fields(walk.rows, escaped=bool(header["escaped"]), in_values=bool(header["escapedFields"]))
    kinds = [(str(tag), str(role)) for tag, role in header["kinds"]]
    attr_keys = [str(key) for key in header["attrKeys"]]
    origin = str(header["origin"])
    # The frame of each row: the walk's own, or one it entered (whose rows are counted apart).
    own = walk.ordinal
    own_prefix = f"{own}-"
    own_count = 0
    opens = {met.row: met.ordinal for met in walk.frames if met.slot < 0}
    counts: dict[int, int] = {}
    lines = walk.text.split("\n") if header["namesInText"] else []
    nodes: list[SnapshotNode] = []
    built: list[int] = []
    frames: list[int] = []
    depths: list[int] = []
    ids: list[str] = []
    previous_path = ""
    i = 0
    row = 0
    end = len(fields)
    # One flat loop with local names: this runs once per node of the page.
    while i < end:
        back = int(fields[i])
        parent = row - back if back else -1
        if back < 0 or parent < -1 or (back and parent < 0):
            raise ValueError(f"row {row}: no parent row {back} rows back")
        if parent >= 0:
            frame = opens.get(parent, frames[parent]) if opens else own
            depth = depths[parent] + 1
            node_parent_id: str | None = ids[parent]
        else:
            frame = own
            depth = depth_offset
            node_parent_id = parent_id
        if frame == own:
            node_id = own_prefix + str(own_count)
            own_count += 1
        else:
            index = counts.get(frame, 0)
            counts[frame] = index + 1
            node_id = f"{frame}-{index}"
        kind_flags = int(fields[i + 1])
        flags = kind_flags & FLAGS_MASK
        path = previous_path[: int(fields[i + 5])] + fields[i + 6]
        previous_path = path
        frames.append(frame)
        depths.append(depth)
        ids.append(node_id)
        if only is not None and not flags & FLAG_INTERACTIVE and row not in only:
            # Followed, not built: skip its attribute and state fields.
            i += ROW_FIELDS + ((flags >> 2) & 15) + ((flags >> 6) & 15)
            if i > end:
                raise IndexError(f"row {row} runs past the end of the fields")
            row += 1
            continue
        tag, role = kinds[kind_flags >> KIND_SHIFT]
        if flags & FLAG_NAME_IN_TEXT:
            # The line reads `<indent>[<id>] <role> "<name>"...`, and such a name holds no quote.
            line = lines[row]
            start = 2 * depth + len(node_id) + len(role) + 5
            name = line[start : line.index('"', start)]
        else:
            name = fields[i + 2]
        text = name if flags & FLAG_TEXT_IS_NAME else fields[i + 3]
        wire_url = fields[i + 4]
        i += ROW_FIELDS
        attrs: Mapping[str, str] = _NOTHING
        if flags & ATTR_COUNT_MASK:
            attrs = {}
            stop = i + ((flags >> 2) & 15)
            while i < stop:
                key, equals, value = fields[i].partition("=")
                if not equals:
                    if not key.endswith("^"):
                        raise ValueError(f"attribute field {key!r} has no value")
                    key, value = key[:-1], name
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
            raise IndexError(f"row {row} runs past the end of the fields")
        node: SnapshotNode = _new_object(SnapshotNode)
        node.__dict__.update(
            id=node_id,
            parent_id=node_parent_id,
            depth=depth,
            tag=tag,
            role=role,
            name=name,
            text=text,
            attrs=attrs,
            states=states,
            interactive=(flags & FLAG_INTERACTIVE) != 0,
            frame=frame,
            xpath=path_prefix + path,
            url=_url(wire_url, origin, attrs),
            document=document,
            key=keys[row],
        )
        nodes.append(node)
        built.append(row)
        row += 1
    return nodes, built, row


def _url(wire_url: str, origin: str, attrs: Mapping[str, str]) -> str:
    if not wire_url:
        return ""
    mark = wire_url[0]
    if mark == "^":
        return origin + attrs["href"]
    return origin + wire_url[1:] if mark == "~" else wire_url[1:]


@dataclass(frozen=True)
class WalkTree:
    """A walk and, for the iframe rows that handed their frame back, the walks of those frames.

    ``gone`` lists the frames handed back that were detached before their walk: their iframe is
    no longer in the page, so its row is left out of the text and the nodes.
    """

    walk: FrameWalk
    depth_offset: int = 0
    parent_id: str | None = None
    children: tuple[tuple[FrameMet, WalkTree], ...] = ()
    gone: tuple[FrameMet, ...] = ()

    def row_count(self) -> int:
        return self.walk.row_count - len(self.gone) + sum(child.row_count() for _, child in self.children)

    def text(self) -> str:
        """The lines of every frame, each frame's right after its iframe's line (document order)."""
        own = self.walk.text
        if not self.children and not self.gone:
            return own
        events = sorted(
            [(met.row, met, child) for met, child in self.children]
            + [(met.row, met, None) for met in self.gone],
            key=lambda event: event[0],
        )
        pieces: list[str] = []
        start = 0
        for _, met, child in events:
            if child is None:
                # Cut the iframe's line and one line break beside it.
                line_start = own.rfind("\n", 0, met.text_end) + 1
                if met.text_end < len(own):
                    pieces.append(own[start:line_start])
                    start = met.text_end + 1
                else:
                    pieces.append(own[start : max(line_start - 1, start)])
                    start = met.text_end
                continue
            child_text = child.text()
            if child_text:
                pieces += [own[start : met.text_end], "\n", child_text]
                start = met.text_end
        pieces.append(own[start:])
        return "".join(pieces)

    def nodes(self, path_prefix: str = "") -> list[SnapshotNode]:
        """The nodes of every frame in document order, as ``text`` lists them."""
        own = decode_nodes(
            self.walk, depth_offset=self.depth_offset, parent_id=self.parent_id, path_prefix=path_prefix
        )
        if not self.children and not self.gone:
            return own
        left_out = {met.row for met in self.gone}
        nodes: list[SnapshotNode] = []
        start = 0
        for met, child in self.children:
            nodes += own[start : met.row + 1]
            nodes += child.nodes(join_frame_path(own[met.row].xpath, ""))
            start = met.row + 1
        nodes += own[start:]
        if left_out:
            gone_ids = {own[row].id for row in left_out}
            nodes = [node for node in nodes if node.id not in gone_ids]
        return nodes

    def interactive_nodes(self, path_prefix: str = "") -> list[SnapshotNode]:
        """The interactive nodes of every frame in document order (``nodes()`` filtered, without
        building the others)."""
        frames_at = {met.row: child for met, child in self.children}
        own = decode_interactive(
            self.walk,
            depth_offset=self.depth_offset,
            parent_id=self.parent_id,
            path_prefix=path_prefix,
            also=frozenset(frames_at),
        )
        nodes: list[SnapshotNode] = []
        for row, node in own:
            child = frames_at.get(row)
            if child is None:
                nodes.append(node)
                continue
            # The iframe's own row (never interactive) was built only for the path into its frame.
            if node.interactive:
                nodes.append(node)
            nodes += child.interactive_nodes(join_frame_path(node.xpath, ""))
        return nodes
