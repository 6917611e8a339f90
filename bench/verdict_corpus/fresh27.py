"""Twenty-eighth blind test set for the verdict benchmark: five pages, 12 statements each.

Written blind by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values, visibility and row texts) before use.

Pages:
- hair_salon_rebooking.html: salon appointment with a removed add-on and the change-time dialog open.
- laptop_trade_in_quote.html: laptop trade-in at step 3 of 4 (condition), blocked by an unticked sign-out box.
- grocery_substitutions_review.html: grocery order with substitutions to accept or reject and a refused voucher.
- account_security_settings.html: account security page with an unrecognised sign-in and a sign-out dialog open.
- piano_exam_entry.html: music exam entry part-filled, blocked by missing supporting evidence.

Near-miss kinds used for the false statements: option present but not selected,
half-true conjunction, struck-out old value said as current, disabled button said
enabled, placeholder said as an entered value, pending step said as done, subtotal
said as the total, neighbouring row's value, transposed digits, count off by one,
status swapped between rows, wrong unit, wrong reason for a true state, value from
another column, collapsed section said open, unticked box said ticked; and, new here:
universal claim with one exception ("all ... were with X"), option carrying a
"Best value" badge said as chosen, hidden (not displayed) toast said as shown,
24-hour time read with the wrong am/pm, per-unit price swapped with the line total,
relative order of two rows reversed, a related record's details (a sibling's entry)
said of the main subject, and one deadline on the page given for a different one.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH27_CASES: dict[str, list[tuple[str, bool]]] = {
    "hair_salon_rebooking.html": [
        ("Tomasz Bielski is selected as the stylist in the change-time dialog.", False),
        ("In the change-time dialog, Saturday 21 June at 1:45 pm is the slot currently picked.", True),
        ("The services come to £122.00 in total.", False),
        ("The 09:30 time on Saturday can't be picked because it is fully booked.", True),
        ("The root colour touch-up takes an hour.", False),
        ("Once the £20 deposit is taken off, £84.00 is left to pay on the day.", True),
        ("The Cancellation policy section is expanded.", False),
        ("Day-before text reminders are switched on, but offer emails are not.", True),
        (
            "The Confirm new time button is greyed out because no time slot has been chosen yet.",
            False,
        ),
        ("The Olaplex treatment is no longer part of this booking.", True),
        ("All of Priya's previous visits were with Josie Whitlock.", False),
        ("The new time can't be confirmed until the late-change fee has been accepted.", True),
    ],
    "laptop_trade_in_quote.html": [
        ("The trade-in is on its third step, condition, with the payout step still to come.", True),
        ("Battery health is given as above 80%.", False),
        ("The screen has been described as lightly scratched.", True),
        ("The estimated quote is £375.00.", False),
        ("Of the accessories, only the charger is being sent.", True),
        ("Store credit has been chosen as the way to be paid.", False),
        ("A grade C laptop would get £297.00 in store credit.", True),
        ("A grade B laptop fetches £385.00 in cash.", False),
        ("The laptop switches on, and its original box is being sent with it.", False),
        ("The estimated quote is £60 less than the base price.", True),
        ("The quoted price is held for 14 weeks.", False),
        (
            "The Continue to payout button is disabled, and an error says the account sign-out box "
            "must be ticked first.",
            True,
        ),
    ],
    "grocery_substitutions_review.html": [
        ("The delivery slot is 8–9 am.", False),
        ("The vine tomatoes substitute has not yet been accepted or rejected.", True),
        ("The Tilda basmati rice substitute has been accepted.", False),
        ("Exactly one substitute has been accepted so far.", True),
        ("Bananas cost £1.08 each.", False),
        ("The delivery arrives between 8 and 9 in the evening.", True),
        ("The FRESH10 voucher was refused because it has expired.", False),
        ("No delivery instructions have been typed in.", True),
        ("The estimated total for the order is £21.88.", False),
        ("The eggs are out of stock and won't be charged for.", True),
        ("The sourdough loaf is listed above the free-range eggs.", False),
        (
            "The Edit order button is unavailable because changes to items closed on Thursday night.",
            True,
        ),
    ],
    "account_security_settings.html": [
        ("The recovery phone number +44 7700 900123 has been added.", False),
        ("The authenticator app is set as the second sign-in step.", True),
        ("Inactive sessions are signed out after 30 minutes.", False),
        ("Four devices are listed as signed in to the account.", True),
        ("A message on screen confirms that the password has just been changed.", False),
        ("The new recovery email address is still waiting to be verified.", True),
        ("The Windows PC sign-in is marked as unrecognised.", False),
        (
            "In the sign-out dialog, reporting the sign-in as suspicious is ticked but changing "
            "the password is not.",
            True,
        ),
        ("Seven of the ten backup codes haven't been used.", False),
        ("The security key option can't be selected.", True),
        ("The check-up step for verifying the recovery email is done.", False),
        ("The MacBook Air was used more recently than the Windows PC.", True),
    ],
    "piano_exam_entry.html": [
        ("Eliza will play in person for an examiner rather than sending in a recording.", True),
        ("Eliza's candidate ID is 0482-7713.", False),
        ("An afternoon exam is preferred.", True),
        ("The face-to-face fee for this entry is £58.00.", False),
        ("Only one date the candidate can't attend has been filled in.", True),
        ("The Next: review & pay button can be clicked.", False),
        ("Extra time has been requested for Eliza.", False),
        (
            "The entry can't go on to payment until a supporting letter for the enlarged copies is uploaded.",
            True,
        ),
        ("Eliza is being entered for Violin Grade 2.", False),
        ("The Grade 5 face-to-face fee is £9 less than the Grade 6 one.", True),
        ("The chosen pieces can be changed until 30 May.", False),
        ("Pieces have been picked for Lists A and B, but nothing has been chosen from List C yet.", True),
    ],
}
