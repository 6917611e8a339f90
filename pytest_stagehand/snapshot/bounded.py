"""Page scripts with a deadline.

``Frame.evaluate``, ``ElementHandle.evaluate`` and ``Locator.evaluate_all`` take no timeout: a page
whose main thread is stuck (a busy loop, a modal ``alert`` nobody dismisses) holds them forever, and
with them the test. Each call here is awaited on Playwright's own loop with a deadline; cancelling it
there makes Playwright abort it in the driver too, so the test goes on. This reaches under the sync
API (``_sync``, ``_impl_obj``), as the sync methods themselves do.

Every function raises ``TimeoutError`` (the builtin, which ``asyncio.TimeoutError`` is) past its
deadline and Playwright's ``Error`` as the plain call would.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

from playwright._impl._sync_base import mapping as sync_mapping
from playwright.sync_api import ElementHandle, Frame, Locator


def no_answer(seconds: float) -> str:
    """What a caller says when a call here timed out (one wording everywhere)."""
    return f"the page did not answer within {seconds:g} s (is its main thread stuck?)"


def _within(owner: Any, call: Awaitable[Any], seconds: float) -> object:
    return sync_mapping.from_maybe_impl(owner._sync(asyncio.wait_for(call, max(seconds, 0.001))))


def evaluate_within(target: Frame | ElementHandle, source: str, arg: object, seconds: float) -> object:
    """``target.evaluate(source, arg)``, given up after ``seconds``."""
    return _within(target, target._impl_obj.evaluate(source, sync_mapping.to_impl(arg)), seconds)


def evaluate_all_within(locator: Locator, source: str, seconds: float, arg: object = None) -> object:
    """``locator.evaluate_all(source, arg)``, given up after ``seconds``."""
    return _within(locator, locator._impl_obj.evaluate_all(source, sync_mapping.to_impl(arg)), seconds)


# A css or XPath locator resolved by the page's own querySelectorAll / document.evaluate: what
# Playwright's css and xpath engines find too in a document with no open shadow root (its css enters
# them). False asks for Playwright's way.
_NATIVE_QUERY = """(arg) => {
  if (Array.prototype.some.call(document.querySelectorAll("*"), (n) => n.shadowRoot)) return false;
  let els = [];
  try {
    if (arg.xpath) {
      const found = document.evaluate(arg.xpath, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (let i = 0; i < found.snapshotLength; i += 1) {
        if (found.snapshotItem(i) instanceof Element) els.push(found.snapshotItem(i));
      }
    } else {
      els = Array.from(document.querySelectorAll(arg.css));
    }
  } catch (e) { return false; }
  return (SCRIPT)(els);
}"""


def evaluate_elements_within(locator: Locator, source: str, seconds: float) -> object:
    """``evaluate_all_within(locator, source)``, resolved by the page itself where it can (see
    :func:`evaluate_natively`). ``source`` takes the list of elements and never answers ``false``."""
    answer = evaluate_natively(locator, source, seconds)
    return evaluate_all_within(locator, source, seconds) if answer is False else answer


def evaluate_natively(locator: Locator, source: str, seconds: float) -> object:
    """``source``'s answer for a plain ``css=`` or ``xpath=`` locator made in a frame, its elements
    found by the page's own querySelectorAll or document.evaluate; False when the locator is another
    kind or the page has open shadow roots.

    Playwright builds its selector engine in the page's main world on a document's first main-world
    query (20-50 ms on this machine's Chromium), once per document; its own actions query in another
    world. The step report's look before each action was often a page's only main-world query
    (BENCHMARKS.md, "Step report"); a replayed act's identity check resolves its locators the same
    way (cache/fingerprint.js, resolve)."""
    selector = str(getattr(locator._impl_obj, "_selector", ""))
    if ">>" in selector or not selector.startswith(("css=", "xpath=")):
        return False
    kind, _, query = selector.partition("=")
    native = _NATIVE_QUERY.replace("SCRIPT", source)
    return evaluate_in_locators_frame(locator, native, {kind: query}, seconds)


def wait_within(owner: Any, ready: asyncio.Event, seconds: float) -> bool:
    """Until ``ready`` is set, on Playwright's loop (so the browser's messages keep arriving); False
    when ``seconds`` pass first. ``owner``: any sync API object of the page."""
    try:
        _within(owner, ready.wait(), seconds)
    except TimeoutError:
        return False
    return True


def evaluate_in_locators_frame(locator: Locator, source: str, arg: object, seconds: float) -> object:
    """``evaluate(source, arg)`` in the frame ``locator`` was made in (Playwright keeps it; it has no
    public accessor), given up after ``seconds``."""
    frame = locator._impl_obj._frame
    return _within(locator, frame.evaluate(source, sync_mapping.to_impl(arg)), seconds)


def owner_frame_within(handle: ElementHandle, seconds: float) -> Frame | None:
    """``handle.owner_frame()`` (which asks the page's main thread), given up after ``seconds``."""
    frame = _within(handle, handle._impl_obj.owner_frame(), seconds)
    return frame if isinstance(frame, Frame) else None


def count_within(locator: Locator, seconds: float) -> int:
    """``locator.count()`` (Playwright's own query, in its utility world), given up after ``seconds``."""
    return int(str(_within(locator, locator._impl_obj.count(), seconds)))
