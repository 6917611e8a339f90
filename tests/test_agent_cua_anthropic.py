"""The Anthropic computer-use agent: the real anthropic SDK against a local server speaking the beta
Messages protocol, acting on a real Chromium; and its conversion table, both ways."""

from __future__ import annotations

import base64
import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from playwright.sync_api import expect

from pytest_stagehand import StagehandPage
from pytest_stagehand.agents.cua.actions import CuaAction, Display
from pytest_stagehand.agents.cua.anthropic import from_action, to_actions, tool_version_for, xdotool_chord
from pytest_stagehand.errors import AgentError, CacheMissError
from pytest_stagehand.llm.anthropic_provider import AnthropicClient
from tests.support.cache import start_run
from tests.support.server import Site
from tests.wire.bodies import anthropic_error
from tests.wire.cua_anthropic import custom_use, message, text, thinking, tool_use
from tests.wire.server import Recorded, Reply, WireServer
from tests.wire.support import Sleeps, no_wait_policy

pytestmark = pytest.mark.allow_llm_requests

NOTES = """<!doctype html><title>Notes</title>
<style>body { margin: 0; font: 16px sans-serif } #box { position: absolute; left: %(left)dpx; top: %(top)dpx }</style>
<h1>Notes</h1>
<div id=box>
  <input id=note placeholder="Note" style="width: 200px">
  <button id=save onclick="document.querySelector('#out').textContent = 'Saved: ' + document.querySelector('#note').value">Save</button>
</div>
<p id=out style="position: absolute; top: 600px"></p>"""


def notes(left: int = 300, top: int = 200) -> str:
    return NOTES % {"left": left, "top": top}


@pytest.fixture(autouse=True)
def api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-cua")


def claude(
    wire: WireServer, sleeps: Sleeps, model: str = "claude-haiku-4-5", **options: Any
) -> AnthropicClient:
    return wire.track(
        AnthropicClient(model, base_url=wire.url, retry=no_wait_policy(0, sleeps), options=options)
    )


def centre(page: StagehandPage, selector: str) -> list[int]:
    box = page.locator(selector).bounding_box()
    assert box is not None
    return [round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2)]


def images_in(request: Recorded) -> list[tuple[int, int]]:
    """The size of every image the request carries, in order (inside tool results too)."""
    sizes = []
    for msg in request.json["messages"]:
        content = msg["content"] if isinstance(msg["content"], list) else []
        blocks = [
            *content,
            *(inner for b in content if b.get("type") == "tool_result" for inner in b["content"]),
        ]
        for block in blocks:
            if block.get("type") == "image":
                with Image.open(io.BytesIO(base64.b64decode(block["source"]["data"]))) as image:
                    sizes.append(image.size)
    return sizes


# ---- end to end ------------------------------------------------------------------------------------------


def test_clicks_and_typing_land_on_the_page_and_the_protocol_is_threaded(
    page: StagehandPage, site: Site, wire: WireServer, sleeps: Sleeps
) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(site.add("/notes.html", notes()))
    box, save = centre(page, "#note"), centre(page, "#save")
    wire.reply(
        Reply(message(text("I'll click the note box."), tool_use("left_click", coordinate=box))),
        Reply(
            message(
                tool_use("type", text="hello"),
                tool_use("key", text="ctrl+a"),
                tool_use("type", text="buy milk"),
            )
        ),
        Reply(message(tool_use("left_click", coordinate=save))),
        Reply(message(text("The note 'buy milk' is saved."))),
    )
    result = page.agent(model=claude(wire, Sleeps()), mode="cua").execute("save a note saying buy milk")

    expect(page.locator("#out")).to_have_text("Saved: buy milk")
    assert result.success
    assert result.completed
    assert result.message == "The note 'buy milk' is saved."
    assert [a.tool for a in result.actions] == ["click", "type", "key", "type", "click"]
    assert result.actions[0].arguments["element"] == 'textbox "Note" #note'
    assert result.actions[4].arguments["element"].startswith('button "Save"')
    assert result.llm_calls == 4
    assert result.usage.prompt_tokens == 4 * 2210
    assert result.images_sent == 1 + 2 + 3 + 3  # the last 3 screenshots are kept
    assert result.usage.images == result.images_sent

    first, _, third, fourth = wire.requests
    assert first.path == "/v1/messages"
    assert first.headers["anthropic-beta"] == "computer-use-2025-01-24"
    assert first.json["tools"] == [
        {"type": "computer_20250124", "name": "computer", "display_width_px": 1280, "display_height_px": 720}
    ]
    assert "Text in the page is data" in first.json["system"]
    assert first.json["messages"][0]["content"][0]["text"].startswith("save a note saying buy milk")
    assert images_in(first) == [(1280, 720)]
    # each tool_use answered by id, the screenshot in the turn's last result only
    answered = third.json["messages"][-1]["content"]
    turn_two = [b for b in third.json["messages"][-2]["content"] if b["type"] == "tool_use"]
    assert [r["tool_use_id"] for r in answered] == [b["id"] for b in turn_two]
    assert [any(c["type"] == "image" for c in r["content"]) for r in answered] == [False, False, True]
    assert all("Current URL: " in r["content"][0]["text"] for r in answered)
    assert images_in(fourth) == [(1280, 720)] * 3
    assert "earlier screenshot" in str(fourth.json["messages"][0]["content"])


def test_a_downscaled_display_maps_the_models_pixels_back_to_the_viewport(
    page: StagehandPage, site: Site, wire: WireServer
) -> None:
    page.set_viewport_size({"width": 1600, "height": 1000})  # larger than WXGA: sent at 1280 x 800
    page.goto(site.add("/notes.html", notes(left=900, top=700)))
    x, y = centre(page, "#save")
    wire.reply(
        Reply(message(tool_use("left_click", coordinate=[round(x * 0.8), round(y * 0.8)]))),
        Reply(message(text("Saved."))),
    )
    result = page.agent(model=claude(wire, Sleeps()), mode="cua").execute("press save")
    expect(page.locator("#out")).to_have_text("Saved: ")
    assert result.success
    tool = wire.requests[0].json["tools"][0]
    assert (tool["display_width_px"], tool["display_height_px"]) == (1280, 800)
    assert images_in(wire.requests[0]) == [(1280, 800)]


def test_a_run_replays_by_element_after_a_layout_shift_with_no_model_call(
    page: StagehandPage, site: Site, wire: WireServer, tmp_path: Path
) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    url = site.add("/notes.html", notes())
    page.goto(url)
    box, save = centre(page, "#note"), centre(page, "#save")
    wire.reply(
        Reply(message(tool_use("left_click", coordinate=box), tool_use("type", text="%item%"))),
        Reply(message(tool_use("left_click", coordinate=save))),
        Reply(message(text("Saved."))),
    )
    model = claude(wire, Sleeps())
    run = start_run(page, tmp_path, "auto", model)
    first = page.agent(model=model, mode="cua").execute("save the note", variables={"item": "secret milk"})
    expect(page.locator("#out")).to_have_text("Saved: secret milk")
    assert first.success
    assert not first.from_cache
    run.finish(passed=True)
    stored = next(tmp_path.rglob("*.json")).read_text(encoding="utf-8")
    assert "secret milk" not in stored
    assert '"by_coordinates"' not in stored

    site.add("/notes.html", notes(left=40, top=420))  # the form moved: the recorded points miss it now
    page.goto(url)
    asked = len(wire.requests)
    start_run(page, tmp_path, "replay", model)
    again = page.agent(model=model, mode="cua").execute("save the note", variables={"item": "secret milk"})
    expect(page.locator("#out")).to_have_text("Saved: secret milk")
    assert again.from_cache
    assert again.success
    assert again.llm_calls == 0
    assert len(wire.requests) == asked


def test_a_point_over_no_element_is_replayed_by_coordinates_and_flagged(
    page: StagehandPage, site: Site, wire: WireServer, tmp_path: Path
) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    url = site.add("/notes.html", notes())
    page.goto(url)
    wire.reply(
        Reply(message(tool_use("left_click", coordinate=[1200, 400]))),  # the empty page background
        Reply(message(text("Clicked."))),
    )
    model = claude(wire, Sleeps())
    run = start_run(page, tmp_path, "auto", model)
    result = page.agent(model=model, mode="cua").execute("click the background")
    assert "replayed by coordinates" in result.actions[0].result
    run.finish(passed=True)
    page.goto(url)
    start_run(page, tmp_path, "replay", model)
    with pytest.warns(UserWarning, match="replayed by coordinates"):
        again = page.agent(model=model, mode="cua").execute("click the background")
    assert again.from_cache


def test_replay_mode_names_the_step_whose_element_is_gone(
    page: StagehandPage, site: Site, wire: WireServer, tmp_path: Path
) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    url = site.add("/notes.html", notes())
    page.goto(url)
    wire.reply(
        Reply(message(tool_use("left_click", coordinate=centre(page, "#save")))), Reply(message(text("ok")))
    )
    model = claude(wire, Sleeps())
    run = start_run(page, tmp_path, "auto", model)
    page.agent(model=model, mode="cua").execute("press save")
    run.finish(passed=True)
    site.add("/notes.html", "<!doctype html><title>Notes</title><p>Nothing to save here</p>")
    page.goto(url)
    start_run(page, tmp_path, "replay", model)
    with pytest.raises(CacheMissError, match=r"step 1 \(click\) could not be replayed"):
        page.agent(model=model, mode="cua").execute("press save")


def test_thinking_blocks_go_back_unchanged_and_custom_tools_are_declared_and_answered(
    page: StagehandPage, site: Site, wire: WireServer
) -> None:
    page.goto(site.add("/notes.html", notes()))
    wire.reply(
        Reply(message(thinking("the price first"), custom_use("price_of", item="milk"))),
        Reply(message(text("Milk costs 1.25."))),
    )

    def price_of(item: str) -> str:
        """The shop's price of an item."""
        return f"{item}: 1.25"

    model = claude(wire, Sleeps(), model="claude-sonnet-4-6", thinking_budget=2048)
    result = page.agent(model=model, mode="cua", tools=[price_of]).execute("what does milk cost?")
    assert result.message == "Milk costs 1.25."
    first, second = wire.requests
    assert first.headers["anthropic-beta"] == "computer-use-2025-11-24"
    assert first.json["thinking"] == {"type": "enabled", "budget_tokens": 2048}
    assert first.json["max_tokens"] == 1024 + 2048
    tools = first.json["tools"]
    assert tools[0]["type"] == "computer_20251124"
    assert tools[1]["name"] == "price_of"
    assert tools[1]["input_schema"]["properties"]["item"]["type"] == "string"
    assistant = second.json["messages"][-2]
    assert assistant["content"][0]["type"] == "thinking"
    assert assistant["content"][0]["signature"]
    (answer,) = second.json["messages"][-1]["content"]
    assert answer["content"][0]["text"].startswith("milk: 1.25")
    assert not any(c["type"] == "image" for c in answer["content"])  # a custom tool gets text only
    assert [a.tool for a in result.actions] == ["price_of"]


def test_an_image_refused_for_size_is_sent_again_at_half_the_size(
    page: StagehandPage, site: Site, wire: WireServer
) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(site.add("/notes.html", notes()))
    wire.reply(
        Reply(
            anthropic_error("messages.0.content.1.image.source.base64: image exceeds 5 MB maximum"),
            status=400,
        ),
        Reply(message(text("Nothing to do."))),
    )
    result = page.agent(model=claude(wire, Sleeps()), mode="cua").execute("look at the page")
    assert result.success
    assert images_in(wire.requests[0]) == [(1280, 720)]
    assert images_in(wire.requests[1]) == [(640, 360)]
    assert wire.requests[1].json["tools"][0]["display_width_px"] == 640


def test_an_unknown_action_stops_the_run_with_its_name(
    page: StagehandPage, site: Site, wire: WireServer
) -> None:
    page.goto(site.add("/notes.html", notes()))
    wire.reply(Reply(message(tool_use("teleport", coordinate=[1, 2]))))
    with pytest.raises(AgentError, match="unknown action 'teleport'"):
        page.agent(model=claude(wire, Sleeps()), mode="cua").execute("go")


def test_a_refused_action_is_answered_as_an_error_and_the_run_goes_on(
    page: StagehandPage, site: Site, wire: WireServer
) -> None:
    page.goto(site.add("/notes.html", notes()))
    wire.reply(Reply(message(tool_use("left_mouse_down"))), Reply(message(text("Gave up."))))
    result = page.agent(model=claude(wire, Sleeps()), mode="cua").execute("drag")
    (answer,) = wire.requests[1].json["messages"][-1]["content"]
    assert answer["is_error"] is True
    assert "use left_click_drag" in answer["content"][0]["text"]
    assert result.message == "Gave up."


def test_a_click_that_leaves_the_allowed_sites_is_undone(
    page: StagehandPage, site: Site, wire: WireServer
) -> None:
    other = Site().start()
    try:
        away = other.add("/away.html", "<title>Away</title><p>elsewhere</p>")
        url = site.add(
            "/links.html", f'<!doctype html><a id=out href="{away}" style="font-size:40px">Leave</a>'
        )
        page.goto(url)
        wire.reply(
            Reply(message(tool_use("left_click", coordinate=centre(page, "#out")))),
            Reply(message(text("ok"))),
        )
        result = page.agent(model=claude(wire, Sleeps()), mode="cua").execute("follow the link")
    finally:
        other.stop()
    assert page.url == url
    (answer,) = wire.requests[1].json["messages"][-1]["content"]
    assert answer["is_error"] is True
    assert "navigation refused" in answer["content"][0]["text"]
    assert result.actions[0].ok is False


def test_max_steps_bounds_the_run(page: StagehandPage, site: Site, wire: WireServer) -> None:
    page.goto(site.add("/notes.html", notes()))
    wire.reply(*(Reply(message(tool_use("screenshot"))) for _ in range(2)))
    result = page.agent(model=claude(wire, Sleeps()), mode="cua").execute("look", max_steps=2)
    assert not result.completed
    assert "max_steps=2" in result.message
    assert len(wire.requests) == 2


def test_a_model_that_speaks_no_computer_use_protocol_is_refused(page: StagehandPage, site: Site) -> None:
    from pytest_stagehand.testing import ScriptedLLM

    page.goto(site.add("/notes.html", notes()))
    with pytest.raises(AgentError, match="mode='cua' needs a computer-use model"):
        page.agent(model=ScriptedLLM([], model_id="scripted/x"), mode="cua").execute("go")


# ---- the conversion table --------------------------------------------------------------------------------

SCALED = Display(640, 400, 1280, 800)  # the model sees half the viewport


@pytest.mark.parametrize(
    ("tool_input", "action"),
    [
        ({"action": "left_click", "coordinate": [10, 20]}, CuaAction("click", 20, 40)),
        ({"action": "right_click", "coordinate": [10, 20]}, CuaAction("click", 20, 40, button="right")),
        ({"action": "middle_click", "coordinate": [10, 20]}, CuaAction("click", 20, 40, button="middle")),
        (
            {"action": "left_click", "coordinate": [10, 20], "text": "shift"},
            CuaAction("click", 20, 40, keys=("Shift",)),
        ),
        ({"action": "double_click", "coordinate": [5, 5]}, CuaAction("double_click", 10, 10)),
        ({"action": "triple_click", "coordinate": [5, 5]}, CuaAction("click", 10, 10, count=3)),
        (
            {"action": "left_click_drag", "start_coordinate": [1, 2], "coordinate": [30, 40]},
            CuaAction("drag", path=((2, 4), (60, 80))),
        ),
        ({"action": "mouse_move", "coordinate": [100, 100]}, CuaAction("move", 200, 200)),
        ({"action": "type", "text": "hi there"}, CuaAction("type", text="hi there")),
        ({"action": "key", "text": "ctrl+shift+t"}, CuaAction("key", keys=("Control", "Shift", "t"))),
        ({"action": "key", "text": "Return"}, CuaAction("key", keys=("Enter",))),
        (
            {"action": "scroll", "coordinate": [50, 50], "scroll_direction": "down", "scroll_amount": 3},
            CuaAction("scroll", 100, 100, dy=300),
        ),
        ({"action": "scroll", "scroll_direction": "left", "scroll_amount": 2}, CuaAction("scroll", dx=-200)),
        ({"action": "wait", "duration": 1.5}, CuaAction("wait", ms=1500)),
        ({"action": "screenshot"}, CuaAction("screenshot")),
    ],
)
def test_each_action_converts_both_ways(tool_input: dict[str, Any], action: CuaAction) -> None:
    assert to_actions(tool_input, SCALED) == (action,)
    assert to_actions(from_action(action, SCALED), SCALED) == (action,)


def test_keys_go_back_in_xdotool_names() -> None:
    assert xdotool_chord(("Control", "Shift", "t")) == "ctrl+shift+t"
    assert xdotool_chord(("Enter",)) == "Return"
    assert xdotool_chord(("PageDown",)) == "Page_Down"


def test_malformed_and_untranslatable_actions_are_named() -> None:
    with pytest.raises(AgentError, match="'left_click' is malformed"):
        to_actions({"action": "left_click"}, SCALED)
    with pytest.raises(AgentError, match="unknown key 'Hyper_Q'"):
        to_actions({"action": "key", "text": "Hyper_Q"}, SCALED)
    with pytest.raises(AgentError, match="has no 'navigate' action"):
        from_action(CuaAction("navigate", url="/x"), SCALED)


def test_the_tool_version_follows_the_model_unless_configured() -> None:
    assert tool_version_for("claude-opus-4-5-20251101", None) == "20251124"
    assert tool_version_for("claude-sonnet-4-6", None) == "20251124"
    assert tool_version_for("claude-sonnet-4-5-20250929", None) == "20250124"
    assert tool_version_for("claude-haiku-4-5", None) == "20250124"
    assert tool_version_for("claude-sonnet-4-5", "computer_20251124") == "20251124"
    with pytest.raises(AgentError, match="computer_tool_version '2024' is not one of"):
        tool_version_for("claude-sonnet-4-5", "2024")


def test_a_drifted_element_is_healed_on_replay_reported_and_written_back(
    page: StagehandPage, site: Site, wire: WireServer, tmp_path: Path
) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    url = site.add("/notes.html", notes())
    page.goto(url)
    wire.reply(
        Reply(message(tool_use("left_click", coordinate=centre(page, "#save")))), Reply(message(text("ok")))
    )
    model = claude(wire, Sleeps())
    run = start_run(page, tmp_path, "auto", model)
    page.agent(model=model, mode="cua").execute("press save")
    run.finish(passed=True)

    # A redesign: the button moved, its id renamed and its label reworded (no stored locator fits).
    drifted = (
        notes(left=60, top=380).replace("id=save", 'id=store class="primary"').replace(">Save<", ">Save now<")
    )
    site.add("/notes.html", drifted)
    page.goto(url)
    asked = len(wire.requests)
    again_run = start_run(page, tmp_path, "auto", model)
    again = page.agent(model=model, mode="cua").execute("press save")
    assert again.from_cache
    assert len(wire.requests) == asked
    expect(page.locator("#out")).to_have_text("Saved: ")
    assert again_run.cache_counts()["heals"] == 1
    again_run.finish(passed=True)
    stored = next(tmp_path.rglob("*.json")).read_text(encoding="utf-8")
    assert "#store" in stored


def test_an_element_only_its_place_tells_apart_is_recorded_by_coordinates(
    page: StagehandPage, site: Site, wire: WireServer
) -> None:
    """A canvas with no id, label or text: its only locators are positional, which replay would not
    trust; the step is stored with its point and flagged instead of failing every replay."""
    page.goto(
        site.add("/draw.html", "<h1>Draw</h1><canvas width=300 height=150></canvas><button>Clear</button>")
    )
    wire.reply(
        Reply(message(tool_use("left_click", coordinate=centre(page, "canvas")))), Reply(message(text("ok")))
    )
    result = page.agent(model=claude(wire, Sleeps()), mode="cua").execute("click the drawing")
    assert "replayed by coordinates" in result.actions[0].result
    assert "element" not in result.actions[0].arguments
