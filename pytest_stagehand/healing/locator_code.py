"""A Playwright selector string as the locator call a person would write (pure).

Healing verifies its candidate locators as selector strings, some in Playwright's internal syntax
(``internal:role=button[name="Sign in"s]``). Those work in ``page.click(...)``, but nobody writes them;
reports and ``heal apply`` show ``get_by_role("button", name="Sign in", exact=True)`` instead. A
selector this module does not know returns None, and callers fall back to the string.
"""

from __future__ import annotations

import json
import re

# A JSON string literal followed by Playwright's match flag: s (case-sensitive, exact) or i (not).
_QUOTED = r'("(?:[^"\\]|\\.)*")([si]?)'
_ROLE = re.compile(r"^internal:role=([a-z]+)(?:\[name=" + _QUOTED + r"\])?$")
_LABEL = re.compile(r"^internal:label=" + _QUOTED + "$")
_TEXT = re.compile(r"^internal:text=" + _QUOTED + "$")
_TEST_ID = re.compile(r"^(?:internal:testid=\[data-testid=|css=\[data-testid=)" + _QUOTED + r"\]$")
_PLACEHOLDER = re.compile(r"^internal:attr=\[placeholder=" + _QUOTED + r"\]$")


def _string(quoted: str) -> str:
    return str(json.loads(quoted))


def _py(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)  # a JSON string is a valid Python string literal


def _exact(flag: str) -> str:
    return ", exact=True" if flag == "s" else ""


def locator_code(selector: str) -> str | None:
    """``internal:role=button[name="Go"s]`` → ``get_by_role("button", name="Go", exact=True)``;
    ``css=#x`` → ``locator("#x")``; None for a selector with no plain equivalent (frames, chains)."""
    if " >> " in selector:
        return None
    if match := _ROLE.match(selector):
        role, name, flag = match.groups()
        if name is None:
            return f"get_by_role({_py(role)})"
        return f"get_by_role({_py(role)}, name={_py(_string(name))}{_exact(flag)})"
    for pattern, method in (
        (_LABEL, "get_by_label"),
        (_TEXT, "get_by_text"),
        (_PLACEHOLDER, "get_by_placeholder"),
    ):
        if match := pattern.match(selector):
            return f"{method}({_py(_string(match[1]))}{_exact(match[2])})"
    if match := _TEST_ID.match(selector):
        return f"get_by_test_id({_py(_string(match[1]))})"
    if selector.startswith("css="):
        return f"locator({_py(selector.removeprefix('css='))})"
    if selector.startswith("xpath="):
        return f"locator({_py(selector)})"
    return None
