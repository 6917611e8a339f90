"""``%name%`` variables: the model and every record see the names; only the executor sees values.

Values are often secrets (passwords, tokens). They are substituted into an action's arguments at
the moment of the Playwright call and scrubbed from any error text that comes back, so they cannot
reach prompts, results, history, logs or the cache.

Once typed, a value is *on the page*: an input shows it (only password inputs are masked), and pages
echo what was typed ("We will write to ada@example.com"). So every value a test has used is also
remembered in its :class:`Secrets`, which scrubs it from each later prompt and from the page text
kept as evidence. Values shorter than :data:`MIN_SCRUBBED_LENGTH` are not scrubbed from page text:
they would match everywhere ("1", "no") and blank out what the model must read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ..errors import ActionArgumentError
from ..llm.types import Message, TextPart

MIN_SCRUBBED_LENGTH = 4

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


@dataclass
class Secrets:
    """The variable values one test has used (value → name), scrubbed from what the model is shown."""

    names_by_value: dict[str, str] = field(default_factory=dict)

    def remember(self, variables: Mapping[str, str]) -> None:
        for name, value in variables.items():
            if len(value) >= MIN_SCRUBBED_LENGTH:
                self.names_by_value[value] = name

    def scrub(self, text: str) -> str:
        """``text`` with every remembered value replaced by its ``%name%`` (longest value first)."""
        for value in sorted(self.names_by_value, key=len, reverse=True):
            if value in text:
                text = text.replace(value, f"%{self.names_by_value[value]}%")
        return text

    def scrub_messages(self, messages: Sequence[Message]) -> list[Message]:
        """The messages with every text part scrubbed (images are sent as they are)."""
        if not self.names_by_value:
            return list(messages)
        return [
            Message(
                message.role,
                self.scrub(message.content)
                if isinstance(message.content, str)
                else [
                    TextPart(self.scrub(part.text)) if isinstance(part, TextPart) else part
                    for part in message.content
                ],
            )
            for message in messages
        ]
