"""Nineteenth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values and row texts) before use.

Pages:
- council_tax_direct_debit.html: a council's Direct Debit setup form with a validation error.
- freight_booking.html: a sea freight booking draft with cargo lines, a quote and a stale quote.
- conference_talk_submission.html: a call-for-papers talk form in draft, on its first tab.
- ski_pass_shop.html: a guest lift-pass basket with an expired promo code and an open dialog.
- card_controls.html: a bank's debit card controls with switches, limits and declined payments.

Near-miss kinds used for the false statements: present-but-unselected option or radio,
neighbouring look-alike row's value, transposed digits, placeholder taken as a value,
stale or cancelled status taken as current, half-true conjunction, collapsed section said
expanded, disabled button said enabled, off-by-one count, wrong month in a date, unticked
box said ticked, ticked box said unticked, wrong tab said selected, draft said submitted.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH18_CASES: dict[str, list[tuple[str, bool]]] = {
    "council_tax_direct_debit.html": [
        ("The user is signed in as Harriet Okafor", True),
        ("The payment date is set to the 15th of each month", True),
        ("The 10 monthly instalments option is selected", True),
        ("The Direct Debit Guarantee checkbox is not ticked", True),
        ("The Set up Direct Debit button is disabled", True),
        ("The account number entered is one digit short of what the form requires", True),
        ("The 12 monthly instalments option is selected", False),
        ("The first instalment is £184.23", False),
        ("The sort code field contains 20-54-77", False),
        ("The account holder name field contains Harriet Okafor", False),
        ("The Direct Debit ending 7731 is currently active", False),
        (
            "Both 'I am the only person required to authorise' and 'Send my bills by email' are ticked",
            False,
        ),
    ],
    "freight_booking.html": [
        ("The 40ft High Cube container type is selected", True),
        ("The Incoterms are set to FOB", True),
        ("The cargo ready date is 12 June 2025", True),
        ("Cargo insurance is switched off", True),
        ("The Confirm booking button is enabled but Add customs broker is disabled", True),
        ("The glass tumblers cargo line weighs 2,780 kg", True),
        ("The ceramic serving bowls line has 8 pallets", False),
        ("The booking is for a 40ft Standard container", False),
        ("Quote Q-48812 is valid until 14 June 2025", False),
        ("The customer PO reference is PO-77120", False),
        ("The total payable is £1,976.00", False),
        ("The dangerous goods checkbox is ticked", False),
    ],
    "conference_talk_submission.html": [
        ("The user is signed in as Priya Natarajan", True),
        ("The Talk details tab is the selected tab", True),
        ("The Frontend & Web Platform track is selected", True),
        ("The 25-minute session format is chosen", True),
        ("The Submit talk button is disabled", True),
        ("The travel support checkbox is not ticked", True),
        ("The Deep dive (45 min) format is selected", False),
        ("The co-speaker email is sam.oduya@example.com", False),
        ("The code of conduct section is expanded", False),
        ("The talk 'Hydration, explained with houseplants' was accepted in 2024", False),
        ("The abstract counter shows 212 of 1,200 characters", False),
        ("The talk has been submitted and is awaiting review", False),
    ],
    "ski_pass_shop.html": [
        ("The shopper is checking out as a guest, not signed in", True),
        ("The 6 days duration is selected", True),
        ("The basket contains three passes", True),
        ("The promo code EARLYBIRD25 was not accepted because it has expired", True),
        ("A dialog saying Tom Reyes's pass needs a photo is open", True),
        ("The Snowcare insurance checkbox is unticked", True),
        ("The subtotal is €811.00 and the total to pay is €608.25", False),
        ("Ana Reyes's pass photo is missing", False),
        ("The Continue to payment button is enabled", False),
        ("The basket contains four passes", False),
        ("The first ski day is 14 January 2026", False),
        ("The reusable KeyCards checkbox is not ticked", False),
    ],
    "card_controls.html": [
        ("The Visa Debit card ending 4417 tab is selected", True),
        ("The card is not frozen", True),
        ("Payments abroad are switched off", True),
        ("The daily cash withdrawal limit is set to £300", True),
        (
            "The Report lost or stolen button is enabled and the Save changes button is disabled",
            True,
        ),
        ("The declined list shows two payments to HOTEL LISBOA CENTRO", True),
        ("The Mastercard Credit card ending 4471 is the card being shown", False),
        ("The monthly spending cap is set to £2,500", False),
        ("The gambling block is switched off", False),
        ("The debit card ending 9920 is active", False),
        ("The SKYBET payment of £20.00 was declined on 3 May 2025", False),
        ("The View PIN button is enabled", False),
    ],
}
