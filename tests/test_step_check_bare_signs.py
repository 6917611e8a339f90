"""The compound act's check on real pages (Chromium) where a stepper's buttons are bare signs ("−"
and "+") with the count between them, named only by the text before them or by their table row. The
plans are the local model's answers from the fresh18 set's development half."""

from __future__ import annotations

from pytest_stagehand import StagehandPage
from pytest_stagehand.pipelines.step_check import check_steps
from tests.support.server import Site
from tests.test_step_check_pages import named, names, snapshot_of, step

TYRES = (
    "<title>Tyre fitting</title><fieldset><legend>Tyre grade</legend>"
    + "".join(
        f"<label><input type=radio name=g{' checked' if grade == 'Standard' else ''}> {grade}</label>"
        for grade in ("Premium Plus", "Premium", "Standard", "Standard Plus", "Budget")
    )
    + "</fieldset>Number of tyres: <button type=button>&minus;</button> <span>2</span> "
    "<button type=button>+</button><fieldset><legend>Extras</legend>"
    "<label><input type=checkbox checked> Old tyre disposal</label>"
    "<label><input type=checkbox> Tracking check</label><label><input type=checkbox> Nitrogen fill</label>"
    "<label><input type=checkbox checked> Valve caps</label></fieldset>"
    "<button type=button>Book fitting</button><button type=button>Get a quote</button>"
)


def test_a_count_for_a_stepper_of_bare_signs_is_set_by_the_label_before_it(
    page: StagehandPage, site: Site
) -> None:
    """The model clicked "−" once for "set the number of tyres to 4" (shown 2): the count is the
    stepper's, whose unit is the text before its buttons ("Number of tyres:"), so "+" is clicked
    twice in its place (fresh18 tyres-0, dev)."""
    snap = snapshot_of(page, site, "/tyres.html", TYRES)
    task = (
        "Choose Budget tyres, set the number of tyres to 4, tick nitrogen fill and click Book fitting."
        " Leave valve caps and old tyre disposal ticked."
    )
    answer = [
        step(named(snap, "−"), "click"),
        step(named(snap, "Budget", "radio"), "click"),
        step(named(snap, "Nitrogen fill", "checkbox"), "click"),
        step(named(snap, "Book fitting"), "click"),
    ]
    fixed = names(snap, check_steps(answer, snap, task, wanted=4).steps)
    assert fixed.count(("+", "click", [])) == 2
    assert ("−", "click", []) not in fixed
    assert fixed[-1] == ("Book fitting", "click", [])


def test_a_count_filled_into_a_radio_is_the_steppers(page: StagehandPage, site: Site) -> None:
    """The model "filled" 3 into the Standard Plus radio for "Set the number of tyres to 3": a radio
    takes no text; the count is the stepper's, clicked once up from 2, and the plan goes on past
    the radio instead of stopping there to look again (fresh18 tyres-2, dev)."""
    snap = snapshot_of(page, site, "/tyres.html", TYRES)
    task = (
        "1. Select the Premium Plus tyre grade\n2. Set the number of tyres to 3\n"
        "3. Tick Tracking check, without unticking any other extra\n4. Click Book fitting"
    )
    answer = [
        step(named(snap, "Premium Plus", "radio"), "select_option", "Premium Plus"),
        step(named(snap, "Standard Plus", "radio"), "fill", "3"),
        step(named(snap, "Tracking check", "checkbox"), "check", "Tracking check"),
        step(named(snap, "Book fitting"), "click"),
    ]
    fixed = names(snap, check_steps(answer, snap, task, wanted=4).steps)
    assert fixed == [
        ("Premium Plus", "click", []),
        ("Tracking check", "check", ["Tracking check"]),
        ("+", "click", []),
        ("Book fitting", "click", []),
    ]


MUSEUM = (
    "<title>Museum</title><table><tr><th>Ticket</th><th>Price</th><th>Quantity</th></tr>"
    + "".join(
        f"<tr><td>{kind}</td><td>{price}</td><td><button type=button>&minus;</button> <span>{count}</span> "
        "<button type=button>+</button></td></tr>"
        for kind, price, count in [("Adult", "£16", 2), ("Under 5", "free", 0), ("Student", "£11", 0)]
    )
    + "</table><fieldset><legend>Entry time</legend>"
    + "".join(f"<label><input type=radio name=t> {time}</label>" for time in ("10:00", "11:00", "11:30"))
    + "</fieldset><button type=button>Buy tickets</button><button type=button>Add to basket</button>"
)


def test_a_row_s_bare_stepper_is_named_by_its_row_and_a_count_left_as_it_is_takes_no_click(
    page: StagehandPage, site: Site
) -> None:
    """The model clicked the Adult "+" and the Student "+" for "Set the Under 5 tickets to 4 (leave
    adults at 2)": the row's first cell names its stepper (Under 5, raised four times), and the
    adults said at the 2 they show take no click (fresh18 museum-0, dev)."""
    snap = snapshot_of(page, site, "/museum.html", MUSEUM)
    task = "1. Set the Under 5 tickets to 4 (leave adults at 2)\n2. Pick the 11:30 entry time\n3. Click Buy tickets"
    plus = [node.id for node in snap.interactive_nodes.values() if node.name == "+"]
    answer = [
        step(plus[0], "click"),
        step(plus[2], "click"),
        step(named(snap, "11:30", "radio"), "click"),
        step(named(snap, "Buy tickets"), "click"),
    ]
    fixed = check_steps(answer, snap, task, wanted=3).steps
    assert [s.elementId for s in fixed if s.elementId in plus] == [plus[1]] * 4
    assert names(snap, fixed)[-2:] == [("11:30", "click", []), ("Buy tickets", "click", [])]
