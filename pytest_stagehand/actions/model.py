"""The one shape every decided action takes, whether planned by a model, observed or replayed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .identity import Chosen


class Action(BaseModel):
    """One executable step: a Playwright selector, what it is, the method and its arguments.

    Arguments may hold ``%name%`` variable placeholders; values are substituted by the executor at
    the last moment, so an Action never holds a secret and can be logged, cached and compared.
    """

    model_config = ConfigDict(frozen=True)

    selector: str = Field(description="Playwright selector, e.g. xpath=/html/body/button[1]")
    description: str = ""
    method: str
    arguments: tuple[str, ...] = ()
    # The element the model chose, when the action came from a snapshot (observe): act() checks the
    # selector still finds it. Not part of what an action is: not compared, dumped or cached.
    chosen: Chosen | None = Field(default=None, exclude=True, repr=False)

    def done_text(self) -> str:
        """The action as a step done, for a model told what already happened: "fill ada on Username
        textbox" (the element's description alone does not say what was typed)."""
        return " ".join(part for part in (self.method, *self.arguments, "on", self.description) if part)

    def _public(self) -> tuple[str, str, str, tuple[str, ...]]:
        return (self.selector, self.description, self.method, self.arguments)

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, Action):
            return self._public() == other._public()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._public())


# Stagehand calls what observe() returns an ObserveResult; it is the same shape as an action.
ObserveResult = Action


# Methods that change what a form would send; a click (or Enter) after them may send it.
_CHANGING = frozenset({"fill", "type", "select_option", "check", "uncheck"})
SENDING = frozenset({"click", "dblclick", "press"})


def change_left_unsent(actions: Sequence[Action], unsent: Action | None = None) -> Action | None:
    """The last change to a field no click, tap or key press followed, after ``actions`` ran on a
    run whose change ``unsent`` was still unsent before them (None: nothing is waiting)."""
    for action in actions:
        if action.method in _CHANGING:
            unsent = action
        elif action.method in SENDING:
            unsent = None
    return unsent
