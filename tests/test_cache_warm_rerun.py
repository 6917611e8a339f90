"""A warm rerun of a ten-action test sends no LLM request, proven by the request guard.

The test is recorded once in ``auto`` mode with a rule-based model double. It is then rerun, still
in ``auto`` (the local default, which *would* ask the model on a miss), with the real OpenAI provider
built from the settings and every test wrapped in :func:`block_llm_requests`: any request the cache
did not answer fails the test with ``LLMRequestBlockedError``. A second test in the same rerun was
never recorded, so it must fail exactly that way: the guard is live, and the ten acts passed
without it.

The flow crosses a navigation (a link click, then acts on the next page) and a button that the
next page adds only after a delay, so replay must wait for the new document and for the late
element rather than act on what happens to be there.
"""

from __future__ import annotations

import json

import pytest

from tests.support.projects import RULES_ANSWER, static_app_fixture

CONFTEST = (
    RULES_ANSWER
    + r"""
import os

import pytest

from pytest_stagehand.llm import block_llm_requests
from pytest_stagehand.testing import FunctionLLM


if os.environ.get("RECORD"):
    @pytest.fixture(scope="session")
    def stagehand_llm():
        return FunctionLLM(answer, model_id="rules/v1")
else:
    @pytest.fixture(autouse=True)
    def _no_real_llm_request():
        with block_llm_requests("the warm rerun must be answered by the cache"):
            yield

"""
    + static_app_fixture("app_url")
)

TESTS = """
from playwright.sync_api import expect


def test_ten_actions(page, app_url):
    page.set_default_timeout(5000)
    page.goto(app_url + "/start.html")
    page.act("type ada into 'Name'")
    page.act("type london into 'City'")
    page.act("check 'Gift wrap'")
    page.act("click 'Red'")
    page.act("click 'Large'")
    page.act("click 'Next step'")  # navigates
    page.act("type 12 into 'Quantity'")
    page.act("type none into 'Notes'")
    page.act("click 'Express'")
    result = page.act("click 'Confirm'")  # added by the next page 300 ms after load
    expect(page.locator("output")).to_have_text("ada london gift red large 12 none express")
    print("FROM_CACHE", result.from_cache)


def test_never_recorded(page, app_url):
    page.goto(app_url + "/start.html")
    page.act("click 'Red'")
"""

START = """<!doctype html><title>Start</title>
<label for="name">Name</label><input id="name">
<label for="city">City</label><input id="city">
<label><input type="checkbox" id="gift"> Gift wrap</label>
<button id="red" onclick="sessionStorage.colour = 'red'">Red</button>
<button id="large" onclick="sessionStorage.size = 'large'">Large</button>
<a href="next.html" onclick="const v = (id) => document.getElementById(id);
   sessionStorage.who = [v('name').value, v('city').value, v('gift').checked ? 'gift' : 'plain'].join(' ')">Next step</a>
"""

NEXT = """<!doctype html><title>Next</title>
<label for="qty">Quantity</label><input id="qty">
<label for="notes">Notes</label><input id="notes">
<button id="express" onclick="this.dataset.on = 'express'">Express</button>
<output></output>
<script>
  setTimeout(() => {
    const confirm = document.createElement('button');
    confirm.textContent = 'Confirm';
    confirm.onclick = () => document.querySelector('output').textContent = [sessionStorage.who,
      sessionStorage.colour, sessionStorage.size, qty.value, notes.value, express.dataset.on].join(' ');
    document.body.append(confirm);
  }, 300);
</script>
"""


def make_project(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_flow=TESTS)
    app = pytester.path / "app"
    app.mkdir()
    (app / "start.html").write_text(START, encoding="utf-8")
    (app / "next.html").write_text(NEXT, encoding="utf-8")


def stored_acts(pytester: pytest.Pytester) -> int:
    stored = json.loads((pytester.path / ".stagehand-cache" / "test_flow.py.json").read_text("utf-8"))
    return sum(len(entries) for entries in stored["tests"].values())


def test_a_warm_ten_action_rerun_sends_no_request_past_the_guard(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_project(pytester)
    monkeypatch.setenv("RECORD", "1")
    recorded = pytester.runpytest_subprocess("--stagehand-cache=auto", "-s", "-k", "ten_actions")
    recorded.assert_outcomes(passed=1, deselected=1)
    recorded.stdout.fnmatch_lines(["*FROM_CACHE False*", "LLM calls: 10*"])
    assert stored_acts(pytester) == 10

    monkeypatch.delenv("RECORD")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-real-key")
    rerun = pytester.runpytest_subprocess(
        "--stagehand-cache=auto",
        "--stagehand-model=openai/gpt-4.1-mini",
        "--stagehand-base-url=http://127.0.0.1:9/v1",
        "-s",
    )
    rerun.assert_outcomes(passed=1, failed=1)
    rerun.stdout.fnmatch_lines(
        [
            "*FROM_CACHE True*",
            "E *LLMRequestBlockedError: *the warm rerun must be answered by the cache*",
            "LLM calls: 0*",
            "cache: 10 hits, 1 misses*",
        ]
    )
    assert stored_acts(pytester) == 10  # the failing test recorded nothing
