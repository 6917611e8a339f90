"""Look-alikes (a "Book" on every card, a "Return this item" box on every row) and the place the
instruction names one by (snapshot/places.py): which look-alike it names best."""

from __future__ import annotations

from collections.abc import Set

from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import snapshot_places
from .words import _PART_BREAK, _VERB_WORDS, _folded, _mentioned_at, _words


def _with_place(node: SnapshotNode, snapshot: Snapshot) -> str:
    """The element's name and, for a look-alike, its place (snapshot/places.py): "Book Twin Room"."""
    place = snapshot_places(snapshot).get(node.id)
    return f"{node.name} {place}" if place else node.name


def _said_name(node: SnapshotNode, snapshot: Snapshot) -> str:
    """The element's name as an instruction may say it. A look-alike whose name is a bare verb is
    said by its place: "Pick the Deluxe wash" names the Deluxe card's "Select". One whose name says
    more is not: "View photos" on that card is not named by "Deluxe" (which one of several a named
    click goes to is :func:`_lookalikes_where_placed`'s business)."""
    if set(_words(node.name)) <= _VERB_WORDS:
        return _with_place(node, snapshot)
    return node.name


def _placed_best(
    node: SnapshotNode, snapshot: Snapshot, instruction: str, taken: Set[str] = frozenset()
) -> SnapshotNode | None:
    """Among the element's look-alikes (itself included; none ``taken`` by another step), the one
    whose place the instruction names most fully: "Book the Deluxe King with balcony room" names the
    Book of "Deluxe King with balcony" over that of "Deluxe King", and "Book the Deluxe King" that of
    "Deluxe King", all of whose words it says. A place one of whose cells or headings the
    instruction says as a phrase goes first: "Add the talks 'Testing in Production'" names that
    talk's row over "Testing Before Production" (two words said each). None when it names no
    look-alike's place, or two alike."""
    where = snapshot_places(snapshot)
    if node.id not in where:
        return None
    scored = [
        ((_phrase_said(where[other.id], instruction), *_place_named(where[other.id], instruction)), other)
        for other in _alike(node, snapshot)
        if other.id not in taken
    ]
    if not scored:
        return None
    best = max(score for score, _ in scored)
    top = [other for score, other in scored if score == best]
    if len(top) > 1:
        # Of places said as much, the one more of whose cells the instruction says whole: "Select
        # Moon Garden on Friday at 14:15" is the row "Moon Garden, Friday, 14:15, Screen 4", not
        # "Moon Garden (Subtitled), Friday, 14:15, …" (fresh13 cinema-2, dev).
        cells = {other.id: _cells_said(where[other.id], instruction) for other in top}
        top = [other for other in top if cells[other.id] == max(cells.values())]
    if len(top) > 1:
        # Of places said as much, the one whose unsaid words every other's hold, and more: "the
        # Meetings entry for Apollo on Friday" is Apollo's, not Apollo Labs' ("labs" unsaid). Two
        # rows of one date with other merchants stay apart.
        unsaid = {other.id: _unsaid(where[other.id], instruction) for other in top}
        top = [o for o in top if all(unsaid[o.id] < unsaid[p.id] for p in top if p.id != o.id)] or top
    return top[0] if best[1] and len(top) == 1 else None


def _unsaid(place: str, instruction: str) -> frozenset[str]:
    """A place's words (numbers aside: a row's counts and amounts) the instruction does not say."""
    return frozenset(
        word for word in _words(place) if not word[0].isdigit() and _mentioned_at(word, instruction) is None
    )


def _phrase_said(place: str, instruction: str) -> bool:
    """Whether the instruction says one of the place's cells (its parts between commas), whole and
    in order; a cell cut short ("Sam …") is no phrase."""
    return _cells_said(place, instruction) > 0


def _cells_said(place: str, instruction: str) -> int:
    """How many of the place's cells the instruction says whole and in order (:func:`_phrase_said`)."""
    said = f" {' '.join(_words(instruction))} "
    return sum(
        f" {' '.join(words)} " in said
        for cell in place.split(", ")
        if not cell.endswith("…") and (words := _words(cell))
    )


def _placed_elsewhere(
    node: SnapshotNode, snapshot: Snapshot, instruction: str, taken: Set[str]
) -> SnapshotNode | None:
    """The look-alike no step took whose place the instruction names best, by words the taken ones'
    places do not hold: "Typing a Legacy Codebase" after "Designing APIs People Love", never
    "Designing APIs for Machines" (its words said are the other's), nor "Deluxe King" after
    "Deluxe King with balcony"."""
    other = _placed_best(node, snapshot, instruction, taken)
    if other is None:
        return None
    where = snapshot_places(snapshot)
    held = {word for element in taken if element in where for word in _words(where[element])}
    said = {word for word in _words(where[other.id]) if _mentioned_at(word, instruction) is not None}
    return other if said - held else None


def _alike(node: SnapshotNode, snapshot: Snapshot) -> list[SnapshotNode]:
    """The look-alikes of a placed element (itself included): same role, same name."""
    where = snapshot_places(snapshot)
    alike = (node.role, _folded(node.name))
    return [
        other
        for other in snapshot.interactive_nodes.values()
        if other.id in where and (other.role, _folded(other.name)) == alike
    ]


def _place_named(place: str, instruction: str) -> tuple[int, bool]:
    """How much of a place the instruction says: its words said, and whether all are (a row's place
    is all its cells: "the Hotel Aurora expense" says two of them)."""
    words = _words(place)
    said = sum(_mentioned_at(word, instruction) is not None for word in words)
    return said, bool(words) and said == len(words)


def _part_naming(node: SnapshotNode, instruction: str) -> str:
    """The part of the instruction (between commas, "and", "then") that names the element most
    fully; the whole instruction when none does."""
    words = _words(node.name)
    scored = [
        (sum(_mentioned_at(word, part) is not None for word in words), part)
        for part in _PART_BREAK.split(instruction)
    ]
    best = max((score for score, _ in scored), default=0)
    return next(part for score, part in scored if score == best) if best else instruction


def _placed_in_its_part(node: SnapshotNode, snapshot: Snapshot, instruction: str) -> SnapshotNode | None:
    """The look-alike whose place the part of the instruction naming ``node`` names, else the whole
    instruction: the whole of "... Eastside Health Center ..., select Tuesday 9:30, ..." places no slot."""
    return _placed_best(node, snapshot, _part_naming(node, instruction)) or _placed_best(
        node, snapshot, instruction
    )


def _box_of_the_row_said(node: SnapshotNode, snapshot: Snapshot, instruction: str) -> bool:
    """Whether a box stands in a row (a place of look-alikes) that the instruction names, and names
    best of the look-alikes' rows."""
    place = snapshot_places(snapshot).get(node.id)
    return (
        node.role in ("checkbox", "switch")
        and place is not None
        and _place_named(place, instruction)[0] > 0
        and _placed_best(node, snapshot, instruction) is node
    )
