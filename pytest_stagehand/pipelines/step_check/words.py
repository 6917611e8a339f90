"""The instruction's words and an element's name's words, read the same way: tokens (a number with
its separators kept whole), where a name is mentioned, whether it is named in full, and the parts of
an instruction (between commas, "and", "then") a value or a name stands in."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ...actions.variables import placeholders_in
from ...dates import NUMBER_NAMES
from ...prompts.compound import STEP_VERBS, clauses, quoted_values

# Words of an element's name that say nothing of which element it is.
_FILLER = frozenset({"the", "a", "an", "button", "link", "to", "of", "and", "or", "in", "on", "for"})

# A word, or a number with its separators kept whole: "10:30" is not "11:30 (full)" by their "30",
# nor "2026-06-15" a mention of "15:30". Numbers match only whole, never by a prefix ("100", "1000").
# A number with one letter after it is one word: "Desk 12A" is not "Desk 12" and an article
# (fresh13 desk-0, dev).
_TOKEN = re.compile(r"\d+(?![xX])[^\W\d_](?![^\W\d_])|\d+(?:[:./-]\d+)*|\w+")


# A range of clock times ("18:00-20:00") is its two times: "the 20:00 slot" names the 20:00-22:00 one.
_CLOCK_RANGE = re.compile(r"^\d{1,2}:\d{2}(?:-\d{1,2}:\d{2})+$")
_CLOCK_RANGE_IN_TEXT = re.compile(r"(\d{1,2}:\d{2})\s*[-–]\s*(?=\d{1,2}:\d{2})")


def clock_ranges_apart(text: str) -> str:
    """``text`` with each range of clock times written with its two times apart ("20:00-22:00":
    "20:00 - 22:00"), so each is found where it is said or shown."""
    return _CLOCK_RANGE_IN_TEXT.sub(r"\1 - ", text)


# Options that are words a task also joins its parts with ("set If to Subject").
_JOINING_WORDS = frozenset({"to", "from", "in", "on", "at", "by", "for", "of", "with", "and", "or"})


# How often a step is asked for: "twice", "press Next three times".
_HOW_OFTEN = re.compile(r"\b(?:twice|thrice|\w+ times)\b", re.IGNORECASE)


def _words(name: str) -> list[str]:
    return [
        part
        for word in _TOKEN.findall(name.casefold())
        if word not in _FILLER
        for part in (word.split("-") if _CLOCK_RANGE.match(word) else [word])
    ]


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def _core(name: str) -> str:
    """A name without its parenthesised remarks: 'Small (10")' is named by "the Small size"."""
    return re.sub(r"\s*\([^()]*\)", "", name).strip() or name


def _names(instruction: str, value: str) -> bool:
    value = value.strip()
    return (
        bool(value)
        and re.search(rf"(?<!\w){re.escape(_folded(value))}(?!\w)", _folded(instruction)) is not None
    )


def _mentioned_at(name: str, instruction: str) -> int | None:
    """Where in the instruction a word of ``name`` (or a word it begins or is begun by, three letters
    at least: "Log in" for "login") first appears; None when nowhere."""
    said = [(m.start(), m.group(0)) for m in _TOKEN.finditer(instruction.casefold())]
    found = [
        start
        for word in _words(name)
        for start, other in said
        if word == other
        or (
            min(len(word), len(other)) >= 3
            and not (word[0].isdigit() or other[0].isdigit())
            and (other.startswith(word) or word.startswith(other))
        )
    ]
    return min(found, default=None)


def _said_whole(word: str, part: str) -> bool:
    """Whether the part says the word itself or a longer form of it ("updates"), not merely a
    word it begins with ("the" of "there")."""
    return any(
        token == word or (len(word) >= 4 and token.startswith(word))
        for token in _TOKEN.findall(part.casefold())
    )


_RANGE_DASH = re.compile(r"\s*[-–]\s*")


def _said_as_written(text: str, instruction: str) -> bool:
    """Whether the instruction holds the text itself, word for word ("Sat 8 June", "09:00-12:00"; the
    checks read the instruction with its clock ranges spaced apart: "09:00 - 12:00")."""
    return _names(_RANGE_DASH.sub("-", instruction), _RANGE_DASH.sub("-", text))


def _named_in_full(name: str, instruction: str) -> bool:
    words = _words(name)
    return bool(words) and all(_mentioned_at(word, instruction) is not None for word in words)


def _named_most_at(name: str, instruction: str) -> int | None:
    """Where the part of the instruction that names the element most fully names it: "Send message"
    is named by "then send message", not by the "message" of "type ... as the message" before it."""
    best: tuple[tuple[int, bool], int] | None = None  # ((words of the name in the part, led by it), place)
    start = 0
    words = _words(name)
    for part in clauses(instruction):
        offset = instruction.find(part, start)
        start = offset + len(part) if offset >= 0 else start
        place = _mentioned_at(name, part)
        if offset < 0 or place is None:
            continue
        # as many words, the part that begins with the name's first: "Submit application" is named
        # by "Submit it", not by the "grant application" of "Fill in the grant application: ..."
        count = (
            sum(_mentioned_at(word, part) is not None for word in words),
            bool(words) and _mentioned_at(words[0], part) == 0,
        )
        if best is None or count > best[0]:
            best = (count, offset + place)
    return best[1] if best else _mentioned_at(name, instruction)


def _times_said(value: str, instruction: str) -> int:
    return len(re.findall(rf"(?<!\w){re.escape(value)}(?!\w)", _folded(instruction))) if value else 0


_VERB_WORDS = frozenset(STEP_VERBS.split("|"))

# Words of a group's label that name no group ("How easy was it to ...?").
_QUESTION_WORDS = frozenset(
    {
        "how",
        "what",
        "which",
        "who",
        "was",
        "were",
        "is",
        "are",
        "it",
        "you",
        "your",
        "with",
        "did",
        "do",
        "get",
    }
)

# Where a tester's sentence changes subject: a value and the field it is for stand between two of these.
# a sentence's end too: "I want no visitor scratch cards. The car is a company vehicle" says no
# "no" of the company vehicle (fresh7 parking-permit-0, dev)
_PART_BREAK = re.compile(r",|;|\band\b|\bthen\b|[.!?](?=\s)")


def _part_around(instruction: str, start: int) -> str:
    """The part of the instruction (between commas, "and", "then") holding ``start``."""
    text = instruction.casefold()
    begin, end = _part_bounds(text, start)
    return text[begin:end]


def _part_bounds(text: str, at: int) -> tuple[int, int]:
    """Where the part of ``text`` (between commas, "and", "then") holding ``at`` begins and ends."""
    breaks = [0, *(m.end() for m in _PART_BREAK.finditer(text) if m.end() <= at)]
    after = [m.start() for m in _PART_BREAK.finditer(text) if m.start() > at]
    return breaks[-1], after[0] if after else len(text)


def _value_at(value: str, instruction: str) -> int | None:
    found = re.search(rf"(?<!\w){re.escape(_folded(value))}(?!\w)", instruction.casefold())
    return found.start() if found and value.strip() else None


def _part_giving(value: str, instruction: str) -> str | None:
    """The part of the instruction that gives ``value``, without the value (folded), or None."""
    start = _value_at(value, instruction)
    if start is None or placeholders_in(value):
        return None
    return _part_around(instruction, start).replace(_folded(value), " ")


_QUOTED_TEXT = re.compile(r"""(?<!\w)(["'“‘])(.+?)(["'”’])(?!\w)""")


def _without_quoted(instruction: str) -> str:
    for value in quoted_values(instruction):
        instruction = instruction.replace(value, " ")
    return instruction


# Where a numbered or sentence-by-sentence task starts its next step: "... to 2. 2. Choose ...".
_NEXT_STEP = re.compile(r"(?:^|(?<=[.;:!?])\s+)\d+[.)]\s+|(?<=[.!?])\s+(?=[A-Z])")


def _steps_said(instruction: str) -> list[str]:
    """The instruction's parts (:func:`clauses`), numbered items and sentences split apart, each
    without its number: "1. Set ... to 2. 2. Tick 'Low salt'." is "Set ... to 2." and "Tick 'Low salt'."."""
    return [
        piece.strip() for part in clauses(instruction) for piece in _NEXT_STEP.split(part) if piece.strip()
    ]


def _unsaid_count(name: str, instruction: str) -> int:
    """How many words of the name (without remarks in parentheses) the instruction does not say:
    of look-alikes, the one the task says best has fewest."""
    return sum(not _said_whole(word, instruction) for word in _words(_core(name)))


def _inside_a_longer(name: str, names: Iterable[str]) -> bool:
    """Whether another of ``names`` holds every word of ``name`` and more: "Standard" inside
    "Standard plus", "Rowing boat" inside "Rowing boat with motor"."""
    words = _singulars(name)
    return any(words < _singulars(other) for other in names)


def _singulars(name: str) -> set[str]:
    """The name's words without a plural's s: "Every week" is inside "Every 4 weeks" (fresh18
    coffee-2, dev: both were named by "every 4 weeks", and neither was chosen)."""
    return {w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in _words(name)}


# An e-mail address said aloud: "kofi dot osei at example dot com".
_SPOKEN_EMAIL = re.compile(
    r"(?<![\w.@])([a-z0-9][\w+-]*(?: dot [a-z0-9][\w+-]*)*) at ([a-z0-9][\w-]*(?: dot [a-z0-9][\w-]*)*"
    r" dot [a-z]{2,})(?![\w@])",
    re.IGNORECASE,
)


def with_spoken_emails(instruction: str) -> str:
    """The instruction with each e-mail address said aloud written as one ("kofi dot osei at example
    dot com": kofi.osei@example.com), as its field takes it (fresh9 junior-2, dev: the words were typed
    into the e-mail field)."""
    return _SPOKEN_EMAIL.sub(
        lambda m: f"{m[1].replace(' dot ', '.')}@{m[2].replace(' dot ', '.')}", instruction
    )


# How often, said as an adverb: "4-weekly", "fortnightly", "6 monthly".
_EVERY_SO_OFTEN = re.compile(r"\b(\d+)[- ]?(week|month|day)ly\b|\b(fortnightly)\b", re.IGNORECASE)


def with_how_often_as_every(instruction: str) -> str:
    """The instruction with "4-weekly" written "every 4 weeks" and "fortnightly" "every 2 weeks", as
    pages name such choices ("coffee: ..., 4-weekly -> start subscription" for the Every 4 weeks radio:
    fresh18 coffee-2, dev)."""

    def every(m: re.Match[str]) -> str:
        return "every 2 weeks" if m[3] else f"every {m[1]} {m[2]}s"

    return _EVERY_SO_OFTEN.sub(every, instruction)


# Lengths of time said in hours, longest first: "an hour and a half" before "an hour".
_HOURS_SAID = (
    (r"(?:an|one) hour and a half|one and a half hours|1\.5 ?(?:hours|hrs?)|90 ?mins?", 90),
    (r"three quarters of an hour|45 ?mins?", 45),
    (r"half an hour|30 ?mins?", 30),
    (r"(?:a )?quarter of an hour|15 ?mins?", 15),
    (r"(?:an|one|1) ?(?:hour|hr)", 60),
    (r"(?:two|2) ?(?:hours|hrs)", 120),
)
_MINUTES_NAME = re.compile(r"^\s*\d+\s*(?:minutes|mins?)\b", re.IGNORECASE)


def with_lengths_in_minutes(instruction: str, names: Iterable[str]) -> str:
    """The instruction with lengths of time said in hours ("a lesson of an hour", "1.5 hrs", "three
    quarters of an hour") written in minutes, when the page's controls name lengths in minutes
    ("60 minutes"): fresh18 piano-0 and -2, dev (the length was never chosen)."""
    if sum(bool(_MINUTES_NAME.match(name)) for name in names) < 2:
        return instruction
    for said, minutes in _HOURS_SAID:
        instruction = re.sub(
            rf"(?<![\w.]){said}(?![\w])", f"{minutes} minutes", instruction, flags=re.IGNORECASE
        )
    return instruction


# Words by which a name denies what its look-alike has: "Flat without a garden", "No preference".
_DENYING = frozenset({"without", "no", "non", "not", "none"})


def said_score(name: str, said: set[str]) -> tuple[int, int, int]:
    """How well the task's words (``said``) name ``name`` among its look-alikes: the words of it said;
    then not denying what the task does not ("a flat that has its own garden" is Flat with a garden,
    not Flat without a garden); then fewer words unsaid."""
    words = set(_words(_core(name)))
    return len(said & words), -len((words & _DENYING) - said), -len(words - said)


# An arrow giving a value: "children -> 3", "children -> three" is "children to 3".
_ARROW_TO_A_VALUE = re.compile(
    rf"\s*(?:->|→|=>)\s*(?:(?=[\"'“‘]?\d)|(?P<word>{'|'.join(NUMBER_NAMES)})\b)", re.IGNORECASE
)


def with_arrows_as_to(instruction: str) -> str:
    """The instruction with an arrow before a value read as "to", a count in words in figures
    ("children -> three": "children to 3"), as counts and fields are read (fresh19 babysitter-2,
    dev: the count was never set)."""

    def to(m: re.Match[str]) -> str:
        return f" to {NUMBER_NAMES.index(m['word'].casefold())}" if m["word"] else " to "

    return _ARROW_TO_A_VALUE.sub(to, instruction)


# A measure said in words: "one centimetre", "3 kilos".
_UNIT_WORDS = {
    **{"centimetre": "cm", "centimeter": "cm", "millimetre": "mm", "millimeter": "mm"},
    **{"kilogram": "kg", "kilogramme": "kg", "kilo": "kg", "gram": "g", "gramme": "g"},
}
_MEASURE_SAID = re.compile(
    rf"\b(?P<n>\d+|{'|'.join(NUMBER_NAMES)})\s+(?P<unit>{'|'.join(_UNIT_WORDS)})s?\b", re.IGNORECASE
)
_MEASURE_NAME = re.compile(r"\b\d+\s?(?:cm|mm|kg|g)\b", re.IGNORECASE)


def with_measures_as_named(instruction: str, names: Iterable[str]) -> str:
    """The instruction with measures said in words written as the page's controls write them ("take
    the hem up by one centimetre": "... by 1 cm" among "Shorten 1 cm", "Shorten 2 cm"), when they
    write them so: fresh19 tailor-0 and -2, dev (the hem was never chosen)."""
    if not any(_MEASURE_NAME.search(name) for name in names):
        return instruction

    def as_named(m: re.Match[str]) -> str:
        n = m["n"].casefold()
        number = n if n.isdigit() else str(NUMBER_NAMES.index(n))
        return f"{number} {_UNIT_WORDS[m['unit'].casefold()]}"

    return _MEASURE_SAID.sub(as_named, instruction)
