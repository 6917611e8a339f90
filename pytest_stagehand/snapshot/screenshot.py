"""Screenshots that survive Chromium's transient capture failure.

Under load (two cores, several browsers), headless Chromium sometimes answers
``Page.captureScreenshot`` with "Unable to capture screenshot": the compositor had no frame ready.
The same call a moment later succeeds. A closed page, a crashed one or a timeout would fail again,
so only that message is retried, a bounded number of times, within the caller's one timeout.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, TypeVar

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

TRANSIENT_FAILURES = ("Unable to capture screenshot",)
# Pauses before each further try (about 2 s in all, for a machine under heavy load); the whole run
# stays inside the caller's one timeout.
RETRY_PAUSES_MS: tuple[float, ...] = (150.0, 500.0, 1500.0)

T = TypeVar("T")


def is_transient(error: PlaywrightError) -> bool:
    """True for a capture failure that a later try can get past."""
    return any(marker in str(error) for marker in TRANSIENT_FAILURES)


def retry_transient(
    take: Callable[[float], T],
    timeout_ms: float,
    *,
    pauses_ms: tuple[float, ...] = RETRY_PAUSES_MS,
    clock: Callable[[], float] = time.monotonic,
    sleep: Callable[[float], object] = time.sleep,
) -> T:
    """``take(remaining_ms)``, tried again after each pause while it fails transiently and time is
    left; any other failure, or the last one, is raised as it came."""
    deadline = clock() + timeout_ms / 1000
    for pause in (*pauses_ms, None):
        remaining_ms = (deadline - clock()) * 1000
        try:
            return take(max(remaining_ms, 1.0))
        except PlaywrightError as e:
            left_after_pause = (deadline - clock()) * 1000 - (pause or 0.0)
            if pause is None or not is_transient(e) or left_after_pause <= 0:
                raise
        sleep(pause / 1000)
    raise AssertionError("unreachable: the last try returns or raises")


def take_screenshot(page: Page, *, timeout_ms: float, **options: Any) -> bytes:
    """``page.screenshot(**options)`` bounded by ``timeout_ms`` in all, past transient failures."""
    return retry_transient(lambda remaining: page.screenshot(timeout=remaining, **options), timeout_ms)
