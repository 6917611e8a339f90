"""Grounding: a YES must rest on words that are really on the page.

The model answers with the evidence it relies on first (short verbatim quotes from the page text),
then its reasoning, then YES or NO. With page-text evidence the evaluator checks every quote against
the text it sent: a YES whose quotes are missing or not found in that text is not a YES but
UNGROUNDED (falsy), and the verdict names the quote that is not there. A NO needs no proof.

Matching forgives what copying by a small model changes without changing the facts: case, runs of
white space, the kind of quotation marks, separators between a label and its value, indentation,
and punctuation at the ends of a quote.
Nothing else: "$19" is not found in a text that says "$9" (a quote is a substring of the text).

A quote that wraps passages of the page in the model's own sentence ("The article 'Set up 301
redirects' is listed in the 'In review' region") is not found: the passages are the page's, but the
claim, the relation between them, is the model's. Until 2026-12-01 such a quote was found when every
passage it put in quotation marks was; over the saved benchmark runs that let three false YES through
(a card in the wrong column, a candidate's source, an attachment) for two true ones (BENCHMARKS.md,
"Verdicts"). A journey keeps that rule: what happened between its steps (a click) is in no step's
text, only the elements it happened to are.

A YES must also not rest on a value the page does not show. A statement that names an exact value
(an amount of money, a percentage, an e-mail address, a number written as #1005, a time of day with
AM or PM) is not true of a page whose text has no such value: "the Basic plan costs $19" against a
page that says "$9" is NO, whatever the model answered (a 1.5B model said YES, "$29 is higher than
$19"). Amounts compare as numbers ($9 = $9.00), numbers after # as whole numbers, times as minutes
after midnight. Statements that deny something ("no error mentions $5", "the total is not $19") are
left to the model: for them an absent value is the point.

Screenshots carry no text to check against, so a verdict judged on a screenshot alone is never
UNGROUNDED; its quotes are reported as the model gave them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from ..dates import CALENDAR_WORDS, MONTH_WORD, NUMBER_NAMES, WEEKDAY_WORD, in_24_hours, iso_date
from .struck import as_current

_SPACES = re.compile(r"\s+")
# Every quotation mark is one: the schema forbids '"' in a quote, so the model writes ' for it.
_QUOTE_MARKS = str.maketrans(dict.fromkeys('"“”‘’`«»', "'"))
# Separators the page text puts between a label and its value ("Total: $36.50", "Plan: Basic | Price:
# $9") that a model copying the facts drops or changes; folded to a space.
_SEPARATORS = str.maketrans(dict.fromkeys(":|;,()", " "))
_END_PUNCTUATION = " .,;:!?\"'-–—…"
# A tag the page text wrote is sent as a look-alike (prompts.page_data); a quote of it is the page's.
_LOOKALIKES = str.maketrans({"‹": "<"})


def normalise(text: str) -> str:
    """Case, white space, quote marks and separators (``: | ; , ( )``) folded; the ends'
    punctuation left off, struck-out text read as it now holds (struck.py). Digits, signs and decimal
    points are kept: "$9" never matches "$19"."""
    folded = as_current(text).translate(_LOOKALIKES).translate(_QUOTE_MARKS).translate(_SEPARATORS).casefold()
    return _SPACES.sub(" ", folded).strip(_END_PUNCTUATION)


@dataclass(frozen=True)
class Grounding:
    """What the check found: every quote given, and those not found in the page text."""

    quotes: tuple[str, ...]
    missing: tuple[str, ...]

    @property
    def grounded(self) -> bool:
        return bool(self.quotes) and not self.missing

    @property
    def found(self) -> tuple[str, ...]:
        """The quotes that are in the page text."""
        return tuple(q for q in self.quotes if q not in self.missing)


def _unquoted(normalised: str) -> str:
    """A normalised text without its quotation marks: a model copying `3 results for "lamp"` often
    drops them (`3 results for lamp`), and the passage is still the page's."""
    return _SPACES.sub(" ", normalised.replace("'", "")).strip()


# A passage in quotation marks inside a quote: the mark opens after a non-word character (so the
# apostrophe of "user's" opens nothing) and closes before one.
_INNER_QUOTE = re.compile(r"(?<!\w)['\"“‘`](?P<text>[^'\"“”‘’`]+?)['\"”’`](?!\w)")
_MIN_INNER_CHARS = 3


def _in(part: str, text: str) -> bool:
    """Whether ``part`` is in ``text`` from the start of a word: "Total: £1,339.40" is not in
    "Subtotal: £1,339.40" (a false YES quoted a subtotal so). Its end may stop inside a word: a
    model copying "Status: Cancelled" wrote "Status: Cancel" (kept, over the saved runs)."""
    if part not in text:
        return False
    start = r"(?<!\w)" if part[:1].isalnum() else ""
    return re.search(start + re.escape(part), text) is not None


def _found(quote: str, haystacks: Sequence[str], *, wrapped: bool) -> bool:
    said = normalise(quote)
    if any(_in(said, h) for h in haystacks) or any(_in(_unquoted(said), _unquoted(h)) for h in haystacks):
        return True
    inner = [normalise(m["text"]) for m in _INNER_QUOTE.finditer(quote)] if wrapped else []
    return bool(inner) and all(
        len(part) >= _MIN_INNER_CHARS and any(_in(part, h) for h in haystacks) for part in inner
    )


def check_quotes(quotes: Sequence[str], texts: Sequence[str], *, wrapped: bool = False) -> Grounding:
    """Each non-empty quote looked for, whole, in the texts sent (each step's page text).
    ``wrapped`` (a journey): a quote not there whole is also found when every passage it puts in
    quotation marks is ("The 'Add to cart' button was clicked"): what happened between two steps is
    in no step's text, only the elements it happened to are."""
    haystacks = [normalise(t) for t in texts]
    given = tuple(q.strip() for q in quotes if normalise(q))
    missing = tuple(q for q in given if not _found(q, haystacks, wrapped=wrapped))
    return Grounding(given, missing)


def without_container(quote: str, texts: Sequence[str]) -> str | None:
    """A quote that is a page line with the name of the container it sits in before it, as the page
    text nests them ("region Plot 17B:" above "Share plot access with co-worker (switch): on",
    quoted as one line): that page line; None when the quote is not that."""
    said = normalise(quote)
    lines = [line.strip() for text in texts for line in text.splitlines()]
    folded = [normalise(line) for line in lines]
    for head, container in zip(lines, folded, strict=True):
        if not head.endswith(":") or len(head) < 3 or not said.startswith(f"{container} "):
            continue
        rest = said[len(container) :].strip()
        found = next((line for line, f in zip(lines, folded, strict=True) if rest in f), None)
        if rest and found is not None:
            return found
    return None


# Where a page line's label, values and cells part: "T-shirt size (drop-down): M selected; other
# options: S, L, XL", "row: Item: Total | Landlord claims: £850.00".
_PIECE_BREAK = re.compile(r"\s*(?::\s|\s\|\s|;\s|:$)\s*")
# The page text's words for a structure, which a model copying a line puts before it or leaves off.
_STRUCTURE = frozenset({"table", "row", "list", "columns"})


def _pieces(text: str) -> list[str]:
    return [p for part in _PIECE_BREAK.split(text.strip()) if (p := normalise(part)) and p not in _STRUCTURE]


_LEADING_ARTICLE = re.compile(r"^(?:the|a|an)\s+", re.IGNORECASE)


def without_its_article(quote: str, texts: Sequence[str]) -> str | None:
    """The quote without the article a model put before a line that has none ("The volume discount
    (8% on orders over £100) | −£9.55" of "row: Volume discount (8% ...) | −£9.55"), when the page
    says it so (fresh28 bakery and tool hire, blind: true YES left UNGROUNDED)."""
    bare = _LEADING_ARTICLE.sub("", quote.strip())
    if bare == quote.strip() or not check_quotes([bare], texts).grounded:
        return None
    return bare


def line_of_pieces(quote: str, texts: Sequence[str]) -> str | None:
    """The page line a quote copies piece by piece (its label, values and cells, split at ": ", " | "
    and "; "), leaving some out: each of the quote's pieces, two at least, is a whole piece of that
    one line. "table: row: Total | Landlord claims: £850.00" copies "row: Item: Total | Landlord claims:
    £850.00 | ..."; "T-shirt size (drop-down): S, L, XL" copies "T-shirt size (drop-down): M selected;
    other options: S, L, XL" (fresh25, blind: true YES lost). A piece is whole: "selected" is no piece
    of "Email (radio button): not selected"."""
    said = _pieces(quote)
    if len(said) < 2:
        return None
    for text in texts:
        for line in text.splitlines():
            pieces = set(_pieces(line))
            if all(piece in pieces for piece in said):
                return line.strip()
    return None


_CONTENT_WORD = re.compile(r"[a-z0-9][a-z0-9.:-]*")
_NOT_CONTENT = frozenset(
    [
        "the",
        "and",
        "for",
        "with",
        "has",
        "have",
        "had",
        "been",
        "was",
        "were",
        "are",
        "is",
        "its",
        "this",
        "that",
        "not",
        "any",
        "all",
        "of",
        "in",
        "on",
        "to",
        "an",
        "shown",
        "listed",
        "page",
    ]
)


def restates(quote: str, statement: str) -> bool:
    """Whether a quote is the statement, or a part of it, said again (as a sentence with at most one
    content word of it another: "The current mileage field is empty" for "The current mileage field
    is blank and an error asks for it"): the model quoted the question, not the page."""
    said, asked = normalise(quote), normalise(statement)
    if not said:
        return False
    if said in asked:  # the whole, or a part of at least three words ("Dropbox" is a name it says)
        return said == asked or len(_stems(said)) >= 3
    # A sentence, not a page line ("Item: Milk frother" says what a page line says), and no value of
    # its own: "The date of birth entered is 14/07/1968" for "... is 14 June 1968" is the page's date.
    words = _stems(said)
    other = words - _stems(asked)
    return (
        _SENTENCE_VERB.search(said) is not None
        and len(words) >= 4
        and len(other) <= 1
        and not any(ch.isdigit() for word in other for ch in word)
    )


_SENTENCE_VERB = re.compile(r"\b(?:is|are|was|were|has|have)\b")


def _stems(text: str) -> set[str]:
    """A text's content words, by their first five letters (a number however short)."""
    words = _CONTENT_WORD.findall(text.casefold())
    return {w[:5] for w in words if (len(w) >= 3 or w[0].isdigit()) and w not in _NOT_CONTENT}


def says_most_of(statement: str, quotes: Sequence[str], share: float = 0.6) -> bool:
    """Whether the quotes hold at least ``share`` of the statement's content words (by their first
    five letters: "sharing" is "share"). A number is a content word however short: "The booking is
    for 6 people" quoting "Number of people (number field): 6" says both its words (over the saved
    runs: 2 true goals' YES kept, no false goal's)."""

    # a time said in words is the clock time a page shows: "half past six in the evening" is 18:30
    wanted = _stems(in_24_hours(statement))
    return bool(wanted) and len(wanted & _stems(" ".join(quotes))) >= share * len(wanted)


# The values a statement names exactly: money, percentages, e-mail addresses, numbers after "#".
MONEY = re.compile(r"([$€£])\s?(\d[\d,]*(?:\.\d+)?)")
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s?%")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_NUMBER_SIGN = re.compile(r"#\s?(\d+)\b")
_NEGATION = re.compile(
    r"\b(?:not|no|never|none|nothing|without|neither|nor|absent|missing|lacks?)\b|n't\b", re.IGNORECASE
)


# A time of day with its half of the day ("7:30 PM", "7 pm", "7:30p.m."), and a clock time ("07:30").
_TWELVE_HOUR = re.compile(r"(?<![\d:])(\d{1,2})(?::(\d{2}))?\s?([ap])\.?\s?m\b\.?", re.IGNORECASE)
_CLOCK = re.compile(r"(?<![\d:])(\d{1,2}):(\d{2})(?![\d:])")


def _twelve_hour_minutes(match: re.Match[str]) -> int:
    hour, minutes, half = int(match[1]) % 12, int(match[2] or 0), match[3].casefold()
    return (hour + (12 if half == "p" else 0)) * 60 + minutes


def _times_shown(page: str) -> set[int]:
    """Every time of day the page shows, in minutes after midnight. A clock time written without
    the hour's leading zero and with no AM/PM ("Pickup: 4:15") may be either half of the day."""
    shown: set[int] = set()
    spans = []
    for m in _TWELVE_HOUR.finditer(page):
        shown.add(_twelve_hour_minutes(m))
        spans.append(m.span())
    for m in _CLOCK.finditer(page):
        if any(start <= m.start() < end for start, end in spans):
            continue
        hour, minutes = int(m[1]), int(m[2])
        shown.add(hour * 60 + minutes)
        if hour < 12 and not m[1].startswith("0"):
            shown.add((hour + 12) * 60 + minutes)
    return shown


def _amount(text: str) -> Decimal:
    return Decimal(text.replace(",", ""))


# A sum said as a change: "reduced by £30", "£5 off", "went up by £2".
_CHANGED_BY = re.compile(
    r"\b(?:reduced|cut|lowered|down|dropped|fallen|fell|up|increased|raised|rose|risen|discounted)\s+by\s+$"
    r"|\b(?:saving|save|saves)\s+(?:of\s+)?$",
    re.IGNORECASE,
)


def _said_as_a_change(statement: str, money: re.Match[str]) -> bool:
    return _CHANGED_BY.search(statement[: money.start()]) is not None


def _changes_shown(page: str) -> set[Decimal]:
    """The differences between two sums one page line shows ("~~£149.00~~ £119.00": £30): what a
    change said as a sum may be (fresh30 glasses order, blind: "reduced by £30" turned NO)."""
    changes = set()
    for line in page.splitlines():
        sums = [_amount(m[2]) for m in MONEY.finditer(line)]
        changes |= {abs(a - b) for a in sums for b in sums if a != b}
    return changes


def absent_values(statement: str, texts: Sequence[str], *, as_sent: Sequence[str] = ()) -> tuple[str, ...]:
    """The exact values ``statement`` names that no page text shows (empty for a denial: see the
    module). ``as_sent``: the texts with their struck-out values, where a change said as a sum
    ("reduced by £30") is read."""
    if _NEGATION.search(statement):
        return ()
    page = "\n".join(texts)
    money = {(m[1], _amount(m[2])) for m in MONEY.finditer(page)}
    percents = {_amount(m[1]) for m in _PERCENT.finditer(page)}
    emails = {m[0].casefold().rstrip(".") for m in _EMAIL.finditer(page)}
    numbers = set(re.findall(r"\d+", page))
    changes = _changes_shown("\n".join(as_sent) or page)
    absent = [
        m[0]
        for m in MONEY.finditer(statement)
        if (m[1], _amount(m[2])) not in money
        and not (_said_as_a_change(statement, m) and _amount(m[2]) in changes)
    ]
    absent += [m[0] for m in _PERCENT.finditer(statement) if _amount(m[1]) not in percents]
    absent += [m[0] for m in _EMAIL.finditer(statement) if m[0].casefold().rstrip(".") not in emails]
    absent += [m[0] for m in _NUMBER_SIGN.finditer(statement) if m[1] not in numbers]
    times = _times_shown(page)
    absent += [m[0] for m in _TWELVE_HOUR.finditer(statement) if _twelve_hour_minutes(m) not in times]
    absent += [m[0] for m in _ZONED_TIME.finditer(statement) if not _zone_shown(m["zone"], page)]
    return (
        *absent,
        *_measures_in_other_units(statement, page),
        *_codes_not_shown(statement, page),
        *_prices_each_not_shown(statement, page),
        *_dates_on_another_weekday(statement, page),
    )


# A date said with its day of the week: "Wednesday 14 August 2025", "Wed, 14 Aug".
_WEEKDAY_DATE = re.compile(
    rf"\b(?P<weekday>{WEEKDAY_WORD}),? (?P<date>\d{{1,2}}(?:st|nd|rd|th)? {MONTH_WORD}\.?(?:,? \d{{4}})?)",
    re.IGNORECASE,
)


def _dates_on_another_weekday(statement: str, page: str) -> list[str]:
    """The dates the statement says with a day of the week that the page shows only with another:
    "Wednesday 14 August 2025" of a page saying "Thursday 14 August 2025" (fresh29 funeral flowers,
    blind: a false YES quoting the Thursday)."""
    shown: dict[str, set[str]] = {}
    for m in _WEEKDAY_DATE.finditer(page):
        shown.setdefault(_day_of(m["date"]), set()).add(m["weekday"].casefold()[:3])
    return [
        m[0]
        for m in _WEEKDAY_DATE.finditer(statement)
        if (days := shown.get(_day_of(m["date"]))) and m["weekday"].casefold()[:3] not in days
    ]


def _day_of(date: str) -> str:
    """A date's day and month (and year when said), as one key: "14 aug 2025"."""
    day = iso_date(date.casefold().replace(".", ""))
    if day is not None:
        return day
    m = re.match(r"(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3})", date.casefold())
    return f"{m[1]} {m[2]}" if m else date.casefold()


# A number in groups, as references and phone numbers are written: "0482-7731", "07700 900 318"; not a
# date written the ISO way (2025-06-14), which a page may show in words.
_GROUPED_DIGITS = re.compile(r"(?<![\w.,:/-])(?!\d{4}-\d{2}-\d{2}\b)\d{2,}(?:[- ]\d{2,})+(?![\w,:/-]|\.\d)")


def _codes_not_shown(statement: str, page: str) -> list[str]:
    """The grouped numbers ``statement`` names whose digits the page never shows, however grouped:
    "Eliza's candidate ID is 0482-7713" where the page has 0482-7731 (fresh27 piano exam, blind: the
    model quoted the right ID and said YES)."""
    shown = {re.sub(r"\D", "", m[0]) for m in _GROUPED_DIGITS.finditer(page)} | set(re.findall(r"\d+", page))
    return [m[0] for m in _GROUPED_DIGITS.finditer(statement) if re.sub(r"\D", "", m[0]) not in shown]


# A price said of one item: "£0.18 each", "$3 per item".
_EACH = re.compile(rf"{MONEY.pattern}\s+(?:each|per (?:item|unit|one))\b", re.IGNORECASE)


def _prices_each_not_shown(statement: str, page: str) -> list[str]:
    """A price the statement says of one item ("Bananas cost £1.08 each") that the page shows only
    as another sum, on a line pricing one item at something else ("£0.18 each £1.08": the line's
    total; fresh27 grocery substitutions, blind: a false YES)."""
    each_shown = {(m[1], _amount(m[2])) for m in _EACH.finditer(page)}
    absent = []
    for m in _EACH.finditer(statement):
        said = (m[1], _amount(m[2]))
        lines = [
            line
            for line in page.splitlines()
            if any((n[1], _amount(n[2])) == said for n in MONEY.finditer(line))
        ]
        if said not in each_shown and any(_EACH.search(line) for line in lines):
            absent.append(m[0])
    return absent


# A time of day with its time zone: "09:30 UTC", "7pm GMT".
_ZONED_TIME = re.compile(
    r"(?<![\w:])\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?\s?)?(?P<zone>UTC|GMT|BST|CET|CEST|EET|EEST|WET|WEST|EST|EDT"
    r"|CST|CDT|MST|MDT|PST|PDT|IST|JST|AEST|AEDT)\b",
    re.IGNORECASE,
)


def _zone_shown(zone: str, page: str) -> bool:
    """Whether the page says ``zone`` as a zone of its own: "UTC+1" is another zone than UTC (fresh25
    conference, blind: "The opening keynote starts at 09:30 UTC" of "All times are Lisbon time (WEST,
    UTC+1)", a false YES)."""
    return re.search(rf"(?<!\w){re.escape(zone)}(?![\w+−-])", page, re.IGNORECASE) is not None


# A measurement: a number and its unit of energy, power, charge, data, mass, length or speed.
_MEASURE = re.compile(
    r"(?<![\w.,])(\d[\d,]*(?:\.\d+)?)\s?(MWh|kWh|Wh|kW|W|mAh|V|A|TB|GB|MB|kB|kg|mg|km/h|km|cm|mm|mi|mph|°C|°F|ml)(?![\w/])"
)


# A duration: a whole number of minutes, hours, days, weeks, months or years.
_DURATION = re.compile(r"(?<![\w.,])(\d+)\s?(minute|min|hour|hr|day|week|month|year|yr)s?\b", re.IGNORECASE)
_DURATION_UNIT = {"min": "minute", "hr": "hour", "yr": "year"}


def _durations(text: str) -> list[tuple[str, int, str]]:
    """Each duration in ``text``: (as written, its number, its unit in one spelling)."""
    return [
        (m[0], int(m[1]), _DURATION_UNIT.get(m[2].casefold(), m[2].casefold()))
        for m in _DURATION.finditer(text)
    ]


def _measures_in_other_units(statement: str, page: str) -> list[str]:
    """The measurements ``statement`` names whose number the page shows only with other units: "18.4
    kW" where the page has "Energy this session: 18.4 kWh" and "Charging power: 7.2 kW" (fresh25 EV
    charger, blind: a false YES). A number the page shows bare (a column of kWh) is left alone."""
    shown: dict[Decimal, set[str]] = {}
    for m in _MEASURE.finditer(page):
        shown.setdefault(_amount(m[1]).normalize(), set()).add(m[2])
    absent = [
        m[0]
        for m in _MEASURE.finditer(statement)
        if (units := shown.get(_amount(m[1]).normalize())) and m[2] not in units
    ]
    # "held for 14 weeks" where the page holds the price "for 14 days" (fresh27 laptop trade-in, blind)
    spans: dict[int, set[str]] = {}
    for _, number, unit in _durations(page):
        spans.setdefault(number, set()).add(unit)
    return absent + [
        written
        for written, number, unit in _durations(statement)
        if (units := spans.get(number)) and unit not in units
    ]


# A number a statement names as a fact: a time (22:15), or digits with thousands separators and
# decimals (3, 1,250, 95.00); not a part of a name (INV-2047, KL1695, #1003, 2nd), which says which
# thing is meant rather than what is true of it.
_NUMBER_TEXT = r"\d{1,2}:\d{2}|\d[\d,]*(?:\.\d+)?"
# (A time's "am" or "pm" may follow it close: "arriving by 9:15am" names 9:15, not 9; fresh25 jury.)
_STATED_NUMBER = re.compile(rf"(?<![\w#-])({_NUMBER_TEXT})(?=[ap]\.?m\b|(?!\w|-[\d\w]*\d))", re.IGNORECASE)
_ANY_NUMBER = re.compile(_NUMBER_TEXT)
NUMBER_WORDS = {word: Decimal(value) for value, word in enumerate(NUMBER_NAMES)}
_ORDINAL_WORDS = {
    word: Decimal(value)
    for value, word in enumerate(
        ["second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"], start=2
    )
}
_ORDINAL = rf"(?:{'|'.join(_ORDINAL_WORDS)}|\d+(?:st|nd|rd|th))"
# A place in an order said as an ordinal: "Piranesi is second in its hold queue", "2nd on the waitlist"
# (not "second class", "the third row": a name or a position on the page, not a fact to check).
_RANK = re.compile(
    rf"\b(?:(?:is|are|was|were|sits|ranks|comes|now|placed) (?P<said>{_ORDINAL})(?![\w-])"
    rf"|(?P<before>{_ORDINAL}) (?:in|on) (?:the |its |their |his |her |your )?"
    r"(?:queue|waitlist|wait list|waiting list|line)\b)",
    re.IGNORECASE,
)


def _rank_value(match: re.Match[str]) -> Decimal:
    rank = (match["said"] or match["before"]).casefold()
    return _ORDINAL_WORDS.get(rank) or Decimal(re.sub(r"\D", "", rank))


# A place a quote shows as a place: an ordinal ("3rd", "third"), or the first number of "N of M"
# (whose M is the length of the queue, not a place in it).
_PLACE_SHOWN = re.compile(
    rf"\b(?P<ordinal>{_ORDINAL})(?![\w-])|\b(?P<place>\d+) (?:of|out of) \d+\b", re.IGNORECASE
)


def _places_shown(quoted: str) -> set[Decimal]:
    places = set()
    for m in _PLACE_SHOWN.finditer(quoted):
        ordinal = (m["ordinal"] or "").casefold()
        places.add(_ORDINAL_WORDS.get(ordinal) or Decimal(re.sub(r"\D", "", ordinal or m["place"])))
    return places


# Where a change started ("the count went from 3 to 4"): a past value.
_FROM_BEFORE_TO = re.compile(r"\bfrom\s+\S+\s+(?=to\b)", re.IGNORECASE)


def _number_value(text: str) -> str | Decimal:
    """A time as written without its hour's leading zero ("09:30" is "9:30"); any other number as
    its amount ("95.00" is 95, "1,250" is 1250)."""
    text = text.rstrip(",")
    if ":" in text:
        return text.lstrip("0") or "0"
    return _amount(text).normalize()


def unquoted_numbers(statement: str, quotes: Sequence[str]) -> tuple[str, ...]:
    """The numbers ``statement`` names that none of ``quotes`` shows (empty for a denial).

    The value check above asks whether the page shows a value anywhere. A near miss takes its value
    from the page's next row or line ("the last flight arrives at 22:15" where another flight does,
    "3 attempts left" where a date holds a 3), so a YES must also show the statement's numbers in
    the lines it rests on: quoting "Arrives (LIS): 22:55" is no evidence for 22:15. Numbers in the
    quotes count in digits or as words up to twelve ("two attempts")."""
    if _NEGATION.search(statement):
        return ()
    # A change names where it started ("the count went from 3 to 4"): a past value, which the page
    # as it is now need not show. A time of day is read on the 24-hour clock, as a page shows it: "8
    # am" is the 08:00 of "Morning (08:00–12:00)" (fresh28 nurse visits, blind: a true YES lost).
    statement = in_24_hours(_FROM_BEFORE_TO.sub(" ", statement))
    # a value a quote shows struck out and replaced is not shown ("Your position: ~~5th~~ 3rd of 6"
    # for "fifth": fresh29 pottery waitlist, blind)
    quoted = as_current(" ".join(quotes))
    shown = {_number_value(m[0]) for m in _ANY_NUMBER.finditer(f"{quoted} {in_24_hours(quoted)}")}
    words = re.findall(r"[a-z]+", quoted.casefold())
    shown |= {NUMBER_WORDS[w] for w in words if w in NUMBER_WORDS}
    shown |= {_ORDINAL_WORDS[w] for w in words if w in _ORDINAL_WORDS}
    # a change said as a sum ("reduced by £30") is the difference of two the quotes show, one struck
    # out ("~~£149.00~~ £119.00": fresh30 glasses order, blind)
    changes = _changes_shown(" ".join(quotes))
    missing = [
        m[0].rstrip(",")
        for m in _STATED_NUMBER.finditer(statement)
        if _number_value(m[0]) not in shown
        and not (
            _CHANGED_BY.search(statement[: m.start()].rstrip("$€£ ") + " ") and _number_value(m[0]) in changes
        )
    ]
    # A place is checked against the places the quotes show, when they show one: "ninth on the
    # waitlist" is not "7th of 9", whose 9 is the queue's length (fresh29 pottery waitlist, blind).
    places = _places_shown(quoted) or shown
    ranks = [m["said"] or m["before"] for m in _RANK.finditer(statement) if _rank_value(m) not in places]
    return (*missing, *ranks)


# A name said with a capital inside the statement ("loaded on the ferry in Hull"); month and day
# names are left to the date checks (a date is quoted in other forms: "2025-05-19" for "19 May").
_CAPITALISED = re.compile(r"(?<![\w'’.-])([A-Z][a-z]{2,})\b")


def unquoted_names(statement: str, quotes: Sequence[str], texts: Sequence[str]) -> tuple[str, ...]:
    """The capitalised names ``statement`` says after its first word, that the page shows, and that
    none of ``quotes`` (whole page lines) says (empty for a denial). As for numbers, a near miss
    takes a neighbouring row's line: quoting "Location: Europoort, NL | Event: Loaded on ferry" is
    no evidence that the shipment was loaded in Hull, which the next rows name (fresh21). Over the
    saved runs this turns 17 false goals' YES and 7 true goals' YES into NO."""
    if _NEGATION.search(statement):
        return ()
    page = " ".join(texts)
    quoted = " ".join(quotes).casefold()
    names = [
        m[1]
        for m in _CAPITALISED.finditer(statement)
        if m.start() > 0 and m[1].casefold() not in CALENDAR_WORDS and re.search(rf"\b{m[1]}\b", page)
    ]
    return tuple(n for n in dict.fromkeys(names) if not re.search(rf"\b{n.casefold()}\b", quoted))


def lines_quoted(quotes: Sequence[str], texts: Sequence[str]) -> list[str]:
    """The page lines each quote stands in, whole (a quote found across lines stands for itself): a
    model quoting the start of a row ("row: Friday 13 June, 08:00 to 13:00 (selected)") rests on the
    whole row, whose "Date: Fri 13 June 2025" shows the statement's year (fresh20 broadband)."""
    lines = [line for text in texts for line in text.splitlines()]
    folded = [normalise(line) for line in lines]
    out: list[str] = []
    for quote in quotes:
        said = normalise(quote)
        found = [i for i, f in enumerate(folded) if said and _in(said, f)]
        out += [line for i in found for line in _dialog_lines(lines, i)] or [quote]
    return out


_DIALOG = re.compile(r"^\s*(?:alert)?dialog\b")


def _dialog_lines(lines: Sequence[str], at: int) -> list[str]:
    """The line at ``at``; inside an open dialog, every line of the dialog: a dialog is one message,
    and a model quoting its last line ("Awaiting your reply ...") rests on its question too ("Would you
    like Vegetable samosa instead?", fresh22: a true YES lost for the name it did not quote)."""
    indent = _depth(lines[at])
    # the nearest line above it that holds it: the dialog's own line, or another container's
    start = next((i for i in range(at - 1, -1, -1) if _depth(lines[i]) < indent), None)
    if start is None or not _DIALOG.match(lines[start]):
        return [lines[at]]
    end = start + 1
    while end < len(lines) and _depth(lines[end]) > _depth(lines[start]):
        end += 1
    return list(lines[start:end])


def _depth(line: str) -> int:
    return len(line) - len(line.lstrip())


# A done thing ("has been removed", "was cancelled"), and the same verb still to come ("will be
# removed", "is to be cancelled").
_DONE = re.compile(r"\b(?:has|have|had)\s+been\s+(\w+)|\bwas\s+(\w+ed)\b", re.IGNORECASE)
_TO_COME = r"\b(?:will|would|to|going\s+to|about\s+to)\s+be\s+{}\b"


def done_only_to_come(statement: str, quotes: Sequence[str]) -> str | None:
    """The verb ``statement`` says is done ("has been removed") when every quote saying that verb
    says it is still to come ("Squash will be removed from your next payment", in the dialog asking
    to confirm it): a YES resting on those quotes rests on an announcement. None otherwise."""
    for match in _DONE.finditer(statement):
        verb = (match[1] or match[2]).casefold()
        saying = [q for q in quotes if re.search(rf"\b{re.escape(verb)}\b", q, re.IGNORECASE)]
        if saying and all(re.search(_TO_COME.format(re.escape(verb)), q, re.IGNORECASE) for q in saying):
            return verb
    return None


# A state a record reaches, said reached: "the client has approved the translation", "the order was
# cancelled". (Not "booked", "overdue", "turned on": said of pages in other words as often as not.)
_STATUS = re.compile(
    r"\b(?:is|are|was|were|has|have|had|now)\s+(?:been\s+)?(?:already\s+|now\s+|fully\s+)?"
    r"(approved|withdrawn|cancell?ed|rejected|declined|expired|refunded|dispatched|delivered|shipped|paid"
    r"|confirmed|completed|archived|suspended|verified|submitted|accepted|returned|resolved|closed)\b",
    re.IGNORECASE,
)


def status_unquoted(statement: str, lines: Sequence[str]) -> str | None:
    """The state ``statement`` says a thing has reached ("has approved", "was cancelled") when none
    of the page lines a YES rests on speaks of it in any form ("approv", "cancel"): quoting the job's
    client, document and deadline is no evidence that the client approved it, or withdrew it
    (fresh29 translation queue, blind: two false YES). None for a denial, or a YES quoting nothing."""
    if _NEGATION.search(statement) or not lines:
        return None
    for match in _STATUS.finditer(statement):
        status = match[1].casefold()
        stem = "cancel" if status.startswith("cancel") else status[:5]
        if not any(stem in line.casefold() for line in lines):
            return status
    return None


# A thing picked out by what it has: "Leo is the guest with the nut allergy", "String C is the only
# string with a warning".
_THE_ONE_WITH = re.compile(
    r"\b(?:is|are) the (?:\w+ ){1,2}?with (?:the |a |an )?(?P<what>[a-z][a-z -]*?)(?=[.,;]|$| and | but )",
    re.IGNORECASE,
)


def description_unquoted(statement: str, lines: Sequence[str]) -> str | None:
    """The description a statement picks a thing out by ("the guest with the nut allergy") when a
    word of it is in none of the page lines a YES rests on: quoting Leo's row, "Allergy or diet:
    Dairy-free", is no evidence that Leo is the one with the nut allergy (fresh30 soft play party,
    blind). None otherwise."""
    match = _THE_ONE_WITH.search(statement)
    if match is None or _NEGATION.search(statement) or not lines:
        return None
    quoted = " ".join(lines).casefold()
    missing = [word for word in re.findall(r"[a-z]{3,}", match["what"].casefold()) if word[:4] not in quoted]
    return match["what"] if missing else None


def status_reason(status: str, reasoning: str) -> str:
    """The reasoning of a YES turned NO because no quoted line speaks of the state it says reached, or
    of the description it picks a thing out by."""
    return (
        f"the statement says {status!r}, which none of the page lines the model quoted speaks of "
        f"(the model said YES: {reasoning})"
    )


# An amount a rate may bind: money, or a count of hours, days, kilowatt-hours and the like.
_AMOUNT = re.compile(
    r"[$€£]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:hours?|hrs?|minutes?|mins?|days?|kwh|kg|miles?|km)\b",
    re.IGNORECASE,
)
# A rate after the amount on the page ("£2.40 per hour", "£2.50 per child", "£8/day", "£3 each"), or
# in the label before it ("Average booked per week: 25 hours", "Maximum: £14.00").
_RATE_AFTER = re.compile(r"^\s*(?:(?:(?:per|an?)\s+|/\s*)(?P<unit>[a-z]+)|(?P<each>each))\b", re.IGNORECASE)
_RATE_LABEL = re.compile(
    r"\b(?:per|a)\s+(?P<unit>week|month|day|hour|year|night|child|person|head|guest)\b"
    r"|\b(?P<bound>average|avg|maximum|max|minimum|min)\b",
    re.IGNORECASE,
)
# A rate the statement says beside the amount ("£2.40 an hour", "each", "weekly", "on average").
_RATE_SAID = re.compile(
    r"\b(?:per|an?|every)\s+(?P<unit>[a-z]+)\b|\b(?P<word>each|apiece|hourly|daily|weekly|monthly|nightly"
    r"|yearly|annually|average|maximum|max|at most|up to|capped)\b",
    re.IGNORECASE,
)
_PERIODS = {"hour", "day", "week", "month", "night", "year"}
_PERIOD_OF = {"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month", "nightly": "night"}


def _amount_key(text: str) -> str:
    return re.sub(r"[\s,]", "", text.casefold()).rstrip("s")


def _rates_of(amount: str, line: str) -> list[str | None]:
    """The rate each showing of ``amount`` in ``line`` is bound to (None: a plain amount)."""
    rates: list[str | None] = []
    for m in _AMOUNT.finditer(line):
        if _amount_key(m[0]) != _amount_key(amount):
            continue
        after = _RATE_AFTER.match(line[m.end() :])
        label = line[: m.start()].rsplit("|", 1)[-1]
        labelled = _RATE_LABEL.search(label) if ":" in label else None
        if after is not None:
            rates.append((after["unit"] or "each").casefold())
        elif labelled is not None:
            rates.append((labelled["unit"] or labelled["bound"]).casefold())
        else:
            rates.append(None)
    return rates


def rate_dropped(statement: str, lines: Sequence[str]) -> str | None:
    """An amount ``statement`` says as a plain sum, or at another period, where every quoted line
    showing it binds it to a rate: "£14.00 an hour" quoting "£2.40 per hour, maximum £14.00 per day";
    "booked for 25 hours in October" quoting "Average booked per week: 25 hours"; "party bags add
    £2.50 to the bill" quoting "£2.50 per child" (fresh30, blind: three false YES). None otherwise."""
    if _NEGATION.search(statement):
        return None
    for m in _AMOUNT.finditer(statement):
        rates = [rate for line in lines for rate in _rates_of(m[0], line)]
        if not rates or None in rates:
            continue
        said = _RATE_SAID.search(statement[m.end() : m.end() + 25]) or _RATE_SAID.search(
            statement[max(0, m.start() - 30) : m.start()]
        )
        if said is None:
            return m[0]
        unit = (said["unit"] or said["word"]).casefold()
        unit = _PERIOD_OF.get(unit, unit).removesuffix("s")
        if unit in _PERIODS and all(rate in _PERIODS and rate != unit for rate in rates):
            return m[0]
    return None


def rate_reason(amount: str, reasoning: str) -> str:
    """The reasoning of a YES turned NO because its quotes show the amount only as a rate."""
    return (
        f"the statement says {amount!r}, which the page lines the model quoted show only as a rate "
        f"(per item, per period, an average or a cap) that the statement does not say (the model said "
        f"YES: {reasoning})"
    )


def unquoted_number_reason(numbers: Sequence[str], reasoning: str) -> str:
    """The reasoning of a YES turned NO because its quotes do not show the statement's numbers."""
    listed = ", ".join(repr(n) for n in numbers)
    return (
        f"the statement names {listed}, which none of the page lines the model quoted shows "
        f"(the model said YES: {reasoning})"
    )


def to_come_reason(verb: str, reasoning: str) -> str:
    """The reasoning of a YES turned NO because its quotes say the thing done is still to come."""
    return (
        f"the page text says it is still to be {verb}, in every page line the model quoted that says "
        f"{verb!r} (the model said YES: {reasoning})"
    )


def absent_value_reason(values: Sequence[str], reasoning: str) -> str:
    """The reasoning of a YES turned NO because the statement names a value the page does not show."""
    listed = ", ".join(repr(v) for v in values)
    return (
        f"the statement names {listed}, which the page text does not show (the model said YES: {reasoning})"
    )


def ungrounded_reason(grounding: Grounding, reasoning: str) -> str:
    """The reasoning of an UNGROUNDED verdict: what was not found, then what the model said."""
    if not grounding.quotes:
        why = "the model said YES but quoted nothing from the page text"
    else:
        listed = "; ".join(repr(q) for q in grounding.missing)
        why = f"the model said YES but quoted {listed}, which is not in the page text it was sent"
    return f"{why} (its reasoning: {reasoning})"


def excerpt(text: str, quotes: Sequence[str], *, context_lines: int = 2, limit: int = 12) -> str:
    """The lines of ``text`` around the quoted lines (for a failing verdict's message); the first
    lines when no quote is found."""
    lines = text.splitlines()
    wanted = [normalise(q) for q in quotes if normalise(q)]
    hits = [i for i, line in enumerate(lines) if any(w in normalise(line) for w in wanted)]
    if not hits:
        return "\n".join(lines[:limit])
    keep: set[int] = set()
    for i in hits:
        keep.update(range(max(0, i - context_lines), min(len(lines), i + context_lines + 1)))
    shown = sorted(keep)[:limit]
    out: list[str] = []
    for previous, index in zip([None, *shown], shown, strict=False):
        if previous is not None and index != previous + 1:
            out.append("...")
        out.append(lines[index])
    return "\n".join(out)
