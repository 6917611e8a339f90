"""Counts: a stepper ("− 1 hour +") clicked as many times as the count said differs from the one
shown, and a count field given the count the task says for it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...actions.methods import normalize_method
from ...dates import NUMBER_NAMES
from ...prompts.compound import PlannedStep, clauses
from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import ancestors, snapshot_places
from .nodes import _TYPING, _was_done
from .words import _without_quoted, _words

# A stepper: a count shown between a button that raises it and one that lowers it ("− 1 hour +",
# or a bare "8" in a status named "Servings" between "Decrease servings" and "Increase servings").
_COUNT_SHOWN = re.compile(r"^\s*(\d+)\s+([a-z]+?)s?\s*$", re.IGNORECASE)
_BARE_COUNT = re.compile(r"^\s*(\d+)\s*$")
_UNIT = re.compile(r"([a-z]+?)s?", re.IGNORECASE)
_RAISES = re.compile(r"\b(?:more|increase|add|plus|up|raise|larger|bigger|higher)\b|^\+$", re.IGNORECASE)
_LOWERS = re.compile(
    r"\b(?:fewer|less|decrease|minus|down|lower|remove|smaller|reduce)\b|^[−-]$", re.IGNORECASE
)
# A count said ("3 hours", "scaled to 2 servings"), or a unit set to one ("set the servings to 2").
_COUNT_SAID = re.compile(r"\b(\d+)\s+([a-z]+?)s?\b", re.IGNORECASE)
_SET_TO = re.compile(r"\b([a-z]+?)s?\s+to\s+[\"“'‘]?(\d+)(?![\w:/-]|\.\d)", re.IGNORECASE)
_ADDED = re.compile(
    r"\b(?:add|plus)\s+(?P<n>\d+)\s*(?:[x×]\s+)?(?:more\s+|extra\s+)?(?P<unit>[a-z]+)"
    r"|\b(?P<n2>\d+)\s+more\s+(?P<unit2>[a-z]+)",
    re.IGNORECASE,
)
_KEPT_AT = re.compile(
    r"\b(?:leave|keep|keeping|leaving)\s+(?:the\s+)?(?P<unit>[a-z]+)\s+(?:at|on)\s+(?P<n>\d+)(?![\w:/.,-]\w)",
    re.IGNORECASE,
)
_OF_COUNT = re.compile(r"\b([a-z]+)\s+of\s+(\d+)(?![\w:/.,-])", re.IGNORECASE)
_PHRASE_TO = re.compile(r"\b((?:[a-z]+\s+){1,3}[a-z]+)\s+to\s+[\"“'‘]?(\d+)(?![\w:/-]|\.\d)", re.IGNORECASE)


# Plurals that do not end in s: "2 children" counts Child tickets; and what a tester calls them ("4
# kids" are Child tickets: fresh16 tickets-0, dev).
_PLURALS = {
    **{"children": "child", "people": "person", "adults": "adult", "men": "man", "women": "woman"},
    **{"kids": "child", "kid": "child", "grown-ups": "adult", "grownups": "adult"},
}


def _unit_of(word: str) -> str:
    """A unit's word as counts are compared: folded, without a plural s ("Servings": "serving")."""
    word = _PLURALS.get(word.strip().casefold(), word)
    matched = _UNIT.fullmatch(word.strip())
    return matched.group(1).casefold() if matched else ""


def _stepper_buttons(snapshot: Snapshot, count: SnapshotNode) -> tuple[SnapshotNode, list[SnapshotNode]]:
    """The box a shown count sits in (climbing status and generic wrappers) and the buttons beside
    it: those in the group around it, else its nearest button siblings before and after."""
    nodes = snapshot.nodes
    box = count
    while box.parent_id is not None and nodes[box.parent_id].role in ("status", "generic", "StaticText"):
        box = nodes[box.parent_id]
    group = box.parent_id
    if group is not None:
        inside = [
            other
            for other in snapshot.interactive_nodes.values()
            if other.role == "button" and group in ancestors(nodes, other)
        ]
        if _one_raising_one_lowering(inside):
            return box, inside
    siblings = [
        node
        for node in nodes.values()
        if node.parent_id == box.parent_id and (node.role != "StaticText" or node.id == box.id)
    ]
    at = next(i for i, node in enumerate(siblings) if node.id == box.id)
    before = next((n for n in reversed(siblings[:at]) if n.role == "button"), None)
    after = next((n for n in siblings[at + 1 :] if n.role == "button"), None)
    return box, [n for n in (before, after) if n is not None and n.id in snapshot.interactive_nodes]


def _one_raising_one_lowering(buttons: Sequence[SnapshotNode]) -> bool:
    return (
        sum(bool(_RAISES.search(b.name)) for b in buttons) == 1
        and sum(bool(_LOWERS.search(b.name)) for b in buttons) == 1
    )


def _steppers(snapshot: Snapshot) -> list[tuple[int, frozenset[str], SnapshotNode, SnapshotNode]]:
    """Each stepper on the page: (the count it shows, its unit's words, the raising and lowering
    buttons), the two buttons being the ones beside the count. A bare count's unit is its box's
    name, else the words both buttons' names hold besides raising and lowering ("Increase servings";
    "adult" or "ticket" of "Fewer Adult tickets" and "More Adult tickets")."""
    found = _steppers_in_named_boxes(snapshot)
    seen = {button.id for _, _, raising, lowering in found for button in (raising, lowering)}
    for node in list(snapshot.nodes.values()):
        # an <output> between the buttons holds its count as its own text, under its label's name
        # ("Garlic naan quantity": 0; fresh12 takeaway, dev)
        if node.role not in ("StaticText", "status"):
            continue
        shown = _COUNT_SHOWN.match(node.text or "")
        bare = None if shown else _BARE_COUNT.match(node.text or "")
        if shown is None and bare is None:
            continue
        box, buttons = _stepper_buttons(snapshot, node)
        if not _one_raising_one_lowering(buttons) or any(b.id in seen for b in buttons):
            continue  # not a stepper, or one read already (its box's name, or its text, held the count)
        seen.update(b.id for b in buttons)
        raising = [b for b in buttons if _RAISES.search(b.name)]
        lowering = [b for b in buttons if _LOWERS.search(b.name)]
        if shown is not None:
            found.append(
                (int(shown.group(1)), frozenset({shown.group(2).casefold()}), raising[0], lowering[0])
            )
            continue
        assert bare is not None
        shared = set(_words(raising[0].name)) & set(_words(lowering[0].name))
        named = _words(box.name) if box.id != node.id else []
        units = named[:1] if len(named) == 1 else sorted(shared) or _label_before(snapshot, buttons)
        if units:
            found.append((int(bare.group(1)), frozenset(_unit_of(u) for u in units), raising[0], lowering[0]))
    return found


def _label_before(snapshot: Snapshot, buttons: Sequence[SnapshotNode]) -> list[str]:
    """The words of the text just before a stepper whose buttons are bare signs ("Number of tyres:
    − 2 +": fresh18 tyres-0, dev), when it sits beside the first button as a label, not a count."""
    first = min(buttons, key=lambda b: list(snapshot.nodes).index(b.id))
    siblings = [n for n in snapshot.nodes.values() if n.parent_id == first.parent_id]
    at = next(i for i, n in enumerate(siblings) if n.id == first.id)
    before = siblings[at - 1] if at else None
    if before is None or before.role != "StaticText" or _BARE_COUNT.match(before.text or ""):
        return []
    return _words(before.text or before.name)


def _steppers_in_named_boxes(
    snapshot: Snapshot,
) -> list[tuple[int, frozenset[str], SnapshotNode, SnapshotNode]]:
    """Steppers whose count the snapshot folds into their box's name, the buttons its children: a
    cell "Fewer Adult tickets 1 More Adult tickets". The unit: the words both buttons hold."""
    found = []
    children: dict[str, list[SnapshotNode]] = {}  # the interactive children of each node, read once
    for node in snapshot.interactive_nodes.values():
        if node.parent_id is not None:
            children.setdefault(node.parent_id, []).append(node)
    for box in snapshot.nodes.values():
        buttons = children.get(box.id, [])
        if box.role == "StaticText" or not box.name or not _one_raising_one_lowering(buttons):
            continue
        rest = box.name
        for button in buttons:
            rest = rest.replace(button.name, " ")
        raising = next(b for b in buttons if _RAISES.search(b.name))
        lowering = next(b for b in buttons if _LOWERS.search(b.name))
        # the label its buttons name, said before the count too: "Sweet potato fries Decrease Sweet
        # potato fries 0 Increase Sweet potato fries" (fresh10 kitchen, dev)
        label = _RAISES.sub("", raising.name).strip()
        bare = _BARE_COUNT.match(rest) or (_BARE_COUNT.match(rest.replace(label, " ")) if label else None)
        if bare is None:
            continue
        shared = set(_words(raising.name)) & set(_words(lowering.name))
        # bare signs in a table row: the row's first cell names the count ("Under 5 | free | − 0 +"
        # for "Set the Under 5 tickets to 4": fresh18 museum-0, dev)
        units = shared
        if not units:
            head = _row_cells(snapshot, raising)[:1]
            units = set(_words(head[0])) if head and head[0] != box.name else set()
        if units:
            found.append((int(bare.group(1)), frozenset(_unit_of(u) for u in units), raising, lowering))
    return found


def _replaced(steps: list[PlannedStep], mine: set[str], setting: list[PlannedStep]) -> list[PlannedStep]:
    """``steps`` with those on the elements ``mine`` replaced by ``setting``, where the first of them
    was; else before the plan's last click, else at the end."""
    at = next((i for i, step in enumerate(steps) if step.elementId in mine), None)
    rest = [step for step in steps if step.elementId not in mine]
    if at is None:
        at = max(len(rest) - 1 if rest and normalize_method(rest[-1].method) == "click" else len(rest), 0)
    else:
        at = sum(1 for step in steps[:at] if step.elementId not in mine)
    return [*rest[:at], *setting, *rest[at:]]


def _stepped(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """A count the instruction sets on a stepper ("set the rental to 3 hours" beside "− 1 hour +",
    "set the servings to 2" beside "− 8 +" in Servings) is set by clicking its raising button (or
    lowering one) as many times as the count differs; the model's own clicks on those buttons (once,
    or on both) are replaced. The clicks go where the model's first one was, else before the plan's
    last click, else at the end."""
    for count, wanted, raising, lowering in _stepper_counts(snapshot, instruction):
        button = raising if wanted > count else lowering
        clicks = [PlannedStep(elementId=button.id, method="click", arguments=[])] * abs(wanted - count)
        steps = _replaced(steps, {raising.id, lowering.id}, clicks)
        # the count typed into a text field too ("2" into First visit, a date) is the stepper's, as
        # is one "typed" into a control that takes no text ("3" filled into the Standard Plus radio
        # for "set the number of tyres to 3": fresh18 tyres-2, dev)
        steps = [
            s
            for s in steps
            if not (
                normalize_method(s.method) in _TYPING
                and s.arguments
                and s.arguments[0].strip() == str(wanted)
                and (node := snapshot.node(s.elementId)) is not None
                and node.role in ("textbox", "searchbox", *_TAKES_NO_TEXT)
            )
        ]
    return steps


_TAKES_NO_TEXT = ("radio", "checkbox", "switch", "button", "link", "menuitemradio", "menuitemcheckbox")


# Small counts said in words: "add one guest", "two children".
_COUNT_WORDS = NUMBER_NAMES[1:11]
_COUNT_WORD = re.compile(rf"\b({'|'.join(_COUNT_WORDS)})\b(?=\s+[a-z])", re.IGNORECASE)


_TO_COUNT_WORD = re.compile(rf"\b(to|by)\s+({'|'.join(_COUNT_WORDS)})\b", re.IGNORECASE)


# An age said as one: "she turned five this spring", "aged 7", "he's 3 years old". It counts the
# stepper or number field named Age (fresh16 pet-2, dev: the age stayed at 1).
_AGE_SAID = re.compile(
    r"\b(?:turned|turns|turning|aged)\s+(\d+)\b(?![.,:/-]?\d)|\b(\d+)[\s-]*(?:years?|yrs?)[\s-]+old\b",
    re.IGNORECASE,
)


def _ages_said(text: str) -> list[tuple[int, str]]:
    return [(int(m.group(1) or m.group(2)), "age") for m in _AGE_SAID.finditer(_with_digits(text))]


def _with_digits(text: str) -> str:
    """Counts said in words written as digits ("add one guest": "add 1 guest"; "change the number of
    band members to six": "... to 6", fresh11 rehearsal-2, dev)."""
    text = _TO_COUNT_WORD.sub(lambda m: f"{m.group(1)} {_COUNT_WORDS.index(m.group(2).casefold()) + 1}", text)
    return _COUNT_WORD.sub(lambda m: str(_COUNT_WORDS.index(m.group(1).casefold()) + 1), text)


def stepper_values(snapshot: Snapshot, instruction: str) -> set[str]:
    """The counts the instruction sets on the page's steppers, as it says them ("2" of "increase
    visits per day to 2"): clicks give them, no field takes them."""
    return {str(wanted) for _, wanted, _, _ in _stepper_counts(snapshot, instruction)}


def _stepper_counts(
    snapshot: Snapshot, instruction: str
) -> list[tuple[int, int, SnapshotNode, SnapshotNode]]:
    """Each stepper the instruction gives a count for: (the count it shows, the count wanted, its
    raising and lowering buttons)."""
    text = _with_digits(_without_quoted(instruction))
    instruction = _with_digits(instruction)
    said = [(int(m.group(1)), _unit_of(m.group(2))) for m in _COUNT_SAID.finditer(text)] + [
        (int(m.group(2)), _unit_of(m.group(1))) for m in _SET_TO.finditer(instruction)
    ]
    # "a party of 4"
    said += [(int(m.group(2)), _unit_of(m.group(1))) for m in _OF_COUNT.finditer(instruction)]
    # "leave adults at 2": the count stays (fresh18 museum-0, dev: the model added an adult)
    said += [(int(m["n"]), _unit_of(m["unit"])) for m in _KEPT_AT.finditer(instruction)]
    said += _ages_said(text)
    # "increase visits per day to 2": a word of the few before "to" names the stepper's unit
    said += [
        (int(m.group(2)), _unit_of(word))
        for m in _PHRASE_TO.finditer(instruction)
        for word in m.group(1).split()[:-1]
    ]
    # "Take the plain Fries off the ticket": none of it
    taken_off = [(0, m["words"]) for m in _TAKEN_OFF.finditer(text)]
    # "Make the extra fruit pots 3": the words, then the count (fresh11 schoollunch-2, dev)
    made = [(int(m["n"]), m["words"]) for m in _MADE_COUNT.finditer(text)]
    if not (said or taken_off or made or _DIGIT.search(text)) or not any(
        node.role == "button" for node in snapshot.interactive_nodes.values()
    ):
        return []
    # "add one guest", "2 more adults": counts to add to the shown one
    more = [(int(m["n"] or m["n2"]), _unit_of(m["unit"] or m["unit2"])) for m in _ADDED.finditer(text)]
    steppers = _steppers(snapshot)
    # "3 Margherita pizza" beside Margherita pizza and Margherita flatbread: the count goes to the
    # stepper whose unit the words after it name most fully (fresh10 kitchen-2, dev)
    phrased: dict[str, int] = {}
    placed_words: set[str] = set()  # the words of the counts so placed: no other stepper's
    counted = [(int(m["n"]), m["words"]) for m in _COUNT_PHRASE.finditer(text)] + taken_off + made
    for n, said_words in counted:
        words = {_unit_of(w) for w in re.split(r"[ -]", said_words)}
        at = _best_named(words, [units for _, units, _, _ in steppers])
        if at is not None:
            phrased[steppers[at][2].id] = n
            placed_words |= words
    for raising_id, n in _counts_for_rows(snapshot, instruction, [s[2] for s in steppers]).items():
        phrased.setdefault(raising_id, n)
    # the stepper's whole label said beside its count comes first: "Lower 6x4 glossy to 6" among 6x4
    # matt and 7x5 glossy (fresh11 photoprint-2, dev)
    phrased |= _counts_by_label(text, [(count, raising) for count, _, raising, _ in steppers], snapshot)
    owns = [
        units - frozenset.intersection(*(other for _, other, _, _ in steppers))
        if len(steppers) > 1
        else units
        for _, units, _, _ in steppers
    ]
    found = []
    for (count, _, raising, lowering), own in zip(steppers, owns, strict=True):
        # a unit word every stepper shares ("tickets") tells none of them apart, and one several
        # steppers own ("glossy" of 6x4 and 7x5 glossy) names none of them
        alone = {word for word in own if sum(word in other for other in owns) == 1}
        added = next((n for n, word in more if word in alone), None)
        if added is not None:
            wanted: int | None = count + added
        else:
            wanted = phrased.get(raising.id)
            if wanted is None:
                wanted = next((n for n, word in said if word in alone and word not in placed_words), None)
        if wanted is not None:
            found.append((count, wanted, raising, lowering))
    return found


# A count on its own ("3", "x2", "×2"), not part of a code, a time, an amount or a percentage
# ("WH-2210", "10:30", "£15", "tip 15%").
_LONE_COUNT = re.compile(r"(?<![\w.,:/×$£€-])(?:[x×]\s*)?(\d+)(?![\w.,:/%-])", re.IGNORECASE)
_CELL_WORD = re.compile(r"[\w×]+")


def _row_of(snapshot: Snapshot, node: SnapshotNode) -> SnapshotNode | None:
    """The table row ``node`` sits in, if any."""
    nodes = snapshot.nodes
    return next((nodes[a] for a in ancestors(nodes, node) if nodes[a].role == "row"), None)


def _row_cells(snapshot: Snapshot, node: SnapshotNode) -> list[str]:
    """The names of the cells of the table row ``node`` sits in; none when it is in no row."""
    row = _row_of(snapshot, node)
    if row is None:
        return []
    return [n.name for n in snapshot.nodes.values() if n.parent_id == row.id and n.name]


def _counts_for_rows(snapshot: Snapshot, instruction: str, raising: Sequence[SnapshotNode]) -> dict[str, int]:
    """Steppers of a table's rows, each named by nothing of its row ("Increase Picked WH-2210"):
    a part that names one row by the words of its cells more than any other ("the black cable ties",
    or a code its cells hold: "WH-2210") and says one lone count ("Record 3 picked for ...") sets
    that row's stepper (its raising button's id: the count). A number its row's cells hold beside
    the same word is the row's, not a count: "40" of "M8 x 40" (fresh10 picklist, dev)."""
    rows = {button.id: _row_cells(snapshot, button) for button in raising}
    rows = {button_id: cells for button_id, cells in rows.items() if cells}
    if len(rows) < 2:
        return {}
    words = {
        button_id: {_unit_of(w) or w for w in _words(" ".join(cells))} for button_id, cells in rows.items()
    }
    shared = set.intersection(*words.values())
    folded = [
        f" {' '.join(_CELL_WORD.findall(cell.casefold()))} " for cells in rows.values() for cell in cells
    ]
    found: dict[str, int] = {}
    for part in clauses(instruction):
        counts = [m.group(1) for m in _LONE_COUNT.finditer(part) if not _beside_in(part, m, folded)]
        said = {_unit_of(w) or w for w in _words(part)} - set(counts)
        matched = {button_id: (own - shared) & said for button_id, own in words.items()}
        best = max(len(m) for m in matched.values())
        named = [button_id for button_id, m in matched.items() if len(m) == best]
        code = len(named) == 1 and any(c.isdigit() for w in matched[named[0]] for c in w)
        if len(named) == 1 and len(counts) == 1 and (best >= 2 or code):
            found.setdefault(named[0], int(counts[0]))
    return found


def _beside_in(part: str, number: re.Match[str], cells: Sequence[str]) -> bool:
    """Whether a cell holds the number beside the word the part says it beside ("x 40")."""
    before = _CELL_WORD.findall(part[: number.start(1)].casefold())[-1:]
    after = _CELL_WORD.findall(part[number.end(1) :].casefold())[:1]
    beside = [f" {w} {number.group(1)} " for w in before] + [f" {number.group(1)} {w} " for w in after]
    return any(pair in cell for pair in beside for cell in cells)


def _counts_by_label(
    text: str, steppers: Sequence[tuple[int, SnapshotNode]], snapshot: Snapshot
) -> dict[str, int]:
    """The count said beside a stepper's whole label (its raising button's name without "Increase",
    else, for a bare "+" in a table row, the row's first cell: "Under 5"): after it, "to 6" or "down
    by 3" (a word or two between: "prints to 8", "Under 5 tickets to 4"); before it, "4 prints of"
    or "2 ×". Raising button id: count wanted."""
    found: dict[str, int] = {}
    folded = " ".join(text.casefold().split())
    for count, raising in steppers:
        label = " ".join(_RAISES.sub(" ", raising.name).casefold().split())
        if len(label) < 3:
            label = " ".join(" ".join(_row_cells(snapshot, raising)[:1]).casefold().split())
        if len(label) < 3:
            continue
        for m in re.finditer(rf"(?<![\w-]){re.escape(label)}(?![\w-])", folded):
            after = _LABEL_THEN_COUNT.match(folded, m.end())
            before = _COUNT_THEN_LABEL.search(folded[: m.start()])
            if after is not None and after["by"]:
                found[raising.id] = max(count + (1 if after["up"] else -1) * int(after["n"]), 0)
            elif after is not None:
                found[raising.id] = int(after["n"])
            elif before is not None:
                adding = folded[: m.start()][: before.start()].rstrip().endswith(("add", "plus"))
                found[raising.id] = int(before["n"]) + (count if adding else 0)
    return found


_DIGIT = re.compile(r"\d")
_LABEL_THEN_COUNT = re.compile(
    r"\s+(?:[a-z]+\s+){0,2}?(?:(?P<by>(?:(?P<up>up)|down)\s+by)|to)\s+[\"“'‘]?(?P<n>\d+)(?![\w:/.,-]\w)"
)
_COUNT_THEN_LABEL = re.compile(
    r"(?<![\w.,:/-])(?P<n>\d+)\s*(?:[x×]\s*)?(?:(?:prints?|copies|of|the)\s+){0,3}$"
)


# A count and the words after it, up to the next break: "3 Margherita pizza", "4 Sweet potato fries".
_COUNT_PHRASE = re.compile(
    r"(?<![\w.,:/-])(?P<n>\d+)\s+(?:x\s+|×\s+)?(?P<words>[a-z]+(?:[ -][a-z]+){0,3})", re.IGNORECASE
)


_MADE_COUNT = re.compile(
    r"\b(?:make|set|change)\s+(?:the\s+)?(?P<words>[a-z]+(?:[ -][a-z]+){0,3})\s+(?P<n>\d+)\b(?![.,:/-]?\w)",
    re.IGNORECASE,
)


_TAKEN_OFF = re.compile(
    r"\b(?:take|remove|drop)\s+(?:the\s+|all\s+(?:the\s+)?)?(?P<words>[a-z]+(?:[ -][a-z]+){0,3}?)\s+off\b",
    re.IGNORECASE,
)


def _best_named(words: set[str], units: Sequence[frozenset[str]]) -> int | None:
    """The index of the one unit the words name most fully: most of its words said, then every one
    of them ("plain fries" names Fries, not Sweet potato fries); two words at least, or all of it."""
    scores = [(len(u & words), u <= words) for u in units]
    best = max(scores, default=(0, False))
    if best[0] == 0 or (best[0] < 2 and not best[1]) or scores.count(best) != 1:
        return None
    return scores.index(best)


# A count said for a field: "Set Adults to 2", '"2" adults and "1" child'.
_COUNT_FOR = re.compile(r"[\"“]?(\d+)[\"”]?\s+([a-z]+)", re.IGNORECASE)


_NONE_OF = re.compile(r"\bno\s+([a-z]+)", re.IGNORECASE)


_TIMES_A = re.compile(
    r"\b(?P<n>\d+) times (?:a|per|each|every) (?P<period>day|week|month|year)\b", re.IGNORECASE
)


def _counts_said(instruction: str) -> list[tuple[int, str]]:
    """Each count the task gives with the word it counts ("Set Adults to 2", '"2" adults', "4 people
    will work it"; "I want no visitor scratch cards" is 0 of them: fresh7 parking-permit-0, dev). A
    count said in words is its number: "Set people in the household to two" (fresh9 allotment-2,
    dev: the field stayed at 1)."""
    instruction = _with_digits(instruction)
    said = [(int(m.group(2)), m.group(1).casefold()) for m in _SET_TO.finditer(instruction)]
    said += [(int(m.group(1)), _unit_of(m.group(2))) for m in _COUNT_FOR.finditer(instruction)]
    said += _ages_said(instruction)
    # "train two times a week" counts the sessions of a field "... per week" (fresh9 junior-2, dev)
    said += [(int(m["n"]), m["period"].casefold()) for m in _TIMES_A.finditer(instruction)]
    return said + [(0, _unit_of(m.group(1))) for m in _NONE_OF.finditer(instruction)]


# Words of a number field's name that say what any count is, not what this one counts.
_COUNTING_WORDS = frozenset({"number", "of", "how", "many", "per", "the", "your", "my", "total", "count"})


def _count_said_for(node: SnapshotNode, said: Sequence[tuple[int, str]]) -> str | None:
    """The one count of ``said`` (:func:`_counts_said`) for a number field, by a word of its name
    (People who will work the plot: "4 people"; Number of monthly instalments: "9 instalments",
    fresh8 ctax_dd-0, dev; Pet's age: "9 years old")."""
    if node.role != "spinbutton":
        return None
    units = [_unit_of(word) for word in _words(node.name) if word not in _COUNTING_WORDS]
    counts = {
        n
        for n, unit in said
        if len(unit) >= 3 and any(own and (own.startswith(unit) or unit.startswith(own)) for own in units)
    }
    return str(counts.pop()) if len(counts) == 1 else None


def _counts_where_said(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """A number field whose name's first word the task gives a count for ("Set Adults to 2 and
    Children to 1", '"2" adults and "1" child') takes that count: the 1.5B model filled 1 into
    Adults. A step typing another number there is corrected; none is added (:func:`_missing_counts`
    adds them in a whole task)."""
    said = _counts_said(instruction)
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if (
            normalize_method(step.method) in _TYPING
            and step.arguments
            and step.arguments[0].strip().isdigit()
            and node is not None
            and (count := _count_said_for(node, said)) is not None
            and count != step.arguments[0].strip()
        ):
            step = step.model_copy(update={"arguments": [count]})
        out.append(step)
    return out


def _missing_counts(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A fill for each number field no step or done step types into, whose count the task gives and
    the field does not hold: for "4 people will work it" the 1.5B model's late ids typed the 4 into
    an option of the site select, and People who will work the plot stayed at 1 (fresh7
    allotment-waitlist-2, dev)."""
    taken = {step.elementId for step in steps}
    said = _counts_said(instruction)
    added = []
    for node in snapshot.interactive_nodes.values():
        if node.id in taken or _was_done(node, done) or node.states.get("disabled"):
            continue
        count = _count_said_for(node, said) or _quantity_of_the_choice(node, steps, instruction)
        if count is not None and count != str(node.states.get("value", "")).strip():
            added.append(PlannedStep(elementId=node.id, method="fill", arguments=[count]))
    return added


_QUANTITY = re.compile(r"^\s*(?:quantity|qty|how many|number of items)\b", re.IGNORECASE)


def _quantity_of_the_choice(node: SnapshotNode, steps: Sequence[PlannedStep], instruction: str) -> str | None:
    """For a Quantity field, the one count the task says of a thing a step chooses: "3 navy blue
    sweatshirts" with "Sweatshirt, navy blue" chosen as the Item (fresh8 uniform-0, dev: 1 was
    ordered)."""
    if node.role != "spinbutton" or not _QUANTITY.match(node.name):
        return None
    chosen = {
        _unit_of(word)
        for step in steps
        if normalize_method(step.method) == "select_option"
        for argument in step.arguments
        for word in _words(argument)
        if len(word) >= 4
    }
    counts = {
        m["n"]
        for m in _COUNT_PHRASE.finditer(_with_digits(instruction))
        if any(_unit_of(word) in chosen for word in re.split(r"[ -]", m["words"]))
    }
    return counts.pop() if len(counts) == 1 else None


# "Reduce the wool beanie to 2", "set the socks quantity to 3"; "add one more black T-shirt in size L".
_ROW_SET_TO = re.compile(
    r"^(?:reduce|increase|change|set|update|make|lower|raise|bring|cut)\s+(?:the\s+)?(?P<what>.+?)"
    r"(?:\s+quantity)?\s+to\s+(?P<count>\d+)\b",
    re.IGNORECASE,
)
_ROW_MORE = re.compile(r"^add\s+(?P<more>one|two|three|\d+)\s+more\s+(?P<what>.+)$", re.IGNORECASE)
_SMALL = {"one": 1, "two": 2, "three": 3}
_ROW_FILLER = frozenset({"the", "a", "an", "in", "of", "my", "for", "to", "and", "with", "item", "items"})


def _row_count_fields(snapshot: Snapshot) -> list[tuple[SnapshotNode, str]]:
    """Each count field that sits in a row of a list (its place: "Wool beanie Charcoal, $24.00")."""
    places = snapshot_places(snapshot)
    return [
        (node, places[node.id])
        for node in snapshot.interactive_nodes.values()
        if node.role == "spinbutton" and node.id in places
    ]


def _row_counts_said(
    snapshot: Snapshot, instruction: str
) -> list[tuple[SnapshotNode, int, int, list[SnapshotNode]]]:
    """The row counts the instruction sets ("Reduce the wool beanie to 2", "add one more black T-shirt
    in size L"): for each, the count field of the one row whose place holds every word the part gives
    it, the count shown, the count wanted, and the row's raising and lowering buttons (one of each, or
    none)."""
    fields = _row_count_fields(snapshot)
    if not fields:
        return []
    places = snapshot_places(snapshot)
    found = []
    for part in clauses(instruction):
        set_to, more = _ROW_SET_TO.match(part.strip()), _ROW_MORE.match(part.strip())
        said = set_to or more
        if said is None:
            continue
        words = {w for w in _words(said["what"]) if w not in _ROW_FILLER}
        rows = [(node, place) for node, place in fields if words and words <= set(_words(place))]
        if len(rows) != 1 or not str(rows[0][0].states.get("value", "")).isdigit():
            continue
        field, place = rows[0]
        count = int(str(field.states["value"]))
        if set_to is not None:
            wanted = int(set_to["count"])
        else:
            added = said["more"]
            wanted = count + (int(added) if added.isdigit() else _SMALL[added.casefold()])
        buttons = [
            n for n in snapshot.interactive_nodes.values() if n.role == "button" and places.get(n.id) == place
        ]
        raising = [b for b in buttons if _RAISES.search(b.name)]
        lowering = [b for b in buttons if _LOWERS.search(b.name) and "remove" not in b.name.casefold()]
        stepper = [raising[0], lowering[0]] if len(raising) == 1 and len(lowering) == 1 else []
        found.append((field, count, wanted, stepper))
    return found


def stepper_button_ids(snapshot: Snapshot, instruction: str) -> set[str]:
    """The buttons :func:`_stepped` sets a count with, whether or not the task says their name ("she
    turned five" sets Age (years))."""
    return {
        button.id
        for _, _, raising, lowering in _stepper_counts(snapshot, instruction)
        for button in (raising, lowering)
    }


def row_stepper_ids(snapshot: Snapshot, instruction: str) -> set[str]:
    """The buttons and fields :func:`_row_quantities` sets a count with: a part names their row."""
    return {
        node.id
        for field, _, _, stepper in _row_counts_said(snapshot, instruction)
        for node in (field, *stepper)
    }


def _row_quantities(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """A part that sets a row's count on a list whose rows each hold a count field
    (:func:`_row_counts_said`) is done by its row's raising or lowering button, clicked as often as
    the count differs (else by typing the count), and the model's steps on that row's count are
    replaced. A 1.5B model clicked every row's buttons, or none, and checked out with the counts as
    they were (fresh7 cart-0 and cart-2, dev)."""
    for field, count, wanted, stepper in _row_counts_said(snapshot, instruction):
        if stepper:
            button = stepper[0] if wanted > count else stepper[1]
            setting = [PlannedStep(elementId=button.id, method="click", arguments=[])] * abs(wanted - count)
        else:
            setting = [PlannedStep(elementId=field.id, method="fill", arguments=[str(wanted)])]
        steps = _replaced(steps, {field.id, *(b.id for b in stepper)}, setting)
    return steps
