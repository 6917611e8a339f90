"""Who is signed in (evaluation/session.py), denials and tallies over a page's rows
(evaluation/row_values.py) and an option named by a part of its name (claims.py), decided by the
page text of real Chromium pages with no model call; what they cannot decide is left to the model."""

from __future__ import annotations

import pytest

from pytest_stagehand import StagehandPage
from pytest_stagehand.evaluation.claims import decision
from pytest_stagehand.evaluation.facts import plain_text
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.server import Site
from tests.support.verdicts import judge, yes

SIGNED_IN = """<title>Gym</title>
<header><span>Signed in as Marcus Oyelaran (Member, gold) ·</span> <a href="/out">Sign out</a></header>
<main><h1>Classes</h1><label><input type="checkbox"> Keep me signed in</label>
<p>Hi, this week's timetable is below.</p></main>"""

GREETED = """<title>Board</title><header><span>Hello, Tomás Ferreira · Account 4471-0938 ·</span>
<a href="/logout">Log out</a></header><main><h1>Bills</h1></main>"""

SIGNED_OUT = """<title>Jobs</title><header><a href="/in">Sign in</a> <a href="/new">Create account</a></header>
<main><h1>Jobs</h1><p>Sign in to save searches.</p></main>"""

SIGNED_OUT_GREETED = """<title>News</title><header><a href="/in">Sign in</a></header>
<main><p>Hi, this week's timetable is below.</p><p>Welcome to Acme.</p></main>"""

FORM_LEFT = """<title>Shop</title><p>Welcome ada</p><form><label>Username <input value="ada"></label>
<button>Log in</button></form>"""

BOTH = (
    """<title>Odd</title><header><a href="/in">Log in</a> <a href="/out">Log out</a></header><main>x</main>"""
)

QUEUE = """<title>Helpdesk</title><h1>Queue</h1>
<label for="s">Status</label>
<select id="s"><option>New</option><option selected>Open</option><option>Closed</option></select>
<table><tr><th>Day</th><th>Class</th><th>Spaces</th></tr>
<tr><td>Thursday</td><td>Spin 45</td><td>0 (Full)</td></tr>
<tr><td>Friday</td><td>Spin 45</td><td>3</td></tr>
<tr><td>Friday</td><td>Pilates</td><td>6</td></tr></table>
<table><tr><th>Ticket</th><th>Status</th><th>Assignee</th><th>Urgent</th></tr>
<tr><td>INC-1</td><td>Pending</td><td>Sam Whitaker</td><td>Yes</td></tr>
<tr><td>INC-2</td><td>Waiting</td><td>Unassigned</td><td>No</td></tr>
<tr><td>INC-3</td><td>Cancelled</td><td>Leah Morgan</td><td>No</td></tr>
<tr><td>INC-4</td><td>Pending</td><td>Sam Whitaker</td><td>Yes</td></tr></table>
<table><tr><th>Task</th><th>State</th></tr><tr><td>Backup</td><td>Started</td></tr>
<tr><td>Audit</td><td>Not started</td></tr></table>
<label for="cur">Report currency</label>
<select id="cur"><option selected>EUR – Euro</option><option>GBP – Pound sterling</option><option>USD – US dollar</option></select>
<label for="cab">Cabin</label>
<select id="cab"><option>Economy</option><option selected>Premium economy</option></select>
<ul><li>March bill — £168.90 — Paid</li><li>April bill — £201.45 — Overdue</li></ul>
<p role="alert">Full Access plan renews soon.</p>"""


def _text(page: StagehandPage, site: Site, html: str) -> str:
    page.goto(site.add("/p.html", html))
    return plain_text(capture_snapshot(page).nodes.values())


@pytest.mark.parametrize(
    ("html", "statement", "holds"),
    [
        (SIGNED_IN, "The user is signed in", True),
        (SIGNED_IN, "Marcus Oyelaran is signed in.", True),
        (SIGNED_IN, "The user is signed in as Marcus Oyelaran", True),
        (SIGNED_IN, "The user signed in is Marcus Oyelaran", True),
        (SIGNED_IN, "Marcus Oyelaran is the one signed in", True),
        (SIGNED_IN, "Marcus is logged in as a gold member", True),
        (SIGNED_IN, "Nobody is signed in", False),
        (SIGNED_IN, "The user is signed out", False),
        (SIGNED_IN, "Priya Raman is signed in", False),  # the greeting names someone else
        (SIGNED_OUT_GREETED, "The user is signed in", False),  # "Hi, this week's ..." greets no one
        (SIGNED_IN, "Marcus Oyelaran is not signed in", False),
        (GREETED, "Tomás Ferreira is logged in to account 4471-0938", True),
        (GREETED, "Ms. Tomás Ferreira is logged in", True),
        (SIGNED_OUT, "The visitor is not signed in", True),
        (SIGNED_OUT, "Nobody is signed in", True),
        (SIGNED_OUT, "The user is signed in", False),
        (SIGNED_OUT, "Marcus Oyelaran is signed in", False),
        (FORM_LEFT, "The user is logged in", True),  # a greeting above a form's Log in button
        (FORM_LEFT, "Ann is logged in", False),  # the greeting names someone else
    ],
)
def test_the_page_s_signs_of_its_session_decide_who_is_signed_in(
    page: StagehandPage, site: Site, html: str, statement: str, holds: bool
) -> None:
    decided = decision(statement, [_text(page, site, html)])
    assert decided is not None, statement
    assert decided[0] is holds, statement


@pytest.mark.parametrize(
    ("html", "statement"),
    [
        (SIGNED_IN, "Marcus Oyelaran is signed in as a coach"),  # a word the greeting lacks
        (SIGNED_IN, "Marcus Lee is signed in"),  # shares a word with the greeting's name
        (SIGNED_IN, "A guest named Priya is signed in"),  # a description, not a name
        (SIGNED_IN, "The account owner is signed in"),
        (BOTH, "The user is signed in"),  # the page signs both ways
        (FORM_LEFT, "Ada Lovelace is logged in"),  # the greeting says "ada" alone: is that her?
        (GREETED, "The 'Keep me signed in' box is checked"),  # not a session claim
    ],
)
def test_what_the_session_signs_do_not_settle_is_left_to_the_model(
    page: StagehandPage, site: Site, html: str, statement: str
) -> None:
    decided = decision(statement, [_text(page, site, html)])
    assert decided is None, (statement, decided)


@pytest.fixture
def queue_text(page: StagehandPage, site: Site) -> str:
    return _text(page, site, QUEUE)


@pytest.mark.parametrize(
    ("statement", "holds", "shown"),
    [
        # the value is on no content line (the drop-down's "Closed" is a choice, not a ticket's)
        (
            "None of the tickets in the queue has the status Closed.",
            True,
            "no line of the page text says 'closed'",
        ),
        ("There is no overdraft fee among the listed transactions", True, "no line"),
        ("No ticket is assigned to Tom Okafor", True, "no line"),
        # narrowed by a value of the rows: Thursday's class is full, no Friday one is
        ("No class on Friday is full", True, "no row with 'friday' says 'full'"),
        ("No class on Thursday is full", False, "row: Day: Thursday"),
        # nothing narrows: a row or a list line saying the value contradicts it
        ("None of the tickets has the status Cancelled", False, "row: Ticket: INC-3"),
        ("No bill is overdue", False, "April bill"),
        ("No ticket is assigned to Leah Morgan", False, "row: Ticket: INC-3"),
        ("No ticket is urgent", False, "row: Ticket: INC-1"),  # "Urgent: Yes" says it
        # a tally of the rows that say a value, in one table
        ("Two tickets are pending", True, "2 rows of the table say 'pending'"),
        ("Exactly one of the listed tickets is cancelled", True, "1 rows"),
        ("Three tickets are still pending", False, "2 rows of the table say 'pending'"),
        ("Two of the tickets are urgent", True, "2 rows of the table say 'urgent'"),
        ("One ticket is urgent", False, "2 rows"),
        # an option said by a part of its name that no other option has
        ("The report currency is EUR", True, "EUR – Euro selected"),
        ("The report currency is Euro", True, "EUR – Euro selected"),
        ("The report currency is USD", False, "EUR – Euro selected"),
        # every record of a table or list said to have a value: one that has another says no
        ("Every ticket is pending", False, "INC-2"),
        ("All of the tickets are assigned to Sam Whitaker", False, "Unassigned"),
        ("All bills are paid", False, "April bill"),
        ("Every past bill has been paid", False, "April bill"),
        # who did it, and whose records they are (fresh27 hair salon: "All of Priya's previous
        # visits were with Josie Whitlock", one with another stylist)
        ("All of the tickets were with Sam Whitaker", False, "Unassigned"),
        ("All of Dana's tickets are assigned to Sam Whitaker", False, "Unassigned"),
        # which of two rows the table lists first (fresh27 grocery substitutions)
        ("INC-1 is listed above INC-3", True, "INC-1"),
        ("Ticket INC-3 is listed before INC-1", False, "INC-3"),
        ("INC-3 is shown below INC-1", True, "INC-3"),
    ],
)
def test_a_denial_over_the_rows_is_decided_by_the_lines_that_say_the_value(
    queue_text: str, statement: str, holds: bool, shown: str
) -> None:
    decided = decision(statement, [queue_text])
    assert decided is not None, statement
    assert decided[0] is holds, statement
    reading = decided[1][0]
    assert shown in (reading.why or reading.line), reading


@pytest.mark.parametrize(
    "statement",
    [
        "No class has more than 5 spaces",  # a comparison
        "None of the classes is full only on Friday",
        "No checkbox is checked",  # a control's state: the control lines say it
        "No error is shown",
        "No class in the current week is full",  # narrowed by words no row carries
        "None of the tickets was last updated in May",  # a relation, not a value
        "Nobody has been hired",
        "One task is started",  # a row says "Not started": which rows count is the model's
        "No task is started",
        "The cabin is economy",  # a part of the selected option's name and of another's
        "All urgent tickets are pending",  # true: the urgent rows (INC-1, INC-4) are
        "Every weekend class is full",  # no row says which days are the weekend
        # an error or a notice says its message, not its kind (fresh23 language_course_enrolment)
        "There is no error message on the Title field",
        "There is no warning on the queue",
    ],
)
def test_a_denial_the_lines_cannot_settle_is_left_to_the_model(queue_text: str, statement: str) -> None:
    assert decision(statement, [queue_text]) is None, statement


def test_a_decided_denial_is_yes_with_its_reason_and_no_model_call(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/q.html", QUEUE))
    llm = ScriptedLLM([])  # a call would fail: nothing is scripted
    verdict = judge(page, llm).evaluate_goal(
        "None of the tickets has the status Closed", screenshot_delay_ms=0
    )
    assert verdict.evaluation == "YES"
    assert verdict.decided
    assert verdict.reasoning == "no line of the page text says 'closed'"
    assert verdict.quotes == ()
    assert llm.calls == []


def test_a_session_claim_joined_to_another_is_decided_part_by_part(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/g.html", SIGNED_IN))
    llm = ScriptedLLM([yes("Signed in as Marcus Oyelaran")])
    evaluator = judge(page, llm)
    both = evaluator.evaluate_goal(
        "Marcus Oyelaran is signed in and the Keep me signed in box is unchecked", screenshot_delay_ms=0
    )
    assert both.evaluation == "YES"
    assert both.decided
    assert llm.calls == []
    # a part the page text does not decide leaves the whole to the model
    assert evaluator.evaluate_goal("Marcus Oyelaran is signed in and likes spinning", screenshot_delay_ms=0)
    assert len(llm.calls) == 1


FARE = """<title>Rail</title><h2>Your outbound: 14:05 London Kings Cross → 16:24 Leeds</h2>
<p>Direct · 2h 19m</p><p>Outbound total: 2 × £79.00 = £158.00</p>"""


@pytest.mark.parametrize(
    ("statement", "holds"),
    [
        # the label said most fully is the one meant; a value shown with its working is its result
        ("The outbound total for the chosen fare comes to £158.00", True),
        ("The outbound total is £79.00", False),
    ],
)
def test_a_labelled_value_shown_with_its_working_is_its_result(
    page: StagehandPage, site: Site, statement: str, holds: bool
) -> None:
    decided = decision(statement, [_text(page, site, FARE)])
    assert decided is not None, statement
    assert decided[0] is holds
    assert "Outbound total: 2 × £79.00 = £158.00" in decided[1][0].line


MORE = """<title>Portal</title>
<table><tr><th>Treatment</th><th>Fee</th><th>Insurance covered</th><th>Your share</th></tr>
<tr><td>Check-up</td><td>£85.00</td><td>£60.00</td><td>£25.00</td></tr>
<tr><td>Composite filling</td><td>£150.00</td><td>£90.00</td><td>£60.00</td></tr></table>
<table><tr><th>Passenger</th><th>Seat</th></tr>
<tr><td>Mrs Ingrid Eriksen</td><td>14B</td></tr><tr><td>Miss Sofie Eriksen</td><td>14A</td></tr></table>
<table><tr><th>Task</th><th>Mon</th><th>Total</th></tr><tr><td>Bug fixing</td><td>2.0</td><td>12.0</td></tr></table>
<p>Contracted hours: 40 hours per week</p>
<label for="promo">Promo code</label><input id="promo" value="SPRING15">
<p role="alert">Code SPRING15 has expired.</p>
<label for="sort">Sort by</label>
<select id="sort"><option>Featured</option><option>Price: low to high</option><option selected>Customer rating</option></select>
<label><input type="checkbox" disabled> Gift wrap</label>
<label><input type="checkbox"> I declare my bags are safe</label>"""


@pytest.mark.parametrize(
    ("statement", "holds"),
    [
        # a value a record holds in another column is not another record's ("£60.00" is both)
        ("The composite filling has a £150.00 fee and the patient's share of it is £60.00", None),
        ("The composite filling's insurance covered £60.00", None),  # its own share: which is meant?
        ("The check-up's share is £60.00", None),
        # a person named without the title the row gives them
        ("Sofie Eriksen is seated in 14B", False),
        # a field's value followed by another claim is not a longer value: each part decides
        ("The promo code box holds SPRING15, and an error says that code has expired", True),
        ("The promo code box holds SPRING16", False),
        # a count the page shows as a number with its decimals ("12.0")
        ("12 hours were logged against Bug fixing", None),
        # the active option; a control that cannot be chosen; a box not ticked yet
        ("'Price: low to high' is the active sort option", False),
        ("Customer rating is the current sort option", True),
        ("The Gift wrap box cannot be ticked", True),
        ("The 'I declare my bags are safe' box is not ticked yet", True),
    ],
)
def test_more_shapes_the_page_text_decides_or_leaves_alone(
    page: StagehandPage, site: Site, statement: str, holds: bool | None
) -> None:
    decided = decision(statement, [_text(page, site, MORE)])
    assert (None if decided is None else decided[0]) is holds, (statement, decided)


STILL_MORE = """<title>Portal</title>
<h2><button aria-expanded="false" aria-controls="b">Benefits ▸</button></h2><div id="b" hidden>Pension</div>
<label for="car">Choose a vehicle</label>
<select id="car"><option selected>2019 Skoda Octavia Estate – KM19 XRT</option>
<option>2016 Ford Fiesta – LD16 OPA</option></select>
<button disabled>Download PDF</button>
<table><tr><th>Day</th><th>High</th><th>Chance of rain</th><th>Conditions</th></tr>
<tr><td>Sat 18 Oct</td><td>13°C</td><td>80%</td><td>Rain</td></tr>
<tr><td>Sun 19 Oct</td><td>15°C</td><td>20%</td><td>Partly cloudy</td></tr></table>
<table><tr><th>Buyer</th><th>Offer</th><th>Status</th></tr>
<tr><td>b.hughes</td><td>£580</td><td>Countered – £620</td></tr>
<tr><td>mike_r</td><td>£600</td><td>Pending</td></tr></table>
<table><tr><th>Task</th><th>Status</th></tr><tr><td>Badge</td><td>Not started</td></tr>
<tr><td>Laptop</td><td>Done</td></tr><tr><td>Training</td><td>Not started</td></tr></table>
<table><tr><th>Module</th><th>Type</th><th>Day</th></tr><tr><td>CS2010</td><td>Lab</td><td>Sun 19 Oct</td></tr>
<tr><td>MA2101</td><td>Lecture</td><td>Sat 18 Oct</td></tr></table>"""


@pytest.mark.parametrize(
    ("statement", "holds"),
    [
        # an accordion's heading says its button's state
        ("The Benefits section is expanded", False),
        # the only drop-down, named by what it is; an option said with another's words or its own
        ("The vehicle dropdown has the Ford Fiesta (LD16 OPA) selected", False),
        ("The vehicle select is set to the Skoda Octavia (KM19 XRT)", True),
        ("The vehicle select is set to a Toyota", None),  # an option the list does not have
        # the reader able to use a control
        ("You can click Download PDF", False),
        # a value said inside a column's name is no other record's value
        ("Sun 19 Oct: high 15°C, 20% chance of rain", True),
        # a value with a detail after it, said by its head
        ("mike_r's £600 offer shows as Countered", False),
        # a tally said with "have the status", or "has been"
        ("Exactly two tasks have the status Not started", True),
        ("Only one of the tasks has been done", True),
        # a drop-down's label and an option, said tersely
        ("Choose a vehicle: 2016 Ford Fiesta – LD16 OPA", False),
        ("Choose a vehicle: 2019 Skoda Octavia Estate – KM19 XRT", True),
        # a value of several words one of which the rows say is not absent
        ("There are no lab sessions on Sun 19 Oct", None),
    ],
)
def test_still_more_shapes_the_page_text_decides_or_leaves_alone(
    page: StagehandPage, site: Site, statement: str, holds: bool | None
) -> None:
    decided = decision(statement, [_text(page, site, STILL_MORE)])
    assert (None if decided is None else decided[0]) is holds, (statement, decided)


DESKS = """<title>Desks</title>
<header><span>Hive Cowork</span><span>Tomasz Wrona · Brightline Studio ·</span><a href="/out">Log out</a></header>
<main><label>Emergency contact phone (required) <input></label>
<label>Guest name <input value="Ana"></label>
<table><tr><th>Desk</th><th>Locker</th><th>Status</th></tr>
<tr><td>D-201</td><td>LK-214 Central Station</td><td>Available</td></tr>
<tr><td>D-210</td><td>LK-241 Harbour Mall</td><td>Booked</td></tr>
<tr><td>D-212</td><td>LK-241 Harbour Mall</td><td>Available</td></tr></table>
<table><tr><td>Extras (2 selected)</td><td>£6.75</td></tr><tr><td>Total</td><td>£9.00</td></tr></table></main>"""


@pytest.mark.parametrize(
    ("statement", "holds"),
    [
        # a name shown just above Log out, with no greeting word
        ("Tomasz Wrona is logged in", True),
        ("Tomasz Wrona is not logged in", False),
        ("Anna Nowak is logged in", None),  # the page's own name may stand there too: no denial
        # a field said to be filled in
        ("The emergency contact phone field is filled in", False),
        ("The guest name field has been filled", True),
        # a record's value said without the code before its name
        ("Desk D-201 is at the Harbour Mall locker", False),
        ("Desk D-201 is at the Central Station locker", None),  # its own: the model confirms
        # a state tallied where rows say it as a cell of its own, and only there
        ("Two desks are listed as Available", True),
        ("Three desks are available", False),
        ("Two extras are selected", None),  # "Extras (2 selected)" is no row saying "selected"
    ],
)
def test_names_beside_sign_out_filled_fields_coded_values_and_tallied_states(
    page: StagehandPage, site: Site, statement: str, holds: bool | None
) -> None:
    decided = decision(statement, [_text(page, site, DESKS)])
    assert (None if decided is None else decided[0]) is holds, (statement, decided)


EXTRAS = """<title>Book</title><form>
<fieldset><legend>Desk type</legend>
<label><input type="radio" name="t"> Hot desk</label>
<label><input type="radio" name="t" checked> Fixed desk</label></fieldset>
<fieldset><legend>Extras</legend>
<label><input type="checkbox" checked> Monitor (£3.00/day)</label>
<label><input type="checkbox"> Locker (£2.00/day)</label></fieldset></form>"""


@pytest.mark.parametrize(
    ("statement", "holds"),
    [
        # a radio named as the option of its group's title
        ("Fixed desk is selected as the desk type", True),
        ("Hot desk is selected as the desk type", False),
        ("The desk type is Fixed desk", True),
        ("The desk type is Hot desk", False),
        ("Phone booth is selected as the desk type", None),  # no such radio: the model reads it
        # a second part that leaves its state to the first
        ("Monitor is ticked but Locker is not", True),
        # parts confirm together; a part whose box is otherwise denies the whole (stop 60)
        ("Locker is ticked but Monitor is not", False),
    ],
)
def test_radio_groups_by_their_title_and_a_state_left_to_the_part_before(
    page: StagehandPage, site: Site, statement: str, holds: bool | None
) -> None:
    decided = decision(statement, [_text(page, site, EXTRAS)])
    assert (None if decided is None else decided[0]) is holds, (statement, decided)


PLACES = """<title>Trip</title>
<section aria-labelledby=cur><h2 id=cur>Current booking</h2><form>
<label><input type="checkbox" checked> Damage cover (+£2.50)</label>
<label><input type="checkbox"> Child seat (+£4.00)</label></form></section>
<section aria-labelledby=ret><h2 id=ret>Return trip</h2>
<label><input type="checkbox"> Roof box</label></section>
<fieldset><legend>Which medicines do you take now?</legend>
<label><input type="checkbox" checked> Metformin</label><label><input type="checkbox" checked> Insulin</label>
</fieldset>"""


@pytest.mark.parametrize(
    ("statement", "holds"),
    [
        # a state said of the part of the page the control is in
        ("Damage cover is ticked for the current booking, but a child seat is not", True),
        ("Child seat is not ticked for the current booking", True),
        ("Damage cover is not ticked for the current booking", False),
        ("Roof box is unchecked on the return trip", True),
        # a part of the page the control is not in: the model reads it
        ("Damage cover is ticked for the return trip", None),
        ("Roof box is unchecked for the current booking", None),
        ("Both metformin and insulin are ticked as current medicines", True),
        ("Metformin is ticked for the current booking", None),  # a part it is not in
        ("Metformin is unticked as current medicines", False),
        # a box said selected, included or added is ticked
        ("Damage cover is selected", True),
        ("Child seat is included", False),
        ("Damage cover is included but child seat is not", True),
        ("Child seat is not added", True),
    ],
)
def test_a_state_said_of_the_part_of_the_page_the_control_is_in_and_a_box_said_included(
    page: StagehandPage, site: Site, statement: str, holds: bool | None
) -> None:
    decided = decision(statement, [_text(page, site, PLACES)])
    assert (None if decided is None else decided[0]) is holds, (statement, decided)


BINS = """<title>Bins</title>
<label><input type="checkbox"> Charge battery from grid overnight</label>
<label><input type="checkbox" checked> Export surplus to grid</label>
<label><input type="checkbox" checked disabled> Storm mode</label>
<table><tr><th>Bin</th><th>Collection day</th><th>Status</th></tr>
<tr><td>Black bin – General waste</td><td>Tuesday 9 December</td><td>Collected</td></tr>
<tr><td>Blue bin – Mixed recycling</td><td>Tuesday 16 December</td><td>Scheduled</td></tr>
<tr><td>Brown bin – Garden waste</td><td>Wednesday 17 December</td><td>Scheduled</td></tr></table>
<table><tr><th>Ticket</th><th>Holder</th></tr><tr><td>FLF-0418</td><td>Marta Oyelaran</td></tr>
<tr><td>FLF-0482</td><td>Marta Oyelaran</td></tr><tr><td>FLF-0511</td><td>Jonah Price</td></tr></table>"""


@pytest.mark.parametrize(
    ("statement", "holds"),
    [
        # a box said enabled is a setting switched on, not only one that is not greyed out
        ("Charge battery from grid overnight is enabled", False),
        ("Export surplus to grid is enabled", True),
        ("Storm mode is enabled", False),  # on, but greyed out
        ("Export surplus to grid is disabled", False),
        ("Charge battery from grid overnight is disabled", None),  # off, or greyed out? the model reads
        ("Storm mode is disabled", True),
        # a record named by its name's words in another order is not one a status word names
        ("The blue recycling bin is next collected on Tuesday 16 December", None),
        ("The Black bin – General waste is collected on Tuesday 16 December", False),
        # "all ... on a <day>", "every ... held by <name>": the value after the words that lead to it
        ("All collections are on a Tuesday", False),
        ("Every ticket is held by Marta Oyelaran", False),
        ("No collection is on a Friday", True),
    ],
)
def test_a_box_said_enabled_is_on_and_a_record_named_by_its_words_is_left_to_the_model(
    page: StagehandPage, site: Site, statement: str, holds: bool | None
) -> None:
    decided = decision(statement, [_text(page, site, BINS)])
    assert (None if decided is None else decided[0]) is holds, (statement, decided)


PARCELS = """<title>Parcels</title><table><tr><th>Parcel</th><th>Status</th></tr>
<tr><td>PL-1001</td><td>Collected</td></tr><tr><td>PL-1002</td><td>Returned to sender</td></tr>
<tr><td>PL-1003</td><td>Ready for pickup</td></tr></table>"""


@pytest.mark.parametrize(
    ("statement", "holds"),
    [
        ("No parcel has been returned to sender", False),
        ("Every parcel was returned to sender", False),
    ],
)
def test_a_denial_s_value_after_returned_or_delivered_to_is_read(
    page: StagehandPage, site: Site, statement: str, holds: bool
) -> None:
    """ "returned to", "picked up from", "delivered to" lead to the value a row says, as "held by" does."""
    decided = decision(statement, [_text(page, site, PARCELS)])
    assert (None if decided is None else decided[0]) is holds, (statement, decided)
