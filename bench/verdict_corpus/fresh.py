"""A fresh, untouched test set for the verdict benchmark: four new pages and 12 statements each.

The pages (``booking.html``, ``inbox.html``, ``invoice.html``, ``team.html`` in ``pages/``) and the
statements were written after ``cases.py`` and independently of the code that judges them, so no
prompt has ever been tuned on them. Every page has 6 true and 6 false statements; the false ones are
near misses (a wrong amount, an option that is offered but not selected, an item that is absent, a
stale status, a disabled control called usable, a value taken from a neighbouring row, a field value
that differs by a few characters). Phrasings vary on purpose, the way different testers write them.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH_CASES: dict[str, list[tuple[str, bool]]] = {
    "booking.html": [
        ("Room type: Deluxe King", True),
        ("The stay is three nights long", True),
        ("late checkout has been added to the booking", True),
        ("Continue to payment can't be clicked yet", True),
        ("the children field shows 1", True),
        ("Total to pay is €766.00", True),
        ("The Junior Suite is the selected room", False),
        ("the airport transfer box is checked", False),
        ("The adults field is set to 3", False),
        ("Grand total: €754.00", False),
        ("Penthouse is one of the room types on offer", False),
        ("Check-out is on 16 June 2025", False),
    ],
    "inbox.html": [
        ("Nadia Rahman is the one signed in", True),
        ("4 messages in the inbox are unread", True),
        ("The Show filter is on All mail", True),
        ("The Stripe payout email has already been read", True),
        ("Priya Nair's email about offsite venues is starred", True),
        ("Carlos Mendes's Q3 budget email comes with two attachments", True),
        ("there are 5 unread messages", False),
        ("'Lunch Thursday?' was sent by Carlos Mendes", False),
        ("Mail is filtered to Unread only", False),
        ("The HR Team holiday calendar email is still unread", False),
        ("There's an email from Dropbox in the list", False),
        ("Mark as read can be clicked", False),
    ],
    "invoice.html": [
        ("INV-2047 is overdue", True),
        ("VAT is charged at 19%", True),
        ("Bank transfer is the chosen payment method", True),
        ("24 hours of UI design are billed", True),
        ("Balance due: $8,960.70", True),
        ("Payment was due on 2 April 2025", True),
        ("Invoice INV-2047 is marked as paid", False),
        ("The subtotal is $8,960.70", False),
        ("PayPal is selected to pay this invoice", False),
        ("Front-end development is billed at $95.00 an hour", False),
        ("The invoice includes a line for web hosting", False),
        ("the tax comes to $1,340.70", False),
    ],
    "team.html": [
        ("Priya Shah's role is Admin", True),
        ("Hannah Becker shows as Invited", True),
        ("Omar Farouk has been suspended", True),
        ("The Send invite button cannot be pressed", True),
        ("Two-factor authentication is required for the team", True),
        ("The Advanced section is collapsed", True),
        ("Luis Ortega is an Admin", False),
        ("Invite e-mail: jordan.blake@helioslabs.io", False),
        ("The role picked for the new invite is Viewer", False),
        ("Letting members invite other people is switched on", False),
        ("Priya Shah was last seen 5 minutes ago", False),
        ("There's a member called Daniel Kim", False),
    ],
}
