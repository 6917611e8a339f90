"""``model=`` on act / observe / extract: a client object, or a "provider/model" string that builds
a real provider client (here the OpenAI SDK against a local wire server); and what an LLM call counts
when the model's first answer needs a repair round."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from pytest_stagehand import StagehandPage
from pytest_stagehand.llm import LLMClient, Usage, UsageLedger
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.pipeline import choice, id_of
from tests.wire.bodies import openai_chat
from tests.wire.server import Reply, WireServer


@pytest.fixture
def login(login: StagehandPage) -> StagehandPage:
    login.stagehand.llm = ScriptedLLM([])  # the test's own model: any call to it fails the test
    return login


def observed(element_id: str, description: str) -> dict[str, object]:
    return {
        "elements": [
            {"elementId": element_id, "description": description, "method": "click", "arguments": []}
        ]
    }


def test_a_client_object_as_model_answers_instead_of_the_tests_model(login: StagehandPage) -> None:
    snap = capture_snapshot(login)
    email, button = id_of(snap, "textbox", "Email"), id_of(snap, "button", "Log in")
    other = ScriptedLLM(
        [
            choice(email, "Email field", "fill", "ada@example.com"),
            observed(button, "Log in button"),
            {"extraction": "Log in"},
        ],
        model_id="other/model",
    )

    login.act("type ada@example.com into the Email field", model=other)
    found = login.observe("find the log in button", model=other)
    assert login.extract("the button's label", model=other) == {"extraction": "Log in"}

    expect(login.locator("input[name=email]")).to_have_value("ada@example.com")
    assert found[0].selector == "xpath=/html[1]/body[1]/form[1]/button[1]"
    other.assert_all_used()
    assert [call.output_type.__name__ for call in other.calls] == [
        "ActDecisionChoice",
        "ObserveAnswerChoice",
        "Extraction",
    ]
    assert [entry.llm_calls for entry in login.history] == [1, 1, 1]
    assert login.stagehand.usage.calls_by_primitive() == {"act": 1, "observe": 1, "extract": 1}


@pytest.fixture
def wire(monkeypatch: pytest.MonkeyPatch, login: StagehandPage) -> Iterator[WireServer]:
    """A local OpenAI-compatible server the page's settings point at (no retries: each reply counts)."""
    server = WireServer().start()
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-act-models")
    runtime = login.stagehand
    runtime.settings = dataclasses.replace(runtime.settings, base_url=server.url + "/v1", llm_retries=0)
    yield server
    for client in runtime.extras.get("models", {}).values():
        client.close()
    server.stop()


def chat(answer: object) -> Reply:
    return Reply(
        openai_chat(json.dumps(answer), model="gpt-4.1-mini", prompt_tokens=120, completion_tokens=20)
    )


@pytest.mark.allow_llm_requests
def test_a_provider_model_string_builds_that_client_once_and_sends_every_call_to_it(
    login: StagehandPage, wire: WireServer
) -> None:
    snap = capture_snapshot(login)
    email, button = id_of(snap, "textbox", "Email"), id_of(snap, "button", "Log in")
    wire.reply(
        chat(choice(email, "Email field", "fill", "bob@example.com")),
        chat(observed(button, "Log in button")),
        chat({"extraction": "Log in"}),
    )

    login.act("type bob@example.com into the Email field", model="openai/gpt-4.1-mini")
    found = login.observe("find the log in button", model="openai/gpt-4.1-mini")
    extracted = login.extract("the button's label", model="openai/gpt-4.1-mini")

    expect(login.locator("input[name=email]")).to_have_value("bob@example.com")
    assert found[0].description == "Log in button"
    assert extracted == {"extraction": "Log in"}
    assert [request.path for request in wire.requests] == ["/v1/chat/completions"] * 3
    assert {request.json["model"] for request in wire.requests} == {"gpt-4.1-mini"}
    assert all(request.json["temperature"] == 0.0 for request in wire.requests)
    built = login.stagehand.extras["models"]
    assert list(built) == ["openai/gpt-4.1-mini"]  # one client for the three calls
    client: LLMClient = built["openai/gpt-4.1-mini"]
    assert client.model_id == "openai/gpt-4.1-mini"
    assert [entry.usage.prompt_tokens for entry in login.history] == [120, 120, 120]
    assert wire.unused_replies == 0


@pytest.mark.allow_llm_requests
def test_a_repair_round_counts_as_a_second_llm_call(login: StagehandPage, wire: WireServer) -> None:
    button = id_of(capture_snapshot(login), "button", "Log in")
    wire.reply(
        Reply(openai_chat("The Log in button, I think.", prompt_tokens=100, completion_tokens=8)),
        chat(choice(button, "Log in button", "click")),
    )

    result = login.act("click the 'Log in' button", model="openai/gpt-4.1-mini")

    expect(login.locator("#status")).to_have_text("Welcome  (bad password)")
    assert result.success
    assert len(wire.requests) == 2
    second = json.dumps(wire.requests[1].json)
    assert "The Log in button, I think." in second  # the repair shows the model its answer
    entry = login.history[-1]
    assert entry.llm_calls == 2
    assert entry.usage.prompt_tokens == 220
    assert entry.usage.extra_requests == 1
    assert login.stagehand.usage.calls_by_primitive() == {"act": 2}
    assert login.stagehand.usage.calls == 2


def test_ledgers_count_requests_not_asks() -> None:
    ledger = UsageLedger()
    ledger.record("act", Usage(prompt_tokens=10))
    ledger.record("act", Usage(prompt_tokens=30, extra_requests=1))  # one ask, two requests
    ledger.record("extract", Usage(prompt_tokens=5))
    assert ledger.calls_by_primitive() == {"act": 3, "extract": 1}
    assert ledger.total == Usage(prompt_tokens=45, extra_requests=1)
    merged = UsageLedger()
    merged.merge(ledger)
    assert merged.calls == 4
