"""Choices on native selects: an option chosen on its select, the option the instruction names, a
value typed where a select offers it chosen there (and one chosen where nothing offers it typed),
one choice per select, a journey's From and To, and a choice missing for a select whose option the
task says."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...actions.methods import normalize_method
from ...prompts.compound import PlannedStep, clauses, quoted_values
from ...snapshot import Snapshot, SnapshotNode
from .fields import _as_choice, _field_for
from .nodes import (
    _TYPING,
    _chosen_on_a_button,
    _is_text_field,
    _offers,
    _options_of,
    _selected_options,
    _selects,
    enclosing_select,
)
from .order import _before_the_last_click
from .words import (
    _JOINING_WORDS,
    _TOKEN,
    _core,
    _folded,
    _inside_a_longer,
    _mentioned_at,
    _names,
    _part_giving,
    _said_whole,
    _unsaid_count,
    _value_at,
    _words,
)


def _native_choice(
    step: PlannedStep, snapshot: Snapshot, node: SnapshotNode
) -> tuple[PlannedStep, SnapshotNode]:
    """An option of a native <select> is chosen on its select: a small model answers
    select_option on the option's line, or a click on it, which Playwright cannot do, or
    select_option on another field with the option's text."""
    parent = enclosing_select(snapshot, node)
    method = normalize_method(step.method)
    if parent is None and method == "select_option" and step.arguments and not _offers(snapshot, node, step):
        # select_option on a field that is no select ("select Berlin as time zone" on the Bio box), or
        # on a select without the option: the one native select that offers the option is meant.
        offering = [
            select
            for select in snapshot.interactive_nodes.values()
            if select.tag == "select"
            and any(_folded(option) == _folded(step.arguments[0]) for option in _options_of(snapshot, select))
        ]
        if len(offering) == 1:
            return step.model_copy(update={"elementId": offering[0].id}), offering[0]
    if parent is None and method in ("fill", "type") and node.tag == "select" and step.arguments:
        # fill on a native <select> ("fill Role combobox" with "Editor"), which Playwright cannot:
        # the option the value names is chosen.
        option = _option_like(step.arguments[0], _options_of(snapshot, node))
        if option is not None:
            return PlannedStep(elementId=node.id, method="select_option", arguments=[option]), node
    if parent is None:
        return step, node
    if method == "select_option":
        return step.model_copy(update={"elementId": parent.id}), parent
    if method == "click":
        choice = (node.name or node.text).strip()
        return PlannedStep(elementId=parent.id, method="select_option", arguments=[choice]), parent
    return step, node


def _chosen_option_named(
    step: PlannedStep, snapshot: Snapshot, node: SnapshotNode, instruction: str
) -> PlannedStep:
    if normalize_method(step.method) != "select_option" or not step.arguments:
        return step
    if any(_names(instruction, argument) for argument in step.arguments):
        return step
    named = [option for option in _options_of(snapshot, node) if _names(instruction, option)]
    if len(named) != 1:
        return step
    return step.model_copy(update={"arguments": [named[0]]})


def _already_chosen(step: PlannedStep, snapshot: Snapshot, node: SnapshotNode, instruction: str) -> bool:
    """A select_option of the option the select already shows, which the instruction never names:
    the 1.5B model adds one ("When: Today") to a plan that never asked for it, and the step, doing
    nothing, counts as unanchored and keeps the plan's other checks from acting. So is typing into a
    field the value it already holds ("2025-08-04" into First visit: fresh9 petsitting-0, dev)."""
    if (
        normalize_method(step.method) in ("fill", "type")
        and step.arguments
        and (held := node.states.get("value"))
        and isinstance(held, str)
        and _folded(held) == _folded(step.arguments[0])
        and not _names(instruction, step.arguments[0])
    ):
        return True
    if normalize_method(step.method) != "select_option" or not step.arguments or node.tag != "select":
        return False
    return [_folded(option) for option in _selected_options(snapshot, node)] == [
        _folded(step.arguments[0])
    ] and not _names(instruction, step.arguments[0])


def _typed_not_chosen(
    step: PlannedStep, snapshot: Snapshot, node: SnapshotNode, instruction: str
) -> PlannedStep:
    """A value "chosen" where nothing offers it, which the instruction gives beside a text field, is
    typed there: 'enter amount 1200, reference "Gym membership"' was answered with select_option
    "Gym membership" on the When select (Today, Tomorrow)."""
    if (
        normalize_method(step.method) != "select_option"
        or not step.arguments
        or _offers(snapshot, node, step)
    ):
        return step
    field = _field_for(step.arguments[0], snapshot, instruction)
    if field is None:
        return step
    return PlannedStep(elementId=field.id, method="fill", arguments=[step.arguments[0]])


def _chosen_not_typed(
    step: PlannedStep, snapshot: Snapshot, node: SnapshotNode, instruction: str
) -> PlannedStep:
    """Text typed into a field, where it is an option of one select, is chosen there unless the part
    names the field and not the select: 'change its category to "Training"' was answered by filling
    Training into Merchant, beside a Category select offering it."""
    if normalize_method(step.method) not in _TYPING or not step.arguments or not _is_text_field(node):
        return step
    return _as_choice(step.arguments[0], node, snapshot, instruction) or step


def _typed_into_a_select(step: PlannedStep, snapshot: Snapshot, node: SnapshotNode) -> PlannedStep | None:
    """Text typed into a native select: chosen there when it is one of its options, else nothing
    (None). The 1.5B model's whole-task plan typed "grace@oduya.dev" into a workshop list's Day filter,
    and typing into a select failed the whole pass (fresh5 workshop_signup-0, dev)."""
    if node.tag != "select" or normalize_method(step.method) not in _TYPING or not step.arguments:
        return step
    chosen = step.model_copy(update={"method": "select_option"})
    return chosen if _offers(snapshot, node, chosen) else None


def _one_choice_per_select(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> tuple[list[PlannedStep], list[str]]:
    """Two steps choosing different options on one select: the one whose option is given in a part
    naming the select stays (else the one option the task says), the other is dropped (its part names another select, one not shown
    yet: "choose "Fort Collins Old Town" as the drop-off", the Drop-off select a tick shows). Also
    returns the dropped options: they wait for a later look (:func:`_until_waiting_values`)."""
    choices: dict[str, list[int]] = {}
    for index, step in enumerate(steps):
        if normalize_method(step.method) == "select_option" and step.arguments:
            choices.setdefault(step.elementId, []).append(index)
    dropped: set[int] = set()
    for element, indexes in choices.items():
        node = snapshot.node(element)
        if node is None or len({_folded(steps[i].arguments[0]) for i in indexes}) < 2:
            continue
        named = [i for i in indexes if _chosen_where_named(steps[i].arguments[0], node, instruction)]
        # else the one option the task says at all: the model chose every option of Category in
        # turn ("Technical problem", then Billing, Account access, Feature request)
        # ("Thursdays" says Thursday: fresh5 recipe_box-2, dev, chose every day of Delivery day)
        said = [
            i
            for i in indexes
            if _names(instruction, steps[i].arguments[0]) or _names(instruction, steps[i].arguments[0] + "s")
        ]
        if not said:
            # or the one option whose every word the task says, in any order: "3 navy blue
            # sweatshirts" for "Sweatshirt, navy blue" of a run of every Item (fresh8 uniform-0, dev)
            said = [i for i in indexes if _every_word_said(steps[i].arguments[0], instruction)]
        if len({_folded(steps[i].arguments[0]) for i in said}) == 1:
            said = said[:1]  # the option said, chosen again in a run of every option (3, 1, 2, 3, 4)
        kept = named if len(named) == 1 else said
        if len(kept) == 1:
            dropped.update(i for i in indexes if i != kept[0])
    # the options the task gives that wait for another select; made-up ones wait for nothing
    waiting = [steps[i].arguments[0] for i in sorted(dropped) if _names(instruction, steps[i].arguments[0])]
    return [step for index, step in enumerate(steps) if index not in dropped], waiting


def _every_word_said(option: str, instruction: str) -> bool:
    """Whether the instruction says each word of the option whole, or with a plural s."""
    words = _words(option)
    return bool(words) and all(
        _said_whole(word, instruction) or _said_whole(f"{word}s", instruction) for word in words
    )


def _chosen_where_named(value: str, select: SnapshotNode, instruction: str) -> bool:
    part = _part_giving(value, instruction)
    return part is not None and bool(select.name) and _mentioned_at(select.name, part) is not None


def _chosen_where_offered(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A choice is of an option its select offers, named in full ("Easy Saver" is "Easy Saver
    (•••• 7735) — £8,905.00"); one its select does not offer goes to the one other select that
    offers it: "2. Choose the payee 'Alex Morgan'" had been chosen on From account, and the whole
    first pass stopped there; one no select offers is left out (the page whole, not cut). Text typed into a field is chosen on the select offering it, as
    :func:`_as_choice` says."""
    selects = _selects(snapshot)
    out = []
    for step in steps:
        node = _answered_on(snapshot, step)
        if normalize_method(step.method) == "select_option" and step.arguments and node in selects:
            value = _without_the_select_name(step.arguments[0], node, _options_of(snapshot, node))
            offering = [
                (select, option)
                for select in ([node] if _option_like(value, _options_of(snapshot, node)) else selects)
                if (option := _option_like(value, _options_of(snapshot, select)))
            ]
            if len(offering) == 1:
                step = PlannedStep(
                    elementId=offering[0][0].id, method="select_option", arguments=[offering[0][1]]
                )
            elif not offering and not (snapshot.truncated or snapshot.walk_truncated):
                # No select of the page offers it: a value of the page before ("Physiotherapy", the
                # doctor's specialty, chosen on the booking form's patient select), which would stop
                # the whole pass there.
                continue
        elif (
            normalize_method(step.method) in _TYPING
            and step.arguments
            and node is not None
            and node not in selects
        ):
            # "Set From to 'Leeds' and To to 'Birmingham New Street'": the station typed into a date field
            step = _as_choice(step.arguments[0], node, snapshot, instruction) or step
        out.append(step)
    return out


# Where the words that go with one value of a list end: "Mario Lopez to Editor and Owen Clarke to
# Commenter" gives Commenter with "Owen Clarke to".
_BETWEEN_VALUES = re.compile(r",|;| and | then ")


def _beside(value: str, instruction: str) -> tuple[str, str]:
    """The words just before ``value`` in the instruction and just after it, each up to a comma,
    "and" or "then" (folded; empty when the value is not said)."""
    start = _value_at(value, instruction)
    if start is None:
        return "", ""
    said = instruction.casefold()
    before = _BETWEEN_VALUES.split(said[:start])[-1]
    after = _BETWEEN_VALUES.split(said[start + len(_folded(value)) :])[0]
    return before, after


def _answered_on(snapshot: Snapshot, step: PlannedStep) -> SnapshotNode | None:
    """The element a step is on, an option answered for a choice being its select."""
    node = snapshot.node(step.elementId)
    if node is not None and node.role == "option":
        return enclosing_select(snapshot, node) or node
    return node


def _said_beside(value: str, offering: Sequence[SnapshotNode], instruction: str) -> SnapshotNode | None:
    """The one of ``offering`` whose name's own words (those the others' names do not share) are all
    said just before ``value``, else just after it; None when not exactly one."""
    shared = set.intersection(*(set(_words(select.name)) for select in offering))
    for words in _beside(value, instruction):
        said = [
            select
            for select in offering
            if (own := set(_words(select.name)) - shared)
            and all(_mentioned_at(word, words) is not None for word in own)
        ]
        if said:
            return said[0] if len(said) == 1 else None
    return None


def _choices_on_the_selects_said(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """Selects alike but for their names' own words ("Role for Mario Lopez", "Role for Owen Clarke":
    one per row): a choice goes to the one whose own words are said beside its option. Asked to
    "Change Mario Lopez to Editor and Owen Clarke to Commenter", the 1.5B model chose Commenter on
    the row below Mario's."""
    selects = _selects(snapshot)
    out = []
    for step in steps:
        node = _answered_on(snapshot, step)
        if normalize_method(step.method) == "select_option" and step.arguments and node in selects:
            value = _without_the_select_name(step.arguments[0], node, _options_of(snapshot, node))
            offering = [select for select in selects if _option_like(value, _options_of(snapshot, select))]
            if len(offering) > 1:
                said = _said_beside(value, offering, instruction)
                option = _option_like(value, _options_of(snapshot, said)) if said is not None else None
                if said is not None and option is not None and said.id != node.id:
                    step = PlannedStep(elementId=said.id, method="select_option", arguments=[option])
        out.append(step)
    return out


def _shared_path(one: str, other: str) -> int:
    """How many XPath steps two elements' paths share from the root."""
    count = 0
    for a, b in zip(one.split("/"), other.split("/"), strict=False):
        if a != b:
            break
        count += 1
    return count


def _choices_on_a_select_nearby(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """A choice answered on a button or link ("select_option Admin" on the Remove button of Alexa
    Morgan's row) goes to the select nearest it that offers the option: every row's role select
    offers Admin, the one in the button's own row shares the most of its path. (Fresh7 permissions-2,
    dev: the act failed at that step after its repair call answered the same.)"""
    selects = _selects(snapshot)
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if _chosen_on_a_button(step, node, frozenset({"button", "link"})) and node is not None:
            offering = [
                (select, option)
                for select in selects
                if (option := _option_like(step.arguments[0], _options_of(snapshot, select)))
            ]
            nearness = [_shared_path(select.xpath, node.xpath) for select, _ in offering]
            nearest = [
                pair
                for pair, near in zip(offering, nearness, strict=True)
                if near == max(nearness, default=0)
            ]
            if len(nearest) == 1:
                select, option = nearest[0]
                step = PlannedStep(elementId=select.id, method="select_option", arguments=[option])
        out.append(step)
    return out


def _choice_on_the_clicked_select(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """A click on a select, then a choice on a look-alike select of the same name ("Seat" of every
    student's row), is that choice on the clicked one when it offers the option: the 1.5B model
    clicked Mia Chen's Seat, then the "Back right" of Mia Cheng's (fresh10 seating-0, dev). The click
    went where the instruction places it; the option it answered with did not. When the clicked
    select is given that choice already, the pair is dropped."""
    out: list[PlannedStep | None] = list(steps)
    for at, step in enumerate(out):
        node = snapshot.node(step.elementId) if step is not None else None
        if step is None or normalize_method(step.method) != "click" or node is None:
            continue
        options = _options_of(snapshot, node)
        for later in range(at + 1, len(out)) if options else ():
            other = out[later]
            alike = snapshot.node(other.elementId) if other is not None else None
            if (
                other is not None
                and normalize_method(other.method) == "select_option"
                and other.arguments
                and alike is not None
                and alike.id != node.id
                and _folded(alike.name) == _folded(node.name)
                and (option := _option_like(other.arguments[0], options))
            ):
                chosen = PlannedStep(elementId=node.id, method="select_option", arguments=[option])
                out[later] = None
                out[at] = None if chosen in out else chosen
                break
    return [step for step in out if step is not None]


def _without_the_select_name(value: str, select: SnapshotNode, options: Sequence[str]) -> str:
    """The option a choice says beside its select's name: "L T-shirt" on T-shirt size is "L" (the
    1.5B model's choice for "I wear a size L T-shirt", dropped as no option: fresh7 volunteer-rota-2,
    dev). The value as it was when it is an option already, or what is left is none."""
    if _option_like(value, options):
        return value
    left = _folded(value)
    for word in select.name.split():
        left = re.sub(rf"(?<![\w-]){re.escape(_folded(word))}(?![\w-])", " ", left)
    left = " ".join(left.split())
    return next((option for option in options if _folded(option) == left), value) if left else value


def _option_like(value: str, options: Sequence[str]) -> str | None:
    """The one option that is ``value``, or begins with it ("Easy Saver" for "Easy Saver (•••• 7735)
    — £8,905.00")."""
    folded = _folded(value)
    same = [option for option in options if _folded(option) == folded]
    begun = [option for option in options if _folded(option).startswith(folded)]
    found = same or begun
    return found[0] if folded and len(found) == 1 else None


def _from_to_choices(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """A journey's ends on a From and a To select: the option said after "from" (or "From to") is
    chosen on From, the one after "to" (or "To to") on To. The 1.5B model chose both stations of
    'from "Leeds" to "Liverpool Lime Street"' on From, and typed the To of "Set From to 'Leeds' and
    To to 'Birmingham New Street'" into a date field ("to" says nothing to the other checks). The
    model's choices on the two selects, and its typing of either station, give way to these two."""
    ends: dict[str, SnapshotNode] = {}
    for node in snapshot.interactive_nodes.values():
        first = _TOKEN.findall(node.name.casefold())[:1]
        if node.role == "combobox" and first in (["from"], ["to"]) and _options_of(snapshot, node):
            if first[0] in ends:
                return steps  # two From selects: which is which is not for this rule
            ends[first[0]] = node
    if set(ends) != {"from", "to"}:
        return steps
    wanted: dict[str, list[str]] = {"from": [], "to": []}
    text = _folded(instruction)
    for option in _options_of(snapshot, ends["from"]):
        for match in re.finditer(rf"(?<!\w){re.escape(_folded(option))}(?!\w)", text):
            before = _TOKEN.findall(text[: match.start()])[-2:]
            end = (
                "from" if before == ["from", "to"] or before[-1:] == ["from"]
                else "to" if before == ["to", "to"] or before[-1:] == ["to"]
                else None
            )  # fmt: skip
            if end is not None and option not in wanted[end] and option in _options_of(snapshot, ends[end]):
                wanted[end].append(option)
    if len(wanted["from"]) != 1 or len(wanted["to"]) != 1 or wanted["from"] == wanted["to"]:
        return steps
    stations = {_folded(wanted["from"][0]), _folded(wanted["to"][0])}
    mine = {ends["from"].id, ends["to"].id}

    def replaced(step: PlannedStep) -> bool:
        return step.elementId in mine or (
            normalize_method(step.method) in _TYPING
            and bool(step.arguments)
            and _folded(step.arguments[0]) in stations
        )

    start = next((i for i, step in enumerate(steps) if replaced(step)), 0)
    at = sum(1 for step in steps[:start] if not replaced(step))
    rest = [step for step in steps if not replaced(step)]
    choices = [
        PlannedStep(elementId=ends[end].id, method="select_option", arguments=[wanted[end][0]])
        for end in ("from", "to")
        if [_folded(option) for option in _selected_options(snapshot, ends[end])] != [_folded(wanted[end][0])]
    ]
    return [*rest[:at], *choices, *rest[at:]]


def _chosen_as_said(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """A select the plan chooses only options of that the task never says, while it says exactly one
    option the select offers (and no other select offers): that option is chosen, once, and a plain
    click on the select is dropped. Asked to save a recipe to "my 'Party food' collection", the 1.5B
    model clicked the Save to collection select and chose Favourites, then Weeknight dinners. A
    select the task does not name, given an option none of whose words it says, is left alone."""
    chosen: dict[str, list[int]] = {}
    for index, step in enumerate(steps):
        if normalize_method(step.method) in ("select_option", "click"):
            node = snapshot.node(step.elementId)
            if node is not None and node.role == "combobox" and _options_of(snapshot, node):
                chosen.setdefault(node.id, []).append(index)
    replaced: dict[int, PlannedStep | None] = {}
    for element, indexes in chosen.items():
        node = snapshot.nodes[element]
        choices = [steps[i].arguments[0] for i in indexes if steps[i].arguments]
        # a value the select does not offer is no choice of it, though the task says it: "include row:
        # Bedding - duvet only" chosen on the Pickup time select (fresh17 laundry-2, dev)
        offered = {_folded(option) for option in _options_of(snapshot, node)}
        if not choices or any(_names(instruction, c) and _folded(c) in offered for c in choices):
            continue
        said = [option for option in _options_of(snapshot, node) if _names(instruction, option)]
        # "in Zone D" for "Zone D (Dock Road)": an option said without its remark in brackets, where
        # the 1.5B model chose the look-alike "Zone D1 (Dock Road East)" (fresh7 parking-permit-0, dev)
        said = said or [
            option for option in _options_of(snapshot, node) if _names(instruction, _core(option))
        ]
        elsewhere = [
            other
            for other in snapshot.interactive_nodes.values()
            if other.id != element
            and other.role == "combobox"
            and said
            and said[0] in _options_of(snapshot, other)
        ]
        if (
            not said
            and not _names(instruction, node.name)
            and not any(_a_word_said(c, instruction) for c in choices)
        ):
            # A select the task never names, choosing an option none of whose words it says: the
            # 1.5B model set a course catalogue's Subject to "Data" for "Conversational Spanish",
            # which hid the course (fresh3 courses-2, dev).
            replaced.update((i, None) for i in indexes)
            continue
        if len(said) != 1 or elsewhere:
            continue
        replaced.update((i, None) for i in indexes)
        replaced[indexes[0]] = PlannedStep(elementId=element, method="select_option", arguments=[said[0]])
    return [kept for index, step in enumerate(steps) if (kept := replaced.get(index, step)) is not None]


def _a_word_said(option: str, instruction: str) -> bool:
    """Whether the task says a word of the option (of three letters at least, or a number)."""
    return any(_said_whole(word, instruction) for word in _words(option) if len(word) >= 3 or word.isdigit())


def _choices_on_the_alike_select_said(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A choice on one of several selects offering the same options goes to the one whose name the
    task says best (fewest of its words unsaid), when that one is unique and no other step chooses on
    it; a plain click on a select a step chooses on is dropped. For "Return the Trail running socks
    (2-pack), Size L ...; reason Not as described" the 1.5B model clicked, then chose on, the Size M
    row's Reason select, disabled until its box is ticked, and the whole pass stopped there (fresh3
    returns-0, dev)."""
    offered = {select.id: _options_of(snapshot, select) for select in _selects(snapshot)}
    out: list[PlannedStep] = []
    for step in steps:
        node = _answered_on(snapshot, step)
        if node is None or node.id not in offered:
            out.append(step)
            continue
        alike = [snapshot.nodes[other] for other, options in offered.items() if options == offered[node.id]]
        if len(alike) > 1:
            unsaid = {other.id: _unsaid_count(other.name, instruction) for other in alike}
            fewest = min(unsaid.values())
            best = [other for other in alike if unsaid[other.id] == fewest]
            chosen_on = {
                s.elementId for s in steps if s is not step and normalize_method(s.method) == "select_option"
            }
            if len(best) == 1 and best[0].id != node.id and best[0].id not in chosen_on:
                step = step.model_copy(update={"elementId": best[0].id})
                node = best[0]
        out.append(step)
    chosen = {s.elementId for s in out if normalize_method(s.method) == "select_option"}
    return [
        s
        for s in out
        if not (normalize_method(s.method) == "click" and s.elementId in offered and s.elementId in chosen)
    ]


def _offered_here_alone(
    option: str, node: SnapshotNode, selects: Sequence[SnapshotNode], snapshot: Snapshot, instruction: str
) -> bool:
    """Whether no other select offers the option, or of the selects offering it this is the one
    whose own words are said beside it ("Set Monday's project to Apollo Support": Project on
    Monday, of a project select per weekday: fresh12 timesheet-2, dev)."""
    offering = [select for select in selects if option in _options_of(snapshot, select)]
    if offering == [node]:
        return True
    # read within the part saying it: numbered steps are no parts to the words beside a value
    parts = [part for part in clauses(instruction) if _names(part, option)]
    return len(parts) == 1 and _said_beside(option, offering, parts[0]) is node


def _missing_select_choices(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A choice for each select no step touches whose one option the task says, in a part naming the
    select, in quotes or whole when it has several words, when no other select offers it and it is
    not shown already ("2. Choose Eastgate as the pick-up branch" beside "Pick up at": the 1.5B model
    typed Eastgate into the search box instead; "search for cars at Boulder Downtown": it left the
    pick-up location unset), and no step done chose it. It goes before the plan's last click on a
    button. A bare click on the select chooses nothing: the choice takes its place ("click on Size"
    for "in the Age 7 to 8 size": fresh8 uniform-0, dev)."""
    clicked = {
        step.elementId
        for step in steps
        if normalize_method(step.method) == "click"
        and (node := snapshot.node(step.elementId)) is not None
        and node.tag == "select"
    }
    used = {step.elementId for step in steps} - clicked
    quoted = {_folded(value) for value in quoted_values(instruction)}
    # a value some step types or chooses already is that step's, not this select's
    given = {_folded(argument) for step in steps for argument in step.arguments}
    # a disabled select takes no choice, and does not make an option another offers ambiguous (a
    # Return location, disabled until "return elsewhere" is ticked, offers every pick-up location)
    selects = [select for select in _selects(snapshot) if not select.states.get("disabled")]
    added = []
    for node in selects:
        if node.id in used:
            continue
        said = [
            option
            for option in _options_of(snapshot, node)
            if (_names(instruction, option) or _said_with_its_remark(option, instruction))
            and _folded(option) not in given
            and (
                _folded(option) in quoted
                or len(option.split()) > 1
                or _chosen_where_named(option, node, instruction)
            )
            and _offered_here_alone(option, node, selects, snapshot, instruction)
        ]
        if len(said) > 1:  # "Change If to Subject": the option "To" is said only as the joining word
            said = [option for option in said if _folded(option) not in _JOINING_WORDS] or said
        # "Apollo" is said only inside "Apollo Support"
        said = [option for option in said if not _inside_a_longer(option, said)]
        shown = _selected_options(snapshot, node)
        chosen = len(said) == 1 and any(
            _folded(f"{said[0]} on {node.name}") in _folded(line) for line in done
        )
        if len(said) == 1 and [_folded(option) for option in shown] != [_folded(said[0])] and not chosen:
            added.append(PlannedStep(elementId=node.id, method="select_option", arguments=[said[0]]))
    if not added:
        return steps
    choosing = {step.elementId for step in added}
    steps = [step for step in steps if not (step.elementId in clicked and step.elementId in choosing)]
    return _before_the_last_click(steps, added, snapshot)


_REMARKED = re.compile(r"(?P<head>.+?)\s*\((?P<remark>[^()]+)\)")


def _said_with_its_remark(option: str, instruction: str) -> bool:
    """Whether the instruction says an option with a remark in parentheses in words: "Biscuit the
    dog" for "Biscuit (dog)" (fresh14 vet-2, dev)."""
    m = _REMARKED.fullmatch(option.strip())
    if m is None:
        return False
    head, remark = re.escape(_folded(m["head"])), re.escape(_folded(m["remark"]))
    said = rf"(?<!\w){head},?\s+(?:(?:the|a|an|my|our|is|as)\s+)?(?:\(\s*)?{remark}(?!\w)"
    return re.search(said, _folded(instruction)) is not None
