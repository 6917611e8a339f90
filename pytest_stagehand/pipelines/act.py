"""act(): settle, snapshot, plan, execute; self-heal once; two steps for custom dropdowns.

As Stagehand's act, with these differences: actions run through Playwright's checked locator calls (not a JS
``element.click()``); self-heal is tried when Playwright could not act or the chosen element cannot
take the method (another element may), not when the arguments do not fit (kept as they are, they
would fail again); variables' values reach only the executor, and a placeholder the model wrote that
names no variable is an error rather than text typed into the page.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from playwright.sync_api import Locator

from ..actions.execute import execute_action
from ..actions.identity import Chosen, check_chosen, find_again
from ..actions.methods import normalize_method
from ..actions.model import Action
from ..actions.selectors import selector_for_path
from ..actions.variables import check_variables, check_written_placeholders, checked_values
from ..cache import CacheKey
from ..errors import (
    ActError,
    ActionFailedError,
    ElementChangedError,
    PipelineError,
    UnsupportedMethodError,
)
from ..llm import LLMClient
from ..prompts.act import heal_instruction
from ..replay.primitives import ActRecorder, ReplayedAct
from ..snapshot import Snapshot
from .context import Deadline, Meter, PipelineContext, logger
from .plan import ActPlan, StepTwo, interactive_ids, plan_act
from .results import ActResult
from .steps import record, settle, settle_if_busy, snapshot

# With self-heal on, the first attempt may use this share of the time left, so a heal has time too.
FIRST_ATTEMPT_SHARE = 0.5


def act(
    ctx: PipelineContext,
    instruction_or_action: str | Action,
    *,
    variables: Mapping[str, str] | None = None,
    timeout_ms: float | None = None,
    self_heal: bool = True,
    model: LLMClient | None = None,
    raise_on_failure: bool = True,
) -> ActResult:
    """Perform one action described in words, or an Action from observe() with no LLM call.

    Raises an ActError subclass naming instruction, URL, element and cause, unless
    ``raise_on_failure`` is false: then a failed act returns ``ActResult(success=False, ...)``.
    Errors that are not about the action (LLM provider, snapshot, settings) always raise.

    Variables, in one trip: checked once here (the caller's, :func:`_checked`) and in
    :meth:`_Run.plan` (the model's placeholders); substituted only where Playwright is called
    (:mod:`pytest_stagehand.actions.execute`); and remembered here in ``ctx.secrets``, the one place
    that redacts them from what the model, the cache and the reports see.
    """
    if isinstance(instruction_or_action, Action):
        label = f"{instruction_or_action.method} {instruction_or_action.description}".strip()
    elif isinstance(instruction_or_action, str):
        label = instruction_or_action
    else:
        raise ActError(
            f"act() takes an instruction (a str such as 'click the Login button') or an action from "
            f"observe(), not {type(instruction_or_action).__name__}",
            url=ctx.page.url,
        )
    # Checked before it is remembered: a rejected value is never kept (nor poisons later calls).
    values = checked_values(variables, instruction=label)
    ctx.secrets.remember(values)  # from now on, scrubbed from every prompt, cache entry and report
    deadline = Deadline(
        timeout_ms if timeout_ms is not None else ctx.settings.timeout,
        on_expiry=lambda cause: ActError(cause, instruction=label, url=ctx.secrets.scrub_url(ctx.page.url)),
    )
    run = _Run(
        ctx, values, deadline, self_heal, model, Meter(), ActRecorder() if ctx.cache is not None else None
    )

    def attempt() -> ActResult:
        try:
            _checked(instruction_or_action, values)
            if isinstance(instruction_or_action, Action):
                return _act_on_action(run, instruction_or_action)
            return _act_on_instruction(run, instruction_or_action)
        except ActError as e:
            # Every URL printed goes through scrub_url: a GET form may have put a value in it.
            error = _with_instruction(e, label, ctx.secrets.scrub_url(e.url or ctx.page.url))
            error.completed = e.completed
            raise error from e.__cause__

    try:
        return record(ctx, "act", label, run.meter, attempt)
    except ActError as e:
        if raise_on_failure:
            raise
        done = tuple(a for a in e.completed if isinstance(a, Action))
        return ActResult(success=False, message=str(e), action_description=e.element, actions=done)


@dataclass(frozen=True)
class _Run:
    """What every step of one act shares: where, with which values, clock, model and recorder."""

    ctx: PipelineContext
    variables: Mapping[str, str]
    deadline: Deadline
    self_heal: bool
    llm: LLMClient | None
    meter: Meter
    recorder: ActRecorder | None  # None when the cache is off

    def plan(self, instruction: str, view: Snapshot, step_two: StepTwo | None = None) -> ActPlan:
        # Every plan the model makes (first step, second step, a heal, the rest of a replay) is
        # checked for placeholders that name no variable before anything is typed.
        plan = plan_act(
            self.ctx,
            instruction,
            snapshot=view,
            deadline=self.deadline,
            meter=self.meter,
            llm=self.llm,
            variable_names=tuple(self.variables),
            step_two=step_two,
        )
        check_written_placeholders(
            plan.action.arguments,
            self.variables,
            method=plan.action.method,
            instruction=instruction,
            url=plan.snapshot.url,
            element=f"{plan.action.description!r} on {plan.action.selector}",
        )
        return plan


def _checked(instruction_or_action: str | Action, variables: Mapping[str, str]) -> None:
    """The caller's input, checked before any work: an instruction that says something, variable
    names that are identifiers, and no placeholder (in the instruction, or in an observed action's
    arguments) that names no variable."""
    if isinstance(instruction_or_action, Action):
        check_variables(" ".join(instruction_or_action.arguments), variables)
        return
    if not instruction_or_action.strip():
        raise ActError("the instruction is empty; say what to do, e.g. act('click the Login button')")
    check_variables(instruction_or_action, variables)


def _with_instruction(error: ActError, instruction: str, url: str) -> ActError:
    if error.instruction and error.url == url:
        return error
    return type(error)(
        error.cause, instruction=error.instruction or instruction, url=url, element=error.element
    )


def _act_on_action(run: _Run, action: Action) -> ActResult:
    """An observed action: performed as it is, no LLM call and no cache."""
    action = action.model_copy(update={"method": normalize_method(action.method)})
    settle(run.ctx, run.deadline)
    try:
        _execute(run.ctx, action, run.variables, run.deadline, share=1.0, chosen=action.chosen)
    except ElementChangedError as changed:
        assert action.chosen is not None
        found = _find_chosen(run, action.chosen)
        if found is None:
            raise ElementChangedError(
                f"{changed.cause}; it is no longer on the page, so nothing was done: observe again "
                "after the page changes, or act with an instruction",
                url=changed.url,
                element=changed.element,
            ) from None
        action = action.model_copy(update={"selector": found[0], "chosen": found[1]})
        _execute(run.ctx, action, run.variables, run.deadline, share=1.0, chosen=action.chosen)
    return ActResult(
        success=True,
        message=f"performed {action.method} on {action.selector} (from an observed action, no LLM call)",
        action_description=action.description,
        actions=(action,),
    )


def _act_on_instruction(run: _Run, instruction: str) -> ActResult:
    """The cache first (a stored act is replayed), then the model: plan, execute (self-healing once),
    a second step for custom dropdowns, and what was done is recorded for commit on pass."""
    ctx, cache = run.ctx, run.ctx.cache
    key, stored = None, None
    if cache is not None:
        key = cache.key(
            "act", instruction, ctx.page.url, variables=tuple(run.variables), extra=ctx.key_extra()
        )
        stored = cache.lookup(key)  # a miss raises in replay mode: no model may be asked
        if stored is not None:
            replayed = _replay(run, key, stored)
            if replayed is not None and replayed.complete:
                return _replayed_result(replayed)
            if replayed is not None:  # steps already ran: the model is asked for the rest only
                return _finish_replay(run, instruction, key, stored, replayed)
    settle(ctx, run.deadline)
    plan = run.plan(instruction, snapshot(ctx, run.deadline, wrap=ActError))
    plan, heal_note = _execute_with_heal(run, plan)
    actions = [plan.action]
    notes = [heal_note] if heal_note else []
    if plan.two_step:
        try:
            second, second_note = _step_two(run, instruction, plan)
        except ActError as e:
            e.completed = (plan.action,)  # the first click happened; a non-raising result says so
            raise
        actions.append(second.action)
        notes += [second_note] if second_note else []
    if key is not None:
        # The stored steps no longer worked when ``stored`` is set: the model found the element again.
        _save(run, instruction, key, actions, stored)
    healed = bool(notes)
    message = "action completed" + (f" after self-heal ({'; '.join(notes)})" if healed else "")
    return ActResult(
        success=True,
        message=message,
        action_description=" then ".join(action.description for action in actions),
        actions=tuple(actions),
        healed=healed,
    )


def _replay(run: _Run, key: CacheKey, stored: Mapping[str, Any]) -> ReplayedAct | None:
    """The stored steps, replayed with identity checks (settling only while the page is busy)."""
    cache = run.ctx.cache
    assert cache is not None
    return cache.replay_act(
        run.ctx.page,
        key,
        stored,
        variables=run.variables,
        timeout_ms=run.deadline.left_for,
        before_step=lambda: settle_if_busy(run.ctx, run.deadline),
    )


def _replayed_result(replayed: ReplayedAct) -> ActResult:
    heals = [f"{h.old_locator} → {h.new_locator} ({h.method})" for h in replayed.healed]
    return ActResult(
        success=True,
        message="replayed from the cache, no LLM call" + (f"; healed {'; '.join(heals)}" if heals else ""),
        action_description=" then ".join(a.description for a in replayed.actions),
        actions=replayed.actions,
        healed=bool(heals),
        from_cache=True,
    )


def _finish_replay(
    run: _Run, instruction: str, key: CacheKey, stored: Mapping[str, Any], replayed: ReplayedAct
) -> ActResult:
    """A cached act replayed part way (auto / refresh): its first steps ran, the next one could not be
    replayed. Only that remaining step is re-inferred, from the page as it is now, as the step two of a
    two-step act; the entry is recorded again and the LLM heal reported for that step."""
    done = replayed.actions
    if replayed.remaining != 1:
        error = ActError(
            f"the cached act replayed {len(done)} step(s), then could not replay the next one "
            f"({replayed.stopped}); {replayed.remaining} steps remain, too many to re-infer without "
            "repeating what ran; re-record it with --stagehand-cache=refresh"
        )
        error.completed = done
        raise error
    settle(run.ctx, run.deadline)
    view = snapshot(run.ctx, run.deadline, step="the snapshot for the remaining step", wrap=ActError)
    previous = StepTwo(instruction, f"{done[-1].method} on {done[-1].description}")
    try:
        plan, _ = _execute_with_heal(run, run.plan(instruction, view, previous))
    except ActError as e:
        e.completed = done  # the replayed steps ran; a non-raising result says so
        raise
    _save(run, instruction, key, [plan.action], stored, replayed.steps)
    actions = (*done, plan.action)
    return ActResult(
        success=True,
        message=f"replayed {len(done)} step(s) from the cache; the model re-inferred the last one "
        f"({replayed.stopped})",
        action_description=" then ".join(action.description for action in actions),
        actions=actions,
        healed=True,
    )


def _step_two(run: _Run, instruction: str, first: ActPlan) -> tuple[ActPlan, str]:
    """A custom dropdown's second step: look again after the first click, and choose among the
    elements that appeared (or, when none did, on the whole page as it is now)."""
    settle(run.ctx, run.deadline)
    after = snapshot(run.ctx, run.deadline, step="the snapshot after step one", wrap=ActError)
    appeared = after.diff(first.snapshot)
    view = appeared if interactive_ids(appeared) else after
    previous = f"{first.action.method} on {first.action.description}"
    second = run.plan(instruction, view, StepTwo(original_instruction=instruction, previous_action=previous))
    return _execute_with_heal(run, second)


def _save(
    run: _Run,
    instruction: str,
    key: CacheKey,
    actions: Sequence[Action],
    stored: Mapping[str, Any] | None,
    replayed_steps: Sequence[dict[str, Any]] = (),
) -> None:
    """Record the act's steps (those replayed before, then the new ones) for commit on pass; when a
    stored entry was there, the model re-inferred it from the first new step on: an LLM heal."""
    cache, recorder = run.ctx.cache, run.recorder
    assert cache is not None
    assert recorder is not None
    new_steps = recorder.steps(actions)
    if new_steps is None:
        logger.warning("stagehand cache: act %r not recorded: %s", instruction, "; ".join(recorder.failed))
        return
    steps = [*replayed_steps, *new_steps]
    cache.record(key, {"steps": steps})
    if stored is not None:
        cache.report_llm_heal(key, stored, steps, step=len(replayed_steps))


def _execute(
    ctx: PipelineContext,
    action: Action,
    variables: Mapping[str, str],
    deadline: Deadline,
    *,
    share: float,
    recorder: ActRecorder | None = None,
    chosen: Chosen | None = None,
) -> None:
    """Execute ``action``; with ``chosen``, only on that very element (checked just before the
    action runs, before the cache fingerprints it, so a substitute is neither acted on nor recorded)."""
    step = f"executing {action.method} on {action.description or action.selector}"
    budget = deadline.left_for(step) * share
    record_element = recorder.before(action) if recorder is not None else None

    def before_run(locator: Locator) -> None:
        if chosen is not None:
            check_chosen(locator, chosen, url=ctx.page.url, element=action.description or action.selector)
        if record_element is not None:
            record_element(locator)

    try:
        execute_action(
            ctx.page,
            action,
            variables=variables,
            timeout_ms=max(budget, 1.0),
            before_run=before_run,
        )
    except ActionFailedError as e:
        if deadline.expired:
            raise deadline.error(step) from e
        raise


# Failures another element may not have: Playwright could not act on it (gone, re-rendered, never
# actionable), or it cannot take the method ("fill" on a button: the model chose the wrong element).
HEALABLE = (ActionFailedError, UnsupportedMethodError)


def _execute_with_heal(run: _Run, plan: ActPlan) -> tuple[ActPlan, str]:
    """Execute the plan; if Playwright cannot, or the element cannot take the method, look again once
    and retry. Returns (plan, heal note)."""
    share = FIRST_ATTEMPT_SHARE if run.self_heal else 1.0
    try:
        return _execute_chosen(run, plan, share), ""
    except HEALABLE as failure:
        if not run.self_heal:
            raise
        logger.info("stagehand act: %s failed (%s); self-healing", plan.action.description, failure.cause)
        return _heal(run, plan, failure)


def chosen_of(plan: ActPlan) -> Chosen | None:
    node = plan.snapshot.node(plan.element_id)
    return Chosen.of(node) if node is not None else None


def _execute_chosen(run: _Run, plan: ActPlan, share: float) -> ActPlan:
    """Execute the plan on the element the model chose, and only on it: when the page changed since
    the snapshot and the selector finds another element, the chosen one is found again in a fresh
    snapshot (by identity, wherever it moved) and acted on there, once. Returns the plan performed.
    When it is gone, ElementChangedError (an ActionFailedError: self-heal, if on, asks the model
    again on the page as it is now)."""
    chosen = chosen_of(plan)
    try:
        _execute(
            run.ctx,
            plan.action,
            run.variables,
            run.deadline,
            share=share,
            recorder=run.recorder,
            chosen=chosen,
        )
        return plan
    except ElementChangedError as changed:
        if chosen is None:
            raise
        found = _find_chosen(run, chosen)
        if found is None:
            raise ElementChangedError(
                f"{changed.cause}; it is no longer on the page, so nothing was done",
                url=changed.url,
                element=changed.element,
            ) from None
        selector, again = found
        moved = plan.action.model_copy(update={"selector": selector})
        _execute(
            run.ctx, moved, run.variables, run.deadline, share=share, recorder=run.recorder, chosen=again
        )
        return replace(plan, action=moved)


def _find_chosen(run: _Run, chosen: Chosen) -> tuple[str, Chosen] | None:
    """The chosen element in a fresh snapshot: its selector now and its identity there, or None."""
    fresh = snapshot(
        run.ctx, run.deadline, step="the snapshot to find the chosen element again", wrap=ActError
    )
    node = find_again(fresh, chosen)
    if node is None:
        return None
    return selector_for_path(node.xpath), Chosen.of(node)


def _heal(run: _Run, plan: ActPlan, failure: ActError) -> tuple[ActPlan, str]:
    """Self-heal as Stagehand does it: fresh snapshot, re-infer from "<method> <description>", same method
    and arguments, one retry."""
    original = plan.action
    fresh = snapshot(run.ctx, run.deadline, step="the self-heal snapshot", wrap=ActError)
    try:
        found = run.plan(heal_instruction(original.method, original.description), fresh)
    except PipelineError as e:
        if isinstance(e, ActError) and not run.deadline.expired:
            raise type(e)(
                f"{failure.cause}; self-heal looked again and failed: {e.cause}", element=failure.element
            ) from e
        raise
    if isinstance(failure, UnsupportedMethodError) and found.action.selector == original.selector:
        # The same element again cannot take the method any better: no second attempt.
        raise UnsupportedMethodError(
            f"{failure.cause}; self-heal looked again and chose the same element",
            url=failure.url,
            element=failure.element,
        ) from failure
    healed = Action(
        selector=found.action.selector,
        description=original.description,
        method=original.method,
        arguments=original.arguments,
    )
    try:
        _execute(
            run.ctx,
            healed,
            run.variables,
            run.deadline,
            share=1.0,
            recorder=run.recorder,
            chosen=chosen_of(found),
        )
    except HEALABLE as second:
        raise type(second)(
            f"{second.cause} (after self-heal; the first attempt failed too: {failure.cause})",
            url=second.url,
            element=second.element,
        ) from second
    return replace(found, action=healed, two_step=plan.two_step), f"first attempt: {failure.cause}"
