"""Evaluator requests through the real OpenAI, Anthropic and Google SDKs against a local server.

A real Chromium screenshot (2000x1200 viewport, larger than some providers accept unscaled) goes
through each provider's image format and downscaling; the verdict is read from a realistic body.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from playwright.sync_api import ViewportSize

from pytest_stagehand import StagehandPage
from pytest_stagehand.evaluator import Evaluator
from pytest_stagehand.llm import ProviderClient
from pytest_stagehand.llm.anthropic_provider import AnthropicClient
from pytest_stagehand.llm.google_provider import GoogleClient
from pytest_stagehand.llm.openai_provider import OpenAIClient
from tests.support.server import Site
from tests.wire.bodies import anthropic_tool_use, gemini_json, openai_chat
from tests.wire.server import Reply, WireServer
from tests.wire.support import decode_data_url, image_size

pytestmark = pytest.mark.allow_llm_requests

VIEWPORT: ViewportSize = {"width": 2000, "height": 1200}
VERDICT = {"reasoning": "The heading reads Cart and 3 items are listed.", "evaluation": "YES"}
BATCH = {"evaluations": [VERDICT, {"reasoning": "No total is shown.", "evaluation": "NO"}]}


@dataclass(frozen=True)
class Provider:
    """How to build one provider's client, answer it, and read the parts of its request body."""

    name: str
    make: Callable[[str], ProviderClient]
    answer: Callable[[dict[str, Any]], dict[str, Any]]
    # (text, media type, image bytes) for every user content part, in order
    parts: Callable[[dict[str, Any]], list[tuple[str, str, bytes]]]
    system: Callable[[dict[str, Any]], str]
    expected_size: tuple[int, int]


def openai_parts(body: dict[str, Any]) -> list[tuple[str, str, bytes]]:
    (user,) = [m for m in body["messages"] if m["role"] == "user"]
    found = []
    for part in user["content"]:
        if part["type"] == "text":
            found.append((part["text"], "", b""))
        else:
            media_type, data = decode_data_url(part["image_url"]["url"])
            found.append(("", media_type, data))
    return found


def anthropic_parts(body: dict[str, Any]) -> list[tuple[str, str, bytes]]:
    (user,) = body["messages"]
    found = []
    for part in user["content"]:
        if part["type"] == "text":
            found.append((part["text"], "", b""))
        else:
            assert part["source"]["type"] == "base64"
            found.append(("", part["source"]["media_type"], base64.b64decode(part["source"]["data"])))
    return found


def google_parts(body: dict[str, Any]) -> list[tuple[str, str, bytes]]:
    (user,) = body["contents"]
    found = []
    for part in user["parts"]:
        if "text" in part:
            found.append((part["text"], "", b""))
        else:
            inline = part["inlineData"]
            media_type = inline.get("mimeType") or inline["mime_type"]
            # google-genai serialises bytes as URL-safe base64
            found.append(("", media_type, base64.urlsafe_b64decode(inline["data"])))
    return found


PROVIDERS = [
    Provider(
        "openai",
        lambda url: OpenAIClient("gpt-4.1-mini", base_url=url + "/v1", supports_images=True),
        lambda output: openai_chat(json.dumps(output)),
        openai_parts,
        lambda body: body["messages"][0]["content"],
        # fit in 2048x2048, then the short side to 768
        (1280, 768),
    ),
    Provider(
        "anthropic",
        lambda url: AnthropicClient("claude-sonnet-4-6", base_url=url),
        lambda output: anthropic_tool_use(output),
        anthropic_parts,
        lambda body: body["system"],
        # about 1.15 megapixels at most
        (1384, 830),
    ),
    Provider(
        "google",
        lambda url: GoogleClient("gemini-2.5-flash", base_url=url),
        lambda output: gemini_json(json.dumps(output)),
        google_parts,
        lambda body: body["systemInstruction"]["parts"][0]["text"],
        (2000, 1200),  # within Gemini's 3072 limit: sent as captured
    ),
]


@pytest.fixture
def wire(monkeypatch: pytest.MonkeyPatch) -> Iterator[WireServer]:
    for variable in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY"):
        monkeypatch.setenv(variable, "test-key-0123456789")
    server = WireServer().start()
    yield server
    server.stop()


@pytest.fixture
def big_cart(page: StagehandPage, site: Site) -> StagehandPage:
    page.set_viewport_size(VIEWPORT)
    page.goto(site.add("/wire-cart.html", "<h1>Cart</h1><p>3 items</p>"))
    return page


@pytest.mark.parametrize("provider", PROVIDERS, ids=lambda p: p.name)
def test_single_verdict_request_body_per_provider(
    provider: Provider, wire: WireServer, big_cart: StagehandPage
) -> None:
    wire.reply(Reply(provider.answer(VERDICT)))
    llm = wire.track(provider.make(wire.url))
    verdict = Evaluator(big_cart, llm).ask("Does the cart show 3 items?", screenshot_delay_ms=0)

    assert (verdict.evaluation, verdict.reasoning) == ("YES", VERDICT["reasoning"])
    assert verdict.model_id == llm.model_id
    (request,) = wire.requests
    body = request.json
    assert provider.system(body).startswith("You check whether a statement about a web page is true")
    (_, media_type, image), (question, _, _) = provider.parts(body)
    assert question == "Question: Does the cart show 3 items?"
    assert media_type == "image/png"
    assert image_size(image) == provider.expected_size


@pytest.mark.parametrize("provider", PROVIDERS, ids=lambda p: p.name)
def test_journey_request_carries_every_step_in_order(
    provider: Provider, wire: WireServer, big_cart: StagehandPage
) -> None:
    wire.reply(Reply(provider.answer(VERDICT)))
    judge = Evaluator(big_cart, wire.track(provider.make(wire.url)), default_evidence="both")
    with judge.journey(capture_on_enter=True) as journey:
        big_cart.set_content("<h1>Cart</h1><p>4 items</p>")
        judge.record_action("added one")
    assert journey.judge("Did the count go up?", capture_final=False)

    parts = provider.parts(wire.requests[0].json)
    kinds = ["image" if media_type else text.split("\n", 1)[0] for text, media_type, _ in parts]
    assert kinds == [
        "Step 1 of 2 (start):",
        "image",
        "Page text:",
        "Step 2 of 2 (added one):",
        "image",
        "Page text:",
        "Did the count go up?",
    ]
    assert '"3 items"' in parts[2][0]
    assert '"4 items"' in parts[5][0]


@pytest.mark.parametrize("provider", PROVIDERS, ids=lambda p: p.name)
def test_batch_verdicts_parse_from_each_provider(
    provider: Provider, wire: WireServer, big_cart: StagehandPage
) -> None:
    wire.reply(Reply(provider.answer(BATCH)))
    batch = Evaluator(big_cart, wire.track(provider.make(wire.url))).evaluate_goals(
        ["cart shows 3 items", "a total is shown"], screenshot_delay_ms=0
    )
    assert [(v.question, v.evaluation) for v in batch] == [
        ("cart shows 3 items", "YES"),
        ("a total is shown", "NO"),
    ]
    (_, media_type, _), (text, _, _) = provider.parts(wire.requests[0].json)
    assert text == "1. cart shows 3 items\n\n2. a total is shown"
    assert media_type == "image/png"
