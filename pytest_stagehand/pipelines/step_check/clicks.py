"""Clicks: loops and runaway plans cut, clicks beyond the times the instruction names an element
dropped, a click moved to the element named in full, text typed on a button a click part names made
that click, "click X" parts no step does added, and stray, disabled, undoing or unnamed clicks
dropped."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence, Set
from functools import partial

from ...actions.methods import normalize_method
from ...prompts.compound import PlannedStep, clauses, quoted_values
from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import snapshot_places
from .counts import _row_cells, _row_of, _with_digits
from .forms import _form_of, _sends
from .nodes import (
    _CLICKED_ROLES,
    _GIVING,
    _POINTED,
    _TYPING,
    _is_text_field,
    _named_whole_else_core,
    _options_of,
    _same_kind,
    _was_done,
)
from .order import _anchor
from .panels import tab_named, tabs_named_not_shown
from .places import _box_of_the_row_said, _place_named, _placed_best, _said_name
from .words import (
    _HOW_OFTEN,
    _PART_BREAK,
    _QUOTED_TEXT,
    _VERB_WORDS,
    _core,
    _folded,
    _inside_a_longer,
    _mentioned_at,
    _named_in_full,
    _names,
    _said_whole,
    _steps_said,
    _value_at,
    _words,
)

# A part of the instruction that starts with one of these asks for a click on what it names.
_CLICK_VERBS = frozenset({"click", "press", "tap", "hit", "push"})
# ... and these, when what it names is a button ("choose a 25% tip" among tip buttons).
_CLICK_OR_CHOOSE_VERBS = _CLICK_VERBS | {"choose", "pick", "select", "open"}

_CLICK_VERB = re.compile(rf"\b(?:{'|'.join(sorted(_CLICK_VERBS))})\b", re.IGNORECASE)

_EVERY = re.compile(r"\b(?:every|all|each)\b", re.IGNORECASE)

# Buttons that undo or leave what the instruction is doing, and the words that ask for such a thing.
_UNDOING_NAMES = (
    "cancel", "reset", "discard", "clear", "start over", "restore defaults", "delete", "remove", "unsubscribe",
    "sign out", "log out", "close", "dismiss", "back", "move to trash", "trash",
)  # fmt: skip
_UNDOING = re.compile(rf"^(?:{'|'.join(_UNDOING_NAMES)})\b", re.IGNORECASE)
_ASKS_TO_UNDO = re.compile(
    rf"\b(?:{'|'.join((*_UNDOING_NAMES, 'restore', 'undo', 'empty', 'abort', 'quit', 'exit', 'erase', 'wipe'))})\b",
    re.IGNORECASE,
)


def _without_loop(steps: Sequence[PlannedStep], wanted: int) -> list[PlannedStep]:
    """A small model can fall into a loop, answering the same few steps over and over until its
    token limit (three tabs clicked in turn, 14 times). A plan more than twice as long as the parts
    of the instruction that repeats one cycle to its end is cut to the cycle's first turn."""
    if len(steps) <= 2 * max(wanted, 1):
        return list(steps)
    for size in range(1, len(steps) // 2 + 1):
        if all(steps[i] == steps[i - size] for i in range(size, len(steps))):
            return list(steps[:size])
    return list(steps)


def _without_runaway_clicks(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, wanted: int
) -> list[PlannedStep]:
    """A plan more than twice as long as the instruction's parts that clicks elements the instruction
    does not name in full keeps only the steps it does name: the 1.5B model clicked every seat of a
    seat map for 'select seat "15A", ...' (11 clicks), and every toolbar button for "share the file
    with ..." (Share, Move to trash, Rename, Download, ...). A name is named without its remarks too
    ("10% ($3.20)" by "leave a 10% tip"). The act looks again after what is left."""
    if len(steps) <= 2 * max(wanted, len(clauses(instruction)), 1) or _EVERY.search(instruction):
        return steps
    named = [
        step
        for step in steps
        if normalize_method(step.method) not in _POINTED
        or (
            (node := snapshot.node(step.elementId)) is not None
            and (
                (
                    (
                        bool(_named_whole_else_core([node], partial(_named_in_full, instruction=instruction)))
                        or _a_part_is_its_name(node, snapshot, instruction)
                    )
                    and _placed_best(node, snapshot, instruction) in (None, node)
                )
                # a look-alike whose place the instruction names ("the 10:30 slot on Wednesday" of
                # the Select buttons of every slot's row) is named by its place
                or _named_by_place_alone(node, snapshot, instruction)
            )
        )
    ]
    return named or steps


def _named_by_place_alone(node: SnapshotNode, snapshot: Snapshot, instruction: str) -> bool:
    """Whether the instruction names the look-alike's place more fully than any other place on the
    page and names no other element there: "the 10:30 slot on Wednesday" of that row's Select; not
    the Join waitlist of section B for "Click Enroll on PSYC 101 ... section A"."""
    places = snapshot_places(snapshot)
    own = places.get(node.id)
    if own is None or _placed_best(node, snapshot, instruction) is not node:
        return False
    score = _place_named(own, instruction)[0]
    if any(_place_named(place, instruction)[0] >= score for place in set(places.values()) - {own}):
        return False
    return not any(
        other.id != node.id and places.get(other.id) == own and _named_in_full(_core(other.name), instruction)
        for other in snapshot.interactive_nodes.values()
    )


def _boxes_a_part_names(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A tick for an unticked box or switch a part of the instruction names by its words alone
    ("Enroll in CHEM 120 section B, Pass/Fail, email my advisor, confirm enrollment": "Email my
    advisor about this change"; "allow partial shipment", fresh10 picklist-2, dev), when no step
    uses it; not for a part that says no or off."""
    taken = {step.elementId for step in steps}
    parts = [part for part in _PART_BREAK.split(instruction) if not _NO.search(part)]
    return [
        PlannedStep(elementId=node.id, method="check", arguments=[])
        for node in snapshot.interactive_nodes.values()
        if node.role in ("checkbox", "switch")
        and node.states.get("checked") is False
        and node.states.get("disabled") is not True
        and node.id not in taken
        and not _was_done(node, done)
        and _a_part_is_its_name(node, snapshot, "; ".join(parts), words_at_least=2)
    ]


_NO = re.compile(
    r"\b(?:no|not|don't|do not|never|without|untick|uncheck|leave|off|disable|remove)\b", re.IGNORECASE
)
# Saying a row is to stay as it is: "(keep Brazil Santos)".
_KEPT = re.compile(r"\b(?:keep|keeping|unchanged|as (?:it )?is)\b", re.IGNORECASE)


def _row_boxes_a_part_names(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A tick for each unticked box :func:`_boxes_named_by_their_row` finds that no step uses:
    "coffee: + Colombia Huila (keep Brazil Santos), grind filter, ..." includes Colombia Huila, not
    Colombia Huila Decaf (fresh18 coffee-2, dev: no step ticked it)."""
    taken = {step.elementId for step in steps}
    named = _boxes_named_by_their_row(snapshot, instruction)
    return [
        PlannedStep(elementId=node.id, method="check", arguments=[])
        for node in snapshot.interactive_nodes.values()
        if node.id in named
        and node.states.get("checked") is False
        and node.states.get("disabled") is not True
        and node.id not in taken
        and not _was_done(node, done)
    ]


def _boxes_named_by_their_row(snapshot: Snapshot, instruction: str) -> set[str]:
    """The boxes, each its table row's only control, whose row's first cell a part of the
    instruction names in full (and no longer look-alike's), the part saying nothing of keeping it or
    taking it off. A remark in brackets is its own part: "(keep Brazil Santos)"."""
    parts = [
        part
        for part in _PART_BREAK.split(re.sub(r"[()]", ";", instruction))
        if part.strip() and not _NO.search(part) and not _KEPT.search(part)
    ]
    # each control's row, found once: how many controls each row holds
    rows = {
        node.id: row.id for node in snapshot.interactive_nodes.values() if (row := _row_of(snapshot, node))
    }
    held = Counter(rows.values())
    heads: dict[str, str] = {}
    for node in snapshot.interactive_nodes.values():
        if node.role in ("checkbox", "switch") and node.id in rows and held[rows[node.id]] == 1:
            cells = _row_cells(snapshot, node)
            if cells:
                heads[node.id] = cells[0]
    found = set()
    for part in parts:
        named = [head for head in heads.values() if _named_in_full(head, part)]
        found |= {
            node_id for node_id, head in heads.items() if head in named and not _inside_a_longer(head, named)
        }
    return found


def _as_named(word: str, name: set[str]) -> str:
    """The name's word that ``word`` is another form of (one begins the other, four letters at
    least: "misting" of "mist"), else ``word``."""
    forms = [w for w in name if min(len(w), len(word)) >= 4 and (word.startswith(w) or w.startswith(word))]
    return forms[0] if len(forms) == 1 else word


def _a_part_is_its_name(
    node: SnapshotNode, snapshot: Snapshot, instruction: str, words_at_least: int = 1
) -> bool:
    """Whether a part of the instruction (between commas, "and", "then") says nothing but words of
    the element's name, and of no other element's: "Accept, Roast beef for Hugo Berg, ..." names
    "Joyfully accept" (not 'seat "15A"' Seat 15B, whose words split as "seat 15 b")."""
    name = set(_words(node.name))
    for part in _PART_BREAK.split(instruction):
        if len(set(_words(part)) & name) < words_at_least:
            continue
        # a word said in another form of the name's ("misting" for Mist Monstera (bedroom); fresh11
        # plantwater-0, dev) is the name's
        said = {_as_named(word, name) for word in _words(part) if word not in _VERB_WORDS or word in name}
        if not said or len(said) > 3 or not said <= name:
            continue
        others = [
            other
            for other in snapshot.interactive_nodes.values()
            if other.id != node.id and said <= set(_words(other.name))
        ]
        if not others:
            return True
    return False


def _without_repeated_clicks(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A 1.5B model planned "click Next" seven times for 'Type ... into Work email, press Next, enter
    ...': the first click moved the wizard on and hid the button, and each further click waited out
    the act's timeout. Clicks (or checks) on one element beyond the number of times the instruction
    names it (in how many of its parts; once, when none does) are dropped, unless it says how often."""
    if _HOW_OFTEN.search(instruction):
        return list(steps)
    out: list[PlannedStep] = []
    times: dict[str, int] = {}
    for step in steps:
        node = snapshot.node(step.elementId)
        if node is not None and node.name and normalize_method(step.method) in _POINTED:
            times[step.elementId] = times.get(step.elementId, 0) + 1
            if times[step.elementId] > max(1, _times_named_first(node, snapshot, instruction)):
                continue
        out.append(step)
    return out


def _times_named_first(node: SnapshotNode, snapshot: Snapshot, instruction: str) -> int:
    """In how many parts of the instruction the element is named (by a word of its name), a part
    that names another element in full with more words not counted: "confirm the booking" names Confirm
    booking, not Book a second time (the 1.5B model's Book clicks on look-alike rows became two on
    Yin Yoga's: fresh9 gym-0, dev)."""
    longer = [
        other
        for other in snapshot.interactive_nodes.values()
        if other.id != node.id and other.name and len(_words(other.name)) > len(_words(node.name))
    ]
    return sum(
        _mentioned_at(node.name, part) is not None
        and not any(_named_in_full(_core(other.name), part) for other in longer)
        for part in clauses(instruction)
    )


def _without_redone(
    steps: list[PlannedStep], snapshot: Snapshot, done: Sequence[str], wanted: int
) -> list[PlannedStep]:
    """Asked for the rest after a dialog opened, a 1.5B model answered the step already done again
    ("Archive draft", then "OK"). Leading steps on elements already acted on are dropped while the
    plan holds more steps than the parts of the instruction left (so "click ONE, then click ONE"
    keeps its second click)."""
    out = list(steps)
    while len(out) > max(wanted, 1):
        node = snapshot.node(out[0].elementId)
        if node is None or not _was_done(node, done):
            break
        out.pop(0)
    return out


def _without_values_typed_before(
    steps: list[PlannedStep], snapshot: Snapshot, done: Sequence[str]
) -> list[PlannedStep]:
    """A value typed onto what takes no text (a box, a button) is dropped when a step already done
    typed it into a field: in the dialog a phone number had opened, the 1.5B model typed that number
    on the Tree nut allergy box, and the act failed on it (fresh16 trip-0, dev)."""
    typed_before = {_folded(step) for step in done}
    return [
        step
        for step in steps
        if not (
            normalize_method(step.method) in _TYPING
            and step.arguments
            and step.arguments[0].strip()
            and (node := snapshot.node(step.elementId)) is not None
            and not _is_text_field(node)
            and node.role != "combobox"
            and any(
                text.startswith(f"{verb} {_folded(step.arguments[0])} on ")
                for text in typed_before
                for verb in ("fill", "type")
            )
        )
    ]


def _clicked_where_named(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A click (or check) on an element the instruction names only in part, or not at all, goes to
    the one element of its kind (buttons and links alike, as users see them; a checkbox for a
    checkbox) it names in full that no step uses ("Forgot password?" -> "Login" for "... the password
    "abc" ... and press login")."""
    out = list(steps)
    # a count said in words names the element that shows it in figures: "delivered every three
    # weeks" names Every 3 weeks, not Every week (fresh18 coffee-0, dev)
    in_figures = _with_digits(instruction)
    for index, step in enumerate(out):
        node = snapshot.node(step.elementId)
        if (
            node is None
            or normalize_method(step.method) not in _POINTED
            or _named_in_full(node.name, instruction)
            or _named_in_full(node.name, in_figures)
        ):
            continue
        taken = {other.elementId for other in out}
        alike = [other for other in snapshot.interactive_nodes.values() if _same_kind(other, node)]
        said = [other for other in alike if _named_in_full(other.name, instruction)]
        named = [
            other
            for other in said
            if other.id not in taken
            and not _was_done(other, done)
            # not a name said only inside a longer one: "Standard" of "Select Standard plus as the
            # ticket type" (fresh11 badge-2, dev)
            and not _inside_a_longer(other.name, (longer.name for longer in said))
        ]
        if len(named) == 1:
            out[index] = step.model_copy(update={"elementId": named[0].id})
    return out


# A button named by a number: a time, a seat, a code ("21:10", "15A", "B12").
_NUMBERED = re.compile(r"[A-Za-z]{0,3}\d[\d:.]*[A-Za-z]?")


def _openers_a_part_names(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A click on the one button that no step uses whose name past its verb (two words at least) a
    part says whole, when the part names nothing else on the page in full: "if I'm out the safe place
    is back garden" for "Choose safe place", which opens the dialog that holds Back garden (fresh15
    parcel-2, dev: the redelivery was booked with no safe place). The act looks again once it opens."""
    taken = {step.elementId for step in steps}
    nodes = [node for node in snapshot.interactive_nodes.values() if node.name and node.role != "option"]
    added: list[PlannedStep] = []
    for part in clauses(instruction):
        named = [
            node
            for node in nodes
            if node.role == "button"
            and len(rest := _words(_core(node.name))[1:]) >= 2
            and all(_said_whole(word, part) for word in rest)
        ]
        formed = _openers_by_a_word_form(nodes, part, snapshot)
        # a quoted value the page does not show is behind the one collapsed button the part names so,
        # whatever else the part names: "... the Mill Lane site, ... with 'near the gate' as a
        # preference" for "More preferences", not the "Join waiting list" it also says (fresh17
        # allotment-2, dev: the preference was never ticked)
        hidden_behind = [node for node in formed if node.states.get("expanded") is False]
        if len(hidden_behind) == 1:
            named = hidden_behind
        elif not named:
            named = formed
        others = (
            []
            if len(hidden_behind) == 1
            else [node for node in nodes if node.role != "button" and _named_in_full(_core(node.name), part)]
        )
        if len(named) != 1 or others or named[0].id in taken or _was_done(named[0], done):
            continue
        added.append(PlannedStep(elementId=named[0].id, method="click", arguments=[]))
        taken.add(named[0].id)
    return added


def _openers_by_a_word_form(
    nodes: Sequence[SnapshotNode], part: str, snapshot: Snapshot
) -> list[SnapshotNode]:
    """The buttons a part giving a quoted value the page does not show names by another form of a
    word past the button's verb (five letters at least, one beginning the other): "install 'Fri 13
    June, 1pm-6pm'" for "Change installation slot", whose dialog holds the slots (fresh16
    broadband-2, dev: the engineer's slot was never chosen)."""
    shown = _folded(snapshot.text)
    values = [value for value in quoted_values(part) if _folded(value) not in shown]
    if not values:
        return []
    said = part
    for value in values:
        said = said.replace(value, " ")
    words = [word for word in _words(said) if len(word) >= 5]
    return [
        node
        for node in nodes
        if node.role == "button"
        and any(
            len(own) >= 5 and (own.startswith(word) or word.startswith(own))
            for own in _words(_core(node.name))[1:]
            for word in words
        )
    ]


def _missing_clicks(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A click for each "click X" (or "choose X") part of the instruction no step does, when exactly
    one element (a button, link or tab) that no step uses carries X's name in full, or else its name
    without remarks in parentheses ("25% ($8.00)" for "choose a 25% tip"), or else its place among
    look-alikes ("Select" on the Ultimate card for "Choose Ultimate"). Among look-alikes, the one
    whose place the part names; and a part whose verb is their name ("Edit the Hotel Aurora
    expense", "Reply to Priyanka's comment") clicks the one of the row or card it names. A 1.5B model planned both
    fields of 'Type "ada" as the name, "US" as the password, then click Submit' and stopped; it left
    out the tip button of 'Choose a 25% tip, write "..." for the driver and click Pay and order'."""
    taken = {step.elementId for step in steps}
    where = snapshot_places(snapshot)
    added = []
    for part in clauses(instruction):
        words = part.split()
        if not words:
            continue
        verb = words[0].casefold()
        buttons = [
            node for node in snapshot.interactive_nodes.values() if node.role in _CLICKED_ROLES and node.name
        ]
        if verb in _CLICK_OR_CHOOSE_VERBS:
            named = _named_whole_else_core(buttons, partial(_named_in_full, instruction=part)) or [
                node for node in buttons if (place := where.get(node.id)) and _named_in_full(place, part)
            ]
        else:  # "Edit the Hotel Aurora expense": the verb is the name of a button on every row
            named = _named_by_the_verb(buttons, where, part)
        if not named and verb not in _VERB_WORDS:
            # a part with no verb that says a button's number whole: "... for the 21:10 IMAX 3D
            # showing" (a time, a seat, a size)
            named = [node for node in buttons if _NUMBERED.fullmatch(node.name) and _names(part, node.name)]
        if len(named) > 1:  # look-alikes: the one whose place the part names, else the instruction
            best = _placed_best(named[0], snapshot, part) or _placed_best(named[0], snapshot, instruction)
            named = [best] if best is not None and best in named else named
        if len(named) != 1 or named[0].id in taken or _was_done(named[0], done):
            continue
        added.append(PlannedStep(elementId=named[0].id, method="click", arguments=[]))
        taken.add(named[0].id)
    return added


def _named_by_the_verb(
    buttons: Sequence[SnapshotNode], where: Mapping[str, str], part: str
) -> list[SnapshotNode]:
    """The placed look-alikes whose name is the part's verb ("Edit" of "Edit the Hotel Aurora
    expense"), or begins with it and has the rest of its words in the part ("Sign up" of "Sign Tom
    Hughes up for Delivery driving", "Give consent" of "Give consent for Efua Bello to go ...")."""
    words = _words(part)
    if not words:
        return []
    said = set(words)
    return [
        node
        for node in buttons
        if node.id in where
        and (name := _words(node.name))
        and (name[0] == words[0] or _SIGNING_UP.issuperset((name[0], words[0])))
        and set(name[1:]) - _NAMES_NOTHING <= said
    ]


# Verbs that take a place on a list's row, one for another: "Sign me up for the Advanced Rust
# workshop" opens its card's Register link (fresh5 workshop_signup-2, dev: only a day was chosen).
_SIGNING_UP = frozenset({"sign", "signup", "register", "enrol", "enroll", "join"})
# Words of a row's button that name nothing of the row: "Claim this item" is claimed by "Claim found
# item LP-4503" (fresh5 lost_property-0, dev).
_NAMES_NOTHING = frozenset({"this", "that", "it", "item", "one", "here", "now"})


def _filters_list(step: PlannedStep, snapshot: Snapshot) -> bool:
    """A choice on a list's filter (a select whose first option is "All ..." or "Any ..."): once the
    plan opens a row, filtering the list only risks hiding it ("Return: Collect from Leeds station"
    chose Leeds as the Station filter, hiding the York item the task claims: fresh5 lost_property-0)."""
    node = snapshot.node(step.elementId)
    if node is None or node.tag != "select" or normalize_method(step.method) != "select_option":
        return False
    options = _options_of(snapshot, node)
    return bool(options) and options[0].casefold().startswith(("all ", "any "))


def _row_button_the_verb_names(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A whole task's part whose verb names a button or link of every row of a list ("Request" on
    each catalogue row, "Sign up" on each shift card) clicks the one of the row the part names best,
    when no step clicks any of them or did: the 1.5B model typed the volunteer's name into the list's
    filter and chose a day, and never opened the shift (fresh4 volunteer-0, itrequest-0, dev). The
    page the click leads to is where the rest of the task goes on."""
    where = snapshot_places(snapshot)
    buttons = [
        node for node in snapshot.interactive_nodes.values() if node.role in _CLICKED_ROLES and node.name
    ]
    used = {step.elementId for step in steps}
    before: list[str] = []
    for part in clauses(instruction):
        before.append(part)
        named = _named_by_the_verb(buttons, where, part)
        if len(named) < 2 or any(_was_done(node, done) for node in named):
            continue
        # The row whose place the part says the most of, more than of any other ("a shift on Saturday
        # 14 June" says as much of four Saturday shifts: none is opened); a part that says no row
        # ("Claim it: I'm Ravi Menon") claims the one the task described before it (fresh5
        # lost_property-2, dev).
        for said in (set(_words(part)), set(_words(" ".join(before)))):
            ranked = sorted(
                ((len(set(_words(where[node.id])) & said), node) for node in named), key=lambda x: -x[0]
            )
            (best, node), (second, _) = ranked[:2]
            if best >= 2:
                break
        if best < 2 or best == second:
            continue
        if node.id in used:
            return steps
        # A click on another row's button goes to this one (fresh5 workshop_signup-0, dev: the model
        # clicked the first card's Register, for the workshop the task named last on the page).
        others = {other.id for other in buttons if _folded(other.name) == _folded(node.name)}
        kept = [step for step in steps if step.elementId not in others and not _filters_list(step, snapshot)]
        return [*kept, PlannedStep(elementId=node.id, method="click", arguments=[])]
    if not any(normalize_method(step.method) in _POINTED for step in steps):
        return _row_the_task_picks_out(steps, snapshot, buttons, where, instruction, done)
    return steps


# A time or a reference: one of them alone picks a row out ("the 09:32", "LP-4503").
_ROW_KEY = re.compile(r"^(?:\d{1,2}:\d{2}|[a-z]{1,4}-?\d{3,})$")


def _row_the_task_picks_out(
    steps: list[PlannedStep],
    snapshot: Snapshot,
    buttons: Sequence[SnapshotNode],
    where: Mapping[str, str],
    instruction: str,
    done: Sequence[str],
) -> list[PlannedStep]:
    """A plan that clicks nothing on a list whose rows each bear the same button ("Choose seats"),
    when the task picks one row out by a time or a reference its place shows and no other's does: that
    row's button. "Reserve a seat on the 09:32 York to King's Cross" planned no step on the journeys
    page (fresh5 seat_reservation-0, dev): no verb of the task is the button's."""
    said = set(_words(instruction))
    keys = {word for word in said if _ROW_KEY.match(word)}
    groups: dict[str, list[SnapshotNode]] = {}
    for node in buttons:
        if node.id in where:
            groups.setdefault(_folded(node.name), []).append(node)
    picked = [
        node
        for alike in groups.values()
        if len(alike) > 1 and not any(_was_done(other, done) for other in alike)
        for node in alike
        if keys & set(_words(where[node.id]))
        and not any(keys & set(_words(where[other.id])) for other in alike if other is not node)
    ]
    if len(picked) != 1:
        return steps
    kept = [step for step in steps if not _filters_list(step, snapshot)]
    return [*kept, PlannedStep(elementId=picked[0].id, method="click", arguments=[])]


def _named_tab_first(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A tab the instruction names whole that is not the one shown ("Book the 07:30 Boxfit class on
    Wednesday" beside day tabs) is clicked first: what the instruction asks for is on its panel, and
    the act looks again once the panel changed. The 1.5B model booked Monday's 07:30 class, the one
    the shown tab lists. Only when one such tab is named, and no step clicks it or did. When the tab
    shown is named too, the steps the instruction says before the other tab go first ("On the
    Extras tab, tick Booster cushion; on the Driver tab, ...": fresh16 carhire-2, dev)."""
    named = tabs_named_not_shown(snapshot, instruction)
    if len(named) != 1 or _was_done(named[0], done):
        return steps
    tab = named[0]
    rest = [step for step in steps if step.elementId != tab.id]
    click = PlannedStep(elementId=tab.id, method="click", arguments=[])
    shown = [
        n for n in snapshot.interactive_nodes.values() if n.role == "tab" and n.states.get("selected") is True
    ]
    tab_at = _mentioned_at(tab.name, instruction)
    if len(shown) != 1 or tab_at is None or not tab_named(instruction, shown[0], snapshot):
        return [click, *rest]
    said_before = [
        step
        for step in rest
        if (node := snapshot.node(step.elementId)) is not None
        and node.name
        and (at := _mentioned_at(_core(node.name), instruction)) is not None
        and at < tab_at
    ]
    return [*said_before, click, *(step for step in rest if step not in said_before)]


def _last_button_said(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str] = ()
) -> list[PlannedStep]:
    """The task's last step names a button in full that no step clicks or did ("... and save the
    recipe to my collection": Save recipe; "5. Click 'Save recipe'."; "..., send RSVP"): its click
    ends the plan. The part's verb is a click verb or the button's own first word. (Planning the rest
    after "Accept" showed the meal selects, the 1.5B model chose both meals and left out Send RSVP.)"""
    if not steps:
        return steps
    pieces = _steps_said(instruction)
    last = pieces[-1] if pieces else ""
    verb = next(iter(_words(last)), "")
    used = {step.elementId for step in steps}
    named = [
        node
        for node in snapshot.interactive_nodes.values()
        if node.role == "button"
        and node.name
        and (verb in _CLICK_VERBS or verb == next(iter(_words(node.name)), None))
        and _named_in_full(_core(node.name), last)
    ]
    if len(named) != 1 or named[0].id in used or _was_done(named[0], done):
        return steps
    return [*steps, PlannedStep(elementId=named[0].id, method="click", arguments=[])]


def _bare_verb_click_last(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """An instruction whose last part is its verb alone ("make Alexa Morgan an admin and Grace Kim a
    viewer, and apply") ends with a click on the one button that starts with that verb ("Apply
    changes") when no step clicks it: a 1.5B model left it out and the choices were never applied."""
    parts = clauses(instruction)
    last = _words(parts[-1]) if len(parts) > 1 else []
    if len(last) != 1 or not last[0].isalpha():
        return steps
    verb = last[0]
    named = [
        node
        for node in snapshot.interactive_nodes.values()
        if node.role == "button"
        and node.states.get("disabled") is not True
        and next(iter(_words(node.name)), None) == verb
    ]
    if len(named) != 1 or any(step.elementId == named[0].id for step in steps):
        return steps
    return [*steps, PlannedStep(elementId=named[0].id, method="click", arguments=[])]


def _without_stray_clicks(
    steps: list[PlannedStep],
    snapshot: Snapshot,
    instruction: str,
    wanted: int,
    counting: Set[str] = frozenset(),
) -> list[PlannedStep]:
    """A 1.5B model often opens a plan with a click on a button the instruction never names ("Reset"
    before "Type Ada ..., then click Send"), or adds a choice it never asks for ("Repeat: Monthly"
    for 'Add "Flight to Oslo" on 2026-03-17 starting at 14:30'). Such a step is dropped, but only
    when every other step is anchored in the instruction (so the model was not reading a redesigned
    page by meaning) and the steps left still cover every part of the instruction. Text a step types
    names nothing: "put 'Open the dashboard and click Export' in the steps field" names neither the
    Dashboard nor the Export box. A stepper's button that sets a count the task gives
    (``counting``) is no stray, named or not."""
    names = _without_typed_text(steps, instruction)
    by_their_row = _boxes_named_by_their_row(snapshot, instruction)
    stray = [
        step
        for step in steps
        if step.elementId not in counting
        and (node := snapshot.node(step.elementId)) is not None
        and _words(node.name)
        # its name without remarks: "City bike ($4 per hour)" is not named by "3 hours"
        and _mentioned_at(_core(_said_name(node, snapshot)), names) is None
        # a row's box named by its row alone ("collect my bedding": the Bedding row's Include, beside
        # "Bedding - duvet only"; fresh17 laundry-0, dev)
        and not _box_of_the_row_said(node, snapshot, instruction)
        and node.id not in by_their_row
        and (
            normalize_method(step.method) in _POINTED
            # a choice nobody asked for: neither the select nor the option is in the instruction
            or (
                normalize_method(step.method) == "select_option"
                and bool(step.arguments)
                and _mentioned_at(step.arguments[0], instruction) is None
            )
        )
    ]
    kept = [step for step in steps if step not in stray]
    if not stray or len(kept) < max(wanted, 1):
        return steps
    if any(_anchor(step, snapshot, instruction) is None and step.elementId not in counting for step in kept):
        return steps
    return kept


def _without_typed_text(steps: Sequence[PlannedStep], instruction: str) -> str:
    """The instruction without the quoted values the steps type, where element names are read."""
    typed = {
        _folded(step.arguments[0])
        for step in steps
        if normalize_method(step.method) in _TYPING and step.arguments and step.arguments[0].strip()
    }
    return _QUOTED_TEXT.sub(lambda m: " " if _folded(m.group(2)) in typed else m.group(0), instruction)


def _clicked_not_typed(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """Text typed on a button a click part before it names is that click, and a key then pressed on
    the button it clicked is no second click: "hit Reply, type 'Lime zest works too', ..." was
    answered by typing into Reply, whose reply box shows only once it is clicked (the act looks
    again then), and pressing Enter on it."""
    out: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        method = normalize_method(step.method)
        if node is not None and node.role in _CLICKED_ROLES and not _is_text_field(node):
            clicked = any(s.elementId == node.id and normalize_method(s.method) == "click" for s in out)
            if method == "press" and clicked:
                continue
            if (
                method in _TYPING
                and step.arguments
                and _click_part_before(node, step.arguments[0], instruction)
            ):
                if clicked and out[-1].elementId == node.id:
                    continue
                step = PlannedStep(elementId=node.id, method="click", arguments=[])
        out.append(step)
    return out


def _click_part_before(node: SnapshotNode, value: str, instruction: str) -> bool:
    """Whether a part with a click verb names the element in full before the instruction gives the
    value ("Answer Tom B.: hit Reply, type 'Lime zest works too'")."""
    value_at = _value_at(value, instruction)
    if value_at is None:
        return False
    start = 0
    for part in clauses(instruction):
        offset = instruction.find(part, start)
        start = offset + len(part) if offset >= 0 else start
        if 0 <= offset < value_at and _CLICK_VERB.search(part) and _named_in_full(_core(node.name), part):
            return True
    return False


def _without_disabled_strays(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click on a disabled element the instruction does not name in full is dropped: it would wait
    out the act's whole timeout (a seat map's "Seat 15B, taken" beside the "15A" asked for waited
    400 s). One the instruction names ("click Pay now", enabled once the fields are filled) stays."""
    return [
        step
        for step in steps
        if normalize_method(step.method) not in _POINTED
        or (node := snapshot.node(step.elementId)) is None
        or node.states.get("disabled") is not True
        or _named_in_full(_core(node.name), instruction)
    ]


def _without_undoing_clicks(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click on Cancel, Reset, Discard and the like is dropped, whatever else the plan holds, when
    the instruction asks for nothing of the kind: "continue and confirm it" was answered with Continue,
    then Cancel (the Confirm button appeared only after Continue). "Clear the form" may mean Reset."""
    if _ASKS_TO_UNDO.search(instruction):
        return steps
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if (
            node is not None
            and normalize_method(step.method) in _POINTED
            and node.role in _CLICKED_ROLES
            and _UNDOING.match(node.name.strip())
        ):
            continue
        out.append(step)
    return out


def _without_unnamed_clicks(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click (or a tick) on an element whose name holds words the task never says, and none it
    says ("Add Red Kettle" for "Add the Blue Mug to the cart twice": the model clicked every
    product), is dropped; verbs ("Add", "Continue") say nothing either way, unless many elements bear
    the same verb alone. A form's submit button stays when the plan fills a field of its form
    ("Next", which the task need not name; not "Save draft", a plain button beside it), and so does
    the one element whose name bears a verb the task says."""
    said = set(_words(_without_quoted_text(instruction, snapshot)))
    filled_forms = {
        _form_of(snapshot.node(step.elementId)) for step in steps if normalize_method(step.method) in _GIVING
    }
    names = [_folded(node.name) for node in snapshot.interactive_nodes.values() if node.name]
    kept: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if normalize_method(step.method) in _POINTED and node is not None:
            words = _words(_said_name(node, snapshot))
            own = [word for word in words if word not in _VERB_WORDS]
            form = _form_of(node)
            sends_a_filled_form = form is not None and form in filled_forms and _sends(node)
            # A verb alone names nothing when each row of a list bears it ("Save" beside every job):
            # which one the model clicked is chance, unless the task says the verb.
            one_of_many = not own and words and names.count(_folded(node.name)) > 1
            if (
                (own or one_of_many)
                and not (said.intersection(own or words) - _said_for_another(node, said, snapshot))
                and not sends_a_filled_form
                and not _the_one_bearing_a_said_verb(node, words, said, snapshot)
            ):
                continue
        kept.append(step)
    return kept


_TOKEN_WORDS = re.compile(r"[a-z]+")
# Words after a verb that name no object: "Save changes", "Remove all".
_NO_OBJECT = frozenset(
    {"changes", "change", "settings", "all", "selected", "items", "item", "it", "this", "now"}
)
# Buttons that keep, share or drop what they stand beside ("Follow The Lantern Keepers", "Save Python
# for Data Analysis (Beginner)"): a task that does not say the verb does not want the click, whatever
# else of the name it says.
_SIDE_EFFECT_VERBS = frozenset(
    {"follow", "unfollow", "save", "share", "like", "favourite", "favorite", "bookmark", "star", "pin"}
    | {"watch", "subscribe", "report", "hide", "mute", "block", "compare", "print", "download", "export"}
    | {"archive", "delete", "remove", "copy", "duplicate", "wishlist"}
)


def _without_side_effect_clicks(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click on a button whose name starts with a verb that keeps, shares or drops something
    (Follow, Save, Share, Remove ...) and then names what (not "Save changes") is dropped when the
    task never says that verb: the 1.5B model
    clicked "Follow The Lantern Keepers" twice on the way to buying its tickets, and "Save Python for
    Data Analysis (Beginner)" on the way to enrolling on the Intermediate course."""
    kept = []
    for step in steps:
        node = snapshot.node(step.elementId)
        words = _TOKEN_WORDS.findall(node.name.casefold()) if node is not None else []
        first, rest = (words[0], set(words[1:]) - _NO_OBJECT) if words else ("", set())
        if (
            normalize_method(step.method) == "click"
            and node is not None
            and node.role in _CLICKED_ROLES
            and first in _SIDE_EFFECT_VERBS
            and rest  # "Save changes" may be what sends the task's form; "Save <a course>" keeps one
            and not _said_whole(first, instruction)
        ):
            continue
        kept.append(step)
    return kept


def _the_one_bearing_a_said_verb(
    node: SnapshotNode, words: Sequence[str], said: set[str], snapshot: Snapshot
) -> bool:
    """ "Save preferences" for "... and save": the task says the verb of its name, and no other
    element's name bears that verb."""
    verbs = [word for word in words if word in _VERB_WORDS and word in said]
    return bool(verbs) and not any(
        other.id != node.id and set(verbs).intersection(_words(other.name))
        for other in snapshot.interactive_nodes.values()
    )


def _without_quoted_text(instruction: str, snapshot: Snapshot) -> str:
    """The instruction without the quoted passages no element's name holds: a comment to type,
    'Please make the app easier to find help in', names no Help link ('Night Trains' does name the
    link "Reserve Night Trains by Cormac Hale")."""
    names = [node.name for node in snapshot.interactive_nodes.values() if node.name]
    return _QUOTED_TEXT.sub(
        lambda m: m.group(0) if any(_names(name, m.group(2)) for name in names) else " ", instruction
    )


def _said_for_another(node: SnapshotNode, said: Set[str], snapshot: Snapshot) -> set[str]:
    """A link's words the task says only as part of another kind of element's name it says more of:
    the "system" of "don't include system logs" is the box's, not the System status link's (which of
    two links a task names is :func:`_best_named_of_its_row`'s business); a box's, see
    :func:`_said_for_a_field`."""
    if node.role in _BOX_ROLES:
        return _said_for_a_field(node, said, snapshot)
    if node.role != "link":
        return set()
    mine = set(_words(node.name)) & said
    for other in snapshot.interactive_nodes.values():
        theirs = set(_words(other.name)) & said
        if other.role != node.role and mine and mine < theirs:  # a namesake link is a rival, not this
            return mine
    return set()


_BOX_ROLES = frozenset({"checkbox", "switch"})
_FIELD_ROLES = frozenset({"textbox", "combobox", "spinbutton", "searchbox"})


def _said_for_a_field(node: SnapshotNode, said: Set[str], snapshot: Snapshot) -> set[str]:
    """A box's words the task says only as a field's whole name: the "reading" of "Submit reading
    04688" is the Reading field's, not "My reading is lower than the last one"'s, which the 1.5B model
    ticked (fresh5 meter_reading-0, dev)."""
    mine = set(_words(node.name)) & said
    for other in snapshot.interactive_nodes.values():
        whole = set(_words(other.name))
        if other.role in _FIELD_ROLES and mine and mine <= whole <= said:
            return mine
    return set()
