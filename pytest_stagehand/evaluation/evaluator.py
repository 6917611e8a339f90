"""The YES/NO evaluator: ``assert page.evaluate_goal("the cart shows 3 items")``.

Three modes, as in Stagehand's evaluator: one question on the current page (``ask``), several
questions on one capture in one LLM call (``batch_ask``), and one question on a progression of
captures (a list of screenshots, or a :class:`Journey`).

Evidence is a screenshot, the page text (the snapshot's text) or both; text-only models fall back
to page text as described in ``evaluation/capture.py`` (noted in ``Verdict.note``).

Outcomes: YES and NO are verdicts; INVALID means the model's output could not be read as a verdict
even after the LLM layer's one repair attempt. Every other failure (timeout, auth, no evidence)
is an exception, never a verdict.

Before any model or store is asked, a statement that the page text states or contradicts on its
own lines (claims.py) is decided: a YES or a NO quoting them, ``Verdict.decided``, no call, never
stored (``_page_decides``).

Verdicts are reused through an optional :class:`VerdictStore` keyed by a content hash of the
evidence (see ``evaluation/evidence.py``): a rerun on an unchanged page makes no LLM call. INVALID
is never stored, but its tokens (the failed call and its repair) are recorded like any others.

Before a capture, ``ask`` / ``batch_ask`` wait ``screenshot_delay_ms`` (250 by default, as in
Stagehand; 0 skips it) so the last interaction's rendering settles. Journeys capture after each act
once the page has settled (bounded by ``dom_settle_timeout``; a navigation the act started is waited
for), and at once when the test calls ``capture``; a test that expects a late change waits for it with
Playwright first.
"""

from __future__ import annotations

import datetime
import functools
import hashlib
import logging
import re
import time
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import replace
from typing import Any, Concatenate, Literal, ParamSpec, Protocol, TypeVar

from playwright.sync_api import Page

from ..actions.variables import Secrets
from ..browser import trace_group, trace_label
from ..config import parse_system_prompt
from ..errors import CacheMissError, EmptyEvidenceError, EvaluationError, GoalNotMetError, LLMOutputError
from ..llm import ImagePart, LLMClient, LLMResponse, Message, Usage, UsageLedger
from ..pipelines.settle import wait_for_settle
from ..prompts.context import context_digest, join_context, with_app_context
from ..prompts.evaluate import (
    QUOTE_THE_PAGE,
    EvaluationResult,
    EvidenceStep,
    PromptMode,
    PromptQuestion,
    batch_messages,
    batch_result_of,
    clip_page_text,
    multi_messages,
    prompt_digest,
    single_messages,
    with_opposites,
)
from ..snapshot import take_screenshot
from .capture import (
    EVIDENCE_CHOICES,
    SCREENSHOT_TIMEOUT_MS,
    EvidenceChoice,
    EvidencePlan,
    capture_step,
    check_choice,
    given_screenshots,
    resolve_evidence,
)
from .claims import confirmation_reason, contradiction_reason, decision
from .evidence import VerdictKey, evidence_digest
from .grounding import (
    absent_value_reason,
    absent_values,
    check_quotes,
    description_unquoted,
    done_only_to_come,
    excerpt,
    line_of_pieces,
    lines_quoted,
    normalise,
    rate_dropped,
    rate_reason,
    restates,
    says_most_of,
    status_reason,
    status_unquoted,
    to_come_reason,
    ungrounded_reason,
    unquoted_names,
    unquoted_number_reason,
    unquoted_numbers,
    without_container,
    without_its_article,
)
from .journey import Journey
from .signature import parameters_of
from .store import VerdictStore
from .struck import as_current
from .verdict import (
    BatchVerdict,
    Evaluation,
    Question,
    QuestionLike,
    RawVerdict,
    Verdict,
    VerdictCall,
    align_batch,
    as_question,
    combine_strict,
)

__all__ = [
    "EVIDENCE_CHOICES",
    "BatchVerdict",
    "EvaluationError",
    "Evaluator",
    "EvidenceChoice",
    "Journey",
    "Question",
    "Verdict",
    "VerdictObserver",
    "VerdictStore",
]

logger = logging.getLogger("pytest_stagehand")

# Output caps: a verdict is a few sentences; without a cap a small model can loop for thousands
# of tokens and block a single-slot local server.
SINGLE_MAX_TOKENS = 600
BATCH_MAX_TOKENS_PER_QUESTION = 250


# Called after every evaluation with its verdicts and the evidence shown (reporting hooks in here).
VerdictObserver = Callable[[Sequence[Verdict], Sequence[EvidenceStep]], None]


def _today() -> str:
    return datetime.date.today().isoformat()


P = ParamSpec("P")
R = TypeVar("R")


def _timed(method: Callable[Concatenate[Evaluator, P], R]) -> Callable[Concatenate[Evaluator, P], R]:
    """Run the method inside the evaluator's timer (primitive time; nested calls count once)."""

    def timed(self: Evaluator, /, *args: P.args, **kwargs: P.kwargs) -> R:
        if self._tracing:  # ask → judge_steps: one group in the trace, the outermost
            with self.timer():
                return method(self, *args, **kwargs)
        self._tracing = True
        try:
            with self.timer(), trace_group(self.page, "verdict: " + _asked_label(args, kwargs)):
                return method(self, *args, **kwargs)
        finally:
            self._tracing = False

    functools.update_wrapper(timed, method)  # name and docstring, for help() and tracebacks
    return timed


class AgentEvidence(Protocol):
    """What the evaluator reads of an agent's result (``agents.AgentResult``; evaluation sits below agents)."""

    screenshots: tuple[bytes, ...]

    def reasoning(self) -> str: ...


class Evaluator:
    """Asks an LLM YES/NO questions about a page. See the module docstring for the rules."""

    def __init__(
        self,
        page: Page,
        llm: LLMClient,
        *,
        usage: Sequence[UsageLedger] = (),
        store: VerdictStore | None = None,
        default_evidence: EvidenceChoice = "screenshot",
        observers: Sequence[VerdictObserver] = (),
        timeout_s: float | None = None,
        today: Callable[[], str] = _today,
        secrets: Secrets | None = None,
        timer: Callable[[], AbstractContextManager[object]] = nullcontext,
        app_context: str | None = None,
        strict: bool = False,
        verbose: int = 0,
    ) -> None:
        check_choice(default_evidence)
        self.page = page
        self.llm = llm
        self.usage = tuple(usage)
        self.store = store
        self.default_evidence: EvidenceChoice = default_evidence
        self.observers = list(observers)
        self.timeout_s = timeout_s
        self.today = today
        # Variable values typed by act(): scrubbed from page-text evidence and from every prompt.
        self.secrets = secrets if secrets is not None else Secrets()
        # Wraps every capture-and-judge, so a journey judged on its own counts as primitive time too.
        self.timer = timer
        # The settings' system_prompt: the tester's context, added to every judge prompt.
        self.app_context = app_context
        # Strict mode by default (--stagehand-strict-verdicts, the marker's strict key); a call's
        # strict= argument wins.
        self.strict = strict
        # --stagehand-verbose: 2 logs every verdict's prompt and answer (as act does).
        self.verbose = verbose
        self.history: list[Verdict] = []
        self._tracing = False  # inside a judgement's trace group (nested calls open none)
        self._journeys: list[Journey] = []

    # ---- public API -------------------------------------------------------------------------

    @_timed
    def ask(
        self,
        goal: str,
        *,
        screenshot: bool | bytes | Sequence[bytes] = True,
        answer: str | None = None,
        agent_reasoning: str | None = None,
        screenshot_delay_ms: float = 250,
        system_prompt: str | None = None,
        evidence: EvidenceChoice | None = None,
        strict: bool | None = None,
        agent_result: AgentEvidence | None = None,
    ) -> Verdict:
        """One question. ``screenshot``: True captures the page (after ``screenshot_delay_ms``), False
        judges ``agent_reasoning`` alone, PNG/JPEG bytes judge that picture, and a list of them
        switches to the multi-step prompt that judges the whole progression. ``strict`` (None: the
        evaluator's default) also asks the opposite question and says YES only when both agree.

        ``agent_result`` (what ``page.agent().execute()`` returned): its steps and final message join
        the reasoning, and its screenshots, when it took any, are judged as a progression together with
        the page now (a text-only model judges the page text instead)."""
        if agent_result is not None:
            told = agent_result.reasoning()
            agent_reasoning = f"{agent_reasoning}\n{told}" if agent_reasoning else told
            shots = list(agent_result.screenshots)
            if shots and screenshot is True and self.llm.supports_images:
                screenshot = [*shots, take_screenshot(self.page, timeout_ms=SCREENSHOT_TIMEOUT_MS)]
        asked = as_question((goal, answer))
        if isinstance(screenshot, bool):
            plan = resolve_evidence(evidence, self.default_evidence, self.llm, want_image=screenshot)
            step = self._capture_now(plan, screenshot_delay_ms)
            steps = [step] if step is not None else []
        else:
            plan, steps = EvidencePlan(True, False), given_screenshots(screenshot, evidence, self.llm)
        return self.judge_steps(asked, steps, plan, agent_reasoning, system_prompt, strict=strict)

    @_timed
    def batch_ask(
        self,
        goals: Sequence[QuestionLike],
        *,
        screenshot: bool = True,
        agent_reasoning: str | None = None,
        screenshot_delay_ms: float = 250,
        system_prompt: str | None = None,
        evidence: EvidenceChoice | None = None,
        strict: bool | None = None,
        separately: bool = False,
    ) -> list[Verdict]:
        """Several questions on one capture, one LLM call; verdicts come back in question order.
        ``strict`` asks each question's opposite in the same call (see ``ask``). ``separately`` asks
        each question in a request of its own, on the same capture: each verdict is then exactly the
        one ``ask`` gives (same prompt, same stored entry), at one call per question. A small model
        judges a batch less reliably than single goals (BENCHMARKS.md "Verdicts": on the held-out half
        the 1.5B model said YES to 7 % of false goals in batches of two, 3 % one at a time)."""
        asked = [as_question(q) for q in goals]
        if not asked:
            raise EvaluationError("batch_ask needs at least one question")
        strict = self.strict if strict is None else strict
        plan = resolve_evidence(evidence, self.default_evidence, self.llm, want_image=screenshot)
        step = self._capture_now(plan, screenshot_delay_ms)
        steps = [step] if step is not None else []
        self._require_evidence(steps, agent_reasoning)
        if separately:
            return [
                self.judge_steps(q, steps, plan, agent_reasoning, system_prompt, strict=strict) for q in asked
            ]
        digest_of_prompt = self._prompt_digest("strict" if strict else "batch", system_prompt)
        digest_of_evidence = evidence_digest(steps)
        keys = [
            VerdictKey(
                q.question, q.answer, digest_of_evidence, self.llm.model_id, digest_of_prompt, agent_reasoning
            )
            for q in asked
        ]
        found = [self._known(q, key, plan, steps, strict=strict) for q, key in zip(asked, keys, strict=True)]
        missing = [i for i, v in enumerate(found) if v is None]
        if missing:
            fresh, call = self._ask_batch(
                [asked[i] for i in missing], steps, agent_reasoning, system_prompt, strict=strict
            )
            for i, (q, raw) in zip(missing, fresh, strict=True):
                found[i] = self._verdict(q, raw, plan, steps, keys[i], call, strict=strict)
        verdicts = [v for v in found if v is not None]
        self._publish(verdicts, steps)
        return verdicts

    def wait_for_goal(
        self,
        goal: str,
        *,
        timeout: float = 10.0,
        interval: float = 0.5,
        answer: str | None = None,
        evidence: EvidenceChoice | None = None,
        strict: bool | None = None,
        system_prompt: str | None = None,
        raise_on_timeout: bool = False,
    ) -> Verdict:
        """Judge ``goal`` until it is YES or ``timeout`` seconds have passed, capturing the page every
        ``interval`` seconds. The model is asked again only when the evidence changed (its hash), so
        polling an unchanged page costs nothing, and every judged state is stored like any verdict.

        Returns the YES verdict, or the last one with a note saying how long it waited (falsy), or
        raises GoalNotMetError (an AssertionError) when ``raise_on_timeout``. In replay mode a state
        the recording never saw is skipped, not fatal: CI may see other intermediate states."""
        asked = as_question((goal, answer))
        if not (timeout > 0 and interval > 0):
            raise EvaluationError(
                f"wait_for_goal needs timeout > 0 and interval > 0 seconds, got {timeout}, {interval}"
            )
        plan = resolve_evidence(evidence, self.default_evidence, self.llm, want_image=True)
        deadline = time.monotonic() + timeout
        last: Verdict | None = None
        seen: str | None = None
        judged = captures = 0
        problem: Exception | None = None
        while True:
            try:
                step = self.capture(plan, None)
            except EmptyEvidenceError as e:  # still blank: not a verdict yet
                step, problem = None, e
            if step is not None:
                captures += 1
                digest = evidence_digest([step])
                if digest != seen:
                    seen = digest
                    try:
                        last = self.judge_steps(asked, [step], plan, None, system_prompt, strict=strict)
                        judged += 1
                    except CacheMissError as e:
                        problem = e
                    else:
                        if last:
                            return last
            if time.monotonic() + interval >= deadline:
                break
            self.page.wait_for_timeout(interval * 1000)
        if last is None:
            if problem is not None:
                raise problem
            raise EvaluationError(f"wait_for_goal: nothing could be captured within {timeout} s")
        note = f"not met within {timeout:g} s: {captures} captures, {judged} judged (others were unchanged)"
        final = replace(last, note="; ".join(n for n in (last.note, note) if n))
        if raise_on_timeout:
            raise GoalNotMetError(f"goal not met within {timeout:g} s: {final!r}\n{final.explain()}", final)
        return final

    @parameters_of(lambda: Evaluator.ask)
    def evaluate_goal(self, *args: Any, **kwargs: Any) -> Verdict:
        """``ask`` under the name the page exposes; the verdict is truthy only for YES."""
        return self.ask(*args, **kwargs)

    @parameters_of(lambda: Evaluator.batch_ask)
    def evaluate_goals(self, *args: Any, **kwargs: Any) -> BatchVerdict:
        """``batch_ask`` as one object: truthy when every goal is YES, its repr lists each NO."""
        return BatchVerdict(tuple(self.batch_ask(*args, **kwargs)))

    def journey(self, *, evidence: EvidenceChoice | None = None, capture_on_enter: bool = True) -> Journey:
        """Collect captures during a test and judge them together; see :class:`Journey`.

        Inside ``with``, the journey captures the page on entry (unless ``capture_on_enter=False``)
        and after every act (once the page settled); no capture waits ``ask``'s screenshot delay."""
        plan = resolve_evidence(evidence, self.default_evidence, self.llm, want_image=True)
        return Journey(self, plan, capture_on_enter=capture_on_enter)

    def record_action(self, description: str, *, settle_ms: float = 0) -> None:
        """Capture the page into every journey open in a ``with`` block (the page calls this after act).

        With ``settle_ms`` > 0 and a journey open, first wait (at most that long) for the page to
        settle: a click on a link returns before its navigation starts, and a capture taken in that
        gap would show the old page on one run and the new one on the next, so the journey's
        verdict key (a hash of its evidence) would differ between replays.
        """
        if not self._journeys:
            return
        if settle_ms > 0:
            wait_for_settle(self.page, settle_ms)
        for journey in list(self._journeys):
            journey.capture(description)

    # ---- evidence and journeys ----------------------------------------------------------------

    def _capture_now(self, plan: EvidencePlan, delay_ms: float) -> EvidenceStep | None:
        if plan.kind == "none":
            return None
        self._require_open_page()
        if delay_ms > 0:
            # Lets the last interaction's rendering settle (Stagehand's screenshotDelayMs); bounded.
            self.page.wait_for_timeout(delay_ms)
        return capture_step(self.page, plan, scrub=self.secrets.scrub)

    def capture(self, plan: EvidencePlan, label: str | None) -> EvidenceStep:
        """One capture of the page now, per ``plan`` (used by journeys)."""
        self._require_open_page()
        return capture_step(self.page, plan, label, scrub=self.secrets.scrub)

    def open_journey(self, journey: Journey) -> None:
        self._journeys.append(journey)

    def close_journey(self, journey: Journey) -> None:
        self._journeys.remove(journey)

    def _context(self, system_prompt: str | None) -> str:
        """The settings' context, then the call's ``system_prompt``: added after the judge's rules."""
        return join_context(self.app_context, parse_system_prompt(system_prompt))

    def _prompt_digest(self, mode: PromptMode, system_prompt: str | None) -> str:
        """The prompt's digest, changed by the context: a verdict judged under another context is not
        reused."""
        base = prompt_digest(mode)
        context = context_digest(self._context(system_prompt))
        return base if not context else hashlib.sha256(f"{base}:{context}".encode()).hexdigest()

    def _require_open_page(self) -> None:
        if self.page.is_closed():
            raise EvaluationError(
                "the page is closed, so there is nothing to capture; ask before closing it, or pass "
                "screenshot=<PNG bytes> or screenshot=False with agent_reasoning"
            )

    @staticmethod
    def _require_evidence(steps: Sequence[EvidenceStep], agent_reasoning: str | None) -> None:
        if not steps and not agent_reasoning:
            raise EvaluationError(
                "nothing to judge: no screenshot, no page text and no agent_reasoning were given"
            )

    # ---- judging ----------------------------------------------------------------------------

    @_timed
    def judge_steps(
        self,
        asked: Question,
        steps: Sequence[EvidenceStep],
        plan: EvidencePlan,
        agent_reasoning: str | None,
        system_prompt: str | None,
        *,
        strict: bool | None = None,
    ) -> Verdict:
        """One verdict on ``steps``: the single prompt for one step or none, the multi-step one otherwise.
        Strict mode (one step or none) asks the goal and its opposite in one batch request."""
        self._require_evidence(steps, agent_reasoning)
        if strict is None:
            # The default applies where it can: a progression is judged without it.
            strict = self.strict and len(steps) <= 1
        if strict and len(steps) > 1:
            raise EvaluationError(
                "strict mode judges one moment of the page; a journey or a list of screenshots is "
                "judged without it (pass strict=False, or judge the final state with evaluate_goal)"
            )
        mode: Literal["single", "multi", "strict"] = (
            "strict" if strict else "multi" if len(steps) > 1 else "single"
        )
        key = VerdictKey(
            asked.question,
            asked.answer,
            evidence_digest(steps),
            self.llm.model_id,
            self._prompt_digest(mode, system_prompt),
            agent_reasoning,
        )
        verdict = self._known(asked, key, plan, steps, strict=strict)
        if verdict is None:
            if strict:
                [(_, raw)], call = self._ask_batch(
                    [asked], steps, agent_reasoning, system_prompt, strict=True
                )
            else:
                raw, call = self._ask_one(asked, steps, mode, agent_reasoning, system_prompt)
            verdict = self._verdict(asked, raw, plan, steps, key, call, strict=strict)
        self._publish([verdict], steps)
        return verdict

    def _ask_one(
        self,
        asked: Question,
        steps: Sequence[EvidenceStep],
        mode: str,
        agent_reasoning: str | None,
        system_prompt: str | None,
    ) -> tuple[RawVerdict, VerdictCall]:
        prompt_question = PromptQuestion(asked.question, asked.answer)
        if mode == "multi":
            messages = multi_messages(
                prompt_question,
                steps,
                agent_reasoning=agent_reasoning,
                today=self.today(),
            )
        else:
            messages = single_messages(
                prompt_question,
                steps[0] if steps else None,
                agent_reasoning=agent_reasoning,
                today=self.today(),
            )
        sent = self.secrets.scrub_messages(with_app_context(messages, self._context(system_prompt)))
        try:
            response = self._generate_single(sent)
        except LLMOutputError as e:
            usage, raw_text = self._record_usage(e.usage), e.raw_text
            self._log_call(sent, raw_text)
            return RawVerdict("INVALID", _unreadable(e)), self._call(sent, raw_text, usage, "INVALID")
        usage = self._record_usage(response.usage)
        self._log_call(sent, response.raw_text)
        out = response.output
        raw = _grounded(RawVerdict(out.evaluation, out.reasoning, tuple(out.evidence)), steps, asked.question)
        if raw.evaluation == "UNGROUNDED" and _restates(asked, out.evidence, steps):
            # One more turn: the model is told that the statement is not evidence (see QUOTE_THE_PAGE).
            sent = [*sent, Message("assistant", response.raw_text), Message("user", QUOTE_THE_PAGE)]
            try:
                response = self._generate_single(sent)
            except LLMOutputError as e:
                self._log_call(sent, e.raw_text)
                return raw, self._call(sent, e.raw_text, self._record_usage(e.usage), raw.evaluation)
            usage = self._record_usage(response.usage)
            self._log_call(sent, response.raw_text)
            out = response.output
            raw = _grounded(
                RawVerdict(out.evaluation, out.reasoning, tuple(out.evidence)), steps, asked.question
            )
        if mode != "multi":
            raw = _page_agrees(asked, raw, steps)
        return raw, self._call(sent, response.raw_text, usage, raw.evaluation)

    def _generate_single(self, sent: Sequence[Message]) -> LLMResponse[EvaluationResult]:
        return self.llm.generate(
            sent, EvaluationResult, temperature=0.0, max_tokens=SINGLE_MAX_TOKENS, timeout_s=self.timeout_s
        )

    def _ask_batch(
        self,
        asked: Sequence[Question],
        steps: Sequence[EvidenceStep],
        agent_reasoning: str | None,
        system_prompt: str | None,
        *,
        strict: bool,
    ) -> tuple[list[tuple[Question, RawVerdict]], VerdictCall]:
        step = steps[0] if steps else None
        questions = [PromptQuestion(q.question, q.answer) for q in asked]
        messages = batch_messages(
            with_opposites(questions) if strict else questions,
            step,
            agent_reasoning=agent_reasoning,
            today=self.today(),
        )
        sent = self.secrets.scrub_messages(with_app_context(messages, self._context(system_prompt)))
        per_question = 2 if strict else 1
        try:
            response = self.llm.generate(
                sent,
                batch_result_of(per_question * len(asked)),
                temperature=0.0,
                max_tokens=BATCH_MAX_TOKENS_PER_QUESTION * per_question * len(asked) + 100,
                timeout_s=self.timeout_s,
            )
        except LLMOutputError as e:
            usage = self._record_usage(e.usage)
            self._log_call(sent, e.raw_text)
            return [(q, RawVerdict("INVALID", _unreadable(e))) for q in asked], self._call(
                sent, e.raw_text, usage, "INVALID"
            )
        usage = self._record_usage(response.usage)
        self._log_call(sent, response.raw_text)
        returned = [
            RawVerdict(r.evaluation, r.reasoning, tuple(r.evidence)) for r in response.output.evaluations
        ]
        if strict:
            # Each question and its opposite: pair them up first (a wrong count is INVALID for all).
            doubled = [Question(p.question, p.answer) for p in with_opposites(questions)]
            answered = align_batch(doubled, returned)
            pairs = [(q, _grounded(r, steps, q.question)) for q, r in answered]
            for i in range(len(asked)):
                if _copied(answered, 2 * i):
                    # A small model answers the opposite by copying the goal's answer word for word
                    # (the 1.5B model did for most goals: every true one became a disagreement, a NO).
                    # A copy is no answer, so the opposite is asked again, on its own.
                    opposite = doubled[2 * i + 1]
                    pairs[2 * i + 1] = (
                        opposite,
                        self._ask_one(opposite, steps, "single", agent_reasoning, system_prompt)[0],
                    )
            aligned = [(q, combine_strict(pairs[2 * i][1], pairs[2 * i + 1][1])) for i, q in enumerate(asked)]
        else:
            aligned = [(q, _grounded(r, steps, q.question)) for q, r in align_batch(asked, returned)]
        aligned = [(q, _page_agrees(q, r, steps)) for q, r in aligned]
        # align_batch makes every verdict INVALID or none: the call's verdicts are stored or not together.
        outcome: Evaluation = "INVALID" if any(r.evaluation == "INVALID" for _, r in aligned) else "YES"
        return aligned, self._call(sent, response.raw_text, usage, outcome)

    def _verdict(
        self,
        asked: Question,
        raw: RawVerdict,
        plan: EvidencePlan,
        steps: Sequence[EvidenceStep],
        key: VerdictKey,
        call: VerdictCall,
        *,
        strict: bool = False,
    ) -> Verdict:
        verdict = _verdict_of(asked, raw, plan, steps, strict=strict, model_id=self.llm.model_id, call=call)
        # INVALID says nothing about the page, only about one unlucky output: never reuse it.
        if self.store is not None and raw.evaluation != "INVALID":
            self.store.put(key, verdict)
        return _with_excerpt(verdict, steps)

    def _known(
        self,
        asked: Question,
        key: VerdictKey,
        plan: EvidencePlan,
        steps: Sequence[EvidenceStep],
        *,
        strict: bool,
    ) -> Verdict | None:
        """A verdict without asking the model: the page text decides it (``_page_decides``), else the
        store holds one."""
        decided = _page_decides(asked, steps)
        if decided is None:
            return self._lookup(key, steps)
        return _with_excerpt(_verdict_of(asked, decided, plan, steps, strict=strict, decided=True), steps)

    def _lookup(self, key: VerdictKey, steps: Sequence[EvidenceStep]) -> Verdict | None:
        if self.store is None:
            return None
        found = self.store.get(key)
        if found is None:
            return None
        if found.steps <= 1:
            # A YES stored before a check of the page text existed meets it now (the check is pure).
            raw = RawVerdict(found.evaluation, found.reasoning, found.quotes)
            checked = _page_agrees(Question(key.question, key.answer), raw, steps)
            found = replace(found, evaluation=checked.evaluation, reasoning=checked.reasoning)
        return _with_excerpt(replace(found, cached=True, call=None), steps)

    def _record_usage(self, reported: object) -> Usage | None:
        """Record one call into every ledger (a call whose cost is unknown still counts as a call)."""
        usage = reported if isinstance(reported, Usage) else None
        for ledger in self.usage:
            ledger.record("evaluate", usage if usage is not None else Usage())
        return usage

    def _call(
        self, sent: Sequence[Message], raw: str, usage: Usage | None, evaluation: Evaluation
    ) -> VerdictCall:
        if self.store is None:
            cache = "off"
        elif evaluation == "INVALID":
            cache = "not stored (INVALID)"
        else:
            cache = "recorded"
        return VerdictCall(prompt_text(sent), raw, usage, cache)

    def _log_call(self, sent: Sequence[Message], raw: str) -> None:
        if self.verbose >= 2:
            logger.info("stagehand evaluate prompt:\n%s", prompt_text(sent))
            logger.info("stagehand evaluate answer: %s", raw)

    def _publish(self, verdicts: Sequence[Verdict], steps: Sequence[EvidenceStep]) -> None:
        self.history.extend(verdicts)
        for verdict in verdicts:  # the outcome, known only now, as a mark inside the verdict's group
            trace_label(self.page, f"verdict: {verdict.question} — {verdict.evaluation}")
        if self.verbose >= 1:
            for v in verdicts:
                logger.info(
                    "stagehand evaluate %r: %s%s (%s)",
                    v.question,
                    v.evaluation,
                    " (reused)" if v.cached else "",
                    v.reasoning,
                )
        for observer in self.observers:
            observer(verdicts, steps)


def _asked_label(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    """What a judgement asks, for its trace group: ask's goal, batch_ask's goals, judge_steps' question."""
    asked = args[0] if args else kwargs.get("goal", kwargs.get("goals", kwargs.get("asked", "")))
    if isinstance(asked, list):
        return "; ".join(_asked_label((one,), {}) for one in asked)
    try:
        return as_question(asked).question
    except (EvaluationError, TypeError, ValueError):
        return str(asked)


def prompt_text(messages: Sequence[Message]) -> str:
    """The messages as one readable text for a report; each image shown as a one-line placeholder."""
    blocks = []
    for message in messages:
        parts = [
            f"[{part.media_type} image, {len(part.data)} bytes]" if isinstance(part, ImagePart) else part.text
            for part in message.parts()
        ]
        blocks.append(f"[{message.role}]\n" + "\n\n".join(parts))
    return "\n\n".join(blocks)


def _sent_texts(steps: Sequence[EvidenceStep]) -> list[str]:
    """The page text of each step, as it was sent (clipped the same way)."""
    return [clip_page_text(s.page_text) for s in steps if s.page_text is not None]


def _page_texts(steps: Sequence[EvidenceStep]) -> list[str]:
    """The page text of each step as the checks read it: as it now holds (struck.py), a value the
    page struck out and replaced left out."""
    return [as_current(text) for text in _sent_texts(steps)]


def _grounded(raw: RawVerdict, steps: Sequence[EvidenceStep], statement: str) -> RawVerdict:
    """A YES whose quotes are not all in the page text sent is UNGROUNDED (see grounding.py).
    Without page text (a screenshot alone, the agent's reasoning) there is nothing to check.
    A quote that is not on the page but is the statement, or a part of it, said again (grounding.
    restates) is no evidence, but no made-up fact either: it is left out, and the YES rests on the
    other quotes (a small model often gives both)."""
    texts = _page_texts(steps)
    if raw.evaluation == "NO" and texts and _REASONED_YES.search(raw.reasoning):
        # The answer its own reasoning gives, then checked as any YES: "This directly supports the
        # truth of the statement", answered NO (over the saved runs: 22 true statements' YES, each
        # then grounded and checked, for 1 false one's; fresh23 parking fine appeal).
        raw = RawVerdict("YES", raw.reasoning, raw.quotes)
    if raw.evaluation != "YES" or not texts:
        return raw
    journey = len(texts) > 1  # see grounding.check_quotes
    grounding = check_quotes(raw.quotes, texts, wrapped=journey)
    if grounding.missing and all(restates(q, statement) for q in grounding.missing):
        kept = [q for q in raw.quotes if q not in grounding.missing]
        grounding = check_quotes(kept, texts, wrapped=journey)
    if grounding.grounded:
        return raw
    # A line quoted with its container's name before it ("region Plot 17B: Share plot access ...: on")
    # is the page's line, when the quotes say most of the statement. (Over the saved runs: 8 true
    # goals' YES kept for 1 false goal's; without the share, 19 for 6.)
    lines = [
        without_container(q, texts) or without_its_article(q, texts) or line_of_pieces(q, texts) or q
        for q in grounding.quotes
    ]
    if lines != list(grounding.quotes):
        again = check_quotes(lines, texts, wrapped=journey)
        if again.grounded and says_most_of(statement, lines):
            return RawVerdict(raw.evaluation, raw.reasoning, tuple(lines))
    return RawVerdict("UNGROUNDED", ungrounded_reason(grounding, raw.reasoning), raw.quotes)


# A reasoning that concludes YES, whatever answer it was given with.
_REASONED_YES = re.compile(
    r"(?<!not )(?<!n't )\bdirectly supports the (?:truth of the )?statement|\bthe answer is yes\b",
    re.IGNORECASE,
)


def _restates(asked: Question, quotes: Sequence[str], steps: Sequence[EvidenceStep]) -> bool:
    """Whether a quote given as evidence, not found on the page, is the statement itself (or holds
    it): the model quoted the question rather than the page."""
    statement = normalise(asked.question)
    missing = check_quotes(quotes, _page_texts(steps)).missing
    return bool(statement) and any(statement in normalise(q) for q in missing)


def _verdict_of(
    asked: Question,
    raw: RawVerdict,
    plan: EvidencePlan,
    steps: Sequence[EvidenceStep],
    *,
    strict: bool,
    model_id: str = "",
    call: VerdictCall | None = None,
    decided: bool = False,
) -> Verdict:
    """The verdict on ``asked`` that ``raw`` gives, judged on ``steps`` as ``plan`` captured them."""
    return Verdict(
        evaluation=raw.evaluation,
        reasoning=raw.reasoning,
        question=asked.question,
        answer=asked.answer,
        evidence=plan.kind,
        steps=len(steps),
        model_id=model_id,
        note=plan.note,
        quotes=raw.quotes,
        strict=strict,
        call=call,
        decided=decided,
    )


def _is_statement(asked: Question) -> bool:
    """A claim about the page, as opposed to a question or a question with an answer to check."""
    return asked.answer is None and not asked.question.rstrip().endswith("?")


def _page_decides(asked: Question, steps: Sequence[EvidenceStep]) -> RawVerdict | None:
    """The verdict the page text gives a statement on its own, with no model: YES when its lines
    state it, NO when a line states otherwise (claims.py ``confirmation`` / ``contradiction``: plain
    claims about a control, a line of the page, a record's value, a count). None when the page text
    does not decide it, or there is none (a screenshot alone, a journey of several captures, a
    question). These readings overrule any answer (a small model answered NO to "Sleep timer: On"
    quoting "Sleep timer (switch): on", and YES to "France is selected as the country" against
    "Country (drop-down): Japan selected"), so asking the model first would only cost its tokens."""
    texts = _page_texts(steps)
    if len(steps) != 1 or not texts or not _is_statement(asked):
        return None
    decided = decision(asked.question, texts)
    if decided is None:
        return None
    holds, lines = decided
    if holds:
        return RawVerdict("YES", confirmation_reason(lines), tuple(r.line for r in lines if r.line))
    return RawVerdict("NO", contradiction_reason(lines[0]), (lines[0].line,))


def _page_agrees(asked: Question, raw: RawVerdict, steps: Sequence[EvidenceStep]) -> RawVerdict:
    """A model's YES to a goal that names a value the page text does not show (grounding.py
    ``absent_values``), or a number or name none of its found quotes shows (``unquoted_numbers``,
    ``unquoted_names``), or a thing done that its quotes say is still to come
    (``done_only_to_come``), or a state reached or a description that none of its quotes speaks of
    (``status_unquoted``, ``description_unquoted``),
    or an amount its quotes show only as a rate the goal does not say (``rate_dropped``), is a NO.
    (A statement the page text decides never reaches the model: see ``_page_decides``.)"""
    texts = _page_texts(steps)
    if raw.evaluation != "YES" or not texts:
        return raw
    said = f"{asked.question} {asked.answer or ''}"
    absent = absent_values(said, texts, as_sent=_sent_texts(steps))
    if absent:
        return RawVerdict("NO", absent_value_reason(absent, raw.reasoning), raw.quotes)
    lines = lines_quoted(check_quotes(raw.quotes, texts).found, texts)
    unquoted = unquoted_numbers(said, lines) or unquoted_names(said, lines, texts)
    if unquoted:
        return RawVerdict("NO", unquoted_number_reason(unquoted, raw.reasoning), raw.quotes)
    coming = done_only_to_come(said, lines)
    if coming:
        return RawVerdict("NO", to_come_reason(coming, raw.reasoning), raw.quotes)
    status = status_unquoted(said, lines) or description_unquoted(said, lines)
    if status:
        return RawVerdict("NO", status_reason(status, raw.reasoning), raw.quotes)
    rated = rate_dropped(said, lines)
    if rated:
        return RawVerdict("NO", rate_reason(rated, raw.reasoning), raw.quotes)
    return raw


def _with_excerpt(verdict: Verdict, steps: Sequence[EvidenceStep]) -> Verdict:
    """A falsy verdict carries the page text around its quotes (the last step's), for its message."""
    texts = _sent_texts(steps)
    if verdict or not texts:
        return verdict
    return replace(verdict, excerpt=excerpt(texts[-1], verdict.quotes))


def _copied(answers: Sequence[tuple[Question, RawVerdict]], at: int) -> bool:
    """Whether the answer to the opposite (at ``at + 1``) repeats the goal's (at ``at``) word for word:
    the same verdict for a statement and its negation, with the same reasoning."""
    (_, direct), (_, opposite) = answers[at], answers[at + 1]
    if direct.evaluation == "INVALID" or direct.evaluation != opposite.evaluation:
        return False
    return " ".join(direct.reasoning.split()).casefold() == " ".join(opposite.reasoning.split()).casefold()


def _unreadable(error: LLMOutputError) -> str:
    raw = error.raw_text if len(error.raw_text) <= 300 else error.raw_text[:300] + "…"
    return f"the model's output could not be read as a verdict, even after one repair attempt: {raw!r}"
