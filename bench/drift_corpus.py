"""A drift generator: realistic pages, seeded redesign mutations, and "gone" cases (pure, no browser).

Six page kinds (the example shop's login and product list, a sign-up form, a data table with row
actions, a settings page with toggles, a nav-heavy marketing page, a modal flow), each drawn from
vocabulary pools by a seed, so two seeds give two different pages. Elements a test would act on carry
``data-drift-truth`` (the key of the ground truth; fingerprints never read that attribute).

A case takes one page and one target, applies one mutation kind (or several, "combined") and says
what the right answer is: heal to the element that still carries the target's key, or refuse
(``expect="gone"``) when the target was removed, replaced by a look-alike with another function, or
duplicated so that nobody could say which copy is meant, or (``row-sibling-removed``, see
:func:`make_row_case`) removed from one of several like rows, cards or toolbars while a look-alike
stays: another row's button of the same label, a toolbar neighbour with a label alike by its
characters, a namesake link in another landmark.

The split is by seed: a case's seed is ``replicate * 1000 + page kind * 100 + mutation index``, and
even replicates (``seed // 1000``) are the development half, odd ones the held-out half. Tune only on
the development half (``cases(split="dev")``).
"""

from __future__ import annotations

import copy
import html
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Literal

TRUTH = "data-drift-truth"
VOID = frozenset({"input", "br", "img", "meta", "link", "hr", "source", "area", "col", "wbr"})
Split = Literal["dev", "held-out"]


# --------------------------------------------------------------------------------------------- tree
@dataclass
class Node:
    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[Node | str] = field(default_factory=list)

    def walk(self) -> Iterator[Node]:
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.walk()

    def text(self) -> str:
        return " ".join((c if isinstance(c, str) else c.text()).strip() for c in self.children if c).strip()


class _Parser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root")
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.stack[-1].children.append(" ".join(data.split()))


def parse(source: str) -> Node:
    parser = _Parser()
    parser.feed(source)
    parser.close()
    return parser.root


def render(node: Node | str) -> str:
    if isinstance(node, str):
        return html.escape(node, quote=False)
    inner = "".join(render(c) for c in node.children)
    if node.tag == "#root":
        return "<!doctype html>" + inner
    attrs = "".join(f' {k}="{html.escape(v)}"' if v else f" {k}" for k, v in node.attrs.items())
    if node.tag in VOID:
        return f"<{node.tag}{attrs}>"
    return f"<{node.tag}{attrs}>{inner}</{node.tag}>"


def parent_of(root: Node, target: Node) -> Node | None:
    for node in root.walk():
        if any(child is target for child in node.children):
            return node
    return None


def find_truth(root: Node, key: str) -> Node | None:
    return next((n for n in root.walk() if n.attrs.get(TRUTH) == key), None)


# -------------------------------------------------------------------------------------------- pages
def _t(key: str) -> str:
    return f'{TRUTH}="{key}"'


def _page(title: str, body: str) -> str:
    return f"<html><head><title>{title}</title></head><body>{body}</body></html>"


def _slug(text: str) -> str:
    return "-".join(text.lower().replace("'", "").split())[:24]


def example_login(rng: random.Random) -> str:
    """The example shop's login page (example_suite/app/index.html), header included."""
    brand = rng.choice(["Stagehand Shop", "Acme Store", "Northwind Market"])
    user_label = rng.choice(["Username", "User name", "Login"])
    submit = rng.choice(["Log in", "Sign in", "Continue"])
    return _page(
        "Log in",
        f"""<header class="site-header"><a class="brand" href="products.html">{brand}</a>
<nav class="main-nav" aria-label="Main"><a href="products.html" {_t("nav-products")}>Products</a></nav>
<a class="cart-link" id="cart-link" href="cart.html" {_t("cart")}>Cart <span class="badge" id="cart-count" data-testid="cart-count">0</span></a></header>
<main class="narrow"><section class="card login-card"><h1 id="login-heading">Log in to your account</h1>
<p class="muted">Demo account: <code>ada</code> / <code>lovelace</code></p>
<form id="login-form" class="stacked-form">
<div class="field"><label for="username">{user_label}</label><input id="username" name="username" autocomplete="username" data-testid="login-username" {_t("username")}></div>
<div class="field"><label for="password">Password</label><input id="password" name="password" type="password" data-testid="login-password" {_t("password")}></div>
<p class="form-error" id="login-error" role="alert"></p>
<button type="submit" class="primary" id="login-button" data-testid="login-submit" {_t("submit")}>{submit}</button>
<a href="/reset" class="small" {_t("forgot")}>Forgot your password?</a>
</form></section></main>""",
    )


def example_products(rng: random.Random) -> str:
    """The example shop's product grid: several "Add to cart" buttons told apart by their card."""
    names = rng.sample(
        [
            "Red mug",
            "Blue teapot",
            "Green scarf",
            "Desk lamp",
            "Notebook",
            "Wool socks",
            "Tea towel",
            "Pen set",
        ],
        4,
    )
    cards = "".join(
        f"""<li class="product-card"><h2 class="product-name"><a href="product.html?id={i}" {_t(f"open-{i}")}>{name}</a></h2>
<p class="price">{rng.randint(5, 60)}.00 €</p>
<button type="button" class="add" data-id="{i}" {_t(f"add-{i}")}>Add to cart</button></li>"""
        for i, name in enumerate(names)
    )
    return _page(
        "Products",
        f"""<header class="site-header"><a class="brand" href="products.html">Stagehand Shop</a>
<nav class="main-nav" aria-label="Main"><a href="products.html">Products</a></nav>
<a class="cart-link" id="cart-link" href="cart.html">Cart <span class="badge">0</span></a></header>
<main><h1>Products</h1><div class="toolbar"><div class="search"><label for="search" class="visually-hidden">Search products</label>
<input id="search" type="search" placeholder="Search products" data-testid="search-input" {_t("search")}></div>
<div class="dropdown" id="sort"><span id="sort-label">Sort by</span>
<button type="button" class="dropdown-button" id="sort-button" data-testid="sort-button" {_t("sort")}>Featured</button></div></div>
<ul class="product-grid" id="product-list">{cards}</ul></main>""",
    )


def signup_form(rng: random.Random) -> str:
    product = rng.choice(["Trellis", "Paperboat", "Lumen", "Quarry"])
    submit = rng.choice(["Create account", "Sign up", "Get started", "Register"])
    extra = rng.choice([("Company", "company"), ("Job title", "title"), ("Phone", "phone")])
    return _page(
        "Sign up",
        f"""<div class="page"><header class="topbar"><a href="/" class="logo">{product}</a>
<a href="/login" class="link" {_t("signin-link")}>Already have an account? Sign in</a></header>
<main class="auth"><h1>Create your {product} account</h1>
<form class="form" id="signup" action="/signup" method="post">
<div class="form-row"><label for="full-name">Full name</label><input id="full-name" name="name" class="input" placeholder="Jane Doe" {_t("name")}></div>
<div class="form-row"><label for="email">Work email</label><input id="email" name="email" type="email" class="input" placeholder="you@company.com" {_t("email")}></div>
<div class="form-row"><label for="{extra[1]}">{extra[0]}</label><input id="{extra[1]}" name="{extra[1]}" class="input" {_t("extra")}></div>
<div class="form-row"><label for="pw">Password</label><input id="pw" name="password" type="password" class="input" {_t("password")}></div>
<div class="form-row"><label for="pw2">Confirm password</label><input id="pw2" name="password2" type="password" class="input" {_t("password2")}></div>
<div class="form-check"><input type="checkbox" id="terms" name="terms" {_t("terms")}><label for="terms">I agree to the terms of service</label></div>
<div class="form-actions"><button type="submit" class="btn btn-primary" id="signup-submit" {_t("submit")}>{submit}</button>
<button type="button" class="btn btn-link" id="google" {_t("google")}>Continue with Google</button></div>
</form></main><footer class="foot"><a href="/privacy">Privacy</a><a href="/terms" {_t("terms-link")}>Terms</a></footer></div>""",
    )


def data_table(rng: random.Random) -> str:
    people = rng.sample(
        [
            ("Ada Lovelace", "ada@example.com", "Admin"),
            ("Grace Hopper", "grace@example.com", "Editor"),
            ("Alan Turing", "alan@example.com", "Viewer"),
            ("Edsger Dijkstra", "edsger@example.com", "Editor"),
            ("Barbara Liskov", "barbara@example.com", "Admin"),
            ("Ken Thompson", "ken@example.com", "Viewer"),
        ],
        4,
    )
    rows = "".join(
        f"""<tr class="row"><td><input type="checkbox" aria-label="Select {name}" {_t(f"select-{i}")}></td><td>{name}</td><td>{mail}</td><td>{role}</td>
<td class="actions"><button class="btn btn-sm" type="button" {_t(f"edit-{i}")}>Edit</button><button class="btn btn-sm btn-danger" type="button" {_t(f"delete-{i}")}>Delete</button></td></tr>"""
        for i, (name, mail, role) in enumerate(people)
    )
    entity = rng.choice(["user", "member", "person"])
    return _page(
        "Users",
        f"""<div class="layout"><aside class="sidebar"><nav><a href="/dash">Dashboard</a><a href="/users" class="active">Users</a><a href="/billing">Billing</a></nav></aside>
<main class="content"><div class="toolbar"><h1>{entity.title()}s</h1>
<input type="search" class="filter" placeholder="Filter {entity}s" {_t("filter")}>
<button class="btn btn-primary" id="add-user" type="button" {_t("add")}>Add {entity}</button></div>
<table class="table"><thead><tr><th></th><th><button class="sort" type="button" {_t("sort-name")}>Name</button></th><th>Email</th><th>Role</th><th>Actions</th></tr></thead>
<tbody>{rows}</tbody></table>
<div class="pager"><button class="page" type="button" {_t("prev")}>Previous</button><span>Page 1 of 3</span><button class="page" type="button" {_t("next")}>Next</button></div></main></div>""",
    )


def settings_toggles(rng: random.Random) -> str:
    toggles = rng.sample(
        ["Email notifications", "Dark mode", "Two-factor authentication", "Weekly digest", "Sound effects",
         "Auto-play videos", "Show online status"],
        4,
    )  # fmt: skip
    rows = "".join(
        f"""<div class="setting"><label class="switch" for="t{i}">{label}</label>
<input type="checkbox" role="switch" id="t{i}" class="toggle" {_t(f"toggle-{i}")}><p class="hint">{label} for this account.</p></div>"""
        for i, label in enumerate(toggles)
    )
    save = rng.choice(["Save changes", "Save", "Apply"])
    return _page(
        "Settings",
        f"""<div class="app"><header class="bar"><a href="/" class="home">Home</a><a href="/settings" class="here">Settings</a></header>
<div class="settings"><nav class="tabs" role="tablist"><button role="tab" class="tab active" {_t("tab-general")}>General</button>
<button role="tab" class="tab" {_t("tab-privacy")}>Privacy</button><button role="tab" class="tab" {_t("tab-billing")}>Billing</button></nav>
<section class="panel"><h2>General</h2>{rows}
<div class="field"><label for="lang">Language</label><select id="lang" name="lang" {_t("language")}><option>English</option><option>Français</option></select></div>
<div class="buttons"><button type="submit" class="btn primary" id="save" {_t("save")}>{save}</button><button type="reset" class="btn" {_t("reset")}>Reset to defaults</button></div>
</section></div></div>""",
    )


def marketing_nav(rng: random.Random) -> str:
    brand = rng.choice(["Orbit", "Nimbus", "Fathom", "Copperline"])
    items = rng.sample(["Features", "Pricing", "Docs", "Blog", "Customers", "Changelog", "Careers"], 5)
    nav = "".join(f'<a href="/{_slug(x)}" class="nav-item" {_t(f"nav-{_slug(x)}")}>{x}</a>' for x in items)
    cta = rng.choice(["Start free trial", "Get started free", "Try it free"])
    foot = "".join(
        f'<li><a href="/{_slug(x)}" class="foot-link">{x}</a></li>'
        for x in ["About", "Press", "Security", "Status", "Contact"]
    )
    return _page(
        brand,
        f"""<header class="hdr"><div class="container"><a href="/" class="brand" {_t("brand")}>{brand}</a>
<nav class="primary-nav">{nav}</nav><div class="hdr-actions"><a href="/login" class="btn-ghost" {_t("login")}>Sign in</a>
<a href="/signup" class="btn-solid" {_t("signup")}>Sign up</a></div></div></header>
<main><section class="hero"><h1>{brand} keeps your team in sync</h1><p>Plan, track and ship.</p>
<a href="/trial" class="btn-solid btn-lg" {_t("cta")}>{cta}</a><a href="/demo" class="btn-ghost btn-lg" {_t("demo")}>Book a demo</a></section>
<section class="features"><div class="feature"><h3>Boards</h3><a href="/boards" {_t("learn-boards")}>Learn more about boards</a></div>
<div class="feature"><h3>Reports</h3><a href="/reports" {_t("learn-reports")}>Learn more about reports</a></div></section>
<form class="newsletter"><input type="email" name="email" placeholder="Your email" aria-label="Email address" {_t("newsletter-email")}><button type="submit" {_t("newsletter-submit")}>Subscribe</button></form></main>
<footer class="ftr"><ul class="foot-links">{foot}</ul></footer>""",
    )


def modal_flow(rng: random.Random) -> str:
    thing = rng.choice(["project", "invoice", "workspace", "report"])
    confirm = rng.choice([f"Delete {thing}", "Yes, delete", "Confirm"])
    return _page(
        "Modal",
        f"""<main class="page"><h1>{thing.title()}: Q3 planning</h1>
<div class="toolbar"><button type="button" class="btn" id="rename" {_t("rename")}>Rename</button>
<button type="button" class="btn" id="share" {_t("share")}>Share</button>
<button type="button" class="btn danger" id="open-delete" {_t("open")}>Delete…</button></div>
<div class="backdrop"><div role="dialog" aria-modal="true" aria-labelledby="dlg-title" class="modal">
<h2 id="dlg-title">Delete this {thing}?</h2><p>This cannot be undone. Type the name to confirm.</p>
<label for="confirm-name">{thing.title()} name</label><input id="confirm-name" class="input" {_t("confirm-name")}>
<div class="modal-actions"><button type="button" class="btn" id="cancel" {_t("cancel")}>Cancel</button>
<button type="button" class="btn danger" id="confirm" {_t("confirm")}>{confirm}</button>
<button type="button" class="close" aria-label="Close" {_t("close")}>×</button></div></div></div></main>""",
    )


PAGE_KINDS: dict[str, Callable[[random.Random], str]] = {
    "example-login": example_login,
    "example-products": example_products,
    "signup": signup_form,
    "table": data_table,
    "settings": settings_toggles,
    "marketing": marketing_nav,
    "modal": modal_flow,
}

# ---------------------------------------------------------------------------------------- mutations
# Rewordings a redesign makes: longer phrasing, a synonym, another case or punctuation.
REWORDS: dict[str, list[str]] = {
    "log in": ["Sign in", "Log in now", "Log into your account"],
    "sign in": ["Log in", "Sign in now", "Sign In →"],
    "sign up": ["Create account", "Sign up free", "Join now"],
    "create account": ["Sign up", "Create my account", "Create an account"],
    "register": ["Sign up", "Register now"],
    "get started": ["Get started now", "Start now", "Let's go"],
    "continue": ["Continue →", "Next", "Proceed"],
    "save": ["Save changes", "Save now", "SAVE"],
    "save changes": ["Save", "Save all changes", "Apply changes"],
    "apply": ["Apply changes", "Save"],
    "edit": ["Edit row", "Modify", "✎ Edit"],
    "delete": ["Remove", "Delete row", "🗑 Delete"],
    "next": ["Next page", "Next →", "More"],
    "previous": ["Prev", "← Previous", "Previous page"],
    "cancel": ["Cancel", "Never mind", "Go back"],
    "subscribe": ["Subscribe now", "Sign me up", "Join the newsletter"],
    "share": ["Share…", "Share link"],
    "rename": ["Rename…", "Edit name"],
    "add to cart": ["Add to basket", "Add to cart +", "Buy"],
    "close": ["Close dialog", "Dismiss"],
}
LABEL_REWORDS: dict[str, list[str]] = {
    "username": ["Your username", "User name", "Login name"],
    "password": ["Your password", "Password (8+ characters)"],
    "work email": ["Email", "Email address", "Business email"],
    "full name": ["Name", "Your name", "Full legal name"],
    "confirm password": ["Repeat password", "Confirm your password"],
    "language": ["Display language", "Interface language"],
}
# What sits where the target was in a "look-alike with another function" case.
OTHER_FUNCTION: list[str] = [
    "Delete", "Archive", "Cancel", "Export", "Duplicate", "Log out", "Help", "Report a problem",
]  # fmt: skip
OTHER_FIELD: list[tuple[str, str]] = [
    ("Phone number", "phone"), ("Coupon code", "coupon"), ("Nickname", "nick"), ("Website", "site"),
]  # fmt: skip


def reword(text: str, rng: random.Random) -> str:
    key = " ".join(text.split()).casefold().rstrip("…?")
    options = REWORDS.get(key) or LABEL_REWORDS.get(key)
    if options:
        choice = rng.choice(options)
        return choice if choice.casefold() != key else choice + " now"
    strategy = rng.randrange(3)
    if strategy == 0:
        return text + rng.choice([" now", " →", " here", " today"])
    if strategy == 1:
        return text.upper()
    return rng.choice(["Your ", "Open ", "Go to "]) + text[:1].lower() + text[1:]


def _text_holder(node: Node) -> tuple[Node, int] | None:
    """The node and index of the first text child at or under ``node``."""
    for n in node.walk():
        for i, child in enumerate(n.children):
            if isinstance(child, str) and child.strip():
                return n, i
    return None


def _label_for(root: Node, target: Node) -> Node | None:
    ident = target.attrs.get("id")
    if not ident:
        return None
    return next((n for n in root.walk() if n.tag == "label" and n.attrs.get("for") == ident), None)


def _containers(root: Node, target: Node) -> list[Node]:
    inside = {id(n) for n in target.walk()}
    return [
        n
        for n in root.walk()
        if n.tag in ("div", "section", "form", "nav", "main", "footer", "header")
        and id(n) not in inside
        and not any(isinstance(c, Node) and c is target for c in n.children)
    ]


Mutation = Callable[[Node, Node, random.Random], bool]


def m_id(root: Node, target: Node, rng: random.Random) -> bool:
    ident = target.attrs.get("id")
    if not ident:
        target.attrs["id"] = rng.choice(["x-field", "el-7", "main-action"])
        return True
    label = _label_for(root, target)
    if rng.random() < 0.5:
        new = rng.choice(
            [f"{ident}-v2", f"app-{ident}", f"{ident.replace('-', '_')}_field", f"c{rng.randrange(99)}"]
        )
        target.attrs["id"] = new
        if label is not None:
            label.attrs["for"] = new
    else:
        del target.attrs["id"]
        if label is not None:  # the label now wraps the field instead (still labelled)
            label.attrs.pop("for")
            parent = parent_of(root, target)
            if parent is not None:
                parent.children.remove(target)
                label.children.append(target)
    return True


def m_class(root: Node, target: Node, rng: random.Random) -> bool:
    if "class" in target.attrs and rng.random() < 0.4:
        del target.attrs["class"]
    else:
        target.attrs["class"] = rng.choice(
            ["tw-btn px-4 py-2", "c-action c-action--main", "ui primary", "x9f2k"]
        )
    return True


def m_testid(root: Node, target: Node, rng: random.Random) -> bool:
    if "data-testid" not in target.attrs:
        return False
    if rng.random() < 0.5:
        del target.attrs["data-testid"]
    else:
        target.attrs["data-testid"] = "qa-" + target.attrs["data-testid"].split("-")[-1]
    return True


def m_wrap(root: Node, target: Node, rng: random.Random) -> bool:
    parent = parent_of(root, target)
    if parent is None:
        return False
    wrapper: Node = Node("div", {"class": rng.choice(["wrap", "cell", "flex gap-2", "slot"])}, [target])
    if rng.random() < 0.5:
        wrapper = Node(rng.choice(["div", "section"]), {"class": "outer"}, [wrapper])
    parent.children[parent.children.index(target)] = wrapper
    return True


def m_unwrap(root: Node, target: Node, rng: random.Random) -> bool:
    parent = parent_of(root, target)
    grand = parent_of(root, parent) if parent is not None else None
    if parent is None or grand is None or parent.tag not in ("div", "span", "section", "li", "nav"):
        return False
    i = grand.children.index(parent)
    grand.children[i : i + 1] = parent.children
    return True


def m_reorder(root: Node, target: Node, rng: random.Random) -> bool:
    parent = parent_of(root, target)
    if parent is None:
        return False
    holder = parent
    if len([c for c in holder.children if isinstance(c, Node)]) < 2 or any(
        isinstance(c, str) for c in holder.children
    ):
        holder = parent_of(root, parent) or parent
    if any(isinstance(c, str) for c in holder.children):
        return False
    siblings = [c for c in holder.children if isinstance(c, Node)]
    if len(siblings) < 2:
        return False
    before = [id(c) for c in siblings]
    for _ in range(5):
        rng.shuffle(siblings)
        if [id(c) for c in siblings] != before:
            break
    else:
        siblings.reverse()
    holder.children = list(siblings)
    return True


def m_move(root: Node, target: Node, rng: random.Random) -> bool:
    parent = parent_of(root, target)
    options = _containers(root, target)
    if parent is None or not options:
        return False
    parent.children.remove(target)
    destination = rng.choice(options)
    destination.children.insert(rng.randrange(len(destination.children) + 1), target)
    return True


def m_tag(root: Node, target: Node, rng: random.Random) -> bool:
    if target.tag == "button":
        target.tag = "a"
        target.attrs.pop("type", None)
        target.attrs.update({"role": "button", "href": "#"})
    elif target.tag == "a":
        target.tag = "button"
        target.attrs.pop("href", None)
        target.attrs["type"] = "button"
    elif target.tag == "input" and target.attrs.get("type", "text") in ("text", "email", "search"):
        current = target.attrs.get("type", "text")
        target.attrs["type"] = rng.choice([t for t in ("text", "email", "search") if t != current])
    elif target.tag == "input" and target.attrs.get("type") == "checkbox":
        target.attrs["role"] = "switch" if target.attrs.get("role") != "switch" else "checkbox"
    elif target.tag == "select":
        return False
    else:
        return False
    return True


def m_reword(root: Node, target: Node, rng: random.Random) -> bool:
    holder = _text_holder(target)
    if holder is not None:
        node, i = holder
        text = node.children[i]
        assert isinstance(text, str)
        node.children[i] = reword(text, rng)
        return True
    if "placeholder" in target.attrs:
        target.attrs["placeholder"] = reword(target.attrs["placeholder"], rng)
        return True
    return False


def m_label(root: Node, target: Node, rng: random.Random) -> bool:
    if "aria-label" in target.attrs:
        target.attrs["aria-label"] = reword(target.attrs["aria-label"], rng)
        return True
    label = _label_for(root, target)
    if label is None:
        return False
    holder = _text_holder(label)
    if holder is None:
        return False
    node, i = holder
    text = node.children[i]
    assert isinstance(text, str)
    node.children[i] = reword(text, rng)
    return True


def m_attributes(root: Node, target: Node, rng: random.Random) -> bool:
    extra = {
        "title": rng.choice(["Click here", "More", "Opens in place"]),
        "data-track": rng.choice(["cta-1", "evt_42", "nav"]),
        "aria-describedby": "hint-1",
        "tabindex": "0",
    }
    for name in rng.sample(sorted(extra), 2):
        target.attrs[name] = extra[name]
    target.attrs["class"] = (target.attrs.get("class", "") + " is-new").strip()
    return True


def m_layout(root: Node, target: Node, rng: random.Random) -> bool:
    parent = parent_of(root, target)
    if parent is None:
        return False
    banner = Node("div", {"class": "banner", "role": "status"}, ["We updated our privacy policy."])
    extra = Node("span", {"class": "badge"}, [rng.choice(["New", "Beta", "Pro"])])
    parent.children.insert(parent.children.index(target), extra)
    body = next(n for n in root.walk() if n.tag == "body")
    body.children.insert(0, banner)
    body.children.insert(
        1, Node("nav", {"class": "crumbs"}, [Node("a", {"href": "/"}, ["Home"]), " / ", "Here"])
    )
    return True


# Negative cases: the right answer is "gone".
def g_removed(root: Node, target: Node, rng: random.Random) -> bool:
    parent = parent_of(root, target)
    if parent is None:
        return False
    parent.children.remove(target)
    label = _label_for(root, target)
    if label is not None:
        holder = parent_of(root, label)
        if holder is not None:
            holder.children.remove(label)
    return True


def g_lookalike(root: Node, target: Node, rng: random.Random) -> bool:
    """Another element in the target's slot, same tag, styling and (often) id: another function."""
    parent = parent_of(root, target)
    if parent is None:
        return False
    twin = copy.deepcopy(target)
    for n in twin.walk():
        n.attrs.pop(TRUTH, None)
    original = target.text().casefold()
    if target.tag in ("input", "select", "textarea"):
        label_text, name = rng.choice(OTHER_FIELD)
        twin.attrs["name"] = name
        twin.attrs.pop("placeholder", None)
        twin.attrs.pop("data-testid", None)
        twin.attrs.pop("aria-label", None)
        label = _label_for(root, target)
        if label is not None:
            label.children = [label_text]
        else:
            twin.attrs["aria-label"] = label_text
    else:
        holder = _text_holder(twin)
        if holder is None:
            return False
        node, i = holder
        node.children[i] = rng.choice([w for w in OTHER_FUNCTION if w.casefold() not in original])
        twin.attrs.pop("aria-label", None)
        twin.attrs.pop("data-testid", None)
        if "href" in twin.attrs:
            twin.attrs["href"] = "/" + _slug(str(node.children[i]))
    parent.children[parent.children.index(target)] = twin
    return True


def g_duplicated(root: Node, target: Node, rng: random.Random) -> bool:
    """Two copies of the target (same label, same everything): which one is meant is unknowable."""
    parent = parent_of(root, target)
    if parent is None:
        return False
    twin: Node = copy.deepcopy(target)
    for n in twin.walk():
        if TRUTH in n.attrs:
            n.attrs[TRUTH] = "dup"
    label = _label_for(root, target)
    if label is not None:  # the copy is labelled alike (a label's "for" can name only one of them)
        twin = Node("label", {"class": label.attrs.get("class", "")}, [label.text(), " ", twin])
    parent.children.insert(parent.children.index(target) + 1, twin)
    return True


SURVIVING: dict[str, Mutation] = {
    "id": m_id,
    "class": m_class,
    "test-id": m_testid,
    "wrapper-added": m_wrap,
    "wrapper-removed": m_unwrap,
    "reordered": m_reorder,
    "moved": m_move,
    "tag-swapped": m_tag,
    "reworded": m_reword,
    "label-changed": m_label,
    "attributes-added": m_attributes,
    "layout-shifted": m_layout,
}
GONE: dict[str, Mutation] = {"removed": g_removed, "look-alike": g_lookalike, "duplicated": g_duplicated}
# Gone from among look-alikes (see make_row_case); kept out of GONE so that "combined-gone" and the
# seeds of every earlier kind draw exactly what they drew before this kind existed.
ROW_SIBLING_REMOVED = "row-sibling-removed"
KINDS: tuple[str, ...] = (*SURVIVING, "combined", *GONE, "combined-gone", ROW_SIBLING_REMOVED)


@dataclass(frozen=True)
class DriftCase:
    seed: int
    page_kind: str
    mutation: str  # a key of SURVIVING or GONE, "combined" or "combined-gone"
    applied: tuple[str, ...]  # the mutations actually applied, in order
    target: str  # the TRUTH key of the element the test acted on
    original: str  # HTML
    mutated: str  # HTML
    expect: Literal["heal", "gone"]

    @property
    def split(self) -> Split:
        return split_of(self.seed)

    @property
    def name(self) -> str:
        return f"{self.seed}:{self.page_kind}:{self.mutation}:{self.target}"


def split_of(seed: int) -> Split:
    return "dev" if (seed // 1000) % 2 == 0 else "held-out"


def _apply(
    root: Node, key: str, names: list[str], rng: random.Random, table: dict[str, Mutation]
) -> list[str]:
    applied = []
    for name in names:
        target = find_truth(root, key)
        if target is not None and table[name](root, target, rng):
            applied.append(name)
    return applied


def make_case(seed: int, page_kind: str, mutation: str) -> DriftCase | None:
    """One case, or None when the mutation does not apply to any target the seed picks."""
    if mutation == ROW_SIBLING_REMOVED:
        return make_row_case(seed, page_kind)
    rng = random.Random(seed)
    original = render(parse(PAGE_KINDS[page_kind](rng)))
    keys = [n.attrs[TRUTH] for n in parse(original).walk() if TRUTH in n.attrs]
    rng.shuffle(keys)
    for key in keys[:6]:
        root = parse(original)
        if mutation == "combined":
            names = rng.sample(sorted(SURVIVING), rng.randint(2, 4))
            applied = _apply(root, key, names, rng, SURVIVING)
            ok = len(applied) >= 2
        elif mutation == "combined-gone":
            noise = _apply(root, key, rng.sample(sorted(SURVIVING), 2), rng, SURVIVING)
            gone = rng.choice(sorted(GONE))
            applied = [*noise, *_apply(root, key, [gone], rng, GONE)]
            ok = bool(applied) and applied[-1] == gone
        else:
            table = SURVIVING if mutation in SURVIVING else GONE
            applied = _apply(root, key, [mutation], rng, table)
            ok = applied == [mutation]
        if not ok:
            continue
        mutated = render(root)
        if mutated == original:
            continue
        expect: Literal["heal", "gone"] = (
            "gone" if mutation in GONE or mutation == "combined-gone" else "heal"
        )
        return DriftCase(seed, page_kind, mutation, tuple(applied), key, original, mutated, expect)
    return None


# ------------------------------------------------------------- gone from among look-alikes (#16)
# A control removed from ONE of several like groups while a look-alike stays elsewhere on the page:
# shape "row": one row's / card's / list item's button while the other rows keep theirs (the rows'
# own pages where they have repeated rows: the product grid, the data table; a card grid added to
# the others); "toolbar": a toolbar button while a same-role neighbour whose label is alike by its
# characters stays ("Share" removed, "★ Star" kept); "namesake": a link removed from a sidebar or
# footer while the top nav keeps a link of the same name (or the other way round).
CARD_NAMES = ["Delta", "Ember", "Ivy", "Juniper", "Orion", "Maple", "Quill", "Harbor", "Nova"]
CARD_STATUSES = ["Draft", "Draft", "Active", "Archived", "12 tasks open", "Due Friday"]
CARD_BUTTONS = [("Edit", "Delete"), ("Open", "Archive"), ("View", "Remove"), ("Edit", "Duplicate")]
# Toolbar labels alike by their characters, not by what they do.
TOOL_PAIRS = [("Share", "Star"), ("Copy", "Crop"), ("Undo", "Redo"), ("Rename", "Resize"),
              ("Print", "Pin"), ("Export", "Import"), ("Lock", "Link")]  # fmt: skip
TOOL_FILLERS = ["Bold", "Italic", "Comment", "History", "Preview", "New", "Settings"]
TOOL_ICONS = {"Star": "★", "Share": "⤴", "Copy": "⧉", "Pin": "📌", "Lock": "🔒", "Link": "🔗", "Undo": "↶",
              "Redo": "↷", "Print": "🖶", "Rename": "✎"}  # fmt: skip
NAV_LABELS = ["Home", "Blog", "Docs", "Pricing", "About", "Support", "Careers", "Status"]
# Drawn in turn by seed (see make_row_case): rows twice as often, each page kind gets each shape per half.
ROW_SHAPES = ("row", "toolbar", "row", "namesake")


def _label_of(node: Node) -> str:
    return " ".join((node.attrs.get("aria-label") or node.text()).split())


def _repeated_row(root: Node, target: Node) -> Node | None:
    """The nearest ancestor of ``target`` that repeats (siblings of the same tag and class) and whose
    siblings hold an element of the target's tag and label: the target's row, card or list item."""
    label, node = _label_of(target), target
    if not label or target.tag in ("input", "select", "textarea"):
        return None
    while True:
        parent = parent_of(root, node)
        if parent is None or parent.tag in ("#root", "html", "body"):
            return None
        grand = parent_of(root, parent)
        if grand is None:
            return None
        peers = [
            c
            for c in grand.children
            if isinstance(c, Node)
            and c is not parent
            and c.tag == parent.tag
            and c.attrs.get("class") == parent.attrs.get("class")
        ]
        if any(n.tag == target.tag and _label_of(n) == label for peer in peers for n in peer.walk()):
            return parent
        node = parent


def _card_grid(rng: random.Random) -> str:
    first, second = rng.choice(CARD_BUTTONS)
    names = rng.sample(CARD_NAMES, rng.randint(3, 4))
    cards = "".join(
        f'<div class="card"><h3>{name}</h3><p class="status">{rng.choice(CARD_STATUSES)}</p><div class="actions">'
        f'<button type="button" class="btn" {_t(f"card-first-{i}")}>{first}</button>'
        f'<button type="button" class="btn" {_t(f"card-second-{i}")}>{second}</button></div></div>'
        for i, name in enumerate(names)
    )
    return f'<section class="cards"><h2>{rng.choice(["Projects", "Boards", "Spaces"])}</h2>{cards}</section>'


def _toolbar(rng: random.Random) -> tuple[str, str]:
    pair = list(rng.choice(TOOL_PAIRS))
    rng.shuffle(pair)
    labels = [*pair, *rng.sample(TOOL_FILLERS, rng.randint(2, 4))]
    rng.shuffle(labels)
    title = rng.choice(["Editor", "Document", "Board"])
    buttons = []
    for label in labels:
        icon = TOOL_ICONS.get(label)
        inner = (
            f'<span aria-hidden="true">{icon}</span> <span>{label}</span>'
            if icon and rng.random() < 0.5
            else label
        )
        buttons.append(f'<button type="button" class="btn" {_t(f"tool-{_slug(label)}")}>{inner}</button>')
    block = f'<section class="editor"><h2>{title}</h2><div role="toolbar" aria-label="{title}" class="toolbar">{"".join(buttons)}</div></section>'
    return block, f"tool-{_slug(pair[0])}"


def _namesake(rng: random.Random) -> tuple[str, str, str]:
    top = rng.sample(NAV_LABELS, 4)
    shared = rng.sample(top, rng.randint(1, 2))
    other = rng.sample([x for x in NAV_LABELS if x not in top], 3 - len(shared))
    side = [*shared, *other]
    rng.shuffle(side)
    region = rng.choice(["aside", "footer"])
    target_in_top = rng.random() < 0.3
    key = rng.choice(shared)
    top_links = "".join(
        f'<a href="/{_slug(x)}" class="nav-link" {_t(f"top-{_slug(x)}")}>{x}</a>' for x in top
    )
    side_links = "".join(
        f'<a href="#{region}-{_slug(x)}" class="side-link" {_t(f"{region}-{_slug(x)}")}>{x}</a>' for x in side
    )
    header = f'<header class="top"><nav class="top-nav" aria-label="Main">{top_links}</nav></header>'
    block = f'<{region} class="side"><nav aria-label="More">{side_links}</nav></{region}>'
    return header, block, f"top-{_slug(key)}" if target_in_top else f"{region}-{_slug(key)}"


def _insert_blocks(page: str, blocks: list[tuple[str, bool]]) -> str:
    """``page`` with each block put at the start (True) or the end (False) of its body."""
    root = parse(page)
    body = next(n for n in root.walk() if n.tag == "body")
    for block, first in blocks:
        nodes = [c for c in parse(block).children]
        body.children = [*nodes, *body.children] if first else [*body.children, *nodes]
    return render(root)


def make_row_case(seed: int, page_kind: str) -> DriftCase | None:
    """A ``row-sibling-removed`` case (gone): the shape is drawn by the seed; the page is the seed's
    page of ``page_kind``, with a card grid, a toolbar or a top nav and a sidebar / footer added when
    the shape needs one the page lacks."""
    rng = random.Random(seed)
    base = PAGE_KINDS[page_kind](rng)
    shape = ROW_SHAPES[(seed // 1000 + seed // 100) % len(ROW_SHAPES)]
    first = rng.random() < 0.5
    keys: list[str] = []
    if shape == "row":
        if page_kind in ("example-products", "table") and rng.random() < 0.75:
            original = render(parse(base))
        else:
            original = _insert_blocks(base, [(_card_grid(rng), first)])
        root = parse(original)
        keys = [n.attrs[TRUTH] for n in root.walk() if TRUTH in n.attrs]
        keys = [
            k for k in keys if (t := find_truth(root, k)) is not None and _repeated_row(root, t) is not None
        ]
    elif shape == "toolbar":
        block, key = _toolbar(rng)
        original, keys = _insert_blocks(base, [(block, first)]), [key]
    else:
        header, block, key = _namesake(rng)
        original, keys = _insert_blocks(base, [(header, True), (block, first)]), [key]
    if not keys:
        return None
    key = rng.choice(sorted(keys))
    root = parse(original)
    target = find_truth(root, key)
    assert target is not None
    parent = parent_of(root, target)
    assert parent is not None
    applied = [f"{ROW_SIBLING_REMOVED}:{shape}"]
    how = rng.choice(["element", "replaced", "row"]) if shape == "row" else "element"
    if how == "row":
        row = _repeated_row(root, target)
        holder = parent_of(root, row) if row is not None else None
        assert row is not None
        assert holder is not None
        holder.children.remove(row)
    elif how == "replaced":  # a status where the button was ("Sold out", "Locked")
        status = Node("span", {"class": "muted"}, [rng.choice(["Sold out", "Locked", "Read only", "—"])])
        parent.children[parent.children.index(target)] = status
    else:
        parent.children.remove(target)
    applied.append(how)
    if rng.random() < 0.3:  # with drift around it: the target's page restyled
        noise = rng.choice(["class", "attributes-added", "layout-shifted"])
        others = [n for n in root.walk() if TRUTH in n.attrs and n.attrs[TRUTH] != key]
        if others and SURVIVING[noise](root, rng.choice(others), rng):
            applied.append(noise)
    mutated = render(root)
    if mutated == original:
        return None
    return DriftCase(seed, page_kind, ROW_SIBLING_REMOVED, tuple(applied), key, original, mutated, "gone")


def cases(replicates: int = 6, split: Split | None = None) -> list[DriftCase]:
    """Every (replicate, page kind, mutation kind) case; ``split`` keeps one half."""
    out = []
    for replicate in range(replicates):
        for p, page_kind in enumerate(PAGE_KINDS):
            for m, mutation in enumerate(KINDS):
                seed = replicate * 1000 + p * 100 + m
                if split is not None and split_of(seed) != split:
                    continue
                case = make_case(seed, page_kind, mutation)
                if case is not None:
                    out.append(case)
    return out
