"""Pure parts of the action layer: the method table, its rules, and variables."""

from __future__ import annotations

import pytest

from pytest_stagehand.actions import (
    ALIASES,
    METHOD_NAMES,
    METHODS,
    ElementFacts,
    check_variables,
    normalize_method,
    parse_percentage,
    placeholders_in,
    redact,
    substitute,
)
from pytest_stagehand.actions.variables import Secrets
from pytest_stagehand.errors import ActionArgumentError, UnsupportedMethodError
from pytest_stagehand.llm import ImagePart, Message, TextPart

EXPECTED_METHODS = (
    "click",
    "dblclick",
    "fill",
    "type",
    "press",
    "select_option",
    "check",
    "uncheck",
    "hover",
    "focus",
    "scroll_into_view",
    "scroll",
    "drag_and_drop",
)


def test_the_table_holds_exactly_the_supported_methods() -> None:
    assert METHOD_NAMES == EXPECTED_METHODS
    assert all(METHODS[name].name == name and METHODS[name].hint for name in METHOD_NAMES)


@pytest.mark.parametrize("name", EXPECTED_METHODS)
def test_table_names_normalize_to_themselves(name: str) -> None:
    assert normalize_method(name) == name
    assert normalize_method(name.upper()) == name
    assert normalize_method(f"  {name} ") == name


@pytest.mark.parametrize(
    ("spelling", "expected"),
    [
        ("selectOptionFromDropdown", "select_option"),
        ("doubleClick", "dblclick"),
        ("scrollTo", "scroll"),
        ("scrollIntoView", "scroll_into_view"),
        ("scroll-into-view", "scroll_into_view"),
        ("dragAndDrop", "drag_and_drop"),
        ("dragTo", "drag_and_drop"),
        ("pressSequentially", "type"),
        ("select_option_from_dropdown", "select_option"),
    ],
)
def test_stagehand_and_playwright_spellings_map_onto_the_table(spelling: str, expected: str) -> None:
    assert normalize_method(spelling) == expected


def test_every_alias_points_into_the_table() -> None:
    assert set(ALIASES.values()) <= set(METHOD_NAMES)


@pytest.mark.parametrize("name", ["evaluate", "__class__", "locator", "set_input_files", "", "click()"])
def test_unknown_methods_are_a_clear_error(name: str) -> None:
    with pytest.raises(UnsupportedMethodError, match="unknown method") as info:
        normalize_method(name)
    assert "supported: click, dblclick, fill" in str(info.value)


@pytest.mark.parametrize(
    ("method", "arguments"),
    [
        ("click", ("x",)),
        ("fill", ()),
        ("fill", ("a", "b")),
        ("press", ()),
        ("select_option", ()),
        ("scroll", ()),
        ("drag_and_drop", ()),
        ("check", ("yes",)),
    ],
)
def test_wrong_argument_counts_are_rejected(method: str, arguments: tuple[str, ...]) -> None:
    with pytest.raises(ActionArgumentError, match=f"{method} takes"):
        METHODS[method].check_arguments(arguments)


@pytest.mark.parametrize(
    ("method", "arguments"),
    [("click", ()), ("fill", ("x",)), ("select_option", ("a", "b")), ("scroll", ("50%",))],
)
def test_right_argument_counts_pass(method: str, arguments: tuple[str, ...]) -> None:
    METHODS[method].check_arguments(arguments)


@pytest.mark.parametrize(("raw", "value"), [("50%", 50.0), ("0%", 0.0), ("100", 100.0), (" 12.5 % ", 12.5)])
def test_percentages_parse(raw: str, value: float) -> None:
    assert parse_percentage(raw) == value


@pytest.mark.parametrize("raw", ["150%", "-5%", "half", "", "50px"])
def test_bad_percentages_are_rejected(raw: str) -> None:
    with pytest.raises(ActionArgumentError, match="percentage from 0% to 100%"):
        parse_percentage(raw)


TEXT_INPUT = ElementFacts(tag="input", input_type="text")
PLAIN_INPUT = ElementFacts(tag="input")
EMAIL_INPUT = ElementFacts(tag="input", input_type="email")
TEXTAREA = ElementFacts(tag="textarea")
EDITABLE_DIV = ElementFacts(tag="div", editable=True)
BUTTON = ElementFacts(tag="button")
SELECT = ElementFacts(tag="select", options=(("s", "Small"), ("l", "Large")))
CHECKBOX = ElementFacts(tag="input", input_type="checkbox")
RADIO = ElementFacts(tag="input", input_type="radio")
ARIA_SWITCH = ElementFacts(tag="div", role="switch")
ARIA_RADIO = ElementFacts(tag="div", role="radio")
SUBMIT = ElementFacts(tag="input", input_type="submit")

ALL_FACTS = [TEXT_INPUT, PLAIN_INPUT, EMAIL_INPUT, TEXTAREA, EDITABLE_DIV, BUTTON, SELECT, CHECKBOX]
ALL_FACTS += [RADIO, ARIA_SWITCH, ARIA_RADIO, SUBMIT]
APPLIES = {
    "fill": {TEXT_INPUT, PLAIN_INPUT, EMAIL_INPUT, TEXTAREA, EDITABLE_DIV},
    "type": {TEXT_INPUT, PLAIN_INPUT, EMAIL_INPUT, TEXTAREA, EDITABLE_DIV},
    "select_option": {SELECT},
    "check": {CHECKBOX, RADIO, ARIA_SWITCH, ARIA_RADIO},
    "uncheck": {CHECKBOX, ARIA_SWITCH},
}


@pytest.mark.parametrize("method", EXPECTED_METHODS)
@pytest.mark.parametrize("facts", ALL_FACTS, ids=lambda facts: facts.describe())
def test_which_methods_apply_to_which_elements(method: str, facts: ElementFacts) -> None:
    allowed = APPLIES.get(method)
    reason = METHODS[method].applies(facts)
    if allowed is None or facts in allowed:
        assert reason is None
    else:
        assert reason  # a sentence the error message shows


def test_select_option_names_the_options_when_one_is_missing() -> None:
    check = METHODS["select_option"].check_against
    assert check is not None
    check(("Large",), SELECT)
    check(("s",), SELECT)  # by value, like Playwright
    with pytest.raises(ActionArgumentError, match=r"no option 'Huge'.*options: 'Small', 'Large'"):
        check(("Huge",), SELECT)


def test_facts_describe_and_parse() -> None:
    facts = ElementFacts.from_json(
        '{"tag": "input", "type": "email", "role": "textbox", "editable": false, "options": []}'
    )
    assert facts == ElementFacts(tag="input", input_type="email", role="textbox")
    assert facts.describe() == '<input type="email" role="textbox">'
    assert EDITABLE_DIV.describe() == "<div contenteditable>"


def test_placeholders_are_identifiers_between_percent_signs() -> None:
    assert placeholders_in("type %user% then %pass_1% then %user% again") == ["user", "pass_1"]
    assert placeholders_in("scroll to 50% and buy 100% cotton") == []
    assert placeholders_in("%1abc% is not a name") == []


def test_substitute_replaces_known_names_only() -> None:
    variables = {"user": "alice", "pass": "s3cret"}
    assert substitute(["%user%", "x%pass%y", "%other%", "50%"], variables) == [
        "alice",
        "xs3crety",
        "%other%",
        "50%",
    ]
    assert substitute(["%user%"], None) == ["%user%"]


def test_redact_puts_placeholders_back_longest_value_first() -> None:
    variables = {"short": "abc", "long": "abcdef"}
    assert redact("typed abcdef and abc", variables) == "typed %long% and %short%"
    assert redact("nothing", None) == "nothing"
    assert redact("empty values are ignored", {"e": ""}) == "empty values are ignored"


def test_redact_replaces_a_short_value_only_where_it_is_quoted_as_an_argument() -> None:
    error = (
        "no option '1' in this <select>; tried \"1\" and ['1'] on xpath=/html[1]/body[1]/select[1] "
        "(1 element)"
    )
    assert redact(error, {"n": "1"}) == (
        "no option '%n%' in this <select>; tried \"%n%\" and ['%n%'] on xpath=/html[1]/body[1]/select[1] "
        "(1 element)"
    )
    # An argument that held the short value among other text is put back whole, quoted or not.
    assert redact('fill("row 12 of 20") timed out on div[12]', {"row": "12"}, ["row %row% of 20"]) == (
        'fill("row %row% of 20") timed out on div[12]'
    )
    # From three characters on a value is redacted wherever it appears (in a path too: safe over tidy).
    assert redact("pin 907 on /html[1]/div[907]", {"pin": "907"}) == "pin %pin% on /html[1]/div[%pin%]"


def test_secrets_scrub_remembered_values_from_text_and_messages_but_not_short_ones() -> None:
    secrets = Secrets()
    secrets.remember({"email": "ada@example.com", "pin": "42", "token": "ada@example.com-77"})
    assert secrets.scrub("value=ada@example.com-77 and ada@example.com, 42 items") == (
        "value=%token% and %email%, 42 items"  # longest first; "42" is too short to scrub from free text
    )
    image = ImagePart(b"png")
    scrubbed = secrets.scrub_messages(
        [Message("system", "ada@example.com"), Message("user", [TextPart("to ada@example.com"), image])]
    )
    assert scrubbed == [Message("system", "%email%"), Message("user", [TextPart("to %email%"), image])]


def test_a_field_showing_a_value_is_masked_whatever_the_values_length() -> None:
    secrets = Secrets()
    secrets.remember({"pin": "42", "quote": 'a"b', "token": "t" * 70})
    text = '[0-3] textbox "PIN" value="42"\n[0-4] StaticText "42 items"\n[0-5] textbox "Q" value="a\\"b"'
    assert secrets.scrub(text) == (
        '[0-3] textbox "PIN" value="%pin%"\n[0-4] StaticText "42 items"\n[0-5] textbox "Q" value="%quote%"'
    )
    # A long value is cut in the value state ("…"), so it is masked as rendered too.
    assert (
        secrets.scrub('[0-6] textbox "Token" value="' + "t" * 59 + '…"')
        == '[0-6] textbox "Token" value="%token%"'
    )


def test_check_variables_rejects_undefined_placeholders_and_bad_names() -> None:
    check_variables("type %user%", {"user": "alice"})
    with pytest.raises(ActionArgumentError, match=r"uses %pass% but no such variable.*given: user"):
        check_variables("type %user% and %pass%", {"user": "alice"})
    with pytest.raises(ActionArgumentError, match="not an identifier"):
        check_variables("type it", {"my-var": "x"})
