"""Fourteenth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. The pages:

- pet_insurance_quote.html: a signed-in pet insurance quote form with a species
  radio group, breed select, age input, cover level cards, an excess select,
  priced optional extras, a monthly total and a disabled "Continue to payment"
  button behind an unticked terms box.
- university_timetable.html: a signed-in student's weekly timetable with a
  cancelled seminar, a semester select, a notifications switch, an exam list
  with seats and a collapsed "Room changes" section.
- bank_transfer.html: an online banking transfer form with a from-account
  select, a selected payee, amount/reference/date fields, a ticked "Save as
  template" box, a fee and total, a daily-limit alert and a recent transfers
  table with Completed/Scheduled/Failed rows.
- hotel_booking_manage.html: a manage-my-booking page with a "Pending payment"
  badge, stay details, a board basis radio group, an extras table, an unticked
  early check-in box, a filled special-requests textarea, a price breakdown
  with tax and a cancellation policy.
- bug_tracker_issue.html: a bug tracker issue with status and priority
  selects, assignee, labels, linked pull requests in Open/Merged/Closed
  states, three comments, an enabled "Close issue" button, an unticked watch
  box and a collapsed activity log.

Every statement was checked by hand against the markup's visible text and
control states (selected options, checked inputs, disabled attributes,
aria-expanded, aria-checked). Near misses used for the false statements: an
option offered but not selected, a subtotal or line amount given as the
total, transposed digits, a value from the neighbouring row, an unchecked box
described as checked, a collapsed section called expanded, an enabled button
called disabled, a count or hour total off by one, a status one step away, a
reporter named as assignee, a date taken from a nearby field, a half-true
"and" claim, and negatives that are contradicted by one row.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH13_CASES: dict[str, list[tuple[str, bool]]] = {
    "pet_insurance_quote.html": [
        ("Signed in as Priya Raman", True),
        ("Breed: Labrador Retriever", False),
        ("The species is set to Dog and the breed is Cocker Spaniel.", True),
        ("The monthly total comes to £36.54.", False),
        ("The terms and conditions box has been ticked.", False),
        ("The 'Continue to payment' button is disabled.", True),
        ("Two optional extras are selected.", True),
        ("Third-party liability cover is included in the quote.", False),
        ("The £149 excess is selected and the cover level is Essential.", False),
        ("None of the optional extras costs more than £5 a month.", True),
        ("The quote lists four optional extras, three of them ticked.", False),
        (
            "The banner says a 10% multi-pet discount applies when a second pet is added.",
            True,
        ),
    ],
    "university_timetable.html": [
        ("Semester: Semester 1 2024/25", False),
        ("Tomás Varga is the signed-in student.", True),
        ("Timetable change notifications are switched on.", True),
        ("The Data Structures lab is in Lab B.14.", False),
        ("The Wednesday Databases seminar has been cancelled.", True),
        ("The earliest exam is CS2010 Data Structures.", False),
        ("It says seat 112 for the Databases exam on 16 May 2025.", True),
        ("The Room changes section is expanded.", False),
        ("Dr Sun Li takes both Linear Algebra sessions this week.", True),
        ("There are no lab sessions on Friday.", False),
        ("Contact hours this week: 9", False),
        ("Three exams are listed.", True),
    ],
    "bank_transfer.html": [
        ("Daniel Okafor is logged in.", True),
        ("The transfer is being made from the Bills Account.", False),
        ("Greenfield Lettings Ltd is the selected payee.", True),
        ("Amount: £1,205.00", False),
        ("The page shows £1,250.00 as the total to be debited.", False),
        ("The 'Save as template' checkbox is checked.", True),
        ("No transfer has failed.", False),
        ("Three of the recent transfers are completed.", True),
        (
            "The warning says this transfer would take you to £1,651.50 of your £2,000.00 daily limit.",
            True,
        ),
        ("The £86.40 payment to Northshore Energy is scheduled.", False),
        (
            "The reference reads FLAT 4B APRIL RENT and the payment date is 28 April 2025.",
            True,
        ),
        ("The Confirm transfer button is disabled.", False),
    ],
    "hotel_booking_manage.html": [
        ("Booking reference: HBX-58213", True),
        ("The booking status is Confirmed.", False),
        ("The stay is 3 nights, from 13 to 16 June 2025.", True),
        ("Half board is selected.", False),
        ("Early check-in has been requested.", False),
        ("The total including taxes is €691.00.", False),
        ("The special requests ask for a quiet room away from the lift.", True),
        ("Two one-way airport transfers are booked at €35.00 each.", True),
        ("It says free cancellation is available until 13 June 2025.", False),
        ("Parking is not among the booked extras.", True),
        ("The balance due is €515.00", True),
        ("The spa day pass is booked for three people.", False),
    ],
    "bug_tracker_issue.html": [
        ("Status: In review", False),
        ("Signed in as @nadia.k", True),
        ("The priority is set to High.", True),
        ("The issue is assigned to Lena Vos.", False),
        ("Only one of the linked pull requests has been merged.", True),
        ("Two pull requests are merged.", False),
        ("The issue is labelled regression and i18n but not performance.", True),
        ("The Activity log is expanded.", False),
        ("The current user is watching this issue.", False),
        ("The latest comment is from @mhughes and says #4180 is merged.", True),
        ("No linked pull request is closed.", False),
        ("The Close issue button can be clicked.", True),
    ],
}
