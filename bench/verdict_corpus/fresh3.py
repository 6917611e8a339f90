"""A third blind test set for the verdict benchmark: four pages and 12 statements each.

The pages (``flights.html``, ``account.html``, ``library.html``, ``support.html`` in ``pages/``) and the
statements were written by someone who had not seen the judge's code, its checks, or any of its
failures. Every page has 6 true and 6 false statements, in mixed order. The false ones are near misses
(a wrong amount or count, a value taken from a neighbouring row, an option that is offered but not
selected, an absent item, a different status, a disabled control called usable, a setting that is off
called on, a wrong sender or date, a subtly wrong paraphrase). The true ones are phrased the way
different testers write them: the page's own words, paraphrases, "Label: value" and two-fact claims.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH3_CASES: dict[str, list[tuple[str, bool]]] = {
    "flights.html": [
        ("The user can't book the 18:05 flight because it is sold out.", True),
        ("The KL1695 flight costs €154.", False),
        ("Fare class: Premium Economy", True),
        ("Business is the selected fare class.", False),
        ("The cheapest flight shown costs €119 and has one stop in Madrid.", True),
        ("The Iberia flight is nonstop.", False),
        ("All 7 flights are shown in the results.", False),
        ("TP663 leaves Amsterdam at 09:30 and has only 2 seats left at €168.", True),
        ("The last flight of the day arrives in Lisbon at 22:15.", False),
        ("Flights with 2+ stops are hidden by the current filters.", True),
        ("Results are sorted by price, lowest first.", False),
        ("The search is for 2 adults flying on Friday 14 March 2025.", True),
    ],
    "account.html": [
        ("Product update emails are turned on.", False),
        ("Two-factor authentication is not enabled for this account.", True),
        ("Email: priya.raman@northwind.io", True),
        ("The selected time zone is America/New_York.", False),
        ("The Delete account button is enabled.", False),
        ("Weekly summary emails are on, and marketing offers are off.", True),
        ("The payment card on file ends in 4421.", False),
        ("The Team plan renews on 1 July 2025.", True),
        ("The account is on the Business plan.", False),
        ("Priya can't delete her account until she transfers ownership of Northwind Design.", True),
        ("The password was last changed on 3 May 2024.", False),
        ("8 of the 10 seats are in use.", True),
    ],
    "library.html": [
        ("The search box contains the query 'utopia'.", True),
        ("Woman on the Edge of Time is due back on 2 May 2025.", False),
        ("Sort: Publication year (newest first)", True),
        ("The Ministry for the Future was written by Ursula K. Le Guin.", False),
        ("Results are sorted by title, A to Z.", False),
        ("Herland by Charlotte Perkins Gilman is on loan until 2 May 2025.", True),
        ("Audiobooks are included in the search.", False),
        ("The search found 6 results.", True),
        ("The Dispossessed is available to borrow right now.", False),
        ("Someone else has reserved The Dispossessed.", True),
        ("Looking Backward was published in 1915.", False),
        ("Island by Aldous Huxley is available as an e-book.", True),
    ],
    "support.html": [
        ("The ticket is still open.", True),
        ("The ticket status is Pending.", False),
        ("Priority: High", True),
        ("export-log-full.zip is one of the ticket's attachments.", False),
        ("Kenji Sato asked the customer which browser he was using.", False),
        ("Ticket #48213 is assigned to Marta Jovanović.", True),
        ("The fix is scheduled to ship on 14 April.", False),
        ("The upload of export-log-full.zip failed because it is over the 20 MB limit.", True),
        ("The agent can solve the ticket right now with the Solve ticket button.", False),
        ("On 4 April 2025 Dan Whitfield said he was using Chrome 123.", True),
        ("Dan Whitfield first reported the problem on 4 April 2025.", False),
        ("Two files are attached: screenshot-export-error.png and export-log.txt.", True),
    ],
}
