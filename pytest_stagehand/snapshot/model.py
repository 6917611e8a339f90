"""Snapshot data and everything pure about it: rendering, token budget, diff.

A line of ``Snapshot.text`` looks like ``[0-12] button "Save" disabled``: id, role, accessible
name, then the states that matter. Static text is ``[0-13] StaticText "Hello"``. Indentation
(two spaces per level) follows the collapsed tree: wrappers without semantics take no line.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
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


@dataclass(frozen=True)
class Snapshot:
    """A page as the LLM sees it: ``text``, plus maps from ids back to elements and URLs."""

    text: str
    xpath_map: Mapping[str, str]
    url_map: Mapping[str, str]
    nodes: Mapping[str, SnapshotNode]
    truncated: bool
    url: str
    notes: tuple[str, ...] = ()
    page: Page | None = field(default=None, compare=False, repr=False)

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
    return "\n".join(kept), True


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
    shown = rebased(ordered) if rebase_depth else ordered
    text, cut = render_tree(shown, max_tokens)
    if notes:
        text = "\n".join(line for line in (text, *(f"[note: {note}]" for note in notes)) if line)
    by_id = {node.id: node for node in shown}
    if len(by_id) != len(shown):
        raise SnapshotError(f"duplicate element ids in snapshot of {url}")
    return Snapshot(
        text=text,
        xpath_map=MappingProxyType({node.id: node.xpath for node in shown}),
        url_map=MappingProxyType({node.id: node.url for node in shown if node.url}),
        nodes=MappingProxyType(by_id),
        truncated=cut or walk_truncated,
        url=url,
        notes=notes,
        page=page,
    )
