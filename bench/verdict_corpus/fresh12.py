"""Thirteenth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. The pages:

- car_service_booking.html: a garage's service booking for a signed-in customer,
  with a vehicle select, a service package, add-ons, a drop-off slot table with
  full slots, a courtesy-car switch that is off, a VAT quote and a recall notice.
- hr_onboarding.html: an HR admin's onboarding checklist for a new hire, with a
  nine-task table of owners, due dates and statuses, a department select, a start
  date, an equipment request, a collapsed Benefits section and a payroll warning.
- weather_alerts.html: a signed-out weather dashboard for one city, with current
  conditions, a 5-day forecast table, a wind warning with its end time, a units
  choice and notification checkboxes whose save button is disabled.
- marketplace_listing.html: a reserved second-hand bike listing seen by a
  signed-in buyer, with seller stats, delivery options, an offers table, a
  disabled Buy now button, an offer field and a drafted message.
- clinic_lab_results.html: a patient portal's blood test results with flags,
  one pending result, the sample date, the requesting doctor, a filter select,
  a doctor's note, an unread-message count and a disabled PDF download.

Every statement was checked by hand against the markup's visible text and
control states (selected options, checked inputs, disabled attributes,
aria-expanded, aria-checked, input values and textarea content), then again
against the text and states of each page rendered in Chromium.

Near misses used in the false statements: an option offered but not selected, a
subtotal given as the total, an unchecked box called checked, a half-true "and"
claim, a full slot called available, a negative that one row breaks, a time
or date shifted slightly (ten minutes, one hour, ten days), a count off by one,
a status one step away or from the neighbouring row, a message about the
neighbouring task, a collapsed section called expanded, a disabled button
called clickable, transposed digits in a price, a price limit that one option
exceeds, a weekday swapped in a drafted message, and an "only" claim that a
second row breaks.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH12_CASES: dict[str, list[tuple[str, bool]]] = {
    "car_service_booking.html": [
        ("Signed in as Priya Raman", True),
        ("The vehicle dropdown has the Ford Fiesta (LD16 OPA) selected.", False),
        ("Quote total: £312.00", False),
        ("Full service at £219.00 is the chosen package", True),
        (
            "Both the air-con regas and the wheel alignment add-ons are ticked.",
            False,
        ),
        ("The page shows VAT (20%) of £62.40 in the quote.", True),
        ("The Tue 14 Oct 13:00 slot is available to pick", False),
        (
            "The courtesy car switch is off, so no courtesy car has been requested",
            True,
        ),
        ("It says the recall work adds about 30 minutes to the visit.", False),
        ("Exactly two add-ons are selected", True),
        ("None of the Monday 13 Oct slots can be booked", False),
        ("The Book service button is enabled", True),
    ],
    "hr_onboarding.html": [
        ("Progress reads 6 of 9 tasks done", False),
        ("Logged-in user: Marta Kowalczyk (HR Admin)", True),
        ("Department is set to Data & Analytics", True),
        ("Three of the checklist tasks are owned by Daniel Okafor.", False),
        ("The start date field is filled in with 3 November 2025", True),
        ("None of the onboarding tasks is overdue", False),
        (
            "The page shows the building access badge task, owned by Facilities, as Not started.",
            True,
        ),
        ("The Benefits section is expanded", False),
        ("No mobile phone has been requested in the equipment request", True),
        ("External monitor is ticked in the equipment list.", False),
        ("Exactly two tasks have the status Not started", True),
        (
            "The warning alert says Daniel's right-to-work documents are overdue",
            False,
        ),
    ],
    "weather_alerts.html": [
        ("No user is logged in; the header offers a Log in link", True),
        ("Temperature units: °F", False),
        ("The location search box contains Leeds, UK", True),
        ("The wind warning is valid until 20:00 on Thu 16 Oct.", False),
        ("Humidity is 82%", True),
        ("Three of the five days have a 70% or higher chance of rain", False),
        (
            "Saturday is the warmest day of the five, with a high of 16°C.",
            True,
        ),
        ("The 'Daily forecast at 7am' notification box is checked", False),
        ("No forecast low is below 8°C", False),
        (
            "Two notification options are ticked: severe weather warnings and rain starting within the hour",
            True,
        ),
        ("Save preferences can be clicked", False),
        ("Sun 19 Oct: high 15°C, low 11°C, 20% chance of rain", True),
    ],
    "marketplace_listing.html": [
        ("Asking price is £560", False),
        ("The item carries a Reserved badge", True),
        ("Buy now button is clickable", False),
        ("The seller tom_cycles has a 4.8 rating and 213 sales.", True),
        ("mike_r's £600 offer shows as Countered", False),
        ("No offer has been accepted", True),
        ("Next-day courier is selected as the delivery option.", False),
        ("The make-an-offer field is filled in with 600", True),
        ("The message to the seller suggests collecting on Sunday", False),
        ("Two offers were declined", True),
        ("No delivery option costs more than £40", False),
        ("b.hughes's £580 offer was countered at £620", True),
    ],
    "clinic_lab_results.html": [
        ("Graham Whitfield is signed in to the portal", True),
        ("Ferritin: High", False),
        ("Two tests are flagged High", True),
        ("The sample was taken on 19 September 2025.", False),
        ("Ordering doctor: Dr Aisha Rahman", True),
        ("You can click Download PDF", False),
        ("The filter select is set to All tests", False),
        ("The Vitamin D result hasn't come back yet", True),
        (
            "HbA1c is 44 mmol/mol against a reference range of 20–41.",
            True,
        ),
        ("The portal shows 3 unread messages", False),
        ("No result other than ferritin is flagged Low", False),
        (
            "The doctor's note asks the patient to book a repeat blood test in 3 months",
            True,
        ),
    ],
}
