"""Coverage the rich page of test_snapshot_capture.py leaves open, on real Chromium: frames nested
across origins, SVG with parts to click, tables, contenteditable, handlers set as properties, the
accessible-name rules one by one, absolute URLs as the browser resolves them, closed shadow roots.
"""

from __future__ import annotations

from playwright.sync_api import Page

from pytest_stagehand.snapshot import Snapshot, capture_snapshot
from tests.support.server import Site


def by_testid(snap: Snapshot) -> dict[str, str]:
    return {n.attrs["data-testid"]: n.id for n in snap.nodes.values() if "data-testid" in n.attrs}


def assert_resolves(snap: Snapshot, ids: dict[str, str]) -> None:
    """Every id names exactly one element, and it is the element that carried the data-testid."""
    for tid, node_id in ids.items():
        locator = snap.locator(node_id)
        assert locator.count() == 1, (tid, snap.xpath_map[node_id])
        assert locator.get_attribute("data-testid") == tid, snap.xpath_map[node_id]


def test_cross_origin_frames_nested_both_ways(page: Page, site: Site, other_site: Site) -> None:
    # top (A) -> frame (B) -> frame (A) -> frame (B): every hop crosses an origin.
    deepest = other_site.add(
        "/x-deepest.html",
        '<html><body><a href="deep/next.html" data-testid="t-d4">Deepest link</a></body></html>',
    )
    third = site.add(
        "/x-third.html",
        f"""<html><body><button data-testid="t-d3">Third</button>
        <iframe src="{deepest}" width="300" height="80"></iframe></body></html>""",
    )
    second = other_site.add(
        "/x-second.html",
        f"""<html><body><input data-testid="t-d2" aria-label="Second field">
        <iframe src="{third}" width="350" height="200"></iframe></body></html>""",
    )
    top = site.add(
        "/x-top.html",
        f"""<html><body><a href="/top-link" data-testid="t-d1">Top link</a>
        <iframe src="{second}" title="Partner" width="400" height="300"></iframe></body></html>""",
    )
    page.goto(top)
    page.wait_for_load_state("load")
    snap = capture_snapshot(page)
    ids = by_testid(snap)
    assert set(ids) == {"t-d1", "t-d2", "t-d3", "t-d4"}
    assert [snap.nodes[ids[t]].frame for t in ("t-d1", "t-d2", "t-d3", "t-d4")] == [0, 1, 2, 3]
    for hops, tid in enumerate(("t-d1", "t-d2", "t-d3", "t-d4")):
        assert snap.xpath_map[ids[tid]].count(">>frame>>") == hops
    assert_resolves(snap, ids)
    # each frame's node hangs under the iframe line of its parent document
    iframe_line = snap.nodes[snap.nodes[ids["t-d2"]].parent_id or ""]
    assert (iframe_line.role, iframe_line.name, iframe_line.frame) == ("iframe", "Partner", 0)
    # relative URLs resolve against their own frame's document, as the browser does
    assert snap.url_map[ids["t-d4"]] == other_site.url("/deep/next.html")
    assert snap.url_map[ids["t-d1"]] == site.url("/top-link")
    # and the ids act: type into the cross-origin field
    snap.locator(ids["t-d2"]).fill("hello")
    assert page.frame_locator("iframe").locator("input").input_value() == "hello"
    assert snap.notes == ()


SVG_AND_TABLE = """<!doctype html><html><body>
<svg data-testid="icon" width="20" height="20"><title>Settings</title><path d="M0 0h20v20z"/></svg>
<svg width="20" height="20"><path d="M0 0h20v20z"/></svg>
<svg width="200" height="60">
  <a href="/chart/a" data-testid="t-svg-link"><text x="5" y="20">Bar A</text></a>
  <g role="button" tabindex="0" data-testid="t-svg-button" aria-label="Zoom in"><rect width="40" height="20" y="30"/></g>
  <rect width="10" height="10" x="150" onclick="void 0" data-testid="t-svg-onclick" aria-label="Dot"/>
</svg>
<svg width="200" height="30"><a xlink:href="/chart/b" data-testid="t-svg-xlink"><text x="5" y="20">Bar B</text></a></svg>
<table><caption>Orders</caption>
  <thead><tr><th>Order</th><th>Total</th></tr></thead>
  <tbody><tr><th scope="row">A-1</th><td>12 €</td></tr><tr><th scope="row">A-2</th><td><a href="/o/2" data-testid="t-cell-link">View</a></td></tr></tbody>
</table>
<div contenteditable="true" data-testid="t-editor"><p>First <b>bold</b> line</p><p>Second line</p></div>
<div data-testid="t-prop-handler">Property handler</div>
<script>document.querySelector('[data-testid="t-prop-handler"]').onclick = () => {};</script>
</body></html>"""


def test_svg_tables_contenteditable_and_property_handlers(page: Page, site: Site) -> None:
    site.add("/chart/a", "<html><body>Chart A</body></html>")
    page.goto(site.add("/svg-table.html", SVG_AND_TABLE))
    snap = capture_snapshot(page)
    ids = by_testid(snap)
    node = {tid: snap.nodes[node_id] for tid, node_id in ids.items()}
    # an icon with a title is one img line; an icon without a name is no line at all
    assert (node["icon"].role, node["icon"].name) == ("img", "Settings")
    assert [n.role for n in snap.nodes.values()].count("img") == 1
    # clickable parts inside an SVG are there, interactive, and resolve (non-HTML XPath steps)
    assert (node["t-svg-link"].role, node["t-svg-link"].name) == ("link", "Bar A")
    assert snap.url_map[ids["t-svg-link"]] == site.url("/chart/a")
    assert (node["t-svg-button"].role, node["t-svg-button"].name) == ("button", "Zoom in")
    assert node["t-svg-onclick"].name == "Dot"
    assert all(node[t].interactive for t in ("t-svg-link", "t-svg-button", "t-svg-onclick"))
    assert "local-name()='svg'" in snap.xpath_map[ids["t-svg-button"]]
    # an SVG 1.1 link (xlink:href) is a link too, with its URL and its href shown
    assert (node["t-svg-xlink"].role, node["t-svg-xlink"].name) == ("link", "Bar B")
    assert node["t-svg-xlink"].interactive
    assert snap.url_map[ids["t-svg-xlink"]] == site.url("/chart/b")
    assert 'link "Bar B" href="/chart/b"' in snap.text
    # tables keep their shape: caption as the name, header cells, row headers, cells
    table = next(n for n in snap.nodes.values() if n.role == "table")
    assert table.name == "Orders"
    assert [n.name for n in snap.nodes.values() if n.role == "columnheader"] == ["Order", "Total"]
    assert [n.name for n in snap.nodes.values() if n.role == "rowheader"] == ["A-1", "A-2"]
    assert [n.role for n in snap.nodes.values()].count("row") == 3
    link_cell = snap.nodes[node["t-cell-link"].parent_id or ""]
    assert link_cell.role == "cell"
    # a contenteditable region is one textbox holding its text; its inner markup is not interactive
    assert node["t-editor"].role == "textbox"
    assert node["t-editor"].interactive
    assert node["t-editor"].states["value"] == "First bold line Second line"
    assert not any(n.interactive for n in snap.nodes.values() if n.parent_id == ids["t-editor"])
    # a handler set as a property (el.onclick = fn) makes the element interactive
    assert node["t-prop-handler"].interactive
    assert node["t-prop-handler"].name == "Property handler"
    assert_resolves(snap, ids)
    snap.locator(ids["t-svg-link"]).click()
    page.wait_for_url(site.url("/chart/a"))


def test_a_page_in_design_mode_is_one_editable_region(page: Page, site: Site) -> None:
    # Without design mode only an element with the attribute starts an editable region (the walk
    # asks no other element); with it, the whole document is one.
    page.goto(
        site.add(
            "/design.html",
            '<html><body><p>Plain</p><div contenteditable="true" data-testid="t-edit">Edit</div>'
            '<button data-testid="t-button">Go</button></body></html>',
        )
    )
    snap = capture_snapshot(page)
    node = {tid: snap.nodes[node_id] for tid, node_id in by_testid(snap).items()}
    assert node["t-edit"].role == "textbox"
    assert node["t-button"].interactive
    assert [n.role for n in snap.nodes.values()].count("textbox") == 1
    page.evaluate("() => { document.designMode = 'on'; }")
    designed = capture_snapshot(page)
    # the document element is now the editable root (as Chromium says): one textbox holding the
    # page's text, and nothing inside it to click
    (root,) = [n for n in designed.nodes.values() if n.role == "textbox"]
    assert root.tag == "html"
    assert "Plain" in str(root.states["value"])
    assert not any(n.interactive for n in designed.nodes.values() if n is not root)


ACCNAME = """<!doctype html><html><body>
<span id="first">Given</span><span id="last">Family</span>
<input data-testid="labelledby-two" aria-labelledby="first last">
<button data-testid="labelledby-wins" aria-labelledby="first" aria-label="Ignored">Ignored too</button>
<button data-testid="label-wins" aria-label="Close window">X</button>
<label for="f1">Label for</label><input id="f1" data-testid="label-for" title="Not this" placeholder="Nor this">
<label>Wrapping <input data-testid="label-wrap" type="text"> label</label>
<label for="f2">First label</label><label for="f2">second label</label><input id="f2" data-testid="two-labels">
<img src="/a.png" alt="Alt text" data-testid="alt" width="10" height="10">
<img src="/b.png" alt="" data-testid="decorative" width="10" height="10">
<button data-testid="title-only" title="Title text"><svg width="10" height="10"><path d="M0 0h9v9z"/></svg></button>
<input data-testid="placeholder-only" placeholder="Placeholder text">
<a href="/c" data-testid="content"> Content <span>text</span> <img src="/i.png" alt="with alt" width="5" height="5"></a>
<button data-testid="hidden-part">Visible<span style="display:none"> hidden</span><span aria-hidden="true"> aria-hidden</span></button>
<input type="submit" data-testid="submit-default">
<input type="image" src="/go.png" alt="Go" data-testid="image-input" width="10" height="10">
<fieldset data-testid="fieldset"><legend>Legend text</legend><input aria-label="inside"></fieldset>
<input data-testid="title-and-placeholder" title="Title wins" placeholder="Placeholder loses">
<div data-testid="aria-placeholder" role="textbox" contenteditable="true" title="Title loses" aria-placeholder="Aria placeholder"></div>
<span id="ref-label" aria-label="Its aria-label">its text</span><input data-testid="ref-aria-label" aria-labelledby="ref-label">
<input id="ref-input" aria-label="Typed" value="its value"><input data-testid="ref-value" aria-labelledby="ref-input">
<select id="ref-select" aria-label="Choice"><option>One</option><option selected>Two</option></select><input data-testid="ref-select" aria-labelledby="ref-select">
<img id="ref-img" src="/r.png" alt="Its alt" width="5" height="5"><input data-testid="ref-img" aria-labelledby="ref-img">
<span id="ref-hidden" hidden>Hidden but referenced</span><input data-testid="ref-hidden" aria-labelledby="ref-hidden">
</body></html>"""

EXPECTED_ACCNAMES = {
    "labelledby-two": ("textbox", "Given Family"),
    "labelledby-wins": ("button", "Given"),
    "label-wins": ("button", "Close window"),
    "label-for": ("textbox", "Label for"),
    "label-wrap": ("textbox", "Wrapping label"),
    "two-labels": ("textbox", "First label second label"),
    "alt": ("img", "Alt text"),
    "title-only": ("button", "Title text"),
    "placeholder-only": ("textbox", "Placeholder text"),
    "content": ("link", "Content text with alt"),
    "hidden-part": ("button", "Visible"),
    "submit-default": ("button", "Submit"),
    "image-input": ("button", "Go"),
    "fieldset": ("group", "Legend text"),
    # Chromium names a native field by its title before its placeholder, as HTML-AAM says
    "title-and-placeholder": ("textbox", "Title wins"),
    # and a custom textbox by its aria-placeholder before its title
    "aria-placeholder": ("textbox", "Aria placeholder"),
    # aria-labelledby: a referenced element's own aria-label, a control's value, an image's alt
    "ref-aria-label": ("textbox", "Its aria-label"),
    "ref-value": ("textbox", "its value"),
    "ref-select": ("textbox", "Two"),
    "ref-img": ("textbox", "Its alt"),
    "ref-hidden": ("textbox", "Hidden but referenced"),
}


def chromium_names(page: Page, testids: list[str]) -> dict[str, str]:
    """Chromium's own accessible names (its accessibility tree, through CDP: the test's oracle;
    the snapshot itself uses no CDP)."""
    cdp = page.context.new_cdp_session(page)
    try:
        root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        names = {}
        for tid in testids:
            node_id = cdp.send("DOM.querySelector", {"nodeId": root, "selector": f'[data-testid="{tid}"]'})[
                "nodeId"
            ]
            ax = cdp.send("Accessibility.getPartialAXTree", {"nodeId": node_id, "fetchRelatives": False})[
                "nodes"
            ]
            names[tid] = ax[0].get("name", {}).get("value", "")
        return names
    finally:
        cdp.detach()


def test_accessible_names_rule_by_rule(page: Page, site: Site) -> None:
    page.goto(site.add("/accname.html", ACCNAME))
    snap = capture_snapshot(page)
    ids = by_testid(snap)
    got = {tid: (snap.nodes[ids[tid]].role, snap.nodes[ids[tid]].name) for tid in EXPECTED_ACCNAMES}
    assert got == EXPECTED_ACCNAMES
    assert "decorative" not in ids  # alt="" marks an image as decoration
    # Chromium's own accessibility tree agrees on every name above
    assert chromium_names(page, list(EXPECTED_ACCNAMES)) == {
        tid: name for tid, (_, name) in EXPECTED_ACCNAMES.items()
    }
    # and so does Playwright's role engine, where it follows Chromium
    for tid, (role, name) in EXPECTED_ACCNAMES.items():
        if role in ("group", "img") or tid == "aria-placeholder":
            continue
        assert page.get_by_role(role, name=name, exact=True).get_attribute("data-testid") == tid  # type: ignore[arg-type]


URLS = """<!doctype html><html><body>
<a href="sibling.html" data-testid="relative">r</a>
<a href="../up.html" data-testid="parent-dir">p</a>
<a href="/root/./dot/../x" data-testid="dot-segments">d</a>
<a href="?q=1 2" data-testid="query">q</a>
<a href="#frag" data-testid="fragment">f</a>
<a href="//other.test/path" data-testid="scheme-relative">s</a>
<a href="https://Example.COM/A" data-testid="absolute">a</a>
<a href="/plain/path-1_2.html" data-testid="root-relative">rr</a>
<a href="mailto:someone@example.com" data-testid="mailto">m</a>
<img src="img/pic.png" alt="Picture" data-testid="image" width="10" height="10">
</body></html>"""


def test_url_map_holds_absolute_urls_as_the_browser_resolves_them(page: Page, site: Site) -> None:
    page.goto(site.add("/dir/sub/urls.html", URLS))
    snap = capture_snapshot(page)
    ids = by_testid(snap)
    assert len(ids) == 10
    for tid, node_id in ids.items():
        prop = "src" if tid == "image" else "href"
        expected = snap.locator(node_id).evaluate(f"e => e.{prop}")
        assert snap.url_map[node_id] == expected, tid
    assert snap.url_map[ids["relative"]] == site.url("/dir/sub/sibling.html")
    assert snap.url_map[ids["dot-segments"]] == site.url("/root/x")


def test_url_map_follows_a_base_element(page: Page, site: Site, other_site: Site) -> None:
    base = other_site.url("/elsewhere/")
    page.goto(
        site.add(
            "/based.html",
            f"""<html><head><base href="{base}"></head><body>
            <a href="/abs" data-testid="root">a</a><a href="rel" data-testid="rel">b</a></body></html>""",
        )
    )
    snap = capture_snapshot(page)
    ids = by_testid(snap)
    assert snap.url_map[ids["root"]] == other_site.url("/abs")
    assert snap.url_map[ids["rel"]] == other_site.url("/elsewhere/rel")


def test_closed_shadow_root_content_is_out_and_the_host_stays(page: Page, site: Site) -> None:
    page.goto(
        site.add(
            "/closed.html",
            """<html><body><section aria-label="Widget" id="host"><button>Light child</button></section>
            <script>document.getElementById('host').attachShadow({mode: 'closed'}).innerHTML =
              '<button>Inside closed</button>';</script></body></html>""",
        )
    )
    snap = capture_snapshot(page)
    names = [n.name for n in snap.nodes.values()]
    assert "Widget" in names  # the host is in the tree
    assert "Inside closed" not in names  # what a closed root renders cannot be read without CDP
    # light children the closed root does not slot are not rendered, so not walked either
    assert "Light child" not in names
    assert page.get_by_role("button", name="Inside closed").count() == 0  # Playwright cannot see in either
