"""The openai provider through the real openai SDK against a local server speaking its protocol."""

from __future__ import annotations

import json

import pytest

from pytest_stagehand.config import Settings
from pytest_stagehand.errors import (
    LLMAuthenticationError,
    LLMConnectionError,
    LLMOutputError,
    LLMProviderError,
    LLMRateLimitError,
    LLMRequestBlockedError,
    LLMTimeoutError,
)
from pytest_stagehand.llm import ImagePart, Message, TextPart, Usage, block_llm_requests, build_llm_client
from pytest_stagehand.llm.openai_provider import OpenAIClient
from tests.wire.bodies import openai_chat, openai_error
from tests.wire.server import Reply, WireServer
from tests.wire.support import (
    Sleeps,
    decode_data_url,
    element_choice_model,
    image_size,
    no_wait_policy,
    png,
)

pytestmark = pytest.mark.allow_llm_requests

KEY = "sk-test-openai-0123456789abcdef"
GOOD = '{"elementId": "0-5", "method": "click", "reason": "the Submit button"}'
STRICT_SCHEMA = {
    "type": "object",
    "properties": {
        "elementId": {
            "type": "string",
            "enum": ["0-1", "0-5", "1-3"],
            "description": "id of the element to act on",
        },
        "method": {"type": "string"},
        "reason": {"anyOf": [{"type": "string"}, {"type": "null"}]},
    },
    "required": ["elementId", "method", "reason"],
    "additionalProperties": False,
}
MESSAGES = [Message("system", "You pick elements."), Message("user", "Click Submit.")]


def client(wire: WireServer, sleeps: Sleeps, *, retries: int = 2, **options: object) -> OpenAIClient:
    return wire.track(
        OpenAIClient(
            "gpt-4.1-mini",
            base_url=wire.url + "/v1",
            retry=no_wait_policy(retries, sleeps),
            **options,
        )
    )


def official(
    wire: WireServer, sleeps: Sleeps, monkeypatch: pytest.MonkeyPatch, *, retries: int = 2
) -> OpenAIClient:
    """A client that behaves as for api.openai.com (no base_url setting), pointed at the wire server."""
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.setenv("OPENAI_BASE_URL", wire.url + "/v1")  # the SDK's own variable, not our setting
    return wire.track(OpenAIClient("gpt-4.1-mini", retry=no_wait_policy(retries, sleeps)))


def test_request_body_is_exact_and_the_response_is_parsed_with_usage(
    wire: WireServer, sleeps: Sleeps, monkeypatch: pytest.MonkeyPatch
) -> None:
    wire.reply(
        Reply(
            openai_chat(GOOD, prompt_tokens=812, completion_tokens=19, reasoning_tokens=7, cached_tokens=512)
        )
    )
    llm = official(wire, sleeps, monkeypatch)
    output_type = element_choice_model()

    response = llm.generate(MESSAGES, output_type)

    (request,) = wire.requests
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {KEY}"
    assert request.json == {
        "model": "gpt-4.1-mini",
        "messages": [
            {"role": "system", "content": "You pick elements."},
            {"role": "user", "content": "Click Submit."},
        ],
        "response_format": {
            "type": "json_schema",
            "json_schema": {"name": "ElementChoice", "schema": STRICT_SCHEMA, "strict": True},
        },
        "temperature": 0.1,
        "max_completion_tokens": 1024,
    }
    assert response.output.model_dump() == {
        "elementId": "0-5",
        "method": "click",
        "reason": "the Submit button",
    }
    assert response.raw_text == GOOD
    assert response.model_id == "openai/gpt-4.1-mini"
    assert response.usage.prompt_tokens == 812
    assert response.usage.completion_tokens == 19
    assert response.usage.reasoning_tokens == 7
    assert response.usage.cached_input_tokens == 512
    assert response.usage.inference_ms > 0


def test_temperature_none_is_omitted_and_max_tokens_is_passed(
    wire: WireServer, sleeps: Sleeps, monkeypatch: pytest.MonkeyPatch
) -> None:
    wire.reply(Reply(openai_chat(GOOD)))
    official(wire, sleeps, monkeypatch).generate(
        MESSAGES, element_choice_model(), temperature=None, max_tokens=64
    )
    body = wire.requests[0].json
    assert "temperature" not in body
    assert body["max_completion_tokens"] == 64


def test_images_are_sent_as_downscaled_base64_data_urls(
    wire: WireServer, sleeps: Sleeps, monkeypatch: pytest.MonkeyPatch
) -> None:
    wire.reply(Reply(openai_chat(GOOD)))
    small = png(40, 30)
    message = Message("user", [TextPart("Which is Submit?"), ImagePart(png(3000, 1500)), ImagePart(small)])
    official(wire, sleeps, monkeypatch).generate([message], element_choice_model())

    content = wire.requests[0].json["messages"][0]["content"]
    assert content[0] == {"type": "text", "text": "Which is Submit?"}
    assert [part["type"] for part in content] == ["text", "image_url", "image_url"]
    big_type, big_data = decode_data_url(content[1]["image_url"]["url"])
    assert big_type == "image/png"
    assert image_size(big_data) == (1536, 768)  # short side 768, OpenAI's high-detail limit
    assert decode_data_url(content[2]["image_url"]["url"]) == ("image/png", small)  # fits: bytes untouched


def test_code_fences_around_the_json_are_stripped(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(openai_chat(f"```json\n{GOOD}\n```")))
    response = client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert response.output.model_dump()["elementId"] == "0-5"
    assert len(wire.requests) == 1


def test_one_fenced_json_block_inside_prose_needs_no_repair(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(openai_chat(f"Here is the element:\n```json\n{GOOD}\n```\nIt submits the form.")))
    response = client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert response.output.model_dump()["elementId"] == "0-5"
    assert len(wire.requests) == 1  # no repair call


def test_a_429_is_retried_after_its_retry_after(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(
            openai_error("Rate limit reached", kind="requests", code="rate_limit_exceeded"),
            429,
            {"retry-after": "0.25"},
        ),
        Reply(openai_chat(GOOD)),
    )
    response = client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert response.output.model_dump()["elementId"] == "0-5"
    assert len(wire.requests) == 2
    assert sleeps.calls == [0.25]


def test_429_until_the_retries_run_out_is_a_rate_limit_error(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        *[Reply(openai_error("Rate limit reached", code="rate_limit_exceeded"), 429) for _ in range(3)]
    )
    with pytest.raises(LLMRateLimitError) as caught:
        client(wire, sleeps, retries=2).generate(MESSAGES, element_choice_model())
    assert caught.value.status == 429
    assert len(wire.requests) == 3
    assert "[openai/gpt-4.1-mini] HTTP 429" in str(caught.value)


def test_a_500_surfaces_a_clear_error_naming_provider_model_and_status(
    wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(
        *[Reply(openai_error("The server had an error processing your request.", kind="server_error"), 500)]
        * 2
    )
    with pytest.raises(LLMProviderError) as caught:
        client(wire, sleeps, retries=1).generate(MESSAGES, element_choice_model())
    error = caught.value
    assert type(error) is LLMProviderError
    assert (error.provider, error.model, error.status) == ("openai", "gpt-4.1-mini", 500)
    assert str(error).startswith("[openai/gpt-4.1-mini] HTTP 500: ")
    assert "The server had an error processing your request." in str(error)
    assert len(wire.requests) == 2  # one retry, then the error
    assert sleeps.calls == [0.0]


def test_a_400_is_not_retried(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(openai_error("Invalid value for 'model'."), 400))
    with pytest.raises(LLMProviderError) as caught:
        client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert caught.value.status == 400
    assert len(wire.requests) == 1


def test_401_is_an_authentication_error_without_retries(
    wire: WireServer, sleeps: Sleeps, monkeypatch: pytest.MonkeyPatch
) -> None:
    wire.reply(Reply(openai_error("Incorrect API key provided.", code="invalid_api_key"), 401))
    with pytest.raises(LLMAuthenticationError) as caught:
        official(wire, sleeps, monkeypatch).generate(MESSAGES, element_choice_model())
    assert caught.value.status == 401
    assert "credentials rejected" in str(caught.value)
    assert len(wire.requests) == 1


def test_a_dropped_connection_is_retried(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(drop=True), Reply(openai_chat(GOOD)))
    response = client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert response.output.model_dump()["method"] == "click"
    assert len(wire.requests) == 2


def test_dropped_connections_until_the_retries_run_out_are_a_connection_error(
    wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(Reply(drop=True), Reply(drop=True))
    with pytest.raises(LLMConnectionError, match=r"\[openai/gpt-4.1-mini\] connection failed"):
        client(wire, sleeps, retries=1).generate(MESSAGES, element_choice_model())


def test_a_call_past_its_timeout_is_a_timeout_error(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(openai_chat(GOOD), hold_s=30))
    with pytest.raises(LLMTimeoutError, match="timed out"):
        client(wire, sleeps, retries=0).generate(MESSAGES, element_choice_model(), timeout_s=1.0)


def test_invalid_output_gets_one_repair_attempt_with_the_errors(wire: WireServer, sleeps: Sleeps) -> None:
    invalid = '{"elementId": "9-9", "method": "click", "reason": null}'
    wire.reply(
        Reply(openai_chat(invalid, prompt_tokens=100, completion_tokens=10)),
        Reply(openai_chat(GOOD, prompt_tokens=150, completion_tokens=12)),
    )
    response = client(wire, sleeps).generate(MESSAGES, element_choice_model())

    assert response.output.model_dump()["elementId"] == "0-5"
    repair_messages = wire.requests[1].json["messages"]
    assert repair_messages[:2] == wire.requests[0].json["messages"]
    assert repair_messages[2] == {"role": "assistant", "content": invalid}
    assert repair_messages[3]["role"] == "user"
    assert "- elementId: Input should be '0-1', '0-5' or '1-3'" in repair_messages[3]["content"]
    assert (response.usage.prompt_tokens, response.usage.completion_tokens) == (250, 22)


def test_output_still_invalid_after_the_repair_is_a_typed_error_with_the_raw_text(
    wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(
        Reply(openai_chat("I think it is 0-5")),
        Reply(openai_chat('{"elementId": "0-5"', finish_reason="length")),
    )
    with pytest.raises(LLMOutputError) as caught:
        client(wire, sleeps).generate(MESSAGES, element_choice_model())
    error = caught.value
    assert error.raw_text == '{"elementId": "0-5"'
    assert "ElementChoice" in str(error)
    assert "finish reason: length" in str(error)
    assert len(wire.requests) == 2


def test_a_compatible_server_without_json_schema_falls_back_to_json_object(
    wire: WireServer, sleeps: Sleeps
) -> None:
    rejection = openai_error("response_format type json_schema is not supported; use json_object")
    wire.reply(Reply(rejection, 400), Reply(openai_chat(GOOD)), Reply(openai_chat(GOOD)))
    llm = client(wire, sleeps)
    llm.generate(MESSAGES, element_choice_model())
    llm.generate(MESSAGES, element_choice_model())

    first, fallback, later = (r.json for r in wire.requests)
    assert first["response_format"]["type"] == "json_schema"
    assert first["max_tokens"] == 1024  # compatible servers get max_tokens
    assert fallback["response_format"] == {"type": "json_object"}
    system = fallback["messages"][0]
    assert system["role"] == "system"
    assert system["content"].startswith("You pick elements.\n\nRespond with only a JSON object")
    assert '"enum":["0-1","0-5","1-3"]' in system["content"]
    assert later["response_format"] == {"type": "json_object"}  # remembered for the client's life
    assert len(wire.requests) == 3


def test_the_official_api_never_falls_back(
    wire: WireServer, sleeps: Sleeps, monkeypatch: pytest.MonkeyPatch
) -> None:
    wire.reply(Reply(openai_error("Invalid schema for response_format 'ElementChoice'."), 400))
    with pytest.raises(LLMProviderError, match="Invalid schema for response_format"):
        official(wire, sleeps, monkeypatch).generate(MESSAGES, element_choice_model())
    assert len(wire.requests) == 1


def test_build_llm_client_uses_settings_and_a_placeholder_key_for_local_servers(
    wire: WireServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    settings = Settings(
        model="openai/qwen2.5-coder-1.5b", base_url=wire.url + "/v1", llm_timeout=5000, llm_retries=0
    )
    llm = wire.track(build_llm_client(settings))
    assert llm.model_id == "openai/qwen2.5-coder-1.5b"
    assert llm.supports_images is False  # an arbitrary compatible server may be text-only
    wire.reply(Reply(openai_chat(GOOD)))
    llm.generate(MESSAGES, element_choice_model())
    assert wire.requests[0].headers["authorization"] == "Bearer not-needed"
    assert wire.requests[0].json["model"] == "qwen2.5-coder-1.5b"


def test_a_missing_key_fails_at_the_first_generate_naming_the_variable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    llm = build_llm_client(Settings(model="openai/gpt-4.1-mini"))  # building does not need the key
    with pytest.raises(LLMAuthenticationError, match="OPENAI_API_KEY is not set"):
        llm.generate(MESSAGES, element_choice_model())


def test_the_guard_blocks_the_request_before_it_is_sent(wire: WireServer, sleeps: Sleeps) -> None:
    llm = client(wire, sleeps)
    with (
        block_llm_requests("test_the_guard_blocks_the_request_before_it_is_sent"),
        pytest.raises(LLMRequestBlockedError, match="blocked: test_the_guard_blocks"),
    ):
        llm.generate(MESSAGES, element_choice_model())
    assert wire.requests == []


def test_usage_adds_across_calls(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(openai_chat(GOOD, prompt_tokens=10, completion_tokens=2)),
        Reply(openai_chat(GOOD, prompt_tokens=20, completion_tokens=3)),
    )
    llm = client(wire, sleeps)
    total = (
        llm.generate(MESSAGES, element_choice_model()).usage
        + llm.generate(MESSAGES, element_choice_model()).usage
    )
    assert (total.prompt_tokens, total.completion_tokens) == (30, 5)
    assert isinstance(total, Usage)
    assert json.loads(wire.requests[1].body)["model"] == "gpt-4.1-mini"
