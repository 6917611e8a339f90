"""Thirtieth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values, visible and hidden texts)
before use.

Pages:
- pottery_class_waitlist.html: pottery studio waitlist for a wheel-throwing course, with queue positions and offer preferences.
- translation_job_queue.html: freelance translator's job queue with capacity limits, a rush rate and an accept dialog open.
- funeral_flowers_order.html: florist checkout at the delivery step for funeral flowers, with a sale price and a discount code.
- tax_return_checklist.html: self-employed tax return at the expenses step, with a missing checklist section blocking progress.
- escape_room_booking.html: escape-room booking management after a reschedule, with waivers, extras, voucher and deposit.

Near-miss kinds used for the false statements: struck-out old value said as
current, a total that ignores a discount, placeholder said as an entered value,
option present but not ticked, hidden message said shown, wrong reason for a
true state, transposed digits, pending step said as done, 24-hour time read as
the wrong 12-hour time, switch off said on, half-true conjunction, count off by
one, universal claim with one exception, neighbouring row's value, disabled
button said usable, date one day off. New kinds: a queue position said as the
length of the queue, two adjacent figures with their labels swapped (booked
said as remaining), a completed step said to be still pending, the right date
with the wrong weekday, a discount's scope widened to cover delivery, a year
off by one on a deadline, a reason borrowed from a neighbouring row's badge,
and a total said as the balance due (deposit not subtracted).
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH29_CASES: dict[str, list[tuple[str, bool]]] = {
    "pottery_class_waitlist.html": [
        ("Hannah has moved up to third in the queue for the Tuesday evening class.", True),
        ("Hannah is fifth on the Tuesday evening waitlist.", False),
        ("The clay and firing pack costs a fifth of the course fee.", True),
        ("If she is offered a place, Hannah will pay £216.00 in total.", False),
        ("Offers will be sent to Hannah by text message on 07700 900482.", True),
        ("Hannah has entered name@example.com as her email address.", False),
        ("Short-notice offers are switched off, but taster day invitations are switched on.", True),
        ("Hannah would accept a place on the Wednesday morning session.", False),
        ("No 'Leave the waitlist?' confirmation is showing.", True),
        (
            "A banner tells Hannah that her offer has expired and the place has gone to the next person.",
            False,
        ),
        ("Hannah is ninth on the waitlist for the Saturday morning session.", False),
        ("Both of the sessions Marta Nowak teaches are in the evening.", True),
    ],
    "translation_job_queue.html": [
        (
            "The Medicor Pharma job can't be accepted because it is larger than the translator's remaining capacity.",
            True,
        ),
        ("The Medicor Pharma job can't be accepted because it needs a certified translation.", False),
        ("The Sol Viagens job now pays 7p a word, up from 6p.", True),
        ("The Harbour Legal job is worth £129.00.", False),
        ("The Vila Nova Hotels translation is more than half finished.", True),
        ("The client has approved the Rumbo Software translation.", False),
        (
            "A dialog asking to confirm acceptance of job J-4817 is open, "
            "with the conflict-of-interest box ticked.",
            True,
        ),
        ("The confirmation dialog gives the J-4817 deadline as Thursday at 7 pm.", False),
        ("Auto-accepting jobs from repeat clients is turned off.", True),
        ("A notice says the client has withdrawn job J-4817.", False),
        ("Of the four available jobs, Medicor Pharma's has the most words.", True),
        ("Tomás has 4,800 words of capacity left this week.", False),
    ],
    "funeral_flowers_order.html": [
        ("With the 10% discount applied, the order total is £309.90.", True),
        ("The amount to pay for this order is £343.00.", False),
        ("Two pastel posy pads are on the order at £38 each.", True),
        ('The "MUM" letter tribute costs £120.00.', False),
        ("Delivery is the current step, and the payment step has not been reached yet.", True),
        ("The card message step still has to be completed.", False),
        ("The flowers are being delivered to the funeral director rather than to a home address.", True),
        ("The card will be signed 'The Patel family'.", False),
        (
            "A photo of the arrangement will be emailed before delivery, "
            "and no hospice donation has been added.",
            True,
        ),
        ("The funeral takes place on Wednesday 14 August 2025.", False),
        ("The KINDNESS10 code takes 10% off the whole order, delivery included.", False),
        ("No warning about Sunday deliveries is shown.", True),
    ],
    "tax_return_checklist.html": [
        ("The Continue to review button is disabled.", True),
        (
            "Continue to review is unavailable because the UK property income section is still missing.",
            False,
        ),
        ("Travel is the largest single expense being claimed.", True),
        ("Phone and internet is claimed at £620.00.", False),
        ("The return is being prepared on the cash basis rather than accruals.", True),
        ("Daniel is using the £1,000 trading allowance instead of claiming his expenses.", False),
        ("An error message asks whether Daniel paid into a private pension.", True),
        ("Five of the six checklist sections are either added or marked not applicable.", True),
        ("The travel claim is for 4,210 business miles.", False),
        ("Nothing on the page says the return has been submitted.", True),
        ("The online filing deadline is 31 January 2025.", False),
        (
            "Both employment income and pension contributions have been added to the return.",
            False,
        ),
    ],
    "escape_room_booking.html": [
        ("The game's start time was moved from 18:15 to 19:45.", True),
        ("The booking is for six players.", False),
        ("Chloe Dunn is the only player who hasn't signed a waiver.", True),
        ("Every player has signed a waiver.", False),
        ("After the deposit, £83 is left to pay on arrival.", True),
        ("The balance to pay on arrival is £113.00.", False),
        ("The team photo pack is included, but the celebration package isn't.", True),
        ("Dev Patel is the player in the under-16 age group.", False),
        (
            "Hint-free challenge mode is switched on, while showing the team's time on the leaderboard is off.",
            True,
        ),
        ("The booking can still be cancelled free of charge using the Cancel booking button.", False),
        (
            "No step-free access has been requested, even though the room is on the first floor with no lift.",
            True,
        ),
        ("The game is on Friday 15 August 2025.", False),
    ],
}
