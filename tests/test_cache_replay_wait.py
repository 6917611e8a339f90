"""How long a cache replay waits for a stored element that is not on the page yet (real Chromium,
in-process, scripted models): while the page is still building it waits, up to the settle bound; once
the page has settled without the element (a redesign) it stops waiting and the heal ladder decides.
Quiet counts as settled only where the settle watcher saw the document from its start.

The settle bound is set far above what any of these acts needs, so waiting it out would show as a
run of many seconds; the bounds asserted are a fraction of it, not a measure of speed.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from pathlib import Path

import pytest
from playwright.sync_api import Page
from pydantic import BaseModel

from pytest_stagehand import StagehandPage
from pytest_stagehand.errors import HealError
from pytest_stagehand.llm import Message
from pytest_stagehand.pipelines.settle import settled_as_watched, tracker_for
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.testing import FunctionLLM, ScriptedLLM
from tests.support.cache import start_run
from tests.support.server import Site

SETTLE_BOUND_MS = 20_000  # the bound a missing element would be waited for before this change

RECORDED = """<!doctype html><title>Order</title>
<button id="place-order" onclick="document.querySelector('output').textContent = 'placed'">Place order</button>
<output></output>"""
# The order form was redone without the button: nothing is coming, whatever the wait.
REDESIGNED = """<!doctype html><title>Order</title>
<p>Orders are closed today.</p><a href="#help">Help</a>"""
# The same button, added by the page's own script a moment after it loaded (a timer the settle
# watcher tracks).
LATE = """<!doctype html><title>Order</title>
<output></output>
<script>
  setTimeout(() => {
    const button = document.createElement('button');
    button.id = 'place-order';
    button.textContent = 'Place order';
    button.onclick = () => { document.querySelector('output').textContent = 'placed'; };
    document.body.prepend(button);
  }, 700);
</script>"""


def clicks_place_order(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
    line = next(line for line in messages[-1].text().splitlines() if '"Place order"' in line)
    element_id = line.split("]")[0].lstrip("[").strip()
    return {
        "elementId": element_id,
        "description": "the Place order button",
        "method": "click",
        "arguments": [],
        "twoStep": False,
    }


def replay_run(page: StagehandPage, root: Path) -> StagehandRuntime:
    """A replay-mode run whose settle bound is SETTLE_BOUND_MS (and whose call may take longer)."""
    runtime = start_run(page, root, "replay", ScriptedLLM([]))
    runtime.settings = dataclasses.replace(
        runtime.settings, dom_settle_timeout=SETTLE_BOUND_MS, timeout=3 * SETTLE_BOUND_MS
    )
    return runtime


@pytest.fixture
def recorded(page: StagehandPage, site: Site, tmp_path: Path) -> str:
    """The act recorded on the first version of the page; returns the page's URL."""
    url = site.add("/wait/order.html", RECORDED)
    page.goto(url)
    runtime = start_run(page, tmp_path, "auto", FunctionLLM(clicks_place_order))
    page.act("click the Place order button")
    assert runtime.finish(passed=True) == 1
    return url


def test_a_settled_page_without_the_stored_element_is_not_waited_out(
    page: StagehandPage, site: Site, tmp_path: Path, recorded: str
) -> None:
    site.add("/wait/order.html", REDESIGNED)
    page.goto(recorded)
    replay_run(page, tmp_path)
    started = time.monotonic()
    with pytest.raises(HealError, match="Place order"):
        page.act("click the Place order button")
    # Far under the 20 s bound: the page was quiet, so the heal ladder was asked at once.
    assert time.monotonic() - started < SETTLE_BOUND_MS / 1000 / 4


def test_a_stored_element_the_page_is_still_adding_is_waited_for_and_replayed_as_stored(
    page: StagehandPage, site: Site, tmp_path: Path, recorded: str
) -> None:
    site.add("/wait/order.html", LATE)
    page.goto(recorded)
    runtime = replay_run(page, tmp_path)
    result = page.act("click the Place order button")
    assert result.success
    assert "healed" not in result.message  # found by its stored locator, not by a heal
    assert page.locator("output").text_content() == "placed"
    assert runtime.finish(passed=True) == 0


def test_quiet_counts_as_settled_only_where_the_watcher_saw_the_document_from_its_start(
    page: Page, site: Site
) -> None:
    url = site.add("/wait/plain.html", "<p>Plain</p>")
    page.goto(url)  # opened before any watcher
    tracker_for(page)  # attached now: the timers and requests this document started are unknown
    assert not settled_as_watched(page, 2000)
    page.goto(url)  # the next document has the watcher before its own scripts
    assert settled_as_watched(page, 2000)
