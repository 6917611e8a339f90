"""What every primitive runs with: the page, settings, model, ledgers, history; and its clock.

A ``Deadline`` bounds a whole call. Every step asks it for the time left and passes that on as a
Playwright timeout or an LLM ``timeout_s``, so work stops when the budget is spent and the error
says which step ran out.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from playwright.sync_api import Page

from ..actions.variables import Secrets
from ..config import Settings
from ..errors import ConfigError, LLMTimeoutError, PipelineError
from ..llm import LLMClient, Message, Usage, UsageLedger
from ..llm.types import M
from ..prompts.budget import Fitted, fit_elements, prompt_overhead
from ..prompts.context import context_digest, join_context, with_app_context
from ..snapshot import SnapshotNode
from .results import Exchange, HistoryEntry, Primitive

if TYPE_CHECKING:
    from ..replay.primitives import PipelineCache

logger = logging.getLogger("pytest_stagehand")


@dataclass
class PipelineContext:
    """Built by the page for each call; ``usage`` holds every ledger to record into (test, session)."""

    page: Page
    settings: Settings
    llm: LLMClient
    usage: Sequence[UsageLedger] = ()
    history: list[HistoryEntry] = field(default_factory=list)
    cache: PipelineCache | None = None  # None: the cache is off (or the caller runs without one)
    # The test's variable values so far: every prompt is scrubbed of them (a typed value stays on the page).
    secrets: Secrets = field(default_factory=Secrets)
    # The call's own system_prompt=...: added after the settings' app-wide one.
    system_prompt: str | None = None

    @property
    def app_context(self) -> str:
        """The tester's context for the model: the settings' system_prompt, then the call's."""
        return join_context(self.settings.system_prompt, self.system_prompt)

    def key_extra(self, extra: Mapping[str, str] | None = None) -> dict[str, str] | None:
        """A cache key's ``extra`` with the context's digest: a changed context is another call, so it
        re-records instead of replaying decisions made under the old one. No context, no field (so
        entries recorded before keep matching)."""
        digest = context_digest(self.app_context)
        if not digest:
            return dict(extra) if extra else None
        return {**(extra or {}), "context": digest}


def fit_to_prompt(
    ctx: PipelineContext,
    instruction: str,
    nodes: Sequence[SnapshotNode],
    bare: Sequence[Message],
    lines: Mapping[str, str] | None = None,
) -> Fitted:
    """The ``nodes`` a prompt can show within ``max_prompt_tokens`` (prompts/budget.py), ``bare``
    being that prompt rendered with no elements, ``lines`` the nodes' lines when not the plain ones;
    the tester's context is sent too, so it counts."""
    limit = ctx.settings.max_prompt_tokens
    budget = limit - prompt_overhead([*(m.text() for m in bare), ctx.app_context])
    if budget <= 0:
        raise ConfigError(
            f"stagehand max_prompt_tokens {limit} leaves no room for the page's elements: the prompt's "
            f"own text and the system_prompt context take about {limit - budget} tokens; raise "
            "--stagehand-max-prompt-tokens or shorten the system_prompt"
        )
    return fit_elements(instruction, nodes, budget, lines)


@dataclass
class Deadline:
    """The time budget of one call. ``on_expiry(step)`` builds the primitive's own error type."""

    total_ms: float
    on_expiry: Callable[[str], PipelineError]
    started: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        # "timed out after -5 ms" helps nobody: a bad bound is the caller's error, said at the call.
        total = self.total_ms
        if (
            isinstance(total, bool)
            or not isinstance(total, int | float)
            or not math.isfinite(total)
            or total <= 0
        ):
            raise self.on_expiry(
                f"timeout={total!r} is not a positive number of milliseconds; pass e.g. timeout=10_000, "
                "or leave it out for the --stagehand-timeout setting"
            )

    def elapsed_ms(self) -> float:
        return (time.monotonic() - self.started) * 1000

    def remaining_ms(self) -> float:
        return self.total_ms - self.elapsed_ms()

    @property
    def expired(self) -> bool:
        return self.remaining_ms() <= 0

    def error(self, step: str) -> PipelineError:
        return self.on_expiry(f"timed out after {self.total_ms:.0f} ms, during {step}")

    def left_for(self, step: str) -> float:
        """Milliseconds left, or the primitive's error naming ``step`` when none are."""
        remaining = self.remaining_ms()
        if remaining <= 0:
            raise self.error(step)
        return remaining


@dataclass
class Meter:
    """LLM calls, usage and exchanges of one primitive call, for its history entry."""

    calls: int = 0
    usage: Usage = field(default_factory=Usage)
    exchanges: list[Exchange] = field(default_factory=list)

    def add(self, usage: Usage, exchange: Exchange | None = None) -> None:
        self.calls += 1
        self.usage = self.usage + usage
        if exchange is not None:
            self.exchanges.append(exchange)


def ask(
    ctx: PipelineContext,
    llm: LLMClient,
    primitive: Primitive,
    messages: Sequence[Message],
    output_type: type[M],
    *,
    deadline: Deadline,
    step: str,
    meter: Meter,
    max_tokens: int,
) -> M:
    """One LLM call, bounded by the deadline, recorded into every ledger and the meter.

    Temperature 0: we want the same element for the same page, and small models pick better.
    """
    # What is left of the primitive's budget bounds the whole LLM call, retries and repair included;
    # the client caps each single request at its own llm-timeout.
    timeout_s = deadline.left_for(step) / 1000
    messages = ctx.secrets.scrub_messages(with_app_context(messages, ctx.app_context))
    if ctx.settings.verbose >= 2:
        for message in messages:
            logger.info("stagehand %s %s prompt (%s):\n%s", primitive, step, message.role, message.text())
    try:
        response = llm.generate(
            messages, output_type, temperature=0.0, max_tokens=max_tokens, timeout_s=timeout_s
        )
    except LLMTimeoutError as e:
        if deadline.expired:
            raise deadline.error(step) from e
        raise
    for ledger in ctx.usage:
        ledger.record(primitive, response.usage)
    prompt = "\n\n".join(f"[{message.role}]\n{message.text()}" for message in messages)
    meter.add(response.usage, Exchange(prompt, response.raw_text))
    if ctx.settings.verbose >= 2:
        logger.info("stagehand %s %s answer: %s", primitive, step, response.raw_text)
    return response.output
