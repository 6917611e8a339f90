"""Every exception pytest-stagehand raises, in one tree.

::

    StagehandError
    ├── ConfigError                  a setting, marker or option value is wrong
    ├── BrowserNotFoundError         no Chromium to launch, with how to install one
    ├── BrowserConnectError          a remote browser (connect / cdp) is unreachable or refused us
    ├── SnapshotError                the page could not be captured (bounded, never a hang)
    ├── LLMError                     anything between us and a model (provider, model named)
    │   ├── LLMNotInstalledError     the provider's SDK is missing (install hint)
    │   ├── LLMRequestBlockedError   a real request was attempted where the guard forbids it
    │   ├── LLMProviderError         the provider answered with an error status
    │   │   ├── LLMAuthenticationError   401 / 403
    │   │   └── LLMRateLimitError        429 after the retries ran out
    │   ├── LLMTimeoutError          the call ran past its timeout
    │   ├── LLMConnectionError       the connection failed or dropped
    │   ├── LLMOutputError           the output did not validate, even after one repair
    │   ├── ScriptedLLMError         a test double ran dry or kept unused outputs
    │   └── LLMSchemaError           the output type has no form in a provider's schema dialect
    ├── PipelineError                act / observe / extract could not do what was asked
    │   ├── ActError                 instruction, URL, chosen element and cause
    │   │   ├── ElementNotFoundError     the model named an element id that does not exist
    │   │   ├── UnsupportedMethodError   the method is unknown or does not apply to the element
    │   │   ├── ActionFailedError        Playwright could not perform it (gone, hidden, detached frame)
    │   │   │   └── ElementChangedError  the selector now finds another element than the one chosen
    │   │   ├── ActionArgumentError      the method's arguments are missing or malformed
    │   │   └── TooManyStepsError        a compound instruction asks for more than 10 actions
    │   ├── ObserveError
    │   ├── ExtractError
    │   └── AgentError               an agent's tool call stayed invalid after one repair (transcript tail)
    ├── EvaluationError              the evaluator could not be asked (not a NO verdict)
    ├── CacheError
    │   └── CacheMissError           replay mode found no entry (names file, key, nearest entries)
    └── HealError                    a drifted element could not be healed (lists candidates)
        └── SelectorHealError        a plain Playwright selector drifted beyond healing (the test's own
            │                        call, then the candidates; also a playwright Error, so existing
            │                        except clauses catch it)
            └── SelectorHealTimeoutError   no element at all (where Playwright would have timed out):
                                     also a playwright TimeoutError

Each error carries the context needed to act on it in its message; the fields are
kept as attributes too so reports can use them. API keys never appear in any of them.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from types import TracebackType
from typing import ParamSpec, TypeVar

import playwright
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError


class StagehandError(Exception):
    """Base of every error raised by pytest-stagehand."""


class ConfigError(StagehandError):
    """A setting, marker argument or option value is invalid."""


class BrowserNotFoundError(StagehandError):
    """Neither Playwright's Chromium nor a system Chromium could be found."""


class BrowserConnectError(StagehandError):
    """A remote browser (--stagehand-connect / --stagehand-cdp) could not be reached or refused us."""


class SnapshotError(StagehandError):
    """The page could not be captured into a snapshot."""


class LLMError(StagehandError):
    """A failure talking to a language model."""

    def __init__(self, message: str, *, provider: str = "", model: str = "") -> None:
        self.provider = provider
        self.model = model
        where = f"{provider}/{model}" if provider and model else (provider or model)
        super().__init__(f"[{where}] {message}" if where else message)


class LLMNotInstalledError(LLMError):
    """The SDK for the requested provider is not installed."""


class LLMRequestBlockedError(LLMError):
    """A real LLM request was attempted while the request guard forbids it."""


class LLMProviderError(LLMError):
    """The provider returned an error status."""

    def __init__(
        self, message: str, *, provider: str = "", model: str = "", status: int | None = None
    ) -> None:
        self.status = status
        prefix = f"HTTP {status}: " if status is not None else ""
        super().__init__(prefix + message, provider=provider, model=model)


class LLMAuthenticationError(LLMProviderError):
    """The provider rejected the credentials (401/403)."""


class LLMKeyMissingError(LLMAuthenticationError):
    """No API key for the provider: nothing was sent. ``variable`` names where the key is read from, so
    the plugin can say it once for the session instead of once per test."""

    def __init__(self, message: str, *, provider: str = "", model: str = "", variable: str = "") -> None:
        self.variable = variable
        super().__init__(message, provider=provider, model=model)


class LLMRateLimitError(LLMProviderError):
    """The provider kept answering 429 after the bounded retries."""


class LLMTimeoutError(LLMError):
    """The call did not finish within its timeout."""


class LLMConnectionError(LLMError):
    """The connection to the provider failed or was dropped."""


class LLMOutputError(LLMError):
    """The model's output did not validate against the schema, even after one repair attempt."""

    def __init__(
        self,
        message: str,
        *,
        provider: str = "",
        model: str = "",
        raw_text: str = "",
        usage: object = None,
    ) -> None:
        self.raw_text = raw_text
        # What the failed call and its repair cost (an ``llm.Usage``; typed loosely because this
        # module is the lowest layer and imports nothing of ours): the caller still owes it to the
        # usage ledgers.
        self.usage = usage
        shown = raw_text if len(raw_text) <= 2000 else raw_text[:2000] + "…"
        super().__init__(f"{message}\nRaw output: {shown!r}", provider=provider, model=model)


class ScriptedLLMError(LLMError):
    """A scripted test double ran out of outputs, or finished with outputs left over."""


class PipelineError(StagehandError):
    """act, observe or extract could not complete."""


class PageClosedError(PipelineError):
    """The page (often a popup or a new tab) closed itself while a primitive was working on it."""


class ActError(PipelineError, AssertionError):
    """An act() call failed; the message names instruction, URL, element and cause.

    Also an AssertionError: an act that cannot be done is the test's expectation about the page not
    met, so reports that tell failures from crashes (Allure's "failed" vs "broken") show a failure."""

    def __init__(
        self,
        cause: str,
        *,
        instruction: str = "",
        url: str = "",
        element: str = "",
    ) -> None:
        self.cause = cause
        self.instruction = instruction
        self.url = url
        self.element = element
        # Steps that were already performed when a later one failed (a two-step act's first click).
        self.completed: tuple[object, ...] = ()
        lines = [f"act failed: {cause}"]
        if instruction:
            lines.append(f"  instruction: {instruction!r}")
        if url:
            lines.append(f"  url: {url}")
        if element:
            lines.append(f"  element: {element}")
        super().__init__("\n".join(lines))


class ElementNotFoundError(ActError):
    """The model chose an element id that is not in the snapshot."""


class UnsupportedMethodError(ActError):
    """The model chose a method that is unknown or does not apply to the element."""


class TooManyStepsError(ActError):
    """A compound instruction asks for more actions than one act performs (a scenario, not a step)."""


class ObserveError(PipelineError):
    """observe() failed."""


class ExtractError(PipelineError):
    """extract() failed."""


class AgentError(PipelineError):
    """An agent run could not go on (a tool call that stayed invalid after one repair, an unusable
    model); the message ends with the tail of the transcript. Not raised for an unfinished task:
    that returns ``AgentResult(completed=False)``."""

    def __init__(
        self, cause: str, *, instruction: str = "", url: str = "", transcript_tail: str = ""
    ) -> None:
        self.cause = cause
        self.instruction = instruction
        self.url = url
        self.transcript_tail = transcript_tail
        lines = [f"agent failed: {cause}"]
        if instruction:
            lines.append(f"  instruction: {instruction!r}")
        if url:
            lines.append(f"  url: {url}")
        if transcript_tail:
            lines.append("  transcript (last turns):\n" + transcript_tail)
        super().__init__("\n".join(lines))


class EvaluationError(StagehandError):
    """The evaluator could not run (bad arguments, no evidence); a NO verdict is not an error."""


class EmptyEvidenceError(EvaluationError):
    """The page gave nothing to judge (a blank page, no text): judging it would be a guess."""


class GoalNotMetError(AssertionError):
    """``expect_goal`` / ``wait_for_goal(..., raise_on_timeout=True)``: the goal was not met in time.

    An AssertionError, so pytest reports it as a failed test; ``verdict`` is the last verdict."""

    def __init__(self, message: str, verdict: object) -> None:
        super().__init__(message)
        self.verdict = verdict


class CacheError(StagehandError):
    """A problem with the cache directory."""


class CacheMissError(CacheError):
    """Replay mode needed an entry that the cache does not hold."""


class HealError(StagehandError):
    """A drifted element could not be healed; the message lists the candidates considered."""


class ActionFailedError(ActError):
    """Playwright could not perform the action: the element is gone, never became actionable, or its
    frame was detached. The one failure self-heal retries."""


class ElementChangedError(ActionFailedError):
    """The element at the chosen selector is no longer the one the model chose (the page inserted,
    removed or reordered elements, or navigated, since the snapshot): nothing was done to it."""


class ActionArgumentError(ActError):
    """The action's arguments are missing, too many, or malformed (e.g. a scroll percentage)."""


class LLMSchemaError(LLMError):
    """The output type cannot be expressed in the provider's schema dialect (e.g. a recursive model)."""


class SelectorHealError(HealError, PlaywrightError):
    """A plain Playwright selector no longer resolves and healing found no element it trusts: the message
    names the test's own call (method, selector, the timeout it would have waited) and what healing
    waited, then the best candidates considered and why each was rejected.

    It is a Playwright ``Error`` too, so a test that catches Playwright's errors (``except Error``,
    ``pytest.raises(Error)``) behaves as it did without healing."""


class SelectorHealTimeoutError(SelectorHealError, PlaywrightTimeoutError):
    """The selector found no element (Playwright would have timed out) and healing found none it trusts.

    It is a Playwright ``TimeoutError`` too, so ``except TimeoutError`` keeps working."""


P = ParamSpec("P")
R = TypeVar("R")


def user_call(method: Callable[P, R]) -> Callable[P, R]:
    """A primitive (act ... evaluate_goal, an agent's execute) as the test sees it: a failure shows the
    test's own line and the error, not the plugin's frames. pytest prints the argument values and
    locals of every frame it shows (``--tb=long``, ``-l``), and the plugin's frames hold variables'
    values and page data: this frame is hidden (``__tracebackhide__``) and the error's own traceback,
    and its causes', start here. The messages keep the context (instruction, URL, element, cause)."""

    @functools.wraps(method)
    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        __tracebackhide__ = True
        try:
            return method(*args, **kwargs)
        except (StagehandError, PlaywrightError) as e:
            raise without_plugin_frames(e) from e.__cause__
        except Exception as e:
            # Not the plugin's error (a model double's, an LLM client's, a bug): it passed through the
            # plugin's frames all the same, so they go too; its own frames (where it was raised) stay.
            without_plugin_frames(e, keep_others=True)
            raise e  # its chain as it was; "raise" alone would restore the traceback on Python 3.10

    return call


def without_plugin_frames(error: BaseException, *, keep_others: bool = False) -> BaseException:
    """``error`` with the tracebacks of it and every exception chained to it dropped (their messages
    stay: "the above exception was the direct cause of ..." still reads the same). ``keep_others``
    drops only the frames of the plugin and of Playwright (which holds the values typed) and keeps
    the rest, e.g. the line of a model double that raised."""
    seen: set[int] = set()
    chained: BaseException | None = error
    while chained is not None and id(chained) not in seen:
        seen.add(id(chained))
        chained.__traceback__ = _outside_frames(chained.__traceback__) if keep_others else None
        chained = chained.__cause__ or chained.__context__
    return error


# The plugin's code and Playwright's: the frames whose locals may hold variables' values.
_INSIDE = tuple(os.path.dirname(os.path.abspath(path)) + os.sep for path in (__file__, playwright.__file__))


def _outside_frames(traceback: TracebackType | None) -> TracebackType | None:
    """``traceback`` without the entries whose code is the plugin's or Playwright's."""
    kept: list[TracebackType] = []
    while traceback is not None:
        if not os.path.abspath(traceback.tb_frame.f_code.co_filename).startswith(_INSIDE):
            kept.append(traceback)
        traceback = traceback.tb_next
    rebuilt: TracebackType | None = None
    for entry in reversed(kept):
        rebuilt = TracebackType(rebuilt, entry.tb_frame, entry.tb_lasti, entry.tb_lineno)
    return rebuilt
