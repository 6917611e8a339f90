"""Selector healing's waits, failures and judgement on real Chromium, in-process: expect() heals within
the bounded wait (negated assertions are Playwright's own), a shorter call or page timeout bounds the
wait, a removed element fails naming the test's own call and the candidates, the LLM rung's pick must
fit the fingerprint, and a passing assertion keeps the stored fingerprint as an action does.

Time bounds here are generous upper bounds that prove "bounded, no hang", never a tight measurement.
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from pytest_stagehand.errors import SelectorHealError, SelectorHealTimeoutError
from pytest_stagehand.healing.healer import SelectorHealer
from pytest_stagehand.healing.waiting import wait_attached_or_settled
from pytest_stagehand.llm import UsageLedger
from pytest_stagehand.page import StagehandPage
from pytest_stagehand.pipelines.settle import settled_as_watched, settled_as_watched_async, tracker_for
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.healing import Run, scripted_rung
from tests.support.pipeline import choice, id_of
from tests.support.server import Site

STATUS_V1 = "<button id='go'>Go</button><p id='status' role='status'>Ready</p><p id='promo'>Sale</p>"
# The status renamed, the promo gone.
STATUS_V2 = "<button id='go'>Go</button><p id='notice' role='status'>Ready</p>"


def expect_status_after_drift(
    page: StagehandPage,
    site: Site,
    new_run: Run,
    probe_timeout_ms: float,
    *,
    settle: bool,
    timeout: float | None = None,
    drifted: str = STATUS_V2,
) -> tuple[float, SelectorHealer]:
    """``expect(#status).to_have_text("Ready")`` recorded, then run on the ``drifted`` page (#status
    renamed): how long it took, and the healer (with the plugin's settle step when ``settle``)."""
    path = f"/expect-{probe_timeout_ms:.0f}-{settle}-{len(drifted)}.html"
    new_run()
    page.goto(site.add(path, STATUS_V1))
    expect(page.locator("#status")).to_have_text("Ready")
    healer = new_run(probe_timeout_ms=probe_timeout_ms)
    if settle:
        wait_as_the_plugin_does(healer, page)
    page.goto(site.add(path, drifted))
    start = time.monotonic()
    expect(page.locator("#status")).to_have_text("Ready", timeout=timeout)
    return time.monotonic() - start, healer


def test_a_drifted_expect_heals_within_the_bounded_wait_not_the_assertion_timeout(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    # Playwright's default timeout: 5 s.
    elapsed, healer = expect_status_after_drift(page, site, new_run, 300, settle=False)
    # Before healing waited out the assertion's whole timeout (5 s); now the 0.3 s bound, then a scan.
    assert elapsed < 4.5
    assert [(h.old_locator, h.new_locator) for h in healer.heals] == [("#status", "css=#notice")]


def test_a_negated_assertion_on_a_missing_element_passes_without_healing(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    new_run()
    page.goto(site.add("/negated.html", STATUS_V1))
    expect(page.locator("#promo")).to_be_visible()  # recorded
    healer = new_run()
    page.goto(site.add("/negated.html", STATUS_V2))
    expect(page.locator("#promo")).not_to_be_visible()
    expect(page.locator("#promo")).to_be_hidden()  # positive, satisfied by absence: passes at once
    assert healer.heals == []
    # And a negated assertion still fails as Playwright's does when the element is there.
    with pytest.raises(AssertionError, match="Locator expected not to be visible"):
        expect(page.locator("#go")).not_to_be_visible(timeout=300)
    assert healer.heals == []


def test_a_stored_selector_whose_element_is_slow_to_change_gets_the_rest_of_the_timeout(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    later = (
        "<p id='status'>Loading</p>"
        "<script>setTimeout(() => document.getElementById('status').textContent = 'Ready', 900)</script>"
    )
    new_run()
    page.goto(site.add("/slow.html", "<p id='status'>Ready</p>"))
    expect(page.locator("#status")).to_have_text("Ready")
    healer = new_run(probe_timeout_ms=200)
    page.goto(site.add("/slow.html", later))
    # The element is there and does not match yet: Playwright's own wait goes on past the bound.
    expect(page.locator("#status")).to_have_text("Ready", timeout=10_000)
    assert (healer.heals, healer.hits) == ([], 1)


def test_a_passing_expect_keeps_the_stored_fingerprint_as_an_action_does(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    first = new_run()
    page.goto(site.add("/keep.html", "<button id='go'>Go</button>"))
    expect(page.locator("#go")).to_have_text("Go")
    page.click("#go")
    assert (first.recorded, len(first.session.pending)) == (2, 2)
    rerun = new_run()
    page.goto(site.add("/keep.html", "<button id='go' class='new-look' title='Go on'>Go</button>"))
    expect(page.locator("#go")).to_have_text("Go")
    page.click("#go")
    # Both paths: the selector still finds its element, so the recorded fingerprint stands.
    assert (rerun.hits, rerun.recorded, rerun.heals, rerun.session.pending) == (2, 0, [], {})


def test_a_shorter_call_timeout_bounds_the_wait_before_healing(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    new_run()
    page.goto(site.add("/timeout.html", STATUS_V1))
    page.click("#promo")
    page.locator("#promo").click()  # the same selector's second use: recorded as occurrence 1
    new_run(probe_timeout_ms=10_000)  # a long bound: the call's own 300 ms must win
    page.goto(site.add("/timeout.html", STATUS_V2))
    start = time.monotonic()
    with pytest.raises(SelectorHealTimeoutError) as caught:
        page.click("#promo", timeout=300)
    assert time.monotonic() - start < 5  # the bound alone would have waited 10 s
    assert "selector healing waited 300 ms of the call's timeout, 300 ms" in caught.value.message

    page.set_default_timeout(400)  # the page's default counts as the call's timeout too
    with pytest.raises(SelectorHealTimeoutError, match="waited 400 ms of the call's timeout, 400 ms"):
        page.locator("#promo").click()

    # A selector never recorded is Playwright's own call: its timeout, its error.
    start = time.monotonic()
    with pytest.raises(PlaywrightTimeoutError, match="Timeout 300ms exceeded") as plain:
        page.click("#never-recorded", timeout=300)
    assert time.monotonic() - start < 5
    assert not isinstance(plain.value, SelectorHealError)


def test_the_bound_applies_when_the_call_would_wait_longer(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    new_run()
    page.goto(site.add("/bound.html", STATUS_V1))
    page.click("#promo")
    new_run(probe_timeout_ms=300)
    page.goto(site.add("/bound.html", STATUS_V2))
    start = time.monotonic()
    with pytest.raises(SelectorHealTimeoutError, match="waited 300 ms of the call's timeout, 30000 ms"):
        page.click("#promo")  # Playwright's default: 30 s
    assert time.monotonic() - start < 5.3


def test_a_removed_element_fails_with_the_call_its_timeout_and_the_candidates(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    new_run()
    page.goto(site.add("/removed.html", STATUS_V1))
    page.click("#promo")
    new_run()
    page.goto(site.add("/removed.html", STATUS_V2))
    # Playwright's TimeoutError, as the test caught before healing: ``except TimeoutError`` still works.
    with pytest.raises(PlaywrightTimeoutError) as caught:
        page.click("#promo", timeout=1000)
    error = caught.value
    assert isinstance(error, SelectorHealTimeoutError)
    lines = error.message.splitlines()
    assert lines[0] == (
        "Page.click: no element matches selector '#promo' (selector healing waited 500 ms of the "
        "call's timeout, 1000 ms, then looked for the recorded element)"
    )
    assert "'#promo' was recorded as paragraph \"Sale\" #promo" in error.message
    assert "best candidates:" in error.message
    candidates = [line for line in lines if line.lstrip().startswith("- ")]
    assert candidates  # each with its score and why it was rejected
    assert all("score 0." in line and ("below" in line or "unlike" in line) for line in candidates)
    assert "Locator.wait_for" not in error.message  # no probe's wording in place of the test's call


def test_a_strict_mode_violation_that_cannot_heal_is_a_playwright_error_not_a_timeout(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    new_run()
    page.goto(site.add("/strict-fail.html", "<button class='go'>Save</button><button>Cancel</button>"))
    page.locator("button.go").click()
    new_run()
    page.goto(
        site.add("/strict-fail.html", "<button class='go'>Delete</button><button class='go'>Publish</button>")
    )
    with pytest.raises(SelectorHealError) as caught:
        page.locator("button.go").click(timeout=1000)
    assert isinstance(caught.value, PlaywrightError)
    assert not isinstance(caught.value, PlaywrightTimeoutError)
    assert caught.value.message.startswith(
        "Locator.click: strict mode violation: selector 'button.go' resolved to 2 elements"
    )


PAY_V1 = "<button id='pay' onclick=\"out.textContent='paid'\">Pay</button><p id='out'></p>"
# The button relabelled (only the model can tell), beside a text box the model may wrongly pick.
PAY_V2 = (
    "<label>Payment reference <input id='pay-ref'></label>"
    "<button id='checkout' onclick=\"out.textContent='checked out'\">Checkout now</button><p id='out'></p>"
)


def test_the_llm_rungs_pick_must_fit_the_recorded_element(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    new_run()
    page.goto(site.add("/llm-pick.html", PAY_V1))
    page.click("#pay")
    page.goto(site.add("/llm-pick.html", PAY_V2))
    snapshot = capture_snapshot(page)
    wrong = ScriptedLLM([choice(id_of(snapshot, "textbox", "Payment reference"), "the pay box", "click")])
    healer = new_run(llm_reinfer=scripted_rung(page, wrong, UsageLedger()))

    with pytest.raises(SelectorHealTimeoutError) as caught:
        page.click("#pay", timeout=1000)
    wrong.assert_all_used()
    assert (
        'the LLM rung failed: the model chose textbox "Payment reference" #pay-ref, a field element '
        "where an action element was recorded: refused"
    ) in caught.value.message
    assert "best candidates:" in caught.value.message
    assert healer.heals == []
    assert page.locator("#out").text_content() == ""  # nothing was clicked

    right = ScriptedLLM([choice(id_of(snapshot, "button", "Checkout now"), "Checkout now button", "click")])
    healer = new_run(llm_reinfer=scripted_rung(page, right, UsageLedger()))
    page.click("#pay")
    assert [(h.method, h.suggested_selector) for h in healer.heals] == [
        ("llm", 'internal:role=button[name="Checkout now"s]')
    ]
    expect(page.locator("#out")).to_have_text("checked out")


def wait_as_the_plugin_does(healer: SelectorHealer, page: Page) -> None:
    """What the plugin's page fixture does with healing on: the pipelines' settle step as the healer's
    judge, and its watcher in every document from the next one (it sees the page's timers)."""
    healer.page_settled = settled_as_watched
    healer.page_settled_async = settled_as_watched_async
    tracker_for(page)


def test_a_page_that_settled_without_the_element_is_not_waited_out_and_the_message_says_so(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    new_run()
    page.goto(site.add("/settled.html", STATUS_V1))
    page.click("#promo")
    healer = new_run(probe_timeout_ms=20_000)  # a bound far above what settling takes
    wait_as_the_plugin_does(healer, page)
    page.goto(site.add("/settled.html", STATUS_V2))
    start = time.monotonic()
    with pytest.raises(SelectorHealTimeoutError) as caught:
        page.click("#promo")
    assert time.monotonic() - start < 5  # the bound alone would have waited 20 s
    waited = re.search(
        r"selector healing waited (\d+) ms, until the page had settled without it", caught.value.message
    )
    assert waited is not None, caught.value.message
    assert int(waited.group(1)) < 5000
    assert "(its bound: 20000 ms of the call's timeout, 30000 ms)" in caught.value.message


def test_a_drifted_expect_on_a_page_that_settled_is_not_waited_out(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    # A bound far above what settling takes.
    elapsed, healer = expect_status_after_drift(page, site, new_run, 20_000, settle=True, timeout=30_000)
    assert elapsed < 5  # the bound alone would have waited 20 s
    assert [(h.old_locator, h.new_locator) for h in healer.heals] == [("#status", "css=#notice")]


def test_an_element_the_page_is_still_adding_is_waited_for_by_expect_not_healed(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    late = (
        "<button id='go'>Go</button>"
        "<script>setTimeout(() => { const p = document.createElement('p'); p.id = 'status';"
        " p.textContent = 'Ready'; document.body.append(p); }, 700)</script>"
    )
    # Found by its recorded selector once the page's timer added it.
    _, healer = expect_status_after_drift(page, site, new_run, 20_000, settle=True, drifted=late)
    assert (healer.heals, healer.hits) == ([], 1)


def test_an_element_added_while_the_page_settles_is_found_not_reported_missing(page: Page) -> None:
    # The page's last change (a timer adding the element) can fall inside the settle wait, after the
    # look before it: the wait then ended "settled without it" and the healer healed the selector to
    # itself. Here the settle step adds the element itself, so that order is certain.
    page.set_content("<p>Loading</p>")
    looks: list[float] = []

    def settles_after_adding(ms: float) -> bool:
        looks.append(ms)
        page.evaluate(
            "() => { const b = document.createElement('button'); b.id = 'go'; document.body.append(b); }"
        )
        return True

    assert wait_attached_or_settled(page.locator("#go"), 20_000, settles_after_adding) is True
    assert len(looks) == 1


def test_an_element_the_page_is_still_adding_is_waited_for_not_healed(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    late = (
        "<p id='status' role='status'>Ready</p>"
        "<script>setTimeout(() => { const b = document.createElement('button'); b.id = 'go';"
        " b.textContent = 'Go'; b.onclick = () => { b.textContent = 'Gone'; }; document.body.append(b); }, 700)"
        "</script>"
    )
    new_run()
    page.goto(site.add("/adding.html", STATUS_V1))
    page.click("#go")
    healer = new_run(probe_timeout_ms=20_000)
    wait_as_the_plugin_does(healer, page)
    page.goto(site.add("/adding.html", late))
    page.click("#go")  # found by its recorded selector once the page's timer added it
    assert (healer.heals, healer.hits) == ([], 1)
    assert page.locator("#go").text_content() == "Gone"
