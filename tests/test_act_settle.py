"""Settling before a snapshot, on real Chromium: waits for late DOM and network work, never hangs."""

from __future__ import annotations

from playwright.sync_api import Route

from pytest_stagehand import StagehandPage
from pytest_stagehand.pipelines import wait_for_settle
from pytest_stagehand.pipelines.settle import tracker_for
from tests.support.server import Site

LATE_CONTENT = """<!doctype html><p id=out>waiting</p><script>
addEventListener('load', () => setTimeout(() => {
  fetch('/settle-data.txt').then(r => r.text()).then(t => { document.querySelector('#out').textContent = t; });
}, 100));
</script>"""


def test_settle_waits_for_a_late_request_and_the_dom_change_it_causes(
    page: StagehandPage, site: Site
) -> None:
    site.add("/settle-data.txt", "loaded", content_type="text/plain")
    page.goto(site.add("/settle-late.html", LATE_CONTENT))
    report = wait_for_settle(page, 5_000)
    assert report.settled
    # Read once, with no waiting: settle itself must have waited for the content.
    assert page.locator("#out").text_content() == "loaded"


def test_a_page_that_never_stops_changing_proceeds_after_the_bound(page: StagehandPage, site: Site) -> None:
    page.goto(
        site.add(
            "/settle-clock.html",
            "<p id=clock></p><script>setInterval(() => clock.textContent = Date.now(), 20)</script>",
        )
    )
    report = wait_for_settle(page, 500)
    assert not report.settled
    assert report.waited_ms >= 500


def test_a_request_that_never_answers_does_not_hold_settle_forever(page: StagehandPage, site: Site) -> None:
    held: list[Route] = []

    def hold(route: Route) -> None:
        held.append(route)  # never answered while settle runs

    page.route("**/settle-hang", hold)
    tracker_for(page)  # what the page fixture should do, so requests of the first load are seen
    page.goto(site.add("/settle-hang.html", "<p>poll</p><script>fetch('/settle-hang')</script>"))
    report = wait_for_settle(page, 800)
    assert not report.settled
    assert report.pending_requests == 1
    for route in held:
        route.abort()


def test_a_zero_bound_returns_at_once(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/settle-static.html", "<p>static</p>"))
    assert wait_for_settle(page, 0).settled is False
    assert wait_for_settle(page, 2_000).settled is True
