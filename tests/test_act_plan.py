"""Mapping a model's decision onto the page (pure), selectors from paths, and the deadline."""

from __future__ import annotations

import pytest

from pytest_stagehand.actions import FRAME_HOP, selector_for_path
from pytest_stagehand.errors import ActError, ElementNotFoundError, SnapshotError, UnsupportedMethodError
from pytest_stagehand.pipelines import Deadline, decision_to_plan
from pytest_stagehand.prompts.act import ActDecision
from pytest_stagehand.snapshot.model import build_snapshot
from tests.support.snapshots import node

SNAPSHOT = build_snapshot(
    [
        node("0-0", "button", "button", "Menu", "/html[1]/body[1]/button[1]"),
        node("0-1", "select", "combobox", "Size", "/html[1]/body[1]/select[1]"),
        node("0-2", "option", "option", "Large", "/html[1]/body[1]/select[1]/option[2]", parent="0-1"),
        node("0-3", "div", "listitem", "Card", "/html[1]/body[1]/div[1]"),
        node("0-4", "div", "listitem", "Bin", "/html[1]/body[1]/div[2]"),
        node(
            "1-0",
            "button",
            "button",
            "Pay",
            "/html[1]/body[1]/iframe[1] >>frame>> /html[1]/body[1]/button[1]",
        ),
        node("0-5", "h1", "heading", "Title", "/html[1]/body[1]/h1[1]", interactive=False),
        node("0-6", "li", "option", "Price: high to low", "/html[1]/body[1]/ul[1]/li[3]"),
    ],
    url="http://shop.test/",
)


def decide(
    element_id: str, method: str = "click", *arguments: str, two_step: bool = False, description: str = "it"
) -> ActDecision:
    return ActDecision(
        elementId=element_id,
        description=description,
        method=method,
        arguments=list(arguments),
        twoStep=two_step,
    )


def test_a_plain_decision_becomes_an_xpath_action() -> None:
    plan = decision_to_plan(
        decide("0-0", "click", description="Menu button"), SNAPSHOT, instruction="open menu"
    )
    assert plan.action.selector == "xpath=/html[1]/body[1]/button[1]"
    assert (plan.action.method, plan.action.arguments, plan.action.description) == (
        "click",
        (),
        "Menu button",
    )
    assert plan.element_id == "0-0"
    assert plan.snapshot is SNAPSHOT
    assert not plan.two_step


def test_two_step_only_for_a_click_and_only_when_allowed() -> None:
    assert decision_to_plan(decide("0-0", two_step=True), SNAPSHOT, instruction="x").two_step
    assert not decision_to_plan(
        decide("0-0", two_step=True), SNAPSHOT, instruction="x", two_step_allowed=False
    ).two_step
    assert not decision_to_plan(
        decide("0-0", "hover", two_step=True), SNAPSHOT, instruction="hover over the menu"
    ).two_step
    assert not decision_to_plan(decide("0-1", two_step=True), SNAPSHOT, instruction="x").two_step  # a select


def test_extra_arguments_from_the_model_are_dropped_missing_ones_are_not_invented() -> None:
    plan = decision_to_plan(decide("0-0", "click", "Menu"), SNAPSHOT, instruction="open the menu")
    assert plan.action.arguments == ()
    plan = decision_to_plan(decide("0-1", "select_option"), SNAPSHOT, instruction="choose a size")
    assert plan.action.arguments == ()  # the executor reports the missing argument


def test_stagehand_method_names_are_normalized() -> None:
    plan = decision_to_plan(decide("0-1", "selectOptionFromDropdown", "Large"), SNAPSHOT, instruction="x")
    assert plan.action.method == "select_option"


def test_a_native_option_is_chosen_through_its_select() -> None:
    plan = decision_to_plan(decide("0-2", "click"), SNAPSHOT, instruction="choose Large")
    assert plan.action.selector == "xpath=/html[1]/body[1]/select[1]"
    assert (plan.action.method, plan.action.arguments) == ("select_option", ("Large",))
    assert plan.element_id == "0-1"


def test_select_option_on_a_custom_listbox_option_becomes_a_click_on_it() -> None:
    plan = decision_to_plan(
        decide("0-6", "select_option", "Price: high to low", "false"),
        SNAPSHOT,
        instruction="click the option",
    )
    assert (plan.action.method, plan.action.arguments) == ("click", ())
    assert plan.action.selector == "xpath=/html[1]/body[1]/ul[1]/li[3]"
    # The option is the final choice: no second step, whatever the model said.
    assert not decision_to_plan(decide("0-6", "click", two_step=True), SNAPSHOT, instruction="x").two_step
    # Not on other elements: select_option on a button stays an error for the executor to explain.
    assert decision_to_plan(decide("0-0", "select_option", "x"), SNAPSHOT, instruction="x").action.method == (
        "select_option"
    )


@pytest.mark.parametrize(
    ("instruction", "answered", "typed"),
    [
        # The model copied the field's current value: the instruction's variable is typed instead.
        ("type %email% into the 'Email' field", ("ada-at-example",), ("%email%",)),
        ("fill in %first% %last% in the name box", ("Ada",), ("%first% %last%",)),
        # Answers that keep the variable, and instructions without one, are left alone.
        ("type %email% into the 'Email' field", ("%email%",), ("%email%",)),
        ("type ada into the Username field", ("ada",), ("ada",)),
        ("put %email% somewhere", ("x",), ("x",)),
    ],
)
def test_a_variable_the_instruction_types_is_kept(
    instruction: str, answered: tuple[str, ...], typed: tuple[str, ...]
) -> None:
    plan = decision_to_plan(decide("0-0", "fill", *answered), SNAPSHOT, instruction=instruction)
    assert plan.action.arguments == typed


def test_drag_and_drop_targets_are_ids_turned_into_selectors() -> None:
    plan = decision_to_plan(decide("0-3", "drag_and_drop", "[0-4]"), SNAPSHOT, instruction="drag card to bin")
    assert plan.action.arguments == ("xpath=/html[1]/body[1]/div[2]",)
    with pytest.raises(ElementNotFoundError, match="'9-9'"):
        decision_to_plan(decide("0-3", "drag_and_drop", "9-9"), SNAPSHOT, instruction="drag")


def test_an_element_in_a_frame_gets_a_frame_crossing_selector() -> None:
    plan = decision_to_plan(decide("1-0"), SNAPSHOT, instruction="pay")
    assert (
        plan.action.selector
        == "xpath=/html[1]/body[1]/iframe[1]" + FRAME_HOP + "xpath=/html[1]/body[1]/button[1]"
    )


def test_an_empty_description_falls_back_to_the_element() -> None:
    # The model is no longer asked for a description: the element's name and role describe it.
    plan = decision_to_plan(decide("0-0", description="  "), SNAPSHOT, instruction="x")
    assert plan.action.description == "Menu button"


def test_none_unknown_ids_and_unknown_methods_are_typed_errors() -> None:
    with pytest.raises(ActError, match="answered 'none'") as none:
        decision_to_plan(decide("none"), SNAPSHOT, instruction="fly away")
    assert "instruction: 'fly away'" in str(none.value)
    assert "url: http://shop.test/" in str(none.value)
    with pytest.raises(
        ElementNotFoundError, match=r"'0-99', which is not on the page \(ids offered: 0-0, 0-1"
    ):
        decision_to_plan(decide("0-99"), SNAPSHOT, instruction="x")
    with pytest.raises(UnsupportedMethodError, match="unknown method 'teleport'") as bad:
        decision_to_plan(decide("0-0", "teleport"), SNAPSHOT, instruction="x")
    assert 'element: [0-0] button "Menu"' in str(bad.value)


def test_selectors_from_snapshot_paths() -> None:
    assert selector_for_path("/html[1]/body[1]/a[1]") == "xpath=/html[1]/body[1]/a[1]"
    shadow = "/html[1]/body[1]/my-card[1] >>shadow>> div:nth-child(2) > button:nth-child(1){1}"
    assert selector_for_path(shadow) == (
        "xpath=/html[1]/body[1]/my-card[1] >> css=:scope > div:nth-child(2) >> css=:scope > button:nth-child(1) >> nth=1"
    )
    nested = "/html[1]/body[1]/iframe[1] >>frame>> /html[1]/body[1]/iframe[2] >>frame>> /html[1]/body[1]/p[1]"
    assert selector_for_path(nested).count(FRAME_HOP) == 2
    with pytest.raises(SnapshotError):
        selector_for_path("button")


def test_the_deadline_builds_the_primitives_error_naming_the_step() -> None:
    # Started long ago (a deadline of 0 ms is refused: it is the caller's error, said at the call).
    deadline = Deadline(1, on_expiry=lambda cause: ActError(cause, instruction="x"), started=0.0)
    assert deadline.expired
    with pytest.raises(ActError, match="timed out after 1 ms, during the snapshot"):
        deadline.left_for("the snapshot")
    roomy = Deadline(60_000, on_expiry=lambda cause: ActError(cause))
    assert 0 < roomy.left_for("anything") <= 60_000
    assert not roomy.expired


@pytest.mark.parametrize(
    ("method", "instruction", "performed"),
    [
        ("focus", "Open the Privacy tab", "click"),  # as a 1.5B model answered
        ("hover", "Click the menu", "click"),
        ("focus", "Focus the search box", "focus"),
        ("hover", "Hover over the menu", "hover"),
        ("hover", "move the mouse over Menu", "hover"),
    ],
)
def test_focus_and_hover_stand_only_when_the_instruction_asks_for_them(
    method: str, instruction: str, performed: str
) -> None:
    assert (
        decision_to_plan(decide("0-0", method), SNAPSHOT, instruction=instruction).action.method == performed
    )


TOGGLES = build_snapshot(
    [
        node("0-1", "input", "radio", "Today", "/html[1]/body[1]/input[1]"),
        node("0-2", "input", "checkbox", "Email me updates", "/html[1]/body[1]/input[2]"),
    ],
    url="http://bank.test/",
)


@pytest.mark.parametrize(
    ("element", "typed", "method", "arguments"),
    [
        ("0-1", "Today", "check", ()),
        ("0-1", " today ", "check", ()),
        ("0-2", "yes", "check", ()),
        ("0-2", "", "check", ()),
        ("0-2", "off", "uncheck", ()),
        # other text stays what the model said: its execution names the mismatch
        ("0-1", "Later", "fill", ("Later",)),
    ],
)
def test_text_typed_into_a_radio_or_checkbox_that_names_it_ticks_it(
    element: str, typed: str, method: str, arguments: tuple[str, ...]
) -> None:
    plan = decision_to_plan(decide(element, "fill", typed), TOGGLES, instruction="type it")
    assert (plan.action.method, plan.action.arguments) == (method, arguments)


AGE_SELECT = build_snapshot(
    [
        node("0-4", "select", "combobox", "Driver's age", "/html[1]/body[1]/select[1]"),
        node("0-5", "option", "option", "25-69", "/html[1]/body[1]/select[1]/option[1]", parent="0-4"),
        node("0-6", "option", "option", "70+", "/html[1]/body[1]/select[1]/option[2]", parent="0-4"),
        node(
            "0-7", "option", "option", "Full protection", "/html[1]/body[1]/select[1]/option[3]", parent="0-4"
        ),
    ],
    url="http://cars.test/",
)


@pytest.mark.parametrize(
    ("typed", "method", "arguments"),
    [
        ("70+", "select_option", ("70+",)),
        ("full protection", "select_option", ("Full protection",)),
        ("Full", "select_option", ("Full protection",)),
        # text no option is stays what the model said: its execution names the mismatch
        ("Ada", "fill", ("Ada",)),
    ],
)
def test_text_typed_into_a_native_select_that_is_one_of_its_options_chooses_it(
    typed: str, method: str, arguments: tuple[str, ...]
) -> None:
    """An agent's fillForm field "type 70+ into the text field meant for it" found the Driver's age
    select, and fill failed there three times running (fresh3 carhire-2, dev)."""
    plan = decision_to_plan(decide("0-4", "fill", typed), AGE_SELECT, instruction="type it")
    assert (plan.action.method, plan.action.arguments) == (method, arguments)
