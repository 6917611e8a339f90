"""Performing a :class:`CuaAction` on a page through Playwright's mouse and keyboard, and recording it
so it can be done again without coordinates.

Before a pointed action (click, double click, move, drag) the element under the point is captured
(fingerprint plus verified locators, as an act's element is): the step stores that element and where
on it the point fell, so a replay after a layout shift finds the element again (with the heal ladder
behind the locators) and acts on the same spot of it. A point over no element that can be told apart
(the page background, a canvas with no unique locator) is stored with its coordinates and flagged:
replay does it by coordinates and says so.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from playwright.sync_api import ElementHandle, Page
from playwright.sync_api import Error as PlaywrightError

from ...cache.fingerprint import ElementCapture, capture_element, is_scan_candidate
from ...cache.keys import relative_url
from ...errors import SnapshotError
from ...healing.suggest import is_positional
from .actions import CuaAction, chord_text

logger = logging.getLogger("pytest_stagehand")

MAX_WAIT_MS = 10_000  # one wait action, whatever the model asked
SETTLE_MS = 3_000  # a click that navigates: how long the next screenshot may wait for the new page

# The element a person means when they click a point: the nearest clickable ancestor of what is under
# it (the <button> around a <span>), else the deepest element there.
_ELEMENT_AT_JS = """([x, y]) => {
  const hit = document.elementFromPoint(x, y);
  if (!hit || hit === document.documentElement || hit === document.body) return null;
  const clickable = hit.closest(
    'a[href], button, input, select, textarea, label, summary, option, [role], [onclick], [tabindex], [contenteditable=""], [contenteditable="true"]'
  );
  return clickable && clickable !== document.body ? clickable : hit;
}"""


@dataclass(frozen=True)
class Performed:
    """What one action did: a short text for the model and the result, the replayable step, and the
    element it acted on (described) when there was one."""

    text: str
    step: dict[str, Any]
    element: str = ""


def action_payload(action: CuaAction) -> dict[str, Any]:
    """The action as stored in a step (only the fields that say something)."""
    data: dict[str, Any] = {"kind": action.kind}
    if action.x is not None and action.y is not None:
        data["x"], data["y"] = action.x, action.y
    if action.kind in ("click", "double_click") and action.button != "left":
        data["button"] = action.button
    if action.text:
        data["text"] = action.text
    if action.keys:
        data["keys"] = list(action.keys)
    if action.dx or action.dy:
        data["dx"], data["dy"] = action.dx, action.dy
    if action.path:
        data["path"] = [list(p) for p in action.path]
    if action.url:
        data["url"] = action.url
    if action.ms:
        data["ms"] = action.ms
    if action.count != 1:
        data["count"] = action.count
    return data


def action_from_payload(data: Mapping[str, Any]) -> CuaAction:
    """A stored action back (raises KeyError / TypeError / ValueError / AgentError when malformed)."""
    x, y = data.get("x"), data.get("y")
    return CuaAction(
        kind=data["kind"],
        x=int(x) if x is not None else None,
        y=int(y) if y is not None else None,
        button=data.get("button", "left"),
        text=str(data.get("text", "")),
        keys=tuple(str(k) for k in data.get("keys") or ()),
        dx=int(data.get("dx", 0)),
        dy=int(data.get("dy", 0)),
        path=tuple((int(p[0]), int(p[1])) for p in data.get("path") or ()),
        url=str(data.get("url", "")),
        ms=int(data.get("ms", 0)),
        count=int(data.get("count", 1)),
    )


def element_at(page: Page, x: int, y: int) -> ElementHandle | None:
    """The element a click at (x, y) means (see ``_ELEMENT_AT_JS``); None over the page's background."""
    try:
        return page.evaluate_handle(_ELEMENT_AT_JS, [x, y]).as_element()
    except PlaywrightError:
        return None


def capture_at(page: Page, x: int, y: int) -> tuple[ElementCapture, tuple[float, float]] | None:
    """The element under (x, y), captured, and where the point fell on it (fractions of its box), or
    None when there is no element there that a locator can tell apart."""
    handle = element_at(page, x, y)
    if handle is None:
        return None
    try:
        box = handle.bounding_box()
        capture = capture_element(handle)
    except (SnapshotError, PlaywrightError) as e:
        logger.info("stagehand cua: no replayable element at (%d, %d): %s", x, y, e)
        return None
    if box is None or box["width"] <= 0 or box["height"] <= 0:
        return None
    if all(is_positional(locator) for locator in capture.locators) and not is_scan_candidate(handle):
        # Only its place tells this element apart, and the heal ladder cannot look for it (a canvas or a
        # container: not interactive, no text of its own): replay could not find it again any better
        # than by the point itself. (A repeated "Edit" button has only positional locators too, but
        # the ladder tells the rows apart by their neighbouring text.)
        logger.info("stagehand cua: the element at (%d, %d) can only be found by its place", x, y)
        return None
    fx = min(max((x - box["x"]) / box["width"], 0.0), 1.0)
    fy = min(max((y - box["y"]) / box["height"], 0.0), 1.0)
    return capture, (round(fx, 3), round(fy, 3))


def record_step(page: Page, action: CuaAction, *, origin: str) -> dict[str, Any]:
    """The replayable step of ``action``, captured before it runs (a click may navigate away)."""
    step: dict[str, Any] = {"tool": "cua", "action": action_payload(action)}
    if action.kind == "navigate":
        step["action"]["url"] = relative_url(action.url) if action.url.startswith(origin) else action.url
    points = (
        list(action.path)
        if action.kind == "drag"
        else [action.point]
        if action.kind in ("click", "double_click", "move")
        else []
    )
    targets: list[dict[str, Any] | None] = []
    for point in points:
        assert point is not None
        found = capture_at(page, *point)
        targets.append(None if found is None else {"element": found[0].to_payload(), "at": list(found[1])})
    if targets:
        if action.kind == "drag":
            # A drag's ends matter; the points between them are only the way there.
            ends = [targets[0], targets[-1]]
            step["targets"] = ends
            if any(t is None for t in ends):
                step["by_coordinates"] = True
        else:
            step["targets"] = targets
            if targets[0] is None:
                step["by_coordinates"] = True
    return step


def describe_target(step: Mapping[str, Any]) -> str:
    """The element a recorded pointed step acted on, described (``button "Save" #save``), or ''."""
    targets = step.get("targets") or []
    first = targets[0] if targets else None
    if not isinstance(first, Mapping):
        return ""
    try:
        return ElementCapture.from_payload(first["element"]).fingerprint.describe()
    except (KeyError, TypeError, ValueError):
        return ""


def do_action(page: Page, action: CuaAction, *, timeout_ms: float, text: str | None = None) -> None:
    """Perform ``action`` with the mouse and keyboard (``text``: what to type, the variables put in)."""
    if action.kind in ("click", "double_click"):
        _with_keys_held(
            page,
            action.keys,
            lambda: page.mouse.click(
                action.x or 0,
                action.y or 0,
                button=action.button,
                click_count=2 if action.kind == "double_click" else action.count,
            ),
        )
    elif action.kind == "move":
        page.mouse.move(action.x or 0, action.y or 0)
    elif action.kind == "drag":
        (sx, sy), rest = action.path[0], action.path[1:]
        page.mouse.move(sx, sy)
        page.mouse.down()
        for px, py in rest:
            page.mouse.move(px, py, steps=5)  # several moves: drag handlers listen for movement
        page.mouse.up()
    elif action.kind == "type":
        page.keyboard.type(action.text if text is None else text)
    elif action.kind == "key":
        page.keyboard.press(chord_text(action.keys))
    elif action.kind == "scroll":
        if action.x is not None and action.y is not None:
            page.mouse.move(action.x, action.y)  # the wheel scrolls what is under the mouse
        page.mouse.wheel(action.dx, action.dy)
    elif action.kind == "wait":
        page.wait_for_timeout(min(float(action.ms), MAX_WAIT_MS, timeout_ms))
    elif action.kind == "navigate":
        page.goto(action.url, timeout=timeout_ms)
    elif action.kind == "back":
        page.go_back(timeout=timeout_ms)
    elif action.kind == "forward":
        page.go_forward(timeout=timeout_ms)
    # "screenshot": nothing to do; every turn ends with one


def _with_keys_held(page: Page, keys: tuple[str, ...], act: Any) -> None:
    for key in keys:
        page.keyboard.down(key)
    try:
        act()
    finally:
        for key in reversed(keys):
            page.keyboard.up(key)


def settle(page: Page, *, timeout_ms: float) -> None:
    """After an action: let a navigation it started reach ``load`` (bounded), so the next screenshot
    shows the new page rather than the old one fading out."""
    # Still loading after that: the screenshot shows what there is, and the model can wait.
    with contextlib.suppress(PlaywrightError):
        page.wait_for_load_state("load", timeout=max(1.0, min(timeout_ms, SETTLE_MS)))
