"""Recording and healing inside ``expect(locator)`` assertions.

Playwright's ``expect(locator)`` never calls the sync ``Locator``: it runs ``locator._impl_obj._expect``
inside Playwright's event loop, where the sync API (and so the sync heal ladder) cannot be used. The
locators handed out while healing is on therefore carry a :class:`HealingLocatorImpl` whose ``_expect``
does the same work with the async impl objects:

- a passing positive assertion records the fingerprint of the one element it matched;
- a failing positive assertion whose selector now finds no element (or several) and has a stored
  fingerprint runs the fingerprint rung (no LLM here: the callback is synchronous) and re-runs the
  assertion on the healed element; when nothing fits, the candidates and why they were rejected are
  added to the assertion's call log, and Playwright's own AssertionError is raised as usual.

Negated assertions (``not_to_be_visible``...) are left alone: an absent element is a valid answer there.
"""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any

from playwright._impl.frame import Frame as FrameImpl
from playwright._impl.locator import Locator as LocatorImpl

from ..cache.fingerprint import (
    SCAN_LIMIT,
    ElementFingerprint,
    fingerprint_script,
    identify_script,
    parse_identified,
)
from ..cache.report import HealRecord
from ..cache.similarity import best_match
from .suggest import suggest_selector

if TYPE_CHECKING:
    from .healer import SelectorHealer

_SAME_ELEMENT = "(el, target) => el === target"


async def count_and_fingerprint_async(locator: LocatorImpl) -> tuple[int, ElementFingerprint | None]:
    """How many elements ``locator`` finds now, and the fingerprint when it is exactly one."""
    # The replay identity check's own call and parsing, run on Playwright's loop.
    found = parse_identified(await locator.evaluate_all(identify_script(install=True), None), str(locator))
    return found.count, found.fingerprint


async def _scan(frames: list[FrameImpl]) -> list[tuple[tuple[FrameImpl, str], ElementFingerprint]]:
    found: list[tuple[tuple[FrameImpl, str], ElementFingerprint]] = []
    for frame in frames:
        if frame.is_detached():
            continue
        data = json.loads(await frame.evaluate(fingerprint_script(), {"limit": SCAN_LIMIT}))
        for item in data["elements"]:
            found.append(((frame, str(item["locator"])), ElementFingerprint.from_json(item["fingerprint"])))
    return found


async def _verified_suggestion(frame: FrameImpl, healed: LocatorImpl) -> tuple[str, list[str]]:
    """The most stable candidate locator that finds exactly the healed element, and all verified ones."""
    data = json.loads(await healed.evaluate(fingerprint_script(), {}, None))
    handle = await healed.element_handle(None)
    verified: list[str] = []
    for candidate in data["locators"]:
        probe = LocatorImpl(frame, candidate)
        if await probe.count() == 1 and await probe.evaluate(_SAME_ELEMENT, handle, None):
            verified.append(str(candidate))
    await handle.dispose()
    return suggest_selector(verified), verified


def _caller_location(healer: SelectorHealer) -> str:
    """file:line of the test's ``expect(...)`` call: the sync API notes the caller's frame on the task."""
    from .callsite import call_site

    task = asyncio.current_task()
    frame = getattr(task, "__pw_caller_frame__", None)
    return call_site(healer.rootdir, frame) if frame is not None else ""


async def expect_with_healing(
    healer: SelectorHealer,
    locator: LocatorImpl,
    expression: str,
    options: Any,
    title: str | None,
    result: Any,
) -> Any:
    """Record or heal after Playwright's own ``_expect`` produced ``result`` (see the module docstring)."""
    if options.get("isNot"):
        return result
    selector = locator._selector
    page = locator._frame._page
    if page is None:  # a locator of a frame that has no page (workers): nothing to heal against
        return result
    key = healer.key_for(selector, page.url)
    entry = healer.session.lookup(key)
    count, found = await count_and_fingerprint_async(locator)
    if result["matches"]:
        if count == 1 and found is not None:
            healer.remember(key, entry, selector, found)
        return result
    if entry is None or count == 1:
        return result  # the element is there and simply does not satisfy the assertion: a real failure
    stored = ElementFingerprint.from_json(entry.payload["fingerprint"])
    frames = page.frames
    match = best_match(stored, await _scan(frames), healer.threshold)
    if match.match is None:
        log = list(result.get("log") or [])
        log.append(f"stagehand selector healing: could not heal {stored.describe()}: {match.reason}")
        log.extend(line.strip() for line in _format_candidates_plain(match.ranked))
        return {**result, "log": log}
    frame, scan_locator = match.match.item
    healed = LocatorImpl(frame, scan_locator)
    suggestion, verified = await _verified_suggestion(frame, healed)
    record = HealRecord(
        test_id=healer.test_id,
        old_locator=selector,
        new_locator=verified[0] if verified else scan_locator,
        method="fingerprint",
        score=match.match.score,
        location=_caller_location(healer),
        suggested_selector=suggestion,
        saved=healer.session.mode in ("auto", "refresh"),
    )
    healer.heals.append(record)
    healer.report(record)
    healed_result = await LocatorImpl._expect(healed, expression, options, title)
    if healed_result["matches"]:
        healer.session.replace(key, {"selector": selector, "fingerprint": match.match.fingerprint.to_json()})
    return healed_result


def _format_candidates_plain(ranked: Any) -> list[str]:
    """Candidate lines as the heal ladder words them (the scan items here are (frame, locator) pairs)."""
    return [
        f"- {c.fingerprint.describe()} at {c.item[1]}: score {c.score:.2f} "
        f"({', '.join(c.breakdown.reasons()) or 'all components match'}); {c.verdict}"
        for c in ranked
    ]


class HealingLocatorImpl(LocatorImpl):
    """Playwright's locator impl, with :func:`expect_with_healing` after each ``_expect``."""

    # Playwright maps impl classes to API classes by type; this keeps the mapping to the sync Locator.
    _api_impl_class = LocatorImpl
    _stagehand_healer: SelectorHealer

    async def _expect(self, expression: str, options: Any, title: str | None) -> Any:
        result = await super()._expect(expression, options, title)
        return await expect_with_healing(self._stagehand_healer, self, expression, options, title, result)
