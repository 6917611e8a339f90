"""Twenty-second blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values and row texts) before use.

Pages:
- dental_practice_recall.html: a dental practice's recall screen for one patient (recall table, reminder channels, switches, an email error, collapsed medical alerts, reminder log, balance).
- freight_shipment_tracking.html: a haulier's tracking page for a shipment held at customs (event table, revised delivery date, pallet weights, charges with subtotal and total, delivery preferences).
- sports_club_membership.html: a sports club member's plan and add-ons with an open "Remove the Squash add-on?" confirmation dialog, monthly cost with discount, bookings table, collapsed payment history.
- energy_tariff_switch.html: step 2 of an energy tariff switch saved as a draft (tariff comparison with the chosen one, meter readings with a gas reading error, payment options, switches).
- library_room_booking.html: a university library group room search with a room availability table, an unconfirmed draft booking with a missing-title error, an expanded equipment loan section and the student's own bookings.

Near-miss kinds used for the false statements: option present but not selected, unticked
checkbox beside ticked ones, neighbouring row's value or date, row's status swapped with
a neighbour's, transposed digits, placeholder taken as a value, previous (struck-out) date,
subtotal taken as total, last payment taken as balance, switch in the opposite state,
half-true conjunction, pending confirmation dialog or draft taken as done, another
tariff's figure attributed to the current one, collapsed section said to be expanded.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH21_CASES: dict[str, list[tuple[str, bool]]] = {
    "dental_practice_recall.html": [
        ("The Recalls tab is selected.", True),
        ("The recall interval is set to 9 months.", False),
        ("The Email reminder channel is ticked and an error asks for an email address.", True),
        ("The Letter reminder channel is ticked.", False),
        ("The Save recall settings button is disabled.", True),
        ("The overdue check-up was due on 12 Mar 2025.", False),
        ("Automatic reminders are switched on, but reminders at weekends are switched off.", True),
        ("The patient's email address is name@example.com.", False),
        ("The Medical alerts section is collapsed.", True),
        ("The hygienist clean due on 17 Sep 2025 is overdue.", False),
        ("Two SMS reminders are listed in the reminder log.", True),
        ("The outstanding balance is £45.00.", False),
    ],
    "freight_shipment_tracking.html": [
        ("The shipment's status is Customs hold.", True),
        ("The estimated delivery date is 04 Oct 2025.", False),
        ("Pallet 2 weighs 421 kg.", True),
        ("The total weight of the shipment is 1,213 kg.", False),
        (
            "The Release for delivery button is disabled while the Upload corrected invoice button is enabled.",
            True,
        ),
        ("The morning delivery window is selected and weekend delivery is allowed.", False),
        ("The tail lift option is ticked.", True),
        ("The total charge including VAT is £1,339.40.", False),
        ("An error says the commercial invoice is missing an HS code for line 2.", True),
        ("The site contact phone number is +44 7700 900123.", False),
        ("The Consignee details section is not expanded.", True),
        ("The shipment was loaded on the ferry in Hull.", False),
    ],
    "sports_club_membership.html": [
        ("The Off-peak Adult plan is selected.", True),
        ("The Climbing wall add-on is ticked.", False),
        ("A dialog asking whether to remove the Squash add-on is open.", True),
        ("The Squash add-on has been removed from the membership.", False),
        ("The monthly total after the member discount is £41.40.", True),
        ("The home branch is set to Northgate.", False),
        ("The post code is LS6 2QT.", True),
        ("Auto-renew and marketing emails are both switched on.", False),
        ("The squash booking on Thu 16 Oct 2025 is waitlisted.", True),
        ("The spin class on Sat 18 Oct 2025 is confirmed.", False),
        ("The Personal training add-on checkbox is disabled.", True),
        ("The Payment history section is expanded.", False),
    ],
    "energy_tariff_switch.html": [
        ("The Fix 12 Green tariff is selected.", True),
        ("The Fix 24 Saver unit rate is 22.86p/kWh.", False),
        ("The meter type is Smart (SMETS2) and the electricity reading is 04817.", True),
        ("The gas meter reading entered is 01234.", False),
        ("An error asks for a gas meter reading.", True),
        ("The tariff switch has been submitted.", False),
        ("Paperless billing is turned on.", True),
        ("Sharing half-hourly smart meter readings is switched on.", False),
        ("The Continue to review button is disabled.", True),
        ("The Fix 12 Green tariff has a £75 exit fee.", False),
        ("The box to submit the gas reading later is not ticked.", True),
        ("The current tariff's standing charge is 49.10p per day.", False),
    ],
    "library_room_booking.html": [
        ("Email me a reminder is switched on and Add to my calendar is switched off.", True),
        ("The duration is set to 1.5 hours.", False),
        ("The booking is for 6 people.", True),
        ("Room 2.09 is free from 14:00 to 16:00 on Tue 18 Nov 2025.", False),
        ("The Book button for Room G.14 is disabled.", True),
        ("The booking of Room 2.07 on Tue 18 Nov 2025 has been confirmed.", False),
        ("An error says a booking title is required.", True),
        ("The Step-free access filter is ticked.", False),
        ("The Equipment loan section is expanded and the HDMI adapter is ticked.", True),
        ("The Mon 17 Nov 2025 booking of Room G.14 is confirmed.", False),
        ("Two of the bookings under My bookings are confirmed.", True),
        ("Room 3.11 has 8 seats.", False),
    ],
}
