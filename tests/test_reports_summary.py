"""The session's terminal summary: adding up (pure), the primitive time it reports (real Chromium),
and the section a real pytest run prints (a scripted model that reports a price-known model id)."""

from __future__ import annotations

import json
import re
import time
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path

import pytest

from pytest_stagehand import StagehandPage
from pytest_stagehand.reporting.usage import (
    CACHE_PROPERTY,
    TIME_PROPERTY,
    USAGE_PROPERTY,
    SessionTotals,
    format_summary,
)
from pytest_stagehand.testing import ScriptedLLM
from tests.support.server import Site


def properties(
    model: str, usage: Mapping[str, Mapping[str, float]], llm_ms: float, primitive_ms: float
) -> list[tuple[str, object]]:
    return [
        (USAGE_PROPERTY, json.dumps({model: usage})),
        (CACHE_PROPERTY, json.dumps({"hits": 2, "misses": 1, "recorded": 1, "heals": 1})),
        (TIME_PROPERTY, json.dumps({"primitive_ms": primitive_ms, "llm_ms": llm_ms})),
    ]


def test_the_summary_adds_up_tokens_by_primitive_cost_cache_and_time_across_tests() -> None:
    totals = SessionTotals()
    act = {
        "calls": 2,
        "prompt_tokens": 1000,
        "completion_tokens": 100,
        "cached_input_tokens": 400,
        "inference_ms": 1500,
    }
    evaluate = {
        "calls": 1,
        "prompt_tokens": 500,
        "completion_tokens": 50,
        "reasoning_tokens": 20,
        "inference_ms": 500,
    }
    totals.add_properties(properties("openai/gpt-4.1-mini", {"act": act}, llm_ms=1500, primitive_ms=2500))
    totals.add_properties(properties("openai/gpt-4.1-mini", {"act": act, "evaluate": evaluate}, 2000, 3000))
    totals.add_properties(properties("local/tiny", {"extract": act}, 1500, 1600))

    lines = format_summary(totals)

    assert lines[0] == "LLM calls: 7"
    act_line = next(line for line in lines if line.strip().startswith("act"))
    assert act_line.split() == [
        "act",
        "4",
        "calls",
        "2000",
        "prompt",
        "200",
        "completion",
        "0",
        "reasoning",
        "800",
        "cached",
        "3.0",
        "s",
    ]
    evaluate_line = next(line for line in lines if line.strip().startswith("evaluate"))
    assert "20 reasoning" in " ".join(evaluate_line.split())
    # gpt-4.1-mini at $0.40 / $1.60 per million: 2500 prompt and 250 completion tokens.
    assert "estimated cost: openai/gpt-4.1-mini $0.0014" in lines
    assert "no price known for: local/tiny" in lines
    assert "cache: 6 hits, 3 misses, 3 recorded, 3 heals" in lines
    assert lines[-1] == "time in stagehand primitives: 7.1 s (LLM 5.0 s, browser and cache 2.1 s)"
    assert totals.tests == 3


def test_screenshots_a_computer_use_agent_sent_are_counted_beside_its_tokens() -> None:
    totals = SessionTotals()
    agent = {"calls": 3, "prompt_tokens": 6000, "completion_tokens": 90, "inference_ms": 900, "images": 5}
    totals.add_properties(properties("anthropic/claude-haiku-4-5", {"agent": agent}, 900, 2000))
    totals.add_properties(
        properties("anthropic/claude-haiku-4-5", {"agent": agent, "act": {"calls": 1}}, 0, 10)
    )
    lines = format_summary(totals)
    agent_line = next(line for line in lines if line.strip().startswith("agent"))
    assert agent_line.split()[-2:] == ["10", "images"]
    act_line = next(line for line in lines if line.strip().startswith("act"))
    assert "images" not in act_line


def test_a_session_served_from_the_cache_says_so() -> None:
    totals = SessionTotals()
    totals.add_properties([(CACHE_PROPERTY, json.dumps({"hits": 4, "misses": 0, "recorded": 0, "heals": 0}))])
    assert format_summary(totals)[0] == "LLM calls: 0 (every primitive was served from the cache)"


CART = "<h1>Cart</h1><p id=count>3 items</p><button onclick=\"count.textContent='4 items'\">Add one</button>"


def test_evaluations_count_as_primitive_time_once_even_when_nested_or_judged_later(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/summary-cart.html", CART))
    # Grounded answers: a YES quotes the page text it rests on (evaluation/grounding.py).
    verdict: dict[str, object] = {"evidence": ["3 items"], "reasoning": "It does.", "evaluation": "YES"}
    went_up: dict[str, object] = {"evidence": ["4 items"], "reasoning": "It went up.", "evaluation": "YES"}
    page.stagehand.llm = ScriptedLLM([verdict, went_up])
    runtime = page.stagehand

    before, started = runtime.primitive_ms, time.perf_counter()
    assert page.evaluate_goal("the cart shows 3 items", evidence="page_text")  # page → evaluator: nested
    wall_ms = (time.perf_counter() - started) * 1000
    counted = runtime.primitive_ms - before
    assert 0 < counted <= wall_ms  # counted once, not once per layer

    journey = page.journey(evidence="page_text")
    page.get_by_role("button").click()
    before = runtime.primitive_ms
    assert journey.judge("the count went from 3 to 4")  # judged outside any page primitive
    assert runtime.primitive_ms > before


# ---- the summary of a real run ------------------------------------------------------------------

SUMMARY_CONFTEST = r'''
import os
import time
from dataclasses import replace

import pytest

from pytest_stagehand.testing import ScriptedLLM


class SlowScriptedLLM(ScriptedLLM):
    """A scripted model that takes 50 ms per answer and reports that time, as a real client does."""

    def generate(self, messages, output_type, **kwargs):
        started = time.perf_counter()
        time.sleep(0.05)
        reply = super().generate(messages, output_type, **kwargs)
        return replace(reply, usage=replace(reply.usage, inference_ms=(time.perf_counter() - started) * 1000))


@pytest.fixture(scope="session")
def stagehand_llm():
    return SlowScriptedLLM(model_id=os.environ.get("SCRIPTED_MODEL", "openai/gpt-4.1-mini"))
'''

SUMMARY_TESTS = r'''
import re

CART = """<h1>Cart</h1><p id=count>3 items</p>
<button onclick="document.getElementById('count').textContent = '4 items'">Add one</button>"""


def test_cart(page, stagehand_llm):
    page.set_content(CART)
    button = re.search(r"\[([0-9]+-[0-9]+)\] button", page.snapshot().text).group(1)
    stagehand_llm.add(
        {"elementId": button, "description": "Add one", "method": "click", "arguments": [], "twoStep": False},
        {"extraction": "4 items"},
        {"evidence": ["4 items"], "reasoning": "The count reads 4 items.", "evaluation": "YES"},
    )
    page.act("click the 'Add one' button")
    assert page.extract("the item count") == {"extraction": "4 items"}
    assert page.evaluate_goal("the cart holds 4 items", evidence="page_text")
'''


def summary_section(stdout: str) -> list[str]:
    """The lines of the "stagehand" terminal summary section."""
    lines = stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if re.fullmatch(r"-+ stagehand -+", line))
    end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith(("===", "---")))
    return lines[start + 1 : end]


def junit_usage(junit: Path) -> tuple[dict[str, dict[str, float]], dict[str, float]]:
    (case,) = ET.parse(junit).getroot().iter("testcase")
    found = {p.get("name"): p.get("value") or "{}" for p in case.iter("property")}
    (usage,) = json.loads(found["stagehand_usage"]).values()
    return usage, json.loads(found["stagehand_time"])


def test_a_real_run_prints_tokens_by_primitive_cost_cache_and_the_time_split(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytester.makeconftest(SUMMARY_CONFTEST)
    pytester.makepyfile(test_cart=SUMMARY_TESTS)

    recording = pytester.runpytest_subprocess("--stagehand-cache=auto", "--junitxml=first.xml")
    recording.assert_outcomes(passed=1)
    summary = summary_section(recording.stdout.str())
    usage, times = junit_usage(pytester.path / "first.xml")
    assert summary[0] == "LLM calls: 3"
    for primitive in ("act", "extract", "evaluate"):
        amounts = usage[primitive]
        line = next(line for line in summary if line.split()[0] == primitive)
        assert line.split() == [
            primitive,
            "1",
            "calls",
            str(amounts["prompt_tokens"]),
            "prompt",
            str(amounts["completion_tokens"]),
            "completion",
            "0",
            "reasoning",
            "0",
            "cached",
            f"{amounts['inference_ms'] / 1000:.1f}",
            "s",
        ]
        assert amounts["prompt_tokens"] > 0
    # gpt-4.1-mini's list price is known: $0.40 / $1.60 per million prompt / completion tokens.
    prompt = sum(int(a["prompt_tokens"]) for a in usage.values())
    completion = sum(int(a["completion_tokens"]) for a in usage.values())
    cost = (prompt * 0.40 + completion * 1.60) / 1_000_000
    assert f"estimated cost: openai/gpt-4.1-mini ${cost:.4f}" in summary
    assert "cache: 0 hits, 3 misses, 3 recorded, 0 heals" in summary
    split = re.fullmatch(
        r"time in stagehand primitives: ([0-9.]+) s \(LLM ([0-9.]+) s, browser and cache ([0-9.]+) s\)",
        summary[-1],
    )
    assert split is not None, summary
    total, llm, browser = (float(x) for x in split.groups())
    assert total == round(times["primitive_ms"] / 1000, 1)
    assert llm == round(times["llm_ms"] / 1000, 1)
    assert times["llm_ms"] >= 150  # three answers of at least 50 ms each
    assert abs(total - llm - browser) <= 0.11  # each figure rounded to a tenth
    assert browser > 0  # the snapshot, the click and the evidence took the browser some time

    # Under xdist the workers' figures reach the controller's summary.
    replaying = pytester.runpytest_subprocess("--stagehand-cache=replay", "-n", "2")
    replaying.assert_outcomes(passed=1)
    summary = summary_section(replaying.stdout.str())
    assert summary[0] == "LLM calls: 0 (every primitive was served from the cache)"
    assert "cache: 3 hits, 0 misses, 0 recorded, 0 heals" in summary
    assert not [line for line in summary if line.startswith(("estimated cost", "no price known"))]
    assert re.fullmatch(r"time in stagehand primitives: [0-9.]+ s \(LLM 0\.0 s, .*\)", summary[-1])

    monkeypatch.setenv("SCRIPTED_MODEL", "local/tiny")
    unpriced = pytester.runpytest_subprocess("--stagehand-cache=off")
    unpriced.assert_outcomes(passed=1)
    summary = summary_section(unpriced.stdout.str())
    assert "no price known for: local/tiny" in summary
    assert not [line for line in summary if line.startswith("estimated cost")]
