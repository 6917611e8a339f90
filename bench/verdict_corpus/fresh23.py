"""Twenty-fourth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values, row texts and visible text)
before use.

Pages:
- school_trip_consent.html: parent's draft consent form for a Year 8 field trip, phone missing.
- mortgage_application_tracker.html: mortgage application at the valuation stage, one document rejected.
- car_mot_history.html: vehicle record with MOT and service history and a draft MOT booking.
- parking_fine_appeal.html: council parking fine challenge in draft with a failed evidence upload.
- language_course_enrolment.html: evening Spanish course enrolment with a waitlist dialog open.

Near-miss kinds used for the false statements: option present but not selected,
half-true conjunction, struck-out old value said as current, disabled button said
enabled, placeholder said as an entered value, pending step said as done, subtotal
or part-payment said as the total, switch off said on, error said absent, collapsed
section said open, status swapped between rows, values swapped between rows,
neighbouring row's value, transposed digits, count off by one, negated true fact.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH23_CASES: dict[str, list[tuple[str, bool]]] = {
    "school_trip_consent.html": [
        ("The parent has agreed to Maya going on the trip.", True),
        ("Travel sickness is not ticked in the medical section.", False),
        ("Two medical conditions are ticked.", True),
        ("The coach travel costs £16.00.", False),
        (
            "The emergency contact mobile number is empty and an error asks for one.",
            True,
        ),
        ("An own packed lunch from home has been chosen.", False),
        ("The Submit consent button is disabled but Save draft is not.", True),
        ("The total to pay is £26.75.", False),
        ("Photo consent for school social media is switched off.", True),
        ("The Kit list section is expanded.", False),
        ("The coach is due back at school at 17:00.", True),
        ("The coach leaves Malham at 09:30.", False),
    ],
    "mortgage_application_tracker.html": [
        (
            "The valuation is the current step and underwriting has not started yet.",
            True,
        ),
        ("The mortgage term is 35 years.", False),
        ("The arrangement fee is being added to the loan rather than paid upfront.", True),
        ("The bank statements have been accepted.", False),
        ("Exactly three documents are marked as Accepted.", True),
        ("The total fees come to £495.00.", False),
        ("The Accept mortgage offer button cannot be clicked.", True),
        ("Brightwater Conveyancing is selected as the solicitor.", False),
        ("SMS alerts are switched off.", True),
        ("The loan amount is £267,250.", False),
        ("No buildings insurance quote has been requested.", True),
        (
            "The valuation is booked for 10:30 on Tuesday 17 June 2025 "
            "and the access contact's phone number has been filled in.",
            False,
        ),
    ],
    "car_mot_history.html": [
        ("The car has failed one MOT test.", True),
        ("The MOT on 14 Jul 2023 was recorded at 34,105 miles.", False),
        ("Hillside Autos in Otley is the chosen garage for the next MOT.", True),
        ("The MOT test fee for this booking is £54.85.", False),
        (
            "The car will be dropped off rather than waited for, and no courtesy car is requested.",
            True,
        ),
        (
            "The February 2024 full service cost £149.00 and the March 2025 interim service cost £289.00.",
            False,
        ),
        ("The Book recall repair button is disabled.", True),
        ("The tax reminder by text switch is on.", False),
        ("The current mileage field is blank and an error asks for it.", True),
        ("The last MOT passed with no advisories.", False),
        ("The booking total is £55.00.", True),
        ("The MOT history lists five tests.", False),
    ],
    "parking_fine_appeal.html": [
        ("The chosen ground for the challenge is that the contravention did not occur.", True),
        ("The Submit challenge button is enabled.", False),
        ("The declaration confirming the information is true has not been ticked.", True),
        ("The charge if paid within 14 days is £70.00.", False),
        ("Two of the three evidence files uploaded successfully.", True),
        ("The informal challenge step is shown as completed.", False),
        ("Email is the preferred contact method and phone contact is switched off.", True),
        ("The phone number 07700 900812 has been entered.", False),
        ("An error says the signage photo is over the 10 MB limit.", True),
        ("The PCN number is WK40129873.", False),
        ("The resident permit box is ticked but the Blue Badge box is not.", True),
        ("The 'What happens next' section is open.", False),
    ],
    "language_course_enrolment.html": [
        ("The Tuesday class, SPA-B1-A, is the one selected.", True),
        ("The Saturday class has 3 places left.", False),
        (
            "A dialog is open offering a place on the waitlist for the full Wednesday class.",
            True,
        ),
        ("The student concession is not being claimed.", False),
        ("Two of the classes have no places left.", True),
        ("Save for later is enabled and so is Continue to payment.", False),
        (
            "Email reminders before each class are on, but the WhatsApp group switch is off.",
            True,
        ),
        ("The level check is set to 'I have a certificate'.", False),
        ("The total after the student discount is £188.50.", True),
        ("There is no error message on the student ID field.", False),
        ("The refund policy is collapsed and the course outline is expanded.", True),
        ("The dialog says you would be number 3 on the waitlist.", False),
    ],
}
