"""Pure snapshot logic: path format, line rendering, token budget, diff, interactive list."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

import pytest

from pytest_stagehand.errors import SnapshotError
from pytest_stagehand.snapshot import (
    FRAME_HOP,
    SHADOW_HOP,
    Snapshot,
    SnapshotNode,
    estimate_tokens,
    parse_path,
)
from pytest_stagehand.snapshot.model import (
    MIN_MAX_TOKENS,
    build_snapshot,
    render_line,
    render_tree,
    rendered_snapshot,
    truncation_marker,
)
from pytest_stagehand.snapshot.paths import CssStep, FramePath, join_frame_path


def node(
    n: int,
    role: str = "button",
    name: str = "",
    *,
    depth: int = 0,
    frame: int = 0,
    xpath: str | None = None,
    interactive: bool = False,
    states: Mapping[str, str | bool] | None = None,
    attrs: Mapping[str, str] | None = None,
    url: str = "",
    document: str = "",
    key: int = 0,
) -> SnapshotNode:
    return SnapshotNode(
        id=f"{frame}-{n}",
        parent_id=None,
        depth=depth,
        tag="#text" if role == "StaticText" else "div",
        role=role,
        name=name,
        text=name,
        attrs=attrs or {},
        states=states or {},
        interactive=interactive,
        frame=frame,
        xpath=xpath or f"/html[1]/body[1]/div[{n + 1}]",
        url=url,
        document=document,
        key=key,
    )


class TestPaths:
    def test_plain_xpath(self) -> None:
        assert parse_path("/html[1]/body[1]/a[2]") == (FramePath(xpath="/html[1]/body[1]/a[2]"),)

    def test_frame_and_shadow_hops(self) -> None:
        path = (
            "/html[1]/body[1]/iframe[1]"
            + FRAME_HOP
            + "/html[1]/body[1]/x-card[1]"
            + SHADOW_HOP
            + "div:nth-child(2){1} > button:nth-child(1)"
            + SHADOW_HOP
            + "span:nth-child(3){0}"
        )
        assert parse_path(path) == (
            FramePath(xpath="/html[1]/body[1]/iframe[1]"),
            FramePath(
                xpath="/html[1]/body[1]/x-card[1]",
                shadow_hops=(
                    (CssStep("div:nth-child(2)", 1), CssStep("button:nth-child(1)")),
                    (CssStep("span:nth-child(3)", 0),),
                ),
            ),
        )

    def test_join_frame_path(self) -> None:
        assert join_frame_path("/html[1]/body[1]/iframe[2]", "/html[1]") == (
            "/html[1]/body[1]/iframe[2]" + FRAME_HOP + "/html[1]"
        )

    @pytest.mark.parametrize(
        "bad", ["", "   ", "html/body", "/a" + FRAME_HOP + "body", "/a" + SHADOW_HOP + "b c"]
    )
    def test_bad_paths_raise(self, bad: str) -> None:
        with pytest.raises(SnapshotError):
            parse_path(bad)


class TestRenderLine:
    def test_role_and_name(self) -> None:
        assert render_line(node(3, "button", "Save", depth=2)) == '    [0-3] button "Save"'

    def test_no_name(self) -> None:
        assert render_line(node(1, "textbox", depth=0)) == "[0-1] textbox"

    def test_quotes_and_backslashes_are_escaped(self) -> None:
        assert render_line(node(1, "StaticText", 'say "hi" \\o/')) == r'[0-1] StaticText "say \"hi\" \\o/"'

    def test_long_names_are_cut_visibly(self) -> None:
        line = render_line(node(1, "StaticText", "x" * 500))
        assert line.endswith('…"')
        assert len(line) < 130

    def test_states_in_fixed_order(self) -> None:
        states: dict[str, str | bool] = {
            "required": True,
            "value": "abc",
            "disabled": True,
            "checked": False,
            "expanded": True,
            "selected": False,
        }
        assert render_line(node(1, "checkbox", "Agree", states=states)) == (
            '[0-1] checkbox "Agree" value="abc" checked=false expanded disabled required'
        )

    def test_mixed_checked_and_level(self) -> None:
        assert render_line(node(1, "checkbox", "All", states={"checked": "mixed"})) == (
            '[0-1] checkbox "All" checked="mixed"'
        )
        assert (
            render_line(node(2, "heading", "Title", states={"level": "2"})) == '[0-2] heading "Title" level=2'
        )

    def test_placeholder_only_when_there_is_no_name(self) -> None:
        # a field named by its placeholder shows it once, as its name
        assert (
            render_line(node(1, "textbox", "Email", states={"placeholder": "Email"}))
            == '[0-1] textbox "Email"'
        )
        # a field with a label: the label names it, the placeholder is not shown
        assert (
            render_line(node(1, "textbox", "Email", states={"placeholder": "you@x"}))
            == '[0-1] textbox "Email"'
        )
        # nothing names it: the placeholder is what there is
        assert render_line(node(1, "textbox", "", states={"placeholder": "you@x"})) == (
            '[0-1] textbox placeholder="you@x"'
        )

    @pytest.mark.parametrize(
        ("value", "shown"),
        [
            ("two\nlines", '"two\\nlines"'),
            ("cr\r\nlf", '"cr\\r\\nlf"'),
            ("form\x0cfeed \u2028 sep \x85", '"form\\u000cfeed \\u2028 sep \\u0085"'),
            ('quote " and \\', '"quote \\" and \\\\"'),
            ("tab\tstays", '"tab\tstays"'),
        ],
    )
    def test_line_breaks_are_escaped_one_node_one_line(self, value: str, shown: str) -> None:
        line = render_line(node(1, "textbox", value, states={"value": value}))
        assert line == f"[0-1] textbox {shown} value={shown}"
        assert len(line.splitlines()) == 1

    def test_links_show_href(self) -> None:
        assert render_line(node(1, "link", "Home", attrs={"href": "/"})) == '[0-1] link "Home" href="/"'
        assert render_line(node(1, "button", "Home", attrs={"href": "/"})) == '[0-1] button "Home"'


class TestBudget:
    nodes: ClassVar[list[SnapshotNode]] = [
        node(n, "StaticText", f"line number {n}", depth=n % 3) for n in range(100)
    ]

    def test_fits_untouched(self) -> None:
        text, cut = render_tree(self.nodes, max_tokens=None)
        assert not cut
        assert text.count("\n") == 99
        assert render_tree(self.nodes, max_tokens=estimate_tokens(text)) == (text, False)

    @pytest.mark.parametrize("budget", [40, 100, 300, 600])
    def test_cut_with_marker_and_within_budget(self, budget: int) -> None:
        text, cut = render_tree(self.nodes, max_tokens=budget)
        assert cut
        assert estimate_tokens(text) <= budget
        last = text.splitlines()[-1]
        shown = len(text.splitlines()) - 1
        assert last == truncation_marker(100 - shown, budget)
        assert text.splitlines()[:shown] == [render_line(n) for n in self.nodes[:shown]]

    @pytest.mark.parametrize("budget", [MIN_MAX_TOKENS, 40, 100, 300])
    def test_notes_count_inside_the_budget(self, budget: int) -> None:
        notes = ("frame http://x/ad.html inside [0-3] left out: it did not finish in time", "a second note")
        text, cut = render_tree(self.nodes, max_tokens=budget, notes=notes)
        assert cut
        assert estimate_tokens(text) <= budget
        lines = text.splitlines()
        marker = next(i for i, line in enumerate(lines) if line.startswith("[… "))
        # tree lines, then the marker, then as many notes as fit (notes before tree lines)
        assert all(line.startswith("[note: ") for line in lines[marker + 1 :])
        assert lines[:marker] == [render_line(n) for n in self.nodes[:marker]]
        hidden = 100 + len(notes) - marker - len(lines[marker + 1 :])
        assert lines[marker] == truncation_marker(hidden, budget)
        if budget >= 100:
            assert lines[marker + 1 :] == [f"[note: {note}]" for note in notes]

    def test_notes_alone_can_overflow_the_budget(self) -> None:
        text, cut = render_tree([], max_tokens=MIN_MAX_TOKENS, notes=("n" * 500,))
        assert cut
        assert text == truncation_marker(1, MIN_MAX_TOKENS)
        assert estimate_tokens(text) <= MIN_MAX_TOKENS

    @pytest.mark.parametrize("budget", [0, 1, MIN_MAX_TOKENS - 1])
    def test_a_budget_too_small_for_the_marker_is_an_error(self, budget: int) -> None:
        with pytest.raises(
            SnapshotError, match=f"max_tokens={budget} is too small.*at least {MIN_MAX_TOKENS}"
        ):
            render_tree(self.nodes, max_tokens=budget)
        with pytest.raises(SnapshotError, match="too small"):
            build_snapshot([], url="http://x/", max_tokens=budget)

    def test_the_smallest_budget_holds_the_marker_for_any_count(self) -> None:
        assert estimate_tokens(truncation_marker(10**15, MIN_MAX_TOKENS)) <= MIN_MAX_TOKENS

    def test_snapshot_reports_truncation(self) -> None:
        snap = build_snapshot(self.nodes, url="http://x/", max_tokens=50)
        assert snap.truncated
        assert "token budget of 50" in snap.text
        assert len(snap.nodes) == 100  # every node stays addressable; only the text is cut

    def test_estimate_tokens(self) -> None:
        assert estimate_tokens("") == 0
        assert estimate_tokens("abcd") == 1
        assert estimate_tokens("abcde") == 2


class TestSnapshotAssembly:
    def test_maps_and_order(self) -> None:
        nodes = [
            node(0, "link", "Home", interactive=True, url="http://x/home"),
            node(1, "img", "Logo", url="http://x/logo.png"),
            node(2, "StaticText", "Hi"),
        ]
        snap = build_snapshot(nodes, url="http://x/")
        assert list(snap.nodes) == ["0-0", "0-1", "0-2"]
        assert dict(snap.xpath_map) == {n.id: n.xpath for n in nodes}
        assert dict(snap.url_map) == {"0-0": "http://x/home", "0-1": "http://x/logo.png"}
        assert snap.text == '[0-0] link "Home"\n[0-1] img "Logo"\n[0-2] StaticText "Hi"'
        assert not snap.truncated

    def test_duplicate_ids_are_an_error(self) -> None:
        with pytest.raises(SnapshotError, match="duplicate"):
            build_snapshot([node(1), node(1)], url="http://x/")

    def test_notes_are_visible(self) -> None:
        snap = build_snapshot([node(0, "button", "A")], url="http://x/", notes=("frame gone",))
        assert snap.text.splitlines()[-1] == "[note: frame gone]"
        assert build_snapshot([], url="about:blank", notes=("n",)).text == "[note: n]"

    def test_notes_are_inside_the_budget_of_a_snapshot(self) -> None:
        nodes = [node(n, "StaticText", f"line number {n}") for n in range(40)]
        notes = ("frame http://x/a left out: it was detached during the capture",) * 2
        snap = build_snapshot(nodes, url="http://x/", max_tokens=100, notes=notes)
        assert snap.truncated
        assert snap.estimated_tokens() <= 100
        assert snap.text.splitlines()[-2:] == [f"[note: {note}]" for note in notes]
        # the same from a rendered text
        rendered = rendered_snapshot(
            render_tree(nodes)[0], line_count=40, load_nodes=lambda: nodes, url="http://x/", max_tokens=100,
            notes=notes,
        )  # fmt: skip
        assert rendered.text == snap.text

    def test_interactive_text_lists_only_interactive_flat(self) -> None:
        nodes = [
            node(0, "navigation"),
            node(1, "link", "Home", depth=1, interactive=True, attrs={"href": "/"}),
            node(2, "StaticText", "hello", depth=1),
            node(3, "textbox", "Q", depth=2, interactive=True, states={"value": "x"}),
        ]
        snap = build_snapshot(nodes, url="http://x/")
        assert snap.interactive_text() == '[0-1] link "Home" href="/"\n[0-3] textbox "Q" value="x"'

    def test_unknown_id_is_a_snapshot_error(self) -> None:
        snap = build_snapshot([node(0)], url="http://x/")
        with pytest.raises(SnapshotError, match="unknown element id '9-9'"):
            snap.locator("9-9")

    def test_locator_without_page_is_a_snapshot_error(self) -> None:
        with pytest.raises(SnapshotError, match="holds no page"):
            build_snapshot([node(0)], url="http://x/").locator("0-0")

    def test_equality_ignores_page(self) -> None:
        a = build_snapshot([node(0)], url="http://x/")
        assert isinstance(a, Snapshot)
        assert a == build_snapshot([node(0)], url="http://x/")
        assert "page=" not in repr(a)


class TestRenderedSnapshot:
    """A capture's Snapshot: text rendered already, nodes loaded on first use."""

    nodes: ClassVar[list[SnapshotNode]] = [
        node(0, "link", "Home", interactive=True, url="http://x/home"),
        node(1, "textbox", "Note", depth=1, states={"value": "two\nlines"}),
        *(node(n, "StaticText", f"line number {n}", depth=1) for n in range(2, 40)),
    ]

    def snapshot(self, max_tokens: int | None = None) -> tuple[Snapshot, list[int]]:
        loads: list[int] = []

        def load() -> list[SnapshotNode]:
            loads.append(1)
            return self.nodes

        text = render_tree(self.nodes)[0]
        snap = rendered_snapshot(
            text, line_count=len(self.nodes), load_nodes=load, url="http://x/", max_tokens=max_tokens
        )
        return snap, loads

    def test_nodes_are_loaded_once_and_only_when_used(self) -> None:
        snap, loads = self.snapshot()
        assert snap.text == render_tree(self.nodes)[0]
        assert loads == []
        assert dict(snap.url_map) == {"0-0": "http://x/home"}
        assert list(snap.xpath_map) == list(snap.nodes) == [n.id for n in self.nodes]
        assert loads == [1]
        assert snap == build_snapshot(self.nodes, url="http://x/")

    @pytest.mark.parametrize("budget", [20, 100])
    def test_a_cut_matches_the_one_from_nodes(self, budget: int) -> None:
        # The value with a line break makes the text's lines differ from the nodes' lines.
        snap, _ = self.snapshot(max_tokens=budget)
        assert snap.truncated
        assert snap.text == build_snapshot(self.nodes, url="http://x/", max_tokens=budget).text


class TestDiff:
    def test_new_nodes_only_rebased_and_rendered(self) -> None:
        old = build_snapshot([node(0, "main"), node(1, "button", "Open", depth=1)], url="http://x/")
        new = build_snapshot(
            [
                node(0, "main"),
                node(1, "button", "Open", depth=1),
                node(2, "dialog", "Menu", depth=1),
                node(3, "button", "Close", depth=2, interactive=True),
            ],
            url="http://x/",
        )
        diff = new.diff(old)
        assert list(diff.nodes) == ["0-2", "0-3"]
        assert diff.text == '[0-2] dialog "Menu"\n  [0-3] button "Close"'
        assert diff.nodes["0-3"].depth == 1

    def test_identity_survives_renumbering(self) -> None:
        old = build_snapshot([node(5, "button", "A", xpath="/html[1]/body[1]/button[1]")], url="http://x/")
        new = build_snapshot([node(0, "button", "A", xpath="/html[1]/body[1]/button[1]")], url="http://x/")
        assert new.diff(old).nodes == {}
        assert new.diff(old).text == ""

    def test_changed_name_counts_as_new(self) -> None:
        old = build_snapshot([node(0, "button", "Play")], url="http://x/")
        new = build_snapshot([node(0, "button", "Pause")], url="http://x/")
        assert list(new.diff(old).nodes) == ["0-0"]
        # the same element (same page identity) with a new name is new too
        old = build_snapshot([node(0, "button", "Play", document="d", key=4)], url="http://x/")
        new = build_snapshot([node(0, "button", "Pause", document="d", key=4)], url="http://x/")
        assert list(new.diff(old).nodes) == ["0-0"]

    def test_elements_shifted_by_an_insertion_are_not_new(self) -> None:
        # A banner inserted at the top of body shifts every positional path: the page's identity
        # keys say the other elements are the ones seen before.
        old = build_snapshot(
            [
                node(0, "button", "A", xpath="/html[1]/body[1]/div[1]/button[1]", document="d", key=1),
                node(1, "link", "B", xpath="/html[1]/body[1]/div[2]/a[1]", document="d", key=2),
            ],
            url="http://x/",
        )
        new = build_snapshot(
            [
                node(0, "banner", "News", xpath="/html[1]/body[1]/div[1]", document="d", key=3),
                node(1, "button", "A", xpath="/html[1]/body[1]/div[2]/button[1]", document="d", key=1),
                node(2, "link", "B", xpath="/html[1]/body[1]/div[3]/a[1]", document="d", key=2),
            ],
            url="http://x/",
        )
        assert [n.name for n in new.diff(old).nodes.values()] == ["News"]

    def test_another_document_is_compared_by_path_role_and_name(self) -> None:
        # after a navigation the keys are another window's: same path, role and name is "not new"
        old = build_snapshot([node(0, "link", "Home", document="before", key=1)], url="http://x/")
        new = build_snapshot(
            [
                node(0, "link", "Home", document="after", key=1),
                node(1, "button", "Buy", document="after", key=2),
            ],
            url="http://x/",
        )
        assert [n.name for n in new.diff(old).nodes.values()] == ["Buy"]
        # and a key equal by chance in another document does not hide a new element
        other = build_snapshot([node(1, "button", "Buy", document="before", key=2)], url="http://x/")
        same_key = build_snapshot([node(1, "button", "Buy", document="after", key=2)], url="http://x/")
        assert list(same_key.diff(other).nodes) == []  # same path, role, name: by content
        moved = build_snapshot(
            [node(1, "button", "Buy", xpath="/html[1]/body[1]/p[1]", document="after", key=2)],
            url="http://x/",
        )
        assert list(moved.diff(other).nodes) == ["0-1"]

    def test_a_diff_keeps_the_budget_and_the_walk_limit(self) -> None:
        old = build_snapshot([], url="http://x/")
        nodes = [node(n, "StaticText", f"line number {n}") for n in range(60)]
        new = build_snapshot(nodes, url="http://x/", max_tokens=60, walk_truncated=True, notes=("cut",))
        diff = new.diff(old)
        assert diff.truncated
        assert diff.walk_truncated
        assert diff.max_tokens == 60
        assert diff.estimated_tokens() <= 60
        assert "token budget of 60" in diff.text
        assert diff.text.splitlines()[-1] == "[note: cut]"
        # a diff that fits and comes from a complete walk is not truncated
        small = build_snapshot(nodes[:2], url="http://x/", max_tokens=60).diff(old)
        assert not small.truncated
