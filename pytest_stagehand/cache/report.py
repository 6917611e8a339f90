"""Heal records: what was healed, how, and where; the session's JSON heal report and terminal lines.

Records travel from the test to the session through ``report.user_properties`` under the name
:data:`HEAL_PROPERTY` (a JSON string per heal). pytest-xdist already ships user properties from
workers to the controller, so the same code collects heals with and without xdist, and JUnit XML
shows them as properties for free. The controller then writes one report file atomically.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .files import write_atomic
from .heal import HealMethod
from .locator_code import locator_code

HEAL_PROPERTY = "stagehand_heal"
REPORT_FILE = ".stagehand-heal-report.json"
REPORT_VERSION = 1


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

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

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
        )

    def to_property(self) -> tuple[str, str]:
        """A ``(name, value)`` pair for ``item.user_properties``."""
        return (HEAL_PROPERTY, json.dumps(self.to_json(), sort_keys=True))


def records_from_user_properties(properties: Iterable[tuple[str, object]]) -> list[HealRecord]:
    """The heal records among a test report's user properties (others are ignored)."""
    return [
        HealRecord.from_json(json.loads(str(value))) for name, value in properties if name == HEAL_PROPERTY
    ]


@dataclass
class HealReport:
    """Heals collected over a session, written as one JSON file."""

    records: list[HealRecord] = field(default_factory=list)

    def add(self, record: HealRecord) -> None:
        self.records.append(record)

    def extend(self, records: Iterable[HealRecord]) -> None:
        self.records.extend(records)

    def render(self) -> str:
        ordered = sorted(self.records, key=lambda r: (r.test_id, r.location, r.old_locator, r.new_locator))
        document = {
            "schema_version": REPORT_VERSION,
            "heal_count": len(ordered),
            "heals": [
                {**record.to_json(), "suggested_code": locator_code(record.suggested_selector) or ""}
                for record in ordered
            ],
        }
        return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"

    def write(self, path: Path) -> None:
        """Write the report atomically (also when empty, so a stale report never lingers)."""
        write_atomic(path, self.render())


def read_report(path: Path) -> list[HealRecord]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return [HealRecord.from_json(item) for item in data["heals"]]


def format_terminal_summary(records: Iterable[HealRecord], *, fail_on_heal: bool = False) -> list[str]:
    """Lines for the terminal summary; empty when nothing was healed."""
    records = list(records)
    if not records:
        return []
    by_method = {m: sum(1 for r in records if r.method == m) for m in ("fingerprint", "llm")}
    lines = [
        f"stagehand: {len(records)} element(s) healed "
        f"({by_method['fingerprint']} by fingerprint, {by_method['llm']} by LLM)"
        + (" — failing the run (--stagehand-fail-on-heal)" if fail_on_heal else "")
    ]
    for record in sorted(records, key=lambda r: (r.test_id, r.location)):
        where = f" ({record.location})" if record.location else ""
        how = f"{record.method}, score {record.score:.2f}" if record.score is not None else record.method
        saved = "cache updated" if record.saved else "cache not updated"
        lines.append(
            f"  {record.test_id}{where}: {record.old_locator} → {record.new_locator} [{how}; {saved}]"
        )
        if record.suggested_selector:
            code = locator_code(record.suggested_selector)
            suggestion = f"{code}  ({record.suggested_selector})" if code else record.suggested_selector
            lines.append(f"      suggested: {suggestion}")
    return lines
