"""What the primitives return and what ``page.history`` records.

None of these ever holds a variable's value: actions keep their ``%name%`` placeholders, and
instructions are recorded as the caller wrote them (with placeholders, not values).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from ..actions.model import Action
from ..llm import Usage

# "agent": one page.agent().execute() run (its acts and extracts have entries of their own).
Primitive = Literal["act", "observe", "extract", "agent"]


@dataclass(frozen=True)
class Exchange:
    """One LLM call of a primitive, as text: what the model was shown and what it answered (reports).

    Prompts hold variable names, never values, so an exchange is safe to attach to a report."""

    prompt: str
    response: str


class ActResult(BaseModel):
    """The outcome of one act(): Stagehand's fields, plus whether self-heal was needed."""

    model_config = ConfigDict(frozen=True)

    success: bool
    message: str
    action_description: str
    actions: tuple[Action, ...] = ()
    healed: bool = False
    from_cache: bool = False  # replayed from the cache directory, with no LLM call


@dataclass(frozen=True)
class HistoryEntry:
    """One act / observe / extract call: what was asked, what came back, and what it cost."""

    primitive: Primitive
    instruction: str | None
    url: str
    result: Any
    error: str | None
    llm_calls: int
    usage: Usage
    duration_ms: float
    exchanges: tuple[Exchange, ...] = ()

    @property
    def succeeded(self) -> bool:
        return self.error is None

    def __repr__(self) -> str:
        outcome = "ok" if self.error is None else "error: " + self.error.splitlines()[0]
        return (
            f"HistoryEntry({self.primitive}({self.instruction!r}) {outcome}, llm_calls={self.llm_calls}, "
            f"tokens={self.usage.total_tokens}, {self.duration_ms:.0f} ms)"
        )
