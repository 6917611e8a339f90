"""Sixteenth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values and row texts) before use.

Pages:
- baggage_claim.html: airline delayed-baggage claim tracker (bag tags, interim
  expenses, delivery preferences, expanded/collapsed sections).
- bin_collection.html: council bin collection schedule viewed signed out, with a
  garden waste subscription form and a disabled renew button.
- solar_monitor.html: home solar dashboard (period tabs, per-string output,
  battery settings, tariff panel, toast about an inverter).
- festival_wallet.html: music festival ticket wallet (ticket transfers, refunds,
  wristband delivery preferences, avatar plus name header).
- dog_walking_booking.html: dog walking booking form with upcoming walks,
  look-alike walker names and a wallet credit.

Near-miss kinds used for the false statements: transposed digits, a subtotal
given as the total, an option present but not selected, a radio from the same
fieldset that is not chosen, an unchecked box called ticked, a disabled button
called enabled, a collapsed section called expanded, an unselected tab called
selected, a status one step away, a code from the neighbouring row (similar tag
and ticket numbers), a look-alike person, a half-true conjunction, a universal or
negative contradicted by one row, an off-by-one count, an empty field described
by its placeholder, and a banner misquoted with a neighbouring identifier.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH15_CASES: dict[str, list[tuple[str, bool]]] = {
    "baggage_claim.html": [
        ("The Submit interim expenses button is enabled.", False),
        ("Signed in as Priya Raman", True),
        ("Delivery window: Afternoon (12:00–17:00)", True),
        ("The bag with tag SV 418727 has been located.", False),
        ("Leave with neighbour is ticked", False),
        ("Total claimed: £96.34", True),
        ("No bag on this claim has been delivered yet", False),
        (
            "Bank transfer is chosen as the compensation method and SMS updates are on",
            True,
        ),
        ("The banner says bag SV 418773 has been located at Lisbon", False),
        ("The Open reports tab is selected", True),
        ("The Flight details section is expanded", False),
        (
            "Three interim expenses are listed, and clothing is the most expensive of them",
            True,
        ),
    ],
    "bin_collection.html": [
        ("All collections are on a Tuesday", False),
        ("Nobody is signed in", True),
        ("Number of brown bins: 1", False),
        ("The blue recycling bin is next collected on Tuesday 16 December", True),
        ("Payment by direct debit is selected", False),
        ("Total due: £93.60", True),
        ("Email reminders are on but text message reminders are off", True),
        ("Two collections are marked Rescheduled", False),
        ("The Renew subscription button is disabled", True),
        ("The house number field contains 12", False),
        ("The food caddy is collected on the same day as the brown bin", False),
        ("The Request a new bin section is collapsed", True),
    ],
    "solar_monitor.html": [
        ("The Week tab is selected", False),
        ("Tomasz Nowak is logged in", True),
        ("Exported today: 9.7 kWh", False),
        ("String C is the only string with a warning", True),
        ("Battery mode is set to Time-of-use", False),
        ("All strings on Inverter 1 are online", True),
        ("Charge battery from grid overnight is enabled", False),
        ("Reserve capacity is set to 20%", True),
        ("String A generated more energy today than String B", True),
        ("The Run diagnostics button can be clicked", False),
        ("Total benefit today is £3.76", True),
        ("The toast says Inverter 3 reported low output", False),
    ],
    "festival_wallet.html": [
        ("Marta Oyelaran is signed in", True),
        ("Ticket FLF-26-0418 is active", False),
        ("The ticket selected for transfer is FLF-26-0481", False),
        ("Send transfer is disabled", True),
        ("Every ticket is held by Marta Oyelaran", False),
        ("Net total: £583.00", True),
        ("Wristbands will be collected at the box office", False),
        ("There are two Weekend Camping tickets", True),
        ("The recipient email field is filled in", False),
        (
            "The Tickets tab is selected and the Refund policy section is collapsed",
            True,
        ),
        ("Show tickets offline is on and marketing emails are on too", False),
        ("The Campervan pass costs more than the Saturday Day ticket", True),
    ],
    "dog_walking_booking.html": [
        ("Pepper is ticked in the Dogs list", False),
        ("Ellis Grant is signed in", True),
        ("Walk type: Solo 60 min", True),
        ("The preferred walker is Sami Okoro", False),
        ("All upcoming walks are confirmed", False),
        ("The Book recurring button is disabled", True),
        ("The walk on Wed 15 Apr is for both Biscuit and Pepper", True),
        ("Due after credit: £68.00", False),
        ("No walk has been cancelled", False),
        ("Key access is by lockbox", True),
        ("The walk date field contains Tue 14 Apr 2026", True),
        ("The Past walks section is expanded", False),
    ],
}
