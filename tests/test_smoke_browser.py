from __future__ import annotations

import time

from playwright.sync_api import expect

from pytest_stagehand import StagehandPage
from tests.support.server import Site


def test_page_fixture_is_stagehand_page_on_real_chromium(page: StagehandPage, site: Site) -> None:
    url = site.add(
        "/hello.html", "<title>Hello</title><button onclick=\"this.textContent='Clicked'\">Go</button>"
    )
    page.goto(url)
    page.get_by_role("button", name="Go").click()
    expect(page.get_by_role("button")).to_have_text("Clicked")
    assert isinstance(page, StagehandPage)
    assert page.context.pages[0] is page


def test_page_snapshot_is_the_tree_the_model_sees_scoped_and_budgeted(
    page: StagehandPage, site: Site
) -> None:
    rows = "".join(f"<li><a href='/item/{n}'>Item {n}</a></li>" for n in range(200))
    page.goto(site.add("/snap.html", f"<nav><a href='/home'>Home</a></nav><main><ul>{rows}</ul></main>"))

    whole = page.snapshot()
    scoped = page.snapshot("main")
    budgeted = page.snapshot(max_tokens=100)

    assert '] link "Home" href="/home"' in whole.text
    assert '"Home"' not in scoped.text
    assert '] link "Item 199"' in scoped.text
    home = next(i for i, n in whole.nodes.items() if n.name == "Home")
    expect(whole.locator(home)).to_have_text("Home")
    assert whole.url_map[home] == site.url("/home")
    assert budgeted.truncated
    assert "token budget of 100 reached" in budgeted.text
    assert budgeted.estimated_tokens() <= 100


def test_history_times_every_primitive(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/timed.html", "<p>Welcome</p>"))
    before = time.monotonic()
    assert "Welcome" in page.extract()
    elapsed_ms = (time.monotonic() - before) * 1000
    (entry,) = page.history
    assert entry.primitive == "extract"
    assert 0 < entry.duration_ms <= elapsed_ms
    assert entry.llm_calls == 0
