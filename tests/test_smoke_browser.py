from __future__ import annotations

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
