"""Snapshot data and everything pure about it: rendering, token budget, diff.

A line of ``Snapshot.text`` looks like ``[0-12] button "Save" disabled``: id, role, accessible
name, then the states that matter. Static text is ``[0-13] StaticText "Hello"``. Indentation
(two spaces per level) follows the collapsed tree: wrappers without semantics take no line.
"""

from __future__ import annotations

import math
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

    @property
    def identity(self) -> tuple[str, str, str]:
        """What stays equal for the same element across two captures (ids do not)."""
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

    @cached_property
    def nodes(self) -> Mapping[str, SnapshotNode]:
        return MappingProxyType({node.id: node for node in self.load_nodes()})

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

        path = self.xpath_map.get(element_id)
        if path is None:
            raise SnapshotError(
                f"unknown element id {element_id!r} in snapshot of {self.url} ({_id_hint(self)})"
            )
        if self.page is None:
            raise SnapshotError(f"snapshot of {self.url} holds no page; cannot locate {element_id!r}")
        return locator_for_path(self.page, path)

    def diff(self, older: Snapshot) -> Snapshot:
        """The nodes of this snapshot that were not in ``older``, matched by xpath + role + name."""
        seen = {node.identity for node in older.nodes.values()}
        fresh = [node for node in self.nodes.values() if node.identity not in seen]
        return build_snapshot(fresh, url=self.url, page=self.page, notes=self.notes, rebase_depth=True)

    def interactive_text(self) -> str:
        """Only the interactive elements, one flat line each: the compact view small models need."""
        return "\n".join(render_line(node, indent=False) for node in self.nodes.values() if node.interactive)

    def estimated_tokens(self) -> int:
        return estimate_tokens(self.text)


def estimate_tokens(text: str) -> int:
    return math.ceil(len(text) / CHARS_PER_TOKEN)


def _id_hint(snapshot: Snapshot) -> str:
    ids = list(snapshot.xpath_map)
    if not ids:
        return "the snapshot is empty"
    return f"{len(ids)} ids, from {ids[0]} to {ids[-1]}"


def _quote(value: str, limit: int) -> str:
    if len(value) <= limit and '"' not in value and "\\" not in value:
        return '"' + value + '"'  # the common case, without three string copies
    shown = value if len(value) <= limit else value[: limit - 1] + "…"
    return '"' + shown.replace("\\", "\\\\").replace('"', '\\"') + '"'


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
            parts.append(f"{key}={_quote(str(value), RENDERED_VALUE_CHARS)}")
    placeholder = node.states.get("placeholder")
    if isinstance(placeholder, str) and placeholder and placeholder != node.name:
        parts.append(f"placeholder={_quote(placeholder, RENDERED_VALUE_CHARS)}")
    href = node.attrs.get("href")
    if node.role == "link" and href:
        parts.append(f"href={_quote(href, RENDERED_VALUE_CHARS)}")
    return " ".join(parts)


def render_line(node: SnapshotNode, *, indent: bool = True) -> str:
    line = f"[{node.id}] {node.role}"
    if node.name:
        line += " " + _quote(node.name, RENDERED_NAME_CHARS)
    states = render_states(node)
    if states:
        line += " " + states
    return ("  " * node.depth + line) if indent else line


def render_tree(nodes: Iterable[SnapshotNode], max_tokens: int | None = None) -> tuple[str, bool]:
    """The indented tree text, cut at ``max_tokens`` with a visible marker line. Returns (text, cut)."""
    lines = [render_line(node) for node in nodes]
    text = "\n".join(lines)
    if max_tokens is None or estimate_tokens(text) <= max_tokens:
        return text, False
    return cut_lines(lines, max_tokens), True


def fit_text(
    text: str, line_count: int, max_tokens: int | None, nodes: Callable[[], Sequence[SnapshotNode]]
) -> tuple[str, bool]:
    """``render_tree`` for a tree already rendered as ``text`` (``line_count`` lines, one per node).
    Returns (text, cut)."""
    if max_tokens is None or estimate_tokens(text) <= max_tokens:
        return text, False
    lines = text.split("\n")
    if len(lines) != line_count:
        # A value holds a line break, so the lines are told apart by rendering the nodes again.
        lines = [render_line(node) for node in nodes()]
    return cut_lines(lines, max_tokens), True


def cut_lines(lines: list[str], max_tokens: int) -> str:
    """As many whole lines as fit in ``max_tokens``, then the marker saying how many did not."""
    budget_chars = max_tokens * CHARS_PER_TOKEN
    kept: list[str] = []
    used = 0
    for line in lines:
        # Room is kept for the marker, so the result stays within the budget.
        if used + len(line) + 1 + truncation_marker_length(len(lines), max_tokens) > budget_chars:
            break
        kept.append(line)
        used += len(line) + 1
    kept.append(truncation_marker(len(lines) - len(kept), max_tokens))
    return "\n".join(kept)


def truncation_marker(hidden_lines: int, max_tokens: int) -> str:
    return f"[… {hidden_lines} more lines not shown: token budget of {max_tokens} reached]"


def truncation_marker_length(total_lines: int, max_tokens: int) -> int:
    return len(truncation_marker(total_lines, max_tokens))


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
    text, cut = render_tree(shown, max_tokens)
    return Snapshot(
        text=with_notes(text, notes),
        truncated=cut or walk_truncated,
        url=url,
        notes=notes,
        page=page,
        load_nodes=lambda: shown,
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
) -> Snapshot:
    """A Snapshot whose tree is already rendered as ``text`` (one line per node, in the order
    ``load_nodes`` gives them); the nodes are loaded on first use."""
    load_once = _Once(load_nodes)
    fitted, cut = fit_text(text, line_count, max_tokens, load_once)
    return Snapshot(
        text=with_notes(fitted, notes),
        truncated=cut or walk_truncated,
        url=url,
        notes=notes,
        page=page,
        load_nodes=load_once,
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


def with_notes(text: str, notes: tuple[str, ...]) -> str:
    if not notes:
        return text
    return "\n".join(line for line in (text, *(f"[note: {note}]" for note in notes)) if line)
