"""Robustness: a provider (or the proxy in front of it) answering HTTP 200 with a body that is not
JSON (issue 24, item 6). Each SDK runs for real against a local server."""

from __future__ import annotations

import pytest

from pytest_stagehand.errors import LLMProviderError
from tests.wire.providers import ANSWER, MODELS, PROVIDERS, build, generate, success
from tests.wire.server import Reply, WireServer
from tests.wire.support import Sleeps

pytestmark = pytest.mark.allow_llm_requests

GATEWAY_PAGE = "<!doctype html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>"


@pytest.fixture(autouse=True)
def keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-robustness")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-robustness")
    monkeypatch.setenv("GEMINI_API_KEY", "AIza-test-robustness")
    monkeypatch.delenv("GOOGLE_API_KEY", raising=False)


@pytest.mark.parametrize("content_type", ["text/html", "application/json"])
@pytest.mark.parametrize("provider", PROVIDERS)
def test_an_html_body_with_200_is_retried_like_a_5xx(
    provider: str, content_type: str, wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(Reply(GATEWAY_PAGE, 200, {"Content-Type": content_type}), success(provider))
    assert generate(build(provider, wire, sleeps, retries=2)) == ANSWER
    assert len(wire.requests) == 2


@pytest.mark.parametrize("provider", PROVIDERS)
def test_html_bodies_until_the_retries_run_out_are_a_provider_error_naming_the_body(
    provider: str, wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(*[Reply(GATEWAY_PAGE, 200, {"Content-Type": "text/html"})] * 2)
    with pytest.raises(LLMProviderError) as caught:
        generate(build(provider, wire, sleeps, retries=1))
    error = caught.value
    assert (error.provider, error.model) == (provider, MODELS[provider])
    assert "not JSON" in str(error)
    assert "502 Bad Gateway" in str(error)  # the body's first bytes
    assert len(wire.requests) == 2
