"""Twenty-third blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values and row texts) before use.

Pages:
- passport_renewal_status.html: adult passport renewal awaiting a countersignatory.
- takeaway_order_tracker.html: restaurant delivery order being prepared, substitution dialog open.
- interview_scheduler.html: draft recruitment interview loop with a scheduling conflict.
- water_usage_dashboard.html: household water use for a quarter with a leak warning.
- student_loan_account.html: student loan account with PAYE repayments and a draft payment.

Near-miss kinds used for the false statements: option present but not selected,
half-true conjunction, struck-out old value said as current, disabled button said
enabled, placeholder said as an entered value, pending step said as done, subtotal
said as the total, switch off said on, error said absent, collapsed section said
open, status swapped between rows, neighbouring row's value, transposed digits,
count off by one.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH22_CASES: dict[str, list[tuple[str, bool]]] = {
    "passport_renewal_status.html": [
        ("Secure delivery is selected as the way to return the old passport.", True),
        ("Both text message updates and a Braille sticker are requested.", False),
        ("The total paid is £94.37.", True),
        ("The adult passport renewal fee is £82.50.", False),
        ("The 'Share my photo with DVLA' switch is off.", True),
        ("The Submit application button is enabled.", False),
        (
            "The countersignatory's email field shows an error saying the address could not be verified.",
            True,
        ),
        ("The countersignatory's phone number has been entered as 07700 900123.", False),
        ("The 'Details of your current passport' section is collapsed.", True),
        ("The 50-page passport size is selected.", False),
        ("The Welsh language option is not ticked.", True),
        ("The Countersignatory step is marked as completed.", False),
    ],
    "takeaway_order_tracker.html": [
        ("The order is being prepared and has not yet gone out for delivery.", True),
        ("The total charged for the order is £30.35.", False),
        ("The rider tip is set to £2.00.", True),
        ("The estimated arrival time is 19:25.", False),
        ("'Leave at the door' is ticked and cutlery is not requested.", True),
        ("The delivery instructions say 'Flat 4B, ring the bell twice'.", False),
        ("The Cancel order button is disabled.", True),
        ("The live rider map switch is turned on.", False),
        (
            "A dialog asking whether to accept Vegetable samosa as a substitute is awaiting a reply.",
            True,
        ),
        ("No promo code error is shown on the page.", False),
        ("The Garlic naan line has a quantity of 2 and costs £6.40.", True),
        ("The Allergen information section is expanded.", False),
    ],
    "interview_scheduler.html": [
        ("The interview format is set to Video call.", True),
        ("The System design interview with Kwame Mensah is confirmed.", False),
        ("The total interview time across the loop is 195 minutes.", True),
        ("The technical deep-dive is scheduled for Monday 10 March 2025 at 14:00.", False),
        ("The 'Include take-home exercise' box is not ticked.", True),
        ("The 'Send schedule to candidate' button is enabled.", False),
        ("The schedule is still a draft that has not been sent to the candidate.", True),
        (
            "The meeting link has been filled in as https://meet.hiretrack.example/priya-raman.",
            False,
        ),
        (
            "Automatic reminders are switched on and the CV is not anonymised for the panel.",
            True,
        ),
        ("The Compensation notes section is expanded.", False),
        (
            "A scheduling conflict is reported for Kwame Mensah at 11:30 on 11 March 2025.",
            True,
        ),
        ("The candidate time zone is set to Europe/Dublin.", False),
    ],
    "water_usage_dashboard.html": [
        ("The quarter total usage is 28.8 m³, costing £72.00.", True),
        ("The water rate is £2.31 per cubic metre.", False),
        ("A possible leak warning is shown for 14 March 2025.", True),
        ("February 2025's usage is based on an actual meter reading.", False),
        ("The Leak alerts switch is on.", True),
        ("Paperless billing is switched on.", False),
        ("The 'Compare with similar homes' option is unticked.", True),
        ("The meter reading submitted on 2 April 2025 has been validated.", False),
        ("The Submit reading button is disabled.", True),
        ("The amount due for the quarter is £72.00.", False),
        (
            "The chart period is set to Last 3 months and usage is shown in cubic metres.",
            True,
        ),
        ("The March 2025 cost is £62.00.", False),
    ],
    "student_loan_account.html": [
        ("The outstanding balance is £41,286.53.", True),
        ("The interest rate is 7.6%.", False),
        ("Repayments received this tax year total £165.00 from 4 payments.", True),
        ("Five PAYE repayments have been received in the 2024–25 tax year.", False),
        ("The voluntary repayment frequency is set to every month.", True),
        ("A voluntary repayment amount of £250.00 has been entered.", False),
        (
            "The non-refundable acknowledgement box is not ticked and "
            "the Continue to payment button is disabled.",
            True,
        ),
        ("The change of address to 9 Kestrel Way has been completed.", False),
        (
            "A dialog asking to confirm the new employer Brightwater Consulting is open.",
            True,
        ),
        ("The 'I live overseas' switch is on.", False),
        (
            "An error says the employer details are out of date and must be updated by 30 June 2025.",
            True,
        ),
        ("The June 2024 repayment was £38.00.", False),
    ],
}
