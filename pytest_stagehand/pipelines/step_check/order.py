"""Where a plan's steps go: into the instruction's order, steps added before the plan's last click,
links to another page last; and where a plan stops so the act looks again (a step nothing on this
page can take, a value that waits for a field a click shows)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...actions.methods import normalize_method
from ...actions.variables import placeholders_in
from ...prompts.compound import PlannedStep, clauses
from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import snapshot_places
from .nodes import (
    _CHOSEN_BY_NAME,
    _CLICKED_ROLES,
    _POINTED,
    _TOGGLE_ROLES,
    _TYPING,
    _is_text_field,
    _kind_problem,
    _leads_away,
    _offers,
    _toggles_named,
)
from .places import _place_named, _said_name
from .words import (
    _HOW_OFTEN,
    _core,
    _folded,
    _mentioned_at,
    _named_in_full,
    _named_most_at,
    _part_giving,
    _value_at,
)


def _before_the_last_click(
    steps: list[PlannedStep], added: Sequence[PlannedStep], snapshot: Snapshot
) -> list[PlannedStep]:
    """The ``added`` steps go before the plan's last step when it is a click on a button (the one
    that saves or sends), else after it."""
    if _last_button_clicked(steps, snapshot) is not None:
        return [*steps[:-1], *added, steps[-1]]
    return [*steps, *added]


def _last_button_clicked(steps: Sequence[PlannedStep], snapshot: Snapshot) -> SnapshotNode | None:
    """The button the plan's last step clicks, if that is what it does."""
    last = steps[-1] if steps else None
    node = snapshot.node(last.elementId) if last is not None else None
    if last is None or node is None or node.role != "button" or normalize_method(last.method) != "click":
        return None
    return node


# Methods whose argument is not a value the instruction gives (a key to press, a scroll position).
_ARGUMENT_NOT_SAID = frozenset({"press", "scroll", "drag_and_drop"})


def _anchor(step: PlannedStep, snapshot: Snapshot, instruction: str) -> int | None:
    """Where the instruction speaks of this step: its typed or chosen value, else its element's name
    (a key to press is no anchor: "press Enter" on the Send button is not where the instruction says
    "enter 'Can we ...' as your message")."""
    node = snapshot.node(step.elementId)
    said = normalize_method(step.method) not in _ARGUMENT_NOT_SAID
    value = step.arguments[0] if said and step.arguments and not placeholders_in(step.arguments[0]) else ""
    place = _mentioned_at(value, instruction) if value else None
    if place is None and node is not None:
        place = _placed_at(node, snapshot, instruction)
    if place is None and node is not None:
        place = _named_most_at(_said_name(node, snapshot), instruction)
    return place


def _placed_at(node: SnapshotNode, snapshot: Snapshot, instruction: str) -> int | None:
    """Where the instruction names a look-alike by its place alone: "Check Trail running shoes (size
    42)" ticks that row's "Return this item", whose name's "return" is said only by "Request return"
    at the end."""
    place = snapshot_places(snapshot).get(node.id)
    if place is None or _named_in_full(node.name, instruction) or not _place_named(place, instruction)[0]:
        return None
    return _named_most_at(place, instruction)


def _in_instruction_order(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """Steps each anchored at a different place of the instruction, sorted into its order. A last
    click on a button the instruction names only in part stays last: "put me on the waiting list for
    ..., with 'near the gate' as a preference" anchors "Join waiting list" at its start, and the
    preference was ticked after the list was joined (fresh17 allotment-2, dev)."""
    node = _last_button_clicked(steps, snapshot)
    if node is not None and not _named_in_full(_core(node.name), instruction):
        return [*_anchored_in_order(steps[:-1], snapshot, instruction), steps[-1]]
    return _anchored_in_order(steps, snapshot, instruction)


def _anchored_in_order(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    places = [_anchor(step, snapshot, instruction) for step in steps]
    if any(place is None for place in places) or len(set(places)) < len(places):
        return steps
    order = sorted(range(len(steps)), key=lambda i: places[i] or 0)
    return [steps[i] for i in order]


def _moved_last(steps: list[PlannedStep], index: int) -> list[PlannedStep]:
    return [*steps[:index], *steps[index + 1 :], steps[index]]


# A part asking for nothing to change: "Leave the other add-ons as they are", "keep the rest".
_LEFT_AS_IT_IS = re.compile(r"^\s*(?:please\s+)?(?:leave|keep|don't change|do not change)\b", re.IGNORECASE)


def _last_named_click_last(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """The click the instruction's last part names ("... and click Send enquiry") stays the plan's
    last step, where a step the checks added (a radio no step chose) or an unanchored one would put it
    before: the radio was chosen after the form was sent."""
    places = [_anchor(step, snapshot, instruction) for step in steps]
    anchored = [(place, index) for index, place in enumerate(places) if place is not None]
    if not anchored:
        return steps
    place, last = max(anchored)
    final_part = clauses(instruction)[-1]
    if place < instruction.rfind(final_part):
        if _LEFT_AS_IT_IS.match(final_part):
            # a closing part that asks nothing names no final click: "... and click Place order. Leave
            # the other add-ons as they are." names Add by its "add-ons" (fresh18 florist-2, dev: the
            # bouquet was added after the order was placed)
            return steps
        # The last part names no step where the instruction first names it: a button said first as
        # the task's goal ("Delete the project "billing-api": ..., type the name and click Delete
        # project") is the one the last part names in full.
        named = [
            index
            for index, step in enumerate(steps)
            if normalize_method(step.method) == "click"
            and (node := snapshot.node(step.elementId)) is not None
            and node.role in _CLICKED_ROLES
            and _named_in_full(node.name, final_part)
        ]
        if len(named) != 1:
            return steps
        last = named[0]
    node = snapshot.node(steps[last].elementId)
    if last == len(steps) - 1 or node is None or node.role not in _CLICKED_ROLES:
        return steps
    if normalize_method(steps[last].method) != "click":
        return steps
    return _moved_last(steps, last)


def _nothing_after_the_final_click(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """The task is over once the button its last part names in full is clicked ("..., and click
    Request quote"): a click after it on an element the instruction never names in full is dropped
    (clicking that button again is the repeated-click checks' business: "press Next three times").
    Re-planning after "Add another address" showed its field, the 1.5B model clicked Request quote,
    then Request a callback, then Request quote again, and the page showed the callback's line
    (fresh12 movingquote-0, dev)."""
    parts = clauses(instruction)
    final_part = parts[-1] if parts else ""

    def clicks(step: PlannedStep) -> SnapshotNode | None:
        node = snapshot.node(step.elementId)
        pointed = normalize_method(step.method) in _POINTED
        return node if pointed and node is not None and node.role in _CLICKED_ROLES else None

    finals = [
        index
        for index, step in enumerate(steps)
        if normalize_method(step.method) == "click"
        and (node := clicks(step)) is not None
        and _named_in_full(node.name, final_part)
    ]
    if not finals:
        return steps
    # the button the part names most fully: "Book" is no click on the "Complete booking" it names
    words = {
        steps[index].elementId: len(node.name.split())
        for index in finals
        if (node := snapshot.node(steps[index].elementId)) is not None
    }
    final_id = max(words, key=words.__getitem__)
    finals = [index for index in finals if steps[index].elementId == final_id]
    end = finals[-1]
    after = [
        step
        for step in steps[end + 1 :]
        if (node := clicks(step)) is None or node.id == final_id or _named_in_full(node.name, instruction)
    ]
    final = snapshot.node(final_id)
    # said once, it is clicked once, last: not before the stepper clicks the checks added too
    once = (
        final is not None
        and not _HOW_OFTEN.search(instruction)
        and sum(_named_in_full(final.name, part) for part in parts) == 1
    )
    before = [step for index, step in enumerate(steps[:end]) if not (once and index in finals)]
    return [*before, steps[end], *after]


def _opening_click_last(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """An instruction of one part that opens with the button it is for ("search for cars at Boulder
    Downtown for a driver aged 70 or older"): the rest of it is what to give before that button, so
    the button's click goes last. Read in the instruction's order, Search had been clicked first."""
    if len(clauses(instruction)) != 1:
        return steps
    opening = _folded(instruction).split(maxsplit=1)[:1]
    clicks = [
        index
        for index, step in enumerate(steps)
        if normalize_method(step.method) == "click"
        and (node := snapshot.node(step.elementId)) is not None
        and node.role == "button"
        and _folded(node.name).split(maxsplit=1)[:1] == opening
    ]
    if not opening or len(clicks) != 1 or clicks[0] == len(steps) - 1:
        return steps
    return _moved_last(steps, clicks[0])


def _leaving_the_page_last(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """Clicks on links to another page go after the plan's other steps: nothing planned on this page
    can run once it is left (the model opened the cart before adding the teapot)."""

    def leaves(step: PlannedStep) -> bool:
        node = snapshot.node(step.elementId)
        return normalize_method(step.method) == "click" and node is not None and _leads_away(node)

    return [step for step in steps if not leaves(step)] + [step for step in steps if leaves(step)]


def _until_not_yet_possible(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """The plan up to a step its element cannot take, when a click before it may change the page: the
    prompt asks the model to end the list before an element that appears only after an earlier action,
    and the 1.5B model put "select_option Kosher meal" on the Seat 14F button its first step clicked
    (the meal select appears once a seat is chosen). The act looks again after the click and plans
    the rest on the page as it is then."""
    for index, step in enumerate(steps):
        node = snapshot.node(step.elementId)
        if node is None or _kind_problem(step, node, snapshot) is None:
            continue
        if _nothing_here_takes(step, snapshot) and any(
            normalize_method(before.method) in _POINTED for before in steps[:index]
        ):
            return steps[:index]
        break
    return steps


def _until_the_revealing_click(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A value typed on a button whose name the part giving it begins with ("3. Add another address:
    9 Park Row"): the button is clicked, to show the field the value goes in, and the plan ends there;
    the act looks again and plans the rest on the page as the click left it. The 1.5B model typed "9 Park
    Row" into the Add another address button, and its repair did the same (fresh12 movingquote-2,
    dev)."""
    for index, step in enumerate(steps):
        node = snapshot.node(step.elementId)
        if node is None or normalize_method(step.method) not in _TYPING or not step.arguments:
            continue
        part = _part_giving(step.arguments[0], instruction)
        # the part is the button's name, then the value: not "fill Submit with x", a typing asked of it
        said = re.sub(r"^\W*(?:\d+[.)]\s*)?(?:and\s+|then\s+)?", "", _folded(part or ""))
        if node.role in ("button", "link") and node.name and said.startswith(_folded(node.name)):
            return [*steps[:index], PlannedStep(elementId=node.id, method="click", arguments=[])]
    return steps


def _nothing_here_takes(step: PlannedStep, snapshot: Snapshot) -> bool:
    """Whether no element of the page could take the step (its element is on a later page): no
    select or box offers the option chosen, no field takes text, no box is there to tick. When one
    could, the model only put the wrong id, and the step is mended or asked again instead."""
    method = normalize_method(step.method)
    nodes = list(snapshot.interactive_nodes.values())
    if method == "select_option":
        return not any(_offers(snapshot, node, step) for node in nodes) and not _toggles_named(
            snapshot, step.arguments[0] if step.arguments else "", _CHOSEN_BY_NAME
        )
    if method in _TYPING:
        return not any(_is_text_field(node) for node in nodes)
    if method in ("check", "uncheck"):
        return not any(node.role in _TOGGLE_ROLES for node in nodes)
    return False


def _until_waiting_values(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, waiting: Sequence[str]
) -> list[PlannedStep]:
    """The plan up to the first step the instruction names after a value that waits for a later
    look, when a tick or click before it may show the value's field: "tick Return to a different
    location, choose "Fort Collins Old Town" as the drop-off and click Search" must not click
    Search before the drop-off is chosen."""
    places = [at for value in waiting if (at := _value_at(value, instruction)) is not None]
    if not places:
        return steps
    first = min(places)
    for index, step in enumerate(steps):
        anchor = _anchor(step, snapshot, instruction)
        if anchor is not None and anchor > first:
            if any(normalize_method(before.method) in _POINTED for before in steps[:index]):
                return steps[:index]
            break
    return steps
