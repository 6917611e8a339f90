"""act() with bad input and failing pages: typed errors whose messages say what happened."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence

import pytest
from playwright.sync_api import expect
from pydantic import BaseModel

from pytest_stagehand import StagehandPage
from pytest_stagehand.errors import (
    ActError,
    ActionArgumentError,
    ActionFailedError,
    ElementNotFoundError,
    UnsupportedMethodError,
)
from pytest_stagehand.llm import Message
from pytest_stagehand.pipelines import PipelineContext, act
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import FunctionLLM, ScriptedLLM
from tests.support.pipeline import choice, context, id_of
from tests.support.server import Site


@pytest.mark.parametrize("instruction", ["", "   "])
def test_an_empty_instruction_fails_before_any_llm_call(login: StagehandPage, instruction: str) -> None:
    llm = ScriptedLLM([])
    with pytest.raises(ActError, match="the instruction is empty"):
        act(context(login, llm), instruction)
    assert llm.calls == []


def test_a_hallucinated_element_id_names_it_and_the_ids_offered(login: StagehandPage) -> None:
    llm = ScriptedLLM([choice("7-777", "Login", "click")])
    with pytest.raises(ElementNotFoundError) as info:
        act(context(login, llm), "click the Log in button")
    message = str(info.value)
    assert "the model chose element id '7-777', which is not on the page" in message
    assert "ids offered: 0-" in message
    assert "instruction: 'click the Log in button'" in message
    assert login.url in message


def test_an_unknown_method_from_the_model_is_refused(login: StagehandPage) -> None:
    button = id_of(capture_snapshot(login), "button", "Log in")
    llm = ScriptedLLM([choice(button, "Log in", "evaluate", "alert(1)")])
    with pytest.raises(UnsupportedMethodError, match="unknown method 'evaluate'"):
        act(context(login, llm), "click the Log in button")


def test_a_method_that_does_not_apply_looks_again_once_and_fails_when_the_same_element_comes_back(
    login: StagehandPage,
) -> None:
    button = id_of(capture_snapshot(login), "button", "Log in")
    llm = ScriptedLLM(
        [choice(button, "Log in button", "fill", "text"), choice(button, "Log in button", "fill", "text")]
    )
    with pytest.raises(UnsupportedMethodError) as info:
        act(context(login, llm), "type text into the log in button")
    message = str(info.value)
    assert "fill does not apply to <button>" in message
    assert "self-heal looked again and chose the same element" in message
    assert "instruction: 'type text into the log in button'" in message
    assert "'Log in button' fill['text']" in message
    assert len(llm.calls) == 2  # the first choice, then one look again (seed: "<method> <description>")
    assert "Instruction: fill Log in button" in llm.calls[1].prompt_text
    assert login.history[-1].llm_calls == 2


def test_a_method_the_chosen_element_cannot_take_heals_onto_one_that_can(login: StagehandPage) -> None:
    snap = capture_snapshot(login)
    button, email = id_of(snap, "button", "Log in"), id_of(snap, "textbox", "Email")
    llm = ScriptedLLM(
        [
            choice(button, "Email field", "fill", "ada@example.com"),  # the wrong element for a fill
            choice(email, "Email field", "click"),  # the heal keeps method and arguments: fill
        ]
    )
    result = act(context(login, llm), "type ada@example.com into the email field")

    expect(login.locator("input[name=email]")).to_have_value("ada@example.com")
    assert result.healed
    assert "fill does not apply to <button>" in result.message
    assert (result.actions[0].method, result.actions[0].arguments) == ("fill", ("ada@example.com",))
    assert result.actions[0].selector.endswith("label[1]/input[1]")
    assert len(llm.calls) == 2
    assert "Instruction: fill Email field" in llm.calls[1].prompt_text
    assert login.history[-1].llm_calls == 2


def test_an_argument_that_does_not_fit_is_not_healed(page: StagehandPage, site: Site) -> None:
    page.goto(
        site.add("/act-errors-select.html", "<label>Size <select><option>Small</option></select></label>")
    )
    size = id_of(capture_snapshot(page), "combobox", "Size")
    llm = ScriptedLLM([choice(size, "Size", "select_option", "Huge")])
    with pytest.raises(ActionArgumentError, match="no option 'Huge' in this <select>; options: 'Small'"):
        act(context(page, llm), "select Huge as the size")
    assert len(llm.calls) == 1  # the same method and argument would fail the same way


def test_no_matching_element(login: StagehandPage) -> None:
    llm = ScriptedLLM([choice("none", "nothing like that here", "click")])
    with pytest.raises(ActError, match="no element on the page matches the instruction"):
        act(context(login, llm), "click the Delete account button")


def test_non_raising_mode_returns_a_failed_result(login: StagehandPage) -> None:
    llm = ScriptedLLM([choice("none", "nothing", "click")])
    result = act(context(login, llm), "click the Delete account button", raise_on_failure=False)
    assert not result.success
    assert "no element on the page matches" in result.message
    assert "instruction: 'click the Delete account button'" in result.message
    assert result.actions == ()
    assert login.history[-1].error is not None


def test_an_undefined_variable_is_refused_before_any_llm_call(login: StagehandPage) -> None:
    llm = ScriptedLLM([])
    with pytest.raises(ActionArgumentError, match="uses %password% but no such variable"):
        act(context(login, llm), "type %password% into the password field", variables={"pw": "x"})
    assert llm.calls == []


def test_an_element_in_a_detached_frame(page: StagehandPage, site: Site) -> None:
    inner = site.add("/act-detach-inner.html", "<button type=button>Pay now</button>")
    page.goto(site.add("/act-detach.html", f"<iframe src='{inner}'></iframe>"))
    expect(page.frame_locator("iframe").get_by_role("button")).to_be_visible()
    pay = id_of(capture_snapshot(page), "button", "Pay now")

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        page.evaluate("document.querySelector('iframe').remove()")
        return choice(pay, "Pay now button", "click")

    with pytest.raises(ActionFailedError) as info:
        act(context(page, FunctionLLM(answer)), "click Pay now", self_heal=False)
    assert "the iframe that held the element is gone (detached or replaced)" in str(info.value)
    assert "instruction: 'click Pay now'" in str(info.value)


def test_the_timeout_bounds_the_whole_call_and_names_the_step(login: StagehandPage) -> None:
    button = id_of(capture_snapshot(login), "button", "Log in")

    def slow_model(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        login.wait_for_timeout(2_000)  # the model takes longer than the whole budget
        return choice(button, "Log in button", "click")

    # 1.5 s: a loaded machine's settle and snapshot (before the model) must not use it all up.
    with pytest.raises(ActError) as info:
        act(context(login, FunctionLLM(slow_model)), "click the Log in button", timeout_ms=1_500)
    assert "timed out after 1500 ms, during executing click on Log in button" in str(info.value)
    expect(login.locator("#status")).to_have_text("")  # the click never happened


def test_an_element_that_never_becomes_actionable_times_out_within_the_bound(login: StagehandPage) -> None:
    login.evaluate("document.querySelector('button').disabled = true")
    button = id_of(capture_snapshot(login), "button", "Log in")
    llm = ScriptedLLM([choice(button, "Log in button", "click")])
    with pytest.raises(ActError, match="timed out after 1500 ms, during executing click"):
        act(context(login, llm), "click the Log in button", timeout_ms=1_500, self_heal=False)


def test_variable_values_stay_out_of_prompts_results_history_and_logs(
    login: StagehandPage, caplog: pytest.LogCaptureFixture
) -> None:
    snap = capture_snapshot(login)
    password = id_of(snap, "textbox", "Password")
    button = id_of(snap, "button", "Log in")
    llm = ScriptedLLM(
        [
            choice(password, "Password field", "fill", "%password%"),
            # Then a select_option on a text box: its error quotes the argument. Self-heal looks
            # again and gets the same element: the error says so, still without the value.
            choice(password, "Password field", "select_option", "%password%"),
            choice(password, "Password field", "select_option", "%password%"),
            choice(button, "Log in", "click"),
        ]
    )
    loud = dataclasses.replace(login.stagehand_settings, verbose=2)
    ctx = PipelineContext(page=login, settings=loud, llm=llm, history=login.history)
    secret = {"password": "s3cr3t-Value"}
    with caplog.at_level(logging.DEBUG, logger="pytest_stagehand"):
        ok = act(ctx, "type %password% into the password field", variables=secret)
        failed = act(ctx, "pick %password% in the password field", variables=secret, raise_on_failure=False)
        act(ctx, "click Log in", variables=secret)
    expect(login.locator("#status")).to_contain_text("(bad password)")
    assert login.locator("input[name=password]").input_value() == "s3cr3t-Value"
    everything = "\n".join(
        [
            *(call.prompt_text for call in llm.calls),
            repr(ok),
            repr(failed),
            failed.message,
            repr(login.history),
            *(repr(entry.result) for entry in login.history),
            caplog.text,
        ]
    )
    assert "%password%" in everything
    assert "s3cr3t" not in everything
    assert "prompt" in caplog.text  # verbose=2 did log the prompts
