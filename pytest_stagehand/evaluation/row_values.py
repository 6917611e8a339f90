"""How many of a page's rows say a value: none ("No class on Friday is full", "None of the tickets
has the status Closed", "There is no overdraft fee among the listed transactions"), or a number
("Two expense lines are still pending", "Exactly three of the listed slots are already taken"), or
all of them ("Every past shipment has the status Delivered": only ever contradicted, by one record).

A test asserts an absence or a tally as often as a presence, and a 1.5B model reads them against the
page's rows badly: it answered NO to "None of the tickets in the queue has the status Closed",
counting the statuses that are there, NO to "No class on Friday is full" because Thursday's class
is, and NO to "Two expense lines are still pending" after counting one. The page text decides the
plain cases.

A denial:

- the value denied (``Closed``, ``full``, ``overdraft fee``) is said on no line of the page's
  content (control lines aside: a status drop-down that offers "Closed" shows no closed ticket):
  the denial holds;
- the statement narrows the records by values of their own ("on Friday") and names no comparison:
  a table row with every one of those values and the value denied contradicts it; when some row has
  them all and none of those says the value, it holds (lines outside the table are not the records:
  "Full Access plan" in a header says nothing of Friday's classes);
- with nothing narrowing the records ("No loan is overdue"), a table row or list line saying the
  value contradicts it.

A tally ("<number> [of the] <things> are <value>"): the table rows saying the value, all in one
table, are that many or not. Not when a row says the value denied ("Not taken"): which rows count
is then the model's to read.

Not decided: a statement that compares or counts otherwise ("no item has a quantity greater than
2", "none ... is on-site only"), a value of more than four words, a value said with a relation ("last
filled in May", "has been hired") or that is a control's state ("no box is checked"), and a
narrowing the rows do not carry ("in the current order" on a page listing a menu beside the order):
the model's answer stands. The risk the first denial rule takes is a value the page words otherwise
("unpaid" of a page that says "Overdue"); it is measured on statements nobody tuned on
(BENCHMARKS.md, "Verdicts").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..dates import MONTH_WORD
from .grounding import NUMBER_WORDS
from .page_lines import CONTROL_LINE, Reading, as_written, line_key

_VERB = r"(?:is|are|was|were|has|have|had)"
_NONE_OF = re.compile(
    rf"^(?:none|not one|neither) of (?:the |your |my |its )?(?P<what>.+?) {_VERB} (?P<value>.+)$"
)
_NO = re.compile(rf"^(?:there (?:is|are) )?no (?P<what>.+?) {_VERB} (?P<value>.+)$")
_THERE_IS_NO = re.compile(r"^there (?:is|are) no (?P<value>.+?) (?P<what>(?:among|in|on|from) .+)$")
# What comes before the value itself: "has the status Closed", "is marked as paid", "assigned to Tom",
# "held by Marta Oyelaran", "on a Tuesday".
_BEFORE_VALUE = re.compile(
    r"^(?:(?:the |a )?status (?:of )?|marked (?:as )?|listed as |shown as |currently |still |yet |already |now |been |"
    r"(?:assigned|taught|sent|owned|given|run|led|held|booked|reserved) (?:to|by|for) |on (?:a |an |the )?(?=\w)|"
    r"(?:picked up|collected|dropped off|delivered|returned) (?:from|at|to) )+"
)
_COMPARES = re.compile(
    r"\b(?:only|than|below|above|over|under|more|less|fewer|greater|least|most|at|before|after|"
    r"between|same|other|any|all|every|each)\b|\d"
)
# Words that narrow nothing ("the listed requests", "in the queue" are every request the page lists).
_UNNARROWING = frozenset(
    {
        *("the", "a", "an", "of", "in", "on", "among", "from", "for", "at", "this", "that", "these"),
        *("listed", "list", "shown", "visible", "displayed", "page", "table", "current", "recent"),
        *("your", "my", "its", "their", "here", "any", "all", "below", "above"),
    }
)
_PREPOSITION = re.compile(r"\b(?:in|on|among|from|for|at|of|with|under|during|by|to|since|until)\b")
# A control's state or a thing's presence: said by control lines, or by nothing at all ("no error is
# shown"), so a line's silence about it proves nothing.
_STATES = frozenset(
    {
        *("checked", "unchecked", "ticked", "selected", "chosen", "enabled", "disabled", "expanded"),
        *("collapsed", "on", "off", "empty", "blank", "hidden", "shown", "visible", "displayed"),
        *("present", "listed", "available", "open", "opened", "active", "inactive", "required"),
        *("filled", "filled in", "set", "valid", "invalid", "focused", "pressed", "clickable"),
    }
)
_MAX_VALUE_WORDS = 4
# What a page shows without naming it: an error, a warning or a notice says its message, not its kind.
_NAMED_BY_NO_LINE = frozenset(
    {
        *("error", "errors", "warning", "warnings", "message", "messages", "alert", "alerts"),
        *("notice", "notices", "notification", "notifications", "problem", "problems", "issue", "issues"),
        *("toast", "banner", "validation", "prompt", "reminder", "hint"),
    }
)
_WORD = re.compile(r"[a-z0-9][a-z0-9'’-]*")


def _says(line: str, phrase: str) -> bool:
    """Whether ``line`` says ``phrase`` as words (a plural allowed): "Unpaid" does not say "paid"."""
    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?:e?s)?(?![\w-])", line_key(line)) is not None


_YES = frozenset({"yes", "y", "true", "✓", "✔"})


def _cells(row: str) -> list[tuple[str, str]]:
    """A table row's cells as (column, value); a cell the page text gives no column is its value."""
    cells = []
    for cell in row.removeprefix("row: ").split(" | "):
        column, sep, value = cell.partition(": ")
        cells.append((column, value) if sep else ("", column))
    return cells


def _line_says(line: str, value: str) -> bool:
    """Whether a line of content says ``value``: a table row in a cell's value, or by a yes under a
    column of that name ("Downloaded: Yes" says "downloaded", "Downloaded: No" does not); any other
    line anywhere."""
    if not line.startswith("row: "):
        return _says(line, value)
    return any(
        _says(cell, value) or (_says(column, value) and line_key(cell) in _YES)
        for column, cell in _cells(line)
    )


def _plain_value(said: str, *, states: bool = False) -> str | None:
    """The value a denial or a tally says the rows have, without what comes before it ("the status
    Closed" is "closed"); None when it is no plain value: a comparison ("a quantity greater than 2"),
    a relation ("last filled in May"), a control's state ("checked": the control lines say it; with
    ``states``, a tally's, counted only in rows that say it: "Two desks are listed as Available"),
    or more than four words."""
    value = _BEFORE_VALUE.sub("", said).strip()
    if not value or _COMPARES.search(value) or _PREPOSITION.search(value):
        return None
    return None if (value in _STATES and not states) or len(value.split()) > _MAX_VALUE_WORDS else value


def _content_lines(texts: Sequence[str]) -> list[str]:
    """The page's lines that say what is there: not a control's (its options are choices, not
    facts), not a table's column names."""
    lines = []
    for text in texts:
        for line in text.splitlines():
            body = line.strip()
            if body and not CONTROL_LINE.match(body) and not body.startswith("columns: "):
                lines.append(body)
    return lines


def _denied(statement: str) -> tuple[str, list[str]] | None:
    """The value a denial denies, and the words that narrow its records ("friday" of "no class on
    Friday is full"); None when the statement is not a plain denial."""
    said = line_key(statement)
    m = _THERE_IS_NO.match(said) or _NONE_OF.match(said) or _NO.match(said)
    if m is None:
        return None
    value = _plain_value(m["value"])
    if value is None or value.startswith(("a ", "an ", "the ", "any ")):
        return None  # "has a score": a relation, not a value
    if set(_WORD.findall(value)) & _NAMED_BY_NO_LINE:
        # "There is no error message on the student ID field": an error says "Enter your student ID
        # to claim the concession", never "error" (fresh23 language_course_enrolment)
        return None
    what = m["what"]
    if _COMPARES.search(what):
        return None
    cut = _PREPOSITION.search(what)
    narrowing = what[cut.start() :] if cut else ""
    words = [w for w in _WORD.findall(narrowing) if w not in _UNNARROWING]
    return value, words


def denial_reading(statement: str, texts: Sequence[str]) -> Reading | None:
    """What the page's lines say of ``statement`` when it is one of the denials above; None when it is
    not one, or the lines do not decide it."""
    denied = _denied(statement)
    if denied is None or not texts:
        return None
    value, narrowing = denied
    lines = _content_lines(texts)
    saying = [line for line in lines if _line_says(line, value)]
    claim = as_written(statement)
    if not saying:
        # A value of several words is absent only when no line says any of them: "no lab sessions
        # on Friday" of rows whose Type is "Lab" is the rows', not absent.
        if any(_line_says(line, word) for line in lines for word in _words_of(value)):
            return None
        return Reading(claim, "", holds=True, why=f"no line of the page text says {value!r}")
    if _says_denied(saying, value):
        return None  # "Not available" says "available" only in words: the model reads it
    rows = [line for line in lines if line.startswith("row: ")]
    if not narrowing:
        listed = [line for line in saying if line.startswith(("row: ", "- "))]
        return Reading(claim, listed[0]) if listed else None
    in_scope = [row for row in rows if all(_says(row, w) for w in narrowing)]
    if not in_scope:
        return None
    against = [row for row in saying if row in in_scope]
    if against:
        return Reading(claim, against[0])
    return Reading(claim, in_scope[0], holds=True, why=f"no row with {' '.join(narrowing)!r} says {value!r}")


_TALLY = re.compile(
    rf"^(?:exactly |only |just )?(?P<n>\d+|{'|'.join(NUMBER_WORDS)}) (?:of (?:the |your |my )?)?(?P<what>.+?) "
    rf"(?:is|are|was|were|has|have|had) (?P<value>.+)$"
)
_DENIED_BEFORE = r"(?:not|no|non|un)[ -]?"
_A_DATE_S_MONTH = re.compile(rf"{MONTH_WORD}\b")


def _columns(row: str) -> tuple[str, ...]:
    """A row's column names ("row: Day: Fri | Class: Pilates" has Day, Class): its table. A cell with
    no column stands for itself."""
    return tuple(column or value for column, value in _cells(row))


def _words_of(value: str) -> list[str]:
    """The words of a value of several words that could name it alone ("lab" of "lab sessions")."""
    words = _WORD.findall(value)
    return [w for w in words if len(w) >= 3 and w not in _UNNARROWING] if len(words) > 1 else []


def _says_denied(lines: Sequence[str], value: str) -> bool:
    """Whether a line (a row's cell) says ``value`` denied: "Not started", "Unavailable"."""
    denied = re.compile(rf"(?<![\w-]){_DENIED_BEFORE}{re.escape(value)}")
    cells = [
        cell for line in lines for _, cell in (_cells(line) if line.startswith("row: ") else [("", line)])
    ]
    return any(denied.search(line_key(cell)) for cell in cells)


def tally_reading(statement: str, texts: Sequence[str]) -> Reading | None:
    """What the page's rows say of ``statement`` when it is a tally (see the module); None when it is
    not one, or the rows do not decide it."""
    m = _TALLY.match(line_key(statement))
    if m is None or not texts or _COMPARES.search(m["what"]) or _A_DATE_S_MONTH.match(m["what"]):
        return None  # "The 21 June lesson is confirmed": a date's day, not a count
    value = _plain_value(m["value"], states=True)
    if value is None:
        return None
    rows = [line for line in _content_lines(texts) if line.startswith("row: ")]
    if _says_denied(rows, value):
        return None
    if value in _STATES:  # a state counts only as a cell of its own: "Extras (2 selected)" is no selected row
        saying = [row for row in rows if any(line_key(cell) == value for _, cell in _cells(row))]
    else:
        saying = [row for row in rows if _line_says(row, value)]
    if len({_columns(row) for row in saying}) != 1:
        return None
    wanted = int(m["n"]) if m["n"].isdigit() else int(NUMBER_WORDS[m["n"]])
    claim = as_written(statement)
    counted = f"{len(saying)} rows of the table say {value!r}"
    return Reading(claim, saying[0], holds=len(saying) == wanted, why=counted)


# A cell that is a number or an amount ("8", "2,780 kg", "€312.00"): a value of the row, not a thing.
_AMOUNT = re.compile(r"[^a-z]*\d[\d,.]*(?: ?[a-z]{1,3})?")
# "The basket contains four passes", "There are 3 skiers in the basket": a count of a table's rows by
# the noun of one of its columns, said bare (no word between the number and the noun).
_HOLDS_COUNT = re.compile(
    rf"^(?:(?P<subject>.+?) (?:contains?|has|have|holds?|includes?|lists?|shows?) |there (?:is|are) )"
    rf"(?:exactly |only |just )?(?P<n>\d+|{'|'.join(NUMBER_WORDS)}) (?P<noun>[a-z]+)(?: (?:in|on) .+)?$"
)


def row_count_reading(statement: str, texts: Sequence[str]) -> Reading | None:
    """A count of the things one table lists, said by the noun of its column ("four passes" of a
    basket whose table has a Pass column): the rows are that many or not. Not when two tables have
    such a column, when a word stands between the number and the noun ("2 adult passes"), when the
    column holds numbers ("8 pallets" is a row's Pallets), nor when the statement's subject says a
    row's words ("Lena Fischer has two orders": some of the rows)."""
    m = _HOLDS_COUNT.match(line_key(statement))
    if m is None or not texts:
        return None
    noun, subject = m["noun"], set(_WORD.findall(m["subject"] or ""))
    rows = [line for line in _content_lines(texts) if line.startswith("row: ")]
    tables: dict[tuple[str, ...], list[str]] = {}
    for row in rows:
        cells = [(line_key(column), line_key(value)) for column, value in _cells(row)]
        named = [value for column, value in cells if column and noun in (column, f"{column}s", f"{column}es")]
        if named and not any(_AMOUNT.fullmatch(value) for value in named):
            tables.setdefault(tuple(column for column, _ in cells), []).append(row)
    if len(tables) != 1:
        return None
    row_words = {w for row in rows for w in _WORD.findall(line_key(row)) if len(w) >= 3}
    if subject & row_words:
        return None
    (counted,) = tables.values()
    wanted = int(m["n"]) if m["n"].isdigit() else int(NUMBER_WORDS[m["n"]])
    why = f"the table lists {len(counted)} rows"
    return Reading(as_written(statement), counted[0], holds=len(counted) == wanted, why=why)


_EVERY = re.compile(
    rf"^(?:all|every|each)(?: one)?(?: of)?(?: the| your| my| its)? (?P<what>.+?) {_VERB} (?P<value>.+)$"
)
_DASH = " – "


def _parts(line: str) -> list[tuple[str, str]]:
    """A row's cells as (column, value), or a list line's parts between dashes as (place, part):
    "- Driving licence – Verified" has ("1", "Verified") last."""
    if line.startswith("row: "):
        return _cells(line)
    return [(str(index), part) for index, part in enumerate(line.removeprefix("- ").split(_DASH))]


def _blocks(texts: Sequence[str]) -> list[list[str]]:
    """The page's tables (their rows, by columns) and lists (runs of items at one indent), each the
    lines of one set of records."""
    blocks: dict[tuple[str, ...], list[str]] = {}
    lists: list[list[str]] = []
    for text in texts:
        last_indent = -1
        for line in text.splitlines():
            body, indent = line.strip(), len(line) - len(line.lstrip())
            if body.startswith("row: "):
                blocks.setdefault(_columns(body), []).append(body)
            if body.startswith("- ") and not CONTROL_LINE.match(body.removeprefix("- ")):
                if indent != last_indent:
                    lists.append([])
                lists[-1].append(body)
                last_indent = indent
            else:
                last_indent = -1
    return [*blocks.values(), *lists]


# Words that describe every record of a set without narrowing it ("all uploaded documents").
_DESCRIBING = frozenset({"past", "previous", "earlier", "uploaded", "attached"})


def _narrowing(what: str, block: Sequence[str]) -> list[str] | None:
    """The words of a statement's subject that pick some records of ``block`` ("urgent" of "all
    urgent tickets", said by some rows and not others); None when a word might narrow it by a name
    the records do not carry ("weekend" of rows saying Saturday): then the records meant are unknown."""
    cut = _PREPOSITION.search(what)
    before = [w for w in _WORD.findall(what[: cut.start()] if cut else what) if w not in _UNNARROWING]
    after = [w for w in _WORD.findall(what[cut.start() :]) if w not in _UNNARROWING] if cut else []
    narrowing = []
    for word in [*before[:-1], *after]:  # the last word before a preposition names the records
        saying = sum(_line_says(line, word) for line in block)
        if saying == 0 and word not in _DESCRIBING:
            return None
        if 0 < saying < len(block):
            narrowing.append(word)
    return narrowing


_WITH_WHOM = re.compile(r"^(?:with|by) ")
_OWNER = re.compile(r"\b(\w+'s)\b")


def every_reading(statement: str, texts: Sequence[str]) -> Reading | None:
    """ "All uploaded documents are verified", "Every past shipment has the status Delivered": the
    records saying the value, all in one table or list and all in one column (or part of a list line),
    against the other records of that block, whose same cell says something else. One such record
    contradicts it; only the records the subject's words pick count ("all urgent tickets": the rows
    saying urgent). Never confirmed here: whether the block is all the records the statement means is
    the model's to read."""
    m = _EVERY.match(line_key(statement))
    if m is None or not texts or _COMPARES.search(m["what"]):
        return None
    # "were with Josie Whitlock": the stylist column's value (fresh27 hair salon, blind: a false YES)
    value = _plain_value(_WITH_WHOM.sub("", m["value"]))
    if value is None:
        return None
    # whose records they are ("Priya's previous visits") names no narrower set of them
    owners = {line_key(owner) for owner in _OWNER.findall(statement)}
    for block in _blocks(texts):
        places = {place for line in block for place, cell in _parts(line) if _says(cell, value)}
        if len(places) != 1:
            continue
        narrowing = _narrowing(" ".join(w for w in m["what"].split() if w not in owners), block)
        if narrowing is None:
            return None
        (place,) = places
        for line in block:
            if not all(_line_says(line, word) for word in narrowing):
                continue
            cell = dict(_parts(line)).get(place)
            if cell is not None and (not _says(cell, value) or _says_denied([cell], value)):
                return Reading(as_written(statement), line)
        return None
    return None


# "The sourdough loaf is listed above the free-range eggs."
_LISTED = re.compile(
    r"^(?:the )?(?P<first>.+?) (?:is|are) (?:listed|shown) (?P<where>above|before|ahead of|below|after) "
    r"(?:the )?(?P<second>.+)$"
)
_SHORT_WORDS = frozenset({"the", "and", "for", "with"})


def order_reading(statement: str, texts: Sequence[str]) -> Reading | None:
    """Which of two records a list shows first: each is the first content line that says every word
    of its name, and both must be found on different lines (fresh27 grocery substitutions, blind: the
    model said the sourdough loaf, listed after the eggs, was listed above them)."""
    m = _LISTED.match(line_key(statement))
    if m is None or not texts:
        return None
    lines = [line.strip() for text in texts for line in text.splitlines() if line.strip()]
    keys = [line_key(line) for line in lines]
    found: list[int] = []
    for name in (m["first"], m["second"]):
        words = [
            rf"\b{word}\b" if word.isdigit() else rf"\b{word}"
            for word in re.findall(r"[a-z0-9]+", name)
            if (len(word) >= 3 or word.isdigit()) and word not in _SHORT_WORDS
        ]
        at = next(
            (i for i, key in enumerate(keys) if words and all(re.search(word, key) for word in words)), None
        )
        if at is None:
            return None
        found.append(at)
    first, second = found
    if first == second:
        return None
    earlier = m["where"] in ("above", "before", "ahead of")
    return Reading(as_written(statement), lines[first], holds=(first < second) == earlier)
