"""``%name%`` variables: the model and every record see the names; only the executor sees values.

Values are often secrets (passwords, tokens). They are substituted into an action's arguments at
the moment of the Playwright call and scrubbed from any error text that comes back, so they cannot
reach prompts, results, history, logs or the cache.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from ..errors import ActionArgumentError

# A name is an identifier; "50%" or "100% cotton" are not placeholders.
PLACEHOLDER = re.compile(r"%([A-Za-z_][A-Za-z0-9_]*)%")


def placeholders_in(text: str) -> list[str]:
    """The variable names referenced in ``text``, in order of first appearance, without repeats."""
    return list(dict.fromkeys(PLACEHOLDER.findall(text)))


def check_variables(instruction: str, variables: Mapping[str, str]) -> None:
    """Reject bad names and placeholders that name no variable, before any work is done."""
    for name in variables:
        if not PLACEHOLDER.fullmatch(f"%{name}%"):
            raise ActionArgumentError(
                f"variable name {name!r} is not an identifier; use letters, digits and _ "
                f"(referenced as %name% in the instruction)",
                instruction=instruction,
            )
    missing = [name for name in placeholders_in(instruction) if name not in variables]
    if missing:
        given = ", ".join(sorted(variables)) or "none"
        raise ActionArgumentError(
            f"the instruction uses {', '.join('%' + m + '%' for m in missing)} but no such variable was "
            f"given (variables given: {given})",
            instruction=instruction,
        )


def substitute(arguments: Iterable[str], variables: Mapping[str, str] | None) -> list[str]:
    """Replace ``%name%`` with its value; placeholders naming no variable stay as written."""
    if not variables:
        return list(arguments)

    def value_of(match: re.Match[str]) -> str:
        return variables.get(match.group(1), match.group(0))

    return [PLACEHOLDER.sub(value_of, argument) for argument in arguments]


def redact(text: str, variables: Mapping[str, str] | None) -> str:
    """Replace every variable value in ``text`` with its ``%name%`` placeholder (longest first)."""
    if not variables:
        return text
    for name, value in sorted(variables.items(), key=lambda item: len(item[1]), reverse=True):
        if value:
            text = text.replace(value, f"%{name}%")
    return text


def mentions_any_value(text: str, variables: Mapping[str, str] | None) -> bool:
    if not variables:
        return False
    return any(value and value in text for value in variables.values())
