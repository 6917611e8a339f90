"""Which verified locator to suggest in place of a drifted selector (pure).

``capture_element`` returns every candidate locator that resolves uniquely to the healed element
(test id, id, role + name, label, placeholder, unique text, CSS path, XPath). A hand-written test
should get the one least likely to drift again: what a user sees (role + name, label) first, then
test ids, placeholders and unique text; ids, CSS paths and XPath only as a last resort, since those
are what redesigns rename (a positional one is flagged in the heal report: :func:`is_positional`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

# Prefixes in order of preference; the first prefix a locator starts with decides its rank.
PREFERENCE: tuple[str, ...] = (
    "internal:role=", "role=",  # role + name
    "internal:label=",  # label
    "css=[data-testid=", "css=[data-test=", "css=[data-qa=", "internal:testid=",  # test ids
    "internal:attr=[placeholder=",  # placeholder
    "internal:text=",  # unique text
    "css=#",  # id
    "css=",  # CSS path
    "xpath=",
)  # fmt: skip


def _rank(selector: str) -> int:
    for rank, prefix in enumerate(PREFERENCE):
        if selector.startswith(prefix):
            return rank
    return len(PREFERENCE)


_ID_ONLY = re.compile(r"^css=#[^\s>:\[.]+$")


def is_positional(selector: str) -> bool:
    """Whether ``selector`` finds its element by place (a CSS path, an XPath), not by what it is:
    such a locator breaks on the next layout change, and may silently find a neighbour meanwhile."""
    if selector.startswith("xpath="):
        return True
    if selector.startswith("css="):
        return not (_ID_ONLY.match(selector) or selector.startswith("css=["))
    return " >> css=" in selector


def rank_locators(locators: Sequence[str]) -> list[str]:
    """``locators`` most stable first; equal ranks keep their given order."""
    return sorted(locators, key=_rank)  # sorted() is stable


def suggest_selector(locators: Sequence[str]) -> str:
    """The most stable of ``locators`` (all already verified unique), or "" when there are none."""
    ranked = rank_locators(locators)
    return ranked[0] if ranked else ""


# A JSON string literal followed by Playwright's match flag: s (case-sensitive, exact) or i (not).
_QUOTED = r'("(?:[^"\\]|\\.)*")([si]?)'
_ATTRIBUTE = re.compile(r"^internal:(?:testid|attr)=\[([\w-]+)=" + _QUOTED + r"\]$")
_TEXT = re.compile(r"^internal:text=" + _QUOTED + "$")
# What Playwright would read as ``engine=body`` (or XPath, or text) if ``css=`` were dropped.
_LOOKS_LIKE_ENGINE = re.compile(r"^([a-zA-Z0-9_+:*-]+=|//|\.\.|[\"'])")


def public_selector(selector: str) -> str | None:
    """The selector string a person would write for a verified locator, or None when there is none.

    ``internal:role=button[name="Log in"s]`` → ``role=button[name="Log in"s]``; ``internal:testid=
    [data-testid="go"s]`` → ``[data-testid="go"]``; ``internal:text="Welcome"i`` → ``text=Welcome``
    (``"..."s`` → ``text="..."``); ``css=#x`` → ``#x``; XPath stays ``xpath=...``. Labels
    (``internal:label``) and frame hops have no selector-string form: None, for a manual edit.
    """
    if " >> " in selector:
        return None
    if selector.startswith("internal:role="):
        return "role=" + selector.removeprefix("internal:role=")
    if match := _ATTRIBUTE.match(selector):
        return f"[{match[1]}={match[2]}]"
    if match := _TEXT.match(selector):
        quoted, flag = match[1], match[2]
        if flag == "s":
            return f"text={quoted}"  # quoted: the whole text, case-sensitive, as internal's "s"
        text = str(json.loads(quoted))
        # Unquoted: case-insensitive substring, as internal's "i"; only for text that reads back as is.
        return f"text={text}" if text and text == text.strip() and text[0] not in "\"'/" else None
    if selector.startswith("css="):
        css = selector.removeprefix("css=")
        return selector if _LOOKS_LIKE_ENGINE.match(css) else css
    if selector.startswith(("xpath=", "role=", "text=")):
        return selector
    return None
