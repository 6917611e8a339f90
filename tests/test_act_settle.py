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


def test_a_ticking_clock_and_a_css_animation_do_not_hold_settle(page: StagehandPage, site: Site) -> None:
    page.goto(
        site.add(
            "/settle-clock.html",
            "<style>@keyframes spin{to{transform:rotate(360deg)}} i{display:inline-block;"
            "animation:spin 1s linear infinite}</style><i>*</i><p id=clock></p><p id=bar class=a></p>"
            "<script>setInterval(() => { clock.textContent = Date.now();"
            " bar.className = bar.className === 'a' ? 'b' : 'a'; }, 20)</script>",
        )
    )
    # Text and attribute ticks are not structural change: the page counts as settled.
    assert wait_for_settle(page, 3_000).settled


def test_a_clock_driven_by_an_async_sleep_loop_does_not_hold_settle(page: StagehandPage, site: Site) -> None:
    page.goto(
        site.add(
            "/settle-async-clock.html",
            "<p id=clock></p><script>const sleep = (ms) => new Promise((r) => setTimeout(r, ms));"
            "(async () => { for (;;) { await sleep(100); clock.textContent = Date.now(); } })();</script>",
        )
    )
    # Each next sleep is scheduled from the previous one's continuation: a tick, not an action's work.
    assert wait_for_settle(page, 3_000).settled


def test_a_page_that_keeps_adding_elements_proceeds_after_the_bound(page: StagehandPage, site: Site) -> None:
    page.goto(
        site.add(
            "/settle-feed.html",
            "<ul id=feed></ul><script>setInterval(() => feed.append(document.createElement('li')), 20)"
            "</script>",
        )
    )
    report = wait_for_settle(page, 500)
    assert not report.settled
    assert report.waited_ms >= 500


SHOW_LATER = """<!doctype html><button id=show>Show</button><ul id=list></ul><script>
show.onclick = () => setTimeout(() => {
  for (const name of ['Alpha', 'Bravo', 'Charlie']) {
    const li = document.createElement('li'); li.textContent = name; list.append(li);
  }
}, 600);
</script>"""


def test_a_list_that_appears_600_ms_after_a_click_is_waited_for(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/settle-show-later.html", SHOW_LATER))
    wait_for_settle(page, 3_000)  # installs the watcher before the click, as an act's settle does
    page.locator("#show").click()
    assert wait_for_settle(page, 3_000).settled
    # Read once, with no waiting: settle itself must have waited for the list.
    assert page.locator("#list li").count() == 3


FETCH_LATER = """<!doctype html><button id=load>Load</button><p id=out>empty</p><script>
load.onclick = () => fetch('/settle-slow').then(r => r.text()).then(t => {
  const b = document.createElement('b'); b.textContent = t; out.replaceChildren(b);
});
</script>"""


def test_a_fetch_that_resolves_800_ms_after_a_click_is_waited_for(page: StagehandPage, site: Site) -> None:
    def slow(route: Route) -> None:
        page.wait_for_timeout(800)  # the response is held while the page waits, as a slow server would
        route.fulfill(body="arrived", content_type="text/plain")

    page.goto(site.add("/settle-fetch-later.html", FETCH_LATER))
    wait_for_settle(page, 3_000)
    page.route("**/settle-slow", slow)
    page.locator("#load").click()
    assert wait_for_settle(page, 3_000).settled
    assert page.locator("#out b").text_content() == "arrived"


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
