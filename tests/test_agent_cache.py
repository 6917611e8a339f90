"""The agent's cache end to end, through real pytest runs (pytester, subprocess) on real Chromium.

A recorded run (scripted agent model, rule-based act) is stored under kind ``agent`` as replayable
steps (acts with their element fingerprints, a goto as a relative URL), committed only when the
test passes, and replayed on the next run with no LLM call at all; a drifted page is healed by
fingerprint during the replay.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.support.projects import RULES_CONFTEST

TESTS = """
import os

from playwright.sync_api import expect

from pytest_stagehand.llm import tool_call
from pytest_stagehand.testing import ScriptedLLM


def test_agent_logs_in(page, app_url):
    page.set_default_timeout(5000)
    page.goto(app_url + "/start.html")
    script = [] if os.environ.get("FORBID_LLM") else [
        tool_call("goto", url="/login.html"),
        tool_call("act", action="type ada into 'Username'"),
        tool_call("act", action="type %pw% into 'Password'"),
        tool_call("act", action="click 'Log in'"),
        tool_call("close", reasoning="logged in as ada", taskComplete=True),
    ]
    agent = page.agent(model=ScriptedLLM(script, model_id="scripted/agent"), plan_first=False)
    result = agent.execute("log in as ada", variables={"pw": "s3cret-value"})
    expect(page.locator("output")).to_have_text("Welcome ada")
    print("AGENT", result.success, result.from_cache, result.llm_calls, result.message)
    assert os.environ.get("FAIL_AFTER") is None
"""

LOGIN = """<!doctype html><title>Login</title>
<form onsubmit="event.preventDefault(); document.querySelector('output').textContent =
    this.password.value === 's3cret-value' ? 'Welcome ' + this.username.value : 'Wrong password'">
  <label for="user">Username</label> <input id="user" name="username">
  <label for="pass">Password</label> <input id="pass" name="password" type="password">
  <button id="login-btn">Log in</button>
</form>
<output></output>
"""
# Drift: ids renamed (the stored id locators fail); the replay heals by fingerprint.
DRIFTED = (
    LOGIN.replace('id="user"', 'id="u2"')
    .replace('for="user"', 'for="u2"')
    .replace('<button id="login-btn">Log in</button>', '<button id="go" class="primary">Log in</button>')
)


def serve(pytester: pytest.Pytester, login: str) -> None:
    app = pytester.path / "app"
    app.mkdir(exist_ok=True)
    (app / "start.html").write_text("<title>Start</title><h1>Welcome to the shop</h1>", encoding="utf-8")
    (app / "login.html").write_text(login, encoding="utf-8")


def cache_file(pytester: pytest.Pytester) -> Path:
    return pytester.path / ".stagehand-cache" / "test_agent_flow.py.json"


def entries(pytester: pytest.Pytester) -> list[dict[str, Any]]:
    stored = json.loads(cache_file(pytester).read_text(encoding="utf-8"))
    return [entry for test in stored["tests"].values() for entry in test.values()]


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makeconftest(RULES_CONFTEST)
    pytester.makepyfile(test_agent_flow=TESTS)
    serve(pytester, LOGIN)
    return pytester


def test_a_passing_run_is_stored_as_replayable_steps_and_replayed_with_no_llm_call(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = project.runpytest_subprocess("--stagehand-cache=auto", "-s")
    first.assert_outcomes(passed=1)
    first.stdout.fnmatch_lines(["*AGENT True False 8 logged in as ada*"])
    (agent,) = [e for e in entries(project) if e["key"]["kind"] == "agent"]
    assert agent["key"]["instruction"] == "log in as ada"
    assert agent["key"]["url"] == "/start.html"
    assert agent["key"]["variables"] == ["pw"]
    assert agent["key"]["extra"]["model"] == "scripted/agent"
    steps = agent["payload"]["steps"]
    assert [s["tool"] for s in steps] == ["goto", "act", "act", "act"]
    assert steps[0]["url"] == "/login.html"
    assert steps[2]["steps"][0]["arguments"] == ["%pw%"]
    assert steps[3]["steps"][0]["element"]  # the element's fingerprint
    text = cache_file(project).read_text(encoding="utf-8")
    assert "s3cret-value" not in text
    assert "127.0.0.1" not in text

    before = cache_file(project).read_bytes()
    monkeypatch.setenv("FORBID_LLM", "1")  # the act model fails the test if asked; the agent's has no script
    second = project.runpytest_subprocess("--stagehand-cache=replay", "-s")
    second.assert_outcomes(passed=1)
    second.stdout.fnmatch_lines(["*AGENT True True 0 logged in as ada*", "LLM calls: 0*"])
    assert cache_file(project).read_bytes() == before

    serve(project, DRIFTED)  # the replay heals the drifted elements by fingerprint, still no LLM call
    third = project.runpytest_subprocess("--stagehand-cache=replay", "-s")
    third.assert_outcomes(passed=1)
    third.stdout.fnmatch_lines(["*AGENT True True 0*", "LLM calls: 0*"])


def test_a_failing_test_commits_nothing(project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAIL_AFTER", "1")
    project.runpytest_subprocess("--stagehand-cache=auto").assert_outcomes(failed=1)
    assert not cache_file(project).exists() or not [
        e for e in entries(project) if e["key"]["kind"] == "agent"
    ]
