"""The act shortlist (pure): which interactive elements an instruction clearly names."""

from __future__ import annotations

import pytest

from pytest_stagehand.prompts.shortlist import shortlist
from pytest_stagehand.snapshot import SnapshotNode


def node(
    node_id: str,
    role: str,
    name: str = "",
    *,
    tag: str = "",
    parent: str | None = None,
    placeholder: str = "",
) -> SnapshotNode:
    return SnapshotNode(
        id=node_id,
        parent_id=parent,
        depth=0,
        tag=tag or {"button": "button", "link": "a", "textbox": "input", "option": "option"}.get(role, "div"),
        role=role,
        name=name,
        text="",
        attrs={},
        states={"placeholder": placeholder} if placeholder else {},
        interactive=True,
        frame=0,
        xpath=f"/html/body/x[{node_id}]",
    )


LOGIN_PAGE = [
    node("0-1", "link", "Stagehand Shop"),
    node("0-3", "link", "Products"),
    node("0-4", "link", "Log in"),
    node("0-5", "link", "Cart 0"),
    node("0-12", "textbox", "Username"),
    node("0-14", "textbox", "Password"),
    node("0-15", "button", "Log in"),
]


def ids(instruction: str, nodes: list[SnapshotNode] = LOGIN_PAGE) -> list[str] | None:
    found = shortlist(instruction, nodes)
    return None if found is None else [n.id for n in found]


@pytest.mark.parametrize(
    ("instruction", "expected"),
    [
        # A quoted name and a role word: the button, not the header's link of the same name.
        ("click the 'Log in' submit button", ["0-15"]),
        ("click the 'Log in' link", ["0-4"]),
        # The same name twice and no role word: both, the model chooses.
        ("click 'Log in'", ["0-4", "0-15"]),
        # Unquoted: the name's words in a row, spaces aside.
        ("type ada into the Username field", ["0-12"]),
        ("click the login button", ["0-15"]),
        ("type %password% into the 'Password' field", ["0-14"]),
        # A quoted phrase inside a longer name ("Cart" in "Cart 0").
        ("click the 'Cart' link", ["0-5"]),
        # A quoted phrase that names nothing is ignored; the rest of the instruction still counts.
        ("type 'hello world' into the username box", ["0-12"]),
        # Nothing clearly named: the whole list is shown.
        ("go to the next page", None),
        ("click the shop logo", None),  # "Shop" alone is only half of "Stagehand Shop"
        ("", None),
    ],
)
def test_shortlist_on_a_login_page(instruction: str, expected: list[str] | None) -> None:
    assert ids(instruction) == expected


def test_substrings_inside_words_do_not_count() -> None:
    page = [node("1", "link", "Art"), node("2", "link", "Cart")]
    assert ids("click the cart link", page) == ["2"]


def test_a_native_select_keeps_its_options_and_placeholders_name_fields() -> None:
    page = [
        node("1", "combobox", "Country", tag="select"),
        node("2", "option", "France", parent="1"),
        node("3", "option", "United Kingdom", parent="1"),
        node("4", "textbox", placeholder="Search products"),
        node("5", "button", "Search"),
    ]
    assert ids("select United Kingdom in the 'Country' dropdown", page) == ["1", "2", "3"]
    # A quoted name that a button has exactly and a box only in part: the typing verb makes it a tie.
    assert ids("type mug into the 'Search' box", page) == ["4", "5"]
    assert ids("type mug into the search products box", page) == ["4"]
    assert ids("click 'Search'", page) == ["5"]


def test_every_element_with_the_best_score_stays_in_page_order() -> None:
    page = [node(str(n), "button", "Add to cart") for n in range(3)]
    assert ids("click the 'Add to cart' button", page) == ["0", "1", "2"]
