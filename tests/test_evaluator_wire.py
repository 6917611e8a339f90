"""Evaluator requests through the real OpenAI, Anthropic and Google SDKs against a local server.

A real Chromium screenshot (2000x1200 viewport, larger than some providers accept unscaled) goes
through each provider's image format and downscaling, as PNG and as JPEG; the verdict is read from a
realistic body; output that does not validate gets exactly one repair request, then INVALID.
"""

from __future__ import annotations

import base64
import io
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PIL import Image
from playwright.sync_api import ViewportSize

from pytest_stagehand import StagehandPage
from pytest_stagehand.evaluation.evaluator import Evaluator
from pytest_stagehand.llm import ProviderClient, UsageLedger
from pytest_stagehand.llm.anthropic_provider import AnthropicClient
from pytest_stagehand.llm.google_provider import GoogleClient
from pytest_stagehand.llm.openai_provider import OpenAIClient
from pytest_stagehand.snapshot import take_screenshot
from tests.support.server import Site
from tests.wire.bodies import anthropic_tool_use, gemini_json, openai_chat
from tests.wire.server import Reply, WireServer
from tests.wire.support import decode_data_url, image_size

pytestmark = pytest.mark.allow_llm_requests

VIEWPORT: ViewportSize = {"width": 2000, "height": 1200}
VERDICT = {
    "evidence": ["# Cart"],
    "reasoning": "The heading reads Cart and 3 items are listed.",
    "evaluation": "YES",
}
BATCH = {"evaluations": [VERDICT, {"reasoning": "No total is shown.", "evaluation": "NO"}]}


@dataclass(frozen=True)
class Provider:
    """How to build one provider's client, answer it, and read the parts of its request body."""

    name: str
    make: Callable[[str], ProviderClient]
    answer: Callable[[dict[str, Any]], dict[str, Any]]
    # a realistic answer whose content does not validate as a verdict
    unreadable: Callable[[], dict[str, Any]]
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
        lambda: openai_chat('{"evaluation": "MAYBE"}', prompt_tokens=700, completion_tokens=9),
        openai_parts,
        lambda body: body["messages"][0]["content"],
        # fit in 2048x2048, then the short side to 768
        (1280, 768),
    ),
    Provider(
        "anthropic",
        lambda url: AnthropicClient("claude-sonnet-4-6", base_url=url),
        lambda output: anthropic_tool_use(output),
        lambda: anthropic_tool_use({"evaluation": "MAYBE"}, input_tokens=700, output_tokens=9),
        anthropic_parts,
        lambda body: body["system"],
        # about 1.15 megapixels at most
        (1384, 830),
    ),
    Provider(
        "google",
        lambda url: GoogleClient("gemini-2.5-flash", base_url=url),
        lambda output: gemini_json(json.dumps(output)),
        lambda: gemini_json('{"evaluation": "MAYBE"}', prompt_tokens=700, candidates_tokens=9),
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
    assert "\n3 items" in parts[2][0]
    assert "\n4 items" in parts[5][0]
    # Every step's screenshot is fitted to the provider's limits on its own.
    assert [image_size(data) for _, media_type, data in parts if media_type] == [provider.expected_size] * 2
    assert [media_type for _, media_type, _ in parts if media_type] == ["image/png"] * 2


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


def evaluations_schema(body: object) -> dict[str, Any]:
    """The output schema's ``evaluations`` array, wherever the provider carries the schema."""
    if isinstance(body, dict):
        found = (
            body.get("properties", {}).get("evaluations")
            if isinstance(body.get("properties"), dict)
            else None
        )
        if isinstance(found, dict):
            return found
        children: list[object] = list(body.values())
    elif isinstance(body, list):
        children = list(body)
    else:
        children = []
    for child in children:
        try:
            return evaluations_schema(child)
        except LookupError:
            continue
    raise LookupError("no evaluations array in the request")


@pytest.mark.parametrize("provider", PROVIDERS, ids=lambda p: p.name)
def test_the_schema_asks_for_exactly_one_verdict_per_question_strict_mode_two(
    provider: Provider, wire: WireServer, big_cart: StagehandPage
) -> None:
    # A grammar-bound small model stopped after one verdict for a goal and its opposite.
    three = {"evaluations": [*BATCH["evaluations"], VERDICT]}
    wire.reply(Reply(provider.answer(three)))
    wire.reply(Reply(provider.answer(BATCH)))
    judge = Evaluator(big_cart, wire.track(provider.make(wire.url)))
    judge.evaluate_goals(["cart shows 3 items", "a total is shown", "it is a cart"], screenshot_delay_ms=0)
    verdict = judge.evaluate_goal("cart shows 3 items", strict=True, screenshot_delay_ms=0)

    counts = [evaluations_schema(r.json) for r in wire.requests]
    # Gemini's SDK writes the protobuf field names (min_items), which its API reads as well.
    bounds = [(c.get("minItems", c.get("min_items")), c.get("maxItems", c.get("max_items"))) for c in counts]
    assert [(str(low), str(high)) for low, high in bounds] == [("3", "3"), ("2", "2")]
    assert verdict.strict
    assert verdict.evaluation == "YES"  # direct YES, opposite NO: the two agree


def image_of(provider: Provider, body: dict[str, Any]) -> tuple[str, bytes]:
    (image,) = [(media_type, data) for _, media_type, data in provider.parts(body) if media_type]
    return image


@pytest.mark.parametrize("provider", PROVIDERS, ids=lambda p: p.name)
def test_a_jpeg_screenshot_is_sent_as_jpeg(
    provider: Provider, wire: WireServer, big_cart: StagehandPage
) -> None:
    jpeg = take_screenshot(big_cart, timeout_ms=10_000, type="jpeg", quality=80)
    wire.reply(Reply(provider.answer(VERDICT)))
    assert Evaluator(big_cart, wire.track(provider.make(wire.url))).ask(
        "Does the cart show 3 items?", screenshot=jpeg
    )

    media_type, data = image_of(provider, wire.requests[0].json)
    assert media_type == "image/jpeg"
    assert data.startswith(b"\xff\xd8")  # still JPEG bytes after any downscaling
    assert image_size(data) == provider.expected_size
    if provider.name == "openai":
        (url,) = [
            part["image_url"]["url"]
            for message in wire.requests[0].json["messages"]
            if isinstance(message["content"], list)
            for part in message["content"]
            if part["type"] == "image_url"
        ]
        assert url.startswith("data:image/jpeg;base64,")


def _jpeg_of_size(width: int, height: int) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), (240, 240, 230)).save(out, format="JPEG", quality=80)
    return out.getvalue()


def test_gemini_downscales_a_screenshot_beyond_its_limit(wire: WireServer, big_cart: StagehandPage) -> None:
    google = PROVIDERS[2]
    # Past Gemini's 3072 pixels a side. Drawn with Pillow: a headless Chromium under load can refuse
    # to capture a 3600-pixel viewport ("Unable to capture screenshot"), and the claim is the resize.
    jpeg = _jpeg_of_size(3600, 1800)
    assert image_size(jpeg) == (3600, 1800)
    wire.reply(Reply(google.answer(VERDICT)))
    assert Evaluator(big_cart, wire.track(google.make(wire.url))).ask("3 items?", screenshot=jpeg)

    media_type, data = image_of(google, wire.requests[0].json)
    assert (media_type, image_size(data)) == ("image/jpeg", (3072, 1536))


@pytest.mark.parametrize("provider", PROVIDERS, ids=lambda p: p.name)
def test_output_unreadable_twice_is_invalid_after_exactly_one_repair(
    provider: Provider, wire: WireServer, big_cart: StagehandPage
) -> None:
    wire.reply(Reply(provider.unreadable()), Reply(provider.unreadable()), Reply(provider.answer(VERDICT)))
    ledger = UsageLedger()
    judge = Evaluator(big_cart, wire.track(provider.make(wire.url)), usage=[ledger])
    verdict = judge.ask("Does the cart show 3 items?", screenshot_delay_ms=0)

    assert verdict.evaluation == "INVALID"
    assert "could not be read as a verdict, even after one repair attempt" in verdict.reasoning
    assert "MAYBE" in verdict.reasoning
    assert len(wire.requests) == 2  # the call and its one repair; the third reply is never asked for
    assert wire.unused_replies == 1
    # Both requests were paid for, and the ledger says so (it counts requests sent).
    assert (ledger.total.prompt_tokens, ledger.total.completion_tokens) == (1400, 18)
    assert ledger.calls_by_primitive() == {"evaluate": 2}


@pytest.mark.parametrize("provider", PROVIDERS, ids=lambda p: p.name)
def test_output_repaired_on_the_second_request_is_a_normal_verdict(
    provider: Provider, wire: WireServer, big_cart: StagehandPage
) -> None:
    wire.reply(Reply(provider.unreadable()), Reply(provider.answer(VERDICT)))
    judge = Evaluator(big_cart, wire.track(provider.make(wire.url)))
    verdict = judge.ask("Does the cart show 3 items?", screenshot_delay_ms=0)

    assert (verdict.evaluation, verdict.reasoning) == ("YES", VERDICT["reasoning"])
    assert len(wire.requests) == 2
    # The repair request carries the bad output back to the model, after the original question.
    repair = json.dumps(wire.requests[1].json)
    assert "MAYBE" in repair
    assert "Does the cart show 3 items?" in repair
