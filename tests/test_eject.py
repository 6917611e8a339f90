"""``python -m pytest_stagehand eject``: recorded steps written back as plain Playwright code.

The example suite's recorded tests are ejected into a clean copy, then run for real (replay mode, no
model, no key): they must still pass, with the acts and extracts no longer going through the cache.
The units below pin what is converted, what is kept, and why."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from pytest_stagehand.healing.eject import eject_test
from tests.support.example_suite import cache_files, clone_example_suite

REPO = Path(__file__).resolve().parents[1]


def run(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("STAGEHAND_", "OPENAI_", "ANTHROPIC_", "GEMINI_", "GOOGLE_")) and name != "CI"
    }
    env["PYTHONPATH"] = str(REPO)
    return subprocess.run(
        [sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=900, check=False
    )


def test_the_example_suites_recorded_tests_ejected_still_pass_with_no_model(tmp_path: Path) -> None:
    suite = clone_example_suite(tmp_path)
    cache_before = cache_files(suite / ".stagehand-cache")
    shown = run(suite, "-m", "pytest_stagehand", "eject", "test_shop_ai.py::test_checkout_form_validation")
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("def test_checkout_form_validation(")
    assert (
        '    page.get_by_role("textbox", name="Email", exact=True).fill("ada@example.com")\n' in shown.stdout
    )  # the %email% variable: the value the test passes, from the test's own source
    assert "line 127: evaluate_goal kept (no plain-code equivalent)" in shown.stderr
    assert (suite / "test_shop_ai.py").read_text() == (REPO / "example_suite" / "test_shop_ai.py").read_text()

    for test_file in ("test_shop_ai.py", "test_redesign.py"):
        written = run(suite, "-m", "pytest_stagehand", "eject", test_file, "--write")
        assert written.returncode == 0, written.stderr
    ejected = (suite / "test_shop_ai.py").read_text()
    # What is left of the model: verdicts, the journey (it captures the page after each act), observe.
    assert re.findall(r"page\.act\((\"[^\"]*\")", ejected) == [
        "\"click the 'Add to cart' button\"",
        "\"click the 'Cart' link\"",
    ]
    assert "page.extract(" not in ejected
    assert 'expect(page.locator("#product-detail")).to_contain_text("Glass Teapot")' in ejected
    assert "detail = ProductDetail.model_validate({'name': 'Glass Teapot', 'price': '$29.50'})" in ejected
    assert (
        'page.frame_locator(\'iframe[src*="help.html"]\').get_by_role("button", name="Send", exact=True)'
        ".click()" in ejected
    )
    assert "page.act(" not in (suite / "test_redesign.py").read_text()

    result = run(
        suite,
        "-m",
        "pytest",
        "test_shop_ai.py",
        "test_redesign.py",
        "--stagehand-cache=replay",
        "--stagehand-base-url=http://127.0.0.1:9/v1",
        "-p",
        "no:cacheprovider",
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "LLM calls: 0" in output
    hits = int(re.search(r"cache: ([0-9]+) hits, 0 misses", output).group(1))  # type: ignore[union-attr]
    assert hits <= 10, output  # verdicts, observe and the journey's two acts; the rest is plain code
    assert cache_files(suite / ".stagehand-cache") == cache_before


def step(method: str, arguments: list[str], *locators: str) -> dict[str, object]:
    return {
        "method": method,
        "arguments": arguments,
        "element": {"frame_url": "/login", "locators": list(locators)},
    }


SOURCE = '''"""Login."""

from __future__ import annotations


def test_login(page, creds):
    page.act("type %user% into the 'User' box", variables={"user": "ada"})
    page.act("type %pw% into the 'Password' box", variables=creds)
    result = page.act("click 'Log in'")
    page.act("click 'Help'")
    greeting = page.extract("the greeting")
    assert greeting == {"extraction": "Welcome ada"}
'''


def test_acts_and_extracts_become_plain_calls_and_the_rest_is_kept_with_the_reason() -> None:
    entries = [
        {
            "key": {"kind": "act", "instruction": "type %user% into the 'user' box", "url": "/login"},
            "payload": {
                "steps": [step("fill", ["%user%"], "xpath=/html/body/input", 'internal:label="User"s')]
            },
        },
        {
            "key": {"kind": "act", "instruction": "type %pw% into the 'password' box", "url": "/login"},
            "payload": {"steps": [step("type", ["%pw%"], "css=#pw")]},
        },
        {
            "key": {"kind": "act", "instruction": "click 'log in'", "url": "/login"},
            "payload": {"steps": [step("click", [], "css=#go")]},
        },
        {
            "key": {"kind": "extract", "instruction": "the greeting", "url": "/login"},
            "payload": {"data": {"extraction": "Welcome ada"}},
        },
    ]
    ejected = eject_test(SOURCE, "test_login[chromium]", entries)
    assert ejected.converted == 3
    assert ejected.text.splitlines()[:5] == [
        '"""Login."""',
        "",
        "from __future__ import annotations",
        "from playwright.sync_api import expect",
        "",
    ]
    body = ejected.text.split("def test_login(page, creds):\n", 1)[1]
    assert body == (
        "    # type %user% into the 'User' box\n"
        '    page.get_by_label("User", exact=True).fill("ada")\n'
        "    # type %pw% into the 'Password' box\n"
        '    page.locator("#pw").fill((creds)["pw"])\n'
        "    result = page.act(\"click 'Log in'\")\n"
        "    page.act(\"click 'Help'\")\n"
        '    expect(page.locator("body")).to_contain_text("Welcome ada")\n'
        "    greeting = {'extraction': 'Welcome ada'}\n"
        '    assert greeting == {"extraction": "Welcome ada"}\n'
    )
    assert ejected.kept == [
        "line 9: act(\"click 'Log in'\") kept: its result is used (a plain call returns no ActResult)",
        "line 10: act(\"click 'Help'\") kept: the cache holds no entry for it",
    ]
    compile(ejected.text, "test_login.py", "exec")


AGENT_SOURCE = """def test_buy(page, stagehand_agent):
    page.agent().execute("add a mug to the cart")
    assert stagehand_agent.execute("check out")
"""


def test_agent_runs_are_kept_and_listed() -> None:
    entries = [
        {
            "key": {"kind": "agent", "instruction": "add a mug to the cart", "url": "/shop"},
            "payload": {"steps": [{"tool": "goto", "url": "/cart"}]},
        },
    ]
    ejected = eject_test(AGENT_SOURCE, "test_buy[chromium]", entries)
    assert ejected.converted == 0
    assert ejected.text == AGENT_SOURCE
    assert ejected.kept == [
        "line 2: agent kept (no plain-code equivalent)",
        "line 3: execute kept (no plain-code equivalent)",
    ]
