"""Allure steps and attachments for primitives and verdicts; each does nothing when Allure is off.

Allure is active when allure-pytest runs with ``--alluredir``: it then registers a listener that
implements ``attach_data`` in allure-commons' plugin manager. Without one, ``allure.attach`` would be
a no-op anyway; checking first skips the work of encoding attachments nobody will read.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page
from pydantic import BaseModel

from pytest_stagehand.actions.model import Action
from pytest_stagehand.evaluation.verdict import Verdict, VerdictCall
from pytest_stagehand.pipelines.results import ActResult, HistoryEntry
from pytest_stagehand.prompts.evaluate import EvidenceStep
from pytest_stagehand.snapshot import take_screenshot

# A screenshot for a report must not hold up a test for long.
SCREENSHOT_TIMEOUT_MS = 5_000


def allure_active() -> bool:
    """True when an Allure listener will record attachments (allure-pytest with --alluredir)."""
    try:
        from allure_commons import plugin_manager
    except ImportError:
        return False
    return bool(plugin_manager.hook.attach_data.get_hookimpls())


def verdict_step_title(verdicts: Sequence[Verdict]) -> str:
    """One line for the Allure step: the goal and its verdict, or a count for a batch."""
    if len(verdicts) == 1:
        only = verdicts[0]
        return f"evaluate {only.question!r} → {only.evaluation}"
    counts = {e: sum(v.evaluation == e for v in verdicts) for e in ("YES", "NO", "INVALID")}
    summary = ", ".join(f"{n} {e}" for e, n in counts.items() if n)
    return f"evaluate {len(verdicts)} goals → {summary}"


def attach_verdicts(verdicts: Sequence[Verdict], steps: Sequence[EvidenceStep]) -> None:
    """Open an Allure step named after the verdicts and attach the evidence, the LLM call (prompt and
    response) and each verdict's text with its tokens and cache status.

    Its signature is the evaluator's observer signature, so it can be passed to
    ``Evaluator(observers=[attach_verdicts])``.
    """
    if not verdicts or not allure_active():
        return
    import allure

    text = allure.attachment_type.TEXT
    try:
        with allure.step(verdict_step_title(verdicts)):
            _attach_verdict_evidence(verdicts, steps, text)
            unmet = [v for v in verdicts if v.evaluation != "YES"]
            if unmet:
                # Allure marks a step failed when an AssertionError leaves it; the verdict itself
                # fails the test (or not) where the test asserts it, so the error stops here.
                raise _UnmetVerdict("; ".join(f"{v.question!r} → {v.evaluation}" for v in unmet))
    except _UnmetVerdict:
        pass


class _UnmetVerdict(AssertionError):
    """Raised inside a verdict's Allure step (and caught just outside) to mark the step failed."""


def _attach_verdict_evidence(verdicts: Sequence[Verdict], steps: Sequence[EvidenceStep], text: Any) -> None:
    """The evidence, each LLM call's prompt and response, and each verdict's text with its source."""
    import allure

    for number, step in enumerate(steps, start=1):
        suffix = (f" {number}" if len(steps) > 1 else "") + (f" ({step.label})" if step.label else "")
        if step.image is not None:
            kind = (
                allure.attachment_type.JPG
                if step.image.media_type == "image/jpeg"
                else allure.attachment_type.PNG
            )
            allure.attach(step.image.data, name=f"screenshot{suffix}", attachment_type=kind)
        if step.page_text is not None:
            allure.attach(step.page_text, name=f"page text{suffix}", attachment_type=text)
    # A batch's fresh verdicts share one call: its prompt and response are attached once.
    calls: list[VerdictCall] = []
    for verdict in verdicts:
        if verdict.call is not None and not any(verdict.call is seen for seen in calls):
            calls.append(verdict.call)
    for number, call in enumerate(calls, start=1):
        suffix = f" {number}" if len(calls) > 1 else ""
        allure.attach(call.prompt, name=f"prompt{suffix}", attachment_type=text)
        allure.attach(call.response, name=f"response{suffix}", attachment_type=text)
    for verdict in verdicts:
        shared = sum(other.call is verdict.call for other in verdicts) if verdict.call else 1
        allure.attach(
            verdict.explain() + "\n" + verdict_source(verdict, shared),
            name=f"verdict {verdict.evaluation}",
            attachment_type=text,
        )


def verdict_source(verdict: Verdict, shared: int = 1) -> str:
    """Two lines for a report: what the cache did with the verdict and what its LLM call cost
    (``shared``: how many verdicts that one call produced, for a batch)."""
    call = verdict.call
    if verdict.decided:
        return "cache: not used (decided by the page text)\ntokens: none (no LLM call)"
    if call is None:
        return (
            "cache: hit\ntokens: none (no LLM call)" if verdict.cached else "cache: unknown\ntokens: unknown"
        )
    if call.usage is None:
        tokens = "unknown"
    else:
        tokens = f"{call.usage.prompt_tokens} prompt, {call.usage.completion_tokens} completion" + (
            f" ({call.usage.reasoning_tokens} reasoning)" if call.usage.reasoning_tokens else ""
        )
    if shared > 1:
        tokens += f" (one call for {shared} goals)"
    return f"cache: {call.cache}\ntokens: {tokens}"


@contextmanager
def allure_step(title: str) -> Iterator[None]:
    """An Allure step around one primitive call (nothing when Allure is not active)."""
    if not allure_active():
        yield
        return
    import allure

    with allure.step(title):
        yield


def attach_primitive(page: Page, entry: HistoryEntry, cache_status: str) -> None:
    """Attach what one act / observe / extract did: result or error, chosen elements, each prompt and
    response, tokens, cache status and a screenshot of the page afterwards."""
    if not allure_active():
        return
    import allure

    text = allure.attachment_type.TEXT
    outcome = entry.error if entry.error is not None else describe_result(entry.result)
    summary = [
        f"{entry.primitive}({entry.instruction!r}) on {entry.url}",
        f"outcome: {'failed' if entry.error is not None else 'ok'}",
        *chosen_elements(entry.result),
        f"cache: {cache_status}",
        f"LLM calls: {entry.llm_calls}; tokens: {entry.usage.prompt_tokens} prompt, "
        f"{entry.usage.completion_tokens} completion; {entry.duration_ms:.0f} ms",
        "",
        outcome,
    ]
    allure.attach("\n".join(summary), name=f"{entry.primitive} result", attachment_type=text)
    for number, exchange in enumerate(entry.exchanges, start=1):
        suffix = f" {number}" if len(entry.exchanges) > 1 else ""
        allure.attach(exchange.prompt, name=f"prompt{suffix}", attachment_type=text)
        allure.attach(exchange.response, name=f"response{suffix}", attachment_type=text)
    attach_screenshot(page, "page after " + entry.primitive)


def chosen_elements(result: Any) -> list[str]:
    """One line per element an act performed on or an observe found: what it is, the method and the
    selector that resolved it (the model only names an element id; the selector is the plugin's)."""
    actions: Sequence[Any] = ()
    if isinstance(result, ActResult):
        actions = result.actions
    elif isinstance(result, list):
        actions = result
    lines = []
    for action in actions:
        if isinstance(action, Action):
            arguments = ", ".join(repr(argument) for argument in action.arguments)
            lines.append(
                f"chosen element: {action.description or '(no description)'} → "
                f"{action.method}({arguments}) on {action.selector}"
            )
    return lines


def attach_screenshot(page: Page, name: str) -> None:
    """A PNG of the page now; a page that cannot be captured (closed, crashed) is noted instead."""
    if not allure_active():
        return
    import allure

    try:
        png = take_screenshot(page, timeout_ms=SCREENSHOT_TIMEOUT_MS)
    except PlaywrightError as e:
        allure.attach(f"no screenshot: {e.message}", name=name, attachment_type=allure.attachment_type.TEXT)
        return
    allure.attach(png, name=name, attachment_type=allure.attachment_type.PNG)


def describe_result(result: Any) -> str:
    from ..agents.result import AgentResult

    if isinstance(result, AgentResult):
        # one line per step: tool, arguments, result, LLM calls, tokens and time
        lines = [
            f"{i}. {action} [{action.llm_calls} LLM calls, {action.usage.total_tokens} tokens, "
            f"{action.duration_ms:.0f} ms]"
            for i, action in enumerate(result.actions, start=1)
        ]
        head = f"success={result.success} completed={result.completed} from_cache={result.from_cache}"
        return "\n".join([head, *lines, f"message: {result.message}"])
    if isinstance(result, BaseModel):
        return result.model_dump_json(indent=2)
    if isinstance(result, list) and all(isinstance(item, BaseModel) for item in result):
        return json.dumps([item.model_dump(mode="json") for item in result], indent=2)
    try:
        return json.dumps(result, indent=2, default=str)
    except (TypeError, ValueError):
        return repr(result)
