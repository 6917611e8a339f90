"""Allure results of a real pytest run (subprocess, real Chromium, a rule-based model double): a step
per primitive (act, observe, extract) with its result, prompt, response, tokens, cache status and a
screenshot; the verdict step; a screenshot when a test fails; and usage as JUnit XML properties."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

CONFTEST = r"""
import re

import pytest

from pytest_stagehand.testing import FunctionLLM


def answer(messages, output_type):
    text = "\n".join(message.text() for message in messages)
    if "elements" in output_type.model_fields:  # observe
        found = re.search(r"\[([0-9]+-[0-9]+)\] button \"Add to cart\"", text)
        return {"elements": [{"elementId": found.group(1), "description": "Add to cart button",
                              "method": "click", "arguments": []}]}
    if "extraction" in output_type.model_fields:
        return {"extraction": re.search(r"[0-9]+ items?", text).group(0)}
    if "elementId" in output_type.model_fields:
        found = re.search(r"\[([0-9]+-[0-9]+)\] button \"Add to cart\"", text)
        if "Checkout" in text:  # no such button on the page: the model says so
            found = None
        return {"elementId": found.group(1) if found else "none", "description": "Add to cart button",
                "method": "click", "arguments": [], "twoStep": False}
    return {"evidence": ["1 item"], "reasoning": "The cart count reads 1.",
            "evaluation": "YES" if "1 item" in text and "one item" in text else "NO"}


@pytest.fixture(scope="session")
def stagehand_llm():
    return FunctionLLM(answer, model_id="rules/v1")
"""

TESTS = '''
import pytest

PAGE = """<h1>Mug</h1><p id=count>0 items</p><button>Add to wish list</button>
<button onclick="document.getElementById('count').textContent = '1 item'">Add to cart</button>"""


@pytest.fixture
def shop(page):
    page.set_content(PAGE)
    return page


def test_add_to_cart(shop):
    shop.act("click the Add to cart button")
    assert shop.evaluate_goal("the cart holds one item", evidence="page_text")


def test_observe_then_extract(shop):
    (found,) = shop.observe("find the Add to cart button")
    shop.act(found)
    assert shop.extract("the item count") == {"extraction": "1 item"}


def test_fails_after_acting(shop):
    shop.act("click the Add to cart button")
    assert shop.evaluate_goal("the cart is empty", evidence="page_text")


def test_act_that_cannot_be_done(shop):
    shop.act("click the Checkout button")
'''


def results(directory: Path) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for path in directory.glob("*-result.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        found[data["name"]] = data
    return found


def attachment_names(node: dict[str, Any]) -> list[str]:
    return [attachment["name"] for attachment in node.get("attachments", [])]


def read_attachment(directory: Path, node: dict[str, Any], name: str) -> bytes:
    source = str(next(a["source"] for a in node["attachments"] if a["name"] == name))
    return (directory / source).read_bytes()


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, str]:
    """One run of a small user project with --alluredir and --junitxml (shared by the tests below)."""
    project = tmp_path_factory.mktemp("allure-project")
    (project / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (project / "test_shop.py").write_text(TESTS, encoding="utf-8")
    (project / "pytest.ini").write_text("[pytest]\nstagehand_cache = off\n", encoding="utf-8")
    import subprocess
    import sys

    completed = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "--alluredir=allure",
            "--junitxml=junit.xml",
            # pytest-playwright's own failure screenshots must keep working with the Stagehand page.
            "--screenshot=only-on-failure",
            "--output=test-results",
            "--tracing=retain-on-failure",
        ],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert completed.returncode == 1, completed.stdout + completed.stderr  # two tests fail on purpose
    return project / "allure", project / "junit.xml", completed.stdout


def test_each_primitive_is_a_step_with_prompt_response_tokens_cache_status_and_screenshot(
    run: tuple[Path, Path, str],
) -> None:
    allure_dir, _, _ = run
    passed = results(allure_dir)["test_add_to_cart[chromium]"]
    assert passed["status"] == "passed"
    act_step, verdict_step = passed["steps"]
    assert act_step["name"] == "act 'click the Add to cart button'"
    assert act_step["status"] == "passed"
    assert attachment_names(act_step) == ["act result", "prompt", "response", "page after act"]
    summary = read_attachment(allure_dir, act_step, "act result").decode()
    assert "cache: off" in summary
    assert re.search(r"^LLM calls: 1; tokens: [1-9][0-9]* prompt, [1-9][0-9]* completion;", summary, re.M)
    # The model named only an element id; the selector it resolved to is the plugin's (the second
    # button: the first is the wish list's).
    assert "chosen element: Add to cart button → click() on xpath=/html[1]/body[1]/button[2]" in summary
    prompt = read_attachment(allure_dir, act_step, "prompt").decode()
    assert "Instruction: click the Add to cart button" in prompt
    assert '"elementId"' in read_attachment(allure_dir, act_step, "response").decode()
    assert read_attachment(allure_dir, act_step, "page after act").startswith(b"\x89PNG")
    assert verdict_step["name"] == "evaluate 'the cart holds one item' → YES"
    verdict = read_attachment(allure_dir, verdict_step, "verdict YES").decode()
    assert "reasoning: The cart count reads 1." in verdict


def test_observe_and_extract_are_steps_too(run: tuple[Path, Path, str]) -> None:
    allure_dir, _, _ = run
    observed = results(allure_dir)["test_observe_then_extract[chromium]"]
    assert observed["status"] == "passed"
    observe_step, act_step, extract_step = observed["steps"]
    assert observe_step["name"] == "observe 'find the Add to cart button'"
    assert attachment_names(observe_step) == ["observe result", "prompt", "response", "page after observe"]
    observe_summary = read_attachment(allure_dir, observe_step, "observe result").decode()
    assert (
        "chosen element: Add to cart button → click() on xpath=/html[1]/body[1]/button[2]" in observe_summary
    )
    assert act_step["name"] == "act 'click Add to cart button'"  # the observed action: no model call
    assert "prompt" not in attachment_names(act_step)
    assert extract_step["name"] == "extract 'the item count'"
    assert "1 item" in read_attachment(allure_dir, extract_step, "extract result").decode()
    assert "Instruction: the item count" in read_attachment(allure_dir, extract_step, "prompt").decode()


def test_a_failing_test_shows_the_verdict_and_gets_a_screenshot(run: tuple[Path, Path, str]) -> None:
    allure_dir, _, stdout = run
    failed = results(allure_dir)["test_fails_after_acting[chromium]"]
    assert failed["status"] == "failed"
    assert "screenshot on failure" in attachment_names(failed)
    assert read_attachment(allure_dir, failed, "screenshot on failure").startswith(b"\x89PNG")
    assert "screenshot on failure" not in attachment_names(results(allure_dir)["test_add_to_cart[chromium]"])
    # pytest's own message carries the goal, the verdict and the model's reasoning.
    assert "the cart is empty" in stdout
    assert "The cart count reads 1." in stdout


def test_a_no_verdict_is_a_failed_step_and_an_act_error_a_failed_test(run: tuple[Path, Path, str]) -> None:
    allure_dir, _, _ = run
    found = results(allure_dir)
    act_step, verdict_step = found["test_fails_after_acting[chromium]"]["steps"]
    assert act_step["status"] == "passed"
    assert verdict_step["name"] == "evaluate 'the cart is empty' → NO"
    assert verdict_step["status"] == "failed"
    assert "verdict NO" in attachment_names(verdict_step)  # the evidence is still attached
    assert [s["status"] for s in found["test_add_to_cart[chromium]"]["steps"]] == ["passed", "passed"]
    unmet = found["test_act_that_cannot_be_done[chromium]"]
    assert unmet["status"] == "failed"  # not "broken": the page did not do what the test expected
    assert "act failed" in unmet["statusDetails"]["message"]


def trace_titles(trace_zip: Path) -> list[str]:
    """The titles of the calls and groups in a Playwright trace, in order."""
    import zipfile

    titles = []
    with zipfile.ZipFile(trace_zip) as archive:
        for name in archive.namelist():
            if name.endswith(".trace"):
                for line in archive.read(name).decode().splitlines():
                    event = json.loads(line)
                    if event.get("type") == "before" and event.get("method") == "tracingGroup":
                        titles.append(event["title"])
    return titles


def test_each_primitive_and_verdict_is_a_labelled_group_in_the_playwright_trace(
    run: tuple[Path, Path, str],
) -> None:
    project = run[0].parent
    (trace,) = (project / "test-results").glob("*fails-after-acting*/trace.zip")
    assert trace_titles(trace) == [
        "act: click the Add to cart button",
        "verdict: the cart is empty",
        "verdict: the cart is empty — NO",
    ]
    (trace,) = (project / "test-results").glob("*act-that-cannot-be-done*/trace.zip")
    assert trace_titles(trace) == ["act: click the Checkout button"]


def test_pytest_playwrights_own_failure_screenshot_still_works(run: tuple[Path, Path, str]) -> None:
    project = run[0].parent
    shots = sorted(
        path.relative_to(project / "test-results") for path in (project / "test-results").rglob("*.png")
    )
    assert len(shots) == 2, shots  # --screenshot=only-on-failure: the failing tests only
    assert "test-act-that-cannot-be-done" in str(shots[0])
    assert "test-fails-after-acting" in str(shots[1])
    assert (project / "test-results" / shots[1]).read_bytes().startswith(b"\x89PNG")


def test_usage_is_in_the_junit_properties(run: tuple[Path, Path, str]) -> None:
    _, junit, _ = run
    cases = {case.get("name"): case for case in ET.parse(junit).getroot().iter("testcase")}
    properties = {
        prop.get("name"): prop.get("value") for prop in cases["test_add_to_cart[chromium]"].iter("property")
    }
    assert set(properties) == {
        "stagehand_llm_calls",
        "stagehand_tokens",
        "stagehand_usage",
        "stagehand_cache",
        "stagehand_time",
    }
    assert properties["stagehand_llm_calls"] == "2"
    usage = json.loads(properties["stagehand_usage"] or "{}")
    assert set(usage["rules/v1"]) == {"act", "evaluate"}
    act, evaluate = usage["rules/v1"]["act"], usage["rules/v1"]["evaluate"]
    assert act["calls"] == 1
    assert evaluate["calls"] == 1
    for amounts in (act, evaluate):
        assert amounts["prompt_tokens"] > 0
        assert amounts["completion_tokens"] > 0
    # stagehand_tokens is the test's total: every primitive's prompt and completion tokens.
    assert int(properties["stagehand_tokens"] or "0") == sum(
        a["prompt_tokens"] + a["completion_tokens"] for a in (act, evaluate)
    )
    # The cache is off in this project: nothing hit, missed, recorded or healed.
    assert json.loads(properties["stagehand_cache"] or "{}") == {
        "hits": 0,
        "misses": 0,
        "recorded": 0,
        "heals": 0,
    }
    times = json.loads(properties["stagehand_time"] or "{}")
    # The model double reports no inference time (the summary test times a slow one); all the time
    # in primitives is then the browser's: settling, the snapshot, the click, the evidence.
    assert times["llm_ms"] == round(act["inference_ms"] + evaluate["inference_ms"], 1)
    assert times["primitive_ms"] > times["llm_ms"]
    # The same numbers are the allure act step's: one source for every report.
    act_step = results(junit.parent / "allure")["test_add_to_cart[chromium]"]["steps"][0]
    summary = read_attachment(junit.parent / "allure", act_step, "act result").decode()
    assert f"tokens: {act['prompt_tokens']} prompt, {act['completion_tokens']} completion" in summary
