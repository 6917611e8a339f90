"""Boxes and switches: a tick or untick on the box the instruction names, whether a part says a box
is to be off, ticks and unticks missing, and one step per toggle."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from ...actions.methods import normalize_method
from ...prompts.compound import STEP_VERBS, PlannedStep, quoted_values
from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import ancestors, snapshot_places
from .forms import _form_of, _sends
from .nodes import (
    _CHOSEN_BY_NAME,
    _CLICKED_ROLES,
    _POINTED,
    _TOGGLE_ROLES,
    _TYPING,
    _boxes,
    _offers,
    _toggles_named,
    _was_done,
)
from .places import _alike, _placed_best
from .words import (
    _QUESTION_WORDS,
    _core,
    _folded,
    _mentioned_at,
    _named_in_full,
    _names,
    _part_bounds,
    _said_whole,
    _steps_said,
    _unsaid_count,
    _words,
)

# What ticking or unticking leaves a box as.
_LEAVES = {"check": True, "uncheck": False}

_TICK_VERBS = frozenset({"tick", "check", "mark"})

# Words before a box's name that say it is to be off ("do not attach the logs", "untick X", "turn
# off X"), and after it ("X off", "leave X unticked").
# ("remove the roof box": fresh14 carhire-0, dev)
_OFF_WORDS_BEFORE = (
    *("not", "never", "no", "without", "don't", "dont", "off", "untick", "uncheck", "disable", "clear"),
    *("remove", "drop", "deselect", "unselect"),
)
_OFF_BEFORE = re.compile(rf"\b(?:{'|'.join(_OFF_WORDS_BEFORE)})\b")
# A refusal to take it off: "don't switch off", "never untick" (a double negative is on).
_NOT_OFF = re.compile(
    r"\b(?:don't|dont|do not|never|no need to)\s+(?:(?:switch|turn|take|tick|check)\s+off"
    r"|untick|uncheck|disable|remove|drop|clear|deselect|unselect)\b"
)
# ("accessories: none (untick)": fresh10 cycle-2, dev)
_OFF_AFTER = re.compile(r"(?<!-)\b(?:off|unticked|unchecked|disabled|cleared|not|none|untick|uncheck)\b")
# ... or says it off by pointing back at it: "I've finished Brick Lane (Large Print) so don't renew
# that one" (fresh16 library-0, dev).
_OFF_POINTING_BACK = re.compile(
    r"\b(?:don't|dont|do not|never|no need to)\s+(?:[a-z]+\s+){0,2}?(?:that|this|it|them|those|these)(?:\s+one)?\b"
)


def _said_off(name: str, instruction: str) -> bool:
    """Whether the part of the instruction (between commas, "and", "then") that names ``name`` says
    it is to be off: an "off" word before the name, or after it ("switch X off"). The part is the
    one saying most of the name's words whole, when one does: "You may contact me about my answers"
    is named by "no, they may not contact me", not by the "Answer" of "Answer the survey"."""
    at = _mentioned_at(name, instruction)
    if at is None:
        return False
    text = instruction.casefold()
    words = [word for word in _words(name) if len(word) >= 3]
    parts = [(m.start(), m.group(0)) for m in re.finditer(r"(?:[^,;.!?]|[.!?](?!\s))+", text)]
    # The name's first word goes first: a box's own label leads its name, a row's words follow it
    # ("Export data Sam Patel sam.patel@acme.io" is named by "Export data off", not by the part that
    # names Sam Patel's row).
    # as many words: the longer ones, "do not add a service" over the "book" of "Please book an MOT"
    # for Also book a service (fresh7 mot-booking-0, dev)
    scored = [
        (
            (
                bool(words) and _said_whole(words[0], part),
                sum(_said_whole(word, part) for word in words),
                sum(len(word) for word in words if _said_whole(word, part)),
            ),
            start,
            part,
        )
        for start, part in parts
    ]
    best = max((score for score, _, _ in scored), default=(False, 0, 0))
    if best[1]:
        start, part = next((start, part) for score, start, part in scored if score == best)
        first = min(
            (
                m.start()
                for word in words
                for m in re.finditer(rf"\b{re.escape(word)}", part)
                if _said_whole(word, part)
            ),
            default=None,
        )
        at = start + first if first is not None else at
    start, end = _part_bounds(text, at)
    # after the name as said, not in it: "tick 'Drop me off at a different address' and enter the
    # drop-off postcode" says the box on (fresh9 driving-2, dev: its tick was dropped)
    after = text[at:end]
    if after.startswith(name.casefold()):
        after = after[len(name) :]
    if _NOT_OFF.search(text[start:at]):
        return False  # "don't switch off the email reminders": they stay on (fresh18 piano-0, dev)
    return bool(
        _OFF_BEFORE.search(text[start:at]) or _OFF_AFTER.search(after) or _OFF_POINTING_BACK.search(after)
    )


def _ticked_where_named(step: PlannedStep, snapshot: Snapshot, node: SnapshotNode) -> PlannedStep:
    """A tick or untick whose argument names a box (which takes no argument) is on that box: the 1.5B
    model answered 'uncheck "Product updates"' on the Email format select."""
    method = normalize_method(step.method)
    # (a radio cannot be unticked: 'uncheck "Express service"' on the Shorten 1 cm radio is the box's;
    # fresh19 tailor-0, dev)
    on_a_box = node.role in _TOGGLE_ROLES and not (node.role == "radio" and method == "uncheck")
    if method not in ("check", "uncheck") or not step.arguments or on_a_box:
        return step
    named = _toggles_named(snapshot, step.arguments[0], _TOGGLE_ROLES)
    if len(named) != 1:
        return step
    return PlannedStep(elementId=named[0].id, method=method, arguments=[])


def _pressed_not_ticked(step: PlannedStep, node: SnapshotNode, instruction: str) -> PlannedStep:
    """A tick or untick on a button or link the task names in full is its click: the 1.5B model
    ended a roles table's changes with "check" on Save changes ("...; save changes"), and the whole
    pass stopped there."""
    if (
        normalize_method(step.method) not in ("check", "uncheck")
        or node.role not in _CLICKED_ROLES
        or not _named_in_full(_core(node.name), instruction)
    ):
        return step
    return PlannedStep(elementId=step.elementId, method="click", arguments=[])


def _toggle_choice(step: PlannedStep, snapshot: Snapshot, node: SnapshotNode) -> PlannedStep:
    """A radio group or a set of boxes is answered as a select ("select_option Monthly" on the
    Weekly radio or on the group; "select_option Special offers" on an Email format select that
    offers HTML and Plain text): when no select on the step offers the value and one radio, box or
    switch is named by it, the choice is a click on that radio, or a tick of that box."""
    if (
        normalize_method(step.method) != "select_option"
        or not step.arguments
        or _offers(snapshot, node, step)
    ):
        return step
    named = _toggles_named(snapshot, step.arguments[0], _CHOSEN_BY_NAME)
    if len(named) != 1:
        return step
    method = "click" if named[0].role == "radio" else "check"
    return PlannedStep(elementId=named[0].id, method=method, arguments=[])


def _typed_into_a_box(step: PlannedStep, node: SnapshotNode) -> PlannedStep:
    """Text typed into a box, switch or radio is its tick or its click: the 1.5B model's whole-task plan
    typed "wardrobe" on the Wardrobe box and "garage" on "The items will not be at the front" (which
    reveals where they are); typing fails on a checkbox and stopped the whole pass (fresh5
    bulky_waste-2, dev). Which way a box is said (on or off) is for the checks after."""
    if node.role not in _TOGGLE_ROLES or normalize_method(step.method) not in _TYPING:
        return step
    method = "click" if node.role == "radio" else "check"
    return PlannedStep(elementId=node.id, method=method, arguments=[])


def _toggled_on_the_box_named(step: PlannedStep, snapshot: Snapshot, node: SnapshotNode) -> PlannedStep:
    """A tick or untick on what is no box, its argument the name of one box, switch or radio, is a
    tick or untick of that one: the 1.5B model's ids ran one element late, and it planned "uncheck
    'I need an interpreter'" on the Interpreter language field (fresh7 dentist-recall-2, dev) and
    "uncheck 'Add a joint applicant'" on the postcode (allotment-waitlist-0); Playwright refused it
    and the whole pass stopped."""
    if (
        normalize_method(step.method) not in ("check", "uncheck")
        or node.role in _TOGGLE_ROLES
        or not step.arguments
    ):
        return step
    named = [
        other
        for other in snapshot.interactive_nodes.values()
        if other.role in _TOGGLE_ROLES and _folded(other.name) == _folded(step.arguments[0])
    ]
    if len(named) != 1:
        return step
    return PlannedStep(elementId=named[0].id, method=step.method, arguments=[])


def _toggles_where_named(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """Asked to tick "Finance" and "Travel", the 1.5B model ticked Science and Travel; asked to turn
    Email notifications off, it turned Show online status off. A tick, untick or click on a box,
    switch or radio the task does not name in full goes to one it does name that no step uses and
    that the step would change the same way (ticking an unticked one, unticking a ticked one), the
    first such in the page's order: a tick to a box the task wants on, an untick to one it wants off
    ("do not keep the email updates"). A tick on a box the task wants off ("don't include system
    logs", "do not allow contact") is dropped, or an untick when the box is ticked."""
    used = {step.elementId for step in steps}
    toggles = [node for node in snapshot.interactive_nodes.values() if node.role in _TOGGLE_ROLES]
    waiting = [
        node
        for node in toggles
        if node.id not in used
        and _named_in_full(_core(node.name), instruction)
        and not _twins_said(node, toggles, instruction)
    ]
    out: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        method = normalize_method(step.method)
        if node is None or node.role not in _TOGGLE_ROLES or method not in _POINTED:
            out.append(step)
            continue
        radio = node.role == "radio"  # a click on a radio always leaves it chosen
        if method == "uncheck" and not radio and node.states.get("checked") is False:
            continue  # unticking an unticked box does nothing (fresh13 dentist-0's Email reminders)
        leaves = _LEAVES.get(method, radio or node.states.get("checked") is not True)
        # "Untick 'Email reminders' and leave the other message boxes ticked" says off the box it names,
        # not its look-alike "Email receipts" by their shared first word (fresh17 dentist-2, dev)
        if (
            not radio
            and leaves
            and _said_off(node.name, instruction)
            and not _twins_said(node, toggles, instruction)
        ):
            if node.states.get("checked") is True:
                # the box the task wants off, ticked: unticked ("drop overtime" answered with a tick
                # on the ticked Overtime box; fresh12 timesheet-3)
                out.append(PlannedStep(elementId=node.id, method="uncheck", arguments=[]))
            continue
        if (
            not radio
            and not leaves
            and node.states.get("checked") is True
            and not _said_off(node.name, instruction)
        ):
            long_words = [word for word in _words(_core(node.name)) if len(word) >= 4]
            if long_words and all(_mentioned_at(word, instruction) is not None for word in long_words):
                # A box the task names is on, and nothing says it off: a click would untick it (the
                # 1.5B model's later plan clicked the box its first plan had ticked: fresh5
                # meter_reading-2, dev).
                continue
        twins = _twins_said(node, toggles, instruction)
        if twins:
            # The model ticked "Dining chair (single)" for "Dining chairs (set of 4)" (fresh5
            # bulky_waste-0, dev): the tick goes to the look-alike said, or is dropped when a step
            # already has it.
            free = [twin for twin in twins if twin in waiting]
            if len(free) == 1:
                waiting.remove(free[0])
                out.append(step.model_copy(update={"elementId": free[0].id}))
            elif not free and all(twin.id in used for twin in twins):
                continue
            else:
                out.append(step)
            continue
        if _named_in_full(_core(node.name), instruction):
            out.append(step)
            continue
        same_change = [
            other
            for other in waiting
            if (other.states.get("checked") is True) != leaves
            and (other.role == "radio") == radio
            and (radio or _said_off(other.name, instruction) != leaves)
        ]
        if same_change:
            waiting.remove(same_change[0])
            step = step.model_copy(update={"elementId": same_change[0].id})
        out.append(step)
    return out


def _said_as_its_name(node: SnapshotNode, instruction: str) -> bool:
    return _names(instruction, node.name) or _names(instruction, _core(node.name))


def _twins_said(node: SnapshotNode, toggles: Sequence[SnapshotNode], instruction: str) -> list[SnapshotNode]:
    """``node``'s look-alikes (same role, same first word) the task says as their names, when it does
    not say ``node``'s: "Dining chairs (set of 4)" for "Dining chair (single)", "a fridge (just a
    fridge, no freezer part)" for "Fridge freezer", whose words are all said, but not as its name."""
    if _said_as_its_name(node, instruction):
        return []
    first = _words(node.name)[:1]
    return [
        other
        for other in toggles
        if other.id != node.id
        and other.role == node.role
        and _words(other.name)[:1] == first
        and _said_as_its_name(other, instruction)
    ]


def _missing_unticks(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """An untick for each ticked box a part says is to be off ("Untick 'Email me when there is an
    update'", "do not keep the email updates", "turn email updates off") that no step touches: the
    1.5B model sent a support request with the pre-ticked updates box left on. The part names the
    box in full, or by two of its words; each goes before the plan's first click on a button that
    sends the box's form, else last."""
    used = {step.elementId for step in steps}
    out = list(steps)
    boxes = _boxes(snapshot)
    for part in _steps_said(instruction):
        named: list[SnapshotNode] = []
        for node in boxes:
            words = [w for w in _words(_core(node.name)) if len(w) >= 3 and w not in _QUESTION_WORDS]
            said = [word for word in words if _said_whole(word, part)]
            # or by one long word no other box has: "do not add a service" for the ticked "Also book
            # a service" (fresh7 mot-booking-0, dev)
            alone = (
                len(said) == 1
                and len(said[0]) >= 5
                and not any(other is not node and said[0] in _words(other.name) for other in boxes)
            )
            if len(said) < 2 and not alone and not _named_in_full(_core(node.name), part):
                continue
            if _said_off(node.name, part):
                named.append(node)
        if len(named) > 1:
            # Look-alike boxes, one per row ("Export data" of each member): the ones whose row the
            # task says best. Unticking every other member's Export data was the plan's worst step.
            unsaid = {node.id: _unsaid_count(node.name, instruction) for node in named}
            fewest = min(unsaid.values())
            named = [node for node in named if unsaid[node.id] == fewest]
            # the longer look-alike whose every word the part says names itself, not the shorter:
            # "Brick Lane (Large Print) so don't renew that one" keeps plain Brick Lane (fresh16
            # library-0, dev)
            named = [node for node in named if not any(_said_beyond(node, other, part) for other in named)]
        if len(named) > 1 and (placed := _placed_best(named[0], snapshot, part)) in named:
            # one per day's section ("Pudding" on each): the one in the place the part says, "remove
            # pudding on Thursday" (fresh14 dinner-0, dev)
            named = [placed]
        for node in named:
            if (
                node.id in used
                or node.states.get("checked") is not True
                or node.states.get("disabled")
                or _was_done(node, done)
            ):
                continue
            form = _form_of(node)
            sends = [
                i
                for i, step in enumerate(out)
                if normalize_method(step.method) == "click"
                and (button := snapshot.node(step.elementId)) is not None
                and _sends(button)
                and _form_of(button) == form
            ]
            out.insert(
                sends[0] if sends else len(out),
                PlannedStep(elementId=node.id, method="uncheck", arguments=[]),
            )
            used.add(node.id)
    return out


def _said_beyond(node: SnapshotNode, longer: SnapshotNode, part: str) -> bool:
    """Whether ``longer``'s name holds every word of ``node``'s and more, all said in ``part``."""
    mine, theirs = set(_words(node.name)), set(_words(longer.name))
    return mine < theirs and all(_said_whole(word, part) for word in theirs)


def _box_to_tick(node: SnapshotNode, used: set[str], done: Sequence[str]) -> bool:
    """A named box or switch that is unticked, enabled, and no step planned or done touches."""
    return (
        node.role in ("checkbox", "switch")
        and node.id not in used
        and node.states.get("checked") is not True
        and not node.states.get("disabled")
        and bool(node.name)
        and not _was_done(node, done)
    )


# Shorthand for a box or switch on: "anonymous on", "gift aid yes".
_SHORTHAND_ON = re.compile(r"^(?P<what>.+?)\s+(?:on|yes)$", re.IGNORECASE)


def _said_on_in_shorthand(node: SnapshotNode, part: str) -> bool:
    """A shorthand piece "<words> on" whose every word is a word of the box's name, or begins or is
    begun by one ("anonymous on" for Donate anonymously: fresh15 donation-0, dev, left it off)."""
    said = _SHORTHAND_ON.match(part.strip())
    if said is None:
        return False
    words = _words(said.group("what"))
    return any(len(word) >= 4 for word in words) and all(
        _mentioned_at(word, node.name) is not None for word in words
    )


# "add the boosters", "include a gift receipt", "switch on the alerts": what the box is, after the verb
_ADDED_BOX = re.compile(
    r"\b(?:add|include|turn on|switch on)\s+(?:the\s+|a\s+|an\s+|some\s+|my\s+)?"
    r"(?P<what>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s*(?=[,;.!?]|\s+(?:and|then|too|as well|to|in|on|for)\b|$)",
    re.IGNORECASE,
)


def _added_by_its_words(node: SnapshotNode, boxes: Sequence[SnapshotNode], part: str) -> bool:
    """Whether the part adds the box by words of its name that no other box has, one of five
    letters at least: "the upstairs Wi-Fi is awful so add the boosters" for Whole-home Wi-Fi
    boosters (fresh16 broadband-0, dev: the switch stayed off)."""
    for m in _ADDED_BOX.finditer(part):
        words = [w for w in _words(m["what"]) if len(w) >= 3]
        mine = set(_words(node.name))
        if (
            words
            and any(len(w) >= 5 for w in words)
            and all(w in mine for w in words)
            and not any(o is not node and all(w in _words(o.name) for w in words) for o in boxes)
        ):
            return True
    return False


# "Tick the declaration", "accept the terms": the box a form's signer ticks, which its name never
# calls so ("I confirm the details above are correct": fresh8 nursery-0, dev, was sent unticked).
_DECLARATION_SAID = re.compile(
    r"\b(?:tick|check|accept|agree\s+to|sign|confirm)\s+(?:the\s+|my\s+)?(?:declaration|terms|consent)\b",
    re.IGNORECASE,
)
_DECLARING = re.compile(
    r"^\s*I\s+(?:confirm|declare|agree|accept|understand|consent|certify)\b", re.IGNORECASE
)


def _declaration_said(node: SnapshotNode, boxes: Sequence[SnapshotNode], part: str) -> bool:
    """Whether the part ticks the declaration and ``node`` is the page's one box that declares."""
    return (
        _DECLARATION_SAID.search(part) is not None
        and node.role == "checkbox"
        and _DECLARING.match(node.name) is not None
        and sum(_DECLARING.match(box.name) is not None for box in boxes if box.role == "checkbox") == 1
    )


def _missing_ticks(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A tick for each box a "tick X" part names in full that is unticked and no step touches (the
    1.5B model answered 'Tick "Sertraline 50 mg", choose Pick up in store, ...' with the radio alone).
    A box on every row ("Return this item") is ticked on the one row whose place the part names,
    when its verb is a tick or the box's own first word: 'Return the "Insulated water bottle" with
    the reason ...' and "Check Trail running shoes (size 42), pick ..." were answered with the row's
    Reason alone, and a tick on every box of that name would return every item."""
    where = snapshot_places(snapshot)
    used = {step.elementId for step in steps}
    boxes = _boxes(snapshot)
    added = []
    for part in _steps_said(instruction):
        words = part.split()
        if not words:
            continue
        verb = words[0].casefold()
        for node in snapshot.interactive_nodes.values():
            if not _box_to_tick(node, used, done) or _said_off(node.name, part):
                continue
            if node.id in where:
                alike = _alike(node, snapshot)
                if (
                    (
                        (verb not in _TICK_VERBS and verb != _words(node.name)[0])
                        and not _the_rows_one_control(node, snapshot, where, part)
                    )
                    or _placed_best(node, snapshot, part) is not node
                    or any(other.id in used for other in alike)
                ):
                    continue
            elif not (
                (verb in _TICK_VERBS and _named_in_full(_core(node.name), part))
                or _said_on_in_shorthand(node, part)
                or _added_by_its_words(node, boxes, part)
                or _declaration_said(node, boxes, part)
                # a box's own name in quotes, whatever the verb: "with 'near the gate' as a
                # preference" (fresh17 allotment-2, dev)
                or any(_folded(value) == _folded(_core(node.name)) for value in quoted_values(part))
            ):
                continue
            added.append(PlannedStep(elementId=node.id, method="check", arguments=[]))
            used.add(node.id)
    return added


# A part that keeps things as they are, whose row is no row to tick.
_KEEPS = re.compile(r"\b(?:leave|keep|unchanged|as (?:it )?is|not|never|don'?t|without)\b", re.IGNORECASE)


def _the_rows_one_control(
    node: SnapshotNode, snapshot: Snapshot, where: Mapping[str, str], part: str
) -> bool:
    """Whether the box is the only control of its row and the part, which says the row, keeps
    nothing as it is: "Please collect my bedding at half seven" ticks the Bedding row's Include
    (fresh17 laundry-0, dev: the pickup was booked with no items)."""
    place = where[node.id]
    alone = not any(
        other.id != node.id and where.get(other.id) == place for other in snapshot.interactive_nodes.values()
    )
    # the piece of the part that says the row: "... bedding at half seven - the door code is 2615
    # now, not the old one -" keeps the old code, not the row
    pieces = [piece for piece in _PIECE_BREAK.split(part) if _placed_best(node, snapshot, piece) is node]
    return alone and not any(_KEEPS.search(piece) for piece in pieces or [part])


_PIECE_BREAK = re.compile(r"\s[-–—]\s|[,;()]")


def _one_step_per_toggle(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """One step per radio or box: a second would undo a box's tick, and choose a radio already
    chosen (after the checks, "check Pick up in store" and a choice moved onto it were both there).
    The same option chosen twice on one select is one choice too: a look-alike's step moved to the
    row its part names had the model's own step on that row beside it."""
    touched: set[str] = set()
    chosen: set[tuple[str, tuple[str, ...]]] = set()
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        method = normalize_method(step.method)
        if node is not None and node.role in _TOGGLE_ROLES and method in _POINTED:
            if node.id in touched:
                continue
            touched.add(node.id)
        if method == "select_option":
            if (step.elementId, tuple(step.arguments)) in chosen:
                continue
            chosen.add((step.elementId, tuple(step.arguments)))
        out.append(step)
    return out


def _without_ticks_named_by_another(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A tick on a box the instruction names only by words another ticked box's name holds, that
    other named in full, is dropped: "tick I have other pets" also ticked "I have children under 10"
    ("I have" is said, for the other box)."""
    ticked = [
        node
        for step in steps
        if normalize_method(step.method) == "check"
        and (node := snapshot.node(step.elementId)) is not None
        and node.role in ("checkbox", "switch")
    ]
    named = [node for node in ticked if _named_in_full(_core(node.name), instruction)]
    unnamed = {node.id for node in ticked} - {node.id for node in named}
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if node is not None and node.id in unnamed:
            said = {word for word in _words(node.name) if _mentioned_at(word, instruction) is not None}
            if said and any(said <= set(_words(other.name)) for other in named):
                continue
        out.append(step)
    return out


# "with a printed certificate", "with Child seat and Full protection, no additional driver": what
# follows "with", up to a stop, a "no" or a "without".
_WITH_CLAUSE = re.compile(r"\bwith\b(.*?)(?=[.;:!?]|,?\s+(?:no|not|without|but)\b|$)", re.IGNORECASE)
# A box's name says what ticking it does: "Add a printed certificate" is the printed certificate.
_ADDING = re.compile(r"^(?:add|include|get|want)\s+(?:a|an|the|my)?\s*", re.IGNORECASE)


def _ticks_said_with(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A tick for each unticked box a task asks for with "with" that no step touches: "Enrol me on
    ... with a printed certificate" was planned without a tick on "Add a printed certificate
    (+£15)". The box's name, without its remark and an "Add a", is said in full after "with"."""
    clauses = [m.group(1) for m in _WITH_CLAUSE.finditer(instruction)]
    if not clauses:
        return []
    used = {step.elementId for step in steps}
    added = []
    for node in snapshot.interactive_nodes.values():
        if not _box_to_tick(node, used, done) or _said_off(node.name, instruction):
            continue  # (said off: "with system logs not included")
        said = _ADDING.sub("", _core(node.name)).strip()
        if said and any(_names(clause, said) for clause in clauses):
            added.append(PlannedStep(elementId=node.id, method="check", arguments=[]))
            used.add(node.id)
    return added


# Words by which an instruction may ask for a box or switch to end up off, or flipped either way.
_ASKS_FOR_OFF = re.compile(
    rf"\b(?:{'|'.join(_OFF_WORDS_BEFORE)}|unticked|unchecked|disabled|unmark|unsubscribe|stop|opt|toggle|flip"
    r"|switch|change|cancel|delete|deactivate|pause|skip|exclude|decline|reset)\b"
)


def _without_unasked_unticks(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click or untick on a ticked box or switch is dropped when no word of the instruction asks
    for anything to be off, or flipped, and one the instruction does not name in full when it says
    fewer things off than the plan turns off: "Choose Saturday 8 June ..., tick leave with a neighbour and
    enter house number 14, and confirm" was answered with a click on the ticked "Text me when it is
    out for delivery" too, whose "delivery" the task says (fresh13 parcel-0, dev)."""
    offs = [
        step
        for step in steps
        if normalize_method(step.method) in _POINTED
        and (node := snapshot.node(step.elementId)) is not None
        and node.role in ("checkbox", "switch", "menuitemcheckbox")
        and node.states.get("checked") is True
    ]
    asked = len(_ASKS_FOR_OFF.findall(instruction.casefold()))
    if asked >= len({step.elementId for step in offs}):
        return list(steps)
    if asked:
        # More ticked toggles turned off than the instruction says anything off: those it does not
        # name in full are dropped, when one it does is turned off ("turn off towel hire" also turned
        # off Locker hire, whose "hire" it says: fresh14 gym-0, dev).
        named = {
            step.elementId for step in offs if _named_in_full(_core(_name_of(step, snapshot)), instruction)
        }
        if not named:
            return list(steps)
        offs = [step for step in offs if step.elementId not in named]
    return [step for step in steps if step not in offs]


def _name_of(step: PlannedStep, snapshot: Snapshot) -> str:
    node = snapshot.node(step.elementId)
    return node.name if node is not None else ""


def _without_ticks_beside_the_named(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A tick on a box the task does not name, in a set of boxes where it names another in full, is
    dropped when none of the box's own words (those the named one does not share) is said: asked for
    "Sertraline 50mg tablets", the 1.5B model ticked every medicine of the list (fresh6 gp-repeat-0,
    dev). "Amlodipine 10mg" stays for "Amlodipine and the Sertraline 50mg tablets"."""
    boxes = _boxes(snapshot)
    named = [box for box in boxes if _named_in_full(_core(box.name), instruction)]
    if not named:
        return steps

    chains = {box.id: ancestors(snapshot.nodes, box) for box in boxes}  # each read once

    def set_of(node: SnapshotNode) -> str | None:
        # the box's set: its nearest ancestor that holds another box (a fieldset, a list, a form)
        for above in chains[node.id]:
            if any(other != node.id and above in chain for other, chain in chains.items()):
                return above
        return None

    sets = {box.id: set_of(box) for box in boxes}

    def named_beside(node: SnapshotNode) -> list[SnapshotNode]:
        return [box for box in named if sets[box.id] is not None and sets[box.id] == sets[node.id]]

    out: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if (
            node is not None
            and node.role in ("checkbox", "switch")
            and normalize_method(step.method) in ("check", "click")
            and node.states.get("checked") is not True
            and node not in named
            and (beside := named_beside(node))
        ):
            theirs = {word for box in beside for word in _words(_core(box.name))}
            own = [word for word in _words(_core(node.name)) if word not in theirs]
            if own and not any(_mentioned_at(word, instruction) is not None for word in own):
                continue
        out.append(step)
    return out


# What a form's error says when a box it needs is unticked: "Confirm that you can authorise Direct
# Debits from this account.", "Please accept the terms and conditions", "You must agree to ...".
_CONFIRM_ASKED = re.compile(r"\b(confirm|accept|agree|tick|consent|declare)\b", re.IGNORECASE)
_FILLER = frozenset(
    {"that", "this", "with", "from", "your", "have", "will", "they", "them", "there", "please"}
)


def _asked_by_the_page(snapshot: Snapshot) -> list[str]:
    """The lines of the page's alerts (a form's error summary, role alert) that ask to confirm,
    accept or agree to something."""
    alerts = {node.id for node in snapshot.nodes.values() if node.role == "alert"}
    if not alerts:
        return []
    return [
        line
        for node in snapshot.nodes.values()
        if node.role == "StaticText" and alerts.intersection(ancestors(snapshot.nodes, node))
        for line in [node.name]
        if _CONFIRM_ASKED.search(line)
    ]


def _confirmations_the_page_asks_for(
    steps: Sequence[PlannedStep], snapshot: Snapshot, done: Sequence[str]
) -> list[PlannedStep]:
    """A tick on the unticked box a form's error asks to confirm, sharing two words of four letters
    or more with it ("Confirm that you can authorise Direct Debits from this account." for "I am an
    account holder and can authorise Direct Debits from this account"), when no step touches it: the
    task said nothing of the box, the form refused to send without it, and each look after the 1.5B
    model's plan pressed Update again (fresh6 council-dd-0, dev). A task the form refuses is not done;
    the box is the one the form itself names."""
    used = {step.elementId for step in steps}
    added: list[PlannedStep] = []
    for line in _asked_by_the_page(snapshot):
        asked = {word for word in _words(line) if len(word) >= 4 and word not in _FILLER}
        shared = {
            node.id: len(asked.intersection(_words(node.name)))
            for node in snapshot.interactive_nodes.values()
            if node.role == "checkbox"
            and node.states.get("checked") is False
            and node.id not in used
            and not _was_done(node, done)
        }
        # the box sharing the most words, two at least ("This account needs two signatures to set up
        # a Direct Debit" shares two, the box asked for four)
        best = max(shared.values(), default=0)
        boxes = [box for box, count in shared.items() if count == best]
        if best >= 2 and len(boxes) == 1:
            added.append(PlannedStep(elementId=boxes[0], method="check", arguments=[]))
            used.add(boxes[0])
    return added


# What a part says to leave a box on: "towel hire on", "tick Gift Aid", "keep reminders switched on".
_SAID_ON = re.compile(r"\b(?:on|tick|ticked|check|checked|enable|enabled|yes|keep)\b", re.IGNORECASE)
_FLIPS = re.compile(r"\b(?:click|tap|press|toggle|flip|switch over)\b", re.IGNORECASE)


_SAID_ALREADY = re.compile(r"\b(?:is|are|'s|'re)\s+already\b", re.IGNORECASE)
_LEADING_VERB = re.compile(rf"^(?:{STEP_VERBS})\b", re.IGNORECASE)


def parts_already_so(parts: Sequence[str], snapshot: Snapshot) -> int:
    """How many of an instruction's parts ask a box or switch to be as it already is: "towel hire on"
    of a Towel hire switch that is on needs no step, and a plan that rightly takes none must not be
    told a part went undone. A part counts when it names one box or switch (by its first word, and
    more of its words than any other's) and says it on (on, tick, enable, keep) or off as it is."""
    boxes = _boxes(snapshot)
    so = 0
    for part in parts:
        if _SAID_ALREADY.search(part) and not _LEADING_VERB.match(part.strip()):
            # a state the task describes, not a step: "Two adults are already on there; could you add
            # two student tickets ..." (fresh18 museum-2, dev: the act failed for want of its step)
            so += 1
            continue
        # the box the part names by its first word, and more of its words than any other's: shorthand
        # names "Towel hire" by "towel"
        said = {
            box.id: sum(_said_whole(word, part) for word in _words(_core(box.name)) if len(word) >= 3)
            for box in boxes
            if _words(_core(box.name))[:1] and _said_whole(_words(_core(box.name))[0], part)
        }
        best = max(said.values(), default=0)
        named = [box for box in boxes if best and said.get(box.id) == best]
        if len(named) != 1 or not isinstance(named[0].states.get("checked"), bool) or _FLIPS.search(part):
            continue  # "click on Gift Aid", "toggle reminders": a change asked, whatever the state
        on = named[0].states["checked"] is True
        off_said = _said_off(named[0].name, part)
        if (off_said and not on) or (not off_said and on and _SAID_ON.search(part)):
            so += 1
    return so
