"""The compound act's check on snapshots of real pages (Chromium): rows of look-alike buttons and
selects, steppers whose count Chromium folds into their cell's name, and where a click part is named.
The plans are the local model's answers from the fresh10 set's development half."""

from __future__ import annotations

import sys
from importlib import import_module
from pathlib import Path

import pytest

from pytest_stagehand import StagehandPage
from pytest_stagehand.dates import in_24_hours
from pytest_stagehand.pipelines.step_check import check_steps
from pytest_stagehand.prompts.compound import PlannedStep
from pytest_stagehand.snapshot import Snapshot, capture_snapshot
from pytest_stagehand.snapshot.places import snapshot_places
from tests.support.server import Site

BENCH = Path(__file__).resolve().parents[1] / "bench"


def step(element: str, method: str, *arguments: str) -> PlannedStep:
    return PlannedStep(elementId=element, method=method, arguments=list(arguments))


def snapshot_of(page: StagehandPage, site: Site, path: str, html: str) -> Snapshot:
    page.goto(site.add(path, html))
    return capture_snapshot(page)


def named(snapshot: Snapshot, name: str, role: str = "button", nth: int = 0) -> str:
    found = [n.id for n in snapshot.interactive_nodes.values() if n.name == name and n.role == role]
    return found[nth]


def names(snapshot: Snapshot, steps: list[PlannedStep]) -> list[tuple[str, str, list[str]]]:
    """Each step as (its element's name, or its row's for a look-alike; the method; the arguments)."""
    out = []
    for s in steps:
        node = snapshot.node(s.elementId)
        assert node is not None
        out.append((node.name, s.method, s.arguments))
    return out


SLOTS = "".join(
    f"<tr><td>{day}</td><td>{time}</td><td><button type=button>Select</button></td></tr>"
    for day, time in [
        ("Tuesday", "9:00"),
        ("Tuesday", "10:30"),
        ("Wednesday", "9:30"),
        ("Wednesday", "10:30"),
    ]
)
VACCINATION = f"""<title>Book</title><label>Vaccine <select><option>Choose a vaccine</option>
<option>Flu shot (standard dose)</option><option>Flu shot (high dose)</option></select></label>
<table><tr><th>Day</th><th>Time</th><th></th></tr>{SLOTS}</table>
<button type=button>Cancel</button><button type=button>Confirm appointment</button>"""


def test_every_row_s_look_alike_clicked_is_one_click_on_the_row_the_instruction_places(
    page: StagehandPage, site: Site
) -> None:
    """The model clicked every slot's Select, then Cancel and Confirm, for "the 10:30 slot on
    Wednesday": moved to that row, the Selects were one click repeated, which read as a runaway plan,
    and every step but Confirm was dropped (fresh10 vaccination-0, dev)."""
    snap = snapshot_of(page, site, "/slots.html", VACCINATION)
    selects = [n.id for n in snap.interactive_nodes.values() if n.name == "Select"]
    answer = [step(i, "click") for i in selects]
    answer += [step(named(snap, "Cancel"), "click"), step(named(snap, "Confirm appointment"), "click")]
    task = "Book a Flu shot (standard dose) for the 10:30 slot on Wednesday and confirm the appointment."
    fixed = check_steps(answer, snap, task).steps
    assert [s.elementId for s in fixed if s.elementId in selects] == [selects[3]]
    assert names(snap, fixed)[-1] == ("Confirm appointment", "click", [])
    assert ("Vaccine", "select_option", ["Flu shot (standard dose)"]) in names(snap, fixed)
    assert ("Cancel", "click", []) not in names(snap, fixed)


def _stepper(label: str, count: int) -> str:
    return (
        f"<div><span id={label[:3]}-l>{label}</span> <button type=button aria-label='Decrease {label}'>−</button>"
        f" <span aria-labelledby={label[:3]}-l>{count}</span>"
        f" <button type=button aria-label='Increase {label}'>+</button></div>"
    )


ITEMS = [("Margherita pizza", 0), ("Margherita flatbread", 0), ("Fries", 1), ("Sweet potato fries", 0)]
KITCHEN = (
    "<title>Ticket</title><label>Table <input value=3></label><table><tr><th>Item</th><th>Qty</th></tr>"
    + "".join(f"<tr><td>{name}</td><td>{_stepper(name, n)}</td></tr>" for name, n in ITEMS)
    + "</table><button type=button role=switch aria-checked=false>To go</button>"
    "<button type=button>Hold ticket</button><button type=button>Send to kitchen</button>"
)


def test_a_count_said_with_its_item_s_words_is_set_on_that_item_s_stepper(
    page: StagehandPage, site: Site
) -> None:
    """Chromium names each quantity cell "Sweet potato fries Decrease Sweet potato fries 0 Increase
    Sweet potato fries": its count was not read, and "4 Sweet potato fries" set nothing (fresh10
    kitchen-0, dev). A count goes to the stepper its words name most fully ("3 Margherita pizza", not
    the flatbread), and "take the plain Fries off" is none of them (kitchen-2)."""
    snap = snapshot_of(page, site, "/kitchen.html", KITCHEN)
    send = step(named(snap, "Send to kitchen"), "click")
    fixed = check_steps(
        [step(named(snap, "Table", "textbox"), "fill", "14"), send],
        snap,
        "Table 14: 4 Sweet potato fries. Send it to the kitchen.",
    ).steps
    assert names(snap, fixed) == [
        ("Table", "fill", ["14"]),
        *[("Increase Sweet potato fries", "click", [])] * 4,
        ("Send to kitchen", "click", []),
    ]
    task = "1. Table number 9 2. 3 Margherita pizza 3. Take the plain Fries off the ticket 4. Make it to go. Then send to kitchen."
    answer = [
        step(named(snap, "Table", "textbox"), "fill", "9"),
        step(named(snap, "To go", "switch"), "click"),
        send,
    ]
    fixed = check_steps(answer, snap, task).steps
    clicked = [name for name, method, _ in names(snap, fixed) if method == "click"]
    assert clicked.count("Increase Margherita pizza") == 3
    assert clicked.count("Decrease Fries") == 1
    assert not any("flatbread" in name or "Sweet" in name for name in clicked)
    assert clicked[-1] == "Send to kitchen"
    assert "To go" in clicked
    # taken off with no count said anywhere
    fixed = check_steps([send], snap, "Take the plain Fries off the ticket and send it to the kitchen.").steps
    assert names(snap, fixed) == [("Decrease Fries", "click", []), ("Send to kitchen", "click", [])]


SEATING = (
    "<title>Seats</title><table><tr><th>Student</th><th>Seat</th></tr>"
    + "".join(
        f"<tr><td>{who}</td><td><label>Seat <select>"
        + "".join(
            f"<option{' selected' if seat == at else ''}>{seat}</option>"
            for seat in ("Front left", "Back left", "Back right")
        )
        + "</select></label></td></tr>"
        for who, at in (("Mia Chen", "Back left"), ("Mia Cheng", "Front left"), ("Leo Park", "Front left"))
    )
    + "</table><button type=button>Save chart</button>"
)


def test_a_click_on_a_select_then_a_look_alike_s_option_is_that_option_on_the_clicked_select(
    page: StagehandPage, site: Site
) -> None:
    """For "Put Mia Chen in the Back right seat", the model clicked Mia Chen's Seat, then the "Back
    right" of Mia Cheng's: the choice went to Leo Park's row (fresh10 seating-0, dev)."""
    snap = snapshot_of(page, site, "/seats.html", SEATING)
    mia, cheng = named(snap, "Seat", "combobox", 0), named(snap, "Seat", "combobox", 1)
    back_right = next(
        n.id
        for n in snap.nodes.values()
        if n.role == "option" and n.name == "Back right" and n.parent_id == cheng
    )
    answer = [step(mia, "click"), step(back_right, "click"), step(named(snap, "Save chart"), "click")]
    fixed = check_steps(answer, snap, "Put Mia Chen in the Back right seat, then save the chart.").steps
    assert fixed == [step(mia, "select_option", "Back right"), step(named(snap, "Save chart"), "click")]
    # chosen there already: the click and the look-alike's choice after it are one choice, not a
    # second "Back right" moved to the next row (the same task at 1e4967e)
    leo = named(snap, "Seat", "combobox", 2)

    def option(select: str, name: str) -> str:
        return next(
            n.id
            for n in snap.nodes.values()
            if n.role == "option" and n.name == name and n.parent_id == select
        )

    answer = [
        step(option(mia, "Back left"), "click"),
        step(cheng, "click"),
        step(option(leo, "Front left"), "click"),
        step(named(snap, "Save chart"), "click"),
    ]
    fixed = check_steps(answer, snap, "Put Mia Chen in the Back right seat, then save the chart.").steps
    assert fixed == [step(mia, "select_option", "Back right"), step(named(snap, "Save chart"), "click")]


GRANT = """<title>Grant</title><label>Project title <input></label>
<label>Amount requested ($) <input value=5000></label>
<button type=button>Save draft</button><button type=button>Submit application</button>"""


def test_a_button_is_named_where_its_first_word_is_said(page: StagehandPage, site: Site) -> None:
    """ "Fill in the grant application: ... Submit it." put Submit application first: its "application"
    was found in the opening words (fresh10 grant-0, dev)."""
    snap = snapshot_of(page, site, "/grant.html", GRANT)
    submit = step(named(snap, "Submit application"), "click")
    title = step(named(snap, "Project title", "textbox"), "fill", "Seniors Digital Skills Lab")
    amount = step(named(snap, "Amount requested ($)", "textbox"), "fill", "7500")
    task = "Fill in the grant application: project title Seniors Digital Skills Lab, and request 7500 dollars. Submit it."
    assert check_steps([submit, title, amount], snap, task).steps == [title, amount, submit]


RIDES = (
    "<title>Ride</title><label>Drop-off <input></label><ul>"
    + "".join(
        f"<li><b>{ride}</b> · {price} <button type=button>Choose</button></li>"
        for ride, price in (("Economy", "$14.20"), ("Economy XL", "$21.60"), ("Comfort", "$18.90"))
    )
    + "</ul><button type=button>Request ride</button>"
)


def test_a_choice_answered_on_a_look_alike_button_clicks_the_one_its_place_heads(
    page: StagehandPage, site: Site
) -> None:
    """ "make it Economy XL" was answered as select_option 'Economy XL' on the Economy XL row's
    Choose, and, asked again, on Comfort's (fresh10 ridehail-0, dev)."""
    snap = snapshot_of(page, site, "/rides.html", RIDES)
    chooses = [n.id for n in snap.interactive_nodes.values() if n.name == "Choose"]
    field, request = named(snap, "Drop-off", "textbox"), step(named(snap, "Request ride"), "click")
    task = "I need to get to Grand Hotel; make it Economy XL and request the ride."
    for answer in (
        [step(field, "fill", "Grand Hotel"), step(chooses[1], "select_option", "Economy XL"), request],
        [
            step(field, "fill", "Grand Hotel"),
            step(chooses[1], "click"),
            step(chooses[2], "select_option", "Economy XL"),
            request,
        ],
    ):
        fixed = check_steps(answer, snap, task).steps
        assert fixed == [step(field, "fill", "Grand Hotel"), step(chooses[1], "click"), request]


CLINIC = """<title>Clinic</title><button id=open onclick="document.getElementById('d').showModal()">Change clinic</button>
<button>Confirm appointment</button>
<dialog id=d><label>Clinic <select><option>Downtown Pharmacy</option><option>Eastside Health Center</option></select></label>
<button onclick="this.closest('dialog').close()">Use this clinic</button>
<button onclick="this.closest('dialog').close()">Close</button></dialog>"""


def test_a_change_made_in_a_modal_dialog_is_applied_with_its_one_button_that_goes_on(
    page: StagehandPage, site: Site
) -> None:
    """Once the clinic was chosen, the runaway check dropped "Use this clinic" from a plan that named
    every option: the dialog stayed open over the rest of the task (fresh10 vaccination-2, dev)."""
    page.goto(site.add("/clinic.html", CLINIC))
    page.click("#open")
    snap = capture_snapshot(page)
    clinic = named(snap, "Clinic", "combobox")
    task = 'Change the clinic to Eastside Health Center (use the Change clinic button), pick "Flu", then Confirm appointment.'
    fixed = check_steps(
        [step(clinic, "select_option", "Eastside Health Center")], snap, task, ["click Change clinic"]
    ).steps
    assert fixed == [
        step(clinic, "select_option", "Eastside Health Center"),
        step(named(snap, "Use this clinic"), "click"),
    ]
    # a plan that clicks it already gets no second click
    use = step(named(snap, "Use this clinic"), "click")
    answer = [step(clinic, "select_option", "Eastside Health Center"), use]
    assert check_steps(answer, snap, task, ["click Change clinic"]).steps == answer


def test_the_row_a_task_names_by_its_head_is_chosen_with_its_choosing_button(
    page: StagehandPage, site: Site
) -> None:
    """ "Comfort for 3 passengers, and we're travelling with a pet. Request it." was answered without
    any Choose: the ride went in Economy (fresh10 ridehail-2, dev). The row whose head is said whole,
    the longest such ("Economy XL" over "Economy"), is chosen; none when a step already chooses."""
    snap = snapshot_of(page, site, "/rides.html", RIDES)
    chooses = [n.id for n in snap.interactive_nodes.values() if n.name == "Choose"]
    request = step(named(snap, "Request ride"), "click")
    assert check_steps([request], snap, "Comfort, please. Request it.").steps == [
        step(chooses[2], "click"),
        request,
    ]
    assert check_steps([request], snap, "Economy XL and request it").steps == [
        step(chooses[1], "click"),
        request,
    ]
    chosen = [step(chooses[0], "click"), request]
    assert check_steps(chosen, snap, "Economy please, then request it").steps == chosen


def test_look_alike_clicks_said_once_keep_the_one_its_part_places(page: StagehandPage, site: Site) -> None:
    """On fresh10's vaccination page with the clinic changed, "..., select Tuesday 9:30, then Confirm
    appointment." was answered with the Selects of every slot; Tuesday 9:00's survived beside 9:30's
    and was clicked last (vaccination-2 at c7db02e): read in the whole instruction, no slot is placed.
    The page is the benchmark's own."""
    sys.path.insert(0, str(BENCH))
    try:
        task = import_module("compound_fresh10").vaccination_task(2)
    finally:
        sys.path.remove(str(BENCH))
    page.goto(site.add("/vaccination-2.html", task.html))
    page.get_by_role("button", name="Change clinic").click()
    page.get_by_label("Clinic").select_option("Eastside Health Center")
    page.get_by_role("button", name="Use this clinic").click()
    snap = capture_snapshot(page)
    selects = [n.id for n in snap.interactive_nodes.values() if n.name == "Select"]
    answer = [step(named(snap, "Vaccine", "combobox"), "select_option", "Shingles (Shingrix) dose 2")]
    answer += [step(i, "click") for i in selects]
    fixed = check_steps(answer, snap, task.instruction, ["click Change clinic button"]).steps
    chosen = [s.elementId for s in fixed if s.elementId in selects]
    assert len(chosen) == 1
    assert "Tuesday, 9:30" in snapshot_places(snap)[chosen[0]]


PICK_LINES = [
    ("WH-1042", "Hex bolt M8 x 40, zinc", 6),
    ("WH-1024", "Hex bolt M8 x 30, zinc", 4),
    ("WH-2201", "Cable tie 200 mm, white (100)", 5),
    ("WH-2210", "Cable tie 200 mm, black (100)", 5),
    ("WH-3307", "Wood screw 4 x 40, box", 6),
]
PICK_LIST = (
    "<title>Pick</title><table><tr><th>SKU</th><th>Description</th><th>Ordered</th><th>Picked</th></tr>"
    + "".join(
        f"<tr><td>{sku}</td><td>{desc}</td><td>{ordered}</td><td><span id={sku}-l>Picked {sku}</span>"
        f" <button type=button aria-label='Decrease Picked {sku}'>−</button>"
        f" <span aria-labelledby={sku}-l>0</span>"
        f" <button type=button aria-label='Increase Picked {sku}'>+</button></td></tr>"
        for sku, desc, ordered in PICK_LINES
    )
    + "</table><button type=button role=switch aria-checked=false>Allow partial shipment</button>"
    "<button type=button>Save progress</button><button type=button>Complete pick</button>"
)


def test_a_count_for_a_row_named_by_its_cells_is_set_on_that_row_s_stepper(
    page: StagehandPage, site: Site
) -> None:
    """Steppers named "Increase Picked WH-1042" say nothing of their row: "Record 3 picked for the
    black cable ties" and "Set the M8 x 40 hex bolts to 2 picked" set none of them (fresh10
    picklist-0 and -2, dev). The row the part names by its cells' words (or a code they hold) takes
    the one count said alone; "40" of "M8 x 40" is the row's, not a count. A switch the part names
    whole is ticked ("allow partial shipment"), and not one it says off."""
    snap = snapshot_of(page, site, "/pick.html", PICK_LIST)
    done = step(named(snap, "Complete pick"), "click")

    def clicked(task: str) -> list[str]:
        return [name for name, _, _ in names(snap, check_steps([done], snap, task).steps)]

    assert clicked("Record 3 picked for the black cable ties and complete the pick.") == [
        *["Increase Picked WH-2210"] * 3,
        "Complete pick",
    ]
    assert clicked("Set the M8 x 40 hex bolts to 2 picked, allow partial shipment, then Complete pick.") == [
        "Allow partial shipment",
        *["Increase Picked WH-1042"] * 2,
        "Complete pick",
    ]
    assert clicked("1. 4 picked on WH-3307 2. Complete pick") == [
        *["Increase Picked WH-3307"] * 4,
        "Complete pick",
    ]
    # two lone counts in the part, or a row named by words every line shares: no row is set
    assert clicked("Record 3 picked for the cable ties and complete the pick.") == ["Complete pick"]
    assert clicked("Pick 2 or 3 of the black cable ties, then complete the pick.") == ["Complete pick"]
    assert clicked("Partial shipment off, then complete the pick.") == ["Complete pick"]


BADGE = (
    """<title>Badge</title><label>Name on badge <input value="Alex Smith"></label>
<label>Company <input value="Northwind Labs"></label>
<fieldset><legend>Ticket type</legend>"""
    + "".join(
        f"<label><input type=radio name=t{' checked' if t == 'Standard' else ''}> {t}</label>"
        for t in ("Standard", "Standard plus", "Student")
    )
    + """</fieldset><span id=fl>Extra fruit pots</span>
<button type=button aria-label="Decrease Extra fruit pots">−</button><span aria-labelledby=fl>0</span>
<button type=button aria-label="Increase Extra fruit pots">+</button>
<button type=button>Preview badge</button><button type=button>Order badge</button>"""
)


def test_a_field_said_changed_to_unquoted_text_a_choice_said_inside_a_longer_one_and_counts_said_late(
    page: StagehandPage, site: Site
) -> None:
    """fresh11 (blind; dev half read after its run): "Change the name on the badge to Tomasz Kowal"
    was left out of the plan (badge-0); the Student click of "Select Standard plus as the ticket type"
    went to Standard, said only inside "Standard plus" (badge-2); "Make the extra fruit pots 3" and
    "... to three" set no count (schoollunch-2, rehearsal-2)."""
    snap = snapshot_of(page, site, "/badge.html", BADGE)
    order = step(named(snap, "Order badge"), "click")
    fixed = check_steps(
        [order], snap, "Change the name on the badge to Tomasz Kowal, and click Order badge."
    ).steps
    assert names(snap, fixed) == [("Name on badge", "fill", ["Tomasz Kowal"]), ("Order badge", "click", [])]
    student = step(named(snap, "Student", "radio"), "click")
    fixed = check_steps(
        [step(named(snap, "Standard plus", "radio"), "click"), student, order],
        snap,
        "1. Select Standard plus as the ticket type. 2. Click Order badge.",
    ).steps
    assert ("Standard", "click", []) not in names(snap, fixed)
    for task in (
        "Make the extra fruit pots 3, then click Order badge",
        "Set the extra fruit pots to three, then order badge",
    ):
        fixed = check_steps([order], snap, task).steps
        assert names(snap, fixed) == [
            *[("Increase Extra fruit pots", "click", [])] * 3,
            ("Order badge", "click", []),
        ]


CARPARK = """<title>Season ticket</title>
<label>Vehicle registration <input value="AB12 CDE"></label>
<label>Postcode <input value="LS1 4AP"></label>
<label>Find a car park <input></label><button type=button>Search</button>
<button type=button>Buy season ticket</button>"""


def test_a_field_said_by_another_name_is_the_one_holding_a_value_written_like_the_new_one(
    page: StagehandPage, site: Site
) -> None:
    """fresh11 carpark-2 (dev, read after its blind run): "Replace the number plate with GF21 ZRO"
    named no field (the page says "Vehicle registration"), so the new plate was never typed. The
    field that holds a plate written like it is the one; a value like no field's text names none."""
    snap = snapshot_of(page, site, "/carpark.html", CARPARK)
    buy = step(named(snap, "Buy season ticket"), "click")
    fixed = check_steps(
        [buy], snap, "1. Replace the number plate with GF21 ZRO. 2. Click Buy season ticket."
    ).steps
    assert names(snap, fixed) == [
        ("Vehicle registration", "fill", ["GF21 ZRO"]),
        ("Buy season ticket", "click", []),
    ]
    fixed = check_steps([buy], snap, "Change the post code to M4 1HN, then click Buy season ticket.").steps
    assert names(snap, fixed) == [
        ("Buy season ticket", "click", [])
    ]  # "M9 9AA" is not written like "LS1 4AP"
    fixed = check_steps([buy], snap, "Change the plate to GF21ZRO, then click Buy season ticket.").steps
    assert names(snap, fixed) == [("Buy season ticket", "click", [])]


SLOT_ROWS = "".join(
    f"<tr><td>{room}</td><td>{day} {time}</td><td><button type=button>Select</button></td></tr>"
    for room, day, time in [
        ("Room A", "Fri", "18:00-20:00"),
        ("Room A", "Fri", "20:00-22:00"),
        ("Room B", "Fri", "18:00-20:00"),
        ("Room A", "Sat", "14:00-16:00"),
    ]
)
REHEARSAL = f"""<title>Rooms</title><table>{SLOT_ROWS}</table>
<fieldset><legend>Boat</legend><label><input type=radio name=b checked> Rowing boat</label>
<label><input type=radio name=b> Kayak (single)</label><label><input type=radio name=b> Kayak (double)</label></fieldset>
<button type=button>Confirm booking</button>"""


def test_times_said_on_the_12_hour_clock_find_the_rows_a_page_lists_on_the_24_hour_clock(
    page: StagehandPage, site: Site
) -> None:
    """fresh11 (blind; dev half read after its run): "Select the Friday 8-10pm slot in Room A" was
    answered with every row's Select, and "8" read as a value no step used (rehearsal-0); "Choose the
    Kayak (double)" chose no boat, Kayak (single) said as much by its name without remarks
    (boatrental-0)."""
    snap = snapshot_of(page, site, "/rooms.html", REHEARSAL)
    selects = [n.id for n in snap.interactive_nodes.values() if n.name == "Select"]
    confirm = step(named(snap, "Confirm booking"), "click")
    every = [step(i, "click") for i in selects] * 2
    for task, row in [
        ("Select the Friday 8-10pm slot in Room A, then click Confirm booking.", 1),
        ("Pick Room B on Friday from 6 to 8pm, then click Confirm booking.", 2),
        ("room a sat 2pm, then confirm booking", 3),
    ]:
        fixed = check_steps([*every, confirm], snap, task).steps
        assert [s.elementId for s in fixed if s.elementId in selects] == [selects[row]], task
    fixed = check_steps([confirm], snap, "Choose the Kayak (double), then click Confirm booking.").steps
    assert names(snap, fixed) == [("Kayak (double)", "click", []), ("Confirm booking", "click", [])]


@pytest.mark.parametrize(
    ("said", "clock"),
    [
        ("the Friday 8-10pm slot", "the Friday 20:00-22:00 slot"),
        ("from 6 to 8pm.", "from 18:00 to 20:00."),
        ("start 1pm, 4h", "start 13:00, 4h"),
        ("11-1pm", "11:00-13:00"),
        ("at 9.30 a.m. please", "at 09:30 please"),
        ("12pm or 12am", "12:00 or 00:00"),
        ("Room 3 pmt, 14:00", "Room 3 pmt, 14:00"),  # no time: not a unit of its own
        # said in words, when the half of the day is clear (fresh16 gym-2, dev)
        ("Spin at half twelve on Wednesday", "Spin at 12:30 on Wednesday"),
        ("half seven in the evening", "19:30"),
        ("quarter to 1pm", "12:45"),
        ("quarter past nine in the morning", "09:15"),
        ("half seven", "half seven"),  # morning or evening: left as said
        ("half of the plants, half 125", "half of the plants, half 125"),
    ],
)
def test_12_hour_times_are_said_on_the_24_hour_clock(said: str, clock: str) -> None:
    assert in_24_hours(said) == clock


PLANTS = (
    "<title>Plants</title><table>"
    + "".join(
        f"<tr><td>{plant}</td><td><label>Watering for {plant} <select>"
        + "".join(f"<option>{o}</option>" for o in ("Weekly", "Daily", "Every 2 days"))
        + f"</select></label></td><td><span id=m{n}>Mist {plant}</span>"
        f"<button type=button role=switch aria-checked=false aria-labelledby=m{n}>Off</button></td></tr>"
        for n, plant in enumerate(["Peace lily", "Monstera (bedroom)", "Monstera (living room)"])
    )
    + "</table><button type=button>Save schedule</button>"
)


def test_a_switch_said_in_another_form_of_its_name_is_turned_on_and_a_choice_never_said_is_dropped(
    page: StagehandPage, site: Site
) -> None:
    """fresh11 plantwater-0 (dev, read after its blind run): "turn misting on for the bedroom Monstera"
    turned on nothing ("misting" is not "Mist"), and "Every 2 days", which the instruction never says,
    was "chosen" on the Mist Peace lily switch, which no select is."""
    snap = snapshot_of(page, site, "/plants.html", PLANTS)
    save = step(named(snap, "Save schedule"), "click")
    lily_mist = step(named(snap, "Mist Peace lily", "switch"), "select_option", "Every 2 days")
    fixed = check_steps(
        [lily_mist, save], snap, "Turn misting on for the bedroom Monstera, and click Save schedule."
    ).steps
    assert names(snap, fixed) == [("Mist Monstera (bedroom)", "check", []), ("Save schedule", "click", [])]


PRINTS = (
    "<title>Prints</title>"
    + "".join(
        f"<div><span id=p{n}>{size} {finish}</span>"
        f"<button type=button aria-label='Decrease {size} {finish}'>−</button><span aria-labelledby=p{n}>{count}</span>"
        f"<button type=button aria-label='Increase {size} {finish}'>+</button></div>"
        for n, (size, finish, count) in enumerate(
            [("6x4", "glossy", 12), ("6x4", "matt", 0), ("7x5", "glossy", 0), ("7x5", "matt", 0)]
        )
    )
    + "<button type=button>Add to basket</button>"
)


def test_a_count_said_beside_a_stepper_s_whole_label_sets_that_stepper_alone(
    page: StagehandPage, site: Site
) -> None:
    """fresh11 photoprint (dev, read after its blind run): "Lower 6x4 glossy to 6" set every glossy
    stepper to 6 ("glossy" named each), and "6x4" named none (a unit of digits was no word)."""
    snap = snapshot_of(page, site, "/prints.html", PRINTS)
    add = step(named(snap, "Add to basket"), "click")

    def clicks(task: str) -> dict[str, int]:
        fixed = names(snap, check_steps([add], snap, task).steps)
        return {name: [n for n, _, _ in fixed].count(name) for name, _, _ in fixed if name != "Add to basket"}

    assert clicks("1. Set 6x4 matt to three. 2. Lower 6x4 glossy to 6. 3. Click Add to basket.") == {
        "Increase 6x4 matt": 3,
        "Decrease 6x4 glossy": 6,
    }
    assert clicks(
        "Add 4 prints of 7x5 glossy, reduce the 6x4 glossy prints to 8, and click Add to basket."
    ) == {
        "Increase 7x5 glossy": 4,
        "Decrease 6x4 glossy": 4,
    }
    assert clicks("6x4 glossy down by 3, then add to basket") == {"Decrease 6x4 glossy": 3}


TAKEAWAY = (
    "<title>Takeaway</title><table><tr><th>Dish</th><th>Quantity</th></tr>"
    + "".join(
        f"<tr><td>{dish}</td><td><span id=l{n}>{dish} quantity</span>"
        f"<button type=button aria-label='Remove one {dish}'>−</button>"
        f"<output aria-labelledby=l{n}>{count}</output>"
        f"<button type=button aria-label='Add one {dish}'>+</button></td></tr>"
        for n, (dish, count) in enumerate([("Pilau rice", 1), ("Plain naan", 0), ("Garlic naan", 0)])
    )
    + "</table><span>Guest passes</span><button type=button aria-label='Fewer guest passes'>−</button>"
    "<output aria-label='Guest passes'>0</output><button type=button aria-label='More guest passes'>+</button>"
    "<button type=button>Add to calendar</button><button type=button>Place order</button>"
)


def test_a_count_shown_in_an_output_between_its_buttons_is_a_stepper_s(
    page: StagehandPage, site: Site
) -> None:
    """fresh12 takeaway and gymclass (blind; dev half read after its run): a dish's count in an
    <output> labelled "Garlic naan quantity", between "Remove one" and "Add one" buttons, was no
    stepper, so "Add 2 Garlic naan" clicked Add once; and "Add 4 × guest pass" read no count."""
    snap = snapshot_of(page, site, "/takeaway.html", TAKEAWAY)
    order = step(named(snap, "Place order"), "click")
    for task, clicks in [
        ("Add 2 Garlic naan to the basket, and click Place order.", {"Add one Garlic naan": 2}),
        ("1. Add 3 × Plain naan. 2. Click Place order.", {"Add one Plain naan": 3}),
        ("Add 4 × guest pass, then click Place order.", {"More guest passes": 4}),
        ("Add 2 more guest passes, then click Place order.", {"More guest passes": 2}),
        # a percentage or an amount is no count: "tip 15%" set no dish to 15 (over the fresh sets)
        ("garlic naan, tip 15%, place order", {}),
        ("garlic naan for £3, place order", {}),
    ]:
        fixed = [name for name, _, _ in names(snap, check_steps([order], snap, task).steps)]
        assert {name: fixed.count(name) for name in fixed if name != "Place order"} == clicks, task


MOVING = """<title>Quote</title><label>Move date <input value="2025-09-01"></label>
<label>Moving from <input value="14 Mill Lane"></label>
<button type=button onclick="document.getElementById('extra').hidden=false">Add another address</button>
<p id=extra hidden><label>Additional pickup address <input></label></p>
<button type=button>Request a callback</button><button type=button>Request quote</button>"""


def test_a_value_typed_on_the_button_that_shows_its_field_clicks_it_and_looks_again(
    page: StagehandPage, site: Site
) -> None:
    """fresh12 movingquote-2 (blind; dev half read after its run): "3. Add another address: 9 Park
    Row" was typed into the Add another address button, by the plan and by its repair. The button is
    clicked and the plan ends there, for the act to look again; a value typed on a button no part
    asking for typing into it ("Fill Request quote with x") is left to the method check."""
    snap = snapshot_of(page, site, "/moving.html", MOVING)
    add, quote = named(snap, "Add another address"), named(snap, "Request quote")
    task = "1. Set the move date to 2025-09-19. 2. Add another address: 9 Park Row. 3. Click Request quote."
    fixed = check_steps(
        [
            step(named(snap, "Move date", "textbox"), "fill", "2025-09-19"),
            step(add, "type", "9 Park Row"),
            step(quote, "click"),
        ],
        snap,
        task,
    )
    assert names(snap, fixed.steps) == [
        ("Move date", "fill", ["2025-09-19"]),
        ("Add another address", "click", []),
    ]
    # typing asked of the button itself stays a typing, for the method check to refuse
    fixed = check_steps([step(quote, "fill", "x")], snap, "Fill Request quote with x")
    assert names(snap, fixed.steps) == [("Request quote", "fill", ["x"])]


def test_nothing_unnamed_is_clicked_after_the_final_click(page: StagehandPage, site: Site) -> None:
    """fresh12 movingquote-0 (blind; dev half read after its run): re-planning once the extra
    address field showed, the model clicked Request quote, Request a callback and Request quote again;
    the page showed the callback's line. The task ends at the button its last part names in full."""
    snap = snapshot_of(page, site, "/moving.html", MOVING)
    date, quote = named(snap, "Move date", "textbox"), named(snap, "Request quote")
    callback = named(snap, "Request a callback")
    task = "Change the move date to 26 September 2025, and click Request quote."
    planned = [
        step(date, "fill", "26 September 2025"),
        step(quote, "click"),
        step(callback, "click"),
        step(quote, "click"),
    ]
    assert names(snap, check_steps(planned, snap, task).steps) == [
        ("Move date", "fill", ["26 September 2025"]),
        ("Request quote", "click", []),
    ]
    # a button the task names in full may follow it ("... click Request quote, then Request a callback")
    both = "Change the move date to 26 September 2025, click Request quote and then click Request a callback."
    assert ("Request a callback", "click", []) in names(snap, check_steps(planned, snap, both).steps)


KENNEL = """<title>Kennel</title><label><input type=checkbox checked> Needs medication</label>
<label>Dosage <input></label><label>Notes <input></label><button type=button>Confirm stay</button>"""


def test_an_unquoted_value_said_after_its_field_s_name_is_typed_to_its_part_s_end(
    page: StagehandPage, site: Site
) -> None:
    """fresh12 kennel-2 (blind; dev half read after its run): for "enter the dosage 5ml twice a day"
    the model typed "5ml" into Dosage. A value not said right after the field's name, or quoted, is
    typed as the model gave it."""
    snap = snapshot_of(page, site, "/kennel.html", KENNEL)
    dosage, notes, confirm = (
        named(snap, "Dosage", "textbox"),
        named(snap, "Notes", "textbox"),
        named(snap, "Confirm stay"),
    )
    task = "1. Tick Needs medication and enter the dosage 5ml twice a day. 2. Click Confirm stay."
    fixed = check_steps([step(dosage, "type", "5ml"), step(confirm, "click")], snap, task).steps
    assert names(snap, fixed) == [("Dosage", "type", ["5ml twice a day"]), ("Confirm stay", "click", [])]
    task = 'Enter the dosage "5ml" twice a day, then click Confirm stay.'
    fixed = check_steps([step(dosage, "type", "5ml"), step(confirm, "click")], snap, task).steps
    assert names(snap, fixed)[0] == ("Dosage", "type", ["5ml"])
    task = "Type Rex into Notes, then click Confirm stay."
    fixed = check_steps([step(notes, "type", "Rex"), step(confirm, "click")], snap, task).steps
    assert names(snap, fixed)[0] == ("Notes", "type", ["Rex"])


GYM = """<title>Gym</title><table><tr><td>Pilates</td><td>Thursday 12:15</td><td><button type=button>Join</button></td></tr>
<tr><td>Spin</td><td>Monday 07:00</td><td><button type=button>Join</button></td></tr></table>
<button type=button role=switch aria-checked=true>Towel hire</button><button type=button>Confirm signup</button>"""


def test_a_tick_planned_on_a_button_the_task_names_is_its_click(page: StagehandPage, site: Site) -> None:
    """fresh12 gymclass-2 (blind; dev half read after its run): "check" on the Join button of the
    Pilates row cost a repair call. (The agent's whole-task check did this already.)"""
    snap = snapshot_of(page, site, "/gym.html", GYM)
    join, confirm = named(snap, "Join"), named(snap, "Confirm signup")
    task = "1. Join Pilates on Thursday at 12:15. 2. Click Confirm signup."
    checked = check_steps([step(join, "check"), step(confirm, "click")], snap, task)
    assert [(name, method) for name, method, _ in names(snap, checked.steps)] == [
        ("Join", "click"),
        ("Confirm signup", "click"),
    ]
    assert checked.problems == []


TIMESHEET = (
    "<title>Timesheet</title><h2>Week of 9 June</h2><table>"
    + "".join(
        f"<tr><th>{day}</th><td><input type=number aria-label='Hours on {day}' value={hours}></td></tr>"
        for day, hours in [("Monday", 7.5), ("Tuesday", 8), ("Friday", 4)]
    )
    + "</table><button type=button>Submit timesheet</button>"
)


def test_a_number_said_before_a_word_of_one_field_s_name_is_that_field_s(
    page: StagehandPage, site: Site
) -> None:
    """fresh12 timesheet-2 (blind; dev half read after its run): "Enter 9 hours for Friday" gave no
    field its 9: the page's "Week of 9 June" made it a number describing something, and every Hours
    field was named somewhere in the task. The field whose name's words the part says, with the word
    after the number among them, takes it."""
    snap = snapshot_of(page, site, "/timesheet.html", TIMESHEET)
    submit = step(named(snap, "Submit timesheet"), "click")
    task = "1. Enter 9 hours for Friday. 2. Set Monday's hours to 6. 3. Click Submit timesheet."
    fixed = names(snap, check_steps([submit], snap, task).steps)
    assert ("Hours on Friday", "fill", ["9"]) in fixed
    # a number beside no field's word names no field: the week's 9 stays a date
    fixed = names(
        snap, check_steps([submit], snap, "Check the week of 9 June, then click Submit timesheet.").steps
    )
    assert fixed == [("Submit timesheet", "click", [])]


PROJECTS = (
    "<title>Projects</title><table>"
    + "".join(
        f"<tr><th>{day}</th><td><select aria-label='Project on {day}'>"
        + "".join(
            f"<option{' selected' if o == chosen else ''}>{o}</option>"
            for o in ("Apollo", "Apollo Support", "Harbour")
        )
        + "</select></td></tr>"
        for day, chosen in [("Monday", "Apollo"), ("Tuesday", "Harbour"), ("Friday", "Apollo")]
    )
    + "</table><button type=button>Submit timesheet</button>"
)


def test_a_choice_every_row_s_select_offers_goes_to_the_one_its_part_names(
    page: StagehandPage, site: Site
) -> None:
    """fresh12 timesheet-2 (blind; dev half read after its run): "2. Set Monday's project to Apollo
    Support" was left out: every weekday's project select offers the option, and the words before it
    were read across the numbered steps ("Friday" too). Within its part, Monday's select is named;
    "Apollo", said only inside "Apollo Support", is no second choice."""
    snap = snapshot_of(page, site, "/projects.html", PROJECTS)
    submit = step(named(snap, "Submit timesheet"), "click")
    task = (
        "1. Enter 9 hours for Friday. 2. Set Monday's project to Apollo Support. 3. Click Submit timesheet."
    )
    assert names(snap, check_steps([submit], snap, task).steps) == [
        ("Project on Monday", "select_option", ["Apollo Support"]),
        ("Submit timesheet", "click", []),
    ]
    # a part naming no row's own words names no select
    task = "Set the project to Apollo Support, then click Submit timesheet."
    assert names(snap, check_steps([submit], snap, task).steps) == [("Submit timesheet", "click", [])]


CONCERT = """<title>Tickets</title><p>Performance: Thu 12 Jun <button type=button>Change date</button></p>
<fieldset><legend>Seat section</legend><label><input type=radio name=s> Stalls</label>
<label><input type=radio name=s> Circle</label></fieldset>
<span id=q>Quantity</span><button type=button aria-label="Fewer tickets">−</button><output aria-labelledby=q>1</output>
<button type=button aria-label="More tickets">+</button><button type=button>Buy tickets</button>"""


def test_after_a_dialog_s_choice_the_rest_is_planned_once_and_bought_once(
    page: StagehandPage, site: Site
) -> None:
    """fresh12 concert-0 (blind; dev half read after its run): once "Use this date" had closed the
    date dialog, the model planned "select_option Thu 12 Jun" again, on the Stalls radio (no select
    offers it now), and "Buy tickets" before the ticket clicks the checks added, then again."""
    snap = snapshot_of(page, site, "/concert.html", CONCERT)
    stalls, circle = named(snap, "Stalls", "radio"), named(snap, "Circle", "radio")
    buy = named(snap, "Buy tickets")
    task = "Change the date to Thu 12 Jun, choose Circle, set the tickets to 4, and click Buy tickets."
    done = [
        "click on Change date button",
        "select_option on Performance date combobox",
        "click on Use this date button",
    ]
    planned = [
        step(stalls, "select_option", "Thu 12 Jun"),
        step(circle, "click"),
        step(buy, "click"),
        step(buy, "click"),
    ]
    assert names(snap, check_steps(planned, snap, task, done).steps) == [
        ("Circle", "click", []),
        *[("More tickets", "click", [])] * 3,
        ("Buy tickets", "click", []),
    ]


WORKSHOPS = """<title>Workshops</title><h1>Workshops</h1>
<label>Day <select><option>All days</option><option>Tue 11 June</option><option>Thu 13 June</option></select></label>
<div><h3>Intro to Rust</h3><p>Tue 11 June · 10:00–12:00 · Room A</p><a href="/r?ws=1">Register</a></div>
<div><h3>Testing with pytest</h3><p>Tue 11 June · 14:00–16:00 · Room D</p><a href="/r?ws=2">Register</a></div>
<div><h3>Design systems at scale</h3><p>Thu 13 June · 11:45–13:15 · Room B</p><a href="/r?ws=3">Register</a></div>"""


def test_a_whole_task_opens_the_row_it_names_and_types_nothing_into_a_select(
    page: StagehandPage, site: Site
) -> None:
    """ "Register Grace Oduya (grace@oduya.dev) for Design systems at scale on Thu 13 June, 11:45": the
    1.5B model typed the e-mail address into the list's Day select, which failed the whole pass, and
    clicked the first card's Register (fresh5 workshop_signup-0, dev). Text that is no option of a
    select is not typed there; a click on another row's button goes to the row the task names."""
    snap = snapshot_of(page, site, "/workshops.html", WORKSHOPS)
    day = named(snap, "Day", "combobox")
    answer = [step(day, "type", "grace@oduya.dev"), step(named(snap, "Register", "link"), "click")]
    task = "Register Grace Oduya (grace@oduya.dev) for Design systems at scale on Thu 13 June, 11:45."
    fixed = check_steps(answer, snap, task, whole_task=True).steps
    assert step(day, "type", "grace@oduya.dev") not in fixed
    assert fixed[-1] == step(named(snap, "Register", "link", nth=2), "click")
    assert [s for s in fixed if s.method == "click"] == [fixed[-1]]
    # "sign me up" opens the Register link of the card it names (fresh5 workshop_signup-2, dev)
    signed = "Sign me up for the Testing with pytest workshop on Tue 11 June at 14:00. I'm Li Wei."
    fixed = check_steps([step(day, "select_option", "Tue 11 June")], snap, signed, whole_task=True).steps
    assert fixed[-1] == step(named(snap, "Register", "link", nth=1), "click")


FOUND_ITEMS = """<title>Found items</title><h1>Search found items</h1>
<label>Station <select><option>All stations</option><option>York</option><option>Leeds</option></select></label>
<div><h3>Brown leather wallet</h3><p>Found at York · 13 May · Ref LP-4502</p><a href="/c?ref=4502">Claim this item</a></div>
<div><h3>Brown leather purse</h3><p>Found at York · 13 May · Ref LP-4503</p><a href="/c?ref=4503">Claim this item</a></div>
<div><h3>Kindle e-reader, black case</h3><p>Found at Harrogate · 14 May · Ref LP-4511</p><a href="/c?ref=4511">Claim this item</a></div>"""


def test_a_whole_task_claims_the_row_it_describes_without_filtering_it_away(
    page: StagehandPage, site: Site
) -> None:
    """ "Claim found item LP-4503 (Brown leather purse) ... Return: Collect from Leeds station": the
    1.5B model chose Leeds as the Station filter, hiding the York item, and opened nothing (fresh5
    lost_property-0, dev). "Claim this item" is named by "Claim"; once a row is opened, the list's filter
    is left alone. "I lost my Kindle in the black case ... Claim it: ..." claims the row described before
    the part that says the verb (lost_property-2)."""
    snap = snapshot_of(page, site, "/found.html", FOUND_ITEMS)
    station = named(snap, "Station", "combobox")
    task = "Claim found item LP-4503 (Brown leather purse). Name Gwen Probert. Return: Collect from Leeds station."
    fixed = check_steps([step(station, "select_option", "Leeds")], snap, task, whole_task=True).steps
    assert fixed == [step(named(snap, "Claim this item", "link", nth=1), "click")]
    kindle = "I lost my Kindle in the black case at Harrogate (14 May). Claim it: I'm Ravi Menon."
    fixed = check_steps([], snap, kindle, whole_task=True).steps
    assert fixed == [step(named(snap, "Claim this item", "link", nth=2), "click")]


JOURNEYS = """<title>Trains</title><h1>York to London King's Cross</h1><table>
<tr><th>Departs</th><th>Arrives</th><th>Changes</th><th></th></tr>
<tr><td>09:02</td><td>11:01</td><td>Direct</td><td><a href="/seats?j=0902">Choose seats</a></td></tr>
<tr><td>09:32</td><td>11:31</td><td>Direct</td><td><a href="/seats?j=0932">Choose seats</a></td></tr>
<tr><td>09:35</td><td>12:04</td><td>1 change</td><td><a href="/seats?j=0935">Choose seats</a></td></tr></table>"""


def test_a_whole_task_planned_with_no_click_opens_the_row_its_time_picks_out(
    page: StagehandPage, site: Site
) -> None:
    """ "Reserve a seat on the 09:32 York to King's Cross: Coach D, window seat.": the 1.5B model planned
    no step on the journeys page, whose rows each bear "Choose seats" (fresh5 seat_reservation-0,
    dev). A time only one row shows picks that row's button; a time two rows share picks none."""
    snap = snapshot_of(page, site, "/trains.html", JOURNEYS)
    task = "Reserve a seat on the 09:32 York to King's Cross: Coach D, window seat."
    assert check_steps([], snap, task, whole_task=True).steps == [
        step(named(snap, "Choose seats", "link", nth=1), "click")
    ]
    assert (
        check_steps([], snap, "Reserve a seat on a train after 09:00, window seat.", whole_task=True).steps
        == []
    )


SHOWINGS = "".join(
    f"<tr><td>{film}</td><td>{day}</td><td>{time}</td><td>{screen}</td>"
    "<td><button type=button>Select</button></td></tr>"
    for film, day, time, screen in [
        ("Moon Garden", "Saturday", "14:15", "Screen 1"),
        ("Moon Garden", "Friday", "17:45", "Screen 2"),
        ("Moon Garden (Subtitled)", "Friday", "14:15", "Screen 3"),
        ("Moon Garden", "Friday", "14:15", "Screen 4"),
    ]
)
CINEMA = f"""<title>Seats</title><table>{SHOWINGS}</table>
<label>Snack <select><option>No snack</option><option>Popcorn regular</option></select></label>
<button type=button>Pay now</button>"""


def test_a_row_s_button_goes_to_the_row_whose_cells_the_instruction_says_whole(
    page: StagehandPage, site: Site
) -> None:
    """Asked to "Select Moon Garden on Friday at 14:15", the model clicked two other rows' Select;
    the Subtitled copy's row says as many of those words, but its title cell is not said whole
    (fresh13 cinema-2, dev)."""
    snap = snapshot_of(page, site, "/showings.html", CINEMA)
    selects = [n.id for n in snap.interactive_nodes.values() if n.name == "Select"]
    plan = [step(selects[0], "click"), step(selects[1], "click"), step(named(snap, "Pay now"), "click")]
    checked = check_steps(plan, snap, "1. Select Moon Garden on Friday at 14:15. 2. Click Pay now.")
    places = snapshot_places(snap)
    assert [places.get(s.elementId, snap.nodes[s.elementId].name) for s in checked.steps] == [
        "Moon Garden, Friday, 14:15, Screen 4",
        "Pay now",
    ]


DESKS = "".join(
    f"<tr><td>{desk}</td><td>{day}</td><td><button type=button>Book</button></td></tr>"
    for desk, day in [
        ("Desk 21", "Thursday 13 June"),
        ("Desk 12A", "Thursday 13 June"),
        ("Desk 12", "Thursday 13 June"),
    ]
)


def test_a_number_with_a_letter_after_it_is_one_word_not_the_number_and_an_article(
    page: StagehandPage, site: Site
) -> None:
    """ "Book Desk 12 for Thursday 13 June" named "Desk 12A" as fully as "Desk 12": its "A" was read
    as an article (fresh13 desk-0, dev)."""
    snap = snapshot_of(page, site, "/desks.html", f"<table>{DESKS}</table><button>Finish booking</button>")
    books = [n.id for n in snap.interactive_nodes.values() if n.name == "Book"]
    plan = [step(book, "click") for book in books] + [step(named(snap, "Finish booking"), "click")]
    checked = check_steps(plan, snap, "Book Desk 12 for Thursday 13 June, then finish the booking")
    assert [s.elementId for s in checked.steps] == [books[2], named(snap, "Finish booking")]


PARCEL = """<title>Redelivery</title>
<label><input type=radio name=d>Friday 7 June</label><label><input type=radio name=d>Saturday 8 June</label>
<label><input type=checkbox>Leave with a neighbour</label>
<label><input type=checkbox checked>Text me when it is out for delivery</label>
<button type=button>Confirm redelivery</button>"""


@pytest.mark.parametrize(
    ("instruction", "kept"),
    [
        ("Choose Saturday 8 June as the new delivery date, tick leave with a neighbour and confirm", False),
        ("Choose Saturday 8 June, tick leave with a neighbour, stop the delivery texts and confirm", True),
    ],
)
def test_a_click_on_a_ticked_box_is_dropped_when_nothing_asks_for_anything_off(
    page: StagehandPage, site: Site, instruction: str, kept: bool
) -> None:
    """The model clicked the ticked "Text me when it is out for delivery" too, whose "delivery" the
    task says, and unticked it (fresh13 parcel-0, dev). An instruction that asks for something off
    keeps such a click for the other checks to judge."""
    snap = snapshot_of(page, site, "/parcel.html", PARCEL)
    texts = named(snap, "Text me when it is out for delivery", "checkbox")
    plan = [
        step(named(snap, "Saturday 8 June", "radio"), "click"),
        step(named(snap, "Leave with a neighbour", "checkbox"), "click"),
        step(texts, "click"),
        step(named(snap, "Confirm redelivery"), "click"),
    ]
    checked = check_steps(plan, snap, instruction)
    assert (texts in [s.elementId for s in checked.steps]) is kept
    assert checked.steps[-1].elementId == named(snap, "Confirm redelivery")


SLOT_DIALOG = """<title>Slot</title><dialog open><form method=dialog>
<label><input type=radio name=s>Monday 08:30</label><label><input type=radio name=s>Tuesday 08:30</label>
<button value=cancel>Cancel</button><button value=ok>Confirm slot</button></form></dialog>"""


def test_a_modal_s_going_on_button_clicked_before_and_after_the_choice_is_clicked_once_last(
    page: StagehandPage, site: Site
) -> None:
    """In the drop-off dialog the model clicked Confirm slot, then the slot, then Confirm slot again:
    the first click closed the dialog before the slot was chosen (fresh13 bikeservice-2, dev)."""
    page.goto(site.add("/slot.html", SLOT_DIALOG))
    page.evaluate("document.querySelector('dialog').close(); document.querySelector('dialog').showModal()")
    snap = capture_snapshot(page)
    confirm, tuesday = named(snap, "Confirm slot"), named(snap, "Tuesday 08:30", "radio")
    plan = [step(confirm, "click"), step(tuesday, "click"), step(confirm, "click")]
    checked = check_steps(
        plan, snap, "Choose the drop-off slot Tuesday 08:30 and confirm it. Click Book service."
    )
    assert [s.elementId for s in checked.steps] == [tuesday, confirm]


def sw(label: str, on: bool) -> str:
    return f'<span id="{label[:4]}">{label}</span><button role=switch aria-checked={"true" if on else "false"} aria-labelledby="{label[:4]}"></button>'


EXTRAS = f"""<title>Extras</title>{sw("Towel hire", True)}{sw("Locker hire", True)}
<label><input type=checkbox checked>Roof box</label><label><input type=checkbox checked>Roof bars</label>
<label>Contact number <input value="07700 900123"></label>
<label><input type=checkbox checked>Overtime this week</label><label><input type=checkbox>Email me</label>
<button>Confirm booking</button>"""


def test_toggles_turned_off_beyond_what_the_task_says_off_and_boxes_said_removed(
    page: StagehandPage, site: Site
) -> None:
    """fresh14 dev: "turn off towel hire" also turned off Locker hire, whose "hire" it says (gym-0);
    "remove the roof box" was never unticked (carhire-0); "drop overtime" was answered with a tick on
    the ticked box (fresh12 timesheet-3); an untick of an unticked box does nothing; a phone number in
    groups is one value (broadband-0)."""
    snap = snapshot_of(page, site, "/extras.html", EXTRAS)
    towel, locker = named(snap, "Towel hire", "switch"), named(snap, "Locker hire", "switch")
    confirm = named(snap, "Confirm booking")
    checked = check_steps(
        [step(towel, "click"), step(locker, "click"), step(confirm, "click")],
        snap,
        "turn off towel hire, click Confirm booking",
    )
    assert [s.elementId for s in checked.steps] == [towel, confirm]
    checked = check_steps([step(confirm, "click")], snap, "Remove the roof box, click Confirm booking")
    assert names(snap, checked.steps) == [("Roof box", "uncheck", []), ("Confirm booking", "click", [])]
    overtime = named(snap, "Overtime this week", "checkbox")
    checked = check_steps(
        [step(overtime, "check"), step(confirm, "click")], snap, "drop overtime, confirm booking"
    )
    assert names(snap, checked.steps)[0] == ("Overtime this week", "uncheck", [])
    email = named(snap, "Email me", "checkbox")
    checked = check_steps([step(email, "uncheck"), step(confirm, "click")], snap, "Confirm booking")
    assert [s.elementId for s in checked.steps] == [confirm]
    checked = check_steps(
        [step(confirm, "click")], snap, "change contact number to 07700 900902, confirm booking"
    )
    assert ("Contact number", "fill", ["07700 900902"]) in names(snap, checked.steps)


ROOMS = """<title>Room</title><dialog open><form method=dialog>
<label><input type=radio name=r>Superior Double</label><label><input type=radio name=r checked>Standard Double</label>
<label><input type=radio name=r>Superior Twin</label><label><input type=radio name=r>Deluxe Twin</label>
<button value=x>Close</button><button value=ok>Apply</button></form></dialog>"""


def test_a_dialog_s_radios_keep_the_one_the_task_names_most_fully_and_ask_nothing_of_the_rest(
    page: StagehandPage, site: Site
) -> None:
    """fresh14 hotel-2 (dev): Superior Twin and Deluxe Twin both clicked in the room dialog, whose
    radios have no labelled group; the repair call was then told the others went unused."""
    page.goto(site.add("/rooms.html", ROOMS))
    page.evaluate("document.querySelector('dialog').close(); document.querySelector('dialog').showModal()")
    snap = capture_snapshot(page)
    twin, deluxe, apply = (
        named(snap, "Superior Twin", "radio"),
        named(snap, "Deluxe Twin", "radio"),
        named(snap, "Apply"),
    )
    checked = check_steps(
        [step(twin, "click"), step(deluxe, "click"), step(apply, "click")],
        snap,
        "Switch the room to a Superior Twin, then click Save changes",
        ["click on Change room type button"],
    )
    assert [s.elementId for s in checked.steps] == [twin, apply]
    assert checked.problems == []


DAYS = "".join(
    f"<fieldset><legend>{day}</legend>"
    + "".join(
        f"<label><input type=radio name={day[:3]} {'checked' if meal == chosen else ''}>{meal}</label>"
        for meal in ("Hot dinner", "Vegetarian hot dinner", "Jacket potato")
    )
    + f"<label><input type=checkbox {'checked' if pud else ''}>Pudding</label></fieldset>"
    for day, chosen, pud in [
        ("Monday 9 June", "Jacket potato", True),
        ("Tuesday 10 June", "Hot dinner", True),
        ("Thursday 12 June", "Jacket potato", True),
        ("Friday 13 June", "Jacket potato", True),
    ]
)
DINNERS = f"<title>Dinners</title>{DAYS}<label>Pet <select><option>Choose</option><option>Biscuit (dog)</option><option>Bella (cat)</option></select></label><button>Place order</button>"


def test_one_look_alike_per_day_is_the_day_its_part_says(page: StagehandPage, site: Site) -> None:
    """fresh14 dinner-0 and -2 (dev): a plan over every day's meal kept Hot dinner on each day the
    instruction said anywhere, and unticked every day's pudding; a choice answered on a radio is the
    click on the radio of its set so named; "Biscuit the dog" is the option "Biscuit (dog)" (vet-2)."""
    snap = snapshot_of(page, site, "/dinners.html", DINNERS)
    places = snapshot_places(snap)

    def where(s: PlannedStep) -> tuple[str, str, str]:
        node = snap.nodes[s.elementId]
        return (node.name, s.method, places.get(node.id, ""))

    every = [step(n.id, "click") for n in snap.interactive_nodes.values() if n.role in ("radio", "checkbox")]
    checked = check_steps(
        [*every, step(named(snap, "Place order"), "click")],
        snap,
        "Change Monday's meal to Hot dinner, remove pudding on Thursday, click Place order",
    )
    assert [where(s) for s in checked.steps] == [
        ("Hot dinner", "click", "Monday 9 June"),
        ("Pudding", "click", "Thursday 12 June"),
        ("Place order", "click", ""),
    ]
    friday_potato = named(snap, "Jacket potato", "radio", nth=3)
    checked = check_steps(
        [
            step(friday_potato, "select_option", "Vegetarian hot dinner"),
            step(named(snap, "Place order"), "click"),
        ],
        snap,
        "Switch Friday to vegetarian hot dinner, then book Biscuit the dog and click Place order.",
    )
    assert where(checked.steps[0]) == ("Vegetarian hot dinner", "click", "Friday 13 June")
    assert (named(snap, "Pet", "combobox"), "select_option", ["Biscuit (dog)"]) in [
        (s.elementId, s.method, s.arguments) for s in checked.steps
    ]
