"""Words of the calendar as testers and pages write them, for every module that reads dates: the
executor writing a date into its input, the step checks finding the date a task gives, and the page
text's checks telling a date from a count. Regex fragments, to be put inside a module's own patterns
(they match lower case; compile with ``re.IGNORECASE`` for other text), and a date read whole into its
ISO form (:func:`iso_date`), which an input takes and a page's date field holds."""

from __future__ import annotations

import datetime
import re

MONTH_NAMES = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
# A month's name, whole or short ("Mar", "Sept", "March").
MONTH_WORD = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
# A day of the week, whole or short ("Tue", "Tues", "Tuesday").
WEEKDAY_WORD = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*"

# A month said in a date: its name, whole or short, with or without a dot ("Mar.").
MONTH = r"(?P<month>[a-z]{3,9})\.?"
_WEEKDAY = rf"(?:{WEEKDAY_WORD},? )?"
_DATE_SHAPES = (
    re.compile(r"^(?P<year>\d{4})[-/.](?P<num>\d{1,2})[-/.](?P<day>\d{1,2})$"),
    re.compile(rf"^{_WEEKDAY}(?P<day>\d{{1,2}})(?:st|nd|rd|th)? (?:of )?{MONTH},? (?P<year>\d{{4}})$"),
    re.compile(rf"^{_WEEKDAY}{MONTH} (?P<day>\d{{1,2}})(?:st|nd|rd|th)?,? (?P<year>\d{{4}})$"),
)
_DAY_MONTH_YEAR = re.compile(r"^(?P<a>\d{1,2})[/.-](?P<b>\d{1,2})[/.-](?P<year>\d{4})$")


def month_number(name: str) -> int:
    """1 to 12 for a month's name, whole or short (three letters at least); 0 for anything else."""
    found = [i for i, month in enumerate(MONTH_NAMES, 1) if month.startswith(name) and len(name) >= 3]
    return found[0] if len(found) == 1 else 0


def iso_date(said: str) -> str | None:
    """The ISO form of a date written whole, in lower case: "2026-03-15", "15 March 2026", "Sun, March
    15th, 2026", "15/03/2026" (day and month told apart only when one of them is over 12); None for
    anything else, or a day the calendar does not have."""
    for shape in _DATE_SHAPES:
        m = shape.match(said)
        if m is None:
            continue
        month = int(m["num"]) if "num" in m.groupdict() and m["num"] else month_number(m["month"])
        return _calendar_date(int(m["year"]), month, int(m["day"]))
    m = _DAY_MONTH_YEAR.match(said)
    if m is not None:
        a, b = int(m["a"]), int(m["b"])
        if a > 12 >= b:  # 15/03/2026: day first
            return _calendar_date(int(m["year"]), b, a)
        if b > 12 >= a:  # 03/15/2026: month first
            return _calendar_date(int(m["year"]), a, b)
    return None


def _calendar_date(year: int, month: int, day: int) -> str | None:
    try:
        return datetime.date(year, month, day).isoformat()
    except ValueError:  # 30 February
        return None
