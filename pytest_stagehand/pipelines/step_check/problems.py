"""What is still wrong with a plan, as sentences the model can act on (:class:`CheckedSteps`): text
the instruction does not say, a quoted value no step uses, a click on what the instruction never
names while what it names goes unused."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ...actions.methods import normalize_method
from ...actions.variables import placeholders_in
from ...dates import MONTH_WORD, iso_date
from ...prompts.compound import PlannedStep, quoted_values
from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import snapshot_places
from .counts import _NONE_OF, _with_digits, row_stepper_ids, stepper_button_ids
from .nodes import _POINTED, _TYPING, _is_text_field, _kind_problem, _was_done, enclosing_select
from .order import _anchor
from .panels import panel_to_open, waits_for_the_panel
from .places import _box_of_the_row_said, _said_name, _with_place
from .radios import _radio_set
from .values import _typed_or_done
from .words import _folded, _mentioned_at, _names, _value_at, _words


@dataclass(frozen=True)
class CheckedSteps:
    """The steps (one correction applied where the instruction settles it) and what is wrong."""

    steps: list[PlannedStep]
    problems: list[str]


def _described(step: PlannedStep, node: SnapshotNode) -> str:
    arguments = " ".join(repr(argument) for argument in step.arguments)
    return " ".join(
        part for part in (step.method, arguments, "on", f"[{node.id}]", node.role, repr(node.name)) if part
    )


def _unsaid_text(step: PlannedStep, instruction: str) -> str | None:
    """Typed text the instruction does not contain (nor a %variable% of it) was made up."""
    if normalize_method(step.method) not in _TYPING or not step.arguments:
        return None
    text = step.arguments[0]
    if not text.strip() or placeholders_in(text) or _folded(text) in _folded(instruction):
        return None
    if text.strip() == "0" and _NONE_OF.search(instruction):
        return None  # "no visitor scratch cards": a count of 0
    if text.strip().isdigit() and text.strip() in re.sub(r"(?<=\d) (?=\d)", "", instruction):
        return None  # a number said with spaces, typed as its field writes it ("07700 900 789")
    if text.strip().isdigit() and _folded(text) in _folded(_with_digits(instruction)):
        return None  # "set number of lessons to four" typed as 4 (fresh9 driving-2, dev)
    day = iso_date(text.strip().casefold())
    if day is not None and day in _dates_said(instruction):
        return None  # "born on the 19th of July 2012" typed as 19/07/2012 (fresh9 junior-2, dev)
    return f"it types {text!r}, which the instruction does not say to type"


# A date said whole in words: "the 19th of July 2012", "19 July 2012".
_DATE_IN_WORDS = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?(?: of)? ({MONTH_WORD}),? (\d{{4}})\b", re.IGNORECASE
)


def _dates_said(instruction: str) -> set[str]:
    return {
        day
        for m in _DATE_IN_WORDS.finditer(instruction)
        if (day := iso_date(f"{m[1]} {m[2]} {m[3]}".casefold())) is not None
    }


def _unused_values(
    steps: Sequence[PlannedStep],
    snapshot: Snapshot,
    instruction: str,
    done: Sequence[str],
    waiting: Sequence[str] = (),
) -> list[str]:
    """Each value the instruction quotes is typed, chosen or clicked by some step (or was already),
    when something on the page could take it. A small model asked for a missing value tends to swap
    it for one it used: the problem names the fields the instruction mentions that no step uses,
    where the value most likely goes."""
    used = _typed_or_done(steps, done)
    for step in steps:
        node = snapshot.node(step.elementId)
        if node is not None:
            used.append(_folded(f"{_with_place(node, snapshot)} {node.text}"))
    taken = {step.elementId for step in steps}
    later = _after_the_last_click(steps, snapshot, instruction)
    if later is None:  # a plan that ends by opening a hidden panel: its values wait for it
        later = waits_for_the_panel(steps, snapshot, instruction, done)
        later = None if later is None else later - 1
    missing = [
        value
        for value in quoted_values(instruction)
        if not placeholders_in(value)
        and value not in waiting
        and not any(_folded(value) in text for text in used)
        and _could_take(value, snapshot, taken)
        and not ((at := _value_at(value, instruction)) is not None and later is not None and at > later)
    ]
    if not missing:
        return []
    idle = [
        f"[{node.id}] {node.role} {node.name!r}"
        for node in snapshot.interactive_nodes.values()
        if node.id not in taken
        and node.name
        and node.tag != "label"
        and _is_text_field(node)
        and _names(instruction, node.name)
    ]
    where = f" (the instruction names {', '.join(idle)}, which no step uses)" if idle else ""
    return [
        f"the instruction's {value!r} is used by no step: keep the other steps and add one that types "
        f"or chooses it{where}"
        for value in missing
    ]


def _after_the_last_click(steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str) -> int | None:
    """Where the instruction names the plan's last step, when that is a click on one of look-alike
    buttons (a Reply, Edit or Book on every item): the values it gives after are for what the click
    shows ("hit Reply, type 'Lime zest works too'": that comment's reply box, not the page's comment
    box), and the act looks again once it is done."""
    if not steps or normalize_method(steps[-1].method) != "click":
        return None
    if steps[-1].elementId not in snapshot_places(snapshot):
        return None
    return _anchor(steps[-1], snapshot, instruction)


def _could_take(value: str, snapshot: Snapshot, taken: set[str]) -> bool:
    """Whether anything on this page could take the value: a text field no step uses, or a choice
    (an option, radio, box) it names. When nothing can, its field comes later (the enquiry form that
    "Enquire" opens), and asking the model for it again only costs a call."""
    wanted = _folded(value)
    return any(
        (node.id not in taken and _is_text_field(node) and node.tag != "label")
        or (node.role in _CHOICE_ROLES and wanted in _folded(node.name or node.text))
        for node in snapshot.interactive_nodes.values()
    )


_CHOICE_ROLES = frozenset({"option", "radio", "checkbox", "switch", "menuitemradio", "menuitemcheckbox"})


def _unmentioned_targets(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[str]:
    """A click on an element the instruction says nothing of ("Reset" for "... and click the Submit
    button") while an element it does name goes unused. Only then: on a redesigned page nothing may
    carry the instruction's words, and the model's reading by meaning ("Second" for "TWO") stands."""
    taken = {step.elementId for step in steps}
    # a radio of a set a step already chooses in is another choice, not a target left unused
    chosen_sets = {
        _radio_set(node)
        for element in taken
        if (node := snapshot.node(element)) is not None and node.role == "radio"
    }
    named_unused = [
        f"[{node.id}] {node.role} {node.name!r}"
        for node in snapshot.interactive_nodes.values()
        if node.id not in taken
        and not (node.role == "radio" and _radio_set(node) in chosen_sets)
        and node.tag != "label"
        and enclosing_select(snapshot, node) is None
        and not _was_done(node, done)
        and _mentioned_at(_said_name(node, snapshot), instruction) is not None
    ]
    if not named_unused:
        return []
    # the tab whose hidden panel holds what the instruction asks for is said by its panel's words
    opening = panel_to_open(snapshot, instruction, done)
    # a part names their row ("reduce the beanie to 2") or gives their count ("she turned five")
    counting = row_stepper_ids(snapshot, instruction) | stepper_button_ids(snapshot, instruction)
    problems = []
    for number, step in enumerate(steps, 1):
        node = snapshot.node(step.elementId)
        if node is None or normalize_method(step.method) not in _POINTED or not _words(node.name):
            continue
        if (opening is not None and node.id == opening[0].id) or node.id in counting:
            continue
        if _box_of_the_row_said(node, snapshot, instruction):
            continue
        if _mentioned_at(_said_name(node, snapshot), instruction) is None:
            problems.append(
                f"step {number} ({_described(step, node)}): the instruction does not mention "
                f"{node.name!r}; it names {', '.join(named_unused[:4])}, which no step uses"
            )
    return problems


def runnable_steps(steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """The steps without those whose element cannot take their method and that carry nothing the
    instruction gives (select_option 'Deluxe King, sea view' on a "Change dates" link). A step that
    cannot run but carries a value the instruction gives (its e-mail typed into the Submit button)
    stays: left out, the form would be sent without it; it fails when it runs, and says so."""

    def runnable(step: PlannedStep) -> bool:
        node = snapshot.node(step.elementId)
        if node is None or _kind_problem(step, node, snapshot) is None:
            return True
        return any(
            argument.strip() and _folded(argument) in _folded(instruction) for argument in step.arguments
        )

    return [step for step in steps if runnable(step)]


def _step_problems(steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str) -> list[str]:
    """Each step whose method does not fit its element, or that types text the instruction does not
    say, as "step N (<the step>): <what is wrong>"."""
    problems: list[str] = []
    for number, step in enumerate(steps, 1):
        node = snapshot.node(step.elementId)
        if node is None:  # an id the page does not have: the plan's own validation says so
            continue
        problem = _kind_problem(step, node, snapshot) or _unsaid_text(step, instruction)
        if problem:
            problems.append(f"step {number} ({_described(step, node)}): {problem}")
    return problems
