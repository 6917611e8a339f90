"""act(): settle, snapshot, plan, execute; self-heal once; two steps for custom dropdowns.

As Stagehand's act, with these differences: actions run through Playwright's checked locator calls (not a JS
``element.click()``); self-heal is tried when Playwright could not act or the chosen element cannot
take the method (another element may), not when the arguments do not fit (kept as they are, they
would fail again); variables' values reach only the executor, and a placeholder the model wrote that
names no variable is an error rather than text typed into the page.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from playwright.sync_api import Locator

from ..actions.execute import execute_action
from ..actions.identity import Chosen, check_chosen, find_again
from ..actions.methods import normalize_method
from ..actions.model import Action, change_left_unsent
from ..actions.selectors import selector_for_path
from ..actions.variables import check_variables, check_written_placeholders, checked_values
from ..cache import CacheKey
from ..errors import (
    ActError,
    ActionFailedError,
    ElementChangedError,
    PipelineError,
    TooManyStepsError,
    UnsupportedMethodError,
)
from ..llm import LLMClient
from ..prompts.act import heal_instruction
from ..prompts.compound import MAX_STEPS, PlannedStep, clauses, is_compound
from ..replay.primitives import ActRecorder, ReplayedAct
from ..snapshot import Snapshot
from .context import Deadline, Meter, PipelineContext, logger
from .plan import ActPlan, StepTwo, interactive_ids, plan_act, plan_steps, step_to_plan
from .results import ActResult
from .settle import settled_as_watched, structural_mark
from .step_check import (
    check_steps,
    dialog_finishes,
    final_click_named,
    final_click_undone,
    finishing_verb,
    first_undone_part,
    parts_already_so,
    tab_to_open_first,
    values_not_given,
)
from .steps import record, settle, settle_if_busy, snapshot

# With self-heal on, the first attempt may use this share of the time left, so a heal has time too.
FIRST_ATTEMPT_SHARE = 0.5
# A compound act looks again at most this often when a step changed the page (a list opened, a
# dialog appeared): each look is one more LLM call.
MAX_REPLANS = 2
# A whole task (an agent's first pass) looks again after each page it changes: a form, the page it
# leads to, a dialog there.
WHOLE_TASK_REPLANS = 3
# How a whole task's act ended (its ActResult.message) when its plan ran to the end.
WHOLE_TASK_DONE = "every step planned for the whole task is done"
# An agent's act (its first pass, or an act tool call) waits at most this long for each element to be
# actionable: the 1.5B model planned clicks on results the search had hidden, and each waited out the
# agent's whole budget (25 minutes by default). The agent's next turn can wait, scroll or look again.
AGENT_ELEMENT_WAIT_MS = 5_000.0
# A compound act's step waits at most this long for its element, whatever is left of the act's
# timeout: the element was in the snapshot the step was planned on, so one that stays disabled or
# covered this long is the wrong one (the 1.5B model planned a click on a taken seat, disabled, and
# the step waited out the act's whole timeout before self-heal could look again).
COMPOUND_ELEMENT_WAIT_MS = 10_000.0


def act(
    ctx: PipelineContext,
    instruction_or_action: str | Action | Sequence[Action],
    *,
    variables: Mapping[str, str] | None = None,
    timeout_ms: float | None = None,
    self_heal: bool = True,
    model: LLMClient | None = None,
    raise_on_failure: bool = True,
    whole_task: bool = False,
    element_wait_ms: float | None = None,
) -> ActResult:
    """Perform what an instruction describes (one action, or several: "type Ada into Name and click
    Save"), or run an Action or a plan (a list of Actions) from observe() with no LLM call.

    Raises an ActError subclass naming instruction, URL, element and cause, unless
    ``raise_on_failure`` is false: then a failed act returns ``ActResult(success=False, ...)``.
    Errors that are not about the action (LLM provider, snapshot, settings) always raise.

    Variables, in one trip: checked once here (the caller's, :func:`_checked`) and in
    :meth:`_Run.plan` (the model's placeholders); substituted only where Playwright is called
    (:mod:`pytest_stagehand.actions.execute`); and remembered here in ``ctx.secrets``, the one place
    that redacts them from what the model, the cache and the reports see.

    ``whole_task`` (an agent's first pass at its task): the instruction is planned as steps whatever
    its wording, page after page (see :func:`_act_compound`), each step waiting at most
    :data:`AGENT_ELEMENT_WAIT_MS` for its element; the steps done are the result, and its message says
    whether the plan ran to its end (:data:`WHOLE_TASK_DONE`) or why it stopped.

    ``element_wait_ms``: each step waits at most this long for its element to be actionable, whatever
    is left of ``timeout_ms`` (an agent's acts: its run's budget is long, one element's wait is not).
    """
    if isinstance(instruction_or_action, str):
        label = instruction_or_action
    elif isinstance(instruction_or_action, Action) or (
        isinstance(instruction_or_action, (list, tuple))
        and instruction_or_action
        and all(isinstance(step, Action) for step in instruction_or_action)
    ):
        label = describe_actions(
            [instruction_or_action] if isinstance(instruction_or_action, Action) else instruction_or_action
        )
    else:
        raise ActError(
            f"act() takes an instruction (a str such as 'click the Login button'), an action from "
            f"observe() or a list of them, not {type(instruction_or_action).__name__}",
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
        ctx,
        values,
        deadline,
        self_heal,
        model,
        Meter(),
        ActRecorder() if ctx.cache is not None else None,
        whole_task=whole_task,
        element_wait_ms=AGENT_ELEMENT_WAIT_MS if whole_task and element_wait_ms is None else element_wait_ms,
    )

    def attempt() -> ActResult:
        try:
            _checked(instruction_or_action, values)
            if isinstance(instruction_or_action, str):
                return _act_on_instruction(run, instruction_or_action)
            if isinstance(instruction_or_action, Action):
                return _act_on_actions(run, [instruction_or_action])
            return _act_on_actions(run, list(instruction_or_action))
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
    whole_task: bool = False
    element_wait_ms: float | None = None  # a bound on each step's wait for its element
    ended: list[str] = field(default_factory=list)  # how a whole task's act ended, for its result
    # each button a step clicked, by its identity in its document: the name it had
    clicked: dict[tuple[str, int], str] = field(default_factory=dict)

    def execute(self, action: Action, *, share: float, chosen: Chosen | None) -> None:
        """Perform ``action`` with this act's values, clock and recorder, waiting at most
        ``element_wait_ms`` (when set) for its element."""
        _execute(
            self.ctx,
            action,
            self.variables,
            self.deadline,
            share=share,
            recorder=self.recorder,
            chosen=chosen,
            cap_ms=self.element_wait_ms,
        )

    def plan_steps(self, instruction: str, view: Snapshot, done: Sequence[Action] = ()) -> list[ActPlan]:
        """A compound instruction's steps (the remaining ones, after ``done``), placeholders checked."""
        plans = plan_steps(
            self.ctx,
            instruction,
            snapshot=view,
            deadline=self.deadline,
            meter=self.meter,
            llm=self.llm,
            variable_names=tuple(self.variables),
            done=[action.done_text() for action in done],
            whole_task=self.whole_task,
        )
        plans = _without_toggles_undone(plans, self.clicked)
        for plan in plans:
            check_written_placeholders(
                plan.action.arguments,
                self.variables,
                method=plan.action.method,
                instruction=instruction,
                url=plan.snapshot.url,
                element=f"{plan.action.description!r} on {plan.action.selector}",
            )
        return plans

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


def describe_actions(actions: Sequence[Action]) -> str:
    return " then ".join(f"{a.method} {a.description}".strip() for a in actions)


def _checked(instruction_or_action: str | Action | Sequence[Action], variables: Mapping[str, str]) -> None:
    """The caller's input, checked before any work: an instruction that says something and asks for
    at most MAX_STEPS actions, variable names that are identifiers, and no placeholder (in the
    instruction, or in an observed action's arguments) that names no variable."""
    if isinstance(instruction_or_action, str):
        if not instruction_or_action.strip():
            raise ActError("the instruction is empty; say what to do, e.g. act('click the Login button')")
        check_variables(instruction_or_action, variables)
        parts = clauses(instruction_or_action)
        if len(parts) > MAX_STEPS:
            raise TooManyStepsError(
                f"the instruction asks for {len(parts)} actions; act performs at most {MAX_STEPS} in one "
                "instruction. Split it into several act() calls, or leave a scenario this long to an agent"
            )
        return
    actions = [instruction_or_action] if isinstance(instruction_or_action, Action) else instruction_or_action
    if not actions or not all(isinstance(a, Action) for a in actions):
        raise ActError(
            "act() got an empty or mixed plan; pass an instruction, an Action, or the list observe() returned"
        )
    for action in actions:
        check_variables(" ".join(action.arguments), variables)


def _with_instruction(error: ActError, instruction: str, url: str) -> ActError:
    if error.instruction and error.url == url:
        return error
    return type(error)(
        error.cause, instruction=error.instruction or instruction, url=url, element=error.element
    )


def _each_step_bounded(run: _Run) -> _Run:
    """The run with each step's wait for its element bounded by :data:`COMPOUND_ELEMENT_WAIT_MS`,
    unless the caller bounded it (an agent): for an act of several steps, planned, observed or
    replayed, where one step's element that never becomes actionable is a wrong step, not a reason to
    wait out the whole act's timeout."""
    if run.element_wait_ms is not None:
        return run
    return replace(run, element_wait_ms=COMPOUND_ELEMENT_WAIT_MS)


def _act_on_actions(run: _Run, actions: Sequence[Action]) -> ActResult:
    """Observed actions (one, or a compound instruction's plan): performed in order as they are,
    settling before each; no LLM call and no cache. The steps of a plan are bounded as a compound
    act's are (:func:`_each_step_bounded`); a single action waits as a single act does."""
    if len(actions) > 1:
        run = _each_step_bounded(run)
    done: list[Action] = []
    for number, observed in enumerate(actions, 1):
        action = observed.model_copy(update={"method": normalize_method(observed.method)})
        settle(run.ctx, run.deadline)
        try:
            action = _perform_observed(run, action)
        except ActError as e:
            if len(actions) == 1:
                raise
            raise _step_failed(e, number, len(actions), action, done) from e
        done.append(action)
    where = done[0].selector if len(done) == 1 else f"{len(done)} steps"
    return ActResult(
        success=True,
        message=f"performed {describe_actions(done)} on {where} (observed, no LLM call)",
        action_description=" then ".join(a.description for a in done),
        actions=tuple(done),
    )


def _perform_observed(run: _Run, action: Action) -> Action:
    """Perform one observed action on the very element observe chose: when the page changed since,
    that element is found again (or nothing is done); returns the action as performed."""

    def perform(action: Action) -> None:
        _execute(
            run.ctx,
            action,
            run.variables,
            run.deadline,
            share=1.0,
            chosen=action.chosen,
            cap_ms=run.element_wait_ms,
        )

    try:
        perform(action)
    except ElementChangedError as changed:
        if action.chosen is None:
            raise
        found = _find_chosen(run, action.chosen)
        if found is None:
            raise ElementChangedError(
                f"{changed.cause}; it is no longer on the page, so nothing was done: observe again "
                "after the page changes, or act with an instruction",
                url=changed.url,
                element=changed.element,
            ) from None
        action = action.model_copy(update={"selector": found[0], "chosen": found[1]})
        perform(action)
    return action


def _step_failed(
    error: ActError, number: int, total: int, action: Action, done: Sequence[Action]
) -> ActError:
    """A step of a compound act failed: the error names it and the steps already performed (which
    ran, and are not undone; nothing is cached for a failed test)."""
    failed = type(error)(
        f"step {number} of {total} ({action.method} {action.description}) failed: {error.cause}; "
        f"steps already done: {_steps_done(done)}",
        url=error.url,
        element=error.element,
    )
    failed.completed = tuple(done)
    return failed


def _act_on_instruction(run: _Run, instruction: str) -> ActResult:
    """The cache first (a stored act is replayed), then the model: plan, execute (self-healing once),
    a second step for custom dropdowns, and what was done is recorded for commit on pass."""
    ctx, cache = run.ctx, run.ctx.cache
    key, stored = None, None
    if cache is not None:
        # A whole task is planned otherwise than the same words as a step: its own entry.
        extra = ctx.key_extra({"whole_task": "yes"} if run.whole_task else None)
        key = cache.key("act", instruction, ctx.page.url, variables=tuple(run.variables), extra=extra)
        stored = cache.lookup(key)  # a miss raises in replay mode: no model may be asked
        if stored is not None:
            replayed = _replay(run, key, stored)
            if replayed is not None and replayed.complete:
                return _replayed_result(replayed)
            if replayed is not None:  # steps already ran: the model is asked for the rest only
                return _finish_replay(run, instruction, key, stored, replayed)
    if run.whole_task or is_compound(instruction):
        actions, notes = _act_compound(run, instruction)
    else:
        actions, notes = _act_single(run, instruction)
    if key is not None:
        # The stored steps no longer worked when ``stored`` is set: the model found the element again.
        _save(run, instruction, key, actions, stored)
    healed = bool(notes)
    message = "action completed" + (f" after self-heal ({'; '.join(notes)})" if healed else "")
    if run.ended:  # a whole task says how it ended: the agent goes on from there
        message = run.ended[-1] + (f" (after self-heal: {'; '.join(notes)})" if healed else "")
    return ActResult(
        success=True,
        message=message,
        action_description=" then ".join(action.description for action in actions),
        actions=tuple(actions),
        healed=healed,
    )


def _act_single(run: _Run, instruction: str) -> tuple[list[Action], list[str]]:
    """One action: plan, execute (self-healing once), and a custom dropdown's second step."""
    ctx = run.ctx
    settle(ctx, run.deadline)
    opened, view = _panel_opened(run, instruction, snapshot(ctx, run.deadline, wrap=ActError))
    plan = run.plan(instruction, view)
    plan, heal_note = _execute_with_heal(run, plan)
    actions = [*opened, plan.action]
    notes = [heal_note] if heal_note else []
    if plan.two_step:
        try:
            second, second_note = _step_two(run, instruction, plan)
        except ActError as e:
            e.completed = (plan.action,)  # the first click happened; a non-raising result says so
            raise
        actions.append(second.action)
        notes += [second_note] if second_note else []
    elif not run.whole_task and _dialog_opened_to_finish(run, instruction, view):
        # "delete the X project": the row's Delete asked in a dialog for the name and its own
        # Delete project button; the rest is planned there as a compound act's remaining steps.
        actions, more = _act_compound(run, instruction, done=actions)
        notes += more
    return actions, notes


def _dialog_opened_to_finish(run: _Run, instruction: str, view: Snapshot) -> bool:
    """Whether the step just done opened a dialog that finishes the instruction's verb
    (:func:`dialog_finishes`); the page is looked at only for a verb a dialog could finish. (Not by
    the structural mark: a dialog is often shown by dropping its ``hidden``, adding no element.)"""
    if not finishing_verb(instruction):
        return False
    settle(run.ctx, run.deadline)
    after = snapshot(run.ctx, run.deadline, step="the snapshot after the step", wrap=ActError)
    return dialog_finishes(instruction, view, after)


def _panel_opened(run: _Run, instruction: str, view: Snapshot) -> tuple[list[Action], Snapshot]:
    """What the instruction is about may be on a panel the page does not show ("set the digest to
    never" on a settings page showing its Profile tab, "book HIIT Express on Tuesday" on Monday's): the
    tab or collapsed control :func:`tab_to_open_first` names is clicked first, with no model call, and
    the page looked at again. Else nothing is done and ``view`` is the page."""
    found = tab_to_open_first(view, instruction)
    if found is None:
        return [], view
    opener = step_to_plan(PlannedStep(elementId=found.id, method="click"), view, instruction=instruction)
    opener, _ = _execute_with_heal(run, opener)
    settle(run.ctx, run.deadline)
    fresh = snapshot(run.ctx, run.deadline, step="the snapshot after a panel was opened", wrap=ActError)
    return [opener.action], fresh


def _act_compound(run: _Run, instruction: str, done: Sequence[Action] = ()) -> tuple[list[Action], list[str]]:
    """Several actions from one instruction: their steps planned in one LLM call and performed in
    order (each self-healing as a single act does). When a step changes the page structurally and
    the rest no longer fits it (new controls appeared: a list opened, a dialog, a tab's panel; or a
    planned element moved or went), the remaining steps are planned again from a fresh snapshot, at
    most MAX_REPLANS times. ``done``: steps already performed (a partial cache replay). Each step
    waits at most :data:`COMPOUND_ELEMENT_WAIT_MS` (an agent's: its own bound) for its element.

    A whole task (``run.whole_task``) also looks again when its plan ran out on a page its last step
    changed (a new page, a dialog), at most WHOLE_TASK_REPLANS times. It ends with the steps done:
    done (:data:`WHOLE_TASK_DONE`) when the plan ran out on a page the last step left unchanged or a
    look planned nothing more; stopped when the looks ran out or a step or a look failed after some
    steps were done. ``run.ended`` says which. (Looking again on an unchanged page, the 1.5B model
    planned more steps every time: it added every product twice to a cart that held the two asked.)"""
    run = _each_step_bounded(run)  # ``ended`` stays the caller's list
    ctx = run.ctx
    whole = run.whole_task
    max_replans = WHOLE_TASK_REPLANS if whole else MAX_REPLANS
    performed = list(done)
    settle(ctx, run.deadline)
    view = snapshot(ctx, run.deadline, wrap=ActError)
    parts = _names_kept_whole(instruction, view)
    # a part asking a box to be as it is takes no step ("towel hire on" of a switch that is on)
    wanted = 1 if whole else max(1, len(clauses(parts)) - parts_already_so(clauses(parts), view))
    clickable = _clickable_names(view)  # of every page the act looked at, for the last part's check
    seen = [view.text]  # every page the act looked at, for what a whole task's numbers describe
    queue = run.plan_steps(instruction, view, performed)
    cut = whole and len(queue) >= MAX_STEPS  # a whole task's plan as long as the bound may go on
    total = len(performed) + len(queue)
    notes: list[str] = []
    replans = 0
    gated = False  # the page checked once before the final click
    while True:
        if not queue:
            look = (
                None
                if whole or replans >= max_replans
                else _look_if_values_unused(run, instruction, performed, seen)
            )
            if look is None and not whole and _final_click_undone(parts, clickable, performed):
                # The plan ran out before the click the last part names (a dialog's steps were
                # planned on their own, and the page's Book service was never planned again).
                settle(ctx, run.deadline)
                look = snapshot(ctx, run.deadline, step="the snapshot after the last step", wrap=ActError)
                seen.append(look.text)
                if replans >= max_replans:
                    # With no look left to plan it, the one button the last part names in full is
                    # clicked as it says (fresh18 optician-0, dev: a choice that changed the page and
                    # a dialog took both looks, and Book appointment was never clicked).
                    named = final_click_named(parts, look, _done_texts(performed))
                    if named is None:
                        break
                    view = look
                    queue = [step_to_plan(named, look, instruction=instruction)]
                    total = len(performed) + 1
                    continue
            if look is None:
                break
            # The plan ran out with a value the instruction gives unused ("Fruit plate" ordered as
            # "Chicken pad thai"): that look, which sees the steps done, plans what is left.
            replans += 1
            view = look
            clickable |= _clickable_names(view)
            queue = run.plan_steps(instruction, view, performed)
            total = len(performed) + len(queue)
            if not queue:
                break
        step = queue.pop(0)
        if not whole and not queue and not gated and _clicks_the_last_parts_button(step, parts, performed):
            # Before the click that sends it all, the page as the steps left it is checked once
            # for what the task still asks (a radio it names unchosen, a box unticked, a count not
            # set): the rules' steps for it go first, and no model is asked.
            gated = True
            left = _left_before_the_final_click(run, instruction, parts, performed)
            if left:
                queue = [*left[1:], step]
                step = left[0]
                total = len(performed) + len(queue) + 1
        mark = structural_mark(ctx.page)
        try:
            step, note = _execute_with_heal(run, step)
        except ActError as e:
            if whole and performed:
                # The agent's loop carries on from the page as these steps left it.
                run.ended.append(f"the whole task stopped before step {len(performed) + 1}: {e.cause}")
                break
            raise _step_failed(e, len(performed) + 1, total, step.action, performed) from e
        performed.append(step.action)
        clicked = step.snapshot.node(step.element_id)
        if (
            step.action.method == "click"
            and clicked is not None
            and clicked.document
            and clicked.role == "button"
        ):
            run.clicked[(clicked.document, clicked.key)] = clicked.name
        notes += [note] if note else []
        if replans >= max_replans or (not whole and not queue and len(performed) >= wanted):
            if whole and not queue:
                run.ended.append(f"the whole task stopped after {replans} more looks at the page")
            continue
        settle(ctx, run.deadline)
        unchanged = structural_mark(ctx.page) == mark and mark is not None
        if unchanged and queue:
            # Nothing was added or removed, but a control shown by a style or an attribute (a Request
            # button shown once a box is ticked, a class's Book button once it is picked) is still
            # one the rest of the plan could not see: one look at the controls tells.
            fresh = snapshot(ctx, run.deadline, step="the snapshot after a step", wrap=ActError)
            if _controls(fresh) == _controls(view):
                continue
        elif unchanged and not whole:
            # The plan ran out with parts left, and no element was added: a control shown by a
            # style or an attribute (a panel revealed after the click) is still something to plan on.
            shown = _controls_shown(ctx, run.deadline, view)
            if shown is None:
                continue
            fresh = shown
        else:
            fresh = snapshot(
                ctx, run.deadline, step="the snapshot after a step changed the page", wrap=ActError
            )
        seen.append(fresh.text)
        clickable |= _clickable_names(fresh)
        if unchanged and _controls(fresh) == _controls(view) and not cut:
            # A whole task's plan ran out and its controls are as they were: it is done. (Controls
            # shown or hidden without elements added, as a search filtering its results with
            # ``hidden``, are a change: the 1.5B model planned the result's click only on a look.)
            run.ended.append(WHOLE_TASK_DONE)
            continue
        if queue and _still_fits(queue, view, fresh):
            continue
        if whole and not queue and not fresh.interactive_nodes:
            run.ended.append(WHOLE_TASK_DONE)  # the page the task led to offers nothing more to do
            break
        replans += 1
        view = fresh
        try:
            queue = run.plan_steps(instruction, fresh, performed)
            cut = whole and len(queue) >= MAX_STEPS
        except ActError as e:
            if whole:  # e.g. the page that came has no control to plan on
                run.ended.append(f"the whole task stopped: {e.cause}")
                break
            e.completed = tuple(performed)
            raise
        if whole and not queue:
            run.ended.append(WHOLE_TASK_DONE)
        total = len(performed) + len(queue)
    whole_done = whole and run.ended and run.ended[-1] == WHOLE_TASK_DONE
    if whole_done and (unused := values_not_given(instruction, _done_texts(performed), "\n".join(seen))):
        given = ", ".join(repr(value) for value in unused)
        run.ended[-1] = f"the whole task's plan ran out, but no step used {given}, which the task gives"
    elif whole_done and (unsent := change_left_unsent(performed)) is not None:
        # A task is sent, not only typed: the 1.5B model's plan for "Sign Tom Hughes up for Delivery
        # driving ..." typed his name into the shift list's filter, chose a day, and ran out there
        # (fresh4 volunteer-0 and -2, dev); the agent closed it as complete.
        run.ended[-1] = (
            f"the whole task's plan ran out with its last change ({unsent.done_text()}) never sent: "
            "no click or key press came after it"
        )
    if len(performed) < wanted:
        # Every part of the instruction takes at least one action: a part went undone because no
        # element on the page fits it (the model found nothing more to do).
        part = first_undone_part(instruction, [action.done_text() for action in performed])
        raise _undone(
            ctx,
            performed,
            f"step {len(performed) + 1} ({part!r}) could not be done: no element on the page matches it",
        )
    if not whole and _look_if_values_unused(run, instruction, performed, seen) is not None:
        # Saying "done" with a value unused is the costly error (a test goes on from a page the
        # instruction never reached); the act fails instead, naming what no step used.
        unused = values_not_given(instruction, _done_texts(performed), "\n".join(seen))
        given = ", ".join(repr(value) for value in unused)
        raise _undone(
            ctx, performed, f"the plan ran out, but no step used {given}, which the instruction gives"
        )
    if not whole and (part := _final_click_undone(parts, clickable, performed)):
        raise _undone(
            ctx, performed, f"the plan ran out before its last part, {part!r}: no step clicked what it names"
        )
    return performed, notes


def _clickable_names(view: Snapshot) -> set[str]:
    return {
        node.name for node in view.interactive_nodes.values() if node.role in ("button", "link") and node.name
    }


def _without_toggles_undone(plans: list[ActPlan], clicked: Mapping[tuple[str, int], str]) -> list[ActPlan]:
    """No click on a button a done click renamed: "Report missed" became "Reported", and the next
    look clicked it again, reporting nothing (fresh15 bins-0, dev). The same element (by its identity
    in its document, not its path: a removed button's place may go to the next one) whose name stays
    (a stepper's "+") may be clicked again."""

    def renamed(plan: ActPlan) -> bool:
        node = plan.snapshot.node(plan.element_id)
        if plan.action.method != "click" or node is None or not node.document:
            return False
        before = clicked.get((node.document, node.key))
        return before is not None and before != node.name

    return [plan for plan in plans if not renamed(plan)]


def _clicks_the_last_parts_button(step: ActPlan, parts: str, performed: Sequence[Action]) -> bool:
    """Whether the step clicks the button or link the instruction's last part names in full, not
    clicked yet (a compound act's final click)."""
    node = step.snapshot.node(step.element_id)
    return (
        step.action.method == "click"
        and node is not None
        and node.role in ("button", "link")
        and bool(_final_click_undone(parts, {node.name}, performed))
    )


_ON_A_TOGGLE = re.compile(r" (?:checkbox|radio|switch)$")


def _left_before_the_final_click(
    run: _Run, instruction: str, parts: str, performed: Sequence[Action]
) -> list[ActPlan]:
    """The steps the plan checks add, on the page as it is now, before the final click: what the task
    asks that the page does not show done yet (fresh19 held-out: 9 of 18 tasks said done with the
    page wrong). None when the checks add nothing, or the final button is not found again."""
    ctx = run.ctx
    settle(ctx, run.deadline)
    view = snapshot(ctx, run.deadline, step="the snapshot before the final click", wrap=ActError)
    done = _done_texts(performed)
    final = final_click_named(parts, view, done)
    if final is None:
        return []
    # a box or radio is read from the page as it is, not from the steps done: a later choice may
    # have cleared a tick made before it
    shown = [text for text in done if not _ON_A_TOGGLE.search(text)]
    checked = check_steps([final], view, instruction, shown, 1)
    if not checked.steps or checked.steps[-1] != final or checked.problems:
        return []
    return [step_to_plan(step, view, instruction=instruction) for step in checked.steps[:-1]]


def _final_click_undone(parts: str, clickable: set[str], performed: Sequence[Action]) -> str:
    return final_click_undone(parts, clickable, _done_texts(performed))


def _names_kept_whole(instruction: str, view: Snapshot) -> str:
    """The instruction with the names of the page's controls that hold a joiner ("Apply and pay",
    "Save and close") said as one word ("Apply-and-pay") where it says them, so that its parts are
    not counted inside them: "select Zone C and apply and pay" asks for two actions, not three
    (fresh13 permit-0, dev)."""
    for node in view.interactive_nodes.values():
        name = " ".join(node.name.split())
        if _JOINED_NAME.search(name):
            said = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.IGNORECASE)
            instruction = said.sub(lambda match: re.sub(r"[\s,;]+", "-", match.group(0)), instruction)
    return instruction


# A name with a word the instruction's parts are split at.
_JOINED_NAME = re.compile(r"\S\s+(?:and|then)\s+\S|\S[,;]\s*\S", re.IGNORECASE)


def _undone(ctx: PipelineContext, performed: Sequence[Action], cause: str) -> ActError:
    """A compound act that cannot say done: ``cause``, and the steps already performed (which ran)."""
    error = ActError(f"{cause}; steps already done: {_steps_done(performed)}", url=ctx.page.url)
    error.completed = tuple(performed)
    return error


def _steps_done(performed: Sequence[Action]) -> str:
    return "; ".join(f"{n}. {a.method} {a.description}".strip() for n, a in enumerate(performed, 1)) or "none"


def _look_if_values_unused(
    run: _Run, instruction: str, performed: Sequence[Action], seen: list[str]
) -> Snapshot | None:
    """None when every value ``instruction`` gives went into a step ``performed``; else a fresh look
    at the page (its text added to ``seen``), or None when that look shows the numbers left: "Set
    the rental to 3 hours" clicked More hours twice, and the page says 3 hours."""
    if not values_not_given(instruction, _done_texts(performed), "\n".join(seen)):
        return None
    look = snapshot(run.ctx, run.deadline, step="the snapshot after the last step", wrap=ActError)
    seen.append(look.text)
    return look if values_not_given(instruction, _done_texts(performed), "\n".join(seen)) else None


def _done_texts(performed: Sequence[Action]) -> list[str]:
    return [action.done_text() for action in performed]


# How long a compound act whose plan ran out with parts left waits for controls to be shown
# (a seat map's meal select appeared 0-600 ms after the click, by a style change), and how often it looks.
SHOWN_WAIT_MS = 1200.0
SHOWN_POLL_MS = 300.0


def _controls_shown(ctx: PipelineContext, deadline: Deadline, view: Snapshot) -> Snapshot | None:
    """A fresh snapshot once the page's controls differ from ``view``'s, looking a few times within
    :data:`SHOWN_WAIT_MS` (and the act's deadline); None when they stayed the same."""
    waited = 0.0
    while True:
        fresh = snapshot(ctx, deadline, step="the snapshot after a step changed the page", wrap=ActError)
        if _controls(fresh) != _controls(view):
            return fresh
        pause = min(SHOWN_POLL_MS, SHOWN_WAIT_MS - waited, deadline.remaining_ms())
        if pause <= 0:
            return None
        ctx.page.wait_for_timeout(pause)
        waited += pause


def _controls(view: Snapshot) -> list[tuple[str, str, str]]:
    """The page's controls as a plan sees them (role, name, place), not their values: typing into a
    field changes no control."""
    return [(node.role, node.name, node.xpath) for node in view.interactive_nodes.values()]


def _still_fits(queue: Sequence[ActPlan], before: Snapshot, after: Snapshot) -> bool:
    """The remaining steps can go on as planned: no new control appeared (which a later step may
    be about: the model could not see it), and each planned element is still there, where it was."""
    if interactive_ids(after.diff(before)):
        return False
    where = {node.identity: node.xpath for node in after.interactive_nodes.values()}
    for step in queue:
        node = before.node(step.element_id)
        if node is None or where.get(node.identity) != node.xpath:
            return False
    return True


def _replay(run: _Run, key: CacheKey, stored: Mapping[str, Any]) -> ReplayedAct | None:
    """The stored steps, replayed with identity checks (settling only while the page is busy). The
    steps of a stored compound act are bounded as they were when planned (:func:`_each_step_bounded`)."""
    cache = run.ctx.cache
    assert cache is not None
    steps = stored.get("steps")
    several = isinstance(steps, list) and len(steps) > 1
    cap = (_each_step_bounded(run) if several else run).element_wait_ms

    def timeout_ms(step: str) -> float:
        left = run.deadline.left_for(step)
        return left if cap is None else min(left, cap)

    return cache.replay_act(
        run.ctx.page,
        key,
        stored,
        variables=run.variables,
        timeout_ms=timeout_ms,
        before_step=lambda: settle_if_busy(run.ctx, run.deadline),
        page_settled=lambda ms: settled_as_watched(run.ctx.page, ms),
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
    replayed. A compound act's remaining steps are planned afresh after those that ran (one call).
    Otherwise only that remaining step is re-inferred, from the page as it is now, as the step two of a
    two-step act; the entry is recorded again and the LLM heal reported for that step."""
    done = replayed.actions
    if run.whole_task or is_compound(instruction):
        # A compound act: the model plans the steps that remain after those replayed, in one call.
        try:
            planned, _ = _act_compound(run, instruction, done)
        except ActError as e:
            e.completed = e.completed or done  # the replayed steps ran; a non-raising result says so
            raise
        _save(run, instruction, key, planned[len(done) :], stored, replayed.steps)
        return ActResult(
            success=True,
            message=f"replayed {len(done)} step(s) from the cache; the model planned the remaining "
            f"{len(planned) - len(done)} ({replayed.stopped})",
            action_description=" then ".join(action.description for action in planned),
            actions=tuple(planned),
            healed=True,
        )
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
    cap_ms: float | None = None,
) -> None:
    """Execute ``action``; with ``chosen``, only on that very element (checked just before the
    action runs, before the cache fingerprints it, so a substitute is neither acted on nor recorded)."""
    step = f"executing {action.method} on {action.description or action.selector}"
    budget = deadline.left_for(step) * share
    if cap_ms is not None:
        budget = min(budget, cap_ms)
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
        run.execute(plan.action, share=share, chosen=chosen)
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
        run.execute(moved, share=share, chosen=again)
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
        run.execute(healed, share=1.0, chosen=chosen_of(found))
    except HEALABLE as second:
        raise type(second)(
            f"{second.cause} (after self-heal; the first attempt failed too: {failure.cause})",
            url=second.url,
            element=second.element,
        ) from second
    return replace(found, action=healed, two_step=plan.two_step), f"first attempt: {failure.cause}"
