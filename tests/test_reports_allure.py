"""Allure results of a real pytest run (subprocess, real Chromium, a rule-based model double): a step
per primitive (act, observe, extract) with its result, prompt, response, tokens, cache status and a
screenshot; the verdict step; a screenshot when a test fails; and usage as JUnit XML properties."""

from __future__ import annotations

import json
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
        return {"elementId": found.group(1), "description": "Add to cart button", "method": "click",
                "arguments": [], "twoStep": False}
    return {"reasoning": "The cart count reads 1.", "evaluation": "YES" if "1 item" in text and "one item" in text else "NO"}


@pytest.fixture(scope="session")
def stagehand_llm():
    return FunctionLLM(answer, model_id="rules/v1")
"""

TESTS = '''
import pytest

PAGE = """<h1>Mug</h1><p id=count>0 items</p>
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
        ],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert completed.returncode == 1, completed.stdout + completed.stderr  # one test fails on purpose
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
    assert "LLM calls: 1; tokens:" in summary
    assert "Add to cart button" in summary
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
    assert "Add to cart button" in read_attachment(allure_dir, observe_step, "observe result").decode()
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
    # pytest's own message carries the goal, the verdict and the model's reasoning.
    assert "the cart is empty" in stdout
    assert "The cart count reads 1." in stdout


def test_usage_is_in_the_junit_properties(run: tuple[Path, Path, str]) -> None:
    _, junit, _ = run
    cases = {case.get("name"): case for case in ET.parse(junit).getroot().iter("testcase")}
    properties = {
        prop.get("name"): prop.get("value") for prop in cases["test_add_to_cart[chromium]"].iter("property")
    }
    assert properties["stagehand_llm_calls"] == "2"
    usage = json.loads(properties["stagehand_usage"] or "{}")
    assert set(usage["rules/v1"]) == {"act", "evaluate"}
    assert usage["rules/v1"]["act"]["calls"] == 1
