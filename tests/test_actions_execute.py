"""The executor on real Chromium: every method of the table, and every way it refuses."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pytest_stagehand.actions import FRAME_HOP, Action, execute_action
from pytest_stagehand.errors import (
    ActionArgumentError,
    ActionFailedError,
    UnsupportedMethodError,
)
from tests.support.server import Site

FORM = """<!doctype html><title>Form</title>
<form onsubmit="event.preventDefault(); document.querySelector('#out').textContent = 'sent'">
  <label for=name>Name</label><input id=name>
  <textarea id=bio></textarea>
  <div id=note contenteditable=true></div>
  <select id=size><option value=s>Small</option><option value=l>Large</option></select>
  <label><input id=agree type=checkbox> I agree</label>
  <input id=r1 type=radio name=r>
  <button id=save type=button onclick="this.textContent = 'saved'" ondblclick="this.dataset.dbl = 'yes'">Save</button>
  <button id=hoverme type=button onmouseenter="this.textContent = 'hovered'">Hover</button>
  <input id=keys onkeydown="document.querySelector('#out').textContent = 'key:' + event.key">
</form>
<div id=out></div>
<div id=box style="height: 100px; overflow-y: scroll"><div style="height: 1000px">tall</div></div>
<div style="height: 3000px"></div>
<div id=src draggable=true ondragstart="event.dataTransfer.setData('text', 'x')">drag me</div>
<div id=dst ondragover="event.preventDefault()" ondrop="this.textContent = 'dropped'">drop here</div>
"""


@pytest.fixture
def form(page: Page, site: Site) -> Page:
    page.goto(site.add("/actions-form.html", FORM))
    return page


def run(page: Page, selector: str, method: str, *arguments: str, **variables: str) -> None:
    action = Action(selector=selector, description="test element", method=method, arguments=arguments)
    execute_action(page, action, variables=variables or None, timeout_ms=5_000)


def test_click_dblclick_and_hover_fire_real_events(form: Page) -> None:
    run(form, "xpath=//button[@id='save']", "click")
    expect(form.locator("#save")).to_have_text("saved")
    run(form, "#save", "dblclick")
    expect(form.locator("#save")).to_have_attribute("data-dbl", "yes")
    run(form, "#hoverme", "hover")
    expect(form.locator("#hoverme")).to_have_text("hovered")


def test_fill_type_and_press(form: Page) -> None:
    run(form, "#name", "fill", "Ada")
    expect(form.locator("#name")).to_have_value("Ada")
    run(form, "#name", "type", "Ada Lovelace")  # replaces, key by key: not "AdaAda Lovelace"
    expect(form.locator("#name")).to_have_value("Ada Lovelace")
    run(form, "#bio", "fill", "line")
    expect(form.locator("#bio")).to_have_value("line")
    run(form, "#note", "fill", "rich")
    expect(form.locator("#note")).to_have_text("rich")
    run(form, "#keys", "press", "Enter")
    expect(form.locator("#out")).to_have_text("key:Enter")


@pytest.mark.parametrize(
    ("typed", "value"), [("£80.00", "80.00"), ("USD 1,250.50", "1250.50"), ("%amount%", "19.99")]
)
def test_an_amount_with_its_currency_goes_into_a_number_input_as_its_number(
    page: Page, site: Site, typed: str, value: str
) -> None:
    """Chromium refuses "£80.00" in an <input type=number> ("Cannot type text into
    input[type=number]"): the 1.5B model types amounts as the task writes them."""
    page.goto(
        site.add("/actions-amount.html", "<label>Amount <input id=amount type=number step=0.01></label>")
    )
    run(page, "#amount", "fill", typed, amount="€19.99")
    expect(page.locator("#amount")).to_have_value(value)


WHEN = """<label>From <input id=from type=date></label><label>At <input id=at type=time></label>
<label>Starts <input id=starts type=datetime-local></label><label>Month <input id=month type=month></label>"""


@pytest.mark.parametrize(
    ("selector", "method", "said", "value"),
    [
        # typed key by key, Chromium's date segments would read "2026-02-01" as 60201-02-02
        ("#from", "type", "2026-02-01", "2026-02-01"),
        ("#from", "fill", "15 March 2026", "2026-03-15"),
        ("#from", "type", "March 15, 2026", "2026-03-15"),
        ("#from", "fill", "15/03/2026", "2026-03-15"),
        ("#from", "fill", "Tue 3 Mar 2026", "2026-03-03"),
        ("#at", "type", "2:30 pm", "14:30"),
        ("#starts", "fill", "15 March 2026 at 9am", "2026-03-15T09:00"),
        ("#month", "type", "March 2026", "2026-03"),
    ],
)
def test_a_date_or_time_goes_into_its_input_whole_as_the_input_holds_it(
    page: Page, site: Site, selector: str, method: str, said: str, value: str
) -> None:
    page.goto(site.add("/actions-when.html", WHEN))
    run(page, selector, method, said)
    expect(page.locator(selector)).to_have_value(value)


@pytest.mark.parametrize(
    ("selector", "said"),
    [("#from", "03/04/2026"), ("#from", "30 February 2026"), ("#at", "14"), ("#from", "soon")],
)
def test_a_date_it_cannot_read_unambiguously_is_an_argument_error_not_an_empty_field(
    page: Page, site: Site, selector: str, said: str
) -> None:
    """Filled as it is, Chromium leaves a date input empty without a word."""
    page.goto(site.add("/actions-when.html", WHEN))
    with pytest.raises(ActionArgumentError, match=r"(?s)takes a (date|time) such as .*on #") as raised:
        run(page, selector, "fill", said)
    assert repr(said) in str(raised.value)
    expect(page.locator(selector)).to_have_value("")


def test_fill_through_a_label_reaches_its_control(form: Page) -> None:
    run(form, "label[for=name]", "fill", "via label")
    expect(form.locator("#name")).to_have_value("via label")


def test_select_check_uncheck_focus(form: Page) -> None:
    run(form, "#size", "select_option", "Large")
    expect(form.locator("#size")).to_have_value("l")
    run(form, "#agree", "check")
    expect(form.locator("#agree")).to_be_checked()
    run(form, "#agree", "uncheck")
    expect(form.locator("#agree")).not_to_be_checked()
    run(form, "#r1", "check")
    expect(form.locator("#r1")).to_be_checked()
    run(form, "#name", "focus")
    expect(form.locator("#name")).to_be_focused()


def test_scroll_to_a_percentage_of_an_element_and_of_the_page(form: Page) -> None:
    run(form, "#box", "scroll", "100%")
    assert form.locator("#box").evaluate("el => el.scrollTop + el.clientHeight >= el.scrollHeight - 1")
    run(form, "xpath=/html/body", "scroll", "50%")
    half = form.evaluate("(document.scrollingElement.scrollHeight - innerHeight) / 2")
    assert abs(form.evaluate("scrollY") - half) <= 1
    run(form, "#name", "scroll_into_view")
    assert form.locator("#name").evaluate("el => el.getBoundingClientRect().top >= 0")


def test_drag_and_drop_onto_a_target_selector(form: Page) -> None:
    run(form, "#src", "drag_and_drop", "#dst")
    expect(form.locator("#dst")).to_have_text("dropped")


def test_a_method_that_does_not_apply_is_refused_before_touching_the_page(form: Page) -> None:
    with pytest.raises(UnsupportedMethodError) as info:
        run(form, "#save", "fill", "text")
    message = str(info.value)
    assert "fill does not apply to <button" in message
    assert "text input" in message
    assert "url: http://127.0.0.1" in message
    assert "#save" in message
    expect(form.locator("#save")).to_have_text("Save")


def test_a_select_only_method_on_a_custom_widget_says_what_to_do(form: Page) -> None:
    with pytest.raises(UnsupportedMethodError, match="custom dropdown, click it open"):
        run(form, "#save", "select_option", "Large")


def test_a_missing_option_lists_the_options(form: Page) -> None:
    with pytest.raises(ActionArgumentError, match=r"no option 'Huge'.*'Small', 'Large'"):
        run(form, "#size", "select_option", "Huge")


def test_unknown_method_and_bad_arguments(form: Page) -> None:
    with pytest.raises(UnsupportedMethodError, match="unknown method 'evaluate'"):
        run(form, "#save", "evaluate", "alert(1)")
    with pytest.raises(ActionArgumentError, match="fill takes 1 argument"):
        run(form, "#name", "fill")
    with pytest.raises(ActionArgumentError, match="percentage"):
        run(form, "#box", "scroll", "lots")


def test_a_removed_element_fails_at_once_with_action_failed(form: Page) -> None:
    form.evaluate("document.querySelector('#save').remove()")
    with pytest.raises(ActionFailedError, match="no element matches the selector any more"):
        run(form, "xpath=//button[@id='save']", "click")


def test_an_ambiguous_selector_is_refused(form: Page) -> None:
    with pytest.raises(ActionFailedError, match="matches 2 elements"):
        run(form, "xpath=//form/button", "click")


def test_an_element_that_never_becomes_actionable_fails_within_the_bound(form: Page) -> None:
    form.evaluate("document.querySelector('#save').disabled = true")
    action = Action(selector="#save", method="click")
    with pytest.raises(ActionFailedError, match="Playwright could not click"):
        execute_action(form, action, timeout_ms=300)


def test_variables_are_substituted_at_execution_and_redacted_from_errors(form: Page) -> None:
    run(form, "#name", "fill", "%who%", who="Grace")
    expect(form.locator("#name")).to_have_value("Grace")
    with pytest.raises(ActionArgumentError) as info:
        run(form, "#size", "select_option", "%size%", size="TopSecretSize")
    assert "TopSecretSize" not in str(info.value)
    assert "%size%" in str(info.value)
    assert info.value.__cause__ is None


IFRAME_CHILD = "<button onclick=\"this.textContent = 'inside'\">Inner</button>"


def test_an_element_inside_an_iframe_and_a_detached_iframe(page: Page, site: Site) -> None:
    child = site.add("/actions-child.html", IFRAME_CHILD)
    page.goto(site.add("/actions-parent.html", f"<iframe src='{child}'></iframe>"))
    selector = FRAME_HOP.join(["xpath=/html/body/iframe[1]", "xpath=/html/body/button"])
    expect(page.frame_locator("iframe").locator("button")).to_have_text("Inner")
    run(page, selector, "click")
    expect(page.frame_locator("iframe").locator("button")).to_have_text("inside")
    page.evaluate("document.querySelector('iframe').remove()")
    with pytest.raises(ActionFailedError, match="iframe that held the element is gone"):
        run(page, selector, "click")


def test_open_shadow_dom_elements_are_reached_by_css(page: Page, site: Site) -> None:
    page.goto(
        site.add(
            "/actions-shadow.html",
            "<div id=host></div><script>document.querySelector('#host').attachShadow({mode: 'open'})"
            ".innerHTML = \"<button onclick='this.textContent=`shadow ok`'>In shadow</button>\"</script>",
        )
    )
    run(page, "css=#host >> css=button", "click")
    expect(page.locator("#host button")).to_have_text("shadow ok")
