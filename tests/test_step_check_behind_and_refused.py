"""The compound act's check on real pages (Chromium) where what a task asks for is behind something
(a closed <details>, a tab, a dialog opened by its own button), where it refuses a look-alike ("not
COVID-19 booster (autumn)"), or names a row's box by its row alone. The plans are the local model's
answers from the fresh17 set's development half."""

from __future__ import annotations

from pytest_stagehand import StagehandPage
from pytest_stagehand.pipelines.step_check import check_steps
from pytest_stagehand.pipelines.step_check.values import values_not_given
from pytest_stagehand.snapshot import capture_snapshot
from tests.support.server import Site
from tests.test_step_check_pages import named, names, snapshot_of, step

DENTIST = (
    "<title>Check-in</title><fieldset><legend>Reason for visit</legend>"
    "<label><input type=radio name=r> Hygienist and polish</label>"
    "<label><input type=radio name=r> Check-up</label><label><input type=radio name=r> Hygienist</label>"
    "</fieldset><label>Mobile number <input value='07700 900111'></label>"
    "<fieldset><legend>Messages</legend>"
    + "".join(
        f"<label><input type=checkbox checked> {name}</label>"
        for name in ("SMS reminders", "SMS receipts", "Email reminders", "Email receipts")
    )
    + "</fieldset><button type=button>Check in</button>"
)


def test_a_quoted_reason_holding_and_is_one_radio_and_an_untick_stays_on_the_box_named(
    page: StagehandPage, site: Site
) -> None:
    """The model chose "Hygienist and polish" and ticked the ticked Email receipts; the check moved the
    choice to "Hygienist" (the part split at the quoted name's "and") and turned the tick into an
    untick ("untick 'Email reminders'" read as said of its look-alike; fresh17 dentist-2, dev)."""
    snap = snapshot_of(page, site, "/dentist.html", DENTIST)
    task = (
        '1. Select the reason for visit "Hygienist and polish".\n2. Replace the mobile number with 07700'
        ' 900456.\n3. Untick "Email reminders" and leave the other message boxes ticked.\n4. Click Check in.'
    )
    answer = [
        step(named(snap, "Hygienist and polish", "radio"), "select_option", "Hygienist and polish"),
        step(named(snap, "SMS receipts", "checkbox"), "uncheck", "Email reminders"),
        step(named(snap, "Email receipts", "checkbox"), "check", "SMS receipts"),
        step(named(snap, "Check in"), "click"),
    ]
    fixed = names(snap, check_steps(answer, snap, task).steps)
    assert ("Hygienist and polish", "click", []) in fixed
    assert ("Hygienist", "click", []) not in fixed
    assert ("Email reminders", "uncheck", ["Email reminders"]) in fixed
    assert not any(name == "Email receipts" and method == "uncheck" for name, method, _ in fixed)


ALLOTMENT = (
    "<title>Waiting list</title><label>Site <select><option>- choose a site -</option><option>Mill Lane"
    "</option><option>Mill Lane East</option></select></label>"
    "<label><input type=checkbox checked> Happy to share a plot</label>"
    "<details><summary>More preferences</summary><label><input type=checkbox> Raised beds</label>"
    "<label><input type=checkbox> Near the gate</label></details>"
    "<button type=button>Join waiting list</button><button type=button>Save draft</button>"
)
ALLOTMENT_TASK = (
    "Could you put me on the waiting list for the Mill Lane site, with 'near the gate' as a preference?"
    " Don't change the sharing option."
)


def test_a_closed_details_holds_its_boxes_and_the_plan_opens_it_before_joining(
    page: StagehandPage, site: Site
) -> None:
    """The quoted preference is under the closed "More preferences": the list was joined without it
    (fresh17 allotment-2, dev). The summary holds its boxes' names, the plan ends by opening it, and
    on the page it shows the box is ticked before the last click, though the task names that click
    only in part ("the waiting list")."""
    snap = snapshot_of(page, site, "/allotment.html", ALLOTMENT)
    summary = snap.node(named(snap, "More preferences"))
    assert summary is not None
    assert "Near the gate" in str(summary.states.get("holds"))
    answer = [
        step(named(snap, "Site", "combobox"), "select_option", "Mill Lane"),
        step(named(snap, "Join waiting list"), "click"),
    ]
    assert names(snap, check_steps(answer, snap, ALLOTMENT_TASK).steps) == [
        ("Site", "select_option", ["Mill Lane"]),
        ("More preferences", "click", []),
    ]
    page.click("summary")
    shown = capture_snapshot(page)
    done = ["select Mill Lane on Site combobox", "click More preferences button"]
    fixed = check_steps([step(named(shown, "Join waiting list"), "click")], shown, ALLOTMENT_TASK, done)
    assert names(shown, fixed.steps) == [("Near the gate", "check", []), ("Join waiting list", "click", [])]
    assert fixed.problems == []


REMOVAL = (
    "<title>Removal</title><div role=tablist><button role=tab aria-selected=true aria-controls=p1>Your"
    " home</button><button role=tab aria-selected=false aria-controls=p2>New address</button>"
    "<button role=tab aria-selected=false aria-controls=p3>Extras</button></div>"
    "<div role=tabpanel id=p1><label><input type=radio name=s> 3-bed flat</label>"
    "<label><input type=radio name=s> 2-bed flat</label></div>"
    "<div role=tabpanel id=p2 hidden><label>Floor at new address <select><option>Ground floor</option>"
    "<option>4th floor or higher</option></select></label><label><input type=checkbox checked> Lift"
    " available</label></div><div role=tabpanel id=p3 hidden><label><input type=checkbox> Packing service"
    "</label><label><input type=checkbox> Packing materials only</label></div>"
    "<button type=button>Get quote</button>"
)


def test_of_two_hidden_panels_the_one_said_first_opens_and_a_3_bed_flat_uses_its_3(
    page: StagehandPage, site: Site
) -> None:
    """Both tabs' panels hold words of the task, so none was opened and the quote was asked for at
    once; and "check 3-bed flat" was read as leaving the task's "3" unused (fresh17 removal-0, dev)."""
    snap = snapshot_of(page, site, "/removal.html", REMOVAL)
    task = (
        "We're moving out of a 3-bed flat to a flat on the fifth floor, and we'd like packing materials"
        " only added - can you get us a quote? The lift setting is right as it is."
    )
    answer = [step(named(snap, "3-bed flat", "radio"), "check"), step(named(snap, "Get quote"), "click")]
    assert names(snap, check_steps(answer, snap, task).steps) == [
        ("3-bed flat", "check", []),
        ("New address", "click", []),
    ]
    assert values_not_given(task, ["check 3-bed flat radio"]) == []
    assert values_not_given(task, ["check 2-bed flat radio"]) == ["3"]


LAUNDRY = (
    "<title>Pickup</title><label>Pickup time <select><option>- choose a time -</option><option>07:30"
    "</option><option>08:00</option></select></label><table>"
    + "".join(
        f"<tr><td>{item}</td><td><label><input type=checkbox> Include</label></td></tr>"
        for item in ("Shirts", "Bedding", "Bedding - duvet only", "Towels")
    )
    + "</table><label>Door code <input value=1111></label><label><input type=checkbox checked> Eco wash"
    "</label><button type=button>Schedule later</button><button type=button>Book pickup</button>"
)


def test_a_row_s_box_is_ticked_by_the_row_alone_and_a_choice_not_offered_goes_to_the_time_said(
    page: StagehandPage, site: Site
) -> None:
    """ "Please collect my bedding ...": the Bedding row's Include, its only control, was never ticked
    (fresh17 laundry-0, dev). "include row: Bedding - duvet only" was chosen on the Pickup time select,
    which does not offer it, and the pickup time said was never chosen (laundry-2)."""
    snap = snapshot_of(page, site, "/laundry.html", LAUNDRY)
    task = (
        "Please collect my bedding at half seven in the morning - the door code is 2615 now, not the old"
        " one - and book the pickup without changing the wash options."
    )
    answer = [
        step(named(snap, "Pickup time", "combobox"), "select_option", "07:30"),
        step(named(snap, "Door code", "textbox"), "fill", "2615"),
        step(named(snap, "Book pickup"), "click"),
    ]
    checked = check_steps(answer, snap, task)
    bedding = named(snap, "Include", "checkbox", 1)
    assert [(s.elementId, s.method) for s in checked.steps if s.method == "check"] == [(bedding, "check")]
    assert checked.problems == []
    task = (
        "pickup 08:00; include row: Bedding - duvet only; door code 9054 (replace); wash options as is; book"
    )
    answer = [
        step(named(snap, "Pickup time", "combobox"), "select_option", "Bedding - duvet only"),
        step(named(snap, "Include", "checkbox", 2), "check"),
        step(named(snap, "Door code", "textbox"), "type", "9054"),
        step(named(snap, "Book pickup"), "click"),
    ]
    assert ("Pickup time", "select_option", ["08:00"]) in names(snap, check_steps(answer, snap, task).steps)


VACCINE = (
    "<title>Vaccine</title>"
    + "".join(
        f"<label><input type=radio name=v> {name}</label>"
        for name in ("COVID-19 booster (autumn)", "Flu", "COVID-19 booster")
    )
    + "<button type=button>Book appointment</button>"
)


def test_a_radio_the_task_refuses_gives_way_to_the_one_it_asks_for(page: StagehandPage, site: Site) -> None:
    """ "the COVID-19 booster vaccine, not COVID-19 booster (autumn)": the model's plan clicked both,
    the refused one last, and it was booked (fresh17 vaccination-0, dev)."""
    snap = snapshot_of(page, site, "/vaccine.html", VACCINE)
    task = "Select the COVID-19 booster vaccine, not COVID-19 booster (autumn), then click Book appointment."
    answer = [
        step(named(snap, "COVID-19 booster", "radio"), "click"),
        step(named(snap, "COVID-19 booster (autumn)", "radio"), "click"),
        step(named(snap, "Book appointment"), "click"),
    ]
    assert names(snap, check_steps(answer, snap, task).steps) == [
        ("COVID-19 booster", "click", []),
        ("Book appointment", "click", []),
    ]


RECIPES = (
    "<title>Recipes</title><label>Plan <select><option>Veggie</option><option>Classic</option></select>"
    "</label><button type=button id=diet onclick=\"document.querySelector('dialog').showModal()\">"
    "Dietary preferences</button><dialog><label><input type=checkbox> No gluten</label>"
    "<button type=button>Save</button></dialog>"
    "<details><summary>Accessibility needs</summary><label><input type=checkbox> Step-free access"
    "</label></details><button type=button>Start subscription</button>"
)


def test_the_plan_ends_at_what_opens_the_rest(page: StagehandPage, site: Site) -> None:
    """ "Open Dietary preferences, tick "No gluten" and save" (a dialog the page ties to no button):
    the plan went on to Start subscription (fresh17 recipes-0, dev); a plan that clicks a closed
    <details> whose boxes the task wants went on to its last click too (workshop-0)."""
    snap = snapshot_of(page, site, "/recipes.html", RECIPES)
    task = (
        '1. Pick the "Classic" plan.\n2. Open Dietary preferences, tick "No gluten" and save.\n'
        "3. Click Start subscription."
    )
    answer = [
        step(named(snap, "Plan", "combobox"), "select_option", "Classic"),
        step(named(snap, "Start subscription"), "click"),
    ]
    assert names(snap, check_steps(answer, snap, task).steps) == [
        ("Plan", "select_option", ["Classic"]),
        ("Dietary preferences", "click", []),
    ]
    task = "plan: Classic; access: Step-free access; subscribe"
    answer = [
        step(named(snap, "Plan", "combobox"), "select_option", "Classic"),
        step(named(snap, "Accessibility needs"), "click"),
        step(named(snap, "Start subscription"), "click"),
    ]
    assert names(snap, check_steps(answer, snap, task).steps)[-1] == ("Accessibility needs", "click", [])
