"""Heal records, the JSON heal report and the terminal summary (pure)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_stagehand.healing.record import HEAL_PROPERTY, HealRecord
from pytest_stagehand.reporting.heal_report import (
    HealReport,
    format_terminal_summary,
    read_report,
    records_from_user_properties,
)

FINGERPRINT_HEAL = HealRecord(
    test_id="tests/test_a.py::test_save",
    old_locator="css=#save",
    new_locator="css=#save-profile",
    method="fingerprint",
    score=0.917,
    location="tests/test_a.py:12",
    instruction="click save",
    suggested_selector='internal:role=button[name="Save"s]',
    saved=True,
)
LLM_HEAL = HealRecord(
    test_id="tests/test_b.py::test_x", old_locator="xpath=/a", new_locator="css=#b", method="llm"
)


def test_records_travel_through_user_properties() -> None:
    properties: list[tuple[str, object]] = [
        ("other", "x"),
        FINGERPRINT_HEAL.to_property(),
        LLM_HEAL.to_property(),
    ]
    assert FINGERPRINT_HEAL.to_property()[0] == HEAL_PROPERTY
    assert records_from_user_properties(properties) == [FINGERPRINT_HEAL, LLM_HEAL]


def test_from_json_rejects_an_unknown_method() -> None:
    with pytest.raises(ValueError, match="unknown heal method"):
        HealRecord.from_json(LLM_HEAL.to_json() | {"method": "guess"})


def test_report_file_is_sorted_versioned_and_round_trips(tmp_path: Path) -> None:
    report = HealReport()
    report.add(LLM_HEAL)
    report.extend([FINGERPRINT_HEAL])
    path = tmp_path / ".stagehand-heal-report.json"
    report.write(path)
    document = json.loads(path.read_text())
    assert document["schema_version"] == 1
    assert document["heal_count"] == 2
    assert [h["test_id"] for h in document["heals"]] == [FINGERPRINT_HEAL.test_id, LLM_HEAL.test_id]
    assert read_report(path) == [FINGERPRINT_HEAL, LLM_HEAL]


def test_the_report_file_shows_each_suggestion_as_code(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    report = HealReport()
    report.extend([FINGERPRINT_HEAL])
    report.write(path)
    (heal,) = json.loads(path.read_text(encoding="utf-8"))["heals"]
    assert heal["suggested_code"] == 'get_by_role("button", name="Save", exact=True)'


def test_empty_report_is_still_written(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    HealReport().write(path)
    assert read_report(path) == []


def test_terminal_summary() -> None:
    assert format_terminal_summary([]) == []
    lines = format_terminal_summary([LLM_HEAL, FINGERPRINT_HEAL])
    assert lines[0] == "stagehand: 2 element(s) healed (1 by fingerprint, 1 by LLM)"
    assert lines[1] == (
        "  tests/test_a.py::test_save (tests/test_a.py:12): css=#save → css=#save-profile "
        "[fingerprint, score 0.92; cache updated]"
    )
    assert lines[2] == (
        '      suggested: get_by_role("button", name="Save", exact=True)  (internal:role=button[name="Save"s])'
    )
    assert lines[3] == "  tests/test_b.py::test_x: xpath=/a → css=#b [llm; cache not updated]"
    assert format_terminal_summary([LLM_HEAL], fail_on_heal=True)[0].endswith("(--stagehand-fail-on-heal)")
