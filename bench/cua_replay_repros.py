"""Minimal reproductions of what ``bench_cua_replay.py`` found (BENCHMARKS.md, "Computer-use replay by
element"): each records a click with ``perform.record_step`` on one page, then looks for the recorded
element on a second page the way ``replay._point_on`` does (``ladder.locate``, replay's threshold).

1. ``canvas``: a click on a canvas without an id is recorded by element (not flagged), and replay
   refuses it on the very same page.
2. ``neighbour-card``: a card's "Delete" is removed; replay clicks the next card's "Delete".
3. ``share-star``: a toolbar's "Share" is removed; replay clicks "★ Star".
4. ``sidebar-namesake``: the sidebar's "Blog" link is removed; replay clicks the top nav's "Blog".

Since the heal ladder's look-alike check (``healing/lookalike.py``), 2-4 are refused, each with its
reason; the same elements still present (moved, reworded) are still healed
(``tests/test_heal_look_alikes.py``).

Run: .venv/bin/python bench/cua_replay_repros.py
"""

from __future__ import annotations

import json

from playwright.sync_api import Page, sync_playwright

from pytest_stagehand.agents.cua.actions import CuaAction
from pytest_stagehand.agents.cua.perform import record_step
from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.cache.fingerprint import ElementCapture
from pytest_stagehand.errors import HealError
from pytest_stagehand.healing.ladder import locate

THRESHOLD = 0.75  # Settings.heal_threshold's default

CANVAS = (
    '<h1>Sketch</h1><button>Save</button><canvas width="300" height="150"></canvas><p>Click to place.</p>'
)


def card(name: str, status: str, buttons: str) -> str:
    return f'<div class="card"><h3>{name}</h3><p>{status}</p><div class="actions">{buttons}</div></div>'


BOTH = "<button>Edit</button><button>Delete</button>"
CARDS = "".join(
    [card("Delta", "Draft", BOTH), card("Ember", "Draft", "{ember}"), card("Ivy", "12 tasks open", BOTH)]
)
TOOLBAR = (
    '<section><h2>Editor</h2><div role="toolbar" aria-label="Editor">'
    + "".join(
        f'<button type="button" class="btn">{label}</button>'
        for label in ("Export", '<span aria-hidden="true">+</span> <span>New</span>', "Italic")
    )
    + '<button type="button" class="btn"><span aria-hidden="true">✎</span> <span>Rename</span></button>{share}'
    + '<button type="button" class="btn"><span aria-hidden="true">★</span> <span>Star</span></button>'
    + '<button type="button" class="btn">Preview</button></div></section>'
)
NAV = (
    '<header><nav><a href="#about">About</a><a href="#blog">Blog</a></nav></header>'
    '<aside><a href="#s-about">About</a>{blog}</aside>'
)

CASES = {
    "canvas": (CANVAS, "canvas", CANVAS),
    "neighbour-card": (
        CARDS.format(ember=BOTH),
        "text=Ember >> .. >> text=Delete",
        CARDS.format(ember="<button>Edit</button>"),
    ),
    "share-star": (
        TOOLBAR.format(share='<button type="button" class="btn">Share</button>'),
        "text=Share",
        TOOLBAR.format(share=""),
    ),
    "sidebar-namesake": (
        NAV.format(blog='<a href="#s-blog">Blog</a>'),
        "aside >> text=Blog",
        NAV.format(blog=""),
    ),
}


def replayed(page: Page, before: str, selector: str, after: str) -> str:
    page.set_content(f"<html><body>{before}</body></html>")
    box = page.locator(selector).bounding_box()
    assert box is not None
    point = CuaAction("click", int(box["x"] + box["width"] / 2), int(box["y"] + box["height"] / 2))
    step = json.loads(json.dumps(record_step(page, point, origin="http://x")))
    if step.get("by_coordinates"):
        return "recorded by coordinates (flagged)"
    capture = ElementCapture.from_payload(step["targets"][0]["element"])
    page.set_content(f"<html><body>{after}</body></html>")
    try:
        located = locate(page, capture, threshold=THRESHOLD)
    except HealError as e:
        return f"refused: {str(e).splitlines()[0]}"
    found = located.locator.evaluate(
        "(el) => `${el.outerHTML} in \"${el.closest('.card, nav, aside, [role=toolbar]').textContent}\"`"
    )
    how = (
        f"healed, score {located.healed.score:.3f}"
        if located.healed and located.healed.score
        else "stored locator"
    )
    return f"clicks {found} ({how}, {located.selector})"


def main() -> None:
    chromium = find_system_chromium(headless=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(chromium) if chromium else None)
        page = browser.new_page()
        for name, (before, selector, after) in CASES.items():
            print(f"{name}: {replayed(page, before, selector, after)}")
        browser.close()


if __name__ == "__main__":
    main()
