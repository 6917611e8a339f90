"""The session's terminal summary (pure) and the primitive time it reports (real Chromium)."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping

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


def test_a_session_served_from_the_cache_says_so() -> None:
    totals = SessionTotals()
    totals.add_properties([(CACHE_PROPERTY, json.dumps({"hits": 4, "misses": 0, "recorded": 0, "heals": 0}))])
    assert format_summary(totals)[0] == "LLM calls: 0 (every primitive was served from the cache)"


CART = "<h1>Cart</h1><p id=count>3 items</p><button onclick=\"count.textContent='4 items'\">Add one</button>"


def test_evaluations_count_as_primitive_time_once_even_when_nested_or_judged_later(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/summary-cart.html", CART))
    verdict: dict[str, object] = {"reasoning": "It does.", "evaluation": "YES"}
    page.stagehand.llm = ScriptedLLM([verdict, verdict])
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
