"""Fifteenth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Pages:

- parcel_locker.html: parcel locker pickup list with fees, pickup-code toggles
  and an extend-pickup form.
- parent_portal.html: school parent portal with child switcher, attendance,
  payments, homework table and a trip consent form.
- parking_permit.html: resident parking permit renewal with vehicles, documents,
  zone/length choices, price summary and an error banner.
- desk_booking.html: coworking desk booking with desk type, extras, a recurring
  switch, desk availability and past bookings.
- wine_club.html: wine club membership with plan radios, frequency, taste
  preferences, next-box contents and totals, and shipment history.

Near-miss kinds used in the false statements: a value from the neighbouring
look-alike row (transposed IDs and registrations), an option present but not
selected, a subtotal or line item given as the total, transposed digits, an
off-by-meaning count (passes left read as used, absences vs unauthorised),
a status one step away, a negative or "all" claim contradicted by one row,
an unchecked box called ticked, a disabled control called enabled or
available, an empty field called filled, and a half-true "and" claim.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH14_CASES: dict[str, list[tuple[str, bool]]] = {
    "parcel_locker.html": [
        ("Maren Olsen is signed in.", True),
        ("Parcel PL-4471-208 is waiting at the Harbour Mall locker.", False),
        ("The parcel from Lumi Cosmetics is still in transit.", True),
        ("Total storage fees due: €4.05", False),
        ("No parcel has been returned to sender.", False),
        (
            "In the extension form, 2 days is selected and SMS notification is ticked.",
            True,
        ),
        ("Email notification is checked.", False),
        ("The 'Open compartment remotely' button is disabled.", True),
        ("Parcel selected in the extension form: PL-4471-208", False),
        ("The pickup code section for PL-4471-208 is expanded.", True),
        ("Three parcels are marked Ready for pickup.", False),
        (
            "The banner says compartments C20–C24 at Central Station are out of service until 14 June.",
            True,
        ),
    ],
    "parent_portal.html": [
        ("Mateo Reyes is the child currently selected.", False),
        (
            "The logged-in parent is Daniel Reyes and the selected child is Sofia Reyes.",
            True,
        ),
        ("Fractions worksheet 4 was graded 18/20.", False),
        ("Fractions worksheet 3 was graded 18/20.", True),
        ("Total amount due: £36.00", False),
        ("Exactly one homework task is marked Missing.", True),
        ("The emergency contact phone field is filled in.", False),
        ("The 'Submit consent' button is disabled.", True),
        ("Packed lunch from school is ticked.", False),
        ("Allergy details: Peanuts", True),
        ("Sofia has 3 unauthorised absences this term.", False),
        ("The banner announces that the school is closed on Friday 14 June.", True),
    ],
    "parking_permit.html": [
        ("Vehicle selected for renewal: KD19 XRT", True),
        ("Signed in as Priya Natarajan and automatic renewal is enabled.", False),
        ("The permit for KD91 XRT is active.", False),
        ("The 12 months permit length is selected.", True),
        ("Zone CA is the selected permit zone.", False),
        ("The total to pay is £105.00.", True),
        ("The Pay button is enabled.", False),
        ("Visitor vouchers quantity is 20.", True),
        ("All uploaded documents are verified.", False),
        ("The council tax bill was rejected.", True),
        ("The low-emission discount is £51.00.", False),
        ("The Permit conditions section is collapsed.", True),
    ],
    "desk_booking.html": [
        ("3 of 10 day passes have been used this month.", False),
        ("Tomasz Wrona is logged in.", True),
        ("Fixed desk is selected as the desk type.", True),
        ("The Phone booth option can be chosen.", False),
        ("Desk D-212 is booked.", False),
        ("Monitor is ticked but Locker is not.", True),
        ("Two desks are listed as Available.", True),
        ("Location: Riverside – Floor 3", False),
        ("The 14 June booking at Canal Street is confirmed.", False),
        ("The recurring weekly booking switch is off.", True),
        ("Extras total: £11.00", False),
        ("The Book desk button is enabled.", True),
    ],
    "wine_club.html": [
        ("The Collector plan is selected.", False),
        ("Delivery frequency: Every 2 months", True),
        ("Red and White are ticked, Rosé is not.", True),
        ("Sparkling is one of the ticked wine preferences.", False),
        ("Order total for the next box: €89.00", False),
        ("The next box total is €79.00.", True),
        ("The Holiday Sparkling box from December 2023 was refunded.", True),
        ("Every past shipment has the status Delivered.", False),
        ("The Rioja Reserva in the next box is a 2019 vintage.", False),
        ("The Save preferences button is disabled.", True),
        ("The Discovery plan costs more than the Cellar Select plan.", False),
        ("Helena Brandt is signed in.", True),
    ],
}
