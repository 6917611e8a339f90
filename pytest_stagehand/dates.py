"""Words of the calendar as testers and pages write them, for every module that reads dates: the
executor writing a date into its input, the step checks finding the date a task gives, and the page
text's checks telling a date from a count. Regex fragments, to be put inside a module's own patterns
(they match lower case; compile with ``re.IGNORECASE`` for other text), and a date read whole into its
ISO form (:func:`iso_date`), which an input takes and a page's date field holds."""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable

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
WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# Every word that names a month or a day of the week, whole or short: "May", "Sept", "Tues".
CALENDAR_WORDS = frozenset(
    {*MONTH_NAMES, *(m[:3] for m in MONTH_NAMES), "sept", *WEEKDAY_NAMES, *(d[:3] for d in WEEKDAY_NAMES)}
    | {"tues", "thur", "thurs"}
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


# "8-10pm", "6 to 8pm", "2pm", "9.30am": a time (or a range of two) said on the 12-hour clock. A range
# takes the second time's half of the day for both, unless that would put its start after its end
# ("11-1pm": 11:00 to 13:00).
def _hour(name: str) -> str:
    return rf"(?P<h{name}>\d{{1,2}})(?:[:.](?P<m{name}>\d{{2}}))?"


_HALF_DAY = r"\s?(?P<half>[ap])(?:\.m\.|m\b)"
_TWELVE_HOUR_RANGE = re.compile(
    rf"(?<![\w:.]){_hour('1')}(?P<sep>\s*[-–]\s*|\s+to\s+){_hour('2')}{_HALF_DAY}", re.IGNORECASE
)
_TWELVE_HOUR_TIME = re.compile(rf"(?<![\w:.]){_hour('')}{_HALF_DAY}", re.IGNORECASE)


def _clock(hour: str, minute: str | None, half: str) -> str | None:
    h = int(hour)
    if not 1 <= h <= 12:
        return None
    h = h % 12 + (12 if half.casefold() == "p" else 0)
    return f"{h:02d}:{minute or '00'}"


# Numbers a task or a page says in words, by value ("she turned five", "three of the four").
NUMBER_NAMES: tuple[str, ...] = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve"),
)
_HOUR_WORDS = NUMBER_NAMES[1:]

# Numbers said in words beyond a count: "one thousand eight hundred and fifty", "ninety-five".
_UNITS = {word: value for value, word in enumerate(NUMBER_NAMES)} | {
    **{"thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17},
    **{"eighteen": 18, "nineteen": 19},
}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80}
_TENS |= {"ninety": 90}
_SCALES = {"hundred": 100, "thousand": 1000}
_NUMBER_WORD = "|".join([*_UNITS, *_TENS, *_SCALES])
_SPELLED = re.compile(
    rf"\b(?:a |an )?(?:{_NUMBER_WORD})(?:(?:[ -]|,? and )(?:{_NUMBER_WORD}))*\b", re.IGNORECASE
)


def _spelled_value(words: list[str]) -> int | None:
    total = current = 0
    for word in words:
        if word in ("a", "an"):
            current = max(current, 1)
        elif word in _UNITS:
            current += _UNITS[word]
        elif word in _TENS:
            current += _TENS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word == "thousand":
            total += max(current, 1) * 1000
            current = 0
        else:
            return None
    return total + current


def numbers_in_figures(text: str) -> str:
    """The text with each number said in words beyond the small counts written in figures: "one
    thousand eight hundred and fifty pounds" is "1850 pounds", "ninety-five" is "95", "fifteen" is
    "15" (fresh10 cycle-0, dev: the bike's price never reached its field). A lone word up to twelve
    ("one", "two") stays a word: "the one already there" is no number, and counts read those."""

    def figures(match: re.Match[str]) -> str:
        words = re.findall(r"[a-z]+", match[0].casefold())
        words = [word for word in words if word != "and"]
        if len(words) == 1 and words[0] in NUMBER_NAMES:
            return match[0]
        if words[0] in ("a", "an") and len(words) == 1:
            return match[0]
        value = _spelled_value(words)
        return match[0] if value is None else str(value)

    return _SPELLED.sub(figures, text)


# "half twelve", "half past seven in the evening", "quarter to 9 am": a time said in words. Only when
# its half of the day is said, or the hour is twelve: "half seven" alone may be either.
_SPOKEN_TIME = re.compile(
    rf"\b(?:(?P<half_past>half)(?:\s+past)?|(?P<quarter>quarter)\s+(?P<way>past|to))\s+"
    rf"(?P<h>\d{{1,2}}(?!\d)|(?:{'|'.join(_HOUR_WORDS)})\b)"
    r"(?:\s+(?:in\s+the\s+)?(?P<part>morning|afternoon|evening|at\s+night)\b|\s?(?P<ap>[ap])(?:\.m\.|m\b))?",
    re.IGNORECASE,
)


def _spoken_time(m: re.Match[str]) -> str:
    part = (m["part"] or "").casefold()
    half = (m["ap"] or "").casefold() or ("a" if part == "morning" else "p" if part else "")
    if not half:
        # "half twelve", "quarter to one": past midday
        noon = _spoken_time_in(m, "p")
        return noon if noon is not None and noon.startswith("12:") else m[0]
    return _spoken_time_in(m, half) or m[0]


def times_as_offered(text: str, offered: Iterable[str]) -> str:
    """``text`` with each time said in words whose half of the day is not said ("half past six",
    "quarter to eight") written as the one of its two readings the page offers ("18:30" where the
    start times run 18:00-20:00): fresh19 babysitter-0 and -2, dev (the start stayed at 18:00). Left
    as said when the page offers both readings, or neither."""
    shown = {name.strip() for name in offered}

    def as_offered(m: re.Match[str]) -> str:
        if m["part"] or m["ap"]:
            return m[0]
        morning = _spoken_time_in(m, "a")
        evening = _spoken_time_in(m, "p")
        found = [clock for clock in (morning, evening) if clock is not None and clock in shown]
        return found[0] if len(found) == 1 else m[0]

    return _SPOKEN_TIME.sub(as_offered, text)


def _spoken_time_in(m: re.Match[str], half: str) -> str | None:
    said = m["h"].casefold()
    hour = int(said) if said.isdigit() else _HOUR_WORDS.index(said) + 1
    if not 1 <= hour <= 12:
        return None
    minute = 30 if m["half_past"] else 15 if m["way"].casefold() == "past" else 45
    if m["way"] and m["way"].casefold() == "to":
        hour = hour - 1 or 12
    return _clock(str(hour), f"{minute:02d}", half)


def in_24_hours(text: str) -> str:
    """``text`` with its 12-hour times said on the 24-hour clock, as pages list slots ("the Friday
    8-10pm slot": "the Friday 20:00-22:00 slot"; "start 1pm": "start 13:00"), a range keeping its
    separator; and times said in words whose half of the day is clear ("Spin at half twelve":
    "Spin at 12:30", fresh16 gym-2, dev)."""

    def a_range(m: re.Match[str]) -> str:
        end = _clock(m["h2"], m["m2"], m["half"])
        start = _clock(m["h1"], m["m1"], m["half"])
        if start is not None and end is not None and start > end:
            start = _clock(m["h1"], m["m1"], "a")
        if start is None or end is None:
            return m[0]
        return f"{start}{m['sep']}{end}"

    def a_time(m: re.Match[str]) -> str:
        return _clock(m["h"], m["m"], m["half"]) or m[0]

    text = _SPOKEN_TIME.sub(_spoken_time, text)
    return _TWELVE_HOUR_TIME.sub(a_time, _TWELVE_HOUR_RANGE.sub(a_range, text))
