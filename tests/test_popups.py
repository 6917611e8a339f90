"""Popups and new tabs get act / observe / extract / evaluate_goal, sharing the test's state."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pytest_stagehand import StagehandPage
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.config import CacheMode, CacheModeName, Settings
from pytest_stagehand.errors import PageClosedError
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.testing import AnswerLLM, FunctionLLM, act_answer, verdict
from tests.support.server import Site

OPENER = """<title>Shop</title><h1>Shop</h1>
<button onclick="window.open('/popup-login.html', 'login', 'width=400,height=400')">Log in with Example</button>
<a href="/popup-help.html" target=_blank>Help</a>"""
LOGIN = """<title>Example login</title><h1>Example</h1>
<button onclick="document.querySelector('#out').textContent = 'Access granted'">Allow</button>
<p id=out></p>"""
HELP = "<title>Help</title><h1>Help centre</h1><button onclick=\"this.textContent = 'Thanks'\">Was this helpful?</button>"


def stagehand(page: Page) -> StagehandPage:
    """The page as the test sees it: adopted as a StagehandPage (fails the test if it was not)."""
    assert isinstance(page, StagehandPage), type(page)
    return page


def answers() -> AnswerLLM:
    return AnswerLLM(
        {
            "click Allow": act_answer(element="Allow"),
            "click the helpful button": act_answer(element="Was this helpful?"),
            "the user was let in": verdict("YES", "It says Access granted."),
            "the help centre is shown": verdict("YES", "The heading says Help centre."),
        }
    )


def start_run(page: StagehandPage, root: Path, mode: CacheModeName, llm: AnswerLLM) -> StagehandRuntime:
    runtime = StagehandRuntime(
        settings=Settings(cache=CacheMode(mode), dom_settle_timeout=100),
        test_id="tests/test_x.py::test_x",
        test_file="tests/test_x.py",
        test_name="test_x",
        store=CacheStore(root, mode),
    )
    runtime.llm = llm
    page._stagehand = runtime
    return runtime


@pytest.fixture
def shop(page: StagehandPage, site: Site) -> StagehandPage:
    site.add("/popup-login.html", LOGIN)
    site.add("/popup-help.html", HELP)
    page.goto(site.add("/popup-shop.html", OPENER))
    return page


def test_a_popup_and_a_new_tab_get_the_primitives_and_share_the_tests_state(
    shop: StagehandPage, tmp_path: Path
) -> None:
    llm = answers()
    runtime = start_run(shop, tmp_path, "off", llm)
    with shop.expect_popup() as opened:
        shop.get_by_role("button", name="Log in with Example").click()
    popup = stagehand(opened.value)
    assert popup.stagehand is runtime  # same settings, model, ledgers, cache, history, reports
    popup.act("click Allow")
    expect(popup.locator("#out")).to_have_text("Access granted")
    assert popup.evaluate_goal("the user was let in", evidence="page_text", screenshot_delay_ms=0)

    with shop.context.expect_page() as tab_opened:
        shop.get_by_role("link", name="Help").click()
    tab = stagehand(tab_opened.value)
    tab.wait_for_load_state()
    tab.act("click the helpful button")
    expect(tab.get_by_role("button")).to_have_text("Thanks")
    assert tab.evaluate_goal("the help centre is shown", evidence="page_text", screenshot_delay_ms=0)
    assert tab.evaluator is not popup.evaluator  # each page judges its own screen

    blank = shop.context.new_page()
    assert isinstance(blank, StagehandPage)
    assert blank.stagehand is runtime

    assert [(e.primitive, e.url.rsplit("/", 1)[1]) for e in runtime.history] == [
        ("act", "popup-login.html"),
        ("act", "popup-help.html"),
    ]
    assert len(llm.calls) == 4
    assert runtime.usage.calls == 4


def test_a_popups_entries_are_keyed_by_its_own_path_and_replay(shop: StagehandPage, tmp_path: Path) -> None:
    runtime = start_run(shop, tmp_path, "auto", answers())
    with shop.expect_popup() as opened:
        shop.get_by_role("button", name="Log in with Example").click()
    stagehand(opened.value).act("click Allow")
    assert runtime.finish(passed=True) == 1
    stored = next(iter(runtime.store.module("tests/test_x.py")["test_x"].values()))  # type: ignore[union-attr]
    assert stored["key"]["url"] == "/popup-login.html"

    opened.value.close()
    replay = AnswerLLM({})
    start_run(shop, tmp_path, "replay", replay)
    with shop.expect_popup() as again:
        shop.get_by_role("button", name="Log in with Example").click()
    stagehand(again.value).act("click Allow")  # replayed: no model call
    expect(again.value.locator("#out")).to_have_text("Access granted")
    assert replay.calls == []


def test_a_popup_that_closes_itself_mid_act_is_a_clear_error_naming_it(
    shop: StagehandPage, tmp_path: Path
) -> None:
    llm = FunctionLLM(lambda messages, output_type: close_while_thinking())
    start_run(shop, tmp_path, "off", llm)  # type: ignore[arg-type]
    with shop.expect_popup() as opened:
        shop.get_by_role("button", name="Log in with Example").click()
    popup = stagehand(opened.value)

    def close_while_thinking() -> dict[str, object]:
        popup.close()  # the window goes away while the model is being asked
        return {
            "elementId": "0-1",
            "description": "Allow",
            "method": "click",
            "arguments": [],
            "twoStep": False,
        }

    with pytest.raises(
        PageClosedError, match=r"act\('click Allow'\): the page http://\S+/popup-login.html closed itself"
    ):
        popup.act("click Allow")
    assert not shop.is_closed()  # the opener is untouched
