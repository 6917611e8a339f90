"""Thirty-first blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values, visible and hidden texts)
before use.

Pages:
- hospital_visiting_slots.html: hospital ward visit booking at the time-slot step, with visitor ticks, a moved slot and parking.
- sunday_league_table.html: Sunday football league table with a points deduction, form guide and rearranged fixture.
- nursery_fee_statement.html: day nursery monthly fee statement with funded hours, a sibling discount and a waived fee.
- opticians_glasses_order.html: opticians order tracker while lenses are being made, with a sale frame and a half-price second pair.
- soft_play_party_booking.html: soft-play birthday party booking at the food and extras step, with replies, allergies and a deposit.

Near-miss kinds used for the false statements: struck-out old value said as
current, placeholder said as an entered value, option present but not ticked,
radio option offered but not chosen, hidden message said shown, current step
said as done, switch off said on, both switches' states swapped, universal
claim with one exception, neighbouring row's value. New kinds: tooltip (title)
text said to be visible on the page, a relative date ("tomorrow") wrong against
the page's today, a daily price cap said as the hourly rate, a tie said as a
lead, a negative figure's sign flipped, a comparison reversed, a weekly average
said as the month's total, a percentage taken of the wrong base, a count of
hours said as pounds, a conditional offer said as unconditional, one item's
property extended to both items, "all but one" said when three are missing, a
per-item price said as the line total, and a value read from the field next to
the one named.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH30_CASES: dict[str, list[tuple[str, bool]]] = {
    "hospital_visiting_slots.html": [
        ("Sandra and Tom are ticked as visitors, but Ellie is not.", True),
        ("The Thursday afternoon visit that is selected starts at 3 pm.", False),
        ("Between them, the five listed slots have 12 visitor places still free.", True),
        (
            "Visible text on the page tells visitors that under-12s must be accompanied by an adult at all times.",
            False,
        ),
        ("The slot chosen so far is for tomorrow afternoon.", False),
        ("The Wednesday afternoon slot can't be picked because it has no places left.", True),
        ("Parking in visitor car park B costs £14.00 an hour.", False),
        ("Sandra's email address has been filled in as sandra.firth@example.com.", False),
        ("There is no notice on the page saying the ward is closed because of an outbreak.", True),
        ("The button for adding another visitor is greyed out.", True),
        ("Text reminders are off, but the ward is allowed to phone to rearrange the visit.", False),
        (
            "Sandra has given her mobile number, 07700 900731, and has not applied for a weekly parking permit.",
            True,
        ),
    ],
    "sunday_league_table.html": [
        ("Oakfield Rovers are top of Division Two, two points ahead of Millbrook Athletic.", True),
        ("Kings Arms FC are on 28 points.", False),
        ("Kings Arms FC have had three points docked, which leaves them third.", True),
        ("Brookside Villa are still waiting for their first league win of the season.", True),
        ("Brookside Villa have lost every match they have played.", False),
        ("Brookside Villa's goal difference is plus 27.", False),
        ("Hollins Park have a better goal difference than St Jude's Old Boys.", False),
        ("Millbrook Athletic have let in more goals than Oakfield Rovers.", False),
        (
            "Red Lion Wanderers and St Jude's Old Boys have each played one game fewer than every other side.",
            True,
        ),
        ("Sunday's Red Lion v St Jude's match now kicks off at quarter past one in the afternoon.", True),
        ("The table is showing home games only.", False),
        (
            "No message about Sunday's games being called off for waterlogged pitches is showing, "
            "and the Submit a result button can't be used.",
            True,
        ),
    ],
    "nursery_fee_statement.html": [
        ("After the Tax-Free Childcare payment, £144.90 is still owed for October.", True),
        ("Isla is booked for 25 hours at nursery in October.", False),
        ("The £15 late collection charge has been let off.", True),
        ("The sibling discount works out at £73.40.", False),
        ("The government-funded hours take £60 off the bill.", False),
        ("The nursery holds a £150 deposit, which is not taken off this statement.", True),
        ("Employer childcare vouchers have been chosen to part-pay the bill.", False),
        ("Eight of Isla's thirteen sessions in October are full days.", True),
        ("A banner warns that a £25 late payment fee has been added to the account.", False),
        ("Isla's 30-hours eligibility code has already been passed to the nursery.", False),
        ("Lunches for October come to less than fifty pounds.", True),
        ("Statements will arrive by email but not as a paper copy in the post.", True),
    ],
    "opticians_glasses_order.html": [
        ("The tortoiseshell frame has been reduced by £30.", True),
        ("The Harlow 52 frame costs £149.00.", False),
        (
            "Anti-reflection coating is included, but neither the blue-light filter nor photochromic lenses are.",
            True,
        ),
        ("The blue-light filter has been added to the first pair's lenses.", False),
        ("Taking off the £100 deposit, Emma still has £273.50 to pay when she collects.", True),
        ("A message says Emma's glasses are ready to pick up in Harrogate.", False),
        ("The lenses are still being made, so a collection appointment can't be booked yet.", True),
        ("Emma will get a phone call when her glasses are ready.", False),
        ("Both eyes have the same reading addition.", True),
        ("Any second pair Emma orders in future will be half price.", False),
        ("Both pairs of glasses on the order have varifocal lenses.", False),
        ("The lenses are expected on Tuesday 28 October, four days after the date shown on the page.", True),
    ],
    "soft_play_party_booking.html": [
        ("Counting Ruby, 14 children are being paid for.", True),
        ("All but one of the invited guests have said they're coming.", False),
        ("Party bags add £2.50 to the bill.", False),
        ("The online booking discount knocks £20.30 off the package.", True),
        ("Ruby's party is on a Saturday, with food from half past two in the afternoon.", True),
        ("Three gluten-free meals have been requested.", False),
        ("A face painter can't be added because there isn't one available that day.", True),
        ("The host has been given permission to take a group photo.", False),
        (
            "Three vegetarian meals are requested, and the kitchen is asked to prepare everything nut-free.",
            True,
        ),
        ("A message says the party has been moved to the Treehouse Room.", False),
        ("Once the £50 deposit is taken off, £189.70 is left to pay.", True),
        ("Leo is the guest with the nut allergy.", False),
    ],
}
