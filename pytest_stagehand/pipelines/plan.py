"""Planning an action: snapshot + prompt + one LLM call → an Action (no page is touched).

Kept apart from execution so a cache can record what was planned and replay it through the same
executor with no LLM call.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..actions.methods import METHOD_NAMES, METHODS, normalize_method
from ..actions.model import Action
from ..actions.selectors import selector_for_path
from ..actions.variables import placeholders_in
from ..errors import ActError, ElementNotFoundError, SnapshotError, TooManyStepsError
from ..llm import LLMClient, Message
from ..prompts.act import (
    NO_ELEMENT,
    ActDecision,
    act_messages,
    act_output_model,
    step_two_messages,
    step_two_methods,
    talks_about_choosing,
)
from ..prompts.budget import Fitted
from ..prompts.compound import (
    MAX_STEPS,
    PlannedStep,
    StepsDecision,
    WholeTaskDecision,
    clauses,
    compound_messages,
    repair_messages,
    steps_output_model,
)
from ..prompts.shortlist import shortlist
from ..snapshot import Snapshot, SnapshotNode
from ..snapshot.places import element_lines, snapshot_places
from .context import Deadline, Meter, PipelineContext, ask, fit_to_prompt
from .step_check import check_steps, enclosing_select, runnable_steps

# Enough for one decision with a short description; a small model must not ramble on.
ACT_MAX_TOKENS = 300
# A compound answer carries ~20 tokens a step; room for MAX_STEPS and a little more (to see it overran).
STEPS_MAX_TOKENS = 40 * (MAX_STEPS + 2)
# Methods with no visible effect, and the words an instruction asks for each with.
UNSEEN_METHODS = {
    "focus": re.compile(r"\bfocus", re.IGNORECASE),
    "hover": re.compile(r"\bhover|\bmouse\b|\bpoint(?:er)? (?:at|over)", re.IGNORECASE),
}
# Roles of custom widgets' choices: picking one means clicking it.
CHOSEN_BY_CLICKING = frozenset({"option", "menuitem", "menuitemradio", "menuitemcheckbox", "treeitem", "tab"})


@dataclass(frozen=True)
class ActPlan:
    """What the model decided, mapped onto the page: the action, and whether a step two follows."""

    action: Action
    two_step: bool
    element_id: str
    snapshot: Snapshot


@dataclass(frozen=True)
class StepTwo:
    """Context for the second call of a two-step action (a custom dropdown: after the first click,
    the model picks among what appeared)."""

    original_instruction: str
    previous_action: str


def interactive_ids(snapshot: Snapshot) -> list[str]:
    return list(snapshot.interactive_nodes)


def plan_act(
    ctx: PipelineContext,
    instruction: str,
    *,
    snapshot: Snapshot,
    deadline: Deadline,
    meter: Meter,
    llm: LLMClient | None = None,
    variable_names: Sequence[str] = (),
    step_two: StepTwo | None = None,
) -> ActPlan:
    """Ask the model for one element and method among the snapshot's interactive elements: only those
    the instruction clearly names when it names some (``prompts/shortlist.py``), all of them when it
    does not, or when the model finds none of the named ones fits."""
    candidates = list(snapshot.interactive_nodes.values())
    if not candidates:
        raise ActError(
            "the page has no interactive elements to act on", instruction=instruction, url=snapshot.url
        )
    named = shortlist(step_two.original_instruction if step_two else instruction, candidates)
    decision, fitted = _decide(
        ctx, instruction, snapshot, named or candidates, meter, deadline, llm, variable_names, step_two
    )
    if named is not None and decision.elementId == NO_ELEMENT:
        decision, fitted = _decide(
            ctx, instruction, snapshot, candidates, meter, deadline, llm, variable_names, step_two
        )
    try:
        return decision_to_plan(
            decision, snapshot, instruction=instruction, two_step_allowed=step_two is None
        )
    except ActError as e:
        # What a person needs to see why: what the model was offered and what it answered.
        raise type(e)(
            # Scrubbed: a text box may show a value the test typed.
            ctx.secrets.scrub(
                f"{e.cause}\n  {offered(fitted)}\n  the model answered: {decision.model_dump_json()}"
                + cut_note(ctx, fitted)
            ),
            instruction=e.instruction,
            url=e.url,
            element=e.element,
        ) from None


# Candidates listed in an error: enough to see whether the target was there at all.
OFFERED_SHOWN = 10


def cut_note(ctx: PipelineContext, fitted: Fitted) -> str:
    """The error's last line when elements were left out of the prompt ("" when none were)."""
    note = fitted.note(ctx.settings.max_prompt_tokens)
    return f"\n  {note}" if note else ""


def offered(fitted: Fitted) -> str:
    shown = fitted.shown
    lines = [fitted.line(node) for node in shown[:OFFERED_SHOWN]]
    more = f" (and {len(shown) - OFFERED_SHOWN} more)" if len(shown) > OFFERED_SHOWN else ""
    return f"offered to the model ({len(shown)}){more}:\n    " + "\n    ".join(lines)


def _decide(
    ctx: PipelineContext,
    instruction: str,
    snapshot: Snapshot,
    candidates: Sequence[SnapshotNode],
    meter: Meter,
    deadline: Deadline,
    llm: LLMClient | None,
    variable_names: Sequence[str],
    step_two: StepTwo | None,
) -> tuple[ActDecision, Fitted]:
    """One LLM call choosing among ``candidates``, as many as fit the prompt (their lines in the
    prompt, their ids in the enum)."""

    def prompt(elements: str) -> list[Message]:
        if step_two is None:
            return act_messages(instruction, elements, variable_names=variable_names)
        return step_two_messages(
            step_two.original_instruction, step_two.previous_action, elements, variable_names=variable_names
        )

    methods = METHOD_NAMES if step_two is None else step_two_methods()
    ranked_by = step_two.original_instruction if step_two else instruction
    lines = element_lines(candidates, snapshot)
    fitted = fit_to_prompt(ctx, ranked_by, candidates, prompt(""), lines)
    shown = fitted.shown
    messages = prompt(fitted.text())
    decision = ask(
        ctx,
        llm or ctx.llm,
        "act",
        messages,
        # twoStep is asked only where a second step can follow: a first step about choosing something.
        act_output_model(
            [node.id for node in shown],
            methods,
            two_step=step_two is None and talks_about_choosing(instruction),
        ),
        deadline=deadline,
        step="choosing the element" if step_two is None else "choosing the element for step two",
        meter=meter,
        max_tokens=ACT_MAX_TOKENS,
    )
    return decision, fitted


def plan_steps(
    ctx: PipelineContext,
    instruction: str,
    *,
    snapshot: Snapshot,
    deadline: Deadline,
    meter: Meter,
    llm: LLMClient | None = None,
    variable_names: Sequence[str] = (),
    done: Sequence[str] = (),
    whole_task: bool = False,
) -> list[ActPlan]:
    """Ask the model, in one call, for the ordered steps of a compound instruction among the
    snapshot's interactive elements (all of them: the steps name several). With ``done``, the steps
    that remain after those. An empty list is a valid answer only when some steps are done.
    ``whole_task``: an agent's task, planned for this page (see ``act(whole_task=True)``)."""
    candidates = list(snapshot.interactive_nodes.values())
    if not candidates:
        raise ActError(
            "the page has no interactive elements to act on", instruction=instruction, url=snapshot.url
        )

    def prompt(elements: str) -> list[Message]:
        return compound_messages(
            instruction, elements, done=done, variable_names=variable_names, whole_task=whole_task
        )

    lines = element_lines(candidates, snapshot)
    fitted = fit_to_prompt(ctx, instruction, candidates, prompt(""), lines)
    messages = prompt(fitted.text())
    output_model = steps_output_model([node.id for node in fitted.shown], whole_task=whole_task)

    def plan(conversation: list[Message], step: str) -> StepsDecision:
        return ask(
            ctx,
            llm or ctx.llm,
            "act",
            conversation,
            output_model,
            deadline=deadline,
            step=step,
            meter=meter,
            max_tokens=STEPS_MAX_TOKENS,
        )

    first = plan(messages, "planning the steps" if not done else "planning the remaining steps")
    wanted = max(len(clauses(instruction)) - len(done), 1)
    values = _values_of(first)
    checked = check_steps(
        first.steps, snapshot, instruction, done, wanted, whole_task=whole_task, values=values
    )
    if checked.problems:
        # One repair call, shown its own answer and what is wrong with it; the plan with fewer
        # problems goes on (a problem left is met, and named, when its step runs).
        second = plan(repair_messages(messages, first.steps, checked.problems), "repairing the planned steps")
        again = check_steps(
            second.steps,
            snapshot,
            instruction,
            done,
            wanted,
            whole_task=whole_task,
            values=_values_of(second) or values,
        )
        checked = again if len(again.problems) < len(checked.problems) else checked
    steps = checked.steps
    if whole_task:
        # A whole task spans pages and looks: each look's plan is bounded, not the task. (An
        # 11-step plan for a transfer form was refused, and the whole first pass with it.) A step
        # its element still cannot take after the repair, carrying nothing the task gives, would stop
        # the whole pass where it stands (select_option on a "Change dates" link, before any step
        # ran): the rest goes on without it.
        steps = runnable_steps(steps, snapshot, instruction)[:MAX_STEPS]
    elif len(done) + _actions_in(steps) > MAX_STEPS:
        parts = len(clauses(instruction))
        # The instruction's own parts were counted before any call (act._checked); more steps than
        # those, past the bound, is the model's plan running on, not the tester's scenario.
        said = (
            f"the model planned {len(done) + len(steps)} actions for an instruction of {parts} part(s), "
            f"more than the {MAX_STEPS} act performs in one instruction; the plan is refused. Name each "
            "element the instruction acts on, or split it into several act() calls"
            if parts * 2 < len(done) + len(steps)
            else f"the instruction asks for {len(done) + len(steps)} actions; act performs at most "
            f"{MAX_STEPS} in one instruction. Split it into several act() calls (one per part of the "
            "scenario), or leave a scenario this long to an agent"
        )
        raise TooManyStepsError(said, instruction=instruction, url=snapshot.url)
    if not steps and not done:
        raise ActError(
            "the model planned no step for the instruction on this page" + cut_note(ctx, fitted),
            instruction=instruction,
            url=snapshot.url,
        )
    return [step_to_plan(step, snapshot, instruction=instruction) for step in steps]


def _actions_in(steps: Sequence[PlannedStep]) -> int:
    """How many actions the steps are, clicks in a row on one element being one: "reduce the 6x4
    glossy prints from 12 to 6" is six clicks on its minus button, one action of the tester's (an
    11-step plan for 4 parts was refused: fresh11 photoprint-2, dev)."""
    runs = 0
    for at, step in enumerate(steps):
        repeated = at and step == steps[at - 1] and normalize_method(step.method) == "click"
        runs += not repeated
    return runs


def _values_of(answer: StepsDecision) -> list[str]:
    """The values a whole task's answer listed before its steps (none for a compound act's)."""
    return list(answer.values) if isinstance(answer, WholeTaskDecision) else []


def step_to_plan(step: PlannedStep, snapshot: Snapshot, *, instruction: str) -> ActPlan:
    """One planned step mapped onto the page as a single decision is, described by its element."""
    decision = ActDecision(
        elementId=step.elementId,
        description="",  # read off the element, as a single act's is
        method=step.method,
        arguments=step.arguments,
    )
    return decision_to_plan(
        decision, snapshot, instruction=instruction, two_step_allowed=False, typed_text=False
    )


def element_label(node: SnapshotNode, place: str = "") -> str:
    """What an element is, as a tester would name it: 'Submit button', 'Username textbox'; a
    look-alike with its place: 'Book button in Twin Room' (reports, and a compound act's steps done)."""
    name = " ".join((node.name or node.text or "").split())[:60]
    label = f"{name} {node.role}".strip()
    return f"{label} in {place}" if place else label


def decision_to_plan(
    decision: ActDecision,
    snapshot: Snapshot,
    *,
    instruction: str,
    two_step_allowed: bool = True,
    typed_text: bool = True,
) -> ActPlan:
    """Map the model's answer onto the page (pure): ids → selectors, method → the table's name.
    ``typed_text``: a fill / type keeps the variable the instruction says to type (see
    :func:`keep_variables`)."""
    element_id = decision.elementId
    if element_id == NO_ELEMENT:
        raise ActError(
            "no element on the page matches the instruction (the model answered 'none')",
            instruction=instruction,
            url=snapshot.url,
        )
    node = node_for(snapshot, element_id, instruction=instruction)
    try:
        method = normalize_method(decision.method)
    except ActError as e:
        raise type(e)(
            e.cause, instruction=instruction, url=snapshot.url, element=describe_node(node)
        ) from None
    # Small models often add the element's text as an argument to click/check; a method that takes
    # no (or fewer) arguments ignores the extras. Too few arguments stay an error at execution.
    arguments = tuple(decision.arguments)[: METHODS[method].max_args]
    if method in ("fill", "type") and typed_text:
        # (Not for a step of a compound act: the instruction's first typed text is not this step's.)
        arguments = keep_variables(instruction, arguments)
    if method == "drag_and_drop" and arguments:
        target = node_for(snapshot, arguments[0].strip().strip("[]"), instruction=instruction)
        arguments = (selector_of(target, snapshot, instruction), *arguments[1:])
    if method in UNSEEN_METHODS and not UNSEEN_METHODS[method].search(instruction):
        # A 1.5B model answered "focus" to "Open the Privacy tab". Focus and hover change nothing a
        # tester sees; unless the instruction asks for one, the element is clicked.
        method, arguments = "click", ()
    # A native <select>'s <option> is listed as interactive, but it is chosen through the select.
    select = enclosing_select(snapshot, node)
    if select is not None:
        # The chosen option is a surer signal than whatever argument came with it.
        node, method, arguments = select, "select_option", (node.name or node.text,)
    elif method == "select_option" and node.tag != "select" and node.role in CHOSEN_BY_CLICKING:
        # Small models answer select_option for anything called an option; an option of a custom
        # listbox or menu (no native <select> around it) is chosen by clicking it.
        method, arguments = "click", ()
    elif method in ("fill", "type") and node.role in TICKED:
        method, arguments = _typed_as_ticked(node, method, arguments)
    elif (
        method in ("fill", "type")
        and node.tag == "select"
        and (option := _option_typed(snapshot, node, arguments))
    ):
        # "type 70+ into the text field meant for it" found the Driver's age select: fill cannot
        # apply there, and the value is one of its options.
        method, arguments = "select_option", (option,)
    action = Action(
        selector=selector_of(node, snapshot, instruction),
        description=decision.description.strip()
        or element_label(node, snapshot_places(snapshot).get(node.id, "")),
        method=method,
        arguments=arguments,
    )
    # Only a click on something that opens more can have a second step: not a native select, and not
    # an option or menu item, which is itself the final choice.
    two_step = (
        two_step_allowed
        and decision.twoStep
        and method == "click"
        and node.tag != "select"
        and node.role not in CHOSEN_BY_CLICKING
    )
    return ActPlan(action=action, two_step=two_step, element_id=node.id, snapshot=snapshot)


def _option_typed(snapshot: Snapshot, select: SnapshotNode, arguments: tuple[str, ...]) -> str:
    """The option of the native ``select`` that the text typed into it is: the same words, or the
    one option that holds them ("Full" of "Full protection"); "" when none or several."""
    if not arguments:
        return ""
    typed = " ".join(arguments[0].split()).casefold()
    options = [
        (node.name or node.text).strip()
        for node in snapshot.nodes.values()
        if node.tag == "option"
        and (around := enclosing_select(snapshot, node)) is not None
        and around.id == select.id
    ]
    same = [option for option in options if " ".join(option.split()).casefold() == typed]
    holding = [
        option
        for option in options
        if typed and re.search(rf"(?<!\w){re.escape(typed)}(?!\w)", option.casefold())
    ]
    found = same or holding
    return found[0] if len(found) == 1 else ""


# Elements text cannot be typed into but that a small model "types" its choice into.
TICKED = frozenset({"radio", "checkbox", "switch"})
_TICK_WORDS = frozenset({"", "yes", "true", "on", "checked", "x"})
_UNTICK_WORDS = frozenset({"no", "false", "off", "unchecked"})


def _typed_as_ticked(
    node: SnapshotNode, method: str, arguments: tuple[str, ...]
) -> tuple[str, tuple[str, ...]]:
    """The 1.5B model "typed" Today into the radio named Today, and self-heal chose the same radio
    again: text typed into a radio, checkbox or switch that is its name (or yes / on / true) ticks
    it; no / off / false unticks it. Other text stays a typing error, said at execution."""
    typed = " ".join(arguments[0].split()).casefold() if arguments else ""
    if typed in _UNTICK_WORDS:
        return "uncheck", ()
    if typed in _TICK_WORDS or typed == " ".join((node.name or "").split()).casefold():
        return "check", ()
    return method, arguments


# "type %password% into the Password field", "fill in 'Ada' in Name": the text between the verb and
# the field.
TYPED_TEXT = re.compile(r"^\s*(?:type|fill(?:\s+in)?|enter|write|input)\s+(.+?)\s+(?:into|in|on)\s", re.I)


def keep_variables(instruction: str, arguments: tuple[str, ...]) -> tuple[str, ...]:
    """The text to type, with the instruction's variables kept: a small model sometimes answers
    with the field's current value (which it can read) instead of ``%password%`` (which it was told
    to write). When the instruction says what to type and that names a variable the answer lost,
    the instruction's own words are typed."""
    said = TYPED_TEXT.match(instruction)
    if said is None:
        return arguments
    wanted = said.group(1).strip().strip("'\"")
    named = placeholders_in(wanted)
    if named and not any(f"%{name}%" in argument for name in named for argument in arguments):
        return (wanted, *arguments[1:])
    return arguments


def node_for(snapshot: Snapshot, element_id: str, *, instruction: str) -> SnapshotNode:
    node = snapshot.node(element_id)
    if node is None:
        known = interactive_ids(snapshot)
        shown = ", ".join(known[:12]) + (", …" if len(known) > 12 else "")
        raise ElementNotFoundError(
            f"the model chose element id {element_id!r}, which is not on the page (ids offered: {shown})",
            instruction=instruction,
            url=snapshot.url,
        )
    return node


def selector_of(node: SnapshotNode, snapshot: Snapshot, instruction: str) -> str:
    try:
        return selector_for_path(node.xpath)
    except SnapshotError as e:
        raise ElementNotFoundError(
            f"element {node.id} has no usable path ({e})",
            instruction=instruction,
            url=snapshot.url,
            element=describe_node(node),
        ) from e


def describe_node(node: SnapshotNode) -> str:
    name = f' "{node.name}"' if node.name else ""
    return f"[{node.id}] {node.role}{name}"
