"""Seventeenth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values and row texts) before use.

Pages:
- carshare_trips.html: car-sharing app with a current booking (options, switches,
  disabled unlock button) and a trip history table with look-alike Yaris rows.
- vet_patient_record.html: veterinary patient record with an allergy alert,
  vaccinations table, weight chart values and an owner details form.
- home_insurance_renewal.html: signed-out home-insurance renewal quote with cover
  radios, excess select, optional extras, specified items and a price summary.
- saas_billing_seats.html: SaaS workspace billing & seats admin with a members
  table (two Whitfields), add-on switches, next-invoice breakdown and invoices.
- mealkit_deliveries.html: meal-kit "manage deliveries" page with weekly rows,
  a skipped week, one-off extras, dietary checkboxes and delivery details.

Near-miss kinds used for the false statements: value from the neighbouring
look-alike row, switch said on when off, subtotal/gross given as the total,
option present but not selected, placeholder taken for a value, universal
contradicted by one row, later weight reading taken for the latest, unchecked
box said ticked, secondary contact taken for the primary owner, collapsed
section said expanded, off-by-one count, future date shifted by a year,
disabled button said enabled, half-true conjunction, transposed digits, similar
name with a different role, stale status, radio from the same group not chosen,
deadline from the neighbouring week, unselected tab said selected.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH16_CASES: dict[str, list[tuple[str, bool]]] = {
    "carshare_trips.html": [
        ("Priya Natarajan is signed in.", True),
        ("The Unlock car button is disabled while the Extend booking button is enabled.", True),
        ("The 24 May 2025 trip was in a VW ID.3 and covered 118 km.", True),
        ("Damage cover is ticked for the current booking, but a child seat is not.", True),
        ("Exactly one trip in the history has the status Disputed.", True),
        ("The most expensive trip in the history cost £46.20.", True),
        ("The trip on 31 May 2025 covered 42 km.", False),
        ("The Share trip with emergency contacts switch is turned on.", False),
        ("Total charged (excl. refunds): £143.90", False),
        ("Pay as you go is the selected membership plan.", False),
        ("Sam Patel is named as the additional driver on the booking.", False),
        (
            "Every Toyota Yaris Hybrid trip in the history was picked up from Elm Street Bay 3.",
            False,
        ),
    ],
    "vet_patient_record.html": [
        ("The patient Biscuit is recorded as a male neutered Cocker Spaniel.", True),
        ("The Leptospirosis (L4) vaccination given on 14 Mar 2024 is overdue.", True),
        ("Phone call is the chosen preferred contact method.", True),
        (
            "Biscuit's recorded weight went up from 14.2 kg in Jan 2024 to 15.6 kg in Sep 2024.",
            True,
        ),
        ("The Save owner details button cannot be clicked.", True),
        ("The nervous-patient muzzle switch is on but the dental review flag is off.", True),
        ("The kennel cough vaccination is next due on 02 Sep 2026.", False),
        ("Biscuit's most recent recorded weight is 15.1 kg.", False),
        ("Consent to share clinical records with the insurer has been given.", False),
        ("Gwen Llewellyn is the primary owner.", False),
        ("The Clinical history section is expanded.", False),
        ("Three vaccination rows have the status Up to date.", False),
    ],
    "home_insurance_renewal.html": [
        ("Buildings & contents is the selected type of cover.", True),
        ("Voluntary excess: £250", True),
        ("Home emergency cover is included but family legal expenses cover is not.", True),
        ("The visitor is not signed in.", True),
        ("This year's annual total of £596.89 is more than last year's price.", True),
        ("The road bike is the only specified item not covered away from home.", True),
        ("Total to pay annually: £532.94", False),
        ("The Accept renewal button is enabled.", False),
        ("Auto-renew next year is switched on.", False),
        ("The engagement ring is specified with a value of £1,200.", False),
        ("Accidental damage cover is selected for both buildings and contents.", False),
        ("The rebuild cost is £258,000.", False),
    ],
    "saas_billing_seats.html": [
        ("The Billing & seats tab is selected.", True),
        ("Daniel Whitfield is an Editor with Active status.", True),
        ("Ren Tanaka appears in the seats table with the status Invited.", True),
        ("The June 2025 invoice was paid but the July 2025 invoice failed.", True),
        ("Advanced audit log is on while SSO enforcement is off.", True),
        ("Fewer than half of the members listed are Viewers.", True),
        ("Dana Whitfield has the Editor role.", False),
        ("Billed annually is the selected billing cycle.", False),
        ("Next invoice total: £128.00", False),
        ("All of the paid seats are in use.", False),
        ("The coupon code SPRING25 has been applied.", False),
        ("Tomás Ibarra's status is Active.", False),
    ],
    "mealkit_deliveries.html": [
        ("Eleanor is logged in.", True),
        ("The week 26 delivery on Tue 24 Jun is skipped.", True),
        ("The selected delivery slot is 12pm–5pm.", True),
        ("Garlic flatbreads are added to week 27 but sticky toffee pudding is not.", True),
        ("Recipes for week 25 can no longer be edited.", True),
        ("The week 27 delivery costs more than the week 28 delivery.", True),
        ("Recipes per week is set to 4.", False),
        ("Vegetarian is ticked in the dietary preferences.", False),
        ("The deadline to choose week 28 recipes is 26 Jun.", False),
        ("The Past deliveries tab is the one currently selected.", False),
        ("Week 27 total: £53.47", False),
        ("The postcode is BS6 5TQ.", False),
    ],
}
