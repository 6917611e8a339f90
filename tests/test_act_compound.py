"""Compound act on real Chromium with scripted models: several actions from one instruction, planned in
one LLM call, re-planned when a step changes the page, variables, bad input, observe's plan, cache."""

from __future__ import annotations

import re
from collections.abc import Sequence
from importlib import import_module
from pathlib import Path

import pytest
from playwright.sync_api import expect
from pydantic import BaseModel

from pytest_stagehand import StagehandPage
from pytest_stagehand.actions.model import Action
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.config import CacheMode, CacheModeName, Settings
from pytest_stagehand.errors import ActError, TooManyStepsError
from pytest_stagehand.llm import Message
from pytest_stagehand.pipelines import PipelineContext, act, observe
from pytest_stagehand.pipelines.step_check import check_steps
from pytest_stagehand.prompts.act import ACT_SYSTEM
from pytest_stagehand.prompts.compound import (
    COMPOUND_SYSTEM,
    PlannedStep,
    clauses,
    is_compound,
    quoted_values,
    without_step_numbers,
)
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import FunctionLLM, ScriptedLLM
from tests.support.server import Site

FORM = """<!doctype html><title>Form</title>
<label>Name <input id=name></label> <label>Password <input id=pw type=password></label>
<button onclick="result.textContent = byId('name').value + '/' + byId('pw').value">Submit</button>
<button onclick="result.textContent = 'reset'">Reset</button>
<p id=result></p><script>const byId = (id) => document.getElementById(id);</script>"""

DIALOG = """<!doctype html><title>Dialog</title>
<button id=refresh onclick="result.textContent = 'refreshed'">Refresh</button>
<button id=trigger>Delete item</button><p id=result></p>
<script>
trigger.onclick = () => setTimeout(() => {
  const d = document.createElement('div'); d.setAttribute('role', 'dialog');
  d.innerHTML = '<p>Sure?</p><button id=yes>Confirm</button><button>Cancel</button>';
  document.body.append(d);
  yes.onclick = () => { result.textContent = 'deleted'; d.remove(); };
}, 300);
</script>"""

BUTTONS = """<!doctype html><title>Buttons</title><p id=result></p>""" + "".join(
    f"<button onclick=\"result.textContent = (result.textContent + ' {w}').trim()\">{w}</button>"
    for w in ("ONE", "TWO", "THREE")
)


def line_id(prompt: str, label: str) -> str:
    """The snapshot id on the prompt line that shows ``label`` in quotes."""
    line = next(line for line in prompt.splitlines() if line.startswith("[") and f'"{label}"' in line)
    return line.split("]")[0].lstrip("[").strip()


def step(element_id: str, method: str = "click", *arguments: str) -> dict[str, object]:
    return {"elementId": element_id, "method": method, "arguments": list(arguments)}


def context(page: StagehandPage, llm: FunctionLLM | ScriptedLLM) -> PipelineContext:
    return PipelineContext(
        page=page, settings=page.stagehand_settings, llm=llm, usage=(), history=page.history
    )


def fill_and_submit(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
    prompt = messages[-1].text()
    return {
        "steps": [
            step(line_id(prompt, "Name"), "fill", "Jerald"),
            step(line_id(prompt, "Submit")),
        ]
    }


def test_clauses_split_on_joined_actions_and_never_inside_quotes() -> None:
    assert clauses('Enter "Jerald" into the text field and press Submit') == [
        'Enter "Jerald" into the text field',
        "press Submit",
    ]
    assert clauses("Click button ONE, then click button TWO") == ["Click button ONE", "click button TWO"]
    assert clauses('click "Save and close"') == ['click "Save and close"']
    assert clauses('Enter the username "vina" and the password "US"') == [
        'Enter the username "vina" and the password "US"'
    ]
    assert clauses("click the Login button") == ["click the Login button"]


def test_a_question_or_an_exclamation_ends_a_clause() -> None:
    """ "Could you put me on the waiting list for the Mill Lane site, ...? Don't change the sharing
    option." was one clause, and the act read it as one action (fresh17 allotment-2, dev)."""
    task = (
        "Could you put me on the waiting list for the Mill Lane site, for a plot of seven rods? "
        "Don't change the sharing option."
    )
    assert clauses(task) == [
        "Could you put me on the waiting list for the Mill Lane site, for a plot of seven rods",
        "Don't change the sharing option",
    ]
    assert is_compound(task)
    assert clauses("Book it now! Then pay") == ["Book it now", "pay"]
    assert not is_compound("Is the Save button blue?")


def test_shorthand_between_commas_is_a_step_per_piece() -> None:
    """Testers' shorthand: a few words between commas, most with no verb. Read as "and"-joined parts
    alone, "pilates tue 6:30pm, towel on, guests x1, confirm" was two parts, and an act that did two
    things said done (fresh11 and fresh12 held-out: 1 of 18 such tasks)."""
    assert clauses("pilates tue 6:30pm, towel on, guests x1, confirm") == [
        "pilates tue 6:30pm",
        "towel on",
        "guests x1",
        "confirm",
    ]
    assert clauses('name "Ann, Lee", tip 10%, then place order') == [
        'name "Ann, Lee"',
        "tip 10%",
        "place order",
    ]
    # commas that describe one thing, after the verb, or join long parts, are no shorthand
    assert clauses("Select Moon Garden, Friday, 14:15") == ["Select Moon Garden, Friday, 14:15"]
    assert (
        len(
            clauses(
                "Choose the Saturday 8 June delivery date that suits you best, tick the box, and confirm it"
            )
        )
        == 3
    )
    assert clauses("Basic wash, then pay now") == ["Basic wash", "pay now"]


def test_numbered_steps_are_steps() -> None:
    """ "1. Select Standard at 19:45. 2. Adjust the ticket steppers ... 3. Press Continue": read as
    one action, the 1.5B model's answer ran out of tokens (fresh8 cinema_tickets-0, dev, blind run)."""
    task = "1. Select Standard at 19:45. 2. Adjust the steppers to 2 adults and 1 child. 3. Press Continue."
    assert clauses(task) == [
        "Select Standard at 19:45",
        "Adjust the steppers to 2 adults and 1 child",
        "Press Continue",
    ]
    assert is_compound(task)
    assert clauses("Step 1) Change If to Subject\nStep 2) Create filter") == [
        "Change If to Subject",
        "Create filter",
    ]
    # a number inside a step, or quoted, is no step's number
    assert clauses("Set adults to 2. Then click Go") == ["Set adults to 2", "click Go"]
    assert clauses('Enter "1. Intro" in the title') == ['Enter "1. Intro" in the title']
    assert not is_compound("Choose 2) the second option")


def test_numbered_steps_run_together_are_steps_and_joining_verbs_split() -> None:
    """ "1. Click Book on Spin (Thu 18:00) 2. Switch on towel hire 3. Confirm booking", with no stop
    between the steps, was read as one action: eight of the fresh9 set's numbered tasks failed at
    first contact with one click each, and "put Okafor in the name field and join the waitlist" too
    ("join" was no step verb). A number ends a step only in counting order, and not as a value said
    with "to" before it."""
    task = "1. Click Book on Spin (Thu 18:00) 2. Switch on towel hire 3. Confirm booking"
    assert clauses(task) == ["Click Book on Spin (Thu 18:00)", "Switch on towel hire", "Confirm booking"]
    assert (
        without_step_numbers(task) == "Click Book on Spin (Thu 18:00); Switch on towel hire; Confirm booking"
    )
    assert clauses('1. Export 2. Format: "Excel (.xlsx)" 3. Date range: Last 90 days 4. Download') == [
        "Export",
        'Format: "Excel (.xlsx)"',
        "Date range: Last 90 days",
        "Download",
    ]
    portions = "1. Use the portion buttons to set the portions to 2. 2. Tick 'Low salt'. 3. Click 'Save'."
    assert clauses(portions)[0] == "Use the portion buttons to set the portions to 2"
    assert clauses("1. Set the guests to 3 4. Click Save") == [
        "Set the guests to 3 4. Click Save"
    ]  # not in order
    assert clauses("1. Set the service date to 2025-07-02 2. Turn on Collection 3. Click Book service") == [
        "Set the service date to 2025-07-02",
        "Turn on Collection",
        "Click Book service",
    ]
    assert clauses("put Okafor in the name field and join the waitlist") == [
        "put Okafor in the name field",
        "join the waitlist",
    ]


def test_a_sentence_is_a_step_and_a_numbered_step_may_begin_with_a_count() -> None:
    """fresh10 (dev): "Picker is Jamie Ortiz. Record 3 picked ... and complete the pick." was read as
    one action (the act chose the picker and stopped), and "1. Table number 9 2. 3 Margherita pizza
    3. Take the plain Fries off the ticket 4. Make it to go." as one step after the first."""
    assert clauses(
        "Picker is Jamie Ortiz. Record 3 picked for the black cable ties and complete the pick."
    ) == [
        "Picker is Jamie Ortiz",
        "Record 3 picked for the black cable ties",
        "complete the pick",
    ]
    task = "1. Table number 9 2. 3 Margherita pizza 3. Take the plain Fries off the ticket 4. Make it to go."
    assert clauses(task) == [
        "Table number 9",
        "3 Margherita pizza",
        "Take the plain Fries off the ticket",
        "Make it to go",
    ]
    # a title's stop, a decimal and a one-sentence step are no breaks
    assert clauses("Book with Dr. Lee at St. Mary's") == ["Book with Dr. Lee at St. Mary's"]
    assert clauses("Set the rate to 5.4 and save") == ["Set the rate to 5.4", "save"]
    assert not is_compound("Click Save.")


def test_a_sentence_ending_in_a_time_of_day_is_a_step() -> None:
    """fresh18 optician-2 (dev): "... eye test at a quarter past eleven in the morning. My phone number
    is now ..., so update the contact details with that" is read with its time as 11:15, and the
    stop after it ended no sentence: the part naming the eye test then named the phone's opener too,
    and the opener was never clicked."""
    assert clauses(
        "Book a home visit eye test at 11:15. My phone number is now 07700 900654. Then book it."
    ) == [
        "Book a home visit eye test at 11:15",
        "My phone number is now 07700 900654",
        "book it",
    ]
    # a count before the stop is still left to the step numbers
    assert clauses("1. Set the portions to 3 2. Click Save.") == ["Set the portions to 3", "Click Save"]


def test_an_apostrophe_is_no_quote_mark() -> None:
    """'I'll collect it at "Riverside"; my card number is "2900 3320 1894", and ... it's ready' was
    read as one value quoted from the "'" of "I'll" to that of "it's": its values were lost to the
    plan's checks."""
    task = 'Reserve "Moss and Lichen" for me. I\'ll collect it at "Riverside"; my card number is "2900", and it\'s fine'
    assert quoted_values(task) == ["Moss and Lichen", "Riverside", "2900"]
    assert len(clauses(task)) == 3  # the sentence's end and the semicolon outside any quote split it
    assert quoted_values("Type 'Don't panic' as the title and 'O'Brien' as the name") == [
        "Don't panic",
        "O'Brien",
    ]


def test_a_compound_instruction_is_planned_in_one_call_and_performed_in_order(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/compound-form.html", FORM))
    llm = FunctionLLM(fill_and_submit)
    result = act(context(page, llm), 'Enter "Jerald" into the name field and press Submit')

    expect(page.locator("#result")).to_have_text("Jerald/")
    assert len(llm.calls) == 1
    assert llm.calls[0].messages[0].text() == COMPOUND_SYSTEM
    schema = llm.calls[0].output_type.model_json_schema()
    assert "steps" in schema["properties"]
    assert [(a.method, a.arguments, a.description) for a in result.actions] == [
        ("fill", ("Jerald",), "Name textbox"),
        ("click", (), "Submit button"),
    ]
    assert result.action_description == "Name textbox then Submit button"
    assert page.history[-1].llm_calls == 1


def test_a_plan_that_types_into_the_button_is_repaired_before_any_step_runs(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/compound-repair.html", FORM))
    typed: list[str] = []
    page.on("console", lambda m: typed.append(m.text))
    page.evaluate("byId('name').addEventListener('input', e => console.log('typed ' + e.target.value))")
    asked: list[Sequence[Message]] = []

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        asked.append(messages)
        prompt = messages[1].text()
        if len(asked) == 1:  # the password typed into Submit, as a 1.5B model did
            return {
                "steps": [
                    step(line_id(prompt, "Name"), "fill", "ada"),
                    step(line_id(prompt, "Submit"), "fill", "US"),
                ]
            }
        return {
            "steps": [
                step(line_id(prompt, "Name"), "fill", "ada"),
                step(line_id(prompt, "Password"), "fill", "US"),
                step(line_id(prompt, "Submit")),
            ]
        }

    result = act(
        context(page, FunctionLLM(answer)),
        'Type "ada" into Name and "US" into the other field, then click Submit',
    )

    expect(page.locator("#result")).to_have_text("ada/US")
    assert len(asked) == 2
    # The repair request carries the first answer and the problem; nothing was typed before it.
    assert [m.role for m in asked[1]] == ["system", "user", "assistant", "user"]
    assert '"arguments":["US"]' in asked[1][2].text()
    assert "fill cannot be done on a button" in asked[1][3].text()
    assert typed == ["typed ada"]
    assert [a.method for a in result.actions] == ["fill", "fill", "click"]
    assert page.history[-1].llm_calls == 2


LIST = """<!doctype html><title>List</title>
<label>Person <select id=s><option>Vina</option><option>Jerald</option><option>Lumi</option></select></label>
<button onclick="result.textContent = 'chose ' + s.value">Confirm</button><p id=result></p>"""


@pytest.mark.parametrize(
    "answered", ["select_option on the option", "click on the option", "another option", "fill on the select"]
)
def test_a_native_option_is_chosen_on_its_select_whatever_line_the_model_answered(
    page: StagehandPage, site: Site, answered: str
) -> None:
    page.goto(site.add("/compound-list.html", LIST))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[1].text()
        first = {
            "select_option on the option": step(line_id(prompt, "Jerald"), "select_option", "Jerald"),
            "click on the option": step(line_id(prompt, "Jerald")),
            "another option": step(line_id(prompt, "Person"), "select_option", "Lumi"),
            # fill cannot be done on a <select>: the option its value names is chosen
            "fill on the select": step(line_id(prompt, "Person"), "fill", "jerald"),
        }[answered]
        return {"steps": [first, step(line_id(prompt, "Confirm"))]}

    llm = FunctionLLM(answer)
    result = act(context(page, llm), "Choose Jerald in the dropdown, then press Confirm")

    expect(page.locator("#result")).to_have_text("chose Jerald")
    assert len(llm.calls) == 1  # corrected without asking again
    chosen = result.actions[0]
    assert (chosen.method, chosen.arguments, chosen.description) == (
        "select_option",
        ("Jerald",),
        "Person combobox",
    )


def test_a_single_action_keeps_the_single_action_prompt(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/compound-single.html", FORM))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        return {"elementId": line_id(messages[-1].text(), "Reset"), "method": "click", "arguments": []}

    llm = FunctionLLM(answer)
    result = act(context(page, llm), "click the Reset button")
    expect(page.locator("#result")).to_have_text("reset")
    assert len(llm.calls) == 1
    assert llm.calls[0].messages[0].text() == ACT_SYSTEM
    assert "Already done" not in llm.calls[0].prompt_text
    assert [a.description for a in result.actions] == ["Reset button"]


def test_a_step_that_opens_a_dialog_has_the_rest_planned_from_a_fresh_look(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/compound-dialog.html", DIALOG))
    prompts: list[str] = []

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        prompts.append(prompt)
        if '"Confirm"' not in prompt:
            # The dialog is not there yet: a small model often guesses a wrong second step.
            return {"steps": [step(line_id(prompt, "Delete item")), step(line_id(prompt, "Refresh"))]}
        return {"steps": [step(line_id(prompt, "Confirm"))]}

    llm = FunctionLLM(answer)
    result = act(context(page, llm), "Click Delete item, then click Confirm in the dialog")

    expect(page.locator("#result")).to_have_text("deleted")  # not "refreshed": the guess was dropped
    assert len(llm.calls) == 2
    assert "Already done:\n1. click on Delete item button" in prompts[1]
    assert [a.description for a in result.actions] == ["Delete item button", "Confirm button"]


SEATS = """<!doctype html><title>Seats</title>
<button id=seat>Seat 14F</button>
<div id=extras style="display:none"><label>Meal <select id=meal><option>Standard</option>
<option>Kosher meal</option></select></label><button id=done>Confirm seat</button></div><p id=result></p>
<script>
seat.onclick = () => setTimeout(() => { extras.style.display = 'block'; }, 500);
done.onclick = () => { result.textContent = 'seat 14F, ' + meal.value; };
</script>"""


def test_controls_shown_by_a_style_after_a_click_are_planned_on(page: StagehandPage, site: Site) -> None:
    # The meal select and Confirm exist from the start but are hidden: no element is added when they
    # are shown, 500 ms after the click. The plan ran out with a part left; the act looks again.
    page.goto(site.add("/compound-seats.html", SEATS))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        if '"Confirm seat"' not in prompt:
            return {"steps": [step(line_id(prompt, "Seat 14F"))]}
        return {
            "steps": [
                step(line_id(prompt, "Meal"), "select_option", "Kosher meal"),
                step(line_id(prompt, "Confirm seat")),
            ]
        }

    llm = FunctionLLM(answer)
    act(context(page, llm), 'select seat "14F" with a kosher meal, then confirm seat')
    expect(page.locator("#result")).to_have_text("seat 14F, Kosher meal")
    assert len(llm.calls) == 2


APPOINTMENT = """<!doctype html><title>Appointment</title>
<label><input type=checkbox id=ok> I confirm these details are correct</label>
<button id=callback>Request a callback</button>
<button id=request style="display:none">Request appointment</button><p id=result></p>
<script>
ok.onchange = () => setTimeout(() => { request.style.display = ok.checked ? 'inline' : 'none'; }, 300);
callback.onclick = () => { result.textContent = 'callback requested'; };
request.onclick = () => { result.textContent = 'appointment requested'; };
</script>"""


def test_a_control_a_step_shows_by_a_style_has_the_rest_planned_from_a_fresh_look(
    page: StagehandPage, site: Site
) -> None:
    # Ticking the box shows "Request appointment" (hidden, not added) 300 ms later; the model, not
    # seeing it, planned the look-alike next. The rest is planned again once the control is shown.
    page.goto(site.add("/compound-appointment.html", APPOINTMENT))
    prompts: list[str] = []

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        prompts.append(prompt)
        if '"Request appointment"' not in prompt:
            return {
                "steps": [
                    step(line_id(prompt, "I confirm these details are correct"), "check"),
                    step(line_id(prompt, "Request a callback")),
                ]
            }
        return {"steps": [step(line_id(prompt, "Request appointment"))]}

    llm = FunctionLLM(answer)
    act(context(page, llm), "Tick the confirmation box and click Request appointment")
    expect(page.locator("#result")).to_have_text("appointment requested")
    assert len(llm.calls) == 2
    assert "Already done:\n1. check" in prompts[1]


SETTINGS_TABS = """<!doctype html><title>Settings</title>
<div role=tablist><button role=tab id=tp aria-controls=pp aria-selected=true>Profile</button>
<button role=tab id=tn aria-controls=pn aria-selected=false>Notifications</button></div>
<div role=tabpanel id=pp><label>Language <select id=lang><option>English</option><option>Deutsch</option></select></label></div>
<div role=tabpanel id=pn hidden><label>Mentions <input type=checkbox id=mentions checked></label>
<label>Digest frequency <select id=freq><option>Weekly</option><option>Never</option></select></label></div>
<button id=save>Save changes</button><p id=result></p>
<script>
for (const tab of document.querySelectorAll('[role=tab]')) tab.onclick = () => {
  for (const other of document.querySelectorAll('[role=tab]')) {
    other.setAttribute('aria-selected', String(other === tab));
    document.getElementById(other.getAttribute('aria-controls')).hidden = other !== tab;
  }
};
save.onclick = () => { result.textContent = `${lang.value}, mentions ${mentions.checked ? 'on' : 'off'}, ${freq.value}`; };
</script>"""


def test_a_part_about_a_hidden_tab_s_panel_opens_that_tab_first(page: StagehandPage, site: Site) -> None:
    """Profile shown; the switch and the digest are on the Notifications panel, which the snapshot
    skips. The 1.5B model chose "Never" on the Language select it could see (fresh7 settings-0, dev):
    the tab whose hidden panel holds "digest" and "never" is clicked first, and the rest is planned
    on its controls."""
    page.goto(site.add("/compound-settings.html", SETTINGS_TABS))
    prompts: list[str] = []

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        prompts.append(prompt)
        if '"Digest frequency"' not in prompt:
            return {
                "steps": [
                    step(line_id(prompt, "Language"), "select_option", "Never"),
                    step(line_id(prompt, "Save changes")),
                ]
            }
        return {
            "steps": [
                step(line_id(prompt, "Mentions"), "uncheck"),
                step(line_id(prompt, "Digest frequency"), "select_option", "Never"),
                step(line_id(prompt, "Save changes")),
            ]
        }

    llm = FunctionLLM(answer)
    result = act(context(page, llm), "turn off mentions and set the digest to never, then save")

    expect(page.locator("#result")).to_have_text("English, mentions off, Never")
    assert len(llm.calls) == 2
    assert [a.description for a in result.actions] == [
        "Notifications tab",
        "Mentions checkbox",
        "Digest frequency combobox",
        "Save changes button",
    ]
    assert "Already done:\n1. click on Notifications tab" in prompts[1]


SHIPPING = """<!doctype html><title>Delivery</title>
<label>Full name <input id=name value="Marta Novak"></label>
<label>Address <input id=billing value="21 Park Row, Brighton"></label>
<label><input type=checkbox id=same checked> Ship to my billing address</label>
<div id=other hidden><label>Shipping address <input id=ship></label>
<label>Recipient name (optional) <input id=who></label></div>
<label>Delivery instructions <input id=notes></label>
<button id=go>Continue to payment</button><p id=result></p>
<script>
same.onchange = () => { other.hidden = same.checked; };
go.onclick = () => {
  result.textContent = same.checked ? `to billing (${billing.value})` : `to ${ship.value} for ${who.value}`;
};
</script>"""


def test_values_for_the_fields_a_box_hides_untick_it_first(page: StagehandPage, site: Site) -> None:
    """ "Ship to a different address: ..., recipient Hannah Weiss": the shipping fields are hidden
    while "Ship to my billing address" is ticked, and the 1.5B model typed the address into the
    billing Address and the name into Delivery instructions (fresh7 shipping-2, dev). The box whose
    hidden fields hold "recipient" is clicked first; the rest is planned on the fields it shows."""
    page.goto(site.add("/compound-shipping.html", SHIPPING))
    prompts: list[str] = []

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        prompts.append(prompt)
        if '"Shipping address"' not in prompt:
            return {
                "steps": [
                    step(line_id(prompt, "Address"), "type", "3 Abbey Close, Bath"),
                    step(line_id(prompt, "Delivery instructions"), "type", "Hannah Weiss"),
                    step(line_id(prompt, "Continue to payment")),
                ]
            }
        return {
            "steps": [
                step(line_id(prompt, "Shipping address"), "fill", "3 Abbey Close, Bath"),
                step(line_id(prompt, "Recipient name (optional)"), "fill", "Hannah Weiss"),
                step(line_id(prompt, "Continue to payment")),
            ]
        }

    llm = FunctionLLM(answer)
    act(
        context(page, llm),
        'Ship to a different address: "3 Abbey Close, Bath", recipient Hannah Weiss, then click Continue to payment',
    )

    expect(page.locator("#result")).to_have_text("to 3 Abbey Close, Bath for Hannah Weiss")
    expect(page.locator("#billing")).to_have_value("21 Park Row, Brighton")
    assert len(llm.calls) == 2
    assert "Already done:\n1. click on Ship to my billing address" in prompts[1]


def test_a_part_before_the_hidden_panel_s_part_is_done_before_its_tab_opens(
    page: StagehandPage, site: Site
) -> None:
    """ "Choose Deutsch as the language, then set the digest to never and save": the Language choice
    is on the panel shown, so it stays before the Notifications tab's click, which hides it."""
    page.goto(site.add("/compound-settings-2.html", SETTINGS_TABS))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        if '"Digest frequency"' not in prompt:
            return {
                "steps": [
                    step(line_id(prompt, "Language"), "select_option", "Deutsch"),
                    step(line_id(prompt, "Language"), "select_option", "Never"),
                    step(line_id(prompt, "Save changes")),
                ]
            }
        return {
            "steps": [
                step(line_id(prompt, "Digest frequency"), "select_option", "Never"),
                step(line_id(prompt, "Save changes")),
            ]
        }

    act(
        context(page, FunctionLLM(answer)),
        "Choose Deutsch as the language, then set the digest to never and save",
    )

    expect(page.locator("#result")).to_have_text("Deutsch, mentions on, Never")


def test_re_plans_are_bounded(page: StagehandPage, site: Site) -> None:
    """A page where every click adds a new button: at most two re-plans, then the plan is followed."""
    page.goto(
        site.add(
            "/compound-grow.html",
            "<p id=result></p><button id=b0 onclick='grow(this)'>Go 0</button><script>let n = 0;"
            "function grow(b){ n++; result.textContent = String(n); const c = document.createElement('button');"
            "c.textContent = 'Go ' + n; c.onclick = () => grow(c); document.body.append(c); }</script>",
        )
    )

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        last = [line for line in prompt.splitlines() if line.startswith("[")][-1]
        element = last.split("]")[0].lstrip("[")
        return {"steps": [step(element), step(element), step(element), step(element)]}

    llm = FunctionLLM(answer)
    act(context(page, llm), "click Go, then click Go, then click Go, then click Go")
    assert len(llm.calls) == 3  # the first plan and two re-plans


def test_variables_work_in_every_step_and_never_reach_the_model(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/compound-vars.html", FORM))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {
            "steps": [
                step(line_id(prompt, "Name"), "fill", "%user%"),
                step(line_id(prompt, "Password"), "fill", "%pw%"),
                step(line_id(prompt, "Submit")),
            ]
        }

    llm = FunctionLLM(answer)
    result = act(
        context(page, llm),
        "Type %user% into Name and %pw% into Password, then click Submit",
        variables={"user": "ada", "pw": "s3cret-value"},
    )
    expect(page.locator("#result")).to_have_text("ada/s3cret-value")
    assert "%user%" in llm.calls[0].prompt_text
    assert "s3cret-value" not in llm.calls[0].prompt_text + repr(page.history) + repr(result)
    assert [a.arguments for a in result.actions] == [("%user%",), ("%pw%",), ()]


def test_a_step_with_no_element_on_the_page_names_it_and_the_steps_done(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/compound-missing.html", BUTTONS))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        if "Already done" in prompt:
            return {"steps": []}  # nothing on the page is FOUR
        return {"steps": [step(line_id(prompt, "ONE"))]}

    llm = FunctionLLM(answer)
    with pytest.raises(ActError) as raised:
        act(context(page, llm), "Click ONE, then click FOUR")
    message = str(raised.value)
    assert "step 2 ('click FOUR')" in message
    assert "steps already done: 1. click ONE button" in message
    assert [a.description for a in raised.value.completed] == ["ONE button"]  # type: ignore[attr-defined]
    expect(page.locator("#result")).to_have_text("ONE")

    result = act(context(page, FunctionLLM(answer)), "Click ONE, then click FOUR", raise_on_failure=False)
    assert not result.success
    assert [a.description for a in result.actions] == ["ONE button"]


def test_the_part_that_went_undone_is_named_not_the_next_in_order(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/compound-missing-first.html", BUTTONS))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        if "Already done" in prompt:
            return {"steps": []}
        return {"steps": [step(line_id(prompt, "ONE"))]}  # the second part done, the first not

    with pytest.raises(ActError) as raised:
        act(context(page, FunctionLLM(answer)), "Click FOUR, then click ONE")
    message = str(raised.value)
    assert "step 2 ('Click FOUR') could not be done" in message
    assert "steps already done: 1. click ONE button" in message


def test_a_failing_step_names_itself_and_the_steps_before_it(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/compound-fail.html", FORM))

    asked: list[str] = []

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        asked.append(messages[-1].text())
        prompt = messages[1].text()
        # "fill" on the button cannot be done (and self-heal is off here); the model insists.
        return {
            "steps": [
                step(line_id(prompt, "Name"), "fill", "Ada"),
                step(line_id(prompt, "Submit"), "fill", "x"),
            ]
        }

    with pytest.raises(ActError) as raised:
        act(context(page, FunctionLLM(answer)), "Type Ada into Name and fill Submit with x", self_heal=False)
    message = str(raised.value)
    assert "step 2 of 2 (fill Submit button) failed" in message
    assert "steps already done: 1. fill Name textbox" in message
    # The mistake was seen before anything ran, and the model was asked once to repair it.
    assert len(asked) == 2
    assert asked[1].startswith("These steps cannot be right:\n- step 2 (fill 'x' on [")
    assert "fill cannot be done on a button" in asked[1]


DISABLED_SEND = """<!doctype html><title>Send</title>
<label>Name <input id=name></label> <button id=send disabled>Send</button>"""


def test_a_step_on_an_element_that_stays_disabled_waits_the_step_bound_not_the_act_timeout(
    page: StagehandPage, site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The instruction names the disabled button in full, so the plan check keeps the click; each of the
    # step's two tries (and the heal's look between them) waits at most the compound step bound.
    # (the package's ``act`` is the function; the module is looked up by name)
    monkeypatch.setattr(import_module("pytest_stagehand.pipelines.act"), "COMPOUND_ELEMENT_WAIT_MS", 1500.0)
    page.goto(site.add("/compound-disabled.html", DISABLED_SEND))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[1].text()
        if "steps" in output_type.model_fields:
            return {"steps": [step(line_id(prompt, "Name"), "fill", "Ada"), step(line_id(prompt, "Send"))]}
        return {"elementId": line_id(prompt, "Send"), "method": "click", "arguments": []}

    llm = FunctionLLM(answer)
    with pytest.raises(ActError) as raised:
        # An act timeout of ten minutes: were the step unbounded, this test would wait it out.
        act(context(page, llm), "Type Ada into Name and click the Send button", timeout_ms=600_000)
    message = str(raised.value)
    assert "step 2 of 2 (click Send button) failed" in message
    # Playwright's own timeout, the step bound's share, not the act's (1.5 s: a fill under a loaded
    # machine's two cores took more than the 400 ms this bound was before)
    assert re.search(r"Timeout 1\d{0,3}ms", message)
    assert "steps already done: 1. fill Name textbox" in message
    assert [a.arguments for a in raised.value.completed if isinstance(a, Action)] == [("Ada",)]
    expect(page.locator("#name")).to_have_value("Ada")
    assert len(llm.calls) == 2  # the plan, and the heal's one look


def test_an_observed_plan_s_step_on_a_disabled_element_waits_the_step_bound(
    page: StagehandPage, site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(import_module("pytest_stagehand.pipelines.act"), "COMPOUND_ELEMENT_WAIT_MS", 1500.0)
    page.goto(site.add("/observed-disabled.html", DISABLED_SEND))
    plan = [
        Action(
            selector="xpath=//input[@id='name']",
            description="Name textbox",
            method="fill",
            arguments=("Ada",),
        ),
        Action(selector="xpath=//button[@id='send']", description="Send button", method="click"),
    ]
    none = ScriptedLLM([])
    with pytest.raises(ActError) as raised:
        act(context(page, none), plan, timeout_ms=600_000)  # unbounded, it would wait ten minutes
    message = str(raised.value)
    assert "step 2 of 2" in message
    assert re.search(r"Timeout 1\d{0,3}ms", message)
    expect(page.locator("#name")).to_have_value("Ada")
    assert none.calls == []


def test_a_replayed_compound_act_s_step_waits_the_step_bound(
    page: StagehandPage, site: Site, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = site.add("/replay-disabled.html", DISABLED_SEND.replace(" disabled>", ">"))
    page.goto(url)

    def fill_and_send(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {"steps": [step(line_id(prompt, "Name"), "fill", "Ada"), step(line_id(prompt, "Send"))]}

    instruction = "Type Ada into Name and click the Send button"
    runtime = start_run(page, tmp_path, "auto", FunctionLLM(fill_and_send))
    page.act(instruction)
    assert runtime.finish(passed=True) == 1

    # The same page, its Send button now disabled: the stored step finds it and waits the bound.
    monkeypatch.setattr(import_module("pytest_stagehand.pipelines.act"), "COMPOUND_ELEMENT_WAIT_MS", 1500.0)
    page.goto(url)
    page.evaluate("document.querySelector('#send').disabled = true")
    start_run(page, tmp_path, "replay", ScriptedLLM([]))
    with pytest.raises(ActError) as raised:
        page.act(instruction, timeout=600_000)
    assert re.search(r"Timeout 1\d{0,3}ms", str(raised.value))
    expect(page.locator("#name")).to_have_value("Ada")


def test_more_than_ten_steps_is_refused_before_any_call(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/compound-long.html", BUTTONS))
    llm = ScriptedLLM([])
    instruction = ", then ".join(["click ONE"] * 11)
    with pytest.raises(TooManyStepsError, match=r"at most 10 .* agent"):
        act(context(page, llm), instruction)
    assert llm.calls == []


def test_observe_returns_the_plan_and_act_runs_it_with_no_llm_call(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/compound-observe.html", FORM))
    llm = FunctionLLM(fill_and_submit)
    plan = observe(context(page, llm), 'Enter "Jerald" into the name field and press Submit')
    assert [(a.method, a.arguments) for a in plan] == [("fill", ("Jerald",)), ("click", ())]
    expect(page.locator("#result")).to_have_text("")  # observed, not performed

    none = ScriptedLLM([])
    result = act(context(page, none), plan)
    expect(page.locator("#result")).to_have_text("Jerald/")
    assert none.calls == []
    assert result.actions == tuple(plan)
    assert isinstance(result.actions[0], Action)


def start_run(page: StagehandPage, root: Path, mode: CacheModeName, llm: object) -> StagehandRuntime:
    runtime = StagehandRuntime(
        settings=Settings(cache=CacheMode(mode)),
        test_id="tests/test_x.py::test_x",
        test_file="tests/test_x.py",
        test_name="test_x",
        store=CacheStore(root, mode),
    )
    runtime.llm = llm  # type: ignore[assignment]
    page._stagehand = runtime
    return runtime


def test_a_compound_act_is_cached_as_its_steps_and_replayed_with_no_call(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = site.add("/compound-cache.html", FORM)
    page.goto(url)
    recorder = FunctionLLM(fill_and_submit)
    runtime = start_run(page, tmp_path, "auto", recorder)
    page.act('Enter "Jerald" into the name field and press Submit')
    assert runtime.finish(passed=True) == 1

    page.goto(url)
    start_run(page, tmp_path, "replay", ScriptedLLM([]))
    result = page.act('Enter "Jerald" into the name field and press Submit')
    assert result.from_cache
    assert [a.method for a in result.actions] == ["fill", "click"]
    expect(page.locator("#result")).to_have_text("Jerald/")


def test_a_partial_replay_asks_only_for_the_remaining_steps(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = site.add("/compound-partial.html", BUTTONS)
    page.goto(url)

    def three(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {"steps": [step(line_id(prompt, w)) for w in ("ONE", "TWO", "THREE")]}

    runtime = start_run(page, tmp_path, "auto", FunctionLLM(three))
    page.act("Click ONE, then TWO, then THREE")
    assert runtime.finish(passed=True) == 1

    # TWO and THREE were redone as links with new names, beyond any fingerprint heal: ONE replays,
    # the model plans the rest (once, from the page as it is after ONE).
    page.goto(url)
    page.evaluate(
        "for (const [old, name] of [['TWO', 'Second'], ['THREE', 'Third']]) {"
        " const b = [...document.querySelectorAll('button')].find(b => b.textContent === old); b.remove();"
        " const a = document.createElement('a'); a.href = '#'; a.textContent = name;"
        " a.onclick = () => result.textContent = (result.textContent + ' ' + old).trim(); document.body.append(a); }"
    )
    rest_prompts: list[str] = []

    def rest(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        rest_prompts.append(prompt)
        return {"steps": [step(line_id(prompt, name)) for name in ("Second", "Third")]}

    start_run(page, tmp_path, "auto", FunctionLLM(rest))
    result = page.act("Click ONE, then TWO, then THREE")
    expect(page.locator("#result")).to_have_text("ONE TWO THREE")
    assert len(rest_prompts) == 1
    assert "Already done:\n1. click on ONE button" in rest_prompts[0]
    assert result.actions[0].description == "ONE button"
    assert len(result.actions) == 3


@pytest.mark.parametrize(
    ("instruction", "compound"),
    [
        ("Search for umbrella", True),
        ("search lamp", True),
        ('Create an account with name "Hugo Berg", e-mail "hugo@example.com" and password "pw"', True),
        ("Enter Jerald into the name field and press Submit", True),
        ('Type "hello" into "Message"', True),  # planned as steps, done as one: same actions
        ('Click "Save"', False),
        ("Click the Search button", False),
        ("Select Bobine from the list", False),
    ],
)
def test_a_clause_with_several_quoted_values_or_a_search_is_compound(
    instruction: str, compound: bool
) -> None:
    assert is_compound(instruction) is compound


def test_a_plan_running_far_past_its_instruction_is_refused_as_the_models(
    page: StagehandPage, site: Site
) -> None:
    """Two parts, eleven planned steps: the refusal says the plan ran on, not that the tester asked
    for eleven actions."""
    items = "".join(f"<button>Item {n}</button>" for n in range(10))
    page.goto(site.add("/compound-runaway.html", items + "<button>Done</button>"))

    def every_element(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        lines = [line for line in messages[-1].text().splitlines() if line.startswith("[")]
        return {"steps": [step(line.split("]")[0].lstrip("[")) for line in lines]}

    with pytest.raises(TooManyStepsError, match=r"the model planned 11 actions for an instruction of 2 part"):
        act(context(page, FunctionLLM(every_element)), "Click every item, then click Done")


def test_clicks_in_a_row_on_one_stepper_button_are_one_action_of_the_bound(
    page: StagehandPage, site: Site
) -> None:
    """ "Lower 6x4 glossy to 6" from 12 is six clicks on its minus button: a plan of 4 parts that
    came to 11 steps so was refused (fresh11 photoprint-2, dev)."""
    page.goto(
        site.add(
            "/compound-stepper.html",
            "<span id=l>Prints</span>"
            "<button aria-label='Decrease Prints' onclick=\"n.textContent=+n.textContent-1\">−</button>"
            "<span id=n aria-labelledby=l>12</span><button aria-label='Increase Prints'>+</button>"
            "<select aria-label=Delivery><option>Collect</option><option>Post</option></select>"
            '<button onclick="done.textContent=n.textContent">Add to basket</button><p id=done></p>',
        )
    )

    def choose_and_add(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        text = messages[-1].text()
        delivery = re.search(r"\[([0-9-]+)\] combobox \"Delivery\"", text)
        add = re.search(r"\[([0-9-]+)\] button \"Add to basket\"", text)
        assert delivery
        assert add
        return {"steps": [step(delivery[1], "select_option", "Post"), step(add[1])]}

    act(
        context(page, FunctionLLM(choose_and_add)),
        "Lower the prints to 3, choose Post, then click Add to basket",
    )
    expect(page.locator("#done")).to_have_text("3")


def test_common_step_verbs_after_and_start_a_step() -> None:
    assert clauses("type SPRING20 as the promo code and apply it") == [
        "type SPRING20 as the promo code",
        "apply it",
    ]
    assert clauses("Enter Jo as the name and send the form") == ["Enter Jo as the name", "send the form"]


def test_a_whole_task_s_long_plan_is_cut_to_the_bound_not_refused(page: StagehandPage, site: Site) -> None:
    """An agent's first pass spans pages and looks: one look's plan past MAX_STEPS is cut to it (an
    11-step plan for a transfer form was refused, and the first pass with it)."""
    items = "".join(f"<button onclick='log.textContent += \"{n}\"'>Item {n}</button>" for n in range(10))
    page.goto(site.add("/compound-long-whole.html", items + "<button>Done</button><p id=log></p>"))

    def every_element(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        lines = [line for line in messages[-1].text().splitlines() if line.startswith("[")]
        return {"values": [], "steps": [step(line.split("]")[0].lstrip("[")) for line in lines]}

    result = act(
        context(page, FunctionLLM(every_element)),
        "Click every item, then click Done",
        whole_task=True,
        raise_on_failure=False,
    )
    assert result.success, result.message
    # ten steps, then a look (a plan as long as the bound may go on) that plans Done
    assert [a.description for a in result.actions] == [
        *(f"Item {n} button" for n in range(10)),
        "Done button",
    ]
    expect(page.locator("#log")).to_have_text("0123456789")


STEPPER = """<!doctype html><title>Bike</title>
<div role=group aria-label="Rental length"><button id=less aria-label="Fewer hours" disabled>−</button>
<span role=status id=hours>1 hour</span><button id=more aria-label="More hours">+</button></div>
<label><input type=radio name=bike checked> City bike ($4 per hour)</label>
<label><input type=radio name=bike> E-bike ($9 per hour)</label>
<button id=go>Reserve</button><p id=result></p>
<script>let n=1;const show=()=>{hours.textContent=n+(n==1?' hour':' hours');less.disabled=n==1};
more.onclick=()=>{n++;show()};less.onclick=()=>{n--;show()};
go.onclick=()=>{result.textContent=document.querySelector('input:checked').parentNode.textContent.trim()+', '+hours.textContent}</script>"""


def test_a_count_set_on_a_stepper_clicks_its_button_as_often_as_the_count_differs(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/compound-stepper.html", STEPPER))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        # As the 1.5B model answered: "+" once, and a click on a radio nobody asked for.
        return {
            "steps": [
                step(line_id(prompt, "More hours")),
                step(line_id(prompt, "E-bike ($9 per hour)")),
                step(line_id(prompt, "Reserve")),
            ]
        }

    result = act(context(page, FunctionLLM(answer)), "Set the rental to 3 hours and click Reserve")
    expect(page.locator("#result")).to_have_text("City bike ($4 per hour), 3 hours")
    assert [a.description for a in result.actions] == [
        "More hours button",
        "More hours button",
        "Reserve button",
    ]


PORTIONS = """<!doctype html><title>Soup</title><h1>Tomato soup</h1>
<p>Serves 4 as written.</p><span>Portions</span>
<button id=less aria-label="Fewer portions">−</button><span role=status aria-label=Portions id=n>4</span>
<button id=more aria-label="More portions">+</button>
<button onclick="result.textContent = 'listed'">Add to shopping list</button>
<button id=save>Save</button><p id=result></p>
<script>let n=4;less.onclick=()=>{n--;document.getElementById('n').textContent=n};
more.onclick=()=>{n++;document.getElementById('n').textContent=n};
save.onclick=()=>{result.textContent='saved '+n}</script>"""


@pytest.mark.parametrize(
    ("instruction", "whole_task", "saved"),
    [
        ("Set the portions to 7 and save", False, "saved 7"),
        ("Make sure the soup is saved scaled to 2 portions", True, "saved 2"),
        ('Set the portions to "6" and then save', True, "saved 6"),
    ],
)
def test_a_bare_count_beside_its_buttons_is_a_stepper_set_to_the_count_the_task_says(
    page: StagehandPage, site: Site, instruction: str, whole_task: bool, saved: str
) -> None:
    """A bare "4" in a status named Portions, between "Fewer portions" and "More portions" that no
    group holds (an "Add to shopping list" beside them): the 1.5B model clicked "+" once for "scale
    to 12 servings", in an agent's first pass as in an act."""
    page.goto(site.add("/compound-portions.html", PORTIONS))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {
            "values": [],
            "steps": [step(line_id(prompt, "More portions")), step(line_id(prompt, "Save"))],
        }

    result = act(context(page, FunctionLLM(answer)), instruction, whole_task=whole_task)
    expect(page.locator("#result")).to_have_text(saved)
    assert result.actions[-1].description == "Save button"


SCALES = (
    """<!doctype html><title>Survey</title><form onsubmit="event.preventDefault();
result.textContent = [...new FormData(this)].map(([k, v]) => k + '=' + v).join(' ')">
<fieldset><legend>Overall, how satisfied are you with Brightline? (1 = very unhappy, 5 = very happy)</legend>
"""
    + "".join(f"<label><input type=radio name=overall value={n}>{n}</label>" for n in range(1, 6))
    + """
</fieldset><fieldset><legend>How easy was it to get your problem solved?</legend>
"""
    + "".join(f"<label><input type=radio name=ease value={n}>{n}</label>" for n in range(1, 6))
    + """
</fieldset><button>Submit answers</button></form><p id=result></p>"""
)


@pytest.mark.parametrize("whole_task", [False, True])
def test_each_rating_scale_keeps_the_one_value_the_part_naming_it_says(
    page: StagehandPage, site: Site, whole_task: bool
) -> None:
    """Two 1-5 scales: the 1.5B model clicked both values in both groups (the last click in a group
    wins, so the answers came out swapped). "5 out of 5": the second 5 is the scale."""
    page.goto(site.add("/compound-scales.html", SCALES))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        radios = [
            line.split("]")[0].lstrip("[") for line in messages[-1].text().splitlines() if " radio " in line
        ]
        overall, ease = radios[:5], radios[5:]
        return {
            "values": [],
            "steps": [
                step(ease[4]),
                step(overall[1]),
                step(overall[4]),
                step(ease[1]),
                step(line_id(messages[-1].text(), "Submit answers")),
            ],
        }

    task = "Rate overall satisfaction 2 out of 5, ease of getting the problem solved 5 out of 5, and submit"
    act(context(page, FunctionLLM(answer)), task, whole_task=whole_task)
    expect(page.locator("#result")).to_have_text("overall=2 ease=5")


TICKET = """<!doctype html><title>Support</title><nav><a href="/status">System status</a>
<a href="/help">Help</a></nav><form onsubmit="event.preventDefault(); result.textContent =
[...new FormData(this)].map(([k, v]) => k + '=' + v).join(' ')">
<label>Subject <input name=subject></label>
<label>Category <select name=category><option>Choose</option><option>Billing</option>
<option>Technical problem</option><option>Feature request</option></select></label>
<label><input type=checkbox name=logs> Include system logs</label>
<button>Submit request</button></form><p id=result></p>"""


def test_a_whole_task_chooses_the_one_option_it_says_and_follows_no_link_it_only_seems_to_name(
    page: StagehandPage, site: Site
) -> None:
    """As the 1.5B model planned a support request: every Category option in turn, then the System
    status link ("system" is the logs box's word) and the Help link (a word of the subject)."""
    page.goto(site.add("/compound-ticket.html", TICKET))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        category = line_id(prompt, "Category")
        return {
            "values": [],
            "steps": [
                step(line_id(prompt, "Subject"), "fill", "Cannot find help for exports"),
                *(
                    step(category, "select_option", o)
                    for o in ("Technical problem", "Billing", "Feature request")
                ),
                step(line_id(prompt, "Submit request")),
                step(line_id(prompt, "System status")),
                step(line_id(prompt, "Help")),
            ],
        }

    task = (
        "Send a support request with the subject 'Cannot find help for exports' as a Technical problem, "
        "with system logs not included"
    )
    result = act(context(page, FunctionLLM(answer)), task, whole_task=True)
    expect(page.locator("#result")).to_have_text(
        "subject=Cannot find help for exports category=Technical problem"
    )
    assert [a.description for a in result.actions] == [
        "Subject textbox",
        "Category combobox",
        "Submit request button",
    ]
    assert page.url.endswith("/compound-ticket.html")


@pytest.mark.parametrize(
    ("whole_task", "task"),
    [
        (True, "Send a support request titled 'Printer jam', and do not keep the email updates"),
        (False, "Type 'Printer jam' as the subject, turn email updates off and click Submit request"),
    ],
)
def test_a_ticked_box_the_task_says_off_is_unticked_before_the_form_is_sent(
    page: StagehandPage, site: Site, whole_task: bool, task: str
) -> None:
    """The 1.5B model sent a support request with its pre-ticked updates box left on, though the
    task said to turn the updates off."""
    updates = "<label><input type=checkbox name=updates checked> Email me when there is an update</label>"
    page.goto(site.add("/compound-ticket-updates.html", TICKET.replace("<button>", updates + "<button>")))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {
            "values": [],
            "steps": [
                step(line_id(prompt, "Subject"), "fill", "Printer jam"),
                step(line_id(prompt, "Submit request")),
            ],
        }

    result = act(context(page, FunctionLLM(answer)), task, whole_task=whole_task)
    expect(page.locator("#result")).to_have_text("subject=Printer jam category=Choose")
    assert [a.description for a in result.actions] == [
        "Subject textbox",
        "Email me when there is an update checkbox",
        "Submit request button",
    ]


def test_a_whole_task_in_numbered_steps_sets_its_stepper_and_ticks_the_box_it_names(
    page: StagehandPage, site: Site
) -> None:
    """An agent's first pass on "1. Use the servings buttons to set the servings to 2. 2. ... 3. Tick
    'Round to kitchen-friendly amounts'. ...": the 1.5B model clicked "+" once and ticked nothing."""
    box = "<label><input type=checkbox id=salt> Low salt</label>"
    page.goto(
        site.add(
            "/compound-portions-box.html", PORTIONS.replace("<button id=save>", box + "<button id=save>")
        )
    )

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {
            "values": [],
            "steps": [step(line_id(prompt, "More portions")), step(line_id(prompt, "Save"))],
        }

    task = "1. Use the portion buttons to set the portions to 2. 2. Tick 'Low salt'. 3. Click 'Save'."
    result = act(context(page, FunctionLLM(answer)), task, whole_task=True)
    expect(page.locator("#result")).to_have_text("saved 2")
    expect(page.locator("#salt")).to_be_checked()
    assert [a.description for a in result.actions][-2:] == ["Low salt checkbox", "Save button"]


def test_a_whole_task_chooses_the_option_it_says_and_ends_on_the_button_its_last_step_names(
    page: StagehandPage, site: Site
) -> None:
    """Asked to save a recipe to "my 'Party food' collection", the 1.5B model clicked the collection
    select, chose two options the task never says, and did not save."""
    collection = (
        "<label>Collection <select id=col><option>Favourites</option><option>Weeknight dinners</option>"
        "<option>Party food</option></select></label>"
    )
    body = PORTIONS.replace("<button id=save>", collection + "<button id=save>").replace(
        "'saved '+n", "'saved '+n+' to '+col.value"
    )
    page.goto(site.add("/compound-portions-collection.html", body))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        col = line_id(prompt, "Collection")
        return {
            "values": [],
            "steps": [
                step(col),
                step(col, "select_option", "Favourites"),
                step(col, "select_option", "Weeknight dinners"),
            ],
        }

    task = 'Make it 4 portions and save the soup to my "Party food" collection.'
    result = act(context(page, FunctionLLM(answer)), task, whole_task=True)
    expect(page.locator("#result")).to_have_text("saved 4 to Party food")
    assert [a.description for a in result.actions] == ["Collection combobox", "Save button"]


def test_a_whole_task_opens_the_comment_box_it_typed_into_and_answers_the_scales_it_left_out(
    page: StagehandPage, site: Site
) -> None:
    """The 1.5B model's first pass at a survey: the comment typed into the "Add a comment" button that
    opens its box, and neither rating scale chosen ("I'd give "5" overall": the quote after "I'd" is
    the value's, not one opened by the apostrophe)."""
    opener = (
        "<button type=button id=add-comment>Add a comment</button><script>const add ="
        " document.getElementById('add-comment'); add.onclick = () => { add.insertAdjacentHTML('afterend',"
        " '<label>Your comment <textarea name=comment></textarea></label>'); add.remove() }</script>"
    )
    page.goto(site.add("/compound-survey.html", SCALES.replace("<button>Submit", opener + "<button>Submit")))
    calls: list[str] = []

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        calls.append(prompt)
        if len(calls) == 1:
            return {
                "values": [],
                "steps": [step(line_id(prompt, "Add a comment"), "type", "Quick and clear")],
            }
        return {"values": [], "steps": [step(line_id(prompt, "Your comment"), "fill", "Quick and clear")]}

    task = """I'd give "5" overall and "4" for how easy it was to get the problem solved, add the comment "Quick and clear", then submit."""
    act(context(page, FunctionLLM(answer)), task, whole_task=True)
    expect(page.locator("#result")).to_have_text("overall=5 ease=4 comment=Quick and clear")
    assert len(calls) == 2  # the look after the box opened planned the typing


HOLD = """<!doctype html><title>Hold</title><form onsubmit="event.preventDefault(); result.textContent =
[...new FormData(this)].map(([k, v]) => k + '=' + v).join(' ')">
<label>Pick up at <select name=branch><option>Central Library</option><option>Northside</option>
<option>Eastgate</option></select></label>
<label>Contact by <select name=contact><option>Phone</option><option>Email</option></select></label>
<label>Library card number <input name=card></label><button>Place hold</button></form><p id=result></p>"""


def test_a_whole_task_chooses_the_option_a_part_naming_its_select_says_when_no_step_does(
    page: StagehandPage, site: Site
) -> None:
    """ "2. Choose Eastgate as the pick-up branch": the 1.5B model typed the card number and placed
    the hold at the branch shown. "Email" said elsewhere ("email me when it is ready") names no
    choice on Contact by."""
    page.goto(site.add("/compound-hold.html", HOLD))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {
            "values": [],
            "steps": [
                step(line_id(prompt, "Library card number"), "fill", "2900"),
                step(line_id(prompt, "Place hold")),
            ],
        }

    task = "1. Choose Eastgate as the pick-up branch. 2. Enter card 2900, email me when it is ready and place the hold."
    result = act(context(page, FunctionLLM(answer)), task, whole_task=True)
    expect(page.locator("#result")).to_have_text("branch=Eastgate contact=Phone card=2900")
    assert [a.description for a in result.actions][-1] == "Place hold button"


TRANSFER = """<!doctype html><title>Transfer</title><form onsubmit="event.preventDefault(); result.textContent =
[...new FormData(this)].map(([k, v]) => k + '=' + v).join(' ')">
<label>From account <select name=from><option value=current>Everyday Current (•••• 4821) — £2,340.15</option>
<option value=saver>Easy Saver (•••• 7735) — £8,905.00</option></select></label>
<label>To <select name=to><option value="">— Choose a saved payee —</option><option>Alex Morgan</option>
<option>Priya Shah</option></select></label>
<label>Amount (£) <input name=amount type=number step=0.01></label><button>Continue</button></form>
<p id=result></p>"""


def test_a_whole_task_s_choice_goes_to_the_select_that_offers_it_and_an_amount_keeps_its_number(
    page: StagehandPage, site: Site
) -> None:
    """The 1.5B model chose the payee "Alex Morgan" on From account, where the whole first pass
    stopped, and typed "£80.00" into a number field, which Chromium refuses."""
    page.goto(site.add("/compound-transfer.html", TRANSFER))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        account = line_id(prompt, "From account")
        return {
            "values": [],
            "steps": [
                step(account, "select_option", "Easy Saver"),
                step(account, "select_option", "Alex Morgan"),
                step(line_id(prompt, "Amount (£)"), "fill", "£80.00"),
                step(line_id(prompt, "Continue")),
            ],
        }

    task = "1. Choose 'Easy Saver' as the From account. 2. Choose the payee 'Alex Morgan'. 3. Enter £80.00. 4. Continue."
    act(context(page, FunctionLLM(answer)), task, whole_task=True)
    expect(page.locator("#result")).to_have_text("from=saver to=Alex Morgan amount=80.00")


STATIONS = "".join(f"<option>{s}</option>" for s in ("London Euston", "Leeds", "Liverpool Lime Street"))
JOURNEY = f"""<!doctype html><title>Trains</title><form onsubmit="event.preventDefault(); result.textContent =
[...new FormData(this)].map(([k, v]) => k + '=' + v).join(' ')">
<label>From <select name=from>{STATIONS}</select></label><label>To <select name=to>{STATIONS}</select></label>
<label>Date <input name=date></label><label>Return date <input name=back disabled></label>
<button>Find trains</button></form><p id=result></p>"""


@pytest.mark.parametrize(
    ("task", "whole_task", "planned"),
    [
        # both stations chosen on From
        (
            'We travel from "Leeds" to "Liverpool Lime Street" on 2025-07-23. Find the trains',
            True,
            "both on From",
        ),
        # the To station typed into the (disabled) return date field
        (
            "1. Set From to 'Leeds' and To to 'Liverpool Lime Street'. 2. Set the date to 2025-07-23.",
            True,
            "typed",
        ),
        (
            "Choose from Leeds to Liverpool Lime Street, type 2025-07-23 as the date and click Find trains",
            False,
            "typed",
        ),
    ],
)
def test_a_journey_s_ends_go_to_the_from_and_to_selects(
    page: StagehandPage, site: Site, task: str, whole_task: bool, planned: str
) -> None:
    page.goto(site.add("/compound-journey.html", JOURNEY))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        origin = line_id(prompt, "From")
        second = (
            step(origin, "select_option", "Liverpool Lime Street")
            if planned == "both on From"
            else step(line_id(prompt, "Return date"), "fill", "Liverpool Lime Street")
        )
        return {
            "values": [],
            "steps": [
                step(origin, "select_option", "Leeds"),
                second,
                step(line_id(prompt, "Date"), "fill", "2025-07-23"),
                step(line_id(prompt, "Find trains")),
            ],
        }

    act(context(page, FunctionLLM(answer)), task, whole_task=whole_task)
    expect(page.locator("#result")).to_have_text("from=Leeds to=Liverpool Lime Street date=2025-07-23")


# The Password field is shown by a style (no element added): a first plan cannot see it.
LATE_FIELD = """<!doctype html><title>Late field</title>
<label>Name <input id=name></label> <button id=more onclick="pwbox.hidden = false">Add a password</button>
<label id=pwbox hidden>Password <input id=pw type=password></label>
<button onclick="result.textContent = byId('name').value + '/' + byId('pw').value">Submit</button>
<p id=result></p><script>const byId = (id) => document.getElementById(id);</script>"""
LATE_TASK = 'Enter "vina" as Name and "US" as Password, then press Submit'


def name_and_submit(messages: Sequence[Message]) -> dict[str, object]:
    """The plan a model makes without seeing the Password field (a repair turn gets the same)."""
    first = messages[1].text() if len(messages) > 2 else messages[-1].text()
    return {"steps": [step(line_id(first, "Name"), "fill", "vina"), step(line_id(first, "Submit"))]}


def test_a_plan_that_left_a_value_unused_looks_again_and_does_the_rest(
    page: StagehandPage, site: Site
) -> None:
    """The 1.5B model ordered "Chicken pad thai" for 'order "Fruit plate"' and the act said done: a
    value the instruction gives that no step used gets another look (within the re-plan bound),
    which sees the steps done and plans what is left."""
    page.goto(site.add("/compound-unused.html", LATE_FIELD))
    prompts: list[str] = []

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        shown = messages[1].text()  # the turn's page (a repair turn answers on the same page)
        prompts.append(messages[-1].text())
        if "Already done" not in shown:
            return name_and_submit(messages)
        if '"Password"' not in shown:
            return {"steps": [step(line_id(shown, "Add a password"))]}
        return {"steps": [step(line_id(shown, "Password"), "fill", "US"), step(line_id(shown, "Submit"))]}

    result = act(context(page, FunctionLLM(answer)), LATE_TASK)
    expect(page.locator("#result")).to_have_text("vina/US")
    assert sum("Already done" in prompt for prompt in prompts) == 2  # the two looks the bound allows
    assert [a.method for a in result.actions] == ["fill", "click", "click", "fill", "click"]


def test_a_plan_that_leaves_a_value_unused_is_not_done(page: StagehandPage, site: Site) -> None:
    """Saying done with a value unused is the costly error: the act fails, naming the value and the
    steps that ran."""
    page.goto(site.add("/compound-unused-fail.html", LATE_FIELD))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {"steps": []} if "Already done" in prompt else name_and_submit(messages)

    llm = FunctionLLM(answer)
    with pytest.raises(ActError) as raised:
        act(context(page, llm), LATE_TASK)
    message = str(raised.value)
    assert "no step used 'US', which the instruction gives" in message
    assert "steps already done: 1. fill Name textbox; 2. click Submit button" in message
    assert [a.method for a in raised.value.completed] == ["fill", "click"]  # type: ignore[attr-defined]
    looks = [call for call in llm.calls if "Already done" in call.messages[-1].text()]
    assert len(looks) == 1  # one look, which found nothing left to do (and was asked to repair that)


def test_a_plan_that_used_every_value_needs_no_second_look(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/compound-used.html", FORM))
    llm = FunctionLLM(fill_and_submit)
    act(context(page, llm), 'Enter "Jerald" into the text field and press Submit')
    expect(page.locator("#result")).to_have_text("Jerald/")
    assert len(llm.calls) == 1


def test_a_whole_task_s_step_its_element_cannot_take_is_left_out_not_the_whole_pass(
    page: StagehandPage, site: Site
) -> None:
    """The 1.5B model answered select_option on a "Change dates" link as a booking's first step, and
    again when asked to repair it: the step failed and the whole first pass did nothing. The rest of
    the plan runs without it."""
    page.goto(
        site.add(
            "/compound-whole-unrunnable.html",
            "<a href='#dates'>Change dates</a><label>Guests <select id=guests><option>1<option selected>2"
            "</select></label><button onclick=\"result.textContent = 'booked for ' + guests.value\">Book"
            "</button><p id=result></p>",
        )
    )

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        shown = messages[1].text()
        if "Already done" in shown:
            return {"values": [], "steps": []}
        return {
            "values": ["1"],
            "steps": [
                step(line_id(shown, "Change dates"), "select_option", "Deluxe King, sea view"),
                step(line_id(shown, "Guests"), "select_option", "1"),
                step(line_id(shown, "Book")),
            ],
        }

    llm = FunctionLLM(answer)
    result = act(context(page, llm), "Book for 1 guest", whole_task=True, raise_on_failure=False)
    assert result.success, result.message
    expect(page.locator("#result")).to_have_text("booked for 1")
    assert [a.method for a in result.actions] == ["select_option", "click"]
    assert any("cannot be right" in call.messages[-1].text() for call in llm.calls)  # asked once first


INVITE = """<!doctype html><title>Team</title>
<label>Search members <input type=search></label>
<button id=invite>Invite member</button>
<div id=dialog role=dialog hidden><label>Email address <input id=email type=email></label>
<label>Role <select id=role><option>Guest</option><option selected>Member</option></select></label>
<button id=send>Send invite</button></div><p id=result></p>
<script>
invite.onclick = () => { dialog.hidden = false; };
send.onclick = () => {
  result.textContent = email.value ? 'invited ' + email.value + ' as ' + role.value : 'enter an email address';
};
</script>"""


def test_a_quoted_email_the_plan_drops_goes_into_the_one_empty_email_field(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/compound-invite.html", INVITE))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[1].text()  # the look (a repair turn adds messages after it)
        if '"Send invite"' not in prompt:
            return {"steps": [step(line_id(prompt, "Invite member"))]}
        # once the dialog is open, the 1.5B model planned the role and the send, not the address
        return {
            "steps": [
                step(line_id(prompt, "Role"), "select_option", "Guest"),
                step(line_id(prompt, "Send invite")),
            ]
        }

    llm = FunctionLLM(answer)
    result = act(
        context(page, llm),
        'Click Invite member, enter "diego@example.org", set the role to Guest and click Send invite',
    )

    expect(page.locator("#result")).to_have_text("invited diego@example.org as Guest")
    assert [a.method for a in result.actions] == ["click", "fill", "select_option", "click"]


def test_a_single_action_about_a_hidden_panel_opens_it_first_with_no_extra_call(
    page: StagehandPage, site: Site
) -> None:
    """One action, "set the digest to never": the tab whose hidden panel holds it is clicked with no
    model call, and the one call sees the panel's controls."""
    page.goto(site.add("/single-settings.html", SETTINGS_TABS))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {  # the shortlist offers the option itself: its select is the one chosen on
            "elementId": line_id(prompt, "Never"),
            "description": "Never",
            "method": "select_option",
            "arguments": ["Never"],
        }

    llm = FunctionLLM(answer)
    result = act(context(page, llm), "Set the digest to never")

    expect(page.locator("#freq")).to_have_value("Never")
    assert len(llm.calls) == 1
    assert [a.method for a in result.actions] == ["click", "select_option"]


PROJECTS = """<!doctype html><title>Projects</title>
<table><tr><td>billing-api</td><td><button class=del data-p=billing-api>Delete</button></td></tr>
<tr><td>data-pipeline-test</td><td><button class=del data-p=data-pipeline-test>Delete</button></td></tr></table>
<div id=dlg role=dialog aria-label="Delete project?" hidden><label>Project name <input id=pname></label>
<button id=dno>Cancel</button><button id=dyes>Delete project</button></div><p id=result></p>
<script>
let pending = null;
for (const b of document.querySelectorAll('.del')) b.onclick = () => { pending = b.dataset.p; dlg.hidden = false; };
dno.onclick = () => { dlg.hidden = true; };
dyes.onclick = () => {
  result.textContent = pname.value === pending ? 'deleted ' + pending : 'the name does not match';
  dlg.hidden = true;
};
</script>"""


def _delete_rows(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
    prompt = messages[-1].text()
    if "steps" in output_type.model_fields:  # the dialog's part: the name, then its own button
        return {
            "steps": [
                step(line_id(prompt, "Project name"), "fill", "data-pipeline-test"),
                step(line_id(prompt, "Delete project")),
            ]
        }
    row = next(line for line in prompt.splitlines() if "Delete" in line and "data-pipeline-test" in line)
    return {"elementId": row.split("]")[0].lstrip("["), "description": "", "method": "click", "arguments": []}


@pytest.mark.parametrize(
    ("instruction", "deleted"),
    [("delete the data-pipeline-test project", True), ("click Delete on the data-pipeline-test row", False)],
)
def test_a_dialog_that_finishes_the_instruction_s_verb_is_finished_in_the_same_act(
    page: StagehandPage, site: Site, instruction: str, deleted: bool
) -> None:
    """ "delete the data-pipeline-test project" read as one action clicked the row's Delete, and the
    act said done with the dialog asking for the name still open (fresh7 delete-2, dev). The dialog's
    own "Delete project" button starts with the instruction's verb: the rest is planned there, in one
    more call. "click Delete" asked for the click only: the dialog stays open."""
    page.goto(site.add("/projects.html", PROJECTS))
    llm = FunctionLLM(_delete_rows)
    result = act(context(page, llm), instruction)

    if deleted:
        expect(page.locator("#result")).to_have_text("deleted data-pipeline-test")
        assert [a.method for a in result.actions] == ["click", "fill", "click"]
        assert len(llm.calls) == 2
    else:
        expect(page.locator("#dlg")).to_be_visible()
        assert len(result.actions) == 1
        assert len(llm.calls) == 1


DAYS = """<!doctype html><title>Classes</title>
<div role=tablist><button role=tab aria-selected=true>Monday</button><button role=tab aria-selected=false>Tuesday</button></div>
<div id=classes></div><p id=result></p>
<script>
const days = {Monday: 'HIIT Express', Tuesday: 'HIIT Express'};
function show(day) {
  for (const t of document.querySelectorAll('[role=tab]')) t.setAttribute('aria-selected', String(t.textContent === day));
  classes.innerHTML = '<p>19:30 ' + days[day] + ' <button>Book</button></p>';
  classes.querySelector('button').onclick = () => { result.textContent = 'booked ' + days[day] + ' on ' + day; };
}
for (const t of document.querySelectorAll('[role=tab]')) t.onclick = () => show(t.textContent);
show('Monday');
</script>"""


@pytest.mark.parametrize(
    ("instruction", "booked"),
    [
        ("book me into HIIT Express at 19:30 on Tuesday", "booked HIIT Express on Tuesday"),
        ("open the Tuesday tab", ""),
    ],
)
def test_a_single_action_on_a_named_tab_that_is_not_shown_clicks_the_tab_first(
    page: StagehandPage, site: Site, instruction: str, booked: str
) -> None:
    """Monday shown, with its own 19:30 HIIT Express: the 1.5B model booked Monday's (fresh7 gym-0,
    dev). The tab the instruction names goes first, with no model call; "open the Tuesday tab" is
    that click alone, left to the model."""
    page.goto(site.add("/days.html", DAYS))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        label = "Tuesday" if "tab" in instruction else "Book"
        return {"elementId": line_id(prompt, label), "description": "", "method": "click", "arguments": []}

    llm = FunctionLLM(answer)
    result = act(context(page, llm), instruction)

    expect(page.locator("#result")).to_have_text(booked)
    expect(page.get_by_role("tab", name="Tuesday")).to_have_attribute("aria-selected", "true")
    assert len(llm.calls) == 1
    assert len(result.actions) == (2 if booked else 1)


BOOKING = """<!doctype html><title>Classes</title>
<p>19:30 HIIT Express <button id=book>Book</button></p>
<div id=dlg role=dialog aria-label="Confirm booking" hidden><p>HIIT Express, 19:30</p>
<button id=no>Cancel booking</button><button id=yes>Confirm booking</button></div><p id=result></p>
<script>
book.onclick = () => { dlg.hidden = false; };
no.onclick = () => { dlg.hidden = true; result.textContent = 'cancelled'; };
yes.onclick = () => { dlg.hidden = true; result.textContent = 'booked HIIT Express'; };
</script>"""


def test_a_dialog_button_that_says_the_verb_in_another_form_finishes_it(
    page: StagehandPage, site: Site
) -> None:
    """ "book me into HIIT Express at 19:30": Book opened a dialog whose "Confirm booking" finishes the
    booking (fresh7 gym-0, dev); its "Cancel booking" says the verb too, but is the way out. Asked
    for the rest, the model clicked Book again, behind the dialog: the dialog's button is the plan."""
    page.goto(site.add("/booking.html", BOOKING))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        if "steps" in output_type.model_fields:
            # as the 1.5B model did: Book again, not the dialog's confirmation
            return {"steps": [step(line_id(prompt, "Book"))]}
        return {"elementId": line_id(prompt, "Book"), "description": "", "method": "click", "arguments": []}

    llm = FunctionLLM(answer)
    result = act(context(page, llm), "book me into HIIT Express at 19:30")
    expect(page.locator("#result")).to_have_text("booked HIIT Express")
    assert len(result.actions) == 2
    assert len(llm.calls) == 2


def test_a_dialog_asking_to_type_a_name_to_confirm_gets_it_typed_before_its_button(
    page: StagehandPage, site: Site
) -> None:
    """The dialog said "Type data-pipeline-test to confirm" above its one empty field, and the 1.5B
    model's plan clicked "Delete project" straight away: "the name does not match" (fresh7 delete-2,
    dev). The name the dialog asks for is typed first."""
    confirming = PROJECTS.replace(
        "<label>Project name", "<p>Type <b id=dname></b> to confirm.</p><label>Project name"
    ).replace("dlg.hidden = false;", "dlg.hidden = false; dname.textContent = pending;")
    page.goto(site.add("/projects-confirm.html", confirming))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        if "steps" in output_type.model_fields:
            return {"steps": [step(line_id(prompt, "Delete project"))]}
        row = next(line for line in prompt.splitlines() if "Delete" in line and "data-pipeline-test" in line)
        return {
            "elementId": row.split("]")[0].lstrip("["),
            "description": "",
            "method": "click",
            "arguments": [],
        }

    result = act(context(page, FunctionLLM(answer)), "delete the data-pipeline-test project")
    expect(page.locator("#result")).to_have_text("deleted data-pipeline-test")
    assert [a.method for a in result.actions] == ["click", "fill", "click"]


CART_ROWS = """<!doctype html><title>Cart</title><ul id=cart></ul><button id=checkout>Checkout</button><p id=result></p>
<script>
const items = [['Wool beanie', 'Charcoal', 3], ['Cotton crew T-shirt', 'Black, size M', 1],
  ['Cotton crew T-shirt', 'Black, size L', 2], ['Rain jacket', 'Navy, size M', 1]];
function draw() {
  cart.innerHTML = items.map((it, i) => `<li><b>${it[0]}</b> ${it[1]}
    <button aria-label="Decrease quantity" data-i=${i} data-d=-1>−</button>
    <input type=number aria-label=Quantity value=${it[2]} readonly>
    <button aria-label="Increase quantity" data-i=${i} data-d=1>+</button>
    <button data-r=${i}>Remove</button> <button data-s=${i}>Save for later</button></li>`).join('');
  for (const b of cart.querySelectorAll('[data-d]')) b.onclick = () => { items[b.dataset.i][2] += +b.dataset.d; draw(); };
  for (const b of cart.querySelectorAll('[data-r]')) b.onclick = () => { items.splice(b.dataset.r, 1); draw(); };
  for (const b of cart.querySelectorAll('[data-s]')) b.onclick = () => { items.splice(b.dataset.s, 1); draw(); };
}
draw();
checkout.onclick = () => { result.textContent = items.map(it => it[2] + ' x ' + it[0] + ' (' + it[1] + ')').join(', '); };
</script>"""


@pytest.mark.parametrize(
    ("instruction", "expected"),
    [
        (
            "Reduce the wool beanie to 2, then click Checkout",
            "2 x Wool beanie (Charcoal), 1 x Cotton crew T-shirt (Black, size M), "
            "2 x Cotton crew T-shirt (Black, size L), 1 x Rain jacket (Navy, size M)",
        ),
        (
            "add one more black T-shirt in size L and check out",
            "3 x Wool beanie (Charcoal), 1 x Cotton crew T-shirt (Black, size M), "
            "3 x Cotton crew T-shirt (Black, size L), 1 x Rain jacket (Navy, size M)",
        ),
    ],
)
def test_a_row_s_count_is_set_by_its_own_buttons(
    page: StagehandPage, site: Site, instruction: str, expected: str
) -> None:
    """ "Reduce the wool beanie to 2, remove the navy rain jacket, then click Checkout": the 1.5B
    model clicked other rows' buttons and checked out with the counts as they were (fresh7 cart-2 and
    cart-0, dev). The count field of the one row whose place holds the part's words is stepped."""
    page.goto(site.add("/cart-rows.html", CART_ROWS))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        # the 1.5B model also clicked "Save for later" on the row: a verb the instruction never says
        later = next(line for line in prompt.splitlines() if '"Save for later"' in line and "size L" in line)
        return {"steps": [step(later.split("]")[0].lstrip("[")), step(line_id(prompt, "Checkout"))]}

    act(context(page, FunctionLLM(answer)), instruction)
    expect(page.locator("#result")).to_have_text(expected)


METER = """<!doctype html><title>Meter</title>
<label>Reading <input id=reading></label>
<label>Date of reading <input id=when type=date value="2024-06-17"></label>
<button id=go>Submit reading</button><p id=result></p>
<script>go.onclick = () => { result.textContent = `${reading.value} on ${document.getElementById("when").value}`; };</script>"""


@pytest.mark.parametrize("typed", ["2024-06-17", None])
def test_the_date_the_instruction_gives_goes_into_the_date_field(
    page: StagehandPage, site: Site, typed: str | None
) -> None:
    """ "reading 3402, taken 14 June 2024, submit reading": the 1.5B model typed the date field's own
    "2024-06-17" again (fresh8 meter_reading-0, dev), or left it out. The one date the instruction
    gives is typed into the date input, as the input holds it."""
    page.goto(site.add("/compound-meter.html", METER))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        steps = [step(line_id(prompt, "Reading"), "type", "3402")]
        if typed is not None:
            steps.append(step(line_id(prompt, "Date of reading"), "type", typed))
        return {"steps": [*steps, step(line_id(prompt, "Submit reading"))]}

    act(context(page, FunctionLLM(answer)), "reading 3402, taken 14 June 2024, submit reading")
    expect(page.locator("#result")).to_have_text("3402 on 2024-06-14")


CINEMA = """<!doctype html><title>Cinema</title>
<section><h3>Standard</h3><button class=show>19:45</button><button class=show>21:10</button></section>
<section><h3>IMAX 3D</h3><button class=show>19:45</button><button class=show>21:10</button></section>
<table><tr><td>Adult</td><td><button aria-label="Fewer Adult tickets">-</button><span id=adult>1</span>
<button aria-label="More Adult tickets">+</button></td></tr>
<tr><td>Child</td><td><button aria-label="Fewer Child tickets">-</button><span id=child>0</span>
<button aria-label="More Child tickets">+</button></td></tr></table>
<button id=go>Continue to seat selection</button><p id=result></p>
<script>
let picked = '';
for (const b of document.querySelectorAll('.show')) b.onclick = () => {
  picked = b.closest('section').querySelector('h3').textContent + ' ' + b.textContent;
};
for (const b of document.querySelectorAll('td button')) b.onclick = () => {
  const span = b.parentElement.querySelector('span');
  span.textContent = Math.max(0, Number(span.textContent) + (b.textContent === '+' ? 1 : -1));
};
go.onclick = () => {
  result.textContent = picked ? `${picked}: ${adult.textContent} adult, ${child.textContent} child` : 'pick a showing';
};
</script>"""


def test_counts_said_set_steppers_whose_count_sits_between_their_buttons_and_a_said_time_is_clicked(
    page: StagehandPage, site: Site
) -> None:
    """ "1 adult and 2 children for the 21:10 IMAX 3D showing, continue to seat selection": the 1.5B
    model clicked IMAX's 19:45 (dropped: the task never says it) and More Child once (fresh8
    cinema_tickets-2, dev). The steppers' counts sit in their cells' names ("Fewer Child tickets 0
    More Child tickets"); "2 children" is two clicks on More Child, "1 adult" none; the part that
    says a button's time whole clicks the one its place names."""
    page.goto(site.add("/compound-cinema.html", CINEMA))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        imax = [line for line in prompt.splitlines() if '"19:45"' in line][-1].split("]")[0].lstrip("[")
        return {
            "steps": [
                step(imax),
                step(line_id(prompt, "More Child tickets")),
                step(line_id(prompt, "Continue to seat selection")),
            ]
        }

    act(
        context(page, FunctionLLM(answer)),
        "1 adult and 2 children for the 21:10 IMAX 3D showing, continue to seat selection",
    )
    expect(page.locator("#result")).to_have_text("IMAX 3D 21:10: 1 adult, 2 child")


TIMESHEET = """<!doctype html><title>Timesheet</title><table>
<tr><th>Day</th><th>Project</th><th>Task</th><th>Hours</th><th></th></tr>
<tr><td>Fri</td><td>Apollo</td><td>Meetings</td><td>8</td><td><button class=edit>Edit</button></td></tr>
<tr><td>Fri</td><td>Apollo Labs</td><td>Meetings</td><td>1</td><td><button class=edit>Edit</button></td></tr>
</table><button id=save>Save entry</button><p id=result></p>
<script>
let editing = 'nothing';
for (const b of document.querySelectorAll('.edit')) b.onclick = () => { editing = b.closest('tr').cells[1].textContent; };
save.onclick = () => { result.textContent = 'saved ' + editing; };
</script>"""


def test_of_look_alike_rows_said_as_fully_the_one_with_less_unsaid_and_step_numbers_are_no_words(
    page: StagehandPage, site: Site
) -> None:
    """ "1. Edit the Meetings entry for Apollo on Friday. 2. Change hours to 5.5. ...": the Edit of
    the "Fri, Apollo Labs, Meetings, 1" row was kept, the task's "1." read as that row's hours
    (fresh8 timesheet-2, dev). Step numbers are breaks, not words; of two rows said as fully, the
    one with fewer words the task does not say is the one."""
    page.goto(site.add("/compound-timesheet.html", TIMESHEET))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        labs = next(line for line in prompt.splitlines() if '"Edit"' in line and "Labs" in line)
        return {"steps": [step(labs.split("]")[0].lstrip("[")), step(line_id(prompt, "Save entry"))]}

    act(context(page, FunctionLLM(answer)), "1. Edit the Meetings entry for Apollo on Friday. 2. Save entry.")
    expect(page.locator("#result")).to_have_text("saved Apollo")


def test_look_alikes_of_a_name_said_once_keep_the_one_whose_place_is_named(
    page: StagehandPage, site: Site
) -> None:
    """ "1. Select Standard at 19:45. 2. Adjust the ticket steppers to 2 adults and 1 child. 3. Press
    Continue ...": the 1.5B model clicked IMAX's 19:45 and 21:10, the checks moved them to both
    screens' 19:45, and both clicks stayed (fresh8 cinema_tickets-0, dev). Of the clicks on
    look-alikes of a name the task says once, the one whose place it names stays."""
    shows = (
        "<!doctype html><title>Cinema</title><h2>Glasshouse</h2><div><h3>Standard</h3><button>14:15</button>"
        "<button>19:45</button><button>21:10</button><h3>IMAX 3D</h3><button disabled>16:00 (sold out)</button>"
        "<button>19:45</button><button>21:10</button></div><table><tr><td>Adult</td><td>"
        "<button aria-label='Fewer Adult tickets'>-</button> 1 <button aria-label='More Adult tickets'>+</button>"
        "</td></tr><tr><td>Child</td><td><button aria-label='Fewer Child tickets'>-</button> 0 "
        "<button aria-label='More Child tickets'>+</button></td></tr></table>"
        "<button>Add to watchlist</button><button>Continue to seat selection</button>"
    )
    page.goto(site.add("/compound-cinema-2.html", shows))
    snapshot = capture_snapshot(page)
    ids = {n.name: n.id for n in snapshot.interactive_nodes.values()}
    both = [n.id for n in snapshot.interactive_nodes.values() if n.name == "19:45"]
    imax_later = [n.id for n in snapshot.interactive_nodes.values() if n.name == "21:10"][1]
    task = (
        "1. Select Standard at 19:45. 2. Adjust the ticket steppers to 2 adults and 1 child. "
        "3. Press Continue to seat selection."
    )
    answer = [
        PlannedStep(elementId=i, method="click", arguments=[])
        for i in (both[1], imax_later, ids["Add to watchlist"], ids["Continue to seat selection"])
    ]
    steps = check_steps(answer, snapshot, task).steps
    assert [s.elementId for s in steps if s.elementId in both] == [both[0]]  # Standard's, first on the page


WAITLIST = """<!doctype html><title>Waitlist</title>
<label>Name <input id=who></label>
<p>Party size: <button onclick="party.textContent = +party.textContent - 1">Smaller party</button>
<span id=party>2</span><button onclick="party.textContent = +party.textContent + 1">Larger party</button></p>
<p>Visits per day: <button onclick="visits.textContent = +visits.textContent - 1">Fewer visits</button>
<span id=visits>1</span><button onclick="visits.textContent = +visits.textContent + 1">More visits</button></p>
<label>First visit <input type=date id=first value=2025-08-04></label>
<button onclick="result.textContent = who.value + ' party=' + party.textContent + ' visits=' +
  visits.textContent + ' first=' + first.value">Join waitlist</button><p id=result></p>"""


@pytest.mark.parametrize(
    ("instruction", "answer_labels", "joined"),
    [
        # "a party of 4" beside Smaller / Larger party (fresh9 waitlist-0, dev)
        (
            'Put "Chen" in the name field, make it a party of 4 and join the waitlist',
            [("Name", "fill", "Chen"), ("Larger party", "click", ""), ("Join waitlist", "click", "")],
            "Chen party=4 visits=1 first=2025-08-04",
        ),
        # "visits per day to 2"; the date field's own value typed again, and "2" typed into it
        # (fresh9 petsitting-0, dev)
        (
            'Put "Ode" in the name field, increase visits per day to 2 and join the waitlist',
            [
                ("Name", "fill", "Ode"),
                ("First visit", "type", "2025-08-04"),
                ("First visit", "type", "2"),
                ("Join waitlist", "click", ""),
            ],
            "Ode party=2 visits=2 first=2025-08-04",
        ),
        # a count said in words (fresh9 gym-0, dev)
        (
            'Put "Abe" in the name field, add one visit with the More visits button and join the waitlist',
            [("Name", "fill", "Abe"), ("Join waitlist", "click", "")],
            "Abe party=2 visits=2 first=2025-08-04",
        ),
    ],
)
def test_counts_said_as_party_of_per_day_or_in_words_set_their_steppers(
    page: StagehandPage, site: Site, instruction: str, answer_labels: list[tuple[str, str, str]], joined: str
) -> None:
    page.goto(site.add("/compound-waitlist.html", WAITLIST))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {
            "steps": [
                step(line_id(prompt, label), method, *([value] if value else []))
                for label, method, value in answer_labels
            ]
        }

    act(context(page, FunctionLLM(answer)), instruction)
    expect(page.locator("#result")).to_have_text(joined)


@pytest.mark.parametrize(
    ("instruction", "joined"),
    [
        (
            "Add Chen to the waitlist for a party of 4 and click Join waitlist",
            "Chen party=4 visits=1 first=2025-08-04",
        ),
        # a name the page shows is no value; two names are not guessed between
        ("Add Chen and Ode to the waitlist and click Join waitlist", " party=3 visits=1 first=2025-08-04"),
    ],
)
def test_a_bare_name_goes_into_the_one_empty_name_field(
    page: StagehandPage, site: Site, instruction: str, joined: str
) -> None:
    """ "Add Chen to the waitlist ...": the 1.5B model set the party size and joined, and the page
    answered "name required" (fresh9 waitlist-0, dev). The one run of capitalised words the page
    does not show, and no step types, goes into the page's one empty Name field."""
    page.goto(site.add("/compound-waitlist.html", WAITLIST))

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {"steps": [step(line_id(prompt, "Larger party")), step(line_id(prompt, "Join waitlist"))]}

    act(context(page, FunctionLLM(answer)), instruction)
    expect(page.locator("#result")).to_have_text(joined)


SLOT_BOOKING = """<!doctype html><title>Service</title>
<label>Number of bikes <input id=bikes type=number value=1></label>
<button id=choose>Choose drop-off slot</button> <button id=book>Book service</button><p id=result></p>
<dialog id=slots><label><input type=radio name=s value=Mon>Monday 08:30</label>
<label><input type=radio name=s value=Tue>Tuesday 08:30</label><button id=ok>Confirm slot</button></dialog>
<script>
let slot = 'none';
choose.onclick = () => slots.showModal();
ok.onclick = () => { slot = document.querySelector('[name=s]:checked')?.value ?? 'none'; slots.close(); };
book.onclick = () => { result.textContent = `booked ${bikes.value} bikes, ${slot}`; };
</script>"""


def plan_in_the_dialog_only(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
    """The 1.5B model's way with a dialog (fresh13 bikeservice-0, dev): the first plan's steps after
    the opening click are guesses, and asked again inside the dialog it plans the dialog alone."""
    shown = messages[1].text()
    if "Already done" not in shown:
        return {
            "steps": [
                step(line_id(shown, "Number of bikes"), "fill", "3"),
                step(line_id(shown, "Choose drop-off slot")),
            ]
        }
    if '"Confirm slot"' in shown:
        return {"steps": [step(line_id(shown, "Tuesday 08:30")), step(line_id(shown, "Confirm slot"))]}
    return {"steps": [step(line_id(shown, "Book service"))]} if "book" in shown.casefold() else {"steps": []}


def test_a_plan_that_ran_out_before_the_button_its_last_part_names_looks_again(
    page: StagehandPage, site: Site
) -> None:
    """Every part had a step speaking of its words ("Bronze service" for "book the service"), so the
    count of parts said done; the page's Book service was never clicked (fresh13 bikeservice-0)."""
    page.goto(site.add("/bikes.html", SLOT_BOOKING))
    llm = FunctionLLM(plan_in_the_dialog_only)
    result = act(
        context(page, llm),
        "Set the number of bikes to 3, choose the Tuesday 08:30 drop-off slot and book the service",
    )
    expect(page.locator("#result")).to_have_text("booked 3 bikes, Tue")
    assert len(llm.calls) == 3
    assert result.actions[-1].description == "Book service button"


def test_a_plan_that_never_clicks_the_button_its_last_part_names_is_not_done(
    page: StagehandPage, site: Site
) -> None:
    """Saying done before the final click is the costly error: the act fails, naming the part."""
    page.goto(site.add("/bikes-undone.html", SLOT_BOOKING))

    def never_books(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        shown = messages[1].text()
        if "Already done" in shown and '"Confirm slot"' not in shown:
            return {"steps": []}  # the look after the dialog closed finds nothing more
        return plan_in_the_dialog_only(messages, output_type)

    with pytest.raises(ActError) as raised:
        act(
            context(page, FunctionLLM(never_books)),
            "Set the number of bikes to 3, choose the Tuesday 08:30 drop-off slot and book the service",
        )
    assert "the plan ran out before its last part, 'book the service'" in str(raised.value)
    expect(page.locator("#result")).to_have_text("")


EYE_TEST = """<!doctype html><title>Eye test</title>
<fieldset><legend>Appointment</legend><label><input type=radio name=a checked> Eye test</label>
<label><input type=radio name=a id=lens> Contact lens check</label></fieldset><div id=extra></div>
<button id=edit>Edit contact details</button> <button id=book>Book appointment</button>
<button id=call>Request a call back</button><p id=result></p>
<dialog id=contact><label>Phone <input id=phone value="07700 900123"></label>
<button id=save>Save</button><button id=cancel>Cancel</button></dialog>
<script>
let saved = phone.value;
lens.onchange = () => { extra.innerHTML = '<label>Lens wearer since <input></label>'; };
edit.onclick = () => contact.showModal();
save.onclick = () => { saved = phone.value; contact.close(); };
book.onclick = () => { result.textContent = `booked ${lens.checked ? 'lens check' : 'eye test'}, ${saved}`; };
call.onclick = () => { result.textContent = 'call back'; };
</script>"""


def test_with_no_look_left_the_button_the_last_part_names_is_clicked_as_it_says(
    page: StagehandPage, site: Site
) -> None:
    """A choice that changed the page and a dialog took both looks again; after the dialog's Save the
    plan ran out with Book appointment, the last part's button, never clicked. The one button the
    last part names in full is clicked without a fourth call (fresh18 optician-0, dev)."""
    page.goto(site.add("/eye-test.html", EYE_TEST))

    def one_look_at_a_time(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        shown = messages[1].text()
        if "Already done" not in shown:
            return {"steps": [step(line_id(shown, "Contact lens check"))]}
        if '"Save"' in shown:
            return {
                "steps": [step(line_id(shown, "Phone"), "fill", "07700 900789"), step(line_id(shown, "Save"))]
            }
        return {"steps": [step(line_id(shown, "Edit contact details"))]}

    llm = FunctionLLM(one_look_at_a_time)
    result = act(
        context(page, llm),
        "1. Select the Contact lens check appointment\n2. In Edit contact details, replace the phone"
        " number with 07700 900789 and save\n3. Click Book appointment",
    )
    expect(page.locator("#result")).to_have_text("booked lens check, 07700 900789")
    assert len(llm.calls) == 3
    assert result.actions[-1].description == "Book appointment button"


WASH = """<!doctype html><title>Wash</title>
<label><input type=checkbox id=wax> Wax polish</label>
<label>Wash <select id=wash><option>Exterior<option>Full valet</select></label>
<button id=book>Book wash</button><button id=quote>Check price</button><p id=result></p>
<script>
wash.onchange = () => { wax.checked = false; };  // a new wash clears the extras
book.onclick = () => { result.textContent = `booked ${wash.value}, wax ${wax.checked ? 'on' : 'off'}`; };
quote.onclick = () => { result.textContent = 'quote'; };
</script>"""


def test_before_the_final_click_the_page_is_checked_for_what_the_task_still_asks(
    page: StagehandPage, site: Site
) -> None:
    """The choice of wash cleared the extra ticked before it; the plan's steps all ran, and the
    booking would have gone without the wax. Before the final click the page is checked once: the
    tick the task asks for is missing, so it is made again, with no model call."""
    page.goto(site.add("/wash.html", WASH))

    def tick_then_choose(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        shown = messages[1].text()
        return {
            "steps": [
                step(line_id(shown, "Wax polish"), "check"),
                step(line_id(shown, "Wash"), "select_option", "Full valet"),
                step(line_id(shown, "Book wash")),
            ]
        }

    llm = FunctionLLM(tick_then_choose)
    result = act(context(page, llm), "Tick wax polish, choose the Full valet wash and click Book wash")
    expect(page.locator("#result")).to_have_text("booked Full valet, wax on")
    assert len(llm.calls) == 1
    assert [a.description for a in result.actions][-2:] == ["Wax polish checkbox", "Book wash button"]


def test_a_button_name_holding_and_is_one_part_not_two(page: StagehandPage, site: Site) -> None:
    """ "select Zone C and apply and pay" asks for two actions; counted as three, the act failed
    after doing them all (fresh13 permit-0, dev)."""
    page.goto(
        site.add(
            "/permit.html",
            """<!doctype html><title>Permit</title><label>Zone <select id=z><option>Zone B</option>
<option>Zone C</option></select></label><button onclick="result.textContent = z.value">Apply and pay</button>
<p id=result></p>""",
        )
    )

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        shown = messages[1].text()
        return {
            "steps": [
                step(line_id(shown, "Zone"), "select_option", "Zone C"),
                step(line_id(shown, "Apply and pay")),
            ]
        }

    result = act(context(page, FunctionLLM(answer)), "select Zone C and apply and pay")
    expect(page.locator("#result")).to_have_text("Zone C")
    assert len(result.actions) == 2


GYM = """<!doctype html><title>Gym</title>
<button role="switch" aria-checked="true" id="towel" onclick="this.setAttribute('aria-checked',
  this.getAttribute('aria-checked') === 'true' ? 'false' : 'true')">Towel hire</button>
<label>Places <input id="places" type="number" value="1"></label>
<button onclick="result.textContent = 'booked ' + places.value + ' towel ' + towel.getAttribute('aria-checked')">Confirm</button>
<p id="result"></p>"""


def test_a_part_asking_a_switch_to_be_as_it_is_needs_no_step(page: StagehandPage, site: Site) -> None:
    """ "places 2, towel on, confirm" with Towel hire already on: the plan rightly left the switch
    alone, and the act failed, saying a part went undone (noticed in stop 62's shorthand work)."""
    page.goto(site.add("/gym-towel.html", GYM))

    def plan(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {"steps": [step(line_id(prompt, "Places"), "fill", "2"), step(line_id(prompt, "Confirm"))]}

    result = act(context(page, FunctionLLM(plan)), "places 2, towel on, confirm")
    expect(page.locator("#result")).to_have_text("booked 2 towel true")
    assert len(result.actions) == 2
    # said off while on, the part is a change to make: the checks add the untick the plan left out
    # ("towel", one long word no other box has, names Towel hire)
    page.goto(site.add("/gym-towel.html", GYM))
    result = act(context(page, FunctionLLM(plan)), "places 2, towel off, confirm")
    expect(page.locator("#result")).to_have_text("booked 2 towel false")
    assert len(result.actions) == 3


BINS = """<!doctype html><title>Bins</title><table>
<tr><th>Bin</th><th>Collects</th><th></th></tr>
<tr><td>Green bin</td><td>Garden waste</td><td><button id=gbin onclick="this.textContent =
  this.textContent === 'Report missed' ? 'Reported' : 'Report missed'">Report missed</button></td></tr>
<tr><td>Green box</td><td>Glass</td><td><button id=gbox onclick="this.textContent =
  this.textContent === 'Report missed' ? 'Reported' : 'Report missed'">Report missed</button></td></tr></table>
<label>Where was it left out? <select id=where><option>Kerbside</option><option>End of the lane</option></select></label>
<button onclick="result.textContent = (gbox.textContent === 'Reported' ? 'Green box' : 'nothing') +
  ' missed, left at ' + where.value">Send report</button><p id="result"></p>"""


def test_a_button_a_click_renamed_is_not_clicked_again_on_the_next_look(
    page: StagehandPage, site: Site
) -> None:
    """fresh15 bins-0 (dev): "Report missed" on the Green box row became "Reported"; the renamed
    control made the act look again, and the model's same plan clicked it once more, reporting
    nothing. A "+" whose name stays may still be clicked again on a later look (its test above)."""
    page.goto(site.add("/bins.html", BINS))

    def plan(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        row = next(
            line.split("]")[0].lstrip("[")
            for line in prompt.splitlines()
            if line.startswith("[") and ("Green box" in line or '"Reported"' in line) and "button" in line
        )
        return {
            "steps": [
                step(row),
                step(line_id(prompt, "Where was it left out?"), "select_option", "End of the lane"),
                step(line_id(prompt, "Send report")),
            ]
        }

    act(
        context(page, FunctionLLM(plan)),
        "Report the Green box as missed, set where it was left to End of the lane, then click Send report.",
    )
    expect(page.locator("#result")).to_have_text("Green box missed, left at End of the lane")


DONATE = """<!doctype html><title>Donate</title>
<label><input type=radio name=amount value=10 checked>£10</label><label><input type=radio name=amount value=150>£150</label>
<button role="switch" aria-checked="false" id="anon" onclick="this.setAttribute('aria-checked',
  this.getAttribute('aria-checked') === 'true' ? 'false' : 'true')">Donate anonymously</button>
<button onclick="result.textContent = document.querySelector('[name=amount]:checked').value + ' anonymous ' +
  anon.getAttribute('aria-checked')">Donate now</button><p id="result"></p>"""


def test_a_shorthand_piece_saying_a_switch_on_turns_it_on_before_the_last_click(
    page: StagehandPage, site: Site
) -> None:
    """fresh15 donation-0 (dev): "donation: £150, anonymous on, post updates off, Donate now" left
    Donate anonymously off: "anonymous on" names it by a word it begins, with no verb; the tick goes
    before the final click (the name's "Donate" had placed it after Donate now)."""
    page.goto(site.add("/donate.html", DONATE))

    def plan(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        return {"steps": [step(line_id(prompt, "£150")), step(line_id(prompt, "Donate now"))]}

    act(context(page, FunctionLLM(plan)), "donation: £150, anonymous on, Donate now")
    expect(page.locator("#result")).to_have_text("150 anonymous true")


CLAIM = """<!doctype html><title>Claim</title>
<div role=tablist><button role=tab>Home</button><button role=tab aria-selected=true>Car</button></div>
<div role=tabpanel aria-label=Home><label>Claim amount (£) <input id=amount type=number value=0></label>
<label>What happened? <textarea></textarea></label></div>
<fieldset><legend>How should we contact you?</legend><label><input type=radio name=c checked>Email</label>
<label><input type=radio name=c>Phone call</label></fieldset>
<button onclick="result.textContent = 'claim ' + amount.value">Submit claim</button><p id="result"></p>"""


def test_the_one_sum_said_goes_into_the_field_its_currency_sign_names(
    page: StagehandPage, site: Site
) -> None:
    """fresh15 claim-0 (dev): "claim: Home tab, £480, contact phone call, then Submit claim" left the
    amount at 0: no step typed it, and the act said a value went unused."""
    page.goto(site.add("/claim.html", CLAIM))

    def plan(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        steps = [step(line_id(prompt, name)) for name in ("Home", "Phone call", "Submit claim")]
        return {"steps": steps}

    act(context(page, FunctionLLM(plan)), "claim: Home tab, £480, contact phone call, then Submit claim")
    expect(page.locator("#result")).to_have_text("claim 480")


PARCEL = """<!doctype html><title>Redelivery</title>
<label>Delivery date <select id=date><option>Thu 16 May</option><option>Fri 17 May</option></select></label>
<p>Safe place: <span id=place>none</span> <button type=button onclick="dlg.showModal()">Choose safe place</button></p>
<dialog id=dlg><label><input type=radio name=p value="Back door">Back door</label>
<label><input type=radio name=p value="Back garden">Back garden</label>
<button type=button onclick="place.textContent = document.querySelector('[name=p]:checked').value;
  dlg.close()">Save place</button></dialog>
<label>Note for the driver <input id=note value="Knock loudly"></label>
<button onclick="result.textContent = date.value + ', ' + place.textContent + ', ' + note.value">Book redelivery</button>
<p id="result"></p>"""


def test_a_part_saying_a_button_s_words_past_its_verb_opens_it_and_the_act_looks_again(
    page: StagehandPage, site: Site
) -> None:
    """fresh15 parcel-2 (dev): "if I'm out the safe place is back garden" never opened "Choose safe
    place", whose dialog holds Back garden, and the redelivery was booked with no safe place."""
    page.goto(site.add("/parcel.html", PARCEL))

    def plan(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        prompt = messages[-1].text()
        if '"Save place"' in prompt:
            return {"steps": [step(line_id(prompt, "Back garden")), step(line_id(prompt, "Save place"))]}
        return {
            "steps": [
                step(line_id(prompt, "Delivery date"), "select_option", "Fri 17 May"),
                step(line_id(prompt, "Note for the driver"), "fill", "Not with number 12"),
                step(line_id(prompt, "Book redelivery")),
            ]
        }

    act(
        context(page, FunctionLLM(plan)),
        "Please redeliver on Fri 17 May, and if I'm out the safe place is back garden; the driver note "
        'should say "Not with number 12". Then book the redelivery.',
    )
    expect(page.locator("#result")).to_have_text("Fri 17 May, Back garden, Not with number 12")
