"""The anthropic provider through the real anthropic SDK against a local server speaking its protocol."""

from __future__ import annotations

import base64

import pytest

from pytest_stagehand.errors import (
    LLMAuthenticationError,
    LLMOutputError,
    LLMProviderError,
    LLMRateLimitError,
)
from pytest_stagehand.llm import ImagePart, Message, TextPart
from pytest_stagehand.llm.anthropic_provider import AnthropicClient
from tests.wire.bodies import anthropic_error, anthropic_tool_use
from tests.wire.server import Reply, WireServer
from tests.wire.support import Sleeps, element_choice_model, image_size, no_wait_policy, png

pytestmark = pytest.mark.allow_llm_requests

KEY = "sk-ant-api03-test-0123456789abcdef"
GOOD = {"elementId": "1-3", "method": "fill", "reason": "the email box"}
INPUT_SCHEMA = {
    "type": "object",
    "properties": {
        "elementId": {
            "type": "string",
            "enum": ["0-1", "0-5", "1-3"],
            "description": "id of the element to act on",
        },
        "method": {"type": "string"},
        "reason": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None},
    },
    "required": ["elementId", "method"],
}
MESSAGES = [
    Message("system", "You pick elements."),
    Message("system", "Answer with the tool."),
    Message("user", "Type into the email box."),
]


@pytest.fixture(autouse=True)
def api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)


def client(wire: WireServer, sleeps: Sleeps, *, retries: int = 2) -> AnthropicClient:
    return wire.track(
        AnthropicClient("claude-sonnet-4-6", base_url=wire.url, retry=no_wait_policy(retries, sleeps))
    )


def test_request_is_a_forced_tool_call_and_the_tool_input_is_the_output(
    wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(
        Reply(anthropic_tool_use(GOOD, input_tokens=1450, output_tokens=42, cache_read=1024, cache_write=64))
    )
    response = client(wire, sleeps).generate(MESSAGES, element_choice_model())

    (request,) = wire.requests
    assert request.path == "/v1/messages"
    assert KEY in (
        request.headers.get("x-api-key"),
        request.headers.get("authorization", "").removeprefix("Bearer "),
    )
    assert request.json == {
        "model": "claude-sonnet-4-6",
        "max_tokens": 1024,
        "system": "You pick elements.\n\nAnswer with the tool.",
        "messages": [{"role": "user", "content": "Type into the email box."}],
        "tools": [
            {
                "name": "final_answer",
                "description": "Give the final answer as structured data matching the input schema.",
                "input_schema": INPUT_SCHEMA,
            }
        ],
        "tool_choice": {"type": "tool", "name": "final_answer"},
    }  # no temperature: the API has no sampling parameters any more
    assert response.output.model_dump() == GOOD
    assert response.model_id == "anthropic/claude-sonnet-4-6"
    # input_tokens leaves out cache reads and writes; prompt_tokens counts every input token.
    assert response.usage.prompt_tokens == 1450 + 1024 + 64
    assert response.usage.cached_input_tokens == 1024
    assert response.usage.completion_tokens == 42
    assert response.usage.reasoning_tokens == 0  # Anthropic bills thinking as output; no separate count
    assert response.usage.inference_ms > 0


def test_images_are_base64_blocks_within_anthropics_limits(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(anthropic_tool_use(GOOD)))
    message = Message("user", [ImagePart(png(2400, 1800)), TextPart("Which box is the email?")])
    client(wire, sleeps).generate([message], element_choice_model(), temperature=0.0, max_tokens=200)

    body = wire.requests[0].json
    assert "temperature" not in body
    assert body["max_tokens"] == 200
    image, text = body["messages"][0]["content"]
    assert text == {"type": "text", "text": "Which box is the email?"}
    assert image["type"] == "image"
    assert image["source"]["type"] == "base64"
    assert image["source"]["media_type"] == "image/png"
    width, height = image_size(base64.b64decode(image["source"]["data"]))
    assert max(width, height) <= 1568
    assert width * height <= 1_150_000
    assert (width, height) == (1238, 928)  # 4:3 kept, scaled to the megapixel limit


def test_an_answer_in_prose_instead_of_the_tool_is_repaired(wire: WireServer, sleeps: Sleeps) -> None:
    prose = {
        **anthropic_tool_use(GOOD),
        "content": [{"type": "text", "text": "The email box is 1-3."}],
        "stop_reason": "end_turn",
    }
    wire.reply(Reply(prose), Reply(anthropic_tool_use(GOOD)))
    response = client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert response.output.model_dump() == GOOD
    repair = wire.requests[1].json["messages"]
    assert repair[1] == {"role": "assistant", "content": "The email box is 1-3."}
    assert repair[2]["role"] == "user"
    assert "Reply again with only the corrected JSON object." in repair[2]["content"]


def test_tool_input_outside_the_enum_twice_is_an_output_error(wire: WireServer, sleeps: Sleeps) -> None:
    bad = {"elementId": "7-7", "method": "fill"}
    wire.reply(Reply(anthropic_tool_use(bad)), Reply(anthropic_tool_use(bad)))
    with pytest.raises(LLMOutputError) as caught:
        client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert caught.value.raw_text == '{"elementId": "7-7", "method": "fill"}'
    assert caught.value.provider == "anthropic"


def test_529_overloaded_is_retried(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(anthropic_error("Overloaded", kind="overloaded_error"), 529), Reply(anthropic_tool_use(GOOD))
    )
    response = client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert response.output.model_dump() == GOOD
    assert sleeps.calls == [0.0]


def test_429_with_a_long_retry_after_fails_at_once(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(
            anthropic_error(
                "Number of request tokens has exceeded your per-minute rate limit", kind="rate_limit_error"
            ),
            429,
            {"retry-after": "3600"},
        )
    )
    with pytest.raises(LLMRateLimitError, match="per-minute rate limit"):
        client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert sleeps.calls == []  # not waiting an hour inside a test run
    assert len(wire.requests) == 1


def test_500_after_retries_is_a_provider_error(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(*[Reply(anthropic_error("Internal server error", kind="api_error"), 500)] * 3)
    with pytest.raises(LLMProviderError) as caught:
        client(wire, sleeps, retries=2).generate(MESSAGES, element_choice_model())
    assert caught.value.status == 500
    assert str(caught.value).startswith("[anthropic/claude-sonnet-4-6] HTTP 500: ")
    assert sleeps.calls == [0.0, 0.0]


def test_missing_key_names_the_variable(
    monkeypatch: pytest.MonkeyPatch, wire: WireServer, sleeps: Sleeps
) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    with pytest.raises(LLMAuthenticationError, match="ANTHROPIC_API_KEY is not set"):
        client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert wire.requests == []
