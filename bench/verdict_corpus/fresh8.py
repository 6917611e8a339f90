"""A ninth blind test set for the verdict benchmark: four pages and 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier statement
or any failure; the four pages (hotel room-service order, job board with filters, school
term grades report, energy bill with meter readings) were written for this set and each
statement was checked by hand against the page's markup. Each page has 6 true and 6 false
statements in mixed order. The false ones are near misses: a value from a neighbouring
row, transposed digits, an offered but unselected option, an unchecked box or disabled
button described as active, a wrong time, date, count, price or grade, and a status one
step away. The true ones mix the page's own wording, paraphrase, "Label: value" style,
at-a-glance inferences, two-fact claims and true negative claims.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH8_CASES: dict[str, list[tuple[str, bool]]] = {
    "room_service.html": [
        ("The order total is €80.00.", False),
        ("The guest is signed in as Ms. Priya Raman in room 1412.", True),
        ("Delivery is scheduled for 22:15.", True),
        ("The 'Extra napkins' box is checked.", False),
        ("Grilled sea bass is sold out.", True),
        ("The order will be paid by card on delivery.", False),
        ("The order contains 3 mushroom risottos.", False),
        ("Tray charge: €5.00", True),
        ("The kitchen is open until 23:00.", False),
        (
            "The 'Apply breakfast voucher' button is disabled, and a nut allergy has"
            " been flagged for the room.",
            True,
        ),
        ("No dish in the current order is sold out.", True),
        ("The Caesar salad costs €18.50 on the menu.", False),
    ],
    "job_board.html": [
        ("The location filter is set to Munich.", False),
        ("The visitor is not signed in.", True),
        ("The On-site work mode filter is checked.", False),
        ("Both the Hybrid and Remote work-mode boxes are checked.", True),
        ("The Analytics Engineer role at Moosbach Bank is Open.", False),
        ("The page shows 5 of 23 matching jobs.", True),
        ("The 'Save this search' button can be clicked.", False),
        ("Orbit Games offers the highest top salary among the listed jobs.", True),
        ("The minimum salary filter is €65,000 per year.", True),
        (
            "Pinecone Health's Data Engineer (Streaming) job was posted on 2 Jun 2025.",
            False,
        ),
        ("None of the listed jobs is on-site only.", True),
        ("The posted-date filter is set to the last 30 days.", False),
    ],
    "grades_report.html": [
        ("Daniel Okafor is signed in as a parent.", True),
        ("Amara scored 76% in French.", False),
        ("Amara's grade in English Literature is A.", False),
        ("Chemistry is the only subject with a downward trend.", True),
        ("Days present: 58 of 62", True),
        ("The 16:30 slot is selected for the meeting.", False),
        ("The 'I need an interpreter' option is checked.", False),
        ("The meeting request form is set to a video call with Dr. Patel.", True),
        (
            "The missing Chemistry assignment must be submitted by 14 May 2025.",
            False,
        ),
        ("The overall average is 81.5%.", True),
        ("Amara had 2 unauthorised absences.", False),
        ("No subject has a score below 60%.", True),
    ],
    "energy_bill.html": [
        ("Tomás Ferreira is logged in to account 4471-0938.", True),
        ("The gas reading this month was an actual reading.", False),
        ("The direct debit is scheduled for 21 May 2025.", False),
        ("Electricity usage for April was 319 kWh.", True),
        ("Paperless billing is on but SMS usage alerts are off.", True),
        ("The total due is £142.73.", False),
        ("The 'Switch tariff' button is available to use.", False),
        ("Payment method: Direct debit", True),
        (
            "The April bill is lower than each of the three earlier bills listed.",
            True,
        ),
        ("The meter reading form is set to submit an electricity reading.", False),
        ("None of the recent bills listed is unpaid.", True),
        ("The gas standing charge is 53.35p per day.", False),
    ],
}
