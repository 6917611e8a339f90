"""A fifth blind test set for the verdict benchmark: four pages and 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier statement
or any failure; the four pages (car-rental booking review, project kanban board with a
card's detail panel open, online-course lesson with a submitted quiz answer, smart-home
device dashboard) were written for this set and each statement was checked by hand
against the page's markup (selected options, ``checked`` and ``disabled`` attributes).
Each page has 6 true and 6 false statements in mixed order. The false ones are near
misses: a value from a neighbouring row or card, transposed digits, an offered but
unselected option, an unchecked box or disabled control described as active, a wrong
time, count, price or name, and a status one step away. The true ones mix the page's own
wording, paraphrase, "Label: value" style, at-a-glance inferences, two-fact claims and
true negative claims.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH5_CASES: dict[str, list[tuple[str, bool]]] = {
    "car_rental.html": [
        ("The car is collected at Lisbon Airport on 12 September 2025.", True),
        (
            "The car is returned at Porto Campanhã Station on Tue 16 Sep 2025 at 10:30.",
            False,
        ),
        ("GPS navigation and an additional driver are both selected as extras.", True),
        ("The child seat extra is selected.", False),
        ("Full protection with €0 excess is the selected insurance option.", False),
        ("Driver age: 25–69", True),
        ("The checkbox accepting the rental terms is ticked.", False),
        ("The user cannot continue to payment yet.", True),
        ("The one-way fee is €56.00.", False),
        ("The total is €348.50 and nothing has to be paid now.", True),
        ("The additional driver costs €24.00 in total.", False),
        ("Snow chains cannot be added at this location.", True),
    ],
    "kanban.html": [
        ("The Overdue only toggle is turned on.", False),
        ("Marco is logged in.", True),
        ("The board is filtered to show Marco Bellini's cards.", True),
        ("The Save as view button is enabled.", False),
        ("The 'Set up 301 redirects' card is due 18 Sep.", False),
        ("Show completed is switched on.", True),
        (
            "The 'Redesign pricing page' card is in the In progress column and is due 12 Sep.",
            True,
        ),
        ("The pricing page card's checklist has 3 of 4 items done.", False),
        ("Reviewer: Lena Fischer", True),
        ("The 'Redesign pricing page' card is in review.", False),
        ("No visible card is assigned to Tom Okafor.", True),
        (
            "Lena Fischer moved the pricing page card from Backlog to In progress.",
            False,
        ),
    ],
    "lesson.html": [
        ("INNER JOIN is the selected answer.", False),
        ("Aisha is signed in.", True),
        ("The Next question button is enabled.", False),
        ("The learner has completed 9 of the course's 20 lessons.", True),
        ("The course progress is 54%.", False),
        ("FULL OUTER JOIN is the currently selected answer.", True),
        (
            "The feedback says the answer was wrong and that 1 attempt is left for this question.",
            True,
        ),
        ("The lesson video is 12 min 04 s long.", False),
        ("Module 3: Combining tables is completed.", False),
        ("Attempts used: 2 of 3", True),
        (
            "The instructor is Dr. Helen Marsh and the pass mark is 3 of 3 questions correct.",
            False,
        ),
        ("The Show hint box is not ticked.", True),
    ],
    "smarthome.html": [
        ("The floor lamp in the living room is switched on.", False),
        ("Daniel is signed in.", True),
        ("The EV charger used 64.2 kWh this week.", False),
        ("No device in the kitchen is offline.", True),
        ("The coffee machine switch can be toggled.", False),
        ("The living room thermostat target is set to 21.5 °C.", True),
        ("Devices online: 7 of 9", False),
        ("Scene: Evening", True),
        ("The total energy cost this week is £26.68.", False),
        (
            "The alert says the garage door sensor is offline and was last seen at 06:12.",
            True,
        ),
        ("The 'Good morning' scene is currently selected.", False),
        ("The dishwasher is on and has 38 minutes remaining.", True),
    ],
}
