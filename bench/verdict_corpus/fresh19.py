"""Twentieth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values and row texts) before use.

Pages:
- wedding_rsvp.html: a wedding guest's draft RSVP with meal choices for two guests and a phone error.
- driving_test_booking.html: choosing a driving test slot, with a cancelled earlier test and a hold dialog.
- mobile_account_usage.html: a mobile network account's usage, add-ons, bills and settings.
- removals_quote.html: a guest's house-removal quote with an inventory, extras and a parking error.
- charity_regular_giving.html: a donor's monthly gift, gift history and an open cancel dialog.

Near-miss kinds used for the false statements: a neighbouring row's value, a present-but-unselected
option, an unticked or switched-off control said on, a draft said submitted, a placeholder taken as a
value, a collapsed section said expanded, a wrong month in a date, a cancelled earlier booking taken as
current, transposed digits, a taken slot said available, a disabled button said enabled, a wrong tab
said selected, a due bill said paid, a cancelled or failed item said active or collected, an open
cancel dialog taken as a done cancellation, a half-true conjunction.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH19_CASES: dict[str, list[tuple[str, bool]]] = {
    "wedding_rsvp.html": [
        ("Hannah Okafor's main course is the pan-fried sea bass", True),
        ("Daniel Reyes's main course is the pan-fried sea bass", False),
        ("Seats on the shuttle from Harrogate station are switched on", True),
        ("Booking a room from the Boar's Head Hotel block is switched on", False),
        ("The Submit RSVP button is disabled", True),
        ("The RSVP has been submitted", False),
        ("The mobile number field shows a validation error", True),
        ("A song request has been entered", False),
        ("Gluten-free is not ticked for Hannah Okafor", True),
        ("The 'Children attending' section is expanded", False),
        ("The party lists 2 guests", True),
        ("The RSVP deadline is 14 June 2027", False),
    ],
    "driving_test_booking.html": [
        ("The Bristol (Avonmouth) test centre is selected", True),
        ("The Bristol (Kingswood) test centre is selected", False),
        ("The 08:40 test on Wednesday 10 March 2027 is available", True),
        ("The 10:14 test on Tuesday 9 March 2027 is available", False),
        ("A dialog asking whether to hold the test slot is open", True),
        ("The candidate has a car test booked for Thursday 4 February 2027", False),
        ("The Confirm email address field shows an error that the email addresses do not match", True),
        ("The selected test slot is Thursday 11 March 2027 at 13:72", False),
        ("The weekday test fee is £62.00", True),
        ("The Automatic car type is selected", False),
        ("Exactly 3 tests in the table are shown as Available", True),
        ("The 'Pay £62.00 and book test' button is enabled", False),
    ],
    "mobile_account_usage.html": [
        ("The monthly spend cap is set to £10", True),
        ("The monthly spend cap is set to £20", False),
        ("EU roaming is switched on", True),
        ("The adult content filter is switched on", False),
        ("The Extra 10GB data add-on has expired", True),
        ("The International calls bundle is active", False),
        ("18.4 GB of the 30 GB data allowance has been used", True),
        ("The April 2027 bill of £23.50 has been paid", False),
        ("The Usage & settings tab is selected", True),
        ("The Bills tab is selected", False),
        ("Two add-ons are currently active", True),
        ("The March 2027 bill was £14.00", False),
    ],
    "removals_quote.html": [
        ("The quote total is £745", True),
        ("The quote total is £754", False),
        ("The full packing service is ticked", True),
        ("Furniture dismantling & reassembly is ticked", False),
        ("The inventory lists 12 large boxes", True),
        ("The inventory lists 30 large boxes", False),
        ("The user is not signed in", True),
        ("The moving date is 14 September 2027", False),
        ("The total inventory volume is 12.8 m³", True),
        ("The 7.5 tonne lorry with 3 movers is selected", False),
        ("The 'I'm flexible on dates' option is not ticked", True),
        ("The 'Terms and cancellation' section is expanded", False),
    ],
    "charity_regular_giving.html": [
        ("A monthly amount of £10 is selected", True),
        ("The £20 monthly amount is selected", False),
        ("Gift Aid is ticked", True),
        ("Updates by post are switched on", False),
        ("The gift is collected on the 15th of the month", True),
        ("The monthly gift has been cancelled", False),
        ("The sort code field shows a validation error", True),
        ("An amount has been entered in the Other amount field", False),
        ("The 15 March 2027 gift was collected", True),
        ("The 15 February 2027 gift was collected", False),
        ("Three gifts in the recent gifts table are shown as collected", True),
        ("The monthly gift is £10 to the Education Fund", False),
    ],
}
