"""The evaluator through the plugin's real fixtures, in a pytest subprocess with its own Chromium.

The model is a test double injected the documented way: a ``stagehand_llm`` override in the inner
conftest. The verdict store is the real cache directory, read back from its JSON file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

GOALS_CONFTEST = """
import pytest
from pytest_stagehand.testing import ScriptedLLM


@pytest.fixture(scope="session")
def stagehand_llm():
    return ScriptedLLM([
        {"evaluations": [
            {"reasoning": "A login form is shown.", "evaluation": "NO"},
            {"evidence": ["Cart"], "reasoning": "The heading says Cart.", "evaluation": "YES"},
            {"reasoning": "No total is shown.", "evaluation": "NO"},
        ]},
        {"reasoning": "The cart badge reads 2, not 3.", "evaluation": "NO"},
    ])
"""

GOALS_TESTS = """
def test_goals(page):
    page.set_content("<h1>Cart</h1><p>2 items</p>")
    assert page.evaluate_goals(["user is logged in", "this is the cart", "total is $10"])


def test_goal(page):
    page.set_content("<h1>Cart</h1><p>2 items</p>")
    assert page.evaluate_goal("the cart shows 3 items")
"""


def test_failing_page_goals_list_every_no_with_its_reason(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(GOALS_CONFTEST)
    pytester.makepyfile(test_goals=GOALS_TESTS)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--stagehand-cache=off")
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(
        [
            "*def test_goals(page):*",
            "E       AssertionError: assert <2 of 3 goals not met: #1 NO 'user is logged in': A login form is "
            "shown. | #3 NO 'total is $10': No total is shown.>",
            "E        +  where <2 of 3 goals not met: *> = evaluate_goals(*",
            "*def test_goal(page):*",
            "E       AssertionError: assert <NO 'the cart shows 3 items': The cart badge reads 2, not 3.>",
            "E        +  where <NO 'the cart shows 3 items': *> = evaluate_goal('the cart shows 3 items')",
        ]
    )
    assert "'this is the cart':" not in result.stdout.str()  # the YES goal is not listed as a failure


# ---- verdict reuse through the cache directory ----------------------------------------------------

# A model double that logs every call to calls.log (the outer test counts them) and answers from
# the page text it is shown; a question with "unreadable" in it gets output that never validates.
CACHE_CONFTEST = """
import pytest
from pytest_stagehand.errors import LLMOutputError
from pytest_stagehand.testing import FunctionLLM


def answer(messages, output_type):
    text = "\\n".join(m.text() for m in messages)
    with open("calls.log", "a") as log:
        log.write(text.splitlines()[-1] + "\\n")
    if "unreadable" in text:
        raise LLMOutputError("did not validate after one repair", raw_text="MAYBE")
    return {"evidence": ["Cart"], "reasoning": "Judged.", "evaluation": "YES"}


@pytest.fixture(scope="session")
def stagehand_llm():
    return FunctionLLM(answer, model_id="rules/v1")
"""

CACHE_TESTS = """
from pathlib import Path


def open_cart(page):
    page.set_content(Path("cart.html").read_text())


def test_screenshot(page):
    open_cart(page)
    verdict = page.evaluate_goal("the cart shows its items", screenshot_delay_ms=0)
    assert verdict
    print("CACHED", verdict.cached)


def test_page_text(page):
    open_cart(page)
    verdict = page.evaluate_goal("the cart lists its items", evidence="page_text", screenshot_delay_ms=0)
    assert verdict
    print("CACHED", verdict.cached)


def test_invalid(page):
    open_cart(page)
    verdict = page.evaluate_goal("an unreadable question", screenshot_delay_ms=0)
    assert verdict.evaluation == "INVALID"
"""

CART = "<h1>Cart</h1><p id=count>{count} items</p><!-- {comment} -->"


def stored_questions(pytester: pytest.Pytester) -> dict[str, list[dict[str, Any]]]:
    """The evaluate entries of the cache file, by test: their keys (question, extra)."""
    data = json.loads((pytester.path / ".stagehand-cache" / "test_cart.py.json").read_text())
    return {
        test: [entry["key"] for entry in entries.values() if entry["key"]["kind"] == "evaluate"]
        for test, entries in data["tests"].items()
    }


def llm_calls(pytester: pytest.Pytester) -> list[str]:
    log = pytester.path / "calls.log"
    calls = log.read_text().splitlines() if log.exists() else []
    log.unlink(missing_ok=True)
    return calls


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_subprocess("-p", "no:cacheprovider", "-s", *args)


def write_cart(pytester: pytest.Pytester, count: int, comment: str = "") -> None:
    (pytester.path / "cart.html").write_text(CART.format(count=count, comment=comment))


def test_verdicts_are_reused_from_the_cache_directory_until_the_page_changes(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeconftest(CACHE_CONFTEST)
    pytester.makepyfile(test_cart=CACHE_TESTS)
    write_cart(pytester, 3)

    first = run(pytester)
    first.assert_outcomes(passed=3)
    assert sorted(llm_calls(pytester)) == [
        "Statement: an unreadable question",
        "Statement: the cart lists its items",
        "Statement: the cart shows its items",
    ]
    stored = stored_questions(pytester)
    assert [key["instruction"] for key in stored["test_screenshot[chromium]"]] == ["the cart shows its items"]
    assert [key["instruction"] for key in stored["test_page_text[chromium]"]] == ["the cart lists its items"]
    # INVALID is never stored: the passing test left no entry at all.
    assert "test_invalid[chromium]" not in stored
    assert set(stored["test_screenshot[chromium]"][0]["extra"]) == {"evidence", "model", "prompt", "verdict"}

    # Unchanged app, and a markup change nobody can see: no LLM call for either verdict.
    write_cart(pytester, 3, comment="invisible")
    second = run(pytester, "-k", "not invalid")
    second.assert_outcomes(passed=2, deselected=1)
    second.stdout.fnmatch_lines(["*CACHED True*", "*CACHED True*"])
    assert llm_calls(pytester) == []

    # A visible change re-evaluates both, from the screenshot's pixels and from the page text.
    write_cart(pytester, 4)
    third = run(pytester, "-k", "not invalid")
    third.assert_outcomes(passed=2, deselected=1)
    assert "CACHED True" not in third.stdout.str()
    assert sorted(llm_calls(pytester)) == [
        "Statement: the cart lists its items",
        "Statement: the cart shows its items",
    ]

    # The INVALID verdict is asked again on every run.
    run(pytester, "-k", "invalid").assert_outcomes(passed=1, deselected=2)
    assert llm_calls(pytester) == ["Statement: an unreadable question"]
    assert "test_invalid[chromium]" not in stored_questions(pytester)


def test_a_replay_miss_says_same_question_other_evidence(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CACHE_CONFTEST)
    pytester.makepyfile(test_cart=CACHE_TESTS)
    write_cart(pytester, 3)
    run(pytester, "-k", "page_text").assert_outcomes(passed=1, deselected=2)
    llm_calls(pytester)

    write_cart(pytester, 5)
    replay = run(pytester, "-k", "page_text", "--stagehand-cache=replay")
    replay.assert_outcomes(failed=1, deselected=2)
    replay.stdout.fnmatch_lines(
        [
            "*CacheMissError: stagehand cache miss in replay mode*",
            "*wanted: evaluate 'the cart lists its items'*",
            "*same question, other evidence: a verdict for this question is stored, but the page looked "
            "different then (its screenshot pixels or page text changed)",
        ]
    )
    assert llm_calls(pytester) == []

    # Same page, other settings: the hint says so instead.
    write_cart(pytester, 3)
    tests = Path(pytester.path / "test_cart.py")
    tests.write_text(
        tests.read_text().replace(
            'evidence="page_text", screenshot_delay_ms=0)',
            'evidence="page_text", screenshot_delay_ms=0, answer="3")',
        )
    )
    other = run(pytester, "-k", "page_text", "--stagehand-cache=replay")
    other.assert_outcomes(failed=1, deselected=2)
    other.stdout.fnmatch_lines(["*same question and evidence, other settings*"])
