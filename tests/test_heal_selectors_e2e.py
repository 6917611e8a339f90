"""End to end through real pytest runs (pytester, subprocess) and real Chromium: a plain Playwright test
written against v1 of a page passes against v2 with selector healing on, fails with it off, names
file:line and a suggestion in the heal report, fails clearly on a removed element, and ``heal apply``
produces a patch after which the test passes against v2 without healing.

The conftest only serves the app and shortens Playwright's timeout; the healer comes from the plugin.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.support.heal_selectors_pages import V1, V2
from tests.support.projects import static_app_fixture
from tests.support.recorded import RecordedProjects

CONFTEST = """

import pytest
from pytest_stagehand.testing import FunctionLLM


@pytest.fixture(scope="session")
def stagehand_llm():
    # The LLM rung's model: it finds nothing (a removed element stays removed), and sends nothing.
    return FunctionLLM(
        lambda messages, output_type: {
            "elementId": "none", "description": "", "method": "click", "arguments": [], "twoStep": False
        }
    )


@pytest.fixture
def page(page):
    # Short Playwright timeouts keep the "healing off" runs quick; healing never depends on them.
    page.set_default_timeout(3000)
    yield page

""" + static_app_fixture("shop_url")

TESTS = """
from playwright.sync_api import Page, expect


def test_login(page: Page, shop_url: str) -> None:
    page.goto(shop_url + "/login.html")
    page.fill("#username", "ada")
    page.fill(
        "#password",
        "secret",
    )
    remember = "#remember"
    page.locator(remember).check()
    page.click("#login-btn", strict=True)
    expect(page.locator("#status")).to_have_text("Welcome, ada")


def test_promo(page: Page, shop_url: str) -> None:
    page.goto(shop_url + "/login.html")
    page.click("#promo-apply")
"""

HEAL = "--stagehand-heal-selectors"


def serve(pytester: pytest.Pytester, html: str) -> None:
    app = pytester.path / "app"
    app.mkdir(exist_ok=True)
    (app / "login.html").write_text(html, encoding="utf-8")


def heal_report(pytester: pytest.Pytester) -> list[dict[str, object]]:
    heals: list[dict[str, object]] = json.loads(
        (pytester.path / ".stagehand-heal-report.json").read_text(encoding="utf-8")
    )["heals"]
    return heals


def record_on_v1(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_login_flow=TESTS)
    serve(pytester, V1)
    recording = pytester.runpytest_subprocess(HEAL)
    recording.assert_outcomes(passed=2)
    # Selector recordings are cache entries, counted in the summary's cache line.
    recording.stdout.fnmatch_lines(
        ["cache: 0 hits, 0 misses, 6 recorded, 0 heals (selectors: 0 hits, 6 recorded, 0 heals)"]
    )
    stored = json.loads((pytester.path / ".stagehand-cache" / "test_login_flow.py.json").read_text())
    kinds = {entry["key"]["kind"] for test in stored["tests"].values() for entry in test.values()}
    assert kinds == {"selector"}


@pytest.fixture
def recorded_on_v1(pytester: pytest.Pytester, recorded_projects: RecordedProjects) -> pytest.Pytester:
    """The project recorded on v1 with healing on (once per session, a fresh copy per test), now
    serving v2."""
    recorded_projects.get("heal-selectors-v1", pytester, record_on_v1)
    serve(pytester, V2)
    return pytester


def test_v1_test_fails_on_v2_without_healing(recorded_on_v1: pytest.Pytester) -> None:
    result = recorded_on_v1.runpytest_subprocess()
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(["*Timeout 3000ms exceeded*"])


def test_v1_test_heals_on_v2_is_reported_and_the_patch_makes_it_pass_without_healing(
    recorded_on_v1: pytest.Pytester,
) -> None:
    pytester = recorded_on_v1
    result = pytester.runpytest_subprocess(HEAL)
    result.assert_outcomes(passed=1, failed=1)
    # The removed element fails with the test's own call, what healing waited, and the candidates
    # and why they lost: a TimeoutError, as Playwright's own failure would have been.
    result.stdout.fnmatch_lines(
        [
            "*SelectorHealTimeoutError: Page.click: no element matches selector '#promo-apply' "
            "(selector healing waited * ms, until the page had settled without it (its bound: 2000 ms of "
            "the call's timeout, 3000 ms), *",
            "*'#promo-apply' was recorded as button \"Apply promo code\"*nothing was done*",
            "*threshold 0.75; * candidate elements scanned; best candidates:*",
            "*the LLM rung failed: act failed: no element on the page matches the instruction*",
        ]
    )
    # Each heal is listed with the test, file:line of the call, old → new locator, method and score.
    result.stdout.fnmatch_lines(
        [
            "*test_login_flow.py::test_login[[]chromium] (test_login_flow.py:13): #login-btn → * "
            "[[]fingerprint, score 0.*; cache updated]",
            '*suggested: get_by_role("button", name="Log in", exact=True)  (internal:role=button[[]name="Log in"s])',
        ]
    )
    result.stdout.fnmatch_lines(
        [
            "cache: 0 hits, 0 misses, 0 recorded, 5 heals (selectors: 0 hits, 0 recorded, 5 heals)",
            "*stagehand: 5 element(s) healed (5 by fingerprint, 0 by LLM)*",
        ]
    )

    heals = {str(h["old_locator"]): h for h in heal_report(pytester)}
    assert set(heals) == {"#username", "#password", "#remember", "#login-btn", "#status"}
    assert heals["#login-btn"]["location"] == "test_login_flow.py:13"
    assert heals["#password"]["location"] == "test_login_flow.py:7"  # a call over four lines
    assert heals["#remember"]["location"] == "test_login_flow.py:12"  # a selector kept in a variable
    assert heals["#login-btn"]["suggested_selector"] == 'internal:role=button[name="Log in"s]'
    assert heals["#username"]["suggested_selector"] == 'internal:role=textbox[name="User name"s]'
    assert heals["#status"]["location"] == "test_login_flow.py:14"  # the expect() line
    assert all(
        h["method"] == "fingerprint" and str(h["test_id"]).endswith("::test_login[chromium]")
        for h in heals.values()
    )
    assert all(0.75 <= float(str(h["score"])) <= 1.0 for h in heals.values())

    dry = subprocess.run(
        [sys.executable, "-m", "pytest_stagehand", "heal", "apply", "--rootdir", str(pytester.path)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert '-    page.click("#login-btn", strict=True)' in dry.stdout
    # Locator.click takes no strict= (a locator is always strict): dropped.
    assert '+    page.get_by_role("button", name="Log in", exact=True).click()' in dry.stdout
    assert "+    remember = 'role=checkbox[name=\"Remember me\"s]'" in dry.stdout
    assert '\n-        "#password",\n' in dry.stdout
    assert dry.stderr.count("skipped:") == 0, dry.stderr
    assert "page.click" in (pytester.path / "test_login_flow.py").read_text()  # dry run wrote nothing
    assert "#login-btn" in (pytester.path / "test_login_flow.py").read_text()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest_stagehand",
            "heal",
            "apply",
            "--rootdir",
            str(pytester.path),
            "--write",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    patched = pytester.runpytest_subprocess("test_login_flow.py::test_login")
    patched.assert_outcomes(passed=1)
    assert "healed" not in patched.stdout.str()


def test_fail_on_heal_fails_the_run_after_reporting(recorded_on_v1: pytest.Pytester) -> None:
    result = recorded_on_v1.runpytest_subprocess(
        HEAL, "--stagehand-fail-on-heal", "test_login_flow.py::test_login"
    )
    result.assert_outcomes(passed=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["*5 element(s) healed*failing the run (--stagehand-fail-on-heal)*"])
    assert len(heal_report(recorded_on_v1)) == 5  # reported before the run was failed


def test_replay_mode_heals_by_fingerprint_only(recorded_on_v1: pytest.Pytester) -> None:
    result = recorded_on_v1.runpytest_subprocess(HEAL, "--stagehand-cache=replay")
    result.assert_outcomes(passed=1, failed=1)  # test_login heals by fingerprint; the promo is gone
    result.stdout.fnmatch_lines(
        [
            "*'#promo-apply' was recorded as*nothing was done*",
            "*threshold 0.75; * candidate elements scanned; best candidates:*",
        ]
    )
    assert "the LLM rung failed: act failed" not in result.stdout.str()  # replay: no LLM call was made
    result.stdout.fnmatch_lines(["LLM calls: 0"])


@pytest.mark.parametrize("switch", ["ini", "env"])
def test_the_ini_and_environment_switches_turn_healing_on(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, switch: str
) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_login_flow=TESTS)
    if switch == "ini":
        pytester.makeini("[pytest]\nstagehand_heal_selectors = true\n")
    else:
        monkeypatch.setenv("STAGEHAND_HEAL_SELECTORS", "1")  # pytester's subprocess inherits it
    serve(pytester, V1)
    recording = pytester.runpytest_subprocess("test_login_flow.py::test_login")
    recording.assert_outcomes(passed=1)
    recording.stdout.fnmatch_lines([f"*heal_selectors=True ({switch})*", "*selectors: 0 hits, 5 recorded*"])

    serve(pytester, V2)
    healing = pytester.runpytest_subprocess("test_login_flow.py::test_login")
    healing.assert_outcomes(passed=1)
    assert {h["old_locator"] for h in heal_report(pytester)} == {
        "#username",
        "#password",
        "#remember",
        "#login-btn",
        "#status",
    }


MARKED_TESTS = """
import pytest
from playwright.sync_api import Page


@pytest.mark.stagehand(heal_selectors=True)
def test_marked(page: Page, shop_url: str) -> None:
    page.goto(shop_url + "/login.html")
    page.click("#login-btn")


def test_neighbour(page: Page, shop_url: str) -> None:
    page.goto(shop_url + "/login.html")
    page.click("#login-btn")
"""


def test_the_marker_heals_one_test_and_leaves_its_neighbour_alone(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_marked=MARKED_TESTS)
    serve(pytester, V1)
    pytester.runpytest_subprocess().assert_outcomes(passed=2)  # no --stagehand-heal-selectors
    stored = json.loads((pytester.path / ".stagehand-cache" / "test_marked.py.json").read_text())
    assert list(stored["tests"]) == ["test_marked[chromium]"]  # only the marked test recorded

    serve(pytester, V2)
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*_ test_neighbour[[]chromium] _*", "*Timeout 3000ms exceeded*"])
    assert [(h["test_id"], h["old_locator"]) for h in heal_report(pytester)] == [
        ("test_marked.py::test_marked[chromium]", "#login-btn")
    ]
