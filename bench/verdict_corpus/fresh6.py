"""A seventh blind test set for the verdict benchmark: four pages and 12 statements each.

Written on 2026-12-01 by a helper who had not seen the judge's code, its checks, any
earlier statement or any failure; the four pages (restaurant table reservation, HR
time-off request, holiday rental host calendar and listing settings, CI/CD pipeline run)
were written for this set and each statement was checked by hand against the page's
markup (selected options, ``checked``, ``disabled`` and ``aria-checked``). Each page has
6 true and 6 false statements in mixed order. The false ones are near misses: a value
from a neighbouring row or field, transposed digits, an offered but unselected option, an
unchecked box described as ticked or enabled, a disabled button described as usable, a
wrong time, count or name, a status one step away, and a plausible but absent item. The
true ones mix the page's own wording, paraphrase, "Label: value" style, at-a-glance
inferences, two-fact claims and true negative claims.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH6_CASES: dict[str, list[tuple[str, bool]]] = {
    "table_reservation.html": [
        ("The party size is set to 4 guests.", True),
        ("The reservation time field shows 19:45.", False),
        ("The Chef's counter seating option is selected.", False),
        ("Seating preference: Terrace (heated)", True),
        ("Vegetarian and gluten-free are both ticked as dietary requirements.", True),
        ("The nut allergy checkbox is ticked.", False),
        ("The Join waitlist button can be clicked.", False),
        ("A guest named Priya is signed in.", True),
        (
            "The deposit is £15 per guest and will be charged to a Visa card ending 4471.",
            False,
        ),
        ("The deposit due now is £60.00.", True),
        ("The 18:45 slot on 14 March is shown as available.", False),
        ("The user has not opted in to the seasonal menu newsletter.", True),
    ],
    "time_off.html": [
        ("The leave type selected in the new request form is Annual leave.", False),
        ("Marcus Okafor is logged in.", True),
        ("Remaining annual leave: 14 days", True),
        ("The half-day checkbox is ticked.", False),
        ("The Withdraw button is enabled.", False),
        ("The request for 22–24 April was approved by Helen Duarte.", True),
        ("The new request runs from 19 May 2025 to 20 May 2025.", True),
        ("The unpaid leave request for 2 June is pending.", False),
        ("The user has taken 3 days of annual leave so far this leave year.", False),
        ("The sick leave request submitted on 24 Feb 2025 covers 2 days.", True),
        ("Cover for the new request has been arranged with Helen Duarte.", False),
        ("None of the listed requests has the status Cancelled.", True),
    ],
    "host_calendar.html": [
        ("Instant Book is switched on.", False),
        ("Daniela Ferreira is signed in and is a Superhost.", True),
        ("Minimum stay: 28 nights", False),
        ("Smart pricing is turned on.", True),
        ("Friday 13 June is priced at €145 a night.", True),
        ("Tuesday 10 June is blocked on the calendar.", False),
        ("The 'Events or parties allowed' house rule is enabled.", False),
        ("Pets are not allowed under the house rules.", True),
        ("The check-in time is set to 14:00.", False),
        (
            "The net payout for May 2025 is €2,411.42, paid to an IBAN ending 7730.",
            True,
        ),
        ("The Publish changes to partner sites button is available to click.", False),
        ("Cleaning fee: €40", True),
    ],
    "pipeline_run.html": [
        (
            "The pipeline ran on the feature/apple-pay-tokens branch at commit 9f3c2ab.",
            True,
        ),
        ("The unit-tests job failed.", False),
        ("The dependency-scan job has passed.", False),
        ("The integration-tests job can be retried.", True),
        ("The deploy-staging job was skipped.", True),
        ("The Deploy to production button is enabled.", False),
        ("The docker-image job took 2m 14s.", False),
        ("The error log reports 1 failed, 212 passed and 3 skipped tests.", True),
        ("The user is signed in as @lwei.", True),
        ("The failing assertion is on line 181 of test_payments.py.", False),
        ("A lint-report.json file is listed among the artifacts.", False),
        ("The integration-tests job exited with code 1 after 6m 51s.", True),
    ],
}
