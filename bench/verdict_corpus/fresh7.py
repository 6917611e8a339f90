"""An eighth blind test set for the verdict benchmark: four pages and 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier statement
or any failure; the four pages (pharmacy prescription refill, warehouse inventory table,
podcast player and queue, home insurance claim) were written for this set and each
statement was checked by hand against the page's markup. Each page has 6 true and 6 false
statements in mixed order. The false ones are near misses: a value from a neighbouring
row, transposed digits, an offered but unselected option, an unchecked box or disabled
button described as active, a wrong time, date, count, price or name, and a status one
step away. The true ones mix the page's own wording, paraphrase, "Label: value" style,
at-a-glance inferences, two-fact claims and true negative claims.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH7_CASES: dict[str, list[tuple[str, bool]]] = {
    "prescriptions.html": [
        ("The user signed in is Dana Whitfield.", True),
        ("The Atorvastatin prescription is selected for refill.", False),
        ("Lisinopril 10 mg has 3 refills left.", True),
        ("The estimated copay is $15.70.", False),
        ("Store: Harbor Plaza, 88 Harbor Rd", True),
        ("Rx number for Lisinopril: RX-482931", False),
        (
            "The Levothyroxine prescription cannot be selected for refill until a doctor authorizes it.",
            True,
        ),
        ("Generic substitutes are allowed for this order.", False),
        ("The Request doctor authorization button can be clicked.", False),
        (
            "Pick up in store is the chosen delivery option, and text alerts are turned on.",
            True,
        ),
        ("The Fluticasone nasal spray was prescribed by Dr. Amara Osei.", False),
        ("None of the listed prescriptions was last filled in May.", True),
    ],
    "inventory.html": [
        ("Archived items are included in the results.", False),
        ("The inventory is filtered to the Hardware category.", True),
        ("The unit cost of HW-1047 is $0.38.", False),
        ("HW-2214 has 88 units on hand.", True),
        ("Sorted by: Quantity", True),
        ("PO-7794 is expected to arrive on May 10.", False),
        ("Exactly one of the listed items is out of stock.", True),
        ("The stock adjustment can be saved right now.", False),
        ("The last sync was at 14:50.", False),
        ("The user is signed in as Priya Raman, a shift lead.", True),
        ("The white 8 in shelf bracket is stored at location C-07-3.", False),
        ("Every listed item is below its reorder point.", True),
    ],
    "podcast_player.html": [
        ("Skip silences is turned on.", False),
        ("Playback speed is set to 1.25x.", True),
        ("The episode currently playing is from the show Small Histories.", True),
        ("The playback position is 18:24.", False),
        ("Ep. 143 - Salt Roads of the Sahara is 41:05 long.", False),
        ("Sleep timer: On", True),
        ("New episodes are added to the top of Up next.", False),
        ("Three of the four episodes in Up next are downloaded.", True),
        ("Played episodes are kept for 41 days.", False),
        ("Marcus is logged in and autoplay of the next episode is enabled.", True),
        ("Structures has 3 unplayed episodes.", False),
        ("Rest Easy has no unplayed episodes.", True),
    ],
    "insurance_claim.html": [
        ("The repair estimate must be uploaded by June 12, 2024.", False),
        ("The claim is currently at the Documents under review stage.", True),
        ("Cause of loss: Burst or leaking pipe", True),
        ("The home was reported as not livable.", False),
        ("The dishwasher is claimed at $1,260.00.", False),
        (
            "The total amount claimed is $5,804.00 and the deductible is $1,000.",
            True,
        ),
        ("The Submit for decision button is available to click.", False),
        ("The kitchen cabinet replacement is still missing a receipt.", True),
        ("The water damage was discovered at 7:30 PM.", False),
        (
            "The policyholder has not indicated that a police or fire report was filed.",
            True,
        ),
        ("The claim has reached the Decision stage.", False),
        (
            "Elena Vasquez is logged in, and her claim's adjuster is Tomas Lindqvist.",
            True,
        ),
    ],
}
