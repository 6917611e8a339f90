"""Twenty-fifth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values and row texts) before use.

Pages:
- garden_centre_click_collect.html: garden centre click-and-collect order ready for collection.
- driving_lesson_dashboard.html: learner driver dashboard with lessons, skills and a blocked test booking.
- power_outage_report.html: power cut report with an engineer on site and a safety dialog open.
- coworking_room_invoice.html: unpaid coworking meeting-room invoice with a VAT number notice.
- kids_swim_course_progress.html: child's Stage 4 swimming progress and next-term re-enrolment.

Near-miss kinds used for the false statements: option present but not selected,
half-true conjunction (including an "X, and so is Y" form), struck-out old value
said as current, disabled button said enabled, placeholder said as an entered
value, pending step said as done, subtotal said as the total, switch off said on,
notice said absent, collapsed section said open, status swapped between rows,
neighbouring row's value, transposed digits, count off by one, negated true fact.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH24_CASES: dict[str, list[tuple[str, bool]]] = {
    "garden_centre_click_collect.html": [
        ("The Drive-through collection bay is chosen as the collection point.", True),
        ("The order total is £47.46.", False),
        ("The collection slot is Friday 13 June, 16:00–18:00.", False),
        ("Three of the four items on the order are marked as picked.", True),
        ("The collector's phone number has not been filled in yet.", True),
        ("The Cancel order button can be clicked.", False),
        ("The terracotta pot line costs £12.94.", False),
        (
            "The 'Refund for unavailable items' section is expanded and "
            "the 'Returns and plant guarantee' section is collapsed.",
            True,
        ),
        (
            "A notice says the collector's phone number is needed so they can be texted "
            "when the order is ready.",
            True,
        ),
        ("The order has been marked as collected.", False),
        ("The order will be held for 5 days after the collection slot.", True),
        ("The 'Plant care tips by email' switch is turned on.", False),
    ],
    "driving_lesson_dashboard.html": [
        ("Three of the five skills in the checklist are ticked.", True),
        ("Automatic is selected as the transmission type.", False),
        ("The Thursday 12 June lesson is the selected row in the upcoming lessons table.", True),
        ("The default pickup is set to home at 14 Elm Row.", True),
        ("The Saturday 14 June lesson is confirmed.", False),
        ("Bay parking has not been signed off yet.", True),
        ("The Book practical test button is enabled.", False),
        (
            "A message says the practical test can't be booked until the instructor signs off the mock test.",
            True,
        ),
        ("Roundabouts are signed off, and so are dual carriageways.", False),
        (
            "Text reminders for lessons are on, while sharing progress with a parent or guardian is off.",
            True,
        ),
        ("The mock test step is shown as completed.", False),
        ("The learner has 6 hours of lessons remaining.", False),
    ],
    "power_outage_report.html": [
        ("Both the medical equipment box and the damaged cables box are ticked.", False),
        ("Email is chosen as the way to receive updates.", True),
        ("The estimated restoration time is 14:30.", False),
        ("A safety dialog telling you to keep away from fallen cables is open.", True),
        ("The report says the whole property has no power.", True),
        ("Brook Lane has 24 properties affected.", False),
        ("No message asks for a contact phone number.", False),
        ("The streets-affected table gives a total of 96 properties.", True),
        ("Hourly automatic updates are switched on.", True),
        ("Halloway Terrace has had its power restored.", False),
        ("The contact phone number field is still empty.", True),
        ("The 'Food in your freezer' section is expanded.", False),
    ],
    "coworking_room_invoice.html": [
        ("Bank transfer is the selected payment method.", True),
        ("The VAT number is flagged as not matching the company name on record.", True),
        ("The invoice total is £314.00.", False),
        ("The Boardroom booking on 11 June was for 4 hours.", False),
        ("Two of the room bookings were in the Orchard Room.", True),
        ("The Request credit note button is disabled.", True),
        ("The Pod 2 booking cost £51.00.", False),
        ("Payment reminders are turned off.", False),
        ("The member discount is £31.40.", True),
        ("The cost centre has been entered as CC-104.", False),
        ("The Payment instructions section is open and the Booking terms section is not.", True),
        (
            "Ana Ferreira is the billing contact and the 'Split invoice by project' box is ticked.",
            False,
        ),
    ],
    "kids_swim_course_progress.html": [
        ("Saturday 10:30 is the lesson time chosen for next term.", True),
        ("The asthma inhaler box is ticked, and so is the photo consent box.", False),
        ("Maya has achieved three of the five Stage 4 skills.", True),
        ("The early-bird course fee is £78.00.", False),
        ("Maya has attended 8 of the 9 sessions so far.", False),
        ("Photo consent for the club newsletter has not been given.", True),
        ("Back crawl 10 m was assessed on 10 May.", True),
        ("The amount to pay is £75.50.", False),
        (
            "A notice asks for a second emergency contact before re-enrolment can be confirmed.",
            True,
        ),
        ("The 'What Stage 5 covers' section is open.", False),
        ("The term is 12 weeks long.", True),
        ("Treading water 30 seconds is marked as achieved.", False),
    ],
}
