"""observe prompts: the page's elements that match an instruction, as actions.

As for act, ``elementId`` is an enum of the ids the model was shown and ``method`` an enum of the
method table, so a small model cannot invent either.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field, create_model

from ..actions.methods import METHOD_NAMES
from ..llm import Message
from .act import one_of
from .page_data import data_rule, fenced

OBSERVE_SYSTEM = (
    "You help automate a browser by finding elements that match what the user wants to observe on the page. "
    "You get an instruction and a list of the page's elements, one per line, each starting with its id. "
    "Return every element that matches the instruction, or an empty array if none does. "
    + data_rule("elements")
)

DEFAULT_OBSERVE_INSTRUCTION = (
    "Find the elements a user can interact with on this page: buttons, links, text fields, "
    "dropdowns, checkboxes and other controls."
)


class ObservedElement(BaseModel):
    """One element the model picked. The run-time subclass narrows elementId and method to enums."""

    elementId: str
    description: str
    method: str
    arguments: list[str] = Field(default_factory=list)


class ObserveAnswer(BaseModel):
    elements: list[ObservedElement]


def observe_output_model(
    element_ids: Sequence[str], methods: Sequence[str] = METHOD_NAMES
) -> type[ObserveAnswer]:
    """An ObserveAnswer whose schema offers only the ids shown and the table's methods (enums);
    validation accepts any string, so ids that do not map can be dropped with a warning."""
    element_model = create_model(
        "ObservedElementChoice",
        __base__=ObservedElement,
        elementId=(one_of(element_ids), ...),
        method=(one_of(methods), ...),
    )
    elements: Any = list[element_model]  # type: ignore[valid-type]
    return create_model("ObserveAnswerChoice", __base__=ObserveAnswer, elements=(elements, ...))


def observe_messages(
    instruction: str, elements: str, *, methods: Sequence[str] = METHOD_NAMES
) -> list[Message]:
    user = (
        f"Instruction: {instruction}\n\n"
        "For each element give a short description, the method a user would use on it "
        f"({', '.join(methods)}) and its arguments (usually none).\n\n"
        f"Elements:\n{fenced(elements, 'elements')}"
    )
    return [Message(role="system", content=OBSERVE_SYSTEM), Message(role="user", content=user)]
