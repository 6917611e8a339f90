"""act() on real Chromium, driven by scripted models: page state, LLM calls and prompts."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from playwright.sync_api import expect
from pydantic import BaseModel

from pytest_stagehand import StagehandPage
from pytest_stagehand.llm import Message, UsageLedger
from pytest_stagehand.pipelines import ActResult, act
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import FunctionLLM, ScriptedLLM
from tests.support.pipeline import choice, context, id_of
from tests.support.server import Site


def test_login_form_with_a_secret_variable(login: StagehandPage) -> None:
    snap = capture_snapshot(login)
    email, password = id_of(snap, "textbox", "Email"), id_of(snap, "textbox", "Password")
    button = id_of(snap, "button", "Log in")
    llm = ScriptedLLM(
        [
            choice(email, "Email field", "fill", "alice@example.com"),
            choice(password, "Password field", "fill", "%password%"),
            choice(button, "Log in button", "click"),
        ]
    )
    test_ledger, session_ledger = UsageLedger(), UsageLedger()
    ctx = context(login, llm, test_ledger, session_ledger)

    act(ctx, "type alice@example.com into the email field")
    result = act(ctx, "type %password% into the password field", variables={"password": "hunter2"})
    clicked = act(ctx, "click the Log in button")

    expect(login.locator("#status")).to_have_text("Welcome alice@example.com (password ok)")
    assert len(llm.calls) == 3
    llm.assert_all_used()
    assert result.success
    assert not result.healed
    assert result.actions[0].arguments == ("%password%",)
    assert result.actions[0].selector.startswith("xpath=/html[1]/body[1]/form[1]")
    assert clicked == ActResult(
        success=True,
        message="action completed",
        action_description="Log in button",
        actions=clicked.actions,
    )
    # The model saw the variable's name, never its value.
    password_prompt = llm.calls[1].prompt_text
    assert "%password%" in password_prompt
    assert "hunter2" not in "".join(call.prompt_text for call in llm.calls)
    assert "hunter2" not in repr(result) + repr(login.history)
    # Compact prompt: only the interactive elements the instruction names, ids constrained to them.
    first_prompt = llm.calls[0].prompt_text
    assert "Instruction: type alice@example.com into the email field" in first_prompt
    assert f'[{email}] textbox "Email"' in first_prompt
    assert '"Password"' not in first_prompt
    assert "StaticText" not in first_prompt
    schema = llm.calls[0].output_type.model_json_schema()
    assert schema["properties"]["elementId"]["enum"] == [email, "none"]
    assert "select_option" in schema["properties"]["method"]["enum"]
    enums = [call.output_type.model_json_schema()["properties"]["elementId"]["enum"] for call in llm.calls]
    assert enums[1:] == [[password, "none"], [button, "none"]]
    assert all(call.temperature == 0.0 and call.max_tokens for call in llm.calls)
    # Metrics and history.
    assert [entry.primitive for entry in login.history] == ["act", "act", "act"]
    assert login.history[1].instruction == "type %password% into the password field"
    assert all(entry.llm_calls == 1 and entry.usage.prompt_tokens > 0 for entry in login.history)
    assert test_ledger.calls_by_primitive() == {"act": 3}
    assert session_ledger.total == test_ledger.total


NATIVE_SELECT = """<!doctype html><label>Size <select id=size>
<option value=s>Small</option><option value=m>Medium</option><option value=l>Large</option></select></label>"""


def test_native_select_is_one_call_and_select_option(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/act-select.html", NATIVE_SELECT))
    size = id_of(capture_snapshot(page), "combobox", "Size")
    llm = ScriptedLLM([choice(size, "Size dropdown", "select_option", "Large")])
    result = act(context(page, llm), "select Large from the size dropdown")
    expect(page.locator("#size")).to_have_value("l")
    assert len(llm.calls) == 1
    assert "method select_option, argument the exact option text" in llm.calls[0].prompt_text
    assert result.actions[0].method == "select_option"


def test_a_click_on_a_native_option_is_done_through_its_select(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/act-select.html", NATIVE_SELECT))
    medium = id_of(capture_snapshot(page), "option", "Medium")
    llm = ScriptedLLM([choice(medium, "Medium option", "click")])
    result = act(context(page, llm), "choose Medium")
    expect(page.locator("#size")).to_have_value("m")
    assert result.actions[0].method == "select_option"
    assert result.actions[0].arguments == ("Medium",)


CUSTOM_DROPDOWN = """<!doctype html>
<div class=picker>
  <button type=button id=color aria-haspopup=listbox
    onclick="document.querySelector('#colors').hidden = false">Color: none</button>
  <ul id=colors role=listbox hidden>
    <li role=option onclick="pick(this)">Red</li>
    <li role=option onclick="pick(this)">Green</li>
  </ul>
</div>
<button type=button>Unrelated</button>
<script>
function pick(option) {
  document.querySelector('#color').textContent = 'Color: ' + option.textContent;
  document.querySelector('#colors').hidden = true;
}
</script>"""


def test_custom_dropdown_takes_two_steps_and_the_second_sees_only_new_nodes(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/act-dropdown.html", CUSTOM_DROPDOWN))
    trigger = id_of(capture_snapshot(page), "button", "Color: none")

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        if "step 2 of 2" not in prompt:
            return choice(trigger, "Color dropdown", "click", two_step=True)
        green = next(line for line in prompt.splitlines() if '"Green"' in line)
        return choice(green.split("]")[0].lstrip("["), "Green option", "click")

    llm = FunctionLLM(answer)
    result = act(context(page, llm), "select Green from the color dropdown")

    expect(page.locator("#color")).to_have_text("Color: Green")
    assert len(llm.calls) == 2
    step_two = llm.calls[1].prompt_text
    assert "You have just done step 1 of 2: click on Color dropdown" in step_two
    assert 'option "Green"' in step_two
    assert 'option "Red"' not in step_two  # new, but not what the instruction names
    assert "Unrelated" not in step_two
    assert "Color: none" not in step_two
    assert "select_option" not in llm.calls[1].output_type.model_json_schema()["properties"]["method"]["enum"]
    assert [a.description for a in result.actions] == ["Color dropdown", "Green option"]
    assert result.action_description == "Color dropdown then Green option"


def test_step_two_is_offered_exactly_the_nodes_that_appeared(page: StagehandPage, site: Site) -> None:
    """No option is named, so no shortlist narrows step two: only the diff of the two snapshots does.
    Without it, the trigger and the unrelated button would be offered again."""
    page.goto(site.add("/act-dropdown-diff.html", CUSTOM_DROPDOWN))
    trigger = id_of(capture_snapshot(page), "button", "Color: none")
    appeared: list[str] = []

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        if "step 2 of 2" not in prompt:
            return choice(trigger, "Colour picker", "click", two_step=True)
        opened = capture_snapshot(page)  # the page as step two saw it: ids are those of this state
        appeared.extend(
            [
                id_of(opened, "listbox", "Red Green"),
                id_of(opened, "option", "Red"),
                id_of(opened, "option", "Green"),
            ]
        )
        second_option = [line for line in prompt.splitlines() if line.startswith("[") and "option" in line][1]
        return choice(second_option.split("]")[0].lstrip("["), "second colour", "click")

    llm = FunctionLLM(answer)
    result = act(context(page, llm), "pick the second colour from the colour picker")

    expect(page.locator("#color")).to_have_text("Color: Green")
    assert len(llm.calls) == 2
    first_enum = llm.calls[0].output_type.model_json_schema()["properties"]["elementId"]["enum"]
    assert len(first_enum) == 3  # nothing named: both buttons (and "none") in step one
    second_enum = llm.calls[1].output_type.model_json_schema()["properties"]["elementId"]["enum"]
    assert second_enum == [*appeared, "none"]
    step_two = llm.calls[1].prompt_text
    assert 'option "Red"' in step_two
    assert 'option "Green"' in step_two
    assert "Unrelated" not in step_two
    assert "Color: none" not in step_two
    assert [a.description for a in result.actions] == ["Colour picker", "second colour"]
    assert page.history[-1].llm_calls == 2


SHADOW = """<!doctype html><settings-card></settings-card>
<script>
customElements.define('settings-card', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({mode: 'open'});
    root.innerHTML = '<p>Notifications</p><button type=button>Enable notifications</button><span id=state>off</span>';
    root.querySelector('button').onclick = () => { root.querySelector('#state').textContent = 'on'; };
  }
});
</script>"""


def test_a_button_inside_a_shadow_root(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/act-shadow.html", SHADOW))
    button = id_of(capture_snapshot(page), "button", "Enable notifications")
    llm = ScriptedLLM([choice(button, "Enable notifications button", "click")])
    result = act(context(page, llm), "enable notifications")
    expect(page.locator("settings-card #state")).to_have_text("on")
    assert ">>" in result.actions[0].selector  # the selector steps into the shadow root
    assert len(llm.calls) == 1
    assert f'[{button}] button "Enable notifications"' in llm.calls[0].prompt_text


IFRAME_FORM = """<!doctype html><form onsubmit="event.preventDefault();
  document.querySelector('#out').textContent = 'Subscribed ' + this.mail.value">
  <label>Newsletter email <input name=mail></label><button>Subscribe</button></form><p id=out></p>"""


def test_a_form_inside_an_iframe(page: StagehandPage, site: Site, other_site: Site) -> None:
    inner = other_site.add("/act-iframe-inner.html", IFRAME_FORM)  # cross-origin
    page.goto(site.add("/act-iframe.html", f"<h1>Shop</h1><iframe src='{inner}'></iframe>"))
    expect(page.frame_locator("iframe").get_by_role("button")).to_be_visible()
    snap = capture_snapshot(page)
    field, button = id_of(snap, "textbox", "Newsletter email"), id_of(snap, "button", "Subscribe")
    llm = ScriptedLLM(
        [choice(field, "Newsletter email", "fill", "bob@example.com"), choice(button, "Subscribe", "click")]
    )
    ctx = context(page, llm)
    act(ctx, "enter bob@example.com as newsletter email")
    result = act(ctx, "click Subscribe")
    expect(page.frame_locator("iframe").locator("#out")).to_have_text("Subscribed bob@example.com")
    assert "internal:control=enter-frame" in result.actions[0].selector
    assert len(llm.calls) == 2
    assert f'[{field}] textbox "Newsletter email"' in llm.calls[0].prompt_text
    assert f'[{button}] button "Subscribe"' in llm.calls[1].prompt_text


RERENDER = """<!doctype html><div id=app><section><button type=button onclick="done()">Save draft</button></section></div>
<p id=out></p>
<script>
function done() { document.querySelector('#out').textContent = 'saved'; }
// What a framework re-render does: same-looking button, new node, new place in the tree.
function rerender() {
  document.querySelector('#app').innerHTML =
    '<div class=toolbar><span>Tools</span><button type=button onclick="done()">Save draft</button></div>';
}
</script>"""


def test_an_element_that_rerenders_fails_then_heals(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/act-rerender.html", RERENDER))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        line = next(line for line in prompt.splitlines() if '"Save draft"' in line)
        element_id = line.split("]")[0].lstrip("[")
        if len(llm.calls) == 1:
            page.evaluate("rerender()")  # the page re-renders between snapshot and action
        return choice(element_id, "Save draft button", "click")

    llm = FunctionLLM(answer)
    result = act(context(page, llm), "save the draft")

    expect(page.locator("#out")).to_have_text("saved")
    assert len(llm.calls) == 2
    assert "Instruction: click Save draft button" in llm.calls[1].prompt_text
    assert result.healed
    assert "after self-heal" in result.message
    assert "no element matches the selector any more" in result.message
    assert "toolbar" not in result.actions[0].selector
    assert "div[1]/div[1]/button[1]" in result.actions[0].selector
    assert page.history[-1].llm_calls == 2


def test_without_self_heal_the_rerendered_element_is_an_error(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/act-rerender.html", RERENDER))
    button = id_of(capture_snapshot(page), "button", "Save draft")

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        page.evaluate("rerender()")
        return choice(button, "Save draft button", "click")

    llm = FunctionLLM(answer)
    from pytest_stagehand.errors import ActionFailedError

    with pytest.raises(ActionFailedError) as info:
        act(context(page, llm), "save the draft", self_heal=False)
    message = str(info.value)
    assert "instruction: 'save the draft'" in message
    assert "url: http://127.0.0.1" in message
    assert "'Save draft button' click[] on xpath=" in message
    assert len(llm.calls) == 1
    assert page.history[-1].error is not None


def test_none_from_a_shortlist_asks_again_with_every_element(login: StagehandPage) -> None:
    snap = capture_snapshot(login)
    email, password = id_of(snap, "textbox", "Email"), id_of(snap, "textbox", "Password")
    button = id_of(snap, "button", "Log in")
    llm = ScriptedLLM(
        [choice("none", "no such button here", "click"), choice(button, "Log in button", "click")]
    )
    result = act(context(login, llm), "click the 'Log in' button")

    expect(login.locator("#status")).to_have_text("Welcome  (bad password)")
    assert result.actions[0].description == "Log in button"
    assert len(llm.calls) == 2
    enums = [call.output_type.model_json_schema()["properties"]["elementId"]["enum"] for call in llm.calls]
    assert enums == [[button, "none"], [email, password, button, "none"]]
    assert f'[{email}] textbox "Email"' not in llm.calls[0].prompt_text
    for line in (
        f'[{email}] textbox "Email"',
        f'[{password}] textbox "Password"',
        f'[{button}] button "Log in"',
    ):
        assert line in llm.calls[1].prompt_text
    assert login.history[-1].llm_calls == 2


def test_acting_on_an_observed_action_makes_no_llm_call(login: StagehandPage) -> None:
    from pytest_stagehand.actions import Action

    llm = ScriptedLLM([])  # any call would raise: it has nothing scripted
    action = Action(
        selector="xpath=/html[1]/body[1]/form[1]/label[1]/input[1]",
        description="Email field",
        method="fill",
        arguments=("%email%",),
    )
    result = act(context(login, llm), action, variables={"email": "carol@example.com"})
    expect(login.locator("input[name=email]")).to_have_value("carol@example.com")
    assert llm.calls == []
    assert result.success
    assert result.actions == (action,)
    assert "carol" not in repr(result) + repr(login.history)
    assert login.history[-1].llm_calls == 0


NEWSLETTER = """<!doctype html><title>Newsletter</title>
<label>Email <input name=email></label>
<button onclick="document.querySelector('#said').textContent = 'We will write to ' +
  document.querySelector('input').value">Subscribe</button>
<p id=said></p>
"""


def test_a_typed_variable_value_is_scrubbed_from_every_later_prompt_and_evidence(
    page: StagehandPage, site: Site
) -> None:
    """A value typed into a plain text box stays on the page (in the box, and echoed by the page);
    the model still only ever sees its name, in act, observe, extract and evaluate_goal alike."""
    page.goto(site.add("/act-newsletter.html", NEWSLETTER))
    snap = capture_snapshot(page)
    box, button = id_of(snap, "textbox", "Email"), id_of(snap, "button", "Subscribe")
    llm = ScriptedLLM(
        [
            choice(box, "Email field", "fill", "%email%"),
            choice(button, "Subscribe button", "click"),
            {
                "elements": [
                    {"elementId": box, "description": "Email field", "method": "fill", "arguments": []}
                ]
            },
            {"extraction": "We will write to %email%"},
            {
                "evidence": ["We will write to %email%"],
                "reasoning": "The page confirms the subscription for %email%.",
                "evaluation": "YES",
            },
        ]
    )
    page.stagehand.llm = llm

    page.act("type %email% into the Email field", variables={"email": "ada.lovelace@example.com"})
    page.act("click Subscribe")
    page.observe("find the email field")
    page.extract("the confirmation sentence")
    verdict = page.evaluate_goal("the page confirms the subscription", evidence="page_text")

    expect(page.locator("#said")).to_have_text("We will write to ada.lovelace@example.com")
    llm.assert_all_used()
    assert verdict
    prompts = [call.prompt_text for call in llm.calls]
    assert all("ada.lovelace@example.com" not in prompt for prompt in prompts)
    # observe, extract and evaluate read the box's value and the page's echo, by name
    assert all("%email%" in prompt for prompt in prompts[2:])
    assert "ada.lovelace@example.com" not in repr(page.history) + repr(verdict)


def test_a_failed_second_step_reports_the_first_one_it_performed(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/act-dropdown.html", CUSTOM_DROPDOWN))
    trigger = id_of(capture_snapshot(page), "button", "Color: none")
    llm = ScriptedLLM(
        [choice(trigger, "Color dropdown", "click", two_step=True), choice("none", "nothing fits", "click")]
    )
    result = act(context(page, llm), "select Purple from the color dropdown", raise_on_failure=False)

    assert not result.success
    assert "the model answered 'none'" in result.message
    assert [(a.description, a.method) for a in result.actions] == [("Color dropdown", "click")]
    llm.assert_all_used()
