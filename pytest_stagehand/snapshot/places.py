"""Where look-alike elements sit: the card, row or section that tells them apart.

A prompt lists the interactive elements one flat line each (``Snapshot.interactive_text``), which
drops the tree. A car-wash page with four package cards, each with its own "Select" button, became
four lines ``button "Select"``: the 1.5B model could not know which one was "the Deluxe wash", and
picked none or the first (issue #17, bench/compound_fresh4.py). Elements that share a role and a name
now carry the place that tells them apart: ``[0-10] button "Select" (in "Deluxe")``.

The place of an element is read from the collapsed tree, nearest first. Each ancestor that holds
no other look-alike offers labels: a table row its cells read as a row ("2026-03-03, Hotel Aurora,
Lodging, $212.00"); another container its first heading, its own name (unless it holds other
controls, whose names make it up: a cell "EditDelete"), its first texts. Text that holds or labels
a control is no label. Where wrappers collapsed, the text just before the element stands last: the
last heading since the previous look-alike, else the first text. The place is the first label that
no other look-alike of the group also offers (two rows of the same date are told apart by their
merchants); where every label is shared, all of them together when no other look-alike's read the
same; else none. Cut to a short hint, a place two look-alikes would share gets twice the room.

Pure: nodes in, strings out.
"""

from __future__ import annotations

import weakref
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType

from .model import Snapshot, SnapshotNode, quote_rendered, render_line

# A place is a hint, not a copy of the card: long enough for "Unlimited monthly", short in tokens.
PLACE_CHARS = 40
# Options repeat under their own select, which already says where they are.
_NOT_PLACED = frozenset({"option", "StaticText"})
_TEXT_ROLES = frozenset({"StaticText", "cell", "gridcell", "rowheader", "columnheader"})
# How far into a container its heading is looked for: a card's or row's comes first, and a big
# section without one must not be read to its end for each look-alike in it.
_LOOKED_AT = 40


def _label(node: SnapshotNode) -> str:
    return (node.text if node.role == "StaticText" else node.name).strip()


def _short(text: str, chars: int = PLACE_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= chars else text[: chars - 1] + "…"


def lookalike_groups(shown: Sequence[SnapshotNode]) -> list[list[SnapshotNode]]:
    """The shown elements that share a role and a name with another shown element, by group."""
    groups: dict[tuple[str, str], list[SnapshotNode]] = {}
    for node in shown:
        if node.role not in _NOT_PLACED:
            groups.setdefault((node.role, " ".join(node.name.casefold().split())), []).append(node)
    return [group for group in groups.values() if len(group) > 1]


def ancestors(nodes: Mapping[str, SnapshotNode], node: SnapshotNode) -> list[str]:
    """The ids of the node's ancestors, nearest first (bounded: a malformed tree cannot loop)."""
    chain: list[str] = []
    parent = node.parent_id
    while parent is not None and parent in nodes and len(chain) < 200:
        chain.append(parent)
        parent = nodes[parent].parent_id
    return chain


class _Tree:
    """The nodes in document order, with each node's position and ancestors."""

    def __init__(self, nodes: Mapping[str, SnapshotNode]) -> None:
        self.nodes = nodes
        self.order = list(nodes)
        self.position = {node_id: index for index, node_id in enumerate(self.order)}

    def ancestors(self, node: SnapshotNode) -> list[str]:
        return ancestors(self.nodes, node)

    def within(self, node_id: str, ancestor: str) -> bool:
        return ancestor in self.ancestors(self.nodes[node_id])

    def labels_of_ancestor(self, ancestor: str, element: SnapshotNode) -> list[str]:
        """What may name an ancestor, best first: a table row's cells read as a row; else its first
        heading, its own name (unless it holds other controls: a cell "EditDelete" is named by its
        buttons), its first texts. Never the element's name, nor text that holds or labels a control
        ("Reason Choose a reason" is a cell holding the Reason select)."""
        texts: list[tuple[str, str]] = []  # (node id, text)
        controls: set[str] = set()  # the names of the controls inside
        holding_controls: set[str] = set()  # the nodes around them
        heading = ""
        holds_others = False
        start = self.position[ancestor] + 1
        for node_id in self.order[start : start + _LOOKED_AT]:
            if not self.within(node_id, ancestor):
                break
            node = self.nodes[node_id]
            if node.interactive:
                holds_others = holds_others or node_id != element.id
                controls.add(node.name.casefold())
                holding_controls.update(self.ancestors(node))
                continue
            label = _label(node)
            if not label or label.casefold() == element.name.casefold():
                continue
            if node.role == "heading" and not heading:
                heading = label
            elif node.role in _TEXT_ROLES and len(texts) < 6 and label not in (t for _, t in texts):
                texts.append((node_id, label))  # (a cell and its text child say it once)
        kept = [
            text
            for node_id, text in texts
            if node_id not in holding_controls and text.casefold() not in controls
        ]
        if self.nodes[ancestor].role == "row":
            return [", ".join(kept)] if kept else []
        own = self.nodes[ancestor].name.strip()
        named = [own] if own and not holds_others and own.casefold() != element.name.casefold() else []
        return [label for label in [heading, *named, *kept[:2]] if label]

    def label_before(self, element: SnapshotNode, since: str | None) -> str:
        """The last heading between the previous look-alike (``since``) and the element, else the
        first text there."""
        start = self.position[since] + 1 if since is not None else 0
        heading = text = ""
        for node_id in self.order[start : self.position[element.id]]:
            node = self.nodes[node_id]
            label = _label(node)
            if not label:
                continue
            if node.role == "heading":
                heading = label
            elif not text and node.role in _TEXT_ROLES:
                text = label
        return heading or text


def _candidates(
    tree: _Tree, element: SnapshotNode, holding: Mapping[str, int], since: str | None
) -> list[str]:
    """What may be the element's place, nearest first; ``holding``: how many of its look-alikes
    (itself included) each ancestor holds (one that holds another is no place of its own)."""
    found: list[str] = []
    for ancestor in tree.ancestors(element):
        if holding.get(ancestor, 0) > 1:
            break
        found += [" ".join(label.split()) for label in tree.labels_of_ancestor(ancestor, element)]
    before = tree.label_before(element, since)
    return [*found, " ".join(before.split())] if before else found


def places(shown: Sequence[SnapshotNode], nodes: Callable[[], Mapping[str, SnapshotNode]]) -> dict[str, str]:
    """The place of each element of ``shown`` that has a look-alike there and a place none of its
    look-alikes shares (element id → place). ``nodes`` gives the whole tree in document order;
    it is only asked for when there are look-alikes (decoding a big page's tree costs)."""
    groups = lookalike_groups(shown)
    if not groups:
        return {}
    tree = _Tree(nodes())
    found: dict[str, str] = {}
    for group in groups:
        members = [node for node in group if node.id in tree.position]
        members.sort(key=lambda node: tree.position[node.id])
        holding = Counter(ancestor for node in members for ancestor in tree.ancestors(node))
        candidates = {
            node.id: _candidates(tree, node, holding, members[index - 1].id if index else None)
            for index, node in enumerate(members)
        }
        # A label two look-alikes may both be read by tells them apart no more than none would.
        counts = Counter(label.casefold() for labels in candidates.values() for label in set(labels))
        # Where every label is shared, all of them together may still be one card's alone: "Delivery
        # driving · Saturday 14 June, 9:00–12:00 · Millbrook Hall yard" among shifts sharing a role,
        # a day or a hall (bench/agent_fresh4.py volunteer).
        joined = {node_id: " · ".join(dict.fromkeys(labels)) for node_id, labels in candidates.items()}
        joined_counts = Counter(text.casefold() for text in joined.values())
        chosen = {}
        for node_id, labels in candidates.items():
            place = next((label for label in labels if counts[label.casefold()] == 1), "")
            if not place and joined_counts[joined[node_id].casefold()] == 1:
                place = joined[node_id]
            if place:
                chosen[node_id] = place
        # Cut short, two places may read the same ("Hilltop Outdoor Centre (residential, gr…" for
        # groups A and B): those get twice the room, as do labels read together.
        short = Counter(_short(place).casefold() for place in chosen.values())
        for node_id, place in chosen.items():
            cut = _short(place)
            together = place == joined[node_id] and len(dict.fromkeys(candidates[node_id])) > 1
            found[node_id] = _short(place, 2 * PLACE_CHARS) if together or short[cut.casefold()] > 1 else cut
    return found


def placed_line(node: SnapshotNode, place: str | None) -> str:
    """The element's flat line, with its place after the name when it has one."""
    line = render_line(node, indent=False)
    if not place:
        return line
    bare = render_line(replace(node, states={}, attrs={}), indent=False)  # id, role and name only
    return f"{bare} (in {quote_rendered(place, PLACE_CHARS)})" + line[len(bare) :]


# A snapshot is read by the planner, the prompt and the plan's checks: its places are found once,
# and forgotten with it (a Snapshot compares by content, so it cannot be a weak dict's key).
_FOUND: dict[int, Mapping[str, str]] = {}


def snapshot_places(snapshot: Snapshot) -> Mapping[str, str]:
    """The place of each interactive look-alike of the snapshot (:func:`places` over all of them)."""
    found = _FOUND.get(id(snapshot))
    if found is None:
        found = MappingProxyType(places(list(snapshot.interactive_nodes.values()), lambda: snapshot.nodes))
        _FOUND[id(snapshot)] = found
        weakref.finalize(snapshot, _FOUND.pop, id(snapshot), None)
    return found


def element_lines(shown: Sequence[SnapshotNode], snapshot: Snapshot) -> dict[str, str]:
    """Each shown element's line for a prompt (element id → line), look-alikes with their place."""
    where = snapshot_places(snapshot)
    return {node.id: placed_line(node, where.get(node.id)) for node in shown}
