"""observe(): one LLM call that lists the page's elements matching an instruction, as Actions.

Unlike Stagehand's observe, the model is shown only the interactive elements (what
observe's results are for: acting on them), with ids as an enum of those shown: on the live tier
the 1.5B model picked a label's text instead of the button from the whole tree, and the right
element from the compact list. Ids that do not map to a selector are dropped with a logged warning
rather than returned as unusable actions.
"""

from __future__ import annotations

from ..actions.identity import Chosen
from ..actions.methods import normalize_method
from ..actions.model import Action
from ..actions.selectors import selector_for_path
from ..errors import ObserveError, SnapshotError, UnsupportedMethodError
from ..llm import LLMClient
from ..prompts.compound import is_compound
from ..prompts.observe import DEFAULT_OBSERVE_INSTRUCTION, observe_messages, observe_output_model
from ..snapshot import Snapshot
from ..snapshot.places import element_lines
from .context import Deadline, Meter, PipelineContext, ask, fit_to_prompt, logger
from .plan import plan_steps
from .steps import record, settle, snapshot

# Room for a few dozen elements; a small model that starts repeating itself is cut off here.
OBSERVE_MAX_TOKENS = 2_000


def observe(
    ctx: PipelineContext,
    instruction: str | None = None,
    *,
    selector: str | None = None,
    timeout_ms: float | None = None,
    model: LLMClient | None = None,
    plan: bool = True,
) -> list[Action]:
    """Elements matching ``instruction`` (default: the interactive ones) as Actions with xpath selectors.

    For a compound instruction ("type Ada into Name and click Save"), the plan instead: its steps in
    order, as the compound act plans them (one LLM call), which ``act(plan)`` runs with no LLM call.
    The plan is made on the page as it is: steps on elements that appear only after an earlier step
    (a dialog's button) are not in it. ``plan=False``: the matching elements whatever the wording (an
    agent's fillForm lists its fields' actions in the instruction, which reads as several steps)."""
    meter = Meter()
    compound = instruction is not None and is_compound(instruction)
    planned = plan and compound
    # the element list for a wording that reads as steps answers another question than its plan
    as_elements = {"as": "elements"} if compound and not plan else {}
    deadline = Deadline(
        timeout_ms if timeout_ms is not None else ctx.settings.timeout,
        on_expiry=lambda cause: ObserveError(
            f"observe({instruction!r}) on {ctx.secrets.scrub_url(ctx.page.url)}: {cause}"
        ),
    )

    def run() -> list[Action]:
        if instruction is not None and not instruction.strip():
            raise ObserveError(
                "observe() got an empty instruction; pass none to list the interactive elements, "
                "or say what to look for"
            )
        settle(ctx, deadline)
        cache = ctx.cache
        if cache is not None:
            key = cache.key(
                "observe",
                instruction or DEFAULT_OBSERVE_INSTRUCTION,
                ctx.page.url,
                extra=ctx.key_extra({**({"selector": selector} if selector else {}), **as_elements} or None),
            )
            stored = cache.lookup(key)  # a miss raises in replay mode
            if stored is not None:
                replayed = cache.replay_observe(ctx.page, key, stored)
                if replayed is not None:
                    return replayed
        page_snapshot = snapshot(
            ctx,
            deadline,
            selector=selector,
            wrap=lambda cause: ObserveError(f"observe({instruction!r}): {cause}"),
        )
        if planned:
            assert instruction is not None
            plans = plan_steps(
                ctx, instruction, snapshot=page_snapshot, deadline=deadline, meter=meter, llm=model
            )
            actions = [plan.action for plan in plans]
        else:
            actions = _observe_snapshot(ctx, page_snapshot, instruction, deadline, meter, model)
        if cache is not None:
            cache.record_observe(ctx.page, key, actions)
        return actions

    return record(ctx, "observe", instruction, meter, run)


def _observe_snapshot(
    ctx: PipelineContext,
    page_snapshot: Snapshot,
    instruction: str | None,
    deadline: Deadline,
    meter: Meter,
    model: LLMClient | None,
) -> list[Action]:
    candidates = list(page_snapshot.interactive_nodes.values())
    if not candidates:
        return []  # nothing to choose from: no LLM call
    asked = instruction or DEFAULT_OBSERVE_INSTRUCTION
    lines = element_lines(candidates, page_snapshot)
    fitted = fit_to_prompt(ctx, asked, candidates, observe_messages(asked, ""), lines)
    if fitted.left_out:
        logger.warning("stagehand observe %r: %s", asked, fitted.note(ctx.settings.max_prompt_tokens))
    answer = ask(
        ctx,
        model or ctx.llm,
        "observe",
        observe_messages(asked, fitted.text()),
        observe_output_model([node.id for node in fitted.shown]),
        deadline=deadline,
        step="finding the elements",
        meter=meter,
        max_tokens=OBSERVE_MAX_TOKENS,
    )
    actions: list[Action] = []
    for element in answer.elements:
        action = to_action(
            page_snapshot, element.elementId, element.description, element.method, element.arguments
        )
        if action is not None and action not in actions:
            actions.append(action)
    return actions


def to_action(
    page_snapshot: Snapshot, element_id: str, description: str, method: str, arguments: list[str]
) -> Action | None:
    """The element as an Action, or None (with a warning) when its id does not map to a selector."""
    node = page_snapshot.node(element_id)
    if node is None:
        logger.warning("stagehand observe: dropped element id %r: it is not in the snapshot", element_id)
        return None
    try:
        selector = selector_for_path(node.xpath)
        method = normalize_method(method)
    except (SnapshotError, UnsupportedMethodError) as e:
        reason = e.cause if isinstance(e, UnsupportedMethodError) else e  # not "act failed: ..."
        logger.warning("stagehand observe: dropped element %r (%s): %s", element_id, description, reason)
        return None
    if method == "drag_and_drop" and arguments:
        target = page_snapshot.node(arguments[0].strip().strip("[]"))
        try:
            if target is None:
                raise SnapshotError(f"drag target {arguments[0]!r} is not on the page")
            arguments = [selector_for_path(target.xpath), *arguments[1:]]
        except SnapshotError as e:
            logger.warning("stagehand observe: dropped element %r (%s): %s", element_id, description, e)
            return None
    return Action(
        selector=selector,
        description=description,
        method=method,
        arguments=tuple(arguments),
        chosen=Chosen.of(node),  # act(observed) checks the selector still finds this very element
    )
