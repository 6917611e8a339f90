"""Struck-out text in the page text, read as the page now holds.

The snapshot sends struck-out text between ``~~`` marks (snapshot/walker.js), and the model reads it
so. The checks of a verdict read :func:`as_current` instead. A value struck out beside another value
of its kind is one the page has replaced ("Estimated delivery: 06 Oct 2025 ~~04 Oct 2025~~", "~~£45.00~~
£40.00"): it is left out, so a YES resting on it finds no support. Any other struck text keeps its
words and loses its marks: a cancelled event or a sold-out ticket is often shown struck through, and
"Status: ~~Cancelled~~" still says Cancelled.

"Beside" is within one cell of a row (``row: A: x | B: y``) or one line elsewhere: a struck unit price
in one cell is not replaced by the total in the next.

A value a line says it held before ("... Updated 3 Sep 2025. Previously: 14 Orchard Mews, Bristol") is
read the same way, though nothing strikes it: left out.
"""

from __future__ import annotations

import re

from ..dates import MONTH_WORD, WEEKDAY_WORD

MARK = "~~"
_SPAN = re.compile(r"~~(.+?)~~")
_CELL_BREAK = re.compile(r"( \| )")

# The kinds of value a page replaces in place, most specific first (a date holds numbers).
_DATE = (
    rf"(?:{WEEKDAY_WORD},? )?(?:\d{{1,2}}(?:st|nd|rd|th)? {MONTH_WORD}\.?(?:,? \d{{4}})?"
    rf"|{MONTH_WORD}\.? \d{{1,2}}(?:st|nd|rd|th)?(?:,? \d{{4}})?)"
    r"|\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{2,4}"
)
_TIME = r"\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?|\d{1,2}\s?[ap]\.?m\.?"
_MONEY = r"[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:p|€|eur|usd|gbp)\b"
_NUMBER = r"\d[\d,]*(?:\.\d+)?\s?%?"
# a place in a queue or a list: "~~5th~~ 3rd of 6" (fresh29 pottery waitlist)
_ORDINAL = r"\d+(?:st|nd|rd|th)"
_KINDS = tuple(
    (re.compile(rf"(?:{kind})", re.IGNORECASE), re.compile(rf"(?<![\w.,]){kind}(?![\w])", re.IGNORECASE))
    for kind in (_DATE, _TIME, _MONEY, _ORDINAL, _NUMBER)
)


def _kind(value: str) -> re.Pattern[str] | None:
    """The pattern that finds more values of the kind ``value`` is wholly (None: not a value): a
    number with its unit is of that unit ("~~35 years~~ 30 years"; fresh23 mortgage tracker)."""
    for whole, found in _KINDS:
        if whole.fullmatch(value):
            return found
    counted = _COUNTED.fullmatch(value)
    if counted is not None:
        return re.compile(rf"(?<![\w.,]){_NUMBER}\s?{re.escape(counted['unit'])}(?!\w)", re.IGNORECASE)
    return None


# A number and its unit of one or two words: "35 years", "12 kg", "3 nights", "2 adults".
_COUNTED = re.compile(rf"{_NUMBER}\s?(?P<unit>[^\W\d_]+(?: [^\W\d_]+)?)", re.IGNORECASE)


# What may join the values of one struck span: "Fri 13 June, 16:00–18:00".
_JOINING = re.compile(r"^[\s,;:/–—-]*(?:(?:at|from|to|on)[\s,;:/–—-]+)*$", re.IGNORECASE)


def _values_replaced(span: str, unstruck: str) -> bool:
    """Whether a struck span is values alone, joined by commas, dashes or "at" ("Fri 13 June,
    16:00–18:00"), of kinds the cell's unstruck text holds too: a slot the page moved (fresh24 garden
    centre). A span with other words ("was £12") keeps them."""
    rest, kinds = span, []
    for _, found in _KINDS[:3]:  # dates, times, amounts: a bare number is too common to say so
        if found.search(rest):
            kinds.append(found)
            rest = found.sub(" ", rest)
    return bool(kinds) and _JOINING.match(rest) is not None and all(k.search(unstruck) for k in kinds)


def _current_cell(cell: str) -> str:
    if MARK not in cell:
        return cell
    unstruck = _SPAN.sub(" ", cell)

    def keep(span: re.Match[str]) -> str:
        kind = _kind(span[1].strip())
        replaced = kind is not None and kind.search(unstruck) is not None
        return "" if replaced or _values_replaced(span[1], unstruck) else span[1]

    return re.sub(r"  +", " ", _SPAN.sub(keep, cell)).strip(" ")


# A value a line says it held before the one it shows: "Forwarding address: 9 Cavell Court, Leeds
# LS2 7HE Updated 3 Sep 2025. Previously: 14 Orchard Mews, Bristol BS6 6PL." (fresh25 tenancy deposit):
# up to the sentence's or the cell's end, after some text of the line (the value it holds now).
_PREVIOUSLY = re.compile(
    r"(?<=\S)\s*\b(?:previously|formerly)\s*:\s*[^|]*?(?:\.(?=\s|$)|(?= \| )|$)", re.IGNORECASE
)


def as_current(text: str) -> str:
    """``text`` as it now holds: replaced values left out (struck, or said to be the previous one),
    other struck text without its marks."""
    text = _PREVIOUSLY.sub("", text)
    if MARK not in text:
        return text
    lines = []
    for line in text.split("\n"):
        indent = line[: len(line) - len(line.lstrip(" "))]
        parts = _CELL_BREAK.split(line[len(indent) :])
        lines.append(indent + "".join(p if p == " | " else _current_cell(p) for p in parts))
    return "\n".join(lines)
