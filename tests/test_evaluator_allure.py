"""Allure attachments of verdicts, read back from the result JSON of a real ``--alluredir`` run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pytest_stagehand.evaluation.verdict import Verdict
from pytest_stagehand.reporting.allure import verdict_step_title

INNER = """
from pytest_stagehand.evaluator import Evaluator
from pytest_stagehand.reporting.allure import allure_active, attach_verdicts
from pytest_stagehand.testing import ScriptedLLM


def evaluator(page, *outputs, **options):
    page.set_content("<h1>Cart</h1><p>2 items</p>")
    return Evaluator(page, ScriptedLLM(list(outputs)), observers=[attach_verdicts], **options)


def test_single(page):
    verdict = evaluator(page, {"reasoning": "It reads 2.", "evaluation": "NO"}).ask(
        "the cart shows 3 items", screenshot_delay_ms=0
    )
    assert not verdict


def test_batch_with_page_text(page):
    batch = evaluator(page, {"evaluations": [
        {"reasoning": "Heading says Cart.", "evaluation": "YES"},
        {"reasoning": "Says 2 items.", "evaluation": "NO"},
    ]}).batch_ask(["is it the cart", "3 items"], screenshot_delay_ms=0, evidence="both")
    assert [v.evaluation for v in batch] == ["YES", "NO"]


def test_journey(page):
    judge = evaluator(page, {"reasoning": "Went from 2 to 3.", "evaluation": "YES"})
    with judge.journey(capture_on_enter=True) as journey:
        page.set_content("<h1>Cart</h1><p>3 items</p>")
        judge.record_action("added one")
    assert journey.judge("did the count go up", capture_final=False)


def test_active_flag(request):
    assert allure_active() is bool(request.config.option.allure_report_dir)
    attach_verdicts([], [])  # nothing to attach is not an error either way
"""


def results(directory: Path) -> dict[str, dict[str, Any]]:
    found = {}
    for path in directory.glob("*-result.json"):
        data = json.loads(path.read_text())
        found[data["name"]] = data
    return found


def attachment(directory: Path, entry: dict[str, Any]) -> bytes:
    return (directory / str(entry["source"])).read_bytes()


def test_verdicts_and_evidence_are_attached_inside_a_step(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_allure_inner=INNER)
    alluredir = pytester.path / "allure-results"
    outcome = pytester.runpytest_subprocess("-p", "no:cacheprovider", f"--alluredir={alluredir}")
    outcome.assert_outcomes(passed=4)
    by_test = results(alluredir)

    (single_step,) = by_test["test_single[chromium]"]["steps"]
    assert single_step["name"] == "evaluate 'the cart shows 3 items' → NO"
    screenshot, verdict = single_step["attachments"]
    assert (screenshot["name"], screenshot["type"]) == ("screenshot", "image/png")
    assert attachment(alluredir, screenshot).startswith(b"\x89PNG")
    assert (verdict["name"], verdict["type"]) == ("verdict NO", "text/plain")
    assert attachment(alluredir, verdict).decode().splitlines()[:3] == [
        "goal: the cart shows 3 items",
        "verdict: NO",
        "reasoning: It reads 2.",
    ]

    (batch_step,) = by_test["test_batch_with_page_text[chromium]"]["steps"]
    assert batch_step["name"] == "evaluate 2 goals → 1 YES, 1 NO"
    names = [a["name"] for a in batch_step["attachments"]]
    assert names == ["screenshot", "page text", "verdict YES", "verdict NO"]
    assert b'"2 items"' in attachment(alluredir, batch_step["attachments"][1])

    (journey_step,) = by_test["test_journey[chromium]"]["steps"]
    assert [a["name"] for a in journey_step["attachments"]] == [
        "screenshot 1 (start)",
        "screenshot 2 (added one)",
        "verdict YES",
    ]


def test_nothing_is_attached_without_alluredir(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_allure_inner=INNER)
    outcome = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-k", "active_flag")
    outcome.assert_outcomes(passed=1, deselected=3)


def test_step_titles() -> None:
    def verdict(evaluation: Any) -> Verdict:
        return Verdict(evaluation, "r", "q")

    assert verdict_step_title([verdict("YES")]) == "evaluate 'q' → YES"
    assert verdict_step_title([verdict("YES"), verdict("INVALID"), verdict("YES")]) == (
        "evaluate 3 goals → 2 YES, 1 INVALID"
    )
