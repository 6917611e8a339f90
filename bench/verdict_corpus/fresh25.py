"""Twenty-sixth blind test set for the verdict benchmark: five pages, 12 statements each.

Written blind by a helper who had not seen the judge's code, its checks, any earlier
statement, any earlier page or any failure. Every statement was checked by hand
against the page in headless Chromium (checked states, field values, disabled
controls, switch aria-checked values, open/closed details and row texts) before use.
Each page has exactly six true and six false statements.

Pages:
- tenancy_deposit_dispute.html: tenancy deposit dispute waiting on the landlord's evidence.
- blood_donation_appointment.html: blood donor's next appointment, donation type and history.
- ev_home_charger.html: home EV charger app mid-session, with tariff and recent sessions.
- jury_summons_reply.html: online reply to a jury summons asking to defer, evidence missing.
- conference_badge_registration.html: conference registration with badge, agenda and invoice.

Near-miss kinds used for the false statements: struck-out old value said as current,
the other party's proposal said as the user's own, a "previously" value said as
current, disabled button said clickable, disabled radio said selectable, current
step said done, status swapped between rows, a "recommended" option said as chosen,
a suggested alternative time said as the booked one, help text example said as an
entered value, neighbouring row's value, partly ticked checklist said all ticked,
a kWh figure said as kW (unit mismatch), a future scheduled rate said as current,
a range endpoint said as the set value, collapsed section said open, transposed
digits, a requested date said as already agreed, the "up to" limit said as the
count chosen, option present but not ticked, half-true conjunction, local time
said as UTC (time zone mismatch), a name from the invoice panel said as the badge
name, a waitlisted place said as confirmed, subtotal said as the total.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH25_CASES: dict[str, list[tuple[str, bool]]] = {
    "tenancy_deposit_dispute.html": [
        ("The landlord is claiming £850.00 in deductions in total.", True),
        ("The landlord is currently claiming £560.00 to replace the carpet in bedroom 2.", False),
        ("Two of the four deductions are marked as agreed.", True),
        ("The tenant has proposed that £300.00 of the deposit be returned to them.", False),
        ("Email is how the adjudicator will contact the tenant.", True),
        ("The tenant's forwarding address is 14 Orchard Mews, Bristol BS6 6PL.", False),
        ("No written response to the landlord's evidence has been entered yet.", True),
        ("The Submit to adjudication button can be clicked.", False),
        ("£600.00 of the deposit is held by the scheme until a decision.", True),
        ("The landlord evidence stage has been completed.", False),
        (
            "The section on what happens to the £600.00 held is expanded, and the section "
            "on how adjudicators decide on cleaning and wear and tear is collapsed.",
            True,
        ),
        ("The professional cleaning deduction is marked as agreed.", False),
    ],
    "blood_donation_appointment.html": [
        ("Whole blood is the donation type chosen for this appointment.", True),
        ("Plasma is the donation type booked for this appointment.", False),
        ("The appointment is at 17:45 on Tuesday 14 October 2025.", True),
        ("The appointment is booked for 18:15.", False),
        ("Three of the four visits in the donation history ended in a donation.", True),
        ("The emergency contact number is 0113 496 0000.", False),
        ("The health questionnaire has not been finished yet.", True),
        ("Platelets can be chosen as the donation type for this appointment.", False),
        (
            "Text reminders are on, but emails about when the blood is used at a hospital are off.",
            True,
        ),
        ("The October 2024 donation was made at Leeds City Donor Centre.", False),
        ("Haemoglobin at the June 2025 donation was 141 g/L.", True),
        ("All the items on the 'Before you donate' checklist are ticked.", False),
    ],
    "ev_home_charger.html": [
        ("Eco is the charge mode currently selected.", True),
        ("The charger is currently delivering 18.4 kW.", False),
        ("The car is being charged to an 80% target.", True),
        ("The off-peak rate is currently 8.5p per kWh.", False),
        ("One of the four recent sessions failed.", True),
        ("The charger's current limit is set to 32 A.", False),
        ("The four recent sessions cost £4.45 altogether.", True),
        ("The Installer details section is expanded.", False),
        ("The charger lock is on and solar-only charging is off.", True),
        ("The Sun 5 Oct session used 15.1 kWh.", False),
        ("The Tue 30 Sep session was charged at the peak rate.", True),
        ("The recent sessions used 41.7 kWh in total.", False),
    ],
    "jury_summons_reply.html": [
        ("Jamal has said he needs to defer his jury service to a later date.", True),
        ("The new start date of 1 December 2025 has been agreed.", False),
        ("Pre-booked holiday is the reason chosen for changing the date.", True),
        ("Three alternative start dates have been chosen.", False),
        (
            "Two alternative start dates are ticked: 1 December 2025 and 12 January 2026.",
            True,
        ),
        ("Monday 17 November 2025 is one of the alternative dates ticked.", False),
        ("No evidence file has been uploaded yet.", True),
        ("The Save and continue button is enabled.", False),
        ("The 'Expenses you can claim' section is open.", True),
        ("The Eligibility and 'Can you attend?' steps are both marked as completed.", False),
        (
            "The summons is for Manchester Crown Court (Minshull Street), arriving by 9:15am "
            "on Monday 10 November 2025.",
            True,
        ),
        ("The juror number is 418 220 971.", False),
    ],
    "conference_badge_registration.html": [
        ("Vegetarian and gluten-free are both ticked as dietary requirements.", True),
        ("The opening keynote starts at 09:30 UTC.", False),
        ("The early-bird discount is 10% of the Pro pass price.", True),
        ("The badge will show the name Tomasz Wielgosz.", False),
        (
            "Listing in the attendee directory is switched on, while sharing contact details "
            "with sponsors is off.",
            True,
        ),
        ("The attendee has a confirmed seat at the Scaling Postgres workshop.", False),
        ("The invoice has not been paid yet.", True),
        ("The Download badge PDF button can be clicked.", False),
        ("Only one of the two workshops in the agenda is confirmed.", True),
        ("The total due is €741.00.", False),
        ("M is the T-shirt size picked.", True),
        ("Vegan is among the dietary requirements ticked.", False),
    ],
}
