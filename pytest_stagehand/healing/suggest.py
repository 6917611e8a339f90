"""Which verified locator to suggest in place of a drifted selector (pure).

``capture_element`` returns every candidate locator that resolves uniquely to the healed element
(test id, id, role + name, label, placeholder, CSS path, XPath). A hand-written test should get the
one least likely to drift again: what a user sees (role + name, label) first, then test ids, then
placeholders; ids, CSS paths and XPath only as a last resort, since those are what redesigns rename.
"""

from __future__ import annotations

from collections.abc import Sequence

# (prefix, kind) in order of preference; the first prefix a locator starts with decides its rank.
PREFERENCE: tuple[tuple[str, str], ...] = (
    ("internal:role=", "role"),
    ("role=", "role"),
    ("internal:label=", "label"),
    ("css=[data-testid=", "test id"),
    ("css=[data-test=", "test id"),
    ("css=[data-qa=", "test id"),
    ("internal:testid=", "test id"),
    ("internal:attr=[placeholder=", "placeholder"),
    ("css=#", "id"),
    ("css=", "css"),
    ("xpath=", "xpath"),
)


def selector_kind(selector: str) -> str:
    """``role``, ``label``, ``test id``, ``placeholder``, ``id``, ``css``, ``xpath`` or ``other``."""
    return PREFERENCE[_rank(selector)][1] if _rank(selector) < len(PREFERENCE) else "other"


def _rank(selector: str) -> int:
    for rank, (prefix, _) in enumerate(PREFERENCE):
        if selector.startswith(prefix):
            return rank
    return len(PREFERENCE)


def rank_locators(locators: Sequence[str]) -> list[str]:
    """``locators`` most stable first; equal ranks keep their given order."""
    return sorted(locators, key=_rank)  # sorted() is stable


def suggest_selector(locators: Sequence[str]) -> str:
    """The most stable of ``locators`` (all already verified unique), or "" when there are none."""
    ranked = rank_locators(locators)
    return ranked[0] if ranked else ""
