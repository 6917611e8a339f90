"""What the cache did, as Allure and JUnit XML show it: a user's project run three times with
--alluredir (real pytest runs, real Chromium, a rule-based model double). The first run records
(``auto``: every step a miss, then recorded), the second replays (every step a hit, no model call),
the third replays on a redesigned page where the Log in button's stored locators all fail, so that
step is healed by fingerprint."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from tests.support.projects import RULES_CONFTEST

CONFTEST = RULES_CONFTEST

TESTS = """
from playwright.sync_api import expect


def test_login(page, app_url):
    page.goto(app_url + "/login.html")
    page.act("type ada into 'Username'")
    page.act("click 'Log in'")
    expect(page.locator("output")).to_have_text("Welcome ada")
"""

V1 = """<!doctype html><title>Login</title>
<form onsubmit="event.preventDefault(); document.querySelector('output').textContent = 'Welcome ' + this.username.value">
  <label for="user">Username</label> <input id="user" name="username">
  <button id="login-btn" class="btn primary">Log in</button>
</form>
<output></output>
"""

# The button's id and label change and a second button appears: none of its stored locators finds
# the recorded element any more, but its fingerprint still picks it out. The username box is unchanged.
V2 = V1.replace(
    '<button id="login-btn" class="btn primary">Log in</button>',
    '<button id="submit-login" class="btn primary">Log in now</button>\n'
    '  <button type="button" class="btn link">Forgot password?</button>',
)


def act_steps(allure_dir: Path) -> dict[str, str]:
    """Each act step's instruction → the "cache:" line of its result attachment."""
    (result_file,) = allure_dir.glob("*-result.json")
    result = json.loads(result_file.read_text(encoding="utf-8"))
    assert result["status"] == "passed", result
    found: dict[str, str] = {}
    for step in result["steps"]:
        source = next(a["source"] for a in step["attachments"] if a["name"] == "act result")
        text = (allure_dir / source).read_text(encoding="utf-8")
        found[step["name"]] = next(line for line in text.splitlines() if line.startswith("cache: "))
    return found


def cache_property(junit: Path) -> dict[str, Any]:
    (case,) = ET.parse(junit).getroot().iter("testcase")
    value = next(p.get("value") for p in case.iter("property") if p.get("name") == "stagehand_cache")
    return dict(json.loads(value or "{}"))


def run(pytester: pytest.Pytester, name: str, mode: str) -> pytest.RunResult:
    result = pytester.runpytest_subprocess(
        f"--stagehand-cache={mode}", f"--alluredir={name}", f"--junitxml={name}.xml", "-p", "no:cacheprovider"
    )
    result.assert_outcomes(passed=1)
    return result


def test_allure_and_junit_show_miss_then_recorded_then_hit_then_healed(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_login=TESTS)
    app = pytester.path / "app"
    app.mkdir()
    (app / "login.html").write_text(V1, encoding="utf-8")

    first = run(pytester, "recording", "auto")
    assert act_steps(pytester.path / "recording") == {
        "act \"type ada into 'Username'\"": "cache: recorded, miss",
        "act \"click 'Log in'\"": "cache: recorded, miss",
    }
    assert cache_property(pytester.path / "recording.xml") == {
        "hits": 0,
        "misses": 2,
        "recorded": 2,
        "heals": 0,
    }
    first.stdout.fnmatch_lines(["LLM calls: 2*", "cache: 0 hits, 2 misses, 2 recorded, 0 heals"])

    monkeypatch.setenv("FORBID_LLM", "1")
    second = run(pytester, "replaying", "replay")
    assert act_steps(pytester.path / "replaying") == {
        "act \"type ada into 'Username'\"": "cache: hit",
        "act \"click 'Log in'\"": "cache: hit",
    }
    assert cache_property(pytester.path / "replaying.xml") == {
        "hits": 2,
        "misses": 0,
        "recorded": 0,
        "heals": 0,
    }
    second.stdout.fnmatch_lines(["LLM calls: 0 (every primitive was served from the cache)"])

    (app / "login.html").write_text(V2, encoding="utf-8")
    third = run(pytester, "healing", "replay")
    steps = act_steps(pytester.path / "healing")
    assert steps["act \"type ada into 'Username'\""] == "cache: hit"
    assert steps["act \"click 'Log in'\""].startswith("cache: healed")
    healed = cache_property(pytester.path / "healing.xml")
    assert healed["heals"] == 1
    assert healed["misses"] == 0
    third.stdout.fnmatch_lines(["LLM calls: 0*", "cache: * 1 heals"])


def test_junit_counts_what_was_saved_not_what_a_failed_test_recorded(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(
        test_login="""
def test_login(page, app_url):
    page.goto(app_url + "/login.html")
    page.act("type ada into 'Username'")
    assert False, "fails after recording one step"
"""
    )
    app = pytester.path / "app"
    app.mkdir()
    (app / "login.html").write_text(V1, encoding="utf-8")
    result = pytester.runpytest_subprocess(
        "--stagehand-cache=auto", "--junitxml=failed.xml", "-p", "no:cacheprovider"
    )
    result.assert_outcomes(failed=1)
    assert cache_property(pytester.path / "failed.xml") == {
        "hits": 0,
        "misses": 1,
        "recorded": 0,
        "not_saved": 1,
        "heals": 0,
    }
    assert not list((pytester.path / ".stagehand-cache").glob("*.json"))  # commit on pass: nothing saved
    result.stdout.fnmatch_lines(
        ["cache: 0 hits, 1 misses, 0 recorded, 0 heals; 1 recorded by failed tests, not saved"]
    )
