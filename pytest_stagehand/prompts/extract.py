"""extract prompts: the extraction itself and, for a page read in parts, whether it is complete.

Changes from Stagehand: the link-id rule is only sent when the schema asks for URLs; and the
"metadata" (is the extraction complete?) prompt is only used when the page was split into parts.
When it was, each part's prompt carries what was extracted so far, so the answer is always the
whole result, not a fragment to merge.
"""

from __future__ import annotations

import json

from pydantic import BaseModel

from ..llm import Message
from .page_data import data_rule, fenced

EXTRACT_SYSTEM = (
    "You are extracting content on behalf of a user. If the user asks for a list or for all of "
    "something, extract ALL of the information they ask for. "
    "You get an instruction and the page's elements as text, one per line. "
    "Copy text exactly as it appears on the page, with all symbols, characters and line breaks. "
    "Use null or an empty string when the information is not on the page. " + data_rule("page")
)
URL_RULE = (
    "Where a URL or link is asked for, answer with the id of the link element (the id at the start of "
    "its line), never with the URL itself."
)

METADATA_SYSTEM = (
    "You evaluate the progress of an extraction task. Look at the instruction and what has been "
    "extracted so far, and decide if the task is complete. "
    "1. Once the instruction is satisfied by the extraction, set completed to true, even if parts of "
    "the page are left. "
    "2. Set completed to false only if the instruction is not satisfied yet AND parts are left."
)


class Extraction(BaseModel):
    """The answer to an instruction given without a schema."""

    extraction: str


class ExtractMetadata(BaseModel):
    """The answer of the completion check made between parts of a page that had to be split."""

    progress: str
    completed: bool


def extract_messages(
    instruction: str,
    page_text: str,
    *,
    asks_for_urls: bool = False,
    part: tuple[int, int] | None = None,
    previous: object = None,
) -> list[Message]:
    """``part`` is (index from 1, count) when the page was split; ``previous`` the result so far."""
    system = EXTRACT_SYSTEM + (" " + URL_RULE if asks_for_urls else "")
    sections = [f"Instruction: {instruction}"]
    if part is not None:
        index, count = part
        sections.append(f"The page is split into {count} parts; this is part {index}.")
    if previous is not None:
        sections.append(
            "Extracted from earlier parts (return it merged with anything new from this part):\n"
            + json.dumps(previous, ensure_ascii=False, indent=1)
        )
    sections.append(f"Page:\n{fenced(page_text, 'page')}")
    return [Message(role="system", content=system), Message(role="user", content="\n\n".join(sections))]


def metadata_messages(
    instruction: str, extracted: object, *, parts_seen: int, parts_total: int
) -> list[Message]:
    user = (
        f"Instruction: {instruction}\n\n"
        f"Extracted so far:\n{json.dumps(extracted, ensure_ascii=False, indent=1)}\n\n"
        f"Parts of the page seen: {parts_seen} of {parts_total}."
    )
    return [Message(role="system", content=METADATA_SYSTEM), Message(role="user", content=user)]
