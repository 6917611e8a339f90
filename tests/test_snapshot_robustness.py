"""Bad input: every capture ends with a snapshot or a SnapshotError, never a hang."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import BrowserType, Page

from pytest_stagehand.errors import SnapshotError
from pytest_stagehand.snapshot import DEFAULT_TIMEOUT_MS, Snapshot, capture_snapshot
from pytest_stagehand.snapshot import capture as capture_module
from tests.support.server import Site

# What a bounded capture may take beyond its own timeout (a loaded 2-core machine): "no hang".
SLACK_S = 5.0


@contextmanager
def bounded(seconds: float) -> Iterator[None]:
    """The block must end within ``seconds`` plus SLACK_S, whatever it ends with."""
    started = time.monotonic()
    try:
        yield
    finally:
        elapsed = time.monotonic() - started
        assert elapsed < seconds + SLACK_S, f"took {elapsed:.1f} s, bound {seconds} s + {SLACK_S} s"


def cross_site(site: Site, path: str) -> str:
    """The URL of ``path`` on ``site`` under another host name: another site, so Chromium gives
    the frame a process of its own (127.0.0.1 on two ports is one site, one process)."""
    return site.url(path).replace("127.0.0.1", "localhost")


def snapshot_or_error(page: Page, **kwargs: Any) -> Snapshot | SnapshotError:
    """A capture that may legitimately end either way; anything else (or a hang) fails the test."""
    try:
        return capture_snapshot(page, **kwargs)
    except SnapshotError as e:
        return e


def test_about_blank_gives_an_empty_snapshot(page: Page) -> None:
    page.goto("about:blank")
    with bounded(DEFAULT_TIMEOUT_MS / 1000):
        snap = capture_snapshot(page)
    assert snap.url == "about:blank"
    assert snap.nodes == {}
    assert snap.text == ""
    assert not snap.truncated


def test_non_positive_timeout_is_rejected(page: Page) -> None:
    with pytest.raises(SnapshotError, match="timeout_ms"):
        capture_snapshot(page, timeout_ms=0)


# The walker reads `el.onclick` on every element; a custom element's getter runs page code in the
# middle of the walk, which is how these tests act "during capture" deterministically.
HOOK = """<script>
customElements.define('walk-hook', class extends HTMLElement {
  get onclick() { if (!this.fired) { this.fired = true; (%s)(); } return null; }
});
</script>"""


def test_frame_detached_mid_walk_is_left_out_with_a_note(page: Page, site: Site, other_site: Site) -> None:
    # Cross-origin, so the frame gets a walk of its own after the page's (a same-origin frame is
    # walked inside the page's walk, before the hook can remove it).
    child = other_site.add("/detach-child.html", "<html><body><button>Gone soon</button></body></html>")
    page.goto(
        site.add(
            "/detach.html",
            f"""<html><body>{HOOK % "() => document.querySelector('iframe').remove()"}
            <iframe src="{child}" width="300" height="100"></iframe>
            <walk-hook>hook</walk-hook><button>Stays</button></body></html>""",
        )
    )
    page.wait_for_load_state("load")
    with bounded(DEFAULT_TIMEOUT_MS / 1000):
        snap = capture_snapshot(page)
    names = [n.name for n in snap.nodes.values()]
    assert "Stays" in names
    assert "Gone soon" not in names
    assert len(snap.notes) == 1
    assert "left out: it was detached during the capture" in snap.notes[0]
    assert snap.text.splitlines()[-1].startswith("[note: frame ")
    # the iframe's own line went with it: no row names an element that is not in the page
    assert "iframe" not in [n.role for n in snap.nodes.values()]
    for node_id in snap.nodes:
        assert snap.locator(node_id).count() == 1, snap.xpath_map[node_id]


def test_same_origin_frame_detached_mid_walk_is_left_out_with_a_note(page: Page, site: Site) -> None:
    # A same-origin frame is walked inside the page's walk; page code the walk runs in the frame
    # removes the frame's iframe while its document is being walked.
    child = site.add(
        "/detach-inline-child.html",
        f"""<html><body><button>Before hook</button>{HOOK % "() => window.frameElement.remove()"}
        <walk-hook>hook</walk-hook><button>Gone soon</button></body></html>""",
    )
    page.goto(
        site.add(
            "/detach-inline.html",
            f"""<html><body><button>First</button><iframe src="{child}" width="300" height="100"></iframe>
            <iframe src="about:blank" width="10" height="10"></iframe><button>Stays</button></body></html>""",
        )
    )
    page.wait_for_load_state("load")
    with bounded(DEFAULT_TIMEOUT_MS / 1000):
        snap = capture_snapshot(page)
    names = [n.name for n in snap.nodes.values()]
    assert names[0] == "First"
    assert "Stays" in names  # the walk went on after the removed iframe
    assert "Before hook" not in names
    assert "Gone soon" not in names
    assert [note for note in snap.notes if "detached during the capture" in note] == [snap.notes[0]]
    assert len(snap.notes) == 1
    # no stale rows: every path names exactly one element of the page as it is now
    for node_id in snap.nodes:
        assert snap.locator(node_id).count() == 1, snap.xpath_map[node_id]
    assert snap.text.splitlines()[-1].startswith("[note: frame ")


@pytest.fixture
def isolated_page(browser_type: BrowserType, browser_type_launch_args: dict[str, Any]) -> Iterator[Page]:
    """A page in a browser that gives each site its own process, as desktop Chrome does (Chromium's
    headless shell, which a headless run launches when it can, keeps cross-site frames in the page's)."""
    args = [*browser_type_launch_args.get("args", []), "--site-per-process"]
    browser = browser_type.launch(**{**browser_type_launch_args, "args": args})
    try:
        yield browser.new_page()
    finally:
        browser.close()


def test_navigation_during_capture_is_recaptured(isolated_page: Page, site: Site, other_site: Site) -> None:
    # The page's walk starts a navigation (page code it runs); a cross-site frame's walk then
    # keeps its own process busy for 3 s, so the navigation commits while the capture is still
    # running, whichever trip it lands in: the capture must notice and capture the new page.
    page = isolated_page
    target = site.add("/after-nav.html", "<html><body><button>After navigation</button></body></html>")
    other_site.add(
        "/slow-child.html",
        f"""<html><body>{HOOK % "() => { const end = Date.now() + 3000; while (Date.now() < end) {} }"}
        <walk-hook>hook</walk-hook><button>Child</button></body></html>""",
    )
    page.goto(
        site.add(
            "/navigates.html",
            f"""<html><body>{HOOK % f"() => {{ location.href = '{target}'; }}"}
            <walk-hook>hook</walk-hook><button>Before</button>
            <iframe src="{cross_site(other_site, "/slow-child.html")}" width="300" height="100"></iframe>
            </body></html>""",
        )
    )
    page.wait_for_load_state("load")
    with bounded(DEFAULT_TIMEOUT_MS / 1000):
        snap = capture_snapshot(page)
    assert snap.url == target
    assert [n.name for n in snap.nodes.values()] == ["After navigation"]
    assert snap.notes == ()


def test_blocked_page_gives_a_snapshot_error(page: Page, site: Site) -> None:
    page.goto(site.add("/busy.html", "<html><body><button>Busy</button></body></html>"))
    page.evaluate(
        "() => { setTimeout(() => { const end = Date.now() + 2500; while (Date.now() < end) {} }, 0); }"
    )
    page.wait_for_timeout(50)
    with bounded(0.5), pytest.raises(SnapshotError, match="did not finish within"):
        capture_snapshot(page, timeout_ms=500)


def test_busy_page_with_a_cross_origin_frame_is_bounded(page: Page, site: Site, other_site: Site) -> None:
    # Handing a cross-origin frame over needs its owner element, which Playwright cannot time out:
    # the capture must not ask for it while the page's main thread is stuck.
    child = other_site.add("/busy-child.html", "<html><body><button>Child</button></body></html>")
    page.goto(
        site.add(
            "/busy-frames.html",
            f'<html><body><button>Busy</button><iframe src="{child}" width="200" height="80"></iframe></body></html>',
        )
    )
    page.wait_for_load_state("load")
    page.evaluate(
        "() => { setTimeout(() => { const end = Date.now() + 4000; while (Date.now() < end) {} }, 0); }"
    )
    page.wait_for_timeout(50)
    started = time.monotonic()
    with pytest.raises(SnapshotError, match="did not finish within"):
        capture_snapshot(page, timeout_ms=500)
    # well before the page's 4 s of work ends
    assert time.monotonic() - started < 3.5


def test_a_closed_page_is_an_error_that_says_so(page: Page, site: Site) -> None:
    page.goto(site.add("/closing.html", "<html><body><button>x</button></body></html>"))
    page.close()
    with bounded(1), pytest.raises(SnapshotError, match="the page is closed"):
        capture_snapshot(page)


def test_a_page_closed_during_the_capture_is_an_error_that_says_so(page: Page, site: Site) -> None:
    page.goto(
        site.add(
            "/closes-itself.html",
            f"""<html><body>{HOOK % "() => { window.close(); const end = Date.now() + 300; while (Date.now() < end) {} }"}
            <walk-hook>hook</walk-hook></body></html>""",
        )
    )
    # a page a script may close is one it opened: open it that way, then capture it
    with page.expect_popup() as popup_info:
        page.evaluate(f"() => window.open({site.url('/closes-itself.html')!r})")
    popup = popup_info.value
    popup.wait_for_load_state("load")
    # The walk runs to its end (a script cannot stop it): the close takes effect after it, so the
    # capture either still returns what it walked or, when the close wins the race back, says so.
    with bounded(DEFAULT_TIMEOUT_MS / 1000):
        outcome = snapshot_or_error(popup)
    if isinstance(outcome, SnapshotError):
        assert "the page is closed" in str(outcome)
    else:
        assert "hook" in outcome.text
    popup.wait_for_event("close", timeout=DEFAULT_TIMEOUT_MS)
    with bounded(1), pytest.raises(SnapshotError, match="the page is closed"):
        capture_snapshot(popup)


BIG_PAGE = """<html><body><div id="root"></div><script>
const root = document.getElementById('root');
const html = [];
for (let i = 0; i < 40000; i++) html.push('<div><span>item ' + i + '</span><button>b' + i + '</button><i></i><b></b></div>');
root.innerHTML = html.join('');
</script></body></html>"""


@pytest.fixture
def big_page(page: Page, site: Site) -> Page:
    page.goto(site.add("/big.html", BIG_PAGE))
    assert page.evaluate("() => document.getElementsByTagName('*').length") > 200_000
    return page


def test_200k_node_page_is_capped_with_a_visible_note(big_page: Page) -> None:
    with bounded(DEFAULT_TIMEOUT_MS / 1000):
        snap = capture_snapshot(big_page, max_nodes=5_000, max_tokens=2_000)
    assert snap.truncated
    assert len(snap.nodes) == 5_000
    assert any("node limit 5000" in note for note in snap.notes)
    assert "[note: frame 0" in snap.text
    assert "token budget of 2000" in snap.text
    assert snap.estimated_tokens() <= 2_000


def test_200k_node_page_with_the_default_arguments_is_bounded(big_page: Page) -> None:
    # page.snapshot() as a test calls it: the default node limit and timeout hold
    with bounded(DEFAULT_TIMEOUT_MS / 1000):
        snap = big_page.snapshot()  # type: ignore[attr-defined]
        nodes = snap.nodes
    assert snap.truncated
    assert any("node limit" in note or "time budget" in note for note in snap.notes)
    assert 0 < len(nodes) <= 50_000
    assert snap.text.splitlines()[-1].startswith("[note: frame 0")


def test_200k_node_page_with_a_short_timeout_is_bounded(big_page: Page) -> None:
    with bounded(0.3):
        result = snapshot_or_error(big_page, timeout_ms=300)
    if isinstance(result, SnapshotError):
        assert "within" in str(result) or "no time left" in str(result)
    else:
        assert result.truncated
        assert any("time budget" in note for note in result.notes)


def _walker_kept(page: Page) -> bool:
    key = json.dumps(capture_module._walker_key())
    return bool(page.evaluate(f"() => typeof window[Symbol.for({key})] === 'function'"))


def test_the_walker_kept_in_a_document_is_reused_and_replaced_when_lost(page: Page, site: Site) -> None:
    page.goto(site.add("/kept.html", "<button>One</button>"))
    first = capture_snapshot(page)
    # the document keeps the walker; the next capture calls it instead of sending its source
    assert _walker_kept(page)
    assert page.main_frame in capture_module._walker_installed
    assert capture_snapshot(page).text == first.text
    # page code that throws it away costs one more trip, not a failed capture
    key = json.dumps(capture_module._walker_key())
    page.evaluate(f"() => delete window[Symbol.for({key})]")
    page.evaluate("() => document.body.insertAdjacentHTML('beforeend', '<button>Two</button>')")
    assert '"Two"' in capture_snapshot(page).text
    assert _walker_kept(page)
    # a new document does not have it: the frame is forgotten on navigation, the source sent again
    page.goto(site.add("/kept2.html", "<a href='/x'>Three</a>"))
    assert page.main_frame not in capture_module._walker_installed
    assert not _walker_kept(page)
    assert '"Three"' in capture_snapshot(page).text
    assert _walker_kept(page)
