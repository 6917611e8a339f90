"""The step report's pictures from the screencast: a frame is used only when it is certain to show the
moment (frames.pick_frame, on timelines written out), and an act's after-picture shows the page as the
act left it, also when the page changes again at once (real Chromium, the pictures' pixels read)."""

from __future__ import annotations

import datetime
import io
from pathlib import Path

import pytest
from PIL import Image
from playwright.sync_api import Page

from pytest_stagehand.actions.model import Action
from pytest_stagehand.actions.variables import Secrets
from pytest_stagehand.llm.types import Usage
from pytest_stagehand.pipelines.results import HistoryEntry
from pytest_stagehand.reporting import steps
from pytest_stagehand.reporting.frames import INTERVAL_MS, Change, Frame, pick_frame
from pytest_stagehand.reporting.steps import Shot, StepRecorder

# ---- which frame shows a moment: timelines in ms --------------------------------------------------


def frame(stamp: float) -> Frame:
    return Frame(f"frame at {stamp}".encode(), stamp, 1280, 720)


CHANGE = Change(1000.0, 1000.0, frame_began_ms=1005.0)  # the first frame after it began at 1005


def test_a_frame_stamped_two_intervals_after_the_changes_frame_began_shows_it_at_once() -> None:
    frames = [frame(990.0), frame(1005.0 + 2 * INTERVAL_MS)]
    assert pick_frame(frames, [CHANGE], moment_ms=1100.0, now_ms=1040.0) == frames[-1]


def test_a_frame_stamped_one_interval_after_may_be_the_one_before_shown_late() -> None:
    """Until the change's own frame would have been delivered, it may still come: wait; after that,
    the frame one interval after is the change's frame (or the change drew nothing new)."""
    frames = [frame(1005.0 + INTERVAL_MS)]
    assert pick_frame(frames, [CHANGE], moment_ms=1030.0, now_ms=1030.0) == "wait"
    assert pick_frame(frames, [CHANGE], moment_ms=1030.0, now_ms=1100.0) == frames[0]


def test_a_frame_stamped_before_the_changes_frame_could_be_due_is_never_used() -> None:
    frames = [frame(1005.0 + INTERVAL_MS - 5)]
    assert pick_frame(frames, [CHANGE], moment_ms=1030.0, now_ms=1030.0) == "wait"
    # Still none when every frame is due: the change drew nothing, or its frame was lost; a screenshot.
    assert pick_frame(frames, [CHANGE], moment_ms=1030.0, now_ms=1200.0) is None


def test_until_the_first_frame_after_a_change_begins_there_is_nothing_to_choose() -> None:
    pending = Change(1000.0, 1000.0, frame_began_ms=None)
    assert pick_frame([frame(1100.0)], [pending], moment_ms=1010.0, now_ms=1010.0) == "wait"


def test_a_frame_that_may_show_the_next_change_is_not_the_moments() -> None:
    """The moment is between two changes: frames from the second change's frame on show the second."""
    second = Change(1100.0, 1100.0, frame_began_ms=1110.0)
    before_second = frame(1005.0 + 2 * INTERVAL_MS)
    maybe_second = frame(1110.0 + INTERVAL_MS)
    chosen = pick_frame([before_second, maybe_second], [CHANGE, second], moment_ms=1050.0, now_ms=1300.0)
    assert chosen == before_second
    # The second change's frame has not begun yet: any frame stamped before the change itself is safe.
    unstarted = Change(1100.0, 1100.0, frame_began_ms=None)
    assert pick_frame([before_second], [CHANGE, unstarted], moment_ms=1050.0, now_ms=1101.0) == before_second
    # No frame between the two changes: nothing shows the moment, and no screenshot can now.
    assert pick_frame([maybe_second], [CHANGE, second], moment_ms=1050.0, now_ms=1300.0) is None


def test_the_frame_one_interval_after_is_trusted_between_changes_only_when_the_next_came_late() -> None:
    """Had it been the frame before shown late, the change's own frame would have had its slot an
    interval later, unless the next change's frame took it."""
    ambiguous = frame(1005.0 + INTERVAL_MS)
    late = Change(1200.0, 1200.0, frame_began_ms=1210.0)
    assert pick_frame([ambiguous], [CHANGE, late], moment_ms=1100.0, now_ms=1300.0) == ambiguous
    soon = Change(1035.0, 1035.0, frame_began_ms=1038.0)
    assert pick_frame([ambiguous], [CHANGE, soon], moment_ms=1030.0, now_ms=1300.0) is None


def test_a_moment_inside_changes_no_frame_began_between_has_no_frame() -> None:
    """Two changes drawn by one frame: the page as it was between them was never drawn."""
    both = Change(1000.0, 1040.0, frame_began_ms=1045.0)
    frames = [frame(990.0), frame(1045.0 + 2 * INTERVAL_MS)]
    assert pick_frame(frames, [both], moment_ms=1020.0, now_ms=1300.0) is None
    assert pick_frame(frames, [both], moment_ms=1050.0, now_ms=1300.0) == frames[-1]


def test_a_moment_older_than_the_log_has_no_frame() -> None:
    assert pick_frame([frame(1100.0)], [CHANGE], moment_ms=900.0, now_ms=1200.0) is None


# ---- real pictures -----------------------------------------------------------------------------------

SWATCH = """<!doctype html><meta charset=utf-8>
<input id=colour oninput="swatch.style.background = this.value">
<button id=paint onclick="swatch.style.background = window.nextColour">paint</button>
<p id=clock>0</p>
<div id=swatch style="width:300px;height:200px;background:rgb(255,255,255)"></div>
"""

COLOURS = [(230, 20, 20), (20, 160, 20), (20, 20, 230), (230, 200, 0), (0, 190, 190), (200, 0, 200)]


def colour_in(shot: Shot, page: Page) -> tuple[int, int, int]:
    box = page.locator("#swatch").bounding_box()
    assert box is not None
    with Image.open(io.BytesIO(shot.image)) as opened:
        image = opened.convert("RGB")
        scale = image.width / shot.width
        pixel = image.getpixel(
            ((box["x"] + box["width"] / 2) * scale, (box["y"] + box["height"] / 2) * scale)
        )
    assert isinstance(pixel, tuple)
    return pixel[0], pixel[1], pixel[2]


def near(seen: tuple[int, int, int], wanted: tuple[int, int, int]) -> bool:
    return all(abs(a - b) <= 40 for a, b in zip(seen, wanted, strict=True))


def act(recorder: StepRecorder, page: Page, how: str, colour: tuple[int, int, int]) -> None:
    """One act as the pipeline runs it: the recorder looks before the action, then hears of the entry."""
    css = f"rgb({colour[0]}, {colour[1]}, {colour[2]})"
    with recorder.primitive("act", f"{how} {css}"):
        if how == "type":
            target = page.locator("#colour")
            recorder._watch(page, target, Action(selector="css=#colour", method="fill", arguments=(css,)))
            target.fill(css)  # focus, then the text: two changes a frame apart
        else:
            page.evaluate("(c) => { window.nextColour = c; }", css)  # no change to the page
            target = page.locator("#paint")
            recorder._watch(page, target, Action(selector="css=#paint", method="click"))
            target.click()
        entry = HistoryEntry("act", f"{how} {css}", page.url, None, None, 0, Usage(), 1.0)
        recorder.on_primitive(page, entry, "hit")


@pytest.mark.parametrize(
    ("ticking", "fake_clock"),
    [(False, False), (True, False), (False, True)],
    ids=["still page", "a clock ticking beside", "Playwright's fake clock installed"],
)
def test_an_acts_after_picture_shows_the_page_as_the_act_left_it(
    page: Page, tmp_path: Path, ticking: bool, fake_clock: bool
) -> None:
    """Typing (focus, then text) and clicks, some followed at once by the test's own change to the same
    element: every after-picture shows the act's colour, never the one before nor the one after. A
    picture no frame can vouch for is a screenshot, or a note when the page moved on at once (then,
    on a page that keeps moving, later acts' after-pictures are taken as they end). A test's fake
    clock (page.clock, years away from the screencast's stamps) does not mislead the report's watch."""
    (tmp_path / "swatch.html").write_text(SWATCH, encoding="utf-8")
    recorder = StepRecorder(page, steps.TestSteps("t"), Secrets(), [])
    if fake_clock:
        page.clock.install(time=datetime.datetime(2020, 2, 2, tzinfo=datetime.timezone.utc))
    page.goto((tmp_path / "swatch.html").as_uri())  # a document the recorder's watch starts with
    if ticking:
        page.evaluate("setInterval(() => { clock.textContent = Date.now(); }, 30)")
    for number, colour in enumerate(COLOURS * 2):
        act(recorder, page, "type" if number % 2 else "click", colour)
        if number % 3 == 0:  # the test's own change right after the act, before any picture
            page.evaluate("swatch.style.background = 'rgb(0, 0, 0)'")
    recorder.finish()

    taken = recorder.test.steps
    assert len(taken) == len(COLOURS) * 2
    lost = 0
    for number, (step, colour) in enumerate(zip(taken, COLOURS * 2, strict=True)):
        assert step.after is not None
        if not step.after.image:
            assert "changed again" in step.after.note
            assert number % 3 == 0 or ticking  # only when the page moved on within a few ms
            lost += 1
            continue
        assert near(colour_in(step.after, page), colour), (step.label, colour_in(step.after, page))
        assert step.before is not None
        assert not near(colour_in(step.before, page), colour), step.label  # before: not yet
    if ticking:  # after one picture lost to the clock, acts' after-pictures are taken at once
        assert lost <= 1
    else:
        assert recorder.frames_used > len(taken)  # the screencast served most pictures


def test_a_change_made_right_after_the_watch_was_asked_is_later_than_the_ask(
    page: Page, tmp_path: Path
) -> None:
    """The page's clock counts whole ms: a change in the same ms as the act's end must still read as
    after it, or the act's after-picture may show the test's own change that followed (CI, once)."""
    (tmp_path / "swatch.html").write_text(SWATCH, encoding="utf-8")
    page.goto((tmp_path / "swatch.html").as_uri())
    ask = steps._ASK_WATCH_JS
    stamps = page.evaluate(
        f"""async () => {{
          const ask = {ask};
          ask();  // starts the watch
          const ended = ask().now;  // the act's end
          swatch.style.background = 'rgb(0, 0, 0)';  // the test's change, within the same ms
          await new Promise((resolve) => setTimeout(resolve, 0));
          const changes = ask().changes;
          return [ended, changes[changes.length - 1].at];
        }}"""
    )
    ended, changed = stamps
    assert changed > ended


def test_a_secret_typed_makes_every_later_picture_a_masked_screenshot(page: Page, tmp_path: Path) -> None:
    """A screencast frame cannot be masked: once a field holds a variable's value, no frame is used."""
    (tmp_path / "swatch.html").write_text(SWATCH, encoding="utf-8")
    recorder = StepRecorder(page, steps.TestSteps("t"), Secrets(), [])
    page.goto((tmp_path / "swatch.html").as_uri())
    act(recorder, page, "click", COLOURS[0])
    used = recorder.frames_used
    target = page.locator("#colour")
    with recorder.primitive("act", "type %password%"):
        recorder._watch(
            page, target, Action(selector="css=#colour", method="fill", arguments=("%password%",))
        )
        target.fill("hunter2")
        entry = HistoryEntry("act", "type %password%", page.url, None, None, 0, Usage(), 1.0)
        recorder.on_primitive(page, entry, "hit")
    recorder.finish()
    assert recorder.frames_used == used
    assert recorder.test.steps[-1].after is not None
    assert recorder.test.steps[-1].after.image  # a screenshot, with the field masked


def test_an_after_picture_of_a_page_closed_meanwhile_says_so(page: Page, tmp_path: Path) -> None:
    (tmp_path / "swatch.html").write_text(SWATCH, encoding="utf-8")
    recorder = StepRecorder(page, steps.TestSteps("t"), Secrets(), [])
    page.goto((tmp_path / "swatch.html").as_uri())
    act(recorder, page, "click", COLOURS[0])
    page.close()
    recorder.finish()  # nothing hangs, nothing raises
    (step,) = recorder.test.steps
    assert step.after is not None
    assert not step.after.image
    assert "did not answer" in step.after.note
