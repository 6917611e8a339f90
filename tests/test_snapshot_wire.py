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
from pytest_stagehand.snapshot import SnapshotNode, capture_snapshot
from pytest_stagehand.snapshot.capture import walker_source
from pytest_stagehand.snapshot.wire import ESCAPE, FIELD_SEPARATOR, decode_walk, is_complete, unescape
from tests.support.server import Site

ATTR_KEYS = ["id", "class", "href", "data-testid"]


def payload(rows: list[list[str]], /, **header: Any) -> str:
    head = {
        "url": "http://shop.test/list",
        "origin": "http://shop.test",
        "truncated": False,
        "reason": "",
        "escaped": False,
        "kinds": [["main", "main"], ["a", "link"], ["#text", "StaticText"], ["iframe", "iframe"]],
        "attrKeys": ATTR_KEYS,
        "rows": len(rows),
        **header,
    }
    return json.dumps(head) + "\n" + FIELD_SEPARATOR.join(f for row in rows for f in row)


def flags(
    *, interactive: bool = False, text_is_name: bool = False, attrs: int = 0, states: int = 0, slot: int = -1
) -> str:
    return str(int(interactive) | int(text_is_name) << 1 | attrs << 2 | states << 6 | (slot + 1) << 10)


MAIN = ["-1", "0", flags(text_is_name=True), "", "", "", "0", "/html[1]/body[1]/main[1]"]
LINK = [
    "0", "1", flags(interactive=True, text_is_name=True, attrs=2, states=1), "Home", "", "~/home", "24", "/a[1]",
    "2=/home", "3=t-home", "expanded=F",
]  # fmt: skip
TEXT = ["0", "2", flags(), "Hello", "Hello there", "", "27", "2]"]


def test_rows_become_nodes_with_ids_depths_and_parents() -> None:
    walk = decode_walk(payload([MAIN, LINK, TEXT]), ordinal=0)
    assert walk.url == "http://shop.test/list"
    assert not walk.truncated
    assert walk.frame_slots == {}
    main, link, text = walk.nodes
    assert main == SnapshotNode(
        id="0-0", parent_id=None, depth=0, tag="main", role="main", name="", text="", attrs={}, states={},
        interactive=False, frame=0, xpath="/html[1]/body[1]/main[1]", url="",
    )  # fmt: skip
    assert link == SnapshotNode(
        id="0-1", parent_id="0-0", depth=1, tag="a", role="link", name="Home", text="Home",
        attrs={"href": "/home", "data-testid": "t-home"}, states={"expanded": False}, interactive=True,
        frame=0, xpath="/html[1]/body[1]/main[1]/a[1]", url="http://shop.test/home",
    )  # fmt: skip
    assert (text.parent_id, text.depth, text.name, text.text) == ("0-0", 1, "Hello", "Hello there")
    assert text.xpath == "/html[1]/body[1]/main[1]/a[2]"
    assert list(link.attrs) == ["href", "data-testid"]  # order as sent


def test_child_frame_rows_take_the_ordinal_offset_parent_and_prefix() -> None:
    prefix = "/html[1]/body[1]/iframe[1] >>frame>> "
    walk = decode_walk(payload([MAIN, LINK]), ordinal=3, depth_offset=4, parent_id="0-7", path_prefix=prefix)
    main, link = walk.nodes
    assert (main.id, main.parent_id, main.depth, main.frame) == ("3-0", "0-7", 4, 3)
    assert (link.id, link.parent_id, link.depth, link.frame) == ("3-1", "3-0", 5, 3)
    assert link.xpath == prefix + "/html[1]/body[1]/main[1]/a[1]"


@pytest.mark.parametrize(
    ("wire_url", "origin", "url"),
    [
        ("", "http://shop.test", ""),
        ("~/p?q=1", "http://shop.test", "http://shop.test/p?q=1"),
        ("=https://other.test/x", "http://shop.test", "https://other.test/x"),
        ("=javascript:void(0)", "http://shop.test", "javascript:void(0)"),
        ("=~odd", "null", "~odd"),
    ],
)
def test_urls(wire_url: str, origin: str, url: str) -> None:
    row = ["-1", "1", flags(interactive=True), "x", "", wire_url, "0", "/a[1]"]
    (node,) = decode_walk(payload([row], origin=origin), ordinal=0).nodes
    assert node.url == url


def test_states_true_false_and_strings() -> None:
    row = [
        "-1", "1", flags(states=5), "x", "", "", "0", "/a[1]",
        "value=S=T", "checked=Smixed", "disabled=T", "expanded=F", "level=S",
    ]  # fmt: skip
    (node,) = decode_walk(payload([row]), ordinal=0).nodes
    assert node.states == {
        "value": "=T",
        "checked": "mixed",
        "disabled": True,
        "expanded": False,
        "level": "",
    }
    assert list(node.states) == ["value", "checked", "disabled", "expanded", "level"]


def test_attribute_values_may_hold_equals_signs_and_be_empty() -> None:
    row = ["-1", "1", flags(attrs=2), "x", "", "", "0", "/a[1]", "0=a=b", "1="]
    (node,) = decode_walk(payload([row]), ordinal=0).nodes
    assert node.attrs == {"id": "a=b", "class": ""}


def test_frame_slots_map_node_index_to_owner_slot() -> None:
    iframe = ["0", "3", flags(slot=2), "Offers", "", "=about:blank", "0", "/html[1]/body[1]/iframe[1]"]
    walk = decode_walk(payload([MAIN, iframe]), ordinal=0)
    assert walk.frame_slots == {1: 2}


def test_paths_share_prefixes_with_the_previous_row_across_shadow_hops() -> None:
    host = "/html[1]/body[1]/x-card[1]"
    rows = [
        ["-1", "0", flags(), "", "", "", "0", host],
        ["0", "1", flags(), "a", "", "", str(len(host)), " >>shadow>> div:nth-child(1) > a:nth-child(2){1}"],
        ["0", "1", flags(), "b", "", "", str(len(host) + 20), "(3)"],
        ["-1", "0", flags(), "", "", "", "0", "/html[1]/body[1]/main[2]"],
    ]
    paths = [node.xpath for node in decode_walk(payload(rows), ordinal=0).nodes]
    assert paths == [
        host,
        host + " >>shadow>> div:nth-child(1) > a:nth-child(2){1}",
        host + " >>shadow>> div:nth-(3)",
        "/html[1]/body[1]/main[2]",
    ]


def test_truncation_is_reported() -> None:
    walk = decode_walk(payload([MAIN], truncated=True, reason="node limit 1 reached"), ordinal=0)
    assert walk.truncated
    assert walk.reason == "node limit 1 reached"


def test_empty_walk() -> None:
    walk = decode_walk(payload([]), ordinal=0)
    assert walk.nodes == []


@pytest.mark.parametrize(
    ("wire", "value"),
    [
        ("plain", "plain"),
        (ESCAPE + "1", FIELD_SEPARATOR),
        (ESCAPE + "0", ESCAPE),
        (ESCAPE + "01", ESCAPE + "1"),
        ("a" + ESCAPE + "0" + ESCAPE + "1b", "a" + ESCAPE + FIELD_SEPARATOR + "b"),
    ],
)
def test_unescape(wire: str, value: str) -> None:
    assert unescape(wire) == value


def test_escaped_fields_are_unescaped_only_when_the_header_says_so() -> None:
    name = "a" + ESCAPE + "1b"
    row = ["-1", "1", flags(attrs=1), name, "", "", "0", "/a[1]", "0=" + ESCAPE + "0"]
    (escaped,) = decode_walk(payload([row], escaped=True), ordinal=0).nodes
    assert (escaped.name, escaped.attrs["id"]) == ("a" + FIELD_SEPARATOR + "b", ESCAPE)
    (raw,) = decode_walk(payload([row]), ordinal=0).nodes
    assert raw.name == name


@pytest.mark.parametrize(
    "raw",
    [
        "not json\n",
        "[1, 2]\n",
        payload([MAIN[:5]]),  # a row cut short
        payload([["-1", "9", *MAIN[2:]]]),  # unknown kind
        payload([["x", *MAIN[1:]]]),  # parent not a number
        payload([["5", *MAIN[1:]]]),  # parent row that does not exist
        payload([LINK[:-1]]),  # fewer state fields than the flags say
        payload([MAIN], rows=2),  # header and rows disagree
        json.dumps({"url": "u"}) + "\n",  # header without its keys
    ],
)
def test_malformed_payloads_are_snapshot_errors(raw: str) -> None:
    with pytest.raises(SnapshotError):
        decode_walk(raw, ordinal=0)


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


@pytest.mark.parametrize(
    ("raw", "complete"),
    [
        (json.dumps({"bodyChars": 3}) + "\nabc", True),
        (json.dumps({"bodyChars": 3}) + "\nab", False),  # cut short on the way
        (json.dumps({"bodyChars": 0}) + "\n", True),
        (json.dumps({"rows": 0}) + "\n", False),  # no length to check against
        ("JSHandle@object", False),
        ("[3]\nabc", False),
        ("{not json\nabc", False),
    ],
)
def test_is_complete_checks_the_body_length_the_header_gives(raw: str, complete: bool) -> None:
    assert is_complete(raw) is complete


def test_the_handle_preview_of_a_walk_is_the_whole_string(page: Page, site: Site) -> None:
    # capture reads the walk from the handle's preview and fetches it again only when incomplete;
    # this pins that Playwright hands over the whole string (here ~200 kB) that way.
    buttons = "".join(f"<button>Button number {i} with a longer label</button>" for i in range(4000))
    page.goto(site.add("/preview.html", f"<html><body>{buttons}</body></html>"))
    args: dict[str, object] = {"root": None, "frames": [], "maxNodes": 50_000, "budgetMs": 10_000}
    handle = page.main_frame.wait_for_function(walker_source(), arg=args)
    try:
        preview = str(handle)
        value = handle.json_value()
    finally:
        handle.dispose()
    assert isinstance(value, str)
    assert len(value) > 100_000
    assert preview == value
    assert is_complete(preview)
