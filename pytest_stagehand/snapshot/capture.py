"""The I/O shell: run walker.js once per frame, stitch frames together, bound everything in time.

No CDP: every step is a plain Playwright call, so the same code can serve Firefox and WebKit.
Each call into the page is a ``Frame.evaluate`` awaited on Playwright's own loop with a deadline
(``evaluate_within``): ``evaluate`` has no timeout of its own and waits as long as the page's
main thread is busy, so at the deadline the call is given up and Playwright aborts it in the
driver as well. (``wait_for_function`` also has a timeout, but costs two more calls into the
page on every capture, and its result comes back as a handle to release.) The walker also
watches the clock itself and returns a partial result in time.

A walk enters same-origin child frames itself; only frames it cannot reach (other origins) get
a walk of their own. Which frames those are is guessed from their URLs, with no trip; a frame
guessed wrong (a sandboxed one, say) shows in the walk's result, and the frame is walked again
with every child handed over. Handing frames over costs trips: a check that the page answers
(``Frame.frame_element`` has no timeout, and waits as long as the page's main thread is busy),
the owner elements, and storing them in the page for the walk (PREPARE) — element handles are
not the walk's own arguments, so a walk that finds no stored state knows it is in a new document
(the page navigated since): the page is captured again.

A page that navigates during the capture is captured once more: when a walk of it fails for
that, or when a child frame is lost because the page navigated. A child frame detached for
another reason is left out with a note (and its iframe's line with it); a closed page is an
error that says so.
"""

from __future__ import annotations

import asyncio
import gc
import hashlib
import json
import secrets
import time
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import ElementHandle, Frame, Page
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from ..errors import SnapshotError
from .bounded import evaluate_all_within, evaluate_within, no_answer
from .model import Snapshot, SnapshotNode, check_max_tokens, rendered_snapshot
from .scripts import with_roles
from .wire import FrameMet, FrameWalk, WalkTree, parse_walk

DEFAULT_TIMEOUT_MS = 10_000.0
# Far past what any prompt can hold; it only keeps a pathological page from building a huge string.
DEFAULT_MAX_NODES = 50_000
# Share of the remaining time the in-page walk may use before it stops and returns what it has.
WALK_TIME_SHARE = 0.8
# How long a scoping selector may take to match (the page has settled before a pipeline's capture;
# a selector that matches nothing by then is a mistake, not something to wait the whole timeout for).
SELECTOR_WAIT_MS = 2_000.0

_CONTEXT_LOST_MARKERS = (
    "Execution context was destroyed",
    "navigat",
    "Frame was detached",
    "Target closed",
    "capture state lost",
)
# Stores what a walk needs that only handles can carry (see the module docstring and walker.js).
PREPARE = """(state) => {
  Object.defineProperty(window, Symbol.for('pytest-stagehand.prepared'), {value: state, configurable: true});
  return true;
}"""
# Answers at once unless the page's main thread is busy.
PROBE = "() => true"


@contextmanager
def _gc_paused() -> Iterator[None]:
    """Building tens of thousands of nodes (each with two dicts) sets off the cyclic garbage
    collector again and again, and each pass walks everything still alive, a large share of the
    decode time (bench/bench_snapshot.py). None of these objects forms a cycle, so the collector is paused while they are
    built and runs again as usual afterwards (unless the caller had it off already)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@cache
def walker_source() -> str:
    """walker.js without its comment lines and indentation: the source travels with every walk,
    through two JSON hops, and that is a third of it. (The walker holds no multi-line strings.)"""
    source = with_roles((resources.files(__package__) / "walker.js").read_text(encoding="utf-8"))
    lines = (line.strip() for line in source.splitlines())
    return "\n".join(line for line in lines if line and not line.startswith("//"))


# The walker is kept in each document it walked (under a key naming this version of it), so later
# captures send a one-line call instead of its source (the source travels through two JSON hops
# with every call otherwise). Which frames hold it is remembered per frame and forgotten when the frame
# navigates; a wrong guess costs one more trip (the call answers MISSING_WALKER) and nothing else.
MISSING_WALKER = "pytest-stagehand: walker not installed"


@cache
def _walker_key() -> str:
    return "pytest-stagehand.walker." + hashlib.sha256(walker_source().encode()).hexdigest()[:16]


@cache
def installing_walker_source() -> str:
    """Keeps the walker in the document, then walks."""
    return (
        f"(args) => {{ const walk = ({walker_source()});\n"
        f"Object.defineProperty(window, Symbol.for({json.dumps(_walker_key())}), {{value: walk, configurable: true}});\n"
        "return walk(args); }"
    )


@cache
def installed_walker_call() -> str:
    """Walks with the walker the document keeps, or answers MISSING_WALKER."""
    return (
        f"(args) => {{ const walk = window[Symbol.for({json.dumps(_walker_key())})];"
        f" return typeof walk === 'function' ? walk(args) : {json.dumps(MISSING_WALKER)}; }}"
    )


# Frames whose current document keeps the walker; pages whose navigations are followed for it.
_walker_installed: weakref.WeakSet[Frame] = weakref.WeakSet()
_pages_followed: weakref.WeakSet[Page] = weakref.WeakSet()


def _follow_navigations(page: Page) -> None:
    if page not in _pages_followed:
        _pages_followed.add(page)
        page.on("framenavigated", _walker_installed.discard)


class _ContextLost(Exception):
    """The document went away under the walk (navigation, frame detached)."""


@dataclass
class _Capture:
    deadline: float
    max_nodes: int
    rows: int = 0
    notes: list[str] = field(default_factory=list)
    walk_truncated: bool = False
    next_ordinal: int = 1
    # The page's main frame navigated while the capture ran (set by a listener).
    main_navigated: bool = False

    def remaining_ms(self) -> float:
        return (self.deadline - time.monotonic()) * 1000

    def on_frame_navigated(self, frame: Frame) -> None:
        if frame.parent_frame is None:
            self.main_navigated = True


def capture_snapshot(
    page: Page,
    selector: str | None = None,
    *,
    max_tokens: int | None = None,
    timeout_ms: float = DEFAULT_TIMEOUT_MS,
    max_nodes: int = DEFAULT_MAX_NODES,
) -> Snapshot:
    """Capture the page (or the subtree under ``selector``) into a Snapshot within ``timeout_ms``.

    ``selector`` is any Playwright selector; a bare ``/...`` or ``(...`` is taken as XPath. It must
    match exactly one element, within ``SELECTOR_WAIT_MS``. ``max_tokens`` (at least
    ``MIN_MAX_TOKENS``) bounds the whole text, notes included. A page that navigates during the
    capture is captured once more if time allows. Child frames that detach or time out are left
    out with a note in the text. Raises SnapshotError otherwise.
    """
    if timeout_ms <= 0:
        raise SnapshotError(f"timeout_ms must be positive, got {timeout_ms}")
    if max_nodes < 1:
        raise SnapshotError(f"max_nodes must be at least 1, got {max_nodes}")
    check_max_tokens(max_tokens)
    _check_open(page)
    deadline = time.monotonic() + timeout_ms / 1000
    try:
        return _capture_once(page, selector, max_tokens, deadline, max_nodes)
    except _ContextLost as first:
        _check_open(page)
        remaining = (deadline - time.monotonic()) * 1000
        if remaining <= 0:
            raise SnapshotError(f"page {page.url} navigated during capture and no time was left") from first
        try:
            page.wait_for_load_state("domcontentloaded", timeout=remaining)
            return _capture_once(page, selector, max_tokens, deadline, max_nodes)
        except (_ContextLost, PlaywrightError) as second:
            _check_open(page)
            raise SnapshotError(f"page {page.url} kept navigating during capture: {second}") from second


def _check_open(page: Page) -> None:
    if page.is_closed():
        raise SnapshotError(
            "cannot capture a snapshot: the page is closed (it, its context or its browser was "
            "closed); capture before closing it, or open a new page"
        )


def _capture_once(
    page: Page, selector: str | None, max_tokens: int | None, deadline: float, max_nodes: int
) -> Snapshot:
    capture = _Capture(deadline=deadline, max_nodes=max_nodes)
    page.on("framenavigated", capture.on_frame_navigated)
    try:
        root = _resolve_root(page, selector, capture) if selector else None
        try:
            tree = _walk_frame(page.main_frame, capture, root=root, ordinal=0, depth_offset=0, parent_id=None)
        finally:
            if root is not None:
                root.dispose()
    finally:
        page.remove_listener("framenavigated", capture.on_frame_navigated)
    return rendered_snapshot(
        tree.text(),
        line_count=capture.rows,
        load_nodes=lambda: _without_gc(tree.nodes),
        load_interactive=lambda: _without_gc(tree.interactive_nodes),
        url=tree.walk.url,
        page=page,
        max_tokens=max_tokens,
        walk_truncated=capture.walk_truncated,
        notes=tuple(capture.notes),
    )


def _without_gc(build: Callable[[], list[SnapshotNode]]) -> list[SnapshotNode]:
    with _gc_paused():
        return build()


def _playwright_selector(selector: str) -> str:
    return "xpath=" + selector if selector.startswith(("/", "(")) else selector


def _resolve_root(page: Page, selector: str, capture: _Capture) -> ElementHandle:
    """The one element ``selector`` matches. Waits at most SELECTOR_WAIT_MS for it."""
    locator = page.locator(_playwright_selector(selector))
    wait_ms = max(min(capture.remaining_ms(), SELECTOR_WAIT_MS), 1.0)
    try:
        handle = locator.first.element_handle(timeout=wait_ms)
        try:
            # (Locator.count takes no timeout: a stuck page would hold it forever)
            count = int(str(evaluate_all_within(locator, "(els) => els.length", max(wait_ms, 100.0) / 1000)))
        except TimeoutError as e:
            raise SnapshotError(f"selector {selector!r}: {no_answer(max(wait_ms, 100.0) / 1000)}") from e
        except BaseException:
            handle.dispose()
            raise
    except PlaywrightTimeoutError as e:
        raise SnapshotError(
            f"selector {selector!r} matched no element on {page.url} within {wait_ms:.0f} ms"
        ) from e
    except PlaywrightError as e:
        _check_open(page)
        if _is_context_lost(e):
            raise _ContextLost(str(e)) from e
        raise SnapshotError(f"selector {selector!r} could not be resolved on {page.url}: {e.message}") from e
    if count != 1:
        handle.dispose()
        raise SnapshotError(
            f"selector {selector!r} matched {count} elements on {page.url}; a snapshot is scoped to "
            f"exactly one: make the selector more specific (e.g. append ' >> nth=0' for the first)"
            if count
            else f"selector {selector!r} matched no element on {page.url} (it went away)"
        )
    return handle


def _is_context_lost(error: PlaywrightError) -> bool:
    return any(marker in error.message for marker in _CONTEXT_LOST_MARKERS)


def _bounded(frame: Frame, source: str, arg: object, capture: _Capture, what: str) -> object:
    """Run ``source`` in ``frame`` within the capture's time, stuck page or not; returns its result.
    Raises _ContextLost or SnapshotError."""
    remaining = capture.remaining_ms()
    if remaining <= 0:
        raise SnapshotError(f"no time left to {what} frame {frame.url}")
    try:
        return evaluate_within(frame, source, arg, remaining / 1000)
    except asyncio.TimeoutError as e:
        raise SnapshotError(f"{what} frame {frame.url} did not finish within {remaining:.0f} ms") from e
    except PlaywrightError as e:
        _check_open(frame.page)
        if _is_context_lost(e):
            raise _ContextLost(str(e)) from e
        raise SnapshotError(f"{what} frame {frame.url} failed: {e.message}") from e


def _run_walker(frame: Frame, args: dict[str, Any], capture: _Capture) -> str:
    """One in-page walk; returns its string (wire.py's format). Raises _ContextLost or SnapshotError."""
    _follow_navigations(frame.page)
    if frame in _walker_installed:
        raw = _bounded(frame, installed_walker_call(), _budgeted(args, capture), capture, "capture of")
        if raw != MISSING_WALKER:
            return _walk_string(frame, raw)
        _walker_installed.discard(frame)
    raw = _bounded(frame, installing_walker_source(), _budgeted(args, capture), capture, "capture of")
    _walker_installed.add(frame)
    return _walk_string(frame, raw)


def _budgeted(args: dict[str, Any], capture: _Capture) -> dict[str, Any]:
    """The walk's arguments with its share of the time left now."""
    return {**args, "budgetMs": max(capture.remaining_ms(), 0) * WALK_TIME_SHARE}


def _walk_string(frame: Frame, raw: object) -> str:
    if not isinstance(raw, str):
        raise SnapshotError(f"capture of frame {frame.url} returned {type(raw).__name__}, not a string")
    return raw


def _origin(url: str) -> tuple[str, str] | None:
    """The origin of an http(s) URL; None for others (file:, data:: opaque or unknown origins)."""
    parts = urlsplit(url)
    return (parts.scheme, parts.netloc) if parts.scheme in ("http", "https") else None


def _reachable(parent_url: str, child: Frame) -> bool:
    """Whether a walk of the parent's document can probably enter ``child`` and all frames in it:
    same origin, or a document that takes its parent's origin (about:blank, srcdoc)."""
    if child.url not in ("", "about:blank", "about:srcdoc"):
        origin = _origin(child.url)
        if origin is None or origin != _origin(parent_url):
            return False
    return all(_reachable(child.url or parent_url, grandchild) for grandchild in child.child_frames)


def _handed_over(frame: Frame, everything: bool) -> list[Frame]:
    """The child frames the walk is given the owners of (the walk leaves those to us)."""
    if everything:
        return list(frame.child_frames)
    return [child for child in frame.child_frames if not _reachable(frame.url, child)]


def _owners(
    frame: Frame, children: list[Frame], capture: _Capture
) -> tuple[list[Frame], list[ElementHandle], list[str]]:
    """The children whose owner element was found, those elements, and notes on the others."""
    frames: list[Frame] = []
    owners: list[ElementHandle] = []
    notes: list[str] = []
    if not children:
        return frames, owners, notes
    # frame_element() has no timeout and waits while the page's main thread is busy: it is only
    # asked once a bounded call has just been answered.
    _bounded(frame, PROBE, None, capture, "reaching")
    for child in children:
        try:
            owners.append(child.frame_element())
        except PlaywrightError as e:
            _check_open(frame.page)
            notes.append(f"frame {child.url or child.name} left out: {e.message.splitlines()[0]}")
            continue
        frames.append(child)
    return frames, owners, notes


def _walk_once(
    frame: Frame, capture: _Capture, args: dict[str, Any], root: ElementHandle | None, *, everything: bool
) -> tuple[FrameWalk, list[Frame], list[str]]:
    """One walk of ``frame``, handing over the owners of the children it should not enter itself."""
    frames, owners, notes = _owners(frame, _handed_over(frame, everything), capture)
    nonce = None
    if root is not None or owners:
        nonce = secrets.token_hex(8)
        try:
            _bounded(frame, PREPARE, {"nonce": nonce, "root": root, "frames": owners}, capture, "preparing")
        finally:
            for owner in owners:
                owner.dispose()
    raw = _run_walker(frame, {**args, "nonce": nonce}, capture)
    return parse_walk(raw), frames, notes


def _walk_frame(
    frame: Frame,
    capture: _Capture,
    *,
    root: ElementHandle | None,
    ordinal: int,
    depth_offset: int,
    parent_id: str | None,
) -> WalkTree:
    """Walk one frame (and the frames it enters), then each child frame it handed back, in order."""
    args = {
        "maxNodes": max(capture.max_nodes - capture.rows, 1),
        "ordinal": ordinal,
        "nextOrdinal": capture.next_ordinal,
        "depthOffset": depth_offset,
    }
    walk, frames, notes = _walk_once(frame, capture, args, root, everything=False)
    if walk.unreachable:
        walk, frames, notes = _walk_once(frame, capture, args, root, everything=True)
    capture.notes += notes
    capture.notes += walk.notes
    capture.rows += walk.row_count
    capture.next_ordinal = walk.next_ordinal
    if walk.truncated:
        capture.walk_truncated = True
        capture.notes.append(f"frame {walk.cut_ordinal} ({walk.cut_url}) cut short: {walk.reason}")
    children: list[tuple[FrameMet, WalkTree]] = []
    gone: list[FrameMet] = []
    for met in walk.handed_back:
        child = _walk_child_frame(frames[met.slot], met, capture)
        if isinstance(child, WalkTree):
            children.append((met, child))
        elif child is _GONE:
            gone.append(met)
    return WalkTree(
        walk, depth_offset=depth_offset, parent_id=parent_id, children=tuple(children), gone=tuple(gone)
    )


# A child frame detached before or during its walk: its iframe is no longer in the page.
_GONE = object()


def _walk_child_frame(frame: Frame, met: FrameMet, capture: _Capture) -> WalkTree | object | None:
    """The child frame's walk; None when it is left out (with a note), _GONE when it detached."""
    if capture.remaining_ms() <= 0 or capture.rows >= capture.max_nodes:
        capture.walk_truncated = True
        capture.notes.append(f"frame {frame.url} inside [{met.id}] left out: time or node limit reached")
        return None
    try:
        return _walk_frame(
            frame, capture, root=None, ordinal=met.ordinal, depth_offset=met.depth + 1, parent_id=met.id
        )
    except (_ContextLost, SnapshotError) as e:
        if capture.main_navigated:
            # The page itself navigated: what was walked so far is of a document that is gone.
            raise _ContextLost(f"the page navigated while frame {frame.url} was captured") from e
        if frame.is_detached():
            # The iframe is gone from the page: its line goes too (its path would name nothing).
            capture.rows -= 1
            capture.notes.append(f"frame {frame.url} left out: it was detached during the capture")
            return _GONE
        # A child frame that fails mid-capture costs its own content, not the whole snapshot.
        capture.notes.append(f"frame {frame.url} inside [{met.id}] left out: {e}")
        return None
