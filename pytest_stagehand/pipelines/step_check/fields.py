"""Values into text fields: text typed into the field the instruction names beside it, a click on a
field that is the fill of the one value no step types, a fill added for a value no step uses (or its
choice on the select the part names); typed text without the field's words around it, no field
typed its own label, and a journey's ends typed into From and To."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...actions.methods import normalize_method
from ...actions.variables import placeholders_in
from ...dates import MONTH_WORD
from ...prompts.compound import PlannedStep, clauses, quoted_values
from ...snapshot import Snapshot, SnapshotNode
from .counts import stepper_values
from .nodes import _POINTED, _TYPING, _empty_text_fields, _is_text_field, _options_of, _was_done
from .order import _before_the_last_click
from .places import _with_place
from .values import _EMAIL, _NUMBER, _holds_value, _typed_or_done, _values_in
from .words import (
    _JOINING_WORDS,
    _PART_BREAK,
    _TOKEN,
    _core,
    _folded,
    _mentioned_at,
    _part_giving,
    _said_whole,
    _value_at,
    _without_quoted,
    _words,
)


def _kind_fits(value: str, node: SnapshotNode) -> bool:
    """Whether the field is made for this kind of value: an e-mail address, or a number."""
    value = value.strip()
    if _EMAIL.fullmatch(value):
        return "mail" in _folded(node.name) or node.attrs.get("type") == "email"
    if _NUMBER.fullmatch(value):
        return node.role == "spinbutton" or node.attrs.get("type") == "number"
    return False


# A number a number field takes as typed: "3", "-2", "4.5", "52,310" (its commas dropped).
_MONEY_SIGN = re.compile(r"^[£$€]\s*|\s*%$")
_NUMBER_AS_TYPED = re.compile(r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?")


def _number_into_a_number_field(step: PlannedStep, node: SnapshotNode) -> PlannedStep | None:
    """Text typed into a number field must be a number: "07700 900733" typed into "Family members
    attending" (the 1.5B model's ids ran one element late: fresh7 dentist-recall-2, dev) made
    Playwright refuse it and stopped the whole pass. A number with thousands commas or a currency
    sign loses them; any other text is no step (None): the field's own value comes from the checks
    after."""
    if normalize_method(step.method) not in _TYPING or not step.arguments:
        return step
    if node.role != "spinbutton" and node.attrs.get("type") != "number":
        return step
    typed = _MONEY_SIGN.sub("", step.arguments[0].strip())  # "£80.00" is 80.00 to a number field
    if not _NUMBER_AS_TYPED.fullmatch(typed):
        return None
    return step.model_copy(update={"arguments": [typed.replace(",", ""), *step.arguments[1:]]})


_MONEY_SAID = re.compile(r"[£$€]\s?(\d[\d,]*(?:\.\d{1,2})?)(?![\d,.]*\d)")


def _sum_into_its_field(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A fill for the one sum the task gives that no step or done step types, into the one field
    no step uses whose name carries the sum's currency sign ("Claim amount (£)"): "claim: Home tab,
    £480, contact phone call, then Submit claim" left the amount at 0 (fresh15 claim-0, dev)."""
    sums = list(_MONEY_SAID.finditer(instruction))
    typed = " ".join(
        argument for step in steps if normalize_method(step.method) in _TYPING for argument in step.arguments
    )
    left = [
        m
        for m in sums
        if m[1].replace(",", "") not in typed.replace(",", "") and not _holds_value(" ".join(done), m[1])
    ]
    if len(sums) != 1 or len(left) != 1:
        return []
    sign = left[0][0][0]
    taken = {step.elementId for step in steps}
    fields = [
        node
        for node in snapshot.interactive_nodes.values()
        if _is_text_field(node)
        and sign in node.name
        and node.id not in taken
        and not node.states.get("disabled")
        and not _was_done(node, done)
    ]
    if len(fields) != 1:
        return []
    return [PlannedStep(elementId=fields[0].id, method="fill", arguments=[left[0][1].replace(",", "")])]


def _field_of_the_unit(value: str, snapshot: Snapshot, instruction: str) -> SnapshotNode | None:
    """The one text field whose name's words the part giving a number all says, the word after the
    number among them: "Enter 9 hours for Friday" gives Hours on Friday its 9 (not Hours on Monday),
    where "Set the item priced 4.50 to 2" gives 4.50 to no field. (The page's "week of 9 June" had
    made the 9 read as a number describing something: fresh12 timesheet-2, dev.)"""
    giving = [(part, at) for part in clauses(instruction) if (at := _value_at(value, part)) is not None]
    if len(giving) != 1:
        return None
    ((said, start),) = giving
    after = _words(said[start + len(value) :])[:1]
    part = set(_words(said))
    named = [
        node
        for node in snapshot.interactive_nodes.values()
        if node.name
        and _is_text_field(node)
        and after
        and after[0] in _words(node.name)
        and set(_words(node.name)) <= part
        and _folded(str(node.states.get("value", ""))) != _folded(value)
    ]
    return named[0] if len(named) == 1 else None


def _field_for(value: str, snapshot: Snapshot, instruction: str) -> SnapshotNode | None:
    """The one text field the instruction names in the same part as ``value`` (by its name, or by
    its words around a number: :func:`_field_of_the_unit`), or None."""
    part = _part_giving(value, instruction)
    if part is None:
        return None
    named = [
        node
        for node in snapshot.interactive_nodes.values()
        if node.name
        and node.tag != "label"
        and _is_text_field(node)
        and _mentioned_at(node.name, part) is not None
    ]
    if len(named) > 1:  # "aiko@example.com as the recipient": Recipient email, not Recipient name
        fitting = [node for node in named if _kind_fits(value, node)]
        # "Job alert for junior web developer": Alert keywords ("alert" said), not Search jobs (its
        # "jobs" only begun by "Job")
        named = fitting or [
            node for node in named if any(_said_whole(word, part) for word in _words(node.name))
        ]
    return named[0] if len(named) == 1 else _field_of_the_unit(value, snapshot, instruction)


def _named_beside_other_values(node: SnapshotNode, value: str, instruction: str) -> bool:
    """Whether every part of the instruction that names the field gives another value, none of them
    this one: in 'type 75 as the amount and a@b.io as the recipient', Recipient email is a@b.io's,
    so 75 typed there belongs in the amount field."""
    naming = [part for part in _PART_BREAK.split(instruction) if _mentioned_at(node.name, part) is not None]
    return bool(naming) and all(
        _value_at(value, part) is None and any(other != _folded(value) for other in _values_in(part))
        for part in naming
    )


def _typed_where_named(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """Typing steps moved to the field the instruction names beside their text, when the model's
    element takes no text or is a field the instruction never names. A 1.5B model typed "oskar" into
    the Login button for 'Enter the username "oskar" and the password "abc" ...'. A field the
    instruction names is left alone: in 'Enter "a" and "b" into the username and password fields'
    "b" stands beside "username" and is meant for the password; unless each part naming it gives it
    another value ("type 75 as the amount and a@b.io as the recipient": not 75 into Recipient email),
    or another field named beside the value is made for its kind (the address into Recipient email,
    not Recipient name)."""
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if normalize_method(step.method) in _TYPING and step.arguments:
            value = step.arguments[0]
            field = _field_for(value, snapshot, instruction)
            named_field = (
                node is not None
                and _is_text_field(node)
                and _mentioned_at(node.name, instruction) is not None
                # said by a word of its own, not only begun ("Job" of "Search jobs")
                and (field is None or any(_said_whole(word, instruction) for word in _words(node.name)))
                and not _named_beside_other_values(node, value, instruction)
                # both named beside it: the one made for its kind ("a@b.io as the recipient": e-mail)
                and not (field is not None and _kind_fits(value, field) and not _kind_fits(value, node))
            )
            if field is not None and field.id != step.elementId and not named_field:
                step = step.model_copy(update={"elementId": field.id})
        out.append(step)
    return out


def _given_values(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[str]:
    """The values the instruction gives that no step types or chooses: quoted ones, and bare numbers
    that are no part of an element's name or text on the page ("Page 2", "Item 3"). A quoted value
    that names an element a step clicks or ticks is used ('tick the "Notifications" component' was
    then typed into Steps to reproduce as well)."""
    used = _typed_or_done(steps, done)
    used += [
        _folded(_with_place(node, snapshot))
        for step in steps
        if normalize_method(step.method) in _POINTED and (node := snapshot.node(step.elementId)) is not None
    ]
    shown = [_folded(f"{node.name} {node.text}") for node in snapshot.interactive_nodes.values()]
    bare = [
        number
        for number in _NUMBER.findall(_without_quoted(instruction))
        if not any(re.search(rf"(?<![\w:./-]){re.escape(number)}(?![\w:./-]*\w)", text) for text in shown)
    ]
    return [
        value
        for value in dict.fromkeys([*quoted_values(instruction), *bare])
        if not placeholders_in(value) and not any(_folded(value) in text for text in used)
    ]


def _typed_not_clicked(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A click on a text field is a fill when the instruction gives exactly one value no step types
    and no other step types into that field. Asked to "Set the quantity of Mug to 4, then press
    Update", a 1.5B model clicked the quantity's spinbutton and typed nothing."""
    values = _given_values(steps, snapshot, instruction, done)
    if len(values) != 1:
        return steps
    out = list(steps)
    for index, step in enumerate(out):
        node = snapshot.node(step.elementId)
        typed_there = any(
            other.elementId == step.elementId and normalize_method(other.method) in _TYPING for other in out
        )
        if (
            node is not None
            and normalize_method(step.method) == "click"
            and _is_text_field(node)
            and not typed_there
        ):
            out[index] = step.model_copy(update={"method": "fill", "arguments": [values[0]]})
            break
    return out


def _missing_fills(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A fill for each value no step uses (quoted, or a number the page does not show), when the
    instruction names its field beside it and no step uses that field (a 1.5B model dropped 'the
    username "yusuf"' and kept the password, and "set Amount to 23.40" in an expense editor)."""
    taken = {step.elementId for step in steps}
    added = []
    quoted = set(quoted_values(instruction))
    page = _folded(snapshot.text)
    stepped = stepper_values(snapshot, instruction)
    for value in _given_values(steps, snapshot, instruction, done):
        if (
            value not in quoted
            and _holds_value(page, value)
            and _field_of_the_unit(value, snapshot, instruction) is None
        ):
            continue  # a number the page shows (a row's amount, a field's value) describes something
        if value in stepped:
            continue  # a stepper's buttons set it ("increase visits per day to 2")
        field = _field_for(value, snapshot, instruction) or _the_email_field(value, snapshot, taken)
        if field is None:  # no text field named beside it: a select it names that offers it
            choice = _as_choice(value, None, snapshot, instruction)
            if choice is not None and choice.elementId not in taken:
                added.append(choice)
                taken.add(choice.elementId)
        elif field.id not in taken and not _was_done(field, done):
            added.append(
                _as_choice(value, field, snapshot, instruction)
                or PlannedStep(elementId=field.id, method="fill", arguments=[value])
            )
            taken.add(field.id)
    typed = {_folded(argument) for step in steps for argument in step.arguments}
    for field, value in _values_said_to(snapshot, instruction):
        if field.id not in taken and _folded(value) not in typed and not _was_done(field, done):
            added.append(PlannedStep(elementId=field.id, method="fill", arguments=[value]))
            taken.add(field.id)
    return added


# "Change the name on the badge to Tomasz Kowal", "Replace the number plate with GF21 ZRO": a field
# named, then the text it is to hold, unquoted, to the part's end.
_SAID_TO = re.compile(
    r"^(?i:change|set|replace|update|make|rename|put)\s+(?i:the\s+|my\s+)?(?P<field>[\w' -]+?)\s+"
    r"(?:to|with|as)\s+(?P<value>[A-Z0-9][^,;]*?)\.?$"
)


def _values_said_to(snapshot: Snapshot, instruction: str) -> list[tuple[SnapshotNode, str]]:
    """The text fields a part says to change to an unquoted text, with that text: the one text field
    whose name the part's field words say most of, all of them or all of its own ("the name on the
    badge", "the badge name": Name on badge). The 1.5B model left "Change the name on the badge to
    Tomasz Kowal" out of its plan (fresh11 badge-0, dev)."""
    found = []
    fields = [node for node in snapshot.interactive_nodes.values() if node.name and _is_text_field(node)]
    for part in clauses(instruction):
        said = _SAID_TO.match(part.strip())
        if said is None or quoted_values(part):
            continue
        words = set(_words(said["field"]))
        scores = [
            (len(words & set(_words(node.name))), node)
            for node in fields
            if words and (words <= set(_words(node.name)) or set(_words(node.name)) <= words)
        ]
        best = max((score for score, _ in scores), default=0)
        named = [node for score, node in scores if score == best]
        value = said["value"].strip()
        if not best:  # "the number plate" for Vehicle registration: the field holding one like it
            named = [node for node in fields if _same_shape(value, str(node.states.get("value", "")))]
        if len(named) == 1:
            found.append((named[0], value))
    return found


def _same_shape(value: str, held: str) -> bool:
    """Whether a field's text is written like the value, digit for digit and letter for letter
    ("AB12 CDE" like "GF21 ZRO"), and the value has digits: a plate, a postcode, a reference or a
    phone number said by another name than the field's label is recognised by what the field holds."""

    def shape(text: str) -> str:
        return re.sub(r"\d", "9", re.sub(r"[^\W\d_]", "a", text.casefold()))

    return bool(held) and any(char.isdigit() for char in value) and shape(value) == shape(held)


def _in_its_format(value: str, held: str) -> str | None:
    """The value written as the field writes what it holds: itself when of the same shape
    (:func:`_same_shape`), without its spaces when the field holds the same run of digits with none
    ("07700 900 789" for a Phone number holding "01632960735": the page takes 11 digits, no spaces;
    fresh9 allotment-2, dev); None when it is of another shape."""
    if _same_shape(value, held):
        return value
    bare = value.replace(" ", "")
    if " " in value and " " not in held and bare.isdigit() and _same_shape(bare, held):
        return bare
    return None


def _the_email_field(value: str, snapshot: Snapshot, taken: set[str]) -> SnapshotNode | None:
    """For a quoted e-mail address no part names a field for ('enter "diego@example.org", set the
    role to Guest'), the page's one empty field made for e-mail that no step uses: the 1.5B model
    dropped the address from the plan it made once the invite dialog had opened. (A bare address is
    not added: where its step goes is then not anchored in the instruction, and a fill after "send
    it" was a done act on a page asking for the address.)"""
    if not _EMAIL.fullmatch(value.strip()):
        return None
    fitting = [node for node in _empty_text_fields(snapshot, taken) if _kind_fits(value, node)]
    return fitting[0] if len(fitting) == 1 else None


def _as_choice(
    value: str, field: SnapshotNode | None, snapshot: Snapshot, instruction: str
) -> PlannedStep | None:
    """The choice of ``value`` on the one enabled select offering it, when the part giving it does not
    name ``field`` or names the select too ('Pick up at "Denver Airport (DEN)"': the Pick-up location
    select, not the Pick-up date field). With no field, the part must name the select ('choose
    "Fort Collins Old Town" as the drop-off')."""
    part = _part_giving(value, instruction)
    if part is None:
        return None
    offering = [
        (select, option)
        for select in snapshot.interactive_nodes.values()
        if select.tag == "select" and not select.states.get("disabled")
        for option in _options_of(snapshot, select)
        if _folded(option) == _folded(value)
    ]
    if len(offering) > 1:  # the same options on two selects: the one the part names
        offering = [
            (select, option) for select, option in offering if _mentioned_at(select.name, part) is not None
        ]
    if len(offering) != 1:
        return None
    select, option = offering[0]
    select_named = _mentioned_at(select.name, part) is not None
    field_named = field is not None and bool(field.name) and _mentioned_at(field.name, part) is not None
    if not select_named and (field is None or field_named):
        return None
    return PlannedStep(elementId=select.id, method="select_option", arguments=[option])


# What an unquoted typed value picks up from the words around it: "type The dashboard loads blank as
# the description" typed " as the description" too, "reference Birthday gift" typed "Reference ...".
_AS_FIELD = re.compile(r"\s+as\s+(?:the|your|my|a|an)\s+\w+(?:\s+\w+)?\s*$", re.IGNORECASE)


def _without_field_words(step: PlannedStep, snapshot: Snapshot, instruction: str) -> PlannedStep:
    """A typed value the instruction does not quote loses a trailing "as the <field>" and the name of
    its field at its start."""
    if normalize_method(step.method) not in _TYPING or not step.arguments:
        return step
    value = step.arguments[0]
    if any(_folded(value) == _folded(quoted) for quoted in quoted_values(instruction)):
        return step
    cut = _AS_FIELD.sub("", value)
    node = snapshot.node(step.elementId)
    name = _core(node.name) if node is not None else ""
    if name and _folded(cut).startswith(_folded(name) + " "):
        cut = cut[len(name) :].lstrip(" :")
    if cut == value or not cut.strip():
        return step
    return step.model_copy(update={"arguments": [cut, *step.arguments[1:]]})


# What joins a value to the next thing the instruction says: "junior web developer in Remote, ...".
_JOINED = re.compile(r"(?:\s+(?:in|at|for|with|and|on|from)\s+|\s*,\s*)", re.IGNORECASE)


def _without_other_steps_values(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A typed value the instruction does not quote ends before another step's value joined to it:
    for "Job alert for junior web developer in Remote, Part-time too", the 1.5B model typed
    "junior web developer in Remote, Part-time too" while choosing Remote and ticking Part-time."""
    others: list[tuple[int, str]] = []
    for index, step in enumerate(steps):
        node = snapshot.node(step.elementId)
        method = normalize_method(step.method)
        if method == "select_option" and step.arguments:
            others += [(index, argument) for argument in step.arguments]
        elif method in _POINTED and node is not None and node.name and not _is_text_field(node):
            others.append((index, _core(node.name)))
    quoted = {_folded(value) for value in quoted_values(instruction)}
    out = []
    for index, step in enumerate(steps):
        if (
            normalize_method(step.method) in _TYPING
            and step.arguments
            and _folded(step.arguments[0]) not in quoted
        ):
            value = step.arguments[0]
            for joint in _JOINED.finditer(value):
                rest = _folded(value[joint.end() :])
                if joint.start() > 0 and any(
                    other != index and len(said) >= 3 and rest.startswith(_folded(said))
                    for other, said in others
                ):
                    step = step.model_copy(
                        update={"arguments": [value[: joint.start()], *step.arguments[1:]]}
                    )
                    break
            step = _said_to_the_end(_as_written(step, instruction), snapshot, instruction)
        out.append(step)
    return out


def _said_to_the_end(step: PlannedStep, snapshot: Snapshot, instruction: str) -> PlannedStep:
    """An unquoted value typed in part, that the instruction says right after the field's name and
    runs on to the end of its part, is typed whole: for "enter the dosage 5ml twice a day" the 1.5B
    model typed "5ml" into Dosage (fresh12 kennel-2, dev)."""
    node = snapshot.node(step.elementId)
    value = step.arguments[0]
    if node is None or not node.name or not value.strip():
        return step
    name_words = set(_words(node.name))
    for part in clauses(instruction):
        said = re.search(rf"(?<!\w){re.escape(value)}(?!\w)", part, re.IGNORECASE)
        before = _words(part[: said.start()]) if said else []
        if said is None or not before or before[-1] not in name_words:
            continue
        whole = part[said.start() :].strip().rstrip(".!;:")
        # only a few plain words run on ("twice a day"), none joining another thing to it
        rest = _RUNS_ON.fullmatch(whole[len(value) :].strip())
        if rest and rest[1].casefold() not in _JOINING and not quoted_values(part):
            return step.model_copy(update={"arguments": [whole, *step.arguments[1:]]})
    return step


_RUNS_ON = re.compile(r"([a-z]+)(?: [a-z]+){0,3}")
_JOINING = _JOINING_WORDS | {"into", "as", "then", "taken"}


def _as_written(step: PlannedStep, instruction: str) -> PlannedStep:
    """Typed text the instruction says in other capitals is typed as it says it: the 1.5B model
    typed "Junior web developer" for "... for junior web developer in Remote"."""
    value = step.arguments[0]
    said = (
        re.search(rf"(?<!\w){re.escape(value)}(?!\w)", instruction, re.IGNORECASE) if value.strip() else None
    )
    if said is None or said.group(0) == value:
        return step
    return step.model_copy(update={"arguments": [said.group(0), *step.arguments[1:]]})


_MONTH_WORD = rf"{MONTH_WORD}\.?"
# A date as a tester writes it: "14 June 2024", "June 14, 2024", "2024-06-14", "14/06/2024".
_DATE_SAID = re.compile(
    rf"(?<![\w/-])(?:\d{{4}}-\d{{1,2}}-\d{{1,2}}|\d{{1,2}}(?:st|nd|rd|th)? (?:of )?{_MONTH_WORD},? \d{{4}}"
    rf"|{_MONTH_WORD} \d{{1,2}}(?:st|nd|rd|th)?,? \d{{4}}|\d{{1,2}}/\d{{1,2}}/\d{{4}})(?![\w/-])",
    re.IGNORECASE,
)


def _dates_where_said(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """The one date the instruction gives goes into the page's date field: "gas meter, reading 3402,
    taken 14 June 2024" was answered by typing the field's own "2024-06-17" into it again (fresh8
    meter_reading-0, dev). A step that types into a date input something else than that date types
    the date (the executor writes it as the input holds it); with no such step and one date input,
    a fill is added before the plan's last click."""
    said = list(dict.fromkeys(m.group(0) for m in _DATE_SAID.finditer(instruction)))
    if len(said) != 1:
        return steps
    date = said[0]
    fields = [n for n in snapshot.interactive_nodes.values() if n.attrs.get("type") == "date"]
    out = []
    typed = False
    for step in steps:
        node = snapshot.node(step.elementId)
        if node in fields and normalize_method(step.method) in _TYPING:
            typed = True
            if not step.arguments or _folded(step.arguments[0]) != _folded(date):
                step = step.model_copy(update={"arguments": [date]})
        out.append(step)
    if (
        typed
        or len(fields) != 1
        or any(step.arguments and _folded(date) in _folded(step.arguments[0]) for step in out)
    ):
        return out
    fill = PlannedStep(elementId=fields[0].id, method="fill", arguments=[date])
    last = len(out) - 1 if out and normalize_method(out[-1].method) == "click" else len(out)
    return [*out[:last], fill, *out[last:]]


def _types_its_own_label(step: PlannedStep, node: SnapshotNode, instruction: str) -> bool:
    """Typing a field's own label into it ("Your review" into Your review): the 1.5B model filling
    a field the instruction gives nothing for. Unless the instruction quotes that text to type."""
    return (
        normalize_method(step.method) in _TYPING
        and bool(step.arguments)
        and bool(node.name)
        and _folded(step.arguments[0]) == _folded(node.name)
        and _folded(step.arguments[0]) not in {_folded(value) for value in quoted_values(instruction)}
    )


# A journey's end as the instruction says it: "from Nairobi", 'to "Santiago"', "To to 'Leeds'" (the
# field's name, then "to"). A value is quoted, or a run of capitalised words ("Colorado Springs
# Airport (COS)") that stops at a small word ("to", "and", ...) or a comma.
_END_VALUE = r"(\"[^\"]+\"|'[^']+'|“[^”]+”|[A-Z0-9][\w.()'-]*(?:\s+[A-Z0-9(][\w.()'-]*)*)"
_NAMED_END = re.compile(rf"(?<!\w)([Ff]rom|[Tt]o)\s+to\s+{_END_VALUE}")
_SAID_END = re.compile(rf"(?<!\w)([Ff]rom|[Tt]o)\s+{_END_VALUE}")
_QUOTES = "\"'“”"


def _journey_fields(snapshot: Snapshot) -> dict[str, SnapshotNode]:
    """The page's From and To text fields (a name of a few words that starts with "from" / "to");
    none when either is there twice."""
    ends: dict[str, SnapshotNode] = {}
    for node in snapshot.interactive_nodes.values():
        words = _TOKEN.findall(node.name.casefold())
        if words[:1] in (["from"], ["to"]) and len(words) <= 3 and _is_text_field(node):
            if words[0] in ends:
                return {}
            ends[words[0]] = node
    return ends


def _journey_values(instruction: str, snapshot: Snapshot) -> dict[str, str]:
    """What the instruction gives each end of a journey: "from X to Y", "fly to X", "Set From to X".
    A "to" after another field's name ("set the subject to Hello") gives that field, not To."""
    others = [n.name for n in snapshot.interactive_nodes.values() if n.name and _is_text_field(n)]
    wanted: dict[str, str] = {}
    taken: list[tuple[int, int]] = []
    found = [(m, True) for m in _NAMED_END.finditer(instruction)]
    found += [(m, False) for m in _SAID_END.finditer(instruction)]
    for match, named in found:
        if any(start <= match.start() < end for start, end in taken):
            continue
        end, value = match.group(1).casefold(), match.group(2).strip(_QUOTES)
        before = _TOKEN.findall(_folded(instruction[: match.start()]))[-3:]
        if (
            not named
            and end == "to"
            and any(
                _mentioned_at(name, " ".join(before)) and not _folded(name).startswith(("from", "to"))
                for name in others
            )
        ):
            continue
        if wanted.get(end, value) != value:
            return {}  # two values for one end: no journey this rule can read
        wanted[end] = value
        taken.append(match.span())
    return wanted


def _from_to_typed(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """A journey's ends typed into the From and To text fields, as ``selects._from_to_choices`` chooses
    them on selects: "from Nairobi to Montreal" types Nairobi into From and Montreal into To, 'fly to
    "Santiago"' types Santiago into To. The 1.5B model typed Montreal alone, into To, and a value rule
    then moved it to From; for "fly to "Santiago"" it clicked To and typed Santiago into Depart. The
    model's typing into either field, and of either value anywhere, gives way to these fills."""
    ends = _journey_fields(snapshot)
    wanted = {end: value for end, value in _journey_values(instruction, snapshot).items() if end in ends}
    if not wanted:
        return steps
    values = {_folded(value) for value in wanted.values()}
    mine = {node.id for node in ends.values()}

    def replaced(step: PlannedStep) -> bool:
        typed = normalize_method(step.method) in _TYPING and bool(step.arguments)
        return (step.elementId in mine and (typed or normalize_method(step.method) in _POINTED)) or (
            typed and _folded(step.arguments[0]) in values
        )

    start = next((i for i, step in enumerate(steps) if replaced(step)), 0)
    at = sum(1 for step in steps[:start] if not replaced(step))
    rest = [step for step in steps if not replaced(step)]
    fills = [
        PlannedStep(elementId=ends[end].id, method="fill", arguments=[wanted[end]])
        for end in ("from", "to")
        if end in wanted and _folded(str(ends[end].states.get("value", ""))) != _folded(wanted[end])
    ]
    return [*rest[:at], *fills, *rest[at:]]


# A person's name said bare: capitalised words ("Chen", "Ada Lovelace") in a part of the task.
_PROPER_NAME = re.compile(r"(?<![\w'\"“‘])[A-Z][a-z'’-]+(?: [A-Z][a-z'’-]+){0,2}(?![\w'\"”’])")


def _name_into_the_name_field(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A person's name the task says bare ("Add Chen to the waitlist") goes into the page's one empty
    Name field when no step types anything there: the 1.5B model set the party size, joined, and the
    page answered "name required" (fresh9 waitlist-0, dev). The name: the one run of capitalised
    words, not a part's first word, that the page nowhere shows and no step already types."""
    taken = {step.elementId for step in steps}
    fields = [node for node in _empty_text_fields(snapshot, taken) if re.search(r"\bname\b", node.name, re.I)]
    if len(fields) != 1 or _was_done(fields[0], done):
        return steps
    page = _folded(snapshot.text)
    typed = " | ".join(_folded(a) for step in steps for a in step.arguments)
    names = {
        m.group(0)
        for part in clauses(_without_quoted(instruction))
        for m in _PROPER_NAME.finditer(part.split(maxsplit=1)[-1] if " " in part.strip() else "")
        if not re.search(rf"(?<!\w){re.escape(_folded(m.group(0)))}(?!\w)", page)
        and _folded(m.group(0)) not in typed
    }
    if len(names) != 1:
        return steps
    fill = PlannedStep(elementId=fields[0].id, method="fill", arguments=[names.pop()])
    return _before_the_last_click(steps, [fill], snapshot)
