"""The verdict corpus: realistic local pages and YES/NO goals about them, split into two halves.

Each page in ``pages/`` has goals that are true and goals that are false; the false ones are the
near misses that fool models (a wrong number, a present-but-unselected option, an absent item, a
stale status, a disabled button called enabled). ``split(seed)`` deals each page's true goals and
its false goals alternately into a development half and a held-out half after a seeded shuffle,
so both halves cover every page and are balanced. Prompts are tuned on the development half only;
the held-out half is reported as it comes out.

A third set, ``fresh`` (fresh.py), was written later on four other pages by someone who had not seen
the checks of the page text (evaluation/claims.py) nor the failures of the first two halves: the
held-out half's failures were read while those checks were written, so it is the fresh set that
measures them on cases nobody tuned on. A fourth, ``fresh3`` (fresh3.py), was written the same way
later still (2026-11-27), by someone who had seen neither the code nor any failure, and judged once.
A fifth, ``fresh4`` (fresh4.py), on four more pages (parcel tracking, a bank statement, an applicant
tracker, a ticket checkout), was written the same way on 2026-11-28 by someone who had read neither
the code, any failure, nor any earlier statement. A sixth, ``fresh5`` (fresh5.py: car rental, a
kanban board, a course lesson, a smart-home dashboard), was written the same way on 2026-12-01, and a
seventh, ``fresh6`` (fresh6.py: a table reservation, a time-off request, a rental host's calendar, a
CI pipeline run), later the same day. An eighth, ``fresh7`` (fresh7.py: a prescription refill, a
warehouse inventory, a podcast player, an insurance claim), was written the same way on 2026-12-02,
and a ninth, ``fresh8`` (fresh8.py: a hotel room-service order, a job board, a school grades report,
an energy bill), later the same day. A tenth, ``fresh9`` (fresh9.py: a pharmacy order review, a gym's
class bookings, a helpdesk ticket queue, a mortgage calculator), was written the same way on
2026-12-06 and judged once, after the page text's decisions (claims.py) were in place. An eleventh,
``fresh10`` (fresh10.py: a vet appointment booking, an expense report, train tickets, a library
account, a meal planner; five pages, 60 statements), was written the same way later that day and
judged once, after the session and denial readings (session.py, row_values.py). A twelfth,
``fresh11`` (fresh11.py: a dentist's invoice, an airline check-in, a plant shop, a project timesheet,
concert seating; five pages, 60 statements, its denials and tallies both true and false), was written
the same way once fresh10's failures had been read and the rules written from them, and judged once.
A thirteenth, ``fresh12`` (fresh12.py: a garage's service booking, an HR onboarding checklist, a
weather dashboard, a marketplace listing, lab results; five pages, 60 statements), was written the
same way after fresh11's failures were read and mended, and judged once. A fourteenth, ``fresh13``
(fresh13.py: a pet insurance quote, a university timetable, a bank transfer, a hotel booking, a bug
tracker issue; five pages, 60 statements), was written the same way after fresh12's failures were
read and mended, and judged once, by default and in strict mode: the stop's honest number. A
fifteenth, ``fresh14`` (fresh14.py: a parcel locker pickup, a school parent portal, a parking permit
renewal, a coworking desk booking, a wine club subscription; five pages, 60 statements), was written
the same way at the start of stop 54, with no code changed in the evaluator since fresh13's mends. A
sixteenth, ``fresh15`` (fresh15.py: a delayed-baggage claim, a bin collection schedule, a solar
dashboard, a festival ticket wallet, a dog-walking booking; five pages, 60 statements), was written the
same way late in stop 54, after fresh14's failures were read and mended, and judged once. A
seventeenth, ``fresh16`` (fresh16.py: a car-sharing trip history, a vet's patient record, a home
insurance renewal, a SaaS billing and seats page, a meal-kit delivery manager; five pages, 60
statements), was written the same way at the start of stop 55, with nothing changed in the evaluator
since fresh15's mends, and judged once. An eighteenth, ``fresh17`` (fresh17.py: a print shop's flyer
order, a tenant maintenance portal, a clinical-trial pre-screening form, a bike-share membership, a
cloud storage quota page; five pages, 60 statements), was written the same way at the start of stop
56, with nothing changed in the evaluator since fresh16's mends, and judged once. A nineteenth,
``fresh18`` (fresh18.py: a council tax Direct Debit setup, a sea freight booking, a conference talk
submission, a ski-pass shop, a bank's card controls; five pages, 60 statements), was written the same
way at the start of stop 57, with nothing changed in the evaluator since fresh17's mends, and judged
once. A twentieth, ``fresh19`` (fresh19.py: a wedding RSVP, a driving test booking, a mobile network
account, a house-removals quote, a charity's regular giving page; five pages, 60 statements), was
written the same way at the start of stop 58, with nothing changed in the evaluator since fresh18's
mends, and judged once. A twenty-first, ``fresh20`` (fresh20.py: a marina berth booking, a council
planning application tracker, a broadband fault report, a museum school visit, an allotment plot
portal; five pages, 60 statements), was written the same way at the start of stop 59, with nothing
changed in the evaluator since fresh19's mends, and judged once. A twenty-second, ``fresh21``
(fresh21.py: a dental practice recall screen, a freight shipment tracker, a sports club membership
page, an energy tariff switch, a library room booking; five pages, 60 statements), was written the
same way at the start of stop 60, with nothing changed in the evaluator since fresh20's mends, and
judged once. A twenty-third, ``fresh22`` (fresh22.py: a passport renewal status page, a takeaway order
tracker, an interview scheduler, a water usage dashboard, a student loan account; five pages, 60
statements), was written the same way at the start of stop 61, with nothing changed in the evaluator
since fresh21's mends, and judged once. A twenty-fourth, ``fresh23`` (fresh23.py: a school trip consent
form, a mortgage application tracker, a car's MOT and service history, a parking fine appeal, a language
course enrolment; five pages, 60 statements), was written the same way at the start of stop 62, with
nothing changed in the evaluator since fresh22's mends, and judged once. A twenty-fifth, ``fresh24``
(fresh24.py: a garden centre click-and-collect order, a learner driver's dashboard, a power cut report,
a coworking room invoice, a child's swimming progress page; five pages, 60 statements), was written the
same way in stop 62, after fresh23's mends, and judged once. A twenty-sixth, ``fresh25`` (fresh25.py: a
tenancy deposit dispute, a blood donation appointment, a home EV charger app, a jury summons reply, a
conference badge registration; five pages, 60 statements), was written the same way at the start of
stop 63, with nothing changed in the evaluator since stop 62, and judged once. A twenty-seventh,
``fresh26`` (fresh26.py: a school lunch account top-up, a GP online consultation, a warehouse pick list,
a recycling centre booking, a car lease return inspection; five pages, 60 statements), was written the
same way in stop 63, after fresh25's mends, and judged once. A twenty-eighth, ``fresh27`` (fresh27.py: a
hair salon rebooking, a laptop trade-in quote, a grocery substitutions review, account security
settings, a piano exam entry; five pages, 60 statements), was written the same way at the start of
stop 64, with nothing changed in the evaluator since stop 63, and judged once. A twenty-ninth,
``fresh28`` (fresh28.py: a tool-hire return, a choir concert rota, district nurse visits, a campsite
pitch amendment, a bakery wholesale order; five pages, 60 statements), was written the same way at the
start of stop 65, with nothing changed in the evaluator since stop 64, and judged once. A thirtieth,
``fresh29`` (fresh29.py: a pottery class waitlist, a translation job queue, a funeral flowers order, a
tax return checklist, an escape room booking; five pages, 60 statements), was written the same way at
the start of stop 66, while fresh28's false YES were being read, and judged once after those mends. A
thirty-first, ``fresh30`` (fresh30.py: hospital visiting slots, a Sunday league table, a nursery fee
statement, an opticians' glasses order, a soft play party booking; five pages, 60 statements), was
written the same way at the start of stop 67 and judged once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import Browser, Page, Route

from .cases import CASES
from .fresh import FRESH_CASES
from .fresh3 import FRESH3_CASES
from .fresh4 import FRESH4_CASES
from .fresh5 import FRESH5_CASES
from .fresh6 import FRESH6_CASES
from .fresh7 import FRESH7_CASES
from .fresh8 import FRESH8_CASES
from .fresh9 import FRESH9_CASES
from .fresh10 import FRESH10_CASES
from .fresh11 import FRESH11_CASES
from .fresh12 import FRESH12_CASES
from .fresh13 import FRESH13_CASES
from .fresh14 import FRESH14_CASES
from .fresh15 import FRESH15_CASES
from .fresh16 import FRESH16_CASES
from .fresh17 import FRESH17_CASES
from .fresh18 import FRESH18_CASES
from .fresh19 import FRESH19_CASES
from .fresh20 import FRESH20_CASES
from .fresh21 import FRESH21_CASES
from .fresh22 import FRESH22_CASES
from .fresh23 import FRESH23_CASES
from .fresh24 import FRESH24_CASES
from .fresh25 import FRESH25_CASES
from .fresh26 import FRESH26_CASES
from .fresh27 import FRESH27_CASES
from .fresh28 import FRESH28_CASES
from .fresh29 import FRESH29_CASES
from .fresh30 import FRESH30_CASES

# Where the corpus pages are served from, in the browser only (a route, no server).
ORIGIN = "http://bench.local"
PAGES_DIR = Path(__file__).resolve().parent / "pages"
SPLIT_SEED = 15
HALVES = (
    "dev",
    "held-out",
    "fresh",
    "fresh3",
    "fresh4",
    "fresh5",
    "fresh6",
    "fresh7",
    "fresh8",
    "fresh9",
    "fresh10",
    "fresh11",
    "fresh12",
    "fresh13",
    "fresh14",
    "fresh15",
    "fresh16",
    "fresh17",
    "fresh18",
    "fresh19",
    "fresh20",
    "fresh21",
    "fresh22",
    "fresh23",
    "fresh24",
    "fresh25",
    "fresh26",
    "fresh27",
    "fresh28",
    "fresh29",
    "fresh30",
)


@dataclass(frozen=True)
class Case:
    page: str
    goal: str
    expected: bool
    half: str


def split(seed: int = SPLIT_SEED) -> list[Case]:
    """Every case with its half, in page order (the order the pages are listed in ``CASES``), then
    the fresh sets'."""
    cases: list[Case] = []
    for page, goals in CASES.items():
        for truth in (True, False):
            group = [goal for goal, expected in goals if expected is truth]
            random.Random(f"{seed}:{page}:{truth}").shuffle(group)
            for index, goal in enumerate(group):
                cases.append(Case(page, goal, truth, HALVES[index % 2]))
    written_later = (
        ("fresh", FRESH_CASES),
        ("fresh3", FRESH3_CASES),
        ("fresh4", FRESH4_CASES),
        ("fresh5", FRESH5_CASES),
        ("fresh6", FRESH6_CASES),
        ("fresh7", FRESH7_CASES),
        ("fresh8", FRESH8_CASES),
        ("fresh9", FRESH9_CASES),
        ("fresh10", FRESH10_CASES),
        ("fresh11", FRESH11_CASES),
        ("fresh12", FRESH12_CASES),
        ("fresh13", FRESH13_CASES),
        ("fresh14", FRESH14_CASES),
        ("fresh15", FRESH15_CASES),
        ("fresh16", FRESH16_CASES),
        ("fresh17", FRESH17_CASES),
        ("fresh18", FRESH18_CASES),
        ("fresh19", FRESH19_CASES),
        ("fresh20", FRESH20_CASES),
        ("fresh21", FRESH21_CASES),
        ("fresh22", FRESH22_CASES),
        ("fresh23", FRESH23_CASES),
        ("fresh24", FRESH24_CASES),
        ("fresh25", FRESH25_CASES),
        ("fresh26", FRESH26_CASES),
        ("fresh27", FRESH27_CASES),
        ("fresh28", FRESH28_CASES),
        ("fresh29", FRESH29_CASES),
        ("fresh30", FRESH30_CASES),
    )
    for half, written in written_later:
        cases += [Case(page, goal, truth, half) for page, goals in written.items() for goal, truth in goals]
    return cases


def page_html(page: str) -> str:
    return (PAGES_DIR / page).read_text(encoding="utf-8")


def corpus_page(browser: Browser) -> Page:
    """A new page of ``browser`` on which ``ORIGIN/<name>`` is the corpus page ``name``."""
    page = browser.new_page()

    def serve(route: Route) -> None:
        name = route.request.url[len(ORIGIN) + 1 :].split("?", 1)[0]
        if not (PAGES_DIR / name).is_file():  # an image a page names ("avatar.png"): none, at once
            route.fulfill(status=404, body="")
            return
        route.fulfill(status=200, content_type="text/html; charset=utf-8", body=page_html(name))

    page.route(ORIGIN + "/**", serve)
    return page
