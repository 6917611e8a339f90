"""Checking a compound act's planned steps before any runs (pure: a built snapshot, no page)."""

from __future__ import annotations

import pytest

from pytest_stagehand.pipelines.step_check import check_steps, runnable_steps, values_not_given
from pytest_stagehand.prompts.compound import PlannedStep, quoted_values
from pytest_stagehand.snapshot import Snapshot
from pytest_stagehand.snapshot.model import build_snapshot
from tests.support.snapshots import node

PAGE = build_snapshot(
    [
        node("0-1", "input", "textbox", "Username"),
        node("0-2", "input", "textbox", "Password", attrs={"type": "password"}),
        node("0-3", "button", "button", "Log in"),
        node("0-4", "select", "combobox", "Person"),
        node("0-5", "option", "option", "Vina", parent="0-4"),
        node("0-6", "option", "option", "Jerald", parent="0-4"),
        node("0-7", "option", "option", "Jeraldine", parent="0-4"),
        node("0-8", "input", "checkbox", "Apple", attrs={"type": "checkbox"}),
        node("0-9", "div", "textbox", "Notes"),  # contenteditable: typed into like a field
    ],
    url="http://app.test/",
)


def step(element: str, method: str, *arguments: str) -> PlannedStep:
    return PlannedStep(elementId=element, method=method, arguments=list(arguments))


def test_a_right_plan_has_no_problem_and_is_kept_as_it_is() -> None:
    steps = [step("0-1", "fill", "ada"), step("0-2", "fill", "US"), step("0-3", "click")]
    checked = check_steps(steps, PAGE, 'Type "ada" as the username, "US" as the password, then click Log in')
    assert checked.problems == []
    assert checked.steps == steps


def test_typing_into_a_button_is_a_problem_that_names_the_elements_typing_fits() -> None:
    # No field is named beside "US": nothing tells where it goes, the model is asked again.
    steps = [step("0-1", "fill", "ada"), step("0-3", "fill", "US"), step("0-3", "click")]
    checked = check_steps(
        steps, PAGE, 'Type "ada" into Username and "US" into the other field, then click Log in'
    )
    assert len(checked.problems) == 1
    problem = checked.problems[0]
    assert problem.startswith("step 2 (fill 'US' on [0-3] button 'Log in'): fill cannot be done on a button")
    assert "[0-1] textbox 'Username', [0-2] textbox 'Password', [0-9] textbox 'Notes'" in problem
    assert "Apple" not in problem
    assert "Person" not in problem


@pytest.mark.parametrize(
    "instruction",
    [
        'Type "ada" as the username, "US" as the password, then click Log in',
        'Enter the username "ada" and the password "US" into the text fields and press login',
        "Fill in username ada and password US and click Log in",
    ],
)
def test_text_goes_into_the_field_the_instruction_names_beside_it(instruction: str) -> None:
    # As a 1.5B model answered: the password first, the username into the button, then a link.
    steps = [step("0-2", "fill", "US"), step("0-3", "fill", "ada"), step("0-3", "click")]
    checked = check_steps(steps, PAGE, instruction, wanted=2)
    assert checked.problems == []
    assert checked.steps == [step("0-1", "fill", "ada"), step("0-2", "fill", "US"), step("0-3", "click")]


def test_checking_a_textbox_and_choosing_on_a_button_are_problems() -> None:
    checked = check_steps(
        [step("0-1", "check"), step("0-3", "select_option", "Bobine")],
        PAGE,
        "Check the box, then choose Bobine",
        wanted=2,
    )
    # (Bobine is no option of the page's select: with "Vina", the step would go to the select.)
    assert [p.split(":")[0] for p in checked.problems] == [
        "step 1 (check on [0-1] textbox 'Username')",
        "step 2 (select_option 'Bobine' on [0-3] button 'Log in')",
    ]
    # Naming the box: it is ticked, and the two steps on elements never named are dropped (the act
    # then looks again for "choose Bobine", which nothing here offers).
    named = check_steps(
        [step("0-1", "check"), step("0-3", "select_option", "Bobine")],
        PAGE,
        "Check Apple, then choose Bobine",
        wanted=2,
    )
    assert named.steps == [step("0-8", "check")]
    assert named.problems == []


def test_text_the_instruction_does_not_say_is_a_problem_unless_it_is_a_variable() -> None:
    made_up = check_steps(
        [step("0-1", "fill", "admin"), step("0-3", "click")], PAGE, "Type ada and click Log in"
    )
    assert made_up.problems == [
        "step 1 (fill 'admin' on [0-1] textbox 'Username'): it types 'admin', which the instruction does not say to type"
    ]
    said = check_steps([step("0-1", "fill", "ADA"), step("0-3", "click")], PAGE, "Type ada and click Log in")
    assert said.problems == []  # case does not matter
    variable = check_steps(
        [step("0-2", "fill", "%password%"), step("0-3", "click")], PAGE, "Type the password and click Log in"
    )
    assert variable.problems == []


def test_a_quoted_value_no_step_uses_is_typed_into_the_field_named_beside_it() -> None:
    instruction = 'Enter the username "yusuf" and the password "hunter2" into the text fields and press login'
    checked = check_steps([step("0-2", "fill", "hunter2"), step("0-3", "click")], PAGE, instruction)
    assert checked.problems == []
    assert checked.steps == [
        step("0-1", "fill", "yusuf"),
        step("0-2", "fill", "hunter2"),
        step("0-3", "click"),
    ]


def test_a_quoted_value_no_step_uses_and_no_field_named_beside_it_is_a_problem() -> None:
    instruction = 'Enter "yusuf" and "hunter2" into the username and password fields and press login'
    checked = check_steps([step("0-2", "fill", "hunter2"), step("0-3", "click")], PAGE, instruction)
    assert checked.problems == [
        "the instruction's 'yusuf' is used by no step: keep the other steps and add one that types or "
        "chooses it (the instruction names [0-1] textbox 'Username', which no step uses)"
    ]
    # A quoted label is used by clicking its element; a step already done counts as well.
    assert (
        check_steps(
            [step("0-3", "click")], PAGE, 'Type "x" and click "Log in"', done=["fill x on Username textbox"]
        ).problems
        == []
    )


def test_a_click_on_an_element_named_only_in_part_goes_to_the_one_named_in_full() -> None:
    page = build_snapshot(
        [*PAGE.nodes.values(), node("0-10", "a", "link", "Forgot password?")], url="http://app.test/"
    )
    steps = [step("0-1", "fill", "ada"), step("0-2", "fill", "US"), step("0-10", "click")]
    instruction = 'Type "ada" as the username, "US" as the password, then press Log in'
    assert check_steps(steps, page, instruction, wanted=2).steps == [*steps[:2], step("0-3", "click")]
    # Named in full, it stands.
    said = 'Type "ada" as the username, "US" as the password, then click Forgot password'
    assert check_steps(steps, page, said, wanted=2).steps == steps


def test_a_click_part_no_step_does_is_added_when_one_element_carries_its_name() -> None:
    steps = [step("0-1", "fill", "ada"), step("0-2", "fill", "US")]
    checked = check_steps(
        steps, PAGE, 'Type "ada" as the username, "US" as the password, then click Log in', wanted=2
    )
    assert checked.steps == [*steps, step("0-3", "click")]
    # Not for a part that names no element, nor one the steps already do.
    assert (
        check_steps(
            steps, PAGE, 'Type "ada" as the username, "US" as the password, then click Go', wanted=2
        ).steps
        == steps
    )


TIPS = build_snapshot(
    [
        node("0-1", "button", "button", "15% ($4.80)", states={"pressed": True}),
        node("0-2", "button", "button", "25% ($8.00)", states={"pressed": False}),
        node("0-3", "button", "button", "Other amount", states={"pressed": False}),
        node("0-4", "input", "textbox", "Instructions for the driver"),
        node("0-5", "button", "button", "Pay and order"),
    ],
    url="http://app.test/",
)


def test_a_choose_part_no_step_does_clicks_the_one_button_it_names_without_its_remarks() -> None:
    steps = [step("0-4", "fill", "Call when outside"), step("0-5", "click")]
    tip = 'Choose a 25% tip, write "Call when outside" in the instructions for the driver and click Pay and order'
    assert check_steps(steps, TIPS, tip, wanted=3).steps == [step("0-2", "click"), *steps]
    other = 'Choose "Other amount", write "Call when outside" for the driver and click Pay and order'
    assert check_steps(steps, TIPS, other, wanted=3).steps == [step("0-3", "click"), *steps]
    # Not when the part names no button ("choose a 30% tip").
    none = 'Choose a 30% tip, write "Call when outside" for the driver and click Pay and order'
    assert check_steps(steps, TIPS, none, wanted=3).steps == steps


def test_a_runaway_plan_keeps_the_click_named_without_its_remarks() -> None:
    # As the 1.5B model answered "leave a 10% tip, ...": the right tip, then clicks on things never
    # named; cut back to the named steps, the tip button named only as "25%" stays.
    tip = "leave a 25% tip, driver instructions: Call when outside, then pay and order"
    steps = [
        step("0-2", "click"),
        step("0-4", "fill", "Call when outside"),
        step("0-3", "click"),
        step("0-1", "click"),
        step("0-5", "click"),
    ]
    kept = check_steps(steps, TIPS, tip, wanted=2).steps
    assert kept == [step("0-2", "click"), step("0-4", "fill", "Call when outside"), step("0-5", "click")]


def test_the_one_option_the_instruction_names_replaces_another_choice() -> None:
    checked = check_steps(
        [step("0-4", "select_option", "Vina"), step("0-3", "click")],
        PAGE,
        "Choose Jerald in the dropdown, then press Log in",
    )
    assert checked.problems == []
    assert checked.steps[0] == step("0-4", "select_option", "Jerald")  # a whole word: not "Jeraldine"


def test_a_choice_is_left_alone_when_the_instruction_names_it_or_names_no_single_option() -> None:
    named = [step("0-4", "select_option", "Vina"), step("0-3", "click")]
    assert check_steps(named, PAGE, "Pick Vina, not Jerald, then press Log in").steps == named
    unnamed = [step("0-4", "select_option", "Vina"), step("0-3", "click")]
    assert check_steps(unnamed, PAGE, "Choose the second person, then press Log in").steps == unnamed


def test_quoted_values_are_read_without_their_quote_marks() -> None:
    assert quoted_values('Enter “Ada” and \'x y\' then "" and "z"') == ["Ada", "x y", "z"]


def test_a_click_on_something_never_named_is_a_problem_while_a_named_element_goes_unused() -> None:
    checked = check_steps(
        [step("0-1", "fill", "Lumi"), step("0-8", "check")],
        PAGE,
        # "log in" is no click verb, nor is it the last part: no click is added
        'Fill "Lumi" into Username and log in as her, then wait',
        wanted=2,
    )
    assert checked.problems == [
        "step 2 (check on [0-8] checkbox 'Apple'): the instruction does not mention 'Apple'; it names "
        "[0-3] button 'Log in', which no step uses"
    ]
    # As the last part, "log in as her" names the Log in button by its own first word: its click
    # ends the plan, and the stray check is dropped.
    last = check_steps(
        [step("0-1", "fill", "Lumi"), step("0-8", "check")],
        PAGE,
        'Fill "Lumi" into Username and log in as her',
        wanted=2,
    )
    assert (last.steps, last.problems) == ([step("0-1", "fill", "Lumi"), step("0-3", "click")], [])
    # "press login" asks for a click on Log in: it is added, and the stray check dropped.
    pressed = check_steps(
        [step("0-1", "fill", "Lumi"), step("0-8", "check")],
        PAGE,
        'Fill "Lumi" into Username and press login',
        wanted=2,
    )
    assert pressed.problems == []
    assert pressed.steps == [step("0-1", "fill", "Lumi"), step("0-3", "click")]
    # and so does a last part that is the button's verb alone
    bare = check_steps(
        [step("0-1", "fill", "Lumi"), step("0-8", "check")],
        PAGE,
        'Fill "Lumi" into Username and log in',
        wanted=2,
    )
    assert bare.problems == []
    assert bare.steps == pressed.steps


def test_a_click_read_by_meaning_stands_when_nothing_on_the_page_carries_the_instructions_words() -> None:
    # A redesign renamed "Sign in" to "Log in": nothing named in the instruction is left unused.
    checked = check_steps(
        [step("0-1", "fill", "ada"), step("0-3", "click")], PAGE, "Type ada into Username, then click Sign in"
    )
    assert checked.problems == []


def test_a_name_is_mentioned_by_a_word_it_begins_or_is_begun_by() -> None:
    steps = [step("0-1", "fill", "ada"), step("0-3", "click")]
    assert check_steps(steps, PAGE, "Type ada into the username field and press login").problems == []


def test_steps_all_anchored_in_the_instruction_are_put_in_its_order() -> None:
    checked = check_steps(
        [step("0-3", "click"), step("0-1", "fill", "ada")], PAGE, "Type ada into Username, then click Log in"
    )
    assert checked.problems == []
    assert checked.steps == [step("0-1", "fill", "ada"), step("0-3", "click")]


def test_an_unanchored_step_or_a_repeated_anchor_leaves_the_order_alone() -> None:
    unanchored = [step("0-3", "click"), step("0-1", "fill", "ada")]
    assert (
        check_steps(unanchored, PAGE, "Type ada into the first field, then go on", wanted=2).steps
        == unanchored
    )
    repeated = [step("0-3", "click"), step("0-1", "fill", "ada"), step("0-3", "click")]
    assert (
        check_steps(repeated, PAGE, "Click Log in, type ada into Username, then click Log in").steps
        == repeated
    )


def test_a_stray_click_is_dropped_when_the_other_steps_cover_the_instruction() -> None:
    # "Reset" opened the plan, as a 1.5B model often does; the rest is anchored in the instruction.
    page = build_snapshot(
        [
            *PAGE.nodes.values(),
            node("0-10", "button", "button", "Reset"),
            node("0-11", "button", "button", "Help"),
        ],
        url="http://app.test/",
    )
    stray = [step("0-10", "click"), step("0-1", "fill", "Ada"), step("0-3", "click")]
    checked = check_steps(stray, page, "Type Ada in the input box, then click Log in", wanted=2)
    assert checked.steps == stray[1:]
    assert checked.problems == []
    # Not when the steps left would not cover every part (the click then goes to the button the
    # instruction names, which no step used), nor when another step is not anchored (the model may
    # be reading a redesigned page by meaning).
    assert check_steps(stray[:2], page, "Type Ada in the input box, then click Log in", wanted=2).steps == [
        step("0-1", "fill", "Ada"),
        step("0-3", "click"),
    ]
    unanchored = [step("0-11", "click"), step("0-1", "fill", "Ada"), step("0-3", "click")]
    assert (
        check_steps(unanchored, page, "Type Ada in the input box, then click Sign in", wanted=2).steps
        == unanchored
    )


def test_an_undoing_click_is_dropped_unless_the_instruction_asks_to_undo_something() -> None:
    page = build_snapshot(
        [
            *PAGE.nodes.values(),
            node("0-10", "button", "button", "Cancel"),
            node("0-11", "button", "button", "Reset"),
        ],
        url="http://app.test/",
    )
    # Reset before, Cancel after: dropped even beside a step the stray-click rule finds unanchored.
    plan = [step("0-11", "click"), step("0-1", "fill", "Ada"), step("0-3", "click"), step("0-10", "click")]
    assert check_steps(plan, page, "Type Ada in the input box, log in and confirm it", wanted=3).steps == [
        step("0-1", "fill", "Ada"),
        step("0-3", "click"),
    ]
    # Asked to clear the form, Reset may be what is meant.
    asked = [step("0-11", "click"), step("0-1", "fill", "Ada")]
    assert check_steps(asked, page, "Clear the form, then type Ada in the input box", wanted=2).steps == asked


def test_a_choice_already_made_that_the_instruction_never_names_is_dropped() -> None:
    page = build_snapshot(
        [
            node("0-1", "input", "textbox", "Reference"),
            node("0-2", "select", "combobox", "When"),
            node("0-3", "option", "option", "Today", parent="0-2", states={"selected": True}),
            node("0-4", "option", "option", "Tomorrow", parent="0-2"),
            node("0-5", "button", "button", "Continue"),
        ],
        url="http://app.test/transfer",
    )
    task = "reference Birthday gift, then continue"
    plan = [step("0-1", "fill", "Birthday gift"), step("0-2", "select_option", "Today"), step("0-5", "click")]
    assert check_steps(plan, page, task, wanted=2).steps == [plan[0], plan[2]]
    # Named, it stays ("pay today"); so does another option the instruction names.
    assert (
        check_steps(plan, page, "reference Birthday gift, pay today, then continue", wanted=3).steps == plan
    )
    later = [plan[0], step("0-2", "select_option", "Tomorrow"), plan[2]]
    assert (
        check_steps(later, page, "reference Birthday gift, pay tomorrow, continue", wanted=3).steps == later
    )
    # A value no select offers, given beside a text field, is typed there.
    chosen = [step("0-2", "select_option", "Gym membership"), step("0-5", "click")]
    assert check_steps(chosen, page, 'enter reference "Gym membership" and continue', wanted=2).steps == [
        step("0-1", "fill", "Gym membership"),
        step("0-5", "click"),
    ]


def test_a_plan_ends_before_a_step_only_a_later_page_can_take() -> None:
    seats = build_snapshot(
        [
            node("0-1", "button", "button", "Seat 14F"),
            node("0-2", "button", "button", "Seat 17F, taken", states={"disabled": True}),
            node("0-3", "button", "button", "Skip seat selection"),
        ],
        url="http://app.test/seats",
    )
    task = 'select seat "14F" with a kosher meal, then confirm seat'
    planned = [step("0-1", "click"), step("0-1", "select_option", "Kosher meal"), step("0-2", "click")]
    checked = check_steps(planned, seats, task, wanted=2)
    assert checked.steps == [step("0-1", "click")]  # the act looks again after the click
    assert checked.problems == []
    # With an element here that could take it, the model only put the wrong id: not cut, but mended.
    dialog = build_snapshot(
        [
            node("0-1", "button", "button", "Share"),
            node("0-2", "button", "button", "Rename"),
            node("0-3", "input", "textbox", "Add people"),
        ],
        url="http://app.test/file",
    )
    wrong_id = [step("0-1", "click"), step("0-2", "fill", "sana@example.net")]
    kept = check_steps(wrong_id, dialog, "Click Share, then add sana@example.net", wanted=2)
    assert kept.steps == [step("0-1", "click"), step("0-3", "fill", "sana@example.net")]
    # With no click before it, the step is a problem for the model to mend.
    alone = check_steps(
        [step("0-1", "select_option", "Kosher meal")], seats, "choose a kosher meal", wanted=1
    )
    assert alone.problems
    assert "select_option" in alone.problems[0]


def test_a_plan_clicking_everything_keeps_the_clicks_the_instruction_names() -> None:
    names = [f"Seat {row}{letter}" for row in (15, 16) for letter in "ABCDEF"]
    seats = build_snapshot(
        [node(f"0-{n}", "button", "button", name) for n, name in enumerate(names, 1)],
        url="http://app.test/seats",
    )
    task = 'select seat "15A", meal "Child meal", tick priority boarding, then continue to payment'
    every = [step(f"0-{n}", "click") for n in range(1, 12)]
    assert check_steps(every, seats, task, wanted=4).steps == [step("0-1", "click")]
    # A plan going round the same buttons is read whole, not as one turn of the round.
    toolbar = build_snapshot(
        [
            node(f"0-{n}", "button", "button", name)
            for n, name in enumerate(["Download", "Rename", "Share", "Move to trash"], 1)
        ],
        url="http://app.test/file",
    )
    rounds = [step("0-3", "click"), step("0-4", "click"), step("0-2", "click"), step("0-1", "click")] * 3
    share = "share the file with hugo.berg@example.com with editor access, then hit Send invite"
    assert check_steps(rounds, toolbar, share, wanted=2).steps == [step("0-3", "click")]
    # Asked to click every one, every click stays (and a plan past the bound is refused elsewhere).
    assert len(check_steps(every[:6], seats, "click every seat", wanted=1).steps) == 6


def test_an_unquoted_typed_value_loses_the_field_words_after_it() -> None:
    form = build_snapshot(
        [
            node("0-1", "textarea", "textbox", "Describe the problem"),
            node("0-2", "button", "button", "Submit"),
        ],
        url="http://app.test/ticket",
    )
    task = "type The dashboard loads blank as the description, then submit"
    typed = [step("0-1", "type", "The dashboard loads blank as the description"), step("0-2", "click")]
    assert check_steps(typed, form, task, wanted=2).steps == [
        step("0-1", "type", "The dashboard loads blank"),
        step("0-2", "click"),
    ]
    # Quoted, the value is the tester's to the letter.
    quoted = 'type "Sent as the invoice" as the message, then submit'
    kept = [step("0-1", "type", "Sent as the invoice"), step("0-2", "click")]
    assert check_steps(kept, form, quoted, wanted=2).steps == kept


def test_a_compound_act_s_tick_on_a_radio_it_does_not_name_goes_to_the_one_it_names() -> None:
    pizza = build_snapshot(
        [
            node("0-1", "input", "radio", 'Small (10")', attrs={"type": "radio"}, states={"checked": False}),
            node("0-2", "input", "radio", 'Medium (12")', attrs={"type": "radio"}, states={"checked": True}),
            node(
                "0-3",
                "input",
                "checkbox",
                "Green peppers",
                attrs={"type": "checkbox"},
                states={"checked": False},
            ),
            node("0-4", "button", "button", "Add to cart"),
        ],
        url="http://app.test/pizza",
    )
    task = 'Pick the "Small" size, check "Green peppers" and hit Add to cart'
    planned = [step("0-2", "check"), step("0-3", "check"), step("0-4", "click")]
    assert check_steps(planned, pizza, task, wanted=3).steps == [
        step("0-1", "check"),
        step("0-3", "check"),
        step("0-4", "click"),
    ]


def test_a_choice_the_instruction_never_asks_for_is_dropped_as_a_stray() -> None:
    event = build_snapshot(
        [
            node("0-1", "input", "textbox", "Title"),
            node("0-2", "input", "textbox", "Date"),
            node("0-3", "select", "combobox", "Repeat"),
            node("0-4", "option", "option", "Does not repeat", parent="0-3", states={"selected": True}),
            node("0-5", "option", "option", "Monthly", parent="0-3"),
            node("0-6", "button", "button", "Done"),
        ],
        url="http://app.test/event",
    )
    task = 'Add "Flight to Oslo" on 2026-03-17, then click Done'
    planned = [
        step("0-1", "fill", "Flight to Oslo"),
        step("0-2", "fill", "2026-03-17"),
        step("0-3", "select_option", "Monthly"),
        step("0-6", "click"),
    ]
    assert check_steps(planned, event, task, wanted=2).steps == [planned[0], planned[1], planned[3]]
    # Named, the choice stays.
    asked = 'Add "Flight to Oslo" on 2026-03-17, repeat it monthly, then click Done'
    assert check_steps(planned, event, asked, wanted=3).steps == planned


def test_an_untick_naming_a_box_goes_to_that_box() -> None:
    page = build_snapshot(
        [
            node(
                "0-1",
                "input",
                "checkbox",
                "Product updates",
                attrs={"type": "checkbox"},
                states={"checked": True},
            ),
            node("0-2", "select", "combobox", "Email format"),
            node("0-3", "option", "option", "HTML", parent="0-2", states={"selected": True}),
            node("0-4", "button", "button", "Save preferences"),
        ],
        url="http://app.test/preferences",
    )
    planned = [step("0-2", "uncheck", "Product updates"), step("0-4", "click")]
    checked = check_steps(planned, page, "untick Product updates and click Save preferences", wanted=2)
    assert checked.steps == [step("0-1", "uncheck"), step("0-4", "click")]


def test_a_radio_a_part_names_that_no_step_chooses_is_clicked() -> None:
    page = build_snapshot(
        [
            node(
                "0-1",
                "input",
                "radio",
                "Daily",
                attrs={"type": "radio", "name": "freq"},
                states={"checked": False},
            ),
            node(
                "0-2",
                "input",
                "radio",
                "Weekly",
                attrs={"type": "radio", "name": "freq"},
                states={"checked": True},
            ),
            node(
                "0-3",
                "input",
                "checkbox",
                "Special offers",
                attrs={"type": "checkbox"},
                states={"checked": False},
            ),
            node("0-4", "button", "button", "Save"),
        ],
        url="http://app.test/newsletter",
    )
    task = "email me daily and add the special offers topic, then save"
    planned = [step("0-3", "check"), step("0-4", "click")]
    assert check_steps(planned, page, task, wanted=3).steps == [step("0-1", "click"), *planned]
    # A step on the group already: the model's choice stands; the chosen radio is not clicked again.
    weekly = [step("0-2", "click"), *planned]
    assert (
        check_steps(
            weekly, page, "email me weekly and add the special offers topic, then save", wanted=3
        ).steps
        == weekly
    )
    assert (
        check_steps(planned, page, "keep it weekly, add the special offers topic, then save", wanted=3).steps
        == planned
    )


def test_a_click_on_a_disabled_element_the_instruction_does_not_name_is_dropped() -> None:
    seats = build_snapshot(
        [
            node("0-1", "button", "button", "Seat 15A"),
            node("0-2", "button", "button", "Seat 15B, taken", states={"disabled": True}),
            node("0-3", "button", "button", "Pay now", states={"disabled": True}),
        ],
        url="http://app.test/seats",
    )
    planned = [step("0-1", "click"), step("0-2", "click"), step("0-3", "click")]
    assert check_steps(planned, seats, 'select seat "15A", then click Pay now', wanted=2).steps == [
        step("0-1", "click"),
        step("0-3", "click"),  # named: it may be enabled by the steps before it
    ]


def test_an_unquoted_typed_value_loses_its_field_s_name_at_its_start() -> None:
    form = build_snapshot(
        [node("0-1", "input", "textbox", "Reference"), node("0-2", "button", "button", "Continue")],
        url="http://app.test/transfer",
    )
    typed = [step("0-1", "type", "Reference Birthday gift"), step("0-2", "click")]
    task = "reference Birthday gift, then continue"
    assert check_steps(typed, form, task, wanted=2).steps == [
        step("0-1", "type", "Birthday gift"),
        step("0-2", "click"),
    ]
    quoted = 'type "Reference Birthday gift" as the reference, then continue'
    assert check_steps(typed, form, quoted, wanted=2).steps == typed


def test_a_step_already_done_that_the_model_answers_again_is_dropped_while_too_many_steps_remain() -> None:
    done = ["click on Log in button"]
    again = [step("0-3", "click"), step("0-8", "check")]
    assert (
        check_steps(again, PAGE, "Click Log in and then check Apple", done=done, wanted=1).steps == again[1:]
    )
    # "click Log in, then click Log in": the one step left is the second click.
    twice = [step("0-3", "click")]
    assert check_steps(twice, PAGE, "Click Log in, then click Log in", done=done, wanted=1).steps == twice


def test_a_plan_looping_on_a_cycle_of_steps_is_cut_to_one_turn() -> None:
    cycle = [step("0-1", "fill", "ada"), step("0-3", "click")]
    assert check_steps(cycle * 6, PAGE, "Type ada into Username, then click Log in", wanted=2).steps == cycle
    # A repetition the instruction asks for stays.
    thrice = [step("0-3", "click")] * 3
    assert check_steps(thrice, PAGE, "Click Log in, then Log in, then Log in", wanted=3).steps == thrice


CART = build_snapshot(
    [
        node("0-1", "input", "spinbutton", "Quantity for Teapot", attrs={"type": "number"}),
        node("0-2", "input", "spinbutton", "Quantity for Mug", attrs={"type": "number"}),
        node("0-3", "button", "button", "Update cart"),
        node("0-4", "a", "link", "Page 2"),
        node("0-5", "input", "searchbox", "Search", attrs={"type": "search"}),
    ],
    url="http://app.test/cart",
)


def test_a_click_on_a_field_is_a_fill_when_the_instruction_gives_one_value_no_step_types() -> None:
    clicked = [step("0-2", "click"), step("0-3", "click")]
    checked = check_steps(clicked, CART, "Set the quantity of Mug to 4, then press Update cart", wanted=2)
    assert checked.steps == [step("0-2", "fill", "4"), step("0-3", "click")]
    assert checked.problems == []
    # A quoted value counts the same.
    quoted = check_steps([step("0-5", "click")], CART, 'Search for "lamp 2000"', wanted=1)
    assert quoted.steps == [step("0-5", "fill", "lamp 2000")]


@pytest.mark.parametrize(
    ("instruction", "steps"),
    [
        # The number is part of an element's name: a link to follow, not a value.
        ("Click the search box, then open Page 2", [step("0-5", "click"), step("0-4", "click")]),
        # The value is typed already: the click stays a click.
        (
            "Put 3 in the Mug quantity, click it again and press Update cart",
            [step("0-2", "fill", "3"), step("0-2", "click"), step("0-3", "click")],
        ),
        # Two values left for two clicks: which goes where is not settled here.
        (
            "Set Quantity for Teapot to 6 and Quantity for Mug to 7",
            [step("0-1", "click"), step("0-2", "click")],
        ),
    ],
)
def test_a_click_on_a_field_stays_a_click_when_no_single_value_is_left_for_it(
    instruction: str, steps: list[PlannedStep]
) -> None:
    checked = check_steps(steps, CART, instruction, wanted=2).steps
    clicks = [(s.elementId, s.arguments) for s in steps if s.method == "click"]
    assert [(s.elementId, s.arguments) for s in checked if s.method == "click"] == clicks


def test_numbers_in_names_match_only_whole_so_time_slots_are_not_named_by_their_minutes() -> None:
    """A 1.5B model clicked every slot of a booking page; "10:30" named "11:30 (full)" by its "30" and
    "2026-06-15" named "15:30" by its "15", so those clicks stayed and the disabled one hung the act."""
    slots = build_snapshot(
        [
            node("0-1", "input", "textbox", "Preferred date"),
            *(node(f"0-{n}", "button", "button", name) for n, name in
              ((2, "09:00"), (3, "10:30"), (4, "11:30 (full)"), (5, "15:30"))),
            node("0-6", "textarea", "textbox", "Notes"),
            node("0-7", "button", "button", "Book"),
        ],
        url="http://app.test/book",
    )  # fmt: skip
    every = [step("0-1", "fill", "2026-06-15"), *(step(f"0-{n}", "click") for n in range(2, 8))]
    checked = check_steps(
        every, slots, "Set the date to 2026-06-15, pick the 10:30 slot and click Book", wanted=3
    )
    assert checked.steps == [step("0-1", "fill", "2026-06-15"), step("0-3", "click"), step("0-7", "click")]


def test_clicks_on_one_element_beyond_the_times_the_instruction_names_it_are_dropped() -> None:
    """A 1.5B model planned "click Next" seven times; the first one hid it, the rest hung the act."""
    wizard = build_snapshot(
        [
            node("0-1", "input", "textbox", "Work email"),
            node("0-2", "button", "button", "Cancel"),
            node("0-3", "button", "button", "Next"),
        ],
        url="http://app.test/wizard",
    )
    looping = [step("0-1", "fill", "leo@x.com"), *[step("0-3", "click")] * 6]
    checked = check_steps(looping, wizard, "Type leo@x.com into Work email, press Next", wanted=2)
    assert checked.steps == [step("0-1", "fill", "leo@x.com"), step("0-3", "click")]
    # Named twice, or told how often: the clicks stay.
    twice = [step("0-3", "click")] * 2
    assert check_steps(twice, wizard, "Click Next, then click Next", wanted=2).steps == twice
    thrice = [step("0-3", "click")] * 3
    assert (
        check_steps(thrice, wizard, "Type a into Work email, then press Next three times", wanted=2).steps
        == thrice
    )


CONTACT = build_snapshot(
    [
        node("0-1", "select", "combobox", "Subject"),
        node("0-2", "option", "option", "Billing", parent="0-1"),
        node("0-3", "textarea", "textbox", "Message"),
        node("0-4", "input", "checkbox", "Send me a copy of this message", attrs={"type": "checkbox"}),
        node("0-5", "input", "checkbox", "I accept the terms", attrs={"type": "checkbox"}),
        node("0-6", "button", "button", "Send message"),
    ],
    url="http://app.test/contact",
)


@pytest.mark.parametrize(
    ("instruction", "last"),
    [
        # "press Enter" on the button is anchored by the button, not by the "enter" of the message.
        ("Pick Billing, enter 'Hi there' as your message, then check 'I accept the terms' and press Send message",
         step("0-6", "press", "Enter")),
        # "Send message" is named by "then send message", not by the earlier "as the message".
        ("select subject Billing, type Hi there as the message, check the accept box, then send message",
         step("0-6", "click")),
    ],
)  # fmt: skip
def test_the_send_button_stays_last_where_the_instruction_names_it(
    instruction: str, last: PlannedStep
) -> None:
    """A 1.5B model's right plan was sorted into the wrong order: Send before the consent box."""
    steps = [
        step("0-1", "select_option", "Billing"),
        step("0-3", "fill", "Hi there"),
        step("0-5", "check"),
        last,
    ]
    assert check_steps(steps, CONTACT, instruction, wanted=4).steps == steps


def test_select_option_on_a_field_that_is_no_select_goes_to_the_select_offering_the_option() -> None:
    profile = build_snapshot(
        [
            node("0-1", "textarea", "textbox", "Bio"),
            node("0-2", "select", "combobox", "Time zone"),
            node("0-3", "option", "option", "Berlin", parent="0-2"),
            node("0-4", "option", "option", "Tokyo", parent="0-2"),
            node("0-5", "button", "button", "Save"),
        ],
        url="http://app.test/profile",
    )
    wrong = [step("0-1", "select_option", "Berlin"), step("0-5", "click")]
    checked = check_steps(wrong, profile, "select Berlin as time zone and press Save", wanted=2)
    assert checked.steps == [step("0-2", "select_option", "Berlin"), step("0-5", "click")]
    assert checked.problems == []


# ---- a whole task (an agent's first pass): checked by the page's structure --------------------------

SIGN_IN = build_snapshot(
    [
        node("0-1", "input", "textbox", "Username", "/html/body/form/label[1]/input"),
        node(
            "0-2",
            "input",
            "textbox",
            "Password",
            "/html/body/form/label[2]/input",
            attrs={"type": "password"},
        ),
        node("0-3", "button", "button", "Log in", "/html/body/form/button"),
        node("0-4", "a", "link", "Forgot password?", "/html/body/a[1]"),
        node("0-5", "button", "button", "Add Red Kettle", "/html/body/ul/li/button"),
    ],
    url="http://app.test/signin",
)
TASK = "Log in as dan with the password pass123"


def whole(
    steps: list[PlannedStep], values: list[str], task: str = TASK, done: tuple[str, ...] = ()
) -> list[PlannedStep]:
    checked = check_steps(steps, SIGN_IN, task, done, whole_task=True, values=values)
    assert checked.problems == []
    return checked.steps


def test_a_whole_task_s_listed_value_no_step_types_goes_into_the_empty_field_before_the_click() -> None:
    planned = [step("0-2", "fill", "pass123"), step("0-3", "click")]
    assert whole(planned, ["dan", "pass123"]) == [
        step("0-2", "fill", "pass123"),
        step("0-1", "fill", "dan"),
        step("0-3", "click"),
    ]
    # a value the task does not say, or one a done step typed, is not placed
    assert whole(planned, ["bob", "pass123"]) == planned
    assert whole(planned, ["dan", "pass123"], done=("fill dan on Username textbox",)) == planned


def test_a_whole_task_s_button_goes_after_the_fields_of_its_form() -> None:
    planned = [step("0-3", "click"), step("0-1", "fill", "dan"), step("0-2", "fill", "pass123")]
    assert whole(planned, []) == [
        step("0-1", "fill", "dan"),
        step("0-2", "fill", "pass123"),
        step("0-3", "click"),
    ]


def test_a_whole_task_drops_clicks_on_elements_it_never_names_but_keeps_a_filled_form_s_button() -> None:
    planned = [step("0-1", "fill", "dan"), step("0-5", "click"), step("0-4", "click"), step("0-3", "click")]
    # "Add Red Kettle" and "Forgot password?" hold words the task never says... but "password" is said
    assert whole(planned, []) == [step("0-1", "fill", "dan"), step("0-4", "click"), step("0-3", "click")]
    next_page = build_snapshot(
        [
            node("0-1", "input", "textbox", "Full name", "/html/body/form/label/input"),
            node("0-2", "button", "button", "Next", "/html/body/form/button"),
        ],
        url="http://app.test/step1",
    )
    task = "Register Dan Lee with the email dan@example.com"
    typed = [step("0-1", "fill", "Dan Lee"), step("0-2", "click")]
    assert check_steps(typed, next_page, task, whole_task=True).steps == typed  # "Next" sends the filled form
    assert check_steps([step("0-2", "click")], next_page, task, whole_task=True).steps == []


def test_a_whole_task_types_one_value_per_field_and_a_look_does_not_click_again_what_was_clicked() -> None:
    both = [step("0-1", "fill", "dan"), step("0-1", "fill", "pass123"), step("0-2", "fill", "pass123")]
    assert whole(both, []) == [
        step("0-1", "fill", "dan"),
        step("0-2", "fill", "pass123"),
        step("0-3", "click"),  # the filled form is sent (_filled_forms_sent)
    ]
    done = ("fill dan on Username textbox", "fill pass123 on Password textbox", "click on Log in button")
    assert check_steps([step("0-3", "click")], SIGN_IN, TASK, done, whole_task=True).steps == []
    # unless the task says how often
    assert check_steps([step("0-3", "click")], SIGN_IN, TASK + " twice", done, whole_task=True).steps == [
        step("0-3", "click")
    ]


def test_a_whole_task_clicks_a_link_it_typed_into_and_follows_links_to_other_pages_last() -> None:
    shop = build_snapshot(
        [
            node("0-1", "button", "button", "Add Green Teapot", "/html/body/ul/li/button"),
            node("0-2", "a", "link", "View cart", "/html/body/a[1]", attrs={"href": "/cart.html"}),
            node(
                "0-3", "a", "link", "Green Teapot", "/html/body/a[2]", attrs={"href": "/item.html?n=teapot"}
            ),
        ],
        url="http://app.test/shop",
    )
    task = "Add the Green Teapot to the cart, open the cart and check out"
    planned = [step("0-2", "click"), step("0-1", "click")]
    assert check_steps(planned, shop, task, whole_task=True).steps == [
        step("0-1", "click"),
        step("0-2", "click"),
    ]
    typed = [step("0-3", "type", "teapot")]
    assert check_steps(typed, shop, "open the teapot page", whole_task=True).steps == [step("0-3", "click")]


def test_an_option_chosen_by_meaning_is_not_made_up_text() -> None:
    # Only typed text can be made up: the option is the page's own. (A whole-task constant that
    # shadowed the typing methods once flagged this choice and cost a repair call.)
    checked = check_steps(
        [step("0-4", "select_option", "Jeraldine")], PAGE, "choose the last person in the list"
    )
    assert checked.problems == []
    assert checked.steps == [step("0-4", "select_option", "Jeraldine")]


PREFERENCES = build_snapshot(
    [
        node("0-1", "input", "checkbox", "Science", states={"checked": False}),
        node("0-2", "input", "checkbox", "Finance", states={"checked": False}),
        node("0-3", "input", "checkbox", "Travel", states={"checked": False}),
        node("0-4", "input", "radio", "Weekly", states={"checked": True}),
        node("0-5", "input", "radio", "Monthly", states={"checked": False}),
        node("0-6", "button", "switch", "Email notifications", states={"checked": True}),
        node("0-7", "button", "switch", "Show online status", states={"checked": True}),
        node("0-8", "input", "checkbox", "Partner offers", states={"checked": False}),
        node("0-9", "button", "button", "Save preferences"),
    ],
    url="http://app.test/preferences",
)


def whole_on(
    page: Snapshot, planned: list[PlannedStep], task: str, done: tuple[str, ...] = ()
) -> list[PlannedStep]:
    return check_steps(planned, page, task, done, whole_task=True).steps


def test_a_whole_task_ticks_the_boxes_it_names_not_the_ones_the_model_picked() -> None:
    task = 'Tick the "Finance" and "Travel" topics and save the preferences'
    planned = [step("0-1", "check"), step("0-3", "check"), step("0-9", "click")]
    assert whole_on(PREFERENCES, planned, task) == [
        step("0-2", "check"),
        step("0-3", "check"),
        step("0-9", "click"),
    ]
    # unticking goes to a named box that is ticked; a click to one the click would change the same way
    off = "Turn off Email notifications and save the preferences"
    assert whole_on(PREFERENCES, [step("0-7", "uncheck"), step("0-9", "click")], off) == [
        step("0-6", "uncheck"),
        step("0-9", "click"),
    ]
    # and the task's last part names Save preferences, which no step clicked: the plan ends on it
    assert whole_on(PREFERENCES, [step("0-7", "click")], off) == [step("0-6", "click"), step("0-9", "click")]
    # nothing named waits: a box whose name the task never says is not ticked at all
    assert whole_on(PREFERENCES, [step("0-1", "check"), step("0-9", "click")], "Save the preferences") == [
        step("0-9", "click")
    ]


def test_a_box_the_task_says_not_to_tick_is_never_the_target() -> None:
    task = "Tick Travel, do not opt in to partner offers, and save"
    planned = [step("0-3", "check"), step("0-1", "check"), step("0-9", "click")]
    assert whole_on(PREFERENCES, planned, task) == [step("0-3", "check"), step("0-9", "click")]


def test_a_radio_answered_as_a_select_is_clicked_and_a_wrong_radio_goes_to_the_named_one() -> None:
    task = "Choose monthly delivery and save the preferences"
    assert whole_on(PREFERENCES, [step("0-4", "select_option", "Monthly")], task) == [
        step("0-5", "click"),
        step("0-9", "click"),  # "and save the preferences", which no step did
    ]
    assert whole_on(PREFERENCES, [step("0-4", "click"), step("0-9", "click")], task) == [
        step("0-5", "click"),
        step("0-9", "click"),
    ]


def test_a_box_or_radio_answered_as_a_select_s_option_is_ticked_or_clicked() -> None:
    # A compound act (not a whole task): "Special offers" put to the Email format select, which offers
    # HTML and Plain text only; "Monthly" put to the Weekly radio.
    page = build_snapshot(
        [
            node("0-4", "input", "radio", "Weekly", attrs={"type": "radio"}, states={"checked": True}),
            node("0-5", "input", "radio", "Monthly", attrs={"type": "radio"}, states={"checked": False}),
            node(
                "0-8",
                "input",
                "checkbox",
                "Partner offers",
                attrs={"type": "checkbox"},
                states={"checked": False},
            ),
            node("0-9", "button", "button", "Save preferences"),
            node("0-10", "select", "combobox", "Email format"),
            node("0-11", "option", "option", "HTML", parent="0-10"),
            node("0-12", "option", "option", "Plain text", parent="0-10"),
        ],
        url="http://app.test/preferences",
    )
    task = "email me monthly and add the partner offers topic, then save"
    planned = [step("0-10", "select_option", "Monthly"), step("0-10", "select_option", "Partner offers")]
    checked = check_steps([*planned, step("0-9", "click")], page, task)
    assert checked.steps == [step("0-5", "click"), step("0-8", "check"), step("0-9", "click")]
    assert checked.problems == []
    # an option the select does offer stays on it
    plain = check_steps(
        [step("0-10", "select_option", "Plain text")], page, "choose Plain text as the format"
    )
    assert plain.steps == [step("0-10", "select_option", "Plain text")]
    # a box named with a remark in parentheses is named by its name without it
    extras = build_snapshot(
        [
            node("0-1", "select", "combobox", "Vehicle type"),
            node("0-2", "option", "option", "Car", parent="0-1"),
            node("0-3", "option", "option", "SUV (+$3)", parent="0-1"),
            node("0-4", "input", "checkbox", "Air freshener (+$2)", attrs={"type": "checkbox"}),
            node("0-5", "button", "button", "Book wash"),
        ],
        url="http://app.test/wash",
    )
    add_on = check_steps(
        [step("0-1", "select_option", "Air freshener"), step("0-5", "click")],
        extras,
        "Add the Air freshener add-on, then press Book wash",
    )
    assert add_on.steps == [step("0-4", "check"), step("0-5", "click")]


def test_a_button_bearing_only_a_verb_that_many_rows_share_is_not_clicked_unless_the_task_says_it() -> None:
    jobs = build_snapshot(
        [
            node("0-1", "input", "textbox", "Keywords"),
            node("0-2", "button", "button", "Save", "/html/body/ul/li[1]/button"),
            node("0-3", "a", "link", "Data Analyst", "/html/body/ul/li[1]/a", attrs={"href": "/job?id=1"}),
            node("0-4", "button", "button", "Save", "/html/body/ul/li[2]/button"),
            node("0-5", "a", "link", "QA Engineer", "/html/body/ul/li[2]/a", attrs={"href": "/job?id=2"}),
        ],
        url="http://app.test/jobs",
    )
    planned = [step("0-2", "click"), step("0-4", "click"), step("0-3", "click")]
    assert whole_on(jobs, planned, "Apply to the Data Analyst job") == [step("0-3", "click")]
    assert whole_on(jobs, [step("0-2", "click")], "Save the Data Analyst job") == [step("0-2", "click")]


def test_a_look_does_not_give_again_a_value_a_done_step_gave_that_element() -> None:
    product = build_snapshot(
        [
            node("0-1", "select", "combobox", "Size"),
            node("0-2", "option", "option", "XL", parent="0-1"),
            node("0-3", "input", "spinbutton", "Quantity"),
            node("0-4", "a", "link", "Go to basket", attrs={"href": "/basket"}),
        ],
        url="http://app.test/product",
    )
    done = (
        "select_option XL on Size combobox",
        "fill 2 on Quantity spinbutton",
        "click on Add to basket button",
    )
    planned = [step("0-1", "select_option", "XL"), step("0-3", "fill", "2"), step("0-4", "click")]
    task = "Order the jacket in size XL (quantity 2): add it to the basket, go to the basket and order"
    assert whole_on(product, planned, task, done) == [step("0-4", "click")]
    # another value for the same field is a change, and stays
    assert whole_on(product, [step("0-3", "fill", "3")], task + " then make it 3", done) == [
        step("0-3", "fill", "3")
    ]


def test_a_value_a_click_gives_is_not_typed_into_a_field_as_well() -> None:
    ticket = build_snapshot(
        [
            node("0-1", "input", "textbox", "Subject"),
            node("0-2", "input", "radio", "Normal", states={"checked": True}),
            node("0-3", "input", "radio", "Urgent", states={"checked": False}),
            node("0-4", "textarea", "textbox", "Description (optional)"),
        ],
        url="http://app.test/ticket",
    )
    task = "Send a ticket with the subject 'Export fails', at Urgent priority"
    planned = [step("0-1", "fill", "Export fails"), step("0-3", "check"), step("0-4", "fill", "Urgent")]
    checked = check_steps(planned, ticket, task, whole_task=True, values=["Export fails", "Urgent"])
    assert checked.steps == planned[:2]
    # nor is a listed value the click gave placed into the empty field
    checked = check_steps(planned[:2], ticket, task, whole_task=True, values=["Export fails", "Urgent"])
    assert checked.steps == planned[:2]
    # a field the task names takes what it is given
    named = check_steps(planned, ticket, task + ", description Urgent", whole_task=True).steps
    assert named == planned


@pytest.mark.parametrize(
    "task",
    [
        "Send the form; don't include system logs",
        "Send the form, do not tick Include system logs",
        "Send the form and leave Include system logs unticked",
        "Send the form, without system logs",
    ],
)
def test_a_tick_on_a_box_the_task_wants_off_is_dropped(task: str) -> None:
    form = build_snapshot(
        [
            node("0-1", "input", "checkbox", "Include system logs", states={"checked": False}),
            node("0-2", "button", "button", "Send"),
        ],
        url="http://app.test/form",
    )
    assert whole_on(form, [step("0-1", "check"), step("0-2", "click")], task) == [step("0-2", "click")]
    assert whole_on(form, [step("0-1", "check"), step("0-2", "click")], "Send the form with system logs") == [
        step("0-1", "check"),
        step("0-2", "click"),
    ]


def test_an_untick_goes_to_the_box_the_task_wants_off_not_to_one_it_keeps_on() -> None:
    task = "Keep Show online status on and switch Email notifications off"
    assert whole_on(PREFERENCES, [step("0-1", "uncheck")], task) == [step("0-6", "uncheck")]


@pytest.mark.parametrize(
    ("task", "done", "unused"),
    [
        ("Scale the recipe to 12 servings and save it", ["click on Increase servings button"], ["12"]),
        (
            "Pay £64.99, reference 'FLAT 3 RENT'",
            ["fill 64.99 on Amount", "fill FLAT 3 RENT on Reference"],
            [],
        ),
        (
            "Pay £64.99, reference 'FLAT 3 RENT'",
            ["fill 64.90 on Amount", "fill FLAT 3 RENT on Reference"],
            ["64.99"],
        ),
        ("Subscribe kim.lee@example.com to Travel", ["fill kim.lee@example.com on Email textbox"], []),
        (
            "Subscribe kim.lee@example.com to Travel",
            ["fill kim@example.com on Email textbox"],
            ["kim.lee@example.com"],
        ),
        # a numbered task's step numbers are no values; nor is a name in a part that leaves it be
        (
            "1. Type 'Hi' as the Subject. 2. Leave unticked 'Include logs'. 3. Click 'Send'.",
            ["fill Hi on Subject", "click on Send button"],
            [],
        ),
        ("Set the servings to 2. Then save", ["click on Save button"], ["2"]),
        ("Book the 09:07 train on 2025-07-08", ["click on 09:07 radio", "fill 2025-07-08 on Date"], []),
        (
            "Book the 09:07 train on 2025-07-08",
            ["click on 09:07 radio", "fill 2025-07-09 on Date"],
            ["2025-07-08"],
        ),
        ("Log in as %user%", ["fill %user% on Username"], []),
        # times on either clock are one value; a range of clock times holds both (fresh11, dev)
        ("Start at 1pm, then reserve", ["select_option 1pm on Start combobox"], []),
        ("Start at 1pm, then reserve", ["select_option 13:00 on Start combobox"], []),
        ("Start at 1pm, then reserve", ["click on Reserve button"], ["13:00"]),
        ("Room B from 6 to 8pm", ["click on Select button (in Room B, Fri 18:00-20:00)"], []),
        # a quoted answer is a box's state, given by its tick or untick (fresh8 blood_donation-0, dev)
        (
            'Book it, with "no" travel outside the UK and mobile "07700 900 630"',
            ["uncheck on I have travelled outside the UK checkbox", "fill 07700 900 630 on Mobile"],
            [],
        ),
    ],
)
def test_the_values_a_task_gives_that_no_done_step_used(
    task: str, done: list[str], unused: list[str]
) -> None:
    assert values_not_given(task, done) == unused


def test_a_value_goes_into_one_field_unless_the_task_says_it_twice() -> None:
    hold = build_snapshot(
        [
            node("0-1", "input", "textbox", "Library card number", "/html/body/form/input"),
            node("0-2", "button", "button", "Place hold", "/html/body/form/button"),
        ],
        url="http://app.test/reserve",
    )
    done = ("fill The Quiet Harbour on Search title or author searchbox", "click on Reserve link")
    planned = [step("0-1", "type", "The Quiet Harbour"), step("0-2", "click")]
    task = "Reserve 'The Quiet Harbour' with library card 2900 6673"
    # the form's button stays only when a field of its form is filled: the card number, when the
    # model listed it (it goes into the field left empty)
    assert whole_on(hold, planned, task, done) == []
    listed = check_steps(planned, hold, task, done, whole_task=True, values=["2900 6673"]).steps
    assert listed == [step("0-1", "fill", "2900 6673"), step("0-2", "click")]
    twice = "Search for 'The Quiet Harbour', open it and type 'The Quiet Harbour' as the card name"
    assert whole_on(hold, planned, twice, done) == planned
    # within one plan as well
    both = [step("0-1", "fill", "2900 6673"), step("0-1", "fill", "x")]
    assert whole_on(hold, both, task) == [both[0], step("0-2", "click")]


def test_a_click_on_one_of_a_list_s_alike_rows_goes_to_the_row_the_task_describes_best() -> None:
    catalog = build_snapshot(
        [
            node("0-1", "a", "link", "Reserve Night Trains of Europe by Ilse Baptiste, Paperback"),
            node("0-2", "a", "link", "Reserve Night Trains by Cormac Hale, Hardback"),
            node("0-3", "a", "link", "Reserve Night Trains by Cormac Hale, Paperback"),
            node("0-4", "button", "button", "Add to reading list"),
        ],
        url="http://app.test/catalog",
    )
    task = "Place a hold on 'Night Trains' by Cormac Hale (paperback) at the Northside branch"
    assert whole_on(catalog, [step("0-1", "click")], task) == [step("0-3", "click")]
    assert whole_on(catalog, [step("0-3", "click")], task) == [step("0-3", "click")]
    # a tie between the best rows leaves the model's choice
    tie = "Place a hold on 'Night Trains' by Cormac Hale"
    assert whole_on(catalog, [step("0-1", "click")], tie) == [step("0-1", "click")]


def test_a_number_the_pages_show_describes_the_task_and_needs_no_step() -> None:
    task = "Add the Red Kettle ($25.00) to the cart, then set the quantity to 3"
    done = ["click on Add Red Kettle button"]
    page = '[0-1] StaticText "Red Kettle $25.00"\n[0-2] heading "Cart" level=3\n[0-3] button "Add Red Kettle"'
    assert values_not_given(task, done, page) == ["3"]  # "level=3" is no 3 the page says
    assert values_not_given(task, done) == ["25.00", "3"]


def test_a_filled_form_is_sent_by_its_one_submit_button_not_by_a_plain_button_beside_it() -> None:
    ticket = build_snapshot(
        [
            node("0-1", "input", "textbox", "Subject", "/html/body/form/label[1]/input"),
            node(
                "0-2", "input", "radio", "Urgent", "/html/body/form/label[2]/input", states={"checked": False}
            ),
            node(
                "0-3", "button", "button", "Save draft", "/html/body/form/button[1]", attrs={"type": "button"}
            ),
            node("0-4", "button", "button", "Reset", "/html/body/form/button[2]", attrs={"type": "reset"}),
            node("0-5", "button", "button", "Submit request", "/html/body/form/button[3]"),
            node("0-6", "a", "link", "My tickets", "/html/body/nav/a", attrs={"href": "/tickets"}),
        ],
        url="http://app.test/support/new",
    )
    task = "Make sure a support request is sent with the subject 'Export fails' at Urgent priority"
    planned = [step("0-1", "fill", "Export fails"), step("0-2", "click"), step("0-3", "click")]
    assert whole_on(ticket, planned, task) == [*planned[:2], step("0-5", "click")]
    # a plan that sends it already is left as it is, and a task that says not to send gets no click
    sent = [*planned[:2], step("0-5", "click")]
    assert whole_on(ticket, sent, task) == sent
    assert (
        whole_on(ticket, planned[:2], "Type 'Export fails' as the subject, but do not submit it yet")
        == planned[:1]
    )


GIFT = build_snapshot(
    [
        node("0-1", "button", "button", "Other amount", states={"pressed": True}),
        node("0-2", "input", "spinbutton", "Custom amount ($10 to $500)", attrs={"type": "number"}),
        node("0-3", "input", "textbox", "Recipient email"),
        node("0-4", "input", "textbox", "Recipient name (optional)"),
        node("0-5", "button", "button", "Buy now"),
    ],
    url="http://app.test/",
)


def test_a_value_goes_to_the_field_its_own_part_names_and_of_its_kind() -> None:
    # As the 1.5B model answered after "Other amount" showed the amount field: 75 into Recipient
    # email (named, but beside the address), the address into Recipient name.
    instruction = (
        'Choose "Other amount", type 75 as the amount and ana@example.com as the recipient, then hit Buy now'
    )
    steps = [step("0-3", "type", "75"), step("0-4", "type", "ana@example.com"), step("0-5", "click")]
    checked = check_steps(steps, GIFT, instruction, done=["click on Other amount button"], wanted=3)
    assert checked.steps == [
        step("0-2", "type", "75"),
        step("0-3", "type", "ana@example.com"),
        step("0-5", "click"),
    ]
    # A field named beside its own value keeps it, whatever its kind.
    named = 'Type "Ana" as the recipient name, then hit Buy now'
    kept = [step("0-4", "type", "Ana"), step("0-5", "click")]
    assert check_steps(kept, GIFT, named, wanted=2).steps == kept


GUESTS = build_snapshot(
    [
        node("0-1", "select", "combobox", "Guests", states={"value": "2 guests"}),
        node("0-2", "option", "option", "1 guest", parent="0-1"),
        node("0-3", "option", "option", "2 guests", parent="0-1", states={"selected": True}),
        node("0-4", "option", "option", "4 guests", parent="0-1"),
        node("0-5", "button", "button", "Complete booking"),
    ],
    url="http://app.test/",
)


def test_a_choice_of_the_option_shown_becomes_the_option_the_instruction_names() -> None:
    # As the 1.5B model answered "...: 4 guests, with breakfast, then complete booking": the option
    # already selected, which was dropped as a choice already made; it is the named one to choose.
    steps = [step("0-1", "select_option", "2 guests"), step("0-5", "click")]
    checked = check_steps(steps, GUESTS, "Reserve the room: 4 guests, then complete booking", wanted=2)
    assert checked.steps == [step("0-1", "select_option", "4 guests"), step("0-5", "click")]
    # Not named at all: still dropped as a choice nobody asked for.
    unasked = check_steps(steps, GUESTS, "Reserve the room, then complete booking", wanted=2)
    assert unasked.steps == [step("0-5", "click")]


EDITOR = build_snapshot(
    [
        node("0-1", "input", "textbox", "Amount", states={"value": "14.75"}),
        node("0-2", "select", "combobox", "Category"),
        node("0-3", "option", "option", "Meals", parent="0-2"),
        node("0-4", "option", "option", "Software", parent="0-2"),
        node("0-5", "button", "button", "Save"),
    ],
    url="http://app.test/",
)


def test_a_number_no_step_types_is_filled_into_the_field_named_beside_it() -> None:
    steps = [step("0-2", "select_option", "Software"), step("0-5", "click")]
    instruction = "set Amount to 23.40, choose Software and click Save"
    assert check_steps(steps, EDITOR, instruction, wanted=3).steps == [
        step("0-1", "fill", "23.40"),
        *steps,
    ]
    # A number the page shows describes, it is no value to type ("the 14.75 row").
    shown = "choose Software for the 14.75 amount and click Save"
    assert check_steps(steps, EDITOR, shown, wanted=2).steps == steps


def test_a_quoted_value_nothing_on_this_page_could_take_is_left_for_the_next_look() -> None:
    cards = build_snapshot(
        [
            node("0-1", "button", "button", "Enquire about Biscuit"),
            node("0-2", "select", "combobox", "Species"),
            node("0-3", "option", "option", "Dogs", parent="0-2"),
        ],
        url="http://app.test/",
    )
    instruction = 'Enquire about Biscuit, choose "Farm or rural property" and click Send enquiry'
    # The home-type radios come with the form the click opens: no repair call for them now.
    assert check_steps([step("0-1", "click")], cards, instruction, wanted=3).problems == []
    # With a field on the page that could take it, the model is asked again.
    with_field = build_snapshot(
        [*cards.nodes.values(), node("0-4", "input", "textbox", "Notes")], url="http://app.test/"
    )
    assert check_steps([step("0-1", "click")], with_field, instruction, wanted=3).problems == [
        "the instruction's 'Farm or rural property' is used by no step: keep the other steps and add one"
        " that types or chooses it"
    ]


REFILL = build_snapshot(
    [
        node("0-1", "input", "checkbox", "Metformin 850 mg", attrs={"type": "checkbox"}),
        node("0-2", "input", "checkbox", "Metformin 500 mg", attrs={"type": "checkbox"}),
        node("0-3", "input", "checkbox", "Sertraline 50 mg", attrs={"type": "checkbox"}),
        node("0-4", "input", "radio", "Pick up in store", attrs={"type": "radio", "name": "how"}),
        node("0-5", "input", "radio", "Home delivery", attrs={"type": "radio", "name": "how"}),
        node("0-6", "button", "button", "Submit refill request"),
    ],
    url="http://app.test/",
)


def test_a_box_a_tick_part_names_is_ticked_once_and_before_the_submit() -> None:
    # As the 1.5B model answered: the radio, the radio again (by the other radio's line), submit.
    steps = [step("0-4", "check"), step("0-5", "select_option", "Pick up in store"), step("0-6", "click")]
    instruction = 'Tick "Sertraline 50 mg", choose Pick up in store and click Submit refill request'
    assert check_steps(steps, REFILL, instruction, wanted=3).steps == [
        step("0-3", "check"),
        step("0-4", "check"),
        step("0-6", "click"),
    ]
    # A look-alike dose the part does not name in full is not ticked.
    other = "Tick Metformin 750 mg, choose Pick up in store and click Submit refill request"
    assert check_steps(steps, REFILL, other, wanted=3).steps == [step("0-4", "check"), step("0-6", "click")]


ENQUIRY = build_snapshot(
    [
        node("0-1", "input", "radio", "House with a garden", attrs={"type": "radio", "name": "home"}),
        node("0-2", "input", "radio", "Farm or rural property", attrs={"type": "radio", "name": "home"}),
        node("0-3", "input", "checkbox", "I have other pets", attrs={"type": "checkbox"}),
        node("0-4", "input", "checkbox", "I have children under 10", attrs={"type": "checkbox"}),
        node("0-5", "textarea", "textbox", "Message"),
        node("0-6", "button", "button", "Send enquiry"),
    ],
    url="http://app.test/",
)


def test_the_click_the_last_part_names_stays_last_after_the_checks_add_a_step() -> None:
    # As the 1.5B model answered on the enquiry form its card's Enquire opened: a box, another box
    # never named, a field's label typed into it, then send. The radio the instruction names, added
    # by the checks, went after the send.
    steps = [step("0-3", "check"), step("0-4", "check"), step("0-5", "type", "Message"), step("0-6", "click")]
    instruction = 'Enquire about Biscuit, choose "Farm or rural property", tick I have other pets and click Send enquiry'
    checked = check_steps(steps, ENQUIRY, instruction, done=["click on Enquire button in Biscuit"], wanted=3)
    assert checked.steps[-1] == step("0-6", "click")
    assert step("0-2", "click") in checked.steps


EXPENSE_EDITOR = build_snapshot(
    [
        node("0-1", "input", "textbox", "Merchant", attrs={"value": "Hotel Aurora"}),
        node("0-2", "input", "spinbutton", "Amount", attrs={"type": "number"}),
        node("0-3", "select", "combobox", "Category"),
        node("0-4", "option", "option", "Lodging", parent="0-3", states={"selected": True}),
        node("0-5", "option", "option", "Training", parent="0-3"),
        node("0-6", "button", "button", "Save"),
    ],
    url="http://app.test/expenses",
)


def test_an_option_typed_into_a_field_its_part_never_names_is_chosen_on_its_select() -> None:
    task = 'Edit the Hotel Aurora expense, change its category to "Training" and click Save'
    # As the 1.5B model answered on the editor the Edit click showed.
    answer = [step("0-1", "fill", "Training"), step("0-6", "click")]
    assert check_steps(answer, EXPENSE_EDITOR, task, wanted=2).steps == [
        step("0-3", "select_option", "Training"),
        step("0-6", "click"),
    ]
    # The field the part names keeps its text, even when an option reads the same.
    named = 'Set the merchant to "Training" and click Save'
    assert check_steps(answer, EXPENSE_EDITOR, named, wanted=2).steps == answer


def test_a_tick_on_a_box_named_only_by_words_of_another_named_box_is_dropped() -> None:
    form = build_snapshot(
        [
            node("0-1", "input", "checkbox", "I have other pets", attrs={"type": "checkbox"}),
            node("0-2", "input", "checkbox", "I have children under 10", attrs={"type": "checkbox"}),
            node("0-3", "button", "button", "Send enquiry"),
        ],
        url="http://app.test/enquiry",
    )
    answer = [step("0-1", "check"), step("0-2", "check"), step("0-3", "click")]
    task = "tick I have other pets and click Send enquiry"
    assert check_steps(answer, form, task, wanted=2).steps == [step("0-1", "check"), step("0-3", "click")]
    # Both named: both ticked.
    both = "tick I have other pets, tick I have children under 10 and click Send enquiry"
    assert check_steps(answer, form, both, wanted=3).steps == answer


RENTAL = build_snapshot(
    [
        node("0-1", "select", "combobox", "Pick-up location"),
        node("0-2", "option", "option", "Choose a location", parent="0-1", states={"selected": True}),
        node("0-3", "option", "option", "Denver Airport (DEN)", parent="0-1"),
        node("0-4", "option", "option", "Fort Collins Old Town", parent="0-1"),
        node("0-5", "input", "checkbox", "Return to a different location", attrs={"type": "checkbox"}),
        node("0-6", "input", "textbox", "Pick-up date"),
        node("0-7", "button", "button", "Search"),
    ],
    url="http://app.test/rental",
)
RENTAL_TASK = (
    'Pick up at "Denver Airport (DEN)", tick Return to a different location, choose "Fort Collins Old Town"'
    " as the drop-off and click Search"
)


def test_a_value_a_select_offers_is_chosen_there_and_one_for_a_select_not_shown_waits() -> None:
    # As the 1.5B model answered: the drop-off's town on the pick-up select, the pick-up place unused
    # (it was then filled into the Pick-up date field, which "Pick up" names), and Search.
    answer = [
        step("0-1", "select_option", "Fort Collins Old Town"),
        step("0-5", "check"),
        step("0-7", "click"),
    ]
    checked = check_steps(answer, RENTAL, RENTAL_TASK, wanted=4)
    # The pick-up place on its select; the town waits for the Drop-off select the tick shows, and the
    # plan ends before Search, so the act looks again after the tick.
    assert checked.steps == [step("0-1", "select_option", "Denver Airport (DEN)"), step("0-5", "check")]
    assert checked.problems == []


def test_a_value_no_field_takes_goes_to_the_select_its_part_names_among_alike_selects() -> None:
    shown = build_snapshot(
        [
            *RENTAL.nodes.values(),
            node("0-8", "select", "combobox", "Drop-off location"),
            node("0-9", "option", "option", "Denver Airport (DEN)", parent="0-8"),
            node("0-10", "option", "option", "Fort Collins Old Town", parent="0-8"),
        ],
        url="http://app.test/rental",
    )
    done = [
        "select_option Denver Airport (DEN) on Pick-up location combobox",
        "check on Return to a different location checkbox",
    ]
    checked = check_steps([step("0-7", "click")], shown, RENTAL_TASK, done=done, wanted=2)
    assert checked.steps == [step("0-8", "select_option", "Fort Collins Old Town"), step("0-7", "click")]


BUG_FORM = build_snapshot(
    [
        node("0-1", "input", "checkbox", "Dashboard", attrs={"type": "checkbox"}),
        node("0-2", "input", "checkbox", "Export", attrs={"type": "checkbox"}),
        node("0-3", "input", "checkbox", "Notifications", attrs={"type": "checkbox"}),
        node("0-4", "input", "checkbox", "Login", attrs={"type": "checkbox"}),
        node("0-5", "textarea", "textbox", "Steps to reproduce"),
        node("0-6", "button", "button", "Submit report"),
    ],
    url="http://app.test/bugs",
)


def test_text_a_step_types_names_no_element_to_click() -> None:
    task = (
        "Check Login, put 'Open the dashboard and click Export' in the steps field, then press Submit report"
    )
    # As the 1.5B model answered: the Dashboard and Export boxes the typed text speaks of.
    answer = [
        step("0-1", "check"),
        step("0-2", "click"),
        step("0-5", "type", "Open the dashboard and click Export"),
        step("0-6", "click"),
    ]
    assert check_steps(answer, BUG_FORM, task, wanted=3).steps == [
        step("0-4", "check"),
        step("0-5", "type", "Open the dashboard and click Export"),
        step("0-6", "click"),
    ]


def test_a_quoted_name_a_step_ticks_is_no_value_left_to_type() -> None:
    task = 'Tick the "Notifications" component and click Submit report'
    # As the 1.5B model answered: a click on the steps field, which once became a fill of "Notifications".
    answer = [step("0-3", "check"), step("0-5", "click"), step("0-6", "click")]
    checked = check_steps(answer, BUG_FORM, task, wanted=2)
    assert step("0-5", "fill", "Notifications") not in checked.steps
    assert checked.steps[0] == step("0-3", "check")


def test_a_box_is_off_where_most_of_its_name_is_said_not_where_one_word_begins_another() -> None:
    """ "Answer the feedback survey ... and no, they may not contact me about it": the box "You may
    contact me about my answers" was read at the "Answer" that opens the task, where nothing says
    off, and the 1.5B model's tick on it stayed."""
    survey = build_snapshot(
        [
            node(
                "0-1", "input", "checkbox", "You may contact me about my answers", states={"checked": False}
            ),
            node("0-2", "button", "button", "Submit answers"),
        ],
        url="http://app.test/feedback",
    )
    task = "Answer the feedback survey for me, and no, they may not contact me about it. Then submit."
    assert whole_on(survey, [step("0-1", "check"), step("0-2", "click")], task) == [step("0-2", "click")]
    allowed = "Answer the feedback survey for me and say they may contact me about it. Then submit."
    assert whole_on(survey, [step("0-1", "check"), step("0-2", "click")], allowed) == [
        step("0-1", "check"),
        step("0-2", "click"),
    ]


def test_a_whole_task_types_no_value_twice_nor_into_a_disabled_field() -> None:
    transfer = build_snapshot(
        [
            node("0-1", "select", "combobox", "From account"),
            node("0-2", "option", "option", "Easy Saver (•••• 7735) — £8,905.00", parent="0-1"),
            node("0-3", "input", "textbox", "Reference"),
            node("0-4", "input", "textbox", "Date", states={"disabled": True}),
            node("0-5", "button", "button", "Continue"),
        ],
        url="http://app.test/transfer",
    )
    planned = [
        step("0-1", "select_option", "Easy Saver"),
        step("0-3", "fill", "SCHOOL TRIP"),
        step("0-4", "fill", "Easy Saver"),
        step("0-3", "fill", "Easy Saver"),
        step("0-5", "click"),
    ]
    task = "Pay from 'Easy Saver' with the reference 'SCHOOL TRIP' and continue"
    assert whole_on(transfer, planned, task) == [
        step("0-1", "select_option", "Easy Saver (•••• 7735) — £8,905.00"),
        step("0-3", "fill", "SCHOOL TRIP"),
        step("0-5", "click"),
    ]


def test_a_whole_task_types_into_a_field_the_value_whose_part_names_it() -> None:
    hold = build_snapshot(
        [
            node("0-1", "input", "textbox", "Library card number"),
            node("0-2", "button", "button", "Place hold"),
        ],
        url="http://app.test/reserve",
    )
    task = 'Reserve "Moss and Lichen" by "Ruth Engel". I\'ll collect it; my card number is "2900 3320 1894". Place the hold.'
    planned = [step("0-1", "type", "Ruth Engel"), step("0-2", "click")]
    assert whole_on(hold, planned, task) == [step("0-1", "type", "2900 3320 1894"), step("0-2", "click")]
    # a value whose own part names the field stays
    named = 'Enter "2900 1111 2222" as the library card number; my old card number was "2900 3320 1894".'
    assert whole_on(hold, [step("0-1", "type", "2900 1111 2222")], named)[0] == step(
        "0-1", "type", "2900 1111 2222"
    )


@pytest.mark.parametrize(
    ("task", "adults"),
    [
        ("1. Set the date. 2. Set Adults to 2 and Children to 1. 3. Click 'Find trains'.", "1"),
        ('We are "2" adults and "1" child. Find the trains', "3"),
    ],
)
def test_a_whole_task_gives_a_count_field_the_count_said_for_it_and_clears_nothing(
    task: str, adults: str
) -> None:
    search = build_snapshot(
        [
            node("0-1", "input", "spinbutton", "Adults"),
            node("0-2", "input", "spinbutton", "Children (5-15)"),
            node("0-3", "button", "button", "Clear"),
            node("0-4", "button", "button", "Find trains"),
        ],
        url="http://app.test/trains",
    )
    planned = [
        step("0-1", "fill", adults),
        step("0-2", "fill", "1"),
        step("0-3", "click"),
        step("0-4", "click"),
    ]
    assert whole_on(search, planned, task) == [
        step("0-1", "fill", "2"),
        step("0-2", "fill", "1"),
        step("0-4", "click"),
    ]


FLIGHTS = build_snapshot(
    [
        node("0-1", "input", "textbox", "From"),
        node("0-2", "input", "textbox", "To"),
        node("0-3", "input", "textbox", "Depart", states={"value": "2026-06-02"}),
        node("0-4", "select", "combobox", "Passengers"),
        node("0-5", "option", "option", "1 passenger", parent="0-4"),
        node("0-6", "option", "option", "2 passengers", parent="0-4"),
        node("0-7", "input", "textbox", "Subject"),
        node("0-8", "button", "button", "Search flights"),
    ],
    url="http://app.test/",
)


def test_a_journey_s_ends_are_typed_into_the_from_and_to_fields() -> None:
    # The 1.5B model's plan for it: Montreal typed into To alone (with a stray argument).
    steps = [
        step("0-2", "type", "Montreal", " "),
        step("0-4", "select_option", "2 passengers"),
        step("0-8", "click"),
    ]
    checked = check_steps(steps, FLIGHTS, "from Nairobi to Montreal, 2 passengers, then click Search flights")
    assert checked.steps == [
        step("0-1", "fill", "Nairobi"),
        step("0-2", "fill", "Montreal"),
        step("0-4", "select_option", "2 passengers"),
        step("0-8", "click"),
    ]


@pytest.mark.parametrize(
    ("instruction", "typed"),
    [
        # one end said, the value quoted: its plan clicked To and typed Santiago into Depart
        ('fly to "Santiago", then click Search flights', {"0-2": "Santiago"}),
        # the field's name, then "to"
        ("Set From to 'Leeds' and To to 'Birmingham New Street', then click Search flights",
         {"0-1": "Leeds", "0-2": "Birmingham New Street"}),
    ],
)  # fmt: skip
def test_each_end_the_instruction_says_is_typed_where_its_field_is(
    instruction: str, typed: dict[str, str]
) -> None:
    steps = [step("0-2", "click"), step("0-3", "type", "Santiago"), step("0-8", "click")]
    fills = {
        s.elementId: s.arguments[0]
        for s in check_steps(steps, FLIGHTS, instruction).steps
        if s.method == "fill"
    }
    assert {k: v for k, v in fills.items() if k in ("0-1", "0-2")} == typed


@pytest.mark.parametrize(
    "instruction",
    [
        "Set the subject to Hello and click Search flights",  # "to" after another field's name
        "Send it to the team, then click Search flights",  # no value: a small word follows "to"
        "from Nairobi to Montreal and to Lima, then click Search flights",  # two values for one end
    ],
)
def test_a_to_that_gives_no_journey_s_end_types_nothing_into_to(instruction: str) -> None:
    steps = [step("0-7", "fill", "Hello"), step("0-8", "click")]
    checked = check_steps(steps, FLIGHTS, instruction)
    assert all(s.elementId not in ("0-1", "0-2") for s in checked.steps), checked.steps


def test_a_step_done_on_one_element_is_not_done_on_another_whose_name_it_holds_in_part() -> None:
    from pytest_stagehand.pipelines.step_check.nodes import _was_done

    to = FLIGHTS.node("0-2")
    assert to is not None
    assert not _was_done(to, ["click Round trip button"])  # "To" is in "butTOn", not said
    assert _was_done(to, ["fill 'Lima' on To textbox"])
    # A word of another element's label is not a step on this one: the Password field is not done by
    # "click on Add a password button" (its fill had been dropped from the re-plan).
    assert not _was_done(to, ["click on Add a to button"])
    assert _was_done(to, ["click on To textbox"])
    # The re-plan after "Round trip" keeps the fill of To (it had been dropped as done).
    steps = [step("0-2", "click"), step("0-8", "click")]
    checked = check_steps(steps, FLIGHTS, 'Choose Round trip, fly to "Santiago", then click Search flights',
                          ["click Round trip button"], wanted=2)  # fmt: skip
    assert step("0-2", "fill", "Santiago") in checked.steps


def test_a_whole_task_types_no_field_s_own_label_into_it() -> None:
    """The 1.5B model typed "Special requests (optional)" into Special requests (optional) while
    booking a room; its own label is never what a task gives a field (unless it quotes it)."""
    page = build_snapshot(
        [
            node("0-1", "input", "textbox", "Special requests (optional)", "/html/body/textarea"),
            node("0-2", "button", "button", "Book Superior Twin, sea view", "/html/body/button"),
        ],
        url="http://app.test/rooms",
    )
    task = "Book the Superior Twin with sea view"
    planned = [step("0-1", "fill", "Special requests (optional)"), step("0-2", "click")]
    assert whole_on(page, planned, task) == [step("0-2", "click")]
    quoted = 'Type "Special requests (optional)" into the requests box and book the Superior Twin'
    assert whole_on(page, planned, quoted) == planned


def test_only_the_steps_an_element_can_take_are_runnable() -> None:
    planned = [step("0-3", "select_option", "Jerald"), step("0-1", "fill", "ada"), step("0-3", "click")]
    task = "Log in as ada"
    assert runnable_steps(planned, PAGE, task) == [step("0-1", "fill", "ada"), step("0-3", "click")]
    # one carrying a value the task gives stays: left out, the form would be sent without it
    assert runnable_steps(planned, PAGE, "Choose Jerald and log in as ada") == planned


DOCTORS = build_snapshot(
    [
        node("0-1", "button", "button", "View profile of Dr Anna Kowalski, Harbour Road Clinic", "/html/body/ul/li[1]/button"),
        node("0-2", "button", "button", "View profile of Dr Kenji Mori, Harbour Road Clinic", "/html/body/ul/li[2]/button"),
        node("0-3", "button", "button", "View profile of Dr Lucy Brennan, Westfield Clinic", "/html/body/ul/li[3]/button"),
        node("0-4", "button", "button", "View profile of Dr Omar Hadid, Westfield Clinic", "/html/body/ul/li[4]/button"),
        node("0-5", "a", "link", "Book appointment with Dr Anna Kowalski", "/html/body/ul/li[1]/a"),
    ],
    url="http://app.test/doctors",
)  # fmt: skip


def test_a_whole_task_clicks_the_row_it_names_not_every_alike_row() -> None:
    """The 1.5B model clicked "View profile of ..." on every doctor, then booked one."""
    task = "Book Dr Anna Kowalski (General practice, Harbour Road Clinic) for a video call"
    planned = [step(f"0-{n}", "click") for n in (1, 2, 3, 4, 5)]
    assert whole_on(DOCTORS, planned, task) == [step("0-1", "click"), step("0-5", "click")]
    # of two rows said in full, the one whose name the other's holds is not the one meant
    lucy = build_snapshot(
        [
            *(kept for kept in DOCTORS.interactive_nodes.values() if kept.id in ("0-1", "0-2", "0-3")),
            node("0-6", "button", "button", "View profile of Dr Lucy Brennan-Shaw, Westfield Clinic", "/html/body/ul/li[6]/button"),
        ],
        url="http://app.test/doctors",
    )  # fmt: skip
    meant = "Book Dr Lucy Brennan-Shaw (Physiotherapy) at Westfield Clinic"
    assert whole_on(lucy, [step("0-3", "click"), step("0-6", "click")], meant) == [step("0-6", "click")]
    # two rows the task names in full both keep their click
    both = "View the profiles of Dr Lucy Brennan and Dr Omar Hadid, Westfield Clinic"
    assert whole_on(DOCTORS, [step("0-3", "click"), step("0-4", "click")], both) == [
        step("0-3", "click"),
        step("0-4", "click"),
    ]


EXTRAS = build_snapshot(
    [
        node("0-1", "input", "checkbox", "Add a printed certificate (+£15)", "/html/body/form/label[1]/input"),
        node("0-2", "input", "checkbox", "Child seat (+£8/day)", "/html/body/form/label[2]/input"),
        node("0-3", "input", "checkbox", "Additional driver", "/html/body/form/label[3]/input"),
        node("0-4", "button", "button", "Reserve", "/html/body/form/button"),
    ],
    url="http://app.test/extras",
)  # fmt: skip


def test_a_whole_task_ticks_the_boxes_it_asks_for_with_with() -> None:
    """ "Enrol me ... with a printed certificate" was planned without its box ("Add a printed
    certificate (+£15)"); "no additional driver" stays unticked."""
    task = "Reserve the Golf with Child seat and a printed certificate, no additional driver."
    assert whole_on(EXTRAS, [step("0-4", "click")], task) == [
        step("0-1", "check"),
        step("0-2", "check"),
        step("0-4", "click"),
    ]
    assert whole_on(EXTRAS, [step("0-4", "click")], "Reserve the Golf") == [step("0-4", "click")]
    off = "Reserve the Golf with a printed certificate not included"
    assert whole_on(EXTRAS, [step("0-4", "click")], off) == [step("0-4", "click")]
    # a box a done step ticked is not ticked again
    done = ("check on Child seat (+£8/day) checkbox",)
    assert whole_on(EXTRAS, [step("0-4", "click")], "Reserve it with Child seat", done) == [
        step("0-4", "click")
    ]


CAR_SEARCH = build_snapshot(
    [
        node("0-5", "select", "combobox", "Pick-up location"),
        node("0-6", "option", "option", "Choose a location", parent="0-5", states={"selected": True}),
        node("0-7", "option", "option", "Denver Airport (DEN)", parent="0-5"),
        node("0-10", "option", "option", "Boulder Downtown", parent="0-5"),
        node("0-29", "input", "radio", "70 or older", attrs={"type": "radio", "name": "age"}),
        node("0-32", "select", "combobox", "Car type"),
        node("0-33", "option", "option", "Any", parent="0-32", states={"selected": True}),
        node("0-34", "option", "option", "Compact", parent="0-32"),
        node("0-38", "button", "button", "Search"),
    ],
    url="http://app.test/",
)


def test_an_option_of_several_words_the_instruction_names_whole_is_chosen_on_the_one_select_offering_it() -> (
    None
):
    """ "search for cars at Boulder Downtown for a driver aged 70 or older": the 1.5B model ticked the
    age and searched, the pick-up location left at "Choose a location" (fresh6 rental-2, seen)."""
    steps = [step("0-29", "check"), step("0-38", "click")]
    checked = check_steps(
        steps, CAR_SEARCH, "search for cars at Boulder Downtown for a driver aged 70 or older"
    )
    # In the instruction's order, and Search, which the instruction opens with, last.
    assert checked.steps == [
        step("0-5", "select_option", "Boulder Downtown"),
        step("0-29", "check"),
        step("0-38", "click"),
    ]


def test_a_one_word_option_said_in_passing_is_not_chosen() -> None:
    # "Compact" is an option of Car type, but one word of a sentence is not a choice the task makes.
    steps = [step("0-29", "check"), step("0-38", "click")]
    checked = check_steps(steps, CAR_SEARCH, "tick 70 or older and search, the compact view is fine")
    assert checked.steps == steps


def test_a_one_part_instruction_that_opens_with_its_button_clicks_it_last() -> None:
    # All three anchored, so read in the instruction's order: Search came first.
    steps = [step("0-38", "click"), step("0-5", "select_option", "Boulder Downtown"), step("0-29", "check")]
    checked = check_steps(
        steps, CAR_SEARCH, "search for cars at Boulder Downtown for a driver aged 70 or older"
    )
    assert checked.steps[-1] == step("0-38", "click")
    # Two parts: each part's order stands ("Search, then tick 70 or older" is what was asked).
    two_parts = check_steps(steps[:1] + steps[2:], CAR_SEARCH, "click Search, then tick 70 or older")
    assert two_parts.steps[0] == step("0-38", "click")


SHARING = build_snapshot(
    [
        node("0-34", "select", "combobox", "Role for Mario Lopez"),
        node("0-40", "option", "option", "Editor", parent="0-34"),
        node("0-41", "option", "option", "Commenter", parent="0-34"),
        node("0-35", "select", "combobox", "Role for Priya Shah"),
        node("0-42", "option", "option", "Editor", parent="0-35"),
        node("0-43", "option", "option", "Commenter", parent="0-35"),
        node("0-36", "select", "combobox", "Role for Owen Clarke"),
        node("0-44", "option", "option", "Editor", parent="0-36"),
        node("0-45", "option", "option", "Commenter", parent="0-36"),
        node("0-102", "button", "button", "Apply changes"),
    ],
    url="http://app.test/",
)


@pytest.mark.parametrize(
    "instruction",
    [
        "Change Mario Lopez to Editor and Owen Clarke to Commenter, then click Apply changes",
        "set Editor for Mario Lopez, Commenter for Owen Clarke and apply changes",
    ],
)
def test_a_choice_goes_to_the_select_whose_own_words_are_said_beside_its_option(instruction: str) -> None:
    """One role select per row, named by its person: the 1.5B model chose Commenter on the row below
    Mario's (fresh7 permissions-0, dev)."""
    answer = [
        step("0-34", "select_option", "Editor"),
        step("0-35", "select_option", "Commenter"),
        step("0-102", "click"),
    ]
    wanted = [
        step("0-34", "select_option", "Editor"),
        step("0-36", "select_option", "Commenter"),
        step("0-102", "click"),
    ]
    assert check_steps(answer, SHARING, instruction).steps == wanted
    # As it answered on the page: Commenter on an option of Mario's select.
    on_option = [answer[0], step("0-41", "select_option", "Commenter"), answer[2]]
    assert check_steps(on_option, SHARING, instruction).steps == wanted


CONFIRM_DELETE = build_snapshot(
    [
        node("0-71", "input", "textbox", "Project name"),
        node("0-76", "button", "button", "Delete project"),
        node("0-77", "button", "button", "Cancel"),
    ],
    url="http://app.test/",
)


def test_a_button_the_task_opens_with_and_its_last_part_names_again_is_clicked_last() -> None:
    """ "Delete the project "billing-api": click its Delete button, type the name to confirm and click
    Delete project": read in the order of first mentions, Delete project came before the typing (fresh7
    delete-0, dev: the dialog said the name does not match)."""
    task = 'Delete the project "billing-api": click its Delete button, type the name to confirm and click Delete project'
    answer = [step("0-71", "type", "billing-api"), step("0-76", "click")]
    checked = check_steps(answer, CONFIRM_DELETE, task, done=["click Delete button in billing-api"])
    assert checked.steps == answer
    checked = check_steps(answer[::-1], CONFIRM_DELETE, task, done=["click Delete button in billing-api"])
    assert checked.steps == answer


DAY_TABS = build_snapshot(
    [
        node("0-3", "button", "tab", "Monday", states={"selected": True}),
        node("0-4", "button", "tab", "Wednesday", states={"selected": False}),
        node("0-26", "button", "button", "Book"),
        node("0-60", "input", "checkbox", "Bring a guest", attrs={"type": "checkbox"}),
        node("0-62", "button", "button", "Confirm booking"),
    ],
    url="http://app.test/",
)


def test_a_tab_the_instruction_names_that_is_not_shown_is_clicked_first() -> None:
    """Day tabs, Monday shown: the 1.5B model booked Monday's 07:30 class for "on Wednesday" (fresh7
    gym-2, dev). The tab goes first; the act looks again once its panel is shown."""
    task = 'Book the 07:30 "Boxfit" class on Wednesday, tick Bring a guest and click Confirm booking'
    answer = [step("0-26", "click"), step("0-60", "check"), step("0-62", "click")]
    checked = check_steps(answer, DAY_TABS, task)
    assert checked.steps[0] == step("0-4", "click")
    assert checked.steps.count(step("0-4", "click")) == 1
    # Shown already, or already clicked: nothing added.
    assert check_steps(answer, DAY_TABS, task.replace("Wednesday", "Monday")).steps[0] != step("0-3", "click")
    done = check_steps(answer, DAY_TABS, task, done=["click on Wednesday tab"])
    assert step("0-4", "click") not in done.steps


SETTINGS_PANELS = build_snapshot(
    [
        node("0-1", "button", "tab", "Profile", states={"selected": True}),
        node(
            "0-2",
            "button",
            "tab",
            "Notifications",
            states={"holds": "Mentions Digest frequency Weekly Never"},
        ),
        node("0-3", "button", "tab", "Privacy", states={"holds": "Profile visibility Everyone Only me"}),
        node("0-5", "select", "combobox", "Language"),
        node("0-9", "button", "button", "Save changes"),
    ],
    url="http://app.test/",
)


def test_a_hidden_panel_is_opened_when_its_words_are_the_instruction_s_said_first() -> None:
    """The tab whose hidden panel holds words the instruction says and the page does not show goes
    before the part that says them, and ends the plan (the act looks again). Of two such panels, the
    one whose words are said first opens (the next look finds the other; fresh17 removal-0, dev)."""
    answer = [step("0-5", "select_option", "Never"), step("0-9", "click")]
    assert check_steps(answer, SETTINGS_PANELS, "Set the digest to never, then save").steps == [
        step("0-2", "click")
    ]
    # Words the page shows name no hidden panel; of two panels' words, those said first.
    shown = "Set the language on my profile, then save"
    assert step("0-2", "click") not in check_steps(answer, SETTINGS_PANELS, shown).steps
    both = "Set the digest to never and visibility to only me, then save"
    assert check_steps(answer, SETTINGS_PANELS, both).steps == [step("0-2", "click")]
    privacy_first = "Set visibility to only me and the digest to never, then save"
    assert check_steps(answer, SETTINGS_PANELS, privacy_first).steps == [step("0-3", "click")]
    # Once this act switched a tab, the panel it left is not opened again for what was done there;
    # a panel whose words no step did is (tests/test_step_check_said_indirectly.py).
    done = [
        "click on Notifications tab",
        "select_option Never on Digest frequency combobox",
        "click on Privacy tab",
    ]
    again = check_steps(answer, SETTINGS_PANELS, "Set the digest to never, then save", done=done)
    assert step("0-2", "click") not in again.steps


BOOKING_FORM = build_snapshot(
    [
        node("0-9", "select", "combobox", "Who is the appointment for?"),
        node("0-10", "option", "option", "Myself (Jamie Rivera)", parent="0-9", states={"selected": True}),
        node("0-11", "option", "option", "Mia Rivera (child, 15)", parent="0-9"),
        node("0-14", "select", "combobox", "Reason for visit"),
        node("0-15", "option", "option", "Routine check-up", parent="0-14", states={"selected": True}),
        node("0-16", "option", "option", "Follow-up", parent="0-14"),
        node("0-30", "button", "button", "Request appointment"),
    ],
    url="http://app.test/clinic/book",
)


def test_a_whole_task_s_choice_no_select_of_the_page_offers_is_left_out() -> None:
    """On the booking form a doctors' list led to, the 1.5B model chose "Physiotherapy" (the doctor's
    specialty, from the page before) on the patient select, and the whole first pass stopped there
    (fresh3 clinic-2, dev). No select here offers it: the step is left out, the rest goes on."""
    task = "Book Dr Lucy Brennan-Shaw (Physiotherapy) for Mia Rivera, reason Follow-up, and request it"
    answer = [
        step("0-9", "select_option", "Physiotherapy"),
        step("0-9", "select_option", "Mia Rivera (child, 15)"),
        step("0-14", "select_option", "Follow-up"),
        step("0-30", "click"),
    ]
    checked = check_steps(answer, BOOKING_FORM, task, whole_task=True)
    assert checked.steps == answer[1:]


ORDER_LOOKUP = build_snapshot(
    [
        node("0-3", "input", "textbox", "Order number"),
        node("0-4", "input", "textbox", "Email address used for the order"),
        node("0-5", "button", "button", "Find my order"),
    ],
    url="http://shop.test/returns",
)


def test_a_whole_task_s_unquoted_code_and_e_mail_go_into_the_fields_they_are_for() -> None:
    """The 1.5B model typed the item's name as the Order number and the size as the e-mail address
    (fresh3 returns-0, dev). The code said right after "order" goes to Order number, the task's one
    e-mail address to the e-mail field; a value the task gives is left where the model put it."""
    task = (
        "Return the Trail running socks (2-pack), Size L from order WB-241765 (email ada.lovell@example.com); "
        "reason Not as described"
    )
    answer = [
        step("0-3", "fill", "Trail running socks (2-pack)"),
        step("0-4", "fill", "L"),
        step("0-5", "click"),
    ]
    fixed = check_steps(answer, ORDER_LOOKUP, task, whole_task=True).steps
    assert fixed == [
        step("0-3", "fill", "WB-241765"),
        step("0-4", "fill", "ada.lovell@example.com"),
        step("0-5", "click"),
    ]
    right = [
        step("0-3", "fill", "WB-241765"),
        step("0-4", "fill", "ada.lovell@example.com"),
        step("0-5", "click"),
    ]
    assert check_steps(right, ORDER_LOOKUP, task, whole_task=True).steps == right


TICKETS = build_snapshot(
    [
        node("0-6", "select", "combobox", "Number of tickets"),
        *(node(f"0-{7 + n}", "option", "option", str(n + 1), parent="0-6") for n in range(6)),
        node("0-20", "button", "button", "Continue"),
    ],
    url="http://events.test/book",
)


def test_a_run_through_every_option_of_a_select_keeps_the_one_the_task_says_once() -> None:
    """ "Buy 3 tickets ...": the 1.5B model chose 3, 1, 2, 3, 4, 5, 6 on Number of tickets (fresh3
    events-0, dev); 3, said by the task, was chosen twice, so neither was kept and all seven ran."""
    task = "Buy 3 tickets for The Lantern Keepers on Sat 18 Oct 2025 at 19:30"
    answer = [step("0-6", "select_option", value) for value in ("3", "1", "2", "3", "4", "5", "6")]
    answer.append(step("0-20", "click"))
    for whole_task in (False, True):
        fixed = check_steps(answer, TICKETS, task, whole_task=whole_task).steps
        assert [s for s in fixed if s.method == "select_option"] == [step("0-6", "select_option", "3")]


EVENT_CARDS = build_snapshot(
    [
        node("0-2", "input", "searchbox", "Search"),
        node("0-4", "button", "button", "Follow The Lantern Keepers"),
        node("0-5", "link", "link", "Get tickets: The Lantern Keepers, Sat 18 Oct 2025, 19:30, Leeds"),
        node("0-6", "button", "button", "Save changes"),
    ],
    url="http://events.test/",
)


def test_a_whole_task_leaves_out_a_click_that_keeps_or_shares_what_the_task_never_asks_to() -> None:
    """On the way to buying tickets the 1.5B model clicked "Follow The Lantern Keepers" twice (fresh3
    events-0, dev). A verb that keeps, shares or drops what it names is not clicked unless the task
    says it; "Save changes", which names nothing kept, may be what sends the form."""
    task = "Buy 3 tickets for The Lantern Keepers at Grand Theatre, Leeds on Sat 18 Oct 2025 at 19:30"
    answer = [step("0-4", "click"), step("0-4", "click"), step("0-5", "click")]
    assert check_steps(answer, EVENT_CARDS, task, whole_task=True).steps == [step("0-5", "click")]
    said = "Follow The Lantern Keepers, then buy 3 tickets for Sat 18 Oct 2025 at 19:30"
    assert step("0-4", "click") in check_steps(answer, EVENT_CARDS, said, whole_task=True).steps


TICKET_FORM = build_snapshot(
    [
        node("0-3", "input", "textbox", "Promo code (optional)"),
        node("0-4", "input", "textbox", "Special requests (optional)"),
        node("0-9", "button", "button", "Confirm order"),
    ],
    url="http://events.test/book",
)


def test_a_whole_task_types_nothing_into_an_optional_field_it_never_mentions() -> None:
    """The 1.5B model typed the delivery "E-ticket (free)" as the Promo code (optional) (fresh3
    events-2, dev). An optional field none of whose words the task says stays empty; one it names
    ("special request") is typed into."""
    task = "Buy 4 tickets in the Stalls, delivery E-ticket (free), special request: aisle seats; confirm the order"
    answer = [
        step("0-3", "fill", "E-ticket (free)"),
        step("0-4", "fill", "aisle seats"),
        step("0-9", "click"),
    ]
    assert check_steps(answer, TICKET_FORM, task, whole_task=True).steps == answer[1:]


MEMBER_ROWS = build_snapshot(
    [
        node(
            "0-10", "select", "combobox", "Role", "/html[1]/body[1]/table[1]/tbody[1]/tr[1]/td[2]/select[1]"
        ),
        node(
            "0-11",
            "option",
            "option",
            "Viewer",
            "/html[1]/body[1]/table[1]/tbody[1]/tr[1]/td[2]/select[1]/option[1]",
            parent="0-10",
        ),
        node(
            "0-12",
            "option",
            "option",
            "Admin",
            "/html[1]/body[1]/table[1]/tbody[1]/tr[1]/td[2]/select[1]/option[2]",
            parent="0-10",
        ),
        node(
            "0-13", "button", "button", "Remove", "/html[1]/body[1]/table[1]/tbody[1]/tr[1]/td[3]/button[1]"
        ),
        node(
            "0-20", "select", "combobox", "Role", "/html[1]/body[1]/table[1]/tbody[1]/tr[2]/td[2]/select[1]"
        ),
        node(
            "0-21",
            "option",
            "option",
            "Viewer",
            "/html[1]/body[1]/table[1]/tbody[1]/tr[2]/td[2]/select[1]/option[1]",
            parent="0-20",
        ),
        node(
            "0-22",
            "option",
            "option",
            "Admin",
            "/html[1]/body[1]/table[1]/tbody[1]/tr[2]/td[2]/select[1]/option[2]",
            parent="0-20",
        ),
        node(
            "0-23", "button", "button", "Remove", "/html[1]/body[1]/table[1]/tbody[1]/tr[2]/td[3]/button[1]"
        ),
        node("0-30", "button", "button", "Apply changes", "/html[1]/body[1]/button[1]"),
    ],
    url="http://team.test/",
)


def test_a_choice_answered_on_a_button_goes_to_the_select_of_its_own_row() -> None:
    """ "make Alexa Morgan an admin and Grace Kim a viewer, and apply": the 1.5B model answered
    select_option Admin on the Remove button of Alexa's row, and the repair answered the same (fresh7
    permissions-2, dev). The select that offers Admin in the button's row is the one chosen on."""
    task = "make Alexa Morgan an admin and Grace Kim a viewer, and apply"
    answer = [
        step("0-23", "select_option", "admin"),
        step("0-13", "select_option", "Viewer"),
        step("0-30", "click"),
    ]
    for whole_task in (False, True):
        fixed = check_steps(answer, MEMBER_ROWS, task, whole_task=whole_task).steps
        assert step("0-20", "select_option", "Admin") in fixed
        assert step("0-10", "select_option", "Viewer") in fixed
        assert not [s for s in fixed if s.elementId in ("0-13", "0-23")]


def test_a_dialog_finishes_a_verb_by_a_button_that_says_it_and_is_no_way_out() -> None:
    from pytest_stagehand.pipelines.step_check import dialog_finishes

    before = build_snapshot([node("0-1", "button", "button", "Book")], url="http://gym.test/")

    def opened(*buttons: str) -> Snapshot:
        dialog = node("0-5", "div", "dialog", "Confirm booking", interactive=False)
        inside = [
            node(f"0-{6 + i}", "button", "button", name, parent="0-5") for i, name in enumerate(buttons)
        ]
        return build_snapshot(
            [node("0-1", "button", "button", "Book"), dialog, *inside], url="http://gym.test/"
        )

    assert dialog_finishes("book me into HIIT Express", before, opened("Cancel booking", "Confirm booking"))
    assert not dialog_finishes("book me into HIIT Express", before, opened("Cancel booking"))
    assert not dialog_finishes("click Book on HIIT Express", before, opened("Confirm booking"))
    assert not dialog_finishes("book me into HIIT Express", before, before)


def test_a_last_part_that_is_its_verb_alone_clicks_the_one_button_starting_with_it() -> None:
    """ "make Alexa Morgan an admin and Grace Kim a viewer, and apply": the plan chose the roles and
    left Apply changes out (fresh7 permissions-2, dev); the choices were never applied."""
    task = "make Alexa Morgan an admin and Grace Kim a viewer, and apply"
    answer = [step("0-20", "select_option", "Admin"), step("0-10", "select_option", "Viewer")]
    fixed = check_steps(answer, MEMBER_ROWS, task).steps
    assert fixed[-1] == step("0-30", "click")
    assert fixed.count(step("0-30", "click")) == 1
    # a last part saying more than its verb is left to the other rules
    assert (
        step("0-30", "click")
        not in check_steps(answer, MEMBER_ROWS, "make Alexa an admin, and apply it later").steps
    )


def test_once_an_act_opened_a_tab_a_click_on_a_tab_it_does_not_name_is_dropped() -> None:
    """ "Open Privacy, choose Followers only ...": Privacy was opened, and the next look's plan clicked
    Profile, where nothing asked for is (fresh7 settings-2, dev)."""
    privacy_shown = build_snapshot(
        [
            node("0-3", "button", "tab", "Profile", states={"holds": "Display name Bio Language"}),
            node("0-5", "button", "tab", "Privacy", states={"selected": True}),
            node("0-20", "select", "combobox", "Profile visibility"),
            node("0-27", "button", "button", "Save changes"),
        ],
        url="http://app.test/settings",
    )
    task = "Open Privacy, choose Followers only for Profile visibility and hit Save changes"
    answer = [step("0-3", "click"), step("0-20", "select_option", "Followers only"), step("0-27", "click")]
    fixed = check_steps(answer, privacy_shown, task, done=["click on Privacy tab"]).steps
    assert step("0-3", "click") not in fixed
    # a tab the instruction names stays
    named = check_steps(
        answer, privacy_shown, task + ", then go back to Profile", done=["click on Privacy tab"]
    )
    assert step("0-3", "click") in named.steps


def _role_rows(*people: str) -> Snapshot:
    nodes = []
    for row, person in enumerate(people, 1):
        select = f"/html[1]/body[1]/table[1]/tbody[1]/tr[{row}]/td[2]/select[1]"
        nodes.append(node(f"0-{row}0", "select", "combobox", f"Role for {person}", select))
        for index, option in enumerate(("Viewer", "Admin"), 1):
            nodes.append(
                node(
                    f"0-{row}{index}",
                    "option",
                    "option",
                    option,
                    f"{select}/option[{index}]",
                    parent=f"0-{row}0",
                )
            )
    nodes.append(node("0-90", "button", "button", "Apply changes", "/html[1]/body[1]/button[1]"))
    return build_snapshot(nodes, url="http://team.test/")


def test_a_choice_on_a_look_alike_row_the_task_never_names_in_full_is_dropped() -> None:
    """ "make Alexa Morgan an admin and Grace Kim a viewer, and apply": the checks kept Admin chosen
    on "Role for Alex Morgan" too, its "Alex" taken for the start of "Alexa" (fresh7 permissions-2,
    dev). Of the rows' alike selects, one whose own words the task does not say in full is left out
    when another's it says in full."""
    rows = _role_rows("Alexa Morgan", "Alex Morgan", "Grace Kim", "Chris Ng")
    answer = [
        step("0-10", "select_option", "Admin"),
        step("0-20", "select_option", "Admin"),
        step("0-30", "select_option", "Viewer"),
        step("0-90", "click"),
    ]
    task = "make Alexa Morgan an admin and Grace Kim a viewer, and apply"
    for whole_task in (False, True):
        fixed = check_steps(answer, rows, task, whole_task=whole_task).steps
        assert step("0-10", "select_option", "Admin") in fixed
        assert step("0-30", "select_option", "Viewer") in fixed
        assert not [s for s in fixed if s.elementId == "0-20"]
    # both named in full: both rows' choices stay
    both = "make Alexa Morgan and Alex Morgan admins, then apply"
    fixed = check_steps(answer[:2] + answer[3:], rows, both).steps
    assert {s.elementId for s in fixed} >= {"0-10", "0-20"}


def test_a_typed_value_goes_to_the_field_said_whole_ends_before_other_steps_values_and_keeps_its_capitals() -> (
    None
):
    """ "Job alert for junior web developer in Remote, Part-time too, create alert": the 1.5B model
    typed "Junior web developer in Remote, Part-time too" into the site's Search jobs box (fresh8
    job_alert-0, dev). Alert keywords is the field the task says ("alert"; "Job" only begins
    "jobs"), the value ends before Remote, which a select takes, and is typed as the task writes it."""
    form = build_snapshot(
        [
            node("0-2", "input", "textbox", "Search jobs", "/html[1]/body[1]/input[1]"),
            node("0-7", "input", "textbox", "Alert keywords", "/html[1]/body[1]/input[2]"),
            node("0-9", "select", "combobox", "Location", "/html[1]/body[1]/select[1]"),
            node(
                "0-10", "option", "option", "Anywhere", "/html[1]/body[1]/select[1]/option[1]", parent="0-9"
            ),
            node("0-17", "option", "option", "Remote", "/html[1]/body[1]/select[1]/option[2]", parent="0-9"),
            node("0-22", "input", "checkbox", "Part-time", "/html[1]/body[1]/input[3]"),
            node("0-36", "button", "button", "Create alert", "/html[1]/body[1]/button[1]"),
        ],
        url="http://jobs.test/",
    )
    task = "Job alert for junior web developer in Remote, Part-time too, create alert"
    answer = [
        step("0-2", "fill", "Junior web developer in Remote, Part-time too"),
        step("0-9", "select_option", "Remote"),
        step("0-22", "check"),
        step("0-36", "click"),
    ]
    fixed = check_steps(answer, form, task).steps
    assert fixed[0] == step("0-7", "fill", "junior web developer")
    # a value the task quotes is typed whole
    quoted = 'Job alert for "junior web developer in Remote", create alert'
    fixed = check_steps(
        [step("0-7", "fill", "junior web developer in Remote"), *answer[1:]], form, quoted
    ).steps
    assert fixed[0] == step("0-7", "fill", "junior web developer in Remote")


def test_a_long_plan_keeps_a_click_on_what_a_part_of_the_task_says_alone() -> None:
    """ "Accept, Roast beef for Hugo Berg, Sea bass for Ravi Shah, send RSVP": the 1.5B model clicked
    both radios, typed a field's label and clicked both buttons; cut as a runaway, only Send RSVP
    stayed, as "Joyfully accept" is not named in full (fresh8 wedding_rsvp-0, dev). A part that says
    nothing but words of its name ("Accept") names it."""
    rsvp = build_snapshot(
        [
            node("0-6", "input", "radio", "Joyfully accept", "/html[1]/body[1]/input[1]"),
            node("0-8", "input", "radio", "Regretfully decline", "/html[1]/body[1]/input[2]"),
            node("0-11", "input", "textbox", "Song request for the band", "/html[1]/body[1]/input[3]"),
            node("0-12", "button", "button", "Send RSVP", "/html[1]/body[1]/button[1]"),
            node("0-13", "button", "button", "Save and finish later", "/html[1]/body[1]/button[2]"),
        ],
        url="http://rsvp.test/",
    )
    answer = [
        step("0-6", "click"),
        step("0-8", "click"),
        step("0-11", "type", "Song request for the band"),
        step("0-12", "click"),
        step("0-13", "click"),
    ]
    task = "Accept, Roast beef for Hugo Berg, Sea bass for Ravi Shah, send RSVP"
    fixed = check_steps(answer, rsvp, task).steps
    assert [s.elementId for s in fixed] == ["0-6", "0-12"]


def test_the_plan_after_a_look_ends_with_the_button_the_last_part_names() -> None:
    """Planning the rest after "Accept" showed the meal selects, the 1.5B model chose both meals and
    left out Send RSVP, which the task's last part names ("..., send RSVP"): the act said done and
    nothing was sent (fresh8 wedding_rsvp-0, dev). The click is added at the end; not once done."""
    options = ["Choose a meal", "Roast beef", "Sea bass"]
    meals = [
        node(f"0-{base}", "select", "combobox", f"Meal for {who}", f"/html[1]/body[1]/select[{k}]")
        for k, (base, who) in enumerate(((11, "Hugo Berg"), (21, "Ravi Shah")), 1)
    ]
    rsvp = build_snapshot(
        [
            node(
                "0-6",
                "input",
                "radio",
                "Joyfully accept",
                "/html[1]/body[1]/input[1]",
                states={"checked": True},
            ),
            *meals,
            *(
                node(
                    f"0-{base + n}", "option", "option", text, f"{select.xpath}/option[{n}]", parent=select.id
                )
                for base, select in ((11, meals[0]), (21, meals[1]))
                for n, text in enumerate(options, 1)
            ),
            node("0-32", "button", "button", "Send RSVP", "/html[1]/body[1]/button[1]"),
            node("0-33", "button", "button", "Save and finish later", "/html[1]/body[1]/button[2]"),
        ],
        url="http://rsvp.test/",
    )
    answer = [step("0-11", "select_option", "Roast beef"), step("0-21", "select_option", "Sea bass")]
    task = "Accept, Roast beef for Hugo Berg, Sea bass for Ravi Shah, send RSVP"
    done = ["click on Joyfully accept radio"]
    fixed = check_steps(answer, rsvp, task, done).steps
    assert fixed == [*answer, step("0-32", "click")]
    sent = check_steps(answer, rsvp, task, [*done, "click on Send RSVP button"]).steps
    assert sent == answer


def test_a_box_a_part_of_the_task_names_by_its_words_alone_is_ticked() -> None:
    """ "Enroll in CHEM 120 section B, Pass/Fail, email my advisor, confirm enrollment": no step of
    the 1.5B model's ticked "Email my advisor about this change" (fresh8 course_enrollment-2, dev).
    A part saying nothing but words of one unticked box's name ticks it, before the last click;
    not when the part says no."""
    form = build_snapshot(
        [
            node("0-122", "select", "combobox", "Grading option", "/html[1]/body[1]/select[1]"),
            node(
                "0-125",
                "option",
                "option",
                "Pass/Fail",
                "/html[1]/body[1]/select[1]/option[1]",
                parent="0-122",
            ),
            node(
                "0-128",
                "input",
                "checkbox",
                "Email my advisor about this change",
                "/html[1]/body[1]/input[1]",
                states={"checked": False},
            ),
            node("0-131", "button", "button", "Add to planner", "/html[1]/body[1]/button[1]"),
            node("0-132", "button", "button", "Confirm enrollment", "/html[1]/body[1]/button[2]"),
        ],
        url="http://uni.test/",
    )
    answer = [step("0-122", "select_option", "Pass/Fail"), step("0-132", "click")]
    fixed = check_steps(answer, form, "Pass/Fail, email my advisor, confirm enrollment").steps
    assert fixed == [*answer[:1], step("0-128", "check"), answer[1]]
    fixed = check_steps(answer, form, "Pass/Fail, don't email my advisor, confirm enrollment").steps
    assert fixed == answer


def test_a_select_s_option_that_is_a_joining_word_is_not_said_by_it() -> None:
    """ "1. Change If to Subject. 2. Enter invoice ... 4. Create filter.": no step of the 1.5B
    model's chose on the If select, and the check adding the choice saw both "To" and "Subject"
    said (fresh8 mail_filter-2, dev). An option that is a joining word is said by it only when no
    other option is."""
    form = build_snapshot(
        [
            node("0-20", "select", "combobox", "If", "/html[1]/body[1]/select[1]"),
            *[
                node(
                    f"0-{21 + i}",
                    "option",
                    "option",
                    o,
                    f"/html[1]/body[1]/select[1]/option[{i + 1}]",
                    parent="0-20",
                )
                for i, o in enumerate(["From", "To", "Subject"])
            ],
            node("0-25", "input", "textbox", "contains", "/html[1]/body[1]/input[1]"),
            node("0-37", "button", "button", "Create filter", "/html[1]/body[1]/button[1]"),
        ],
        url="http://mail.test/",
    )
    answer = [step("0-25", "type", "invoice"), step("0-37", "click")]
    task = "1. Change If to Subject. 2. Enter invoice in the contains box. 3. Create filter."
    assert check_steps(answer, form, task).steps[0] == step("0-20", "select_option", "Subject")


def _members_table() -> Snapshot:
    """A team's permissions table: a role select and Billing / Export data boxes on each member's row,
    the row's member in every control's name, a Filter members box above, Save changes below."""
    nodes = [node("0-8", "input", "searchbox", "Filter members", "/html[1]/body[1]/input[1]")]
    rows = [("Sam Patel", "sam.patel@acme.io", False), ("Jordan Lee", "jordan.lee@acme.io", True)]
    for k, (name, email, exports) in enumerate(rows, 1):
        who = f"{name} {email}"
        row = f"/html[1]/body[1]/table[1]/tbody[1]/tr[{k}]"
        nodes += [
            node(f"0-{k}0", "select", "combobox", f"Role {who}", f"{row}/td[2]/select[1]"),
            node(
                f"0-{k}1", "option", "option", "Viewer", f"{row}/td[2]/select[1]/option[1]", parent=f"0-{k}0"
            ),
            node(
                f"0-{k}2", "option", "option", "Admin", f"{row}/td[2]/select[1]/option[2]", parent=f"0-{k}0"
            ),
            node(
                f"0-{k}3",
                "input",
                "checkbox",
                f"Billing {who}",
                f"{row}/td[3]/input[1]",
                states={"checked": False},
            ),
            node(
                f"0-{k}4",
                "input",
                "checkbox",
                f"Export data {who}",
                f"{row}/td[3]/input[2]",
                states={"checked": exports},
            ),
        ]
    nodes.append(node("0-99", "button", "button", "Save changes", "/html[1]/body[1]/button[1]"))
    return build_snapshot(nodes, url="http://team.test/settings/team")


def test_a_whole_task_on_a_table_keeps_a_box_said_off_off_and_sends_with_the_button_it_names() -> None:
    """ "Set Sam Patel (sam.patel@acme.io) to role Admin with Billing on, Export data off; save
    changes.": the 1.5B model ticked Sam Patel's Export data, typed the row's words into Filter
    members (which hid every row) and ticked Save changes; the checks then unticked every other
    member's Export data (fresh3 roles-0, dev). A box is named by its own label first, not by the
    row's words its name ends with; of look-alike boxes said off, only those whose row the task says
    are unticked; a filter box the task never asks for is not typed into; a tick on a button the task
    names is its click."""
    task = "Set Sam Patel (sam.patel@acme.io) to role Admin with Billing on, Export data off; save changes."
    answer = [
        step("0-10", "select_option", "Admin"),
        step("0-13", "check"),
        step("0-14", "check"),
        step("0-8", "fill", "Sam Patel (sam.patel@acme.io)"),
        step("0-99", "check"),
    ]
    table = _members_table()
    fixed = check_steps(answer, table, task, whole_task=True).steps
    assert fixed == [step("0-10", "select_option", "Admin"), step("0-13", "check"), step("0-99", "click")]
    # Jordan Lee's row said too: his Export data goes off
    both = "Make Sam Patel and Jordan Lee admins with Export data off; save changes."
    assert step("0-24", "uncheck") in check_steps(answer[:1], table, both, whole_task=True).steps
    # a task that asks to filter keeps the typing
    filtered = "Filter the members by 'Sam Patel', make him an Admin and save changes."
    kept = check_steps(
        [step("0-8", "fill", "Sam Patel"), *answer[:1]], table, filtered, whole_task=True
    ).steps
    assert step("0-8", "fill", "Sam Patel") in kept
    # "find ... and click" looks at the list: finding what is then clicked is no use of its filter
    found = "1. Find Sam Patel and click his Admin role. 2. Save changes."
    assert (
        step("0-8", "fill", "Sam Patel")
        not in check_steps(
            [step("0-8", "fill", "Sam Patel"), *answer[:1]], table, found, whole_task=True
        ).steps
    )
    # "find" on its own still asks for it
    assert (
        step("0-8", "fill", "Sam Patel")
        in check_steps(
            [step("0-8", "fill", "Sam Patel"), *answer[:1]],
            table,
            "Find Sam Patel; make him an Admin.",
            whole_task=True,
        ).steps
    )


def test_a_whole_task_leaves_a_select_it_never_names_alone_when_no_word_of_the_choice_is_said() -> None:
    """ "... enrolled on the Intermediate level Conversational Spanish course ...": the 1.5B model
    set the catalogue's Subject to "Data", which hid the course, and opened Python for Data Analysis
    (fresh3 courses-2, dev). A choice on a select the task never names, of an option none of whose
    words it says, is dropped; the Level it names stays."""
    levels = ["Beginner", "Intermediate"]
    subjects = ["All subjects", "Data", "Languages"]
    catalogue = build_snapshot(
        [
            node("0-8", "select", "combobox", "Level", "/html[1]/body[1]/select[1]"),
            *(
                node(
                    f"0-{9 + k}",
                    "option",
                    "option",
                    text,
                    f"/html[1]/body[1]/select[1]/option[{k + 1}]",
                    parent="0-8",
                )
                for k, text in enumerate(levels)
            ),
            node("0-14", "select", "combobox", "Subject", "/html[1]/body[1]/select[2]"),
            *(
                node(
                    f"0-{15 + k}",
                    "option",
                    "option",
                    text,
                    f"/html[1]/body[1]/select[2]/option[{k + 1}]",
                    parent="0-14",
                )
                for k, text in enumerate(subjects)
            ),
        ],
        url="http://courses.test/courses",
    )
    task = "Make sure that I'm enrolled on the Intermediate level Conversational Spanish course starting on 3 Nov 2025"
    answer = [step("0-8", "select_option", "Intermediate"), step("0-14", "select_option", "Data")]
    assert check_steps(answer, catalogue, task, whole_task=True).steps == answer[:1]
    # a subject the task says is chosen
    said = task.replace("Conversational Spanish", "Data")
    assert check_steps(answer, catalogue, said, whole_task=True).steps == answer


def test_a_part_naming_a_radio_of_each_of_two_groups_clicks_both() -> None:
    """ "..., as an in-person appointment, for the reason 'Follow-up', at Wed 17 Sep, 15:40.": the
    1.5B model clicked In person and Request appointment, and the slot went unchosen (fresh3
    clinic-2, dev). The one radio each group has named in full is clicked, before the last click; a
    taken (disabled) slot is not."""
    nodes = [
        node(
            "0-23",
            "input",
            "radio",
            "In person",
            "/html[1]/body[1]/fieldset[1]/input[1]",
            attrs={"name": "mode"},
        ),
        node(
            "0-25",
            "input",
            "radio",
            "Video call",
            "/html[1]/body[1]/fieldset[1]/input[2]",
            attrs={"name": "mode"},
        ),
        node(
            "0-33",
            "input",
            "radio",
            "Wed 17 Sep, 09:00",
            "/html[1]/body[1]/fieldset[2]/input[1]",
            attrs={"name": "slot"},
        ),
        node(
            "0-35",
            "input",
            "radio",
            "Wed 17 Sep, 15:40",
            "/html[1]/body[1]/fieldset[2]/input[2]",
            attrs={"name": "slot"},
        ),
        node(
            "0-37",
            "input",
            "radio",
            "Thu 18 Sep, 10:20 (taken)",
            "/html[1]/body[1]/fieldset[2]/input[3]",
            attrs={"name": "slot"},
            states={"disabled": True},
        ),
        node("0-47", "button", "button", "Request appointment", "/html[1]/body[1]/button[1]"),
    ]
    form = build_snapshot(nodes, url="http://clinic.test/book")
    task = "Make sure that an appointment is requested as an in-person appointment, at Wed 17 Sep, 15:40."
    answer = [step("0-23", "click"), step("0-47", "click")]
    fixed = check_steps(answer, form, task, whole_task=True).steps
    assert fixed == [step("0-23", "click"), step("0-35", "click"), step("0-47", "click")]
    assert step("0-35", "click") in check_steps(answer, form, task).steps  # an act's check too
    taken = task.replace("Wed 17 Sep, 15:40", "Thu 18 Sep, 10:20")
    assert step("0-37", "click") not in check_steps(answer, form, taken, whole_task=True).steps


def test_a_whole_task_on_a_car_search_and_its_results_keeps_what_the_task_says() -> None:
    """ "Hire a car at City Centre (Market Street) from 2025-10-06 to 2025-10-08: reserve the
    Volkswagen Golf (automatic) with Child seat ...": the 1.5B model left the pick-up location unset
    (a disabled Return location offers the same places), chose a driver's age the task never gives,
    then clicked three cars' radios and, after Reserve, the site's "Swift Car Hire" home link (fresh3
    carhire-0, dev)."""
    places = ["Airport Terminal 1", "City Centre (Market Street)"]
    search = build_snapshot(
        [
            node("0-8", "select", "combobox", "Pick-up location", "/html[1]/body[1]/form[1]/select[1]"),
            *(
                node(
                    f"0-{9 + k}",
                    "option",
                    "option",
                    p,
                    f"/html[1]/body[1]/form[1]/select[1]/option[{k + 1}]",
                    parent="0-8",
                )
                for k, p in enumerate(places)
            ),
            node(
                "0-17",
                "select",
                "combobox",
                "Return location",
                "/html[1]/body[1]/form[1]/select[2]",
                states={"disabled": True},
            ),
            *(
                node(
                    f"0-{18 + k}",
                    "option",
                    "option",
                    p,
                    f"/html[1]/body[1]/form[1]/select[2]/option[{k + 1}]",
                    parent="0-17",
                )
                for k, p in enumerate(places)
            ),
            node("0-24", "input", "textbox", "Pick-up date", "/html[1]/body[1]/form[1]/input[1]"),
            node("0-28", "select", "combobox", "Driver's age", "/html[1]/body[1]/form[1]/select[3]"),
            node(
                "0-29",
                "option",
                "option",
                "18-24",
                "/html[1]/body[1]/form[1]/select[3]/option[1]",
                parent="0-28",
            ),
            node(
                "0-30",
                "option",
                "option",
                "25-69",
                "/html[1]/body[1]/form[1]/select[3]/option[2]",
                parent="0-28",
            ),
            node("0-33", "button", "button", "Search cars", "/html[1]/body[1]/form[1]/button[1]"),
        ],
        url="http://cars.test/cars",
    )
    task = (
        "Hire a car at City Centre (Market Street) from 2025-10-06 to 2025-10-08: reserve the Volkswagen Golf "
        "(automatic) with Child seat, no additional driver."
    )
    answer = [
        step("0-24", "type", "2025-10-06"),
        step("0-28", "select_option", "18-24"),
        step("0-33", "click"),
    ]
    assert check_steps(answer, search, task, whole_task=True).steps == [
        step("0-24", "type", "2025-10-06"),
        step("0-8", "select_option", "City Centre (Market Street)"),
        step("0-33", "click"),
    ]

    cars = [
        "Fiat 500 or similar · Automatic",
        "Volkswagen Golf or similar · Manual",
        "Volkswagen Golf or similar · Automatic",
    ]
    results = build_snapshot(
        [
            node("0-0", "nav", "navigation", "", "/html[1]/body[1]/nav[1]", interactive=False),
            node(
                "0-1",
                "a",
                "link",
                "Swift Car Hire",
                "/html[1]/body[1]/nav[1]/a[1]",
                parent="0-0",
                attrs={"href": "/"},
            ),
            *(
                node(
                    f"0-{12 + 2 * k}",
                    "input",
                    "radio",
                    car,
                    f"/html[1]/body[1]/form[1]/label[{k + 1}]/input[1]",
                    attrs={"name": "car"},
                )
                for k, car in enumerate(cars)
            ),
            node("0-30", "input", "checkbox", "Child seat (+£8)", "/html[1]/body[1]/form[1]/input[1]"),
            node("0-39", "button", "button", "Reserve", "/html[1]/body[1]/form[1]/button[1]"),
        ],
        url="http://cars.test/cars/results",
    )
    picked = [step("0-12", "click"), step("0-14", "click"), step("0-16", "click"), step("0-30", "check")]
    fixed = check_steps(
        [*picked, step("0-39", "click"), step("0-1", "click")], results, task, whole_task=True
    ).steps
    assert fixed == [step("0-16", "click"), step("0-30", "check"), step("0-39", "click")]
    # a link the task names is followed
    home = task + " Then go back to Swift Car Hire."
    assert (
        step("0-1", "click")
        in check_steps([step("0-39", "click"), step("0-1", "click")], results, home, whole_task=True).steps
    )


def test_a_whole_task_chooses_on_the_alike_select_whose_row_it_says() -> None:
    """ "Return the Trail running socks (2-pack), Size L ...; reason Not as described": the 1.5B model
    clicked, then chose on, the Size M row's Reason select (disabled until its box is ticked), and
    the whole pass stopped there (fresh3 returns-0, dev). The choice goes to the Size L row's select,
    and the plain click on a select is dropped."""
    reasons = ["— Choose a reason —", "Too big", "Not as described"]
    nodes = []
    for k, size in enumerate(("M", "L"), 1):
        row = f"/html[1]/body[1]/table[1]/tbody[1]/tr[{k}]"
        box, select = f"0-{k}0", f"0-{k}1"
        nodes += [
            node(
                box,
                "input",
                "checkbox",
                f"Trail running socks (2-pack) — Size {size}",
                f"{row}/td[1]/input[1]",
            ),
            node(
                select,
                "select",
                "combobox",
                f"Reason for returning Trail running socks (2-pack), Size {size}",
                f"{row}/td[4]/select[1]",
                states={"disabled": True},
            ),
            *(
                node(
                    f"0-{k}{2 + n}",
                    "option",
                    "option",
                    text,
                    f"{row}/td[4]/select[1]/option[{n + 1}]",
                    parent=select,
                )
                for n, text in enumerate(reasons)
            ),
        ]
    nodes.append(node("0-99", "button", "button", "Submit return", "/html[1]/body[1]/button[1]"))
    items = build_snapshot(nodes, url="http://shop.test/returns/order")
    task = "Return the Trail running socks (2-pack), Size L; reason Not as described. Submit the return."
    answer = [step("0-20", "click"), step("0-11", "click"), step("0-14", "click"), step("0-99", "click")]
    fixed = check_steps(answer, items, task, whole_task=True).steps
    assert fixed == [
        step("0-20", "click"),
        step("0-21", "select_option", "Not as described"),
        step("0-99", "click"),
    ]


def _bulky_waste() -> Snapshot:
    """A bulky waste booking: a prefilled postcode, item boxes with look-alikes, slot radios, a box
    that reveals where the items are, Book collection."""
    boxes = ["Fridge", "Fridge freezer", "Wardrobe", "Dining chair (single)", "Dining chairs (set of 4)"]
    nodes = [node("0-1", "input", "textbox", "Postcode", states={"value": "LS6 2AB"})]
    nodes += [
        node(f"0-{k}", "input", "checkbox", name, states={"checked": False})
        for k, name in enumerate(boxes, 10)
    ]
    nodes += [
        node("0-20", "input", "radio", "Sat 8 June – morning", states={"checked": False}),
        node(
            "0-21",
            "input",
            "checkbox",
            "The items will not be at the front of the property",
            states={"checked": False},
        ),
        node("0-30", "button", "button", "Book collection"),
    ]
    return build_snapshot(nodes, url="http://council.test/bulky.html")


def test_a_whole_task_ticks_the_look_alike_said_as_its_name_and_replaces_a_prefilled_value() -> None:
    """ "Postcode LS6 3BN. Items: Dining chairs (set of 4), Washing machine.": the 1.5B model ticked
    Dining chair (single) and left the account's postcode (fresh5 bulky_waste-0, dev). A tick goes to
    the look-alike the task says as its name; a prefilled field the task names is given the value of
    its shape the task says."""
    task = "Book a collection. Postcode LS6 3BN. Items: Dining chairs (set of 4). Slot: Sat 8 June – morning."
    answer = [step("0-13", "check"), step("0-20", "click"), step("0-30", "click")]
    fixed = check_steps(answer, _bulky_waste(), task, whole_task=True).steps
    assert fixed == [
        step("0-14", "check"),
        step("0-20", "click"),
        step("0-1", "fill", "LS6 3BN"),
        step("0-30", "click"),
    ]
    # the value already there, or one of another shape, is typed by nobody
    same = "Book a collection. Postcode LS6 2AB. Items: Dining chairs (set of 4). Slot: Sat 8 June – morning."
    assert (
        step("0-1", "fill", "LS6 2AB") not in check_steps(answer, _bulky_waste(), same, whole_task=True).steps
    )


def test_a_whole_task_s_text_typed_into_a_box_is_its_tick() -> None:
    """ "... a wardrobe and a fridge (just a fridge, no freezer part) ... They'll be in the garage
    rather than out the front.": the 1.5B model typed "wardrobe" on the Wardrobe box and "garage" on the
    box that reveals where the items are; typing into a checkbox failed and stopped the whole pass
    (fresh5 bulky_waste-2, dev). Typed into a box is ticked; a tick on "Fridge freezer", whose words
    are said but not as its name, goes to "Fridge", which is."""
    task = (
        "Take away a wardrobe and a fridge (just a fridge, no freezer part), on Sat 8 June – morning. "
        "They'll be in the garage rather than out the front. Book the collection."
    )
    answer = [
        step("0-12", "type", "wardrobe"),
        step("0-11", "type", "fridge"),
        step("0-20", "click"),
        step("0-21", "type", "garage"),
        step("0-30", "click"),
    ]
    fixed = check_steps(answer, _bulky_waste(), task, whole_task=True).steps
    assert fixed == [
        step("0-12", "check"),
        step("0-10", "check"),
        step("0-20", "click"),
        step("0-21", "check"),
        step("0-30", "click"),
    ]


def test_a_tick_on_a_box_whose_only_said_word_is_a_fields_name_is_dropped() -> None:
    """ "Submit reading 04688 for meter E19K04471, taken today.": the 1.5B model ticked "My reading is
    lower than the last one", whose one word the task says is the Reading field's whole name (fresh5
    meter_reading-0, dev: the form then asked why the reading was lower). Said lower, it stays."""
    snap = build_snapshot(
        [
            node("0-1", "input", "textbox", "Reading", states={"value": "04512"}),
            node("0-2", "input", "radio", "Today (14 June)", states={"checked": False}),
            node(
                "0-3", "input", "checkbox", "My reading is lower than the last one", states={"checked": False}
            ),
            node("0-4", "button", "button", "Submit reading"),
        ],
        url="http://energy.test/meter.html",
    )
    answer = [step("0-1", "fill", "04688"), step("0-2", "click"), step("0-3", "check"), step("0-4", "click")]
    task = "Submit reading 04688, taken today."
    assert step("0-3", "check") not in check_steps(answer, snap, task, whole_task=True).steps
    lower = "Submit reading 00350, taken today. It's lower than the last one: the meter was swapped."
    assert step("0-3", "check") in check_steps(answer, snap, lower, whole_task=True).steps


def test_a_click_on_a_box_the_task_names_and_that_is_already_on_is_dropped() -> None:
    """The 1.5B model's later plan clicked "My reading is lower than the last one", which its first
    plan had ticked, unticking it (fresh5 meter_reading-2, dev). A box the task names that is on, and
    that nothing says off, is left on; said off, the click stays."""
    box = "My reading is lower than the last one"
    snap = build_snapshot(
        [
            node("0-3", "input", "checkbox", box, states={"checked": True}),
            node("0-4", "button", "button", "Submit reading"),
        ],
        url="http://energy.test/meter.html",
    )
    task = "Send reading 00350 in. It's lower than the last one because the meter was swapped."
    answer = [step("0-3", "click"), step("0-4", "click")]
    assert check_steps(answer, snap, task, whole_task=True).steps == [step("0-4", "click")]
    off = "Send reading 04688 in; untick 'My reading is lower than the last one'."
    assert step("0-3", "click") in check_steps(answer, snap, off, whole_task=True).steps


def test_a_whole_task_reads_counts_in_words_and_a_plural_day() -> None:
    """ "Boxes for two people, five recipes a week, arriving on Thursdays": the 1.5B model clicked
    every plan size and chose every delivery day (fresh5 recipe_box-2, dev). Counts said in words
    choose the radio that writes them in digits; "Thursdays" says the Thursday option."""
    sizes = ["2 people · 4 recipes a week — £49.99/week", "2 people · 5 recipes a week — £58.99/week"]
    days = ["Wednesday", "Thursday"]
    snap = build_snapshot(
        [
            node("0-1", "fieldset", "group", "Plan size", interactive=False),
            *(
                node(f"0-{k}", "input", "radio", name, parent="0-1", states={"checked": False})
                for k, name in enumerate(sizes, 2)
            ),
            node("0-5", "select", "combobox", "Delivery day", states={"value": "Wednesday"}),
            *(node(f"0-{k}", "option", "option", day, parent="0-5") for k, day in enumerate(days, 6)),
            node("0-9", "button", "button", "Save changes"),
        ],
        url="http://box.test/plan.html",
    )
    task = "I want boxes for two people, five recipes a week, arriving on Thursdays. Save changes."
    answer = [
        step("0-2", "click"),
        step("0-3", "click"),
        step("0-5", "select_option", "Thursday"),
        step("0-5", "select_option", "Wednesday"),
        step("0-9", "click"),
    ]
    assert check_steps(answer, snap, task, whole_task=True).steps == [
        step("0-3", "click"),
        step("0-5", "select_option", "Thursday"),
        step("0-9", "click"),
    ]


def _repeat_prescription() -> Snapshot:
    """A repeat-prescription form: a set of medicine boxes, a prefilled phone number, a box that says
    someone else collects, Send request."""
    medicines = [
        "Amlodipine 5mg tablets",
        "Amlodipine 10mg tablets",
        "Sertraline 50mg tablets",
        "Sertraline 100mg tablets",
        "Omeprazole 20mg capsules",
    ]
    nodes = [
        node("0-1", "form", "form", "", interactive=False),
        node("0-2", "fieldset", "group", "Which medicines do you need?", parent="0-1", interactive=False),
    ]
    nodes += [
        node(f"0-{k}", "input", "checkbox", name, parent="0-2", states={"checked": False})
        for k, name in enumerate(medicines, 10)
    ]
    nodes += [
        node(
            "0-20",
            "input",
            "textbox",
            "Phone number we can reach you on (we call if there is a problem)",
            parent="0-1",
            states={"value": "01632 960001"},
        ),
        node(
            "0-21",
            "input",
            "checkbox",
            "Someone else will collect it",
            parent="0-1",
            states={"checked": False},
        ),
        node("0-30", "button", "button", "Send request", parent="0-1"),
    ]
    return build_snapshot(nodes, url="http://gp.test/repeat.html")


def test_a_whole_task_ticks_no_box_beside_the_one_it_names_whose_own_words_it_never_says() -> None:
    """ "Order a repeat of Sertraline 50mg tablets ... phone 07700 900733.": the 1.5B model ticked
    every medicine of the list and left the old phone number (fresh6 gp-repeat-0, dev). A tick on a
    box of the set whose own words are unsaid is dropped; the one prefilled field of the number's shape,
    named by a word, is given the number."""
    task = "Order a repeat of Sertraline 50mg tablets, phone 07700 900733, and send the request."
    answer = [
        step("0-10", "check"),
        step("0-11", "check"),
        step("0-12", "check"),
        step("0-13", "check"),
        step("0-30", "click"),
    ]
    fixed = check_steps(answer, _repeat_prescription(), task, whole_task=True).steps
    assert fixed == [step("0-12", "check"), step("0-20", "fill", "07700 900733"), step("0-30", "click")]
    # a box said by its own words stays, though the task names it only in part
    loose = "Order Amlodipine and the Sertraline 50mg tablets, and send the request."
    kept = check_steps(answer, _repeat_prescription(), loose, whole_task=True).steps
    assert step("0-10", "check") in kept
    assert step("0-11", "check") in kept
    assert step("0-13", "check") not in kept
    # a box outside the set is not judged by it
    other = [step("0-12", "check"), step("0-21", "check"), step("0-30", "click")]
    sister = "Order Sertraline 50mg tablets; my sister will collect it. Send the request."
    assert step("0-21", "check") in check_steps(other, _repeat_prescription(), sister, whole_task=True).steps


def _direct_debit_refused() -> Snapshot:
    """A Direct Debit form the app refused: its error summary asks to confirm the account holder's
    authority; a joint-account box shares two of the ask's words, the box asked for four."""
    nodes = [
        node("0-1", "div", "alert", "", interactive=False),
        node("0-2", "strong", "StaticText", "There is a problem", parent="0-1", interactive=False),
        node(
            "0-3",
            "li",
            "StaticText",
            "Confirm that you can authorise Direct Debits from this account.",
            parent="0-1",
            interactive=False,
        ),
        node("0-10", "input", "textbox", "Account number", states={"value": "31877462"}),
        node(
            "0-11",
            "input",
            "checkbox",
            "This account needs two signatures to set up a Direct Debit",
            states={"checked": False},
        ),
        node("0-12", "input", "radio", "12 monthly instalments", states={"checked": True}),
        node(
            "0-13",
            "input",
            "checkbox",
            "I am an account holder and can authorise Direct Debits from this account",
            states={"checked": False},
        ),
        node("0-20", "button", "button", "Update Direct Debit"),
    ]
    return build_snapshot(nodes, url="http://council.test/direct-debit.html")


def test_a_whole_task_ticks_the_box_the_form_s_error_asks_to_confirm() -> None:
    """The task said nothing of the authority box; the form refused to send without it, and each look
    of the 1.5B model's plan pressed Update again (fresh6 council-dd-0, dev). The box the error asks to
    confirm, sharing the most of its words, is ticked before the button; not the look-alike."""
    task = "Update my council tax direct debit: account 31877462, 12 monthly instalments."
    done = ["type 31877462 on Account number textbox", "click on Update Direct Debit button"]
    answer = [step("0-12", "check"), step("0-20", "click")]
    fixed = check_steps(answer, _direct_debit_refused(), task, done, whole_task=True).steps
    assert fixed[-2:] == [step("0-13", "check"), step("0-20", "click")]
    assert step("0-11", "check") not in fixed
    # a plan that presses the button itself has the tick before its click
    first = check_steps(answer, _direct_debit_refused(), task, whole_task=True).steps
    assert first[-2:] == [step("0-13", "check"), step("0-20", "click")]
    # with no error asking, no box is ticked for the task
    calm = build_snapshot(
        [n for n in _direct_debit_refused().nodes.values() if n.id not in ("0-1", "0-2", "0-3")],
        url="http://council.test/direct-debit.html",
    )
    assert step("0-13", "check") not in check_steps(answer, calm, task, done, whole_task=True).steps


def _listings(day: str = "") -> Snapshot:
    """A list of listings, each a link to its own offer page, under the site's navigation."""
    nodes = [
        node("0-1", "nav", "navigation", "", interactive=False),
        node("0-2", "a", "link", "Sell", parent="0-1", attrs={"href": "/sell.html"}),
        node("0-3", "input", "combobox", "Category", states={"value": "All categories"}),
        node("0-4", "button", "button", "Search"),
    ]
    titles = (
        [f"Book Spin Express, {day} 07:00", f"Book Yoga Flow, {day} 19:00"]
        if day
        else [
            "Sony WH-1000XM4 headphones, black",
            "Sony WH-1000XM3 headphones, black",
            "Sony WH-1000XM4 headphones, silver",
            "Oak dining table with 4 chairs",
        ]
    )
    nodes += [
        node(f"0-{k}", "a", "link", title, attrs={"href": f"/offer.html?id=M{k}"})
        for k, title in enumerate(titles, 10)
    ]
    return build_snapshot(nodes, url="http://market.test/listings.html")


def test_a_whole_task_that_leaves_no_list_page_follows_the_row_link_it_names() -> None:
    """Asked to "Offer £120 for the Sony WH-1000XM4 headphones, black", the 1.5B model chose the title
    on the Category select and pressed Search; the pass ended on the list (fresh6 market-offer-0,
    dev). The link of the row whose own words the task all says is followed, last."""
    task = "Offer £120 for the Sony WH-1000XM4 headphones, black."
    answer = [step("0-3", "select_option", "Sony WH-1000XM4 headphones, black"), step("0-4", "click")]
    fixed = check_steps(answer, _listings(), task, whole_task=True).steps
    assert fixed[-1] == step("0-10", "click")
    # a plan that already follows a row's link (the look-alike's, moved to the one said) gets no second
    assert check_steps([step("0-12", "click")], _listings(), task, whole_task=True).steps == [
        step("0-10", "click")
    ]
    # no row said in full: nothing added ("silver" or "XM3" unsaid, a list filtered to Monday for Tuesday)
    assert (
        step("0-12", "click")
        not in check_steps([], _listings(), "Offer £90 on the Sony headphones.", whole_task=True).steps
    )
    tuesday = "Book Spin Express on Tuesday at 07:00, 2 places."
    assert check_steps([], _listings("Monday"), tuesday, whole_task=True).steps == []
    assert check_steps([], _listings("Tuesday"), tuesday, whole_task=True).steps == [step("0-10", "click")]


def test_a_whole_task_replaces_the_old_address_in_the_one_prefilled_e_mail_field_a_word_names() -> None:
    """ "Renew Birds of the Northern Coast for 3 weeks. Receipt to hart.jo@inbox.example.": the 1.5B
    model's plan left the receipt field's old address, and the receipt went there (fresh6
    library-renew-0, dev). An address has no shape of digits to match; the one field holding an
    address, named by a word ("receipt"), is given the one the task says."""
    loans = build_snapshot(
        [
            node("0-1", "input", "checkbox", "Birds of the Northern Coast", states={"checked": False}),
            node(
                "0-2",
                "input",
                "textbox",
                "Send the renewal receipt to",
                attrs={"type": "email"},
                states={"value": "jo.hart@oldmail.example"},
            ),
            node("0-3", "button", "button", "Renew selected"),
        ],
        url="http://library.test/loans.html",
    )
    task = "Renew Birds of the Northern Coast. Receipt to hart.jo@inbox.example."
    fixed = check_steps([step("0-1", "check"), step("0-3", "click")], loans, task, whole_task=True).steps
    assert fixed == [step("0-1", "check"), step("0-2", "fill", "hart.jo@inbox.example"), step("0-3", "click")]
    # the address already there is typed by nobody
    same = "Renew Birds of the Northern Coast. Receipt to jo.hart@oldmail.example."
    assert (
        len(check_steps([step("0-1", "check"), step("0-3", "click")], loans, same, whole_task=True).steps)
        == 2
    )
