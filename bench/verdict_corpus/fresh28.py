"""Twenty-ninth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values and row texts) before use.

Pages:
- tool_hire_return.html: tool-hire return check-in with a damaged item, a missing lead and a deposit refund.
- choir_concert_rota.html: community choir summer rota with availability selects and a swap dialog open.
- district_nurse_visits.html: home-visit community nursing schedule for a patient with a leg ulcer.
- campsite_pitch_amendment.html: campsite booking amendment to a new pitch and an extra night, price review step.
- bakery_wholesale_order.html: café's weekly wholesale bakery order with a substitution and a volume discount.

Near-miss kinds used for the false statements: option present but not selected,
struck-out old value said as current, disabled button said usable, placeholder
said as an entered value, pending step said as done (and as current), hidden
message said shown, switch off said on, neighbouring row's value, status swapped
between rows, transposed digits, count off by one, wrong am/pm for a 24-hour
time, half-true conjunction. New kinds: a total that ignores a discount, a
balance that ignores a discount, a percentage said as the amount, a date one
day off, a name from the dialog's other option, a wrong reason for a true
state, a per-item price difference miscomputed, a universal claim with one
exception.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH28_CASES: dict[str, list[tuple[str, bool]]] = {
    "tool_hire_return.html": [
        (
            "The hammer drill came back in good condition, but the tile cutter was returned damaged.",
            True,
        ),
        ("Both extension leads have been returned.", False),
        ("The total charges come to £220.00.", False),
        ("A late return charge of £20 applies, reduced from £30.", True),
        ("The Confirm return & refund button can be clicked.", False),
        ("The customer is due a refund of forty-five pounds from the deposit.", True),
        ("Store credit is the selected refund method.", False),
        (
            "The items were brought back at quarter past nine in the morning, the day after the hire ended.",
            True,
        ),
        ("The hire was due to end at 5 am on Tuesday 10 June.", False),
        ("Refunding to the card ending 4417 is chosen rather than store credit.", True),
        ("A message confirms that the refund has been issued.", False),
        (
            "The 'Late return policy' section is expanded while "
            "'How damage charges are calculated' is collapsed.",
            True,
        ),
    ],
    "choir_concert_rota.html": [
        ("Priya has marked herself as available on 28 June.", False),
        ("Priya is down as not available on 21 June.", True),
        ("Singers must arrive for the 14 June concert by 18:00.", False),
        ("The call time for the 14 June concert is half past six in the evening.", True),
        ("The altos have twice as many singers as the tenors.", True),
        ("The choir has 42 singers in total.", False),
        ("In the swap dialog, Ruth Evans is chosen as the person to swap with.", False),
        ("A dialog asking who to swap the 5 July refreshments duty with is open.", True),
        ("Ticket sales is shown as a completed step.", False),
        ("The Rota tab is the one currently shown, not the Repertoire tab.", True),
        (
            "More tickets have been sold for the 14 June concert than for the 28 June concert.",
            True,
        ),
        ("The 28 June concert is at St Mary's Church.", False),
    ],
    "district_nurse_visits.html": [
        ("The Friday 13 June visit is at half past two in the afternoon with Dev Patel.", True),
        ("The Friday 13 June visit is with Nurse Ana Costa.", False),
        ("Two of the visits this fortnight have been completed.", True),
        ("The Wednesday 18 June visit is still scheduled.", False),
        ("Besides penicillin, the patient is also allergic to Elastoplast.", True),
        ("A neighbour's number has been entered as the alternative contact.", False),
        ("The preferred visit window is mornings, between 8 am and noon.", True),
        ("The Request extra visit button is available to use.", False),
        ("The wound care plan is expanded but the medication list is not.", True),
        ("A message confirms that a visit has been booked.", False),
        ("The Monday 9 June visit lasted half an hour.", True),
        ("The patient's NHS number is 485 777 3465.", False),
    ],
    "campsite_pitch_amendment.html": [
        ("The stay now lasts four nights and ends on Tuesday 22 July.", True),
        ("The stay ends on Monday 21 July.", False),
        ("Unlike the original pitch 14, the new pitch has an electric hook-up.", True),
        ("The balance to pay now is £78.00.", False),
        ("A loyalty discount of £5.00 is applied.", False),
        ("The loyalty discount is worth £7.60, five per cent of the pitch cost.", True),
        ("The 16:00–18:00 arrival window is selected, i.e. between 4 and 6 pm.", True),
        ("A late arrival after 18:00 is selected.", False),
        ("Review price is done and Pay difference is the current step.", False),
        ("Campervan is the chosen vehicle type, with registration KX19 RTD.", True),
        ("Changes can be made free of charge until Saturday 5 July.", False),
        ("The dog is charged at £3 a night, £12 for the whole stay.", True),
    ],
    "bakery_wholesale_order.html": [
        ("The order total is £119.40.", False),
        ("After the volume discount, the order comes to £109.85.", True),
        ("Three dozen butter croissants are on the order.", True),
        ("Eight dark rye loaves are on the order.", False),
        ("Delivery is free because the order is over £75.", True),
        ("Delivery is free because the café gets an 8% volume discount.", False),
        ("Cardamom buns replace the cinnamon buns at the same price.", True),
        ("Each pain au chocolat costs 15p more than a croissant.", False),
        ("The van is due between half past five and half past six in the morning.", True),
        ("Every product on this week's order is being supplied as ordered.", False),
        (
            "Both 'Repeat this order every week' and 'Leave at the back door' are switched on.",
            True,
        ),
        ("Baking has started on this order.", False),
    ],
}
