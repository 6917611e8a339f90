"""observe() on real Chromium with a scripted model: prompts, mapping to selectors, dropped ids."""

from __future__ import annotations

import logging

import pytest
from playwright.sync_api import expect

from pytest_stagehand import StagehandPage
from pytest_stagehand.errors import ObserveError
from pytest_stagehand.pipelines import act, observe
from pytest_stagehand.pipelines.observe import to_action
from pytest_stagehand.prompts.observe import DEFAULT_OBSERVE_INSTRUCTION
from pytest_stagehand.snapshot import SnapshotNode, capture_snapshot
from pytest_stagehand.snapshot.model import build_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.pipeline import LOGIN, context, id_of
from tests.support.server import Site


def element(element_id: str, description: str, method: str = "click", *arguments: str) -> dict[str, object]:
    return {
        "elementId": element_id,
        "description": description,
        "method": method,
        "arguments": list(arguments),
    }


@pytest.fixture
def login(page: StagehandPage, site: Site) -> StagehandPage:
    page.goto(site.add("/observe-login.html", "<h1>Members</h1>" + LOGIN))
    return page


def test_default_observe_lists_interactive_elements_as_xpath_actions(login: StagehandPage) -> None:
    snap = capture_snapshot(login)
    email, button = id_of(snap, "textbox", "Email"), id_of(snap, "button", "Log in")
    llm = ScriptedLLM(
        [{"elements": [element(email, "Email field", "fill"), element(button, "Log in button")]}]
    )
    found = observe(context(login, llm))

    assert len(llm.calls) == 1
    prompt = llm.calls[0].prompt_text
    assert DEFAULT_OBSERVE_INSTRUCTION in prompt
    assert f'[{button}] button "Log in"' in prompt
    assert "heading" not in prompt
    assert "StaticText" not in prompt
    schema = llm.calls[0].output_type.model_json_schema()
    assert str(schema).count("'enum'") == 2  # element ids and methods are both constrained
    assert [action.description for action in found] == ["Email field", "Log in button"]
    assert all(action.selector.startswith("xpath=/html[1]/body[1]/") for action in found)
    assert found[1].method == "click"
    assert found[1].arguments == ()
    assert login.history[-1].primitive == "observe"
    assert login.history[-1].result == found


def test_an_observed_action_can_be_acted_on_without_another_llm_call(login: StagehandPage) -> None:
    button = id_of(capture_snapshot(login), "button", "Log in")
    llm = ScriptedLLM([{"elements": [element(button, "Log in button")]}])
    ctx = context(login, llm)
    [log_in] = observe(ctx, "find the log in button")
    act(ctx, log_in)
    expect(login.locator("#status")).to_contain_text("Welcome")
    assert len(llm.calls) == 1


def test_an_instruction_gets_the_compact_interactive_list_too(login: StagehandPage) -> None:
    button = id_of(capture_snapshot(login), "button", "Log in")
    llm = ScriptedLLM([{"elements": [element(button, "Log in button")]}])
    [found] = observe(context(login, llm), "find the log in button")
    prompt = llm.calls[0].prompt_text
    assert "Instruction: find the log in button" in prompt
    assert 'heading "Members"' not in prompt
    assert found.selector == "xpath=/html[1]/body[1]/form[1]/button[1]"


def test_ids_that_do_not_map_are_dropped_with_a_warning(
    login: StagehandPage, caplog: pytest.LogCaptureFixture
) -> None:
    button = id_of(capture_snapshot(login), "button", "Log in")
    llm = ScriptedLLM([{"elements": [element("9-999", "Made up"), element(button, "Log in button")]}])
    with caplog.at_level(logging.WARNING, logger="pytest_stagehand"):
        found = observe(context(login, llm))
    assert [action.description for action in found] == ["Log in button"]
    assert "dropped element id '9-999'" in caplog.text


def test_an_element_whose_method_is_not_in_the_table_is_dropped_with_a_warning(
    login: StagehandPage, caplog: pytest.LogCaptureFixture
) -> None:
    snap = capture_snapshot(login)
    email, button = id_of(snap, "textbox", "Email"), id_of(snap, "button", "Log in")
    llm = ScriptedLLM(
        [
            {
                "elements": [
                    element(email, "Email field", "teleport", "x"),
                    element(button, "Log in button", "Click"),  # a spelling the table knows
                ]
            }
        ]
    )
    with caplog.at_level(logging.WARNING, logger="pytest_stagehand"):
        found = observe(context(login, llm), "find the form controls")
    assert [(action.description, action.method) for action in found] == [("Log in button", "click")]
    assert f"dropped element {email!r} (Email field): unknown method 'teleport'" in caplog.text
    assert len(llm.calls) == 1
    assert login.history[-1].result == found


def test_selector_scopes_the_snapshot(page: StagehandPage, site: Site) -> None:
    page.goto(
        site.add(
            "/observe-scope.html",
            "<nav><a href='/home'>Home</a></nav><main id=content><button>Buy</button></main>",
        )
    )
    buy = id_of(capture_snapshot(page, "#content"), "button", "Buy")
    llm = ScriptedLLM([{"elements": [element(buy, "Buy button")]}])
    [found] = observe(context(page, llm), selector="#content")
    assert "Buy" in llm.calls[0].prompt_text
    assert "Home" not in llm.calls[0].prompt_text
    assert found.selector.endswith("button[1]")


def test_empty_instruction_and_a_page_without_elements(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/observe-empty.html", "<p>Nothing to click here.</p>"))
    llm = ScriptedLLM([])
    with pytest.raises(ObserveError, match="empty instruction"):
        observe(context(page, llm), " ")
    assert observe(context(page, llm)) == []
    assert llm.calls == []


def test_drag_targets_that_do_not_map_drop_the_action_with_a_warning(
    caplog: pytest.LogCaptureFixture,
) -> None:
    card = SnapshotNode(
        "0-1", None, 0, "div", "listitem", "Card", "", {}, {}, True, 0, "/html[1]/body[1]/div[1]"
    )
    odd = SnapshotNode("0-2", None, 0, "div", "listitem", "Bin", "", {}, {}, True, 0, "not a path")
    snap = build_snapshot([card, odd], url="http://shop.test/")
    with caplog.at_level(logging.WARNING, logger="pytest_stagehand"):
        assert to_action(snap, "0-1", "Card", "drag_and_drop", ["9-9"]) is None  # no such element
        assert to_action(snap, "0-1", "Card", "drag_and_drop", ["[0-2]"]) is None  # no usable path
    assert "drag target '9-9' is not on the page" in caplog.text
    assert "expected an absolute XPath" in caplog.text
    kept = to_action(snap, "0-1", "Card", "drag_and_drop", ["0-1"])
    assert kept is not None
    assert kept.arguments == ("xpath=/html[1]/body[1]/div[1]",)
