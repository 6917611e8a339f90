"""A list page in an agent's first pass: the table row whose every cell the task says is the one
to open, and a search or filter the task never asks for that hides it is cleared first."""

from __future__ import annotations

import re

from ...actions.methods import normalize_method
from ...prompts.compound import PlannedStep
from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import ancestors
from .counts import _row_cells, _row_of
from .nodes import _TYPING, _is_text_field, _leads_away, _options_of, _search_box, _selected_options, _selects
from .words import _core, _folded, _named_in_full, _said_as_written, _said_whole, _words

# The option of a filter that shows every row: "All types", "Any town".
_EVERY_ROW = re.compile(r"^(?:all|any)\b", re.IGNORECASE)


def _row_links(snapshot: Snapshot) -> list[SnapshotNode]:
    """Links to another page that sit in a table row, outside the site's navigation."""
    return [
        link
        for link in snapshot.interactive_nodes.values()
        if link.role == "link"
        and _leads_away(link)
        and _row_of(snapshot, link) is not None
        and not any(snapshot.nodes[above].role == "navigation" for above in ancestors(snapshot.nodes, link))
    ]


def _described_in_full(link: SnapshotNode, snapshot: Snapshot, instruction: str) -> bool:
    """The task names the row's link and says every other cell of its row as written, a bare count
    ("5" places left) aside: "Food bank sorting at Hall B on Sat 8 June, 09:00-12:00"."""
    cells = [
        cell
        for cell in _row_cells(snapshot, link)
        if _folded(cell) != _folded(link.name) and not cell.strip().isdigit()
    ]
    return (
        bool(cells)
        and _named_in_full(_core(link.name), instruction)
        and all(_said_as_written(cell, instruction) for cell in cells)
    )


def _cells_said(link: SnapshotNode, snapshot: Snapshot, instruction: str) -> int:
    """How many cells of the link's row besides its own the task says as written; -1 when the task
    does not name the link in full, or says another value of one of its cells: a cell not said
    whose first word is ("Hall A" where the task says "at Hall B"; "Sat 15 June" for "Sat 8 June")."""
    if not _named_in_full(_core(link.name), instruction):
        return -1
    cells = [
        cell
        for cell in _row_cells(snapshot, link)
        if _folded(cell) != _folded(link.name) and not cell.strip().isdigit()
    ]
    said = [cell for cell in cells if _said_as_written(cell, instruction)]
    for cell in cells:
        first = next(iter(_words(cell)), "")
        if cell not in said and len(first) >= 3 and first.isalpha() and _said_whole(first, instruction):
            return -1
        if cell not in said and _another_choice_said(cell, snapshot, instruction):
            return -1
    return len(said)


def _another_choice_said(cell: str, snapshot: Snapshot, instruction: str) -> bool:
    """Whether a select on the page offers the cell's value and the task says another of its options:
    "Helen Okafor in Brookside" is not the Millbridge row of a list filtered by Town (fresh9 tutor-0,
    dev: the look-alike in another town was opened, and the enquiry sent to her)."""
    for select in _selects(snapshot):
        options = _options_of(snapshot, select)
        if any(_folded(option) == _folded(cell) for option in options) and any(
            _folded(option) != _folded(cell) and _said_as_written(option, instruction) for option in options
        ):
            return True
    return False


def _described_best(links: list[SnapshotNode], snapshot: Snapshot, instruction: str) -> list[SnapshotNode]:
    """The one row whose link the task names and that says more of its cells than any other such
    row, one at least: "Find Meadowbank Estate in Peak District" is the Peak District row of two
    Meadowbank Estates, its guests and price unsaid (fresh8 venue_viewing-2, dev: the model typed
    the contact e-mail into the list's search box instead)."""
    said = {link.id: _cells_said(link, snapshot, instruction) for link in links}
    best = max(said.values(), default=-1)
    top = [link for link in links if said[link.id] == best]
    top = _as_written_first(top, instruction)
    return top if best >= 1 and len(top) == 1 else []


def _as_written_first(links: list[SnapshotNode], instruction: str) -> list[SnapshotNode]:
    """Of several links, those whose names the task says as written, when any: "Priya Sharma" beside
    its look-alike "Priya Sharman" in the same area (fresh9 driving-0, dev: the look-alike's page was
    opened)."""
    if len(links) < 2:
        return links
    return [link for link in links if _said_as_written(link.name, instruction)] or links


def _the_only_control_of_its_row(link: SnapshotNode, snapshot: Snapshot) -> bool:
    row = _row_of(snapshot, link)
    return row is not None and not any(
        other.id != link.id and row.id in ancestors(snapshot.nodes, other)
        for other in snapshot.interactive_nodes.values()
    )


def _unasked_filter_cleared(snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """A step that shows every row again: a search box holding words the task never says is
    emptied, else a filter set to an option the task never says goes back to its "All ..." option."""
    for node in snapshot.interactive_nodes.values():
        held = str(node.states.get("value", ""))
        if (
            _search_box(node)
            and _is_text_field(node)
            and held.strip()
            and not _said_as_written(held, instruction)
        ):
            return [PlannedStep(elementId=node.id, method="fill", arguments=[""])]
    for select in _selects(snapshot):
        every = [option for option in _options_of(snapshot, select) if _EVERY_ROW.match(option)]
        chosen = _selected_options(snapshot, select)
        if (
            len(every) == 1
            and len(chosen) == 1
            and _folded(chosen[0]) != _folded(every[0])
            and not _said_as_written(chosen[0], instruction)
        ):
            return [PlannedStep(elementId=select.id, method="select_option", arguments=[every[0]])]
    return []


def _row_the_task_describes(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """On a list page whose rows open by their link, a plan that types into no form field opens the
    one row the task describes in full (its link, the only control of its row). The 1.5B model
    selected the Role filter for "find Food bank sorting at Hall B on Sat 8 June, 09:00-12:00, and
    open it" and opened nothing (fresh7 volunteer-rota-0, dev), and it opened the "Black umbrella"
    of Platform 2, 3 May for the one found on 5 May (lost-property-2). With no row so described and
    the list searched or filtered by what the task never says (the list opened filtered to "3 may"),
    the plan clears that first: the row it wants may be hidden."""
    links = _row_links(snapshot)
    if not links:
        return steps
    for step in steps:
        node = snapshot.node(step.elementId)
        if (
            node is not None
            and normalize_method(step.method) in _TYPING
            and _is_text_field(node)
            and not _search_box(node)
        ):
            return steps  # a form on the page: the plan is about its fields (not "Pepper" on a link)
    described = _as_written_first(
        [link for link in links if _described_in_full(link, snapshot, instruction)], instruction
    )
    if len(described) > 1:
        return steps
    if not described:
        described = _described_best(links, snapshot, instruction)
    if not described:
        return _unasked_filter_cleared(snapshot, instruction) or steps
    target = described[0]
    if not _the_only_control_of_its_row(target, snapshot):
        return steps
    if any(step.elementId == target.id for step in steps):
        # the plan opens it, and other rows too: those go ("Priya Sharman" clicked before the Priya
        # Sharma the task names left for the look-alike's page; fresh9 driving-0, dev)
        others = {link.id for link in links} - {target.id}
        return [step for step in steps if step.elementId not in others]
    return [PlannedStep(elementId=target.id, method="click", arguments=[])]
