"""The values a task gives (quoted ones, e-mail addresses, numbers) and what the steps done left out
of it: :func:`values_not_given` and :func:`first_undone_part`, which the act reads once a plan ran out."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ...actions.variables import placeholders_in
from ...dates import in_24_hours
from ...prompts.compound import PlannedStep, clauses, quoted_values, without_step_numbers
from ...snapshot import Snapshot
from .words import (
    _VERB_WORDS,
    _core,
    _folded,
    _named_in_full,
    _part_around,
    _without_quoted,
    _words,
    clock_ranges_apart,
)

# A number the instruction gives as a value ("set the quantity to 4", "put 3 in the Mug quantity").
# A phone number in groups ("07700 900902") is one value, not "07700" and "900902" (the check typed
# the second alone into Contact number: fresh14 broadband-0, dev).
_NUMBER = re.compile(r"(?<![\w:./-])(?:0\d{2,}(?: \d{3,})+|\d+(?:[:./-]\d+)*)(?!\w)")

_KEEPING = re.compile(r"\b(?:leave|keep|not|never|don't|dont|without)\b")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def first_undone_part(instruction: str, done: Sequence[str]) -> str:
    """The first part of the instruction no step ``done`` (as done texts) speaks of: none of its words
    but verbs is in a done step ("set checked bags to 2" after "click on Noor Rahman radio"), else the
    part after the last one that is. An error then names the part that went undone."""
    parts = clauses(instruction)
    said = [set(_words(text)) - _VERB_WORDS for text in done]
    covered = [any((set(_words(part)) - _VERB_WORDS) & words for words in said) for part in parts]
    for part, is_covered in zip(parts, covered, strict=True):
        if not is_covered:
            return part
    return parts[min(len(done), len(parts) - 1)]


_ANSWER_WORDS = frozenset({"yes", "no", "none", "with", "without", "on", "off", "true", "false"})


def values_not_given(instruction: str, done: Sequence[str], shown: str = "") -> list[str]:
    """The values a task gives that no step done used, as typed, chosen or clicked: quoted ones,
    e-mail addresses and numbers ("12 servings", "£64.99"). A whole task whose plan ran out with one
    of these unused is not done, whatever the plan's end looked like (the 1.5B model ended "Scale to
    12 servings" with the servings at 4). A number the pages ``shown`` already say describes what
    the task is about ("the Red Kettle ($25.00)"), and needs no step."""
    # a step's number is no value; "8pm" is the 20:00 a page shows
    rest = in_24_hours(without_step_numbers(_without_quoted(instruction)))
    emails = _EMAIL.findall(rest)
    for email in emails:
        rest = rest.replace(email, " ")
    # A quoted name in a part that keeps things as they are ("Leave unticked 'Include system logs'")
    # needs no step.
    quoted = [
        value
        for value in quoted_values(instruction)
        if not _KEEPING.search(_part_around(instruction, instruction.casefold().find(value.casefold())))
        # an answer quoted ('"no" travel outside the UK') is a box's state, not a value to type: the
        # untick gave it, and the run's close was refused for it (fresh8 blood_donation-0, dev)
        and _folded(value) not in _ANSWER_WORDS
    ]
    shown = _apart(_folded(shown))
    numbers = [number for number in _NUMBER.findall(rest) if not _holds_value(shown, number)]
    used = _apart(" | ".join(_folded(line) for line in done))
    return [
        value
        for value in dict.fromkeys([*quoted, *emails, *numbers])
        if not placeholders_in(value) and not _holds_value(used, value)
    ]


def _apart(text: str) -> str:
    """The text, then again on the 24-hour clock with its ranges of clock times apart, as the
    instruction's values are read: each time of "18:00-20:00" is used or shown ("from 6 to 8pm" gives
    18:00 and 20:00; fresh11 rehearsal-2), and a "1pm" chosen is the 13:00 said."""
    return f"{text} {clock_ranges_apart(in_24_hours(text))}"


def _holds_value(text: str, value: str) -> bool:
    """``value`` stands whole in ``text`` (not "3" in "2025-07-03", "12" in "[0-12]" or "level=2"); a
    word joined after it by a hyphen keeps it whole: the "3" of "3-bed flat" is used by "check 3-bed
    flat radio" (fresh17 removal-0, dev: the act failed for a "3" it had chosen)."""
    return re.search(rf"(?<![\w.@=-]){re.escape(_folded(value))}(?![\w@]|-[\w@]*\d|\.\w)", text) is not None


def _values_in(text: str) -> list[str]:
    """The values a piece of the instruction gives: quoted ones, e-mail addresses, numbers (folded)."""
    return [
        _folded(v)
        for v in [*quoted_values(text), *_EMAIL.findall(text), *_NUMBER.findall(_without_quoted(text))]
    ]


def _typed_or_done(steps: Sequence[PlannedStep], done: Sequence[str]) -> list[str]:
    """The steps' arguments and the steps already done, folded: where a quoted value counts as used."""
    return [_folded(argument) for step in steps for argument in step.arguments] + [_folded(d) for d in done]


def final_click_undone(instruction: str, clickable: Iterable[str], done: Sequence[str]) -> str:
    """The instruction's last part when it names in full a button or link the act's pages showed
    (``clickable``: their names) and no step ``done`` (as done texts) is on one so named; else "".
    "..., choose the Wednesday 17:00 drop-off slot and book the service" chose the slot in its dialog
    and ran out there, with Book service never clicked (fresh13 bikeservice-0, dev): every part had a
    step speaking of its words ("Bronze service"), so counting parts did not tell."""
    parts = clauses(instruction)
    if len(parts) < 2:
        return ""
    last = parts[-1]
    named = {_folded(name) for name in clickable if _words(name) and _named_in_full(_core(name), last)}
    said = [_folded(text) for text in done]
    if not named or any(name in text for name in named for text in said):
        return ""
    return last


def final_click_named(instruction: str, view: Snapshot, done: Sequence[str]) -> PlannedStep | None:
    """A click on the one button or link of ``view`` the instruction's last part names in full,
    when that click is still undone (:func:`final_click_undone`) and the part names no other button
    or link in full; else None."""
    buttons = [
        node
        for node in view.interactive_nodes.values()
        if node.role in ("button", "link") and _words(node.name)
    ]
    if not final_click_undone(instruction, [node.name for node in buttons], done):
        return None
    last = clauses(instruction)[-1]
    # of the buttons and links (a field the part names too, "Wash" of "click Book wash", is no click)
    named = [node for node in buttons if _named_in_full(_core(node.name), last)]
    if len(named) != 1:
        return None
    return PlannedStep(elementId=named[0].id, method="click", arguments=[])
