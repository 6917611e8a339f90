"""One heal, as every report shows it: the test, old → new locator, how, and whether it was saved.

Records travel from the test to the session through ``report.user_properties`` under the name
:data:`HEAL_PROPERTY` (a JSON string per heal). pytest-xdist already ships user properties from
workers to the controller, so the same code collects heals with and without xdist, and JUnit XML
shows them as properties for free (:mod:`pytest_stagehand.reporting.heal_report` gathers them).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from .ladder import HealMethod
from .suggest import is_positional

HEAL_PROPERTY = "stagehand_heal"


@dataclass(frozen=True)
class HealRecord:
    """One heal: the test, where (file:line when known), old → new locator, score and method."""

    test_id: str
    old_locator: str
    new_locator: str
    method: HealMethod
    score: float | None = None
    location: str = ""  # "tests/test_x.py:42" when the caller knows it
    instruction: str = ""
    suggested_selector: str = ""  # the most stable verified locator, to paste into hand-written code
    saved: bool = False  # whether the cache entry was rewritten (auto/refresh) or only reported (replay)
    # For a review (the step report's accept / reject, applied by `cache review`): the entry healed,
    # the step of it, the element as it was and as it is now, and the candidate that came second.
    test_file: str = ""
    test_name: str = ""
    entry: str = ""  # the cache entry's digest
    step: int = 0
    old_element: str = ""  # the stored fingerprint, described
    new_element: dict[str, Any] | None = None  # the element payload an accepted heal writes
    runner_up: str = ""  # "button 'Cancel' at css=#cancel: 0.41"

    @property
    def positional(self) -> bool:
        """The locator to paste finds the element by place (CSS path, XPath): no semantic locator
        (role + name, label, test id, placeholder, unique text, id) was unique, so the next layout
        change breaks it again; the report flags it."""
        chosen = self.suggested_selector or self.new_locator
        return bool(chosen) and is_positional(chosen)

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "positional": self.positional}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HealRecord:
        method = data["method"]
        if method not in ("fingerprint", "llm"):
            raise ValueError(f"unknown heal method {method!r}")
        raw_score = data.get("score")
        return cls(
            test_id=str(data["test_id"]),
            old_locator=str(data["old_locator"]),
            new_locator=str(data["new_locator"]),
            method=method,
            score=None if raw_score is None else float(raw_score),
            location=str(data.get("location", "")),
            instruction=str(data.get("instruction", "")),
            suggested_selector=str(data.get("suggested_selector", "")),
            saved=bool(data.get("saved", False)),
            test_file=str(data.get("test_file", "")),
            test_name=str(data.get("test_name", "")),
            entry=str(data.get("entry", "")),
            step=int(data.get("step", 0)),
            old_element=str(data.get("old_element", "")),
            new_element=data.get("new_element") if isinstance(data.get("new_element"), dict) else None,
            runner_up=str(data.get("runner_up", "")),
        )

    def to_property(self) -> tuple[str, str]:
        """A ``(name, value)`` pair for ``item.user_properties``."""
        return (HEAL_PROPERTY, json.dumps(self.to_json(), sort_keys=True))


def runner_up_of(considered: Sequence[Any]) -> str:
    """The second candidate a fingerprint heal weighed (``HealOutcome.considered``), for a reviewer:
    what else the element could have been, and how close it came."""
    if len(considered) < 2:
        return ""
    second = considered[1]
    return f"{second.fingerprint.describe()} at {second.item.locator}: {second.score:.2f}"
