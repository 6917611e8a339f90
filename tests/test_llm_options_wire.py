"""Provider options (``llm_options``) through the real SDKs against local servers speaking their APIs:
keys and base URLs per provider, headers, organisation / project, timeouts, thinking / reasoning."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_stagehand.config import Settings, parse_llm_options, resolve_settings
from pytest_stagehand.errors import ConfigError, LLMKeyMissingError, LLMProviderError
from pytest_stagehand.llm import Message, build_llm_client
from pytest_stagehand.llm.base import ProviderClient
from tests.wire.bodies import anthropic_tool_use, gemini_json, openai_chat, openai_error
from tests.wire.server import Reply, WireServer
from tests.wire.support import element_choice_model

pytestmark = pytest.mark.allow_llm_requests

GOOD = {"elementId": "0-5", "method": "click", "reason": "the Submit button"}
MESSAGES = [Message("system", "You pick elements."), Message("user", "Click Submit.")]
GATEWAY_KEY = "gw-secret-key-0123456789"
HEADER_SECRET = "team-token-abcdef0123"


def client_for(model: str, options: dict[str, object]) -> ProviderClient:
    settings = Settings(model=model, llm_retries=0).with_overrides({"llm_options": options})
    return build_llm_client(settings)


def test_openai_key_variable_base_url_headers_organisation_project_and_reasoning_effort(
    wire: WireServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.setenv("MY_GATEWAY_KEY", GATEWAY_KEY)
    wire.reply(Reply(openai_chat(json.dumps(GOOD))))
    client = wire.track(
        client_for(
            "openai/o4-mini",
            {
                "openai": {
                    "api_key_env": "MY_GATEWAY_KEY",
                    "base_url": wire.url + "/v1",
                    "headers": {"X-Team": HEADER_SECRET},
                    "organization": "org-acme",
                    "project": "proj_tests",
                    "reasoning_effort": "low",
                }
            },
        )
    )
    client.generate(MESSAGES, element_choice_model())
    [request] = wire.requests
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {GATEWAY_KEY}"
    assert request.headers["x-team"] == HEADER_SECRET
    assert request.headers["openai-organization"] == "org-acme"
    assert request.headers["openai-project"] == "proj_tests"
    assert request.json["reasoning_effort"] == "low"
    assert GATEWAY_KEY not in repr(client)
    assert HEADER_SECRET not in repr(client)


def test_a_rejected_request_never_echoes_the_key_or_a_header_value(
    wire: WireServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    wire.reply(Reply(openai_error(f"bad key {GATEWAY_KEY} with header {HEADER_SECRET}"), 401))
    client = wire.track(
        client_for(
            "openai/gpt-4.1-mini",
            {
                "openai": {
                    "api_key": GATEWAY_KEY,
                    "base_url": wire.url + "/v1",
                    "headers": {"X-T": HEADER_SECRET},
                }
            },
        )
    )
    with pytest.raises(LLMProviderError) as caught:
        client.generate(MESSAGES, element_choice_model())
    assert GATEWAY_KEY not in str(caught.value)
    assert HEADER_SECRET not in str(caught.value)


def test_anthropic_gateway_headers_and_thinking_budget(
    wire: WireServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test")
    wire.reply(Reply(anthropic_tool_use(GOOD)))
    client = wire.track(
        client_for(
            "anthropic/claude-sonnet-4-6",
            {"anthropic": {"base_url": wire.url, "headers": {"X-Gateway": "eu"}, "thinking_budget": 2048}},
        )
    )
    client.generate(MESSAGES, element_choice_model(), max_tokens=500)
    [request] = wire.requests
    assert request.path == "/v1/messages"
    assert request.headers["x-gateway"] == "eu"
    assert request.json["thinking"] == {"type": "enabled", "budget_tokens": 2048}
    assert request.json["max_tokens"] == 2548  # the budget comes on top of the answer
    assert request.json["tool_choice"] == {"type": "auto"}  # a forced tool is refused with thinking


def test_google_gateway_key_variable_headers_and_thinking_config(
    wire: WireServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GEMINI_API_KEY", raising=False)
    monkeypatch.delenv("GOOGLE_API_KEY", raising=False)
    monkeypatch.setenv("VERTEX_GATEWAY_KEY", "AIza-gateway")
    wire.reply(Reply(gemini_json(json.dumps(GOOD))))
    client = wire.track(
        client_for(
            "google/gemini-2.5-flash",
            {
                "google": {
                    "api_key_env": "VERTEX_GATEWAY_KEY",
                    "base_url": wire.url,
                    "headers": {"X-Gateway": "vertex"},
                    "thinking_budget": 0,
                    "timeout": 5000,
                }
            },
        )
    )
    assert client.timeout_s == 5.0
    client.generate(MESSAGES, element_choice_model())
    [request] = wire.requests
    assert request.headers["x-goog-api-key"] == "AIza-gateway"
    assert request.headers["x-gateway"] == "vertex"
    # google-genai copies the nested config's own field names (the API's JSON accepts both spellings).
    assert request.json["generationConfig"]["thinkingConfig"] == {"thinking_budget": 0}


def test_a_missing_key_names_the_variable_the_options_chose(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MY_KEY", raising=False)
    client = client_for("anthropic/claude-sonnet-4-6", {"anthropic": {"api_key_env": "MY_KEY"}})
    with pytest.raises(LLMKeyMissingError, match="MY_KEY is not set") as caught:
        client.generate(MESSAGES, element_choice_model())
    assert caught.value.variable == "MY_KEY"


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ({"openai": {"reasoning": "low"}}, "unknown option(s) 'reasoning'; allowed: api_key, api_key_env"),
        (
            {"anthropic": {"reasoning_effort": "low"}},
            "anthropic: unknown option(s) 'reasoning_effort'; allowed:",
        ),
        ({"mistral": {}}, "unknown provider 'mistral'; allowed: openai, anthropic, google"),
        ({"openai": {"reasoning_effort": "max"}}, "'max' is not one of minimal, low, medium, high"),
        ({"anthropic": {"thinking_budget": 100}}, "out of range; it must be between 1024"),
        ({"openai": {"headers": {"X": 1}}}, "headers must be an object of header name: text"),
        ("{not json", "stagehand llm_options: not JSON"),
    ],
)
def test_bad_options_are_config_errors_listing_what_is_allowed(raw: object, message: str) -> None:
    with pytest.raises(ConfigError) as caught:
        parse_llm_options(raw)
    assert message in str(caught.value)


def test_options_from_the_ini_merge_with_a_markers_and_are_never_printed(tmp_path: Path) -> None:
    ini = json.dumps(
        {"openai": {"api_key": GATEWAY_KEY, "headers": {"X-Team": HEADER_SECRET}, "project": "p1"}}
    )
    settings = resolve_settings(cli={}, env={}, ini={"llm_options": ini}, rootdir=tmp_path)
    per_test = settings.with_overrides({"llm_options": {"openai": {"reasoning_effort": "high"}}})
    assert per_test.llm_options["openai"] == {
        "api_key": GATEWAY_KEY,
        "headers": {"X-Team": HEADER_SECRET},
        "project": "p1",
        "reasoning_effort": "high",
    }
    header = "\n".join(per_test.describe())
    assert GATEWAY_KEY not in header
    assert HEADER_SECRET not in header
    assert "'api_key': '***'" in header
    assert "'X-Team': '***'" in header
    assert "'project': 'p1'" in header


def test_an_unknown_option_in_a_marker_is_a_usage_error_listing_the_allowed(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(
        "import pytest\n"
        "@pytest.mark.stagehand(llm_options={'openai': {'effort': 'low'}})\n"
        "def test_m():\n    pass\n"
    )
    result = pytester.runpytest("-p", "no:playwright")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert (
        "unknown option(s) 'effort'; allowed: api_key, api_key_env, base_url, computer_tool_version, headers"
        in result.stderr.str()
    )
