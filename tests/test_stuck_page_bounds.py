"""Nothing hangs on a page whose main thread is stuck: the settle wait, the structural mark, the
identity check before a cached action and the element fingerprint each give up at their bound.

Each test stalls the page for longer than the call may take, and checks the call ended well before
the page came back (the same shape of check as test_snapshot_robustness's busy-page tests)."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page

from pytest_stagehand.actions import Action, execute_action, identity
from pytest_stagehand.actions.identity import Chosen, check_chosen
from pytest_stagehand.cache import fingerprint
from pytest_stagehand.errors import ActionFailedError, ElementChangedError, SnapshotError
from pytest_stagehand.healing import healer
from pytest_stagehand.pipelines import settle
from pytest_stagehand.snapshot import (
    capture_snapshot,
    count_within,
    evaluate_all_within,
    evaluate_within,
    owner_frame_within,
)
from tests.support.server import Site

STALL_S = 6.0
# Well before the stall ends, with room for a loaded 2-core machine.
BEFORE_THE_PAGE_IS_BACK_S = 4.0


def stall(page: Page, site: Site, *, load: bool = True) -> float:
    """Load a small page (unless ``load`` is False: the one already there), then block its main
    thread for STALL_S; returns when the stall began."""
    if load:
        page.goto(site.add("/stuck.html", "<html><body><button>Go</button><p>text</p></body></html>"))
    settle.tracker_for(page)  # the watcher installed while the page can still answer
    page.evaluate(
        "(ms) => { setTimeout(() => { const end = Date.now() + ms; while (Date.now() < end) {} }, 0); }",
        STALL_S * 1000,
    )
    page.wait_for_timeout(50)
    return time.monotonic()


def test_settle_gives_up_on_a_stuck_page_and_says_it_did_not_settle(page: Page, site: Site) -> None:
    started = stall(page, site)
    report = settle.wait_for_settle(page, 500)
    assert not report.settled
    assert time.monotonic() - started < BEFORE_THE_PAGE_IS_BACK_S


def test_the_structural_mark_of_a_stuck_page_is_unknown(
    page: Page, site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(settle, "SCRIPT_S", 0.5)
    started = stall(page, site)
    assert settle.structural_mark(page) is None
    assert time.monotonic() - started < BEFORE_THE_PAGE_IS_BACK_S


def test_the_identity_check_on_a_stuck_page_is_a_snapshot_error_that_says_why(
    page: Page, site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fingerprint, "SCRIPT_S", 0.5)
    started = stall(page, site)
    button = page.get_by_role("button", name="Go")
    with pytest.raises(SnapshotError, match=r"did not answer within 0.5 s \(is its main thread stuck\?\)"):
        fingerprint.identify(button)
    assert time.monotonic() - started < BEFORE_THE_PAGE_IS_BACK_S


def test_fingerprinting_an_element_of_a_stuck_page_is_a_snapshot_error(
    page: Page, site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fingerprint, "SCRIPT_S", 0.5)
    page.goto(site.add("/stuck.html", "<html><body><button>Go</button><p>text</p></body></html>"))
    handle = page.get_by_role("button", name="Go").element_handle()
    started = stall(page, site, load=False)
    with pytest.raises(SnapshotError, match="did not answer within"):
        fingerprint.capture_element(handle)
    assert time.monotonic() - started < BEFORE_THE_PAGE_IS_BACK_S


def test_bounded_scripts_answer_as_the_plain_calls_do_on_a_live_page(page: Page, site: Site) -> None:
    page.goto(site.add("/live.html", "<html><body><button>Go</button><button>Stop</button></body></html>"))
    assert evaluate_within(page.main_frame, "(n) => n + 1", 41, 2) == 42
    handle = page.get_by_role("button", name="Go").element_handle()
    assert evaluate_within(handle, "(el, suffix) => el.textContent + suffix", "!", 2) == "Go!"
    assert owner_frame_within(handle, 2) == page.main_frame
    buttons = page.get_by_role("button")
    assert evaluate_all_within(buttons, "(els) => els.map((e) => e.textContent)", 2) == ["Go", "Stop"]
    assert evaluate_all_within(buttons, "(els, target) => els.indexOf(target)", 2, handle) == 0


def test_a_bounded_script_raises_timeout_error_and_the_page_recovers(page: Page, site: Site) -> None:
    started = stall(page, site)
    with pytest.raises(TimeoutError):
        evaluate_within(page.main_frame, "() => 1", None, 0.5)
    assert time.monotonic() - started < BEFORE_THE_PAGE_IS_BACK_S
    # The abandoned call does not poison the page: once it is back, scripts answer again.
    assert evaluate_within(page.main_frame, "() => document.title || 'back'", None, STALL_S + 5) == "back"


def test_the_check_that_the_chosen_element_is_still_there_is_bounded_and_reads_counts(
    page: Page, site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    page.goto(site.add("/stuck.html", "<html><body><button>Go</button><p>text</p></body></html>"))
    snapshot = capture_snapshot(page)
    node = next(n for n in snapshot.interactive_nodes.values() if n.name == "Go")
    chosen = Chosen.of(node)
    check_chosen(page.get_by_role("button", name="Go"), chosen, url=page.url, element="Go")  # the same one
    with pytest.raises(ElementChangedError, match="the selector now finds 2 elements"):
        check_chosen(page.locator("button, p"), chosen, url=page.url, element="Go")
    with pytest.raises(ElementChangedError, match="the selector now finds nothing"):
        check_chosen(page.locator("#missing"), chosen, url=page.url, element="Go")
    monkeypatch.setattr(identity, "CHECK_S", 0.5)
    started = stall(page, site, load=False)
    with pytest.raises(ElementChangedError, match=r"the page did not answer within 0.5 s"):
        check_chosen(page.get_by_role("button", name="Go"), chosen, url=page.url, element="Go")
    assert time.monotonic() - started < BEFORE_THE_PAGE_IS_BACK_S


def test_a_scroll_action_on_a_stuck_page_fails_within_its_bound(page: Page, site: Site) -> None:
    page.goto(site.add("/stuck-scroll.html", "<html><body><div id=box>box</div></body></html>"))
    started = stall(page, site, load=False)
    with pytest.raises(ActionFailedError):
        execute_action(page, Action(selector="#box", method="scrollTo", arguments=("50%",)), timeout_ms=500)
    assert time.monotonic() - started < BEFORE_THE_PAGE_IS_BACK_S


def test_selector_healings_count_is_bounded_and_answers_as_playwrights(
    page: Page, site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    page.goto(site.add("/stuck-count.html", "<html><body><button>A</button><button>B</button></body></html>"))
    assert count_within(page.locator("button"), 2) == page.locator("button").count() == 2
    assert count_within(page.locator("#none"), 2) == 0
    monkeypatch.setattr(healer, "COUNT_S", 0.5)
    started = stall(page, site, load=False)
    with pytest.raises(SnapshotError, match=r"the page did not answer within 0.5 s"):
        healer._count(page.locator("button"))
    assert time.monotonic() - started < BEFORE_THE_PAGE_IS_BACK_S
