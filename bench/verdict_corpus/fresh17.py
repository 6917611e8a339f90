"""Eighteenth blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values and row texts) before use.

Pages:
- print_shop_order.html: print shop order builder for flyers, with basket, promo code and order summary
- tenant_maintenance.html: tenant portal listing maintenance requests, with one request's access details
- clinical_trial_screening.html: signed-out clinical-trial pre-screening form on step 2 with criteria table
- bikeshare_membership.html: bike-share membership page with plans, preferences and recent rides
- cloud_storage_quota.html: cloud drive storage settings near quota, with largest files and plan choice

Near-miss kinds used for the false statements: present-but-unselected option, subtotal given as total,
value from the neighbouring look-alike row, placeholder taken as a value, expired code said applied,
absent item, stale status, transposed digits, neighbouring date, collapsed section said expanded,
universal contradicted by one row, off-by-one count, wrong month, switch said on when off,
unticked box said ticked, disabled button said enabled, half-true conjunction.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH17_CASES: dict[str, list[tuple[str, bool]]] = {
    "print_shop_order.html": [
        ("Flyers is the product tab currently selected.", True),
        ("The paper stock is set to 170gsm gloss and the quantity to 500.", True),
        ("The flyer will be printed on both sides and soft-touch lamination is ticked.", True),
        ("The Place order button is disabled and the print terms box is not ticked.", True),
        ("The order total including VAT comes to £186.36.", True),
        ("A PDF proof will be emailed before printing, and rush production is switched off.", True),
        ("Standard delivery is the chosen delivery option.", False),
        ("The order total is £142.80.", False),
        ("Marek Kowalczyk's business cards cost £29.90.", False),
        ("A PO reference of PO-2024-118 has been entered.", False),
        ("The SPRING10 promo code has been applied to the order.", False),
        ("The basket contains an A3 poster.", False),
    ],
    "tenant_maintenance.html": [
        ("The portal user is Priya Natarajan from Flat 4B.", True),
        ("Exactly two of the listed requests have been completed.", True),
        ("For MR-20931 the contractor is allowed to use the master key.", True),
        ("The kitchen tap visit is booked for 12 March 2025 in the morning slot.", True),
        ("Text message updates are on while email updates are off.", True),
        ("The Reschedule visit button cannot be used.", True),
        ("The bedroom radiator repair has been completed.", False),
        ("Request MR-20913 is for the leaking kitchen tap.", False),
        ("The Block B water shut-off is on Wednesday 12 March 2025.", False),
        ("Any time is the preferred time for a follow-up visit.", False),
        ("The request history section is expanded.", False),
        ("Every heating request is still open.", False),
    ],
    "clinical_trial_screening.html": [
        ("The person filling in the form is not signed in.", True),
        ("Health history is the current step of the questionnaire.", True),
        ("Both metformin and an SGLT2 inhibitor are ticked as current medicines.", True),
        ("Body mass index is the only criterion the answers fail to meet.", True),
        ("The Continue to step 3 button is disabled.", True),
        ("An HbA1c of 8.4% has been entered.", True),
        ("The email address field contains name@example.com.", False),
        ("Insulin is ticked as one of the current medicines.", False),
        ("The date of birth entered is 14 June 1968.", False),
        ("Two of the eligibility criteria are marked as not met.", False),
        ("The study team is allowed to contact the participant's GP.", False),
        ("The diagnosis is recorded as having been 1–5 years ago.", False),
    ],
    "bikeshare_membership.html": [
        ("Jonas Eriksen is signed in to CycleCity.", True),
        ("Automatic renewal of the membership is switched on.", True),
        ("The longest of the recent rides took 52 minutes.", True),
        ("Ride charges for the month come to £6.90 in total.", True),
        ("The e-bike unlimited add-on is not selected.", True),
        ("Exactly two of the recent rides were on e-bikes.", True),
        ("The Annual plan is the selected plan.", False),
        ("The ride that started at Dock 121 Station Sq cost £2.60.", False),
        ("The payment card on file ends in 4471.", False),
        ("Alerts for when the home dock is nearly full or empty are switched on.", False),
        ("The Switch plan button is enabled.", False),
        ("The Monthly plan is selected and the cancel membership dialog is open.", False),
    ],
    "cloud_storage_quota.html": [
        ("The Storage tab is selected in the settings.", True),
        ("Videos use more space than any other file type.", True),
        ("Trash is set to be emptied automatically after 30 days.", True),
        ("Only one of the largest files is ticked.", True),
        ("Keeping previous file versions is switched on.", True),
        ("Of the largest files, studio_reel_final_v2.mov was modified most recently.", True),
        ("studio_reel_final_v2.mov is 14.8 GB.", False),
        ("Camera roll backup is turned on.", False),
        ("The Move to cold storage button is enabled.", False),
        ("The 2 TB plan is the selected plan.", False),
        ("Photos take up 47.8 GB.", False),
        ("client_shoot_raw.zip is ticked for deletion.", False),
    ],
}
