"""The walker's wire format: decoding (pure) and the round trip through real Chromium.

Payloads here are written by hand, field by field, so each rule of the format in wire.py's
docstring is pinned by a test independent of the walker.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page

from pytest_stagehand.errors import SnapshotError
from pytest_stagehand.snapshot import SnapshotNode, capture_snapshot, estimate_tokens, render_tree
from pytest_stagehand.snapshot.capture import walker_source
from pytest_stagehand.snapshot.wire import (
    ESCAPE,
    FIELD_SEPARATOR,
    WalkTree,
    decode_nodes,
    parse_walk,
    unescape,
)
from tests.support.server import Site

ATTR_KEYS = ["id", "class", "href", "data-testid"]
KINDS = [["main", "main"], ["a", "link"], ["#text", "StaticText"], ["iframe", "iframe"], ["button", "button"]]


def payload(rows: list[list[str]], /, text: str = "", **header: Any) -> str:
    """Rows written as ``[parent index or -1, kind, flags, name, ...]``, sent in the wire's terms."""
    return raw_payload([wire_row(index, row) for index, row in enumerate(rows)], text=text, **header)


def wire_row(index: int, row: list[str]) -> list[str]:
    parent, kind, flag_bits, *rest = row
    back = 0 if parent == "-1" else index - int(parent)
    return [str(back), str(int(kind) << 11 | int(flag_bits)), *rest]


def raw_payload(rows: list[list[str]], /, text: str = "", **header: Any) -> str:
    head = {
        "url": "http://shop.test/list",
        "origin": "http://shop.test",
        "ordinal": 0,
        "truncated": False,
        "reason": "",
        "cutOrdinal": -1,
        "cutUrl": "",
        "escaped": False,
        "escapedFields": False,
        "namesInText": False,
        "kinds": KINDS,
        "attrKeys": ATTR_KEYS,
        "frames": [],
        "nextOrdinal": 1,
        "unreachable": 0,
        "rows": len(rows),
        "doc": "doc-token",
        "keys": [1, len(rows)] if rows else [],
        "notes": [],
        "textChars": len(text),
        **header,
    }
    body = text + FIELD_SEPARATOR.join(f for row in rows for f in row)
    return json.dumps({"bodyChars": len(body), **head}) + "\n" + body


def decode(raw: str, **placement: Any) -> list[SnapshotNode]:
    return decode_nodes(parse_walk(raw), **placement)


def flags(*, interactive: bool = False, text_is_name: bool = False, attrs: int = 0, states: int = 0) -> str:
    return str(int(interactive) | int(text_is_name) << 1 | attrs << 2 | states << 6)


def met(
    ordinal: int, row: int, slot: int, node_id: str, *, depth: int = 1, text_end: int = 0
) -> dict[str, Any]:
    return {
        "ordinal": ordinal,
        "row": row,
        "slot": slot,
        "url": "",
        "id": node_id,
        "depth": depth,
        "textEnd": text_end,
    }


MAIN = ["-1", "0", flags(text_is_name=True), "", "", "", "0", "/html[1]/body[1]/main[1]"]
LINK = [
    "0", "1", flags(interactive=True, text_is_name=True, attrs=2, states=1), "Home", "", "~/home", "24", "/a[1]",
    "2=/home", "3=t-home", "expanded=F",
]  # fmt: skip
TEXT = ["0", "2", flags(), "Hello", "Hello there", "", "25", "p[1]"]


def test_rows_become_nodes_with_ids_depths_and_parents() -> None:
    main, link, text = decode(payload([MAIN, LINK, TEXT]))
    assert main == SnapshotNode(
        id="0-0", parent_id=None, depth=0, tag="main", role="main", name="", text="", attrs={}, states={},
        interactive=False, frame=0, xpath="/html[1]/body[1]/main[1]", url="", document="doc-token", key=1,
    )  # fmt: skip
    assert link == SnapshotNode(
        id="0-1", parent_id="0-0", depth=1, tag="a", role="link", name="Home", text="Home",
        attrs={"href": "/home", "data-testid": "t-home"}, states={"expanded": False}, interactive=True,
        frame=0, xpath="/html[1]/body[1]/main[1]/a[1]", url="http://shop.test/home", document="doc-token",
        key=2,
    )  # fmt: skip
    assert (text.parent_id, text.depth, text.name, text.text) == ("0-0", 1, "Hello", "Hello there")
    assert text.xpath == "/html[1]/body[1]/main[1]/p[1]"
    assert list(link.attrs) == ["href", "data-testid"]  # order as sent


def test_identity_keys_arrive_as_runs() -> None:
    nodes = decode(payload([MAIN, LINK, TEXT], doc="tab-1", keys=[7, 2, 3, 1]))
    assert [(n.document, n.key) for n in nodes] == [("tab-1", 7), ("tab-1", 8), ("tab-1", 3)]
    assert nodes[0].identity == ("tab-1", 7, "main", "")
    assert nodes[0].content_identity == ("/html[1]/body[1]/main[1]", "main", "")


@pytest.mark.parametrize("keys", [[1, 2], [1, 4], [1, 3, 9], [1, -3]])
def test_identity_keys_that_do_not_fit_the_rows_are_snapshot_errors(keys: list[int]) -> None:
    with pytest.raises(SnapshotError, match="malformed"):
        decode(payload([MAIN, LINK, TEXT], keys=keys))


def test_notes_of_the_walk_are_read() -> None:
    walk = parse_walk(payload([MAIN], notes=["frame http://x/ left out: it was detached during the capture"]))
    assert walk.notes == ("frame http://x/ left out: it was detached during the capture",)


def test_the_header_and_the_text_are_split_from_the_rows() -> None:
    text = '[0-0] main\n  [0-1] link "Home"'
    walk = parse_walk(payload([MAIN, LINK], text=text, nextOrdinal=4, unreachable=1))
    assert (walk.url, walk.ordinal, walk.text, walk.row_count) == ("http://shop.test/list", 0, text, 2)
    assert (walk.next_ordinal, walk.unreachable, walk.truncated, walk.frames) == (4, 1, False, ())
    assert [n.name for n in decode_nodes(walk)] == ["", "Home"]


def test_names_left_to_the_text_are_read_from_their_lines() -> None:
    in_text = 1 << 10
    text = '[3-0] main\n  [3-1] link "Home"\n  [3-2] StaticText "Hello"'
    link = [
        "0",
        "1",
        str(int(flags(interactive=True, text_is_name=True)) | in_text),
        "",
        "",
        "",
        "24",
        "/a[1]",
    ]
    hello = ["0", "2", str(int(flags()) | in_text), "", "Hello there", "", "25", "p[1]"]
    walk = parse_walk(payload([MAIN, link, hello], text=text, ordinal=3, namesInText=True))
    main, link_node, hello_node = decode_nodes(walk)
    assert (main.name, link_node.name, link_node.text) == ("", "Home", "Home")
    assert (hello_node.name, hello_node.text) == ("Hello", "Hello there")


def test_a_walk_of_a_child_frame_takes_its_ordinal_offset_parent_and_prefix() -> None:
    prefix = "/html[1]/body[1]/iframe[1] >>frame>> "
    main, link = decode(payload([MAIN, LINK], ordinal=3), depth_offset=4, parent_id="0-7", path_prefix=prefix)
    assert (main.id, main.parent_id, main.depth, main.frame) == ("3-0", "0-7", 4, 3)
    assert (link.id, link.parent_id, link.depth, link.frame) == ("3-1", "3-0", 5, 3)
    assert link.xpath == prefix + "/html[1]/body[1]/main[1]/a[1]"


def test_rows_under_an_iframe_walked_inline_open_that_frame() -> None:
    frame_path = "/html[1]/body[1]/main[1]/iframe[1] >>frame>> /html[1]/body[1]/button[1]"
    iframe = ["0", "3", flags(), "Offers", "", "", "24", "/iframe[1]"]
    inner = ["1", "4", flags(interactive=True, text_is_name=True), "Buy", "", "", "34", frame_path[34:]]
    inner_text = ["2", "2", flags(), "Inside", "", "", str(len(frame_path)), ""]
    after = ["0", "2", flags(), "After", "", "", "25", "p[1]"]
    nodes = decode(payload([MAIN, iframe, inner, inner_text, after], frames=[met(2, 1, -1, "0-1")]))
    assert [(n.id, n.parent_id, n.depth, n.frame) for n in nodes] == [
        ("0-0", None, 0, 0),
        ("0-1", "0-0", 1, 0),
        ("2-0", "0-1", 2, 2),
        ("2-1", "2-0", 3, 2),
        ("0-2", "0-0", 1, 0),
    ]
    assert [n.xpath for n in nodes[2:]] == [frame_path, frame_path, "/html[1]/body[1]/main[1]/p[1]"]


@pytest.mark.parametrize(
    ("wire_url", "origin", "url"),
    [
        ("", "http://shop.test", ""),
        ("~/p?q=1", "http://shop.test", "http://shop.test/p?q=1"),
        ("=https://other.test/x", "http://shop.test", "https://other.test/x"),
        ("=javascript:void(0)", "http://shop.test", "javascript:void(0)"),
        ("=~odd", "null", "~odd"),
        ("^", "http://shop.test", "http://shop.test/home"),  # the origin + the href attribute
    ],
)
def test_urls(wire_url: str, origin: str, url: str) -> None:
    row = ["-1", "1", flags(interactive=True, attrs=1), "x", "", wire_url, "0", "/a[1]", "2=/home"]
    (node,) = decode(payload([row], origin=origin))
    assert node.url == url


def test_a_url_made_of_an_href_that_is_the_name() -> None:
    # <a href="/docs">/docs</a>: the href attribute is sent as "the name" (2^), the URL as "^"
    row = ["-1", "1", flags(interactive=True, attrs=2), "/docs", "", "^", "0", "/a[1]", "0=x", "2^"]
    (node,) = decode(payload([row], origin="http://shop.test"))
    assert node.url == "http://shop.test/docs"
    assert node.attrs == {"id": "x", "href": "/docs"}


def test_states_true_false_and_strings() -> None:
    row = [
        "-1", "1", flags(states=5), "x", "", "", "0", "/a[1]",
        "value=S=T", "checked=Smixed", "disabled=T", "expanded=F", "level=S",
    ]  # fmt: skip
    (node,) = decode(payload([row]))
    assert node.states == {
        "value": "=T",
        "checked": "mixed",
        "disabled": True,
        "expanded": False,
        "level": "",
    }
    assert list(node.states) == ["value", "checked", "disabled", "expanded", "level"]


def test_attribute_values_may_hold_equals_signs_and_be_empty_or_be_the_name() -> None:
    row = ["-1", "1", flags(attrs=3), "x", "", "", "0", "/a[1]", "0=a=b^", "1=", "3^"]
    (node,) = decode(payload([row]))
    assert node.attrs == {"id": "a=b^", "class": "", "data-testid": "x"}


def test_frames_handed_back_are_listed_in_order() -> None:
    iframe = ["0", "3", flags(), "Offers", "", "=about:blank", "24", "/iframe[1]"]
    frames = [met(1, 1, 0, "0-1", text_end=20), met(2, 2, -1, "0-2"), met(3, 3, 1, "0-3")]
    walk = parse_walk(payload([MAIN, iframe, iframe, iframe], frames=frames))
    assert [(m.ordinal, m.slot, m.id, m.text_end) for m in walk.handed_back] == [
        (1, 0, "0-1", 20),
        (3, 1, "0-3", 0),
    ]


def test_truncation_is_reported() -> None:
    walk = parse_walk(
        payload(
            [MAIN], truncated=True, reason="node limit 1 reached", cutOrdinal=2, cutUrl="http://shop.test/f"
        )
    )
    assert (walk.truncated, walk.reason) == (True, "node limit 1 reached")
    assert (walk.cut_ordinal, walk.cut_url) == (2, "http://shop.test/f")


def test_empty_walk() -> None:
    assert decode(payload([])) == []


def test_a_tree_puts_each_frame_walked_apart_after_its_iframe_line() -> None:
    iframe = ["0", "3", flags(), "Offers", "", "", "24", "/iframe[1]"]
    after = ["0", "2", flags(), "After", "", "", "25", "p[1]"]
    top_text = '[0-0] main\n  [0-1] iframe "Offers"\n  [0-2] StaticText "After"'
    top = parse_walk(
        payload(
            [MAIN, iframe, after],
            text=top_text,
            frames=[met(1, 1, 0, "0-1", depth=1, text_end=top_text.index("\n  [0-2]"))],
        )
    )
    button = [
        "-1",
        "4",
        flags(interactive=True, text_is_name=True),
        "Buy",
        "",
        "",
        "0",
        "/html[1]/body[1]/button[1]",
    ]
    child = WalkTree(parse_walk(payload([button], text='    [1-0] button "Buy"', ordinal=1)), 2, "0-1")
    tree = WalkTree(top, children=((top.handed_back[0], child),))
    assert (
        tree.text()
        == '[0-0] main\n  [0-1] iframe "Offers"\n    [1-0] button "Buy"\n  [0-2] StaticText "After"'
    )
    assert tree.row_count() == 4
    nodes = tree.nodes()
    assert [(n.id, n.parent_id, n.depth) for n in nodes] == [
        ("0-0", None, 0),
        ("0-1", "0-0", 1),
        ("1-0", "0-1", 2),
        ("0-2", "0-0", 1),
    ]
    assert nodes[2].xpath == "/html[1]/body[1]/main[1]/iframe[1] >>frame>> /html[1]/body[1]/button[1]"


@pytest.mark.parametrize("last", [False, True])
def test_a_tree_leaves_out_the_line_of_a_frame_that_was_detached(last: bool) -> None:
    # A frame handed back that detached before its walk: its iframe is gone from the page, so its
    # line and node go too (its path would name nothing), whether a line follows it or not.
    iframe = ["0", "3", flags(), "Offers", "", "", "24", "/iframe[1]"]
    after = ["0", "2", flags(), "After", "", "", "25", "p[1]"]
    rows = [MAIN, after, iframe] if last else [MAIN, iframe, after]
    lines = ["[0-0] main", '  [0-1] StaticText "After"', '  [0-2] iframe "Offers"']
    if not last:
        lines = ["[0-0] main", '  [0-1] iframe "Offers"', '  [0-2] StaticText "After"']
    top_text = "\n".join(lines)
    row = 2 if last else 1
    text_end = len("\n".join(lines[: row + 1]))
    top = parse_walk(
        payload(rows, text=top_text, frames=[met(1, row, 0, f"0-{row}", depth=1, text_end=text_end)])
    )
    tree = WalkTree(top, gone=(top.handed_back[0],))
    assert tree.text() == f'[0-0] main\n  [0-{1 if last else 2}] StaticText "After"'
    assert tree.row_count() == 2
    assert [n.role for n in tree.nodes()] == ["main", "StaticText"]


@pytest.mark.parametrize(
    ("wire", "value"),
    [
        ("plain", "plain"),
        (ESCAPE + "1", FIELD_SEPARATOR),
        (ESCAPE + "0", ESCAPE),
        (ESCAPE + "01", ESCAPE + "1"),
        (ESCAPE + "u00e9t" + ESCAPE + "ud800", "\u00e9t\ud800"),
        ("a" + ESCAPE + "0" + ESCAPE + "1b", "a" + ESCAPE + FIELD_SEPARATOR + "b"),
    ],
)
def test_unescape(wire: str, value: str) -> None:
    assert unescape(wire) == value


def test_escaped_fields_are_unescaped_only_when_the_header_says_so() -> None:
    name = "a" + ESCAPE + "1b"
    row = ["-1", "1", flags(attrs=1), name, "", "", "0", "/a[1]", "0=" + ESCAPE + "0"]
    (escaped,) = decode(payload([row], escaped=True, escapedFields=True))
    assert (escaped.name, escaped.attrs["id"]) == ("a" + FIELD_SEPARATOR + "b", ESCAPE)
    (raw,) = decode(payload([row]))
    assert raw.name == name


def test_fields_with_only_non_ascii_escapes_are_unescaped_at_once() -> None:
    name = "caf" + ESCAPE + "u00e9 " + ESCAPE + "ud83d" + ESCAPE + "ude00"
    row = ["-1", "1", flags(attrs=1), name, "", "", "0", "/a[1]", "0=" + ESCAPE + "u2665"]
    (node,) = decode(payload([row], escaped=True))
    assert (node.name, node.attrs["id"]) == ("caf\u00e9 \U0001f600", "\u2665")


def test_escaped_text_is_unescaped() -> None:
    text = "[0-0] StaticText " + ESCAPE + "u2026 " + ESCAPE + "ud83d" + ESCAPE + "ude00 " + ESCAPE + "0u0041"
    walk = parse_walk(payload([], text=text, escaped=True))
    assert walk.text == "[0-0] StaticText \u2026 \U0001f600 " + ESCAPE + "u0041"


@pytest.mark.parametrize(
    "raw",
    [
        "not json\n",
        "[1, 2]\n",
        payload([MAIN], textChars=999),  # text longer than the body
        json.dumps({"url": "u"}) + "\n",  # header without its keys
    ],
)
def test_malformed_results_are_snapshot_errors(raw: str) -> None:
    with pytest.raises(SnapshotError):
        parse_walk(raw)


@pytest.mark.parametrize(
    "raw",
    [
        payload([MAIN[:5]]),  # a row cut short
        payload([["-1", "9", *MAIN[2:]]]),  # unknown kind
        raw_payload([["x", *wire_row(0, MAIN)[1:]]]),  # parent not a number
        raw_payload([["5", *wire_row(0, MAIN)[1:]]]),  # parent row that does not exist
        raw_payload([["-1", *wire_row(0, MAIN)[1:]]]),  # parent rows ahead
        payload([LINK[:-1]]),  # fewer state fields than the flags say
        payload([MAIN], rows=2),  # header and rows disagree
    ],
)
def test_malformed_rows_are_snapshot_errors(raw: str) -> None:
    with pytest.raises(SnapshotError):
        decode(raw)


# Values holding the separator, the escape character, quotes, backslashes, tabs, newlines and
# non-ASCII text must come back exactly as the page holds them.
ODD = 'a\x7fb \x1b0 \x1b c"d\\e\tf\ng ♥ 日本 😀'


def test_odd_characters_survive_the_round_trip(page: Page, site: Site) -> None:
    page.goto(site.add("/odd.html", "<html><body><button>x</button><textarea>y</textarea></body></html>"))
    page.evaluate(
        """(odd) => {
            const b = document.querySelector('button');
            b.setAttribute('data-testid', odd);
            b.setAttribute('title', odd);
            b.setAttribute('aria-label', 'label ' + odd);
            document.querySelector('textarea').value = odd;
            document.querySelector('textarea').setAttribute('aria-label', 'Text');
        }""",
        ODD,
    )
    snap = capture_snapshot(page)
    button = next(n for n in snap.nodes.values() if n.tag == "button")
    assert button.attrs["data-testid"] == ODD
    assert button.attrs["title"] == ODD
    assert button.attrs["aria-label"] == "label " + ODD
    textarea = next(n for n in snap.nodes.values() if n.tag == "textarea")
    assert textarea.states["value"] == ODD
    assert snap.locator(button.id).get_attribute("data-testid") == ODD


# Every state render_line shows, names and values past their caps (in code points: emoji are two
# UTF-16 units), quotes, backslashes and a value with a line break.
RENDERING = """<html><body>
<h2 aria-level="3">Title "quoted" \\ back</h2>
<input type="checkbox" aria-label="Unchecked">
<input type="checkbox" id="mixed" aria-label="Mixed">
<button aria-expanded="true" aria-pressed="true" disabled>Open</button>
<input aria-label="Required" required readonly value="v">
<input placeholder="Type here"> <input aria-label="Named" placeholder="Type more">
<select aria-label="Pick"><option>One</option><option selected>Two</option></select>
<textarea aria-label="Notes">first line
second line</textarea>
<a href="/a/long/path/that/goes/on/and/on/past/the/sixty/characters/shown">Long link</a>
<a href="/x" id="emoji">x</a>
<details open><summary>More</summary><p>Body</p></details>
<div role="slider" aria-valuenow="5" aria-valuetext="five" tabindex="0">Slider</div>
<script>
document.getElementById('mixed').indeterminate = true;
document.getElementById('emoji').textContent = 'x'.repeat(90) + '\\u{1F600}'.repeat(30);
</script>
</body></html>"""


def test_the_text_rendered_in_the_page_is_render_line_of_the_nodes(page: Page, site: Site) -> None:
    page.goto(site.add("/rendering.html", RENDERING))
    snap = capture_snapshot(page)
    assert snap.text == render_tree(snap.nodes.values())[0]
    # the textarea's value holds a line break, shown escaped: still one line per node
    assert len(snap.text.splitlines()) == len(snap.nodes)
    assert 'value="first line\\nsecond line"' in snap.text
    budget = estimate_tokens(snap.text) // 2
    assert capture_snapshot(page, max_tokens=budget).text == render_tree(snap.nodes.values(), budget)[0]


WALK_ARGS: dict[str, object] = {
    "nonce": None, "maxNodes": 50_000, "budgetMs": 10_000, "ordinal": 0, "nextOrdinal": 1,
    "depthOffset": 0,
}  # fmt: skip


@pytest.mark.parametrize(
    ("paragraph", "escaped"),
    [
        ("\u2665" + " plain words" * 7, True),  # a few: escaped
        ("\u65e5\u672c\u8a9e\u306e\u6587\u7ae0 \U0001f600", False),  # mostly non-ASCII: sent as is
    ],
)
def test_non_ascii_text_round_trips_escaped_or_not(
    page: Page, site: Site, paragraph: str, escaped: bool
) -> None:
    paragraphs = "".join(f"<p>{paragraph} {i}</p>" for i in range(40))
    page.goto(
        site.add(
            f"/non-ascii-{escaped}.html", f"<html><body><button>\u2713 OK</button>{paragraphs}</body></html>"
        )
    )
    raw = page.evaluate(walker_source(), WALK_ARGS)
    assert json.loads(raw.partition("\n")[0])["escaped"] is escaped
    snap = capture_snapshot(page)
    assert [n.name for n in snap.nodes.values()][:3] == ["\u2713 OK", f"{paragraph} 0", f"{paragraph} 1"]
    assert snap.text == render_tree(snap.nodes.values())[0]


def test_a_body_cut_short_on_the_way_is_a_snapshot_error() -> None:
    whole = payload([MAIN])
    parse_walk(whole)
    with pytest.raises(SnapshotError, match="cut short"):
        parse_walk(whole[:-3])
