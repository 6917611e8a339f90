"""Allure attachments of verdicts, read back from the result JSON of a real ``--alluredir`` run."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from pytest_stagehand.evaluation.verdict import Verdict
from pytest_stagehand.reporting.allure import verdict_step_title

INNER = """
from pytest_stagehand.errors import LLMOutputError
from pytest_stagehand.evaluation.evaluator import Evaluator
from pytest_stagehand.llm import Usage
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
    # "3 items" against a page saying "2 items" is decided by the page text: only the question is asked.
    batch = evaluator(page, {"evaluations": [
        {"evidence": ["Cart"], "reasoning": "Heading says Cart.", "evaluation": "YES"},
    ]}).batch_ask(["is it the cart", "3 items"], screenshot_delay_ms=0, evidence="both")
    assert [v.evaluation for v in batch] == ["YES", "NO"]
    assert batch[1].decided and not batch[0].decided


def test_journey(page):
    judge = evaluator(page, {"evidence": ["Cart"], "reasoning": "Went from 2 to 3.", "evaluation": "YES"})
    with judge.journey(capture_on_enter=True) as journey:
        page.set_content("<h1>Cart</h1><p>3 items</p>")
        judge.record_action("added one")
    assert journey.judge("did the count go up", capture_final=False)


def test_invalid(page):
    failure = LLMOutputError("bad twice", raw_text="MAYBE", usage=Usage(prompt_tokens=1200, completion_tokens=80))
    verdict = evaluator(page, failure).ask("the cart shows 3 items", screenshot_delay_ms=0)
    assert verdict.evaluation == "INVALID"


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
    outcome.assert_outcomes(passed=5)
    by_test = results(alluredir)

    (single_step,) = by_test["test_single[chromium]"]["steps"]
    assert single_step["name"] == "evaluate 'the cart shows 3 items' → NO"
    screenshot, prompt, response, verdict = single_step["attachments"]
    assert (screenshot["name"], screenshot["type"]) == ("screenshot", "image/png")
    assert attachment(alluredir, screenshot).startswith(b"\x89PNG")
    assert (prompt["name"], response["name"]) == ("prompt", "response")
    prompt_text = attachment(alluredir, prompt).decode()
    assert prompt_text.startswith("[system]\nYou check whether a statement about a web page is true")
    assert prompt_text.endswith("Statement: the cart shows 3 items")
    assert "[image/png image, " in prompt_text
    assert json.loads(attachment(alluredir, response)) == {
        "evidence": [],
        "reasoning": "It reads 2.",
        "evaluation": "NO",
    }
    assert (verdict["name"], verdict["type"]) == ("verdict NO", "text/plain")
    lines = attachment(alluredir, verdict).decode().splitlines()
    assert lines[:3] == ["goal: the cart shows 3 items", "verdict: NO", "reasoning: It reads 2."]
    assert lines[-2] == "cache: off"
    assert re.fullmatch(r"tokens: [1-9][0-9]* prompt, [1-9][0-9]* completion", lines[-1])

    (batch_step,) = by_test["test_batch_with_page_text[chromium]"]["steps"]
    assert batch_step["name"] == "evaluate 2 goals → 1 YES, 1 NO"
    names = [a["name"] for a in batch_step["attachments"]]
    assert names == ["screenshot", "page text", "prompt", "response", "verdict YES", "verdict NO"]
    assert b"\n2 items" in attachment(alluredir, batch_step["attachments"][1])
    prompt = attachment(alluredir, batch_step["attachments"][2])
    assert prompt.endswith(b"1. is it the cart")  # "3 items" is decided by the page text, not asked
    asked = attachment(alluredir, batch_step["attachments"][4]).decode().splitlines()
    assert re.fullmatch(r"tokens: [1-9][0-9]* prompt, [1-9][0-9]* completion", asked[-1])
    decided = attachment(alluredir, batch_step["attachments"][5]).decode()
    assert ", decided by the page text (no model call)\n" in decided
    assert decided.endswith("cache: not used (decided by the page text)\ntokens: none (no LLM call)")

    (journey_step,) = by_test["test_journey[chromium]"]["steps"]
    assert [a["name"] for a in journey_step["attachments"]] == [
        "screenshot 1 (start)",
        "screenshot 2 (added one)",
        "prompt",
        "response",
        "verdict YES",
    ]

    (invalid_step,) = by_test["test_invalid[chromium]"]["steps"]
    invalid_names = [a["name"] for a in invalid_step["attachments"]]
    assert invalid_names == ["screenshot", "prompt", "response", "verdict INVALID"]
    assert attachment(alluredir, invalid_step["attachments"][2]) == b"MAYBE"
    invalid_lines = attachment(alluredir, invalid_step["attachments"][3]).decode().splitlines()
    assert invalid_lines[-2:] == ["cache: off", "tokens: 1200 prompt, 80 completion"]


def test_nothing_is_attached_without_alluredir(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_allure_inner=INNER)
    outcome = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-k", "active_flag")
    outcome.assert_outcomes(passed=1, deselected=4)


def test_step_titles() -> None:
    def verdict(evaluation: Any) -> Verdict:
        return Verdict(evaluation, "r", "q")

    assert verdict_step_title([verdict("YES")]) == "evaluate 'q' → YES"
    assert verdict_step_title([verdict("YES"), verdict("INVALID"), verdict("YES")]) == (
        "evaluate 3 goals → 2 YES, 1 INVALID"
    )


CACHED_CONFTEST = """
import pytest
from pytest_stagehand.testing import FunctionLLM


@pytest.fixture(scope="session")
def stagehand_llm():
    return FunctionLLM(lambda messages, output_type: {"evidence": ["Cart"], "reasoning": "It reads 2.", "evaluation": "YES"})
"""

CACHED_TEST = """
def test_cart(page):
    page.set_content("<h1>Cart</h1><p>2 items</p>")
    assert page.evaluate_goal("the cart shows 2 items", screenshot_delay_ms=0)
"""


def test_the_verdict_step_says_whether_the_cache_recorded_or_reused_it(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CACHED_CONFTEST)
    pytester.makepyfile(test_cached=CACHED_TEST)

    def verdict_step(run: str) -> tuple[list[str], list[str]]:
        alluredir = pytester.path / run
        pytester.runpytest_subprocess("-p", "no:cacheprovider", f"--alluredir={alluredir}").assert_outcomes(
            passed=1
        )
        (step,) = results(alluredir)["test_cart[chromium]"]["steps"]
        text = attachment(alluredir, step["attachments"][-1]).decode().splitlines()
        return [a["name"] for a in step["attachments"]], text

    names, text = verdict_step("first")
    assert names == ["screenshot", "prompt", "response", "verdict YES"]
    assert text[-2] == "cache: recorded"

    names, text = verdict_step("rerun")
    assert names == ["screenshot", "verdict YES"]  # reused: no LLM call, so no prompt or response
    assert text[-2:] == ["cache: hit", "tokens: none (no LLM call)"]
    assert "reused from the verdict store" in text[-3]
