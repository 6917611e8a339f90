"""``%name%`` variables: the model and every record see the names; only the executor sees values.

Values are often secrets (passwords, tokens). They are substituted into an action's arguments at
the moment of the Playwright call and scrubbed from any error text that comes back, so they cannot
reach prompts, results, history, logs or the cache.

Once typed, a value is *on the page*: an input shows it (only password inputs are masked), and pages
echo what was typed ("We will write to ada@example.com"). So every value a test has used is also
remembered in its :class:`Secrets`, which scrubs it from each later prompt and from the page text
kept as evidence. A field whose value state equals a value (``value="907"``) is masked whatever the
value's length; elsewhere in the text, values shorter than :data:`MIN_SCRUBBED_LENGTH` are left: they
would match everywhere ("1", "no") and blank out what the model must read.

Error text is redacted the same way with a lower bar (:data:`MIN_REDACTED_LENGTH`): an error is
short, but a one- or two-character value would still match inside ``xpath=/html[1]/body[1]``, so such
a value is redacted only where the error quotes it as an argument.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote, unquote_plus, urlsplit, urlunsplit

from ..errors import ActionArgumentError
from ..llm.types import Message, TextPart
from ..snapshot.model import RENDERED_VALUE_CHARS, quote_rendered

MIN_SCRUBBED_LENGTH = 4
MIN_REDACTED_LENGTH = 3

# A name is an identifier; "50%" or "100% cotton" are not placeholders.
PLACEHOLDER = re.compile(r"%([A-Za-z_][A-Za-z0-9_]*)%")


def placeholders_in(text: str) -> list[str]:
    """The variable names referenced in ``text``, in order of first appearance, without repeats."""
    return list(dict.fromkeys(PLACEHOLDER.findall(text)))


class Masked(str):
    """A variable's value (or text holding one) whose repr is masked: pytest prints the argument
    values and locals of failing frames (``--tb=long``, ``-l``), and a value must not be among them.
    Everything else about it is the plain string: it compares, hashes and is typed as the value."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "'***'"


def checked_values(variables: object, *, instruction: str = "") -> dict[str, str]:
    """The caller's variables as text: str as it is, int and float converted (a PIN, an amount).
    Anything else is an error here, at the call, before any value is remembered or used: a None or a
    list would be typed as "None" or "['1']", and a value that is not text cannot be scrubbed."""
    if variables is None:
        return {}
    if not isinstance(variables, Mapping):
        raise ActionArgumentError(
            f"variables must be a mapping of names to values, e.g. {{'pin': '1234'}}, not "
            f"{type(variables).__name__}",
            instruction=instruction,
        )
    values: dict[str, str] = {}
    for name, value in variables.items():
        if not isinstance(name, str):
            raise ActionArgumentError(
                f"variable name {name!r} is not a string; use identifiers like 'password'",
                instruction=instruction,
            )
        ok = isinstance(value, str) or (
            isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
        )
        if not ok:
            # The value itself is not quoted: it may be a secret.
            raise ActionArgumentError(
                f"variable {name!r} is a {type(value).__name__}; a value must be a str, int or float "
                "(finite); convert it, e.g. str(value)",
                instruction=instruction,
            )
        values[name] = Masked(value)
    return values


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


def check_written_placeholders(
    arguments: Sequence[str],
    variables: Mapping[str, str],
    *,
    method: str,
    instruction: str,
    url: str,
    element: str,
) -> None:
    """Every ``%name%`` the model wrote in an action's arguments must name a variable given: one that
    names none would be typed into the page as it is, so it is an error."""
    unknown = [name for name in placeholders_in(" ".join(arguments)) if name not in variables]
    if unknown:
        given = ", ".join(f"%{name}%" for name in variables) or "none"
        raise ActionArgumentError(
            f"the model wrote {', '.join(f'%{name}%' for name in unknown)} in the arguments of "
            f"{method}, but no such variable was given (variables given: {given}); "
            f"name the variable in the instruction and pass it in variables={{...}}",
            instruction=instruction,
            url=url,
            element=element,
        )


def substitute(arguments: Iterable[str], variables: Mapping[str, str] | None) -> list[str]:
    """Replace ``%name%`` with its value; placeholders naming no variable stay as written."""
    if not variables:
        return list(arguments)

    def value_of(match: re.Match[str]) -> str:
        return variables.get(match.group(1), match.group(0))

    # An argument that now holds a value is held masked too (it is a local of the frames that act).
    return [
        Masked(PLACEHOLDER.sub(value_of, argument)) if placeholders_in(argument) else argument
        for argument in arguments
    ]


def redact(text: str, variables: Mapping[str, str] | None, arguments: Sequence[str] = ()) -> str:
    """``text`` with variable values put back as their ``%name%`` placeholders (longest first).

    ``arguments`` are the action's arguments as written (with placeholders); where the text holds one
    of them substituted, the written form goes back. A value of :data:`MIN_REDACTED_LENGTH` or more
    characters is replaced wherever it appears; a shorter one only where it is quoted whole (``'42'``,
    ``"42"``, as errors quote arguments), so ``xpath=/html[1]/...`` is not turned into ``/html[%n%]``.
    """
    if not variables:
        return text
    written = sorted({argument for argument in arguments if placeholders_in(argument)}, key=len, reverse=True)
    for argument in written:
        [typed] = substitute([argument], variables)
        if typed != argument:
            text = _replace_quoted_or_long(text, typed, argument)
    for name, value in sorted(variables.items(), key=lambda item: len(item[1]), reverse=True):
        if value:
            text = _replace_quoted_or_long(text, value, f"%{name}%")
    return text


def _replace_quoted_or_long(text: str, value: str, replacement: str) -> str:
    if len(value) >= MIN_REDACTED_LENGTH:
        return text.replace(value, replacement)
    for shown, put in (
        (repr(value), repr(replacement)),
        (json.dumps(value), json.dumps(replacement)),
        (f"'{value}'", f"'{replacement}'"),
        (f'"{value}"', f'"{replacement}"'),
    ):
        text = text.replace(shown, put)
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
            if value:
                self.names_by_value[value] = name

    def scrub(self, text: str) -> str:
        """``text`` with remembered values replaced by their ``%name%`` (longest value first): a field
        showing a value (``value="907"``) whatever its length, free text from
        :data:`MIN_SCRUBBED_LENGTH` characters on."""
        for value in sorted(self.names_by_value, key=len, reverse=True):
            name = self.names_by_value[value]
            # The value state as the snapshot renders it (quoted, escaped, cut at the same length).
            shown = "value=" + quote_rendered(value, RENDERED_VALUE_CHARS)
            if shown in text:
                text = text.replace(shown, f'value="%{name}%"')
            if len(value) >= MIN_SCRUBBED_LENGTH and value in text:
                text = text.replace(value, f"%{name}%")
        return text

    def scrub_url(self, url: str) -> str:
        """``url`` with remembered values replaced by their ``%name%``: a query parameter, path segment
        or fragment that decodes to a value (a GET form submitted a password), whatever its length,
        then anything longer left in it as :meth:`scrub` does. For every URL stored or printed."""
        if not self.names_by_value:
            return url
        parts = urlsplit(url)

        def named(raw: str, *, plus: bool) -> str:
            decoded = unquote_plus(raw) if plus else unquote(raw)
            name = self.names_by_value.get(decoded)
            return f"%{name}%" if name is not None else raw

        query = (
            "&".join(
                f"{pair.partition('=')[0]}={named(pair.partition('=')[2], plus=True)}"
                if "=" in pair
                else pair
                for pair in parts.query.split("&")
            )
            if parts.query
            else ""
        )
        path = "/".join(named(segment, plus=False) for segment in parts.path.split("/"))
        fragment = named(parts.fragment, plus=False) if parts.fragment else ""
        return self.scrub(urlunsplit((parts.scheme, parts.netloc, path, query, fragment)))

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

    # Stored data (cache entries, heal records) round-trips through these two: a value the page
    # echoed into an element's name or text is stored as its placeholder and put back on lookup,
    # so the cache never holds it and a replay still compares against what the page shows.
    def scrub_data(self, data: Any) -> Any:
        """``data`` (JSON-like) with every string scrubbed as :meth:`scrub` does."""
        return _map_strings(data, self.scrub) if self.names_by_value else data

    def fill_data(self, data: Any) -> Any:
        """``data`` with the placeholders of the values this test has used put back."""
        if not self.names_by_value:
            return data
        values = {name: value for value, name in self.names_by_value.items()}
        return _map_strings(data, lambda text: substitute([text], values)[0])


def _map_strings(data: Any, change: Callable[[str], str]) -> Any:
    if isinstance(data, str):
        return change(data)
    if isinstance(data, Mapping):
        return {key: _map_strings(value, change) for key, value in data.items()}
    if isinstance(data, tuple):
        return tuple(_map_strings(value, change) for value in data)
    if isinstance(data, list):
        return [_map_strings(value, change) for value in data]
    return data
