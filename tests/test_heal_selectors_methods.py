"""Every Page and Locator method that selector healing intercepts, one case each, on real Chromium:
the call records on v1 of a page, and on v2 (every id renamed, everything wrapped) the same call with
the old selector heals, does to the healed element what it did on v1 (the same events, the same
form state) and returns the same answer.

In-process, one healer per simulated run (the ``new_run`` fixture, tests/conftest.py); a coverage
test keeps the case lists equal to the methods the mixin and HealingLocator override.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import ElementHandle, JSHandle, Locator, Page

from pytest_stagehand.healing.locators import HealingLocator
from pytest_stagehand.healing.mixin import SelectorHealingMixin
from pytest_stagehand.page import StagehandPage
from tests.support.healing import Run
from tests.support.server import Site

EVENTS = "click dblclick mouseover focus blur keydown input change touchstart ping dragstart drop"
V1 = f"""<!doctype html><html><body>
<button id="b-go" type="button">Go</button>
<input id="b-name" aria-label="Name">
<label><input id="b-agree" type="checkbox"> Agree to the terms</label>
<select id="b-size" aria-label="Size"><option>Small</option><option>Large</option></select>
<input id="b-file" type="file" aria-label="Upload">
<div id="b-source" draggable="true">Drag me</div>
<div id="b-target" ondragover="event.preventDefault()">Drop here</div>
<p id="b-note" title="hint">Hello <b>there</b></p>
<button id="b-off" type="button" disabled>Off</button>
<script>
  window.log = [];
  document.querySelectorAll("[id]").forEach((el) =>
    "{EVENTS}".split(" ").forEach((type) =>
      el.addEventListener(type, () => window.log.push(el.id.slice(2) + ":" + type))));
</script>
</body></html>"""
# Every id renamed and the whole page wrapped: only the fingerprints recorded on v1 find the elements.
V2 = V1.replace('id="b-', 'id="c-').replace("<body>", '<body><main class="v2"><div class="wrap">')

STATE = """() => JSON.stringify({
  log: window.log,
  fields: [...document.querySelectorAll("input, select")].map((el) =>
    [el.id.slice(2), el.value.replace(/^.*[\\\\/]/, ""), el.checked, el.files ? el.files.length : null]),
  focused: document.activeElement ? document.activeElement.id.slice(2) : null,
})"""

Call = Callable[[Page], Any]

PAGE_CASES: dict[str, Call] = {
    "click": lambda page: page.click("#b-go"),
    "dblclick": lambda page: page.dblclick("#b-go"),
    "fill": lambda page: page.fill("#b-name", "ada"),
    "type": lambda page: page.type("#b-name", "ada"),
    "press": lambda page: page.press("#b-name", "KeyA"),
    "check": lambda page: page.check("#b-agree"),
    "uncheck": lambda page: page.uncheck("#b-agree"),
    "set_checked": lambda page: page.set_checked("#b-agree", True),
    "select_option": lambda page: page.select_option("#b-size", "Large"),
    "hover": lambda page: page.hover("#b-go"),
    "focus": lambda page: page.focus("#b-name"),
    "tap": lambda page: page.tap("#b-go"),
    "dispatch_event": lambda page: page.dispatch_event("#b-go", "ping"),
    "set_input_files": lambda page: page.set_input_files(
        "#b-file", {"name": "notes.txt", "mimeType": "text/plain", "buffer": b"hi"}
    ),
    "text_content": lambda page: page.text_content("#b-note"),
    "inner_text": lambda page: page.inner_text("#b-note"),
    "inner_html": lambda page: page.inner_html("#b-note"),
    "input_value": lambda page: page.input_value("#b-size"),
    "get_attribute": lambda page: page.get_attribute("#b-note", "title"),
    "is_checked": lambda page: page.is_checked("#b-agree"),
    "is_enabled": lambda page: page.is_enabled("#b-off"),
    "is_disabled": lambda page: page.is_disabled("#b-off"),
    "is_editable": lambda page: page.is_editable("#b-name"),
    "wait_for_selector": lambda page: page.wait_for_selector("#b-note"),
    "drag_and_drop": lambda page: page.drag_and_drop("#b-source", "#b-target"),
}


def _focus_then_blur(name: Locator) -> None:
    name.focus()
    name.blur()


LOCATOR_CASES: dict[str, Call] = {
    "click": lambda page: page.locator("#b-go").click(),
    "dblclick": lambda page: page.locator("#b-go").dblclick(),
    "fill": lambda page: page.locator("#b-name").fill("ada"),
    "clear": lambda page: page.locator("#b-name").clear(),
    "type": lambda page: page.locator("#b-name").type("ada"),
    "press": lambda page: page.locator("#b-name").press("KeyA"),
    "press_sequentially": lambda page: page.locator("#b-name").press_sequentially("ada"),
    "check": lambda page: page.locator("#b-agree").check(),
    "uncheck": lambda page: page.locator("#b-agree").uncheck(),
    "set_checked": lambda page: page.locator("#b-agree").set_checked(True),
    "select_option": lambda page: page.locator("#b-size").select_option("Large"),
    "hover": lambda page: page.locator("#b-go").hover(),
    "focus": lambda page: page.locator("#b-name").focus(),
    "blur": lambda page: _focus_then_blur(page.locator("#b-name")),
    "tap": lambda page: page.locator("#b-go").tap(),
    "dispatch_event": lambda page: page.locator("#b-go").dispatch_event("ping"),
    "set_input_files": lambda page: page.locator("#b-file").set_input_files(
        {"name": "notes.txt", "mimeType": "text/plain", "buffer": b"hi"}
    ),
    "select_text": lambda page: page.locator("#b-name").select_text(),
    "scroll_into_view_if_needed": lambda page: page.locator("#b-note").scroll_into_view_if_needed(),
    "text_content": lambda page: page.locator("#b-note").text_content(),
    "inner_text": lambda page: page.locator("#b-note").inner_text(),
    "inner_html": lambda page: page.locator("#b-note").inner_html(),
    "input_value": lambda page: page.locator("#b-size").input_value(),
    "get_attribute": lambda page: page.locator("#b-note").get_attribute("title"),
    "is_checked": lambda page: page.locator("#b-agree").is_checked(),
    "is_enabled": lambda page: page.locator("#b-off").is_enabled(),
    "is_disabled": lambda page: page.locator("#b-off").is_disabled(),
    "is_editable": lambda page: page.locator("#b-name").is_editable(),
    "element_handle": lambda page: page.locator("#b-note").element_handle(),
    "bounding_box": lambda page: page.locator("#b-note").bounding_box() is not None,
    "screenshot": lambda page: page.locator("#b-go").screenshot()[:8],  # the PNG signature
    "aria_snapshot": lambda page: page.locator("#b-note").aria_snapshot(),
    "evaluate": lambda page: page.locator("#b-note").evaluate("(el) => el.title"),
    "evaluate_handle": lambda page: page.locator("#b-note").evaluate_handle("(el) => el"),
    "drop": lambda page: page.locator("#b-target").drop({"data": {"text/plain": "hi"}}),
    "wait_for": lambda page: page.locator("#b-note").wait_for(),
    "drag_to": lambda page: page.locator("#b-source").drag_to(page.locator("#b-target")),
}
# The one element each call acts on (drag_and_drop and drag_to heal their target too).
HEALED: dict[str, list[str]] = {
    "drag_and_drop": ["#b-target", "#b-source"],
    "drag_to": ["#b-target", "#b-source"],
    "blur": ["#b-name", "#b-name"],
}

# Methods overridden only to keep chains healing (they return locators) or to pass through.
LOCATOR_FACTORIES = {
    "locator", "get_by_alt_text", "get_by_label", "get_by_placeholder", "get_by_role", "get_by_test_id",
    "get_by_text", "get_by_title", "frame_locator", "first", "last", "nth", "filter", "and_", "or_",
    "all", "content_frame", "describe", "normalize", "within", "visible",
}  # fmt: skip


@pytest.fixture
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "has_touch": True}  # page.tap needs a touch screen


def _overridden(cls: type, base: type) -> set[str]:
    return {
        name
        for name, member in vars(cls).items()
        if not name.startswith("_") and (inspect.isfunction(member) or isinstance(member, property))
        and hasattr(base, name)
    }  # fmt: skip


def test_the_cases_cover_every_intercepted_method() -> None:
    assert set(PAGE_CASES) == _overridden(SelectorHealingMixin, Page) - LOCATOR_FACTORIES
    assert set(LOCATOR_CASES) == _overridden(HealingLocator, Locator) - LOCATOR_FACTORIES


def _answer(value: Any) -> Any:
    """A call's return value in a form that is equal on v1 and v2 (element ids lose their prefix)."""
    if isinstance(value, ElementHandle):
        return ("element", str(value.get_attribute("id"))[2:])
    if isinstance(value, JSHandle):
        return ("handle", str(value.evaluate("(el) => el.id"))[2:])
    return value


def _record_then_heal(page: StagehandPage, site: Site, new_run: Run, call: Call) -> tuple[Any, Any, Any]:
    """What the call did and returned on v1 (recorded), then on v2 (healed), and the heals."""
    page.set_default_timeout(5000)  # a call that is not healed fails in 5 s, not 30
    first = new_run()
    page.goto(site.add("/methods.html", V1))
    on_v1 = (_answer(call(page)), json.loads(page.evaluate(STATE)))
    assert first.recorded >= 1
    assert first.heals == []

    # The page has loaded (goto waits for it): no need for the usual wait before healing.
    healer = new_run(probe_timeout_ms=50)
    page.goto(site.add("/methods.html", V2))
    on_v2 = (_answer(call(page)), json.loads(page.evaluate(STATE)))
    return on_v1, on_v2, healer.heals


@pytest.mark.parametrize("method", sorted(PAGE_CASES))
def test_every_intercepted_page_method_records_and_heals(
    page: StagehandPage, site: Site, new_run: Run, method: str
) -> None:
    on_v1, on_v2, heals = _record_then_heal(page, site, new_run, PAGE_CASES[method])
    assert on_v2 == on_v1  # the same events on the healed element, the same answer
    assert [(h.old_locator, h.method) for h in heals] == [
        (selector, "fingerprint") for selector in HEALED.get(method, [_selector_of(PAGE_CASES[method])])
    ]


@pytest.mark.parametrize("method", sorted(LOCATOR_CASES))
def test_every_intercepted_locator_method_records_and_heals(
    page: StagehandPage, site: Site, new_run: Run, method: str
) -> None:
    on_v1, on_v2, heals = _record_then_heal(page, site, new_run, LOCATOR_CASES[method])
    assert on_v2 == on_v1
    assert [(h.old_locator, h.method) for h in heals] == [
        (selector, "fingerprint") for selector in HEALED.get(method, [_selector_of(LOCATOR_CASES[method])])
    ]


def _selector_of(call: Call) -> str:
    """The one selector a case's source names ("#b-...")."""
    source = inspect.getsource(call)
    start = source.index('"#b-') + 1
    return source[start : source.index('"', start)]
