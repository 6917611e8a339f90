"""Wait, within a bound, for the DOM to stop changing and the network to go quiet.

Playwright's ``networkidle`` only concerns page loads, so requests are tracked here from the page's
own request events. A page that never settles (a ticking clock, a long poll) is not an error: we
proceed once the bound is reached, and the report says it did not settle.
"""

from __future__ import annotations

import time
import weakref
from dataclasses import dataclass, field

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, Request

# The DOM counts as settled after this long without a mutation.
DOM_QUIET_MS = 200
# Requests older than this are long polls, streams or hung: waiting for them would never end.
STALLED_REQUEST_MS = 2_000
POLL_MS = 50

# Resolves when the document has had no mutation for `quiet` ms, or after `budget` ms (false).
DOM_QUIET_JS = """([quiet, budget]) => new Promise((resolve) => {
  const root = document.documentElement;
  if (!root) { resolve(true); return; }
  let quietTimer = null;
  const finish = (settled) => { observer.disconnect(); clearTimeout(quietTimer); clearTimeout(cap); resolve(settled); };
  const observer = new MutationObserver(() => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(() => finish(true), quiet);
  });
  observer.observe(root, {childList: true, subtree: true, attributes: true, characterData: true});
  quietTimer = setTimeout(() => finish(true), quiet);
  const cap = setTimeout(() => finish(false), budget);
})"""


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
        _trackers[page] = tracker
    return tracker


@dataclass(frozen=True)
class SettleReport:
    settled: bool
    waited_ms: float
    pending_requests: int = 0


def wait_for_settle(page: Page, timeout_ms: float, *, quiet_ms: int = DOM_QUIET_MS) -> SettleReport:
    """Wait until the DOM is quiet and no request is in flight, or until ``timeout_ms`` passes."""
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
    while remaining() > 0:
        try:
            dom_quiet = bool(page.evaluate(DOM_QUIET_JS, [quiet_ms, max(remaining(), 1)]))
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
