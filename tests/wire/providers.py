"""The three providers' clients, built against the local wire server, and the replies every provider
sends in its own format (shared by the wire tests of retries and deadlines)."""

from __future__ import annotations

import json

from pytest_stagehand.llm import Message, ProviderClient
from pytest_stagehand.llm.anthropic_provider import AnthropicClient
from pytest_stagehand.llm.google_provider import GoogleClient
from pytest_stagehand.llm.openai_provider import OpenAIClient
from tests.wire.bodies import (
    anthropic_error,
    anthropic_tool_use,
    gemini_error,
    gemini_json,
    openai_chat,
    openai_error,
)
from tests.wire.server import Reply, WireServer
from tests.wire.support import Sleeps, element_choice_model, no_wait_policy

PROVIDERS = ["openai", "anthropic", "google"]
MODELS = {"openai": "gpt-4.1-mini", "anthropic": "claude-haiku-4-5", "google": "gemini-2.5-flash"}
ANSWER = {"elementId": "1-3", "method": "click", "reason": None}


def build(
    provider: str, wire: WireServer, sleeps: Sleeps, retries: int, *, timeout_s: float = 60.0
) -> ProviderClient:
    """``timeout_s`` is each request's own timeout (llm-timeout); generate()'s bounds the whole call."""
    policy = no_wait_policy(retries, sleeps)
    model = MODELS[provider]
    if provider == "openai":
        return wire.track(OpenAIClient(model, base_url=wire.url + "/v1", retry=policy, timeout_s=timeout_s))
    if provider == "anthropic":
        return wire.track(AnthropicClient(model, base_url=wire.url, retry=policy, timeout_s=timeout_s))
    return wire.track(GoogleClient(model, base_url=wire.url, retry=policy, timeout_s=timeout_s))


def success(provider: str) -> Reply:
    if provider == "openai":
        return Reply(openai_chat(json.dumps(ANSWER)))
    if provider == "anthropic":
        return Reply(anthropic_tool_use(ANSWER))
    return Reply(gemini_json(json.dumps(ANSWER)))


def rate_limited(provider: str, retry_after: str) -> Reply:
    headers = {"retry-after": retry_after}
    if provider == "openai":
        body = openai_error("Rate limit reached for requests", kind="requests", code="rate_limit_exceeded")
    elif provider == "anthropic":
        body = anthropic_error("Number of requests has exceeded your rate limit", kind="rate_limit_error")
    else:
        body = gemini_error(429, "Resource has been exhausted (e.g. check quota).", "RESOURCE_EXHAUSTED")
    return Reply(body, 429, headers)


MESSAGES = [Message("system", "You pick elements."), Message("user", "Click Next.")]


def generate(llm: ProviderClient) -> dict[str, object]:
    """One element choice through ``llm``, as a dict."""
    return llm.generate(MESSAGES, element_choice_model()).output.model_dump()
