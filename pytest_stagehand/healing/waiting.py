"""Waiting for a recorded element that is not on the page: while the page is still building, no longer.

Both healing paths (a cached act's replay, and a plain Playwright call's recorded selector) give a
missing element a bounded wait before they heal, since pages load and that is not drift. A page that
has settled without the element (no structural change for a moment, no short timer pending, no
request in flight) was redesigned: waiting out the bound there would only delay the heal, in every
run until the cache or the test is updated. How "settled" is told is the pipelines' settle step
(``pipelines/settle.py``), passed in from above as ``page_settled``.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from playwright.sync_api import Locator
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from ..snapshot.bounded import count_within

# ``page_settled(ms)``: wait at most ``ms`` for the page to settle; whether it did.
PageSettled = Callable[[float], bool]

# How long one look for the element lasts, and how long the page is then given to show that it has
# settled (its quiet window is 200 ms) before the next look.
LOOK_MS = 250.0
SETTLE_LOOK_MS = 500.0
# Locator.count takes no timeout: on a page whose main thread is stuck it would never return. Every
# count here and in the healer is given up after this.
COUNT_S = 5.0


def never_settled(_ms: float) -> bool:
    """For callers with no settle step: the element is waited for to the bound."""
    return False


async def never_settled_async(_ms: float) -> bool:
    """:func:`never_settled`, awaited (for ``expect()``, on Playwright's loop)."""
    return False


def wait_attached_or_settled(locator: Locator, budget_ms: float, page_settled: PageSettled) -> bool:
    """Wait until ``locator`` finds an element (True), or the page has settled without one, or
    ``budget_ms`` has passed (False). Errors other than Playwright's timeout are the caller's."""
    deadline = time.monotonic() + budget_ms / 1000

    def left_ms() -> float:
        return (deadline - time.monotonic()) * 1000

    while left_ms() > 0:
        if _attached_within(locator, max(min(left_ms(), LOOK_MS), 1.0)):
            return True
        if left_ms() <= 0:
            return False
        if page_settled(min(left_ms(), SETTLE_LOOK_MS)):
            # Settled means quiet now, not that the element never came: the page's last change (a
            # timer adding it) may have happened during the settle wait, after the look above.
            return _found_now(locator)
    return False


def _found_now(locator: Locator) -> bool:
    # A wait_for with a tiny timeout can expire before its first check; a count answers at once.
    try:
        return count_within(locator, COUNT_S) > 0
    except TimeoutError:
        return False  # the page's main thread is stuck: not found


def _attached_within(locator: Locator, ms: float) -> bool:
    try:
        locator.first.wait_for(state="attached", timeout=ms)
    except PlaywrightTimeoutError:
        return False
    return True
