"""A fourth blind test set for the verdict benchmark: four pages and 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier statement
or any failure; the four pages (parcel tracking, bank account activity, applicant
tracking, concert ticket checkout) were written for this set and each statement was
checked by hand against the page's markup. Each page has 6 true and 6 false statements in
mixed order. The false ones are near misses: a value from a neighbouring row, transposed
digits, an offered but unselected option, an unchecked box or disabled button described
as active, a wrong time, date, count, price or city, and a status one step away. The true
ones mix the page's own wording, paraphrase, "Label: value" style, at-a-glance inferences,
two-fact claims and true negative claims.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH4_CASES: dict[str, list[tuple[str, bool]]] = {
    "tracking.html": [
        ("The shipment is being carried by FedEx Ground.", True),
        ("The package was picked up in Reno, NV on March 11, 2025.", False),
        ("Estimated delivery: Friday, March 14, 2025, between 10:30 AM and 2:30 PM", True),
        ("The package arrived at the Indianapolis hub at 9:47 PM on March 12.", False),
        ("'Hold at FedEx location' is selected as the delivery option.", False),
        ("Priya Raman is logged in.", True),
        ("The package cannot be redirected to another address for this shipment.", True),
        ("The Require signature checkbox is ticked.", False),
        ("Tracking number: 7749 3861 2205", False),
        ("The parcel is headed to Apt 3B at 2417 Linden Avenue in Columbus, Ohio.", True),
        ("The package is currently out for delivery.", False),
        ("The package weighs 6.2 lb and no signature is required.", True),
    ],
    "statement.html": [
        ("The available balance is $3,853.11.", True),
        ("The Netflix charge on March 9 was $15.94.", False),
        ("The current balance shown is $3,853.11.", False),
        ("Daniel Okafor is signed in and a Download PDF button is available.", True),
        ("The Shell Oil charge of $48.30 has not posted yet.", True),
        ("The 'Last 30 days' filter is selected.", False),
        ("After the ATM withdrawal on March 11, the balance was $4,401.41.", False),
        ("Include pending transactions: checked", True),
        ("The checking account number ends in 4471.", False),
        ("Deposits and other credits for the period total $2,906.10 across two transactions.", True),
        ("The rent payment of $1,650.00 to Marisol Vega went out on March 3, 2025.", False),
        ("There is no overdraft fee among the listed transactions.", True),
    ],
    "applicants.html": [
        ("This opening is for a Senior Backend Engineer (Payments) based in Austin, TX.", True),
        ("Mei Tanaka has a rating of 4.5 out of 5.", False),
        ("Archived candidates are included in the list.", False),
        ("Two of the listed candidates are at the Phone screen stage.", True),
        ("A candidate details panel is open for Amara Nwosu.", True),
        ("Rachel Kim is the assigned recruiter selected in Amara Nwosu's details.", False),
        ("Lukas Brandt applied on Feb 8, 2025.", False),
        ("The Advance to Offer button is disabled.", True),
        ("Amara Nwosu's onsite interview starts at 3:00 PM CT on Monday, March 17.", False),
        ("Stage for Kwame Mensah: Rejected", True),
        ("Tomás Herrera was sourced through an employee referral.", False),
        ("Nobody has been hired for this role yet.", True),
    ],
    "tickets.html": [
        ("The show starts at 8:00 PM on Saturday, June 21, 2025.", True),
        ("Doors open at 7:00 PM.", False),
        ("Reserved Seating tickets are $98.50 each.", False),
        ("VIP Package tickets are sold out.", True),
        ("Delivery method: Will-call", True),
        ("The promo code SUMMER25 was applied to the order.", False),
        ("The order includes four tickets.", False),
        ("Order total: $212.50", True),
        ("Ticket insurance has not been added.", True),
        ("The Buy tickets button can be clicked now.", False),
        ("Marcus Bell is signed in and has selected 2 General Admission Floor tickets.", True),
        ("The concert is at Riverside Amphitheater in Seattle, WA.", False),
    ],
}
