"""Screenshots past Chromium's transient "Unable to capture screenshot", within one timeout."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Error as PlaywrightError

from pytest_stagehand import StagehandPage
from pytest_stagehand.snapshot import take_screenshot
from pytest_stagehand.snapshot.screenshot import retry_transient
from tests.support.server import Site

TRANSIENT = "Protocol error (Page.captureScreenshot): Unable to capture screenshot"


class Clock:
    """Time that moves only when slept through or when a try takes it."""

    def __init__(self) -> None:
        self.now = 0.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def failing(
    times: int, message: str, clock: Clock, cost_s: float = 0.0
) -> tuple[list[float], Callable[[float], bytes]]:
    asked: list[float] = []

    def take(remaining_ms: float) -> bytes:
        asked.append(remaining_ms)
        clock.now += cost_s
        if len(asked) <= times:
            raise PlaywrightError(message)
        return b"png"

    return asked, take


def test_a_transient_failure_is_tried_again_within_the_one_timeout() -> None:
    clock = Clock()
    asked, take = failing(2, TRANSIENT, clock, cost_s=0.5)

    shot = retry_transient(take, 5_000, clock=clock, sleep=clock.sleep)

    assert shot == b"png"
    assert clock.slept == [0.15, 0.5]
    # Each try gets what is left of the 5 s: 5.0, then 5.0 - 0.5 - 0.15, then 4.35 - 0.5 - 0.5.
    assert asked == pytest.approx([5_000, 4_350, 3_350])


def test_the_last_transient_failure_is_raised_as_it_came() -> None:
    clock = Clock()
    asked, take = failing(5, TRANSIENT, clock)

    with pytest.raises(PlaywrightError, match="Unable to capture screenshot"):
        retry_transient(take, 5_000, clock=clock, sleep=clock.sleep)
    assert len(asked) == 4


def test_any_other_failure_is_not_retried() -> None:
    clock = Clock()
    asked, take = failing(1, "Target page, context or browser has been closed", clock)

    with pytest.raises(PlaywrightError, match="has been closed"):
        retry_transient(take, 5_000, clock=clock, sleep=clock.sleep)
    assert len(asked) == 1
    assert clock.slept == []


def test_no_retry_when_the_pause_would_outlast_the_timeout() -> None:
    clock = Clock()
    asked, take = failing(1, TRANSIENT, clock, cost_s=0.95)

    with pytest.raises(PlaywrightError):
        retry_transient(take, 1_000, clock=clock, sleep=clock.sleep)
    assert len(asked) == 1


def test_take_screenshot_on_real_chromium_and_a_closed_page_fails_at_once(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/shot.html", "<h1>Shot</h1>"))
    png = take_screenshot(page, timeout_ms=10_000, type="png")
    assert png.startswith(b"\x89PNG")

    other = page.context.new_page()
    other.close()
    with pytest.raises(PlaywrightError, match="closed"):
        take_screenshot(other, timeout_ms=10_000)
