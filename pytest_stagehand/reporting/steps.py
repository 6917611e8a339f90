"""What the step report shows of one test, captured while it runs (``--stagehand-report``).

A :class:`StepRecorder` per test turns each primitive, verdict and heal into a :class:`Step`: the
instruction, the cache status, the page before (the chosen element's box on it) and after, each
prompt and answer, tokens and time. Steps are kept as they happen, so a test that crashes mid-step
keeps the steps before it and the one that crashed (its error in place of a result).

Screenshots are the browser's own JPEGs, taken as they are: decoding, scaling to the report's width
and re-encoding happen once, when the report is written (``step_html.py``), not while tests run.
Elements that received a variable's value are masked on every later screenshot of the test, so a
secret typed into a plain text box is never in a picture.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from importlib import resources
from typing import TYPE_CHECKING, Any, Literal

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page

from ..actions.execute import action_watch
from ..actions.model import Action
from ..actions.variables import Secrets
from ..agents.result import AgentResult
from ..healing.record import HEAL_PROPERTY
from ..pipelines.results import ActResult, HistoryEntry
from ..snapshot import evaluate_elements_within, evaluate_within, take_screenshot
from .allure import chosen_elements, describe_result
from .frames import Change, Frame, FrameFeed, pick_frame

if TYPE_CHECKING:
    from ..evaluation.verdict import Verdict
    from ..prompts.evaluate import EvidenceStep

# A screenshot for the report must not hold a test up for long; a page that cannot be captured in
# this time (or at all: closed, crashed) gets a note instead of a picture.
SHOT_TIMEOUT_MS = 3_000
# The browser's JPEG quality: the report scales images down anyway, detail beyond this is lost there.
SHOT_QUALITY = 70
# How long a picture waits for the screencast to draw the page's last change before it takes a
# screenshot instead, and how often it asks the page meanwhile whether that frame has begun.
FRAME_WAIT_MS = 150
FRAME_POLL_MS = 20
# Enough for a reviewer; a whole page of prompt is a click away in the trace or the Allure report.
TEXT_CHARS = 20_000
# A page copy larger than this is pictured by a screenshot instead (a JPEG is tens of KB whatever the
# page), so a run of big pages keeps its report within tens of MB.
COPY_CHARS = 1_000_000

# What pictures a step: ``dom`` (the default), a copy of the page's DOM that the report draws, with a
# screenshot of a failed step or a falsy verdict; ``on``, a screenshot or screencast frame of every
# step; ``only-on-failure``, pictures of failed steps and falsy verdicts only.
Pictures = Literal["dom", "on", "only-on-failure"]

# The page-side name of the watch below (a Symbol.for key: no name the page's own code could use).
_WATCH_KEY = "pytest-stagehand.report-watch"
# Most consecutive pictures are of the same page: an act's after-picture is the next act's
# before-picture unless something happened in between. This watch, installed at the start of every top
# document (an init script; a document already open gets it on the first ask), notes what could change
# the picture: a DOM mutation, typing, a scroll or resize, focus moving, an image loading. For each
# change it keeps when it happened and when the first frame after it began (a requestAnimationFrame
# callback runs in that frame, before its paint): what frames.pick_frame needs to know which
# screencast frame shows a moment. ``mark`` is there for a change the watch cannot see (a scroll
# the report itself made).
_WATCH_JS = """() => {
  const key = Symbol.for('WATCH_KEY');
  if (window !== window.top || window[key]) return;
  // The browser's own clock and frames, kept before the page's code runs: a test that installs
  // Playwright's fake clock (page.clock) replaces Date and requestAnimationFrame, while the
  // screencast's stamps read the real clock.
  const now = Date.now.bind(Date), nextFrame = window.requestAnimationFrame.bind(window);
  const origin = performance.timeOrigin;
  // asked: the clock when the watch was last asked. Date.now() counts whole ms, and a change made
  // right after an ask (the test's own, one round trip later) may fall in the same ms: a change is
  // stamped after the last ask, so "changed since the act ended" never reads a tie as "before".
  const state = { dirty: true, changes: [], now, asked: -Infinity };
  let open = null;  // the last change, while no frame has begun since: later ones join it (first..at)
  state.mark = () => {
    state.dirty = true;
    const at = Math.max(now(), state.asked + 0.01);
    if (open) { open.at = at; return; }
    const change = open = { first: at, at, began: null };
    state.changes.push(change);
    if (state.changes.length > 32) state.changes.shift();
    nextFrame((t) => { change.began = origin + t; if (open === change) open = null; });
  };
  new MutationObserver(state.mark).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const type of ['input', 'change', 'scroll', 'resize', 'focusin', 'focusout', 'keydown', 'pointerdown', 'load']) {
    window.addEventListener(type, state.mark, { capture: true, passive: true });
  }
  window[key] = state;
}""".replace("WATCH_KEY", _WATCH_KEY)
# Whether the page may look different since the last ask (an animation still running counts), its
# changes (null in a document whose watch starts only now), and the page's clock now.
_ASK_WATCH_JS = """() => {
  const watch = window[Symbol.for('WATCH_KEY')];
  if (!watch) {
    (WATCH)();
    const started = window[Symbol.for('WATCH_KEY')];
    started.dirty = false;
    return { changed: true, changes: null, now: started.asked = started.now() };
  }
  const running = document.getAnimations ? document.getAnimations().some(a => a.playState === 'running') : false;
  const changed = watch.dirty || running;
  watch.dirty = false;
  return { changed, changes: watch.changes, now: watch.asked = watch.now() };
}""".replace("(WATCH)", f"({_WATCH_JS})").replace("WATCH_KEY", _WATCH_KEY)

# Just before an action, in ONE round trip (Locator.evaluate takes three, ~25 ms a step; a plain css
# locator is resolved by the page itself, see evaluate_elements_within): the element brought into view
# as the action will bring it, its box, and, when it sits in the top document, what the watch above
# says (a scroll this very call made counts). Playwright's scroll_into_view_if_needed waits for a
# stable frame: ~50 ms a step.
_INTO_VIEW_JS = """(els) => {
  if (els.length !== 1) return null;
  const el = els[0];
  const was = el.getBoundingClientRect();
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = el.getBoundingClientRect();
  const scrolled = r.x !== was.x || r.y !== was.y;
  // In a frame the box is the frame's: add each frame's content-box offset up to the top document.
  let x = r.x, y = r.y, inner = window;
  for (; inner !== window.top && inner.frameElement; inner = inner.parent) {
    const frame = inner.frameElement, at = frame.getBoundingClientRect(), style = getComputedStyle(frame);
    x += at.x + frame.clientLeft + parseFloat(style.paddingLeft);
    y += at.y + frame.clientTop + parseFloat(style.paddingTop);
  }
  // A cross-origin frame hides its element's offset (null: the caller asks Playwright).
  const box = inner === window.top && (r.width || r.height) ? [x, y, r.width, r.height] : null;
  const watch = window === window.top ? window[Symbol.for('WATCH_KEY')] : null;
  if (watch && scrolled) watch.mark();
  return { box, seen: window === window.top ? (ASK)() : null };
}"""
_INTO_VIEW_JS = _INTO_VIEW_JS.replace("(ASK)", f"({_ASK_WATCH_JS})").replace("WATCH_KEY", _WATCH_KEY)

# The page's DOM as HTML the report draws (page_copy.js), and a field marked so that its value is never
# in a copy (it is about to receive a variable's value).
_PAGE_COPY_JS = resources.files(__package__).joinpath("page_copy.js").read_text(encoding="utf-8")
_MASK_JS = """(els) => {
  const key = Symbol.for('pytest-stagehand.masked');
  const masked = window[key] || (window[key] = new WeakSet());
  for (const el of els) masked.add(el);
}"""
# With copies, the watch's answer and, when the page may look different (or ``always``), a copy, in
# one round trip; before an action, the same with the look above.
_ASK_AND_COPY_JS = f"""(always) => {{
  const seen = ({_ASK_WATCH_JS})();
  return {{ seen, copy: always || seen.changed ? ({_PAGE_COPY_JS})() : null }};
}}"""
_INTO_VIEW_AND_COPY_JS = f"""(els) => {{
  const answer = ({_INTO_VIEW_JS})(els);
  if (answer && answer.seen && answer.seen.changed) answer.copy = ({_PAGE_COPY_JS})();
  return answer;
}}"""


@dataclass(frozen=True)
class PageCopy:
    """The page's DOM as HTML (page_copy.js: form state written in, scripts gone, stylesheets and
    images named, their content in the test's ``resources``) and how far it was scrolled."""

    html: str
    scroll: tuple[float, float] = (0.0, 0.0)


@dataclass(frozen=True)
class Shot:
    """One picture: a screenshot (the browser's JPEG, or the image a verdict judged) or a copy of the
    page; its size in CSS pixels, and the boxes to highlight on it, in the same pixels:
    (x, y, width, height)."""

    image: bytes
    width: int
    height: int
    boxes: tuple[tuple[float, float, float, float], ...] = ()
    note: str = ""  # why there is no picture (image empty, no copy)
    copy: PageCopy | None = None

    @property
    def shows(self) -> bool:
        """Whether there is a picture (else ``note`` says why not)."""
        return bool(self.image) or self.copy is not None


@dataclass(frozen=True)
class _Seen:
    """What the page's watch said: whether the page may look different since the last ask, its
    changes, oldest first (None when the watch started only now), and when it said so (the page's
    clock, which its changes and the screencast's stamps read; and this process's monotonic clock)."""

    changed: bool
    changes: tuple[Change, ...] | None
    page_ms: float
    at_monotonic: float

    def page_now(self) -> float:
        """The page's clock now, from what it said and the time since."""
        return self.page_ms + (time.monotonic() - self.at_monotonic) * 1000

    @classmethod
    def parse(cls, raw: object) -> _Seen | None:
        if not isinstance(raw, dict) or not isinstance(raw.get("changed"), bool):
            return None
        listed = raw.get("changes")
        changes = None
        if isinstance(listed, list):
            changes = tuple(
                Change(
                    float(item["first"]),
                    float(item["at"]),
                    float(item["began"]) if item.get("began") is not None else None,
                )
                for item in listed
                if isinstance(item, dict)
            )
        now = raw.get("now")
        if not isinstance(now, int | float):
            return None
        return cls(raw["changed"], changes, float(now), time.monotonic())


@dataclass
class Step:
    """One line of a test's timeline."""

    kind: str  # act, observe, extract, verdict, heal
    label: str  # the instruction, the goal, or what was healed
    cache: str = ""  # hit / recorded / healed / miss / off / ...
    outcome: str = "ok"  # ok, failed, YES, NO, INVALID
    error: str = ""
    result: str = ""  # what came back: the chosen elements, the data, the reasoning
    before: Shot | None = None
    after: Shot | None = None
    exchanges: list[tuple[str, str]] = field(default_factory=list)  # (prompt, answer)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    llm_calls: int = 0
    duration_ms: float = 0.0
    heals: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class TestSteps:
    """One test in the report: its steps, then its outcome once pytest has one."""

    nodeid: str
    steps: list[Step] = field(default_factory=list)
    outcome: str = "passed"  # passed, failed, error, skipped
    failure: str = ""
    duration_s: float = 0.0
    # What the page copies name: stylesheets' text and images' data URIs (sent once per document).
    resources: dict[str, str] = field(default_factory=dict)


class StepRecorder:
    """Captures one test's steps on its page. Wired by the ``page`` fixture when the report is on:
    :meth:`primitive` wraps each primitive, :meth:`on_primitive` and :meth:`on_verdicts` are the
    runtime's observers, :meth:`finish` adds heals that happened outside any primitive."""

    def __init__(
        self,
        page: Page,
        test: TestSteps,
        secrets: Secrets,
        properties: list[tuple[str, object]],
        *,
        pictures: Pictures = "on",
    ):
        self.page = page
        # only-on-failure: pictures only of failed steps, falsy verdicts and heals, so a passing test
        # takes no screenshot (a screenshot is most of the cost).
        self.every_step = pictures != "only-on-failure"
        # dom: a passing step's pictures are copies of the page (a few ms each, no frame to wait for).
        self.copies = pictures == "dom"
        self.test = test
        self.secrets = secrets
        self.properties = properties  # the item's user_properties, where heals arrive
        self._masked: list[Locator] = []
        self._heals_seen = 0
        self._open: Step | None = None
        self._before: Shot | None = None
        # The last picture, the URL it showed and how many fields were masked in it: reused while
        # the page has not changed since (see _WATCH_JS).
        self._last: tuple[Shot, str, int] | None = None
        self.shots_taken = 0  # new pictures: screenshots, screencast frames and page copies
        self.shots_reused = 0
        self.frames_used = 0  # of shots_taken, screencast frames
        # An act's after-picture, chosen from the screencast when the next picture is (the page has
        # drawn it by then): the step and when the act ended.
        self._pending: tuple[Step, float] | None = None
        # Set once a pending after-picture was lost to the page changing again at once (a ticking
        # clock, a spinner): from then on an act's after-picture is taken when the act ends.
        self._page_moves_on = False
        self._feed: FrameFeed | None = None
        # The screencast needs the watch from a document's start (when its first frame began); copies
        # need only whether the page changed since the last ask, and the first ask in a document
        # starts the watch and says "changed". Pictures only on failure: a few screenshots cost less.
        if self.every_step and not self.copies:
            with contextlib.suppress(PlaywrightError):
                page.add_init_script(script=f"({_WATCH_JS})()")
                self._feed = FrameFeed.start(page, SHOT_QUALITY)

    # ---- primitives ------------------------------------------------------------------------------

    @contextmanager
    def primitive(self, kind: str, instruction: str | None) -> Iterator[None]:
        """Around one act / observe / extract: the page is captured by :meth:`_watch` just before
        each action runs; if the call ends without a history entry (it crashed before recording
        one), a step still says what was being done and why it stopped."""
        self._open = Step(kind, instruction or "")
        self._before = None
        started = time.perf_counter()
        token = action_watch.set(self._watch)
        try:
            yield
        except BaseException as e:
            if self._open is not None:  # no observer saw an entry: record what is known
                step = self._open
                step.outcome, step.error = "failed", self._scrub(f"{type(e).__name__}: {e}")
                step.duration_ms = (time.perf_counter() - started) * 1000
                step.before, step.after = self._before, self._failure_shot()
                self.test.steps.append(step)
            raise
        finally:
            action_watch.reset(token)
            self._open = None

    def _watch(self, page: Page, locator: Locator, action: Action) -> None:
        """Just before an action: the page with the element's box (only the first action of a
        multi-step act is pictured before; the after-shot shows where they all led)."""
        if any("%" in argument for argument in action.arguments):
            self._masked.append(locator)  # it is about to hold a variable's value
            if self.copies:
                with contextlib.suppress(PlaywrightError, TimeoutError):
                    evaluate_elements_within(locator, _MASK_JS, SHOT_TIMEOUT_MS / 1000)
        if not self.every_step or self._before is not None or page is not self.page:
            return
        answer = None
        look = _INTO_VIEW_AND_COPY_JS if self.copies else _INTO_VIEW_JS
        with contextlib.suppress(PlaywrightError, TimeoutError):
            answer = evaluate_elements_within(locator, look, SHOT_TIMEOUT_MS / 1000)
        box = answer.get("box") if isinstance(answer, dict) else None
        if box is None and isinstance(answer, dict):  # in a cross-origin frame: Playwright knows where
            with contextlib.suppress(PlaywrightError):
                found = locator.bounding_box(timeout=SHOT_TIMEOUT_MS)
                box = found and [found["x"], found["y"], found["width"], found["height"]]
        # No box: the picture is still worth having.
        boxes = () if not box else ((box[0], box[1], box[2], box[3]),)
        seen = _Seen.parse(answer.get("seen")) if isinstance(answer, dict) else None
        copied = answer.get("copy") if isinstance(answer, dict) else None
        self._before = self._shot(boxes, seen=seen, copied=copied)

    def on_primitive(self, page: Any, entry: HistoryEntry, cache_status: str) -> None:
        """The runtime's primitive observer: the history entry completes the open step. An agent run's
        own acts / observes / extracts come first, each a step of its own (pictured by the run's)."""
        inner = self._open is not None and self._open.kind != entry.primitive
        if self._open is not None and not inner:
            step, self._open = self._open, None
        else:
            step = Step(entry.primitive, entry.instruction or "")
        step.label = entry.instruction or step.label
        step.cache = cache_status
        step.outcome = "ok" if entry.error is None else "failed"
        step.error = self._scrub(entry.error or "")
        step.result = self._scrub("\n".join(chosen_elements(entry.result)) or _describe(entry.result))
        step.exchanges = [(self._scrub(x.prompt), self._scrub(x.response)) for x in entry.exchanges]
        step.prompt_tokens, step.completion_tokens = entry.usage.prompt_tokens, entry.usage.completion_tokens
        step.llm_calls, step.duration_ms = entry.llm_calls, entry.duration_ms
        pictured = self.every_step or step.outcome == "failed"
        if inner or not pictured:  # inner: seen only once the run is over, the page it was on is gone
            step.before = step.after = None
        elif entry.primitive in ("act", "agent"):
            step.before = self._before
            self._settle_pending()
            # The moment the act ended, on the page's clock (its changes are timed by it): its
            # after-picture is chosen at the next picture, or when the test ends.
            seen = self._ask_watch() if self._frames_may_serve() and not self._page_moves_on else None
            if step.outcome == "failed" and self.copies:
                step.after = self._failure_shot()
            elif seen is not None and seen.changes is not None:
                self._pending, self._last = (step, seen.page_ms), None
            else:
                step.after = self._shot(seen=seen)
        else:  # observe and extract do not change the page: one picture, with what observe found
            step.before = self._shot(self._boxes_of(entry.result))
        step.heals = self._new_heals()
        self.test.steps.append(step)

    def _boxes_of(self, result: Any) -> tuple[tuple[float, float, float, float], ...]:
        actions = (
            result.actions if isinstance(result, ActResult) else result if isinstance(result, list) else []
        )
        boxes = []
        for action in actions:
            if isinstance(action, Action):
                try:
                    box = self.page.locator(action.selector).first.bounding_box(timeout=SHOT_TIMEOUT_MS)
                except PlaywrightError:
                    box = None
                if box is not None:
                    boxes.append((box["x"], box["y"], box["width"], box["height"]))
        return tuple(boxes)

    # ---- verdicts --------------------------------------------------------------------------------

    def on_verdicts(self, verdicts: Sequence[Verdict], evidence: Sequence[EvidenceStep]) -> None:
        """The evaluator's observer: one step per verdict, pictured with the screenshot it judged
        (or the page now, when it judged the page text)."""
        judged = next((e.image for e in reversed(evidence) if e.image is not None), None)
        pictured = self.every_step or not all(verdicts)
        shot = (
            None
            if not pictured
            else _shot_of_image(judged.data)
            if judged is not None
            else self._shot()
            if all(verdicts)
            else self._failure_shot()
        )
        for verdict in verdicts:
            call = verdict.call
            usage = call.usage if call is not None else None
            self.test.steps.append(
                Step(
                    "verdict",
                    verdict.question,
                    cache=_verdict_cache(verdict),
                    outcome=verdict.evaluation,
                    result=self._scrub(verdict.reasoning),
                    after=shot if self.every_step or not verdict else None,
                    exchanges=[]
                    if call is None
                    else [(self._scrub(call.prompt), self._scrub(call.response))],
                    prompt_tokens=usage.prompt_tokens if usage else 0,
                    completion_tokens=usage.completion_tokens if usage else 0,
                    llm_calls=0 if call is None else 1,
                )
            )

    # ---- heals and the end -----------------------------------------------------------------------

    def _new_heals(self) -> list[dict[str, Any]]:
        found = [value for name, value in self.properties if name == HEAL_PROPERTY]
        fresh, self._heals_seen = found[self._heals_seen :], len(found)
        return [json.loads(str(value)) for value in fresh]

    def finish(self) -> None:
        """Heals of plain Playwright calls (selector healing) happen outside primitives: each is a
        step of its own, with the page as the test left it."""
        self._settle_pending()
        heals = self._new_heals()
        if heals:
            shot = self._shot()
            for heal in heals:
                label = f"{heal.get('old_locator', '?')} → {heal.get('new_locator', '?')}"
                self.test.steps.append(Step("heal", label, cache="healed", after=shot, heals=[heal]))

    # ---- helpers ---------------------------------------------------------------------------------

    def _shot(
        self,
        boxes: tuple[tuple[float, float, float, float], ...] = (),
        *,
        seen: _Seen | None = None,
        copied: object = None,
    ) -> Shot:
        """A picture of the page now: the last one again when the page cannot look different, else a
        copy of the page (``dom``), else a screencast frame certain to show it (frames.py), else a
        screenshot. ``seen``: what the watch already said in the caller's round trip (None: ask it),
        ``copied``: the copy it made along (when the page may look different)."""
        if seen is None and self.copies:
            seen, copied = self._ask_and_copy(always=False)
        elif seen is None:
            seen = self._ask_watch()
        seen = self._settle_pending(seen)
        reusable = self._reusable(seen)
        if reusable is not None:
            self.shots_reused += 1
            return dataclasses.replace(reusable, boxes=boxes)
        if self.copies:
            if copied is None:
                _, copied = self._ask_and_copy(always=True)
            shot = self._shot_of_copy(copied, boxes)
            return self._taken(shot) if shot is not None else self._screenshot(boxes)
        frame = self._frame_at(None, seen)
        if frame is not None:
            return self._taken(Shot(frame.image, frame.width, frame.height, boxes), frame=True)
        return self._screenshot(boxes)

    def _failure_shot(self) -> Shot:
        """The page when a step failed or a verdict said NO: always a screenshot when the rest are
        copies (pixels are what a reviewer of a failure trusts); otherwise as any picture."""
        return self._screenshot() if self.copies else self._shot()

    def _ask_and_copy(self, *, always: bool) -> tuple[_Seen | None, object]:
        answer = self._ask_page(_ASK_AND_COPY_JS, always)
        if not isinstance(answer, dict):
            return None, None
        return _Seen.parse(answer.get("seen")), answer.get("copy")

    def _ask_page(self, source: str, arg: object) -> object:
        """``source``'s answer in the top document, within the picture's bound; None when the page
        did not answer (closed, navigating, stuck)."""
        try:
            return evaluate_within(self.page.main_frame, source, arg, SHOT_TIMEOUT_MS / 1000)
        except (PlaywrightError, TimeoutError):
            return None

    def _shot_of_copy(
        self, copied: object, boxes: tuple[tuple[float, float, float, float], ...]
    ) -> Shot | None:
        """The page copy page_copy.js answered, its stylesheets and images kept in the test's resources,
        variables' values scrubbed from its text; None when it did not answer one (no page, or one of
        so many elements that a screenshot costs less), or one too large or of no size (a screenshot
        then)."""
        if not isinstance(copied, dict) or not isinstance(copied.get("html"), str):
            return None
        for kind in ("sheets", "images"):  # kept even with the copy: the page sends each once
            named = copied.get(kind)
            if isinstance(named, dict):
                self.test.resources.update({str(k): str(v) for k, v in named.items()})
        width, height = int(copied.get("width") or 0), int(copied.get("height") or 0)
        if len(copied["html"]) > COPY_CHARS or not width or not height:
            return None
        scroll = copied.get("scroll") or (0, 0)
        return Shot(
            b"",
            width,
            height,
            boxes,
            copy=PageCopy(self.secrets.scrub(copied["html"]), (float(scroll[0]), float(scroll[1]))),
        )

    def _screenshot(self, boxes: tuple[tuple[float, float, float, float], ...] = ()) -> Shot:
        page = self.page
        try:
            image = take_screenshot(
                page,
                timeout_ms=SHOT_TIMEOUT_MS,
                type="jpeg",
                quality=SHOT_QUALITY,
                scale="css",
                # The caret is left as it is: hiding it costs a style change and a frame, ~10 ms a picture.
                caret="initial",
                mask=self._masked,
            )
        except PlaywrightError as e:
            self._last = None
            return Shot(b"", 0, 0, note=f"no screenshot: {e.message.splitlines()[0]}")
        size = page.viewport_size or _size_of(image)
        return self._taken(Shot(image, size["width"], size["height"], boxes))

    def _taken(self, shot: Shot, *, frame: bool = False) -> Shot:
        self.shots_taken += 1
        self.frames_used += frame
        self._last = (dataclasses.replace(shot, boxes=()), self.page.url, len(self._masked))
        return shot

    def _frames_may_serve(self) -> bool:
        # A frame is never masked: once a field holds a variable's value, pictures are screenshots. The
        # watch sees the top document only: with frames in the page, a change may escape it.
        return self._feed is not None and not self._masked and len(self.page.frames) == 1

    def _frame_at(self, moment_ms: float | None, seen: _Seen | None) -> Frame | None:
        """The screencast frame that shows the page at ``moment_ms`` on its clock (None: when it was
        asked, ``seen``), waiting a little for it to be drawn; None when no frame is certain to."""
        feed = self._feed
        deadline = time.monotonic() + FRAME_WAIT_MS / 1000
        while feed is not None and self._frames_may_serve() and seen is not None and seen.changes is not None:
            moment = seen.page_ms if moment_ms is None else moment_ms
            choice = pick_frame(feed.frames, seen.changes, moment, seen.page_now())
            if choice != "wait":
                return choice
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            feed.wait_for_next(min(left, FRAME_POLL_MS / 1000))
            seen = self._ask_watch()  # the frame after the change may have begun meanwhile
        return None

    def _settle_pending(self, seen: _Seen | None = None) -> _Seen | None:
        """Choose the last act's after-picture, if it waits for one: the frame that shows the page when
        the act ended; a screenshot when no frame is certain to and the page has not changed since;
        else a note (the page moved on before it was drawn). Returns what the watch says now."""
        if self._pending is None:
            return seen
        step, ended_ms = self._pending
        self._pending = None
        if seen is None:
            seen = self._ask_watch()
        frame = self._frame_at(ended_ms, seen)
        if frame is not None:
            step.after = self._taken(Shot(frame.image, frame.width, frame.height), frame=True)
        elif seen is None:
            step.after = Shot(b"", 0, 0, note="no picture: the page did not answer (closed or stuck)")
        elif seen.changes is not None and all(c.at_ms <= ended_ms for c in seen.changes):
            step.after = self._screenshot()  # nothing changed since the act ended: now is then
        else:
            step.after = Shot(b"", 0, 0, note="no picture: the page changed again before the browser drew it")
            self._page_moves_on = True
        return seen

    def _ask_watch(self) -> _Seen | None:
        return _Seen.parse(self._ask_page(_ASK_WATCH_JS, None))

    def _reusable(self, seen: _Seen | None) -> Shot | None:
        """The last picture, when the page cannot look different now; None otherwise."""
        if self._last is None or seen is None or seen.changed:
            return None
        shot, url, masked = self._last
        if url != self.page.url or masked != len(self._masked):
            return None
        return shot

    def _scrub(self, text: str) -> str:
        text = self.secrets.scrub(text)
        return (
            text
            if len(text) <= TEXT_CHARS
            else text[:TEXT_CHARS] + f"\n… ({len(text) - TEXT_CHARS} more characters)"
        )


def _shot_of_image(data: bytes) -> Shot:
    size = _size_of(data)
    return Shot(data, size["width"], size["height"])


def _size_of(image: bytes) -> dict[str, int]:
    import io

    from PIL import Image

    with Image.open(io.BytesIO(image)) as opened:
        return {"width": opened.width, "height": opened.height}


def _describe(result: Any) -> str:
    if result is None:
        return ""
    if isinstance(result, AgentResult):
        return describe_result(result)  # its steps, one a line, as Allure shows them
    if hasattr(result, "model_dump_json"):
        return str(result.model_dump_json(indent=2))
    try:
        return json.dumps(result, indent=2, default=str, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(result)


def _verdict_cache(verdict: Verdict) -> str:
    """What the cache did for a verdict, as the step report shows it."""
    if verdict.decided:
        return "page text"  # decided by the page text: no model call, nothing stored
    if verdict.call is None:
        return "hit" if verdict.cached else "unknown"
    return verdict.call.cache
