"""A generator of pages and layout drift for the computer-use replay bench (pure, no browser).

A page is a tree of :class:`El` drawn from vocabulary pools by a seed: a top bar with nav links, an
optional sidebar, and 3-5 blocks among a form, a toolbar (text buttons, buttons with a ``<span>`` or an
``<svg>`` inside, icon buttons named only by ``aria-label``), a card grid whose cards repeat "Edit" /
"Delete", a table with row actions, a list with a "Remove" per item, a canvas with an empty area, and
custom ``div role=button`` / ``role=tab`` / ``role=switch`` widgets. Every element carries a unique
``data-bench-id`` (the ground truth; fingerprints and their locators never read that attribute, see
``fingerprint.js``'s KEY_ATTRIBUTES). Classes are logical names rendered through the theme's class
map, and the style sheet is generated from the theme's numbers, so "classes renamed" and "layout
changed" are changes of the theme.

:func:`drift` applies one drift kind (or several, ``combined``) to a copy of the page, knowing which
elements the recorded points hit (``targets``): the kinds nobody tuned the replay for. ``removed``
takes some targets away (the element, or its whole row / card / list item), where the right answer
is to refuse.

Split by seed: seed ``s`` draws the page, its points and its drift; its drift kind is
``KINDS[(s // 2) % len(KINDS)]`` (so both halves cover every kind), even seeds are the development
half, odd seeds the held-out half.
"""

from __future__ import annotations

import copy
import html
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Literal

TRUTH = "data-bench-id"
VOID = frozenset({"input", "br", "img", "hr"})
Split = Literal["dev", "held-out"]

SURVIVING = ("layout", "reordered", "wrapped", "classes", "ids", "reworded", "rows")
KINDS = ("unchanged", *SURVIVING, "removed", "combined")


def split_of(seed: int) -> Split:
    return "dev" if seed % 2 == 0 else "held-out"


def kind_of(seed: int) -> str:
    return KINDS[(seed // 2) % len(KINDS)]


# --------------------------------------------------------------------------------------------- tree
@dataclass
class El:
    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[El | str] = field(default_factory=list)
    key: str = ""
    item: bool = False  # a repeated item (table row, card, list item): "removed" may take it whole

    def walk(self) -> Iterator[El]:
        yield self
        for child in self.children:
            if isinstance(child, El):
                yield from child.walk()

    def classes(self) -> list[str]:
        return self.attrs.get("class", "").split()


def parent_of(root: El, target: El) -> El | None:
    for node in root.walk():
        if any(child is target for child in node.children):
            return node
    return None


def find_key(root: El, key: str) -> El | None:
    return next((n for n in root.walk() if n.key == key), None)


def keys_of(root: El) -> set[str]:
    return {n.key for n in root.walk() if n.key}


@dataclass
class Theme:
    """The numbers of the style sheet and the class names as rendered."""

    font: int = 14
    banner: int = 0
    pad: int = 16
    gap: int = 16
    sidebar: int = 0
    margin_left: int = 0
    cols: int = 2
    card_cols: int = 3
    block_pad: int = 12
    button_pad: int = 5
    field_gap: int = 8
    cell_pad: int = 5
    empty: int = 50
    wrap_pad: int = 6
    nav_gap: int = 14
    class_map: dict[str, str] = field(default_factory=dict)


STYLE = """
body { margin: 0; font: {font}px/1.4 sans-serif; }
.banner { height: {banner}px; overflow: hidden; background: #fde8c8; }
.topbar { display: flex; align-items: center; gap: 18px; padding: {pad}px 24px; background: #223; }
.topbar a { color: #fff; }
.brand { font-weight: bold; }
.nav { display: flex; gap: {nav_gap}px; }
.layout { display: flex; gap: {gap}px; padding: {pad}px; margin-left: {margin_left}px; }
.sidebar { width: {sidebar}px; flex: none; display: {sidebar_display}; flex-direction: column; gap: 8px; }
.main { flex: 1; display: grid; grid-template-columns: repeat({cols}, minmax(0, 1fr)); gap: {gap}px; align-items: start; }
.block { border: 1px solid #ccc; padding: {block_pad}px; border-radius: 6px; }
.wide { grid-column: 1 / -1; }
.field { display: flex; flex-direction: column; margin-bottom: {field_gap}px; }
.actions { display: flex; gap: 8px; align-items: center; }
.btn { padding: {button_pad}px 12px; }
.primary { background: #24c; color: #fff; border: none; }
.icon-btn { width: 30px; height: 28px; padding: 0; }
.toolbar { display: flex; flex-wrap: wrap; gap: 6px; }
.grid { display: grid; grid-template-columns: repeat({card_cols}, minmax(0, 1fr)); gap: 8px; }
.card { border: 1px solid #ddd; padding: 8px; }
.card h3 { margin: 0 0 4px; font-size: 14px; }
.card p { margin: 0 0 6px; font-size: 12px; }
.table { border-collapse: collapse; width: 100%; }
.table td, .table th { padding: {cell_pad}px 6px; border-bottom: 1px solid #eee; text-align: left; }
.chip { display: inline-block; padding: 4px 10px; border: 1px solid #888; border-radius: 12px; margin: 2px; cursor: pointer; }
.tabs { display: flex; gap: 4px; margin-bottom: 6px; }
.tab { padding: 6px 12px; border-bottom: 2px solid #ccc; cursor: pointer; }
.switch { display: inline-flex; gap: 6px; align-items: center; cursor: pointer; }
.knob { width: 30px; height: 16px; background: #aaa; border-radius: 8px; display: inline-block; }
.list { list-style: none; padding: 0; margin: 0; }
.list li { display: flex; justify-content: space-between; padding: 4px 0; }
.empty { height: {empty}px; }
.canvas { border: 1px solid #999; display: block; background: #eef; }
.wrap { padding: {wrap_pad}px; }
h2 { font-size: 16px; margin: 0 0 8px; }
"""


def stylesheet(theme: Theme) -> str:
    text = STYLE.replace("{sidebar_display}", "flex" if theme.sidebar else "none")
    for name, value in vars(theme).items():
        if isinstance(value, int):
            text = text.replace("{" + name + "}", str(value))
    return re.sub(r"\.([a-z][a-z0-9-]*)", lambda m: "." + theme.class_map.get(m[1], m[1]), text)


def render(node: El | str, theme: Theme) -> str:
    if isinstance(node, str):
        return html.escape(node, quote=False)
    attrs = dict(node.attrs)
    if "class" in attrs:
        attrs["class"] = " ".join(theme.class_map.get(c, c) for c in node.classes())
    if node.key:
        attrs[TRUTH] = node.key
    text = "".join(f' {k}="{html.escape(v)}"' for k, v in attrs.items())
    if node.tag in VOID:
        return f"<{node.tag}{text}>"
    return f"<{node.tag}{text}>{''.join(render(c, theme) for c in node.children)}</{node.tag}>"


@dataclass
class Page:
    seed: int
    body: El
    theme: Theme

    def html(self) -> str:
        return (
            "<!doctype html><html><head><title>Bench page</title>"
            f"<style>{stylesheet(self.theme)}</style></head>{render(self.body, self.theme)}</html>"
        )


# -------------------------------------------------------------------------------------------- pages
class _Builder:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.count = 0
        self.ids: set[str] = set()

    def el(
        self, tag: str, attrs: dict[str, str] | None = None, *children: El | str, item: bool = False
    ) -> El:
        self.count += 1
        return El(tag, dict(attrs or {}), list(children), key=f"e{self.count}", item=item)

    def uid(self, base: str) -> str:
        """A unique, readable id (``save``, ``save-2``)."""
        slug = re.sub(r"[^a-z0-9]+", "-", base.lower()).strip("-") or "x"
        out, n = slug, 1
        while out in self.ids:
            n += 1
            out = f"{slug}-{n}"
        self.ids.add(out)
        return out

    def maybe_id(self, base: str, p: float = 0.5) -> dict[str, str]:
        return {"id": self.uid(base)} if self.rng.random() < p else {}


NAV = ["Home", "Products", "Pricing", "Docs", "Blog", "About", "Contact", "Support", "Careers", "Status"]
BRANDS = ["Acme", "Northwind", "Lumen", "Stagehand Shop", "Orbit", "Paperwork"]
FORM_TITLES = ["Profile", "Shipping address", "Account settings", "Contact us", "New project", "Billing"]
FIELDS = [
    ("Full name", "text"),
    ("Email", "email"),
    ("Phone", "tel"),
    ("Company", "text"),
    ("City", "text"),
    ("Postcode", "text"),
    ("Password", "password"),
    ("Website", "url"),
]
SUBMITS = ["Save", "Submit", "Update", "Create", "Continue", "Send"]
CANCELS = ["Cancel", "Reset", "Back", "Discard"]
EXTRA_LINKS = ["Forgot password?", "Need help?", "Privacy policy", "Terms"]
TOOL_TEXT = ["Bold", "Italic", "Undo", "Redo", "Share", "Export", "Print", "Duplicate", "Archive", "Refresh"]
TOOL_SPAN = [("+", "New"), ("✎", "Rename"), ("↓", "Download"), ("★", "Star"), ("↻", "Sync"), ("✓", "Approve")]
TOOL_ICON = ["Close", "Add item", "More options", "Open menu", "Notifications", "Help", "Zoom in", "Zoom out"]
CARD_NAMES = ["Aurora", "Basalt", "Cinder", "Delta", "Ember", "Fjord", "Granite", "Harbor", "Ivy", "Juniper"]
CARD_TEXT = ["Updated 2 days ago", "3 members", "Draft", "Shared with you", "Archived soon", "12 tasks open"]
CARD_ACTIONS = [("Edit", "Delete"), ("Open", "Edit", "Delete"), ("View", "Remove"), ("Edit", "Share")]
PEOPLE = [
    "Alice Martin",
    "Bob Chen",
    "Carla Diaz",
    "Dev Patel",
    "Eve Novak",
    "Femi Ade",
    "Gita Rao",
    "Hugo Berg",
]
STATUSES = ["Active", "Invited", "Suspended", "Owner"]
ITEMS = ["Milk", "Bread", "Coffee beans", "Apples", "Rice", "Olive oil", "Tea", "Cheese", "Eggs"]
CHIPS = ["All", "Open", "Closed", "Mine", "Starred", "Recent", "Shared"]
TABS = ["Overview", "Activity", "Settings", "Members", "Billing"]
SWITCHES = ["Email alerts", "Dark mode", "Auto-save", "Two-factor"]
CANVAS_TITLES = ["Chart", "Sketch", "Floor plan", "Map"]


def _svg(b: _Builder) -> El:
    shape = b.rng.choice(
        [
            b.el("circle", {"cx": "8", "cy": "8", "r": "6"}),
            b.el("rect", {"x": "2", "y": "2", "width": "12", "height": "12"}),
            b.el("path", {"d": "M2 8 L8 2 L14 8 L8 14 Z"}),
        ]
    )
    return b.el("svg", {"width": "16", "height": "16", "viewBox": "0 0 16 16"}, shape)


def _button(b: _Builder, label: str, classes: str = "btn", *, id_p: float = 0.4) -> El:
    return b.el("button", {"type": "button", "class": classes, **b.maybe_id(label, id_p)}, label)


def form_block(b: _Builder) -> El:
    rng = b.rng
    fields = rng.sample(FIELDS, rng.randint(2, 4))
    rows: list[El | str] = [b.el("h2", {}, rng.choice(FORM_TITLES))]
    for label, kind in fields:
        input_id = b.uid(label)
        rows.append(
            b.el(
                "div",
                {"class": "field"},
                b.el("label", {"for": input_id}, label),
                b.el("input", {"id": input_id, "type": kind, "name": input_id}),
            )
        )
    actions: list[El | str] = [
        b.el(
            "button",
            {"type": "submit", "class": "btn primary", **b.maybe_id("submit", 0.6)},
            rng.choice(SUBMITS),
        ),
        _button(b, rng.choice(CANCELS)),
    ]
    if rng.random() < 0.5:
        actions.append(b.el("a", {"href": "#help"}, rng.choice(EXTRA_LINKS)))
    rows.append(b.el("div", {"class": "actions"}, *actions))
    return b.el("form", {"class": "block", "action": "#"}, *rows)


def toolbar_block(b: _Builder) -> El:
    rng = b.rng
    tools: list[El | str] = [_button(b, t) for t in rng.sample(TOOL_TEXT, rng.randint(2, 4))]
    for glyph, label in rng.sample(TOOL_SPAN, rng.randint(1, 3)):
        tools.append(
            b.el(
                "button",
                {"type": "button", "class": "btn", **b.maybe_id(label, 0.3)},
                b.el("span", {"aria-hidden": "true"}, glyph),
                " ",
                b.el("span", {}, label),
            )
        )
    for label in rng.sample(TOOL_ICON, rng.randint(1, 3)):
        inner: El | str = _svg(b) if rng.random() < 0.5 else rng.choice(["×", "+", "⋯", "☰", "?"])
        tools.append(b.el("button", {"type": "button", "class": "icon-btn", "aria-label": label}, inner))
    if rng.random() < 0.5:
        label = rng.choice(["Upload", "Preview", "Publish"])
        tools.append(b.el("button", {"type": "button", "class": "btn"}, _svg(b), b.el("span", {}, label)))
    rng.shuffle(tools)
    title = rng.choice(["Editor", "Document", "Files", "Workspace"])
    return b.el(
        "section",
        {"class": "block"},
        b.el("h2", {}, title),
        b.el("div", {"class": "toolbar", "role": "toolbar", "aria-label": title}, *tools),
    )


def cards_block(b: _Builder) -> El:
    rng = b.rng
    actions = rng.choice(CARD_ACTIONS)
    cards = [
        b.el(
            "div",
            {"class": "card"},
            b.el("h3", {}, name),
            b.el("p", {}, rng.choice(CARD_TEXT)),
            b.el("div", {"class": "actions"}, *[_button(b, a, id_p=0.0) for a in actions]),
            item=True,
        )
        for name in rng.sample(CARD_NAMES, rng.randint(3, 6))
    ]
    return b.el(
        "section",
        {"class": "block wide"},
        b.el("h2", {}, rng.choice(["Projects", "Boards", "Collections"])),
        b.el("div", {"class": "grid"}, *cards),
    )


def table_block(b: _Builder) -> El:
    rng = b.rng
    more_label = rng.choice(["More actions", "Options"])
    rows = []
    for person in rng.sample(PEOPLE, rng.randint(3, 6)):
        actions: list[El | str] = [
            _button(b, "Edit", id_p=0.0),
            _button(b, "Delete", id_p=0.0),
        ]
        if rng.random() < 0.6:
            actions.append(
                b.el("button", {"type": "button", "class": "icon-btn", "aria-label": more_label}, "⋯")
            )
        rows.append(
            b.el(
                "tr",
                {},
                b.el("td", {}, b.el("a", {"href": f"#user-{person.split()[0].lower()}"}, person)),
                b.el("td", {}, rng.choice(STATUSES)),
                b.el("td", {}, b.el("div", {"class": "actions"}, *actions)),
                item=True,
            )
        )
    head = b.el("tr", {}, *[b.el("th", {}, h) for h in ("Name", "Status", "Actions")])
    return b.el(
        "section",
        {"class": "block wide"},
        b.el("h2", {}, rng.choice(["Members", "Users", "Team"])),
        b.el("table", {"class": "table"}, b.el("thead", {}, head), b.el("tbody", {}, *rows)),
    )


def list_block(b: _Builder) -> El:
    rng = b.rng
    aria = rng.random() < 0.5
    items = []
    for name in rng.sample(ITEMS, rng.randint(3, 6)):
        remove = (
            b.el("button", {"type": "button", "class": "icon-btn", "aria-label": f"Remove {name}"}, "×")
            if aria
            else b.el("a", {"href": "#remove"}, "Remove")
        )
        items.append(b.el("li", {}, b.el("span", {}, name), remove, item=True))
    return b.el(
        "section",
        {"class": "block"},
        b.el("h2", {}, rng.choice(["Shopping list", "Basket", "Saved items"])),
        b.el("ul", {"class": "list"}, *items),
    )


def canvas_block(b: _Builder) -> El:
    rng = b.rng
    width, height = rng.choice([(260, 120), (320, 140), (200, 100)])
    canvas_attrs = {"class": "canvas", "width": str(width), "height": str(height)}
    if rng.random() < 0.3:
        canvas_attrs["id"] = b.uid("drawing")
    return b.el(
        "section",
        {"class": "block"},
        b.el("h2", {}, rng.choice(CANVAS_TITLES)),
        b.el("canvas", canvas_attrs),
        b.el("p", {}, rng.choice(["Click to place a marker.", "Drag to draw.", "Updated hourly."])),
        b.el("div", {"class": "empty"}),
    )


def widgets_block(b: _Builder) -> El:
    rng = b.rng
    tabs = b.el(
        "div",
        {"class": "tabs", "role": "tablist"},
        *[
            b.el(
                "div",
                {"class": "tab", "role": "tab", "tabindex": "0", "aria-selected": str(i == 0).lower()},
                t,
            )
            for i, t in enumerate(rng.sample(TABS, rng.randint(2, 4)))
        ],
    )
    chips = b.el(
        "div",
        {},
        *[
            b.el("div", {"class": "chip", "role": "button", "tabindex": "0"}, c)
            for c in rng.sample(CHIPS, rng.randint(2, 4))
        ],
    )
    switch_label = rng.choice(SWITCHES)
    switch = b.el(
        "div",
        {"class": "switch", "role": "switch", "aria-checked": "false", "tabindex": "0"},
        b.el("span", {"class": "knob"}),
        b.el("span", {}, switch_label),
    )
    parts: list[El | str] = [tabs, chips, switch]
    rng.shuffle(parts)
    return b.el(
        "section", {"class": "block"}, b.el("h2", {}, rng.choice(["Filters", "View", "Options"])), *parts
    )


BLOCKS: list[Callable[[_Builder], El]] = [
    form_block,
    toolbar_block,
    cards_block,
    table_block,
    list_block,
    canvas_block,
    widgets_block,
]


def page(seed: int) -> Page:
    """The page of ``seed`` (undrifted)."""
    rng = random.Random(seed * 7919 + 13)
    b = _Builder(rng)
    theme = Theme(
        font=rng.choice([13, 14, 15]),
        banner=rng.choice([0, 0, 40]),
        pad=rng.choice([12, 16, 20]),
        gap=rng.choice([12, 16, 20]),
        sidebar=rng.choice([0, 0, 160]),
        cols=rng.choice([2, 2, 3]),
        card_cols=rng.choice([3, 4]),
    )
    links = [b.el("a", {"href": f"#{n.lower()}"}, n) for n in rng.sample(NAV, rng.randint(3, 6))]
    top = b.el(
        "header",
        {"class": "topbar"},
        b.el("a", {"class": "brand", "href": "#home"}, rng.choice(BRANDS)),
        b.el("nav", {"class": "nav"}, *links),
    )
    blocks = [make(b) for make in rng.sample(BLOCKS, rng.randint(3, 5))]
    # Wide blocks last more often, so that the narrow ones share the first rows.
    blocks.sort(key=lambda el: ("wide" in el.classes()) and rng.random() < 0.7)
    main = b.el("main", {"class": "main"}, *blocks)
    side_links = [b.el("a", {"href": f"#s-{n.lower()}"}, n) for n in rng.sample(NAV, 4)]
    aside = b.el("aside", {"class": "sidebar"}, *side_links)
    body = b.el(
        "body",
        {},
        b.el("div", {"class": "banner"}, "Maintenance tonight at 22:00"),
        top,
        b.el("div", {"class": "layout"}, aside, main),
    )
    return Page(seed, body, theme)


# -------------------------------------------------------------------------------------------- drift
LABEL_TAGS = frozenset({"button", "a", "label"})
REWORDINGS = {
    "Save": "Save changes",
    "Submit": "Submit form",
    "Update": "Update now",
    "Create": "Create new",
    "Continue": "Continue →",
    "Send": "Send message",
    "Cancel": "Cancel changes",
    "Reset": "Reset form",
    "Back": "Go back",
    "Edit": "Edit item",
    "Delete": "Delete item",
    "Remove": "Remove item",
    "Open": "Open details",
    "View": "View details",
    "Share": "Share link",
    "Export": "Export…",
    "Close": "Close panel",
    "Help": "Get help",
    "More actions": "More row actions",
    "Options": "More options",
    "Home": "Home page",
    "Docs": "Documentation",
    "Blog": "Our blog",
}


def reword(label: str, rng: random.Random) -> str:
    if label in REWORDINGS and rng.random() < 0.7:
        return REWORDINGS[label]
    how = rng.choice(["suffix", "ellipsis", "case"])
    if how == "suffix":
        return f"{label} {rng.choice(['now', 'all', 'item', 'details'])}"
    if how == "ellipsis":
        return label + "…"
    return label.upper() if len(label) < 8 else label.lower()


def _label_of(node: El) -> str:
    if "aria-label" in node.attrs:
        return node.attrs["aria-label"]
    texts = [c for c in node.children if isinstance(c, str)]
    if texts:
        return texts[0]
    spans = [c for c in node.children if isinstance(c, El) and c.tag == "span" and c.children]
    if spans and isinstance(spans[-1].children[0], str):
        return spans[-1].children[0]
    return ""


def _set_label(node: El, old: str, new: str) -> None:
    if node.attrs.get("aria-label") == old:
        node.attrs["aria-label"] = new
        return
    for holder in [node, *[c for c in node.children if isinstance(c, El) and c.tag == "span"]]:
        for i, child in enumerate(holder.children):
            if child == old:
                holder.children[i] = new
                return


def _labelled(root: El) -> list[El]:
    return [
        n
        for n in root.walk()
        if (n.tag in LABEL_TAGS or n.attrs.get("role") in ("button", "tab", "switch")) and _label_of(n)
    ]


def _shuffled(rng: random.Random, items: list[El | str]) -> list[El | str]:
    """A different order of ``items`` when there is one."""
    out = list(items)
    for _ in range(10):
        rng.shuffle(out)
        if len(out) < 2 or any(a is not b for a, b in zip(out, items, strict=True)):
            break
    return out


def _apply(kind: str, page: Page, rng: random.Random, targets: list[str]) -> None:
    root, theme = page.body, page.theme
    if kind == "layout":
        changes = rng.sample(["banner", "sidebar", "pad", "cols", "font", "buttons", "margin", "gap"], 3)
        # The page moves for sure: the banner or the sidebar changes.
        changes.append(rng.choice(["banner", "sidebar"]))
        for change in changes:
            if change == "banner":
                theme.banner = rng.choice([0, 60, 90, 120]) if theme.banner == 0 else 0
            elif change == "sidebar":
                theme.sidebar = rng.choice([180, 220]) if theme.sidebar == 0 else 0
            elif change == "pad":
                theme.pad += rng.choice([-6, 8, 14])
                theme.block_pad += rng.choice([-4, 6, 10])
            elif change == "cols":
                theme.cols = 1 if theme.cols > 1 and rng.random() < 0.4 else (2 if theme.cols == 3 else 3)
            elif change == "font":
                theme.font += rng.choice([-1, 1, 2])
            elif change == "buttons":
                theme.button_pad += rng.choice([-2, 3, 5])
                theme.cell_pad += rng.choice([3, 6])
            elif change == "margin":
                theme.margin_left += rng.choice([40, 80, 120])
            else:
                theme.gap += rng.choice([-6, 10, 20])
                theme.field_gap += rng.choice([4, 10])
    elif kind == "reordered":
        for node in root.walk():
            cls = node.classes()
            listed = node.tag == "main" or (node.tag == "nav" and rng.random() < 0.7)
            if listed or (("actions" in cls or "toolbar" in cls) and rng.random() < 0.8):
                node.children = _shuffled(rng, node.children)
            elif node.tag == "form" and rng.random() < 0.7:
                fields = [c for c in node.children if isinstance(c, El) and "field" in c.classes()]
                order = iter(_shuffled(rng, list(fields)))
                node.children = [next(order) if c in fields else c for c in node.children]
    elif kind == "wrapped":
        wanted = set(targets)
        for node in list(root.walk()):
            if node.tag in ("tr", "td", "th", "li", "tbody", "thead", "option", "body", "span"):
                continue
            inside = any(find_key(node, k) is not None for k in wanted)
            if rng.random() < (0.35 if inside else 0.15):
                parent = parent_of(root, node)
                if parent is None or parent.tag in ("tr", "table", "tbody", "ul", "svg"):
                    continue
                index = next(i for i, c in enumerate(parent.children) if c is node)
                parent.children[index] = El("div", {"class": "wrap"}, [node])
    elif kind == "classes":
        names = sorted({c for n in root.walk() for c in n.classes()} | set(theme.class_map))
        for name in names:
            theme.class_map[name] = rng.choice(
                [
                    f"{name}_{rng.randrange(16**5):05x}",
                    f"c-{name}",
                    f"{name.replace('-', '')}{rng.randint(2, 9)}",
                    f"x{rng.randrange(16**6):06x}",
                ]
            )
    elif kind == "ids":
        renames: dict[str, str] = {}
        for node in root.walk():
            if "id" in node.attrs:
                old = node.attrs["id"]
                renames[old] = rng.choice(
                    [f"{old}-field", f"app-{old}", old.replace("-", "_") + "_1", f"f{old}"]
                )
                node.attrs["id"] = renames[old]
        for node in root.walk():
            if node.attrs.get("for") in renames:
                node.attrs["for"] = renames[node.attrs["for"]]
    elif kind == "reworded":
        labelled = _labelled(root)
        chosen = {_label_of(n) for n in labelled if n.key in targets}
        chosen |= {_label_of(n) for n in labelled if rng.random() < 0.3}
        mapping = {label: reword(label, rng) for label in sorted(chosen)}
        for node in labelled:
            label = _label_of(node)
            if label in mapping:
                _set_label(node, label, mapping[label])
    elif kind == "rows":
        for node in root.walk():
            items = [c for c in node.children if isinstance(c, El) and c.item]
            if len(items) > 1:
                order = iter(_shuffled(rng, list(items)))
                node.children = [next(order) if isinstance(c, El) and c.item else c for c in node.children]
    elif kind == "removed":
        removable = [k for k in targets if (n := find_key(root, k)) is not None and _removable(n)]
        if not removable:
            return
        gone = [k for k in removable if rng.random() < 0.7] or [rng.choice(removable)]
        for key in gone:
            found = find_key(root, key)
            if found is None:
                continue  # already gone with its row
            whole = next((a for a in _ancestors(root, found) if a.item), None)
            victim = whole if whole is not None and rng.random() < 0.5 else found
            if victim.tag == "input":  # a form field goes with its label
                victim = parent_of(root, found) or found
            parent = parent_of(root, victim)
            if parent is not None:
                parent.children = [c for c in parent.children if c is not victim]
    elif kind != "unchanged":
        raise ValueError(kind)


CLICKABLE_TAGS = frozenset({"a", "button", "input", "select", "textarea", "label", "summary"})


def _removable(node: El) -> bool:
    return node.tag in CLICKABLE_TAGS or "role" in node.attrs


def _ancestors(root: El, node: El) -> list[El]:
    out = []
    current = parent_of(root, node)
    while current is not None:
        out.append(current)
        current = parent_of(root, current)
    return out


@dataclass(frozen=True)
class Drifted:
    page: Page
    applied: tuple[str, ...]


def drift(original: Page, kind: str, targets: list[str]) -> Drifted:
    """A copy of ``original`` with drift ``kind`` applied (``combined``: 2-4 surviving kinds at once);
    ``targets`` are the keys of the elements the recorded points hit."""
    rng = random.Random(original.seed * 104729 + 7)
    out = Page(original.seed, copy.deepcopy(original.body), replace(original.theme))
    out.theme.class_map = dict(original.theme.class_map)
    applied = tuple(rng.sample(SURVIVING, rng.randint(2, 4))) if kind == "combined" else (kind,)
    for each in applied:
        _apply(each, out, rng, targets)
    return Drifted(out, applied)
