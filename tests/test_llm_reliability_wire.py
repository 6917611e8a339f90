"""Retries, the same for every provider: each SDK runs for real against a local server that answers
with a 429, drops the connection or stalls past the timeout, then (maybe) answers properly."""

from __future__ import annotations

import pytest

from pytest_stagehand.errors import LLMConnectionError, LLMError, LLMRateLimitError, LLMTimeoutError
from tests.wire.providers import ANSWER, MODELS, PROVIDERS, build, generate, rate_limited, success
from tests.wire.server import Reply, WireServer
from tests.wire.support import Sleeps

pytestmark = pytest.mark.allow_llm_requests

# Per attempt. Long enough that a loaded machine still connects and sends within it (0.3 s was not),
# short against the 30 s the server holds each answer.
TIMEOUT_S = 1.0


@pytest.fixture(autouse=True)
def keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-reliability")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-reliability")
    monkeypatch.setenv("GEMINI_API_KEY", "AIza-test-reliability")
    monkeypatch.delenv("GOOGLE_API_KEY", raising=False)


def assert_names_the_model(error: LLMError, provider: str) -> None:
    assert (error.provider, error.model) == (provider, MODELS[provider])
    assert str(error).startswith(f"[{provider}/{MODELS[provider]}] ")


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_429_then_success_is_retried_after_the_retry_after(
    provider: str, wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(rate_limited(provider, "0.5"), success(provider))
    assert generate(build(provider, wire, sleeps, retries=2)) == ANSWER
    assert len(wire.requests) == 2
    assert sleeps.calls == [0.5]


@pytest.mark.parametrize("provider", PROVIDERS)
def test_429s_until_the_retries_run_out_are_a_rate_limit_error(
    provider: str, wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(*[rate_limited(provider, "0")] * 2)
    with pytest.raises(LLMRateLimitError) as caught:
        generate(build(provider, wire, sleeps, retries=1))
    assert caught.value.status == 429
    assert_names_the_model(caught.value, provider)
    assert len(wire.requests) == 2


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_dropped_connection_then_success_is_retried(
    provider: str, wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(Reply(drop=True), success(provider))
    assert generate(build(provider, wire, sleeps, retries=2)) == ANSWER
    assert len(wire.requests) == 2
    assert len(sleeps.calls) == 1


@pytest.mark.parametrize("provider", PROVIDERS)
def test_dropped_connections_until_the_retries_run_out_are_a_connection_error(
    provider: str, wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(*[Reply(drop=True)] * 3)
    with pytest.raises(LLMConnectionError, match="connection failed") as caught:
        generate(build(provider, wire, sleeps, retries=2))
    assert_names_the_model(caught.value, provider)
    assert len(wire.requests) == 3


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_timeout_then_success_is_retried(provider: str, wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(success(provider).body, hold_s=30), success(provider))
    assert generate(build(provider, wire, sleeps, retries=1, timeout_s=TIMEOUT_S)) == ANSWER
    assert len(wire.requests) == 2
    assert len(sleeps.calls) == 1


@pytest.mark.parametrize("provider", PROVIDERS)
def test_timeouts_until_the_retries_run_out_are_a_timeout_error(
    provider: str, wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(*[Reply(success(provider).body, hold_s=30)] * 2)
    with pytest.raises(LLMTimeoutError, match="timed out") as caught:
        generate(build(provider, wire, sleeps, retries=1, timeout_s=TIMEOUT_S))
    assert_names_the_model(caught.value, provider)
    assert len(wire.requests) == 2
