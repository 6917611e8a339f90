"""capture_snapshot on real Chromium: coverage, ids that resolve, names, hidden nodes, frames, shadow DOM.

Every element the tests care about carries a data-testid; ``t-*`` must appear as an interactive
node, ``h-*`` must not appear at all.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from pytest_stagehand.errors import SnapshotError
from pytest_stagehand.snapshot import Snapshot, capture_snapshot, render_tree
from tests.support.server import Site

RICH_PAGE = """<!doctype html><html><head><title>Rich</title></head><body>
<header><nav><ul>
  <li><a href="/home" data-testid="t-home">Home</a></li>
  <li><a href="/about" data-testid="t-about">About <b>us</b></a></li>
</ul></nav></header>
<main>
  <h1 data-testid="heading">Welcome</h1>
  <p>Plain paragraph text.</p>
  <form>
    <span id="lbl">Full name</span><input data-testid="t-labelledby" aria-labelledby="lbl">
    <input data-testid="t-arialabel" aria-label="Search the site" type="search">
    <label for="email">Email address</label><input id="email" data-testid="t-for" type="email" required>
    <label><input type="checkbox" data-testid="t-wrapped" checked> Remember me</label>
    <input data-testid="t-placeholder" placeholder="Your city">
    <input data-testid="t-title" title="Postcode">
    <select data-testid="t-select" aria-label="Country"><option>France</option><option selected>Japan</option></select>
    <textarea data-testid="t-textarea" aria-label="Comment">Hello there</textarea>
    <input type="submit" data-testid="t-submit" value="Send it">
    <button type="button" data-testid="t-disabled" disabled>Later</button>
    <button type="button" data-testid="t-expanded" aria-expanded="false">Menu</button>
  </form>
  <a href="/img"><img src="/logo.png" alt="Company logo" data-testid="t-imglink" width="20" height="20"></a>
  <div data-testid="t-onclick" onclick="void 0">Click handler div</div>
  <div data-testid="t-cursor" style="cursor:pointer">Pointer div</div>
  <span data-testid="t-tabindex" tabindex="0">Focusable span</span>
  <div data-testid="t-role" role="button">Role button</div>
  <div data-testid="t-editable" contenteditable="true">Editable <b>text</b></div>
  <svg data-testid="t-svg" role="button" aria-label="Close dialog" width="16" height="16"><path d="M0 0L16 16"/></svg>
  <table data-testid="table"><tr><th>Name</th><th>Price</th></tr><tr><td>Tea</td><td>3</td></tr></table>
  <div style="display:none"><button data-testid="h-display">Hidden display</button></div>
  <button data-testid="h-visibility" style="visibility:hidden">Hidden visibility</button>
  <div aria-hidden="true"><button data-testid="h-aria">Hidden aria</button></div>
  <button data-testid="h-zero" style="width:0;height:0;padding:0;border:0;overflow:hidden">Zero</button>
  <button data-testid="h-offscreen" style="position:absolute;left:-10000px;top:0">Offscreen</button>
  <div style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)">
    <button data-testid="h-sronly">Screen reader only</button></div>
  <details><summary data-testid="t-summary">More</summary><p>Folded text</p></details>
  <x-card id="card"><span slot="title" data-testid="slotted">Slotted title</span></x-card>
  <x-twin id="twin"><i>light</i><i>light two</i></x-twin>
  <div id="closed-host"></div>
</main>
<script>
  const card = document.getElementById('card').attachShadow({mode: 'open'});
  card.innerHTML = '<div><slot name="title"></slot><button data-testid="t-shadow">Shadow button</button></div>';
  const twin = document.getElementById('twin').attachShadow({mode: 'open'});
  twin.innerHTML = '<i>x</i><i><button data-testid="t-twin">Twin</button></i><slot></slot>';
  const inner = document.createElement('y-inner');
  twin.appendChild(inner);
  inner.attachShadow({mode: 'open'}).innerHTML = '<a href="/deep" data-testid="t-deep">Deep link</a>';
  document.getElementById('closed-host').attachShadow({mode: 'closed'}).innerHTML = '<button>Closed</button>';
</script>
</body></html>"""

EXPECTED_NAMES = {
    "t-home": ("link", "Home"),
    "t-about": ("link", "About us"),
    "t-labelledby": ("textbox", "Full name"),
    "t-arialabel": ("searchbox", "Search the site"),
    "t-for": ("textbox", "Email address"),
    "t-wrapped": ("checkbox", "Remember me"),
    "t-placeholder": ("textbox", "Your city"),
    "t-title": ("textbox", "Postcode"),
    "t-select": ("combobox", "Country"),
    "t-textarea": ("textbox", "Comment"),
    "t-submit": ("button", "Send it"),
    "t-disabled": ("button", "Later"),
    "t-expanded": ("button", "Menu"),
    "t-onclick": ("generic", "Click handler div"),
    "t-cursor": ("generic", "Pointer div"),
    "t-tabindex": ("generic", "Focusable span"),
    "t-role": ("button", "Role button"),
    "t-svg": ("button", "Close dialog"),
    "t-summary": ("button", "More"),
    "t-shadow": ("button", "Shadow button"),
    "t-twin": ("button", "Twin"),
    "t-deep": ("link", "Deep link"),
    "heading": ("heading", "Welcome"),
}


def by_testid(snap: Snapshot) -> dict[str, str]:
    return {n.attrs["data-testid"]: n.id for n in snap.nodes.values() if "data-testid" in n.attrs}


@pytest.fixture
def rich(page: Page, site: Site) -> Snapshot:
    page.goto(site.add("/rich.html", RICH_PAGE))
    return capture_snapshot(page)


def test_every_visible_interactive_element_has_an_id(rich: Snapshot) -> None:
    interactive = {n.attrs.get("data-testid") for n in rich.nodes.values() if n.interactive}
    expected = {tid for tid in EXPECTED_NAMES if tid.startswith("t-")} | {"t-editable"}
    assert expected <= interactive
    # the image link is interactive through its <a>; the image is inside it with its alt as name
    img_link = next(n for n in rich.nodes.values() if n.role == "link" and n.name == "Company logo")
    assert img_link.interactive
    assert rich.url_map[img_link.id].endswith("/img")


def test_hidden_elements_are_absent(rich: Snapshot) -> None:
    hidden = [tid for tid in by_testid(rich) if tid.startswith("h-")]
    assert hidden == []
    for text in ("Hidden", "Offscreen", "Zero", "Screen reader only", "Closed"):
        assert f'"{text}' not in rich.text


def test_names_and_roles(rich: Snapshot) -> None:
    ids = by_testid(rich)
    got = {tid: (rich.nodes[ids[tid]].role, rich.nodes[ids[tid]].name) for tid in EXPECTED_NAMES}
    assert got == EXPECTED_NAMES


def test_states(rich: Snapshot) -> None:
    ids = by_testid(rich)

    def states(tid: str) -> dict[str, str | bool]:
        return dict(rich.nodes[ids[tid]].states)

    assert states("t-wrapped")["checked"] is True
    assert states("t-for")["required"] is True
    assert states("t-select")["value"] == "Japan"
    assert states("t-textarea")["value"] == "Hello there"
    assert states("t-disabled")["disabled"] is True
    assert states("t-expanded")["expanded"] is False
    assert states("t-summary")["expanded"] is False
    assert states("t-placeholder")["placeholder"] == "Your city"
    assert states("t-editable")["value"] == "Editable text"
    assert states("heading")["level"] == "1"
    assert "[0-" in rich.text
    assert 'checkbox "Remember me" checked' in rich.text
    assert 'link "Home" href="/home"' in rich.text


def test_every_id_resolves_to_exactly_its_element(rich: Snapshot) -> None:
    for node_id, node in rich.nodes.items():
        locator = rich.locator(node_id)
        assert locator.count() == 1, (node_id, node.xpath)
        if node.tag != "#text" and "data-testid" in node.attrs:
            assert locator.get_attribute("data-testid") == node.attrs["data-testid"], node.xpath
        if node.tag == "#text":
            assert node.name.split(" ")[0] in locator.inner_text(), node.xpath


def test_shadow_paths_cross_boundaries(rich: Snapshot) -> None:
    ids = by_testid(rich)
    assert ">>shadow>>" in rich.xpath_map[ids["t-shadow"]]
    twin_path = rich.xpath_map[ids["t-twin"]]
    assert "{1}" in twin_path  # the host has a light <i> at the same position as the shadow one
    assert twin_path.count(">>shadow>>") == 1
    assert rich.xpath_map[ids["t-deep"]].count(">>shadow>>") == 2
    # slotted light content is reached by a plain XPath, and shown where the slot renders it
    slotted = next(n for n in rich.nodes.values() if n.name == "Slotted title")
    assert slotted.xpath == "/html[1]/body[1]/main[1]/x-card[1]/span[1]"
    assert rich.locator(slotted.id).get_attribute("data-testid") == "slotted"


def test_static_text_and_table_are_kept(rich: Snapshot) -> None:
    texts = [n.name for n in rich.nodes.values() if n.role == "StaticText"]
    assert "Plain paragraph text." in texts
    roles = [n.role for n in rich.nodes.values()]
    assert roles.count("row") == 2
    assert [n.name for n in rich.nodes.values() if n.role == "cell"] == ["Tea", "3"]
    assert "Folded text" not in texts  # inside a closed <details>


def test_text_lines_are_indented_tree(rich: Snapshot) -> None:
    lines = rich.text.splitlines()
    nav = next(i for i, line in enumerate(lines) if line.endswith("navigation"))
    assert lines[nav + 1].startswith(" " * (len(lines[nav]) - len(lines[nav].lstrip()) + 2) + "[0-")


def test_ids_are_unique_and_shaped(rich: Snapshot) -> None:
    import re

    assert all(re.fullmatch(r"0-\d+", i) for i in rich.nodes)
    assert list(rich.xpath_map) == list(rich.nodes)


FRAME_CHILD = """<html><body><h2>Inner</h2><button data-testid="t-inner">Inner button</button>
<iframe src="{nested}" width="300" height="100"></iframe></body></html>"""
FRAME_NESTED = """<html><body><a href="/n" data-testid="t-nested">Nested link</a></body></html>"""
FRAME_CROSS = """<html><body><input data-testid="t-cross" aria-label="Cross origin input"></body></html>"""


def test_same_and_cross_origin_nested_frames(page: Page, site: Site, other_site: Site) -> None:
    nested = site.add("/nested.html", FRAME_NESTED)
    child = site.add("/child.html", FRAME_CHILD.format(nested=nested))
    cross = other_site.add("/cross.html", FRAME_CROSS)
    top = site.add(
        "/frames.html",
        f"""<html><body><button data-testid="t-top">Top \U0001f600</button>
        <iframe src="{child}" width="400" height="300"></iframe>
        <iframe src="{cross}" width="400" height="100"></iframe>
        <iframe src="{child}" style="display:none"></iframe><button>Last</button></body></html>""",
    )
    page.goto(top)
    page.wait_for_load_state("load")
    # decoded apart (what act and observe read): the same nodes as the full decode's interactive ones
    interactive = dict(capture_snapshot(page).interactive_nodes)
    snap = capture_snapshot(page)
    assert interactive == {node_id: node for node_id, node in snap.nodes.items() if node.interactive}
    ids = by_testid(snap)
    assert {"t-top", "t-inner", "t-nested", "t-cross"} <= set(ids)
    frames = {tid: snap.nodes[ids[tid]].frame for tid in ("t-top", "t-inner", "t-nested", "t-cross")}
    # each document has its own ordinal, in document order (same-origin frames are walked inside
    # the page's walk, the cross-origin one on its own: the order is the same)
    assert frames == {"t-top": 0, "t-inner": 1, "t-nested": 2, "t-cross": 3}
    # the lines rendered in the page and stitched across walks are the nodes' own
    assert snap.text == render_tree(snap.nodes.values())[0]
    assert all(node_id.startswith(f"{snap.nodes[node_id].frame}-") for node_id in snap.nodes)
    assert snap.xpath_map[ids["t-nested"]].count(">>frame>>") == 2
    # the frame's nodes hang under their iframe line
    inner = snap.nodes[ids["t-inner"]]
    assert inner.parent_id is not None
    assert snap.nodes[inner.parent_id].role == "iframe"
    for tid, node_id in ids.items():
        locator = snap.locator(node_id)
        assert locator.count() == 1
        assert locator.get_attribute("data-testid") == tid
    snap.locator(ids["t-cross"]).fill("typed")
    assert capture_snapshot(page).nodes[ids["t-cross"]].states["value"] == "typed"
    assert len(snap.notes) == 0


def test_a_frame_the_page_walk_cannot_enter_gets_a_walk_of_its_own(page: Page, site: Site) -> None:
    # Same origin by its URL, but sandboxed: the page's walk cannot reach into it, so the capture
    # walks the page again handing that frame over, and then walks the frame itself.
    child = site.add(
        "/sandboxed.html", '<html><body><button data-testid="t-sandboxed">Inside</button></body></html>'
    )
    page.goto(
        site.add(
            "/sandbox-top.html",
            f"""<html><body><button data-testid="t-top">Top</button>
            <iframe sandbox="allow-scripts" src="{child}"></iframe><button data-testid="t-after">After</button></body></html>""",
        )
    )
    page.wait_for_load_state("load")
    interactive = dict(capture_snapshot(page).interactive_nodes)
    snap = capture_snapshot(page)
    assert interactive == {node_id: node for node_id, node in snap.nodes.items() if node.interactive}
    ids = by_testid(snap)
    assert set(ids) == {"t-top", "t-sandboxed", "t-after"}
    assert snap.nodes[ids["t-sandboxed"]].frame == 1
    assert [line.split("]")[0].strip() for line in snap.text.splitlines()][-2:] == ["[1-0", "[0-2"]
    assert snap.locator(ids["t-sandboxed"]).get_attribute("data-testid") == "t-sandboxed"
    assert snap.notes == ()


def test_selector_scopes_the_tree_css_and_xpath(rich: Snapshot, page: Page) -> None:
    for selector in ("form", "//form", "xpath=/html/body/main/form"):
        scoped = capture_snapshot(page, selector)
        root = next(iter(scoped.nodes.values()))
        assert root.role == "form"
        assert root.depth == 0
        tids = set(by_testid(scoped))
        assert "t-for" in tids
        assert "t-home" not in tids
        assert "t-shadow" not in tids
        assert scoped.xpath_map[root.id] == "/html[1]/body[1]/main[1]/form[1]"
        assert scoped.locator(by_testid(scoped)["t-for"]).get_attribute("data-testid") == "t-for"


def test_selector_into_a_shadow_root(rich: Snapshot, page: Page) -> None:
    scoped = capture_snapshot(page, "#card div")
    assert set(by_testid(scoped)) == {"t-shadow"}
    assert [n.name for n in scoped.nodes.values()] == ["Slotted title", "Shadow button"]
    assert scoped.locator(by_testid(scoped)["t-shadow"]).inner_text() == "Shadow button"


def test_selector_without_match_is_a_snapshot_error(rich: Snapshot, page: Page) -> None:
    with pytest.raises(SnapshotError, match="matched no element"):
        capture_snapshot(page, "#does-not-exist", timeout_ms=500)


def test_diff_shows_what_a_click_revealed(page: Page, site: Site) -> None:
    page.goto(
        site.add(
            "/diff.html",
            """<html><body><button aria-expanded="false" onclick="
              document.getElementById('menu').hidden = false; this.setAttribute('aria-expanded', 'true')">Open</button>
            <ul id="menu" hidden><li><a href="/a">First</a></li><li><a href="/b">Second</a></li></ul></body></html>""",
        )
    )
    before = capture_snapshot(page)
    page.get_by_role("button", name="Open").click()
    after = capture_snapshot(page)
    diff = after.diff(before)
    assert [n.name for n in diff.nodes.values() if n.role == "link"] == ["First", "Second"]
    # only a state changed on the button: same xpath, role and name, so it is not "new"
    assert [n.role for n in diff.nodes.values()].count("button") == 0
    assert 'link "First"' in diff.text
    assert 'link "Second"' in diff.text
    assert diff.locator(next(i for i, n in diff.nodes.items() if n.name == "Second")).inner_text() == "Second"


def test_a_hidden_panel_s_text_is_held_by_its_opener_and_never_rendered(page: Page, site: Site) -> None:
    """An unselected tab's panel and a collapsed control's region are skipped while hidden; their
    text, each text node apart, is the opener's ``holds`` state, which the rendered line leaves out.
    A shown panel, or one that does not exist, holds nothing."""
    page.goto(
        site.add(
            "/holds.html",
            """<html><body><div role=tablist>
            <button role=tab aria-controls=p1 aria-selected=true>Profile</button>
            <button role=tab aria-controls=p2 aria-selected=false>Notifications</button>
            <button role=tab aria-controls=nowhere aria-selected=false>Billing</button></div>
            <div role=tabpanel id=p1><label>Name <input></label></div>
            <div role=tabpanel id=p2 hidden><label>Digest <select><option>Daily</option><option>Never</option>
            </select></label><script>var x = 1;</script></div>
            <button aria-expanded=false aria-controls=more>More options</button>
            <div id=more style="display:none">Gift wrap <input type=checkbox></div></body></html>""",
        )
    )
    snap = capture_snapshot(page)
    held = {node.name: node.states.get("holds") for node in snap.interactive_nodes.values()}
    assert held["Notifications"] == "Digest Daily Never"
    assert held["More options"] == "Gift wrap"
    assert held["Profile"] is None
    assert held["Billing"] is None
    assert "Never" not in snap.text
    assert "holds" not in snap.text


def test_the_hidden_fields_right_after_a_box_are_held_by_the_box(page: Page, site: Site) -> None:
    """A box whose ticking or unticking shows the fields after it, tied by place alone (no
    aria-controls): the hidden block's text is the box's ``holds``. Not a block already shown, one
    holding no field, nor one beyond a field that is shown."""
    page.goto(
        site.add(
            "/box-holds.html",
            """<html><body><form>
            <label>Address <input value="1 Park Row"></label>
            <label><input type=checkbox checked> Ship to my billing address</label>
            <div hidden><label>Shipping address <input></label><label>Recipient name <input></label></div>
            <input type=checkbox id=gift><label for=gift>This is a gift</label>
            <div style="display:none"><label>Gift message <textarea></textarea></label></div>
            <div role=switch aria-checked=false tabindex=0>Dark mode</div><div hidden>No fields here</div>
            <label><input type=checkbox> Newsletter</label><label>Email <input></label>
            <div hidden><label>Frequency <select><option>Weekly</option></select></label></div>
            <label><input type=checkbox> Shown</label><div><label>Note <input></label></div>
            </form></body></html>""",
        )
    )
    snap = capture_snapshot(page)
    held = {node.name: node.states.get("holds") for node in snap.interactive_nodes.values()}
    assert held["Ship to my billing address"] == "Shipping address Recipient name"
    assert held["This is a gift"] == "Gift message"
    assert held["Dark mode"] is None
    assert held["Newsletter"] is None
    assert held["Shown"] is None
    assert "Recipient" not in snap.text


def test_token_budget_truncates_visibly(rich: Snapshot, page: Page) -> None:
    small = capture_snapshot(page, max_tokens=100)
    assert small.truncated
    assert small.estimated_tokens() <= 100
    assert "token budget of 100" in small.text.splitlines()[-1]
    assert not rich.truncated


def test_interactive_nodes_are_decoded_without_the_others(rich: Snapshot, page: Page) -> None:
    fresh = capture_snapshot(page)
    interactive = dict(fresh.interactive_nodes)
    some_id = next(iter(interactive))
    assert fresh.node(some_id) is interactive[some_id]
    assert fresh.locator(some_id).count() == 1
    assert fresh.interactive_text() == rich.interactive_text()
    # act and observe read only these: the full table was not decoded for them
    assert "nodes" not in fresh.__dict__
    assert interactive == {node_id: node for node_id, node in rich.nodes.items() if node.interactive}
    # any other id is still found (then by the full decode)
    static = next(node for node in rich.nodes.values() if node.role == "StaticText")
    assert fresh.node(static.id) == static
    assert fresh.node("9-999") is None


def test_interactive_text_is_flat_and_interactive_only(rich: Snapshot) -> None:
    lines = rich.interactive_text().splitlines()
    assert len(lines) == sum(1 for n in rich.nodes.values() if n.interactive)
    assert all(line.startswith("[0-") for line in lines)
    assert not any("StaticText" in line for line in lines)


def test_diff_after_a_banner_is_inserted_shows_only_the_banner(page: Page, site: Site) -> None:
    # Positional paths of every sibling shift when something is inserted at the top of body; the
    # page's own identity of each element says they are the elements seen before.
    page.goto(
        site.add(
            "/banner.html",
            """<html><body><div><button>Save</button><a href="/x">Details</a></div>
            <div><p>Some text</p><input aria-label="Name"></div></body></html>""",
        )
    )
    before = capture_snapshot(page)
    page.evaluate(
        """() => {
            const banner = document.createElement('div');
            banner.setAttribute('role', 'banner');
            banner.innerHTML = '<button>Accept cookies</button>';
            document.body.prepend(banner);
        }"""
    )
    after = capture_snapshot(page)
    assert before.nodes["0-0"].xpath != next(n for n in after.nodes.values() if n.name == "Save").xpath
    diff = after.diff(before)
    assert [(n.role, n.name) for n in diff.nodes.values()] == [("banner", ""), ("button", "Accept cookies")]
    assert diff.text == '[0-0] banner\n  [0-1] button "Accept cookies"'
    assert diff.locator("0-1").inner_text() == "Accept cookies"
    # across a navigation (another document) nodes are compared by path, role and name
    page.reload()
    reloaded = capture_snapshot(page)
    assert [n.name for n in reloaded.diff(before).nodes.values()] == []


def test_diff_of_a_truncated_capture_keeps_the_budget(page: Page, site: Site) -> None:
    page.goto(site.add("/many.html", "<html><body>" + "<p>paragraph of text</p>" * 200 + "</body></html>"))
    empty = capture_snapshot(page, "p >> nth=0")
    cut = capture_snapshot(page, max_tokens=100)
    diff = cut.diff(empty)
    assert cut.truncated
    assert diff.truncated
    assert diff.estimated_tokens() <= 100
    assert "token budget of 100" in diff.text


def test_selector_matching_several_elements_is_an_error_with_the_count(rich: Snapshot, page: Page) -> None:
    with pytest.raises(SnapshotError, match=r"matched \d+ elements.*exactly one"):
        capture_snapshot(page, "li")


def test_selector_without_match_fails_fast(rich: Snapshot, page: Page) -> None:
    import time

    started = time.monotonic()
    with pytest.raises(SnapshotError, match="'#missing' matched no element"):
        page.snapshot("#missing")  # type: ignore[attr-defined]
    # the default timeout is 10 s; a selector gets a short wait of its own (+ slack for the machine)
    assert time.monotonic() - started < 2 + 3


def test_selected_state_on_options_and_tabs(page: Page, site: Site) -> None:
    page.goto(
        site.add(
            "/selected.html",
            """<html><body>
            <select size="3" aria-label="Colour"><option>Red</option><option selected>Green</option><option>Blue</option></select>
            <div role="tablist"><button role="tab" aria-selected="false">One</button>
            <button role="tab" aria-selected="true">Two</button></div></body></html>""",
        )
    )
    snap = capture_snapshot(page)
    selected = {
        n.name: n.states.get("selected", False) for n in snap.nodes.values() if n.role in ("option", "tab")
    }
    assert selected == {"Red": False, "Green": True, "Blue": False, "One": False, "Two": True}
    assert 'option "Green" selected' in snap.text
    assert 'tab "Two" selected' in snap.text
    assert 'tab "One"\n' in snap.text + "\n"


def test_plain_wrappers_are_collapsed(page: Page, site: Site) -> None:
    page.goto(
        site.add(
            "/wrappers.html",
            """<html><body><div class="a"><div class="b"><span><div><button>Deep</button></div></span></div></div>
            <nav><div><div><a href="/x">Link</a></div></div></nav></body></html>""",
        )
    )
    snap = capture_snapshot(page)
    assert snap.text == '[0-0] button "Deep"\n[0-1] navigation\n  [0-2] link "Link" href="/x"'
    assert "generic" not in snap.text
    assert snap.nodes["0-2"].parent_id == "0-1"


def test_frame_and_shadow_hops_in_one_path(page: Page, site: Site, other_site: Site) -> None:
    # an iframe inside a shadow root, and a shadow root inside an iframe (same- and cross-origin)
    inner = """<html><body><x-host></x-host><script>
      document.querySelector('x-host').attachShadow({mode: 'open'}).innerHTML =
        '<div><button data-testid="%s">In shadow in frame</button></div>';
    </script></body></html>"""
    same = site.add("/hops-same.html", inner % "t-same")
    cross = other_site.add("/hops-cross.html", inner % "t-cross")
    page.goto(
        site.add(
            "/hops.html",
            f"""<html><body><x-outer></x-outer><iframe src="{cross}" width="300" height="100"></iframe>
            <script>document.querySelector('x-outer').attachShadow({{mode: 'open'}}).innerHTML =
              '<section><iframe src="{same}" width="300" height="100"></iframe></section>';</script></body></html>""",
        )
    )
    page.wait_for_load_state("load")
    page.frame_locator("x-outer iframe").get_by_text("In shadow in frame").wait_for()
    snap = capture_snapshot(page)
    ids = by_testid(snap)
    assert set(ids) == {"t-same", "t-cross"}
    same_path = snap.xpath_map[ids["t-same"]]
    assert same_path.index(">>shadow>>") < same_path.index(">>frame>>") < same_path.rindex(">>shadow>>")
    cross_path = snap.xpath_map[ids["t-cross"]]
    assert cross_path.index(">>frame>>") < cross_path.index(">>shadow>>")
    for tid, node_id in ids.items():
        locator = snap.locator(node_id)
        assert locator.count() == 1
        assert locator.get_attribute("data-testid") == tid
    snap.locator(ids["t-same"]).click()


def test_cross_origin_frame_under_a_selector_scope(page: Page, site: Site, other_site: Site) -> None:
    cross = other_site.add("/scoped-cross.html", FRAME_CROSS)
    page.goto(
        site.add(
            "/scoped-frames.html",
            f"""<html><body><button data-testid="t-outside">Outside</button>
            <section id="scope"><h2>Partner</h2><iframe src="{cross}" width="400" height="100"></iframe></section>
            </body></html>""",
        )
    )
    page.wait_for_load_state("load")
    snap = capture_snapshot(page, "#scope")
    ids = by_testid(snap)
    assert set(ids) == {"t-cross"}
    assert snap.nodes[ids["t-cross"]].frame == 1
    assert snap.locator(ids["t-cross"]).get_attribute("data-testid") == "t-cross"
    assert snap.notes == ()


def test_a_line_break_parts_the_words_of_a_name(page: Page, site: Site) -> None:
    """ "<b>Sam Patel</b><br>sam.patel@acme.io" is "Sam Patel sam.patel@acme.io", as Chromium and
    Playwright's role locators read it, not "Sam Patelsam.patel@acme.io"."""
    page.goto(
        site.add(
            "/snap-br.html",
            "<table><tr><td><b>Sam Patel</b><br><span>sam.patel@acme.io</span></td>"
            "<td><button>Remove<br>Sam</button></td></tr></table>",
        )
    )
    snap = capture_snapshot(page)
    names = {node.name for node in snap.nodes.values()}
    assert "Sam Patel sam.patel@acme.io" in names
    assert "Remove Sam" in names
    assert not any("Patelsam" in name or "RemoveSam" in name for name in names)
    assert page.get_by_role("cell", name="Sam Patel sam.patel@acme.io", exact=True).count() == 1
    assert page.get_by_role("button", name="Remove Sam", exact=True).count() == 1


def test_struck_out_text_is_marked_where_it_is_read_but_not_in_names_locators_match(
    page: Page, site: Site
) -> None:
    """A struck-out old date or price is still on screen but no longer holds: text runs and the
    names of cells read it between ~~ marks (from <s>, <del> and line-through alike); a button's
    name, which a role locator matches, stays as Chromium names it."""
    page.goto(
        site.add(
            "/snap-struck.html",
            "<table><tr><td>Check-up</td><td><s>12 Mar 2025</s> 26 Mar 2025</td>"
            "<td style='text-decoration: line-through'>Cancelled <b>slot</b></td></tr></table>"
            "<p>Price <span style='text-decoration: underline line-through'>£9</span> now £7, "
            "<del>was <i>£12</i></del> before</p>"
            "<button><s>£20</s> Buy £15</button>",
        )
    )
    snap = capture_snapshot(page)
    names = {node.name for node in snap.nodes.values()}
    assert "~~12 Mar 2025~~ 26 Mar 2025" in names
    assert "~~Cancelled slot~~" in names
    assert "Price ~~£9~~ now £7, ~~was £12~~ before" in names
    assert "£20 Buy £15" in names
    assert page.get_by_role("button", name="£20 Buy £15", exact=True).count() == 1


MODAL = """<title>Clinic</title><button id=open onclick="document.getElementById('d').showModal()">Change clinic</button>
<button>Confirm appointment</button>
<dialog id=d><label>Clinic <select><option>Downtown</option><option>Eastside</option></select></label>
<button onclick="this.closest('dialog').close()">Use this clinic</button></dialog>"""


def test_a_modal_dialog_leaves_nothing_else_to_act_on(page: Page, site: Site) -> None:
    """With a dialog opened by showModal() the rest of the page is inert: the act was offered the
    page's Select buttons behind it, chose one, and Playwright timed out clicking it, the dialog taking
    the click (fresh10 vaccination-2, dev). A dialog opened without showModal() leaves the page usable."""
    page.goto(site.add("/modal.html", MODAL))
    before = {n.name for n in capture_snapshot(page).interactive_nodes.values()}
    assert {"Change clinic", "Confirm appointment"} <= before
    page.click("#open")
    modal = capture_snapshot(page)
    assert {n.name for n in modal.interactive_nodes.values()} == {
        "Clinic",
        "Downtown",
        "Eastside",
        "Use this clinic",
    }
    assert "Confirm appointment" in modal.text  # still read, as text
    page.evaluate("document.getElementById('d').close(); document.getElementById('d').show()")
    shown = {n.name for n in capture_snapshot(page).interactive_nodes.values()}
    assert {"Change clinic", "Confirm appointment", "Use this clinic"} <= shown
