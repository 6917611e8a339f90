"""An agent run from the cache: its recorded steps, replayed in order with no LLM call.

An agent entry (kind ``agent``) holds the steps that changed the page, each as it can be done again
without a model (as Stagehand's AgentCache does): an act as its stored element steps (locator +
fingerprint, replayed through :meth:`PipelineCache.replay_act`, so with the identity checks and the
heal ladder), goto as a URL relative to the start page's origin, and scroll / keys / wait / navback /
refresh / fillForm with their arguments. Tools that only read (ariaTree, extract, screenshot, close)
are not steps.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from ..errors import ActError, CacheMissError, HealError
from ..healing.waiting import PageSettled, never_settled
from .primitives import PipelineCache

logger = logging.getLogger("pytest_stagehand")

# What one wait step may take at most on replay, whatever was recorded.
MAX_WAIT_MS = 10_000


@dataclass(frozen=True)
class AgentReplay:
    """The outcome of replaying an agent entry: how many steps ran, and why it stopped if it did."""

    replayed: int
    total: int
    stopped: str = ""

    @property
    def complete(self) -> bool:
        return self.replayed == self.total and not self.stopped


def replay_agent_steps(
    cache: PipelineCache,
    page: Page,
    steps: Sequence[Mapping[str, Any]],
    *,
    origin: str,
    variables: Mapping[str, str],
    timeout_ms: Callable[[str], float],
    key_extra: Mapping[str, str] | None = None,
    page_settled: PageSettled = never_settled,
) -> AgentReplay:
    """Replay ``steps`` on ``page``. Stops at the first step that cannot be done (auto / refresh: the
    caller runs the model from there); in ``replay`` mode that step's error is raised. ``key_extra``:
    what the act pipeline adds to an act's key (the app-wide context's digest), so a healed act step
    updates the entry a fresh run of the act would use; ``page_settled``: as for
    :meth:`PipelineCache.replay_act`, when to stop waiting for a missing element."""
    for index, step in enumerate(steps):
        try:
            _replay_one(
                cache,
                page,
                step,
                origin=origin,
                variables=variables,
                timeout_ms=timeout_ms,
                key_extra=key_extra,
                page_settled=page_settled,
            )
        except (ActError, HealError, PlaywrightError, KeyError, TypeError, ValueError) as e:
            why = f"step {index + 1} ({step.get('tool', '?')}) could not be replayed: {e}"
            if not cache.may_call_llm:
                raise CacheMissError(f"cached agent run: {why}") from e
            logger.info("stagehand cache: %s; the agent runs from here", why)
            return AgentReplay(index, len(steps), why)
        except _NotReplayed as e:
            if not cache.may_call_llm:
                raise CacheMissError(f"cached agent run: step {index + 1}: {e}") from e
            return AgentReplay(index, len(steps), str(e))
    return AgentReplay(len(steps), len(steps))


class _NotReplayed(Exception):
    """An act step whose elements could not be found or acted on (replay_act gave up)."""


def _replay_one(
    cache: PipelineCache,
    page: Page,
    step: Mapping[str, Any],
    *,
    origin: str,
    variables: Mapping[str, str],
    timeout_ms: Callable[[str], float],
    key_extra: Mapping[str, str] | None,
    page_settled: PageSettled,
) -> None:
    tool = step["tool"]
    replay_act = functools.partial(
        _replay_act,
        cache,
        page,
        variables=variables,
        timeout_ms=timeout_ms,
        key_extra=key_extra,
        page_settled=page_settled,
    )
    if tool == "act":
        replay_act(step)
    elif tool == "fillForm":
        for act in step["acts"]:
            replay_act(act)
        if "keys" in step:  # Enter after the last field, as the run pressed it
            page.keyboard.press(str(step["keys"]))
    elif tool == "goto":
        page.goto(urljoin(origin + "/", str(step["url"])), timeout=timeout_ms("goto"))
    elif tool == "navback":
        page.go_back(timeout=timeout_ms("navback"))
    elif tool == "refresh":
        page.reload(timeout=timeout_ms("refresh"))
    elif tool == "wait":
        page.wait_for_timeout(min(float(step["ms"]), MAX_WAIT_MS, timeout_ms("wait")))
    elif tool == "scroll":
        page.mouse.wheel(0, float(step["dy"]))
    elif tool == "keys":
        page.keyboard.press(str(step["keys"]))
    else:
        raise ValueError(f"unknown agent step {tool!r}")


def _replay_act(
    cache: PipelineCache,
    page: Page,
    step: Mapping[str, Any],
    *,
    variables: Mapping[str, str],
    timeout_ms: Callable[[str], float],
    key_extra: Mapping[str, str] | None,
    page_settled: PageSettled,
) -> None:
    instruction = str(step.get("instruction", ""))
    if step.get("whole_task"):  # the agent's first pass: an act entry of its own (pipelines.act)
        key_extra = {**(key_extra or {}), "whole_task": "yes"}
    key = cache.key("act", instruction, page.url, variables=variables, extra=key_extra)
    done = cache.replay_act(
        page,
        key,
        {"steps": list(step["steps"])},
        variables=variables,
        timeout_ms=timeout_ms,
        page_settled=page_settled,
    )
    if done is None or not done.complete:
        raise _NotReplayed(f"act {instruction!r}: {done.stopped if done else 'its element is gone'}")
