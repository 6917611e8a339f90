"""The google provider through the real google-genai SDK against a local server speaking its protocol."""

from __future__ import annotations

import base64
import json

import pytest

from pytest_stagehand.errors import (
    LLMAuthenticationError,
    LLMConnectionError,
    LLMOutputError,
    LLMProviderError,
    LLMTimeoutError,
)
from pytest_stagehand.llm import ImagePart, Message, TextPart
from pytest_stagehand.llm.google_provider import GoogleClient
from tests.wire.bodies import gemini_error, gemini_json
from tests.wire.server import Reply, WireServer
from tests.wire.support import Sleeps, element_choice_model, image_size, no_wait_policy, png

pytestmark = pytest.mark.allow_llm_requests

KEY = "AIzaSyTest-google-0123456789abcdef"
GOOD = {"elementId": "0-1", "method": "click", "reason": None}
RESPONSE_SCHEMA = {
    "type": "OBJECT",
    "properties": {
        "elementId": {
            "type": "STRING",
            "enum": ["0-1", "0-5", "1-3"],
            "description": "id of the element to act on",
        },
        "method": {"type": "STRING"},
        "reason": {"type": "STRING", "nullable": True},
    },
    "required": ["elementId", "method"],
    # We pass propertyOrdering; the SDK re-serialises it under its proto field name, which the API's
    # JSON parser accepts as well.
    "property_ordering": ["elementId", "method", "reason"],
}
MESSAGES = [
    Message("system", "You pick elements."),
    Message("user", "Click Home."),
    Message("assistant", '{"elementId": "0-5", "method": "click"}'),
    Message("user", "Now the first link."),
]


def unpadded_b64decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@pytest.fixture(autouse=True)
def api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOOGLE_API_KEY", raising=False)
    monkeypatch.setenv("GEMINI_API_KEY", KEY)


def client(wire: WireServer, sleeps: Sleeps, *, retries: int = 2) -> GoogleClient:
    return wire.track(
        GoogleClient("gemini-2.5-flash", base_url=wire.url, retry=no_wait_policy(retries, sleeps))
    )


def test_request_uses_a_response_schema_and_the_reply_is_parsed_with_usage(
    wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(
        Reply(
            gemini_json(
                json.dumps(GOOD),
                prompt_tokens=1033,
                candidates_tokens=25,
                thoughts_tokens=40,
                cached_tokens=512,
            )
        )
    )
    response = client(wire, sleeps).generate(MESSAGES, element_choice_model())

    (request,) = wire.requests
    assert request.path.endswith("/models/gemini-2.5-flash:generateContent")
    assert request.headers["x-goog-api-key"] == KEY
    assert request.json == {
        "contents": [
            {"role": "user", "parts": [{"text": "Click Home."}]},
            {"role": "model", "parts": [{"text": '{"elementId": "0-5", "method": "click"}'}]},
            {"role": "user", "parts": [{"text": "Now the first link."}]},
        ],
        "systemInstruction": {"parts": [{"text": "You pick elements."}], "role": "user"},
        "generationConfig": {
            "temperature": 0.1,
            "maxOutputTokens": 1024,
            "responseMimeType": "application/json",
            "responseSchema": RESPONSE_SCHEMA,
        },
    }
    assert response.output.model_dump() == GOOD
    assert response.model_id == "google/gemini-2.5-flash"
    assert response.usage.prompt_tokens == 1033
    assert response.usage.completion_tokens == 25 + 40  # thinking counts as output
    assert response.usage.reasoning_tokens == 40
    assert response.usage.cached_input_tokens == 512
    assert response.usage.inference_ms > 0


def test_images_are_inline_data_within_geminis_limits(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(gemini_json(json.dumps(GOOD))))
    small = png(64, 48)
    message = Message("user", [TextPart("Which link?"), ImagePart(png(4000, 1000)), ImagePart(small)])
    client(wire, sleeps).generate([message], element_choice_model())

    text, big, kept = wire.requests[0].json["contents"][0]["parts"]
    assert text == {"text": "Which link?"}
    # google-genai writes the blob under its proto names (mime_type) and as unpadded URL-safe base64;
    # the API's JSON parser accepts both spellings and both alphabets.
    assert big["inlineData"]["mime_type"] == "image/png"
    assert image_size(unpadded_b64decode(big["inlineData"]["data"])) == (3072, 768)
    assert kept["inlineData"]["mime_type"] == "image/png"
    assert unpadded_b64decode(kept["inlineData"]["data"]) == small  # already within limits: untouched


def test_a_503_is_retried_then_succeeds(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(gemini_error(503, "The model is overloaded. Please try again later.", "UNAVAILABLE"), 503),
        Reply(gemini_json(json.dumps(GOOD))),
    )
    response = client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert response.output.model_dump() == GOOD
    assert len(wire.requests) == 2
    assert sleeps.calls == [0.0]


def test_a_500_after_retries_is_a_clear_provider_error(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(*[Reply(gemini_error(500, "Internal error encountered.", "INTERNAL"), 500)] * 2)
    with pytest.raises(LLMProviderError) as caught:
        client(wire, sleeps, retries=1).generate(MESSAGES, element_choice_model())
    assert caught.value.status == 500
    assert str(caught.value).startswith("[google/gemini-2.5-flash] HTTP 500: ")
    assert "Internal error encountered." in str(caught.value)


def test_an_invalid_key_is_an_authentication_error(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(gemini_error(400, "API key not valid. Please pass a valid API key.", "INVALID_ARGUMENT"), 403)
    )
    with pytest.raises(LLMAuthenticationError, match="API key not valid"):
        client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert len(wire.requests) == 1


def test_a_dropped_connection_is_retried_then_reported(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(drop=True), Reply(drop=True))
    with pytest.raises(LLMConnectionError, match="connection failed"):
        client(wire, sleeps, retries=1).generate(MESSAGES, element_choice_model())
    assert len(wire.requests) == 2


def test_malformed_json_is_repaired_once(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(gemini_json('{"elementId": "0-1", "method": ', finish_reason="MAX_TOKENS")),
        Reply(gemini_json(json.dumps(GOOD))),
    )
    response = client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert response.output.model_dump() == GOOD
    repair = wire.requests[1].json["contents"]
    assert repair[-2] == {"role": "model", "parts": [{"text": '{"elementId": "0-1", "method": '}]}
    assert "not valid for the required JSON schema" in repair[-1]["parts"][0]["text"]


def test_a_blocked_answer_with_no_text_ends_in_an_output_error(wire: WireServer, sleeps: Sleeps) -> None:
    blocked = {
        "candidates": [{"finishReason": "SAFETY", "index": 0}],
        "usageMetadata": {"promptTokenCount": 9},
    }
    wire.reply(Reply(blocked), Reply(blocked))
    with pytest.raises(LLMOutputError, match="finish reason: SAFETY") as caught:
        client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert caught.value.raw_text == ""


def test_google_api_key_is_the_fallback_variable(
    wire: WireServer, sleeps: Sleeps, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GEMINI_API_KEY")
    monkeypatch.setenv("GOOGLE_API_KEY", "AIzaSyFallback")
    wire.reply(Reply(gemini_json(json.dumps(GOOD))))
    client(wire, sleeps).generate(MESSAGES, element_choice_model())
    assert wire.requests[0].headers["x-goog-api-key"] == "AIzaSyFallback"


def test_missing_keys_name_both_variables(
    wire: WireServer, sleeps: Sleeps, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GEMINI_API_KEY")
    with pytest.raises(LLMAuthenticationError, match=r"GEMINI_API_KEY \(or GOOGLE_API_KEY\) is not set"):
        client(wire, sleeps).generate(MESSAGES, element_choice_model())


def test_a_call_past_its_timeout_is_a_timeout_error(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(gemini_json(json.dumps(GOOD)), hold_s=30))
    with pytest.raises(LLMTimeoutError, match="timed out"):
        client(wire, sleeps, retries=0).generate(MESSAGES, element_choice_model(), timeout_s=1.0)
