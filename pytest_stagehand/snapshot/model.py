"""Snapshot data and everything pure about it: rendering, token budget, diff.

A line of ``Snapshot.text`` looks like ``[0-12] button "Save" disabled``: id, role, accessible
name, then the states that matter. Static text is ``[0-13] StaticText "Hello"``. Indentation
(two spaces per level) follows the collapsed tree: wrappers without semantics take no line.
Quoted values escape quotes, backslashes and line breaks (``\\n``), so every node is one line.

A token budget covers everything in ``text``: the lines, the truncation marker and the
``[note: ...]`` lines under them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..errors import SnapshotError

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

# Rough but stable: English text and tree punctuation average ~4 characters per token.
CHARS_PER_TOKEN = 4
RENDERED_NAME_CHARS = 100
RENDERED_VALUE_CHARS = 60

# The smallest token budget: room for the truncation marker whatever the counts in it.
MIN_MAX_TOKENS = 20

# States whose False is worth saying ("a checkbox that is not checked", "a collapsed menu").
STATES_SHOWN_WHEN_FALSE = frozenset({"checked", "expanded"})
STATE_ORDER = (
    "level",
    "value",
    "checked",
    "selected",
    "expanded",
    "pressed",
    "disabled",
    "required",
    "readonly",
)


@dataclass(frozen=True)
class SnapshotNode:
    """One line of the tree: an element with a role, or a run of static text."""

    id: str
    parent_id: str | None
    depth: int
    tag: str
    role: str
    name: str
    text: str
    attrs: Mapping[str, str]
    states: Mapping[str, str | bool]
    interactive: bool
    frame: int
    xpath: str
    url: str = ""
    # The element's identity in its document: the token of the window that numbered it (empty
    # when unknown) and its number there, both kept by the page between captures.
    document: str = ""
    key: int = 0

    @property
    def identity(self) -> tuple[str | int, ...]:
        """What stays equal for the same element, role and name across two captures of one
        document (ids do not, nor do positional paths when something is inserted before it)."""
        if self.document:
            return (self.document, self.key, self.role, self.name)
        return self.content_identity

    @property
    def content_identity(self) -> tuple[str, str, str]:
        """Path, role and name: how two documents (before and after a navigation) are compared."""
        return (self.xpath, self.role, self.name)


@dataclass(frozen=True, eq=False)
class Snapshot:
    """A page as the LLM sees it: ``text``, plus maps from ids back to elements and URLs.

    The nodes (and the maps built from them) are produced by ``load_nodes`` when first used: a
    capture renders ``text`` in the page, and decoding a big page's node table costs more than
    the rest of the capture does in Python, while many callers only read ``text``.
    """

    text: str
    truncated: bool
    url: str
    notes: tuple[str, ...] = ()
    page: Page | None = field(default=None, repr=False)
    load_nodes: Callable[[], Sequence[SnapshotNode]] = field(default=tuple, repr=False)
    # Builds only the interactive nodes (what act and observe read), much cheaper than all of
    # them on a big page; None: they are taken from ``nodes``.
    load_interactive: Callable[[], Sequence[SnapshotNode]] | None = field(default=None, repr=False)
    # The token budget ``text`` was fitted to, and whether the walk itself stopped early (a limit
    # reached: nodes are missing, not only lines); a diff keeps both.
    max_tokens: int | None = None
    walk_truncated: bool = False

    @cached_property
    def nodes(self) -> Mapping[str, SnapshotNode]:
        return MappingProxyType({node.id: node for node in self.load_nodes()})

    @cached_property
    def interactive_nodes(self) -> Mapping[str, SnapshotNode]:
        """The interactive nodes, in document order (``nodes`` filtered, decoded apart when the
        other nodes have not been)."""
        if self.load_interactive is None or "nodes" in self.__dict__:
            return MappingProxyType(
                {node_id: node for node_id, node in self.nodes.items() if node.interactive}
            )
        return MappingProxyType({node.id: node for node in self.load_interactive()})

    def node(self, element_id: str) -> SnapshotNode | None:
        """The node behind ``element_id``, or None. An interactive one is found without decoding
        the others."""
        found = self.interactive_nodes.get(element_id)
        return found if found is not None else self.nodes.get(element_id)

    @cached_property
    def xpath_map(self) -> Mapping[str, str]:
        return MappingProxyType({node_id: node.xpath for node_id, node in self.nodes.items()})

    @cached_property
    def url_map(self) -> Mapping[str, str]:
        return MappingProxyType({node_id: node.url for node_id, node in self.nodes.items() if node.url})

    def __eq__(self, other: object) -> bool:
        """Equal text, flags, notes and nodes (the page and how the nodes are loaded do not count)."""
        if not isinstance(other, Snapshot):
            return NotImplemented
        return (self.text, self.truncated, self.url, self.notes, dict(self.nodes)) == (
            other.text,
            other.truncated,
            other.url,
            other.notes,
            dict(other.nodes),
        )

    def locator(self, element_id: str) -> Locator:
        """A Playwright Locator for the element behind ``element_id`` (frames and shadow roots crossed)."""
        from .locate import locator_for_path

        node = self.node(element_id)
        if node is None:
            raise SnapshotError(
                f"unknown element id {element_id!r} in snapshot of {self.url} ({_id_hint(self)})"
            )
        if self.page is None:
            raise SnapshotError(f"snapshot of {self.url} holds no page; cannot locate {element_id!r}")
        return locator_for_path(self.page, node.xpath)

    def diff(self, older: Snapshot) -> Snapshot:
        """The nodes of this snapshot that were not in ``older`` (or whose role or name changed).

        In a document both captured, a node is the same element as before when the page numbered
        it so (see ``SnapshotNode.identity``): siblings shifted by an insertion are not new. A
        document ``older`` did not capture (the page navigated, a frame reloaded) is compared by
        path, role and name. The diff keeps this snapshot's token budget, notes and walk limits.
        """
        documents: set[str] = set()
        same_element: set[tuple[str | int, ...]] = set()
        same_content: set[tuple[str, str, str]] = set()
        for node in older.nodes.values():
            if node.document:
                documents.add(node.document)
                same_element.add(node.identity)
            same_content.add(node.content_identity)
        fresh = [
            node
            for node in self.nodes.values()
            if (
                node.identity not in same_element
                if node.document in documents
                else node.content_identity not in same_content
            )
        ]
        return build_snapshot(
            fresh,
            url=self.url,
            page=self.page,
            notes=self.notes,
            rebase_depth=True,
            max_tokens=self.max_tokens,
            walk_truncated=self.walk_truncated,
        )

    def interactive_text(self) -> str:
        """Only the interactive elements, one flat line each: the compact view small models need."""
        return "\n".join(render_line(node, indent=False) for node in self.interactive_nodes.values())

    def estimated_tokens(self) -> int:
        return estimate_tokens(self.text)


def estimate_tokens(text: str) -> int:
    return math.ceil(len(text) / CHARS_PER_TOKEN)


def _id_hint(snapshot: Snapshot) -> str:
    ids = list(snapshot.xpath_map)
    if not ids:
        return "the snapshot is empty"
    return f"{len(ids)} ids, from {ids[0]} to {ids[-1]}"


# Quotes, backslashes and every character str.splitlines() breaks a line at (walker.js's twin).
_QUOTE_ESCAPES = re.compile('["\\\\\n\r\v\f\x1c-\x1e\x85\u2028\u2029]')
_SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r"}


def _escape_one(match: re.Match[str]) -> str:
    char = match.group()
    return _SHORT_ESCAPES.get(char) or f"\\u{ord(char):04x}"


def quote_rendered(value: str, limit: int) -> str:
    if len(value) <= limit and _QUOTE_ESCAPES.search(value) is None:
        return '"' + value + '"'  # the common case, without string copies
    shown = value if len(value) <= limit else value[: limit - 1] + "…"
    return '"' + _QUOTE_ESCAPES.sub(_escape_one, shown) + '"'


def render_states(node: SnapshotNode) -> str:
    if not node.states and node.role != "link":
        return ""
    parts = []
    for key in STATE_ORDER:
        value = node.states.get(key)
        if value is None:
            continue
        if value is True:
            parts.append(key)
        elif value is False:
            if key in STATES_SHOWN_WHEN_FALSE:
                parts.append(f"{key}=false")
        elif key == "level":
            parts.append(f"level={value}")
        else:
            parts.append(f"{key}={quote_rendered(str(value), RENDERED_VALUE_CHARS)}")
    # Only where nothing names the field (a field named by nothing else takes its placeholder
    # as its name, so this is rare): a label says what to type, the name already carries it.
    placeholder = node.states.get("placeholder")
    if isinstance(placeholder, str) and placeholder and not node.name:
        parts.append(f"placeholder={quote_rendered(placeholder, RENDERED_VALUE_CHARS)}")
    href = node.attrs.get("href")
    if node.role == "link" and href:
        parts.append(f"href={quote_rendered(href, RENDERED_VALUE_CHARS)}")
    return " ".join(parts)


def render_line(node: SnapshotNode, *, indent: bool = True) -> str:
    line = f"[{node.id}] {node.role}"
    if node.name:
        line += " " + quote_rendered(node.name, RENDERED_NAME_CHARS)
    states = render_states(node)
    if states:
        line += " " + states
    return ("  " * node.depth + line) if indent else line


def check_max_tokens(max_tokens: int | None) -> None:
    """Raise SnapshotError for a budget too small to hold even the truncation marker."""
    if max_tokens is not None and max_tokens < MIN_MAX_TOKENS:
        raise SnapshotError(
            f"max_tokens={max_tokens} is too small: a cut snapshot needs at least {MIN_MAX_TOKENS} "
            f"tokens for the line that says it was cut; pass max_tokens >= {MIN_MAX_TOKENS}, or None"
        )


def render_tree(
    nodes: Iterable[SnapshotNode], max_tokens: int | None = None, notes: Sequence[str] = ()
) -> tuple[str, bool]:
    """The indented tree text with the notes under it, cut to ``max_tokens`` with a visible
    marker line. Returns (text, cut)."""
    check_max_tokens(max_tokens)
    lines = [render_line(node) for node in nodes]
    text = with_notes("\n".join(lines), notes)
    if max_tokens is None or estimate_tokens(text) <= max_tokens:
        return text, False
    return cut_lines(lines, max_tokens, note_lines(notes)), True


def fit_text(
    text: str,
    line_count: int,
    max_tokens: int | None,
    nodes: Callable[[], Sequence[SnapshotNode]],
    notes: Sequence[str] = (),
) -> tuple[str, bool]:
    """``render_tree`` for a tree already rendered as ``text`` (``line_count`` lines, one per node).
    Returns (text, cut)."""
    check_max_tokens(max_tokens)
    full = with_notes(text, notes)
    if max_tokens is None or estimate_tokens(full) <= max_tokens:
        return full, False
    lines = text.split("\n") if text else []
    if len(lines) != line_count:
        # Not one line per node (rendered by another version?): the nodes are rendered again.
        lines = [render_line(node) for node in nodes()]
    return cut_lines(lines, max_tokens, note_lines(notes)), True


def cut_lines(lines: Sequence[str], max_tokens: int, notes: Sequence[str] = ()) -> str:
    """As many lines as fit in ``max_tokens`` with the marker saying how many did not, then the
    note lines. Notes are kept before tree lines (they say what else is missing); the marker
    counts every line left out, notes included. Needs ``max_tokens >= MIN_MAX_TOKENS``."""
    total = len(lines) + len(notes)
    # The marker can only get shorter than this (fewer lines hidden than there are in all).
    room = max_tokens * CHARS_PER_TOKEN - truncation_marker_length(total, max_tokens)
    kept_notes, room = _leading_that_fit(notes, room)
    kept, room = _leading_that_fit(lines, room)
    hidden = total - len(kept) - len(kept_notes)
    return "\n".join([*kept, truncation_marker(hidden, max_tokens), *kept_notes])


def _leading_that_fit(lines: Sequence[str], room: int) -> tuple[list[str], int]:
    """The first ``lines`` that fit in ``room`` characters (each with its line break), and the room
    left after them."""
    kept: list[str] = []
    for line in lines:
        if len(line) + 1 > room:
            break
        kept.append(line)
        room -= len(line) + 1
    return kept, room


def truncation_marker(hidden_lines: int, max_tokens: int) -> str:
    return f"[… {hidden_lines} more lines not shown: token budget of {max_tokens} reached]"


def truncation_marker_length(total_lines: int, max_tokens: int) -> int:
    return len(truncation_marker(total_lines, max_tokens))


def note_lines(notes: Sequence[str]) -> list[str]:
    return [f"[note: {note}]" for note in notes]


def rebased(nodes: list[SnapshotNode]) -> list[SnapshotNode]:
    """Nodes shifted left so the shallowest starts at depth 0 (diffs are not whole trees)."""
    if not nodes:
        return nodes
    shallowest = min(node.depth for node in nodes)
    if shallowest == 0:
        return nodes
    return [replace(node, depth=node.depth - shallowest) for node in nodes]


def build_snapshot(
    nodes: Iterable[SnapshotNode],
    *,
    url: str,
    page: Page | None = None,
    max_tokens: int | None = None,
    walk_truncated: bool = False,
    notes: tuple[str, ...] = (),
    rebase_depth: bool = False,
) -> Snapshot:
    """Assemble a Snapshot from nodes in document order; notes become visible lines at the end."""
    ordered = list(nodes)
    shown = tuple(rebased(ordered) if rebase_depth else ordered)
    if len({node.id for node in shown}) != len(shown):
        raise SnapshotError(f"duplicate element ids in snapshot of {url}")
    text, cut = render_tree(shown, max_tokens, notes)
    return Snapshot(
        text=text,
        truncated=cut or walk_truncated,
        url=url,
        notes=notes,
        page=page,
        load_nodes=lambda: shown,
        max_tokens=max_tokens,
        walk_truncated=walk_truncated,
    )


def rendered_snapshot(
    text: str,
    *,
    line_count: int,
    load_nodes: Callable[[], Sequence[SnapshotNode]],
    url: str,
    page: Page | None = None,
    max_tokens: int | None = None,
    walk_truncated: bool = False,
    notes: tuple[str, ...] = (),
    load_interactive: Callable[[], Sequence[SnapshotNode]] | None = None,
) -> Snapshot:
    """A Snapshot whose tree is already rendered as ``text`` (one line per node, in the order
    ``load_nodes`` gives them); the nodes (or only the interactive ones, with
    ``load_interactive``) are loaded on first use."""
    load_once = _Once(load_nodes)
    fitted, cut = fit_text(text, line_count, max_tokens, load_once, notes)
    return Snapshot(
        text=fitted,
        truncated=cut or walk_truncated,
        url=url,
        notes=notes,
        page=page,
        load_nodes=load_once,
        load_interactive=load_interactive,
        max_tokens=max_tokens,
        walk_truncated=walk_truncated,
    )


class _Once:
    """Loads the nodes on the first call and keeps only them: what they were decoded from (the
    walks' raw rows) can go."""

    def __init__(self, load: Callable[[], Sequence[SnapshotNode]]) -> None:
        self._load: Callable[[], Sequence[SnapshotNode]] | None = load
        self._nodes: Sequence[SnapshotNode] = ()

    def __call__(self) -> Sequence[SnapshotNode]:
        if self._load is not None:
            self._nodes = self._load()
            self._load = None
        return self._nodes


def with_notes(text: str, notes: Sequence[str]) -> str:
    if not notes:
        return text
    return "\n".join(line for line in (text, *note_lines(notes)) if line)
