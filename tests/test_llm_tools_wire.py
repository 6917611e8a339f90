"""Tool calling (run_tools) through the real SDKs against local servers speaking each protocol."""

from __future__ import annotations

import json
from typing import Any, Literal

import pytest
from pydantic import BaseModel, Field

from pytest_stagehand.errors import LLMOutputError, LLMProviderError
from pytest_stagehand.llm import Message, Tool, ToolCall, ToolResult, ToolTurn
from pytest_stagehand.llm.anthropic_provider import AnthropicClient
from pytest_stagehand.llm.google_provider import GoogleClient
from pytest_stagehand.llm.openai_provider import OpenAIClient
from tests.wire.bodies import (
    anthropic_tool_calls,
    gemini_function_calls,
    openai_chat,
    openai_tool_calls,
)
from tests.wire.server import Reply, WireServer
from tests.wire.support import Sleeps, no_wait_policy

pytestmark = pytest.mark.allow_llm_requests


class GotoArgs(BaseModel):
    url: str = Field(description="a path on this site, e.g. /cart")


class ActArgs(BaseModel):
    elementId: Literal["0-1", "0-5"] = Field(description="the element to act on")
    method: Literal["click", "fill"]


class CloseArgs(BaseModel):
    reasoning: str
    taskComplete: bool


TOOLS = [
    Tool("goto", "Open a page of this site.", GotoArgs),
    Tool("act", "Act on one element.", ActArgs),
    Tool("close", "Finish the task.", CloseArgs),
]
# A conversation that already ran one tool: the call and its result must go back in each protocol's form.
CONVERSATION = [
    Message("system", "You drive a browser."),
    Message("user", "Open the cart, then finish."),
    Message("assistant", [ToolCall("call_a1", "goto", {"url": "/cart"})]),
    Message("tool", [ToolResult("call_a1", "goto", "now on /cart")]),
]


@pytest.fixture(autouse=True)
def api_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-openai-tools")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-tools")
    monkeypatch.delenv("GOOGLE_API_KEY", raising=False)
    monkeypatch.setenv("GEMINI_API_KEY", "gemini-test-tools")


def openai(wire: WireServer, sleeps: Sleeps, **options: Any) -> OpenAIClient:
    """A client of a compatible server at the wire's URL; native tool calling unless a test says otherwise
    (a compatible server's default is schema mode, tested below)."""
    options.setdefault("tool_mode", "native")
    options.setdefault("retry", no_wait_policy(0, sleeps))
    return wire.track(OpenAIClient("gpt-4.1-mini", base_url=wire.url + "/v1", **options))


# ---- OpenAI chat completions (and any compatible server) ---------------------------------------------


def test_openai_sends_strict_functions_and_the_conversation_and_reads_the_calls(
    wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(
        Reply(
            openai_tool_calls(
                [("close", '{"reasoning": "cart open", "taskComplete": true}')], content="Done."
            )
        )
    )
    turn = openai(wire, sleeps).run_tools(CONVERSATION, TOOLS)

    assert turn.calls == (ToolCall("call_0_Qk2v", "close", {"reasoning": "cart open", "taskComplete": True}),)
    assert turn.text == "Done."
    assert (turn.usage.prompt_tokens, turn.usage.completion_tokens) == (640, 31)
    assert turn.model_id == "openai/gpt-4.1-mini"
    body = wire.requests[0].json
    assert body["tool_choice"] == "required"
    act = next(t for t in body["tools"] if t["function"]["name"] == "act")
    assert act["type"] == "function"
    assert act["function"]["strict"] is True
    assert act["function"]["parameters"]["properties"]["elementId"]["enum"] == ["0-1", "0-5"]
    assert act["function"]["parameters"]["additionalProperties"] is False
    assert body["messages"][2] == {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": "call_a1",
                "type": "function",
                "function": {"name": "goto", "arguments": '{"url": "/cart"}'},
            }
        ],
    }
    assert body["messages"][3] == {"role": "tool", "tool_call_id": "call_a1", "content": "now on /cart"}


def test_openai_unknown_tool_gets_one_repair_turn_with_the_error_as_the_tool_result(
    wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(
        Reply(openai_tool_calls([("click_everything", "{}")])),
        Reply(openai_tool_calls([("act", '{"elementId": "0-5", "method": "click"}')])),
    )
    turn = openai(wire, sleeps).run_tools(CONVERSATION, TOOLS)

    assert [c.name for c in turn.calls] == ["act"]
    assert turn.usage.extra_requests == 1
    assert turn.usage.prompt_tokens == 1280
    repair = wire.requests[1].json["messages"]
    assert repair[-2]["tool_calls"][0]["function"]["name"] == "click_everything"
    assert repair[-1]["role"] == "tool"
    assert "'click_everything' does not exist" in repair[-1]["content"]


def test_openai_arguments_that_never_validate_raise_after_one_repair(
    wire: WireServer, sleeps: Sleeps
) -> None:
    bad = ("act", '{"elementId": "9-9", "method": "click"}')
    wire.reply(Reply(openai_tool_calls([bad])), Reply(openai_tool_calls([("act", "not json")])))
    with pytest.raises(LLMOutputError, match="invalid even after one repair") as caught:
        openai(wire, sleeps).run_tools(CONVERSATION, TOOLS)
    assert "not a JSON object" in str(caught.value)
    assert len(wire.requests) == 2
    assert "elementId" in wire.requests[1].json["messages"][-1]["content"]


def test_openai_no_call_under_required_is_repaired(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(openai_chat("I think I am done.")),
        Reply(openai_tool_calls([("close", '{"reasoning": "x", "taskComplete": false}')])),
    )
    turn = openai(wire, sleeps).run_tools(CONVERSATION, TOOLS)
    assert turn.calls[0].name == "close"
    assert "no tool was called" in wire.requests[1].json["messages"][-1]["content"]


def test_schema_mode_asks_for_one_constrained_call_on_a_compatible_server(
    wire: WireServer, sleeps: Sleeps
) -> None:
    """The small-model path: no ``tools`` at all; a json_schema whose union names only tools that exist."""
    wire.reply(
        Reply(
            openai_chat(json.dumps({"call": {"tool": "act", "args": {"elementId": "0-1", "method": "fill"}}}))
        )
    )
    client = wire.track(
        OpenAIClient("qwen2.5-coder-1.5b", base_url=wire.url + "/v1", retry=no_wait_policy(0, sleeps))
    )
    assert client.tool_mode == "schema"  # the default for a compatible server
    turn = client.run_tools(CONVERSATION, TOOLS)

    assert turn.calls[0].name == "act"
    assert turn.calls[0].arguments == {"elementId": "0-1", "method": "fill"}
    body = wire.requests[0].json
    assert "tools" not in body
    schema = body["response_format"]["json_schema"]["schema"]
    branches = schema["properties"]["call"]["anyOf"]
    assert [b["properties"]["tool"]["enum"] for b in branches] == [["goto"], ["act"], ["close"]]
    act = branches[1]["properties"]["args"]
    assert act["properties"]["elementId"]["enum"] == ["0-1", "0-5"]
    # the earlier call and its result are plain text the model can read
    texts = [m["content"] for m in body["messages"]]
    assert '{"call": {"tool": "goto", "args": {"url": "/cart"}}}' in texts[2]
    assert texts[3] == "Result of goto: now on /cart"
    assert "- act(elementId, method): Act on one element." in texts[0]


# ---- Anthropic tool_use ------------------------------------------------------------------------------


def test_anthropic_sends_tools_with_any_and_tool_results_and_reads_tool_use(
    wire: WireServer, sleeps: Sleeps
) -> None:
    client = wire.track(
        AnthropicClient("claude-sonnet-4-6", base_url=wire.url, retry=no_wait_policy(0, sleeps))
    )
    wire.reply(
        Reply(
            anthropic_tool_calls(
                [("act", {"elementId": "0-5", "method": "click"})], text="Clicking Checkout."
            )
        )
    )
    turn = client.run_tools(CONVERSATION, TOOLS)

    assert turn == ToolTurn(
        "Clicking Checkout.",
        (ToolCall("toolu_00Xq7", "act", {"elementId": "0-5", "method": "click"}),),
        turn.usage,
        "anthropic/claude-sonnet-4-6",
        "tool_use",
    )
    body = wire.requests[0].json
    assert body["tool_choice"] == {"type": "any"}
    assert body["system"] == "You drive a browser."
    assert [t["name"] for t in body["tools"]] == ["goto", "act", "close"]
    assert body["tools"][1]["input_schema"]["properties"]["method"]["enum"] == ["click", "fill"]
    assert body["messages"][1] == {
        "role": "assistant",
        "content": [{"type": "tool_use", "id": "call_a1", "name": "goto", "input": {"url": "/cart"}}],
    }
    assert body["messages"][2]["content"][0] == {
        "type": "tool_result",
        "tool_use_id": "call_a1",
        "content": [{"type": "text", "text": "now on /cart"}],
        "is_error": False,
    }


def test_anthropic_invalid_arguments_are_validated_and_repaired_once(
    wire: WireServer, sleeps: Sleeps
) -> None:
    client = wire.track(
        AnthropicClient("claude-sonnet-4-6", base_url=wire.url, retry=no_wait_policy(0, sleeps))
    )
    wire.reply(
        Reply(anthropic_tool_calls([("act", {"elementId": "0-1", "method": "hover"})])),
        Reply(anthropic_tool_calls([("act", {"elementId": "0-1", "method": "click"})])),
    )
    turn = client.run_tools(CONVERSATION, TOOLS)
    assert turn.calls[0].arguments["method"] == "click"
    result = wire.requests[1].json["messages"][-1]["content"][0]
    assert result["is_error"] is True
    assert "method" in result["content"][0]["text"]


# ---- Gemini function calling --------------------------------------------------------------------------


def test_gemini_sends_function_declarations_with_any_and_reads_function_calls(
    wire: WireServer, sleeps: Sleeps
) -> None:
    client = wire.track(GoogleClient("gemini-2.5-flash", base_url=wire.url, retry=no_wait_policy(0, sleeps)))
    wire.reply(Reply(gemini_function_calls([("goto", {"url": "/checkout"})], text="Next, checkout.")))
    turn = client.run_tools(CONVERSATION, TOOLS)

    assert turn.calls == (ToolCall("fc-0", "goto", {"url": "/checkout"}),)
    assert turn.text == "Next, checkout."
    assert (turn.usage.prompt_tokens, turn.usage.completion_tokens) == (700, 20)
    body = wire.requests[0].json
    (declarations,) = [t["functionDeclarations"] for t in body["tools"]]
    act = next(d for d in declarations if d["name"] == "act")
    assert act["parameters"]["properties"]["elementId"]["enum"] == ["0-1", "0-5"]
    assert body["toolConfig"] == {"functionCallingConfig": {"mode": "ANY"}}
    assert body["contents"][1] == {
        "role": "model",
        "parts": [{"functionCall": {"id": "call_a1", "name": "goto", "args": {"url": "/cart"}}}],
    }
    assert body["contents"][2]["parts"][0]["functionResponse"] == {
        "id": "call_a1",
        "name": "goto",
        "response": {"output": "now on /cart"},
    }


def test_gemini_unknown_function_then_still_unknown_is_an_output_error(
    wire: WireServer, sleeps: Sleeps
) -> None:
    client = wire.track(GoogleClient("gemini-2.5-flash", base_url=wire.url, retry=no_wait_policy(0, sleeps)))
    wire.reply(
        Reply(gemini_function_calls([("open_evil", {})])), Reply(gemini_function_calls([("open_evil", {})]))
    )
    with pytest.raises(LLMOutputError, match="'open_evil' does not exist") as caught:
        client.run_tools(CONVERSATION, TOOLS)
    assert len(wire.requests) == 2
    assert caught.value.usage is not None


# ---- what every provider's tool turn shares with its generate() -----------------------------------------

GATEWAY_PAGE = "<!doctype html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>"
CLOSE = {"reasoning": "done", "taskComplete": True}


def native_client(provider: str, wire: WireServer, sleeps: Sleeps, retries: int, **options: Any) -> Any:
    retry = no_wait_policy(retries, sleeps)
    if provider == "openai":
        return openai(wire, sleeps, retry=retry, **options)
    if provider == "anthropic":
        return wire.track(AnthropicClient("claude-sonnet-4-6", base_url=wire.url, retry=retry, **options))
    return wire.track(GoogleClient("gemini-2.5-flash", base_url=wire.url, retry=retry, **options))


def close_call(provider: str) -> Reply:
    if provider == "openai":
        return Reply(openai_tool_calls([("close", json.dumps(CLOSE))]))
    if provider == "anthropic":
        return Reply(anthropic_tool_calls([("close", CLOSE)]))
    return Reply(gemini_function_calls([("close", CLOSE)]))


@pytest.mark.parametrize("provider", ["openai", "anthropic", "google"])
def test_a_gateway_page_with_200_on_a_tool_turn_is_retried_and_then_named(
    provider: str, wire: WireServer, sleeps: Sleeps
) -> None:
    page = Reply(GATEWAY_PAGE, 200, {"Content-Type": "text/html"})
    wire.reply(page, close_call(provider))
    turn = native_client(provider, wire, sleeps, retries=1).run_tools(CONVERSATION, TOOLS)
    assert turn.calls[0].name == "close"
    assert len(wire.requests) == 2

    wire.reply(page, page)
    with pytest.raises(LLMProviderError, match="not JSON") as caught:
        native_client(provider, wire, sleeps, retries=1).run_tools(CONVERSATION, TOOLS)
    assert "502 Bad Gateway" in str(caught.value)


def test_tool_turns_carry_the_providers_options(wire: WireServer, sleeps: Sleeps) -> None:
    """reasoning_effort (OpenAI) and Gemini's thinking config reach a tool turn as they reach generate();
    Anthropic's extended thinking does not (the API refuses it with a forced tool)."""
    wire.reply(close_call("openai"), close_call("anthropic"), close_call("google"))
    native_client("openai", wire, sleeps, 0, options={"reasoning_effort": "low"}).run_tools(
        CONVERSATION, TOOLS
    )
    native_client("anthropic", wire, sleeps, 0, options={"thinking_budget": 2048}).run_tools(
        CONVERSATION, TOOLS
    )
    native_client("google", wire, sleeps, 0, options={"thinking_budget": 0}).run_tools(CONVERSATION, TOOLS)
    openai_body, anthropic_body, google_body = (request.json for request in wire.requests)
    assert openai_body["reasoning_effort"] == "low"
    assert "thinking" not in anthropic_body
    assert anthropic_body["tool_choice"] == {"type": "any"}
    assert google_body["generationConfig"]["thinkingConfig"] == {"thinking_budget": 0}
