"""Fingerprint an element *alongside* the action on it, so recording adds no round trip of its own.

A first run with healing on must remember what every selector resolved to. Asking first and acting
second costs one extra main-world evaluate per action (``bench/bench_heal_selectors.py`` measures
it; BENCHMARKS.md has the figures). With no fingerprint stored there is nothing to heal, so the action
can run exactly as Playwright runs it, and the fingerprint can travel beside it: the request is sent
first, on the same event loop that carries the sync API's calls, and the driver answers it while the
action is still waiting for its element to be stable (a click takes two animation frames before any
event is dispatched), so it sees the element as the action found it.

This reaches under Playwright's sync API (``_impl_obj``, ``_loop``, ``_sync``), as ``expect_hook``
does; the healing tests exercise it on every supported call.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator

from ..cache.fingerprint import Identified, identify_script, parse_identified
from ..errors import SnapshotError


@dataclass
class Alongside:
    """A fingerprint request in flight beside an action; :meth:`result` collects it."""

    locator: Locator
    task: asyncio.Task[Any]

    def result(self) -> Identified | None:
        """What the request found, or None when it failed (the document went away under it)."""
        try:
            raw = self.locator._sync(self.task)
            return parse_identified(raw, str(self.locator))
        except (PlaywrightError, SnapshotError, ValueError):  # only means "not recorded"
            return None

    def drop(self) -> None:
        """The action failed: nothing will be recorded; the answer is collected and discarded."""
        if not self.task.done():
            self.task.cancel()


def _retrieve(task: asyncio.Task[Any]) -> None:
    # A failed request whose action also failed is never awaited: reading its exception here keeps
    # asyncio from warning about it at garbage collection.
    if not task.cancelled():
        task.exception()


def fingerprint_alongside(locator: Locator) -> Alongside:
    """Send the count + fingerprint request now; it runs while the caller performs its action.

    The install form of the script is always sent: an answer cannot be followed by a second request
    once the action may have changed the document, and the extra bytes cost nothing on the wall clock.
    The same request reads whether the element's label is unique on its page (the namesake rule of
    a later heal needs it, and the page may have changed by then).
    """
    impl = locator._impl_obj
    script = identify_script(install=True, read_label=True)
    task = locator._loop.create_task(impl.evaluate_all(script, None))
    task.add_done_callback(_retrieve)
    return Alongside(locator, task)
