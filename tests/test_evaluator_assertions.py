"""What a failing ``assert evaluate_goal(...)`` prints, checked in real pytest output through pytester.

The inner run is a subprocess: it launches its own Chromium through the plugin's ``page`` fixture,
which cannot share this process's Playwright.
"""

from __future__ import annotations

import pytest

INNER = """
import pytest
from pytest_stagehand.evaluation.evaluator import Evaluator
from pytest_stagehand.testing import ScriptedLLM

LONG = "The cart badge reads 2. " + "It lists a mug and a plate only. " * 12 + "So not 3."


def judge(page, *outputs):
    page.set_content("<h1>Cart</h1><p>2 items</p>")
    return Evaluator(page, ScriptedLLM(list(outputs)))


def test_goal_met(page):
    assert judge(page, {"evidence": ["Cart"], "reasoning": "It reads 2.", "evaluation": "YES"}).evaluate_goal(
        "the cart shows 2 items", screenshot_delay_ms=0
    )


def test_goal_not_met(page):
    evaluator = judge(page, {"reasoning": "The cart badge reads 2, not 3.", "evaluation": "NO"})
    assert evaluator.evaluate_goal("the cart shows 3 items", screenshot_delay_ms=0)


def test_goal_not_met_long_reasoning(page):
    evaluator = judge(page, {"reasoning": LONG, "evaluation": "NO"})
    assert evaluator.evaluate_goal("the cart shows 3 items", screenshot_delay_ms=0)


def test_goals_not_met(page):
    evaluator = judge(page, {"evaluations": [
        {"reasoning": "A login form is shown.", "evaluation": "NO"},
        {"evidence": ["Cart"], "reasoning": "The heading says Cart.", "evaluation": "YES"},
        {"reasoning": "No total is shown.", "evaluation": "NO"},
    ]})
    assert evaluator.evaluate_goals(["user is logged in", "this is the cart", "total is $10"],
                                    screenshot_delay_ms=0)
"""


def test_failing_goals_print_verdict_goal_and_reasoning(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_goals=INNER)
    outcome = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q")
    outcome.assert_outcomes(passed=1, failed=3)
    outcome.stdout.fnmatch_lines(
        [
            "*def test_goal_not_met(page):*",
            "E       AssertionError: assert <NO 'the cart shows 3 items': The cart badge reads 2, not 3.>",
            "E        +  where <NO 'the cart shows 3 items': The cart badge reads 2, not 3.> = evaluate_goal("
            "'the cart shows 3 items', screenshot_delay_ms=0)",
            # Below -vv pytest cuts a repr to 240 characters in the middle: the front carries the point.
            "*def test_goal_not_met_long_reasoning(page):*",
            "E       AssertionError: assert <NO 'the cart shows 3 items': The cart badge reads 2. It lists*...*So not 3.>",
            "*def test_goals_not_met(page):*",
            "E       AssertionError: assert <2 of 3 goals not met: #1 NO 'user is logged in': A login form is "
            "shown. | #3 NO 'total is $10': No total is shown.>",
        ]
    )


def test_very_verbose_run_shows_the_whole_reasoning(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_goals=INNER)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-vv", "-k", "long_reasoning")
    result.assert_outcomes(failed=1, deselected=3)
    long_reasoning = "The cart badge reads 2. " + "It lists a mug and a plate only. " * 12 + "So not 3."
    result.stdout.fnmatch_lines(
        [f"E       AssertionError: assert <NO 'the cart shows 3 items': {long_reasoning}>"]
    )
