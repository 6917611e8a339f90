"""The one shape every decided action takes, whether planned by a model, observed or replayed."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


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


# Stagehand calls what observe() returns an ObserveResult; it is the same shape as an action.
ObserveResult = Action
