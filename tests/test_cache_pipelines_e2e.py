"""The cache directory end to end, through real pytest runs (pytester, subprocess) on real Chromium.

A user's project records act / extract / evaluate_goal in ``auto`` mode with a rule-based model
double (it picks the element whose name the instruction quotes), then reruns: in ``replay`` with the
model forbidden (any call fails the test), against a drifted v2 of the page (healed by fingerprint and
reported), with a failing test (the store stays unchanged), under xdist, and on a replay miss.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.support.projects import RULES_CONFTEST
from tests.support.recorded import RecordedProjects

CONFTEST = RULES_CONFTEST

TESTS = """
from playwright.sync_api import expect
from pydantic import BaseModel


class Status(BaseModel):
    message: str


def test_login(page, app_url):
    page.set_default_timeout(5000)
    page.goto(app_url + "/login.html")
    page.act("type ada into 'Username'")
    page.act("type %pw% into 'Password'", variables={"pw": "s3cret-value"})
    result = page.act("click 'Log in'")
    expect(page.locator("output")).to_have_text("Welcome ada")
    print("FROM_CACHE", result.from_cache, "HEALED", result.healed)


def test_welcome(page, app_url):
    page.goto(app_url + "/welcome.html")
    assert page.evaluate_goal("the user is welcomed by name", evidence="page_text")
    assert page.extract("the status message", Status).message == "Welcome ada"
"""

V1 = """<!doctype html><title>Login</title>
<form id="login-form" onsubmit="event.preventDefault();
  document.querySelector('output').textContent =
    this.password.value === 's3cret-value' ? 'Welcome ' + this.username.value : 'Wrong password'">
  <label for="user">Username</label> <input id="user" name="username">
  <label for="pass">Password</label> <input id="pass" name="password" type="password">
  <button id="login-btn" class="btn primary">Log in</button>
</form>
<output></output>
"""

# Drift: every id renamed, a wrapper around the username box, the button's label tweaked and a second
# button added. The boxes are still found by stored label / role locators (identity-checked); every
# stored locator of the login button now fails (or is no longer unique), so it is healed by fingerprint.
V2 = """<!doctype html><title>Login</title>
<form id="login-form" onsubmit="event.preventDefault();
  document.querySelector('output').textContent =
    this.password.value === 's3cret-value' ? 'Welcome ' + this.username.value : 'Wrong password'">
  <label for="u2">Username</label> <div class="field"><input id="u2" name="username"></div>
  <label for="p2">Password</label> <input id="p2" name="password" type="password">
  <button id="submit-login" class="btn primary">Log in now</button>
  <button type="button" class="btn link">Forgot password?</button>
</form>
<output></output>
"""


def make_project(pytester: pytest.Pytester, page_html: str = V1) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_flow=TESTS)
    serve(pytester, page_html)


def serve(pytester: pytest.Pytester, html: str) -> None:
    app = pytester.path / "app"
    app.mkdir(exist_ok=True)
    (app / "login.html").write_text(html, encoding="utf-8")
    (app / "welcome.html").write_text("<h1>Shop</h1><output>Welcome ada</output>", encoding="utf-8")


def heal_on_v2_then_fix(recorded: pytest.Pytester) -> dict[str, Any]:
    """Replay on the drifted page (one heal), return that run's heal report, then serve v1 again."""
    serve(recorded, V2)
    recorded.runpytest_subprocess("--stagehand-cache=replay").assert_outcomes(passed=2)
    report: dict[str, Any] = json.loads(
        (recorded.path / ".stagehand-heal-report.json").read_text(encoding="utf-8")
    )
    serve(recorded, V1)
    return report


def cache_file(pytester: pytest.Pytester) -> Path:
    return pytester.path / ".stagehand-cache" / "test_flow.py.json"


def stored_kinds(pytester: pytest.Pytester) -> list[str]:
    stored = json.loads(cache_file(pytester).read_text(encoding="utf-8"))
    return sorted(entry["key"]["kind"] for test in stored["tests"].values() for entry in test.values())


def record(pytester: pytest.Pytester) -> None:
    make_project(pytester)
    result = pytester.runpytest_subprocess("--stagehand-cache=auto", "-s")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["*FROM_CACHE False HEALED False*", "LLM calls: 5*"])


@pytest.fixture
def recorded(pytester: pytest.Pytester, recorded_projects: RecordedProjects) -> pytest.Pytester:
    """The project recorded in ``auto`` on v1 (recorded once per session, a fresh copy per test)."""
    recorded_projects.get("cache-pipelines-v1", pytester, record)
    return pytester


def test_recording_stores_every_primitive_and_never_a_variable_value(recorded: pytest.Pytester) -> None:
    assert stored_kinds(recorded) == ["act", "act", "act", "evaluate", "extract"]
    text = cache_file(recorded).read_text(encoding="utf-8")
    assert "s3cret-value" not in text
    assert "%pw%" in text
    assert "127.0.0.1" not in text  # keys hold the path, not the random port


def test_replay_makes_no_llm_call(recorded: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    before = cache_file(recorded).read_bytes()
    monkeypatch.setenv("FORBID_LLM", "1")
    result = recorded.runpytest_subprocess("--stagehand-cache=replay", "-s")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(
        ["*FROM_CACHE True HEALED False*", "LLM calls: 0*", "cache: 5 hits, 0 misses*"]
    )
    assert cache_file(recorded).read_bytes() == before


def test_ci_defaults_to_replay(recorded: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    # A step that was never recorded: auto would ask the (willing) model and record it; replay fails.
    before = cache_file(recorded).read_bytes()
    recorded.makepyfile(
        test_flow=TESTS.replace(
            "    result = page.act(\"click 'Log in'\")",
            "    page.act(\"check 'Remember me'\")\n    result = page.act(\"click 'Log in'\")",
        )
    )
    serve(recorded, V1.replace("<button id", '<label><input type="checkbox"> Remember me</label><button id'))
    monkeypatch.setenv("CI", "true")
    result = recorded.runpytest_subprocess()
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "stagehand: *cache='replay' (default: CI is set)*",
            "*CacheMissError: stagehand cache miss in replay mode*",
            "*wanted: act \"check 'remember me'\" at /login.html*",
        ]
    )
    assert cache_file(recorded).read_bytes() == before
    # The same run with CI unset is auto: the model is asked, the new step recorded.
    monkeypatch.delenv("CI")
    recorded.runpytest_subprocess().assert_outcomes(passed=2)
    assert cache_file(recorded).read_bytes() != before


def test_drift_heals_by_fingerprint_in_replay_and_is_reported_not_saved(
    recorded: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = cache_file(recorded).read_bytes()
    serve(recorded, V2)
    monkeypatch.setenv("FORBID_LLM", "1")
    result = recorded.runpytest_subprocess("--stagehand-cache=replay", "-s")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["*FROM_CACHE True HEALED True*", "LLM calls: 0*"])
    report = json.loads((recorded.path / ".stagehand-heal-report.json").read_text(encoding="utf-8"))
    heals = report["heals"]
    assert {heal["method"] for heal in heals} == {"fingerprint"}
    assert [heal["instruction"] for heal in heals] == ["click 'log in'"]
    assert heals[0]["old_locator"] != heals[0]["new_locator"]
    assert "Log in now" in heals[0]["new_locator"] or "submit-login" in heals[0]["new_locator"]
    assert heals[0]["score"] >= 0.75
    assert not heals[0]["saved"]
    result.stdout.fnmatch_lines(["*1 heals*"])
    assert cache_file(recorded).read_bytes() == before  # replay never writes


def test_drift_heal_is_saved_in_auto_so_the_next_replay_needs_no_heal(
    recorded: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    serve(recorded, V2)
    monkeypatch.setenv("FORBID_LLM", "1")
    healed = recorded.runpytest_subprocess("--stagehand-cache=auto", "-s")
    healed.assert_outcomes(passed=2)
    healed.stdout.fnmatch_lines(["*HEALED True*"])
    again = recorded.runpytest_subprocess("--stagehand-cache=replay", "-s")
    again.assert_outcomes(passed=2)
    again.stdout.fnmatch_lines(["*FROM_CACHE True HEALED False*"])


def test_fail_on_heal_fails_the_run_after_reporting(
    recorded: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    serve(recorded, V2)
    monkeypatch.setenv("FORBID_LLM", "1")
    result = recorded.runpytest_subprocess("--stagehand-cache=replay", "--stagehand-fail-on-heal")
    result.assert_outcomes(passed=2)  # every test passed: the heal alone fails the run
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "stagehand: 1 element(s) healed (1 by fingerprint, 0 by LLM) — failing the run (--stagehand-fail-on-heal)"
        ]
    )
    assert (recorded.path / ".stagehand-heal-report.json").is_file()


def test_fail_on_heal_ignores_the_report_an_earlier_run_left(
    recorded: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FORBID_LLM", "1")
    report_file = recorded.path / ".stagehand-heal-report.json"
    assert heal_on_v2_then_fix(recorded)["heal_count"] == 1  # fixed: the next run heals nothing
    result = recorded.runpytest_subprocess("--stagehand-cache=replay", "--stagehand-fail-on-heal")
    result.assert_outcomes(passed=2)
    assert result.ret == pytest.ExitCode.OK
    assert json.loads(report_file.read_text(encoding="utf-8"))["heal_count"] == 0


def test_a_replay_miss_names_the_file_the_key_and_the_nearest_entry(
    recorded: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Another label, not a rewording ("click the 'Log in' button" would be a near hit of the entry).
    recorded.makepyfile(test_flow=TESTS.replace("click 'Log in'", "click 'Log out'"))
    monkeypatch.setenv("FORBID_LLM", "1")
    result = recorded.runpytest_subprocess("--stagehand-cache=replay")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*CacheMissError: stagehand cache miss in replay mode*",
            "*cache file: *test_flow.py.json*",
            "*wanted: act*click 'log out'*",
            "*closest stored entries:*",
            "*click 'log in'*",
        ]
    )


def test_a_failing_test_leaves_the_store_unchanged(pytester: pytest.Pytester) -> None:
    make_project(pytester)
    failing = TESTS.replace(
        '    print("FROM_CACHE"', '    assert False, "the test fails after its acts"\n    print("FROM_CACHE"'
    )
    pytester.makepyfile(test_flow=failing)
    result = pytester.runpytest_subprocess("--stagehand-cache=auto")
    result.assert_outcomes(passed=1, failed=1)
    assert stored_kinds(pytester) == ["evaluate", "extract"]  # only the passing test's entries


def test_refresh_rerecords_with_the_model(recorded: pytest.Pytester) -> None:
    result = recorded.runpytest_subprocess("--stagehand-cache=refresh", "-s")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["*FROM_CACHE False*", "LLM calls: 5*"])
    assert stored_kinds(recorded) == ["act", "act", "act", "evaluate", "extract"]


def test_xdist_workers_share_one_cache_file(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_project(pytester)
    body = TESTS.split("def test_login", 1)[1].split("def test_welcome")[0]
    pytester.makepyfile(test_flow=TESTS + "".join(f"\n\ndef test_login_{n}{body}" for n in range(3)))
    recording = pytester.runpytest_subprocess("-n", "2", "--stagehand-cache=auto")
    recording.assert_outcomes(passed=5)
    # Every worker's LLM usage reaches the controller's summary: 4 logins x 3 acts, a verdict, an extract.
    recording.stdout.fnmatch_lines(
        ["LLM calls: 14", "  act *12 calls*", "  evaluate *1 calls*", "  extract *1 calls*"]
    )
    stored = json.loads(cache_file(pytester).read_text(encoding="utf-8"))
    names = [f"test_login{n}[chromium]" for n in ("", "_0", "_1", "_2")]
    assert sorted(stored["tests"]) == [*names, "test_welcome[chromium]"]
    monkeypatch.setenv("FORBID_LLM", "1")
    pytester.runpytest_subprocess("-n", "2", "--stagehand-cache=replay").assert_outcomes(passed=5)
    # Both workers' parts of the run are merged into one last-run record.
    record = json.loads((pytester.path / ".stagehand-cache" / ".last-run.json").read_text(encoding="utf-8"))
    assert record["full_run"] is True
    assert sorted(record["used"]["test_flow.py"]) == [*names, "test_welcome[chromium]"]


def test_a_run_without_heals_replaces_the_last_report(
    recorded: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FORBID_LLM", "1")
    report_file = recorded.path / ".stagehand-heal-report.json"
    assert len(heal_on_v2_then_fix(recorded)["heals"]) == 1  # the app is fixed: nothing heals any more
    recorded.runpytest_subprocess("--stagehand-cache=replay").assert_outcomes(passed=2)
    assert json.loads(report_file.read_text(encoding="utf-8"))["heals"] == []


def test_a_heal_in_a_failing_test_is_reported_as_not_saved(
    recorded: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = cache_file(recorded).read_bytes()
    recorded.makepyfile(
        test_flow=TESTS.replace(
            '    print("FROM_CACHE"', '    assert False, "fails after the heal"\n    print("FROM_CACHE"'
        )
    )
    serve(recorded, V2)
    monkeypatch.setenv("FORBID_LLM", "1")
    result = recorded.runpytest_subprocess("--stagehand-cache=auto")
    result.assert_outcomes(passed=1, failed=1)
    heals = json.loads((recorded.path / ".stagehand-heal-report.json").read_text(encoding="utf-8"))["heals"]
    assert [(heal["instruction"], heal["saved"]) for heal in heals] == [("click 'log in'", False)]
    assert cache_file(recorded).read_bytes() == before  # commit-on-pass: the heal was not written


def test_a_corrupt_cache_file_in_replay_is_named_in_the_miss_and_left_untouched(
    recorded: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache_file(recorded).write_text(
        '{"schema_version": 1, "tests": {"test_login[chromium]": ', encoding="utf-8"
    )
    corrupt = cache_file(recorded).read_bytes()
    monkeypatch.setenv("FORBID_LLM", "1")
    result = recorded.runpytest_subprocess("--stagehand-cache=replay")
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(["*the cache file could not be used (*); it is left untouched*"])
    assert cache_file(recorded).read_bytes() == corrupt


HOLD_LOCK = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o644)
fcntl.flock(fd, fcntl.LOCK_EX)
print("locked", flush=True)
time.sleep(120)
"""
SHORT_LOCK = """
import pytest_stagehand.cache.files


def pytest_configure(config):
    pytest_stagehand.cache.files.DEFAULT_LOCK_TIMEOUT_S = 0.5
"""


@pytest.mark.parametrize("args", [(), ("-n", "2")], ids=["serial", "xdist"])
def test_a_commit_that_cannot_take_the_lock_fails_that_test_and_the_session_goes_on(
    recorded: pytest.Pytester, args: tuple[str, ...]
) -> None:
    recorded.makeconftest(CONFTEST + SHORT_LOCK)
    # Another step in test_login: in auto it is recorded, so its commit needs the lock.
    recorded.makepyfile(
        test_flow=TESTS.replace(
            "def test_welcome", "def test_after(page, app_url):\n    pass\n\n\ndef test_welcome"
        ).replace(
            "    result = page.act(\"click 'Log in'\")",
            "    page.act(\"check 'Remember me'\")\n    result = page.act(\"click 'Log in'\")",
        )
    )
    serve(recorded, V1.replace("<button id", '<label><input type="checkbox"> Remember me</label><button id'))
    before = cache_file(recorded).read_bytes()
    with subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(recorded.path / ".stagehand-cache" / ".lock")],
        stdout=subprocess.PIPE,
        text=True,
    ) as holder:
        try:
            assert holder.stdout is not None
            assert holder.stdout.readline().strip() == "locked"
            result = recorded.runpytest_subprocess("--stagehand-cache=auto", "-p", "no:randomly", *args)
        finally:
            holder.kill()
    # test_login passed but could not save its new entry: it fails with the reason; the others ran.
    result.assert_outcomes(passed=2, failed=1)
    assert "INTERNALERROR" not in result.stdout.str() + result.stderr.str()
    result.stdout.fnmatch_lines(
        [
            "*this test passed, but its cache entries were not saved*",
            "*could not lock *.lock within 0.5 s; another process holds it*",
            "FAILED *test_login*",
        ]
    )
    # The last-run record could not be written either: a warning, not a crash.
    result.stdout.fnmatch_lines(
        ["*StagehandCacheWarning: stagehand cache: could not write the last-run record*"]
    )
    assert cache_file(recorded).read_bytes() == before


def test_a_cache_directory_that_cannot_be_written_fails_only_the_tests_that_record(
    recorded: pytest.Pytester,
) -> None:
    blocked = recorded.path / "not-a-dir"
    blocked.write_text("a file where the cache directory should be", encoding="utf-8")
    result = recorded.runpytest_subprocess(
        "--stagehand-cache=auto", f"--stagehand-cache-dir={blocked}", "-p", "no:randomly"
    )
    # Both tests record (nothing is stored there); neither can save; both still ran to the end.
    result.assert_outcomes(failed=2)
    assert "INTERNALERROR" not in result.stdout.str() + result.stderr.str()
    result.stdout.fnmatch_lines(
        [
            "*could not save the entries of test_login*not-a-dir*",
            "*the file was left as it was; check that *not-a-dir is a writable directory*",
        ]
    )
    assert blocked.read_text(encoding="utf-8") == "a file where the cache directory should be"
