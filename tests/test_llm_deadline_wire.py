"""``timeout_s`` bounds the whole generate() call: attempts, waits before retries and the repair request
share one budget. Each SDK runs for real against a local server that stalls or rate-limits."""

from __future__ import annotations

import importlib
import json
import time

import pytest

from pytest_stagehand import StagehandPage
from pytest_stagehand.errors import ExtractError, LLMTimeoutError
from pytest_stagehand.llm import Message, ProviderClient, RetryPolicy
from pytest_stagehand.pipelines import PipelineContext, extract
from pytest_stagehand.testing import ScriptedLLM
from tests.support.pipeline import context
from tests.support.server import Site
from tests.wire.bodies import openai_chat
from tests.wire.providers import MODELS, PROVIDERS, build, rate_limited, success
from tests.wire.server import Reply, WireServer
from tests.wire.support import Sleeps, element_choice_model

pytestmark = pytest.mark.allow_llm_requests

MESSAGES = [Message("system", "You pick elements."), Message("user", "Click Next.")]
# Long enough that a loaded machine's SDK start-up still sends the first request within it (1 s was
# used up before sending under load 15), short against the 5 s Retry-After and a stalled reply.
BUDGET_S = 3.0
SLACK_S = 5.0  # "bounded, no hang": far above the budget's own jitter, far below a stalled reply


@pytest.fixture(autouse=True)
def keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-deadline")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-deadline")
    monkeypatch.setenv("GEMINI_API_KEY", "AIza-test-deadline")
    monkeypatch.delenv("GOOGLE_API_KEY", raising=False)


def stalled(provider: str) -> Reply:
    return Reply(success(provider).body, hold_s=30)


def import_sdk(provider: str) -> None:
    importlib.import_module(
        {"openai": "openai", "anthropic": "anthropic", "google": "google.genai"}[provider]
    )


def assert_names_the_model(error: LLMTimeoutError, provider: str) -> None:
    assert (error.provider, error.model) == (provider, MODELS[provider])
    assert str(error).startswith(f"[{provider}/{MODELS[provider]}] ")


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_stalled_server_fails_within_the_budget_and_no_retry_starts_once_it_is_gone(
    provider: str, wire: WireServer, sleeps: Sleeps
) -> None:
    """The client's own per-request timeout is 60 s and it may retry twice: the 1 s budget wins."""
    wire.reply(stalled(provider), success(provider), success(provider))
    llm = build(provider, wire, sleeps, retries=2)
    assert llm.timeout_s == 60.0
    import_sdk(provider)  # a first SDK import (~1 s) counts against the budget; not what is tested here
    started = time.monotonic()
    with pytest.raises(LLMTimeoutError) as caught:
        llm.generate(MESSAGES, element_choice_model(), timeout_s=BUDGET_S)
    elapsed = time.monotonic() - started
    assert elapsed < BUDGET_S + SLACK_S
    assert_names_the_model(caught.value, provider)
    assert f"ran out of its {BUDGET_S:g} s timeout after 1 attempt(s)" in str(caught.value)
    assert len(wire.requests) == 1  # the budget was gone: the scripted successes were never asked for
    assert sleeps.calls == []


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_retry_after_longer_than_what_is_left_stops_at_once(
    provider: str, wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(rate_limited(provider, "5"), success(provider))
    import_sdk(provider)
    with pytest.raises(LLMTimeoutError, match=r"after 1 attempt\(s\); last: .*rate limited") as caught:
        build(provider, wire, sleeps, retries=2).generate(
            MESSAGES, element_choice_model(), timeout_s=BUDGET_S
        )
    assert_names_the_model(caught.value, provider)
    assert len(wire.requests) == 1
    assert sleeps.calls == []  # no wait that could not be followed by an attempt


def test_a_retry_that_fits_in_the_budget_still_happens(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(rate_limited("openai", "0.2"), success("openai"))
    output = build("openai", wire, sleeps, retries=2).generate(
        MESSAGES, element_choice_model(), timeout_s=10.0
    )
    assert output.output.model_dump()["elementId"] == "1-3"
    assert sleeps.calls == [0.2]
    assert len(wire.requests) == 2


def test_each_attempt_is_capped_by_what_remains_of_the_budget(wire: WireServer) -> None:
    """Real backoff sleeps: two stalls, then the budget is gone; never 2 x 60 s per-request timeouts."""
    wire.reply(stalled("openai"), stalled("openai"), success("openai"))
    llm = build("openai", wire, Sleeps(), retries=5)
    llm.retry = RetryPolicy(retries=5, base_delay_s=0.1)  # real waits, short ones
    started = time.monotonic()
    with pytest.raises(LLMTimeoutError, match="ran out of its 2 s timeout"):
        llm.generate(MESSAGES, element_choice_model(), timeout_s=2.0)
    assert time.monotonic() - started < 2.0 + SLACK_S
    assert len(wire.requests) <= 2  # a third attempt had no time left to start


def test_the_repair_request_shares_the_budget(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(openai_chat('{"elementId": "9-9"}')), stalled("openai"))  # invalid, then a stall
    started = time.monotonic()
    with pytest.raises(LLMTimeoutError):
        build("openai", wire, sleeps, retries=2).generate(
            MESSAGES, element_choice_model(), timeout_s=BUDGET_S
        )
    assert time.monotonic() - started < BUDGET_S + SLACK_S
    assert len(wire.requests) == 2
    assert "Reply again with only the corrected JSON" in json.dumps(wire.requests[1].json["messages"])


@pytest.mark.parametrize("budget", [0.0, -1.0])
def test_a_zero_budget_means_no_time_not_the_default(budget: float, wire: WireServer, sleeps: Sleeps) -> None:
    llm: ProviderClient = build("openai", wire, sleeps, retries=2)
    with pytest.raises(LLMTimeoutError, match="ran out of its 0 s timeout before its request could be sent"):
        llm.generate(MESSAGES, element_choice_model(), timeout_s=budget)
    assert wire.requests == []


@pytest.fixture
def greeting(page: StagehandPage, site: Site) -> StagehandPage:
    page.goto(site.add("/deadline.html", "<title>Hi</title><p>hello</p>"))
    return page


def test_a_primitive_hands_what_is_left_of_its_timeout_to_the_model(greeting: StagehandPage) -> None:
    llm = ScriptedLLM([{"extraction": "hello"}])
    assert extract(context(greeting, llm), "the greeting", timeout_ms=2000) == {"extraction": "hello"}
    (call,) = llm.calls
    assert call.timeout_s is not None
    assert 0 < call.timeout_s <= 2.0


def real_context(page: StagehandPage, llm: ProviderClient) -> PipelineContext:
    return PipelineContext(page=page, settings=page.stagehand_settings, llm=llm, history=page.history)


def test_a_primitive_on_a_stalled_model_fails_within_its_timeout(
    greeting: StagehandPage, wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(stalled("openai"), success("openai"), success("openai"))
    llm = build("openai", wire, sleeps, retries=2)
    started = time.monotonic()
    with pytest.raises((ExtractError, LLMTimeoutError), match=r"timed out|ran out of its") as caught:
        # 6 s: the snapshot and the SDK's start-up before the call share the budget; a fresh-clone
        # run beside two model benches spent all of 3 s on them and the request never went out. It
        # must go out, so that the stall is what runs the budget out.
        extract(real_context(greeting, llm), "the greeting", timeout_ms=6000)
    assert time.monotonic() - started < 6.0 + SLACK_S
    assert "the greeting" in str(caught.value) or "openai/gpt-4.1-mini" in str(caught.value)
    assert len(wire.requests) == 1
