"""Recording and healing inside ``expect(locator)`` assertions.

Playwright's ``expect(locator)`` never calls the sync ``Locator``: it runs ``locator._impl_obj._expect``
inside Playwright's event loop, where the sync API (and so the sync heal ladder) cannot be used. The
locators handed out while healing is on therefore carry a :class:`HealingLocatorImpl` whose ``_expect``
does the same work as an action (``healer.py``) with the async impl objects:

- negated assertions (``not_to_be_visible``...) are Playwright's own, untouched: an absent element is
  a valid answer there;
- a selector with no fingerprint stored runs Playwright's assertion as it is, with the count +
  fingerprint request sent alongside it, and a pass on exactly one element records the fingerprint;
- a selector with a fingerprint stored runs the assertion within the heal wait (the healer's bound,
  or the assertion's timeout when shorter), which ends sooner when the page has settled without the
  element, as an action's does (the settle step's async twin, ``page_settled_async``). A pass is a
  pass; the stored fingerprint stands, as it does for actions (it is replaced only by a heal). A
  failure where the selector still finds its element (or several, when the assertion is not a
  strict one) goes on for the rest of the assertion's timeout, exactly as in Playwright. A failure with no element (or a strict-mode
  violation) runs the fingerprint rung (no LLM here: the callback is synchronous) and re-runs the
  assertion on the healed element; when nothing fits, the candidates and why they were rejected
  are added to the assertion's call log, and Playwright's own AssertionError is raised as usual.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from playwright._impl._errors import Error as PlaywrightError
from playwright._impl.frame import Frame as FrameImpl
from playwright._impl.locator import Locator as LocatorImpl

from ..cache.fingerprint import (
    SCAN_LIMIT,
    ElementCapture,
    ElementFingerprint,
    Identified,
    complete_options,
    fingerprint_script,
    identify_script,
    list_options,
    parse_completion,
    parse_identified,
    parse_listing,
)
from .healer import selector_payload, stored_label_unique
from .ladder import label_was_unique
from .lookalike import look_alike_refusal
from .record import HealRecord
from .suggest import suggest_selector
from .twophase import Complete, Listed, ListFrames, PageMatch, Request, match_steps
from .waiting import LOOK_MS, SETTLE_LOOK_MS

if TYPE_CHECKING:
    from .healer import SelectorHealer

_SAME_ELEMENT = "(el, target) => el === target"
_STRICT_VIOLATION = "strict mode violation"


async def identify_async(locator: LocatorImpl) -> Identified:
    """How many elements ``locator`` finds now, and the fingerprint (and whether its label is unique
    on the page) when it is exactly one: what recording a selector reads."""
    # The replay identity check's own call and parsing, run on Playwright's loop.
    script = identify_script(install=True, read_label=True)
    return parse_identified(await locator.evaluate_all(script, None), str(locator))


async def _scan(frames: list[FrameImpl]) -> list[tuple[tuple[FrameImpl, str], ElementFingerprint]]:
    found: list[tuple[tuple[FrameImpl, str], ElementFingerprint]] = []
    for frame in frames:
        if frame.is_detached():
            continue
        data = json.loads(await frame.evaluate(fingerprint_script(), {"limit": SCAN_LIMIT}))
        for item in data["elements"]:
            found.append(((frame, str(item["locator"])), ElementFingerprint.from_json(item["fingerprint"])))
    return found


async def _match(
    frames: list[FrameImpl], stored: ElementFingerprint, threshold: float
) -> PageMatch[tuple[FrameImpl, str]]:
    """The heal ladder's two-phase scan and match (twophase.match_steps), driven on Playwright's loop."""
    steps = match_steps(stored, threshold)
    request = next(steps)
    while True:
        try:
            request = steps.send(await _answer(frames, request))
        except StopIteration as done:
            found: PageMatch[tuple[FrameImpl, str]] = done.value
            return found


async def _answer(frames: list[FrameImpl], request: Request) -> Any:
    if isinstance(request, ListFrames):
        listed = []
        for each in frames:
            if not each.is_detached():
                raw = await each.evaluate(fingerprint_script(), list_options(SCAN_LIMIT))
                listed.append(Listed(each, parse_listing(raw, f"frame {each.url}")))
        return listed
    if isinstance(request, Complete):
        frame: FrameImpl = request.frame
        try:
            raw = await frame.evaluate(
                fingerprint_script(), complete_options(request.listing.token, request.indices)
            )
        except PlaywrightError:
            if frame.is_detached():
                return None  # gone since its listing: decided on a one-phase scan instead
            raise
        completed = parse_completion(raw, request.listing, request.indices, f"frame {frame.url}")
        return None if completed is None else [((frame, locator), fp) for fp, locator in completed]
    return await _scan(frames)


def _look_alike(
    stored: ElementFingerprint,
    scanned: list[tuple[tuple[FrameImpl, str], ElementFingerprint]],
    best: tuple[FrameImpl, str],
    label_unique: bool | None,
) -> str | None:
    """Why the best match is a look-alike of a removed element (another row's copy, a neighbour of
    the same group, a namesake in another landmark), as the heal ladder refuses it for plain calls;
    candidates of the winner's frame only, since the check reads their XPaths. ``label_unique`` is
    what the recording read (None: unknown, an entry recorded before it was kept)."""
    in_frame = [(item, fingerprint) for item, fingerprint in scanned if item[0] is best[0]]
    winner = next(i for i, (item, _) in enumerate(in_frame) if item is best)
    candidates = [(item[1], fingerprint) for item, fingerprint in in_frame]
    return look_alike_refusal(stored, winner, candidates, label_unique=label_unique)


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


def _with_timeout(options: Any, timeout_ms: float) -> Any:
    return {**options, "timeout": timeout_ms}


def _is_strict_violation(result: Any) -> bool:
    return _STRICT_VIOLATION in str(result.get("errorMessage") or "")


async def _record_alongside(
    healer: SelectorHealer, locator: LocatorImpl, selector: str, key: Any, run: Any
) -> Any:
    """No fingerprint stored: Playwright's assertion as it is, the fingerprint request beside it."""
    pending = asyncio.ensure_future(identify_async(locator))
    try:
        result = await run(None)
    except BaseException:
        pending.cancel()
        raise
    try:
        found: Identified | None = await pending
    except Exception:  # the document went away under the request: only means "not recorded"
        found = None
    if not result["matches"]:
        return result
    if found is not None and found.count == 0:
        # The element turned up only while the assertion waited for it: fingerprint it now.
        try:
            found = await identify_async(locator)
        except Exception:
            found = None
    if found is not None and found.count == 1 and found.fingerprint is not None:
        healer.remember(key, selector, found.fingerprint, found.label_unique)
    return result


async def expect_with_healing(
    healer: SelectorHealer,
    locator: LocatorImpl,
    expression: str,
    options: Any,
    title: str | None,
) -> Any:
    """Playwright's ``_expect`` for ``locator``, with recording and healing (see the module docstring)."""

    async def run(timeout_ms: float | None, on: LocatorImpl = locator) -> Any:
        chosen = options if timeout_ms is None else _with_timeout(options, timeout_ms)
        return await LocatorImpl._expect(on, expression, chosen, title)

    page = locator._frame._page
    if options.get("isNot") or page is None:  # negated, or a frame with no page (workers): Playwright's
        return await run(None)
    selector = locator._selector
    key = healer.key_for(selector, page.url)
    entry = healer.lookup(key)
    if entry is None:
        return await _record_alongside(healer, locator, selector, key, run)

    timeout = float(options.get("timeout") or 0)
    bound = healer.wait_budget_ms(timeout)
    start = time.monotonic()
    result = await _look_until_found(run, locator, bound, partial(healer.page_settled_async, page))
    if result["matches"]:
        healer.hits += 1  # the stored fingerprint stands, as it does for actions
        return result
    count = await locator.count()
    if count == 1 or (count > 1 and not _is_strict_violation(result)):
        # The element is there and does not satisfy the assertion yet: the rest of Playwright's wait.
        left = timeout - (time.monotonic() - start) * 1000
        if timeout > 0 and left < 1:
            return result
        result = await run(None if timeout <= 0 else round(left))
        healer.hits += result["matches"]
        return result
    # The healed element gets the rest of the assertion's timeout, and at least as long as the selector
    # got before healing started.
    healed_timeout = max(bound, timeout - (time.monotonic() - start) * 1000) if timeout > 0 else None
    return await _heal(healer, locator, key, entry.payload, result, run, bound, healed_timeout)


async def _look_until_found(
    run: Callable[[float | None], Awaitable[Any]],
    locator: LocatorImpl,
    bound_ms: float,
    page_settled: Callable[[float], Awaitable[bool]],
) -> Any:
    """The assertion on the recorded selector within the heal wait, in looks of ``LOOK_MS``, as an
    action waits for its element (waiting.py): it ends when the assertion passes, when the selector
    finds its one element (the caller gives a failing assertion the rest of its timeout), when the
    bound is spent, or when the page has settled without the element: a redesign, where waiting out
    the bound would only delay the heal, in every run until the test is updated."""
    deadline = time.monotonic() + bound_ms / 1000

    def left_ms() -> float:
        return (deadline - time.monotonic()) * 1000

    while True:
        result = await run(max(min(left_ms(), LOOK_MS), 1.0))
        if result["matches"] or left_ms() <= 0 or await locator.count() == 1:
            return result
        if await page_settled(min(left_ms(), SETTLE_LOOK_MS)) or left_ms() <= 0:
            return result


async def _heal(
    healer: SelectorHealer,
    locator: LocatorImpl,
    key: Any,
    payload: dict[str, Any],
    result: Any,
    run: Any,
    bound: float,
    healed_timeout: float | None,
) -> Any:
    selector = locator._selector
    page = locator._frame._page
    assert page is not None
    stored = ElementFingerprint.from_json(payload["fingerprint"])
    found = await _match(page.frames, stored, healer.threshold)
    # Every candidate read in full, or those that can decide (twophase.py): the same decision.
    scanned = found.candidates
    match = found.result
    label_unique = stored_label_unique(payload)
    refused = None if match.match is None else _look_alike(stored, scanned, match.match.item, label_unique)
    if match.match is None or refused is not None:
        log = list(result.get("log") or [])
        log.append(
            f"stagehand selector healing: {selector!r} found no element within {bound:.0f} ms, and "
            f"could not heal {stored.describe()}: {refused or match.reason}"
        )
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
        saved=healer.session.mode.saves,
    )
    healer.heals.append(record)
    healer.report(record)
    healed_result = await run(healed_timeout, healed)
    if healed_result["matches"]:
        # The verified locators are those a capture would keep: whether one by label is among them is
        # whether the healed element's label is unique (ladder.label_was_unique).
        healed_capture = ElementCapture(match.match.fingerprint, tuple(verified))
        payload = selector_payload(selector, match.match.fingerprint, label_was_unique(healed_capture))
        healer.session.replace(key, payload)
    return healed_result


def _format_candidates_plain(ranked: Any) -> list[str]:
    """Candidate lines as the heal ladder words them (the scan items here are (frame, locator) pairs)."""
    return [
        f"- {c.fingerprint.describe()} at {c.item[1]}: score {c.score:.2f} "
        f"({', '.join(c.breakdown.reasons()) or 'all components match'}); {c.verdict}"
        for c in ranked
    ]


class HealingLocatorImpl(LocatorImpl):
    """Playwright's locator impl, whose ``_expect`` records and heals (:func:`expect_with_healing`)."""

    # Playwright maps impl classes to API classes by type; this keeps the mapping to the sync Locator.
    _api_impl_class = LocatorImpl
    _stagehand_healer: SelectorHealer

    async def _expect(self, expression: str, options: Any, title: str | None) -> Any:
        return await expect_with_healing(self._stagehand_healer, self, expression, options, title)
