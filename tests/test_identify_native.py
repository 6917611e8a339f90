"""The identity check resolves a plain ``css=`` locator with the page's own querySelectorAll, exactly as
Playwright's css engine would, and hands everything else to Playwright (real Chromium).

Why: Playwright builds its selector engine in the page's main world on a document's first main-world
query, and a replayed act's identity check was often the only one (BENCHMARKS.md, "Cache replay").
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page

from pytest_stagehand.cache.fingerprint import Identified, identify
from pytest_stagehand.snapshot import bounded as bounded_module
from pytest_stagehand.snapshot import evaluate_all_within


def _both_ways(locator: Locator, monkeypatch: pytest.MonkeyPatch) -> tuple[Identified, Identified, list[str]]:
    """What identify answers, which selectors it handed to Playwright meanwhile, and what it answers
    with the native path turned off."""
    asked: list[str] = []
    real = evaluate_all_within

    def spy(target: Locator, source: str, seconds: float, arg: object = None) -> object:
        asked.append(str(target._impl_obj._selector))
        return real(target, source, seconds, arg)

    with monkeypatch.context() as patched:
        patched.setattr(bounded_module, "evaluate_all_within", spy)
        native = identify(locator)
    with monkeypatch.context() as patched:
        patched.setattr(bounded_module, "evaluate_natively", lambda locator, source, seconds: False)
        by_playwright = identify(locator)
    return native, by_playwright, asked


PLAIN = "<main><button id=save>Save</button><button class=x>A</button><button class=x>B</button></main>"


@pytest.mark.parametrize(("selector", "count"), [("css=#save", 1), ("css=button.x", 2), ("css=#gone", 0)])
def test_a_plain_css_locator_is_answered_by_the_page_as_playwright_answers_it(
    page: Page, monkeypatch: pytest.MonkeyPatch, selector: str, count: int
) -> None:
    page.set_content(PLAIN)
    native, by_playwright, asked = _both_ways(page.locator(selector), monkeypatch)
    assert native == by_playwright
    assert native.count == count
    assert asked == []  # Playwright's main-world engine was not needed


SHADOW = (
    "<button class=go>Go</button><div id=host></div>"
    "<script>host.attachShadow({mode: 'open'}).innerHTML = '<button class=go>Go</button>'</script>"
)


@pytest.mark.parametrize(
    ("body", "selector", "count"),
    [
        # Playwright's css enters open shadow roots and querySelectorAll does not: Playwright answers.
        (SHADOW, "css=button.go", 2),
        # Playwright's own css extensions are not the page's: Playwright answers.
        (PLAIN, 'css=button:has-text("Save")', 1),
        # A chained locator (or one entering a frame) is Playwright's.
        (PLAIN, "main >> css=#save", 1),
    ],
)
def test_anything_else_is_answered_by_playwright(
    page: Page, monkeypatch: pytest.MonkeyPatch, body: str, selector: str, count: int
) -> None:
    page.set_content(body)
    native, by_playwright, asked = _both_ways(page.locator(selector), monkeypatch)
    assert native == by_playwright
    assert native.count == count
    assert asked  # the first call went to Playwright
