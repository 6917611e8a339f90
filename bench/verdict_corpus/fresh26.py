"""Twenty-seventh blind test set for the verdict benchmark: five pages, 12 statements each.

Written blind by a helper who had not seen the judge's code, its checks, any earlier
statement, any earlier page or any failure. Every statement was checked by hand
against the page in headless Chromium (control states, field values, switch and
details states, and row texts) before use. Each page has 6 true and 6 false
statements.

Pages:
- school_lunch_account_topup.html: school meals account for two children with a
  £20 top-up waiting on a refund-rules checkbox.
- gp_online_consultation.html: GP online consultation request at the review step,
  blocked by a bad mobile number and an oversized photo.
- warehouse_pick_list.html: warehouse pick list mid-pick, with a short-pick dialog
  open for the masking tape line.
- recycling_centre_booking.html: household recycling centre booking moved from a
  morning to an afternoon slot.
- car_lease_return_inspection.html: end-of-lease inspection report with damage
  charges, one item under dispute and payment on hold.

Near-miss kinds used for the false statements. Common ones: option present but
not selected, half-true conjunction, struck-out old value said as current,
disabled button said usable, placeholder said as an entered value, pending step
said as done, subtotal said as the total, neighbouring row's value, transposed
digits, count off by one, status swapped between rows, negation of a true fact,
collapsed section said open.
New ones: a universal claim that fails on one row ("every day"), the right
control state given the wrong reason, a validation error moved to the field next
to it, a date with a different role (reply-by date said as the start date), a
value from another column of the same row (ordered quantity said as picked), a
per-unit figure said as the line total, an afternoon slot said to be in the
morning, an item from a "not accepted" list said to be accepted, a per-year
allowance said as per month, a minimum said as a maximum, two timeline events put
in the wrong order, and a percentage rate said as a money amount.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH26_CASES: dict[str, list[tuple[str, bool]]] = {
    "school_lunch_account_topup.html": [
        ("£20 is the chosen top-up amount, and the top-up is for Ella.", True),
        ("The total to pay is £20.00.", False),
        ("Two of Ella's meals this week have already been charged.", True),
        ("A school meal for Ella now costs £2.50.", False),
        ("The 'Other amount' field contains 15.00.", False),
        (
            "The Pay button can't be used yet because the box about top-ups being "
            "non-refundable hasn't been ticked.",
            True,
        ),
        ("Ella had a school meal on every day this week.", False),
        ("No automatic top-up has been set up.", True),
        ("The £10.00 Pay by bank payment on 28 April went through.", False),
        ("Sam's nut allergy is recorded on the account.", True),
        ("The Pay button is disabled because a new card has to be added first.", False),
        ("Low-balance emails are switched on, but the weekly menu text is off.", True),
    ],
    "gp_online_consultation.html": [
        ("Of the ways to reply, text message is the one the patient chose.", True),
        ("The landline number is flagged as being in the wrong format.", False),
        ("Two of the three contact time windows are ticked: morning and late afternoon.", True),
        ("The request was started on Wednesday 11 June 2025.", False),
        ("The patient has not asked for a particular clinician.", True),
        ("A fit note is selected as the kind of help needed.", False),
        ("One of the two photos was not uploaded because it is over 10 MB.", True),
        ("The Send request button is enabled.", False),
        ("The rash has lasted 1 to 2 weeks and the patient rates it as moderate.", True),
        (
            "The patient has said that only a GP, not a pharmacist, may deal with the request.",
            False,
        ),
        (
            "The March back pain request led to a face-to-face appointment with Dr Amira Hassan.",
            True,
        ),
        ("The patient's record lists three medicines.", False),
    ],
    "warehouse_pick_list.html": [
        ("Four of the seven pick lines have the status Picked.", True),
        ("24 rolls of masking tape have been picked.", False),
        ("55 of the 69 ordered units have been picked.", True),
        ("The five paint roller kits on line 7 weigh 1.10 kg in total.", False),
        ("On line 6, SKU HH-7715 was replaced with HH-7716.", True),
        (
            "The short pick will both request replenishment from reserve and notify the shift supervisor.",
            False,
        ),
        (
            "A short-pick dialog for the masking tape is open, with 'Damaged stock' chosen as the reason.",
            True,
        ),
        ("The masking tape is picked from location B-07-03-A.", False),
        ("No second tote has been scanned yet.", True),
        ("Picking is finished and the list has moved on to packing.", False),
        ("Carton labels will print at the pack station, but voice picking is turned off.", True),
        ("This is pick list PL-30481.", False),
    ],
    "recycling_centre_booking.html": [
        ("The booked slot is in the morning.", False),
        (
            "Of the three vehicle types, Car is selected, and no trailer will be towed.",
            True,
        ),
        ("Plasterboard can be brought to Marsh Lane on this visit.", False),
        ("Three kinds of waste are ticked: garden waste, cardboard and small electricals.", True),
        ("The household is allowed 12 visits a month.", False),
        ("The booking was originally for 09:30 before the time was changed.", True),
        ("The Kingsway visit on 31 May was missed.", False),
        ("The 14:00 slot is full.", True),
        ("Bramley Road HRC is the selected recycling centre.", False),
        ("The May visit to Bramley Road was attended.", True),
        ("The day-before text reminder is switched off.", False),
        ("Rubble and soil is not part of this booking.", True),
    ],
    "car_lease_return_inspection.html": [
        ("Three of the five damage items are assessed as chargeable.", True),
        ("Northway's return standard sets a maximum tread depth of 2.0 mm.", False),
        ("The car came back 2,412 miles over its contract allowance.", True),
        ("The inspection report was issued before the car was inspected.", False),
        ("Only the rear seat burn mark is being disputed.", True),
        ("The 'BVRLA fair wear and tear standard' section is expanded.", False),
        ("The customer is no longer being charged for the second key.", True),
        ("VAT adds £20.00 to the charges.", False),
        ("All four tyres passed the inspection.", True),
        ("The inspection evidence includes 11 photos.", False),
        ("The car was inspected on 3 June, the day after it was collected.", True),
        ("The Pay now button can be clicked.", False),
    ],
}
