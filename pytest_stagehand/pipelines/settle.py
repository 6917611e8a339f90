"""Wait, within a bound, for the page to stop building and the network to go quiet.

Playwright's ``networkidle`` only concerns page loads, so requests are tracked here from the page's
own request events. The DOM side (``settle.js``, installed in every document of the page) counts only
*structural* change (elements added or removed) and timeouts an event handler scheduled: a clock, a
spinner, a CSS animation or a live counter never stop ticking and never hold an act up, while a list
that appears 600 ms after a click, or a fetch that answers after 800 ms, is still waited for. When
nothing relevant changed recently, settle returns at once rather than opening a fresh quiet window.
A page that never settles (one that keeps adding elements, a long poll) is not an error: we proceed
once the bound is reached, and the report says it did not settle.
"""

from __future__ import annotations

import asyncio
import time
import weakref
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, Request

from ..snapshot import evaluate_within

# The DOM counts as settled this long after its last structural change.
DOM_QUIET_MS = 200
# Requests older than this are long polls, streams or hung: waiting for them would never end.
STALLED_REQUEST_MS = 2_000
POLL_MS = 50
# A page whose main thread is stuck never answers a script: each one is given up after this, and
# the in-page wait (which ends itself at its budget) after its budget plus this much.
SCRIPT_S = 2.0
WAIT_SLACK_S = 0.25

SETTLE_JS = resources.files(__package__).joinpath("settle.js").read_text(encoding="utf-8")
# Resolves true once the DOM is structurally quiet with no pending timer, false after the budget;
# null when the document has no watcher yet (it was replaced since): the caller installs it.
WAIT_JS = (
    """([quiet, budget]) => window.__stagehandSettle ? window.__stagehandSettle.wait(quiet, budget) : null"""
)


@dataclass
class NetworkTracker:
    """Requests of one page that started and have not finished, with when they started."""

    in_flight: dict[Request, float] = field(default_factory=dict)

    def started(self, request: Request) -> None:
        self.in_flight[request] = time.monotonic()

    def ended(self, request: Request) -> None:
        self.in_flight.pop(request, None)

    def busy(self) -> int:
        """Requests still running that are young enough to be worth waiting for."""
        now = time.monotonic()
        return sum(1 for began in self.in_flight.values() if (now - began) * 1000 < STALLED_REQUEST_MS)


_trackers: weakref.WeakKeyDictionary[Page, NetworkTracker] = weakref.WeakKeyDictionary()


def tracker_for(page: Page) -> NetworkTracker:
    """The page's tracker, attached on first use (earlier requests are covered by the load state)."""
    tracker = _trackers.get(page)
    if tracker is None:
        tracker = NetworkTracker()
        page.on("request", tracker.started)
        page.on("requestfinished", tracker.ended)
        page.on("requestfailed", tracker.ended)
        # Every later document gets the DOM watcher before its own scripts run (so it sees the timers
        # they schedule); the current one gets it now.
        page.add_init_script(SETTLE_JS)
        _install(page)
        _trackers[page] = tracker
    return tracker


def _install(page: Page) -> None:
    try:
        evaluate_within(page.main_frame, SETTLE_JS, None, SCRIPT_S)
    except (PlaywrightError, TimeoutError):
        return  # navigating (the init script covers the next document), or stuck


MARK_JS = """() => window.__stagehandSettle
  ? performance.timeOrigin + ':' + window.__stagehandSettle.state.lastStructural : null"""


def structural_mark(page: Page) -> str | None:
    """Which document, and when it last changed structurally; None when unknown. Two equal marks
    around an action mean it added or removed no element and did not navigate."""
    try:
        mark = evaluate_within(page.main_frame, MARK_JS, None, SCRIPT_S)
    except PlaywrightError:
        return None  # navigating: certainly a change
    except TimeoutError:
        return None  # stuck: unknown
    return mark if isinstance(mark, str) else None


@dataclass(frozen=True)
class SettleReport:
    settled: bool
    waited_ms: float
    pending_requests: int = 0


# Whether the document's watcher has seen it from the start (see settle.js).
FROM_START_JS = "() => !!(window.__stagehandSettle && window.__stagehandSettle.state.fromStart)"


def settled_as_watched(page: Page, timeout_ms: float) -> bool:
    """Whether the page settles within ``timeout_ms``, judged by a watcher that has seen its document
    from the start. False when it did not settle, and when the watcher came later: the timers the
    page set and the requests it started before then are unknown, so quiet proves nothing (the page
    fixture attaches the watcher before a test's first document for this reason)."""
    if not wait_for_settle(page, timeout_ms).settled:
        return False
    try:
        return evaluate_within(page.main_frame, FROM_START_JS, None, SCRIPT_S) is True
    except (PlaywrightError, TimeoutError):
        return False


async def settled_as_watched_async(page: Any, timeout_ms: float) -> bool:
    """:func:`settled_as_watched` for code that runs on Playwright's loop, where the sync API cannot be
    called (an ``expect()`` assertion: healing/expect_hook.py). ``page`` is Playwright's page impl; the
    network tracker and the DOM watcher are those the sync side attached (the page fixture does, with
    healing on), and a page without them never counts as settled. One look: quiet DOM within
    ``timeout_ms``, then no request in flight at that moment."""
    sync_page = getattr(page, "_pw_api_instance_", None)  # Playwright's impl → API object link
    tracker = _trackers.get(sync_page) if sync_page is not None else None
    if tracker is None or timeout_ms <= 0:
        return False
    frame = page.main_frame
    try:
        quiet = await asyncio.wait_for(
            frame.evaluate(WAIT_JS, [DOM_QUIET_MS, max(timeout_ms, 1)]), timeout_ms / 1000 + WAIT_SLACK_S
        )
        if quiet is not True or tracker.busy():
            return False
        return await asyncio.wait_for(frame.evaluate(FROM_START_JS, None), SCRIPT_S) is True
    except (PlaywrightError, asyncio.TimeoutError):
        return False  # navigating, or the page's main thread is stuck: not settled


def wait_for_settle(page: Page, timeout_ms: float, *, quiet_ms: int = DOM_QUIET_MS) -> SettleReport:
    """Wait until the DOM is structurally quiet, no timer an action scheduled is pending and no request
    is in flight, or until ``timeout_ms`` passes."""
    started = time.monotonic()

    def remaining() -> float:
        return timeout_ms - (time.monotonic() - started) * 1000

    def report(settled: bool, pending: int = 0) -> SettleReport:
        return SettleReport(
            settled=settled, waited_ms=(time.monotonic() - started) * 1000, pending_requests=pending
        )

    if timeout_ms <= 0:
        return report(False)
    tracker = tracker_for(page)
    try:
        page.wait_for_load_state("load", timeout=remaining())
    except PlaywrightError:
        # Still loading at the bound (or navigating away): proceed, as promised.
        return report(False, tracker.busy())
    reinstalled = False
    while remaining() > 0:
        try:
            budget_ms = max(remaining(), 1)
            quiet = evaluate_within(
                page.main_frame, WAIT_JS, [quiet_ms, budget_ms], budget_ms / 1000 + WAIT_SLACK_S
            )
            if quiet is None and not reinstalled:  # a document opened before the init script was added
                reinstalled = True
                _install(page)
                continue
            dom_quiet = quiet is None or bool(quiet)  # no watcher at all: the network decides
        except TimeoutError:
            return report(False, tracker.busy())  # the page's main thread is stuck: proceed
        except PlaywrightError:
            # The document was replaced mid-wait (navigation): wait for the new one within the bound.
            try:
                page.wait_for_load_state("domcontentloaded", timeout=max(remaining(), 1))
            except PlaywrightError:
                return report(False, tracker.busy())
            continue
        if not dom_quiet:
            break
        if tracker.busy() == 0:
            return report(True)
        # Network events are delivered while Playwright waits; then check the DOM again.
        page.wait_for_timeout(min(POLL_MS, max(remaining(), 1)))
    return report(False, tracker.busy())
