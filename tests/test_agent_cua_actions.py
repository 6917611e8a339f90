"""The computer-use agents' shared vocabulary: actions, the display's geometry and key names (pure)."""

from __future__ import annotations

import pytest

from pytest_stagehand.agents.cua.actions import (
    CuaAction,
    Display,
    chord,
    chord_text,
    from_normalised,
    playwright_key,
    to_normalised,
)
from pytest_stagehand.agents.cua.perform import action_from_payload, action_payload
from pytest_stagehand.errors import AgentError


def test_a_display_keeps_the_viewports_shape_within_the_providers_limit() -> None:
    assert Display.fitting(1280, 720, max_width=1280, max_height=800) == Display(1280, 720, 1280, 720)
    assert Display.fitting(1600, 1000, max_width=1280, max_height=800) == Display(1280, 800, 1600, 1000)
    assert Display.fitting(1920, 1080, max_width=1440, max_height=900) == Display(1440, 810, 1920, 1080)


def test_points_scale_between_screenshot_and_viewport_and_stay_inside() -> None:
    display = Display(640, 400, 1280, 800)
    assert display.scaled
    assert display.to_viewport(320, 200) == (640, 400)
    assert display.to_screen(640, 400) == (320, 200)
    assert display.to_viewport(640, 400) == (1279, 799)  # the far edge is the last pixel
    assert display.to_viewport(-5, 10) == (0, 20)
    assert display.halved() == Display(320, 200, 1280, 800)


def test_geminis_grid_is_capped_at_999() -> None:
    assert from_normalised(500, 500, 1280, 720) == (640, 360)
    assert from_normalised(1000, 1200, 1280, 720) == from_normalised(999, 999, 1280, 720)
    assert to_normalised(1279, 719, 1280, 720) == (999, 999)


@pytest.mark.parametrize(
    ("given", "keys"),
    [
        ("ctrl+a", ("Control", "a")),
        ("ctrl+A", ("Control", "a")),  # a held letter is the letter, not Shift+a
        (["CTRL", "SHIFT", "T"], ("Control", "Shift", "t")),
        ("Return", ("Enter",)),
        ("Page_Down", ("PageDown",)),
        ("super+l", ("Meta", "l")),
        ("F5", ("F5",)),
        ("+", ("+",)),
        ("A", ("A",)),  # alone, the capital is what gets typed
    ],
)
def test_provider_key_names_become_playwrights(given: str | list[str], keys: tuple[str, ...]) -> None:
    assert chord(given) == keys


def test_unknown_keys_and_bad_actions_say_what_was_wrong() -> None:
    with pytest.raises(AgentError, match="unknown key 'hyperkey'"):
        playwright_key("hyperkey")
    with pytest.raises(AgentError, match="unknown computer action kind 'teleport'"):
        CuaAction("teleport")  # type: ignore[arg-type]
    with pytest.raises(AgentError, match="a click needs a point"):
        CuaAction("click")
    with pytest.raises(AgentError, match="a drag needs a path of at least two points"):
        CuaAction("drag", path=((1, 2),))
    with pytest.raises(AgentError, match="a navigate action needs a URL"):
        CuaAction("navigate")
    assert chord_text(("Control", "a")) == "Control+a"


@pytest.mark.parametrize(
    "action",
    [
        CuaAction("click", 10, 20, button="right", keys=("Shift",)),
        CuaAction("click", 10, 20, count=3),
        CuaAction("double_click", 1, 2),
        CuaAction("drag", path=((1, 2), (3, 4), (5, 6))),
        CuaAction("type", text="%pw%"),
        CuaAction("key", keys=("Control", "a")),
        CuaAction("scroll", 5, 6, dx=0, dy=300),
        CuaAction("wait", ms=1500),
        CuaAction("navigate", url="/cart"),
        CuaAction("forward"),
    ],
)
def test_a_stored_action_reads_back_as_itself(action: CuaAction) -> None:
    assert action_from_payload(action_payload(action)) == action
