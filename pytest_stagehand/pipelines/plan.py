"""Planning an action: snapshot + prompt + one LLM call → an Action (no page is touched).

Kept apart from execution so a cache can record what was planned and replay it through the same
executor with no LLM call.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..actions.methods import METHOD_NAMES, METHODS, normalize_method
from ..actions.model import Action
from ..actions.selectors import selector_for_path
from ..errors import ActError, ElementNotFoundError, SnapshotError
from ..llm import LLMClient
from ..prompts.act import (
    NO_ELEMENT,
    ActDecision,
    act_messages,
    act_output_model,
    step_two_messages,
    step_two_methods,
)
from ..snapshot import Snapshot, SnapshotNode
from .context import Deadline, Meter, PipelineContext, ask

# Enough for one decision with a short description; a small model must not ramble on.
ACT_MAX_TOKENS = 300


@dataclass(frozen=True)
class ActPlan:
    """What the model decided, mapped onto the page: the action, and whether a step two follows."""

    action: Action
    two_step: bool
    element_id: str
    snapshot: Snapshot


@dataclass(frozen=True)
class StepTwo:
    """Context for the second call of a two-step action (seed step 5c)."""

    original_instruction: str
    previous_action: str


def interactive_ids(snapshot: Snapshot) -> list[str]:
    return [node_id for node_id, node in snapshot.nodes.items() if node.interactive]


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
    """Ask the model for one element and method among the snapshot's interactive elements."""
    ids = interactive_ids(snapshot)
    if not ids:
        raise ActError(
            "the page has no interactive elements to act on", instruction=instruction, url=snapshot.url
        )
    elements = snapshot.interactive_text()
    if step_two is None:
        methods: Sequence[str] = METHOD_NAMES
        messages = act_messages(instruction, elements, variable_names=variable_names)
    else:
        methods = step_two_methods()
        messages = step_two_messages(
            step_two.original_instruction, step_two.previous_action, elements, variable_names=variable_names
        )
    decision = ask(
        ctx,
        llm or ctx.llm,
        "act",
        messages,
        act_output_model(ids, methods),
        deadline=deadline,
        step="choosing the element" if step_two is None else "choosing the element for step two",
        meter=meter,
        max_tokens=ACT_MAX_TOKENS,
    )
    return decision_to_plan(decision, snapshot, instruction=instruction, two_step_allowed=step_two is None)


def decision_to_plan(
    decision: ActDecision, snapshot: Snapshot, *, instruction: str, two_step_allowed: bool = True
) -> ActPlan:
    """Map the model's answer onto the page (pure): ids → selectors, method → the table's name."""
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
    if method == "drag_and_drop" and arguments:
        target = node_for(snapshot, arguments[0].strip().strip("[]"), instruction=instruction)
        arguments = (selector_of(target, snapshot, instruction), *arguments[1:])
    # A native <select>'s <option> is listed as interactive, but it is chosen through the select.
    select = enclosing_select(snapshot, node)
    if select is not None:
        # The chosen option is a surer signal than whatever argument came with it.
        node, method, arguments = select, "select_option", (node.name or node.text,)
    action = Action(
        selector=selector_of(node, snapshot, instruction),
        description=decision.description.strip() or describe_node(node),
        method=method,
        arguments=arguments,
    )
    two_step = two_step_allowed and decision.twoStep and method == "click" and node.tag != "select"
    return ActPlan(action=action, two_step=two_step, element_id=node.id, snapshot=snapshot)


def node_for(snapshot: Snapshot, element_id: str, *, instruction: str) -> SnapshotNode:
    node = snapshot.nodes.get(element_id)
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


def enclosing_select(snapshot: Snapshot, node: SnapshotNode) -> SnapshotNode | None:
    """The <select> an <option> node belongs to, if it is one."""
    if node.tag != "option":
        return None
    parent_id = node.parent_id
    while parent_id is not None:
        parent = snapshot.nodes.get(parent_id)
        if parent is None:
            return None
        if parent.tag == "select":
            return parent
        parent_id = parent.parent_id
    return None


def describe_node(node: SnapshotNode) -> str:
    name = f' "{node.name}"' if node.name else ""
    return f"[{node.id}] {node.role}{name}"
