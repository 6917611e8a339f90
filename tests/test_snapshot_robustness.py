"""Bad input: every capture ends with a snapshot or a SnapshotError, never a hang."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from pytest_stagehand.errors import SnapshotError
from pytest_stagehand.snapshot import Snapshot, capture_snapshot
from tests.support.server import Site


def snapshot_or_error(page: Page, **kwargs: Any) -> Snapshot | SnapshotError:
    """A capture that may legitimately end either way; anything else (or a hang) fails the test."""
    try:
        return capture_snapshot(page, **kwargs)
    except SnapshotError as e:
        return e


def test_about_blank_gives_an_empty_snapshot(page: Page) -> None:
    page.goto("about:blank")
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
    snap = capture_snapshot(page)
    names = [n.name for n in snap.nodes.values()]
    assert "Stays" in names
    assert "Gone soon" not in names
    assert len(snap.notes) == 1
    assert "left out" in snap.notes[0]
    assert snap.text.splitlines()[-1].startswith("[note: frame ")


def test_navigation_during_capture_is_recaptured(page: Page, site: Site) -> None:
    target = site.add("/after-nav.html", "<html><body><button>After navigation</button></body></html>")
    page.goto(
        site.add(
            "/navigates.html",
            f"""<html><body>{HOOK % f"() => {{ location.href = '{target}'; const end = Date.now() + 300; while (Date.now() < end) {{}} }}"}
            <walk-hook>hook</walk-hook><button>Before</button></body></html>""",
        )
    )
    result = snapshot_or_error(page, timeout_ms=10_000)
    if isinstance(result, SnapshotError):
        assert "navigat" in str(result)
    else:
        assert [n.name for n in result.nodes.values() if n.role == "button"] in (
            ["After navigation"],
            ["Before"],
        )


def test_blocked_page_gives_a_snapshot_error(page: Page, site: Site) -> None:
    page.goto(site.add("/busy.html", "<html><body><button>Busy</button></body></html>"))
    page.evaluate(
        "() => { setTimeout(() => { const end = Date.now() + 2500; while (Date.now() < end) {} }, 0); }"
    )
    page.wait_for_timeout(50)
    with pytest.raises(SnapshotError, match="did not finish within"):
        capture_snapshot(page, timeout_ms=500)


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
    snap = capture_snapshot(big_page, max_nodes=5_000, max_tokens=2_000)
    assert snap.truncated
    assert len(snap.nodes) == 5_000
    assert any("node limit 5000" in note for note in snap.notes)
    assert "[note: frame 0" in snap.text
    assert "token budget of 2000" in snap.text


def test_200k_node_page_with_a_short_timeout_is_bounded(big_page: Page) -> None:
    result = snapshot_or_error(big_page, timeout_ms=300)
    if isinstance(result, SnapshotError):
        assert "within" in str(result) or "no time left" in str(result)
    else:
        assert result.truncated
        assert any("time budget" in note for note in result.notes)
