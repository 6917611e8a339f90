"""The step report's pictures from the browser's screencast, where one is certain to show the moment.

A screenshot makes the browser draw one more frame and waits for it, and Playwright runs scripts in
every frame before and after: ~50 ms a picture, four or more per test, most of what the report cost a
replayed test (BENCHMARKS.md, "Step report"). A screencast has the browser send a JPEG of each frame
it draws anyway. Which frame shows a given moment is not plain from its stamp, though: a frame is
stamped one or two frame intervals after the frame began (when its content was taken), so a frame
stamped after a change may still show the page before it. The page's watch (``steps.py``) therefore
notes, for each change, when the first frame after it began (a requestAnimationFrame callback's time,
which runs in that frame, before its paint). :func:`pick_frame` reasons from those two clocks and says
"wait" or "no frame" when it cannot be sure; the caller then waits a little or takes a screenshot.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, ScreencastFrame

from ..snapshot import wait_within

# One frame interval at 60 Hz. A frame is stamped one or two intervals after it began (measured on
# Chromium: the stamp is when the frame is due on screen).
INTERVAL_MS = 1000 / 60
# Stamps and the page's clock are read in whole or fractional ms: a little leeway at each bound.
LEEWAY_MS = 1.0
# How long after a frame is due it may still be on its way to us.
DELIVERY_MS = 25.0
# Frames kept: the ones since the last picture; an act's after-picture is chosen when the next
# picture is taken, so a few seconds of an animated page.
KEPT_FRAMES = 64


@dataclass(frozen=True)
class Frame:
    """One screencast frame: the browser's JPEG, its stamp (ms since the epoch, the clock the page's
    ``Date.now()`` reads) and the viewport's size in CSS pixels."""

    image: bytes
    stamp_ms: float
    width: int
    height: int


@dataclass(frozen=True)
class Change:
    """What may have changed the page's look, from ``first_ms`` to ``at_ms`` (changes no frame began
    between are one); ``frame_began_ms``: when the first frame after them began (None: none yet).
    That frame, and every later one, shows them."""

    first_ms: float
    at_ms: float
    frame_began_ms: float | None


Wait = Literal["wait"]


def pick_frame(
    frames: Sequence[Frame], changes: Sequence[Change], moment_ms: float, now_ms: float
) -> Frame | Wait | None:
    """The frame that shows the page as it was at ``moment_ms``, given the page's changes (oldest
    first) and the frames received (oldest first), all on the page's clock; "wait" when it may still
    come; None when no frame can be trusted to (take a screenshot, if the page has not changed since).

    A frame stamped S began between S - 2 intervals and S - 1 interval. So it may show the moment's
    last change C when S >= C's first frame + 1 interval, and surely does when S >= that + 2
    intervals; it cannot show the next change N when S < N's first frame + 1 interval (or, before
    that frame has begun, S < N itself: a frame that shows N begins at most an interval before N).
    A frame stamped one interval after C's first frame is that frame, or the one before it shown late;
    in the second case C's own frame follows an interval later, unless C drew nothing, or N's frame
    took its place (so N must be far enough)."""
    before = [change for change in changes if change.at_ms <= moment_ms]
    after = [change for change in changes if change.at_ms > moment_ms]
    if not before or (after and after[0].first_ms <= moment_ms):
        # The log does not reach back to the moment (a new document, or many changes), or the page
        # changed again before a frame began: no frame shows the moment.
        return None
    began = before[-1].frame_began_ms
    if began is None:
        # No frame has begun since the change; one will, unless the page changed again since.
        return "wait" if not after else None
    if after:
        next_began = after[0].frame_began_ms
        limit = (
            after[0].at_ms if next_began is None else min(after[0].at_ms, next_began + INTERVAL_MS)
        ) - LEEWAY_MS
    else:
        limit = float("inf")
    candidates = [frame for frame in frames if began + INTERVAL_MS - LEEWAY_MS <= frame.stamp_ms < limit]
    if candidates and candidates[-1].stamp_ms >= began + 2 * INTERVAL_MS - LEEWAY_MS:
        return candidates[-1]
    if now_ms < began + 2 * INTERVAL_MS + DELIVERY_MS:
        return "wait"  # the change's own frame may be on its way
    if not candidates:
        return None  # it drew nothing new, or its frame was lost
    if after and limit < began + 3 * INTERVAL_MS - LEEWAY_MS:
        return None  # the next change came so soon that its frame may have taken the change's place
    return candidates[-1]


class FrameFeed:
    """The frames the browser drew of one page, kept as they arrive (the last ``KEPT_FRAMES``)."""

    def __init__(self, page: Page):
        self.page = page
        self.frames: deque[Frame] = deque(maxlen=KEPT_FRAMES)
        self._arrived: asyncio.Event | None = None

    @classmethod
    def start(cls, page: Page, quality: int) -> FrameFeed | None:
        """The page's screencast, started; None when this Playwright or browser has none, or the
        test's own code already started it (then every picture is a screenshot)."""
        feed = cls(page)
        screencast = getattr(page, "screencast", None)
        if screencast is None:
            return None
        try:
            screencast.start(on_frame=feed._on_frame, quality=quality)
        except PlaywrightError:
            return None
        return feed

    def _on_frame(self, frame: ScreencastFrame) -> None:
        # Runs on Playwright's loop, between the test's calls: keeps the frame, wakes a waiter.
        self.frames.append(
            Frame(frame["data"], float(frame["timestamp"]), frame["viewportWidth"], frame["viewportHeight"])
        )
        if self._arrived is not None:
            self._arrived.set()

    def wait_for_next(self, seconds: float) -> None:
        """Until the next frame arrives or ``seconds`` pass, the browser's messages arriving meanwhile."""
        self._arrived = asyncio.Event()
        try:
            wait_within(self.page, self._arrived, seconds)
        except PlaywrightError:  # the page closed: the caller finds no frame
            pass
        finally:
            self._arrived = None
