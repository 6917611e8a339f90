"""The namesake rule in plain-selector healing and expect() (issue #16), on real Chromium.

A test clicks the sidebar's "Blog" while the top nav has a "Blog" too; a redesign drops the sidebar
link. The nav's "Blog" scores as the best candidate, and clicking it would be a wrong click. The heal
ladder refuses such a namesake when the recorded label was not unique on its page, which a plain
selector's recording now reads in the same round trip as its fingerprint (``label_unique`` in the
entry). A label that was unique still heals when its element moves to another landmark, and an entry
recorded before ``label_unique`` was kept heals as it did before.

In-process, one healer per simulated run (the ``new_run`` fixture, tests/conftest.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, expect

from pytest_stagehand.cache.fingerprint import capture_element
from pytest_stagehand.errors import SelectorHealError
from pytest_stagehand.healing.healer import SelectorHealer, stored_label_unique
from pytest_stagehand.healing.ladder import label_was_unique
from pytest_stagehand.page import StagehandPage
from tests.support.healing import Run
from tests.support.server import Site

CLICKS = "<script>window.clicked = []; addEventListener('click', (e) => window.clicked.push(e.target.id));</script>"


def _page(body: str) -> str:
    return f"<!doctype html><html><body>{body}{CLICKS}</body></html>"


TOP_NAV = '<header><nav><a id="top-about" href="#about">About</a><a id="top-blog" href="#blog">Blog</a></nav></header>'
SIDE_BLOG = '<a id="side-blog" href="#blog">Blog</a>'
# The sidebar's "Blog" is a namesake of the nav's; v2 drops it and keeps the nav's.
NAMESAKE_V1 = _page(
    f'{TOP_NAV}<aside><a id="side-about" href="#about">About</a>{SIDE_BLOG}</aside><main><p>Posts</p></main>'
)
NAMESAKE_V2 = _page(
    f'{TOP_NAV}<aside><a id="side-about" href="#about">About</a></aside><main><p>Posts</p></main>'
)
# Only the sidebar has a "Blog"; v2 moves it into the nav with a new id (the same link, redesigned).
UNIQUE_V1 = _page(
    '<header><nav><a id="top-about" href="#about">About</a><a id="top-shop" href="#shop">Shop</a></nav></header>'
    f"<aside>{SIDE_BLOG}</aside><main><p>Posts</p></main>"
)
UNIQUE_V2 = _page(
    '<header><nav><a id="top-about" href="#about">About</a><a id="top-shop" href="#shop">Shop</a>'
    '<a id="nav-blog" href="#blog">Blog</a></nav></header><main><p>Posts</p></main>'
)  # fmt: skip


def _payloads(healer: SelectorHealer) -> dict[str, dict[str, Any]]:
    """The entries this run wrote (recorded or replaced), by selector."""
    return {entry["payload"]["selector"]: entry["payload"] for entry in healer.session.pending.values()}


def _clicked(page: StagehandPage) -> list[str]:
    clicked: list[str] = page.evaluate("window.clicked")
    return clicked


def _open(page: StagehandPage, site: Site, path: str, html: str) -> None:
    page.goto(site.add(path, html))  # one URL for both versions: selector entries are kept per page path


def test_a_click_on_a_namesake_of_a_removed_element_is_refused(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    page.set_default_timeout(5000)
    first = new_run()
    _open(page, site, "/namesake.html", NAMESAKE_V1)
    page.click("#side-blog")
    assert _payloads(first)["#side-blog"]["label_unique"] is False

    healer = new_run(probe_timeout_ms=50)
    _open(page, site, "/namesake.html", NAMESAKE_V2)
    with pytest.raises(SelectorHealError, match="a namesake") as error:
        page.click("#side-blog")
    assert "another landmark (nav < header, recorded aside)" in str(error.value)
    assert _clicked(page) == []  # not the nav's "Blog": nothing was clicked
    assert healer.heals == []


def test_a_locator_click_on_a_namesake_is_refused_too(page: StagehandPage, site: Site, new_run: Run) -> None:
    page.set_default_timeout(5000)
    new_run()
    _open(page, site, "/namesake-locator.html", NAMESAKE_V1)
    page.locator("aside a:nth-child(2)").click()

    new_run(probe_timeout_ms=50)
    # v2's "aside a:nth-child(2)" finds nothing: its aside holds one link.
    _open(page, site, "/namesake-locator.html", NAMESAKE_V2)
    with pytest.raises(SelectorHealError, match="a namesake"):
        page.locator("aside a:nth-child(2)").click()
    assert _clicked(page) == []


ASSERTIONS: dict[str, Callable[[Locator, float | None], None]] = {
    "to_be_visible": lambda locator, timeout: expect(locator).to_be_visible(timeout=timeout),
    "to_have_text": lambda locator, timeout: expect(locator).to_have_text("Blog", timeout=timeout),
}


@pytest.mark.parametrize("assertion", sorted(ASSERTIONS))
def test_an_expect_on_a_removed_element_refuses_its_namesake(
    page: StagehandPage, site: Site, new_run: Run, assertion: str
) -> None:
    check = ASSERTIONS[assertion]
    first = new_run()
    _open(page, site, f"/namesake-expect-{assertion}.html", NAMESAKE_V1)
    check(page.locator("#side-blog"), None)
    assert _payloads(first)["#side-blog"]["label_unique"] is False

    healer = new_run(probe_timeout_ms=50)
    _open(page, site, f"/namesake-expect-{assertion}.html", NAMESAKE_V2)
    with pytest.raises(AssertionError, match="could not heal") as failed:
        check(page.locator("#side-blog"), 1_000)
    assert "a namesake" in str(failed.value)
    assert healer.heals == []


def test_a_label_unique_when_recorded_still_heals_into_another_landmark(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    """No over-refusal: the only "Blog" moved from the sidebar into the nav, with a new id."""
    page.set_default_timeout(5000)
    first = new_run()
    _open(page, site, "/unique.html", UNIQUE_V1)
    page.click("#side-blog")
    assert _payloads(first)["#side-blog"]["label_unique"] is True

    healer = new_run(probe_timeout_ms=50)
    _open(page, site, "/unique.html", UNIQUE_V2)
    page.click("#side-blog")
    assert _clicked(page) == ["nav-blog"]
    assert [(h.old_locator, h.method) for h in healer.heals] == [("#side-blog", "fingerprint")]
    # The healed entry keeps what the heal's capture knows: the label is still unique.
    assert _payloads(healer)["#side-blog"]["label_unique"] is True


def test_an_expect_whose_label_was_unique_still_heals(page: StagehandPage, site: Site, new_run: Run) -> None:
    new_run()
    _open(page, site, "/unique-expect.html", UNIQUE_V1)
    expect(page.locator("#side-blog")).to_have_text("Blog")

    healer = new_run(probe_timeout_ms=50)
    _open(page, site, "/unique-expect.html", UNIQUE_V2)
    expect(page.locator("#side-blog")).to_have_text("Blog", timeout=2_000)
    assert [h.old_locator for h in healer.heals] == ["#side-blog"]
    assert _payloads(healer)["#side-blog"]["label_unique"] is True


def _rewrite_label_unique(file: Path, value: object) -> None:
    """Every selector entry of ``file`` as an older version (no ``label_unique``: ``value`` is
    ``...``) or another tool (any other value) wrote it."""
    data = json.loads(file.read_text(encoding="utf-8"))

    def visit(node: object) -> None:
        if isinstance(node, dict):
            if "label_unique" in node:
                if value is ...:
                    del node["label_unique"]
                else:
                    node["label_unique"] = value
            for child in node.values():
                visit(child)
        elif isinstance(node, list):
            for child in node:
                visit(child)

    visit(data)
    file.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("stored", [..., None, "no", 0], ids=["absent", "null", "a string", "a number"])
def test_an_entry_without_a_usable_label_unique_heals_as_before(
    page: StagehandPage, site: Site, new_run: Run, stored: object
) -> None:
    """Unknown (an entry recorded before label_unique was kept, or a value that is not a boolean):
    the namesake rule is left out, as it was before, so the nav's "Blog" is taken. That is the wrong
    click the rule exists to prevent; re-recording the entry gives the rule what it needs."""
    page.set_default_timeout(5000)
    first = new_run()
    _open(page, site, "/old-entry.html", NAMESAKE_V1)
    page.click("#side-blog")
    first.session.commit()
    file = first.session.file
    assert "label_unique" in file.read_text(encoding="utf-8")
    _rewrite_label_unique(file, stored)

    healer = new_run(probe_timeout_ms=50)
    _open(page, site, "/old-entry.html", NAMESAKE_V2)
    page.click("#side-blog")
    assert _clicked(page) == ["top-blog"]
    assert [h.old_locator for h in healer.heals] == ["#side-blog"]


UNIQUENESS = _page(
    f"{TOP_NAV}<aside>{SIDE_BLOG}<a id='side-shop' href='#shop'>Shop</a></aside>"
    "<main><button id='save' type='button'>Save</button><button id='save-hidden' type='button' hidden>Save</button>"
    "<button id='send' type='button'>Send</button><span aria-hidden='true'><button id='send-2' type='button'>Send</button></span>"
    "<a id='posts' href='#posts' aria-label='Posts'>All</a><a id='posts-2' href='#p2'>Posts</a>"
    "<label>Email <input id='email'></label><label>Email <input id='email-2'></label>"
    "<p id='note'>Hello there</p></main>"
)  # fmt: skip
# selector -> label_unique recorded (None: unknown, left out of the entry)
EXPECTED_UNIQUE: dict[str, bool | None] = {
    "#side-blog": False,  # the nav's "Blog" has its role, name and text
    "#side-shop": True,
    "#save": True,  # its namesake is hidden
    "#send": True,  # its namesake is hidden from assistive technology
    "#posts": True,  # named "Posts" like #posts-2, but its own text "All" tells it apart
    "#posts-2": True,  # #posts is named "Posts" too, but shows "All": "Posts" as text is unique
    "#email": False,  # two text boxes labelled "Email"
    "#note": None,  # a paragraph has no name
}


def test_the_recorded_entry_says_whether_the_label_was_unique(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    healer = new_run()
    _open(page, site, "/uniqueness.html", UNIQUENESS)
    for selector in EXPECTED_UNIQUE:
        page.locator(selector).text_content()
    recorded = _payloads(healer)
    got = {selector: recorded[selector].get("label_unique") for selector in EXPECTED_UNIQUE}
    assert got == EXPECTED_UNIQUE
    assert "label_unique" not in recorded["#note"]  # unknown is left out, not stored as null


def test_the_recording_agrees_with_what_a_capture_says(page: StagehandPage, site: Site, new_run: Run) -> None:
    """The recording reads what ladder.label_was_unique reads from a capture's locators."""
    healer = new_run()
    _open(page, site, "/uniqueness-capture.html", UNIQUENESS)
    for selector in EXPECTED_UNIQUE:
        page.locator(selector).text_content()
    recorded = {selector: payload.get("label_unique") for selector, payload in _payloads(healer).items()}
    from_capture = {
        selector: label_was_unique(capture_element(page.locator(selector))) for selector in EXPECTED_UNIQUE
    }
    assert recorded == from_capture


@pytest.mark.parametrize(
    ("payload", "expected"),
    [({}, None), ({"label_unique": True}, True), ({"label_unique": False}, False),
     ({"label_unique": "false"}, None), ({"label_unique": 1}, None), ({"label_unique": None}, None)],
)  # fmt: skip
def test_a_stored_label_unique_is_read_only_when_it_is_a_boolean(
    payload: dict[str, Any], expected: bool | None
) -> None:
    assert stored_label_unique({"selector": "#a", "fingerprint": {"tag": "a"}, **payload}) is expected
