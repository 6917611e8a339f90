"""A computer-use run from the cache: its steps done again by element, not by coordinates.

A pointed step (click, double click, move, drag) names the element that was under the point and where
on it the point fell. Replay finds that element (its stored locators with the identity check, the
fingerprint heal ladder behind them), and acts at the same spot of wherever it is now: a layout shift
moves the point with the element. A step flagged ``by_coordinates`` (no element could be told apart
there) is done at its recorded point, with a warning. Keyboard, scroll, wait, navigate and back steps
are done as recorded. No model call is made.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import urljoin

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from ...actions.variables import substitute
from ...cache import CacheKey
from ...cache.files import StagehandCacheWarning
from ...cache.fingerprint import ElementCapture
from ...errors import AgentError, CacheMissError, HealError, SnapshotError
from ...healing.ladder import locate
from ...replay.agent import AgentReplay
from ...replay.primitives import PipelineCache
from .actions import CuaAction
from .perform import action_from_payload, do_action, settle

logger = logging.getLogger("pytest_stagehand")


def replay_cua_steps(
    cache: PipelineCache,
    page: Page,
    payload: Mapping[str, Any],
    *,
    origin: str,
    variables: Mapping[str, str],
    timeout_ms: Callable[[], float],
    key: CacheKey,
) -> AgentReplay:
    """Replay the entry's steps; stops at the first that cannot be done (``auto`` / ``refresh``: the
    model goes on from there; ``replay``: CacheMissError naming the step). Healed elements are reported
    and, in ``auto`` / ``refresh``, written back into the entry."""
    steps: list[dict[str, Any]] = payload["steps"]
    healed = 0
    for index, step in enumerate(steps):
        try:
            action = action_from_payload(step["action"])
            if action.kind == "navigate":
                action = CuaAction("navigate", url=urljoin(origin + "/", action.url))
            moved, heals = _at_elements(cache, page, step, action, key=key, index=index)
            healed += heals
            text = substitute([moved.text], variables)[0] if moved.kind == "type" else None
            do_action(page, moved, timeout_ms=timeout_ms(), text=text)
            settle(page, timeout_ms=timeout_ms())
        except (AgentError, HealError, SnapshotError, PlaywrightError, KeyError, TypeError, ValueError) as e:
            why = f"step {index + 1} ({step.get('action', {}).get('kind', '?')}) could not be replayed: {e}"
            if not cache.may_call_llm:
                raise CacheMissError(f"cached computer-use run: {why}") from e
            logger.info("stagehand cache: %s; the model goes on from here", why)
            return AgentReplay(index, len(steps), why)
    if healed:
        cache.save_healed(key, payload)
    return AgentReplay(len(steps), len(steps))


def _at_elements(
    cache: PipelineCache, page: Page, step: Mapping[str, Any], action: CuaAction, *, key: CacheKey, index: int
) -> tuple[CuaAction, int]:
    """``action`` with its points moved to where its recorded elements are now, and how many of them
    were healed."""
    targets = step.get("targets")
    if not targets:
        return action, 0
    if step.get("by_coordinates"):
        warnings.warn(
            StagehandCacheWarning(
                f"stagehand cache: step {index + 1} of the computer-use run {key.instruction!r} ({action.describe()}) "
                "had no element under its point when recorded; replayed by coordinates, which a layout change breaks"
            ),
            stacklevel=2,
        )
        return action, 0
    found = [_point_on(cache, page, target, key=key, index=index) for target in targets]
    points = [point for point, _ in found]
    heals = sum(1 for _, was_healed in found if was_healed)
    if action.kind == "drag":
        return CuaAction("drag", path=(points[0], points[-1])), heals
    x, y = points[0]
    return CuaAction(action.kind, x, y, button=action.button, keys=action.keys, count=action.count), heals


def _point_on(
    cache: PipelineCache, page: Page, target: dict[str, Any], *, key: CacheKey, index: int
) -> tuple[tuple[int, int], bool]:
    """Where the target's element is now (its recorded spot on it), and whether it had to be healed
    (reported like an act's heal; the target's element is rewritten)."""
    capture = ElementCapture.from_payload(target["element"])
    located = locate(page, capture, threshold=cache.settings.heal_threshold)
    if located.healed is not None:
        cache.heal_step(key, target, capture, located, index)
    located.locator.scroll_into_view_if_needed(timeout=5_000)
    box = located.locator.bounding_box(timeout=5_000)
    if box is None or box["width"] <= 0 or box["height"] <= 0:
        # A collapsed element's edge is its neighbour's: clicking there would act on something else.
        raise HealError(f"the element {capture.fingerprint.describe()} is not visible now")
    fx, fy = (float(v) for v in target.get("at") or (0.5, 0.5))
    return (
        round(box["x"] + fx * box["width"]),
        round(box["y"] + fy * box["height"]),
    ), located.healed is not None
