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
    │   │   └── ActionArgumentError      the method's arguments are missing or malformed
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


class ActError(PipelineError):
    """An act() call failed; the message names instruction, URL, element and cause."""

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


class CacheError(StagehandError):
    """A problem with the cache directory."""


class CacheMissError(CacheError):
    """Replay mode needed an entry that the cache does not hold."""


class HealError(StagehandError):
    """A drifted element could not be healed; the message lists the candidates considered."""


class ActionFailedError(ActError):
    """Playwright could not perform the action: the element is gone, never became actionable, or its
    frame was detached. The one failure self-heal retries."""


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
