"""Steps on look-alikes: moved to the one whose place the instruction names, the row it describes
best, and a click on an unnamed neighbour of a named one dropped."""

from __future__ import annotations

import re

from ...actions.methods import normalize_method
from ...prompts.compound import PlannedStep
from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import snapshot_places
from .nodes import _CLICKED_ROLES, _POINTED, _chosen_on_a_button, _same_kind
from .order import _before_the_last_click
from .places import _placed_elsewhere, _placed_in_its_part
from .radios import _its_groups_choice
from .words import _core, _folded, _mentioned_at, _times_said, _words


def _lookalikes_where_placed(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A step on a look-alike goes to the one whose place the instruction names ("click Book on the
    Twin Room card": the Book of "Twin Room"; the Reason select of the row 'Return the "Insulated
    water bottle" ...' names), when the model's is another one's; read in the part that names it
    ("Pick 2 stars for the product and 3 stars for the seller": the product's 2 stars). Each goes
    to a look-alike no step before it took: "add Designing APIs People Love and Typing a Legacy
    Codebase to the agenda" is two rows' "Add to my agenda", not the first one twice."""
    out = []
    taken: set[str] = set()
    for step in steps:
        node = snapshot.node(step.elementId)
        if node is not None and not _its_groups_choice(node, snapshot, instruction):
            best = _placed_in_its_part(node, snapshot, instruction)
            if best is not None and best.id in taken:
                # the place its part names went to a step before: the next one the instruction names
                best = _placed_elsewhere(node, snapshot, instruction, taken) or best
            if best is not None and best.id != node.id:
                step = step.model_copy(update={"elementId": best.id})
            if node.id in snapshot_places(snapshot):
                taken.add(step.elementId)
        out.append(step)
    return out


# A place's head: its words before a separator ("Economy XL" of "Economy XL · $21.60").
_PLACE_HEAD = re.compile(r"\s[·|–—-]\s|,")
_WORD_RUN = re.compile(r"[a-z0-9]+(?:[.:'-][a-z0-9]+)*")


def _place_head(place: str) -> str:
    """A place's head: "Economy XL" of "Economy XL · $21.60"."""
    return _PLACE_HEAD.split(place)[0]


def _chosen_by_place(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """A choice answered on a look-alike button ("select_option 'Economy XL'" on a ride's Choose) is a
    click on the one whose place says that choice whole: the Choose of "Economy XL · $21.60", not of
    "Economy · $14.20" (fresh10 ridehail-0, dev: the act asked again and the repair chose on Comfort's)."""
    places = snapshot_places(snapshot)
    out: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if _chosen_on_a_button(step, node) and node is not None and node.id in places:
            said = _folded(step.arguments[0])
            alike = [
                other
                for other in snapshot.interactive_nodes.values()
                if other.id in places
                and _same_kind(other, node)
                and _folded(other.name) == _folded(node.name)
                and _folded(_place_head(places[other.id])) == said
            ]
            if len(alike) == 1:
                step = PlannedStep(elementId=alike[0].id, method="click", arguments=[])
                if out and out[-1] == step:
                    continue
        out.append(step)
    return out


# Buttons that choose their row ("Choose" on each ride, "Select" on each slot): a row the task names
# by its head is chosen with its button. Not "Edit", "Delete" and the like: naming a row is no
# reason to act on it that way.
_CHOOSING = frozenset({"choose", "select", "pick", "book", "reserve"})


def _row_chosen_by_its_head(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click on the look-alike choosing button ("Choose") of the one row whose head the task says
    whole ("Comfort for 3 passengers": the Choose of "Comfort · $18.90", not of "Comfort XL"), when
    no step clicks any of them: the 1.5B model ticked the extras, raised the passengers and requested
    the ride in Economy (fresh10 ridehail-2, dev)."""
    places = snapshot_places(snapshot)
    said = f" {' '.join(_WORD_RUN.findall(instruction.casefold()))} "
    used = {step.elementId for step in steps}
    groups: dict[str, list[SnapshotNode]] = {}
    for node in snapshot.interactive_nodes.values():
        if node.id in places and node.role in ("button", "link") and _folded(node.name) in _CHOOSING:
            groups.setdefault(_folded(node.name), []).append(node)
    added: list[PlannedStep] = []
    for group in groups.values():
        if len(group) < 2 or any(node.id in used for node in group):
            continue
        heads = {
            node.id: " ".join(_WORD_RUN.findall(_place_head(places[node.id]).casefold())) for node in group
        }
        named = [node for node in group if heads[node.id] and f" {heads[node.id]} " in said]
        longest = max((len(heads[n.id]) for n in named), default=0)
        named = [n for n in named if len(heads[n.id]) == longest]
        if len(named) == 1:
            added.append(PlannedStep(elementId=named[0].id, method="click", arguments=[]))
    return _before_the_last_click(steps, added, snapshot) if added else steps


def _one_click_per_name_said_once(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """Clicks on look-alikes of one name (the "19:45" of every cinema screen) that the instruction
    says once keep the one whose place it names: "1. Select Standard at 19:45." was answered with
    both screens' 19:45 (fresh8 cinema_tickets-0, dev)."""
    where = snapshot_places(snapshot)
    groups: dict[str, list[SnapshotNode]] = {}
    for step in steps:
        node = snapshot.node(step.elementId)
        if node is not None and node.id in where and normalize_method(step.method) == "click" and node.name:
            groups.setdefault(_folded(node.name), []).append(node)
    dropped: set[str] = set()
    for name, nodes in groups.items():
        if len({n.id for n in nodes}) < 2 or _times_said(name, instruction) != 1:
            continue
        # read in the part that names it, as where the look-alikes were placed (fresh10 vaccination-2)
        best = _placed_in_its_part(nodes[0], snapshot, instruction)
        if best is not None and best.id in {n.id for n in nodes}:
            dropped |= {n.id for n in nodes if n.id != best.id}
    return [step for step in steps if step.elementId not in dropped]


def _without_unnamed_neighbours(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click on a look-alike the instruction never names is dropped when another step clicks a
    named one in the same place: "Answer Tom B.: hit Reply, ..." was answered with Tom B.'s Like
    and Reply."""
    where = snapshot_places(snapshot)
    clicked = [
        node
        for step in steps
        if normalize_method(step.method) in _POINTED and (node := snapshot.node(step.elementId)) is not None
    ]
    clicked_ids = {node.id for node in clicked}
    named_places = {
        where[node.id]
        for node in clicked
        if node.id in where and _mentioned_at(_core(node.name), instruction) is not None
    }
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if (
            node is not None
            and node.id in clicked_ids
            and node.id in where
            and where[node.id] in named_places
            and _mentioned_at(_core(node.name), instruction) is None
        ):
            continue
        out.append(step)
    return out


def _best_named_of_its_row(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """Asked for "'Night Trains' by Cormac Hale (paperback)", the 1.5B model clicked "Reserve Night
    Trains of Europe by Ilse Baptiste, Paperback". A click on one of several alike elements (of one
    kind, their names beginning with the same word: a list's rows) goes to the one whose name says
    the most of what the task says and least of what it does not, when that one is not the model's
    and no other step uses it."""
    said = set(_words(instruction))

    def score(node: SnapshotNode) -> int:
        words = set(_words(node.name))
        return len(words & said) - len(words - said)

    used = {step.elementId for step in steps}
    out: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        words = _words(node.name) if node is not None else []
        if (
            node is None
            or normalize_method(step.method) != "click"
            or node.role not in _CLICKED_ROLES
            or not words
        ):
            out.append(step)
            continue
        peers = [other for other in _alike_rows(node, snapshot) if other.id not in used]
        ranked = sorted(peers, key=score, reverse=True)
        best = ranked[0] if ranked else None
        if (
            best is not None
            and score(best) > score(node)
            and (len(ranked) == 1 or score(ranked[1]) < score(best))
        ):
            used.add(best.id)
            step = step.model_copy(update={"elementId": best.id})
        out.append(step)
    return out


def _one_click_per_alike_rows(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, *, only_choices: bool = False
) -> list[PlannedStep]:
    """Asked to book one doctor, the 1.5B model clicked "View profile of ..." on all five rows, then
    "Book appointment with" on one. Of the clicks on alike elements (one kind, names beginning with
    the same word: a list's rows), those whose own words (the words not every such name shares) the
    task says least are dropped: the task picks a row, it does not go through the list. A click
    whose own words the task says in full stays (two rows a task names both get their click).
    A row's own select or box is read the same way: "make Alexa Morgan an admin" also chose Admin on
    "Role for Alex Morgan", whose "Alex" the task never says. ``only_choices``: those alone, the
    clicks left to the other checks (a compound act's)."""
    said = set(_words(instruction))
    clicks: dict[str, SnapshotNode] = {}
    for step in steps:
        node = snapshot.node(step.elementId)
        method = normalize_method(step.method)
        if node is not None and (
            (method == "click" and node.role in _CLICKED_ROLES and not only_choices) or method in _ROW_CHOICES
        ):
            clicks[step.elementId] = node
    dropped: set[str] = set()
    handled: set[str] = set()  # the clicks of a family already looked at
    for element_id, node in clicks.items():
        if not _words(node.name) or element_id in handled:
            continue
        peers = _alike_rows(node, snapshot)
        family = [other for other in peers if other.id in clicks]
        handled |= {other.id for other in family}
        if len(peers) < 3 or len(family) < 2:
            continue
        shared = set.intersection(*(set(_words(other.name)) for other in peers))
        shares = {other.id: _said_share(other, shared, said) for other in family}
        best = max(shares.values())
        dropped |= {other_id for other_id, share in shares.items() if share < min(best, 1.0)}
        # Of two said in full, one whose own words the other's hold is the shorter name of the
        # same row: "Lucy Brennan" for "Dr Lucy Brennan-Shaw".
        full = [other for other in family if shares[other.id] == 1.0]
        own = {other.id: set(_words(other.name)) - shared for other in full}
        dropped |= {a.id for a in full for b in full if own[a.id] < own[b.id]}
    return [step for step in steps if step.elementId not in dropped]


# What a step does to a row's own control besides clicking it: choose in its select, tick its box.
_ROW_CHOICES = frozenset({"select_option", "check", "uncheck"})


def _alike_rows(node: SnapshotNode, snapshot: Snapshot) -> list[SnapshotNode]:
    """The elements alike to ``node`` (``node`` among them): of one kind, their names beginning
    with the same word, as a list's rows are ("Reserve ...", "View profile of ...")."""
    first = _words(node.name)[:1]
    return [
        other
        for other in snapshot.interactive_nodes.values()
        if _same_kind(other, node) and _words(other.name)[:1] == first
    ]


def _said_share(node: SnapshotNode, shared: set[str], said: set[str]) -> float:
    """How much of what sets ``node``'s name apart from its alikes' (its words not in ``shared``)
    the task says."""
    own = set(_words(node.name)) - shared
    return len(own & said) / len(own) if own else 0.0
