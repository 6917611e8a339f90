"""A missing API key is said once: a few lines at the first need, one line for every later test."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

TESTS = """
def test_act(page):
    page.set_content("<button>Log in</button>")
    page.act("click the Log in button")

def test_observe(page):
    page.set_content("<button>Log in</button>")
    page.observe("the Log in button")

def test_plain(page):
    page.set_content("<button>Log in</button>")
    assert page.get_by_role("button").inner_text() == "Log in"

def test_goal(page):
    page.set_content("<h1>Cart</h1>")
    assert page.evaluate_goal("the cart is shown", evidence="page_text")
"""


def test_a_missing_key_is_said_once_then_in_one_line_per_test(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_app=TESTS)
    result = pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "--stagehand-cache=off", "--stagehand-dom-settle-timeout=50"
    )
    result.assert_outcomes(passed=1, failed=3)
    out = result.stdout.str()
    assert out.count("OPENAI_API_KEY is not set, so openai/gpt-4.1-mini cannot be asked") == 1
    assert out.count("stagehand: OPENAI_API_KEY is not set (see the first such failure for the fix)") == 2
    assert "--stagehand-cache=replay" in out  # the first report says how to fix it
    assert "Traceback" not in out
    assert "_create_sdk_client" not in out  # no frames of the plugin's internals
    failures = out[out.index("= FAILURES =") : out.index("short test summary")]
    assert len(failures.splitlines()) < 20, failures


def test_other_failures_keep_their_traceback(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_x(page):\n    assert 1 == 2\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    assert "assert 1 == 2" in result.stdout.str()
