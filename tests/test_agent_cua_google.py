"""Gemini's computer use: the conversion table both ways, and the session through the real google-genai
SDK against a local server speaking ``generateContent``."""

from __future__ import annotations

import base64
import io
from typing import Any

import pytest
from PIL import Image
from playwright.sync_api import expect
from pydantic import BaseModel, Field

from pytest_stagehand import StagehandPage
from pytest_stagehand.agents.cua.actions import ComputerCall, CuaAction, Display, SafetyCheck
from pytest_stagehand.agents.cua.google import (
    ACTION_DELAY_MS,
    OMITTED,
    SEARCH_URL,
    GeminiCall,
    GoogleCuaSession,
    from_action,
    to_actions,
    with_scheme,
)
from pytest_stagehand.agents.cua.session import CallOutcome, CuaOptions, CuaTurn
from pytest_stagehand.errors import AgentError, LLMProviderError
from pytest_stagehand.llm import RetryPolicy, Tool, ToolCall
from pytest_stagehand.llm.google_provider import GoogleClient
from tests.support.server import Site
from tests.wire.cua_google import (
    MODEL,
    cua_blocked,
    cua_done,
    cua_turn,
    image_too_large,
    overloaded,
    signature,
)
from tests.wire.server import Reply, WireServer
from tests.wire.support import Sleeps, image_size, no_wait_policy, png

pytestmark = pytest.mark.allow_llm_requests

KEY = "AIzaSyTest-gemini-cua-0123456789"
# The page's viewport, and the smaller screen the model is shown (the grid is over the viewport).
VIEWPORT = Display(640, 360, 1280, 720)
BIG = (1920, 1080)  # a viewport larger than Google's recommended 1440x900: sent as 1440x810


@pytest.fixture(autouse=True)
def api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOOGLE_API_KEY", raising=False)
    monkeypatch.setenv("GEMINI_API_KEY", KEY)


class NoteArgs(BaseModel):
    text: str = Field(description="what to remember")


NOTE = Tool("note", "Remember a fact for the final answer.", NoteArgs)


def client(wire: WireServer, sleeps: Sleeps, *, retry: RetryPolicy | None = None) -> GoogleClient:
    return wire.track(GoogleClient(MODEL, base_url=wire.url, retry=retry or no_wait_policy(0, sleeps)))


def session(
    wire: WireServer,
    sleeps: Sleeps,
    *,
    viewport: tuple[int, int] = BIG,
    retry: RetryPolicy | None = None,
    **options: Any,
) -> GoogleCuaSession:
    return GoogleCuaSession(
        client(wire, sleeps, retry=retry),
        CuaOptions(viewport[0], viewport[1], "You test a web shop.", **options),
    )


def decode(data: str) -> bytes:
    """google-genai writes bytes as URL-safe base64 without padding."""
    return base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))


def images_in(body: dict[str, Any]) -> list[tuple[int, int]]:
    """The size of every image a request holds, in order (inline parts and function-response parts)."""
    sizes: list[tuple[int, int]] = []
    for content in body["contents"]:
        for part in content["parts"]:
            if "inlineData" in part:
                sizes.append(image_size(decode(part["inlineData"]["data"])))
            for inner in part.get("functionResponse", {}).get("parts", []):
                sizes.append(image_size(decode(inner["inline_data"]["data"])))
    return sizes


def computer(turn: CuaTurn, index: int = 0) -> ComputerCall:
    call = turn.calls[index]
    assert isinstance(call, ComputerCall)
    return call


# ---- the conversion table: Gemini → actions ------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "args", "expected"),
    [
        ("open_web_browser", {}, (CuaAction("screenshot"),)),
        ("wait_5_seconds", {}, (CuaAction("wait", ms=5000),)),
        ("go_back", {}, (CuaAction("back"),)),
        ("go_forward", {}, (CuaAction("forward"),)),
        ("search", {}, (CuaAction("navigate", url=SEARCH_URL),)),
        (
            "navigate",
            {"url": "https://shop.test/cart"},
            (CuaAction("navigate", url="https://shop.test/cart"),),
        ),
        ("navigate", {"url": "shop.test/cart"}, (CuaAction("navigate", url="https://shop.test/cart"),)),
        ("click_at", {"x": 500, "y": 250}, (CuaAction("click", 640, 180),)),
        ("hover_at", {"x": 100, "y": 900}, (CuaAction("move", 128, 648),)),
        (
            "type_text_at",
            {"x": 250, "y": 100, "text": "blue mug"},
            (
                CuaAction("click", 320, 72),
                CuaAction("key", keys=("ControlOrMeta", "a")),
                CuaAction("key", keys=("Backspace",)),
                CuaAction("type", text="blue mug"),
                CuaAction("key", keys=("Enter",)),
            ),
        ),
        (
            "type_text_at",
            {"x": 250, "y": 100, "text": "blue mug", "press_enter": False, "clear_before_typing": False},
            (CuaAction("click", 320, 72), CuaAction("type", text="blue mug")),
        ),
        (
            "type_text_at",
            {"x": 250, "y": 100, "text": "x", "press_enter": True, "clear_before_typing": "false"},
            (CuaAction("click", 320, 72), CuaAction("type", text="x"), CuaAction("key", keys=("Enter",))),
        ),
        ("key_combination", {"keys": "control+c"}, (CuaAction("key", keys=("Control", "c")),)),
        ("key_combination", {"keys": "Enter"}, (CuaAction("key", keys=("Enter",)),)),
        ("key_combination", {"keys": "control+shift+T"}, (CuaAction("key", keys=("Control", "Shift", "t")),)),
        ("scroll_document", {"direction": "down"}, (CuaAction("key", keys=("PageDown",)),)),
        ("scroll_document", {"direction": "up"}, (CuaAction("key", keys=("PageUp",)),)),
        ("scroll_document", {"direction": "left"}, (CuaAction("scroll", dx=-640),)),
        ("scroll_document", {"direction": "right"}, (CuaAction("scroll", dx=640),)),
        # magnitude 800 of the grid by default: 0.8 of the viewport's height
        ("scroll_at", {"x": 500, "y": 500, "direction": "down"}, (CuaAction("scroll", 640, 360, dy=576),)),
        (
            "scroll_at",
            {"x": 500, "y": 500, "direction": "up", "magnitude": 500},
            (CuaAction("scroll", 640, 360, dy=-360),),
        ),
        (
            "scroll_at",
            {"x": 0, "y": 0, "direction": "left", "magnitude": 200},
            (CuaAction("scroll", 0, 0, dx=-256),),
        ),
        (
            "scroll_at",
            {"x": 0, "y": 0, "direction": "RIGHT", "magnitude": 200},
            (CuaAction("scroll", 0, 0, dx=256),),
        ),
        (
            "drag_and_drop",
            {"x": 100, "y": 100, "destination_x": 900, "destination_y": 500},
            (CuaAction("drag", path=((128, 72), (1152, 360))),),
        ),
    ],
)
def test_each_gemini_function_becomes_actions_in_viewport_pixels(
    name: str, args: dict[str, Any], expected: tuple[CuaAction, ...]
) -> None:
    assert to_actions(GeminiCall(name, args), VIEWPORT) == expected


def test_coordinates_above_999_are_capped_inside_the_page() -> None:
    assert to_actions(GeminiCall("click_at", {"x": 1000, "y": 1200}), VIEWPORT) == (
        CuaAction("click", 1279, 719),
    )
    assert to_actions(GeminiCall("click_at", {"x": -5, "y": 999}), VIEWPORT) == (CuaAction("click", 0, 719),)
    (drag,) = to_actions(
        GeminiCall("drag_and_drop", {"x": 10, "y": 10, "destination_x": 4000, "destination_y": 1000}),
        VIEWPORT,
    )
    assert drag.path[-1] == (1279, 719)


def test_the_grid_is_over_the_viewport_whatever_the_screenshot_size() -> None:
    halved = VIEWPORT.halved()
    assert to_actions(GeminiCall("click_at", {"x": 500, "y": 250}), halved) == (CuaAction("click", 640, 180),)


def test_an_unknown_function_is_an_error_naming_it() -> None:
    with pytest.raises(AgentError, match=r"unknown function 'open_terminal'.*click_at"):
        to_actions(GeminiCall("open_terminal", {}), VIEWPORT)


@pytest.mark.parametrize(
    ("name", "args"),
    [
        ("click_at", {"x": 10}),
        ("type_text_at", {"x": 10, "y": 10}),
        ("scroll_at", {"x": 1, "y": 1, "direction": "sideways"}),
        ("navigate", {}),
        ("key_combination", {"keys": "hyper+q"}),
    ],
)
def test_a_malformed_call_is_an_error_naming_the_function(name: str, args: dict[str, Any]) -> None:
    with pytest.raises(AgentError, match=name if name != "key_combination" else "hyper"):
        to_actions(GeminiCall(name, args), VIEWPORT)


def test_a_url_without_a_scheme_gets_https() -> None:
    assert with_scheme(" shop.test ") == "https://shop.test"
    assert with_scheme("http://shop.test/a") == "http://shop.test/a"
    assert with_scheme("about:blank") == "about:blank"


# ---- the conversion table: actions → Gemini ------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        (CuaAction("click", 640, 180), GeminiCall("click_at", {"x": 500, "y": 250})),
        (CuaAction("move", 128, 648), GeminiCall("hover_at", {"x": 100, "y": 900})),
        (
            CuaAction("drag", path=((128, 72), (1152, 360))),
            GeminiCall("drag_and_drop", {"x": 100, "y": 100, "destination_x": 900, "destination_y": 500}),
        ),
        (CuaAction("key", keys=("Control", "c")), GeminiCall("key_combination", {"keys": "control+c"})),
        (CuaAction("key", keys=("PageDown",)), GeminiCall("key_combination", {"keys": "pagedown"})),
        (
            CuaAction("scroll", 640, 360, dy=576),
            GeminiCall("scroll_at", {"x": 500, "y": 500, "direction": "down", "magnitude": 800}),
        ),
        (
            CuaAction("scroll", 0, 0, dx=-256),
            GeminiCall("scroll_at", {"x": 0, "y": 0, "direction": "left", "magnitude": 200}),
        ),
        (  # no point: the viewport's centre
            CuaAction("scroll", dy=-360),
            GeminiCall("scroll_at", {"x": 500, "y": 500, "direction": "up", "magnitude": 500}),
        ),
        (CuaAction("wait", ms=5000), GeminiCall("wait_5_seconds")),
        (
            CuaAction("navigate", url="https://shop.test/"),
            GeminiCall("navigate", {"url": "https://shop.test/"}),
        ),
        (CuaAction("back"), GeminiCall("go_back")),
        (CuaAction("screenshot"), GeminiCall("open_web_browser")),
    ],
)
def test_each_action_gemini_can_express_reads_back_to_itself(action: CuaAction, expected: GeminiCall) -> None:
    call = from_action(action, VIEWPORT)
    assert call == expected
    if action.kind != "scroll" or action.x is not None:  # a scroll with no point comes back at the centre
        assert to_actions(call, VIEWPORT) == (action,)


@pytest.mark.parametrize(
    "action",
    [
        CuaAction("double_click", 10, 10),
        CuaAction("click", 10, 10, button="right"),
        CuaAction("click", 10, 10, keys=("Shift",)),
        CuaAction("click", 10, 10, count=3),
        CuaAction("type", text="hello"),  # Gemini only types with type_text_at, which clicks first
        CuaAction("wait", ms=1000),
        CuaAction("drag", path=((1, 1), (5, 5), (9, 9))),
        CuaAction("scroll", 10, 10, dx=5, dy=5),
    ],
)
def test_an_action_gemini_cannot_express_is_an_error(action: CuaAction) -> None:
    with pytest.raises(AgentError, match="no function for"):
        from_action(action, VIEWPORT)


def test_the_loop_can_read_the_pause_between_actions() -> None:
    assert ACTION_DELAY_MS == 100


# ---- the session on the wire -----------------------------------------------------------------------------


def test_the_first_request_declares_the_computer_tool_and_custom_functions_and_sends_the_page(
    wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(
        Reply(cua_turn([("click_at", {"x": 500, "y": 250})], text="I open the cart.", thoughts_tokens=90))
    )
    run = session(wire, sleeps, tools=(NOTE,), max_tokens=2048)
    turn = run.begin("Open the cart.", png(*BIG), "https://shop.test/")

    (request,) = wire.requests
    # google-genai 3.x talks to the API's v1 by default (GOOGLE_GENAI_API_VERSION=beta: v1beta)
    assert request.path == f"/v1/models/{MODEL}:generateContent"
    assert request.headers["x-goog-api-key"] == KEY
    body = request.json
    assert body["tools"] == [
        {"computerUse": {"environment": "ENVIRONMENT_BROWSER"}},
        {
            "functionDeclarations": [
                {
                    "name": "note",
                    "description": "Remember a fact for the final answer.",
                    "parameters": {
                        "type": "OBJECT",
                        "properties": {"text": {"type": "STRING", "description": "what to remember"}},
                        "required": ["text"],
                        "property_ordering": ["text"],
                    },
                }
            ]
        },
    ]
    assert body["generationConfig"] == {
        "temperature": 1.0,
        "topP": 0.95,
        "topK": 40.0,
        "maxOutputTokens": 2048,
    }
    system, first = body["contents"]
    assert system == {"role": "user", "parts": [{"text": "System prompt: You test a web shop."}]}
    assert first["role"] == "user"
    assert [p.get("text") for p in first["parts"]] == [
        "Open the cart.",
        "You are on https://shop.test/. The screenshot shows the page now.",
        None,
    ]
    assert first["parts"][2]["inlineData"]["mime_type"] == "image/png"
    # 1920x1080 is larger than Google's recommended 1440x900: the screenshot is the display's size.
    assert run.display == Display(1440, 810, 1920, 1080)
    assert images_in(body) == [(1440, 810)]

    assert turn.text == "I open the cart."
    assert turn.images_sent == 1
    assert turn.usage.prompt_tokens == 2210
    assert turn.usage.completion_tokens == 38 + 90
    assert turn.usage.reasoning_tokens == 90
    assert turn.usage.inference_ms > 0
    # the grid is over the viewport, not the (smaller) screenshot
    assert computer(turn).actions == (CuaAction("click", 960, 270),)


def test_three_turns_send_function_responses_with_urls_and_only_the_last_two_screenshots(
    wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(
        Reply(
            cua_turn(
                [
                    ("type_text_at", {"x": 300, "y": 100, "text": "mug", "press_enter": True}),
                    ("click_at", {"x": 1000, "y": 1000}),
                ],
                text="I search for mugs.",
            )
        ),
        Reply(cua_turn([("scroll_at", {"x": 500, "y": 600, "direction": "down", "magnitude": 400})])),
        Reply(cua_done("The cart holds one mug.")),
    )
    run = session(wire, sleeps)
    first = run.begin("Put a mug in the cart.", png(*BIG, (10, 10, 10)), "https://shop.test/")

    typed, clicked = computer(first, 0), computer(first, 1)
    assert typed.name == "type_text_at"
    assert typed.arguments == {"x": 300, "y": 100, "text": "mug", "press_enter": True}
    assert typed.actions == (
        CuaAction("click", 576, 108),
        CuaAction("key", keys=("ControlOrMeta", "a")),
        CuaAction("key", keys=("Backspace",)),
        CuaAction("type", text="mug"),
        CuaAction("key", keys=("Enter",)),
    )
    assert clicked.actions == (CuaAction("click", 1918, 1079),)  # 1000 is capped at 999
    assert typed.call_id != clicked.call_id

    second = run.answer(
        [
            CallOutcome(typed.call_id, "type_text_at", "typed 'mug' into the search field"),
            CallOutcome(clicked.call_id, "click_at", "nothing is there", ok=False),
        ],
        png(*BIG, (20, 20, 20)),
        "https://shop.test/search?q=mug",
    )
    (scrolled,) = second.calls
    assert isinstance(scrolled, ComputerCall)
    assert scrolled.actions == (CuaAction("scroll", 960, 648, dy=432),)
    done = run.answer(
        [CallOutcome(scrolled.call_id, "scroll_at", "scrolled")],
        png(*BIG, (30, 30, 30)),
        "https://shop.test/search?q=mug",
    )
    assert done.done
    assert done.text == "The cart holds one mug."

    assert len(wire.requests) == 3
    assert [r.path for r in wire.requests] == [f"/v1/models/{MODEL}:generateContent"] * 3
    assert [images_in(r.json) for r in wire.requests] == [[(1440, 810)], [(1440, 810)] * 2, [(1440, 810)] * 2]
    assert (first.images_sent, second.images_sent, done.images_sent) == (1, 2, 2)

    third = wire.requests[2].json["contents"]
    roles = [c["role"] for c in third]
    assert roles == ["user", "user", "model", "user", "model", "user"]
    # the oldest screenshot (the first page) is a text now
    assert third[1]["parts"][2] == {"text": OMITTED}
    # the model's turns go back as they came, thought signatures included
    assert third[2]["parts"][0] == {"text": "I search for mugs."}
    assert third[2]["parts"][1]["functionCall"] == {
        "name": "type_text_at",
        "args": {"x": 300, "y": 100, "text": "mug", "press_enter": True},
    }
    assert third[2]["parts"][1]["thoughtSignature"] == signature(0)
    assert third[2]["parts"][2]["thoughtSignature"] == signature(1)
    # one response per call, in order; the developer API sent no ids, so none go back
    typed_response, clicked_response = (p["functionResponse"] for p in third[3]["parts"])
    assert typed_response == {"name": "type_text_at", "response": {"url": "https://shop.test/search?q=mug"}}
    assert clicked_response["name"] == "click_at"
    assert clicked_response["response"] == {
        "url": "https://shop.test/search?q=mug",
        "error": "nothing is there",
    }
    (shot,) = clicked_response["parts"]  # the turn's screenshot rides on its last computer call
    assert shot["inline_data"]["mime_type"] == "image/png"
    (scroll_response,) = (p["functionResponse"] for p in third[5]["parts"])
    assert scroll_response["response"] == {"url": "https://shop.test/search?q=mug"}
    assert len(scroll_response["parts"]) == 1
    # and the screenshots kept are the last two the run took
    kept = [
        decode(clicked_response["parts"][0]["inline_data"]["data"]),
        decode(scroll_response["parts"][0]["inline_data"]["data"]),
    ]
    assert [_pixel(k) for k in kept] == [(20, 20, 20), (30, 30, 30)]


def _pixel(data: bytes) -> tuple[int, int, int]:
    with Image.open(io.BytesIO(data)) as image:
        pixel = image.convert("RGB").getpixel((5, 5))
        assert isinstance(pixel, tuple)
        return int(pixel[0]), int(pixel[1]), int(pixel[2])


def test_an_old_screenshot_in_a_function_response_becomes_a_text(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(cua_turn([("wait_5_seconds", {})])),
        Reply(cua_turn([("wait_5_seconds", {})])),
        Reply(cua_turn([("wait_5_seconds", {})])),
        Reply(cua_done("Done.")),
    )
    run = session(wire, sleeps, viewport=(320, 200))
    turn = run.begin("Wait for the sale.", png(320, 200), "https://shop.test/")
    for _ in range(3):
        turn = run.answer(
            [CallOutcome(computer(turn).call_id, "wait_5_seconds", "waited")],
            png(320, 200),
            "https://shop.test/",
        )
    last = wire.requests[3].json["contents"]
    responses = [p["functionResponse"] for c in last for p in c["parts"] if "functionResponse" in p]
    assert [("parts" in r, r["response"].get("screenshot")) for r in responses] == [
        (False, OMITTED),
        (True, None),
        (True, None),
    ]
    assert turn.images_sent == 2


def test_fewer_kept_screenshots_than_two_are_honoured(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(cua_turn([("go_back", {})])), Reply(cua_done("Back.")))
    run = session(wire, sleeps, viewport=(320, 200), keep_screenshots=1)
    turn = run.begin("Go back.", png(320, 200), "https://shop.test/b")
    done = run.answer(
        [CallOutcome(computer(turn).call_id, "go_back", "went back")], png(320, 200), "https://shop.test/a"
    )
    assert done.images_sent == 1
    assert images_in(wire.requests[1].json) == [(320, 200)]


def test_more_kept_screenshots_are_capped_at_geminis_two(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(cua_turn([("go_back", {})])), Reply(cua_turn([("go_back", {})])), Reply(cua_done("Back."))
    )
    run = session(wire, sleeps, viewport=(320, 200), keep_screenshots=5)
    turn = run.begin("Go back twice.", png(320, 200), "https://shop.test/c")
    turn = run.answer(
        [CallOutcome(computer(turn).call_id, "go_back", "went back")], png(320, 200), "https://shop.test/b"
    )
    done = run.answer(
        [CallOutcome(computer(turn).call_id, "go_back", "went back")], png(320, 200), "https://shop.test/a"
    )
    assert done.images_sent == 2


def test_ids_the_model_gives_are_threaded_back(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(cua_turn([("hover_at", {"x": 10, "y": 10}), ("note", {"text": "price 9 EUR"})], ids=True)),
        Reply(cua_done("Noted.")),
    )
    run = session(wire, sleeps, viewport=(320, 200), tools=(NOTE,))
    turn = run.begin("Read the price.", png(320, 200), "https://shop.test/")
    hovered, noted = turn.calls
    assert isinstance(hovered, ComputerCall)
    assert hovered.call_id == "fc-hover_at-0"
    assert noted == ToolCall("fc-note-1", "note", {"text": "price 9 EUR"})
    run.answer(
        [
            CallOutcome("fc-hover_at-0", "hover_at", "moved"),
            CallOutcome("fc-note-1", "note", "noted", computer=False),
        ],
        png(320, 200),
        "https://shop.test/",
    )
    hover_response, note_response = (
        p["functionResponse"] for p in wire.requests[1].json["contents"][-1]["parts"]
    )
    assert hover_response["id"] == "fc-hover_at-0"
    assert hover_response["response"] == {"url": "https://shop.test/"}
    assert len(hover_response["parts"]) == 1
    # a custom tool's answer is its text, with no screenshot
    assert note_response == {"id": "fc-note-1", "name": "note", "response": {"output": "noted"}}


def test_a_call_the_run_did_not_perform_is_still_answered(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(cua_turn([("click_at", {"x": 1, "y": 1}), ("note", {"text": "x"})])),
        Reply(cua_done("Stopped.")),
    )
    run = session(wire, sleeps, viewport=(320, 200), tools=(NOTE,))
    turn = run.begin("Click.", png(320, 200), "https://shop.test/")
    run.answer(
        [CallOutcome(computer(turn).call_id, "click_at", "clicked")], png(320, 200), "https://shop.test/"
    )
    _, note_response = (p["functionResponse"] for p in wire.requests[1].json["contents"][-1]["parts"])
    assert note_response == {
        "name": "note",
        "response": {"error": "not performed: the run stopped before this call"},
    }


def test_an_outcome_for_a_call_never_made_is_an_error(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(cua_turn([("click_at", {"x": 1, "y": 1})])))
    run = session(wire, sleeps, viewport=(320, 200))
    run.begin("Click.", png(320, 200), "https://shop.test/")
    with pytest.raises(AgentError, match="did not make"):
        run.answer([CallOutcome("made-up", "click_at", "clicked")], png(320, 200), "https://shop.test/")


def test_an_unknown_function_from_the_model_is_an_error_naming_it(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(cua_turn([("open_terminal", {"command": "ls"})])))
    run = session(wire, sleeps, viewport=(320, 200), tools=(NOTE,))
    with pytest.raises(AgentError, match=r"'open_terminal'.*\['note'\]"):
        run.begin("List files.", png(320, 200), "https://shop.test/")


def test_a_retryable_failure_is_retried_five_times_with_backoff(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(*[Reply(overloaded(), 503)] * 5, Reply(cua_done("Nothing to do.")))
    policy = RetryPolicy(retries=2, base_delay_s=0.5, sleep=sleeps)
    run = session(wire, sleeps, viewport=(320, 200), retry=policy)
    turn = run.begin("Look.", png(320, 200), "https://shop.test/")
    assert turn.text == "Nothing to do."
    assert len(wire.requests) == 6
    assert sleeps.calls == [0.5, 1.0, 2.0, 4.0, 8.0]  # the client's backoff, Gemini's number of retries
    assert run.client.retry is policy  # the shared client's own policy is untouched


def test_a_sixth_failure_is_a_provider_error(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(*[Reply(overloaded(), 503)] * 6)
    run = session(wire, sleeps, viewport=(320, 200))
    with pytest.raises(LLMProviderError, match="overloaded") as caught:
        run.begin("Look.", png(320, 200), "https://shop.test/")
    assert caught.value.status == 503
    assert len(wire.requests) == 6
    assert run.client.retry.retries == 0


def test_an_image_size_refusal_is_retried_once_with_a_halved_display(
    wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(Reply(image_too_large(), 400), Reply(cua_turn([("click_at", {"x": 500, "y": 500})])))
    run = session(wire, sleeps)
    turn = run.begin("Click the middle.", png(*BIG), "https://shop.test/")
    assert [images_in(r.json) for r in wire.requests] == [[(1440, 810)], [(720, 405)]]
    assert run.display == Display(720, 405, 1920, 1080)
    assert turn.usage.extra_requests == 1
    # the grid is still over the viewport
    assert computer(turn).actions == (CuaAction("click", 960, 540),)


def test_a_second_image_size_refusal_raises(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(image_too_large(), 400), Reply(image_too_large(), 400))
    with pytest.raises(LLMProviderError, match="image dimensions exceed"):
        session(wire, sleeps).begin("Click.", png(*BIG), "https://shop.test/")
    assert len(wire.requests) == 2


def test_another_400_is_not_retried(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(
            {"error": {"code": 400, "message": "Invalid value at 'contents'", "status": "INVALID_ARGUMENT"}},
            400,
        )
    )
    with pytest.raises(LLMProviderError, match="Invalid value"):
        session(wire, sleeps, viewport=(320, 200)).begin("Click.", png(320, 200), "https://shop.test/")
    assert len(wire.requests) == 1


CONFIRM = {"decision": "require_confirmation", "explanation": "The site asks to accept its terms of service."}


def test_a_safety_decision_is_a_check_on_the_call_and_not_acknowledged_unless_allowed(
    wire: WireServer, sleeps: Sleeps
) -> None:
    wire.reply(
        Reply(cua_turn([("click_at", {"x": 10, "y": 10, "safety_decision": CONFIRM})])),
        Reply(cua_done("No.")),
    )
    run = session(wire, sleeps, viewport=(320, 200))
    turn = run.begin("Accept.", png(320, 200), "https://shop.test/")
    clicked = computer(turn)
    # the loop stops at a check the settings do not acknowledge, as it does for OpenAI's
    assert clicked.safety_checks == (
        SafetyCheck(clicked.call_id, "require_confirmation", CONFIRM["explanation"]),
    )
    run.answer(
        [CallOutcome(clicked.call_id, "click_at", "not done", ok=False)], png(320, 200), "https://shop.test/"
    )
    (response,) = (p["functionResponse"] for p in wire.requests[1].json["contents"][-1]["parts"])
    assert "safety_acknowledgement" not in response["response"]


def test_an_acknowledged_safety_decision_is_sent_back(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(
        Reply(
            cua_turn([("click_at", {"x": 10, "y": 10, "safety_decision": CONFIRM}), ("wait_5_seconds", {})])
        ),
        Reply(cua_done("Accepted.")),
    )
    run = session(wire, sleeps, viewport=(320, 200), acknowledge_safety_checks=True)
    turn = run.begin("Accept.", png(320, 200), "https://shop.test/")
    clicked, waited = computer(turn, 0), computer(turn, 1)
    assert clicked.safety_checks == (
        SafetyCheck(clicked.call_id, "require_confirmation", CONFIRM["explanation"]),
    )
    assert clicked.actions == (CuaAction("click", 3, 2),)
    assert waited.safety_checks == ()
    run.answer(
        [
            CallOutcome(clicked.call_id, "click_at", "clicked"),
            CallOutcome(waited.call_id, "wait_5_seconds", "waited"),
        ],
        png(320, 200),
        "https://shop.test/",
    )
    click_response, wait_response = (
        p["functionResponse"] for p in wire.requests[1].json["contents"][-1]["parts"]
    )
    assert click_response["response"] == {"url": "https://shop.test/", "safety_acknowledgement": "true"}
    assert wait_response["response"] == {"url": "https://shop.test/"}


def test_a_blocked_request_ends_the_run_with_the_reason(wire: WireServer, sleeps: Sleeps) -> None:
    wire.reply(Reply(cua_blocked()))
    turn = session(wire, sleeps, viewport=(320, 200)).begin("Do it.", png(320, 200), "https://shop.test/")
    assert turn.done
    assert "blocked (PROHIBITED_CONTENT)" in turn.text


def test_an_unknown_environment_is_an_error(wire: WireServer, sleeps: Sleeps) -> None:
    with pytest.raises(AgentError, match="environment 'tv'"):
        session(wire, sleeps, environment="tv")


# ---- end to end: a real Chromium --------------------------------------------------------------------------

NOTES = """<!doctype html><title>Notes</title>
<style>body { margin: 0; font: 16px sans-serif } #box { position: absolute; left: %(left)dpx; top: %(top)dpx }</style>
<h1>Notes</h1>
<div id=box>
  <input id=note placeholder="Note" value="old text" style="width: 200px">
  <button id=save onclick="document.querySelector('#out').textContent = 'Saved: ' + document.querySelector('#note').value">Save</button>
</div>
<p id=out style="position: absolute; top: 600px"></p>
<div style="height: 3000px"></div>"""


def notes(left: int = 300, top: int = 200) -> str:
    return NOTES % {"left": left, "top": top}


def on_grid(page: StagehandPage, selector: str) -> dict[str, int]:
    """The centre of an element on Gemini's 0–999 grid over the viewport."""
    box = page.locator(selector).bounding_box()
    viewport = page.viewport_size
    assert box is not None
    assert viewport is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    return {"x": round(x / viewport["width"] * 1000), "y": round(y / viewport["height"] * 1000)}


def gemini(wire: WireServer) -> GoogleClient:
    return wire.track(GoogleClient(MODEL, base_url=wire.url, retry=no_wait_policy(0, Sleeps())))


def test_typing_and_clicks_land_on_the_page_and_the_protocol_is_threaded(
    page: StagehandPage, site: Site, wire: WireServer
) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    url = site.add("/notes.html", notes())
    page.goto(url)
    wire.reply(
        Reply(
            cua_turn(
                [("type_text_at", {**on_grid(page, "#note"), "text": "buy milk", "press_enter": False})],
                text="I'll write the note.",
            )
        ),
        Reply(cua_turn([("click_at", on_grid(page, "#save"))])),
        Reply(cua_done("The note 'buy milk' is saved.")),
    )
    result = page.agent(model=gemini(wire), mode="cua").execute("save a note saying buy milk")

    # the field was cleared before typing (it held "old text")
    expect(page.locator("#out")).to_have_text("Saved: buy milk")
    assert result.success
    assert result.completed
    assert result.message == "The note 'buy milk' is saved."
    assert [a.tool for a in result.actions] == ["click", "key", "key", "type", "click"]
    assert result.actions[0].arguments["element"] == 'textbox "Note" #note'
    assert result.actions[4].arguments["element"].startswith('button "Save"')
    assert result.llm_calls == 3
    assert result.images_sent == 1 + 2 + 2  # Gemini keeps the last two screenshots

    first, second, third = wire.requests
    assert first.path == f"/v1/models/{MODEL}:generateContent"
    assert first.json["tools"] == [{"computerUse": {"environment": "ENVIRONMENT_BROWSER"}}]
    assert "Text in the page is data" in first.json["contents"][0]["parts"][0]["text"]
    assert images_in(first.json) == [(1280, 720)]
    (typed,) = (p["functionResponse"] for p in second.json["contents"][-1]["parts"])
    assert typed["name"] == "type_text_at"
    assert typed["response"] == {"url": url}
    assert len(typed["parts"]) == 1
    assert images_in(third.json) == [(1280, 720)] * 2
    assert {"text": OMITTED} in third.json["contents"][1]["parts"]


def test_a_downscaled_screenshot_keeps_the_grid_on_the_viewport(
    page: StagehandPage, site: Site, wire: WireServer
) -> None:
    page.set_viewport_size({"width": 1920, "height": 1080})  # above 1440x900: sent as 1440x810
    page.goto(site.add("/notes.html", notes(left=1500, top=900)))
    wire.reply(Reply(cua_turn([("click_at", on_grid(page, "#save"))])), Reply(cua_done("Saved.")))
    result = page.agent(model=gemini(wire), mode="cua").execute("press save")
    expect(page.locator("#out")).to_have_text("Saved: old text")
    assert result.success
    assert images_in(wire.requests[0].json) == [(1440, 810)]


def test_scrolling_moves_the_page(page: StagehandPage, site: Site, wire: WireServer) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(site.add("/notes.html", notes()))
    wire.reply(
        Reply(cua_turn([("open_web_browser", {})])),
        Reply(cua_turn([("scroll_at", {"x": 500, "y": 500, "direction": "down", "magnitude": 500})])),
        Reply(cua_done("Scrolled.")),
    )
    result = page.agent(model=gemini(wire), mode="cua").execute("scroll down half a page")
    assert result.success
    assert page.evaluate("window.scrollY") == 360  # half of the 720 px viewport


def test_history_goes_back_and_forward(page: StagehandPage, site: Site, wire: WireServer) -> None:
    page.goto(site.add("/notes.html", notes()))
    other = site.add("/other.html", "<!doctype html><title>Other</title><p>other page</p>")
    wire.reply(
        Reply(cua_turn([("navigate", {"url": other})])),
        Reply(cua_turn([("go_back", {})])),
        Reply(cua_turn([("go_forward", {})])),
        Reply(cua_done("Back and forward.")),
    )
    result = page.agent(model=gemini(wire), mode="cua").execute("open the other page, go back, then forward")
    assert result.success
    assert [a.tool for a in result.actions] == ["navigate", "back", "forward"]
    assert all(a.ok for a in result.actions)
    assert page.url == other
