"""The page text's lines as the checks of a statement read them: control lines and keys.

The page text states every control on its own line (facts.py), "<label> (<kind>[, flag, ...])[:
<value>]". claims.py, session.py and row_values.py read statements against these lines; what they
share is here, so that each imports it and none imports another.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .facts import CHOICE_KINDS, FIELD_KINDS
from .grounding import normalise

CONTROL_KINDS = sorted(
    {*FIELD_KINDS.values(), *CHOICE_KINDS.values(), "button", "link", "tab", "menuitem", "option"},
    key=len,
    reverse=True,
)
# "<label> (<kind>[, flag, ...])[: <value>]", a list item's bullet first. The label may itself hold
# parentheses ("Yearly (save 20%) (radio button)"): the kind is the last parenthesised part.
CONTROL_LINE = re.compile(
    rf"^\s*(?:- )?(?P<label>.+?) \((?P<kind>{'|'.join(map(re.escape, CONTROL_KINDS))})"
    r"(?P<flags>(?:, [a-z -]+)*)\)(?:: (?P<value>.*))?$"
)
TEXT_FIELDS = frozenset({"text field", "search field", "number field"})
CHOICES = frozenset({"drop-down", "list box"})
# A person's title, which a statement may leave out ("Sofie Eriksen" of "Miss Sofie Eriksen").
TITLES = ("mr", "mrs", "ms", "miss", "mx", "dr", "prof")
NEGATION = re.compile(r"\b(?:not|no|never|none|nothing|without|neither|nor)\b|n't\b")


@dataclass(frozen=True)
class Control:
    """One control as the page text states it."""

    label: str
    kind: str
    flags: frozenset[str]
    value: str
    line: str
    group: str = ""  # the title of the group it is in ("Desk type" of "group Desk type:"), if any
    # The titles of every titled part it is in, outermost first ("Current booking" of "region
    # Current booking:"): where a statement may say it is ("ticked for the current booking").
    places: tuple[str, ...] = ()


@dataclass(frozen=True)
class Reading:
    """A statement's claim, the line of the page text that decides it, and whether that line says
    the claim holds (a contradiction when not)."""

    claim: str
    line: str
    holds: bool = False
    # Why, when no single line decides it ("no line of the page text says 'closed'"); ``line`` is
    # then the line that shows it best, or empty.
    why: str = ""


_GROUP = re.compile(r"^(?:radio)?group (?P<title>.+):$")
_TITLED = re.compile(
    r"^(?:group|region|form|dialog|alert dialog|table|tabs|navigation)(?: \([a-z, ]+\))? (?P<title>[^()].*):$"
)


def controls(texts: Iterable[str]) -> list[Control]:
    """Every control line of the page texts, with the group it is in."""
    found = []
    for text in texts:
        groups: list[tuple[int, str]] = []  # (indent, title), outermost first
        places: list[tuple[int, str]] = []
        for line in text.splitlines():
            indent = len(line) - len(line.lstrip())
            while groups and groups[-1][0] >= indent:
                groups.pop()
            while places and places[-1][0] >= indent:
                places.pop()
            if titled := _TITLED.match(line.strip()):
                places.append((indent, titled["title"]))
            if group := _GROUP.match(line.strip()):
                groups.append((indent, group["title"]))
                continue
            m = CONTROL_LINE.match(line)
            if m:
                flags = frozenset(f.strip() for f in m["flags"].split(",") if f.strip())
                title = groups[-1][1] if groups else ""
                found.append(
                    Control(
                        m["label"],
                        m["kind"],
                        flags,
                        m["value"] or "",
                        line.strip(),
                        title,
                        tuple(t for _, t in places),
                    )
                )
    return found


def line_key(text: str) -> str:
    key = normalise(text).replace("'", "")
    return re.sub(r"^(?:the|a|an) ", "", key).strip()


def as_written(statement: str) -> str:
    """A statement as its writer wrote it, white space folded and its full stop left off: what a
    reading shows as the claim, and what shapes read where the key would fold their punctuation."""
    return " ".join(statement.split()).rstrip(".").strip()
