"""A tenth blind test set for the verdict benchmark: four pages and 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier statement or any
failure. The pages are new static HTML documents: an online pharmacy's order review (items with
quantities, prices and per-item prescription status, delivery radios, consent and SMS checkboxes,
a disabled Place order button, an alert and a total), a gym member's class booking page (an
evening-filtered timetable with instructors and spaces left, booked and waitlisted classes, a
membership status line), an IT helpdesk agent's ticket queue (a ticket table, an SLA-breach alert
banner, a selected-ticket detail panel with a status drop-down, a reply box, checkboxes, a
disabled Resolve button and a collapsed history toggle) and a mortgage calculator (filled inputs,
a term drop-down, a repayment-type radio group, checkboxes, computed results and an amortisation
table whose figures were computed for the stated loan, rate and term). Every statement was checked
by hand, one by one, against the markup's visible text and control states (selected, checked,
disabled, value, aria-expanded). The false ones are near misses: a value from the neighbouring
row, the subtotal given as the total, transposed digits, an option offered but not selected, an
unchecked box described as checked, a collapsed section described as expanded, a time or count
off by a little, a status one step away, and an item that is absent but similar to ones present.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH9_CASES: dict[str, list[tuple[str, bool]]] = {
    "pharmacy_order.html": [
        ("The order total is €42.65.", False),
        ("Aoife Brennan is signed in.", True),
        ("The Place order button cannot be clicked.", True),
        ("The checkbox confirming that the medical information is accurate is ticked.", False),
        ("The Salbutamol inhaler's prescription has been verified.", False),
        ("The order contains two packs of Cetirizine 10 mg tablets.", True),
        ("Selected delivery option: Standard delivery (3–5 working days), €3.50.", True),
        ("Express next-day delivery is selected.", False),
        ("The Vitamin D3 line total is €12.75.", False),
        ("The Amoxicillin capsules cost €8.40 and their prescription is verified.", True),
        ("The order includes Ibuprofen 400 mg tablets.", False),
        ("No item in the order has a quantity greater than 2.", True),
    ],
    "gym_bookings.html": [
        ("Marcus Oyelaran is signed in.", True),
        ("Boxing Fit on Thursday has 4 spaces left.", False),
        ("Vinyasa Yoga on Thursday starts at 19:00 and is taught by Elena Rossi.", True),
        ("The Morning (before 12:00) option is selected in the time-of-day filter.", False),
        ("Thursday's Spin 45 class still has spaces left.", False),
        ("Time of day filter: Evening (after 17:00).", True),
        ("No class on Friday is full.", True),
        ("The member is 2nd on the waitlist for Spin 45.", False),
        ("Pilates Core on Friday starts at 18:00.", False),
        (
            "The member's Thursday Vinyasa Yoga booking is confirmed but their place in"
            " Thursday's Spin 45 is only on the waitlist.",
            True,
        ),
        ("Kettlebells on Friday is taught by Elena Rossi.", False),
        ("Membership status: Active, renewing on 1 July 2025.", True),
    ],
    "helpdesk_queue.html": [
        ("Ticket INC-4821 has Critical priority and is unassigned.", True),
        ("Ticket INC-4824 is assigned to Raj Patel.", False),
        ("Status of the selected ticket INC-4817: In progress.", True),
        ("The printer ticket INC-4823 is In progress.", False),
        ("The SLA breach alert refers to ticket INC-4812.", False),
        ("An alert says that ticket INC-4821 has breached its SLA.", True),
        ("The Internal note checkbox is checked.", False),
        ("The Resolve ticket button cannot be clicked.", True),
        ("Ticket INC-4817 was last updated today at 09:24.", False),
        ("None of the tickets in the queue has the status Closed.", True),
        ("The activity history section is expanded.", False),
        (
            "The requester of INC-4817 is Olivia Grant from Sales, and the signed-in agent is Sam Whitaker.",
            True,
        ),
    ],
    "mortgage_calculator.html": [
        ("Nobody is signed in.", True),
        ("The selected mortgage term is 30 years.", False),
        ("The interest rate entered is 4.53%.", False),
        ("The monthly payment is £1,423.12.", True),
        ("Repayment type: Repayment (capital and interest).", True),
        ("The box to add the £999 product fee to the loan is checked.", False),
        ("Total interest is £166,953.20.", False),
        ("The Save this quote button is disabled but the Calculate button is enabled.", True),
        ("The balance at the end of year 10 is £227,851.", False),
        ("The loan-to-value is 80% on a property value of £325,000.", True),
        ("The loan amount is £265,000.", False),
        ("No balance remains at the end of year 25.", True),
    ],
}
