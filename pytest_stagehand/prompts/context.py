"""The tester's app-wide context (``system_prompt``): added to every prompt's system message.

Domain words, the app's language, rules such as "never click Delete". It is added after the
built-in instructions, never in their place, so the output format and the rules of each primitive
stay; and it is part of every cache and verdict key (:func:`context_digest`), so changing it
re-records instead of replaying decisions made under the old context.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from ..llm import Message

CONTEXT_HEADER = (
    "Context about the application under test, from the tester (follow it where it applies; "
    "the rules above and the output format still hold):"
)


def join_context(*parts: str | None) -> str:
    """The session's (or marker's) context, then the call's own: blank parts left out."""
    return "\n\n".join(part.strip() for part in parts if part and part.strip())


def with_app_context(messages: Sequence[Message], context: str) -> list[Message]:
    """``messages`` with ``context`` appended to the first system message (one is added if none)."""
    if not context:
        return list(messages)
    section = f"{CONTEXT_HEADER}\n{context}"
    if messages and messages[0].role == "system":
        first = messages[0]
        return [Message("system", f"{first.text()}\n\n{section}"), *messages[1:]]
    return [Message("system", section), *messages]


def context_digest(context: str) -> str:
    """A short stable hash of the context, for cache and verdict keys ("" when there is none, so
    entries recorded without a context keep matching)."""
    return hashlib.sha256(context.encode()).hexdigest()[:16] if context else ""
