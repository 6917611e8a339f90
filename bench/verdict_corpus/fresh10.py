"""Eleventh blind test set for the verdict benchmark: five pages and 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier statement or any
failure. The pages:

- vet_appointment.html: a vet clinic booking screen where Hannah Okafor books her cat Mochi into a
  slot table with taken slots, with a filled reason, reminder checkboxes, a price estimate, an
  overdue-vaccination alert and a disabled Confirm booking button.
- expense_report.html: Daniel Reyes's partially approved expense report with six lines (approved,
  rejected, pending), a currency select, approved and claimed totals, a rejection alert, a collapsed
  Expense policy disclosure and a filled comment.
- train_tickets.html: London Kings Cross to Leeds search results with five journeys (one sold out),
  a selected 14:05 journey with a fare class radio group, an unticked railcard box, a seat
  reservation switch, a passenger select and a disabled Continue button.
- library_loans.html: Priya Natarajan's library account with four loans (one overdue with a fine),
  renewal counts, three holds with queue positions, a disabled Renew all button, notification
  preferences and a filled catalogue search box.
- recipe_planner.html: a weekly meal planner grid with two empty slots, a servings input, dietary
  filter checkboxes, a shopping list with one item bought, an open Clear this week dialog and a
  toast.

Every statement was checked by hand against the markup's visible text and control states, then
again against the text and states Chromium reports.

Near misses used in the false statements: a value from the neighbouring row, a subtotal given as
the total, transposed digits, an option offered but not selected, an unchecked box described as
checked, a collapsed section called expanded, a count or time off by a little, a status one step
away, a disabled control called usable, and half-true "and" claims.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH10_CASES: dict[str, list[tuple[str, bool]]] = {
    "vet_appointment.html": [
        ("The user is signed in as Hannah Okafor.", True),
        ("Biscuit is the pet selected for this appointment.", False),
        ("The consultation is priced at £22.50.", False),
        ("The chosen slot is 10:45 with Dr. Ines Marlow.", True),
        ("The Confirm booking button is disabled.", True),
        ("The 10:15 slot with Dr. Ravi Shah can still be booked.", False),
        ("Both the email reminder and the SMS reminder are switched on.", False),
        ("Estimated total: £70.50", True),
        ("An alert warns that Mochi's rabies booster is overdue.", True),
        ("The cancellation policy checkbox is ticked, so the booking can be confirmed.", False),
        ("Exactly three of the listed slots are already taken.", True),
        ("The reason for the visit mentions scratching at the right ear.", False),
    ],
    "expense_report.html": [
        ("Total claimed: €486.40", False),
        ("The report currency is EUR.", True),
        ("Line 4, the client dinner, was rejected because meals over €75 need an itemised receipt.", True),
        ("The Expense policy section is expanded.", False),
        ("The hotel stay is one of the lines without a receipt.", False),
        ("The taxi from the airport to the hotel cost €42.00 and has a receipt attached.", True),
        ("None of the expense lines has been rejected.", False),
        ("Two expense lines are still pending.", True),
        ("The report's total claimed amount is €740.79.", True),
        ("Status of the mobile data roaming line: Approved", False),
        ("The Resubmit report button is disabled, but Add expense line is available.", True),
        ("The train from Lyon Part-Dieu to the airport cost €19.60.", False),
    ],
    "train_tickets.html": [
        ("The 13:33 departure has one change and costs £39.80 in Standard.", False),
        ("The 14:05 train to Leeds is direct and takes 2h 19m.", True),
        ("The 15:03 journey is sold out.", True),
        ("Standard is the selected fare class.", False),
        ("A railcard has been added to the search.", False),
        ("Seat reservation is turned on.", True),
        ("The search is for 2 adults.", True),
        ("The Continue button can be clicked.", False),
        ("The 14:35 train arrives in Leeds at 17:21.", False),
        ("The outbound total for the chosen fare comes to £158.00.", True),
        ("First class on the 13:03 costs £118.00.", False),
        ("The cheapest Standard fare in the list is £39.80, on the 14:35.", True),
    ],
    "library_loans.html": [
        ("No loan is overdue.", False),
        ("The member signed in is Priya Natarajan.", True),
        ("Braiding Sweetgrass is overdue with a fine of £1.20.", True),
        ("Station Eleven has used 1 of its 2 renewals.", False),
        ("The Overstory is due back on 24 Jun 2025.", False),
        ("Renew all is disabled.", True),
        ("The catalogue search box contains 'Ursula K. Le Guin'.", True),
        ("Notices are set to be sent by SMS.", False),
        ("Piranesi is second in its hold queue.", False),
        ("The Ministry for the Future is ready for pickup at Central Library.", True),
        ("Both the due date reminder and the events newsletter are ticked.", False),
        ("The account shows four current loans, and the events newsletter is not ticked.", True),
    ],
    "recipe_planner.html": [
        ("A confirmation dialog asking whether to clear this week is open.", True),
        ("The Gluten-free filter is turned on.", False),
        ("The clear-week dialog says 21 planned meals will be removed.", False),
        ("Servings per meal is set to 4.", True),
        ("Tuesday's dinner is chickpea curry.", False),
        ("Vegetarian and Dairy-free are both checked among the dietary filters.", True),
        ("Nothing is planned for Saturday lunch.", True),
        ("Bananas have been marked as bought.", False),
        ("The shopping list contains eight items in total.", False),
        ("Rolled oats are crossed off the shopping list.", True),
        ("In the dialog, 'Also clear the shopping list' is ticked.", False),
        ("A toast says Mushroom risotto was scaled to 4 servings.", True),
    ],
}
