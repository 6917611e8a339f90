"""The session's heal report: the JSON file and the terminal lines, from the tests' heal records.

Each test's :class:`~pytest_stagehand.healing.record.HealRecord` arrives in its report's
``user_properties`` (from xdist workers too); the controller gathers them here and writes one report
file atomically.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..cache.files import write_atomic
from ..healing.locator_code import locator_code
from ..healing.record import HEAL_PROPERTY, HealRecord

REPORT_FILE = ".stagehand-heal-report.json"
REPORT_VERSION = 1


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
        if record.positional:
            lines.append(
                "      positional locator (no role + name, label, test id, placeholder or unique text "
                "finds this element alone): the next layout change breaks it; give the element one"
            )
    return lines
