"""Turning a model's raw text into the output type, and asking once for a repair. Pure functions."""

from __future__ import annotations

import re

from pydantic import BaseModel, ValidationError

from .types import M, Message

# A reply wrapped in a Markdown code fence, with or without a language tag: small and local models
# add one even in JSON mode.
_FENCE = re.compile(r"^\s*```[a-zA-Z0-9_-]*\s*\n?(?P<body>.*?)\n?\s*```\s*$", re.DOTALL)
# A fenced block inside prose ("Here is the JSON: ```json {...} ```"), which they also do.
_INNER_FENCE = re.compile(r"```[a-zA-Z0-9_-]*[ \t]*\n?(?P<body>[\[{].*?)\n?\s*```", re.DOTALL)


def strip_code_fences(text: str) -> str:
    """The JSON inside a Markdown code fence; with prose around, the one fenced JSON block (saves a
    repair call). A reply that starts with JSON is never touched: fences inside its strings are data."""
    match = _FENCE.match(text)
    if match:
        return match.group("body").strip()
    stripped = text.strip()
    if not stripped.startswith(("{", "[")):
        blocks = _INNER_FENCE.findall(stripped)
        if len(blocks) == 1:
            return str(blocks[0]).strip()
    return stripped


def parse_output(raw_text: str, output_type: type[M]) -> M:
    """Validate raw model text as JSON for ``output_type``; raises pydantic's ValidationError."""
    return output_type.model_validate_json(strip_code_fences(raw_text))


def describe_validation_error(error: ValidationError) -> str:
    """A short, model-readable list of what was wrong (location and reason), at most ten lines."""
    lines = []
    for issue in error.errors(include_url=False)[:10]:
        where = ".".join(str(part) for part in issue["loc"]) or "(root)"
        lines.append(f"- {where}: {issue['msg']}")
    return "\n".join(lines)


def repair_messages(
    messages: list[Message] | tuple[Message, ...], raw_text: str, error: ValidationError
) -> list[Message]:
    """The conversation plus the invalid reply and a request to fix it: the one repair attempt."""
    return [
        *messages,
        Message("assistant", raw_text or "(empty reply)"),
        Message(
            "user",
            "Your reply was not valid for the required JSON schema:\n"
            f"{describe_validation_error(error)}\n"
            "Reply again with only the corrected JSON object.",
        ),
    ]


def coerce_output(value: object, output_type: type[M]) -> M:
    """Accept an instance, a dict or a JSON string as output (used by the test doubles)."""
    if isinstance(value, output_type):
        return value
    if isinstance(value, BaseModel):
        return output_type.model_validate(value.model_dump())
    if isinstance(value, str | bytes):
        return output_type.model_validate_json(
            strip_code_fences(value.decode() if isinstance(value, bytes) else value)
        )
    return output_type.model_validate(value)
