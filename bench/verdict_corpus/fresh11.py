"""Twelfth blind test set for the verdict benchmark.

Five new pages with 12 statements each (6 true, 6 false per page), written by a
helper who had not seen the judge's code, its checks, any earlier statement or
any failure.

Pages:
- dentist_invoice.html: a signed-in patient's dental billing page with a
  treatment table, an insurance-claim status banner, a balance summary, a
  payment-method radio group with a disabled instalment option, an enabled
  "Pay now" button and a collapsed "How is my share calculated?" disclosure.
- flight_checkin.html: airline online check-in with a passenger table (one
  passenger not checked in, one flagged for wheelchair assistance), a seat-map
  summary, a bag-count input, a nationality select, unticked priority-boarding
  and dangerous-goods boxes, a disabled "Get boarding passes" button and a
  gate/boarding-times box.
- plant_nursery_shop.html: a garden shop listing sorted by rating with pot
  sizes, prices, stock levels and ratings, filter checkboxes, a mini basket
  with subtotal, delivery and total, and a promo code rejected as expired.
- project_timesheet.html: a draft weekly timesheet with per-day inputs, daily
  and weekly totals, a week picker, an approver, an overtime alert, one locked
  approved row, a filled notes textarea and an enabled submit button.
- concert_seating.html: concert seat selection with a price-zone table (one
  zone sold out), three selected seats with per-seat ticket-type selects, fees
  and total, a seat-hold countdown notice and a resale switch that is off.

Every statement was checked by hand against the markup's visible text and
control states (selected options, checked boxes, disabled controls,
aria-expanded, aria-checked, input and textarea values), and again against the
text rendered by headless Chromium.

Near misses used: a value from the neighbouring row (dentist, seat), a
subtotal or share total given as the total or balance, transposed digits, an
option offered but not selected, an unchecked box called checked, a collapsed
disclosure called expanded, a disabled control called clickable and an enabled
one called disabled, a time from the adjacent line of a schedule, counts off by
one, a status one step away (under review vs rejected, draft vs submitted), a
half-true "and" claim, a cheapest-item comparison naming the wrong item, and
negatives and counts that are true as well as false.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH11_CASES: dict[str, list[tuple[str, bool]]] = {
    "dentist_invoice.html": [
        ("Marta Kowalczyk is logged in to the patient portal.", True),
        (
            "According to the treatment table, Dr Aisha Rahman carried out the root canal treatment.",
            False,
        ),
        ("The balance due shown is £428.00.", False),
        ("The saved Visa card ending 4417 is the selected payment method.", True),
        ("The Pay now button is disabled.", False),
        ("Exactly two treatment lines are marked Due.", True),
        (
            "The 'How is my share calculated?' explanation is currently expanded.",
            False,
        ),
        (
            "Insurance paid the whole fee for the bitewing X-rays, so the patient owes nothing for them.",
            True,
        ),
        ("No treatment on the bill is still waiting on an insurer decision.", False),
        (
            "The composite filling has a £150.00 fee and the patient's share of it is £60.00.",
            True,
        ),
        (
            "The claim banner reports that the claim for the temporary crown was rejected.",
            False,
        ),
        ("The payment-plan option cannot be chosen.", True),
    ],
    "flight_checkin.html": [
        ("Every passenger on booking K7Q2XM has checked in.", False),
        ("Henrik Dahl has not checked in yet.", True),
        ("Sofie Eriksen is seated in 14B.", False),
        ("Danish is selected as the nationality.", True),
        ("Priority boarding has been added: its checkbox is ticked.", False),
        ("Ingrid Eriksen has a wheelchair special-assistance flag.", True),
        ("The 'Get boarding passes' button is enabled.", False),
        ("The checked-bags field is set to 2.", True),
        ("Boarding begins at 10:25.", False),
        ("The dangerous goods declaration box is not ticked yet.", True),
        ("No passenger has more than one checked bag.", False),
        ("Flight NV 318 leaves from gate D7 at 11:25.", True),
    ],
    "plant_nursery_shop.html": [
        ("'Price: low to high' is the active sort option.", False),
        ("Two of the plants listed are out of stock.", True),
        ("The Pet-safe filter is switched on.", False),
        ("Products are sorted by Customer rating.", True),
        ("The basket total is £52.99.", False),
        (
            "The promo code box holds SPRING15, and an error says that code has expired.",
            True,
        ),
        ("Three plants are shown as low stock.", False),
        ("Calathea orbifolia is sold in a 14 cm pot for £18.50.", True),
        ("Promo code SPRING15 was accepted and a discount applied.", False),
        ("None of the items in the basket is out of stock.", True),
        ("The spider plant is the cheapest plant on the page.", False),
        ("Delivery is £5.95, bringing the basket total to £58.94.", True),
    ],
    "project_timesheet.html": [
        ("Daniel Osei is listed as the approver.", True),
        ("This timesheet has already been submitted for approval.", False),
        ("The week picker shows Week 23 (2–6 Jun 2025).", True),
        ("Tuesday's daily total is 8.5 hours.", False),
        ("None of the timesheet rows is locked.", False),
        ("Hours for the week add up to 43.5.", True),
        ("12 hours were logged against Bug fixing this week.", True),
        (
            "The overtime alert says the employee is 4.5 hours over the contracted hours.",
            False,
        ),
        ("No hours were booked to Data mapping on Thursday.", True),
        ("Submit for approval is greyed out.", False),
        ("The notes mention Thursday's client workshop in Leeds.", True),
        ("Client workshop hours were recorded on four different days.", False),
    ],
    "concert_seating.html": [
        ("Seat K16 has a Concession ticket type selected.", False),
        (
            "The concert is at Symphony Hall, Birmingham, on Saturday 18 October 2025.",
            True,
        ),
        ("Upper Circle has 121 seats left.", False),
        ("Three seats are selected, all of them in row K.", True),
        ("The order total is £155.00.", False),
        ("The account signed in is jonas.weber@example.com.", True),
        ("The resale toggle is switched on.", False),
        ("The service fee line (£3.50 per ticket) totals £10.50.", True),
        ("Every selected seat is an Adult ticket.", False),
        ("Only one price zone is sold out, and it is Stalls A.", True),
        ("No zone has fewer than ten seats available.", False),
        ("Circle seats cost £48.00 and 36 of them are still available.", True),
    ],
}
